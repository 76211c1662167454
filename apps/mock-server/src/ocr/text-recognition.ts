/**
 * Reading a text region with PaddleOCR's recognition model: the region cut out of the image as a 48-pixel-high line
 * (turned upright, or over for the orientation test), lines batched by width, and the model's per-step character
 * probabilities decoded (CTC: repeats and blanks dropped).
 */
import { type Raster, sample } from './raster';
import type { TextRegion } from './text-detection';

export const LINE_HEIGHT = 48;
/** Wider lines are squeezed to this: a region longer than ~50 characters is not a table cell. */
const MAX_LINE_WIDTH = 2400;

/** An RGB line image, LINE_HEIGHT rows. */
export interface LineImage {
  width: number;
  data: Uint8Array;
}

/** A region more than 1.5 times as tall as wide holds text running downwards. */
export function isDownwards(region: TextRegion): boolean {
  return region.height > 1.5 * region.width;
}

/**
 * The region as a line image. A region more than 1.5 times as tall as wide holds text running downwards and is turned
 * to read left to right; `over` turns it half round (to compare a reading of upside-down text).
 */
export function lineImage(raster: Raster, region: TextRegion, over = false): LineImage {
  const downwards = isDownwards(region);
  const along = downwards ? region.height : region.width;
  const across = downwards ? region.width : region.height;
  const width = Math.max(8, Math.min(MAX_LINE_WIDTH, Math.round((LINE_HEIGHT * along) / Math.max(1, across))));
  const data = new Uint8Array(width * LINE_HEIGHT * 3);
  const cos = Math.cos(region.angle);
  const sin = Math.sin(region.angle);
  const flip = over ? -1 : 1;
  for (let y = 0; y < LINE_HEIGHT; y++) {
    const v = flip * ((y + 0.5) / LINE_HEIGHT - 0.5) * across;
    for (let x = 0; x < width; x++) {
      const u = flip * ((x + 0.5) / width - 0.5) * along;
      // In the region's frame: u along the text, v across it (downwards text: along +y, across -x).
      const dx = downwards ? -v : u;
      const dy = downwards ? u : v;
      sample(
        raster,
        region.cx + dx * cos - dy * sin - 0.5,
        region.cy + dx * sin + dy * cos - 0.5,
        data,
        (y * width + x) * 3,
      );
    }
  }
  return { width, data };
}

/** The model was trained on lines padded to at least 320 pixels: a one-character cell (米, 盘) alone reads badly. */
const MIN_INPUT_WIDTH = 320;

/**
 * Lines as one input tensor [n, 3, 48, width of the widest or 320], planes blue-green-red scaled to [-1, 1], padded
 * with 0 on the right.
 */
export function recognitionInput(lines: readonly LineImage[]): { tensor: Float32Array; width: number } {
  const width = Math.max(MIN_INPUT_WIDTH, ...lines.map((l) => l.width));
  const plane = LINE_HEIGHT * width;
  const tensor = new Float32Array(lines.length * 3 * plane);
  lines.forEach((line, n) => {
    const base = n * 3 * plane;
    for (let y = 0; y < LINE_HEIGHT; y++) {
      for (let x = 0; x < line.width; x++) {
        const from = (y * line.width + x) * 3;
        const to = base + y * width + x;
        tensor[to] = line.data[from + 2]! / 127.5 - 1;
        tensor[to + plane] = line.data[from + 1]! / 127.5 - 1;
        tensor[to + 2 * plane] = line.data[from]! / 127.5 - 1;
      }
    }
  });
  return { tensor, width };
}

export interface Reading {
  text: string;
  /** Mean probability of the characters read. */
  mean: number;
  /**
   * How sure the least sure decision of the line is (0 when nothing was read): a character read, or a character that
   * may have been left out (a step the blank won while a character other than its neighbours came close).
   */
  lowest: number;
  /** Each character of the text with its centre (in steps of the model's output) and probability. */
  chars: ReadCharacter[];
  /** Steps where a character may have been left out, with how sure the blank there was. */
  missed: MissedCharacter[];
  /** Where the ink shows one cell ending and the next beginning within the line (as `at`), when it was looked at. */
  cellCuts?: number[];
}

/** Another spelling the model gave some probability at a character's steps ('' is the blank: nothing there). */
export interface Alternative {
  char: string;
  p: number;
}

export interface ReadCharacter {
  char: string;
  at: number;
  p: number;
  /** The likeliest other characters (and the blank) at its steps, likeliest first; only for unsure characters. */
  alternatives?: Alternative[];
}

export interface MissedCharacter {
  at: number;
  /** How sure the blank was. */
  p: number;
  /** The character that came close. */
  char?: string;
}

/**
 * Characters that mean the same in an inquiry: case, full and half width, and the multiplication signs (× x X *). A
 * character the model is unsure between such spellings is not unsure. Keyed by class index (0, the blank, is -1).
 */
const groupsOfAlphabet = new WeakMap<readonly string[], SpellingGroups>();
const MULTIPLY = new Set(['x', '×', '*', '✕', '✖', '﹡']);

interface SpellingGroups {
  /** Each class's group (-1 for the blank). */
  of: Int32Array;
  /** Each group's classes. */
  members: number[][];
}

function spellingGroups(alphabet: readonly string[]): SpellingGroups {
  const known = groupsOfAlphabet.get(alphabet);
  if (known) return known;
  const keys = new Map<string, number>();
  const of = new Int32Array(alphabet.length + 1).fill(-1);
  const members: number[][] = [];
  alphabet.forEach((char, i) => {
    let key = char.normalize('NFKC').toLowerCase();
    if (MULTIPLY.has(key)) key = '×';
    if (!keys.has(key)) {
      keys.set(key, keys.size);
      members.push([]);
    }
    of[i + 1] = keys.get(key)!;
    members[keys.get(key)!]!.push(i + 1);
  });
  const groups = { of, members };
  groupsOfAlphabet.set(alphabet, groups);
  return groups;
}

/** A step where the blank won but another character reached this is a place a character may have been missed. */
const MISSED_CHARACTER = 0.15;

/**
 * Greedy CTC decoding of one line's output: at each step the likeliest class; class 0 is the blank, class i the
 * alphabet's (i - 1)th character; a class repeated on consecutive steps is one character. A character's probability is
 * the highest its spelling reached over its steps (the probabilities of its other spellings added).
 */
export function decodeLine(
  probabilities: Float32Array,
  offset: number,
  steps: number,
  classes: number,
  alphabet: readonly string[],
): Reading {
  const groups = spellingGroups(alphabet);
  const best = new Int32Array(steps);
  /** The likeliest character other than the blank at each step, and its probability. */
  const other = new Int32Array(steps);
  const otherP = new Float32Array(steps);
  const spelled = new Float32Array(steps);
  for (let t = 0; t < steps; t++) {
    const at = offset + t * classes;
    let b = 0;
    let p = -1;
    let o = 1;
    let q = -1;
    for (let c = 0; c < classes; c++) {
      const value = probabilities[at + c]!;
      if (value > p) {
        p = value;
        b = c;
      }
      if (c > 0 && value > q) {
        q = value;
        o = c;
      }
    }
    best[t] = b;
    other[t] = o;
    otherP[t] = q;
    if (b !== 0) {
      let sum = 0;
      for (const c of groups.members[groups.of[b]!]!) sum += probabilities[at + c]!;
      spelled[t] = Math.min(1, sum);
    }
  }
  const chars: ReadCharacter[] = [];
  const emitted: number[] = [];
  for (let t = 0; t < steps; t++) {
    const b = best[t]!;
    if (b === 0 || (t > 0 && best[t - 1] === b)) continue;
    let end = t;
    let p = spelled[t]!;
    while (end + 1 < steps && best[end + 1] === b) p = Math.max(p, spelled[++end]!);
    const char: ReadCharacter = { char: alphabet[b - 1] ?? '', at: (t + end) / 2, p };
    if (p < UNSURE_CHARACTER)
      char.alternatives = alternativesAt(probabilities, offset, classes, t, end, b, groups, alphabet);
    chars.push(char);
    emitted.push(b);
  }
  const missed: MissedCharacter[] = [];
  // Blank steps where an unrelated character came close: a character may have been left out there.
  let next = 0;
  for (let t = 0; t < steps; t++) {
    while (next < chars.length && chars[next]!.at < t) next++;
    if (best[t] !== 0 || otherP[t]! < MISSED_CHARACTER) continue;
    const group = groups.of[other[t]!];
    const before = next > 0 ? groups.of[emitted[next - 1]!] : -2;
    const after = next < emitted.length ? groups.of[emitted[next]!] : -2;
    if (group !== before && group !== after) missed.push({ at: t, p: 1 - otherP[t]!, char: alphabet[other[t]! - 1] });
  }
  return readingOf(chars, missed);
}

/** Characters read less sure than this carry the other spellings the model weighed for them. */
const UNSURE_CHARACTER = 0.9;
/** Other spellings below this at every step of a character are not worth weighing. */
const ALTERNATIVE_FLOOR = 0.02;
/**
 * Six, not three: a thin glyph's probability spreads over many look-alikes ("米" at 0.35 beside 头, *, 关, 来…), and
 * what is not listed counts against the character (images-world's retina screenshot: one 米 went from 0.53 to sure).
 */
const MAX_ALTERNATIVES = 6;

/**
 * The spellings other than the one read (class `read`) that reached ALTERNATIVE_FLOOR at some step from `from` to `to`,
 * each at the best of its steps, with its case, width and multiplication-sign variants added; the blank as ''.
 */
function alternativesAt(
  probabilities: Float32Array,
  offset: number,
  classes: number,
  from: number,
  to: number,
  read: number,
  groups: SpellingGroups,
  alphabet: readonly string[],
): Alternative[] {
  const readGroup = groups.of[read]!;
  const best = new Map<number, number>();
  for (let t = from; t <= to; t++) {
    const at = offset + t * classes;
    const sums = new Map<number, number>();
    for (let c = 0; c < classes; c++) {
      const value = probabilities[at + c]!;
      if (value < ALTERNATIVE_FLOOR / 4) continue;
      const group = groups.of[c]!;
      if (c !== 0 && group === readGroup) continue;
      const key = c === 0 ? -1 : group;
      sums.set(key, (sums.get(key) ?? 0) + value);
    }
    for (const [key, value] of sums) best.set(key, Math.max(best.get(key) ?? 0, Math.min(1, value)));
  }
  return [...best]
    .filter(([, p]) => p >= ALTERNATIVE_FLOOR)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_ALTERNATIVES)
    .map(([key, p]) => ({ char: key === -1 ? '' : (alphabet[groups.members[key]![0]! - 1] ?? ''), p }));
}

/** A reading of some characters (a whole line, or part of one), with the places a character may have been missed. */
export function readingOf(chars: readonly ReadCharacter[], missed: readonly MissedCharacter[]): Reading {
  const text = chars.map((c) => c.char).join('');
  if (!text) return { text, mean: 0, lowest: 0, chars: [], missed: [] };
  const lowest = Math.min(...chars.map((c) => c.p), ...missed.map((m) => m.p));
  const mean = chars.reduce((s, c) => s + c.p, 0) / chars.length;
  return { text, mean, lowest, chars: [...chars], missed: [...missed] };
}
