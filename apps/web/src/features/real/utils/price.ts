import type { Price } from '@cable/contracts/schemas/common';
import {
  FIELD_OF_MODE,
  isPriceMode,
  isUnitMode,
  PRICE_MODES,
  PRICE_PLACES,
  type PriceMode,
  UNIT_MODES,
  type UnitMode,
} from '@cable/contracts/vocabulary';
import { formatMoney, NO_AMOUNT } from '../../../lib/format';

export type { Price, PriceMode, UnitMode };
/** The price vocabulary (modes, units, mode→field) as the quotation screens use it; one home: @cable/contracts/vocabulary. */
export { FIELD_OF_MODE as PRICE_FIELD, isPriceMode, isUnitMode, PRICE_MODES, UNIT_MODES };

/** Shown where the server left a price out because the user has no right to it. */
export const HIDDEN_PRICE = NO_AMOUNT;

export const MAX_PLACES = PRICE_PLACES.max;

export function clampPlaces(value: unknown, fallback: number = PRICE_PLACES.default): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) return fallback;
  return Math.min(PRICE_PLACES.max, Math.max(PRICE_PLACES.min, value));
}

export function priceIn(price: Price | undefined, mode: PriceMode): number | undefined {
  const value = price?.[FIELD_OF_MODE[mode]];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Money with the places setting and thousands separators: the app's one money formatter. */
export { formatMoney };

export function formatPrice(price: Price | undefined, mode: PriceMode, places: number): string {
  return formatMoney(priceIn(price, mode), places);
}

export { visiblePriceModes } from '../../../lib/price-modes';
