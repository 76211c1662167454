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
  ])('%s (unit %s) is %s metres', (main, unit, metres) => {
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

describe('a procurement system’s comma-separated 物料描述', () => {
  const plan = readInquiryTable({
    rows: [
      ['XX供电公司2025年第一批配网物资需求计划'],
      ['需求单位：XX县供电公司', '', '', '', '', '计划编号：PW-2025-011'],
      ['行号', '物料编码', '物料描述', '计量单位', '需求数量', '需求日期', '备注'],
      ['30', '500108321', '低压电力电缆,YJV,铜,1kV,4×240+1×120,22,普通', 'km', '0.36', '2025-05-15'],
      ['50', '500021345', '布电线,BV,铜,2.5mm2,450/750V', 'm', '3000', '2025-04-20'],
      ['90', '500011234', '架空绝缘导线,AC10kV,JKLYJ,120', 'km', '2.4', '2025-04-30'],
      [],
      ['130', '', '电力电缆 YJV-0.6/1kV-3×25+1×16', 'm', '450', '2025-05-30', '新增'],
    ],
  });

  it('reads the description as model and spec, the quantity from 需求数量 (not 行号 or 物料编码)', () => {
    expect(plan.map((r) => [r.line, r.model, r.spec, r.scope, r.metres])).toEqual([
      [4, 'YJV22', '4*240+1*120', '1kV', 360],
      [5, 'BV', '1*2.5', '450/750V', 3000],
      [6, 'JKLYJ', '1*120', '10kV', 2400],
      [8, 'YJV', '3*25+1*16', '0.6/1kV', 450],
    ]);
  });

  it('reads 4平方BV线 as BV 1*4', () => {
    expect(readInquiryText('2. 4平方BV线 20卷')[0]).toMatchObject({ model: 'BV', spec: '1*4', metres: 2000 });
  });
});

describe('merged cells', () => {
  it('gives a model and voltage merged down a column to each row of the range, a merged title to none', () => {
    const rows = readInquiryTable({
      rows: [
        ['光伏电站电缆采购清单'],
        ['序号', '型号', '电压等级', '规格', '长度(km)'],
        ['1', 'YJV', '26/35kV', '1×185', '2.65'],
        ['2', '', '', '1×300', '1.08'],
        ['3', 'KVV', '450/750V', '7×1.5', '0.8'],
      ],
      merges: [
        { top: 0, left: 0, bottom: 0, right: 4 },
        { top: 2, left: 1, bottom: 3, right: 1 },
        { top: 2, left: 2, bottom: 3, right: 2 },
      ],
    });
    expect(rows.map((r) => [r.line, r.model, r.scope, r.spec, r.metres])).toEqual([
      [3, 'YJV', '26/35kV', '1*185', 2650],
      [4, 'YJV', '26/35kV', '1*300', 1080],
      [5, 'KVV', '450/750V', '7*1.5', 800],
    ]);
  });
});

describe('pieces with their length, and lengths to add', () => {
  it('reads 6 根 with 每根85米 in the remarks as 510 m, and 根 without a length as unit-unknown', () => {
    expect(readQuantity({ main: '6', unit: '根', extra: ['每根85米'], model: 'YJV', bareNumber: true })).toMatchObject({
      metres: 510,
      reasons: [],
    });
    expect(quantity('6', '根')).toMatchObject({ reasons: ['unit-unknown'] });
  });

  it('adds 300+250+120 typed in a metres cell', () => {
    expect(quantity('300+250+120', '米')).toMatchObject({ metres: 670, reasons: [] });
  });
});

describe("a shop's records, drums beside a length, a line changing an earlier line's cable", () => {
  it("reads a mini-program's record written a field a line (商品 / 规格 / 数量 / 备注) as one item", () => {
    const rows = readInquiryText(
      [
        '【询价清单】来自小程序',
        '商品1：国标铜芯YJV电力电缆 0.6/1KV',
        '规格：4芯95平方+1芯50平方',
        '数量：320 米',
        '━━━━━━━━━━',
        '商品2：BV铜芯硬线 家装国标电线',
        '规格：2.5平方 红色 100米/卷',
        '数量：10 卷',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [2, 'YJV', '4*95+1*50', 320, []],
      [6, 'BV', '1*2.5', 1000, []],
    ]);
  });
  it('asks where 盘长 × 盘数 does not make the length, and takes their product where no length is written', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '型号', '额定电压', '规格(mm²)', '长度(km)', '盘长(m)', '盘数'],
        ['1', 'YJV22', '8.7/15kV', '3×300', '4.200', '700', '6'],
        ['2', 'YJV22', '0.6/1kV', '4×185+1×95', '3.000', '500', '5'],
        ['3', 'JKLYJ', '10kV', '1×185', '—', '1000', '3'],
      ],
    });
    expect(rows.map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [2, 'YJV22', '3*300', 4200, []],
      [3, 'YJV22', '4*185+1*95', undefined, ['quantity-ambiguous']],
      [4, 'JKLYJ', '1*185', 3000, []],
    ]);
  });
  it.each([
    ['YJV 4×16改为4×25，数量不变', 'YJV 4×16 200米'],
    ['YJV 4x16 change to 4x25, same qty', 'YJV 4x16 200m'],
    ['Maaf bu, NYY 4x16 ganti jadi 4x25, jumlah sama', 'Kabel NYY 4x16mm 0,6/1kV 200 meter'],
  ])(
    'takes "%s" as the new cable with the amount of the line it changes, that line no longer asked',
    (change, first) => {
      const rows = readInquiryText([first, 'BV 2.5 10卷', change].join('\n'));
      expect(rows.map((r) => [r.line, r.spec, r.metres, r.reasons])).toEqual([
        [1, '4*16', undefined, ['quantity-ambiguous', 'line-cancelled']],
        [2, '1*2.5', 1000, []],
        [3, '4*25', 200, []],
      ]);
    },
  );
  it('leaves the new cable without an amount when the change does not keep one', () => {
    const rows = readInquiryText(['YJV 4×16 200米', 'YJV 4×16改为4×25'].join('\n'));
    expect(rows.map((r) => [r.line, r.spec, r.metres, r.reasons])).toEqual([
      [1, '4*16', undefined, ['quantity-ambiguous', 'line-cancelled']],
      [2, '4*25', undefined, ['quantity-missing']],
    ]);
  });
  it("leaves a 接龙's example line out and reads 同1 as entry 1's cable with the line's own amount (not 1,120)", () => {
    const rows = readInquiryText(
      [
        '#接龙',
        '格式：工区 姓名 型号规格 数量',
        '例 X工区 张三 YJV 4×25+1×16 100米',
        '1. 一工区 张建军 YJV-4×95+1×50 260米',
        '2. 二工区 李海涛 同1，120米',
        '3. 例行检修 BV2.5 3卷',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [4, 'YJV', '4*95+1*50', 260, []],
      [5, 'YJV', '4*95+1*50', 120, []],
      [6, 'BV', '1*2.5', 300, []],
    ]);
  });
  it("reads a dealer's order sheet: 包装 gives the drum's length, a row left blank (or 0) is not ordered when the sheet says so", () => {
    const rows = readInquiryTable({
      rows: [
        ['库存及订货表'],
        ['请在“订货数量”栏填写，未填视为不订。'],
        ['序号', '品名', '型号规格', '单位', '包装', '库存', '订货数量'],
        ['一、布电线（100米/卷）'],
        ['1', '铜芯聚氯乙烯绝缘电线', 'BV 1.5', '卷', '100米/卷', '326', '20'],
        ['2', '铜芯聚氯乙烯绝缘电线', 'BV 4', '卷', '100米/卷', '208', ''],
        ['3', '交联电力电缆', 'YJV 4×50+1×25', '米', '500米/盘', '1000', '1盘'],
        ['4', '控制电缆', 'KVV 4×1.5', '米', '200米/卷', '1600', '2卷'],
        ['5', '聚氯乙烯电缆', 'VV 3×2.5', '米', '100米/卷', '2000', '0'],
      ],
    });
    expect(rows.map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [5, 'BV', '1*1.5', 2000, []],
      [7, 'YJV', '4*50+1*25', 500, []],
      [8, 'KVV', '4*1.5', 400, []],
    ]);
  });
  it("never quotes a tender Q&A's question: one with no amount is no row, one with a number asks", () => {
    const rows = readInquiryText(
      [
        '问4：第7项KVV-4×2.5与第8项KVVP-4×2.5用途相同，是否重复？',
        '问6：第12项YJV22-8.7/15kV-3×240数量栏为“1.2”，单位栏空白，请明确单位是千米还是米。',
        '问7：第15项JKLYJ-10kV-1×185的数量是否已包含施工损耗及备用量？',
      ].join('\n'),
    );
    // (The second cable of question 4, KVVP-4×2.5, leaves it a number to ask about.)
    expect(rows.map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [1, 'KVV', '4*2.5', undefined, ['quantity-ambiguous']],
      [2, 'YJV22', '3*240', undefined, ['quantity-ambiguous']],
    ]);
  });
  it("takes an answer's amount for the question's cable (问…“1.2”… then 答：单位为千米，即1200米), an amount restated in metres", () => {
    const rows = readInquiryText(
      [
        '问6：第12项YJV22-8.7/15kV-3×240数量栏为“1.2”，单位栏空白，请明确单位是千米还是米。',
        '答：单位为千米，即1200米。',
        'BV-1×4 共50卷，即5000米',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [1, 'YJV22', '3*240', undefined, ['quantity-ambiguous']],
      [2, 'YJV22', '3*240', 1200, []],
      [3, 'BV', '1*4', 5000, []],
    ]);
  });
});

describe("a thirteenth holdout's notations", () => {
  const read = (lines: string[]) =>
    readInquiryText(lines.join('\n')).map((r) => [r.line, r.model, r.spec, r.metres, r.reasons]);

  it("reads a Brazilian mail: lances de, rolos, entre … e, and the newer mail's Item 4: o correto é … / Item 9: cancelado", () => {
    expect(
      read([
        'Item 4: o correto é YJV 0,6/1kV 3x150+2x70 mm², mesma quantidade (480 m).',
        'Item 9: cancelado.',
        '3) Cabo YJV 1x240 mm² — 4 lances de 85 m',
        '4) Cabo YJV 3x150+1x70 mm² – 480 m',
        '9) Cabo de controle KVV 7x1,5 mm² – 850 m',
        '12) Fio BV 4 mm² verde/amarelo – 12 rolos',
        '13) Cabo flexível BVR 10 mm² – entre 300 e 400 m',
      ]),
    ).toEqual([
      [3, 'YJV', '1*240', 340, []],
      [4, 'YJV', '3*150+1*70', 480, ['line-cancelled']],
      [5, 'KVV', '7*1.5', 850, ['line-cancelled']],
      [6, 'BV', '1*4', 1200, []],
      [7, 'BVR', '1*10', undefined, ['quantity-ambiguous']],
      [1, 'YJV', '3*150+2*70', 480, []],
    ]);
  });
  it('reads a Hong Kong chat: 千二, 百五, 廿五, 卅, 轆, 單芯, 改做 … 數量唔變, and 嗰條 pointing at an earlier cable', () => {
    expect(
      read([
        'YJV 4C 185平方+1C 95 要千二米',
        'YJV 4x25+1x16 百五米',
        'YJV 單芯240 要8條，每條廿五米',
        'BV 2.5 紅黑藍 各5轆',
        'YJV 3C 50平方 卅米',
        '4x25嗰條改做 YJV 4x35+1x16 啦，數量唔變',
        'YJV 4C185 嗰條今次先落一半，六百米，其餘下個月再落單',
      ]),
    ).toEqual([
      [1, 'YJV', '4*185+1*95', undefined, ['quantity-ambiguous']],
      [2, 'YJV', '4*25+1*16', undefined, ['quantity-ambiguous', 'line-cancelled']],
      [3, 'YJV', '1*240', 200, []],
      [4, 'BV', '1*2.5', 1500, []],
      [5, 'YJV', '3*50', 30, []],
      [6, 'YJV', '4*35+1*16', 150, []],
      [7, 'YJV', '4*185+1*95', 600, []],
    ]);
  });
  it('asks about every line above a share added to them all (以上每項再加一成)', () => {
    expect(read(['YJV 4×120+1×70　450公尺', 'KVV 4×1.5　2,000公尺', '以上每項再加一成（損耗）'])).toEqual([
      [1, 'YJV', '4*120+1*70', undefined, ['quantity-ambiguous']],
      [2, 'KVV', '4*1.5', undefined, ['quantity-ambiguous']],
    ]);
  });
  it("reads a note's tables drawn with ｜ per building, its subtotals as none, and a fire class for one building's YJV", () => {
    expect(
      read([
        '一、1#楼（教学楼）',
        '序号｜型号     ｜规格             ｜数量      ｜备注',
        ' 3  ｜yjv      ｜5×10             ｜二百三    ｜厨房',
        '1#楼小计：电缆3种 约625米',
        '二、2#楼（综合楼）',
        ' 1  ｜YJV      ｜４×１５０＋１×７０      ｜320米     ｜',
        ' 4  ｜YJV22    ｜4×70+1×35（凯装）｜95米      ｜埋地',
        '备注：',
        '1. 2#楼的YJV全部改成阻燃的（ZR-YJV），甲方要求',
      ]),
    ).toEqual([
      [3, 'YJV', '5*10', 230, []],
      [6, 'ZR-YJV', '4*150+1*70', 320, []],
      [7, 'YJV22', '4*70+1*35', 95, ['model-uncertain']],
    ]);
  });
  it('multiplies so long for each by how many (每部电梯75米，共2部)', () => {
    expect(read(['2. 电梯电源采用ZC-YJV-0.6/1kV-5×16，每部电梯75米，共2部。'])).toEqual([
      [1, 'ZC-YJV', '5*16', 150, []],
    ]);
  });
});

describe("a fourteenth holdout's forms", () => {
  const read = (rows: string[][]) =>
    readInquiryTable({ rows }).map((r) => [r.line, r.model, r.spec, r.metres, r.reasons]);

  it('quotes the 本次增加 of a change list, not its 变更后数量; a negative, blank or #REF! addition asks', () => {
    const header = ['序号', '材料名称', '型号规格', '单位', '原设计量', '本次增加(+)', '减少(−)', '变更后数量', '备注'];
    expect(
      read([
        header,
        ['1', '电力电缆', 'YJV-0.6/1kV-4×95+1×50', 'm', '420', '180', '', '600', ''],
        ['4', '电线', 'BV-4', 'm', '1200', '600', '200', '1600', ''],
        ['5', '电线', 'BV-2.5', '卷', '30', '12', '', '42', ''],
        ['13', '阻燃电缆', 'ZR-YJV-0.6/1kV-5×10', 'm', '180', '-60', '', '120', ''],
        ['14', '电力电缆', 'YJV-0.6/1kV-4×50+1×25', 'm', '300', '', '100', '200', ''],
        ['15', '电力电缆', 'YJV-0.6/1kV-4×35+1×16', 'm', '200', '#REF!', '', '#REF!', ''],
        ['16', '电力电缆', 'YJV-0.6/1kV-4×120+1×70', 'm', '300', '45', '', '#REF!', ''],
      ]),
    ).toEqual([
      [2, 'YJV', '4*95+1*50', 180, []],
      [3, 'BV', '1*4', 600, []],
      [4, 'BV', '1*2.5', 1200, []],
      [5, 'ZR-YJV', '5*10', undefined, ['quantity-ambiguous']],
      [6, 'YJV', '4*50+1*25', undefined, ['quantity-missing']],
      [7, 'YJV', '4*35+1*16', undefined, ['quantity-missing']],
      [8, 'YJV', '4*120+1*70', 45, []],
    ]);
  });

  it("reads a materials plan's 备注, not its 技术标准/要求, as the remark; an amount that holds its spare as written", () => {
    const header = ['行号', '物资编码', '物资名称', '规格型号', '技术标准/要求', '计量单位', '需求数量', '备注'];
    expect(
      read([
        header,
        [
          '320',
          '0302010105',
          '电力电缆',
          'YJV22-8.7/15kV 3×95',
          'GB/T 12706.3',
          'KM',
          '1.200',
          '与行号10重复提报，作废',
        ],
        ['330', '0302020110', '电力电缆', 'YJV22-0.6/1kV 4×70+1×35', '', 'KM', '1.2（含备用0.2）', ''],
      ]),
    ).toEqual([
      [2, 'YJV22', '3*95', 1200, ['line-cancelled']],
      [3, 'YJV22', '4*70+1*35', 1200, []],
    ]);
  });

  it('does what a note after its number says to an item, by a BOQ number too: deleted, and a quantity revised (the note is the item)', () => {
    const header = ['Item', 'Description', 'Unit', 'Qty'];
    expect(
      read([
        header,
        ['1.6', 'CV 0.6/1kV (IEC 60502-1) 4/C 35 sq.mm', 'm', '280'],
        ['2.5', 'THW (60227 IEC 01) 1/C 10 sq.mm', 'm', '1,100'],
        ['2.6', 'THW 1/C 16 sq.mm', 'm', '640'],
        ['Notes:'],
        ['1. Item 1.6 deleted as per Addendum No. 2 (feeder to DB-3F cancelled).'],
        ['2. Item 2.5: quantity revised from 1,100 m to 1,350 m (THW 1/C 10 sq.mm).'],
      ]),
    ).toEqual([
      [2, 'YJV', '4*35', 280, ['line-cancelled']],
      [3, 'BV', '1*10', 1100, ['line-cancelled']],
      // THW without its standard may be America's THW(-90), not BV: a suggestion.
      [4, 'BV', '1*16', 640, ['model-uncertain']],
      [7, 'BV', '1*10', 1350, []],
    ]);
    expect(
      read([
        ['序号', '型号规格', '单位', '本次增加(+)', '减少(−)'],
        ['24', 'YJV-0.6/1kV-4×16', 'm', '80', '30'],
        ['3. 第24项本次增加应为100米（表内笔误），减少30米不变。'],
      ]),
    ).toEqual([
      [2, 'YJV', '4*16', 80, ['line-cancelled']],
      [3, 'YJV', '4*16', 100, []],
    ]);
  });

  it('asks about a row the sheet hides, and a row whose cell note would change it', () => {
    const rows = [
      ['序号', '型号规格', '单位', '数量'],
      ['1', 'YJV-0.6/1kV-4×120+1×70', '米', '450'],
      ['2', 'YJV-0.6/1kV-4×95+1×50', '米', '280'],
      ['3', 'YJV-0.6/1kV-4×70+1×35', '米', '300'],
    ];
    const notes = [
      { row: 2, column: 1, text: '直埋段，业主要求改YJV22铠装' },
      { row: 3, column: 3, text: '已含10%损耗' },
    ];
    expect(readInquiryTable({ rows, hidden: [1], notes }).map((r) => [r.line, r.model, r.metres, r.reasons])).toEqual([
      [2, 'YJV', 450, ['row-hidden']],
      [3, 'YJV', 280, ['note-changes-row']],
      [4, 'YJV', 300, []],
    ]);
    // The notes show with the row's text (the sheet shows them only under the pointer).
    expect(readInquiryTable({ rows, notes }).map((r) => r.raw)).toEqual([
      '1 YJV-0.6/1kV-4×120+1×70 米 450',
      '2 YJV-0.6/1kV-4×95+1×50 米 280 （批注：直埋段，业主要求改YJV22铠装）',
      '3 YJV-0.6/1kV-4×70+1×35 米 300 （批注：已含10%损耗）',
    ]);
  });

  it("gives a three-line cell's first line, its model, to the row with its number and amount on the middle line", () => {
    const header = ['Item', 'Description', 'Unit', 'Qty'];
    expect(
      read([
        header,
        ['', 'CV 0.6/1kV (IEC 60502-1), for outdoor lighting,', '', ''],
        ['1.4', '2/C 10 sq.mm, in HDPE pipe', 'm', '380'],
        ['', 'direct buried, 0.6 m', '', ''],
      ]),
    ).toEqual([[3, 'YJV', '2*10', 380, []]]);
  });

  it('asks about a hidden row of a sheet with no header, read line by line', () => {
    const rows = [['YJV-0.6/1kV-4×95+1×50 280米'], ['YJV-0.6/1kV-4×120+1×70 450米']];
    expect(readInquiryTable({ rows, hidden: [1] }).map((r) => [r.line, r.spec, r.metres, r.reasons])).toEqual([
      [1, '4*95+1*50', 280, []],
      [2, '4*120+1*70', 450, ['row-hidden']],
    ]);
  });

  it('joins a description wrapped after a comma onto its row, a screened control cable no KVV', () => {
    const header = ['Item', 'Description', 'Unit', 'Qty'];
    expect(
      read([
        header,
        ['3.2', 'Control cable PVC/PVC 450/750V, 4C x 2.5 sq.mm,', 'm', '180'],
        ['', 'overall copper screen (for VFD)', '', ''],
        ['3.5', 'Control cable PVC/PVC 450/750V, 7C x 2.5 sq.mm', 'm', '300'],
      ]),
    ).toEqual([
      [2, '', '4*2.5', 180, ['model-unknown']],
      [4, 'KVV', '7*2.5', 300, []],
    ]);
  });
});

describe("a fifteenth holdout's forms", () => {
  const table = (rows: string[][]) =>
    readInquiryTable({ rows }).map((r) => [r.line, r.model, r.spec, r.scope, r.metres, r.reasons]);
  const text = (lines: string[]) =>
    readInquiryText(lines.join('\n')).map((r) => [r.line, r.model, r.spec, r.scope, r.metres, r.reasons]);

  it('quotes only the rows a 比价表 marks to re-quote (是, 是（补充）), not 已定 or 否', () => {
    expect(
      table([
        ['序号', '名称', '规格型号', '单位', '数量', '甲', '乙', '是否重新报价', '备注'],
        ['1', '电力电缆', 'YJV-0.6/1kV-4×185+1×95', '米', '420', '812.5', '798', '是', ''],
        ['3', '铠装电力电缆', 'YJV22-0.6/1kV-4×70+1×35', '米', '350', '352.4', '346', '已定', '乙'],
        ['5', '耐火电缆', 'NH-YJV-0.6/1kV-5×10', '米', '260', '68.5', '66.2', '否', '价格可接受'],
        ['17', '电力电缆', 'VV-0.6/1kV-3×16+1×10', '米', '150', '64.8', '63.5', '是（补充）', '本轮新增'],
      ]),
    ).toEqual([
      [2, 'YJV', '4*185+1*95', '0.6/1kV', 420, []],
      [3, 'YJV22', '4*70+1*35', '0.6/1kV', 350, ['line-cancelled']],
      [4, 'NH-YJV', '5*10', '0.6/1kV', 260, ['line-cancelled']],
      [5, 'VV', '3*16+1*10', '0.6/1kV', 150, []],
    ]);
  });

  it("reads a Peruvian RFQ: three single cores per phase, ml, N2XOH, and 'cambiar el ítem 10 a …, misma cantidad'", () => {
    expect(
      text([
        '2. Cable N2XOH 3-1x240 mm2, 0,6/1 kV ............ 450 ml (por fase)',
        '5. Cable N2XSY 3-1x95 mm2, 8,7/15 kV ............ 1,2 km (cada fase)',
        '6. Cable N2XSY 3-1x70 mm2, 8,7/15 kV ............ 600 m',
        '7. Conductor THW 6 mm2 ............ 8 rollos',
        '10. Cable N2XY 3x10 mm2 ............ 850 ml',
        'Nota: favor cambiar el ítem 10 a N2XY 3x16 mm2, misma cantidad.',
      ]),
    ).toEqual([
      [1, 'WDZ-YJY', '1*240', '0.6/1kV', 1350, []],
      [2, 'YJV', '1*95', '8.7/15kV', 3600, []],
      // Three cores and no word of the amount's: the set's or each core's?
      [3, 'YJV', '1*70', '8.7/15kV', undefined, ['quantity-ambiguous']],
      [4, 'BV', '1*6', '', 800, ['model-uncertain']],
      [5, 'YJV', '3*10', '', 850, ['line-cancelled']],
      [6, 'YJV', '3*16', '', 850, []],
    ]);
  });

  it("reads a Japanese 見積依頼書's JIS names and sizes; a 6600V cable asks which voltage", () => {
    expect(
      table([
        ['No.', '品名', '型式', '電圧', 'サイズ', '数量', '単位', '備考'],
        ['1', '動力ケーブル', 'CV', '600V', '4C-150sq', '170', 'm', ''],
        ['6', '高圧ケーブル', 'CV', '6600V', '3C-150sq', '95', 'm', '高圧受電'],
        ['8', '電線', 'IV', '', '2.5sq', '5', '巻', '100m巻'],
        ['12', 'エコケーブル', 'EM-CE', '0.6/1kV', '5C×16mm²', '180', 'm', '低煙ハロゲンフリー'],
      ]),
    ).toEqual([
      [2, 'YJV', '4*150', '', 170, []],
      [3, 'YJV', '3*150', '', 95, ['voltage-ambiguous']],
      [4, 'BV', '1*2.5', '', 500, []],
      [5, 'WDZ-YJY', '5*16', '0.6/1kV', 180, []],
    ]);
  });

  it('follows a Japanese note under the table: ※No.3 は 3C-35sq に変更します（数量同じ）', () => {
    expect(
      table([
        ['No.', '品名', '型式', '電圧', 'サイズ', '数量', '単位'],
        ['3', '動力ケーブル', 'CV', '600V', '3C-38sq', '180', 'm'],
        ['※No.3 は 3C-35sq に変更します（数量同じ）。'],
      ]),
    ).toEqual([
      // (38 mm², a JIS size, is no GB one: the catalogue has no such cable.)
      [2, 'YJV', '3*38', '', 180, ['line-cancelled']],
      [3, 'YJV', '3*35', '', 180, []],
    ]);
  });

  it('follows a tender 澄清 numbered 一、二、: a structure corrected with 暂估数量640米不变, an item deleted', () => {
    expect(
      table([
        ['序号', '货物名称', '规格型号', '单位', '数量', '备注'],
        ['9', '中压电力电缆', 'YJV-8.7/15kV-3×95', '米', '640', '暂估'],
        ['16', '软电线', 'RVV-300/500V-3×1.5', '米', '800', ''],
        ['澄清（第1号）'],
        ['　　一、第9项规格型号更正为 YJV-8.7/15kV-3×120，暂估数量640米不变。'],
        ['　　二、第16项删除。'],
      ]),
    ).toEqual([
      [2, 'YJV', '3*95', '8.7/15kV', 640, ['line-cancelled']],
      [3, 'RVV', '3*1.5', '300/500V', 800, ['line-cancelled']],
      [5, 'YJV', '3*120', '8.7/15kV', 640, []],
    ]);
  });

  it("reads voice input's words (歪杰威, 零点六一千伏, 四芯九五, 幺六, YJV二二) and a later line pointing at a cable by its cores", () => {
    expect(
      text([
        '李工：[语音转文字] 第一个是歪杰威零点六一千伏的四芯九五加一芯五十，要两百五十米',
        '李工：[语音转文字] 然后要压铁的，YJV二二，四芯三十五加一芯幺六，三百米',
        '李工：[语音转文字] 对了那个四芯九五的不要两百五了，改成三百五十米',
      ]),
    ).toEqual([
      [1, 'YJV', '4*95+1*50', '0.6/1kV', undefined, ['quantity-ambiguous']],
      [2, 'YJV22', '4*35+1*16', '', 300, []],
      [3, 'YJV', '4*95+1*50', '0.6/1kV', 350, []],
    ]);
    // A size said wrong and put right later by the line's own cores: that cable at the earlier amount, the earlier out.
    expect(
      text([
        '李工：[语音转文字] 还有一个高压的，八点七十五千伏三芯的二百四，YJV二二，幺百八十米',
        '李工：[语音转文字] 哦不好意思说错了，刚才那个高压的是三芯一百五，不是二百四，数量不变',
      ]),
    ).toEqual([
      [1, 'YJV22', '3*240', '8.7/15kV', undefined, ['quantity-ambiguous', 'line-cancelled']],
      [2, 'YJV22', '3*150', '8.7/15kV', 180, []],
    ]);
    // (The digits of a model are no number before a structure's cores, and a size is no thousands of the amount.)
    expect(text(['YJV22 4芯35+1芯16 300米'])).toEqual([[1, 'YJV22', '4*35+1*16', '', 300, []]]);
  });
});

describe("a sixteenth holdout's forms", () => {
  const table = (rows: string[][]) =>
    readInquiryTable({ rows }).map((r) => [r.line, r.model, r.spec, r.scope, r.metres, r.reasons]);
  const text = (lines: string[]) =>
    readInquiryText(lines.join('\n')).map((r) => [r.line, r.model, r.spec, r.scope, r.metres, r.reasons]);

  it("reads a GLodon 工程量清单's 项目特征 fields, its 电压等级(kV)：10 as the level 10kV", () => {
    expect(
      table([
        ['序号', '项目编码', '项目名称', '项目特征描述', '计量单位', '工程量'],
        [
          '8',
          '030411004001',
          '配线',
          '1.名称：照明配线\n2.配线形式：照明线路\n3.型号：BV\n4.规格：2.5\n5.材质：铜芯',
          'm',
          '2460.80',
        ],
        [
          '9',
          '030408001009',
          '电力电缆',
          '1.名称：高压电力电缆\n2.型号：YJV22\n3.规格：3×240\n6.电压等级(kV)：10',
          'm',
          '85.50',
        ],
      ]),
    ).toEqual([
      [2, 'BV', '1*2.5', '', 2460.8, []],
      // A network level, not a rating: the catalogue match asks which (voltage-ambiguous).
      [3, 'YJV22', '3*240', '10kV', 85.5, []],
    ]);
  });

  it('follows a Russian Примечание: по поз. 2 количество увеличить до 1,5 км. Поз. 11 исключить', () => {
    expect(
      text([
        '2. ВВГ 4х16 0,66кВ — 1,2 км',
        '11. АВВГ 4х50 — 600м',
        'Примечание: по поз. 2 количество увеличить до 1,5 км. Поз. 11 исключить — алюминий заказчик не согласовал.',
      ]),
    ).toEqual([
      [1, 'VV', '4*16', '0.6/1kV', 1200, ['line-cancelled']],
      [2, 'VLV', '4*50', '', 600, ['line-cancelled']],
      [3, 'VV', '4*16', '0.6/1kV', 1500, []],
    ]);
    // ПуВ and ПуГВ, the newer names of ПВ1 and ПВ3.
    expect(text(['3. ПуВ 1х2,5 (белый) — 20 бухт по 100 м', '7. ПуГВ 1х16 ж/з — 200 м'])).toEqual([
      [1, 'BV', '1*2.5', '', 2000, []],
      [2, 'BVR', '1*16', '', 200, []],
    ]);
  });

  it("follows a mail's bulleted Rev B (quantity increased to 450 lm; revised to …, quantity unchanged); Rm; an earth named after its size asks", () => {
    expect(
      text([
        '3\tCu/XLPE/STA/PVC 0.6/1kV\t4C x 95mm2\tlm\t320',
        '5\tCu/XLPE/PVC 0.6/1kV\t4C x 25mm2 + 16mm2 CPC\tRm\t275',
        '7\tCu/XLPE/PVC 0.6/1kV\t4C x 70mm2\tRm\t540',
        'Rev B (22-Sep-2025) changes:',
        '- Item 3 (4C x 95mm2 STA): quantity increased to 450 lm.',
        '- Item 7 revised to 4C x 95mm2 Cu/XLPE/PVC 0.6/1kV, quantity unchanged.',
      ]),
    ).toEqual([
      [1, 'YJV22', '4*95', '0.6/1kV', 320, ['line-cancelled']],
      [2, 'YJV', '4*25', '0.6/1kV', undefined, ['quantity-ambiguous', 'spec-ambiguous']],
      [3, 'YJV', '4*70', '0.6/1kV', 540, ['line-cancelled']],
      [5, 'YJV22', '4*95', '0.6/1kV', 450, []],
      [6, 'YJV', '4*95', '0.6/1kV', 540, []],
    ]);
  });

  it("takes a 领料单's 已领 off when the remark says to buy the difference, and asks when it does not", () => {
    expect(
      table([
        ['序号', '物料名称', '规格型号', '单位', '申请数量', '已领', '备注'],
        ['4', '控制电缆', 'KVV-4*1.5', '米', '150', '150', '库存已发'],
        ['11', '电缆', 'VV-3*10+1*6', '米', '80', '30', '库存不足，差额采购'],
        ['12', '电缆', 'YJV-4*16', '米', '120', '', ''],
      ]),
    ).toEqual([
      [2, 'KVV', '4*1.5', '', undefined, ['quantity-ambiguous']],
      [3, 'VV', '3*10+1*6', '', 50, []],
      [4, 'YJV', '4*16', '', 120, []],
    ]);
  });

  it("reads an e-commerce order's 商品名称 as the item, its 商品编号 and 订单编号 as none", () => {
    expect(
      table([
        ['订单编号', '商品编号', '商品名称', '商品规格', '单价(元)', '购买数量', '单位', '小计(元)', '订单状态'],
        [
          '252093118842',
          '100012345678',
          '远东电缆 BV2.5平方 国标铜芯 单芯硬线 100米/卷 红色',
          '颜色:红色;长度:100米',
          '219.00',
          '5',
          '卷',
          '1095.00',
          '已完成',
        ],
      ]),
    ).toEqual([[2, 'BV', '1*2.5', '', 500, []]]);
  });
});

describe('a line that states a price beside its cable', () => {
  const line = (text: string) => {
    const [row] = readInquiryText(text);
    return [row?.model, row?.spec, row?.metres, row?.reasons];
  };

  it.each([
    ['YJV 3*95 85元/米', undefined, ['quantity-missing']],
    ['YJV 3*95 ¥120/m', undefined, ['quantity-missing']],
    ['YJV 3*95 上次价格120元一米', undefined, ['quantity-missing']],
    ['YJV 3*95 120块一米 要200', 200, []],
    ['YJV 3*95 200米 单价85元/米', 200, []],
    ['YJV 3*95 300m unit price USD 12.5/m', 300, []],
  ])('%s: the price is no amount', (text, metres, reasons) => {
    expect(line(text)).toEqual(['YJV', '3*95', metres, reasons]);
  });

  it('keeps a building unit (3单元) apart from money', () => {
    expect(line('BV2.5 3单元 200米')).toEqual(['BV', '1*2.5', 200, []]);
  });
});

describe('levels, thousands and kilometres as a line writes them', () => {
  const line = (text: string) => {
    const [row] = readInquiryText(text);
    return [row?.model, row?.spec, row?.scope, row?.metres, row?.reasons];
  };

  it("reads 千伏 and 伏 after digits as kV and V, a transformer's 千伏安 as neither", () => {
    expect(line('jklyj 1千伏 70 500米')).toEqual(['JKLYJ', '1*70', '1kV', 500, []]);
    expect(line('YJV22-8.7/15千伏-3*95 200米')).toEqual(['YJV22', '3*95', '8.7/15kV', 200, []]);
    expect(line('BV 450/750伏 1*2.5 100米')).toEqual(['BV', '1*2.5', '450/750V', 100, []]);
    expect(line('10千伏电缆 YJV22 3*95 200米')[2]).toBe('10kV');
    expect(readInquiryText('630千伏安变压器 1台')[0]?.scope).toBe('');
  });

  it('joins a thousands group written one space apart, never a serial number and the amount around a cable', () => {
    expect(line('30 1kV ZC-YJV 3X120+1X70 400M')).toEqual(['ZC-YJV', '3*120+1*70', '1kV', 400, []]);
    expect(line('| 10  | YJV 8.7/15kV    | 3C x 95   | 450   | m    |')).toEqual(['YJV', '3*95', '8.7/15kV', 450, []]);
    expect(line('YJV 3*95 1 200米')[3]).toBe(1200);
    expect(line('YJV 3*95 １ ２００米')[3]).toBe(1200);
  });

  it("reads 1.2k as 1200 m with a remark after it, a level's 0.6/1k and a price's 1.2k元 as no amount", () => {
    expect(line('10.ZR-YJV 4*50+1*25 1.2k 国标')[3]).toBe(1200);
    expect(line('10.ZR-YJV 4*50+1*25 1.2k；')[3]).toBe(1200);
    expect(line('YJV 0.6/1k 3*95 200米')[3]).toBe(200);
    expect(line('YJV 3*95 1.2k元/米')[4]).toEqual(['quantity-missing']);
  });
});

describe('numbers in a line that are no amount', () => {
  const line = (text: string) => {
    const [row] = readInquiryText(text);
    return [row?.metres, row?.reasons];
  };

  it.each([
    ['NH-YJV 5*4 200 货期7天', 200],
    ['NH-YJV 5*4 200 含13%税', 200],
    ['YJV 3*95 300 13%专票', 300],
    ['YJV 3*95 200 2#楼', 200],
    ['YJV 3*95 200 1号楼', 200],
    ['YJV 3*95 200 B1层配电房', 200],
    ['YJV 3*95 2单元 200', 200],
    ['YJV 3*95 每层120米，共3层', 360],
  ])('%s is %s m', (text, metres) => {
    expect(line(text)).toEqual([metres, []]);
  });

  it('reads an amount in Chinese numerals before a remark with digits of its own', () => {
    expect(line('NH-YJV 5*4 两百 2#楼')).toEqual([200, []]);
    expect(line('NH-YJV 5*4 两百 货期7天')).toEqual([200, []]);
    expect(line('嗯，YJV4乘以50加1乘以25的那个，那个，要一百八。（2#楼）')).toEqual([180, []]);
    expect(line('十分感谢 YJV 3*95 200米')).toEqual([200, []]);
  });

  it('asks about a share to add (150 +5%), never adds it as metres', () => {
    expect(line('YJV 3*95 150 +5%')).toEqual([undefined, ['quantity-ambiguous']]);
  });

  it('reads a unit written as the next comma-separated cell (RVV，3×1.5，2，卷)', () => {
    expect(line('RVV，3×1.5，2，卷')).toEqual([200, []]);
    expect(line('RVV,3×1.5,2,卷,照明插座')).toEqual([200, []]);
  });
});

describe("a chat's times and the gap a taken-out cable leaves are no amount", () => {
  const line = (text: string) => {
    const [row] = readInquiryText(text);
    return [row?.metres, row?.reasons ?? []];
  };

  it.each([
    ['张工 10:32 6 NH-YJV 4×50+ 米 210 消防', 210],
    ['10:32 YJV 2*6 180', 180],
    ['09:27:19 YJV 2*6 180米', 180],
    ['22/09/25 10.05 - Ahmed: YJV 4x25 200m', 200],
    ['14/10/2025, 9:21 - 王工: YJV22 3x120+2x70 300米', 300],
  ])('%s is %s m', (text, metres) => {
    expect(line(text)).toEqual([metres, []]);
  });

  it('never reads a date written day first as the amount', () => {
    const [metres, reasons] = line('14/10/2025 上午9:21 - 王工: YJV22 3x120+2x70 三百碼');
    expect(metres).toBeUndefined();
    expect(reasons).toContain('quantity-missing');
  });

  it('still adds lengths written close together (300 + 200 米)', () => {
    expect(line('YJV 3×95+1×50 300 + 200 米')).toEqual([500, []]);
    expect(line('YJV 3×95+1×50 300+250+120')).toEqual([670, []]);
  });
});

describe('a line written as people also write it reads the same (the written-variants check)', () => {
  const line = (text: string) => {
    const [row] = readInquiryText(text);
    return [row?.model, row?.spec, row?.metres, row?.reasons ?? []];
  };

  it("reads mm² in capitals or with a caret as the area's unit, never a digit of the amount", () => {
    expect(line('3. BVR 1×6MM2 500米')).toEqual(['BVR', '1*6', 500, []]);
    expect(line('WDZ-YJY 4*16 MM2 180米')).toEqual(['WDZ-YJY', '4*16', 180, []]);
    expect(line('19、YJV-4*150+1*70MM2 120m')).toEqual(['YJV', '4*150+1*70', 120, []]);
    expect(line('5. XLPE/PVC 4C 50mm^2 150m')).toEqual(['YJV', '4*50', 150, []]);
  });

  it('never takes qty, pcs or a unit for the model', () => {
    expect(line('control cable 10 core 1.5mm qty 400 m')).toEqual(['KVV', '10*1.5', 400, []]);
    expect(line('aluminium 4x150 xlpe Qty 800m')).toEqual(['YJLV', '4*150', 800, []]);
  });

  it('reads a unit before its amount with thanks after it (卷 15，谢谢)', () => {
    expect(line('电线 BV-4 卷 15，谢谢')).toEqual(['BV', '1*4', 1500, []]);
    expect(line('电线 BV-4 卷 15, thanks')).toEqual(['BV', '1*4', 1500, []]);
  });

  it('reads a structure typed without signs with a word or a comma before its amount, or its amount first', () => {
    expect(line('yjv 4 95 1 50 共300米')).toEqual(['YJV', '4*95+1*50', 300, []]);
    expect(line('yjv 4 95 1 50 qty 300米')).toEqual(['YJV', '4*95+1*50', 300, []]);
    expect(line('yjv 4 95 1 50，需要300米')).toEqual(['YJV', '4*95+1*50', 300, []]);
    expect(line('300米 yjv 4 95 1 50')).toEqual(['YJV', '4*95+1*50', 300, []]);
    expect(line('kvv 7 1.5 120米')).toEqual(['KVV', '7*1.5', 120, []]);
  });

  it("never joins a size's mm2 to the amount after it as a thousands group (2.5mm2 250 米 is 250 m)", () => {
    expect(line('YJV-3×4+2.5mm2 250 米')).toEqual(['YJV', '3*4+1*2.5', 250, []]);
    expect(line('YJV 3*95 1 200米')).toEqual(['YJV', '3*95', 1200, []]);
  });

  it("reads a reduced conductor written without its count before a dealer's slash (yjv4*120+70/150)", () => {
    expect(line('yjv4*120+70/150')).toEqual(['YJV', '4*120+1*70', 150, []]);
  });

  it('asks about a plain model beside a fire class in Chinese (耐火电缆 YJV), not about a class denied', () => {
    expect(line('耐火电缆 YJV 4*35 100米')).toEqual(['YJV', '4*35', 100, ['model-uncertain']]);
    expect(line('阻燃铜芯YJV 4*35 280米')).toEqual(['YJV', '4*35', 280, ['model-uncertain']]);
    expect(line('YJV 4*35 100米（阻燃C类）')).toEqual(['YJV', '4*35', 100, ['model-uncertain']]);
    expect(line('YJV 4*35 100米 无阻燃')).toEqual(['YJV', '4*35', 100, []]);
    expect(line('耐火的YJV 4*35 280米')).toEqual(['NH-YJV', '4*35', 280, []]);
    expect(line('YJV-0.6/1kV 4×150+1×70，640米（改为阻燃c类）')).toEqual(['ZC-YJV', '4*150+1*70', 640, []]);
  });

  it("asks about a table's plain model whose name or remark says the fire class (名称 耐火电缆, 型号 YJV-4*35)", () => {
    const rows = readInquiryText(
      [
        '序号\t名称\t型号规格\t单位\t数量\t备注',
        '1\t耐火电缆\tYJV-4*35\t米\t100\t',
        '2\t电力电缆\tYJV-4*35\t米\t100\t阻燃',
        '3\t阻燃电缆\tZR-YJV-4*35\t米\t100\t',
        '4\t电力电缆\tYJV-4*35\t米\t100\t',
      ].join('\n'),
    );
    expect(rows.map((row) => [row.model, row.reasons])).toEqual([
      ['YJV', ['model-uncertain']],
      ['YJV', ['model-uncertain']],
      ['ZR-YJV', []],
      ['YJV', []],
    ]);
  });

  it('asks about an amount written with a comma and one or two digits (4,5卷: 4.5, or 4 and 5?)', () => {
    expect(line('BV-2.5 4,5卷')).toEqual(['BV', '1*2.5', undefined, ['quantity-ambiguous']]);
    expect(line('YJV 3*95 200,5')).toEqual(['YJV', '3*95', undefined, ['quantity-ambiguous']]);
    // A thousands group, a size's decimals and kilometres say what they are.
    expect(line('YJV 3*95 1,200')).toEqual(['YJV', '3*95', 1200, []]);
    expect(line('YJV 3*95 1,2 km')).toEqual(['YJV', '3*95', 1200, []]);
  });
});

describe('a 请购单 exported from Yonyou U8 (主计量单位)', () => {
  const rows = readInquiryTable({
    rows: [
      ['请购单'],
      ['行号', '存货编码', '存货名称', '规格型号', '主计量单位', '数量', '本币单价', '需求日期', '备注'],
      ['1', '0301010016', '铠装电缆', 'YJV22-8.7/15kV-3*120', '千米', '1.200', '', '2025-10-25', '急'],
      ['2', '0302010004', '塑铜线', 'BV-4', '卷', '20.000', '', '2025-10-25'],
      ['3', '0301010011', '电力电缆', 'YJV 4*70+1*35', '盘', '2.000', '', '2025-11-20', '每盘300米'],
      ['4', '0301010002', '电力电缆', 'YJV-0.6/1kV-3*185+2*95', '米', '1200.000', '', '2025-10-25'],
      ['5', '0301010015', '铠装电缆', 'YJV22-0.6/1kV-4*120+1*70', '千米', '0.350', '', '2025-10-25'],
    ],
  });

  it('reads the amount in the row’s main unit: 千米 × 1000, 卷 of building wire × 100 m, 盘 × 每盘300米', () => {
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['YJV22', '3*120', 1200, []],
      ['BV', '1*4', 2000, []],
      ['YJV', '4*70+1*35', 600, []],
      ['YJV', '3*185+2*95', 1200, []],
      ['YJV22', '4*120+1*70', 350, []],
    ]);
  });
});

describe('a French West African contractor’s table and an Iraqi buyer’s chat (seventeenth holdout)', () => {
  const line = (text: string) => {
    const [row] = readInquiryText(text);
    return row ? [row.model, row.spec, row.metres, row.reasons] : undefined;
  };

  it('takes "17- " opening a chat list’s line as its number, not 17 m', () => {
    expect(line('17- YJV 4x10')).toEqual(['YJV', '4*10', undefined, ['quantity-missing']]);
    expect(line('17 - YJV 4x10')).toEqual(['YJV', '4*10', undefined, ['quantity-missing']]);
    expect(line('17-YJV 4x10 200m')).toEqual(['YJV', '4*10', 200, []]);
    // A count of cores keeps its dash.
    expect(line('3-core 2.5 BVV 100m')?.[1]).toBe('3*2.5');
  });

  it('reads Arabic-Indic digits and Arabic units (طول ٢٠٠ متر is a length of 200 m)', () => {
    expect(line('17- كيبل نحاس XLPE 4x10 طول ٢٠٠ متر')).toEqual(['YJV', '4*10', 200, []]);
    expect(line('BV 2.5 ١٠ لفات')).toEqual(['BV', '1*2.5', 1000, []]);
    expect(line('YJV 4x10 ۳ بكرات')).toEqual(['YJV', '4*10', undefined, ['drum-length-missing']]);
  });

  it('reads "2 drums 500m each" as 1,000 m, and over colours leaves the each to ask', () => {
    expect(line('2- 4x95+1x50mm2 cu/xlpe/sta/pvc armoured 2 drums 500m each')).toEqual([
      'YJV22',
      '4*95+1*50',
      1000,
      [],
    ]);
    expect(line('YJV 3x95 3 rollos de 100 m c/u')).toEqual(['YJV', '3*95', 300, []]);
    expect(line('BV 2.5 red/blue 3 rolls 100m each')?.[2]).toBeUndefined();
  });

  it('reads France’s NF C names as the catalogue’s cables (U1000 R2V, AR2V, RVFV, H05VV-F 3G2,5, câble de commande)', () => {
    expect(line('Câble U1000 R2V 3x2,5mm² 1200 ml')).toEqual(['YJV', '3*2.5', 1200, []]);
    expect(line('Câble U1000 AR2V 4x50mm² (alu) 300 ml')).toEqual(['YJLV', '4*50', 300, []]);
    expect(line('Câble armé U1000 RVFV 3x50+1x25mm² 2 tourets de 250 m')).toEqual(['YJV22', '3*50+1*25', 500, []]);
    expect(line('Câble U1000 R2V 5G6mm² 275.5 m')).toEqual(['YJV', '5*6', 275.5, []]);
    expect(line('Câble souple H05VV-F 3G2,5 2 couronnes')).toEqual(['RVV', '3*2.5', 200, []]);
    expect(line('Câble de commande 7x1,5mm² 0.5 km')).toEqual(['KVV', '7*1.5', 500, []]);
    expect(readInquiryText('Câble U1000 R2V 3x2,5mm² 1200 ml')[0]?.scope).toBe('0.6/1kV');
    // CR1-C1 is a fire class, not a construction: NH-YJV offered, a person confirms it.
    expect(line('Câble CR1-C1 3x2,5mm² 150 ml')).toEqual(['NH-YJV', '3*2.5', 150, ['model-uncertain']]);
    // A 5G network is no cable.
    expect(readInquiryText('5G基站配套')).toEqual([]);
  });

  it('takes out a line a note cancels in French or English (merci d’annuler la ligne 5, cancel item 13)', () => {
    const french = readInquiryText(
      [
        '4 Câble U1000 R2V 3x35+1x16mm² 500m',
        '5 Câble U1000 R2V 4x95+1x50mm² 600m',
        '',
        'NB : merci d’annuler la ligne 5.',
      ].join('\n'),
    );
    expect(french.map((r) => r.reasons)).toEqual([[], ['line-cancelled']]);
    const english = readInquiryText(
      ['12- YJV 4x10 200m', '13- YJV 4x16 300m', 'and cancel item 13, not needed'].join('\n'),
    );
    expect(english.map((r) => r.reasons)).toEqual([[], ['line-cancelled']]);
  });

  it('reads no item from a question without a structure, a registration label or a French word’s letters', () => {
    expect(readInquiryText('Ok. Price CIF Umm Qasr or FOB Shanghai? And item 1 250m in one length?')).toEqual([]);
    expect(readInquiryText('Good morning Ali, offer tomorrow. Item 9 is cu/pvc/pvc 450/750v right?')).toEqual([]);
    expect(readInquiryText('RCCM : CI-ABJ-0000-B-00000 – NCC : 0000000 X')).toEqual([]);
    expect(readInquiryText('Cocody Riviera 3, 01 BP 0000 Abidjan 01 – Côte d’Ivoire')).toEqual([]);
    expect(readInquiryText("Merci de préciser l'origine, les normes (NF C 32-321 / IEC 60502-1).")).toEqual([]);
    // A question naming its cable still asks.
    expect(line('YJV 4x95 500m available?')?.[0]).toBe('YJV');
  });

  it('reads the sizes under a wire heading as that wire, BVR where the line says flexible', () => {
    const rows = readInquiryText(
      [
        'wires single core solid 450/750v:',
        '5- 10 rolls 2.5mm red',
        '8- 4 rolls 6mm flexible black',
        '[12/10/25, 09:33:40] Ali Hassan: 9- control cable 7x1.5mm 450m',
        '11- 10 rolls 2.5mm red',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.model, r.spec, r.scope, r.metres, r.reasons])).toEqual([
      ['BV', '1*2.5', '450/750V', 1000, []],
      ['BVR', '1*6', '450/750V', 400, []],
      ['KVV', '7*1.5', '', 450, []],
      // Under no heading (a new message ends it): a size and an amount, no model — a person names the wire.
      ['', '', '', undefined, ['drum-length-missing', 'spec-unreadable', 'model-unknown']],
    ]);
    expect(rows[0]?.item).toBe('10 rolls 2.5mm red');
  });

  it('reads a French table’s columns (N°, Désignation, Unité, Qté, P.U. HT, Montant HT, Observations)', () => {
    const rows = readInquiryText(
      [
        'N°\tDésignation\tUnité\tQté\tP.U. HT (USD)\tMontant HT\tObservations',
        '15\tFil H07V-U 2,5mm² bleu\tcouronne\t10\t\t\tcouronnes de 100 m',
        '16\tFil H07V-U 1,5mm² vert/jaune\tcouronne\t6\t\t\t',
        '18\tCâble BV 6mm²\tml\t1 200\t\t\t',
        '19\tCâble YJV 3x50+1x25mm²\ttouret\t2\t\t\ttourets de 250 m',
        '20\tCâble YJV 3x95mm²\tkm\t0,5\t\t\t',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['BV', '1*2.5', 1000, []],
      ['BV', '1*1.5', 600, []],
      ['BV', '1*6', 1200, []],
      ['YJV', '3*50+1*25', 500, []],
      ['YJV', '3*95', 500, []],
    ]);
  });
});

describe('a German Anfrage lined up with spaces (eighteenth holdout)', () => {
  const anfrage = [
    'Sehr geehrte Damen und Herren,',
    'Lieferung DAP Baustelle 94447 Plattling, Preise bitte netto zzgl. MwSt. in EUR.',
    '',
    'Pos.  Menge    Einh.   Bezeichnung                                         Bemerkung',
    '----  -------  -----   ------------------------------------------------    ----------',
    '10    1.200    m       NYY-J 5x10 RE 0,6/1kV                               UV-Zuleitungen',
    '20    5        Ring    NYY-J 3x1,5 RE, Ring à 100 m                        Außenbeleuchtung',
    '40    0,35     km      NA2XY-J 4x150 SE 0,6/1 kV                           Hauptzuleitung',
    '      Alternativ: NAYY-J 4x150 SE, Menge wie vor',
    '50    2        Tr.     N2XY-J 3x185/95 SM 0,6/1kV, Trommel à 500 m',
    '60    ca. 280  lfm     N2XY-J 5x16 RM                                      Ladestation',
    '      Alternativ: NYY-J 5x16 RM, 280 m (falls N2XY nicht kurzfristig lieferbar)',
    '70    3 Stk.           N2XY-J 4x95 SM, je 80 m                             Kältezentrale',
    '80    620      m       N2XH-J 5x6 RE (halogenfrei, FRNC)                   Serverraum',
    '120   2        Ring    H07V-K 1x16 gn/ge, Ring à 100 m                     PA',
    '130   je 3     Ring    H07V-U 1x2,5 bl / sw / br, Ring à 100 m',
    '170   0,5      km      ÖLFLEX® CLASSIC 110 4G1,5 oder gleichwertig',
    '190   1        Trommel NYY-J 4x50 SM                                       Restlänge ok',
    '',
    'PS: Pos. 120 entfällt, haben wir noch am Lager.',
    'Tel. +49 991 37120-45 · Fax +49 991 37120-99',
    'Sitz Deggendorf · Registergericht Deggendorf HRA 2811 · USt-IdNr.: DE 812 345 678',
  ].join('\n');

  it('reads each position by the column it stands under: 80 then 620 m is position 80 and 620 m, not 80,620 m', () => {
    const rows = readInquiryText(anfrage);
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['VV', '5*10', 1200, []],
      // Ring à 100 m: five coils of 100 m.
      ['VV', '3*1.5', 500, []],
      ['YJLV', '4*150', 350, []],
      // An Alternativ: under a position is an option to price instead of it: a person marks it.
      ['VLV', '4*150', undefined, ['quantity-missing', 'note-changes-row']],
      // 3x185/95: three 185 and a reduced 95; two drums (Tr.) of 500 m.
      ['YJV', '3*185+1*95', 1000, []],
      ['YJV', '5*16', 280, []],
      ['VV', '5*16', 280, ['note-changes-row']],
      // 3 Stk. je 80 m: three lengths of 80 m.
      ['YJV', '4*95', 240, []],
      ['WDZ-YJY', '5*6', 620, []],
      // Cancelled by the PS below.
      ['BVR', '1*16', 200, ['line-cancelled']],
      // je 3 Ring over three colours (bl / sw / br): nine coils.
      ['BV', '1*2.5', 900, []],
      ['RVV', '4*1.5', 500, []],
      ['VV', '4*50', undefined, ['drum-length-missing']],
    ]);
  });

  it('reads an ERP print whose amounts stand right-aligned under their header', () => {
    const rows = readInquiryText(
      [
        '行号  存货名称          规格型号                        主计量         数量    需求日期',
        '1     电力电缆          YJV-0.6/1kV-4*120+1*70          米        1,250.00    2025-08-15',
        '5     高压电力电缆      YJV22-8.7/15kV-3*300            千米          2.45    2025-08-20',
        '11    电力电缆          YJV-0.6/1kV-4*35+1*16           盘            3.00    2025-08-15',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['YJV', '4*120+1*70', 1250, []],
      ['YJV22', '3*300', 2450, []],
      ['YJV', '4*35+1*16', undefined, ['drum-length-missing']],
    ]);
  });
});

describe('a Pakistani EPC’s list, a DingTalk record and an ECP 扩展描述 (eighteenth holdout)', () => {
  it('reads 3.5 Core 95 sq.mm without ×, Rft as feet, ARM with no armour named as no sure model, Contol and Flexible', () => {
    const rows = readInquiryText(
      [
        'Sr. No.\tDescription\tUnit\tQty',
        '4\t3.5 Core 95 sq.mm Cu/XLPE/PVC\tMtrs\tQty: 03 Drums of 500 Mtrs',
        '8\t4 Core 35 Sq.mm Cu/XLPE/PVC ARM\tMtrs\t380',
        '9\t1C x 240 mm2 Cu/XLPE/PVC\tRft\t2,000',
        '13\t2C x 4 sqmm Cu/PVC/PVC (for street lighting)\trunning feet\t1000',
        '17\tContol Cable 19C x 1.5 Sq.mm Cu/PVC/PVC\tMtrs\t250',
        '20\t1C x 2.5 sq.mm Cu/PVC 450/750V Flexible\tRft\t500',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      // The neutral's size taken from the standard: a person confirms it, as for 3.5C x 95.
      ['YJV', '3*95+1*50', 1500, ['spec-ambiguous']],
      // Steel tape (YJV22) or steel wire (SWA)?
      ['', '4*35', 380, ['model-unknown']],
      ['YJV', '1*240', 609.6, []],
      ['VV', '2*4', 304.8, []],
      ['KVV', '19*1.5', 250, []],
      ['BVR', '1*2.5', 152.4, []],
    ]);
  });

  it('reads a record of "label value" fields apart by ideographic spaces, and no item from a heading counting items', () => {
    const rows = readInquiryText(
      [
        '采购明细（共18项）',
        '明细1　物品名称 电力电缆　规格型号 YJV-5*6　数量 120　单位 米　备注 水泵房',
        '明细4　物品名称 电力电缆　规格型号 YJV-4*16　数量 3根×45　单位 米　备注 路灯',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['YJV', '5*6', 120, []],
      ['YJV', '4*16', 135, []],
    ]);
  });

  it('takes an 扩展描述 that changes the 物料描述’s fire class (改为阻燃C类，其余不变)', () => {
    const rows = readInquiryTable({
      rows: [
        ['行项目', '物料描述', '扩展描述', '单位', '需求数量'],
        ['80', '电力电缆,AC1kV,YJV,4×95+1×50,无阻燃,无铠装', '改为阻燃C类，其余不变', '千米', '0.600'],
        ['90', '电力电缆,AC1kV,YJV,4×95+1×50,无阻燃,无铠装', '', '千米', '0.600'],
      ],
    });
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['ZC-YJV', '4*95+1*50', 600, []],
      ['YJV', '4*95+1*50', 600, []],
    ]);
  });
});

describe('Polish, Turkish, Indian and Vietnamese lists (nineteenth holdout)', () => {
  it('reads a Polish table typed with spaces: YKY, YKXS, YAKY, LgY, DY, YKSY, mb, bębny po, szt. po, krążki, poz. notes', () => {
    const rows = readInquiryText(
      [
        'KABLE ENERGETYCZNE 0,6/1 kV',
        'Poz.  Typ         Przekrój         Ilość                   J.m.  Uwagi',
        '-------------------------------------------------------------------------------',
        '1.    YKY         4x120 mm²        1 200                   mb    zasilanie RG-1',
        '3.    YKXS        4x35 mm²         400                     mb    wentylatory dachowe',
        '4.    YKXS        1x240 mm²        2 bębny po 500 m              WLZ trafo – RG',
        '7.    YKY         4x50 mm²         180                     mb',
        '8.    YAKY        4x240 mm²        0,5 km                        zasilanie hali B',
        '11.   YKY         4x25 mm²         1 bęben',
        '13.   YKY         3x1,5 mm²        6 szt. po 50 m                oświetlenie zewn.',
        '17.   YKYżo       4x10 mm²         450                     mb',
        '23.   LgY         1x16 mm²         2 krążki',
        '24.   YKSY        7x1,5 mm²        150                     mb',
        '',
        'UWAGA – zmiany po uzgodnieniu z inwestorem (13.10.2025):',
        '- poz. 7 – anulować.',
        '- poz. 3 (YKXS 4x35) – zmiana ilości na 450 mb.',
        'NIP: 525-000-12-34 | REGON: 012345678 | KRS: 0000123456',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['VV', '4*120', 1200, []],
      ['YJV', '4*35', 400, ['line-cancelled']],
      ['YJV', '1*240', 1000, []],
      ['VV', '4*50', 180, ['line-cancelled']],
      ['VLV', '4*240', 500, []],
      ['VV', '4*25', undefined, ['drum-length-missing']],
      ['VV', '3*1.5', 300, []],
      ['VV', '4*10', 450, []],
      // A coil of building wire is 100 m.
      ['BVR', '1*16', 200, []],
      ['KVV', '7*1.5', 150, []],
      // The note's new amount for poz. 3, its cable as the row's.
      ['YJV', '4*35', 450, []],
    ]);
  });

  it('reads Vietnamese names (CXV/FR, CXV/FRT, CXV/DSTA, AXV, CV in cuộn) and a Mục note, a word’s letters no model', () => {
    const rows = readInquiryText(
      [
        'STT\tTên vật tư\tQuy cách\tĐVT\tSố lượng\tGhi chú',
        '1\tCáp điện lực CXV\t3x95+1x50 mm²\tm\t1.500\tTủ MSB – tủ DB1',
        '3\tCáp CXV/DSTA\t3x120+1x70 mm²\tm\t420\tchôn ngầm',
        '4\tCáp nhôm AXV\t4x150 mm²\tkm\t1,2',
        '5\tCáp điện lực CXV\t4x50+1x25 mm²\tm\t800\ttủ chiếu sáng',
        '7\tCáp CVV\t2x2,5 mm²\tm\t1.200\tổ cắm',
        '9\tCáp CXV/DATA\t1x185 mm²\tm\t300',
        '11\tCáp chống cháy CXV/FR\t4x25 mm²\tm\t250\tbơm PCCC',
        '12\tCáp chậm cháy CXV/FRT\t4x35+1x16 mm²\tm\t350',
        '19\tDây đơn cứng CV\t1x2,5 mm²\tcuộn\t30\tđỏ, vàng, xanh',
        '',
        'Lưu ý:',
        '- Mục 5 đổi thành 4x70+1x35, số lượng giữ nguyên.',
        '- Chiều dài mỗi bobin không quá 500m.',
      ].join('\n'),
    );
    // (Its thousands written with points, 1.500 and 1.200: 1,2 km is 1.2 km.)
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['YJV', '3*95+1*50', 1500, []],
      ['YJV22', '3*120+1*70', 420, []],
      ['YJLV', '4*150', 1200, []],
      ['YJV', '4*50+1*25', 800, ['line-cancelled']],
      ['VV', '2*2.5', 1200, []],
      // Aluminium-tape armoured: no model the catalogue makes.
      ['', '1*185', 300, ['model-unknown']],
      ['NH-YJV', '4*25', 250, []],
      ['ZR-YJV', '4*35+1*16', 350, []],
      ['BV', '1*2.5', 3000, []],
      ['YJV', '4*70+1*35', 800, []],
    ]);
  });

  it('reads a Turkish sheet’s İPTAL, top başı 100 mt, her biri 45 mt and Ara Toplam; India’s YY control cable as KVV', () => {
    const turkish = readInquiryTable({
      rows: [
        ['Sıra No', 'Malzeme Cinsi', 'Kesit', 'Miktar', 'Birim', 'Açıklama'],
        ['3', 'YVV Kablo', '5x6', '5', 'top', 'top başı 100 mt'],
        ['14', 'NYY Kablo', '4x16', '250', 'm', 'İPTAL'],
        ['17', 'NYY Kablo', '4x10', '2', 'adet', 'her biri 45 mt'],
        ['Ara Toplam', '', '', '4446', '', ''],
      ],
    });
    expect(turkish.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['VV', '5*6', 500, []],
      ['VV', '4*16', 250, ['line-cancelled']],
      ['VV', '4*10', 90, []],
    ]);
    const indian = readInquiryTable({
      rows: [
        ['S.No.', 'Description of Item', 'Unit', 'Qty'],
        ['B.2', '4C x 2.5 sq.mm Cu YY unarmoured control cable', 'Rmt', '1,150'],
        ['B.3', '7C x 1.5 sq.mm Cu PVC/PVC unarmoured', 'Rmt', '2,400'],
        ['C.1', '1C x 2.5 sq.mm Cu PVC insulated, unsheathed, 450/750V grade (IS 694)', 'Rmt', '1,00,000'],
      ],
    });
    expect(indian.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['KVV', '4*2.5', 1150, []],
      ['KVV', '7*1.5', 2400, []],
      ['BV', '1*2.5', 100000, []],
    ]);
  });

  it('reads a 电缆清册 whose 长度 already counts the parallel cables (2×135 beside 2(4×240+1×120)) once', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '电缆编号', '起点', '终点', '型号', '规格', '长度(m)', '敷设方式', '备注'],
        ['16', '2T-W1', '2#配电室2AA1', '2#车间MCC', 'YJV-0.6/1kV', '2(4×240+1×120)', '2×135', '桥架', '双拼'],
        ['17', '2T-W2', '2#配电室2AA2', '水泵房', 'YJV-0.6/1kV', '2(4×240+1×120)', '135', '桥架', '双拼'],
      ],
    });
    expect(rows.map((r) => [r.spec, r.metres, r.reasons])).toEqual([
      ['4*240+1*120', 270, []],
      ['4*240+1*120', 270, []],
    ]);
  });

  it("takes a change written in brackets in a 项目特征描述's 规格 line, not the change notice it cites", () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '项目编码', '项目名称', '项目特征描述', '计量单位', '工程量'],
        [
          '4',
          '030408001004',
          '电力电缆',
          '1.名称：阻燃电力电缆\n2.型号：ZC-YJV\n3.规格：4×25+1×16（变更为4×35+1×16，详设计变更单DQ-03）\n4.敷设方式、部位：穿管、桥架\n5.电压等级(kV)：1kV',
          'm',
          '540.2',
        ],
      ],
    });
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([['ZC-YJV', '4*35+1*16', 540.2, []]]);
  });

  it('asks about a row whose remark changes it in words the reading cannot follow, its amount kept or not', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '名称', '型号规格', '单位', '数量', '备注'],
        ['3', '电力电缆', 'YJV22-0.6/1kV-4×35+1×16', '米', '260', '改为不铠装的，数量不变'],
        ['4', '电力电缆', 'YJV22-0.6/1kV-4×50+1×25', '米', '180', '改为不铠装的，YJV-4×50+1×25，数量不变'],
      ],
    });
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['YJV22', '4*35+1*16', 260, ['note-changes-row']],
      ['YJV', '4*50+1*25', 180, []],
    ]);
  });

  it('takes back the earlier lines of a model a chat cancels by name ("rvv那个取消 不要了")', () => {
    const rows = readInquiryText(
      ['bvr6平方 黄绿的 1卷', 'rvv3*1.5mm2 一卷', '超五类网线 1箱', 'rvv那个取消 不要了'].join('\n'),
    );
    expect(rows.map((r) => [r.line, r.model, r.reasons])).toEqual([
      [1, 'BVR', []],
      [2, 'RVV', expect.arrayContaining(['line-cancelled'])],
      [3, '', expect.any(Array)],
    ]);
  });

  it("leaves out a shop's own messages and a shared listing card in a 1688 chat; the buyer's lines are read", () => {
    const text = [
      '东莞安达机电李工 2025-10-21 14:03:05',
      '[商品链接] 国标铜芯YJV电力电缆4芯5芯3+1 3+2阻燃电缆线 足米足方 厂家直销 ¥12.80-¥986.00',
      '老板 这款yjv 4*16+1*10有吗，要150米😄',
      '长盛线缆官方旗舰店:小美 2025-10-21 14:03:48',
      '亲，4*10+1*6这个规格要定做哦，起订500米🙏',
      '亲 整单满5000包邮哦～可以开13%专票',
      '东莞安达机电李工 2025-10-21 14:04:20',
      'kvv 7*1.5 200米',
    ].join('\n');
    expect(readInquiryText(text).map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [3, 'YJV', '4*16+1*10', 150, []],
      [8, 'KVV', '7*1.5', 200, []],
    ]);
  });

  it("leaves out the supplier's salesperson's messages in a WeChat record: her echoes, read-backs and stock remarks", () => {
    const text = [
      '刘工（宏达建设） 2025-11-04 09:06:40',
      'YJV22-0.6/1KV 3*185+1*95 260米',
      '恒力电缆-王丽 2025-11-04 09:08:11',
      'YJV22 3*185+1*95？',
      '这个是铠装的对吧，现货只有200米左右，260米要从厂里调',
      '刘工（宏达建设） 2025-11-04 09:09:02',
      'yjv 4*10 120米 路灯控制箱用',
      '恒力电缆-王丽 2025-11-04 09:11:03',
      '好的，YJV 5*10 120米，记下了',
    ].join('\n');
    expect(readInquiryText(text).map((r) => [r.line, r.model, r.spec, r.metres])).toEqual([
      [2, 'YJV22', '3*185+1*95', 260],
      [7, 'YJV', '4*10', 120],
    ]);
    // Unnamed, the salesperson is the one who talks like one (马上报, 记下了), and no other does.
    const unnamed = text
      .replaceAll('恒力电缆-王丽', '王丽')
      .replace('好的，YJV 5*10 120米，记下了', '好的，YJV 5*10 120米，记下了，马上报');
    expect(readInquiryText(unnamed).map((r) => r.line)).toEqual([2, 7]);
    // Two people who do not talk like a seller: both are read. A buyer asking after stock, or saying a file is sent,
    // is still the buyer.
    const colleagues = ['张工 09:01', 'YJV 4*25 100米', '李工 09:02', 'BV2.5 5卷', 'YJV 4*25 100米？'].join('\n');
    expect(readInquiryText(colleagues).map((r) => r.line)).toEqual([2, 4, 5]);
    const asking = [
      '陈工（中建三局） 10:01',
      '我们公司这边要一批电缆，图纸发您了',
      'YJV 4*95+1*50 300米 有现货吗？',
      '要排产吗？ KVV 7*1.5 200米',
      '华东电缆小李 10:05',
      '收到',
    ].join('\n');
    expect(readInquiryText(asking).map((r) => [r.line, r.spec])).toEqual([
      [3, '4*95+1*50'],
      [4, '7*1.5'],
    ]);
  });

  it('reads a change of cores said later ("刚才那个4芯改成5芯") as the earlier cable with those cores at its amount', () => {
    const rows = readInquiryText(
      ['yjv 4*10 120米 路灯控制箱用', 'VV22 4×35+1×16 90米', '刚才那个4芯改成5芯'].join('\n'),
    );
    expect(rows.map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [1, 'YJV', '4*10', undefined, ['quantity-ambiguous', 'line-cancelled']],
      [2, 'VV22', '4*35+1*16', 90, []],
      [3, 'YJV', '5*10', 120, []],
    ]);
    // Two earlier lines of four cores: the latest changes, and a person checks.
    const two = readInquiryText(['YJV 4*16 100米', 'YJV 4*25 80米', '四芯的换成五芯'].join('\n'));
    expect(two.map((r) => [r.spec, r.metres])).toEqual([
      ['4*16', undefined],
      ['4*25', undefined],
      ['5*25', undefined],
    ]);
  });

  it('reads a size said before its cores ("一百二的四加一") with the standard reduced core, for a person to confirm', () => {
    const rows = readInquiryText(
      [
        '然后一百二的四加一也是yjv的要一千二',
        '九十五的四加一同样的要两百五',
        '哦对了刚才那个一百二的不是一千二是一千五啊你改一下',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [1, 'YJV', '4*120+1*70', undefined, ['spec-ambiguous', 'quantity-ambiguous']],
      // 同样的: the model of the line before.
      [2, 'YJV', '4*95+1*50', 250, ['spec-ambiguous']],
      // The amount said wrong, then the right one: the earlier line of that size at 1,500, the earlier one asked about.
      [3, 'YJV', '4*120+1*70', 1500, ['spec-ambiguous']],
    ]);
  });

  it('takes a later "那个长度改成280米" for the amount of the cable said before, the earlier line asked about', () => {
    const rows = readInquiryText(
      ['YJV22-0.6/1KV 3*185+1*95 260米', 'YJV 4*95+1*50 380m', 'YJV22 3*185+1*95那个长度改成280米'].join('\n'),
    );
    expect(rows.map((r) => [r.line, r.spec, r.metres])).toEqual([
      [1, '3*185+1*95', undefined],
      [2, '4*95+1*50', 380],
      [3, '3*185+1*95', 280],
    ]);
  });
});

describe("a drawing, a supervisor and a developer (the twenty-second holdout's forms)", () => {
  it("reads an AutoCAD 材料表 printed to text by where its columns stand, 根 by each one's length, 利旧 asked", () => {
    const text = [
      '编号  名称                  型号及规格                              单位    数量  备注',
      '----------------------------------------------------------------------------------------------------',
      '  4   电力电缆              YJV-0.6/1kV  4×185+1×95mm²              m        320  变压器至开关柜',
      '  5   电力电缆              YJV-0.6/1kV  4×120+1×70mm²              m        265',
      '  6   电力电缆              YJV-0.6/1kV  1×240mm²                   根         8  每根长85m',
      '  8   电力电缆              YJV-0.6/1kV  4×70+1×35mm²               m         90  利旧',
      ' 15   中压电缆              YJV22-8.7/15kV  3×70mm²                 根         2  单根长度L=135m',
      ' 20   电线                  BV-450/750V  4㎡                        m        600',
    ].join('\n');
    expect(readInquiryText(text).map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [3, 'YJV', '4*185+1*95', 320, []],
      [4, 'YJV', '4*120+1*70', 265, []],
      [5, 'YJV', '1*240', 680, []],
      [6, 'YJV', '4*70+1*35', 90, ['line-cancelled']],
      [7, 'YJV22', '3*70', 270, []],
      [8, 'BV', '1*4', 600, []],
    ]);
  });

  it('reads a 材料表 line pasted without its header: 根 before its count is a count of pieces', () => {
    const [row] = readInquiryText('6   电力电缆   YJV-0.6/1kV  1×240mm²   根   8  每根长85m');
    expect([row?.model, row?.spec, row?.count, row?.unit, row?.metres]).toEqual(['YJV', '1*240', '8', '根', 680]);
    // Garbled after the count, it asks rather than take the length for the whole amount.
    expect(readInquiryText('6 电力电缆 YJV-0.6/1kV 1×240mm² 根 8 每根长数量：85m')[0]?.metres).toBeUndefined();
  });

  it("takes a conduit's bore for no amount: 图中未注明的电线均为BV-2.5mm²，穿SC20管暗敷 asks for a quantity", () => {
    const [row] = readInquiryText('2. 图中未注明的电线均为BV-450/750V-2.5mm²，穿SC20管暗敷。');
    expect([row?.model, row?.spec, row?.metres, row?.reasons]).toEqual([
      'BV',
      '1*2.5',
      undefined,
      ['quantity-missing'],
    ]);
  });

  it('reads a 工作联系单: 原设计 … 现变更为 is the new cable at its amount; cable sent back is asked, not quoted', () => {
    const rows = readInquiryText(
      [
        '1. 3#箱变至B区配电房电缆，原设计YJV22-0.6/1kV-4×185+1×95，现变更为YJV22-0.6/1kV-4×240+1×120，数量320米不变；',
        '2. 消防泵房电缆原设计ZR-YJV-0.6/1kV-4×35+1×16，现变更为NH-YJV-0.6/1kV-4×35+1×16，数量由180米调整为210米；',
        '3. 按原设计已到场的YJV22-0.6/1kV-4×185+1×95电缆80米，由施工单位退回材料供应单位，请做好接收及退货手续。',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['YJV22', '4*240+1*120', 320, []],
      ['NH-YJV', '4*35+1*16', 210, []],
      ['YJV22', '4*185+1*95', 80, ['line-cancelled']],
    ]);
  });

  it("reads DingTalk's sender lines (王建华-项目经理  11-06 09:02) and leaves out the 业务员 who talks like one", () => {
    const text = [
      '王建华-项目经理  11-06 09:02',
      '@小周 清单如下，你这边尽快报个价',
      'YJV 4*95+1*50 480米',
      '小周  11-06 09:14',
      '收到，我先核对一下：YJV 4*95+1*50 480米，没问题吧？',
      '4*95+1*50现货只有300米，余下的要排产',
      '好的，确认一下：第2项 YJV 4*95+1*50 改为520米，记下了',
    ].join('\n');
    expect(readInquiryText(text).map((r) => [r.line, r.spec, r.metres])).toEqual([[3, '4*95+1*50', 480]]);
  });

  it('names "PVC insulated 1C x 4mm² (Red/Yellow/Blue) 450/750V" BV, a building wire', () => {
    const [row] = readInquiryText('PVC insulated 1C x 6mm² Green/Yellow (CPC) 450/750V 500 m');
    expect([row?.model, row?.spec, row?.metres]).toEqual(['BV', '1*6', 500]);
  });

  it('takes 同上 under a struck-out row for the row above that stands', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '材料名称', '规格型号', '单位', '暂估数量', '品牌要求'],
        ['4', '电力电缆', 'YJV-0.6/1kV-4×150+1×70', '米', '620', '远东、宝胜'],
        ['~~5~~', '~~电力电缆~~', '~~YJV-0.6/1kV-4×95+1×50~~', '~~米~~', '~~300~~', '~~同上~~'],
        ['6', '电力电缆', 'YJV-0.6/1kV-5×16', '米', '1580', '同上'],
      ],
    });
    expect(rows.map((r) => [r.line, r.spec, r.metres, r.reasons])).toEqual([
      [2, '4*150+1*70', 620, []],
      [3, '4*95+1*50', 300, ['line-cancelled']],
      [4, '5*16', 1580, []],
    ]);
  });
});

describe("a Gulf mail in BS names, a tender in 万米, a 微文档's 已下单 (the twenty-third holdout's forms)", () => {
  it('reads 6491X as BV, leaves out "Please ignore item 7", and asks when coils are of each colour', () => {
    const rows = readInquiryText(
      [
        '7. 4C x 16mm² Cu/XLPE/PVC 600/1000V unarmoured – 350m',
        '9. 6491X 1C x 4mm² PVC singles, green/yellow – 5 coils of 100m',
        '8. 6491X 1C x 2.5mm² PVC singles to BS 6004, 450/750V, red/yellow/blue – 10 coils of 100m each colour',
        '',
        'Please ignore item 7, quoted by others.',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['YJV', '4*16', 350, ['line-cancelled']],
      ['BV', '1*4', 500, []],
      ['BV', '1*2.5', undefined, ['quantity-ambiguous']],
    ]);
  });

  it('reads 万米 as ten thousand metres and an 已下单 status as a line not to quote', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '型号', '规格', '单位', '数量', '状态'],
        ['1', 'YJV-0.6/1kV', '5×10', '万米', '0.12', '待询价'],
        ['2', 'YJV', '4*185+1*95', '米', '800', '已下单'],
      ],
    });
    expect(rows.map((r) => [r.spec, r.metres, r.reasons])).toEqual([
      ['5*10', 1200, []],
      ['4*185+1*95', 800, ['line-cancelled']],
    ]);
  });
});

describe("an electrician's messages and a WPS sheet's 芯数 and 截面 (the twenty-third holdout's forms)", () => {
  it('reads a chat copied as "王师傅：…" lines, leaves out "我：", and offers BV for wire named by its size alone', () => {
    const rows = readInquiryText(
      [
        '王师傅：房子那边',
        '王师傅：6平方黄绿2盘',
        '王师傅：2.5的软线半盘 箱子里配线',
        '我：好的师傅，2.5的线是BV单芯硬线吧？一盘100米国标足米',
        '王师傅：yjv4*16 要35米 穿管埋地',
        '王师傅：16平方进户线 30米',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [2, 'BV', '1*6', 200, ['model-uncertain']],
      [3, 'BVR', '1*2.5', 50, ['model-uncertain']],
      [5, 'YJV', '4*16', 35, []],
      // No model and no cores: a row that asks, not a line lost.
      [6, '', '', 30, ['model-unknown']],
    ]);
  });

  it('pairs a 芯数 of 4+1 with a 截面 of 120/70 into 4×120+1×70', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '回路编号', '型号', '芯数', '截面', '长度(km)'],
        ['1', 'AL-B1-1', 'YJV', '4+1', '120/70', '0.285'],
        ['2', 'AP-1', 'YJV', '3+2', '150/70', '0.045'],
      ],
    });
    expect(rows.map((r) => [r.spec, r.metres])).toEqual([
      ['4*120+1*70', 285],
      ['3*150+2*70', 45],
    ]);
  });
});
