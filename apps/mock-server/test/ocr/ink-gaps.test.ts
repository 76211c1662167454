import { describe, expect, it } from 'vitest';
import { partsOfReading, tidyText } from '../../src/ocr/engine';
import { glyphRuns, quantityCutInInk } from '../../src/ocr/ink-gaps';
import {
  LINE_HEIGHT,
  type LineImage,
  type MissedCharacter,
  type ReadCharacter,
  readingOf,
} from '../../src/ocr/text-recognition';

/** A line image of dark glyphs (column spans, drawn as 2 px outlines, as strokes ink a glyph) on a light ground, or light on dark. */
function lineOf(width: number, glyphs: readonly [number, number][], dark = true): LineImage {
  const data = new Uint8Array(width * LINE_HEIGHT * 3).fill(dark ? 235 : 30);
  for (const [from, to] of glyphs)
    for (let y = 12; y < 36; y++)
      for (let x = from; x < to; x++) {
        const stroke = y < 14 || y >= 34 || x < from + 2 || x >= to - 2;
        if (stroke) data.fill(dark ? 20 : 240, (y * width + x) * 3, (y * width + x) * 3 + 3);
      }
  return { width, data };
}

/** The reading of `text`, one character per glyph, each at its glyph's centre. */
function charsOn(text: string, glyphs: readonly [number, number][], width: number): ReadCharacter[] {
  return [...text].map((char, i) => ({ char, at: (glyphs[i]![0] + glyphs[i]![1]) / 2 / width, p: 0.99 }));
}

/** Where the ink parts the reading's characters, nothing having been left out unless given. */
function cutOf(chars: ReadCharacter[], line: LineImage, missed: MissedCharacter[] = []): number | null {
  return quantityCutInInk({ chars, missed }, line, tidyText);
}

/** Glyphs of the given widths, each `space` apart, with `wide` extra blank before glyph `at`. */
function glyphsOf(widths: readonly number[], space: number, at = -1, wide = 0): [number, number][] {
  let x = 6;
  return widths.map((w, i) => {
    if (i === at) x += wide;
    const glyph: [number, number] = [x, x + w];
    x += w + space;
    return glyph;
  });
}

describe('where a number run into the next cell ends, in the ink', () => {
  it('finds the glyph runs of dark text on light and of light text on dark', () => {
    const glyphs = glyphsOf([14, 14, 14], 4);
    expect(glyphRuns(lineOf(80, glyphs))).toEqual(glyphs.map(([from, to]) => ({ from, to })));
    expect(glyphRuns(lineOf(80, glyphs, false))).toEqual(glyphs.map(([from, to]) => ({ from, to })));
  });

  it('parts "35015天" as 350 and 15天 where the blank between the columns is', () => {
    // 3 5 0 | 1 5 天: digits 16 px wide, 4 px apart, 15 px more before the next column.
    const glyphs = glyphsOf([16, 16, 16, 16, 16, 30], 4, 3, 15);
    const width = glyphs[5]![1] + 6;
    const chars = charsOn('35015天', glyphs, width);
    const cut = cutOf(chars, lineOf(width, glyphs));
    expect(cut).not.toBeNull();
    expect(cut!).toBeGreaterThan(chars[2]!.at);
    expect(cut!).toBeLessThan(chars[3]!.at);
    const parts = partsOfReading({ ...readingOf(chars, []), cellCuts: [cut!] }, width / LINE_HEIGHT);
    expect(parts.map((p) => p.reading.text)).toEqual(['350', '15天']);
    expect(parts[0]!.to).toBeLessThanOrEqual(parts[1]!.from);
  });

  it('keeps a thousands comma and a decimal point with their number ("2,0003天", "2.430天")', () => {
    const comma = glyphsOf([16, 5, 16, 16, 16, 16, 30], 4, 5, 15);
    const width = comma[6]![1] + 6;
    const chars = charsOn('2,0003天', comma, width);
    const cut = cutOf(chars, lineOf(width, comma));
    expect(
      partsOfReading({ ...readingOf(chars, []), cellCuts: [cut!] }, width / LINE_HEIGHT).map((p) => p.reading.text),
    ).toEqual(['2,000', '3天']);
    const point = glyphsOf([16, 5, 16, 16, 16, 30], 4, 3, 15);
    const pointWidth = point[5]![1] + 6;
    const pointChars = charsOn('2.430天', point, pointWidth);
    const pointCut = cutOf(pointChars, lineOf(pointWidth, point));
    expect(
      partsOfReading({ ...readingOf(pointChars, []), cellCuts: [pointCut!] }, pointWidth / LINE_HEIGHT).map(
        (p) => p.reading.text,
      ),
    ).toEqual(['2.4', '30天']);
  });

  it('parts "1,200 20天内" at the blank when the space between was read unsurely, the space in neither part', () => {
    const glyphs = glyphsOf([16, 5, 16, 16, 16, 16, 16, 30, 30], 4, 5, 15);
    const width = glyphs[8]![1] + 6;
    // The reading: the number, a space halfway across the blank (read at 0.57), then the next cell's text.
    const number = charsOn('1,200', glyphs.slice(0, 5), width);
    const rest = charsOn('20天内', glyphs.slice(5), width);
    const blankMiddle = (glyphs[4]![1] + glyphs[5]![0]) / 2 / width;
    const chars = [...number, { char: ' ', at: blankMiddle, p: 0.57 }, ...rest];
    const cut = cutOf(chars, lineOf(width, glyphs));
    expect(cut).not.toBeNull();
    const parts = partsOfReading({ ...readingOf(chars, []), cellCuts: [cut!] }, width / LINE_HEIGHT);
    expect(parts.map((p) => p.reading.text)).toEqual(['1,200', '20天内']);
    expect(parts.map((p) => p.reading.lowest)).toEqual([0.99, 0.99]);
  });

  it('gives no cut when the ink shows none plainly', () => {
    // Evenly spaced: no blank stands out.
    const even = glyphsOf([16, 16, 16, 16, 16, 30], 4);
    const evenWidth = even[5]![1] + 6;
    expect(cutOf(charsOn('35015天', even, evenWidth), lineOf(evenWidth, even))).toBeNull();
    // Two blanks alike: which one parts the cells is not plain.
    const two = glyphsOf([16, 16, 16, 16, 16, 30], 10, 3, 4);
    const twoWidth = two[5]![1] + 6;
    expect(cutOf(charsOn('35015天', two, twoWidth), lineOf(twoWidth, two))).toBeNull();
  });

  it('parts digits that touch in a photo by the reading\'s character centres ("350" one run of ink, "15天" another)', () => {
    // 3 5 0 inked as one run, the blank, then 1 5 天 as another: the way a blurred photo shows "350 15天".
    const ink: [number, number][] = [
      [6, 54],
      [66, 122],
    ];
    const centres: [number, number][] = [
      [6, 22],
      [22, 38],
      [38, 54],
      [66, 78],
      [78, 90],
      [90, 122],
    ];
    const chars = charsOn('35015天', centres, 128);
    const cut = cutOf(chars, lineOf(128, ink));
    expect(cut).not.toBeNull();
    expect(
      partsOfReading({ ...readingOf(chars, []), cellCuts: [cut!] }, 128 / LINE_HEIGHT).map((p) => p.reading.text),
    ).toEqual(['350', '15天']);
  });

  it('gives no cut where the touching digits before the blank are more than the reading has (a digit left out)', () => {
    const ink: [number, number][] = [
      [6, 54],
      [66, 122],
    ];
    // Three digits' ink, two characters read: at the end ...
    const atEnd = charsOn(
      '3515天',
      [
        [6, 22],
        [22, 38],
        [66, 78],
        [78, 90],
        [90, 122],
      ],
      128,
    );
    expect(cutOf(atEnd, lineOf(128, ink))).toBeNull();
    // ... or in the middle (3?0 read 30: its centres a digit and a half apart).
    const inMiddle = charsOn(
      '3015天',
      [
        [6, 22],
        [38, 54],
        [66, 78],
        [78, 90],
        [90, 122],
      ],
      128,
    );
    expect(cutOf(inMiddle, lineOf(128, ink))).toBeNull();
    // One run of ink for each character read, but more runs than characters: not this reading's number.
    const more = glyphsOf([16, 16, 16, 16, 30], 4, 3, 15);
    const moreWidth = more[4]![1] + 6;
    expect(
      cutOf(charsOn('3515天', [more[0]!, more[1]!, more[3]!, more[3]!, more[4]!], moreWidth), lineOf(moreWidth, more)),
    ).toBeNull();
  });

  it('gives no cut where the reading places the characters elsewhere than the ink', () => {
    const glyphs = glyphsOf([16, 16, 16, 16, 16, 30], 4, 3, 15);
    const width = glyphs[5]![1] + 6;
    // The reading puts its third character past the blank: ink and reading disagree on the count.
    const chars = charsOn('35015天', glyphs, width).map((c, i) => (i === 2 ? { ...c, at: chars3(glyphs, width) } : c));
    expect(cutOf(chars, lineOf(width, glyphs))).toBeNull();
  });

  it('gives no cut when what follows the number is its unit, even misread ("2.5 干米")', () => {
    const glyphs = glyphsOf([16, 16, 16, 30], 4, 3, 15);
    const width = glyphs[3]![1] + 6;
    expect(cutOf(charsOn('350米', glyphs, width), lineOf(width, glyphs))).toBeNull();
    const misread = glyphsOf([16, 5, 16, 30, 30], 4, 3, 15);
    const misreadWidth = misread[4]![1] + 6;
    expect(cutOf(charsOn('2.5干米', misread, misreadWidth), lineOf(misreadWidth, misread))).toBeNull();
  });

  it('gives no cut where a decimal point may have been left out in the blank ("1.8千米" read "18千米")', () => {
    // The point too faint to ink the columns: a wide blank between 1 and 8.
    const glyphs = glyphsOf([16, 16, 30], 4, 1, 15);
    const width = glyphs[2]![1] + 6;
    const chars = charsOn('18天', glyphs, width);
    const at = (glyphs[0]![1] + glyphs[1]![0]) / 2 / width;
    expect(cutOf(chars, lineOf(width, glyphs))).not.toBeNull();
    expect(cutOf(chars, lineOf(width, glyphs), [{ at, p: 0.56, char: '.' }])).toBeNull();
    // A space the reading may have left out there only agrees with the ink.
    expect(cutOf(chars, lineOf(width, glyphs), [{ at, p: 0.7, char: ' ' }])).not.toBeNull();
  });

  it('gives no cut beside a character read unsurely', () => {
    const glyphs = glyphsOf([16, 16, 16, 16, 16, 30], 4, 3, 15);
    const width = glyphs[5]![1] + 6;
    const chars = charsOn('35015天', glyphs, width).map((c, i) => (i === 3 ? { ...c, p: 0.5 } : c));
    expect(cutOf(chars, lineOf(width, glyphs))).toBeNull();
  });
});

/** A position just past the blank between the third and fourth glyph. */
function chars3(glyphs: readonly [number, number][], width: number): number {
  return (glyphs[3]![0] + 1) / width;
}
