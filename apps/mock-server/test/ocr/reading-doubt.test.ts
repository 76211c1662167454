import { describe, expect, it } from 'vitest';
import { tidyText } from '../../src/ocr/engine';
import { certaintyOf, knownModel, meaningOf, repairedReading } from '../../src/ocr/reading-doubt';
import { type Alternative, decodeLine, type ReadCharacter, readingOf } from '../../src/ocr/text-recognition';

/** A reading of `text`, every character sure but those given with their probability and alternatives. */
function readingWith(
  text: string,
  unsure: Record<number, { p: number; alternatives: Alternative[] }>,
  missed: { at: number; p: number; char: string }[] = [],
) {
  const chars: ReadCharacter[] = [...text].map((char, i) => ({ char, at: i * 2, p: 0.99, ...unsure[i] }));
  return readingOf(chars, missed);
}

describe('what a cell says', () => {
  it('reads model, structure, level, numbers and unit, and no structure of a cross-section nobody makes', () => {
    expect(meaningOf('KVV-450/750V 19×1.5')).toEqual({
      model: 'KVV',
      spec: '19*1.5',
      scope: '450/750V',
      numbers: '450 750 19 1.5',
    });
    expect(meaningOf('19×15')).toEqual({ numbers: '19 15' });
    expect(meaningOf('5110')).toEqual({ numbers: '5110' });
    expect(meaningOf('米')).toEqual({ unit: '米' });
    expect(meaningOf('未')).toEqual({});
    expect(meaningOf('2.5千米')).toEqual({ numbers: '2.5', unit: '千米' });
    expect(meaningOf('IKV')).toEqual({});
  });

  it('knows a model by its family, with fire prefixes and armour digits', () => {
    expect(knownModel('ZR-YJV22')).toBe('ZR-YJV22');
    expect(knownModel('NH-KVVP2')).toBe('NH-KVVP2');
    expect(knownModel('KV')).toBe('');
    expect(knownModel('IKV')).toBe('');
  });
});

describe('how sure a reading is of what it says', () => {
  it('is sure of "5x10" when the × hesitated only with spellings that are no structure', () => {
    const reading = readingWith('5x10', {
      1: {
        p: 0.48,
        alternatives: [
          { char: 'k', p: 0.11 },
          { char: '1', p: 0.11 },
          { char: '', p: 0.08 },
        ],
      },
    });
    expect(reading.lowest).toBeCloseTo(0.48);
    // Weighed against the 0.22 the model gave characters it did not list: 0.48 / 0.70.
    expect(certaintyOf(reading, tidyText)).toBeCloseTo(0.48 / 0.7, 2);
  });

  it('stays unsure of "3x16" when the 3 hesitated with a 5 (5x16 is a cable too)', () => {
    const reading = readingWith('3x16', {
      0: {
        p: 0.38,
        alternatives: [
          { char: '5', p: 0.28 },
          { char: '', p: 0.17 },
          { char: 's', p: 0.07 },
        ],
      },
    });
    expect(certaintyOf(reading, tidyText)).toBeCloseTo(0.38);
  });

  it('stays unsure of a quantity whose digit hesitated with another digit, or with nothing', () => {
    const digit = readingWith('150', { 1: { p: 0.5, alternatives: [{ char: '3', p: 0.3 }] } });
    expect(certaintyOf(digit, tidyText)).toBeCloseTo(0.5);
    const point = readingWith('1.2', { 1: { p: 0.5, alternatives: [{ char: '', p: 0.45 }] } });
    expect(certaintyOf(point, tidyText)).toBeCloseTo(0.5);
  });

  it('is sure of 米 beside 未, and of a model beside spellings of no family, but not of KVV beside KVVP', () => {
    const unit = readingWith('米', { 0: { p: 0.5, alternatives: [{ char: '未', p: 0.4 }] } });
    expect(certaintyOf(unit, tidyText)).toBeCloseTo(0.5 / 0.6);
    const model = readingWith('YJV', { 1: { p: 0.55, alternatives: [{ char: 'i', p: 0.36 }] } });
    expect(certaintyOf(model, tidyText)).toBeGreaterThan(0.85);
    const screened = readingWith('KVV', {}, [{ at: 5, p: 0.6, char: 'P' }]);
    expect(certaintyOf(screened, tidyText)).toBeCloseTo(0.6);
    const nothing = readingWith('KVV', {}, [{ at: 5, p: 0.6, char: '未' }]);
    expect(certaintyOf(nothing, tidyText)).toBeCloseTo(0.99);
  });

  it('stays unsure of a quantity whose unit hesitated with another unit (2.5千米 or 2.5米)', () => {
    const reading = readingWith('2.5千米', { 3: { p: 0.5, alternatives: [{ char: '', p: 0.4 }] } });
    expect(certaintyOf(reading, tidyText)).toBeCloseTo(0.5);
  });

  it('counts with a character against its rival the other spellings that say the same ("2.5干米" or "2.5千米")', () => {
    const unit = readingWith('2.5干米', {
      3: {
        p: 0.54,
        alternatives: [
          { char: '千', p: 0.32 },
          { char: '', p: 0.05 },
        ],
      },
    });
    // "2.5米" says otherwise (at 0.05); 干米 and 千米 both read 千米: 0.54 + 0.32.
    expect(certaintyOf(unit, tidyText)).toBeCloseTo(0.86);
  });

  it('flags a decimal point maybe lost between two digits when the text with it is another size or amount', () => {
    // The point reached 0.37 at a blank step between 2 and 5: "BV25平方" or "BV2.5平方", both made sizes.
    const size = readingWith('BV25平方', {}, [{ at: 5, p: 0.63, char: '.' }]);
    expect(certaintyOf(size, tidyText)).toBeLessThan(0.45);
    const cores = readingWith('14*15', {}, [{ at: 7, p: 0.68, char: '.' }]);
    expect(certaintyOf(cores, tidyText)).toBeLessThan(0.45);
    const amount = readingWith('18千米', {}, [{ at: 1, p: 0.56, char: '.' }]);
    expect(certaintyOf(amount, tidyText)).toBeLessThan(0.6);
    // A point after the last digit, or a comma between digits, is no lost decimal: it counts at its own probability.
    const after = readingWith('1200', {}, [{ at: 7, p: 0.78, char: '.' }]);
    expect(certaintyOf(after, tidyText)).toBeCloseTo(0.99);
    const comma = readingWith('1300米', {}, [{ at: 1, p: 0.7, char: ',' }]);
    expect(certaintyOf(comma, tidyText)).toBeCloseTo(0.7);
  });

  it('counts a character maybe left out when the text with it says more ("KV" and "KVV")', () => {
    const reading = readingWith('KV', {}, [{ at: 3, p: 0.7, char: 'V' }]);
    expect(certaintyOf(reading, tidyText)).toBeCloseTo(0.7);
  });
});

describe('the alternatives the decoding keeps', () => {
  it('gives an unsure character the other spellings of its steps, likeliest first, the blank as ""', () => {
    const alphabet = ['5', 'x', 'k', '1', '0', '×', ' '];
    const classes = alphabet.length + 1;
    // Steps: 5, x (0.45 x + 0.05 ×, 0.2 k, 0.15 1, 0.15 blank), 1, 0.
    const rows: Record<number, number>[] = [
      { 1: 0.97 },
      { 2: 0.45, 6: 0.05, 3: 0.2, 4: 0.15, 0: 0.12 },
      { 4: 0.98 },
      { 5: 0.97 },
    ];
    const probabilities = new Float32Array(rows.length * classes);
    rows.forEach((row, t) => {
      for (const [c, p] of Object.entries(row)) probabilities[t * classes + Number(c)] = p;
    });
    const reading = decodeLine(probabilities, 0, rows.length, classes, alphabet);
    expect(reading.text).toBe('5x10');
    expect(reading.chars[1]!.p).toBeCloseTo(0.5);
    expect(reading.chars[1]!.alternatives!.map((a) => a.char)).toEqual(['k', '1', '']);
    expect(reading.chars[0]!.alternatives).toBeUndefined();
  });
});

describe('a reading that names no model or structure, and the one alternative that does', () => {
  it('puts in a character the recogniser may have missed: "YV3*150+1*70" with an I maybe left out is YJV', () => {
    const reading = readingWith('YV3*150+1*70', {}, [{ at: 1, p: 0.74, char: 'I' }]);
    const repaired = repairedReading(reading, tidyText);
    expect(tidyText(repaired!.text)).toBe('YJV3*150+1*70');
    // All the non-blank weight at that step was the I: against the unlisted rest (none) it is sure.
    expect(certaintyOf(repaired!, tidyText)).toBeGreaterThan(0.9);
  });

  it('reads a character as its alternative: "YJV4\'16" with * beside the \' is 4*16, as sure as * was against the unlisted', () => {
    const reading = readingWith("YJV4'16", {
      4: {
        p: 0.39,
        alternatives: [
          { char: '', p: 0.14 },
          { char: '`', p: 0.11 },
          { char: '*', p: 0.11 },
          { char: '°', p: 0.07 },
        ],
      },
    });
    const repaired = repairedReading(reading, tidyText);
    expect(tidyText(repaired!.text)).toBe('YJV4*16');
    // 0.11 against the 0.18 the model gave characters it did not list.
    expect(certaintyOf(repaired!, tidyText)).toBeCloseTo(0.11 / 0.29, 2);
  });

  it('leaves a reading as read when its alternatives name different things ("4k1.3": 4×1.5 or 4×1.0)', () => {
    const reading = readingWith('KVV4k1.3', {
      4: { p: 0.4, alternatives: [{ char: '×', p: 0.3 }] },
      7: {
        p: 0.4,
        alternatives: [
          { char: '5', p: 0.25 },
          { char: '0', p: 0.2 },
        ],
      },
    });
    expect(repairedReading(reading, tidyText)).toBeNull();
  });

  it('never makes a quantity, a number or a reading that names its model and structure into something else', () => {
    const maybeTimes = [{ at: 1, p: 0.6, char: '×' }];
    expect(repairedReading(readingWith('250m', {}, maybeTimes), tidyText)).toBeNull();
    expect(repairedReading(readingWith('150', {}, maybeTimes), tidyText)).toBeNull();
    const named = readingWith('YJV3×16', { 3: { p: 0.4, alternatives: [{ char: '5', p: 0.4 }] } });
    expect(repairedReading(named, tidyText)).toBeNull();
  });
});
