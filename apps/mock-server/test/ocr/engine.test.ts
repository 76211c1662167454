import { readInquiryTable } from '@cable/contracts/inquiry';
import { describe, expect, it } from 'vitest';
import { tableOfBoxes } from '../../src/domain/ocr-table';
import { downwardsParts, isRuleSpeck, ocrEngine, partsOfReading, tidyText } from '../../src/ocr/engine';
import { decodeRaster, type Rotation, turnRaster } from '../../src/ocr/raster';
import { regionsOfProbability, type TextRegion } from '../../src/ocr/text-detection';
import { decodeLine, readingOf } from '../../src/ocr/text-recognition';
import { tablePng } from './render';

const INQUIRY = [
  ['序号', '名称', '型号规格', '单位', '数量'],
  ['1', '电力电缆', 'YJV-0.6/1kV 3×95+1×50', '米', '1200'],
  ['2', '控制电缆', 'KVV-450/750V 10×1.5', 'km', '2.5'],
  ['3', '阻燃电力电缆', 'ZR-YJV-0.6/1kV 4×35+1×16', 'm', '300'],
];
const WIDTHS = [50, 110, 240, 50, 70];

describe('text detection', () => {
  it('finds a run of text as a rectangle turned with it', () => {
    const width = 200;
    const height = 120;
    const map = new Float32Array(width * height);
    // A 100 × 10 bar turned 5° about (100, 60).
    const angle = (5 * Math.PI) / 180;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const u = (x - 100) * Math.cos(angle) + (y - 60) * Math.sin(angle);
        const v = -(x - 100) * Math.sin(angle) + (y - 60) * Math.cos(angle);
        if (Math.abs(u) < 50 && Math.abs(v) < 5) map[y * width + x] = 0.9;
      }
    const [region, ...others] = regionsOfProbability(map, width, height);
    expect(others).toEqual([]);
    expect((region!.angle * 180) / Math.PI).toBeCloseTo(5, 0);
    expect(region!.cx).toBeCloseTo(100, -0.5);
    expect(region!.cy).toBeCloseTo(60, -0.5);
    // Grown by the unclip distance (area × 1.5 / perimeter ≈ 6.8 px a side).
    expect(region!.width).toBeGreaterThan(105);
    expect(region!.height).toBeGreaterThan(18);
  });

  it('drops faint specks: too small, or too unsure on average', () => {
    const map = new Float32Array(100 * 100);
    map[5 * 100 + 5] = 0.99;
    for (let y = 40; y < 50; y++) for (let x = 20; x < 80; x++) map[y * 100 + x] = 0.45;
    expect(regionsOfProbability(map, 100, 100)).toEqual([]);
    // Asked for, the unsure run is kept apart as faint (something is written there); the lone pixel is not.
    const faint: TextRegion[] = [];
    expect(regionsOfProbability(map, 100, 100, faint)).toEqual([]);
    expect(faint).toHaveLength(1);
    expect(faint[0]!.cx).toBeCloseTo(50, 0);
    expect(faint[0]!.cy).toBeCloseTo(45, 0);
  });
});

describe('recognition decoding', () => {
  it('reads the likeliest class at each step, dropping blanks and repeats, with the least sure character', () => {
    const alphabet = ['Y', 'J', 'V', ' '];
    // steps: Y Y blank J V V blank V
    const steps = [1, 1, 0, 2, 3, 3, 0, 3];
    const chance = [0.9, 0.8, 0.99, 0.7, 0.95, 0.6, 0.99, 0.85];
    const probabilities = new Float32Array(steps.length * 5);
    steps.forEach((c, t) => {
      probabilities.fill((1 - chance[t]!) / 4, t * 5, t * 5 + 5);
      probabilities[t * 5 + c] = chance[t]!;
    });
    const reading = decodeLine(probabilities, 0, steps.length, 5, alphabet);
    expect(reading.text).toBe('YJVV');
    expect(reading.lowest).toBeCloseTo(0.7);
    expect(reading.mean).toBeCloseTo((0.9 + 0.7 + 0.95 + 0.85) / 4);
  });

  /** Output steps over an alphabet: each step's likeliest classes with their probabilities, the rest shared out. */
  function stepsOf(alphabet: readonly string[], steps: ReadonlyArray<Record<string, number>>): Float32Array {
    const classes = alphabet.length + 1;
    const out = new Float32Array(steps.length * classes);
    steps.forEach((step, t) => {
      const named = Object.entries(step);
      const left = 1 - named.reduce((s, [, p]) => s + p, 0);
      out.fill(left / (classes - named.length), t * classes, (t + 1) * classes);
      for (const [char, p] of named) out[t * classes + (char === '' ? 0 : alphabet.indexOf(char) + 1)] = p;
    });
    return out;
  }

  it('does not count a character unsure when the model hesitates between spellings of it (× x X *, K k)', () => {
    const alphabet = ['3', '×', 'x', '*', '5', 'K', 'k', 'V'];
    // "3×5": the sign split between ×, x and *; "kV" with K and k nearly even.
    const probabilities = stepsOf(alphabet, [
      { '3': 0.97 },
      { '×': 0.4, x: 0.35, '*': 0.2 },
      { '': 0.98 },
      { '5': 0.97 },
      { k: 0.5, K: 0.48 },
      { V: 0.97 },
    ]);
    const reading = decodeLine(probabilities, 0, 6, alphabet.length + 1, alphabet);
    expect(reading.text).toBe('3×5kV');
    expect(reading.lowest).toBeGreaterThan(0.9);
  });

  it('keeps up to six other spellings of an unsure character: a thin 米 whose probability is spread over look-alikes', () => {
    const alphabet = ['米', '头', '*', '关', '来', '未', '光'];
    const probabilities = stepsOf(alphabet, [
      { 米: 0.35, 头: 0.15, '*': 0.14, '': 0.12, 关: 0.06, 来: 0.055, 未: 0.05, 光: 0.04 },
    ]);
    const reading = decodeLine(probabilities, 0, 1, alphabet.length + 1, alphabet);
    expect(reading.text).toBe('米');
    // The blank is one of them (''); the seventh, 光, is left out.
    expect(reading.chars[0]!.alternatives!.map((a) => a.char)).toEqual(['头', '*', '', '关', '来', '未']);
  });

  it('counts a character that may have been left out: a decimal point losing to the blank in a blurred "1.2"', () => {
    const alphabet = ['1', '.', '2'];
    const probabilities = stepsOf(alphabet, [{ '1': 0.98 }, { '': 0.55, '.': 0.43 }, { '2': 0.98 }]);
    const reading = decodeLine(probabilities, 0, 3, 4, alphabet);
    expect(reading.text).toBe('12');
    expect(reading.lowest).toBeCloseTo(0.57, 2);
    // A character's own smear into the blank beside it is not a missed character.
    const smeared = stepsOf(alphabet, [{ '1': 0.98 }, { '': 0.55, '1': 0.43 }, { '2': 0.98 }]);
    expect(decodeLine(smeared, 0, 3, 4, alphabet).lowest).toBeGreaterThan(0.9);
  });

  it('splits a reading where its characters are a cell apart: a quantity and the next cell found as one region', () => {
    // "800" and "2#楼" in a region 12 heights long: pitch 0.3 heights, then a gap of 2.5 heights.
    const at = [0.5, 0.8, 1.1, 3.6, 3.9, 4.2].map((h) => h / 12);
    const chars = ['8', '0', '0', '2', '#', '楼'].map((char, i) => ({ char, at: at[i]!, p: 0.95 }));
    const parts = partsOfReading(readingOf(chars, []), 12);
    expect(parts.map((p) => p.reading.text)).toEqual(['800', '2#楼']);
    expect(parts[0]!.to).toBeLessThan(parts[1]!.from);
    // Words of one cell a space apart stay one reading.
    const words = ['Y', 'J', 'V', '3', '×', '7', '0'].map((char, i) => ({
      char,
      at: (0.5 + i * 0.35 + (i >= 3 ? 0.4 : 0)) / 6,
      p: 0.9,
    }));
    expect(partsOfReading(readingOf(words, []), 6).map((p) => p.reading.text)).toEqual(['YJV3×70']);
  });

  it('splits a region running downwards into the one-character cells stacked in it, not a vertical label', () => {
    // As read in a carbon copy's 单位 column turned upright: 米 卷 卷 米 of four rows, 6.4 widths long.
    const stacked = [
      ['米', 0.169],
      ['卷', 0.428],
      ['卷', 0.662],
      ['米', 0.896],
    ].map(([char, at]) => ({ char: char as string, at: at as number, p: 0.9 }));
    const parts = downwardsParts(readingOf(stacked, []), 6.44);
    expect(parts.map((p) => p.reading.text)).toEqual(['米', '卷', '卷', '米']);
    expect(parts.every((p, i) => i === 0 || p.from >= parts[i - 1]!.to)).toBe(true);
    // The copy's ①存根（白） printed down its edge, 5.3 widths long.
    const label = [...'①存根（白）'].map((char, i) => ({
      char,
      at: [0.11, 0.267, 0.424, 0.612, 0.737, 0.863][i]!,
      p: 0.9,
    }));
    expect(downwardsParts(readingOf(label, []), 5.32).map((p) => p.reading.text)).toEqual(['①存根（白）']);
  });

  it('joins the digits of a wide number read one by one before its unit ("6 5 0 米" of ６５０米)', () => {
    expect(tidyText('4. ZR-YJV 5X10 6 5 0 米')).toBe('4. ZR-YJV 5X10 650 米');
    expect(tidyText('1 2 0 0米')).toBe('1200米');
    // Numbers apart that are no one amount stay apart.
    expect(tidyText('3×4 5 米')).toBe('3×4 5 米');
    expect(tidyText('1 2 3')).toBe('1 2 3');
  });

  it("splits a bare number from the next cell's words closer than a cell apart, but not from its unit or its digits", () => {
    // Characters at a pitch of a third of a height; `gapAt` adds the gap (in heights) before character `gapAt`.
    const read = (text: string, gapAt: number, gap: number) => {
      const chars = [...text].map((char, i) => ({ char, at: (0.3 + i / 3 + (i >= gapAt ? gap : 0)) / 4, p: 0.95 }));
      return partsOfReading(readingOf(chars, []), 4).map((p) => p.reading.text);
    };
    // A right-aligned quantity and the left-aligned text of the column after it, read as one region in a photo.
    expect(read('100现货', 3, 0.67)).toEqual(['100', '现货']);
    expect(read('8007月底', 3, 0.5)).toEqual(['800', '7月底']);
    expect(read('2软护套线', 1, 0.6)).toEqual(['2', '软护套线']);
    // The same gap before a unit, a thousands group or a structure keeps the cell whole.
    expect(read('100米', 3, 0.67)).toEqual(['100米']);
    expect(read('1200', 1, 0.6)).toEqual(['1200']);
    expect(read('22盘', 2, 0.6)).toEqual(['22盘']);
    expect(read('YJV223×120', 5, 0.5)).toEqual(['YJV223×120']);
    // A space's width (up to two thirds of a height between the characters' centres) is no cell's gap.
    expect(read('100现货', 3, 0.3)).toEqual(['100现货']);
  });

  it('reads 干米 as 千米, the unit it can only be, after a number or alone in a unit cell', () => {
    expect(tidyText('2.5干米')).toBe('2.5千米');
    expect(tidyText('1.8 干米')).toBe('1.8 千米');
    expect(tidyText('干米')).toBe('千米');
    expect(tidyText('干燥场所')).toBe('干燥场所');
  });

  it('takes out the spaces a monospaced font leaves inside numbers, and puts back the one after a voltage', () => {
    expect(tidyText('YJV-0. 6/1kV 3x95+1 ×50')).toBe('YJV-0.6/1kV 3x95+1×50');
    expect(tidyText('KVV 10 × 1.5  200 米')).toBe('KVV 10×1.5 200 米');
    expect(tidyText('YJV-8.7/15kV3×240')).toBe('YJV-8.7/15kV 3×240');
    expect(tidyText('KVV-450/750V4X1.5')).toBe('KVV-450/750V 4X1.5');
    expect(tidyText('BV2.5 YJV22-8.7/15kV')).toBe('BV2.5 YJV22-8.7/15kV');
    expect(tidyText('YJV-26/35KV1X400')).toBe('YJV-26/35KV 1X400');
  });

  it('puts back the space after an armour code run on into the structure or the voltage ("YJV223*185")', () => {
    expect(tidyText('YJV223*185+1*95')).toBe('YJV22 3*185+1*95');
    expect(tidyText('YJV228.7/15KV3X95mm2')).toBe('YJV22 8.7/15KV 3X95mm2');
    expect(tidyText('ZR-YJV224×35+1×16')).toBe('ZR-YJV22 4×35+1×16');
    // Not after a model without an armour code, nor inside a number.
    expect(tidyText('KVV24×1')).toBe('KVV24×1');
    expect(tidyText('YJV22-3×240')).toBe('YJV22-3×240');
    expect(tidyText('BV2.5')).toBe('BV2.5');
  });

  it('puts back the space after the unit of an area run on into the quantity ("35mm2650米" is 35mm2 and 650米)', () => {
    expect(tidyText('YJV22 4x70+1x35mm2650米')).toBe('YJV22 4x70+1x35mm2 650米');
    expect(tidyText('BV 2.5mm²')).toBe('BV 2.5mm²');
  });

  it('splits a cross-section run on into the quantity after it where exactly one split reads ("4X6800米")', () => {
    expect(tidyText('3.交联电缆YJV4X6800米')).toBe('3.交联电缆YJV4X6 800米');
    expect(tidyText('YJV-3*95+1*5080米')).toBe('YJV-3*95+1*50 80米');
    expect(tidyText('BV 1x1.5800m')).toBe('BV 1x1.5 800m');
    // The quantity with its thousands group: 2.5 and 1,000 (2.51 is no area, ",000" no quantity).
    expect(tidyText('9.RVV 3*2.51,000米')).toBe('9.RVV 3*2.5 1,000米');
    expect(tidyText('YJV 4×951,200m')).toBe('YJV 4×95 1,200m');
    // 4×1 and 201,200 m or 4×120 and 1,200 m: two splits read.
    expect(tidyText('YJV 4×1201,200m')).toBe('YJV 4×1201,200m');
    // 1 680 or 16 80: two splits read, so the text stays as read (and the row goes to review).
    expect(tidyText('YJV4x1680米')).toBe('YJV4x1680米');
    // A cross-section with its unit, or one written alone before the unit, is no run-on.
    expect(tidyText('YJV 4X16米')).toBe('YJV 4X16米');
    expect(tidyText('KVV 4x16mm2')).toBe('KVV 4x16mm2');
  });

  it('splits a run-on only where the cross-section is one the cable can have (a reduced conductor, medium voltage)', () => {
    // "4×25+1×16 350m": 1 and 6350 m or 16 and 350 m; a reduced conductor is a quarter to the whole of the one before.
    expect(tidyText('ZR-YJV 4×25+1×16350m')).toBe('ZR-YJV 4×25+1×16 350m');
    // "8.7/15kV 3×120 0.5km": 3×1 and 200.5 km or 3×120 and 0.5 km; medium-voltage cables start at 25 mm².
    expect(tidyText('YJV22-8.7/15kV-3×1200.5km')).toBe('YJV22-8.7/15kV-3×120 0.5km');
    expect(tidyText('JKLYJ-10kV-1×1501.2千米')).toBe('JKLYJ-10kV-1×150 1.2千米');
    // Low voltage and a single group: both splits stay possible, the text stays as read.
    expect(tidyText('YJV-0.6/1kV-3×1200.5km')).toBe('YJV-0.6/1kV-3×1200.5km');
    // No quantity is nothing: "1×1500米" is 1×1 and 500 m... or 1×150 and 0 m, which nobody asks for.
    expect(tidyText('BV 1×1500米')).toBe('BV 1×1 500米');
  });

  it("splits the same run-on before a coil unit, and a building wire's bare area run on into its quantity", () => {
    // A chat line "YJLV 4*120+1*70 2盘" and "RVV 3*1.5 5盘×100米" read without their spaces.
    expect(tidyText('YJLV4*120+1*702盘')).toBe('YJLV4*120+1*70 2盘');
    expect(tidyText('RVV3*1.55盘×100米')).toBe('RVV3*1.5 5盘×100米');
    // "BV2.5  30卷": a wire is named by its area alone.
    expect(tidyText('BV2.530卷')).toBe('BV2.5 30卷');
    expect(tidyText('BV-2.5100米')).toBe('BV-2.5 100米');
    expect(tidyText('NH-BV4200m')).toBe('NH-BV4 200m');
    // 1 6100 or 16 100: two splits read, left as read; spaced or unit-less text is no run-on.
    expect(tidyText('BV16100米')).toBe('BV16100米');
    expect(tidyText('BV 2.5 30卷')).toBe('BV 2.5 30卷');
    expect(tidyText('BV2.5')).toBe('BV2.5');
    expect(tidyText('YJV2.530卷')).toBe('YJV2.530卷');
  });

  it('puts back the space between a voltage and the model run on after it ("450/750VBVR-16"), only before a model', () => {
    expect(tidyText('450/750VBVR-16')).toBe('450/750V BVR-16');
    expect(tidyText('450/750VKW-19*1.5')).toBe('450/750V KVV-19*1.5');
    expect(tidyText('8.7/15KVYJV22 3x95')).toBe('8.7/15KV YJV22 3x95');
    // No family's model follows: left as read.
    expect(tidyText('450/750VV')).toBe('450/750VV');
    expect(tidyText('0.6/1kVAB-3x70')).toBe('0.6/1kVAB-3x70');
  });

  it('reads an I in a model as the J it was when that spells a family ("YIV" is YJV), and "1.S" as 1.5', () => {
    expect(tidyText('YIV4×150+1×70mm²')).toBe('YJV4×150+1×70mm²');
    expect(tidyText('ZR-YILV22 3x70')).toBe('ZR-YJLV22 3x70');
    expect(tidyText('MI-T')).toBe('MI-T');
    expect(tidyText('KVV-19x1.Smm')).toBe('KVV-19x1.5mm');
    expect(tidyText('BV 2.S')).toBe('BV 2.5');
  });

  it('reads a dash after mm as the ² it was, and a point between a model and its area as the space', () => {
    expect(tidyText('KVV-19x1.5mm-')).toBe('KVV-19x1.5mm²');
    expect(tidyText('RVV-2*0.75mm-护套线')).toBe('RVV-2*0.75mm²护套线');
    expect(tidyText('BVR.16mm')).toBe('BVR 16mm');
    // A dash between two groups stays the + it was read from; letters that are no model keep their point.
    expect(tidyText('4x70mm-1x35')).toBe('4x70mm-1x35');
    expect(tidyText('ABC.5')).toBe('ABC.5');
  });

  it('splits a level run on into the count where exactly one split reads ("8.7/153×70"), and reads 2°1 as 2*1', () => {
    expect(tidyText('YJV22 8.7/153×70mm²')).toBe('YJV22 8.7/15 3×70mm²');
    expect(tidyText('YJV 0.6/14×95+1×50')).toBe('YJV 0.6/1 4×95+1×50');
    expect(tidyText('KVV 450/7504×1.5')).toBe('KVV 450/750 4×1.5');
    // 6/10 and 6/1 + 0: only the first reads; 8.7/10 + 3 and 8.7/1 + 03: only the first.
    expect(tidyText('YJV 6/103×70')).toBe('YJV 6/10 3×70');
    // A level already whole, or digits that split no way into a level and a count, stay as read.
    expect(tidyText('YJV 8.7/15 3×70')).toBe('YJV 8.7/15 3×70');
    expect(tidyText('YJV 7/993×70')).toBe('YJV 7/993×70');
    expect(tidyText('RVV 2°1')).toBe('RVV 2*1');
    expect(tidyText('NH-YJV 4*95+1°50')).toBe('NH-YJV 4*95+1*50');
  });

  it('puts back the space between a voltage and a wire area after it ("BV-450/750V6")', () => {
    expect(tidyText('BV-450/750V6')).toBe('BV-450/750V 6');
    expect(tidyText('BVR-450/750V2.5')).toBe('BVR-450/750V 2.5');
    // A model's own V is not a voltage's.
    expect(tidyText('RVV2×1.5')).toBe('RVV2×1.5');
    expect(tidyText('YJV22-3×240')).toBe('YJV22-3×240');
  });

  it('spells a W read in a model as the one cable family it can be (VV read as W), and leaves WDZ and unknowns', () => {
    expect(tidyText('RWV-300/500V 4X1')).toBe('RVV-300/500V 4X1');
    expect(tidyText('W-0.6/1kV 5X10')).toBe('VV-0.6/1kV 5X10');
    expect(tidyText('KVW-450/750V 4X1.5')).toBe('KVV-450/750V 4X1.5');
    expect(tidyText('ZR-YJW 4*50')).toBe('ZR-YJV 4*50');
    expect(tidyText('YJW22-8.7/15kV 3X70')).toBe('YJV22-8.7/15kV 3X70');
    expect(tidyText('KWP 4*1.5')).toBe('KVVP 4*1.5');
    expect(tidyText('WDZ-YJY-0.6/1kV 5×4')).toBe('WDZ-YJY-0.6/1kV 5×4');
    // No family fits, or the W belongs to a number: as read.
    expect(tidyText('WWW 3×4')).toBe('WWW 3×4');
    expect(tidyText('1.5W')).toBe('1.5W');
  });

  it('drops a table rule read as an unpaired bracket or bar at either end of a cell', () => {
    expect(tidyText('[m')).toBe('m');
    expect(tidyText('29|')).toBe('29');
    expect(tidyText('[铜芯]')).toBe('[铜芯]');
  });

  it('reads a dash between two groups of a structure as the + it was ("4X70-1×35" is no structure)', () => {
    expect(tidyText('YJLV-0.6/1kV 4X70-1×35')).toBe('YJLV-0.6/1kV 4X70+1×35');
    expect(tidyText('YJV 3*120 - 2*70')).toBe('YJV 3*120+2*70');
    // The dash after a model or a voltage stays.
    expect(tidyText('KVV-450/750V-4×1.5')).toBe('KVV-450/750V-4×1.5');
    expect(tidyText('YJV22-3×240')).toBe('YJV22-3×240');
  });
});

describe('the OCR engine', { timeout: 120_000 }, () => {
  it('reads a screenshot of a Chinese inquiry table into the rows its sheet gives, whichever way it was turned', async () => {
    const engine = await ocrEngine();
    const upright = await decodeRaster(tablePng(INQUIRY, WIDTHS, '电缆询价单'));
    const sheetRows = readInquiryTable({ rows: INQUIRY }).map((r) => [r.model, r.scope, r.spec, r.metres]);
    expect(sheetRows).toEqual([
      ['YJV', '0.6/1kV', '3*95+1*50', 1200],
      ['KVV', '450/750V', '10*1.5', 2500],
      ['ZR-YJV', '0.6/1kV', '4*35+1*16', 300],
    ]);
    for (const turn of [0, 90, 180, 270] as Rotation[]) {
      const read = await engine.recognise(turnRaster(upright, turn));
      expect(read.rotation, `turned ${turn}°`).toBe((360 - turn) % 360);
      expect([read.width, read.height]).toEqual([upright.width, upright.height]);
      const rows = readInquiryTable(tableOfBoxes([read.boxes])).map((r) => [r.model, r.scope, r.spec, r.metres]);
      expect(rows, `turned ${turn}°`).toEqual(sheetRows);
      for (const box of read.boxes) expect(box.score).toBeGreaterThan(0.5);
    }
  });
});

describe('a stroke of a table rule read as a character', () => {
  const box = (text: string, score: number) => ({ text, x: 0, y: 0, width: 10, height: 20, score });

  it('is no text when it is one rule-like glyph read unsure', () => {
    expect(isRuleSpeck(box('1', 0.16))).toBe(true);
    expect(isRuleSpeck(box('|', 0.02))).toBe(true);
  });

  it('is text when read surely, or when it is anything else', () => {
    expect(isRuleSpeck(box('1', 0.95))).toBe(false);
    expect(isRuleSpeck(box('7', 0.1))).toBe(false);
    expect(isRuleSpeck(box('11', 0.1))).toBe(false);
  });
});
