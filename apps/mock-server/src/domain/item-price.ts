/**
 * The per-metre price of a quotation item: the engine's price for its cable (moved by the item's change %), unless
 * the user set one by hand. Where the price came from is part of the answer (engine, manual, markup or none).
 */
import type { ItemPricing } from '@cable/contracts/schemas/inventory';
import type { CablePrice } from './pricing';
import { PRICE_FIELDS, type PriceField } from './quote';

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
