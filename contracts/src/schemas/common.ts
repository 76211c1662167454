import { type Static, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { PageRequestSchema } from '../envelope';
import { QUOTATION_GROUP } from '../vocabulary/limits';
import { PRICE_MODES, type PriceField, type PriceMode, UNIT_MODES, type UnitMode } from '../vocabulary/prices';

export type { PriceMode, UnitMode };

/**
 * Identifiers travel as strings: the spec gives no format, and a blank id has a meaning of its own
 * (a new customer, a custom cable).
 */
export const IdSchema = Type.String({ title: 'Id', maxLength: 64, description: 'Record identifier' });
export type Id = Static<typeof IdSchema>;

export const IdsSchema = Type.Array(IdSchema, { title: 'Ids', minItems: 1, maxItems: 1000 });
export type Ids = Static<typeof IdsSchema>;

/** Times the spec leaves unformatted travel as Unix seconds, like stat.sec and page.sec. */
export const UnixSecondsSchema = Type.Integer({
  title: 'UnixSeconds',
  minimum: 0,
  description: 'Unix time in seconds',
});
export type UnixSeconds = Static<typeof UnixSecondsSchema>;

/** Quotation group: "a number 0 to 9" (spec section 3). */
export const GroupSchema = Type.Integer({
  title: 'Group',
  minimum: QUOTATION_GROUP.min,
  maximum: QUOTATION_GROUP.max,
  description: 'Quotation group 0-9',
});
export type Group = Static<typeof GroupSchema>;

/** Price modes: 1 base (non-tax cost), 2 sale (non-tax price), 3 tax (tax-inclusive). */
export const PriceModeSchema = Type.Union(
  PRICE_MODES.map((mode) => Type.Literal(mode)),
  { title: 'PriceMode', description: '1 base (non-tax cost), 2 sale (non-tax price), 3 tax (tax-inclusive)' },
);

/** Unit modes: 0 yuan/metre, 1 yuan/tonne, 2 yuan/kg. */
export const UnitModeSchema = Type.Union(
  UNIT_MODES.map((unit) => Type.Literal(unit)),
  { title: 'UnitMode', description: '0 yuan/metre, 1 yuan/tonne, 2 yuan/kg' },
);

/**
 * A price in the three modes. Each field is optional because a price the user has no right to
 * (PriceAuthBase / PriceAuthSale / PriceAuthTax) is left out of every response.
 */
export const PriceSchema = Type.Object(
  {
    base: Type.Optional(Type.Number({ description: 'Non-tax cost, yuan' })),
    sale: Type.Optional(Type.Number({ description: 'Non-tax sale price, yuan' })),
    tax: Type.Optional(Type.Number({ description: 'Tax-inclusive price, yuan' })),
  } satisfies Record<PriceField, TSchema>,
  { title: 'Price', additionalProperties: false },
);
export type Price = Static<typeof PriceSchema>;

/** Decimal number written as a string, as the spec does for counts and percentages. */
export const DecimalStringSchema = Type.String({
  title: 'DecimalString',
  pattern: '^-?\\d+(\\.\\d+)?$',
  maxLength: 32,
  description: 'A decimal number written as a string',
});
export type DecimalString = Static<typeof DecimalStringSchema>;

/** A query: `{ cond }` (the project's wire convention for reads). */
export const CondBody = <T extends TSchema>(cond: T) => Type.Object({ cond }, { additionalProperties: false });

/** A paged query: `{ cond, page }`; without page the server answers the first page of its default length. */
export const PagedCondBody = <T extends TSchema>(cond: T) =>
  Type.Object({ cond, page: Type.Optional(PageRequestSchema) }, { additionalProperties: false });

/** A mutation: `{ form }`. */
export const FormBody = <T extends TSchema>(form: T) => Type.Object({ form }, { additionalProperties: false });

/** Shorthand for a closed object (unknown fields are refused, so typos fail loudly). */
export const Closed = <T extends TProperties>(properties: T, options: { title?: string; description?: string } = {}) =>
  Type.Object(properties, { ...options, additionalProperties: false });
