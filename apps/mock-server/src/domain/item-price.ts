/**
 * The per-metre price of a quotation item: the engine's price for its cable (moved by the item's change %), unless
 * the user set one by hand. Where the price came from is part of the answer (engine, manual, markup or none).
 */
import type { UnitMode } from '@cable/contracts/schemas/common';
import type { ItemPricing } from '@cable/contracts/schemas/inventory';
import { PRICE_FIELDS, type PriceField } from '@cable/contracts/vocabulary';
import { ApiError } from '../api-error';
import { type CablePrice, convertUnit, type PricingSettings } from './pricing';

export type PriceTriple = Record<PriceField, number>;

/** Unrounded yuan per metre per mode (a mode without a price is missing), the weight, and where the price came from. */
export type ItemPrice = Partial<PriceTriple> & { weightKgPerM: number; pricing: ItemPricing };

/** The item fields the price follows. */
export interface PricedItem {
  /** A percentage as a decimal string ("0", "-5.5"). */
  change: string;
  /** The price typed by hand per metre; null (or no field set) when the engine prices the item. */
  price: Partial<PriceTriple> | null;
  /** The markup on cost a hand price was made from; absent for a typed price. */
  markup?: number | undefined;
}

/** An item's price per metre now: a hand price per field where set, else the engine's price × (1 + change %). */
export function itemPrice(item: PricedItem, computed: CablePrice | null): ItemPrice {
  const factor = 1 + Number(item.change) / 100;
  const manual = item.price !== null && PRICE_FIELDS.some((f) => item.price?.[f] !== undefined);
  const pricing: ItemPricing = manual
    ? item.markup !== undefined
      ? 'markup'
      : 'manual'
    : computed
      ? 'engine'
      : 'none';
  const out: ItemPrice = { weightKgPerM: computed?.weightKgPerM ?? 0, pricing };
  for (const f of PRICE_FIELDS) {
    const value = item.price?.[f] ?? (computed ? computed[f] * factor : undefined);
    if (value !== undefined) out[f] = value;
  }
  return out;
}

type PriceAndWeight = Omit<ItemPrice, 'pricing'>;

/** Whether an item's quoted price is its price now (the 价格已变动 marker): same weight and price in every mode. */
export function samePrice(quoted: PriceAndWeight | undefined, now: PriceAndWeight): boolean {
  if (quoted === undefined || quoted.weightKgPerM !== now.weightKgPerM) return false;
  return PRICE_FIELDS.every((f) => quoted[f] === now[f]);
}

/**
 * A price typed in a display unit, back to yuan per metre (what an item keeps). A per-weight unit needs the item's
 * weight, which a custom cable the engine cannot read does not have.
 */
export function perMetre(value: number, unit: UnitMode, weightKgPerM: number, field: string): number {
  if (unit === 0) return value;
  if (!(weightKgPerM > 0)) {
    throw new ApiError('BusinessRule', {
      zh: `price.${field} 按${unit === 1 ? '元/吨' : '元/千克'}填写，但该清单项的重量未知，请先将单位设为元/米`,
      en: `price.${field} is given per ${unit === 1 ? 'tonne' : 'kg'}, but this item's weight is unknown; set the unit to yuan/metre first`,
    });
  }
  // convertUnit maps yuan/m to the unit; the inverse is its reciprocal for the same weight.
  return value / convertUnit(1, weightKgPerM, unit);
}

/** What a selling price is multiplied by to include tax (1 when prices carry no separate tax). */
function taxFactorOf(settings: Pick<PricingSettings, 'taxMode' | 'taxRate'>): number {
  return settings.taxMode === 0 ? 1 : 1 + settings.taxRate;
}

/**
 * A hand price (price/set): the edited mode's field as typed (per metre); sale and tax follow each other by the tax
 * rate (the cost does not move when the selling price is edited), unless both are typed.
 */
export function manualPrice(
  typedPerMetre: Partial<PriceTriple>,
  edited: PriceField,
  settings: Pick<PricingSettings, 'taxMode' | 'taxRate'>,
): Partial<PriceTriple> {
  const out = { ...typedPerMetre };
  const taxFactor = taxFactorOf(settings);
  if (edited === 'tax' && out.sale === undefined && out.tax !== undefined) out.sale = out.tax / taxFactor;
  if (edited === 'sale' && out.tax === undefined && out.sale !== undefined) out.tax = out.sale * taxFactor;
  return out;
}

/** A price made of a markup on cost: sale = cost × (1 + markup %), tax = sale with the tax rate. */
export function markupPrice(
  costPerMetre: number,
  markup: number,
  settings: Pick<PricingSettings, 'taxMode' | 'taxRate'>,
): PriceTriple {
  const sale = costPerMetre * (1 + markup / 100);
  return { base: costPerMetre, sale, tax: sale * taxFactorOf(settings) };
}
