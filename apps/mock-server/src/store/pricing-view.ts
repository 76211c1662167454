/** Reads pricing inputs (material table, settings) out of state-shaped data. */
import { PRICE_PLACES, SYSTEM_CONFIG_KEYS } from '@cable/contracts/vocabulary';
import type { SystemConfig } from '../../fixtures/configs';
import { effectiveMaterialPrices, type PricingSettings } from '../domain/pricing';
import type { MaterialRecord } from './types';

export function materialPriceTable(materials: readonly MaterialRecord[]): Record<string, number> {
  return effectiveMaterialPrices(materials.map((m) => ({ code: m.code, price: m.price.price, floating: m.floating })));
}

function configNumber(configs: readonly SystemConfig[], key: string, fallback: number): number {
  const value = configs.find((c) => c.key === key)?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function configRecord(configs: readonly SystemConfig[], key: string): Record<string, unknown> {
  const value = configs.find((c) => c.key === key)?.value;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Settings for one profit mode (报价模式 1-4): the margin is per mode, tax and processing are global. */
export function pricingSettingsFrom(configs: readonly SystemConfig[], profitMode: number): PricingSettings {
  const margins = configRecord(configs, SYSTEM_CONFIG_KEYS.profitMargin);
  const margin = margins[String(profitMode)] ?? margins['1'];
  const fee = configRecord(configs, SYSTEM_CONFIG_KEYS.processFee);
  return {
    margin: typeof margin === 'number' ? margin : 0.12,
    taxMode: configNumber(configs, SYSTEM_CONFIG_KEYS.taxMode, 1),
    taxRate: configNumber(configs, SYSTEM_CONFIG_KEYS.taxValue, 0.13),
    materialTaxMode: configNumber(configs, SYSTEM_CONFIG_KEYS.materialTaxMode, 0),
    processing: {
      perMetre: typeof fee.perMetre === 'number' ? fee.perMetre : 0.35,
      perKg: typeof fee.perKg === 'number' ? fee.perKg : 1.6,
    },
  };
}

export function defaultPlaces(configs: readonly SystemConfig[]): number {
  return configNumber(configs, SYSTEM_CONFIG_KEYS.pricePlaces, PRICE_PLACES.default);
}
