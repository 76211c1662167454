/**
 * Voltage levels as written on inquiries: "0.6/1kV", "0.6/1KV", "0.6/1", "8.7/15", "450/750V", "0.45/0.75kV", "1kV",
 * "10kV". A level is its rated voltages in kV (U0/U, or U alone); two writings name the same level when U agrees and
 * U0 agrees where both give it ("1kV" is 0.6/1kV, "15kV" is 8.7/15kV).
 */
import { STANDARD_AREAS } from './structure';

export interface VoltageLevel {
  /** Phase-to-earth rating, kV; absent when only U was written. */
  u0?: number;
  /** Phase-to-phase rating, kV. */
  u: number;
}

/** U0/U pairs that cable standards use, in kV. */
const PAIRS_KV: ReadonlyArray<readonly [number, number]> = [
  [0.3, 0.5],
  [0.45, 0.75],
  [0.3, 0.3],
  [0.6, 1],
  [1.8, 3],
  [3.6, 6],
  [6, 6],
  [6.35, 11],
  [6, 10],
  [8.7, 10],
  [8.7, 15],
  [12, 20],
  [12.7, 22],
  [18, 20],
  [18, 30],
  [19, 33],
  [21, 35],
  [26, 35],
  [64, 110],
  [127, 220],
];
/** Ratings written alone, kV. */
const SINGLE_KV = [0.5, 0.75, 1, 3, 6, 10, 15, 20, 35, 66, 110, 220];

const isPair = (u0: number, u: number) => PAIRS_KV.some(([a, b]) => a === u0 && b === u);

const NUMBER = String.raw`\d{1,4}(?:\.\d{1,2})?`;
const PAIR = new RegExp(String.raw`(?<![\d./])(${NUMBER})\s*/\s*(${NUMBER})\s*(kv|v)?(?![\d./a-z])`, 'gi');
const SINGLE = new RegExp(String.raw`(?<![\d./])(${NUMBER})\s*(kv)(?![a-z])`, 'gi');
const SINGLE_VOLTS = /(?<![\d./,])(\d{4,6})\s*V(?![a-z])/gi;

export interface FoundVoltage {
  level: VoltageLevel;
  start: number;
  end: number;
}

function pairLevel(a: number, b: number, unit: string): VoltageLevel | null {
  const u = unit.toLowerCase();
  if (u === 'kv') return isPair(a, b) ? { u0: a, u: b } : null;
  if (u === 'v') return isPair(a / 1000, b / 1000) ? { u0: a / 1000, u: b / 1000 } : null;
  if (isPair(a, b)) return { u0: a, u: b };
  if (isPair(a / 1000, b / 1000)) return { u0: a / 1000, u: b / 1000 };
  return null;
}

/** Every voltage level written in a text, in order. */
export function findVoltages(text: string): FoundVoltage[] {
  const found: FoundVoltage[] = [];
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(text); m; m = PAIR.exec(text)) {
    const level = pairLevel(Number(m[1]), Number(m[2]), m[3] ?? '');
    if (level) found.push({ level, start: m.index, end: m.index + m[0].length });
  }
  SINGLE.lastIndex = 0;
  for (let m = SINGLE.exec(text); m; m = SINGLE.exec(text)) {
    const u = Number(m[1]);
    const start = m.index;
    if (!SINGLE_KV.includes(u) || found.some((f) => start < f.end && f.start < start + m![0].length)) continue;
    found.push({ level: { u }, start, end: start + m[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The U0/U ratings whose start a text shows even when run on from a number: U0 written with a point (0.6/1, 8.7/15) or
 * in volts (300/500, 450/750). A bare whole U0 (6/10, 26/35) could be the last digits of an area, and is left out.
 */
const MARKED_RATINGS: readonly string[] = PAIRS_KV.flatMap(([u0, u]) => [
  ...(Number.isInteger(u0) ? [] : [`${u0}/${u}`]),
  ...(u < 1 ? [`${Math.round(u0 * 1000)}/${Math.round(u * 1000)}`] : []),
]).sort((a, b) => b.length - a.length);

/**
 * A structure's last area run into the rated voltage after it, the space between them lost (a picture's recognition
 * drops narrow spaces): "4*35+1*160.6/1kV" is 4*35+1*16 at 0.6/1kV, "RVV4*1.0300/500V" 4*1.0 at 300/500V. Parted only
 * where what stands before the rating is an area cables are made with.
 */
const AREA_RUN_INTO_RATING = new RegExp(
  String.raw`([*×xX]\s*)(\d+(?:\.\d+)?)(${MARKED_RATINGS.map((r) => r.replace(/[./]/g, (c) => `\\${c}`)).join('|')})(?=\s*k?V)`,
  'gi',
);

export function withRatingApart(text: string): string {
  return text.replace(AREA_RUN_INTO_RATING, (written, sign: string, area: string, rating: string) =>
    STANDARD_AREAS.includes(Number(area)) ? `${sign}${area} ${rating}` : written,
  );
}

/**
 * Whether a text names a kV level no cable is rated at and no network here uses ("11kV", Hong Kong's distribution
 * level): which cable is meant (6.35/11kV? 8.7/15kV?) is for a person to say.
 */
/**
 * Whether a line offers two levels to choose from ("是 0.6/1kV 还是 10kV", "0.6/1kV or 8.7/15kV"): which one is bought
 * is not written, so a person asks.
 */
export function namesVoltageChoice(text: string): boolean {
  const found = findVoltages(text).sort((a, b) => a.start - b.start);
  return found.some((first, i) => {
    const next = found[i + 1];
    if (!next || (first.level.u === next.level.u && first.level.u0 === next.level.u0)) return false;
    return /^\s*(?:还是|或者|或是|或|抑或|(?<![a-z])or(?![a-z])|o(?![a-z])|ou(?![a-z]))\s*$/i.test(
      text.slice(first.end, next.start),
    );
  });
}

export function namesUnknownLevel(written: string): boolean {
  const text = withRatingApart(written);
  const known = findVoltages(text);
  // A U0/U rating in kV no standard pairs ("12.7/25kV"): not a level to quote at.
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(text); m; m = PAIR.exec(text))
    if (/kv/i.test(m[3] ?? '') && !isPair(Number(m[1]), Number(m[2])) && !known.some((f) => f.start === m!.index))
      return true;
  SINGLE.lastIndex = 0;
  for (let m = SINGLE.exec(text); m; m = SINGLE.exec(text)) {
    const start = m.index;
    if (!known.some((f) => start < f.end && f.start < start + m![0].length)) return true;
  }
  // A medium voltage written in volts ("CV 6600V", "3300V"): 6/10kV or 8.7/15kV is for a person to say.
  SINGLE_VOLTS.lastIndex = 0;
  for (let m = SINGLE_VOLTS.exec(text); m; m = SINGLE_VOLTS.exec(text)) {
    const start = m.index;
    if (Number(m[1]) >= 1000 && !known.some((f) => start < f.end && f.start < start + m![0].length)) return true;
  }
  return false;
}

/** The level of a whole cell or catalogue scope ("0.6/1kV", "450/750V", "10kV"), or null. */
export function parseVoltage(text: string): VoltageLevel | null {
  return findVoltages(text.replace(/\s+/g, ''))[0]?.level ?? null;
}

const trim = (n: number) => String(Number(n.toFixed(3)));

/** The catalogue's way of writing a level: "0.6/1kV", "8.7/15kV", "450/750V", "10kV". */
export function formatVoltage(level: VoltageLevel): string {
  if (level.u < 1 && level.u0 !== undefined) return `${trim(level.u0 * 1000)}/${trim(level.u * 1000)}V`;
  if (level.u < 1) return `${trim(level.u * 1000)}V`;
  return level.u0 !== undefined ? `${trim(level.u0)}/${trim(level.u)}kV` : `${trim(level.u)}kV`;
}

/** Whether a written level names a catalogue level. */
export function sameVoltage(written: VoltageLevel, catalogue: VoltageLevel): boolean {
  if (written.u !== catalogue.u) return false;
  return written.u0 === undefined || catalogue.u0 === undefined || written.u0 === catalogue.u0;
}
