import { describe, expect, it } from 'vitest';
import { readInquiryTable, readInquiryText } from '../../src/inquiry';

const header = ['序号', '名称', '型号规格', '单位', '数量', '备注'];

describe('notes that change items by their number', () => {
  it("does what the notes under a sheet's table say to the rows they name", () => {
    const rows = [
      header,
      ['1', '电力电缆', 'YJV-0.6/1kV-4×95+1×50', '米', '300', ''],
      ['2', '阻燃电缆', 'ZR-YJV-5×10', 'm', '640', '见注1'],
      ['3', '铠装电缆', 'YJV22-0.6/1kV-4×120+1×70', 'm', '530', '见说明3'],
      ['4', '阻燃电力电缆', 'ZC-YJV-0.6/1kV-4×50+1×25', '米', '260', ''],
      ['5', '电力电缆', 'YJV-0.6/1kV-4×25+1×16', '米', '180', ''],
      ['6', '电力电缆', 'YJV-0.6/1kV-4×16+1×10', '米', '90', '见注5'],
      ['注：'],
      ['1. 第2项是消防回路，请按耐火电缆 NH-YJV 报价，规格不变；'],
      ['2. 第3项数量按600米报价（原530米为初设工程量）。'],
      ['3. 第4项规格更正为ZC-YJV-0.6/1kV-4×70+1×35，数量不变；'],
      ['4. 第5项已取消，不用报。'],
    ];
    expect(readInquiryTable({ rows }).map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [2, 'YJV', '4*95+1*50', 300, []],
      [3, 'NH-YJV', '5*10', 640, []],
      // The amount note is the item now, at its amount; the row it corrects no longer what is asked.
      [4, 'YJV22', '4*120+1*70', 530, ['line-cancelled']],
      [5, 'ZC-YJV', '4*50+1*25', 260, ['line-cancelled']],
      [6, 'YJV', '4*25+1*16', 180, ['line-cancelled']],
      // A pointer to a note that is not there: which change is meant is for a person to say.
      [7, 'YJV', '4*16+1*10', 90, ['note-changes-row']],
      [10, 'YJV22', '4*120+1*70', 600, []],
      [11, 'ZC-YJV', '4*70+1*35', 260, []],
    ]);
  });

  it("keeps an item's own row that names another item, and changes nothing for an item not on the list", () => {
    const rows = [
      header,
      ['7', '电力电缆', 'YJV-4×50+1×25', '米', '300', '已取消'],
      ['8', '电力电缆', 'YJV-4×70+1×35', '米', '300', '替换第7项'],
      ['说明：第21项数量按500米报价。'],
    ];
    expect(readInquiryTable({ rows }).map((r) => [r.line, r.spec, r.metres, r.reasons])).toEqual([
      [2, '4*50+1*25', 300, ['line-cancelled']],
      [3, '4*70+1*35', 300, []],
    ]);
  });

  it("reads a message's notes under its markdown table, a note without a change as no row", () => {
    const text = [
      '| 序号 | 名称 | 型号规格 | 单位 | 数量 | 备注 |',
      '| --- | --- | --- | --- | --- | --- |',
      '| 6 | 阻燃电缆 | ZR-YJV-5×10 | m | 640 | 见注1 |',
      '| 9 | 电线 | BV-2.5 | 卷 | 20 |  |',
      '| 10 | 电线 | BV-4 | 卷 | 10 |  |',
      '注：',
      '1. 第6项是消防回路，请按耐火电缆 NH-YJV 报价，规格不变；',
      '2. 第9、10项电线每卷100米，颜色按规范配；',
    ].join('\n');
    expect(readInquiryText(text).map((r) => [r.line, r.model, r.spec, r.metres])).toEqual([
      [3, 'NH-YJV', '5*10', 640],
      [4, 'BV', '1*2.5', 2000],
      [5, 'BV', '1*4', 1000],
    ]);
  });
  it('takes a later note on an item over an earlier one, with the amount it gives (米数改成), after a clause in a chat', () => {
    const rows = readInquiryText(
      [
        '1、YJV-0.6/1kV-4×185+1×95　320米',
        '2、YJV-0.6/1kV-4×120+1×70　450米',
        '第2项改一下，换成4×150+1×70的，米数不变',
        '刚跟甲方确认了，第2项还是用回4×120+1×70，米数改成480米',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.line, r.spec, r.metres, r.reasons])).toEqual([
      [1, '4*185+1*95', 320, []],
      [2, '4*120+1*70', 450, ['line-cancelled']],
      [3, '4*150+1*70', 450, ['line-cancelled']],
      [4, '4*120+1*70', 480, []],
    ]);
  });
  it("does what a WhatsApp message's correction says to the item it names ('item 4) is 4C x 25 not 16, same qty')", () => {
    const rows = readInquiryText(
      [
        '24/09/2025, 09:12 - Faisal Alqahtani: Please quote:',
        '4) Cu/PVC/PVC 4C x 16 mm2 - 300m',
        '24/09/2025, 09:31 - Faisal Alqahtani: Sorry brother item 4) is 4C x 25 not 16, same qty',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [2, 'VV', '4*16', 300, ['line-cancelled']],
      [3, 'VV', '4*25', 300, []],
    ]);
  });
  it("takes out the 接龙 entry a later entry withdraws (10. 一工区 张建军 第2条撤回), after the entry's number and names", () => {
    const rows = readInquiryText(
      [
        '#接龙',
        '1. 一工区 张建军 YJV-4×95+1×50 260米',
        '2. 一工区 张建军 BV2.5 5卷',
        '3. 二工区 李海涛 KVV 10×1.5 300米',
        '4. 一工区 张建军 第2条撤回，仓库还有',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [2, 'YJV', '4*95+1*50', 260, []],
      [3, 'BV', '1*2.5', 500, ['line-cancelled']],
      [4, 'KVV', '10*1.5', 300, []],
    ]);
  });
  it("does each clause of a buyer's message to the item it names: 第3项要阻燃的（ZR），第6项先不要了, over a shop's records", () => {
    const rows = readInquiryText(
      [
        '商品3：YJV 4*35+1*16 铜芯电力电缆',
        '规格：默认',
        '数量：180 米',
        '━━━━━━━━━━',
        '商品6：RVV护套线 白色',
        '规格：3*1.0 100米/卷',
        '数量：5 卷',
        '━━━━━━━━━━',
        '买家留言：第3项要阻燃的（ZR），第6项先不要了，都含税含运到嘉兴。',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [1, 'ZR-YJV', '4*35+1*16', 180, []],
      [5, 'RVV', '3*1', 500, ['line-cancelled']],
    ]);
  });
});
