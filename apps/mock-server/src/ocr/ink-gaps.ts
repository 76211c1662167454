/**
 * Where a number run into the next cell's text ends, seen in the ink. A right-aligned quantity drawn a few pixels
 * before the left-aligned text of the next column ("350" and "15天") is found as one region and read "35015天": the
 * recognition's character positions come in steps of a sixth of a line height, too coarse to show the gap, but the
 * line image does. Each glyph of a number (digits, its point and thousands commas) is one run of inked columns; the
 * space between two cells is a blank run several times wider than the space between two digits.
 *
 * A cut is only given when the ink and the reading agree: the widest blank run among the number's glyphs is clearly
 * the widest, it follows exactly as many glyphs as the characters before the cut, none of those glyphs is wider than
 * a digit, the reading places the characters on either side of it, surely read, with nothing it may have left out
 * in between, and the text after it is another cell's (not a unit: "2.5 千米"). Anything else leaves the text as read
 * (and its cell unsure, as before).
 */
import { continuesQuantity, LONE_QUANTITY } from '@cable/contracts/inquiry';
import { LINE_HEIGHT, type LineImage, type ReadCharacter, type Reading } from './text-recognition';

/** The rows of the line image looked at: its middle, where a neighbouring line's or a rule's ink does not reach. */
const TOP = Math.round(LINE_HEIGHT * 0.15);
const BOTTOM = Math.round(LINE_HEIGHT * 0.85);
/** A column holds ink when at least this many of its pixels are inked (a speck of JPEG noise is one). */
const INKED_PIXELS = 2;
/** A glyph of a number is no wider than this (line heights): a wider run is glyphs touching, and counts are off. */
const GLYPH_WIDTH = 0.7;
/** The blank between two cells is at least this wide (line heights) ... */
const CELL_BLANK = 0.12;
/** ... and at least this many times the widest other blank between the number's glyphs. */
const CELL_BLANK_RATIO = 2;
/** The characters either side of a cut are read at least this surely. */
const SURE = 0.9;

interface Run {
  from: number;
  to: number;
}

/** Gray levels of the line image's middle rows, column by column (row-major). */
function grayOf(line: LineImage): Uint8Array {
  const rows = BOTTOM - TOP;
  const gray = new Uint8Array(rows * line.width);
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < line.width; x++) {
      const at = ((y + TOP) * line.width + x) * 3;
      gray[y * line.width + x] = (line.data[at]! + line.data[at + 1]! + line.data[at + 2]!) / 3;
    }
  return gray;
}

/** Otsu's threshold of gray levels: the level that best parts them into two classes. */
function otsu(gray: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const g of gray) histogram[g]!++;
  const total = gray.length;
  let sum = 0;
  histogram.forEach((count, level) => {
    sum += count * level;
  });
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 128;
  for (let level = 0; level < 256; level++) {
    below += histogram[level]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    belowSum += level * histogram[level]!;
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/** The runs of inked columns of a line image, left to right (text darker or lighter than its ground alike). */
export function glyphRuns(line: LineImage): Run[] {
  const gray = grayOf(line);
  const threshold = otsu(gray);
  let dark = 0;
  for (const g of gray) if (g <= threshold) dark++;
  // The ground is the larger class: text is the other one.
  const inkIsDark = dark < gray.length / 2;
  const rows = BOTTOM - TOP;
  const runs: Run[] = [];
  let start = -1;
  for (let x = 0; x <= line.width; x++) {
    let inked = 0;
    if (x < line.width)
      for (let y = 0; y < rows; y++) {
        const g = gray[y * line.width + x]!;
        if (inkIsDark ? g <= threshold : g > threshold) inked++;
      }
    if (inked >= INKED_PIXELS) {
      if (start < 0) start = x;
    } else if (start >= 0) {
      runs.push({ from: start, to: x });
      start = -1;
    }
  }
  return runs;
}

const NUMBER_CHARACTER = /[\d.,]/;

/**
 * Where, as a share of the line's length, a reading that begins with a number run into another cell's text ("35015天",
 * "2,0003天", or "1,200 20天内" with a space read unsurely) parts the two, from the ink of its line image; null when
 * the ink does not show it plainly. `chars` are the reading's characters with `at` as their centre's share of the
 * line's length.
 *
 * The ink is looked at from the line's start to the run that holds the centre of the first character after the
 * number: its widest blank is the cut when it is clearly the widest. A photo's digits often touch ("350" one run of
 * ink, "15天" another): the reading's character centres then say how many characters lie before the blank, and they
 * must lie evenly (no digit left out among them: as far apart as each other, and the ink no wider at either end than
 * half a step more).
 */
export function quantityCutInInk(
  reading: Pick<Reading, 'chars' | 'missed'>,
  line: LineImage,
  tidy: (text: string) => string,
): number | null {
  const { chars } = reading;
  const text = chars.map((c) => c.char);
  let digits = 0;
  while (digits < text.length && NUMBER_CHARACTER.test(text[digits]!)) digits++;
  // A space read after the number ("1,200 20天内", the space itself unsure) has no glyph: the ink decides as well.
  const space = text[digits] === ' ' ? 1 : 0;
  if (digits < 2 || digits + space >= text.length) return null;
  if (LONE_QUANTITY.test(tidy(text.join('')))) return null;
  const runs = glyphRuns(line);
  const px = (c: ReadCharacter) => c.at * line.width;
  // The ink up to the run that holds the first character after the number.
  const end = runs.findIndex((run) => run.to > px(chars[digits + space]!));
  if (end < 1) return null;
  const span = runs.slice(0, end + 1);
  const blanks = span.slice(1).map((run, i) => run.from - span[i]!.to);
  const widest = blanks.indexOf(Math.max(...blanks));
  const others = blanks.filter((_, i) => i !== widest);
  const blank = blanks[widest]!;
  if (blank < CELL_BLANK * LINE_HEIGHT || blank < CELL_BLANK_RATIO * Math.max(1, ...others)) return null;
  const fromPx = span[widest]!.to;
  const toPx = span[widest + 1]!.from;
  // The characters before the blank: those centred left of it, a prefix of the number.
  let cut = 0;
  while (cut < chars.length && px(chars[cut]!) < fromPx) cut++;
  if (cut < 1 || cut > digits || (space && cut !== digits)) return null;
  const firstAt = cut + (text[cut] === ' ' ? 1 : 0);
  const last = chars[cut - 1]!;
  const first = chars[firstAt]!;
  // The reading must place the characters either side of the blank.
  if (!(px(first) > toPx)) return null;
  // Both sides read surely, as the text a cell holds ("8干米" is 8千米, a unit: no other cell's words).
  if (last.p < SURE || first.p < SURE) return null;
  const before = text.slice(0, cut).join('');
  const after = text.slice(firstAt).join('');
  if (!LONE_QUANTITY.test(before) || !/^[1-9\u4e00-\u9fff]/.test(after) || continuesQuantity(after)) return null;
  if (!evenlyRead(chars.slice(0, cut), span.slice(0, widest + 1), line.width)) return null;
  const from = fromPx / line.width;
  const to = toPx / line.width;
  // No part of a number the reading may have left out before the blank or in it (a decimal point too faint to ink
  // the columns: "1.8千米" read "18千米"; a space in the blank only agrees).
  const leftOut = reading.missed.filter((m) => m.at < first.at);
  if (leftOut.some((m) => (m.at > last.at ? !m.char || NUMBER_CHARACTER.test(m.char) : /\d/.test(m.char ?? '')))) {
    return null;
  }
  return (from + to) / 2;
}

/** Points and commas are narrow: this share of a digit's width. */
const NARROW: Record<string, number> = { '.': 0.4, ',': 0.4 };
/** A digit's step is at most this (line heights): wider, and the ink holds more digits than were read. */
const DIGIT_STEP = 0.45;

/**
 * Whether the number's characters before the blank account for its ink: one run of ink per character, or, where
 * digits touch, the ink as wide as that many digits (its step, the ink's width over the characters, no wider than a
 * digit), every digit read surely, the centres no further apart than 1.6 steps and the first and last within a step
 * of the ink's ends (the centres come in coarse steps of their own, a sixth of the line's height).
 */
function evenlyRead(chars: readonly ReadCharacter[], ink: readonly Run[], width: number): boolean {
  if (ink.length === chars.length)
    return ink.every((run, i) => {
      const at = chars[i]!.at * width;
      return run.to - run.from <= GLYPH_WIDTH * LINE_HEIGHT && at >= run.from - 2 && at <= run.to + 2;
    });
  if (ink.length > chars.length) return false;
  if (chars.some((c) => !(c.char in NARROW) && c.p < SURE)) return false;
  const start = ink[0]!.from;
  const end = ink[ink.length - 1]!.to;
  const units = chars.reduce((sum, c) => sum + (NARROW[c.char] ?? 1), 0);
  const step = (end - start) / units;
  if (step > DIGIT_STEP * LINE_HEIGHT) return false;
  const centres = chars.map((c) => c.at * width);
  if (centres.slice(1).some((at, i) => at - centres[i]! > 1.6 * step)) return false;
  return centres[0]! - start <= step && end - centres[centres.length - 1]! <= step;
}
