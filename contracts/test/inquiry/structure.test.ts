import { describe, expect, it } from 'vitest';
import {
  findStructure,
  formatStructure,
  parseStructure,
  readInquiryText,
  StructureParseError,
  structPattern,
  totalConductorArea,
  tryParseStructure,
} from '../../src/inquiry';

describe('parseStructure', () => {
  it.each([
    [
      '3*240+1*120',
      [
        { count: 3, area: 240 },
        { count: 1, area: 120 },
      ],
    ],
    ['4*25', [{ count: 4, area: 25 }]],
    ['3*2.5', [{ count: 3, area: 2.5 }]],
    ['1*400', [{ count: 1, area: 400 }]],
    [
      '3*95+2*50',
      [
        { count: 3, area: 95 },
        { count: 2, area: 50 },
      ],
    ],
    ['2*1.5', [{ count: 2, area: 1.5 }]],
    [
      ' 3 × 70 + 1 x 35 ',
      [
        { count: 3, area: 70 },
        { count: 1, area: 35 },
      ],
    ],
    [
      '3X10+1X6mm',
      [
        { count: 3, area: 10 },
        { count: 1, area: 6 },
      ],
    ],
    ['4×16平', [{ count: 4, area: 16 }]],
    // A PE conductor written as its own group is one more conductor; of the neutral's size it joins that group.
    [
      '4×25+PE16',
      [
        { count: 4, area: 25 },
        { count: 1, area: 16 },
      ],
    ],
    [
      '3×95+1×50+PE50',
      [
        { count: 3, area: 95 },
        { count: 2, area: 50 },
      ],
    ],
    ['3×95平方毫米', [{ count: 3, area: 95 }]],
  ])('reads %s', (spec, groups) => {
    expect(parseStructure(spec)).toEqual(groups);
  });

  it('finds a structure whose area is written with mm alone, as the whole line reads it', () => {
    const [row] = readInquiryText('YJV 3X10+1X6mm 450米');
    expect(row).toMatchObject({ model: 'YJV', spec: '3*10+1*6', metres: 450, reasons: [] });
  });

  it.each([
    ['', /empty/],
    ['3*', /count\*area/],
    ['abc', /count\*area/],
    ['0*10', /core count 0/],
    ['3*0', /area 0/],
    ['3*240++1*120', /count\*area/],
  ])('refuses %j with a reason', (spec, reason) => {
    expect(() => parseStructure(spec)).toThrow(StructureParseError);
    expect(() => parseStructure(spec)).toThrow(reason);
    expect(tryParseStructure(spec)).toBeNull();
  });

  it('gives the core pattern, the canonical text and the total area', () => {
    const groups = parseStructure('3X240+1×120');
    expect(structPattern(groups)).toBe('3+1');
    expect(formatStructure(groups)).toBe('3*240+1*120');
    expect(totalConductorArea(groups)).toBe(840);
  });
});

describe('findStructure', () => {
  it('takes no group after a bare number and a dash: "470-1*35" is 4×70+1×35 with its × lost, not 1×35', () => {
    expect(findStructure('YJV-0.6/1KV 470-1*35mm2')).toBeNull();
    // A level or a model before the dash is not a bare number.
    expect(findStructure('YJV22-8.7/15-3×120')?.groups).toEqual([{ count: 3, area: 120 }]);
    expect(findStructure('YJV22-3×120')?.groups).toEqual([{ count: 3, area: 120 }]);
    expect(findStructure('KVV-450/750-10×1.5')?.groups).toEqual([{ count: 10, area: 1.5 }]);
  });

  const found = (text: string) => {
    const hit = findStructure(text);
    return hit ? formatStructure(hit.groups) : null;
  };

  it.each([
    ['YJV-3×150mm² 600米', '3*150'],
    ['YJV-0.6/1kV-4×25+1×16', '4*25+1*16'],
    ['KVV10*1.5', '10*1.5'],
    ['YJV22-8.7/15-3*240', '3*240'],
    ['VV22 4x50+1x25mm2', '4*50+1*25'],
    ['YJV 3×150mm²+1×70mm²', '3*150+1*70'],
    ['YJV223*240', '3*240'],
    ['电力电缆YJV3*150 600米', '3*150'],
    ['VV-3×70-0.6/1kV', '3*70'],
    ['YJV-4×95-1kV 200米', '4*95'],
  ])('finds the structure in %j', (text, spec) => {
    expect(found(text)).toBe(spec);
  });

  it.each([
    ['a cable tray size', '电缆桥架 200×100'],
    ['a pair count (computer cable)', 'DJYPVP-2×2×1.0'],
    ['a pipe size', '镀锌钢管 DN50'],
    ['a date', '2025/3/12'],
    ['a structure whose second group lost its sign ("+1×35" read as "+135")', 'VV-0.6/1kv-3x70+135'],
    ['a structure whose second group lost its signs ("+1×35" read as "-135")', 'VV-0.6/1kv-3×70-135'],
    ['a second group written with a dash ("-1×35")', 'YJV 3×70-1×35'],
    ['a second group whose first lost its sign ("4×240" read as "4240")', 'ZR-YJV-4240+1x120mm2'],
  ])('finds none in %s', (_what, text) => {
    expect(findStructure(text)).toBeNull();
  });
});
