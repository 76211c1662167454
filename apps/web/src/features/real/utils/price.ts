import type { Price, PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import { formatMoney, NO_AMOUNT } from '../../../lib/format';

export type { Price, PriceMode, UnitMode };

export const PRICE_MODES: readonly PriceMode[] = [1, 2, 3];
export const UNIT_MODES: readonly UnitMode[] = [0, 1, 2];

/** Which field of a price each price mode reads: 1 base (non-tax cost), 2 sale (non-tax price), 3 tax. */
export const PRICE_FIELD: Record<PriceMode, keyof Price> = { 1: 'base', 2: 'sale', 3: 'tax' };

/** Shown where the server left a price out because the user has no right to it. */
export const HIDDEN_PRICE = NO_AMOUNT;

export const MAX_PLACES = 6;

export function isPriceMode(value: unknown): value is PriceMode {
  return value === 1 || value === 2 || value === 3;
}

export function isUnitMode(value: unknown): value is UnitMode {
  return value === 0 || value === 1 || value === 2;
}

export function clampPlaces(value: unknown, fallback = 2): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) return fallback;
  return Math.min(MAX_PLACES, Math.max(0, value));
}

export function priceIn(price: Price | undefined, mode: PriceMode): number | undefined {
  const value = price?.[PRICE_FIELD[mode]];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Money with the places setting and thousands separators: the app's one money formatter. */
export { formatMoney };

export function formatPrice(price: Price | undefined, mode: PriceMode, places: number): string {
  return formatMoney(priceIn(price, mode), places);
}

export { visiblePriceModes } from '../../../lib/price-modes';
