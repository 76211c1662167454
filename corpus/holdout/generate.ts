/**
 * The holdout inquiry corpus: customer inquiry lists written independently of the parser and of corpus/inquiries,
 * from how Chinese customers send cable inquiries (project info blocks, 一、二、 sections, empty price columns,
 * quantities in km / drums / coils / formulas / text, voltage columns, a cover sheet, GB18030 CSV from a procurement
 * system, a tender PDF over three pages, an inquiry letter PDF, a WeChat message, rows pasted from a sheet into mail),
 * each with an answer key written from what the customer meant.
 *
 *   npx tsx corpus/holdout/generate.ts
 *
 * Judgement calls the keys make (a salesperson's, stated once here and in the rows' notes):
 * - building wire (BV, BVR, RVV) in 卷 or 盘 is a 100 m coil; power and control cable in 盘 or 根 without a length
 *   needs a question (review);
 * - "约800米" and "800米（暂定）" are quoted at 800 m (the customer's own estimate); 若干, 待定, 按实际, 0 and an
 *   empty quantity need a question;
 * - a voltage is keyed only where the customer wrote it (in the row, a voltage column or a merged voltage cell);
 *   "1kV" / "AC1kV" / "0.6/1" of a power cable is the catalogue's 0.6/1kV, "AC10kV" / "8.7/15" is 8.7/15kV,
 *   "AC35kV" / "26/35" is 26/35kV, "0.45/0.75kV" is 450/750V;
 * - a model the catalogue does not make (RVVP, KVVP, KVVP2-22, NH-KVV, ZR-KVV, KVV22, ZR-YJV22, WDZN-YJY, BTTZ,
 *   YJLHV, RVS, PV1-F, ZC-YJV above 185 mm², YJV22 4-core at 8.7/15kV...) and products that are not cable are
 *   `unknown`: safe only when not shown as matched;
 * - a typo in the model (YVJ, KW), a material that contradicts the model (YJV with 材质 铝), two cables in one line,
 *   "BV 4×2.5" from a designer (four single wires, metres unclear) and a cable with no model are `review`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AnswerKey,
  blank,
  type Cell,
  item,
  type KeyRow,
  noise,
  type PdfLine,
  review,
  row,
  type SourceRow,
  spanned,
  unknown,
  writeCsv,
  writePdf,
  writeText,
  writeXlsx,
} from './writers';

const HERE = dirname(fileURLToPath(import.meta.url));

const DRUMS = 'drums without a length';
const NO_QTY = 'no quantity';
const TYPO = 'typo in the model';
const COIL = 'building wire coil (卷/盘) taken as 100 m';
const ABOUT = 'approximate quantity quoted as written';
const TENTATIVE = 'tentative quantity quoted as written';

/** 1. A contractor's bill: info block, 一、二、三 sections, empty price columns, 小计/以上合计, notes, signatures. */
async function projectBill() {
  const rows: SourceRow[] = [
    spanned(noise, '滨江商业综合体二期机电安装工程 电线电缆询价清单'),
    row(noise, '项目名称：滨江商业综合体二期机电安装工程', '', '', '', '', '询价日期：2025年3月18日'),
    row(noise, '询价单位：浙江某建设集团有限公司', '', '', '', '', '联系人：周工 13857112345'),
    row(noise, '报价截止：2025-03-25', '', '', '', '', '邮箱：zhougong@example.com'),
    blank(),
    row(noise, '序号', '品名', '规格型号', '材质', '单位', '数量', '单价（元）', '金额（元）', '备注'),
    row(noise, '一、', '动力电缆'),
    row(
      item('YJV22', '4*120+1*70', 1200, '0.6/1kV'),
      1,
      '电力电缆',
      'YJV22-0.6/1KV-4*120+1*70',
      '铜',
      '米',
      '1,200',
      '',
      '',
      '地下室至变配电所',
    ),
    row(item('YJV', '5*16', 860, '0.6/1kV'), 2, '电力电缆', 'YJV 0.6/1kV 5×16', '铜', '米', 860),
    row(item('YJV', '3*95+2*50', 435), 3, '电力电缆', 'yjv 3x95+2x50', '铜', 'm', 435),
    row(
      item('ZR-YJV', '4*185+1*95', 420, undefined, 'quantity is a formula'),
      4,
      '阻燃电力电缆',
      'ZR-YJV 4×185+1×95',
      '铜',
      '米',
      { formula: '2*210', result: 420 },
      '',
      '',
      '2根，每根210米',
    ),
    row(
      item('ZC-YJV', '4*50+1*25', 680, '0.6/1kV', 'quantity stored as text'),
      5,
      '阻燃电力电缆',
      'ZC-YJV-0.6/1kV 4*50+1*25',
      '铜',
      '米',
      '680',
    ),
    row(item('NH-YJV', '4*35+1*16', 245), 6, '耐火电缆', 'NH-YJV 4*35+1*16', '铜', '米', 245, '', '', '消防回路'),
    row(review('材质 铝 contradicts YJV (copper): YJLV?'), 7, '电力电缆', 'YJV-4×95+1×50', '铝', '米', 300),
    row(item('YJLV', '4*70+1*35', 520), 8, '铝芯电缆', 'YJLV 4*70+1*35', '铝', '米', 520),
    row(item('WDZ-YJY', '5*10', 800, undefined, ABOUT), 9, '低烟无卤电缆', 'WDZ-YJY 5*10', '铜', '米', '约800'),
    row(unknown('ZR-YJV22 not in the catalogue'), 10, '电力电缆', 'ZR-YJV22 3*240+1*120', '铜', '米', 150),
    row(review(DRUMS), 11, '电力电缆', 'YJV 4*240+1*120', '铜', '盘', 3),
    row(noise, '', '小计：', '', '', '', { formula: 'SUM(F8:F18)', result: 3940 }),
    row(noise, '二、', '控制电缆'),
    row(item('KVV', '4*1', 600), 1, '控制电缆', 'KVV 4*1.0', '铜', '米', 600),
    row(unknown('KVVP2-22 not in the catalogue'), 2, '控制电缆', 'KVVP2-22 7×2.5', '铜', '米', 180),
    row(unknown('NH-KVV not in the catalogue'), 3, '耐火控制电缆', 'NH-KVV 4*1.5', '铜', '米', 200),
    row(
      item('KVV', '10*1.5', 800, '450/750V', TENTATIVE),
      4,
      '控制电缆',
      'KVV 0.45/0.75kV 10×1.5',
      '铜',
      '米',
      '800米（暂定）',
    ),
    row(unknown('RVVP not in the catalogue'), 5, '屏蔽软线', 'RVVP 4*1.0', '铜', '米', 300),
    row(noise, '', '小计：', '', '', '', { formula: 'SUM(F21:F25)', result: 2080 }),
    row(noise, '三、', '电线'),
    row(item('BV', '1*2.5', 4000, undefined, COIL), 1, '硬线', 'BV 2.5平方', '铜', '卷', 40),
    row(item('BV', '1*4', 2500, undefined, COIL), 2, '硬线', 'BV 4平方', '铜', '卷', 25),
    row(item('BVR', '1*6', 1200), 3, '软线', 'BVR 1×6mm²', '铜', '米', '1200m'),
    row(review('quantity 若干'), 4, '护套线', 'RVV 3*2.5mm2', '铜', '米', '若干'),
    row(unknown('network cable'), 5, '网线', '超五类网线', '', '箱', 10),
    row(item('BV', '1*1.5', 3000, undefined, COIL), 6, '硬线', 'BV 1.5平方', '铜', '盘', 30),
    row(noise, '以上合计', '', '', '', '', { formula: 'SUM(F8:F33)', result: 11040 }),
    blank(),
    spanned(
      noise,
      '备注：1. 以上报价须含税（13%增值税专用发票）含运费，送货至工地；2. 交货期：合同签订后15天内；3. 电缆须符合GB/T 12706-2020，提供3C证书及检测报告。',
    ),
    spanned(noise, '4. 数量仅供参考，按实际送货数量结算。'),
    blank(),
    row(noise, '编制：李明', '', '', '审核：', '', '', '批准：'),
    row(noise, '询价单位（盖章）：', '', '', '', '', '日期：2025年3月18日'),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '询价清单',
      widths: [6, 14, 30, 6, 6, 14, 10, 10, 18],
      rows,
      merges: [
        [2, 1, 2, 5],
        [2, 6, 2, 9],
        [3, 1, 3, 5],
        [3, 6, 3, 9],
        [4, 1, 4, 5],
        [4, 6, 4, 9],
        [40, 1, 40, 5],
        [40, 6, 40, 9],
      ],
    },
  ]);
  return {
    name: 'project-bill.xlsx',
    data,
    key: keyed(
      'project-bill.xlsx',
      'sheet',
      'contractor bill: 项目名称/日期/联系人 block, 一/二/三 section rows, 品名/规格型号/材质/单位/数量/单价/金额/备注 with empty prices, formula and text quantities, 小计/以上合计, notes, signatures',
      keyRows,
    ),
  };
}

/** 2. A design institute's material table: spec before model, 电压(kV) column, 数量（米） header, 序号-only rows. */
async function designMaterials() {
  const rows: SourceRow[] = [
    spanned(noise, '宁波某厂区35kV/10kV变配电工程 电缆材料表'),
    spanned(noise, '设计阶段：施工图    图号：E-03    日期：2025.02'),
    row(noise, '序号', '规格', '型号', '电压(kV)', '数量（米）', '名称', '备注'),
    spanned(noise, '（一）高压部分'),
    row(item('YJV22', '3*240', 1850, '8.7/15kV'), 1, '3×240', 'YJV22', '8.7/15', '1,850', '高压电力电缆', '进线'),
    row(item('YJV22', '3*70', 420, '8.7/15kV'), 2, '3×70', 'YJV22', '8.7/15', 420, '高压电力电缆'),
    row(item('YJV', '1*400', 660, '26/35kV'), 3, '1×400', 'YJV', '26/35', 660, '高压电力电缆', '35kV进线'),
    row(item('YJV', '3*300', 95, '8.7/15kV'), 4, '3×300', 'YJV', '8.7/15', 95, '高压电力电缆'),
    row(review(NO_QTY), 5, '3×120', 'YJV22', '8.7/15', '待定', '高压电力电缆'),
    row(item('JKLYJ', '1*120', 3000, '10kV'), 6, '1×120', 'JKLYJ', '10', '3,000', '架空绝缘导线'),
    row(unknown('YJV22 4-core is not made at 8.7/15kV'), 7, '4×95', 'YJV22', '8.7/15', 200, '高压电力电缆'),
    blank(),
    spanned(noise, '（二）低压部分'),
    row(item('YJV', '4*185+1*95', 1420, '0.6/1kV'), 8, '4×185+1×95', 'YJV', '0.6/1', '1,420', '低压电力电缆'),
    row(item('YJV22', '4*120+1*70', 380, '0.6/1kV'), 9, '4×120+1×70', 'YJV22', '0.6/1', 380, '低压电力电缆'),
    row(item('VV22', '3*35+1*16', 260, '0.6/1kV'), 10, '3×35+1×16', 'VV22', '0.6/1', 260, '低压电力电缆'),
    row(item('ZR-YJV', '5*6', 540, '0.6/1kV'), 11, '5×6', 'ZR-YJV', '0.6/1', 540, '阻燃电力电缆'),
    row(item('WDZ-YJY', '4*25+1*16', 310, '0.6/1kV'), 12, '4×25+1×16', 'WDZ-YJY', '0.6/1', 310, '低烟无卤电缆'),
    row(item('YJV', '3*150+2*70', 175, '0.6/1kV'), 13, '3×150+2×70', 'YJV', '0.6/1', 175, '低压电力电缆'),
    row(review('quantity 0'), 14, '2×10', 'YJV', '0.6/1', 0, '低压电力电缆', '备用'),
    row(item('YJLV', '4*50+1*25', 760, '0.6/1kV'), 15, '4×50+1×25', 'YJLV', '0.6/1', 760, '铝芯电缆'),
    row(item('JKLYJ', '1*16', 1200, '1kV'), 16, '1×16', 'JKLYJ', '1', '1,200', '低压架空线'),
    row(item('YJV', '3*95+1*50', 640, '0.6/1kV'), 17, '3×95+1×50', 'YJV', '1', 640, '低压电力电缆'),
    row(
      review('BV is single-core: 4×2.5 means four wires, metres unclear'),
      18,
      '4×2.5',
      'BV',
      '0.45/0.75',
      900,
      '照明回路',
    ),
    row(item('KVV', '7*1.5', 450, '450/750V'), 19, '7×1.5', 'KVV', '0.45/0.75', 450, '控制电缆'),
    row(unknown('KVVP not in the catalogue'), 20, '4×1.5', 'KVVP', '0.45/0.75', 320, '屏蔽控制电缆'),
    row(noise, 21),
    row(noise, 22),
    blank(),
    row(noise, '', '', '', '', { formula: 'SUM(E5:E26)', result: 13180 }, '合计'),
    spanned(noise, '注：1. 电缆长度为图纸估算长度，施工前须现场复核；2. 高压电缆每盘长度不小于500米。'),
    spanned(noise, '设计：王某某        校对：陈某        审核：刘某'),
  ];
  const { data, rows: keyRows } = await writeXlsx([{ name: '电缆材料表', widths: [6, 14, 10, 10, 12, 16, 14], rows }]);
  return {
    name: 'design-materials.xlsx',
    data,
    key: keyed(
      'design-materials.xlsx',
      'sheet',
      'design material table: 序号/规格/型号/电压(kV)/数量（米）/名称/备注 (spec before model, unit in the header), voltage as 0.6/1, 8.7/15, 26/35, 10, 1, 0.45/0.75, （一）（二） sections, rows of only a 序号, formula total',
      keyRows,
    ),
  };
}

/** 3. A workbook whose first sheet is a cover letter; a plain list is on the second sheet. */
async function coverAndList() {
  const cover: SourceRow[] = [
    spanned(noise, '询 价 函'),
    blank(),
    spanned(noise, '致：各电缆供应商'),
    spanned(noise, '我司承建的合肥某住宅小区项目需采购电线电缆一批，详见附表《电缆清单》，请于3月20日前报价。'),
    spanned(noise, '报价要求：含税含运，注明品牌、交货期及付款方式。'),
    spanned(noise, '联系人：孙工  电话：0551-6512 3456'),
    spanned(noise, '2025年3月12日'),
  ];
  const list: SourceRow[] = [
    spanned(noise, '电缆清单（附表）'),
    row(noise, '序号', '名称', '型号', '规格', '单位', '数量', '备注'),
    row(item('YJV', '4*185+1*95', 680), 1, '电力电缆', 'YJV', '4×185+1×95', '米', 680),
    row(item('YJV', '4*120+1*70', 1150), 2, '电力电缆', 'YJV', '4×120+1×70', '米', '1,150'),
    row(item('YJV', '5*10', 420), 3, '电力电缆', 'YJV', '5×10', '米', 420),
    row(item('ZR-YJV', '3*25+2*16', 380), 4, '阻燃电缆', 'ZR-YJV', '3×25+2×16', '米', 380),
    row(item('YJV22', '4*50+1*25', 260), 5, '铠装电缆', 'YJV22', '4×50+1×25', '米', 260),
    row(item('BV', '1*2.5', 6000, undefined, COIL), 6, '电线', 'BV', '2.5', '卷', 60),
    row(item('BV', '1*4', 4000, undefined, COIL), 7, '电线', 'BV', '4', '卷', 40),
    row(item('BVR', '1*10', 500), 8, '电线', 'BVR', '10', '米', 500),
    row(item('RVV', '3*1.5', 800), 9, '护套线', 'RVV', '3×1.5', '米', 800),
    row(item('KVV', '7*1', 360), 10, '控制电缆', 'KVV', '7×1.0', '米', 360),
    row(review(DRUMS), 11, '电力电缆', 'YJV', '4×35+1×16', '盘', 2),
    row(unknown('cable terminations'), 12, '电缆头', '冷缩终端头', '3芯 240', '套', 6),
    blank(),
    row(noise, '合计', '', '', '', '', { formula: 'SUM(F3:F14)', result: 4556 }),
    spanned(noise, '说明：以上数量为预估，最终以实际送货为准。'),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    { name: '询价函', widths: [80], rows: cover },
    { name: '电缆清单', widths: [6, 12, 14, 16, 6, 18, 18], rows: list, keyed: true },
  ]);
  return {
    name: 'cover-and-list.xlsx',
    data,
    key: keyed(
      'cover-and-list.xlsx',
      'sheet',
      "two sheets: a cover letter (询价函) first, a plain list on the second sheet (the rows keyed are that sheet's)",
      keyRows,
    ),
  };
}

/** 3b. A site's material requisition: 物资名称及规格 in one cell, a real date column, quantities in every form. */
async function quantityForms() {
  const due = new Date(Date.UTC(2025, 3, 10));
  const r = (truth: Parameters<typeof row>[0], n: number, what: string, unit: string, qty: Cell, note = '') =>
    row(truth, n, what, unit, qty, due, '', note);
  const rows: SourceRow[] = [
    spanned(noise, '中铁某局某标段 物资需用计划单'),
    row(noise, '编号：WZ-2025-037', '', '', '', '填报日期：2025/3/15'),
    row(noise, '序号', '物资名称及规格', '单位', '数量', '需用日期', '使用部位', '备注'),
    r(item('YJV', '4*150+1*70', 1200), 1, '电力电缆 YJV-4×150+1×70', '米', '1.2km'),
    r(item('YJV', '3*185+2*95', 1200), 2, '电力电缆 YJV-3×185+2×95', 'km', 1.2),
    r(item('YJV22', '4*70+1*35', 900), 3, '电力电缆 YJV22-4×70+1×35', '盘', '3盘（每盘300米）'),
    r(item('YJV', '4*240+1*120', 2000), 4, '电力电缆 YJV-4×240+1×120', '米', '500米/盘×4盘'),
    r(item('VV', '3*4+1*2.5', 1200), 5, '电力电缆 VV3*4+1*2.5', '米', '1200 米'),
    r(item('YJV', '3*50+1*25', 2000), 6, '电力电缆 YJV-3×50+1×25', '', '2 km'),
    r(item('YJLV', '3*120+1*70', 2000), 7, '铝芯电缆 YJLV-3×120+1×70', 'm', 2000),
    r(review(DRUMS), 8, '电力电缆 YJV-4×16', '盘', 2, '每盘长度请注明'),
    r(item('YJV', '4*10', 510, undefined, 'length per 根 in 备注'), 9, '电力电缆 YJV-4×10', '根', 6, '每根85米'),
    r(review('根 without a length'), 10, '电力电缆 YJV-5×4', '根', 4),
    r(item('BV', '1*2.5', 5000, undefined, COIL), 11, '塑铜线 BV-2.5', '卷', 50),
    r(item('BVR', '1*16', 1500), 12, '软线 BVR-16', '米', '1,500'),
    r(item('BV', '1*6', 500), 13, '塑铜线 BV-6', '公里', 0.5),
    r(item('RVV', '2*1', 1200, undefined, COIL), 14, '护套线 RVV-2×1.0', '卷', 12),
    r(review('quantity 待定'), 15, '控制电缆 KVV-14×1.5', '米', '待定'),
    r(review('quantity 0'), 16, '电力电缆 YJV-4×35+1×16', '米', 0),
    r(item('YJV', '4*25+1*16', 350, undefined, ABOUT), 17, '电力电缆 YJV-4×25+1×16', '米', '约350米'),
    r(item('YJV', '4*95+1*50', 415, undefined, 'quantity is a formula'), 18, '电力电缆 YJV-4×95+1×50', '米', {
      formula: '120+85+210',
      result: 415,
    }),
    r(
      item('YJV', '4*50+1*25', 670, undefined, 'lengths to add, typed as text'),
      19,
      '电力电缆 YJV-4×50+1×25',
      '米',
      '300+250+120',
    ),
    r(item('YJV', '5*10', 356.5), 20, '电力电缆 YJV-5×10', '米', 356.5),
    r(item('YJV', '3*70+1*35', 300), 21, '电力电缆 YJV-3×70+1×35', '米', '150米×2根'),
    r(
      item('ZR-YJV', '4*120+1*70', 1200, undefined, 'number stored as text'),
      22,
      '阻燃电缆 ZR-YJV-4×120+1×70',
      '米',
      '1200 ',
    ),
    r(unknown('cable tray, not cable'), 23, '电缆桥架 300×100', '米', 120),
    blank(),
    row(noise, '合计', '', '', { formula: 'SUM(D4:D26)', result: 7349.2 }),
    spanned(noise, '审批：            仓库：            材料员：'),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '需用计划',
      widths: [6, 30, 6, 18, 12, 12, 16],
      rows,
      merges: [
        [2, 1, 2, 4],
        [2, 5, 2, 7],
      ],
    },
  ]);
  return {
    name: 'quantity-forms.xlsx',
    data,
    key: keyed(
      'quantity-forms.xlsx',
      'sheet',
      'site requisition: 序号/物资名称及规格/单位/数量/需用日期 (a real date)/使用部位/备注; quantities as 1.2km, km, 3盘（每盘300米）, 500米/盘×4盘, 1200 米, 2 km with no unit, m, 根 with 每根85米 in 备注, 卷, 公里, 约, 待定, 0, a formula, 300+250+120 as text, 356.5, 150米×2根, text with a trailing space; a cable tray',
      keyRows,
    ),
  };
}

/** 4. A utility's procurement plan exported as CSV (GB18030): material descriptions in the State Grid style. */
function procurementCsv() {
  const rows: SourceRow[] = [
    row(noise, 'XX供电公司2025年第一批配网物资需求计划'),
    row(noise, '需求单位：XX县供电公司', '', '', '', '', '计划编号：PW-2025-011'),
    row(noise, '行号', '物料编码', '物料描述', '计量单位', '需求数量', '需求日期', '备注'),
    row(
      unknown('ZC flame-retardant YJV22 at 10kV is not in the catalogue'),
      10,
      '500014425',
      '电力电缆,AC10kV,YJV,3×300,22,ZC,无阻水',
      'km',
      1.25,
      '2025-04-30',
    ),
    row(
      item('YJV22', '3*70', 800, '8.7/15kV', 'YJV + armour 22 = YJV22; AC10kV = 8.7/15kV'),
      20,
      '500014426',
      '电力电缆,AC10kV,YJV,3×70,22,无阻燃,无阻水',
      'km',
      0.8,
      '2025-04-30',
    ),
    row(
      item('YJV22', '4*240+1*120', 360, '0.6/1kV'),
      30,
      '500108321',
      '低压电力电缆,YJV,铜,1kV,4×240+1×120,22,普通',
      'km',
      0.36,
      '2025-05-15',
    ),
    row(
      item('YJV', '4*50+1*25', 1500, '0.6/1kV'),
      40,
      '500108325',
      '低压电力电缆,YJV,铜,1kV,4×50+1×25,无铠装,普通',
      'km',
      1.5,
      '2025-05-15',
    ),
    row(
      item('BV', '1*2.5', 3000, '450/750V'),
      50,
      '500021345',
      '布电线,BV,铜,2.5mm2,450/750V',
      'm',
      3000,
      '2025-04-20',
    ),
    row(item('BVR', '1*6', 500, '450/750V'), 60, '500021350', '布电线,BVR,铜,6mm2,450/750V', 'm', 500, '2025-04-20'),
    row(
      item('KVV', '4*2.5', 1200, '450/750V'),
      70,
      '500030112',
      '控制电缆,KVV,铜,4×2.5,450/750V,无屏蔽',
      'm',
      '1,200',
      '2025-04-20',
    ),
    row(
      unknown('KVVP2-22 not in the catalogue'),
      80,
      '500030118',
      '控制电缆,KVVP2,铜,10×1.5,22',
      'm',
      600,
      '2025-04-20',
    ),
    row(
      item('JKLYJ', '1*120', 2400, '10kV'),
      90,
      '500011234',
      '架空绝缘导线,AC10kV,JKLYJ,120',
      'km',
      2.4,
      '2025-04-30',
    ),
    row(item('JKLYJ', '1*70', 1800, '1kV'), 100, '500011240', '架空绝缘导线,AC1kV,JKLYJ,70', 'km', 1.8, '2025-04-30'),
    row(unknown('cable joint'), 110, '500025678', '电缆中间接头,10kV,3×300,冷缩', '套', 6, '2025-04-30'),
    row(unknown('optical cable'), 120, '500031001', '光缆,ADSS,24芯', 'km', 3.5, '2025-05-30'),
    row(noise),
    row(
      item('YJV', '3*25+1*16', 450, '0.6/1kV'),
      130,
      '',
      '电力电缆 YJV-0.6/1kV-3×25+1×16',
      'm',
      '450',
      '2025-05-30',
      '新增',
    ),
    row(item('YJV', '1*240', 1200, '0.6/1kV'), 140, '', 'YJV 0.6/1kV 1×240', 'm', 1200, '2025-05-30', '新增'),
    row(
      item('YJV', '1*300', 900, '26/35kV', 'AC35kV = 26/35kV'),
      150,
      '500014490',
      '电力电缆,AC35kV,YJV,1×300,无铠装',
      'km',
      0.9,
      '2025-06-30',
    ),
    row(noise),
    row(noise, '合计', '', '', '', { formula: 'SUM(E4:E19)', result: 7423.81 }),
    row(noise, '编制人：张三', '', '审核人：李四', '', '', '导出时间：2025-03-10 09:12'),
  ];
  const { data, rows: keyRows } = writeCsv(rows, 7);
  return {
    name: 'procurement-plan.csv',
    data,
    key: keyed(
      'procurement-plan.csv',
      'sheet',
      'CSV in GB18030 from a procurement system: 行号/物料编码/物料描述/计量单位/需求数量/需求日期/备注, comma-separated material descriptions (电力电缆,AC10kV,YJV,3×70,22,...), km and m, an empty line before rows added by hand, a total saved as its value',
      keyRows,
    ),
  };
}

/** 5. A hospital tender's list as a three-page PDF: header repeated, page footers, sections, a signature block. */
async function tenderPdf() {
  const columns = [0, 30, 120, 300, 370, 405, 470, 525, 580];
  const header = row(noise, '序号', '名称', '型号规格', '电压等级', '单位', '数量', '单价', '合价', '备注');
  const cells = (source: SourceRow): PdfLine => ({ kind: 'cells', source });
  const text = (t: string, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: t,
    truth: noise,
    ...extra,
  });
  const section = (t: string): PdfLine => cells(spanned(noise, t));
  const footer = (n: number) => text(`第 ${n} 页 共 3 页`, { centred: true, size: 8, gapBefore: 10 });
  const r = (truth: Parameters<typeof row>[0], ...c: Parameters<typeof row>[1][]) => cells(row(truth, ...c));
  const pages: PdfLine[][] = [
    [
      text('XX市人民医院新院区建设项目 电线电缆采购清单', { centred: true, size: 14 }),
      text('项目编号：ZB-2025-0316    招标人：XX市人民医院    编制日期：2025年3月', { gapBefore: 6 }),
      cells(header),
      section('一、高低压电力电缆'),
      r(item('YJV22', '3*95', 1260, '8.7/15kV'), 1, '高压电力电缆', 'YJV22-3×95', '8.7/15kV', '米', '1,260'),
      r(item('YJV', '1*240', 330, '8.7/15kV'), 2, '高压电力电缆', 'YJV-1×240', '8.7/15kV', '米', 330),
      r(item('YJV', '4*240+1*120', 2400, '0.6/1kV'), 3, '低压电力电缆', 'YJV-4×240+1×120', '0.6/1kV', '米', '2,400'),
      r(item('YJV', '4*185+1*95', 1350, '0.6/1kV'), 4, '低压电力电缆', 'YJV-4×185+1×95', '0.6/1kV', 'km', 1.35),
      r(item('ZC-YJV', '4*150+1*70', 680, '0.6/1kV'), 5, '阻燃电缆', 'ZC-YJV-4×150+1×70', '0.6/1kV', '米', 680),
      r(unknown('ZC-YJV is made up to 185 mm²'), 6, '阻燃电缆', 'ZC-YJV-4×240+1×120', '0.6/1kV', '米', 420),
      r(item('NH-YJV', '5*16', 390, '0.6/1kV'), 7, '耐火电缆', 'NH-YJV-5×16', '0.6/1kV', '米', 390),
      r(
        item('NH-YJV', '4*70+1*35', 500, '0.6/1kV', ABOUT),
        8,
        '耐火电缆',
        'NH-YJV-4×70+1×35',
        '0.6/1kV',
        '米',
        '约500',
      ),
      r(item('WDZ-YJY', '3*35+2*16', 880, '0.6/1kV'), 9, '低烟无卤电缆', 'WDZ-YJY-3×35+2×16', '0.6/1kV', '米', 880),
      r(unknown('WDZN-YJY not in the catalogue'), 10, '低烟无卤耐火电缆', 'WDZN-YJY-4×25+1×16', '0.6/1kV', '米', 460),
      r(
        unknown('mineral-insulated BTTZ not in the catalogue'),
        11,
        '矿物绝缘电缆',
        'BTTZ-4×95+1×50',
        '0.6/1kV',
        '米',
        210,
      ),
      r(review('quantity 若干'), 12, '低压电力电缆', 'YJV-3×10', '0.6/1kV', '米', '若干'),
      footer(1),
    ],
    [
      cells(header),
      r(
        unknown('aluminium alloy YJLHV not in the catalogue'),
        13,
        '铝合金电缆',
        'YJLHV-4×120+1×70',
        '0.6/1kV',
        '米',
        300,
      ),
      r(item('YJLV', '3*185+2*95', 560, '0.6/1kV'), 14, '铝芯电缆', 'YJLV-3×185+2×95', '0.6/1kV', '米', 560),
      r(item('VV', '5*10', 340, '0.6/1kV'), 15, '低压电力电缆', 'VV-5×10', '0.6/1kV', '米', 340),
      r(item('VV22', '4*35+1*16', 125, '0.6/1kV'), 16, '铠装电缆', 'VV22-4×35+1×16', '0.6/1kV', '米', 125),
      r(review(TYPO), 17, '低压电力电缆', 'YVJ-4×50+1×25', '0.6/1kV', '米', 470),
      section('二、控制电缆'),
      r(item('KVV', '8*1.5', 1100, '450/750V'), 18, '控制电缆', 'KVV-8×1.5', '450/750V', '米', '1,100'),
      r(item('KVV', '19*1', 260, '450/750V'), 19, '控制电缆', 'KVV-19×1.0', '450/750V', '米', 260),
      r(review(TYPO), 20, '控制电缆', 'KW-4×2.5', '450/750V', '米', 380),
      r(unknown('ZR-KVV not in the catalogue'), 21, '阻燃控制电缆', 'ZR-KVV-4×1.5', '450/750V', '米', 600),
      r(unknown('KVVP not in the catalogue'), 22, '屏蔽控制电缆', 'KVVP-7×1.5', '450/750V', '米', 220),
      section('三、电线'),
      r(item('BV', '1*1.5', 12000, '450/750V'), 23, '铜芯线', 'BV-1.5', '450/750V', '米', '12,000'),
      r(item('BV', '1*2.5', 8000, '450/750V', COIL), 24, '铜芯线', 'BV-2.5', '450/750V', '卷', 80),
      r(item('BV', '1*4', 3500, '450/750V', COIL), 25, '铜芯线', 'BV-4', '450/750V', '卷', 35),
      r(item('BVR', '1*10', 600, '450/750V'), 26, '软铜线', 'BVR-10', '450/750V', '米', 600),
      footer(2),
    ],
    [
      cells(header),
      r(review('BV is not made at 0.6/1kV'), 27, '铜芯线', 'BV-10', '0.6/1kV', '米', 300),
      r(item('RVV', '4*0.75', 600, '300/500V', COIL), 28, '护套线', 'RVV-4×0.75', '300/500V', '卷', 6),
      r(item('RVV', '2*1.5', 2000, '300/500V'), 29, '护套线', 'RVV-2×1.5', '300/500V', '米', '2,000'),
      r(unknown('RVS not in the catalogue'), 30, '双绞线', 'RVS-2×1.5', '300/300V', '米', 800),
      section('四、其他'),
      r(unknown('cable terminations'), 31, '电缆终端头', '10kV户内冷缩 3×95', '', '套', 8),
      r(unknown('fire sealing, not cable'), 32, '防火封堵', '', '', '项', 1),
      r(noise, '', '合计'),
      text('说明：1. 所有电缆须为国标铜芯产品，提供第三方检测报告；2. 报价含税含运，交货期20天；3. 数量为暂估量。', {
        gapBefore: 8,
      }),
      text('投标人（盖章）：                              法定代表人或授权代表（签字）：', { gapBefore: 8 }),
      text('日期：      年      月      日'),
      footer(3),
    ],
  ];
  const { data, rows: keyRows } = await writePdf({ page: [842, 595], columns, pages });
  return {
    name: 'tender-list.pdf',
    data,
    key: keyed(
      'tender-list.pdf',
      'pdf',
      'three-page tender PDF: 序号/名称/型号规格/电压等级/单位/数量/单价/合价/备注 (prices empty), header repeated on each page, 一、二、三、四 sections, 第 n 页 共 3 页 footers, notes and a signature block',
      keyRows,
    ),
  };
}

/** 6. A WeChat message typed on a phone: sections, free lines, Chinese numerals, two cables in one line. */
function wechat() {
  const lines: SourceRow[] = [
    row(noise, '李总好！'),
    row(noise, '我是中建某局二公司的小陈，发您一个电缆的询价，帮忙看下价格，谢谢🙏'),
    row(noise, ''),
    row(noise, '项目：武汉光谷某产业园一期'),
    row(noise, '电缆：'),
    row(item('YJV22', '4*120+1*70', 600, '0.6/1kV'), '1. YJV22-0.6/1KV-4*120+1*70 600米'),
    row(item('YJV', '3*95+2*50', 400, undefined, ABOUT), '2. yjv 3x95+2x50 约400米'),
    row(review('no model: 三芯95平方 could be YJV, VV, YJV22...'), '3. 三芯95平方电缆 200米'),
    row(item('YJV', '4*25+1*16', 1200), '4. YJV 4*25+1*16，1.2km'),
    row(item('ZR-YJV', '5*6', 350), '5. ZR-YJV 5×6 350m'),
    row(item('YJLV', '4*150+1*70', 1000), '6. YJLV 4×150+1×70 两盘，一盘500米'),
    row(review(DRUMS), '7. YJV 3*185+1*95 3盘'),
    row(item('VV22', '4*16', 200, undefined, TENTATIVE), '8. VV22 4×16 200米（暂定）'),
    row(review(TYPO), '9. YVJ 4*35+1*16 300米'),
    row(item('WDZ-YJY', '4*50+1*25', 480), '10. WDZ-YJY 4×50+1×25 480米'),
    row(noise, '电线：'),
    row(item('BV', '1*2.5', 3000, undefined, COIL), '1. BV 2.5平方 30卷'),
    row(item('BV', '1*4', 2000, undefined, COIL), '2. 4平方BV线 20卷'),
    row(item('BVR', '1*6', 500), '3. BVR 1×6mm² 500米'),
    row(item('RVV', '3*1.5', 1000, undefined, COIL), '4. RVV 3*1.5 10卷'),
    row(review('two cables in one line'), '5. BV2.5、BV4各10卷'),
    row(unknown('network cable'), '6. 网线 超五类 5箱'),
    row(noise, '控制电缆：'),
    row(item('KVV', '4*1.5', 800), 'KVV 4*1.5 800米'),
    row(unknown('KVVP2-22 not in the catalogue'), 'KVVP2-22 7×2.5 260米'),
    row(review(TYPO), 'KW 10*1.5 150米'),
    row(noise, ''),
    row(noise, '以上都要国标的，阻燃的话另外报个价'),
    row(noise, '含税含运到光谷工地，最好这周五前给我，急用！'),
    row(noise, '陈工 186 7123 4567'),
  ];
  const { data, rows: keyRows } = writeText(lines, '');
  return {
    name: 'wechat-message.txt',
    data: Buffer.from(data, 'utf8'),
    key: keyed(
      'wechat-message.txt',
      'text',
      'WeChat message: greeting, 电缆：/电线：/控制电缆： headings, numbered and unnumbered lines, lower case, 两盘，一盘500米, 1.2km, 暂定, a model-less cable, two cables in one line, typos, phone number',
      keyRows,
    ),
  };
}

/** 7. Rows copied from a sheet into an e-mail: tab-separated, quantity first with 数量（米）, full-width cells. */
function emailPaste() {
  const lines: SourceRow[] = [
    row(noise, '王经理：'),
    row(noise, '附上我们的材料清单（从表格里复制的），请报价：'),
    row(noise, '序号', '规格型号', '数量（米）', '名称', '备注'),
    row(item('YJV', '3*240+1*120', 1050, '0.6/1kV'), '1', 'YJV-0.6/1kV-3×240+1×120', '1,050', '电力电缆', ''),
    row(item('YJV', '4*185+1*95', 865, '0.6/1kV'), '2', 'YJV 0.6/1kV 4×185+1×95', '865', '电力电缆', ''),
    row(item('ZR-YJV', '4*35+1*16', 1200, '0.6/1kV'), '3', 'ZR-YJV-0.6/1kV-4×35+1×16', '1200', '阻燃电缆', ''),
    row(item('NH-YJV', '3*4+1*2.5', 450, '0.6/1kV'), '4', 'NH-YJV-0.6/1kV-3×4+1×2.5', '450', '耐火电缆', '消防'),
    row(
      item('YJV', '4*25+1*16', 560, undefined, 'full-width'),
      '5',
      'ＹＪＶ　４×２５＋１×１６',
      '５６０',
      '电力电缆',
      '',
    ),
    row(review('quantity 按实际'), '6', 'VV-4×10', '', '电力电缆', '按实际'),
    row(
      item('YJV22', '3*150', 500, '8.7/15kV', '0.5km written in the 数量（米） column'),
      '7',
      'YJV22-8.7/15kV-3×150',
      '0.5km',
      '高压电缆',
      '',
    ),
    row(item('BV', '1*25', 300, '450/750V'), '8', 'BV-450/750V-1×25', '300', '电线', ''),
    row(item('BVR', '1*35', 120, '450/750V'), '9', 'BVR-450/750V-1×35', '120', '电线', ''),
    row(unknown('KVV22 not in the catalogue'), '10', 'KVV22-4×2.5', '200', '控制电缆', ''),
    row(item('KVV', '12*1.5', 80, '450/750V'), '11', 'KVV-450/750V-12×1.5', '80', '控制电缆', ''),
    row(unknown('YJV 4×1.5 not in the catalogue'), '12', 'YJV-4×1.5', '90', '', ''),
    row(noise, '', '', '6,215', '合计', ''),
    row(noise, ''),
    row(noise, '交货地点：苏州工业园区'),
    row(noise, '谢谢！'),
    row(noise, '--'),
    row(noise, '张伟 | 采购部'),
    row(noise, '苏州某机电工程有限公司'),
    row(noise, '电话：0512-6588 1234'),
  ];
  const { data, rows: keyRows } = writeText(lines, '\t');
  return {
    name: 'email-paste.txt',
    data: Buffer.from(data, 'utf8'),
    key: keyed(
      'email-paste.txt',
      'text',
      'e-mail with rows pasted from a sheet: tab-separated 序号/规格型号/数量（米）/名称/备注 (unit in the header), full-width model, spec and digits, 0.5km in a metres column, a 合计 line, salutation and signature',
      keyRows,
    ),
  };
}

/** 8. A PV plant's cable list: 名称/型号/电压等级 merged down over their rows, lengths in km in the header. */
async function mergedModel() {
  const rows: SourceRow[] = [
    spanned(noise, '某光伏电站35kV集电线路及场内电缆清单'),
    row(noise, '业主：XX新能源有限公司', '', '', '', 'EPC：XX电建'),
    blank(),
    row(noise, '序号', '名称', '型号', '电压等级', '规格', '长度(km)', '备注'),
    row(item('YJV', '1*95', 4200, '26/35kV'), 1, '高压电缆', 'YJV', '26/35kV', '1×95', 4.2, '集电线路'),
    row(item('YJV', '1*185', 2650, '26/35kV', 'model and voltage from merged cells'), 2, '', '', '', '1×185', 2.65),
    row(item('YJV', '1*300', 1080, '26/35kV', 'model and voltage from merged cells'), 3, '', '', '', '1×300', 1.08),
    row(item('YJV22', '3*240+1*120', 360, '0.6/1kV'), 4, '箱变低压侧电缆', 'YJV22', '0.6/1kV', '3×240+1×120', 0.36),
    row(
      item('YJV22', '4*185+1*95', 520, '0.6/1kV', 'model and voltage from merged cells'),
      5,
      '',
      '',
      '',
      '4×185+1×95',
      0.52,
    ),
    row(
      item('YJV22', '4*35+1*16', 120, '0.6/1kV', 'model and voltage from merged cells'),
      6,
      '',
      '',
      '',
      '4×35+1×16',
      0.12,
    ),
    row(unknown('PV1-F solar cable not in the catalogue'), 7, '光伏专用电缆', 'PV1-F', '1.5kV DC', '1×4', 85),
    row(unknown('H1Z2Z2-K solar cable not in the catalogue'), 8, '光伏专用电缆', 'H1Z2Z2-K', '1.5kV DC', '1×6', 12),
    row(item('KVV', '4*1.5', 1500, '450/750V'), 9, '控制电缆', 'KVV', '450/750V', '4×1.5', 1.5),
    row(item('KVV', '7*1.5', 800, '450/750V', 'model and voltage from merged cells'), 10, '', '', '', '7×1.5', 0.8),
    row(review('quantity 待定'), 11, '', '', '', '4×2.5', '待定'),
    row(item('BVR', '1*50', 600, '450/750V'), 12, '接地电缆', 'BVR', '450/750V', '1×50', 0.6),
    row(item('JKLYJ', '1*185', 3300, '10kV'), 13, '架空导线', 'JKLYJ', '10kV', '1×185', 3.3),
    blank(),
    row(noise, '', '小计（km）', '', '', '', { formula: 'SUM(F5:F17)', result: 112.13 }),
    spanned(noise, '备注：'),
    spanned(noise, '1. 高压电缆长度已含10%余量；'),
    spanned(noise, '2. 要求分盘交货，每盘长度按附表执行。'),
    row(noise, '业主代表：', '', '监理：', '', '施工单位：'),
  ];
  const downMerges: Array<[number, number, number, number]> = [];
  for (const [top, bottom] of [
    [5, 7],
    [8, 10],
    [13, 15],
  ] as const)
    for (const column of [2, 3, 4]) downMerges.push([top, column, bottom, column]);
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '电缆清单',
      widths: [6, 16, 12, 12, 14, 10, 12],
      rows,
      merges: [[2, 1, 2, 4], [2, 5, 2, 7], [23, 1, 23, 2], [23, 3, 23, 4], [23, 5, 23, 7], ...downMerges],
    },
  ]);
  return {
    name: 'merged-model.xlsx',
    data,
    key: keyed(
      'merged-model.xlsx',
      'sheet',
      'PV plant list: 名称/型号/电压等级 merged down over the rows they cover (only the spec changes per row), 长度(km) header, solar cables, 小计（km）, notes, signatures',
      keyRows,
    ),
  };
}

/** 9. An inquiry letter exported from Word to PDF: prose with a numbered list, lengths written out in the text. */
async function inquiryLetter() {
  const text = (t: string, truth: Parameters<typeof row>[0] = noise, extra: object = {}): PdfLine => ({
    kind: 'text',
    text: t,
    truth,
    ...extra,
  });
  const lines: PdfLine[] = [
    text('询 价 函', noise, { centred: true, size: 16 }),
    text('XX电缆有限公司：', noise, { gapBefore: 10 }),
    text('    我公司承建的常州某学校改扩建工程需采购下列电线电缆，请贵司于2025年3月25日前回复报价，'),
    text('报价须含13%增值税及运费，并注明交货周期。具体需求如下：'),
    text('1、YJV-0.6/1kV-4×70+1×35，长度560米；', item('YJV', '4*70+1*35', 560, '0.6/1kV')),
    text('2、YJV-0.6/1kV-3×35+2×16，长度1.1公里；', item('YJV', '3*35+2*16', 1100, '0.6/1kV')),
    text('3、ZC-YJV-0.6/1kV-5×10，长度320米；', item('ZC-YJV', '5*10', 320, '0.6/1kV')),
    text('4、NH-YJV-0.6/1kV-4×16+1×10，2盘，每盘250米；', item('NH-YJV', '4*16+1*10', 500, '0.6/1kV')),
    text('5、VLV-0.6/1kV-3×70+1×35，长度待现场确认；', review('length to be confirmed on site')),
    text('6、ZR-YJV22-0.6/1kV-4×95+1×50，长度180米；', unknown('ZR-YJV22 not in the catalogue')),
    text('7、BV-450/750V-1×4，共计60卷；', item('BV', '1*4', 6000, '450/750V', COIL)),
    text('8、BVR-450/750V-1×2.5，共计1,800米；', item('BVR', '1*2.5', 1800, '450/750V')),
    text('9、RVV-300/500V-3×0.75，200米；', item('RVV', '3*0.75', 200, '300/500V')),
    text('10、KVV-450/750V-5×1.5，450米。', item('KVV', '5*1.5', 450, '450/750V')),
    text('    以上电缆均须符合国家标准，投标时提供产品合格证及型式试验报告。', noise, { gapBefore: 6 }),
    text('联系人：刘工    电话：0519-8888 6666    手机：139 1234 5678', noise, { gapBefore: 6 }),
    text('常州某建设工程有限公司', noise, { gapBefore: 20 }),
    text('2025年3月14日'),
    text('第 1 页 共 1 页', noise, { centred: true, size: 8, gapBefore: 300 }),
  ];
  const { data, rows: keyRows } = await writePdf({ page: [595, 842], columns: [0], pages: [lines] });
  return {
    name: 'inquiry-letter.pdf',
    data,
    key: keyed(
      'inquiry-letter.pdf',
      'pdf',
      'inquiry letter exported from Word: prose, then a numbered list with 长度560米 / 1.1公里 / 2盘，每盘250米 / 共计60卷 / 待现场确认, company and date, page footer',
      keyRows,
    ),
  };
}

function keyed(file: string, kind: AnswerKey['kind'], layout: string, rows: KeyRow[]): AnswerKey {
  return { file, kind, layout, rows };
}

async function main() {
  const files = [
    await projectBill(),
    await designMaterials(),
    await coverAndList(),
    await quantityForms(),
    procurementCsv(),
    await tenderPdf(),
    wechat(),
    emailPaste(),
    await mergedModel(),
    await inquiryLetter(),
  ];
  for (const { name, data, key } of files) {
    writeFileSync(join(HERE, name), data);
    writeFileSync(join(HERE, `${name.slice(0, name.lastIndexOf('.'))}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
    const count = (expect: string) => key.rows.filter((r) => r.truth.expect === expect).length;
    console.log(
      `${name}: ${key.rows.length} rows (${count('item')} items, ${count('review')} review, ${count('unknown')} unknown, ${count('noise')} noise)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
