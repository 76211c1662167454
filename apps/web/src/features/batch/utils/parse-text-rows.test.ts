import { describe, expect, it } from 'vitest';
import { parseTextRows } from './parse-text-rows';

describe('text recognition rows', () => {
  it('reads model, voltage, spec and quantity from a typed line, with the metres', () => {
    expect(parseTextRows('YJV22 0.6/1kV 3×95+1×50 500米')).toEqual([
      {
        raw: 'YJV22 0.6/1kV 3×95+1×50 500米',
        line: 1,
        keywords: {
          index: 0,
          name: '',
          scope: '0.6/1kV',
          model: 'YJV22',
          prop: '',
          spec: '3*95+1*50',
          count: '500',
          unit: '米',
          metres: 500,
          reasons: [],
        },
        count: '500',
        unit: '米',
        metres: 500,
        reasons: [],
      },
    ]);
  });

  it('reads compact notation and coils: "BV2.5 100卷" is 10,000 m, "BV-2.5 100米" is 100 m', () => {
    const rows = parseTextRows('BV2.5 100卷\nBV-2.5 100米\nKVV10*1.5 500m');
    expect(rows.map((row) => [row.keywords.model, row.keywords.spec, row.metres])).toEqual([
      ['BV', '1*2.5', 10000],
      ['BV', '1*2.5', 100],
      ['KVV', '10*1.5', 500],
    ]);
  });

  it('flags drums without a length instead of taking them as metres', () => {
    const [row] = parseTextRows('YJV 3×120+1×70 32盘');
    expect(row).toMatchObject({ count: '32', unit: '盘', reasons: ['drum-length-missing'] });
    expect(row?.metres).toBeUndefined();
  });

  it('keeps Chinese words as the name and a known property', () => {
    const [row] = parseTextRows('阻燃电力电缆 ZR-YJV22 3*240 1000');
    expect(row?.keywords).toMatchObject({ prop: '阻燃', name: '阻燃电力电缆', model: 'ZR-YJV22', spec: '3*240' });
    expect(row?.metres).toBe(1000);
  });

  it('skips blank lines, greetings and totals, numbering the rest in order with their lines', () => {
    const rows = parseTextRows('您好，请报价：\nBV 1*2.5 100\n\n合计 2000\n  RVV 3*1.5 50  ');
    expect(rows.map((row) => [row.keywords.index, row.line, row.keywords.model, row.keywords.spec])).toEqual([
      [0, 2, 'BV', '1*2.5'],
      [1, 5, 'RVV', '3*1.5'],
    ]);
  });
});
