/**
 * The quoting rule: how a quotation's lines and totals follow from its items, its fees and the way it is shown
 * (price mode, unit mode, places). Every figure a user sees — the list, its group totals, the quotation table,
 * the contract, the out bill, the Excel workbook, a saved history record — comes from `quote`, so one quote has one
 * total to the cent wherever it appears, and a document's lines add up to its total.
 *
 * The rule, written so it can be checked by hand:
 * - unit price = the per-metre price converted to the unit (yuan/m, yuan/t = /kg·m⁻¹ × 1000, yuan/kg), rounded to
 *   `places`;
 * - quantity = the metres converted to the unit (m, t = m × kg/m ÷ 1000, kg = m × kg/m), rounded as shown
 *   (QUANTITY_PLACES);
 * - line amount = shown unit price × shown quantity, rounded to the amount places (the price places, at most 2:
 *   money is never quoted below the fen);
 * - goods = Σ line amounts; package fee = Σ charged item package fees + the group's package fee, when the group
 *   includes packaging; freight = a fee typed on the quotation sheet when above 0, else, when the group includes
 *   freight, fee + mile × price — waived once the order amount reaches `full` (满额免运费);
 * - total = goods + package fee + freight.
 * The order amount the free-freight threshold is measured against is the tax-inclusive goods amount at yuan/metre
 * and cents, whatever mode, unit and places the quote is shown in: whether freight is charged is a fact of the order,
 * so switching how a quote is shown never adds or removes freight.
 * An item without a price in a mode (a custom cable nobody priced), or without a known weight in a per-weight unit,
 * is shown as unpriced and left out of that mode's totals; `unpriced` counts such lines so a total can say so.
 * Prices carry their tax in the mode (3 tax-inclusive; 1 and 2 net), so a quote has no separate tax line.
 */
import {
  FIELD_OF_MODE,
  PRICE_FIELDS,
  type PriceField,
  type PriceMode,
  type UnitMode,
} from '@cable/contracts/vocabulary';
import { convertUnit, roundTo } from './pricing';

/** Decimals a quantity is shown (and computed) with: metres and tonnes to the gram-or-millimetre, kg to 10 g. */
export const QUANTITY_PLACES: Record<UnitMode, number> = { 0: 3, 1: 3, 2: 2 };

export interface QuoteItemInput {
  /** Unrounded yuan per metre per mode; a missing field has no price in that mode. */
  perMetre: Partial<Record<PriceField, number>>;
  /** kg per metre; 0 when unknown (a custom cable the engine cannot read). */
  weightKgPerM: number;
  metres: number;
  /** The item's package fee when it is charged (pkgfee.flag), else 0; yuan for the whole line. */
  packageFee: number;
}

export interface FreightSetting {
  /** Fixed freight, yuan. */
  fee: number;
  /** Order amount from which freight is free, yuan; 0 means never free. */
  full: number;
  /** Distance, km. */
  mile: number;
  /** Yuan per km. */
  price: number;
}

export interface QuoteFeesInput {
  /** The group's own package fee, yuan. */
  groupPackage: number;
  freight: FreightSetting;
  /** attr/set: whether the quote includes package fees and freight. */
  include: { package: boolean; freight: boolean };
  /** Freight typed on the quotation sheet (excel/download's fee); above 0 it is the freight, as typed. */
  sheetFreight?: number | undefined;
}

export interface QuoteInput {
  items: readonly QuoteItemInput[];
  /** The modes to price; usually the one being printed, or every mode the user may see for a list. */
  modes: readonly PriceMode[];
  unit: UnitMode;
  /** Decimal places of unit prices, 0-6 (the places setting). */
  places: number;
  fees: QuoteFeesInput;
}

export interface QuoteLine {
  /** Quantity in the unit, rounded as shown; null when the unit needs a weight the item does not have. */
  quantity: number | null;
  /** Shown unit price per priced mode's field. */
  price: Partial<Record<PriceField, number>>;
  /** Line amount per priced mode's field: price × quantity as shown, rounded to the amount places. */
  amount: Partial<Record<PriceField, number>>;
  /** kg for the whole line; null when the weight is unknown. */
  weightKg: number | null;
}

export interface Quote {
  lines: QuoteLine[];
  /** Σ line amounts per priced field. */
  goods: Partial<Record<PriceField, number>>;
  /** Lines left out of a field's totals (no price in that mode, or no weight in a per-weight unit). */
  unpriced: Partial<Record<PriceField, number>>;
  packageFee: number;
  freight: number;
  /** The group's freight would be charged but the order amount reached `full`. */
  freightWaived: boolean;
  /** goods + package fee + freight, per priced field. */
  total: Partial<Record<PriceField, number>>;
  /** Total weight of the lines whose weight is known, kg (2 decimals). */
  weightKg: number;
  /** Lines whose weight is unknown, left out of weightKg. */
  weightUnknown: number;
  places: { price: number; amount: number; quantity: number };
}

export function amountPlacesOf(places: number): number {
  return Math.min(places, 2);
}

function quantityOf(item: QuoteItemInput, unit: UnitMode): number | null {
  if (unit === 0) return roundTo(item.metres, QUANTITY_PLACES[0]);
  if (!(item.weightKgPerM > 0)) return null;
  const kg = item.metres * item.weightKgPerM;
  return roundTo(unit === 1 ? kg / 1000 : kg, QUANTITY_PLACES[unit]);
}

/** A quote without its lines: the totals (see QuoteSums). */
export type QuoteTotals = Omit<Quote, 'lines'>;

/**
 * The running sums of a quote: its lines are added in list order and the totals read at any point, so a group that
 * only grew at its end is quoted again by adding its new lines to the sums of the old ones. The sums are the same
 * float additions in the same order as quoting every line afresh, so the totals are identical to the last bit.
 */
export class QuoteSums {
  private readonly fields: PriceField[];
  private readonly amountPlaces: number;
  private readonly goodsSum: Partial<Record<PriceField, number>> = {};
  private readonly unpricedCount: Partial<Record<PriceField, number>> = {};
  private weightKg = 0;
  private weightUnknown = 0;
  private packageSum: number;
  /** The order amount of the free-freight threshold: tax-inclusive goods at yuan/metre and cents. */
  private orderSum = 0;
  private lineCount = 0;

  constructor(private readonly input: Omit<QuoteInput, 'items'>) {
    this.fields = PRICE_FIELDS.filter((field) => input.modes.some((mode) => FIELD_OF_MODE[mode] === field));
    this.amountPlaces = amountPlacesOf(input.places);
    for (const field of this.fields) {
      this.goodsSum[field] = 0;
      this.unpricedCount[field] = 0;
    }
    this.packageSum = input.fees.groupPackage;
  }

  /** Lines added so far. */
  get count(): number {
    return this.lineCount;
  }

  /** Adds the next line (in list order) and answers it. */
  add(item: QuoteItemInput): QuoteLine {
    const { unit, places } = this.input;
    const quantity = quantityOf(item, unit);
    const price: QuoteLine['price'] = {};
    const amount: QuoteLine['amount'] = {};
    for (const field of this.fields) {
      const perMetre = item.perMetre[field];
      if (perMetre === undefined || quantity === null) {
        this.unpricedCount[field]! += 1;
        continue;
      }
      const unitPrice = roundTo(convertUnit(perMetre, item.weightKgPerM, unit), places);
      price[field] = unitPrice;
      amount[field] = roundTo(unitPrice * quantity, this.amountPlaces);
      this.goodsSum[field]! += amount[field]!;
    }
    const lineWeight = item.weightKgPerM > 0 ? item.metres * item.weightKgPerM : null;
    if (lineWeight === null) this.weightUnknown += 1;
    else this.weightKg += lineWeight;
    this.packageSum += item.packageFee;
    const tax = item.perMetre.tax;
    if (tax !== undefined) this.orderSum += roundTo(roundTo(tax, 2) * roundTo(item.metres, QUANTITY_PLACES[0]), 2);
    this.lineCount += 1;
    return { quantity, price, amount, weightKg: lineWeight };
  }

  /** The totals of the lines added so far, with the fees. */
  totals(): QuoteTotals {
    const { unit, places, fees } = this.input;
    const { amountPlaces } = this;
    const packageFee = fees.include.package ? roundTo(this.packageSum, amountPlaces) : 0;
    const typed = fees.sheetFreight ?? 0;
    const { fee, full, mile, price } = fees.freight;
    const charged = fee + mile * price;
    const freightWaived =
      typed <= 0 && fees.include.freight && charged > 0 && full > 0 && roundTo(this.orderSum, 2) >= full;
    const freight =
      typed > 0
        ? roundTo(typed, amountPlaces)
        : fees.include.freight && !freightWaived
          ? roundTo(charged, amountPlaces)
          : 0;

    const goods: Quote['goods'] = {};
    const total: Quote['total'] = {};
    for (const field of this.fields) {
      goods[field] = roundTo(this.goodsSum[field]!, amountPlaces);
      total[field] = roundTo(goods[field]! + packageFee + freight, amountPlaces);
    }
    return {
      goods,
      unpriced: { ...this.unpricedCount },
      packageFee,
      freight,
      freightWaived,
      total,
      weightKg: roundTo(this.weightKg, 2),
      weightUnknown: this.weightUnknown,
      places: { price: places, amount: amountPlaces, quantity: QUANTITY_PLACES[unit] },
    };
  }
}

export function quote(input: QuoteInput): Quote {
  const sums = new QuoteSums(input);
  const lines = input.items.map((item) => sums.add(item));
  return { lines, ...sums.totals() };
}
