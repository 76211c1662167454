import {
  PRICE_MODE_TERMS,
  PRICE_MODES,
  type PriceMode,
  UNIT_MODE_TERMS,
  UNIT_MODES,
  type UnitMode,
} from '@cable/contracts/vocabulary';
import type { Lang } from '../lib/storage';

/**
 * The texts of the price modes and unit modes where one is chosen or printed in full ('mode.1' 成本价（不含税）…,
 * 'unit.0' 元/米 …), from the vocabulary the server's documents print too; a feature spreads them into its messages.
 */
export function priceModeTexts(lang: Lang): Record<`mode.${PriceMode}` | `unit.${UnitMode}`, string> {
  const modes = PRICE_MODES.map((mode) => [`mode.${mode}`, PRICE_MODE_TERMS[mode].label[lang]]);
  const units = UNIT_MODES.map((unit) => [`unit.${unit}`, UNIT_MODE_TERMS[unit].price[lang]]);
  return Object.fromEntries([...modes, ...units]) as Record<`mode.${PriceMode}` | `unit.${UnitMode}`, string>;
}
