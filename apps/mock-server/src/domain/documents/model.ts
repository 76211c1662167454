import type { Corp, CustomerTexts } from '@cable/contracts';
/**
 * What the printed documents and the Excel download are built from: plain data, already priced,
 * converted and rounded. Every string that a user typed travels here unescaped; the HTML builders
 * escape at the point of output.
 */
/** The seller as printed: the corporate body without its list fields. */
export type DocCorp = Omit<Corp, 'id' | 'default'>;

/** The buyer as printed: the customer's texts. */
export type DocCustomer = CustomerTexts;

export interface DocLine {
  index: number;
  model: string;
  scope: string;
  spec: string;
  name: string;
  memo: string;
  /** Metres, as the quotation keeps them. */
  metres: number;
  /** Quantity in the unit the price is given in (metres, tonnes or kg), rounded as printed; null: weight unknown. */
  quantity: number | null;
  /** Price in the document's mode and unit; undefined when the line has none (未定价). */
  unitPrice: number | undefined;
  /** unitPrice × quantity as printed, rounded to the amount places. */
  amount: number | undefined;
  weightKg: number | null;
}

/** A quotation's totals in its mode, yuan: total = goods + packageFee + freight, goods = Σ line amounts. */
export interface DocTotals {
  goods: number;
  packageFee: number;
  freight: number;
  /** The group's freight is free: the order reached the free-freight amount. */
  freightWaived: boolean;
  total: number;
  /** Lines without a price (未定价), left out of the totals. */
  unpriced: number;
  weightKg: number;
  /** Lines whose weight is unknown, left out of weightKg. */
  weightUnknown: number;
}

/**
 * A priced quotation as printed: the figures of the quoting rule (domain/quote) in one mode and unit, so that the
 * lines add up to goods, and goods + packageFee + freight is total.
 */
export interface QuotationDoc extends DocTotals {
  corp: DocCorp;
  customer: DocCustomer | null;
  lines: DocLine[];
  /** Price mode label, e.g. 含税价. */
  modeLabel: string;
  unitLabel: { price: string; quantity: string };
  /** Decimal places of unit prices, of amounts and of quantities. */
  places: { price: number; amount: number; quantity: number };
  memo: string;
  rno: string;
  /** yyyy-mm-dd in China time. */
  date: string;
  seller: { name: string; mobile: string };
  templateName: string;
  /** The seal is printed only for users granted the stamp of this document kind. */
  stamp: boolean;
  /** Whether prices are printed (f_isquote). */
  showPrices: boolean;
}
