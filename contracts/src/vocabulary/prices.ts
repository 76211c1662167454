/**
 * The price vocabulary (spec section 3, Price modes and Unit modes; section 5, price precision; section 6, price
 * rights): which price a mode quotes, which unit a price is given in, how many decimal places a price may have and
 * which right shows which price. Plain data without TypeBox, so that the web app imports it at runtime without
 * pulling the schema library into its bundle; schemas/common.ts and schemas/inventory.ts build the wire schemas
 * from it.
 */
import type { VocabularyText } from './text';

/** Price modes: 1 base (non-tax cost), 2 sale (non-tax price), 3 tax (tax-inclusive). */
export const PRICE_MODES = [1, 2, 3] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

/** The price fields of a price {base, sale, tax}, in that order (the order of the modes). */
export const PRICE_FIELDS = ['base', 'sale', 'tax'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/** The field a price mode quotes. */
export const FIELD_OF_MODE: Readonly<Record<PriceMode, PriceField>> = { 1: 'base', 2: 'sale', 3: 'tax' };

/** The price mode that quotes a field. */
export const MODE_OF_FIELD: Readonly<Record<PriceField, PriceMode>> = { base: 1, sale: 2, tax: 3 };

export function isPriceMode(value: unknown): value is PriceMode {
  return PRICE_MODES.some((mode) => mode === value);
}

/** What a salesperson calls each price: `name` in sentences, `label` where a mode is chosen or printed. */
export const PRICE_MODE_TERMS: Readonly<Record<PriceMode, { name: VocabularyText; label: VocabularyText }>> = {
  1: { name: { 'zh-cn': '成本价', en: 'cost' }, label: { 'zh-cn': '成本价（不含税）', en: 'Base (non-tax cost)' } },
  2: {
    name: { 'zh-cn': '销售价', en: 'net sale' },
    label: { 'zh-cn': '销售价（不含税）', en: 'Sale (non-tax price)' },
  },
  3: { name: { 'zh-cn': '含税价', en: 'tax-inclusive' }, label: { 'zh-cn': '含税价', en: 'Tax-inclusive' } },
};

/** Unit modes: 0 yuan/metre, 1 yuan/tonne, 2 yuan/kg. */
export const UNIT_MODES = [0, 1, 2] as const;
export type UnitMode = (typeof UNIT_MODES)[number];

export function isUnitMode(value: unknown): value is UnitMode {
  return UNIT_MODES.some((unit) => unit === value);
}

/** The unit a price is given in and the unit its quantity is counted in. */
export const UNIT_MODE_TERMS: Readonly<Record<UnitMode, { price: VocabularyText; quantity: VocabularyText }>> = {
  0: { price: { 'zh-cn': '元/米', en: 'yuan/metre' }, quantity: { 'zh-cn': '米', en: 'metres' } },
  1: { price: { 'zh-cn': '元/吨', en: 'yuan/tonne' }, quantity: { 'zh-cn': '吨', en: 'tonnes' } },
  2: { price: { 'zh-cn': '元/千克', en: 'yuan/kg' }, quantity: { 'zh-cn': '千克', en: 'kg' } },
};

/**
 * Decimal places of quotation prices (spec section 5: "Quotation price precision is given by the places field").
 * The spec names no bounds; 0 to 6 is the range the settings form offers and the wire schema accepts (a yuan price
 * to the millionth), and 2 (to the fen) is the default.
 */
export const PRICE_PLACES = { min: 0, max: 6, default: 2 } as const;

export function isPricePlaces(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= PRICE_PLACES.min && value <= PRICE_PLACES.max;
}

/** Price visibility rights (spec section 6): a price the user lacks the right for appears in no response. */
export const PriceRight = {
  Base: 'PriceAuthBase',
  Sale: 'PriceAuthSale',
  Tax: 'PriceAuthTax',
} as const;
export type PriceRightCode = (typeof PriceRight)[keyof typeof PriceRight];

/** Which price field each right guards. */
export const PRICE_FIELD_OF_RIGHT: Readonly<Record<PriceRightCode, PriceField>> = {
  PriceAuthBase: 'base',
  PriceAuthSale: 'sale',
  PriceAuthTax: 'tax',
};

/** The price fields the given grants show, in base, sale, tax order. */
export function priceFieldsGranted(grants: readonly string[]): PriceField[] {
  return PRICE_FIELDS.filter((field) =>
    Object.entries(PRICE_FIELD_OF_RIGHT).some(([right, guarded]) => guarded === field && grants.includes(right)),
  );
}
