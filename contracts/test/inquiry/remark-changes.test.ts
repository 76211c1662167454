import { describe, expect, it } from 'vitest';
import { readInquiryTable, readInquiryText } from '../../src/inquiry';

const HEADER = ['序号', '名称', '规格型号', '单位', '数量', '备注'];
const read = (rows: string[][]) =>
  readInquiryTable({ rows: [HEADER, ...rows] }).map((r) => [r.model, r.spec, r.metres, r.reasons]);

describe("a row's own remark", () => {
  it('adds what it says to the amount: a share, more of the unit, floors and runs alike, stock taken off', () => {
    expect(
      read([
        ['1', '电力电缆', 'YJV-0.6/1kV-4×120+1×70', '米', '380', '按图纸量+5%损耗'],
        ['2', '电力电缆', 'YJV-0.6/1kV-4×70+1×35', '米', '500', '另加10%'],
        ['3', '电线', 'BV-4', '卷', '20', '另加5卷备用'],
        ['4', '电力电缆', 'YJV-0.6/1kV-5×10', '米', '140', '为单层用量，1-4层相同'],
        ['5', '电力电缆', 'YJV-0.6/1kV-1×185', '米', '65', '单根长度，共4根'],
        ['6', '电力电缆', 'YJV-0.6/1kV-3×50+2×25', '米', '800', '库存有200米，按差额采购'],
        ['7', '护套线', 'RVV-2×1.5', '卷', '8', '每卷按200米'],
        ['8', '电力电缆', 'YJV-0.6/1kV-4×25+1×16', '米', '300', '含5%损耗'],
      ]),
    ).toEqual([
      ['YJV', '4*120+1*70', 399, []],
      ['YJV', '4*70+1*35', 550, []],
      ['BV', '1*4', 2500, []],
      ['YJV', '5*10', 560, []],
      ['YJV', '1*185', 260, []],
      ['YJV', '3*50+2*25', 600, []],
      ['RVV', '2*1.5', 1600, []],
      ['YJV', '4*25+1*16', 300, []],
    ]);
  });

  it('changes the cable or the amount it names, and asks when the amount is open, a share unsaid or drums not whole', () => {
    expect(
      read([
        ['1', '电力电缆', 'YJV-0.6/1kV-4×50+1×25', '米', '300', '改为4×70+1×35，数量不变'],
        ['2', '电力电缆', 'YJLV-0.6/1kV-4×185+1×95', '米', '240', '（手写）改铜芯YJV'],
        ['3', '电力电缆', 'YJV22-0.6/1kV-4×35+1×16', '米', '260', '改为不铠装的，YJV-4×35+1×16，数量不变'],
        ['4', '电力电缆', 'YJV-0.6/1kV-4×185+1×95', '米', '300', '数量改为360米，单价能否到560'],
        ['5', '架空线', 'JKLYJ-10kV-1×95', '米', '1500', '改为1.8千米'],
        ['6', '布电线', 'BV-450/750V-1×4', '卷', '40', '改成30卷'],
        ['7', '控制电缆', 'KVV-14×1.5', '米', '260', '数量待设计确认，先报单价'],
        ['8', '电力电缆', 'YJV-0.6/1kV-4×25+1×16', '米', '1200', '需整盘，每盘500米'],
        ['9', '电力电缆', 'YJV-0.6/1kV-4×16', '米', '90', '取消，改用母线'],
        ['10', '电力电缆', 'YJV-0.6/1kV-4×16', '米', '90', '损耗按3%'],
      ]),
    ).toEqual([
      ['YJV', '4*70+1*35', 300, []],
      ['YJV', '4*185+1*95', 240, []],
      ['YJV', '4*35+1*16', 260, []],
      ['YJV', '4*185+1*95', 360, []],
      ['JKLYJ', '1*95', 1800, []],
      ['BV', '1*4', 3000, []],
      ['KVV', '14*1.5', undefined, ['quantity-ambiguous']],
      ['YJV', '4*25+1*16', undefined, ['quantity-ambiguous']],
      ['YJV', '4*16', 90, ['line-cancelled']],
      ['YJV', '4*16', undefined, ['quantity-ambiguous']],
    ]);
  });
  it('takes the real length a remark gives beside a placeholder amount, and asks when it says to price by one not given', () => {
    expect(
      read([
        ['1', '铠装电缆', 'YJV22-3×120+1×70', '米', '1', '实际约260米，按实际长度报价'],
        ['2', '电力电缆', 'YJV-4×35+1×16', '米', '1', '按实际长度报价'],
        ['3', '电力电缆', 'YJV-4×25+1×16', '米', '100', '实际需要0.3千米'],
      ]),
    ).toEqual([
      ['YJV22', '3*120+1*70', 260, []],
      ['YJV', '4*35+1*16', undefined, ['quantity-ambiguous']],
      ['YJV', '4*25+1*16', 300, []],
    ]);
  });

  it('takes what a plan says is bought after stock (利库0.3km，实际采购0.9km), and asks when the cable or a new amount waits on someone', () => {
    expect(
      read([
        ['170', '电力电缆', 'YJV22-0.6/1kV 4×95+1×50', 'KM', '1.200', '利库0.3km，实际采购0.9km'],
        ['240', '电力电缆', 'YJV22-8.7/15kV 3×150', 'KM', '0.800', '截面待设计院确认（3×150或3×185）'],
        ['9', '电力电缆', 'YJV-0.6/1kV-4×70+1×35', '米', '450', '图纸变更后应为520米，等设计院回复'],
        ['3', '电力电缆', 'YJV-0.6/1kV-4×70+1×35', '米', '450', '已含10%损耗'],
      ]),
    ).toEqual([
      ['YJV22', '4*95+1*50', 900, []],
      ['YJV22', '3*150', 800, ['spec-ambiguous']],
      ['YJV', '4*70+1*35', undefined, ['quantity-ambiguous']],
      ['YJV', '4*70+1*35', 450, []],
    ]);
  });

  it('reads a remark marked in 【】 in a column with no header, as a quotation sent back writes it', () => {
    const rows = readInquiryText(
      [
        '序号\t名称\t型号规格\t单位\t数量\t单价(元)\t金额(元)',
        '1\t电力电缆\tYJV-0.6/1kV-4×185+1×95\t米\t300\t586.00\t175,800.00\t【数量改为360米，单价能否到560】',
        '2\t耐火电缆\tNH-YJV-0.6/1kV-4×25+1×16\t米\t150\t118.60\t17,790.00\t【取消，改由消防单位自购】',
        '3\t软电线\tBVR-450/750V-1×10\t米\t300\t9.60\t2,880.00\t【改成1×16，米数不变】',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['YJV', '4*185+1*95', 360, []],
      ['NH-YJV', '4*25+1*16', 150, ['line-cancelled']],
      ['BVR', '1*16', 300, []],
    ]);
  });
});
