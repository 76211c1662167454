/**
 * Forms from inquiries written apart from the parser (corpus/holdout): each either reads right or goes to review,
 * never a wrong quantity shown as certain, and totals and information rows never become items.
 */
import { describe, expect, it } from 'vitest';
import { readInquiryTable, readInquiryText, readQuantity } from '../../src/inquiry';

const quantity = (main: string, unit = '') => readQuantity({ main, unit, model: 'YJV', bareNumber: true });

describe('quantities written as products and in Chinese numerals', () => {
  it.each([
    ['150米×2根', '米', 300],
    ['500米/盘×4盘', '', 2000],
    ['2×500m', '', 1000],
    ['2 x 500 米', '', 1000],
    ['两盘，一盘500米', '', 1000],
    ['三盘，每盘300米', '', 900],
  ])('%s is %s metres', (main, unit, metres) => {
    expect(quantity(main, unit)).toMatchObject({ metres, reasons: [] });
  });

  it('reads 十二卷 of building wire as twelve 100 m coils', () => {
    expect(readQuantity({ main: '十二卷', model: 'BV', bareNumber: true })).toMatchObject({
      count: '12',
      metres: 1200,
    });
  });

  it('reads a WeChat line with 两盘，一盘500米 as 1000 m', () => {
    const [row] = readInquiryText('6. YJLV 4×150+1×70 两盘，一盘500米');
    expect(row).toMatchObject({ model: 'YJLV', spec: '4*150+1*70', metres: 1000, reasons: [] });
  });

  it('does not take "一个" in prose as a quantity', () => {
    expect(readInquiryText('我是小陈，发您一个电缆的询价，帮忙看下价格，谢谢')).toEqual([]);
  });
});

describe('lines and rows a person must look at', () => {
  it('sends two cables on one line to review', () => {
    const [row] = readInquiryText('5. BV2.5、BV4各10卷');
    expect(row!.reasons).toContain('quantity-ambiguous');
    expect(row!.metres).toBeUndefined();
  });

  it('keeps a numbered request with a quantity and no catalogue model, as model-unknown', () => {
    const [row] = readInquiryText('6. 网线 超五类 5箱');
    expect(row).toMatchObject({ count: '5', unit: '箱', reasons: expect.arrayContaining(['model-unknown']) });
  });

  it('flags a 材质 cell that names the other metal than the model', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '品名', '规格型号', '材质', '单位', '数量'],
        ['7', '电力电缆', 'YJV-4×95+1×50', '铝', '米', '300'],
        ['8', '电力电缆', 'YJLV-4×95+1×50', '铝', '米', '200'],
        ['9', '电力电缆', 'YJV-4×70+1×35', '铜', '米', '100'],
      ],
    });
    expect(rows.map((r) => r.reasons)).toEqual([['model-uncertain'], [], []]);
  });
});

describe('totals and information rows', () => {
  it('skips 小计：, 合计 after the number, 小计（km） and 以上合计 in any column', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '品名', '规格型号', '单位', '数量'],
        ['1', '电力电缆', 'YJV-3×95+1×50', '米', '300'],
        ['', '小计：', '', '', '3940'],
        ['', '', '', '13180', '合计'],
        ['小计（km）', '', '', '', '112.13'],
        ['以上合计', '', '', '', '6215'],
      ],
    });
    expect(rows.map((r) => r.line)).toEqual([2]);
  });

  it('skips a pasted total line "\\t\\t6,215\\t合计\\t"', () => {
    const text = '数量（米）\t型号\t规格\t备注\n300\tYJV\t3×95+1×50\t\n\t\t6,215\t合计\t\n';
    expect(readInquiryText(text).map((r) => r.line)).toEqual([2]);
  });

  it('skips label：value rows without a cable', () => {
    const rows = readInquiryTable({
      rows: [
        ['需求单位：XX县供电公司', '计划编号：PW-2025-011'],
        ['序号', '品名', '规格型号', '单位', '数量'],
        ['1', '电力电缆', 'YJV-3×95+1×50', '米', '300'],
      ],
    });
    expect(rows.map((r) => r.line)).toEqual([3]);
    expect(readInquiryText('需求单位：XX县供电公司\nYJV 3×95+1×50 300米')).toHaveLength(1);
  });
});
