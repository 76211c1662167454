/**
 * The sheets of the seventh holdout corpus: five inquiry lists as buyers send them, with an answer key each written
 * from what the file shows and what a careful salesperson would quote (the parser was not read or run).
 *
 * - group-header-model.xlsx: a BOQ grouped under model rows (YJV-0.6/1kV …, ZR-YJV22-0.6/1kV …, BV-450/750V …,
 *   KVV-450/750V …) whose item rows hold only the spec and the amount; 小计 per group, 合计, notes.
 * - tick-to-quote.xlsx: a buyer's 比价表 whose 是否报价 column says which rows are asked (√ / 是) and which are not
 *   (× / 否 / blank), beside 上次单价 and 上次金额 of the last purchase.
 * - lengths-with-units.xlsx: a cable-length schedule whose 长度 holds the unit in the text (350m, 1.2km, 1,200米,
 *   0.8公里, 约500, 2×150m, 150m×2 …) and has no 单位 column; 按实测 rows.
 * - traditional-chinese.xlsx: a Hong Kong contractor's 詢價單 in Traditional Chinese with English rows.
 * - wps-gb18030.csv: a CSV saved by WPS in GB18030 (iconv-lite), CRLF, amounts as text with the unit in 数量 and 单位
 *   empty, a quoted 规格型号 holding a comma, blank records between groups.
 *
 *   npx tsx corpus/holdout7/generate-sheets.ts   # writes the five files and their .key.json, byte for byte the same
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import {
  type AnswerKey,
  blank,
  type Cell,
  item,
  type KeyRow,
  noise,
  noiseBecause,
  review,
  row,
  type SourceRow,
  spanned,
  type Truth,
  unknown,
  writeCsv,
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));

function save(file: string, data: Buffer, kind: AnswerKey['kind'], layout: string, rows: KeyRow[]) {
  writeFileSync(join(HERE, file), data);
  const key: AnswerKey = { file, kind, layout, rows };
  writeFileSync(join(HERE, `${file.replace(/\.[^.]+$/, '')}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
  const count = (expect: Truth['expect']) => rows.filter((r) => r.truth.expect === expect).length;
  console.log(
    `${file}: ${rows.length} rows, ${count('item')} items, ${count('review')} review, ${count('unknown')} unknown, ${count('noise')} noise`,
  );
}

/** The sum a spreadsheet caches for a SUM over these cells (text cells are not counted). */
const sum = (cells: Cell[]) =>
  Math.round(cells.reduce<number>((total, cell) => total + (typeof cell === 'number' ? cell : 0), 0) * 1000) / 1000;

/** A group heading: its text merged over the columns after the first, no amount. */
const heading = (number: string, text: string): SourceRow =>
  row(noiseBecause('a group heading: its model and voltage belong to the rows under it'), number, text);

// ---------------------------------------------------------------------------------------------------------------
// 1. group-header-model.xlsx

async function groupHeaderModel() {
  const yjv = '0.6/1kV';
  const inherited = 'model and voltage from the group heading YJV-0.6/1kV';
  const g1: SourceRow[] = [
    row(item('YJV', '4*95+1*50', 420, yjv, inherited), '1', '', '4×95+1×50', '米', 420, '配电房—3#楼1AL'),
    row(item('YJV', '4*70+1*35', 385, yjv, inherited), '2', '', '4×70+1×35', '米', 385, '配电房—5#楼1AL'),
    row(item('YJV', '4*35+1*16', 260, yjv, inherited), '3', '', '4×35+1×16', 'm', 260, '3#楼1AP（电梯）'),
    row(
      item('YJV', '5*16', 1200, yjv, `${inherited}; 1,200 is a number shown with a thousands separator`),
      '4',
      '',
      '5×16',
      '米',
      { number: 1200, format: '#,##0' },
      '各层照明箱',
    ),
    row(
      item('YJV', '3*150+2*70', 180, yjv, `${inherited}; the amount is text`),
      '5',
      '',
      '3×150+2×70',
      '米',
      '180',
      '水泵房',
    ),
    row(
      item(
        'YJV',
        '1*240',
        360,
        yjv,
        `${inherited}: the heading's 0.6/1kV decides the level of a 1×240 made at three; 360 is the total (4根×90米 in 备注)`,
      ),
      '6',
      '',
      '1×240（单芯）',
      '米',
      360,
      '变压器低压出线 4根×90米',
    ),
    row(item('YJV', '4*185+1*95', 300, yjv, `${inherited}; 0.3 千米`), '7', '', '4×185+1×95', '千米', 0.3, ''),
    row(
      item('YJV22', '4*120+1*70', 160, yjv, "the row names its own model (YJV22), which wins over the heading's YJV"),
      '8',
      '',
      'YJV22-4×120+1×70',
      '米',
      160,
      '室外直埋段，铠装',
    ),
    row(review('no amount: 待定'), '9', '', '4×50+1×25', '米', '待定', '待二次深化'),
  ];
  const zr = 'ZR-YJV22 (flame-retardant, steel-tape armoured), the model of the group heading, is not in the catalogue';
  const g2: SourceRow[] = [
    row(unknown(zr), '1', '', '4×50+1×25', '米', 150, '地下室—室外'),
    row(unknown(zr), '2', '', '3×95+2×50', '米', 220, ''),
    row(unknown(zr), '3', '', '4×25+1×16', '米', 85, '车库排风'),
  ];
  const bv = 'BV-450/750V from the group heading; the bare number is the section';
  const g3: SourceRow[] = [
    row(item('BV', '1*2.5', 3000, '450/750V', `${bv}; 30 卷 × 100 m`), '1', '', 2.5, '卷', 30, '红黄绿各10卷'),
    row(item('BV', '1*4', 2000, '450/750V', `${bv}; 20 卷 × 100 m`), '2', '', 4, '卷', 20, ''),
    row(item('BV', '1*6', 1200, '450/750V', `${bv}; 12 卷 × 100 m`), '3', '', 6, '卷', 12, ''),
    row(item('BV', '1*10', 300, '450/750V', `${bv}; in 米`), '4', '', 10, '米', 300, '进户'),
    row(
      item('BV', '1*2.5', 1000, '450/750V', `${bv}; 双色 is the colour (yellow-green); 10 卷 × 100 m`),
      '5',
      '',
      '2.5（双色）',
      '卷',
      10,
      '接地',
    ),
  ];
  const kvv = 'KVV-450/750V from the group heading';
  const g4: SourceRow[] = [
    row(item('KVV', '4*1.5', 500, '450/750V', kvv), '1', '', '4×1.5', '米', 500, '消防联动'),
    row(item('KVV', '7*1.5', 320, '450/750V', kvv), '2', '', '7×1.5', '米', 320, ''),
    row(item('KVV', '10*2.5', 180, '450/750V', kvv), '3', '', '10×2.5', '米', 180, '水泵控制'),
  ];
  const amounts = (rows: SourceRow[]) => rows.map((r) => r.cells[4] ?? '');
  const rows: SourceRow[] = [
    spanned(noise, '鸿泰花园二期 3#、5#楼低压配电工程 电缆电线询价清单'),
    spanned(
      noise,
      '项目名称：鸿泰花园二期（3#、5#楼）    询价单位：中建某局三公司机电分公司    询价日期：2025年10月9日',
    ),
    row(noise, '序号', '型号及名称', '规格', '单位', '数量', '备注'),
  ];
  const subtotals: number[] = [];
  const group = (number: string, title: string, members: SourceRow[], unit = '') => {
    rows.push(heading(number, title));
    const first = rows.length + 1;
    rows.push(...members);
    const last = rows.length;
    const total = sum(amounts(members).map((c) => (typeof c === 'object' && 'number' in c ? c.number : c)));
    subtotals.push(rows.length + 1);
    rows.push(row(noise, '', '小计', '', unit, { formula: `SUM(E${first}:E${last})`, result: total }, ''));
    return total;
  };
  const totals = [
    group('一', 'YJV-0.6/1kV 交联聚乙烯绝缘电力电缆', g1),
    group('二', 'ZR-YJV22-0.6/1kV 阻燃钢带铠装电力电缆', g2),
    group('三', 'BV-450/750V 铜芯聚氯乙烯绝缘电线', g3),
    group('四', 'KVV-450/750V 铜芯聚氯乙烯绝缘控制电缆', g4),
  ];
  rows.push(
    row(noise, '', '合计', '', '', { formula: subtotals.map((r) => `E${r}`).join('+'), result: sum(totals) }, ''),
    spanned(noise, '备注：1、电缆电线均为铜芯国标产品，须提供3C认证及型式试验报告；2、BV线按100米/卷报价。'),
    spanned(noise, '3、报价含13%增值税专用发票及运费，送货至工地；4、单盘长度不足的请在报价中注明。'),
    row(noise, '编制：王敏', '', '审核：刘建国', '', '日期：2025.10.09'),
  );
  const merges: Array<[number, number, number, number]> = [];
  rows.forEach((r, i) => {
    if (r.truth.expect === 'noise' && r.truth.note?.startsWith('a group heading')) merges.push([i + 1, 2, i + 1, 6]);
  });
  const { data, rows: keyRows } = await writeXlsx([
    { name: '电缆清单', widths: [6, 40, 20, 6, 10, 24], rows, merges, frozenRows: 3 },
  ]);
  save(
    'group-header-model.xlsx',
    data,
    'sheet',
    'a contractor’s BOQ grouped under model rows: 一 YJV-0.6/1kV 交联聚乙烯绝缘电力电缆, 二 ZR-YJV22-0.6/1kV, 三 BV-450/750V, 四 KVV-450/750V, each heading merged over the columns with no amount; the rows under a heading hold only 规格 (4×95+1×50, 5×16, 1×240（单芯）), 单位 and 数量, so model and voltage come from the heading; one row names its own model (YJV22-4×120+1×70); BV sections as bare numbers (2.5, 4, 6, 10 as numeric cells) in 卷 and 米, 2.5（双色）; 1,200 shown with a separator, 180 as text, 0.3 千米, 待定; the ZR-YJV22 group (not in the catalogue); a 小计 formula per group and a 合计 formula; notes (BV线按100米/卷报价) and 编制/审核',
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2. tick-to-quote.xlsx

async function tickToQuote() {
  const asked = (tick: string) => `marked ${tick} in 是否报价: asked; 上次单价 is the old price, not an amount`;
  const notAsked = (tick: string) =>
    `marked ${tick} in 是否报价 (the note: 已定厂家，无需报价): a real cable the buyer does not ask for; it must not be quoted`;
  const unticked =
    'nothing in 是否报价: the note asks only for rows marked √ or 是, so this row is not asked; a person confirms with the buyer before it is quoted';
  type Line = [Truth, string, string, string, Cell, number | string, string, string];
  const lines: Line[] = [
    [
      item('YJV', '4*185+1*95', 260, '0.6/1kV', asked('√')),
      '电力电缆',
      'YJV-0.6/1kV 4×185+1×95',
      '米',
      260,
      386.5,
      '√',
      '',
    ],
    [
      item('YJV', '4*150+1*70', 340, '0.6/1kV', asked('√')),
      '电力电缆',
      'YJV-0.6/1kV 4×150+1×70',
      '米',
      340,
      312,
      '√',
      '',
    ],
    [review(notAsked('×')), '电力电缆', 'YJV-0.6/1kV 4×120+1×70', '米', 180, 258.8, '×', '已定'],
    [item('YJV', '3*70+2*35', 420, undefined, asked('是')), '电力电缆', 'YJV 3×70+2×35', '米', 420, 142.3, '是', ''],
    [
      item('YJV22', '4*95+1*50', 150, '0.6/1kV', asked('√')),
      '铠装电缆',
      'YJV22-0.6/1kV 4×95+1×50',
      '米',
      150,
      221,
      '√',
      '',
    ],
    [review(notAsked('否')), '阻燃电缆', 'ZR-YJV 4×50+1×25', '米', 300, 118.6, '否', ''],
    [item('ZR-YJV', '5*10', 650, undefined, asked('√')), '阻燃电缆', 'ZR-YJV 5×10', '米', 650, 33.2, '√', ''],
    [
      item('NH-YJV', '4*25+1*16', 210, undefined, asked('√')),
      '耐火电缆',
      'NH-YJV 4×25+1×16',
      '米',
      210,
      75.4,
      '√',
      '消防',
    ],
    [review(unticked), '耐火电缆', 'NH-YJV 5×6', '米', 480, 22.1, '', ''],
    [
      item('YJV', '3*240+2*120', 650, undefined, `${asked('√')}; 0.65 千米 (the old price is per 千米)`),
      '电力电缆',
      'YJV 3×240+2×120',
      '千米',
      0.65,
      498000,
      '√',
      '单价为元/千米',
    ],
    [
      review('ticked √ but no amount (数量待定); the 452.00 beside it is the old price'),
      '电力电缆',
      'YJV 4×240+1×120',
      '米',
      '',
      452,
      '√',
      '数量待定',
    ],
    [item('KVV', '4*1.5', 800, undefined, asked('√')), '控制电缆', 'KVV 4×1.5', '米', 800, 4.85, '√', ''],
    [
      unknown('KVVP (screened control cable) is not in the catalogue; ticked √'),
      '控制电缆',
      'KVVP 7×1.5',
      '米',
      300,
      9.6,
      '√',
      '屏蔽',
    ],
    [review(notAsked('×')), '控制电缆', 'KVV 10×1.5', '米', 260, 12.3, '×', ''],
    [
      item('BV', '1*2.5', 4000, undefined, `${asked('√')}; 40 卷 × 100 m`),
      '电线',
      'BV 2.5',
      '卷',
      40,
      165,
      '√',
      '100米/卷',
    ],
    [
      item('BV', '1*4', 2500, undefined, `${asked('是')}; 25 卷 × 100 m`),
      '电线',
      'BV 4',
      '卷',
      25,
      262,
      '是',
      '100米/卷',
    ],
    [review(notAsked('×')), '电线', 'BV 6', '卷', 15, 390, '×', '100米/卷'],
    [item('BVR', '1*10', 200, undefined, asked('√')), '电线', 'BVR 10', '米', 200, 6.8, '√', ''],
    [
      item('RVV', '3*1.5', 500, undefined, `${asked('√')} (a full-width space after the tick)`),
      '护套线',
      'RVV 3×1.5',
      '米',
      500,
      3.95,
      '√\u3000',
      '',
    ],
    [item('YJLV', '4*120+1*70', 380, undefined, asked('√')), '铝芯电缆', 'YJLV 4×120+1×70', '米', 380, 58, '√', ''],
    [review(unticked), '铝芯电缆', 'YJLV 3×185+2×95', '米', 120, 80.5, '', ''],
    [item('VV', '4*16+1*10', 90, undefined, asked('是')), '电力电缆', 'VV 4×16+1×10', '米', 90, 41.3, '是', ''],
    [
      item('WDZ-YJY', '4*35+1*16', 160, undefined, asked('√')),
      '低烟无卤电缆',
      'WDZ-YJY 4×35+1×16',
      '米',
      160,
      96.7,
      '√',
      '',
    ],
    [
      unknown('a cable termination (冷缩户内终端), not a cable; ticked √'),
      '电缆终端头',
      '冷缩户内终端 1kV 4×185',
      '套',
      6,
      85,
      '√',
      '',
    ],
    [
      item('YJV', '3*95', 560, '8.7/15kV', asked('√')),
      '高压电缆',
      'YJV-8.7/15kV 3×95',
      '米',
      560,
      178,
      '√',
      '10kV进线',
    ],
    [
      item('YJV', '4*70+1*35', 240, undefined, `${asked('是')}; 上次单价 says 新增 (no earlier purchase)`),
      '电力电缆',
      'YJV 4×70+1×35',
      '米',
      240,
      '新增',
      '是',
      '',
    ],
  ];
  const first = 4;
  let total = 0;
  const data: SourceRow[] = lines.map(([truth, name, spec, unit, amount, price, tick, memo], i) => {
    const n = first + i;
    const money =
      typeof price === 'number'
        ? (() => {
            const value = Math.round((typeof amount === 'number' ? amount : 0) * price * 100) / 100;
            total += value;
            return { formula: `E${n}*F${n}`, result: value, format: '#,##0.00' } as Cell;
          })()
        : '';
    const priceCell: Cell = typeof price === 'number' ? { number: price, format: '#,##0.00' } : price;
    return row(truth, String(i + 1), name, spec, unit, amount, priceCell, money, '', tick, memo);
  });
  const last = first + lines.length - 1;
  const rows: SourceRow[] = [
    spanned(noise, '浙江某建设集团有限公司 电缆电线材料比价表（第二批）'),
    spanned(
      noise,
      '说明：请在“是否报价”栏打“√”或“是”的项目填写本次单价；打“×”或“否”的项目已定厂家，无需报价。“上次单价”为我司上一批采购价，仅供参考。',
    ),
    row(
      noise,
      '序号',
      '材料名称',
      '规格型号',
      '单位',
      '数量',
      '上次单价（元）',
      '上次金额（元）',
      '本次单价（元）',
      '是否报价',
      '备注',
    ),
    ...data,
    row(
      noise,
      '',
      '合计',
      '',
      '',
      '',
      '',
      { formula: `SUM(G${first}:G${last})`, result: Math.round(total * 100) / 100, format: '#,##0.00' },
      '',
      '',
      '',
    ),
    spanned(
      noise,
      '制表：采购部 陈静    日期：2025-10-11    请于10月15日前回传报价（含税含运），联系电话 0571-86001234',
    ),
  ];
  const { data: file, rows: keyRows } = await writeXlsx([
    { name: '比价表', widths: [6, 14, 28, 6, 10, 14, 16, 14, 10, 16], rows, frozenRows: 3 },
  ]);
  save(
    'tick-to-quote.xlsx',
    file,
    'sheet',
    'a buyer’s 比价表 (序号/材料名称/规格型号/单位/数量/上次单价/上次金额/本次单价/是否报价/备注) under a note that only rows marked √ or 是 are asked and × / 否 are already placed; 是否报价 holds √, 是, ×, 否, blank and one √ followed by a full-width space; 上次单价 with old prices shown #,##0.00 (386.50, 4.85, 498,000.00 per 千米) and one 新增, 上次金额 as formulas E*F (cached), 本次单价 empty for the supplier; one √ row without an amount (数量待定), a √ KVVP and a √ cable termination, 0.65 千米, BV in 卷 (100米/卷 in 备注), a 10kV row at 8.7/15kV; a 合计 formula over 上次金额 and a 制表 line',
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 3. lengths-with-units.xlsx

async function lengthsWithUnits() {
  const rows: SourceRow[] = [
    spanned(noise, '城东污水处理厂提标改造工程 电缆长度统计表'),
    spanned(noise, '注：长度含预留及弯曲余量，最终以现场实测为准；长度未注明单位者为米。'),
    row(noise, '序号', '回路编号', '型号规格', '敷设方式', '长度', '备注'),
    row(item('YJV', '4*95+1*50', 350, '0.6/1kV'), '1', '1AL', 'YJV-0.6/1kV-4×95+1×50', '穿管埋地', '350m', ''),
    row(
      item('YJV', '4*70+1*35', 1200, '0.6/1kV', '1.2km'),
      '2',
      '2AL',
      'YJV-0.6/1kV-4×70+1×35',
      '电缆桥架',
      '1.2km',
      '',
    ),
    row(
      item('YJV', '3*120+2*70', 1200, '0.6/1kV', '1,200米: a thousands separator in text'),
      '3',
      '1AP',
      'YJV-0.6/1kV-3×120+2×70',
      '',
      '1,200米',
      '鼓风机房',
    ),
    row(
      item('ZR-YJV', '5*10', 500, '0.6/1kV', '约500 with no unit: the note above says a length without a unit is 米'),
      '4',
      '2AP',
      'ZR-YJV-0.6/1kV 5×10',
      '',
      '约500',
      '',
    ),
    row(
      item('YJV22', '4*150+1*70', 800, '0.6/1kV', '0.8公里'),
      '5',
      '3AP',
      'YJV22-0.6/1kV-4×150+1×70',
      '直埋',
      '0.8公里',
      '',
    ),
    row(
      item('YJV22', '3*150+2*70', 300, '0.6/1kV', '2×150m: two runs of 150 m'),
      '6',
      '4AP',
      'YJV22-0.6/1kV-3×150+2×70',
      '',
      '2×150m',
      '两路',
    ),
    row(
      item('YJV', '3*240', 300, '8.7/15kV', '150m×2: two runs of 150 m'),
      '7',
      'G1',
      'YJV-8.7/15kV-3×240',
      '排管',
      '150m×2',
      '10kV进线（双电源）',
    ),
    row(review('no length: 长度 empty, 按实测'), '8', '5AP', 'NH-YJV-0.6/1kV-4×25+1×16', '桥架', '', '按实测'),
    row(item('KVV', '4*1.5', 85), '9', 'K1', 'KVV-4×1.5', '穿管', '85m', ''),
    row(item('YJV', '4*16+1*10', 120, undefined, '120M: M is 米'), '10', '6AL', 'YJV 4×16+1×10', '穿管', '120M', ''),
    row(item('YJV', '5*6', 65), '11', '7AL', 'YJV 5×6', '穿管', '65 m', ''),
    row(
      item('YJV', '1*240', 720, '0.6/1kV', '4×180m: four single-core runs of 180 m'),
      '12',
      'T1',
      'YJV-0.6/1kV 1×240',
      '桥架',
      '4×180m',
      '变压器出线，单芯',
    ),
    row(item('YJLV', '4*185+1*95', 450, undefined, '0.45km'), '13', '8AP', 'YJLV 4×185+1×95', '直埋', '0.45km', ''),
    row(
      item('VV22', '4*50+1*25', 230, undefined, 'full-width digits and letter: ２３０ｍ'),
      '14',
      '9AP',
      'VV22 4×50+1×25',
      '直埋',
      '２３０ｍ',
      '',
    ),
    row(item('RVV', '3*1', 300, undefined, '3×1.0 is 3*1'), '15', '控制', 'RVV 3×1.0', '穿管', '300米', ''),
    row(review('no length: 长度 empty, 按实测'), '16', '10AP', 'YJV 4×35+1×16', '桥架', '', '按实测'),
    row(review('a range: 200-250m'), '17', '11AP', 'YJV 4×50+1×25', '桥架', '200-250m', ''),
    row(
      unknown('KVVP (screened control cable) is not in the catalogue'),
      '18',
      'K2',
      'KVVP-10×1.5',
      '穿管',
      '150m',
      '',
    ),
    row(item('YJV', '4*10', 1500, undefined, '1.5千米'), '19', '12AL', 'YJV 4×10', '穿管', '1.5千米', ''),
    row(item('BVR', '1*16', 45, undefined, '黄绿 is the colour'), '20', 'PE', 'BVR-1×16 黄绿', '穿管', '45米', '接地'),
    row(
      item('YJV', '4*25+1*16', 200, undefined, '二百米 in Chinese numerals'),
      '21',
      '13AP',
      'YJV 4×25+1×16',
      '桥架',
      '二百米',
      '',
    ),
    row(
      item('ZR-YJV', '4*185+1*95', 360, undefined, '3根×120m: three runs of 120 m'),
      '22',
      '14AP',
      'ZR-YJV 4×185+1×95',
      '桥架',
      '3根×120m',
      '',
    ),
    row(
      item(
        'YJV',
        '3*95+2*50',
        300,
        '0.6/1kV',
        'judgement call: 长度 is —, 备注 gives the provisional length (按实测，暂估约300米); a salesperson quotes the 暂估 amount',
      ),
      '23',
      '15AP',
      'YJV-0.6/1kV 3×95+2×50',
      '桥架',
      '—',
      '按实测，暂估约300米',
    ),
    row(noise, '', '合计', '', '', '约9.4km', ''),
    row(noise, '编制：', '', '校对：', '', '审核：', ''),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: 'Sheet1',
      widths: [6, 10, 30, 12, 12, 22],
      rows,
      merges: [
        [5, 4, 7, 4],
        [8, 4, 9, 4],
      ],
    },
  ]);
  save(
    'lengths-with-units.xlsx',
    data,
    'sheet',
    'a design institute’s 电缆长度统计表 (序号/回路编号/型号规格/敷设方式/长度/备注) with no 单位 column: 长度 holds the unit in the text — 350m, 1.2km, 1,200米, 0.8公里, 约500 (the note above the header: a length without a unit is 米), 2×150m, 150m×2, 4×180m, 3根×120m, 85m, 120M, 65 m, 0.45km, full-width ２３０ｍ, 300米, 1.5千米, 二百米, a range 200-250m, —; 型号规格 as YJV-0.6/1kV-4×95+1×50, YJV-8.7/15kV-3×240, RVV 3×1.0, BVR-1×16 黄绿; 敷设方式 merged down over rows (电缆桥架, 直埋); two rows with 长度 empty and 备注 按实测, one 按实测，暂估约300米; a KVVP; a 合计 in km as text and an 编制/校对/审核 line',
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 4. traditional-chinese.xlsx

async function traditionalChinese() {
  const lines: Array<[Truth, string, string, string, Cell, string, string]> = [
    [
      item('YJV', '4*95+1*50', 320, '0.6/1kV', 'a full-width space between model and spec'),
      '銅芯交聯聚乙烯絕緣電力電纜',
      'YJV\u30004×95+1×50',
      '0.6/1kV',
      320,
      '米',
      '',
    ],
    [
      item('YJV', '4*185+1*95', 1250, '0.6/1kV', '公尺 is 米; 1,250 shown with a separator'),
      '',
      'YJV 4×185+1×95',
      '0.6/1kV',
      { number: 1250, format: '#,##0' },
      '公尺',
      '',
    ],
    [
      item('YJLV', '4*240+1*120', 480, '0.6/1kV', '鋁芯 (aluminium) YJLV'),
      '鋁芯電力電纜',
      'YJLV 4×240+1×120',
      '0.6/1kV',
      480,
      '公尺',
      '',
    ],
    [
      item('ZR-YJV', '4*50+1*25', 260, '0.6/1kV', 'a trailing space after the spec'),
      '阻燃電力電纜',
      'ZR-YJV 4×50+1×25 ',
      '0.6/1KV',
      260,
      '米',
      '',
    ],
    [item('NH-YJV', '4*35+1*16', 180, '0.6/1kV'), '耐火電力電纜', 'NH-YJV 4×35+1×16', '0.6/1kV', 180, '米', '消防回路'],
    [
      item('NH-YJV', '5*10', 1000, '0.6/1kV', '2 盤 × 每盤500公尺'),
      '',
      'NH-YJV 5×10',
      '0.6/1kV',
      2,
      '盤',
      '每盤500公尺',
    ],
    [
      review('3 盤 of a power cable with no drum length (the buyer asks us to state it)'),
      '銅芯電力電纜',
      'YJV 3×120+2×70',
      '0.6/1kV',
      3,
      '盤',
      '盤長請註明',
    ],
    [
      item('YJV22', '4*120+1*70', 350, '0.6/1kV', '0.35 公里'),
      '鎧裝電力電纜（鋼帶）',
      'YJV22 4×120+1×70',
      '0.6/1kV',
      0.35,
      '公里',
      '',
    ],
    [
      item('BV', '1*2.5', 2000, '450/750V', '20 卷 × 100 m (紅、藍各10卷 is the split of the 20)'),
      '銅芯聚氯乙烯絕緣電線',
      'BV 2.5mm²',
      '450/750V',
      20,
      '卷',
      '紅、藍各10卷',
    ],
    [item('BV', '1*4', 1500, '450/750V', '捲 is 卷: 15 × 100 m'), '', 'BV 4mm²', '450/750V', 15, '捲', ''],
    [item('BVR', '1*6', 800, '450/750V', '8 卷 × 100 m'), '', 'BVR 6mm²（軟線）', '450/750V', 8, '卷', ''],
    [item('KVV', '7*1.5', 600, '450/750V'), '控制電纜', 'KVV 7×1.5', '450/750V', 600, '公尺', ''],
    [
      item('YJV', '4*70+1*35', 400, '0.6/1kV', 'Cu/XLPE/PVC is YJV; 600/1000V is 0.6/1kV'),
      'XLPE/PVC Power Cable (Cu)',
      '4×70mm²+1×35mm²',
      '600/1000V',
      400,
      'm',
      'Cu/XLPE/PVC to IEC 60502-1',
    ],
    [
      unknown('SWA is steel-wire armour (YJV32); the catalogue has only steel-tape armoured YJV22'),
      'XLPE/SWA/PVC Armoured Cable (Cu)',
      '4C×50mm²',
      '600/1000V',
      220,
      'm',
      'steel wire armoured',
    ],
    [
      item('VV', '4*16', 150, '0.6/1kV', 'Cu PVC/PVC is VV; 4C×16mm² is 4*16'),
      'PVC/PVC Cable (Cu)',
      '4C×16mm²',
      '600/1000V',
      150,
      'm',
      '',
    ],
    [item('WDZ-YJY', '4*25+1*16', 300, '0.6/1kV'), '低煙無鹵阻燃電纜', 'WDZ-YJY 4×25+1×16', '0.6/1kV', 300, '米', ''],
    [unknown('a cable tray, not a cable'), '熱浸鋅電纜橋架', '300×100（含蓋板）', '', 60, '米', ''],
    [item('YJV', '4*16', 800, '0.6/1kV'), '銅芯電力電纜', 'YJV 4×16', '0.6/1kV', 800, '公尺', '長度已含預留'],
    [
      unknown('a mineral-insulated cable (BTTZ), not in the catalogue'),
      '礦物絕緣電纜',
      'BTTZ 4×25',
      '750V',
      100,
      '米',
      '',
    ],
    [item('YJV', '1*300', 340, '0.6/1kV'), '單芯電力電纜', 'YJV 1×300', '0.6/1kV', 340, '米', ''],
    [
      item('YJV', '3*185', 600, '8.7/15kV', '0.6 公里'),
      '中壓電力電纜',
      'YJV 3×185',
      '8.7/15kV',
      0.6,
      '公里',
      '中壓饋線',
    ],
  ];
  const first = 5;
  const data = lines.map(([truth, name, spec, volt, amount, unit, memo], i) =>
    row(truth, String(i + 1), name, spec, volt, amount, unit, memo),
  );
  const last = first + lines.length - 1;
  const amounts = lines.map((l) => l[4]);
  const total = sum(amounts.map((c) => (typeof c === 'object' && 'number' in c ? c.number : c)));
  const rows: SourceRow[] = [
    spanned(noise, '嘉豐機電工程有限公司  KA FUNG E&M ENGINEERING LTD.'),
    spanned(noise, '詢價單 REQUEST FOR QUOTATION    致：電纜有限公司 銷售部    日期：2025年10月8日    頁數：1/1'),
    spanned(noise, '工程名稱：觀塘商業大廈機電改造工程（第二期）    交貨地點：香港觀塘工地（亦請另報深圳交貨價）'),
    row(noise, '項次', '品名', '規格型號', '電壓', '數量', '單位', '備註'),
    ...data,
    row(noise, '', '合計', '', '', { formula: `SUM(E${first}:E${last})`, result: total }, '', ''),
    spanned(noise, '備註：1. 請報含稅到工地價（港幣或人民幣），並註明交貨期及報價有效期；'),
    spanned(noise, '2. 電纜須符合 GB/T 12706 或 IEC 60502-1 標準，隨貨附出廠檢驗報告。'),
    spanned(noise, '聯絡人：陳先生    電話：+852 2345 6789    傳真：+852 2345 6790    電郵：purchase@kafung-em.com.hk'),
  ];
  const { data: file, rows: keyRows } = await writeXlsx([
    {
      name: '詢價單',
      widths: [6, 30, 24, 12, 10, 6, 24],
      rows,
      merges: [
        [5, 2, 6, 2],
        [9, 2, 10, 2],
        [13, 2, 15, 2],
      ],
      frozenRows: 4,
    },
  ]);
  save(
    'traditional-chinese.xlsx',
    file,
    'sheet',
    'a Hong Kong contractor’s 詢價單 in Traditional Chinese (項次/品名/規格型號/電壓/數量/單位/備註): 電力電纜, 銅芯, 鋁芯, 阻燃, 耐火, 鎧裝（鋼帶）, 低煙無鹵, 控制電纜; 品名 merged down over rows of one kind; 規格型號 YJV 4×95+1×50 (one with a full-width space, one with a trailing space), BV 2.5mm², BVR 6mm²（軟線）; 電壓 0.6/1kV, 0.6/1KV, 450/750V, 8.7/15kV, 600/1000V; 單位 米, 公尺, 公里 (0.35, 0.6), 卷, 捲, 盤 with 每盤500公尺 and without a drum length; 1,250 shown with a separator; English rows XLPE/PVC Power Cable (Cu) 4×70mm²+1×35mm², XLPE/SWA/PVC 4C×50mm², PVC/PVC 4C×16mm²; a cable tray, a mineral-insulated BTTZ; a 合計 formula, 備註 lines and a contact line with +852 numbers',
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. wps-gb18030.csv

function wpsGb18030() {
  const rows: SourceRow[] = [
    row(noise, '鑫源置业7#地块 电缆采购清单'),
    row(noise, '序号', '名称', '规格型号', '单位', '数量', '备注'),
    row(
      item('YJV', '4*95+1*50', 350, undefined, '350米 in 数量, 单位 empty'),
      '1',
      '电力电缆',
      'YJV-4*95+1*50',
      '',
      '350米',
      '',
    ),
    row(item('YJV', '4*50+1*25', 1500, undefined, '1.5千米'), '2', '电力电缆', 'YJV-4*50+1*25', '', '1.5千米', ''),
    row(
      item('YJV', '4*70+1*35', 280, undefined, 'a comma between model and spec, inside the quoted field'),
      '3',
      '电力电缆',
      'YJV,4*70+1*35',
      '',
      '280米',
      '',
    ),
    row(
      item('YJV', '3*150+2*70', 600, undefined, '300m×2: two runs of 300 m'),
      '4',
      '电力电缆',
      'YJV-3*150+2*70',
      '',
      '300m×2',
      '双回路',
    ),
    row(
      item('YJV', '4*16+1*10', 200, undefined, 'full-width digits and a trailing space: ２００米 '),
      '5',
      '电力电缆',
      'YJV 4×16+1×10',
      '',
      '２００米 ',
      '',
    ),
    blank(),
    row(item('ZR-YJV', '4*35+1*16', 420), '6', '阻燃电缆', 'ZR-YJV-4*35+1*16', '', '420米', ''),
    row(item('ZR-YJV', '5*16', 260), '7', '阻燃电缆', 'ZR-YJV-5*16', '', '260米', ''),
    row(item('NH-YJV', '4*25+1*16', 180), '8', '耐火电缆', 'NH-YJV-4*25+1*16', '', '180米', '消防'),
    row(item('NH-YJV', '3*4+1*2.5', 90), '9', '耐火电缆', 'NH-YJV-3*4+1*2.5', '', '90米', '应急照明'),
    blank(),
    row(
      item('BV', '1*2.5', 3000, undefined, '30卷 × 100 m (红黄蓝各10卷 is the split of the 30)'),
      '10',
      '电线',
      'BV-2.5',
      '',
      '30卷',
      '红黄蓝各10卷',
    ),
    row(item('BV', '1*4', 2000, undefined, '20卷 × 100 m'), '11', '电线', 'BV-4', '', '20卷', ''),
    row(item('BVR', '1*16', 150, undefined, '黄绿双色 is the colour'), '12', '电线', 'BVR-16', '', '150米', '黄绿双色'),
    row(item('RVV', '3*1.5', 500, undefined, '5卷 × 100 m'), '13', '护套线', 'RVV-3*1.5', '', '5卷', ''),
    blank(),
    row(item('KVV', '4*1.5', 600), '14', '控制电缆', 'KVV-4*1.5', '', '600米', ''),
    row(
      item('KVV', '7*2.5', 1200, undefined, '"1,200米" quoted because of its comma'),
      '15',
      '控制电缆',
      'KVV-7*2.5',
      '',
      '1,200米',
      '',
    ),
    row(
      unknown('KVVP (screened control cable) is not in the catalogue'),
      '16',
      '控制电缆',
      'KVVP-10*1.5',
      '',
      '200米',
      '屏蔽',
    ),
    blank(),
    row(
      item('YJV22', '4*185+1*95', 350, undefined, '0.35千米'),
      '17',
      '铠装电缆',
      'YJV22-4*185+1*95',
      '',
      '0.35千米',
      '',
    ),
    row(review('no amount: 按图纸'), '18', '铠装电缆', 'YJV22-3*95+2*50', '', '按图纸', ''),
    row(unknown('cable terminations, not a cable'), '19', '电缆终端头', '1kV 4芯 185', '', '8套', ''),
    row(unknown('galvanised steel conduit, not a cable'), '20', '镀锌钢管', 'SC50', '', '120米', '穿线管'),
    blank(),
    row(noise, '合计', '', '', '', '约12千米', ''),
    row(noise, '备注：以上数量均含5%损耗，请报含税到场价，注明交货期。'),
    row(noise, '制表：李工    2025/10/10'),
  ];
  const { data, rows: keyRows } = writeCsv(rows, 6, { separator: ',', encoding: 'utf8' });
  save(
    'wps-gb18030.csv',
    iconv.encode(data.toString('utf8'), 'gb18030'),
    'sheet',
    'a purchase list saved as CSV by WPS: GB18030 (no BOM), CRLF, comma-separated, every record padded to six fields; the amount as text with its unit in 数量 (350米, 1.5千米, 0.35千米, 30卷, 8套, 按图纸) and 单位 always empty; 300m×2; a quoted 规格型号 holding a comma ("YJV,4*70+1*35") and a quoted "1,200米"; full-width ２００米 with a trailing space; specs YJV-4*95+1*50, YJV 4×16+1×10, BV-2.5, BVR-16, RVV-3*1.5; blank records (,,,,,) between groups; KVVP, terminations, steel conduit; 合计, 备注 and 制表 lines in the first field',
    keyRows,
  );
}

async function main() {
  await groupHeaderModel();
  await tickToQuote();
  await lengthsWithUnits();
  await traditionalChinese();
  wpsGb18030();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
