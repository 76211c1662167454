import { describe, expect, it } from 'vitest';
import { coilMetres, continuesQuantity, readInquiryText, readQuantity, unitInHeader } from '../../src/inquiry';

const cell = (main: string, unit = '', extra: string[] = [], model = 'YJV') =>
  readQuantity({ main, unit, extra, model, bareNumber: true });

describe('readQuantity', () => {
  it.each([
    ['600', '米', 600],
    ['600', 'm', 600],
    ['600', 'M', 600],
    ['1,200', '米', 1200],
    ['１２００', '米', 1200],
    ['1.2', 'km', 1200],
    ['3', '千米', 3000],
    ['0.5', '公里', 500],
    ['3 km', '', 3000],
    ['3km', '', 3000],
    ['300米', '', 300],
    ['约300', '米', 300],
    ['2盘(每盘500米)', '', 1000],
    ['800米+350米', '', 1150],
    ['1.2km + 0.3km', '', 1500],
    ['1卷（200米）', '', 200],
    ['3盘（共1500米）', '', 1500],
  ])('%j with unit %j is %d metres', (main, unit, metres) => {
    expect(cell(main, unit)).toMatchObject({ metres, reasons: [] });
  });

  it('keeps the quantity and unit as written beside the metres', () => {
    expect(cell('3', 'km')).toEqual({ count: '3', unit: 'km', metres: 3000, reasons: [] });
    expect(cell('1,500', 'm')).toEqual({ count: '1500', unit: 'm', metres: 1500, reasons: [] });
  });

  it('takes the drum length from the remarks: 3 轴 with "500m/轴" is 1500 m', () => {
    expect(cell('3', '轴', ['', '500m/轴'])).toMatchObject({ metres: 1500, reasons: [] });
    expect(cell('2', '盘', ['', '每盘1000米'])).toMatchObject({ metres: 2000, reasons: [] });
  });

  it('never takes drums as metres: 32 盘 of power cable without a drum length is flagged', () => {
    expect(cell('32', '盘')).toEqual({ count: '32', unit: '盘', reasons: ['drum-length-missing'] });
  });

  it('counts coils of building wire as 100 m (BV2.5 100卷 is 10,000 m), but not drums of control cable', () => {
    expect(coilMetres('BV')).toBe(100);
    expect(cell('100', '卷', [], 'BV')).toMatchObject({ metres: 10000, reasons: [] });
    expect(cell('5', '卷', [], 'RVV')).toMatchObject({ metres: 500, reasons: [] });
    expect(cell('5', '盘', [], 'KVV').reasons).toEqual(['drum-length-missing']);
  });

  it('flags pieces and other units, which are not a length', () => {
    expect(cell('2', '根').reasons).toEqual(['unit-unknown']);
    expect(cell('6', '套').reasons).toEqual(['unit-unknown']);
    expect(cell('2', 'kg').reasons).toEqual(['unit-unknown']);
  });

  it('flags a row without a quantity: blank, 按实际, 长度待定', () => {
    for (const main of ['', '按实际', '长度待定']) expect(cell(main, '米').reasons).toEqual(['quantity-missing']);
  });

  it('reads the quantity written after the spec when the quantity cell is empty', () => {
    expect(cell('', '', [' 600米'])).toMatchObject({ count: '600', unit: '米', metres: 600 });
  });

  it('flags metres written with a point and three digits (2.500 米: 2.5 m or 2,500 m), not kilometres or 2.5 m', () => {
    expect(readQuantity({ main: '2.500', unit: '米', bareNumber: true })).toEqual({
      count: '2.500',
      unit: '米',
      reasons: ['quantity-ambiguous'],
    });
    expect(readQuantity({ main: '1.250m', bareNumber: true }).reasons).toEqual(['quantity-ambiguous']);
    expect(readQuantity({ main: '2.500', unit: 'km', bareNumber: true })).toMatchObject({ metres: 2500, reasons: [] });
    expect(readQuantity({ main: '2.5', unit: '米', bareNumber: true })).toMatchObject({ metres: 2.5, reasons: [] });
    expect(readQuantity({ main: '2,500', unit: '米', bareNumber: true })).toMatchObject({ metres: 2500, reasons: [] });
  });

  it('asks when drums have a bare length in brackets (2卷（200米）: each, or both?)', () => {
    const read = cell('2卷（200米）', '', [], 'KVV');
    expect(read.metres).toBeUndefined();
    expect(read.reasons).toContain('quantity-ambiguous');
  });
  it('flags two different quantities on one row', () => {
    expect(readQuantity({ main: '300米 500米', bareNumber: true }).reasons).toEqual(['quantity-ambiguous']);
  });

  it('takes the unit a header names', () => {
    expect(unitInHeader('长度(m)')).toBe('m');
    expect(unitInHeader('数量（米）')).toBe('米');
    expect(unitInHeader('数量')).toBe('');
    expect(readQuantity({ main: '120', headerUnit: 'm', bareNumber: true })).toMatchObject({ metres: 120 });
  });
});

describe('continuesQuantity', () => {
  it('takes a unit, a thousands group or a bracketed count after a number as the same cell, other words as the next', () => {
    for (const text of ['米', 'm', '千米', '200', '200米', '(2盘)', 'km']) expect(continuesQuantity(text)).toBe(true);
    for (const text of ['现货', '7月底', '15天', '软护套线', '国标']) expect(continuesQuantity(text)).toBe(false);
  });
});

describe('a bound or a per-item length in the row', () => {
  it('is no amount: 每盘不少于400米 and 各500米 leave the row without metres', () => {
    expect(readQuantity({ main: '', extra: ['每盘不少于400米'], bareNumber: true })).toMatchObject({
      count: '',
      reasons: ['quantity-missing'],
    });
    expect(readQuantity({ main: '', extra: ['各500米'], bareNumber: true })).toMatchObject({
      count: '',
      reasons: ['quantity-missing'],
    });
    expect(readQuantity({ main: '每种各500米', bareNumber: true }).metres).toBeUndefined();
  });

  it('counts each of the colours named: 红黄绿蓝各500米 is 2,000 m, 红蓝各5卷 of building wire 10 coils', () => {
    expect(readQuantity({ main: '', extra: ['红黄绿蓝各500米'], bareNumber: true })).toMatchObject({
      metres: 2000,
      reasons: [],
    });
    expect(readQuantity({ main: '红蓝各5卷（100米/卷）', model: 'BVR', bareNumber: true })).toMatchObject({
      count: '10',
      unit: '卷',
      metres: 1000,
      reasons: [],
    });
    expect(readQuantity({ main: '红色、蓝色、黄色各2盘', extra: ['每盘200米'], bareNumber: true }).metres).toBe(1200);
    // So many colours, so much of each.
    expect(readQuantity({ main: 'BV2.5要红黄蓝三色，每色一卷', model: 'BV', bareNumber: true }).metres).toBe(300);
    expect(readQuantity({ main: '4种颜色各2卷', model: 'BV', bareNumber: true }).metres).toBe(800);
    // 双 in a list of colours is the yellow-green earth wire: five colours.
    expect(readQuantity({ main: '红黄蓝绿双各2卷', model: 'BV', bareNumber: true }).metres).toBe(1000);
    // 黄绿双色 is one colour, the earth wire: its 各 names no list.
    expect(readQuantity({ main: '黄绿双色各500米', bareNumber: true }).metres).toBeUndefined();
    // The quantity cell stays the row's own.
    expect(readQuantity({ main: '2000', unit: '米', extra: ['红黄绿蓝各500米'], bareNumber: true }).metres).toBe(2000);
  });

  it('leaves the quantity cell its own: 2.4 km with 每盘不少于400米 in the remarks is 2,400 m', () => {
    expect(readQuantity({ main: '2.4', unit: 'km', extra: ['每盘不少于400米'], bareNumber: true })).toMatchObject({
      metres: 2400,
      reasons: [],
    });
  });

  it('does not take a minimum for a drum length: 2盘 with 每盘不少于500米 waits for the length', () => {
    expect(readQuantity({ main: '2盘', extra: ['每盘不少于500米'], bareNumber: true, model: 'YJV' })).toMatchObject({
      reasons: ['drum-length-missing'],
    });
  });
});

describe('quantities as a second holdout wrote them', () => {
  it('multiplies two numbers in a quantity cell: 500*3 is 1,500 m, 3×120 (three runs) 360 m', () => {
    expect(readQuantity({ main: '500*3', unit: '米', bareNumber: true }).metres).toBe(1500);
    expect(readQuantity({ main: '3×120', unit: '米', extra: ['单芯，三根一组'], bareNumber: true }).metres).toBe(360);
  });

  it('reads a thousands group written with a space as one number', () => {
    expect(readQuantity({ main: '1 200', unit: '米', bareNumber: true })).toMatchObject({ metres: 1200, reasons: [] });
    expect(readQuantity({ main: '平 1 200米', bareNumber: true }).metres).toBe(1200);
    // An area before the amount is no thousands group either ("1×25 400米").
    expect(readQuantity({ main: '4乘50加1乘25 400米', bareNumber: true }).metres).toBe(400);
    // A count before a length per coil is no thousands group: 20 coils of 100 m.
    expect(readQuantity({ main: '20 100米/卷', unit: '卷', bareNumber: true }).metres).toBe(2000);
  });

  it('asks when the remarks state another whole amount than the quantity cell (600 beside 2盘×500米)', () => {
    expect(readQuantity({ main: '600', unit: '米', extra: ['2盘×500米'], bareNumber: true })).toMatchObject({
      reasons: ['quantity-ambiguous'],
    });
    expect(readQuantity({ main: '1000', unit: '米', extra: ['2盘×500米'], bareNumber: true }).metres).toBe(1000);
  });

  it('leaves metres no inquiry asks for to the rows (a typed count may be a sample of 0.5 m)', () => {
    expect(readQuantity({ main: '0.5', unit: '米', bareNumber: true }).metres).toBe(0.5);
  });
});

describe('a unit in brackets after the amount, as procurement platforms write it', () => {
  it('reads 1.2(km), 500(米), 20（卷） of building wire and 2(盘) of a drum with no length', () => {
    expect(readQuantity({ main: '1.2(km)', bareNumber: true }).metres).toBe(1200);
    expect(readQuantity({ main: '500(米)', bareNumber: true }).metres).toBe(500);
    expect(readQuantity({ main: '20（卷）', model: 'BV', bareNumber: true }).metres).toBe(2000);
    expect(readQuantity({ main: '2(盘)', model: 'YJV', bareNumber: true }).reasons).toEqual(['drum-length-missing']);
  });
});

describe('amounts in an English mail', () => {
  it('reads drums, rolls and lengths per roll, and each of the colours named', () => {
    expect(readQuantity({ main: '2 drums x 500m', bareNumber: true }).metres).toBe(1000);
    expect(readQuantity({ main: '5 rolls (100m/roll)', model: 'BVR', bareNumber: true }).metres).toBe(500);
    expect(
      readQuantity({ main: 'red/blue/yellow/G-Y, 20 rolls each (100m/roll)', model: 'BV', bareNumber: true }).metres,
    ).toBe(8000);
    expect(readQuantity({ main: '1,500 LM', bareNumber: true }).metres).toBe(1500);
    expect(readQuantity({ main: '850 mtrs', bareNumber: true }).metres).toBe(850);
    // "each" without colours is how much of one: the row's amount is not written.
    expect(readQuantity({ main: '20 rolls each', model: 'BV', bareNumber: true }).metres).toBeUndefined();
  });
});

describe('a fixed-width ERP print', () => {
  it('takes no date or item code for an amount, and a unit standing alone before its amount as its unit', () => {
    const row = { bareNumber: true, ofRow: true };
    expect(readQuantity({ main: '0301000125 电力电缆 米 1,250.00 2025-08-15', ...row }).metres).toBe(1250);
    expect(readQuantity({ main: '千米 2.45 2025-08-20', ...row }).metres).toBe(2450);
    expect(readQuantity({ main: '卷 12.00', model: 'BV', ...row }).metres).toBe(1200);
    // A decimal is no date: 2456.8 m.
    expect(readQuantity({ main: '2456.8', unit: 'm', ...row }).metres).toBe(2456.8);
    expect(readQuantity({ main: '2025.09.12 300米', ...row }).metres).toBe(300);
    // A count typed into a field is read as it is (12345678.5 m is a count, too long for the field).
    expect(readQuantity({ main: '12345678.5', bareNumber: true }).metres).toBe(12345678.5);
  });

  it("reads one piece's length then how many pieces (1.2千米/根 要2根), and half a coil (半卷, 一卷半)", () => {
    expect(readQuantity({ main: '1.2千米/根 要2根', bareNumber: true, ofRow: true }).metres).toBe(2400);
    expect(readQuantity({ main: '300米/根，共3根', bareNumber: true, ofRow: true }).metres).toBe(900);
    // A length per 条 and a count of 根 are not the same pieces: no product is taken.
    expect(readQuantity({ main: '85m/条 6根', bareNumber: true, ofRow: true }).metres).toBeUndefined();
    const rows = readInquiryText(['BV10 半卷', 'BV2.5 一卷半', 'BV4 两卷半', 'BVR 2.5 3盘半'].join('\n'));
    expect(rows.map((r) => [r.model, r.spec, r.count, r.metres])).toEqual([
      ['BV', '1*10', '0.5', 50],
      ['BV', '1*2.5', '1.5', 150],
      ['BV', '1*4', '2.5', 250],
      ['BVR', '1*2.5', '3.5', 350],
    ]);
  });
});
