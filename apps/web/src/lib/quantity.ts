/**
 * A quotation quantity as a salesperson types it, read as metres (the unit of every count in the quotation
 * list): "1000", "1000米", "1000 m", "2.5km", "2.5公里", "1,500", full-width "１０００米". Anything else — another
 * unit, a sign, an exponent, a decimal comma — is refused rather than guessed.
 *
 * Kept to this one function so that it can move into the shared inquiry parser (@cable/contracts/inquiry) when
 * that lands.
 */

/** The wire's ItemCount: a decimal string of at most 16 characters. */
export const QUANTITY_MAX_LENGTH = 16;

/** Powers of ten from the typed unit to metres. */
const UNIT_EXPONENT: Readonly<Record<string, number>> = { '': 0, m: 0, 米: 0, km: 3, 千米: 3, 公里: 3 };

/** A number with optional thousands separators (groups of three) and an optional decimal part, then a unit. */
const QUANTITY = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(m|米|km|千米|公里)?$/;

export type QuantityProblem = 'required' | 'format' | 'positive' | 'tooLong';

export type QuantityReading = { ok: true; metres: string } | { ok: false; problem: QuantityProblem };

/** Reads a typed quantity as a decimal string of metres ("2.5km" -> "2500"), without binary rounding. */
export function parseMetres(typed: string): QuantityReading {
  // NFKC turns full-width digits, letters, commas and points into their ASCII forms.
  const text = typed.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
  if (!text) return { ok: false, problem: 'required' };
  const match = QUANTITY.exec(text);
  if (!match) return { ok: false, problem: 'format' };
  const whole = (match[1] ?? '').replace(/,/g, '');
  const fraction = match[2] ?? '';
  const exponent = UNIT_EXPONENT[match[3] ?? ''] ?? 0;
  // Moving the decimal point by the unit's power of ten keeps "1.0005km" exactly 1000.5 m.
  const shiftedWhole = `${whole}${fraction.slice(0, exponent).padEnd(exponent, '0')}`.replace(/^0+(?=\d)/, '');
  const shiftedFraction = fraction.slice(exponent).replace(/0+$/, '');
  const metres = shiftedFraction ? `${shiftedWhole}.${shiftedFraction}` : shiftedWhole;
  if (!/[1-9]/.test(metres)) return { ok: false, problem: 'positive' };
  if (metres.length > QUANTITY_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
  return { ok: true, metres };
}
