import { describe, expect, it } from 'vitest';
import {
  formatStructure,
  parseStructure,
  StructureParseError,
  structPattern,
  totalConductorArea,
  tryParseStructure,
} from '../../src/domain/structure-parser';

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
  ])('reads %s', (spec, groups) => {
    expect(parseStructure(spec)).toEqual(groups);
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
