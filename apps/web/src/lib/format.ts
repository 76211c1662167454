import { PRICE_PLACES } from '@cable/contracts/vocabulary';

const UNITS = [
  { above: 100_000_000, divisor: 100_000_000, suffix: '亿' },
  { above: 10_000_000, divisor: 10_000_000, suffix: '千万' },
  { above: 10_000, divisor: 10_000, suffix: '万' },
] as const;

function trimDecimals(value: number, digits: number): string {
  return String(Number(value.toFixed(digits)));
}

/** Large counts and amounts: over 10 000 in 万, over 10 million in 千万, over 100 million in 亿 (spec section 9). */
export function formatLargeNumber(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return '-';
  const magnitude = Math.abs(value);
  for (const unit of UNITS) {
    if (magnitude > unit.above) return `${trimDecimals(value / unit.divisor, digits)}${unit.suffix}`;
  }
  return trimDecimals(value, digits);
}

/** Durations as mm:ss; minutes keep counting past 59 so that long runs stay readable. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Shown for an amount the server left out (no right to it) or that is not a number. */
export const NO_AMOUNT = '—';
const MONEY_MAX_PLACES = PRICE_PLACES.max;

/**
 * One formatter per number of places: toLocaleString with options builds a new Intl.NumberFormat on every call,
 * which made re-pricing a list after a mode switch spend most of its time creating formatters.
 */
const moneyFormats = new Map<number, Intl.NumberFormat>();

/**
 * Money everywhere in the app (prices, totals, history amounts): the places setting and thousands separators,
 * 1234567.5 → 1,234,567.50. A missing amount shows as a dash.
 */
export function formatMoney(value: number | undefined | null, places: number): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return NO_AMOUNT;
  const digits = Number.isInteger(places) ? Math.min(MONEY_MAX_PLACES, Math.max(0, places)) : 2;
  let format = moneyFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    moneyFormats.set(digits, format);
  }
  return format.format(value);
}

/**
 * Makes the money format of `places` ahead of the first price shown. The first number format of a page costs the
 * engine 10-20 ms (it loads its number data); a screen that waits for its list does it during the wait instead of in
 * the render of the first rows.
 */
export function prepareMoneyFormat(places: number): void {
  formatMoney(0, places);
}

/**
 * Makes the money format of `places` in the page's next idle moment, while a list to be shown with it is on its way
 * (made at once, right after its request, it would hold the request back). On a busy page there is no idle moment
 * before the list comes, so it is made within 50 ms at the latest.
 */
export function prepareMoneyFormatWhenIdle(places: number): void {
  const work = () => prepareMoneyFormat(places);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 50 });
  else setTimeout(work, 0);
}

/** Weights are shown with two decimals (spec section 9). */
export function formatWeight(kg: number): string {
  return Number.isFinite(kg) ? kg.toFixed(2) : '-';
}

/** Server times are Unix seconds or milliseconds; shown as local yyyy-MM-dd HH:mm. */
export function formatTime(value: number | string | undefined | null): string {
  if (value === undefined || value === null || value === '') return '-';
  const numeric = typeof value === 'number' ? value : Number(value);
  const date = Number.isFinite(numeric) ? new Date(numeric < 1e12 ? numeric * 1000 : numeric) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
