import { normaliseText, roundMetres, unitKind } from '@cable/contracts/inquiry';

/**
 * A quantity typed into a field, read as metres (the unit of every count in the quotation list) with the inquiry
 * parser's units and text normalising: "1000", "1000米", "1000 m", "2.5km", "2.5公里", "1,500", full-width "１０００米".
 * A field holds one quantity and nothing else, so anything around it — a unit that is no length, a sign, an exponent,
 * a decimal comma, a drum count whose length is not given — is refused rather than guessed. It takes the units' table
 * alone, not the parser's reading of whole cells, which the quotation screens do not load.
 */

/** The wire's ItemCount: a decimal string of at most 16 characters. */
export const QUANTITY_MAX_LENGTH = 16;

/** One number (thousands separators in groups of three) and at most one word after it. */
const ONE_QUANTITY = /^(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?) ?([^\d\s]*)$/;

export type QuantityProblem = 'required' | 'format' | 'positive' | 'tooLong';

export type QuantityReading = { ok: true; metres: string } | { ok: false; problem: QuantityProblem };

/** Reads a typed quantity as a decimal string of metres ("2.5km" -> "2500"). */
export function parseMetres(typed: string): QuantityReading {
  const text = normaliseText(typed.normalize('NFKC'));
  if (!text) return { ok: false, problem: 'required' };
  const shape = ONE_QUANTITY.exec(text);
  if (!shape) return { ok: false, problem: 'format' };
  const written = (shape[1] ?? '').replace(/,/g, '');
  if (Number(written) === 0) return { ok: false, problem: 'positive' };
  const word = shape[2] ?? '';
  const unit = word ? unitKind(word) : { kind: 'length', factor: 1 };
  if (unit?.kind !== 'length') return { ok: false, problem: 'format' };
  const rounded = roundMetres(Number(written) * unit.factor);
  // Less than a millimetre is no quantity: "0.0001" would be kept as 0 m.
  if (rounded === 0) return { ok: false, problem: 'positive' };
  const metres = String(rounded);
  if (metres.length > QUANTITY_MAX_LENGTH || !/^\d+(\.\d+)?$/.test(metres)) return { ok: false, problem: 'tooLong' };
  return { ok: true, metres };
}
