import { describe, expect, it } from 'vitest';
import { parseTextLine, parseTextRows } from './parse-text-rows';

describe('text recognition rows', () => {
  it('reads model, voltage, spec and quantity from a typed line', () => {
    expect(parseTextLine('YJV22 0.6/1kV 3×95+1×50 500米', 0)).toEqual({
      raw: 'YJV22 0.6/1kV 3×95+1×50 500米',
      keywords: { index: 0, name: '', scope: '0.6/1kV', model: 'YJV22', prop: '', spec: '3*95+1*50' },
      count: '500',
      unit: '米',
    });
  });

  it('accepts x, X and full-width characters, hyphenated models and voltages in V', () => {
    const row = parseTextLine('ｚｒ-yjv 450/750v 4X2.5 + 1x1.5  200 m', 3);
    expect(row?.keywords).toMatchObject({ index: 3, model: 'ZR-YJV', scope: '450/750V', spec: '4*2.5+1*1.5' });
    expect(row?.count).toBe('200');
    expect(row?.unit).toBe('m');
  });

  it('keeps Chinese words as the name and a known property', () => {
    const row = parseTextLine('阻燃电力电缆 ZR-YJV22 3*240 1000', 0);
    expect(row?.keywords.prop).toBe('阻燃');
    expect(row?.keywords.name).toBe('阻燃电力电缆');
    expect(row?.count).toBe('1000');
  });

  it('skips blank lines and lines without a model or spec, numbering the rest in order', () => {
    const rows = parseTextRows('BV 1*2.5 100\n\n合计 2000\n  RVV 3*1.5 50  ');
    expect(rows.map((row) => [row.keywords.index, row.keywords.model, row.keywords.spec])).toEqual([
      [0, 'BV', '1*2.5'],
      [1, 'RVV', '3*1.5'],
    ]);
  });
});
