/** Columns and notations of lists from other trades, markets and systems, row by row. */
import { describe, expect, it } from 'vitest';
import { readInquiryTable, readInquiryText } from '../../src/inquiry';

const HEADER = ['序号', '名称', '规格型号', '单位', '数量', '备注'];

describe('columns and notations of other lists', () => {
  it('takes an approved quantity (核定数量) over the one applied for, and asks where none was approved', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '物资名称', '规格型号', '单位', '申请数量', '核定数量', '备注'],
        ['1', '电力电缆', 'YJV22-0.6/1kV-4×95+1×50', '米', '450', '400', '现场余料50米'],
        ['2', '电力电缆', 'YJV-0.6/1kV-4×10', '米', '150', '', ''],
        ['3', '电线', 'BVR-2.5', '卷', '5', '4', ''],
      ],
    });
    expect(rows.map((r) => [r.spec, r.metres, r.reasons.includes('quantity-missing')])).toEqual([
      ['4*95+1*50', 400, false],
      ['4*10', undefined, true],
      ['1*2.5', 400, false],
    ]);
  });

  it('multiplies the length by cables laid in parallel, 2(3×240+1×120), and asks about a line others supply', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '电缆编号', '型号', '规格', '长度(m)', '备注'],
        ['1', '1WP3', 'YJV-0.6/1kV', '2(3×240+1×120)', '95', '两根并联'],
        ['2', '10W0', 'YJV22-8.7/15kV', '3×240', '650', '供电部门负责施工，不在本次采购范围'],
      ],
    });
    expect(rows.map((r) => [r.spec, r.metres, r.reasons])).toEqual([
      ['3*240+1*120', 190, []],
      ['3*240', 650, ['line-cancelled']],
    ]);
  });

  it("reads a text that writes numbers the continental way (4x1,5 mm², 1.850 m, 0,6/1 kV), Spanish units and Germany's names", () => {
    const rows = readInquiryText(
      [
        '1. Cable de energía Cu/XLPE/PVC 0,6/1 kV, 3x240+1x120 mm² (tipo N2XY) – 1.850 m',
        '2. Cable N2XY 0,6/1 kV 4x70 mm² – 2 bobinas x 500 m',
        '3. Cable NYY 0,6/1 kV 4x16 mm² – 3 rollos de 100 m',
        '4. Control cable 4x1,5 mm² 450/750 V – 1.000 m',
        '5. Cu/XLPE/PVC 0,6/1 kV 1x185 mm² – entre 800 y 1.000 m',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.model, r.spec, r.scope, r.metres])).toEqual([
      ['YJV', '3*240+1*120', '0.6/1kV', 1850],
      ['YJV', '4*70', '0.6/1kV', 1000],
      ['VV', '4*16', '0.6/1kV', 300],
      ['KVV', '4*1.5', '450/750V', 1000],
      ['YJV', '1*185', '0.6/1kV', undefined],
    ]);
  });

  it('keeps a decimal comma before mm² from reading as a structure and an amount (4x1,5 mm² is not 4×1, 5 m)', () => {
    const [row] = readInquiryText('Control cable 4x1,5 mm² 450/750 V – 1 km drum, price 1,200 USD');
    expect(row?.spec ?? '').not.toBe('4*1');
    expect(row?.metres).not.toBe(5);
  });

  it('reads a Japanese 見積依頼書: 型式, サイズ, 単位, 備考, sizes in sq (4C×95sq+1C×50sq) and 300m巻', () => {
    const rows = readInquiryTable({
      rows: [
        ['No.', '品名', '型式', 'サイズ', '数量', '単位', '備考'],
        ['1', '電力ケーブル', 'YJV 0.6/1kV', '4C×95sq+1C×50sq', '350', 'm', ''],
        ['2', '電力ケーブル', 'YJV 0.6/1kV', '3C×150sq+2C×70sq', '2', '巻', '300m巻'],
        ['3', 'ビニル電線', 'BV 450/750V', '2.5sq', '6', '巻', '赤・白・黒 各2巻'],
      ],
    });
    expect(rows.map((r) => [r.model, r.spec, r.metres])).toEqual([
      ['YJV', '4*95+1*50', 350],
      ['YJV', '3*150+2*70', 600],
      ['BV', '1*2.5', 600],
    ]);
  });
  it("reads a monthly plan's 本月计划 beside 合同量 as the amount; a row planned for nothing this month is not asked", () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '材料名称', '规格型号', '单位', '合同量', '累计进场', '本月计划', '剩余量', '计划进场日期'],
        ['1', '电力电缆', 'YJV-4×240+1×120', 'km', '2.400', '1.200', '0.600', '0.600', '2025-10-08'],
        ['2', '电力电缆', 'YJV-4×120+1×70', 'm', '2200', '2200', '', '0', '已进场完毕'],
        ['3', '电线', 'BV-2.5', '卷', '800', '350', '200', '250', ''],
      ],
    });
    expect(rows.map((r) => [r.spec, r.metres])).toEqual([
      ['4*240+1*120', 600],
      ['1*2.5', 20000],
    ]);
  });

  it('reads so many pieces of a length each, in Chinese numerals and after a comma (两根，各180米)', () => {
    const [row] = readInquiryText('4、YJV22-8.7/15kV-3×240　两根，各180米');
    expect([row?.spec, row?.metres]).toEqual(['3*240', 360]);
  });
  it('reads one drum of a length with no count as that length ("– 1 km drum"), never "500m drums"', () => {
    const rows = readInquiryText(['Control cable 4x1.5 mm² 450/750 V – 1 km drum', 'YJV 3x95 500m drums'].join('\n'));
    expect(rows.map((r) => [r.spec, r.metres, r.reasons])).toEqual([
      ['4*1.5', 1000, []],
      ['3*95', undefined, ['quantity-missing']],
    ]);
  });
  it("reads an ERP's three decimals (650.000 beside 1200.000 and 0.350) as decimals, a portal's UOM 单位, and a per-site remark", () => {
    const rows = readInquiryTable({
      rows: [
        ['Line 行号', 'Description (EN)', 'UOM 单位', 'Qty 数量', 'Remarks 备注'],
        ['10', 'Power cable,0.6/1kV,YJV,4x25+1x16mm^2', 'm', '1200.000', ''],
        ['20', 'Power cable,0.6/1kV,YJV,4x95+1x50mm^2', 'm', '650.000', ''],
        ['30', 'Power cable,0.6/1kV,YJV22,3x120+2x70mm^2', 'km', '0.350', ''],
        ['40', 'Grounding cable,450/750V,BVR,1x25mm^2', 'roll', '5.000', '100m/roll'],
        ['50', 'Fire-resistant power cable,0.6/1kV,NH-YJV,4x16mm^2', 'm', '480.000', 'Qty is per site, 3 sites'],
      ],
    });
    expect(rows.map((r) => r.metres)).toEqual([1200, 650, 350, 500, 1440]);
    // Without such cells "1.000" asks: 1 m, or 1,000 m?
    const [lone] = readInquiryTable({ rows: [HEADER, ['1', '电力电缆', 'YJV 4x35+1x16', '米', '1.000', '']] });
    expect(lone?.reasons).toContain('quantity-ambiguous');
  });

  it("takes a quantity survey's 工程量 as the amount, its lengths and runs already in it", () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '回路编号', '电缆型号规格', '水平长度(m)', '垂直长度(m)', '预留长度(m)', '根数', '工程量(m)'],
        ['1', 'WL1~WL6', 'BV-2.5', '35', '3', '1', '18', '702'],
        ['2', 'WP2', 'YJV-4×25+1×16', '30', '4.2', '2', '2', '72.4'],
      ],
    });
    expect(rows.map((r) => [r.spec, r.metres])).toEqual([
      ['1*2.5', 702],
      ['4*25+1*16', 72.4],
    ]);
  });

  it("reads a phone's recognised text: O for 0, l for 1, and asks where digits are lost (米 3 5O, 2乙0)", () => {
    const rows = readInquiryText(
      [
        '序号 材料名称 规格型号 单位 数量 备注',
        'l 电力电缆 YJV-O.6/lkV-4x185+lx95 米 32O 变压器至AA1',
        '4 电力电缆 YJV-5xl6 米 2l5',
        '12 护套线 RVV-3xO.75 米 15O',
        '15 电力电缆 YJV22-3x24O+2x12O 米 1 1OO',
        'l9 电力电缆 VV-3x35+2xl6 米 2乙0',
        '24 电力电缆 YJV-2x4 米 3 5O',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.spec, r.metres])).toEqual([
      ['4*185+1*95', 320],
      ['5*16', 215],
      ['3*0.75', 150],
      ['3*240+2*120', 1100],
      ['3*35+2*16', undefined],
      ['2*4', undefined],
    ]);
  });
  it('reads 备注 beside a 要求到货日期 column, a piece length L=25m/根, and 本次不招，已由总包采购', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '物料名称', '规格型号', '单位', '申请数量', '要求到货日期', '备注'],
        ['1', '铝芯电力电缆', 'YJLV-4×95+1×50', '米', '200', '2025-11-10', '改为240米（9月22日补充）'],
        ['2', '电力电缆', 'ＹＪＶ－４×１６', '根', '4', '2025-10-31', 'L=25m/根'],
        ['3', '电力电缆', 'YJV 4×25+1×16', '米', '2000', '', '本次不招，已由总包采购'],
      ],
    });
    expect(rows.map((r) => [r.metres, r.reasons])).toEqual([
      [240, []],
      [100, []],
      [2000, ['line-cancelled']],
    ]);
  });

  it("reads a supplementary letter's lines: a structure corrected after the cable, an amount changed from one to another, one added to an amount not given", () => {
    const rows = readInquiryText(
      [
        '1. 原第3项 YJV-0.6/1kV-4×185+1×95，数量由420米调整为560米。',
        '2. 原第7项 YJV22-0.6/1kV-3×95+2×50，规格更正为3×120+2×70，数量280米不变。',
        '4. 原第12项 KVV-7×1.5，在原数量基础上增加150米。',
        '还有一公里半的jklyj一千伏的七十平方',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.spec, r.metres])).toEqual([
      ['4*185+1*95', 560],
      ['3*120+2*70', 280],
      ['7*1.5', undefined],
      ['1*70', 1500],
    ]);
  });
  it("reads a Russian buyer's list: GOST names, 0,66 кВ, бухт по 100 м, в бухте, барабана, 1 500 м, a P.S. changing Поз. 3", () => {
    const rows = readInquiryText(
      [
        '1. ВВГ 3х2,5 – 1 500 м',
        '2. ВВГ 4х16 0,66 кВ – 300 м',
        '3. ВВГ 5х6 мм² – 0,5 км',
        '5. АВВГ 4х50 – 1,2 км (铝芯)',
        '7. ПвВГ 4х185+1х95 – 650 м (YJV 4*185+1*95)',
        '10. ВБбШв 4х70 – 210 м (铠装)',
        '13. КВВГ 10х1,5 – 900 м',
        '16. ПВ1 1х2,5 – 20 бухт по 100 м',
        '17. ПВ1 4 мм² – 10 бухт (в бухте 100 м)',
        '19. ПВС 3х1,5 – 500 м',
        'P.S. Поз. 3 – не 5х6, а 5х10 мм², количество то же.',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons.includes('line-cancelled')])).toEqual([
      ['VV', '3*2.5', 1500, false],
      ['VV', '4*16', 300, false],
      ['VV', '5*6', 500, true],
      ['VLV', '4*50', 1200, false],
      ['YJV', '4*185+1*95', 650, false],
      ['VV22', '4*70', 210, false],
      ['KVV', '10*1.5', 900, false],
      ['BV', '1*2.5', 2000, false],
      ['BV', '1*4', 1000, false],
      ['RVV', '3*1.5', 500, false],
      ['VV', '5*10', 500, false],
    ]);
    expect(rows[1]?.scope).toBe('0.6/1kV');
    // A flame-retardant ВВГнг(А)-LS is not the plain VV.
    const [retardant] = readInquiryText('4. ВВГнг(А)-LS 3х1,5 – 2 000 м');
    expect(retardant?.model).not.toBe('VV');
  });
  it("reads a Gulf buyer's WhatsApp list: yards, '1 drum 500 m', '5 coils 100m', 1C PVC and flexible wire, BS6004 before its amount", () => {
    const rows = readInquiryText(
      [
        '3) Cu/XLPE/STA/PVC 4C x 185 mm2 - 1 drum 500 m',
        '6) 1C x 4 mm2 PVC wire BS6004 - 10 coils x 100 yards (5 red 5 black)',
        '8) 1C x 6 mm2 Y/G flexible earth wire - 5 coils 100m',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.model, r.spec, r.metres])).toEqual([
      ['YJV22', '4*185', 500],
      ['BV', '1*4', 914.4],
      ['BVR', '1*6', 500],
    ]);
  });
  it("counts a cable schedule's numbers when its length is one cable's (W101~W112 × 单根长度), less those a remark takes out", () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '电缆编号', '起点', '终点', '型号', '规格', '单根长度(m)', '备注'],
        ['3', 'W101~W112', '1#~12#逆变器', '1#交流汇流箱', 'YJV22-0.6/1kV', '3×70+2×35', '85', ''],
        ['5', 'W121~W124', '汇流箱', '并网柜', 'YJV22-0.6/1kV', '3×240+1×120', '65', '每回路2根并联，编号按回路'],
        ['7', 'W127、W129、W131', '配电屏', '照明箱', 'ZR-YJV-0.6/1kV', '5×10', '55', ''],
        ['8', 'W130', '配电屏', '检修箱', 'ZR-YJV-0.6/1kV', '5×6', '70', ''],
        ['10', 'W136~W140', '配电屏', '立杆箱', 'YJV-0.6/1kV', '3×6', '35', 'W138取消'],
        ['13', '1W1~1W3', '箱变', '开关站', 'YJV22-8.7/15kV', '3×95', '420', ''],
      ],
    });
    expect(rows.map((r) => [r.spec, r.metres, r.reasons])).toEqual([
      ['3*70+2*35', 1020, []],
      ['3*240+1*120', 520, []],
      ['5*10', 165, []],
      ['5*6', 70, []],
      ['3*6', 140, []],
      ['3*95', 1260, []],
    ]);
  });
  it("reads India's 1,00,000, Indonesia's haspel (2 haspel @ 500m), a tender answer deleting an item, 是否采购待定", () => {
    const rows = readInquiryText(
      [
        '14. 1.5 sq.mm single core Cu, PVC insulated, 450/750V (BV) - 1,00,000 Mtrs (1 lakh)',
        'NA2XY 4x150mm 2 haspel @ 500m',
        '答：重复。删除第7项KVV-4×2.5（原300米）；',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.spec, r.metres, r.reasons])).toEqual([
      ['1*1.5', 100000, []],
      ['4*150', 1000, []],
      ['4*2.5', 300, ['line-cancelled']],
    ]);
    const [open] = readInquiryTable({
      rows: [HEADER, ['19', '高压电力电缆', 'YJV-8.7/15kV-3×70', '米', '360', '备用，是否采购待定']],
    });
    expect(open?.reasons).toContain('quantity-ambiguous');
  });
  it('asks which fire class an English FRLS or LSZH beside a plain model means, in a line and in a sheet', () => {
    expect(
      readInquiryText('9. 2XY 4C x 50 sq.mm, FRLS outer sheath - 420 Mtrs').map((r) => [r.model, r.metres, r.reasons]),
    ).toEqual([['YJV', 420, ['model-uncertain']]]);
    expect(
      readInquiryTable({
        rows: [HEADER, ['1', 'Power cable', 'YJV-0.6/1kV-4×25', 'm', '300', 'LSZH sheath']],
      }).map((r) => [r.model, r.metres, r.reasons]),
    ).toEqual([['YJV', 300, ['model-uncertain']]]);
  });
});
