import { CUSTOM_CABLE_LIMITS, MEMO_MAX_LENGTH } from '@cable/contracts/vocabulary';
import { parseMetres, QUANTITY_MAX_LENGTH } from '../../../lib/quantity';

/**
 * Client-side checks of spec section 5, run before a request is sent. Each checker answers a map of
 * field -> message key (empty when valid), so forms show the message beside the field.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, ValidationMessage>>;

export interface ValidationMessage {
  key:
    | 'required'
    | 'tooLong'
    | 'number'
    | 'nonNegative'
    | 'range'
    | 'positive'
    | 'atLeastOne'
    | 'decimals'
    | 'quantity'
    | 'whole';
  values?: Record<string, number>;
}

/** Custom-cable limits (spec section 5), from the vocabulary. */
export { CUSTOM_CABLE_LIMITS };
export const MEMO_LIMIT = MEMO_MAX_LENGTH;
/** A percentage below -100 would make prices negative. */
export const CHANGE_MIN = -100;
export const CHANGE_MAX = 1000;

export type CustomCableField = keyof typeof CUSTOM_CABLE_LIMITS | 'count';

export interface CustomCableInput {
  model: string;
  prop: string;
  scope: string;
  spec: string;
  name: string;
  memo: string;
  /** Only checked when the form adds a new row. */
  count?: string;
}

/** Characters as the user counts them: an emoji or a CJK extension character is one, not two. */
export function textLength(value: string): number {
  return [...value].length;
}

export function validateCustomCable(input: CustomCableInput): FieldErrors<CustomCableField> {
  const errors: FieldErrors<CustomCableField> = {};
  for (const field of Object.keys(CUSTOM_CABLE_LIMITS) as (keyof typeof CUSTOM_CABLE_LIMITS)[]) {
    const max = CUSTOM_CABLE_LIMITS[field];
    if (textLength(input[field]) > max) errors[field] = { key: 'tooLong', values: { max } };
  }
  if (!input.model.trim() && !errors.model) errors.model = { key: 'required' };
  if (!input.spec.trim() && !errors.spec) errors.spec = { key: 'required' };
  if (input.count !== undefined) {
    const countError = validateCount(input.count);
    if (countError) errors.count = countError;
  }
  return errors;
}

/**
 * A count as typed: metres, with or without a unit ("1000米", "2.5km", "1,500", full-width digits). The add dialogs
 * and the list's inline field share this rule; zero is refused because a zero row quotes nothing.
 */
export function validateCount(count: string): ValidationMessage | undefined {
  const reading = parseMetres(count);
  if (reading.ok) return undefined;
  if (reading.problem === 'tooLong') return { key: 'tooLong', values: { max: QUANTITY_MAX_LENGTH } };
  return { key: reading.problem === 'format' ? 'quantity' : reading.problem };
}

/** The count as it travels (spec section 3: a decimal string of metres); undefined when validateCount refuses it. */
export function countInMetres(count: string): string | undefined {
  const reading = parseMetres(count);
  return reading.ok ? reading.metres : undefined;
}

export function validateMemo(memo: string): ValidationMessage | undefined {
  return textLength(memo) > MEMO_LIMIT ? { key: 'tooLong', values: { max: MEMO_LIMIT } } : undefined;
}

/** Inventory-change percentage (spec section 3): a number string; 0 restores the system price. */
export function validateChange(change: string): ValidationMessage | undefined {
  const text = change.trim();
  if (!text) return { key: 'required' };
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { key: 'number' };
  if ((text.split('.')[1]?.length ?? 0) > 2) return { key: 'decimals', values: { max: 2 } };
  const value = Number(text);
  if (value < CHANGE_MIN || value > CHANGE_MAX) return { key: 'range', values: { min: CHANGE_MIN, max: CHANGE_MAX } };
  return undefined;
}

/** Optional non-negative amount (material prices, fees). */
export function validateOptionalAmount(value: number | null | undefined): ValidationMessage | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isFinite(value)) return { key: 'number' };
  if (value < 0) return { key: 'nonNegative' };
  return undefined;
}
