/**
 * The second holdout inquiry corpus: inquiry lists written by an outside reviewer who has not read the parser (nor
 * docs/ocr.md), from how Chinese procurement staff, contractors, design institutes, cost engineers and WeChat and
 * DingTalk users actually write cable inquiries, each with an answer key written from what the file shows and what a
 * careful salesperson would quote.
 *
 *   npx tsx corpus/holdout2/generate.ts
 *
 * Judgement calls the keys make (stated once here, in README.md and in the rows' notes):
 * - building wire (BV, BVR, RVV) in 卷 is a 100 m coil; colours counted: "红黄蓝绿双各2卷" is five colours (双 =
 *   黄绿双色) × 2 coils = 1,000 m, "黄绿双色 3卷" is one colour; power and control cable in 盘 or 根 with no length
 *   anywhere in the row is a question (review); "3盘(500m/盘)", "2盘 每盘100米", 根 with 每根120米 in 备注 are counted;
 * - quantities: "2×500m" and "500*3" in a quantity cell are lengths times count (1,000 m, 1,500 m); "200米×3根" is
 *   600 m; "3×120" in a 数量 column whose 备注 says 单芯，三根一组 is 360 m; "1 200" and "1,200.000" are 1,200;
 *   "约800米", "800左右", "800m（暂定）" are quoted at 800 m as the customer's own estimate; 待定, 按实计, 暂估, an
 *   empty quantity are questions; Chinese numerals ("三百米", "两百五十米", "一千二百米", "一千二", "两百") are read as
 *   metres;
 * - implausible or contradictory quantities are questions: 1500 千米 of a 4×35 cable, 0.5 米 of a 5×25 cable, 数量
 *   600 with 备注 2盘×500米, "1.000" from a European writer (1 or 1,000?);
 * - a decimal comma in a spec ("3x1,5", "5x2,5") is a question (review), as the brief asks;
 * - voltage: a scope is keyed only where the customer wrote a voltage for the row (in the row, a voltage column, the
 *   model cell a 同上 / 〃 repeats, or the section heading the row sits under); "1kV", "1KV", "1kv", "0.6/1", "1kV以下"
 *   and a "0.4kV" heading of a power cable are 0.6/1kV; "10kV", "10kv", "8.7/15" and "8.7/10kV" of YJV / YJV22 are
 *   8.7/15kV (the catalogue's 10 kV class cable; 8.7/10 has the same insulation); "35kV" is 26/35kV; "450/750",
 *   "0.45/0.75kV" are 450/750V; "1kv" / "10kV" of JKLYJ are its 1kV / 10kV; "6/10kV" is a different insulation level
 *   the catalogue does not list (review); a DC traction voltage (DC1.8/3kV) makes a YJV 1×400 a product the catalogue
 *   does not have (unknown);
 * - models: a letter typo (YVJ, KVVV) and voice input's 微微 (VV?) are review; lower case (yjv22), a space or hyphen
 *   before the armour digits, full-width letters and digits, ×, x, X, *, ✕, 乘 and voice input's 成 for 乘 are read as
 *   written; a model the catalogue does not make (KVVP, KVV22, RVVP, RVVB, ZR-BV, YC, H07RN-F, WDZA-YJY,
 *   WDZN-YJY, WDZ-KYJY, YJV62, ZC-YJV above 185 mm², YJV 4×10+1×6, YJV 3×16+2×10) and products that are not cable
 *   (joints, terminations, conduit, tray, earthing flat steel, network cable) are unknown;
 * - a row whose material contradicts its model (YJV … 铝芯) is review; a power cable with no model ("四芯二十五平方",
 *   "三相五线 16平方") or "3+1芯 120平方" (the fourth core's size not given) is review; "详见系统图" is review;
 * - context a careful reader uses: a model merged down over rows, 同上 and 〃 repeat the model above; "七芯1.5的，还是
 *   200米" answers the supplier's quoted question about the KVV line, so it is KVV 7×1.5 200 m; a line of the chat
 *   corrected later ("更正：第3条 … 改为1500米") is review and the correction is the item; an ERP line whose status
 *   is 已关闭 (需求取消) is review;
 * - not items (noise): titles, headers, SAP field-name rows, sections, subtotals, totals, notes, signatures, chat names
 *   and times, [语音]/[图片], the supplier's own messages, a quoted message, the rows of the original mail quoted under
 *   a reply that says the new list replaces it, a wrapped cell's second line, page headers and footers.
 */

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Dice } from '../inquiries/world';
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
  type Truth,
  unknown,
  writeCsv,
  writePdf,
  writeText,
  writeXlsx,
} from './writers';

const HERE = dirname(fileURLToPath(import.meta.url));

const LV = '0.6/1kV';
const MV = '8.7/15kV';
const HV = '26/35kV';
const CV = '450/750V';
const SV = '300/500V';

const DRUMS = 'drums (盘) with no length';
const NO_QTY = 'no quantity';
const TYPO = 'typo in the model';
const COIL = 'building wire coil (卷) taken as 100 m';
const ABOUT = 'approximate quantity quoted as written';
const TENTATIVE = 'tentative quantity quoted as written';
const NOT_MADE = (what: string) => `${what} is not in the catalogue`;

interface Written {
  name: string;
  data: Buffer;
  key: AnswerKey;
}

const keyed = (file: string, kind: AnswerKey['kind'], layout: string, rows: KeyRow[]): AnswerKey => ({
  file,
  kind,
  layout,
  rows,
});

/**
 * What a spreadsheet's SUM of a column over rows from..to (1-based, inclusive) gives: numbers only, text skipped;
 * with `textNumbers`, as a system that exported "1,100" as formatted text totals it, those count too.
 */
function sumOf(rows: SourceRow[], column: number, from: number, to: number, textNumbers = false): number {
  let sum = 0;
  for (const source of rows.slice(from - 1, to)) {
    const cell = source.cells[column - 1];
    if (typeof cell === 'number') sum += cell;
    else if (typeof cell === 'object' && !(cell instanceof Date) && 'number' in cell) sum += cell.number;
    else if (typeof cell === 'string' && textNumbers && /^\d{1,3}(,\d{3})+$/.test(cell))
      sum += Number(cell.replace(/,/g, ''));
  }
  return Math.round(sum * 100) / 100;
}

/** A formula cell whose cached value is filled in once the rows it sums are written. */
const formula = (text: string) => ({ formula: text, result: 0 });

/** 1. A purchase-requisition export from an SAP-style ERP: vendor-style 物料描述, SAP field names, hidden columns. */
async function erpExport(): Promise<Written> {
  const due = new Date(Date.UTC(2025, 4, 10));
  const later = new Date(Date.UTC(2025, 4, 25));
  const shown = (n: number): Cell => ({ number: n, format: '#,##0.000' });
  let line = 0;
  /** 行项目 | 采购申请号 | 物料编码 | 物料描述 | 旧物料号 (hidden) | 单位 | 数量 | 计划单价 (hidden) | 交货日期 | 供应商 | 工厂 | 状态 | 备注 */
  const r = (
    truth: Truth,
    code: string,
    description: string,
    unit: string,
    quantity: Cell,
    price: number,
    extra: { date?: Date; status?: string; note?: string } = {},
  ) => {
    line += 10;
    return row(
      truth,
      String(line).padStart(5, '0'),
      10025831,
      code,
      description,
      `Z-DL-${String(3000 + line).slice(-4)}`,
      unit,
      quantity,
      { number: price, format: '0.00' },
      extra.date ?? due,
      '',
      '3100',
      extra.status ?? '已审批',
      extra.note ?? '',
    );
  };
  const rows: SourceRow[] = [
    spanned(noise, '采购申请明细'),
    row(noise, '导出时间：2025-04-02 14:36:08', '', '', '导出人：ZHANGLI', '', '', '', '', '', '', '', '记录数：23'),
    row(
      noise,
      '行项目',
      '采购申请号',
      '物料编码',
      '物料描述',
      '旧物料号',
      '计量单位',
      '需求数量',
      '计划单价',
      '交货日期',
      '供应商',
      '工厂',
      '状态',
      '备注',
    ),
    row(
      noise,
      'BNFPO',
      'BANFN',
      'MATNR',
      'MAKTX',
      'BISMT',
      'MEINS',
      'MENGE',
      'PREIS',
      'LFDAT',
      'LIFNR',
      'WERKS',
      'STATU',
    ),
    r(
      item('YJV22', '3*240', 850, MV, '千米'),
      '1000123456',
      '电力电缆\\YJV22\\8.7/15kV\\3×240',
      '千米',
      shown(0.85),
      612.5,
    ),
    r(item('YJV22', '3*70', 1200, MV, 'KM'), '1000123461', '电力电缆\\YJV22\\8.7/15kV\\3×70', 'KM', shown(1.2), 228.4),
    r(
      item('YJV', '4*185+1*95', 1200, LV, 'quantity stored as the text "1,200.000"'),
      '1000200317',
      '电力电缆\\YJV\\0.6/1kV\\4×185+1×95',
      '米',
      '1,200.000',
      486,
    ),
    r(
      item('YJV', '4*120+1*70', 460, LV, 'unit M, shown as 460.000'),
      '1000200322',
      '电力电缆\\YJV\\0.6/1kV\\4×120+1×70',
      'M',
      shown(460),
      321.8,
    ),
    r(
      item('YJV', '5*16', 350, LV, 'description with Chinese commas'),
      '1000200409',
      '电缆，YJV，0.6/1kV，5×16，铜芯',
      '米',
      350,
      64.2,
    ),
    r(item('YJLV', '3*150+2*70', 780, LV), '1000210044', '电力电缆\\YJLV\\0.6/1kV\\3×150+2×70', '米', 780, 96.3),
    r(review(DRUMS), '1000200331', '电力电缆\\YJV\\0.6/1kV\\4×240+1×120', '盘', 2, 612),
    r(item('ZR-YJV', '4*50+1*25', 320, LV), '1000230118', '阻燃电力电缆\\ZR-YJV\\0.6/1kV\\4×50+1×25', '米', 320, 142.6),
    r(item('NH-YJV', '5*6', 260, LV), '1000240027', '耐火电力电缆\\NH-YJV\\0.6/1kV\\5×6', '米', 260, 31.9),
    r(
      unknown(NOT_MADE('ZC-YJV 4×240+1×120 (ZC-YJV is made to 185 mm²)')),
      '1000230240',
      '阻燃电力电缆\\ZC-YJV\\0.6/1kV\\4×240+1×120',
      '米',
      150,
      655,
    ),
    r(item('KVV', '10*1.5', 900, CV), '1000300105', '控制电缆\\KVV\\450/750V\\10×1.5', '米', 900, 14.8),
    r(unknown(NOT_MADE('KVVP')), '1000300212', '控制电缆\\KVVP\\450/750V\\4×1.5', '米', 400, 9.6),
    r(item('BV', '1*2.5', 6000, CV, COIL), '1000400012', '布电线\\BV\\450/750V\\2.5mm²', '卷', 60, 215),
    r(item('BVR', '1*16', 500, CV), '1000400131', '布电线\\BVR\\450/750V\\16mm²', '米', 500, 16.9),
    r(item('JKLYJ', '1*150', 2500, '10kV'), '1000500208', '架空绝缘电缆\\JKLYJ\\10kV\\1×150', '千米', 2.5, 18.2),
    r(
      review('line closed (状态 已关闭, 备注 需求取消)'),
      '1000200351',
      '电力电缆\\YJV\\0.6/1kV\\3×95+1×50',
      '米',
      300,
      188,
      { status: '已关闭', note: '需求取消' },
    ),
    r(item('YJV', '1*300', 600, HV), '1000110030', '电力电缆\\YJV\\26/35kV\\1×300', '千米', 0.6, 402, { date: later }),
    r(
      review('1500 千米 of a 4×35+1×16 cable is implausible: metres?'),
      '1000220106',
      '电力电缆\\VV22\\0.6/1kV\\4×35+1×16',
      '千米',
      1500,
      92.5,
    ),
    r(item('RVV', '3*2.5', 800, SV, COIL), '1000400287', '护套线\\RVV\\300/500V\\3×2.5', '卷', 8, 398),
    r(unknown('cable joint, not cable'), '1000600014', '电缆中间接头\\10kV\\3×240\\冷缩', '套', 4, 1650),
    r(review(NO_QTY), '1000220071', '电力电缆\\YJV22\\0.6/1kV\\4×70+1×35', '米', '', 168),
    r(
      item('YJV', '4*95+1*50', 1050, LV, 'unit M, shown as 1,050'),
      '1000200340',
      '电力电缆\\YJV\\0.6/1kV\\4×95+1×50\\国标',
      'M',
      { number: 1050, format: '#,##0' },
      256,
    ),
    r(item('BV', '1*1.5', 2000, undefined, COIL), '1000400007', '布电线\\BV\\1.5mm²\\蓝', '卷', 20, 132),
    blank(),
    row(noise, '数据来源：SRM采购协同平台', '', '', '', '', '', '', '', '', '', '', '打印：2025-04-02'),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '采购申请明细',
      widths: [8, 11, 12, 40, 12, 9, 12, 10, 12, 10, 7, 8, 12],
      rows,
      hidden: [5, 8],
      autoFilter: 'A3:M3',
      frozenRows: 4,
    },
  ]);
  return {
    name: 'erp-export.xlsx',
    data,
    key: keyed(
      'erp-export.xlsx',
      'sheet',
      'SAP-style purchase-requisition export: title and export-time rows, header with an autofilter, a row of SAP field names (BNFPO, MATNR, MAKTX, MEINS, MENGE...), frozen panes; 物料描述 packs name\\model\\voltage\\spec in one cell (one with Chinese commas, one with a colour); 计量单位 千米/KM/米/M/卷/盘/套; quantities as numbers with a #,##0.000 format, as the text "1,200.000", empty; hidden 旧物料号 and 计划单价 columns, an empty 供应商 column, a 工厂 code, a line with status 已关闭',
      keyRows,
    ),
  };
}

/** 2. A contractor's inquiry: 名称 and 型号 merged down, section rows across, quantities in every written form. */
async function contractorMerged(): Promise<Written> {
  const s1 = 'section heading 一、低压电力电缆（0.6/1kV）';
  const first = formula('SUM(F6:F17)');
  const second = formula('SUM(F20:F28)');
  const total = formula('F18+F29');
  const rows: SourceRow[] = [
    spanned(noise, '和园二期（8#～12#楼）电气安装工程 电缆采购询价表'),
    row(noise, '施工单位：XX建工集团有限公司第三项目部', '', '', '', '', '询价日期：2025.4.8'),
    row(noise, '联系人：王工  139 5710 2233', '', '', '', '', '请于4月11日前回复'),
    row(noise, '序号', '名称', '型号', '规格', '单位', '数量', '品牌要求', '备注'),
    spanned(noise, '一、低压电力电缆（0.6/1kV）'),
    row(
      item('YJV', '4*185+1*95', 1000, LV, `2×500m; ${s1}`),
      1,
      '电力电缆',
      'YJV',
      '4×185+1×95',
      '米',
      '2×500m',
      '远东/宝胜',
      '分2盘',
    ),
    row(item('YJV', '4*120+1*70', 1500, LV, '500*3 in the quantity cell'), 2, '', '', '4×120+1×70', '米', '500*3'),
    row(item('YJV', '4*70+1*35', 1500, LV, '3盘(500m/盘)'), 3, '', '', '4×70+1×35', '盘', '3盘(500m/盘)'),
    row(item('YJV22', '4*50+1*25', 1200, LV, '1.2千米 with no unit'), 4, '', 'YJV22', '4×50+1×25', '', '1.2千米'),
    row(item('YJV22', '3*35+2*16', 800, LV, ABOUT), 5, '', '', '3×35+2×16', '米', '约800米', '', '4月10日前到货'),
    row(item('ZR-YJV', '5*10', 800, LV, TENTATIVE), 6, '阻燃电缆', 'ZR-YJV', '5×10', '米', '800m（暂定）'),
    row(item('ZR-YJV', '5*4', 800, LV, `${ABOUT} (800左右)`), 7, '', '', '5×4', 'm', '800左右'),
    row(
      item('NH-YJV', '4*25+1*16', 1200, LV, 'space as the thousands separator ("1 200")'),
      8,
      '耐火电缆',
      'NH-YJV',
      '4×25+1×16',
      '米',
      '1 200',
      '',
      '消防泵房',
    ),
    row(item('YJV', '3*240+1*120', 350, LV), 9, '电力电缆', 'YJV', '3×240+1×120', '米', 350, '', '4月10日前到货'),
    row(
      item('YJV', '4*16', 600, LV, '备注 drums agree with the quantity'),
      10,
      '',
      '',
      '4×16',
      '米',
      600,
      '',
      '分2盘，每盘300米',
    ),
    row(unknown(NOT_MADE('YJV 4×10+1×6')), 11, '', '', '4×10+1×6', '米', 450),
    row(review('数量 600 but 备注 2盘×500米 (1,000 m)'), 12, '', '', '4×35+1×16', '米', 600, '', '2盘×500米'),
    row(noise, '', '小计', '', '', '', first),
    spanned(noise, '二、控制电缆及电线'),
    row(item('KVV', '7*1.5', 300), 1, '控制电缆', 'KVV', '7×1.5', '米', 300),
    row(item('KVV', '4*2.5', 600, undefined, '200米×3根'), 2, '', '', '4×2.5', '米', '200米×3根'),
    row(review(DRUMS), 3, '', '', '14×1.0', '盘', 2),
    row(item('BV', '1*2.5', 5000, undefined, COIL), 4, '电线', 'BV', '2.5', '卷', 50),
    row(item('BV', '1*4', 3000, undefined, COIL), 5, '', '', '4', '卷', '30卷'),
    row(item('BV', '1*6', 1000, undefined, COIL), 6, '', '', '6', '卷', 10),
    row(item('BVR', '1*10', 300), 7, '', 'BVR', '10', '米', 300),
    row(item('RVV', '3*1.5', 1500, undefined, COIL), 8, '护套线', 'RVV', '3×1.5', '卷', 15),
    row(unknown('network cable'), 9, '网线', '超六类', '23AWG', '箱', 20),
    row(noise, '', '小计', '', '', '', second),
    row(noise, '', '总计', '', '', '', total),
    blank(),
    spanned(
      noise,
      '备注：1.品牌：远东、宝胜、起帆或同档次；2.所有电缆须提供3C认证及出厂检测报告；3.付款方式：货到验收合格后30天内付至90%。',
    ),
    row(noise, '编制：', '', '', '审核：', '', '', '项目经理：'),
  ];
  first.result = sumOf(rows, 6, 6, 17);
  second.result = sumOf(rows, 6, 20, 28);
  total.result = first.result + second.result;
  const merges: Array<[number, number, number, number]> = [
    [2, 1, 2, 5],
    [2, 6, 2, 8],
    [3, 1, 3, 5],
    [3, 6, 3, 8],
    [6, 2, 10, 2],
    [6, 3, 8, 3],
    [9, 3, 10, 3],
    [11, 2, 12, 2],
    [11, 3, 12, 3],
    [14, 2, 17, 2],
    [14, 3, 17, 3],
    [20, 2, 22, 2],
    [20, 3, 22, 3],
    [23, 2, 26, 2],
    [23, 3, 25, 3],
  ];
  const { data, rows: keyRows } = await writeXlsx([
    { name: '询价表', widths: [6, 12, 10, 14, 6, 16, 12, 18], rows, merges },
  ]);
  return {
    name: 'contractor-merged.xlsx',
    data,
    key: keyed(
      'contractor-merged.xlsx',
      'sheet',
      'contractor\'s inquiry: info rows merged in halves, 序号/名称/型号/规格/单位/数量/品牌要求/备注, section rows merged across (the first names 0.6/1kV), 名称 and 型号 merged down over several rows, quantities as 2×500m, 500*3, 3盘(500m/盘), 1.2千米 with no unit, 约800米, 800m（暂定）, 800左右, "1 200", 200米×3根, 30卷, numbers, drums with no length; 备注 with drum lengths (one agreeing, one contradicting the quantity) and delivery dates; 小计 per section, 总计',
      keyRows,
    ),
  };
}

/** 3. An owner's / institute's material list: cover block, header on row 5, 规格 before 型号, 电压 written variously. */
async function coverRow5(): Promise<Written> {
  const rows: SourceRow[] = [
    spanned(noise, 'XX污水处理厂提标改造工程'),
    spanned(noise, '电气设备材料表（电缆部分）'),
    row(noise, '设计单位：XX市政设计研究院有限公司', '', '', '', '专业：电气', '', '版次：B'),
    row(noise, '工程号：2025-SZ-017', '', '', '', '日期：2025年3月', '', '电缆总长约12.6km'),
    row(noise, '序号', '规格', '型号', '电压', '单位', '数量', '名称', '备注'),
    spanned(noise, '一、10kV电缆'),
    row(item('YJV22', '3*95', 860, MV, '10kv'), 1, '3×95', 'YJV22', '10kv', '米', 860, '高压电力电缆', '进线'),
    row(item('YJV', '3*240', 420, MV, '8.7/15'), 2, '3×240', 'YJV', '8.7/15', '米', 420, '高压电力电缆'),
    row(
      item('YJV', '1*240', 180, MV, 'no voltage in the row: the section heading 一、10kV电缆 gives it'),
      3,
      '1×240',
      'YJV',
      '',
      '米',
      180,
      '高压电力电缆',
      '单芯',
    ),
    row(
      review('6/10kV is a different insulation level from the catalogue 8.7/15kV'),
      4,
      '3×70',
      'YJV22',
      '6/10kV',
      '米',
      240,
      '高压电力电缆',
    ),
    row(
      item('YJV22', '3*120', 150, MV, '8.7/10kV quoted as the 8.7/15kV cable'),
      5,
      '3×120',
      'YJV22',
      '8.7/10kV',
      '米',
      150,
      '高压电力电缆',
    ),
    row(item('JKLYJ', '1*95', 1500, '10kV'), 6, '1×95', 'JKLYJ', '10kV', '米', '1,500', '架空绝缘导线'),
    spanned(noise, '二、0.4kV电缆'),
    row(item('YJV', '4*185+1*95', 1120, LV), 7, '4×185+1×95', 'YJV', '0.6/1kV', '米', '1,120', '低压电力电缆'),
    row(
      item('YJV', '4*95+1*50', 680, LV, '1KV; the spec a rich-text cell'),
      8,
      { rich: ['4×95', '+1×50'] },
      'YJV',
      '1KV',
      '米',
      680,
      '低压电力电缆',
    ),
    row(item('YJV22', '3*50+2*25', 390, LV, '0.6/1'), 9, '3×50+2×25', 'YJV22', '0.6/1', '米', 390, '铠装电缆', '直埋'),
    row(item('ZR-YJV', '5*10', 520, LV, '1kv'), 10, '5×10', 'ZR-YJV', '1kv', '米', 520, '阻燃电缆'),
    row(item('VV', '4*16', 300, LV), 11, '4×16', 'VV', '0.6/1kV', '米', 300, '低压电力电缆'),
    row(item('YJLV', '3*185+2*95', 240, LV), 12, '3×185+2×95', 'YJLV', '0.6/1kV', '米', 240, '铝芯电缆'),
    row(
      item('YJV', '1*150', 420, LV, 'single core: the voltage decides'),
      13,
      '1×150',
      'YJV',
      '0.6/1kV',
      '米',
      420,
      '低压电力电缆',
    ),
    row(
      item('YJV', '1*185', 260, LV, 'no voltage in the row: the heading 二、0.4kV电缆 (a 0.4 kV system) gives 0.6/1kV'),
      14,
      '1×185',
      'YJV',
      '',
      '米',
      260,
      '低压电力电缆',
      '单芯',
    ),
    row(item('JKLYJ', '1*50', 800, '1kV'), 15, '1×50', 'JKLYJ', '1kV', '米', 800, '低压架空线'),
    row(review('quantity 按实计'), 16, '4×4', 'YJV', '0.6/1kV', '米', '按实计', '低压电力电缆'),
    spanned(noise, '三、控制电缆'),
    row(item('KVV', '7*1.5', 680, CV), 17, '7×1.5', 'KVV', '450/750V', '米', 680, '控制电缆'),
    row(unknown(NOT_MADE('KVV22')), 18, '4×1.5', 'KVV22', '450/750V', '米', 220, '铠装控制电缆'),
    row(review(`${TYPO}: KVVV`), 19, '10×1.0', 'KVVV', '0.45/0.75kV', '米', 150, '控制电缆'),
    row(unknown(NOT_MADE('RVVP')), 20, '2×1.5', 'RVVP', '300/500V', '米', 600, '屏蔽线'),
    row(item('RVV', '3*1.5', 450, SV), 21, '3×1.5', 'RVV', '300/500V', '米', 450, '护套线'),
    spanned(noise, '四、电线'),
    row(item('BV', '1*2.5', 3600, CV), 22, '2.5mm²', 'BV', '450/750V', '米', '3,600', '铜芯线'),
    row(item('BV', '1*4', 2200, CV, '0.45/0.75'), 23, '4mm²', 'BV', '0.45/0.75', '米', '2,200', '铜芯线'),
    row(item('BVR', '1*16', 180, CV, '450/750 without the unit'), 24, '1×16', 'BVR', '450/750', '米', 180, '软铜线'),
    row(
      item('BV', '1*35', 120, CV, 'colour in the model cell'),
      25,
      '35mm²',
      'BV(黄绿)',
      '450/750V',
      '米',
      120,
      '接地线',
    ),
    blank(),
    spanned(
      noise,
      '注：1、电缆长度按图纸计算，已含3%余量；2、电缆敷设方式详见电缆清册；3、电缆均为铜芯（注明者除外）。',
    ),
    row(noise, '设计：', '', '校核：', '', '审定：'),
  ];
  const merges: Array<[number, number, number, number]> = [
    [3, 1, 3, 4],
    [3, 5, 3, 6],
    [4, 1, 4, 4],
    [4, 5, 4, 6],
  ];
  const { data, rows: keyRows } = await writeXlsx([
    { name: '材料表', widths: [6, 14, 10, 12, 6, 10, 14, 10], rows, merges },
  ]);
  return {
    name: 'cover-row5.xlsx',
    data,
    key: keyed(
      'cover-row5.xlsx',
      'sheet',
      'material list with a four-row cover block (project, title, institute, 工程号, "电缆总长约12.6km"), the header on row 5: 序号/规格/型号/电压/单位/数量/名称/备注 (spec before model); sections 一、10kV电缆 / 二、0.4kV电缆 / 三、控制电缆 / 四、电线; 电压 as 10kv, 8.7/15, 6/10kV, 8.7/10kV, 10kV, 0.6/1kV, 1KV, 0.6/1, 1kv, 1kV, 450/750V, 0.45/0.75kV, 0.45/0.75, 450/750, 300/500V and empty under a heading that names it; single-core YJV 1×240/1×150/1×185 where the voltage decides the cable; JKLYJ at 10kV and 1kV; BV(黄绿)',
      keyRows,
    ),
  };
}

/** 4. A quotation request: the list with a technical-requirements block beside it, then a second table below. */
async function twoTables(): Promise<Written> {
  /** Left table: 序号 | 型号规格 | 单位 | 数量 | 单价 | 备注, a gap column, right block: 项目 | 技术要求. */
  const left = (truth: Truth, n: number, what: Cell, unit: string, qty: Cell, note = '', right: string[] = []) =>
    row(truth, n, what, unit, qty, '', note, '', ...right);
  const subtotal = formula('SUM(D5:D16)');
  const rows: SourceRow[] = [
    spanned(noise, '询 价 单'),
    row(noise, '询价单号：XJ20250415-03', '', '', '询价日期：2025-04-15', '', '', '', '报价有效期：15天'),
    row(noise, '客户：XX电力工程有限公司', '', '', '联系人：赵工  0571-8765 4321'),
    row(noise, '序号', '型号规格', '单位', '数量', '单价(元/米)', '备注', '', '项目', '技术要求'),
    left(item('YJV', '4*240+1*120', 650, LV), 1, 'YJV-0.6/1kV-4×240+1×120', '米', 650, '', [
      '执行标准',
      'GB/T 12706.1-2020',
    ]),
    left(
      item('YJV', '4*150+1*70', 1380, LV, 'rich-text cell, the spec in bold'),
      2,
      { rich: ['YJV-0.6/1kV-', '4×150+1×70'] },
      '米',
      '1,380',
      '',
      ['导体', '第2种紧压圆形铜导体'],
    ),
    left(item('YJV22', '3*120+2*70', 420, LV), 3, 'YJV22-0.6/1kV-3×120+2×70', '米', 420, '', [
      '绝缘',
      '交联聚乙烯，导体最高温度90℃',
    ]),
    left(item('YJV', '3*185', 900, MV), 4, 'YJV-8.7/15kV-3×185', '米', 900, '', ['盘长', '单盘≥500米，不得有中间接头']),
    left(item('ZR-YJV', '3*70+1*35', 300, LV), 5, 'ZR-YJV-0.6/1kV-3×70+1×35', '米', 300, '', [
      '阻燃',
      'ZR-C类，成束燃烧',
    ]),
    left(item('NH-YJV', '4*50+1*25', 260, LV), 6, 'NH-YJV-0.6/1kV-4×50+1×25', '米', 260, '消防', [
      '耐火',
      '950℃ 90min',
    ]),
    left(item('VV22', '4*25+1*16', 180, LV), 7, 'VV22-0.6/1kV-4×25+1×16', '米', 180, '', ['交货期', '合同签订后20天']),
    left(review('1 drum, length not given'), 8, 'YJLV-0.6/1kV-4×95+1×50', '盘', 1, '', ['付款', '货到验收合格后付95%']),
    left(item('WDZ-YJY', '4*35+1*16', 560, LV), 9, 'WDZ-YJY-0.6/1kV-4×35+1×16', '米', 560, '', ['质保', '24个月']),
    left(item('YJV', '1*400', 1050, HV), 10, 'YJV-26/35kV-1×400', '米', '1,050'),
    left(review('铝芯 contradicts YJV (copper): YJLV?'), 11, 'YJV 4×120+1×70 铝芯', '米', 300),
    left(unknown(NOT_MADE('YJV 3×16+2×10')), 12, 'YJV-0.6/1kV-3×16+2×10', '米', 100),
    blank(),
    row(noise, '', '小计（米）', '', subtotal),
    blank(),
    spanned(noise, '二、补充询价（电线及控制电缆）'),
    row(noise, '序号', '名称', '规格型号', '数量（米）', '颜色', '备注'),
    row(item('KVV', '19*1.5', 240, CV), 1, '控制电缆', 'KVV-450/750V-19×1.5', 240),
    row(item('KVV', '4*1', 1200), 2, '控制电缆', 'KVV-4×1.0', '1,200'),
    row(item('BV', '1*2.5', 2000, undefined, 'one colour per row'), 3, '布电线', 'BV-2.5', '2,000', '红'),
    row(item('BV', '1*2.5', 2000, undefined, 'one colour per row'), 4, '布电线', 'BV-2.5', '2,000', '蓝'),
    row(item('BV', '1*2.5', 1000, undefined, 'one colour per row'), 5, '布电线', 'BV-2.5', '1,000', '黄绿'),
    row(item('BVR', '1*4', 500), 6, '软线', 'BVR-4', 500, '黑'),
    row(item('RVV', '2*0.75', 800), 7, '护套线', 'RVV-2×0.75', 800, '白'),
    row(unknown(NOT_MADE('RVVB (flat sheathed)')), 8, '护套线', 'RVVB-2×1.5', 300, '白'),
    blank(),
    spanned(noise, '注：右侧技术要求适用于全部电缆；请随报价附产品样本及检测报告。'),
  ];
  subtotal.result = sumOf(rows, 4, 5, 16);
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '询价单',
      widths: [6, 30, 6, 12, 12, 10, 3, 10, 30],
      rows,
      merges: [
        [2, 1, 2, 3],
        [2, 4, 2, 7],
        [2, 8, 2, 9],
        [3, 1, 3, 3],
        [3, 4, 3, 9],
      ],
    },
  ]);
  return {
    name: 'quote-two-tables.xlsx',
    data,
    key: keyed(
      'quote-two-tables.xlsx',
      'sheet',
      'quotation request: 序号/型号规格/单位/数量/单价(元/米)/备注 with a 项目/技术要求 block side by side on the same rows (GB/T 12706.1-2020, 第2种, 90℃, 单盘≥500米, 950℃ 90min, 20天, 95%, 24个月), then a 小计 and a second table below with its own header in another column order, 序号/名称/规格型号/数量（米）/颜色/备注 (unit in the header, BV one colour per row, RVVB); 铝芯 with YJV; YJV 3×16+2×10',
      keyRows,
    ),
  };
}

/** 5. A tendering platform's RFQ export: UTF-8 CSV with a BOM, quoted fields with commas and a line break. */
function platformCsv(): Written {
  const due = new Date(Date.UTC(2025, 4, 10));
  const address = '江苏省太仓市经济开发区,北京东路88号3号门';
  const r = (truth: Truth, n: number, name: string, spec: string, tech: string, unit: string, qty: Cell, note = '') =>
    row(truth, n, name, spec, tech, unit, qty, due, address, note);
  const rows: SourceRow[] = [
    row(
      noise,
      '询价单号：RFQ-2025-0412',
      '询价单位：XX汽车零部件（太仓）有限公司',
      '',
      '',
      '',
      '',
      '',
      '',
      '币种：CNY',
    ),
    row(noise, '序号', '物料名称', '规格型号', '技术要求', '单位', '数量', '期望到货日期', '收货地址', '备注'),
    r(
      item('YJV', '4*185+1*95', 1500, LV),
      1,
      '电力电缆',
      'YJV,0.6/1kV,4×185+1×95',
      '铜芯,国标GB/T 12706',
      '米',
      '1,500',
    ),
    r(
      item('YJV', '5*16', 480, LV, 'a line break inside the quoted 备注'),
      2,
      '电力电缆',
      'YJV,0.6/1kV,5×16',
      '铜芯',
      '米',
      480,
      '分两批到货\n第一批4月20日前',
    ),
    r(item('YJV22', '4*70+1*35', 320, LV), 3, '电力电缆', 'YJV22,0.6/1kV,4×70+1×35', '铜芯,钢带铠装', '米', 320),
    r(item('ZR-YJV', '3*35+1*16', 260, LV), 4, '阻燃电缆', 'ZR-YJV,0.6/1kV,3×35+1×16', '阻燃,C级', '米', 260),
    r(item('KVV', '8*1.5', 750, CV), 5, '控制电缆', 'KVV,450/750V,8×1.5', '', '米', 750),
    r(review('decimal comma in the spec: 3x1,5'), 6, '护套线', 'RVV 3x1,5', '', '米', 500),
    r(review('decimal comma in the spec: 5x2,5'), 7, '电力电缆', 'YJV 5x2,5', '', '米', 200),
    r(unknown(NOT_MADE('H07RN-F rubber cable')), 8, '橡套电缆', 'H07RN-F 3G2,5', 'VDE', '米', 150),
    // (Keyed unknown when written; corrected in session 25: NYY-J is DIN VDE 0276-603's Cu/PVC/PVC 0.6/1kV cable, its
    // J the green/yellow core, the catalogue's VV, as the eighteenth holdout's German Anfrage keys it.)
    r(
      item('VV', '5*16', 90, undefined, 'NYY-J (Cu/PVC/PVC 0.6/1kV, with a green/yellow core) is VV'),
      9,
      '电力电缆',
      'NYY-J 5x16',
      '',
      '米',
      90,
      '德方图纸型号',
    ),
    r(review('"1.000" from a European writer: 1 m or 1,000 m?'), 10, '电力电缆', 'YJV 4x35+1x16', '', '米', '1.000'),
    r(item('BV', '1*6', 800, CV), 11, '电线', 'BV,450/750V,1×6', '黄绿双色', '米', 800),
    r(
      item('BVR', '1*2.5', 300, CV, '3 coils of 100 m (one per colour)'),
      12,
      '软线',
      'BVR,450/750V,1×2.5',
      '红,蓝,黑各一卷',
      '卷',
      3,
    ),
    r(item('YJV', '3*150', 750, MV), 13, '中压电缆', 'YJV,8.7/15kV,3×150', '铜芯', '千米', 0.75),
    r(item('VV', '3*4+1*2.5', 600, LV), 14, '电力电缆', 'VV,0.6/1kV,3×4+1×2.5', '', '米', 600),
    r(unknown('cable tray, not cable'), 15, '电缆桥架', '300×150,热镀锌', '', '米', 60),
    row(noise),
  ];
  rows.push(
    row(noise, '合计', '', '', '', '', sumOf(rows, 6, 3, 17, true)),
    row(noise, '导出时间：2025-04-12 10:05:33', '', '', '', '', '', '', '', '第1页/共1页'),
  );
  const { data, rows: keyRows } = writeCsv(rows, 9, 'utf8-bom');
  return {
    name: 'platform-rfq.csv',
    data,
    key: keyed(
      'platform-rfq.csv',
      'sheet',
      "tendering platform's RFQ export as UTF-8 CSV with a BOM (CRLF): an info record, 序号/物料名称/规格型号/技术要求/单位/数量/期望到货日期/收货地址/备注; quoted fields holding commas (YJV,0.6/1kV,4×185+1×95; the address; 红,蓝,黑各一卷) and one holding a line break (record 4 spans two text lines: the key counts records, as Excel shows rows); a German-owned buyer's H07RN-F 3G2,5, NYY-J 5x16, decimal commas (3x1,5) and 1.000; 千米; an empty record, 合计, export time",
      keyRows,
    ),
  };
}

/** 6. A bill of quantities (工程量清单, GB 50500 style): multi-line 项目特征描述, prices filled in, terminations. */
async function boq(): Promise<Written> {
  const features = (...lines: string[]) => lines.map((text, i) => `${i + 1}.${text}`).join('\n');
  const cable = (model: string, spec: string, voltage?: string, laying = '桥架、穿管') =>
    features(
      '名称：电力电缆',
      `型号：${model}`,
      `规格：${spec}`,
      '材质：铜芯',
      `敷设方式、部位：${laying}`,
      ...(voltage ? [`电压等级(kV)：${voltage}`] : []),
    );
  const money = (n: number): Cell => ({ number: n, format: '#,##0.00' });
  const pageTotal = formula('SUM(H6:H20)');
  const grandTotal = formula('H21');
  let n = 0;
  const r = (truth: Truth, code: string, name: string, feature: string, unit: string, qty: number, price: number) => {
    n++;
    const total = Math.round(qty * price * 100) / 100;
    return row(truth, n, code, name, feature, unit, qty, money(price), money(total));
  };
  const rows: SourceRow[] = [
    spanned(noise, '分部分项工程和单价措施项目清单与计价表'),
    row(noise, '工程名称：XX中学风雨操场新建工程【电气】', '', '', '', '', '标段：', '', '第1页 共1页'),
    row(noise, '序号', '项目编码', '项目名称', '项目特征描述', '计量单位', '工程量', '金额（元）'),
    row(noise, '', '', '', '', '', '', '综合单价', '合价', '其中：暂估价'),
    row(noise, '', '0304', '电气设备安装工程'),
    r(
      item('YJV', '4*185+1*95', 356.8, LV, '1kV以下 is the 0.6/1kV class'),
      '030408001001',
      '电力电缆',
      cable('YJV', '4×185+1×95', '1kV以下'),
      'm',
      356.8,
      312.5,
    ),
    r(
      item('YJV', '5*10', 628.45, LV),
      '030408001002',
      '电力电缆',
      cable('YJV', '5×10', '0.6/1kV', '穿管'),
      'm',
      628.45,
      48.2,
    ),
    r(
      item('ZR-YJV', '4*50+1*25', 212.3, LV),
      '030408001003',
      '电力电缆',
      cable('ZR-YJV', '4×50+1×25', '1kV'),
      'm',
      212.3,
      135.8,
    ),
    r(item('NH-YJV', '5*6', 96.5, LV), '030408001004', '电力电缆', cable('NH-YJV', '5×6', '1kV以下'), 'm', 96.5, 39.6),
    r(
      unknown('cable terminations (电力电缆头), not cable'),
      '030408006001',
      '电力电缆头',
      features(
        '名称：电力电缆头',
        '型号：YJV',
        '规格：4×185+1×95',
        '材质、类型：铜芯、干包式',
        '安装部位：配电箱',
        '电压等级(kV)：1kV以下',
      ),
      '个',
      8,
      186,
    ),
    r(
      item('YJV22', '4*95+1*50', 185.6, LV),
      '030408001005',
      '电力电缆',
      cable('YJV22', '4×95+1×50', '1kV以下', '直埋'),
      'm',
      185.6,
      198.4,
    ),
    r(
      item('KVV', '7*1.5', 145.2),
      '030408002001',
      '控制电缆',
      features('名称：控制电缆', '型号：KVV', '规格：7×1.5', '敷设方式：桥架'),
      'm',
      145.2,
      16.3,
    ),
    r(
      unknown('conduit, not cable'),
      '030411001001',
      '配管',
      features('名称：焊接钢管', '材质：SC', '规格：SC50', '配置形式：暗配'),
      'm',
      126.4,
      42.1,
    ),
    r(
      item('BV', '1*2.5', 2456.8),
      '030411004001',
      '配线',
      features('名称：管内穿线', '配线形式：照明线路', '型号：BV', '规格：2.5mm²', '材质：铜芯'),
      'm',
      2456.8,
      2.85,
    ),
    r(
      item('BV', '1*4', 1280.2),
      '030411004002',
      '配线',
      features('名称：管内穿线', '配线形式：动力线路', '型号：BV', '规格：4mm²', '材质：铜芯'),
      'm',
      1280.2,
      4.1,
    ),
    r(
      unknown(NOT_MADE('ZR-BV')),
      '030411004003',
      '配线',
      features('名称：管内穿线', '配线形式：应急照明', '型号：ZR-BV', '规格：2.5', '材质：铜芯'),
      'm',
      860,
      3.2,
    ),
    r(review('spec 详见系统图 (see the drawing)'), '030408001006', '电力电缆', cable('YJV', '详见系统图'), 'm', 420, 0),
    r(
      unknown('earthing flat steel, not cable'),
      '030409002001',
      '接地母线',
      features('名称：接地母线', '材质：镀锌扁钢', '规格：-40×4', '安装部位：沿墙明敷'),
      'm',
      320,
      28.5,
    ),
    r(
      item('YJV', '3*2.5', 156, LV),
      '030408001007',
      '电力电缆',
      cable('YJV', '3×2.5', '1kV以下', '穿管'),
      'm',
      156,
      9.8,
    ),
    r(
      item('WDZ-YJY', '4*35+1*16', 88.6, LV),
      '030408001008',
      '电力电缆',
      cable('WDZ-YJY', '4×35+1×16', '0.6/1kV'),
      'm',
      88.6,
      96.2,
    ),
    row(noise, '', '', '本页小计', '', '', '', '', pageTotal),
    row(noise, '', '', '合　　计', '', '', '', '', grandTotal),
    spanned(noise, '注：为计取规费等的使用，可在表中增设其中：“定额人工费”。'),
  ];
  const merges: Array<[number, number, number, number]> = [
    [2, 1, 2, 5],
    [2, 6, 2, 7],
    [2, 8, 2, 9],
    ...[1, 2, 3, 4, 5, 6].map((c): [number, number, number, number] => [3, c, 4, c]),
    [3, 7, 3, 9],
  ];
  pageTotal.result = sumOf(rows, 8, 6, 20);
  grandTotal.result = pageTotal.result;
  const { data, rows: keyRows } = await writeXlsx([
    { name: '分部分项清单', widths: [5, 14, 10, 34, 8, 10, 10, 12, 10], rows, merges },
  ]);
  return {
    name: 'boq-list.xlsx',
    data,
    key: keyed(
      'boq-list.xlsx',
      'sheet',
      'bill of quantities (分部分项工程和单价措施项目清单与计价表): 序号/项目编码 (12 digits)/项目名称/项目特征描述/计量单位/工程量/金额（元） over 综合单价/合价/其中：暂估价 (a two-row header, merged down and across), a 0304 section row; 项目特征描述 is one multi-line cell, "1.名称：电力电缆 2.型号：YJV 3.规格：4×185+1×95 4.材质：铜芯 5.敷设方式… 6.电压等级(kV)：1kV以下"; decimal 工程量 in m (356.8, 628.45, 2456.8); prices filled in; 电力电缆头 with a model and spec, 配管 SC50, ZR-BV, 详见系统图, 接地母线 -40×4; 本页小计/合计 formulas and the form\'s printed note',
      keyRows,
    ),
  };
}

/** 7. A design's cable schedule (电缆清册): circuit codes, from/to, 根数 × 单根长度, 同上 and 〃 for the model. */
async function cableSchedule(): Promise<Written> {
  const dice = new Dice(20250416);
  const length = (choices: number[]) => dice.pick(choices);
  const feeder = [45, 52, 60, 68, 75, 86];
  const building = [18, 24, 32, 38, 46, 55, 63, 72, 88, 95, 110, 126];
  const short = [8, 10, 12, 15, 18, 22];
  type Run = {
    code: string;
    from: string;
    to: string;
    model: string;
    spec: string;
    count: number;
    each: number | string;
    laying: string;
    note?: string;
    truth: (metres: number) => Truth;
  };
  const run = (
    code: string,
    from: string,
    to: string,
    model: string,
    spec: string,
    count: number,
    each: number | string,
    laying: string,
    truth: (metres: number) => Truth,
    note?: string,
  ): Run => ({ code, from, to, model, spec, count, each, laying, truth, ...(note ? { note } : {}) });
  const runs: Run[] = [
    run('1WH1', '10kV开关柜AH3', '1#变压器T1', 'YJV22-8.7/15kV', '3×95', 1, length(feeder), '电缆沟', (m) =>
      item('YJV22', '3*95', m, MV),
    ),
    run('1WH2', '10kV开关柜AH4', '2#变压器T2', '同上', '3×95', 1, length(feeder), '电缆沟', (m) =>
      item('YJV22', '3*95', m, MV, '型号 同上: the model and voltage of the row above'),
    ),
    run(
      '1WL1',
      '1#变压器T1',
      '低压进线柜1AA1',
      'YJV-0.6/1kV',
      '4×240+1×120',
      2,
      length(short),
      '桥架',
      (m) => item('YJV', '4*240+1*120', m, LV, '根数 × 单根长度'),
      '两根并联',
    ),
    run('1WP1', '1AA3', '1AP1', 'YJV-0.6/1kV', '4×95+1×50', 1, length(building), '桥架', (m) =>
      item('YJV', '4*95+1*50', m, LV),
    ),
    run('1WP2', '1AA3', '1AP2', '〃', '4×70+1×35', 1, length(building), '桥架', (m) =>
      item('YJV', '4*70+1*35', m, LV, '〃 (ditto) repeats the model above'),
    ),
    run('1WP3', '1AA4', '消防泵控制柜XFK', 'NH-YJV-0.6/1kV', '4×50+1×25', 1, length(building), '穿SC80', (m) =>
      item('NH-YJV', '4*50+1*25', m, LV),
    ),
    run('1WP4', '1AA4', '排烟风机控制箱PYK', 'NH-YJV-0.6/1kV', '5×10', 1, length(building), '穿SC50', (m) =>
      item('NH-YJV', '5*10', m, LV),
    ),
    run('1WP5', '1AA5', '1AL1', 'ZR-YJV-0.6/1kV', '5×16', 1, length(building), '桥架', (m) =>
      item('ZR-YJV', '5*16', m, LV),
    ),
    run('1WP6', '1AA5', '1AL2', '同上', '5×16', 1, length(building), '桥架', (m) =>
      item('ZR-YJV', '5*16', m, LV, '型号 同上'),
    ),
    run('1WP7', '1AA5', '室外照明箱ALW', 'YJV22-0.6/1kV', '5×6', 1, length(building), '直埋', (m) =>
      item('YJV22', '5*6', m, LV),
    ),
    run('1WP8', '1AA6', '电梯控制箱DT1', 'WDZ-YJY-0.6/1kV', '5×10', 1, length(building), '桥架', (m) =>
      item('WDZ-YJY', '5*10', m, LV),
    ),
    run(
      '1WP9',
      '1AA6',
      '备用',
      'YJV-0.6/1kV',
      '4×25+1×16',
      1,
      '—',
      '',
      () => review('spare circuit, length 待定'),
      '备用回路，长度待定',
    ),
    run('1WC1', '1AA1', '1#变压器温控箱', 'KVV-450/750V', '4×1.5', 1, length(short), '桥架', (m) =>
      item('KVV', '4*1.5', m, CV),
    ),
    run('1WC2', '1AA1', '直流屏PZ', 'KVV-450/750V', '7×1.5', 2, length(building), '桥架', (m) =>
      item('KVV', '7*1.5', m, CV, '根数 × 单根长度'),
    ),
    run('1WC3', '1AA2', '2#变压器温控箱', '〃', '4×1.5', 1, length(short), '桥架', (m) =>
      item('KVV', '4*1.5', m, CV, '〃 (ditto)'),
    ),
    run('1WC4', '消防控制室', '1AA4', 'KVVP-450/750V', '7×1.5', 1, length(building), '穿SC25', () =>
      unknown(NOT_MADE('KVVP')),
    ),
    run('1WE1', '1AA1', '总等电位箱MEB', 'BVR-450/750V', '1×70', 1, length(short), '穿SC40', (m) =>
      item('BVR', '1*70', m, CV),
    ),
    run('1WH3', '外电源', '10kV进线柜AH1', 'YJV22-8.7/15kV', '3×240', 1, length([280, 320, 365]), '直埋', (m) =>
      item('YJV22', '3*240', m, MV),
    ),
  ];
  const rows: SourceRow[] = [
    spanned(noise, '1#综合楼 电缆清册'),
    row(noise, '工程名称：XX产业园1#综合楼', '', '', '', '', '', '', '图号：电施-31'),
    row(noise, '序号', '电缆编号', '起点', '终点', '型号', '规格', '根数', '单根长度(m)', '敷设方式', '备注'),
    ...runs.map((r, i) =>
      row(
        r.truth(typeof r.each === 'number' ? r.count * r.each : 0),
        i + 1,
        r.code,
        r.from,
        r.to,
        r.model,
        r.spec,
        r.count,
        r.each,
        r.laying,
        r.note ?? '',
      ),
    ),
    blank(),
    spanned(noise, '注：1. 单根长度已含两端预留各2m；2. 10kV电缆采用铜芯交联电缆；3. 控制电缆均采用铜芯。'),
    row(noise, '设计：张某', '', '', '校对：李某', '', '', '审核：王某'),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '电缆清册',
      widths: [5, 9, 16, 18, 16, 12, 6, 12, 10, 16],
      rows,
      merges: [
        [2, 1, 2, 7],
        [2, 8, 2, 10],
      ],
      frozenRows: 3,
    },
  ]);
  return {
    name: 'cable-schedule.xlsx',
    data,
    key: keyed(
      'cable-schedule.xlsx',
      'sheet',
      "a design's cable schedule (电缆清册): 序号/电缆编号/起点/终点/型号/规格/根数/单根长度(m)/敷设方式/备注, model with its voltage in one cell (YJV22-8.7/15kV) and the spec apart, 型号 同上 and 〃 (ditto) repeating the row above, 根数 2 × 单根长度 (metres = count × length), equipment names with numbers and kV (10kV开关柜AH3, 1#变压器T1, 1AA3), laying as 穿SC80 / 穿SC50 / 电缆沟 / 直埋, a spare circuit with — for its length, KVVP; lengths drawn with the seeded Dice",
      keyRows,
    ),
  };
}

/** 8. A metro tender's 货物需求一览表 as a three-page PDF: running headers, repeated table header, a wrapped cell. */
async function tenderPdf(): Promise<Written> {
  const columns = [0, 28, 118, 290, 358, 392, 452, 560, 650];
  const header = row(noise, '序号', '货物名称', '规格型号', '电压等级', '单位', '数量', '交货期', '交货地点', '备注');
  const cells = (source: SourceRow, rule = true): PdfLine => ({ kind: 'cells', source, rule });
  const text = (t: string, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: t,
    truth: noise,
    ...extra,
  });
  const section = (t: string): PdfLine => cells(spanned(noise, t));
  const footer = (n: number) => text(`第 ${n} 页  共 3 页`, { centred: true, size: 8, gapBefore: 12 });
  const running = () =>
    text('GXTC-2025-0318  XX市轨道交通3号线一期工程供电系统电缆采购  招标文件  第五章', { size: 7.5, right: true });
  let n = 0;
  const r = (
    truth: Truth,
    name: string,
    spec: string,
    volts: string,
    unit: string,
    qty: Cell,
    when = '合同签订后60天',
    where = '主变电所',
    note = '',
    rule = true,
  ) => cells(row(truth, ++n, name, spec, volts, unit, qty, when, where, note), rule);
  const pages: PdfLine[][] = [
    [
      text('第五章  货物需求一览表', { centred: true, size: 14 }),
      text('项目名称：XX市轨道交通3号线一期工程供电系统电缆采购    招标编号：GXTC-2025-0318    包号：第2包', {
        gapBefore: 6,
      }),
      cells(header),
      section('（一）中压电缆'),
      r(unknown(NOT_MADE('YJV62 (non-magnetic armour)')), '中压电力电缆', 'YJV62-26/35kV-1×400', '26/35kV', 'km', 6.8),
      r(item('YJV', '1*300', 12500, HV, 'km'), '中压电力电缆', 'YJV-26/35kV-1×300', '26/35kV', 'km', 12.5),
      r(item('YJV', '1*150', 8200, HV, '35kV = 26/35kV'), '中压电力电缆', 'YJV-1×150', '35kV', 'km', 8.2),
      r(
        item('YJV22', '3*240', 3600, MV),
        '中压电力电缆',
        'YJV22-8.7/15kV-3×240',
        '10kV',
        '米',
        '3,600',
        '合同签订后45天',
        '各降压所',
      ),
      r(
        item('YJV22', '3*120', 2150, MV, 'the 备注 wraps onto the next line'),
        '中压电力电缆',
        'YJV22-8.7/15kV-3×120',
        '10kV',
        '米',
        '2,150',
        '合同签订后45天',
        '各降压所',
        '含5%余量，',
        false,
      ),
      cells(row(noise, '', '', '', '', '', '', '', '', '分盘长度见附表3')),
      section('（二）低压电缆'),
      r(
        item('WDZ-YJY', '4*185+1*95', 1850, LV),
        '低压电力电缆',
        'WDZ-YJY-0.6/1kV-4×185+1×95',
        '0.6/1kV',
        '米',
        '1,850',
        '合同签订后30天',
        '各车站',
      ),
      r(
        unknown(NOT_MADE('WDZA-YJY (class A)')),
        '低压电力电缆',
        'WDZA-YJY-0.6/1kV-4×95+1×50',
        '0.6/1kV',
        '米',
        960,
        '合同签订后30天',
        '各车站',
      ),
      r(
        unknown(NOT_MADE('WDZN-YJY')),
        '低压耐火电缆',
        'WDZN-YJY-0.6/1kV-5×16',
        '0.6/1kV',
        '米',
        720,
        '合同签订后30天',
        '各车站',
      ),
      r(
        item('WDZ-YJY', '5*10', 1240, LV),
        '低压电力电缆',
        'WDZ-YJY-0.6/1kV-5×10',
        '0.6/1kV',
        '米',
        '1,240',
        '合同签订后30天',
        '各车站',
      ),
      footer(1),
    ],
    [
      running(),
      cells(header),
      r(
        item('WDZ-YJY', '4*50+1*25', 860, LV),
        '低压电力电缆',
        'WDZ-YJY-0.6/1kV-4×50+1×25',
        '0.6/1kV',
        '米',
        860,
        '合同签订后30天',
        '各车站',
      ),
      r(
        unknown('DC 1.8/3kV traction cable: the catalogue has YJV 1×400 only at AC voltages'),
        '直流牵引电缆',
        'YJV-1×400',
        'DC1.8/3kV',
        '米',
        '4,800',
        '合同签订后60天',
        '牵引所',
      ),
      r(
        item('WDZ-YJY', '4*25+1*16', 1500, LV),
        '低压电力电缆',
        'WDZ-YJY-0.6/1kV-4×25+1×16',
        '0.6/1kV',
        '米',
        '1,500',
        '合同签订后30天',
        '各车站',
      ),
      r(
        item('WDZ-YJY', '3*70+2*35', 640, LV),
        '低压电力电缆',
        'WDZ-YJY-0.6/1kV-3×70+2×35',
        '0.6/1kV',
        '米',
        640,
        '合同签订后30天',
        '各车站',
      ),
      r(
        item('YJV', '4*120+1*70', 1100, LV),
        '低压电力电缆',
        'YJV-0.6/1kV-4×120+1×70',
        '0.6/1kV',
        '米',
        '1,100',
        '合同签订后30天',
        '车辆段',
      ),
      r(
        item('YJV22', '4*35+1*16', 450, LV),
        '铠装电缆',
        'YJV22-0.6/1kV-4×35+1×16',
        '0.6/1kV',
        '米',
        450,
        '合同签订后30天',
        '车辆段',
        '室外直埋',
      ),
      section('（三）控制电缆'),
      r(
        item('KVV', '10*1.5', 2400, CV),
        '控制电缆',
        'KVV-450/750V-10×1.5',
        '450/750V',
        '米',
        '2,400',
        '合同签订后30天',
        '各车站',
      ),
      r(
        item('KVV', '4*2.5', 1800, CV),
        '控制电缆',
        'KVV-450/750V-4×2.5',
        '450/750V',
        '米',
        '1,800',
        '合同签订后30天',
        '各车站',
      ),
      r(
        unknown(NOT_MADE('WDZ-KYJY')),
        '低烟无卤控制电缆',
        'WDZ-KYJY-7×1.5',
        '450/750V',
        '米',
        900,
        '合同签订后30天',
        '各车站',
      ),
      r(
        unknown(NOT_MADE('KVV22')),
        '铠装控制电缆',
        'KVV22-450/750V-14×1.5',
        '450/750V',
        '米',
        300,
        '合同签订后30天',
        '车辆段',
      ),
      footer(2),
    ],
    [
      running(),
      cells(header),
      section('（四）电线及附件'),
      r(
        item('BV', '1*2.5', 6000, CV),
        '布电线',
        'BV-450/750V-1×2.5',
        '450/750V',
        '米',
        '6,000',
        '合同签订后20天',
        '各车站',
      ),
      r(
        item('BV', '1*4', 4000, CV, COIL),
        '布电线',
        'BV-450/750V-1×4',
        '450/750V',
        '卷',
        40,
        '合同签订后20天',
        '各车站',
      ),
      r(
        item('BVR', '1*35', 300, CV),
        '接地线',
        'BVR-450/750V-1×35 黄绿',
        '450/750V',
        '米',
        300,
        '合同签订后20天',
        '各车站',
      ),
      r(
        item('JKLYJ', '1*240', 2400, '10kV'),
        '架空绝缘导线',
        'JKLYJ-10kV-1×240',
        '10kV',
        'km',
        2.4,
        '合同签订后45天',
        '车辆段',
      ),
      r(
        unknown('cable terminations, not cable'),
        '电缆终端',
        '35kV户外终端 1×400',
        '35kV',
        '套',
        12,
        '合同签订后60天',
        '主变电所',
      ),
      r(
        review('quantity 暂估 with no figure'),
        '低压电力电缆',
        'YJV-0.6/1kV-4×16',
        '0.6/1kV',
        '米',
        '暂估',
        '合同签订后30天',
        '车辆段',
      ),
      cells(row(noise, '', '合计', '', '', '', '', '', '', '')),
      text(
        '说明：1. 数量为暂估量，结算以实际供货量为准；2. 交货地点为各车站、主变电所及车辆段指定地点；3. 投标人须按本表逐项报价。',
        {
          gapBefore: 8,
        },
      ),
      text('招标人：XX市轨道交通集团有限公司            招标代理机构：XX招标咨询有限公司', { gapBefore: 6 }),
      footer(3),
    ],
  ];
  const { data, rows: keyRows } = await writePdf({ page: [842, 595], columns, pages });
  return {
    name: 'tender-goods.pdf',
    data,
    key: keyed(
      'tender-goods.pdf',
      'pdf',
      "a metro tender's 货物需求一览表 over three landscape pages: 序号/货物名称/规格型号/电压等级/单位/数量/交货期/交货地点/备注, header repeated on every page, a running header on pages 2-3 (招标编号 and title), 第 n 页 共 3 页 footers, （一）–（四） sections; km quantities (12.5 km), 35kV and 10kV in the voltage column, a 备注 cell wrapped onto a second line (分盘长度见附表3), YJV62, WDZA-YJY, WDZN-YJY, WDZ-KYJY, KVV22, a DC1.8/3kV YJV 1×400, terminations, 暂估; 交货期 with 合同签订后60天",
      keyRows,
    ),
  };
}

/** 9. A WeChat chat copied out: names and times, voice-to-text numbers, emoji, full-width, a quoted question. */
function wechatVoice(): Written {
  const buyer = '张工（中铁建工七公司）';
  const seller = '刘经理（XX电缆 销售部）';
  const lines: SourceRow[] = [
    row(noise, buyer),
    row(noise, '2025年4月8日 上午9:41'),
    row(noise, '刘经理早☀️ 帮忙报个价，工地急用🙏'),
    row(
      item('YJV', '3*120+1*70', 300, undefined, 'voice input: 三乘一百二加一乘七十, 三百米'),
      'YJV三乘一百二加一乘七十 三百米',
    ),
    row(item('YJV', '4*95+1*50', 250, undefined, '两百五十米'), 'YJV 4乘95加1乘50，两百五十米'),
    row(review('no model: 四芯二十五平方 could be YJV, VV, YJV22...'), '还有四芯二十五平方的要两百米'),
    row(noise, '[语音] 8"'),
    row(
      item('YJV22', '4*35+1*16', 150, undefined, 'full-width letters and digits'),
      'ＹＪＶ２２－４×３５＋１×１６　１５０米',
    ),
    row(item('YJV', '3*185+1*95', 180, undefined, 'voice input 成 for 乘'), 'YJV 3成185加1成95 一百八十米'),
    row(item('BV', '1*2.5', 1000, undefined, '红黄蓝绿双 = five colours × 2 coils × 100 m'), 'BV2.5 红黄蓝绿双各2卷'),
    row(item('BV', '1*4', 300, undefined, '黄绿双色 is one colour; 3 coils'), 'BV4平方 黄绿双色 3卷'),
    row(review('KVV with no cores or area'), 'KVV控制电缆 200米，几芯的我问下电工再告诉你'),
    row(review('voice input 微微 (VV?) with no model written'), '微微电缆 4乘16 一百米'),
    row(noise, seller),
    row(noise, '上午10:02'),
    row(noise, '好的张工👌 KVV要几芯几平方的？'),
    row(noise, buyer),
    row(noise, '上午10:15'),
    row(item('KVV', '7*1.5', 200, undefined, 'answers the quoted question about the KVV line'), '七芯1.5的，还是200米'),
    row(noise, `「${seller}：好的张工👌 KVV要几芯几平方的？」`),
    row(item('ZR-YJV', '5*10', 80), '再加个ZR-YJV 5×10 80米👍'),
    row(item('YJV', '4*16', 1200, undefined, '一千二百米'), 'YJV 4x16 一千二百米'),
    row(item('NH-YJV', '5*4', 200, undefined, '两百 with no unit'), 'NH-YJV 5*4 两百'),
    row(item('RVV', '2*1', 500, undefined, COIL), 'rvv 2*1.0 护套线 5卷'),
    row(noise, '[图片]'),
    row(item('JKLYJ', '1*70', 600, '10kV'), '架空线JKLYJ-10kV-1×70 六百米'),
    row(noise, '"张工" 撤回了一条消息'),
    row(item('BVR', '1*6', 1200, undefined, '一千二 = 1,200 m'), 'BVR六平方 一千二'),
    row(noise, '就这些，下午能报过来吧？'),
    row(noise, seller),
    row(noise, '上午10:31'),
    row(noise, '可以的，下午三点前发您'),
  ];
  const { data, rows: keyRows } = writeText(lines, '');
  return {
    name: 'wechat-voice.txt',
    data: Buffer.from(data, 'utf8'),
    key: keyed(
      'wechat-voice.txt',
      'text',
      "WeChat chat copied out with both sides: name lines and times, emoji, [语音]/[图片], a recalled message; voice input (YJV三乘一百二加一乘七十 三百米, 3成185加1成95, 微微电缆, 七芯1.5的, 一千二百米, 两百, 一千二), full-width ＹＪＶ２２－４×３５＋１×１６, BV2.5 红黄蓝绿双各2卷, 黄绿双色, the supplier's question and its quote 「…」 under the buyer's answer, a model-less 四芯二十五平方",
      keyRows,
    ),
  };
}

/** 10. A DingTalk project group: numbered list typed fast, 平 / mm2 / kv, ✕ / X / 乘, a later correction. */
function dingtalkGroup(): Written {
  const lines: SourceRow[] = [
    row(noise, '【和园二期项目 物资采购群】'),
    row(noise, '王建国(项目部-材料员)  2025-04-09 08:56'),
    row(noise, '@刘经理 今天能报吗，清单如下：'),
    row(item('YJV', '4*185+1*95', 350, LV, '1kv'), '1、YJV 4*185+1*95 1kv 350m'),
    row(item('YJV22', '3*95', 1500, MV, '10kv, 1.5公里'), '2、yjv22 3*95 10kv 1.5公里'),
    row(review('quantity corrected later in the chat (更正：第3条 … 改为1500米)'), '3、YJV 5*10平 1 200米'),
    row(item('VV', '3*4+1*2.5', 200, undefined, 'X for ×'), '4、VV 3X4+1X2.5 200米'),
    row(item('YJLV', '4*120+1*70', 300, undefined, '✕ for ×'), '5、YJLV 4✕120+1✕70 300m'),
    row(item('ZR-YJV', '4*50+1*25', 400), '6、ZR-YJV 4乘50加1乘25  400米'),
    row(review(`${TYPO}: YVJ`), '7、YVJ 4*35+1*16 200米'),
    row(review(`${TYPO}: KVVV`), '8、KVVV 4*1.5 300m'),
    row(item('BV', '1*1.5', 1500, undefined, 'three colours × 5 coils × 100 m'), '9、BV1.5 红黄蓝各5卷'),
    row(item('BV', '1*6', 200, undefined, COIL), '10、BV6 黄绿双色 2卷'),
    row(item('RVV', '3*2.5', 100), '11、RVV3*2.5mm2 100米'),
    row(item('JKLYJ', '1*50', 800, '1kV'), '12、JKLYJ 1kv 1*50 800m'),
    row(review('3+1芯 120平方: the fourth core not given'), '13、YJV 3+1芯 120平方 150米'),
    row(review('no model: 三相五线 16平方'), '14、三相五线 16平方 100米'),
    row(item('YJV', '1*240', 600, MV, 'single core at 10kv'), '15、yjv 1*240 10kv 600m'),
    row(noise, '2人已读'),
    row(noise, '李娜(项目部-技术)  2025-04-09 09:03'),
    row(noise, '补充两条：'),
    row(item('YJV', '4*70+1*35', 1000, undefined, '2×500m after a spec written with ×'), 'YJV-4×70+1×35 2×500m'),
    row(item('NH-YJV', '5*6', 300, undefined, ABOUT), 'NH-YJV-5×6 约300米'),
    row(item('WDZ-YJY', '4*16', 180), 'WDZ-YJY 4*16 mm² 180米'),
    row(noise, '王建国(项目部-材料员)  2025-04-09 09:10'),
    row(item('YJV', '5*10', 1500, undefined, 'the correction of line 3'), '更正：第3条 YJV 5*10 改为1500米'),
    row(noise, '[图片]'),
    row(noise, '刘经理  2025-04-09 09:12'),
    row(noise, '收到，上午给到'),
  ];
  const { data, rows: keyRows } = writeText(lines, '');
  return {
    name: 'dingtalk-group.txt',
    data: Buffer.from(data, 'utf8'),
    key: keyed(
      'dingtalk-group.txt',
      'text',
      'DingTalk project group copied out: group name, sender and time lines, @mention, 2人已读, [图片]; a numbered list typed fast (1、…): lower case yjv22, 1kv / 10kv, 平 / mm2 / mm², X / ✕ / 乘 / 加, 1.5公里, "1 200米", 2×500m, 约300米, colours 红黄蓝各5卷 and 黄绿双色, typos YVJ and KVVV, 3+1芯 120平方, 三相五线 16平方, single-core YJV 1×240 at 10kv, a later 更正 of line 3',
      keyRows,
    ),
  };
}

/** 11. An e-mail reply: rows pasted from a sheet with a header, more rows without one, the original mail quoted. */
function emailReply(): Written {
  const t = (truth: Truth, ...cells: string[]) => row(truth, ...cells);
  const lines: SourceRow[] = [
    t(noise, '主题：回复：电缆询价-云谷数据中心二期'),
    t(noise, '刘经理：'),
    t(noise, '    您好！清单有调整，请以本邮件为准（直接从表格里复制的）：'),
    t(noise, ''),
    t(noise, '序号', '名称', '型号规格', '单位', '数量', '备注'),
    t(item('YJV', '4*240+1*120', 1650, LV), '1', '电力电缆', 'YJV-0.6/1kV-4×240+1×120', '米', '1,650', ''),
    t(item('YJV', '4*185+1*95', 980, LV), '2', '电力电缆', 'YJV-0.6/1kV-4×185+1×95', '米', '980', ''),
    t(item('YJV', '3*150+2*70', 420, LV), '3', '电力电缆', 'YJV-0.6/1kV-3×150+2×70', '米', '420', ''),
    t(item('ZC-YJV', '4*120+1*70', 760, LV), '4', '阻燃电缆', 'ZC-YJV-0.6/1kV-4×120+1×70', '米', '760', ''),
    t(item('NH-YJV', '5*16', 540, LV), '5', '耐火电缆', 'NH-YJV-0.6/1kV-5×16', '米', '540', '消防'),
    t(
      item('YJV', '1*185', 360, LV, '3×120 in the quantity column: three single cores of 120 m (备注 单芯，三根一组)'),
      '6',
      '电力电缆',
      'YJV-0.6/1kV-1×185',
      '米',
      '3×120',
      '单芯，三根一组',
    ),
    t(
      item('YJV22', '3*185', 1200, MV, '1.2km in a 米 row'),
      '7',
      '中压电缆',
      'YJV22-8.7/15kV-3×185',
      '米',
      '1.2km',
      '',
    ),
    t(item('KVV', '4*1.5', 600, CV), '8', '控制电缆', 'KVV-450/750V-4×1.5', '米', '600', ''),
    t(review('quantity 待定'), '9', '电力电缆', 'YJV-0.6/1kV-4×50+1×25', '米', '待定', ''),
    t(noise, ''),
    t(noise, '另外UPS间还要下面几项（没带表头）：'),
    t(item('WDZ-YJY', '4*95+1*50', 220), 'WDZ-YJY-4×95+1×50', '米', '220'),
    t(item('WDZ-YJY', '5*16', 360), 'WDZ-YJY-5×16', '米', '360'),
    t(
      item('NH-YJV', '4*25+1*16', 180, undefined, 'model and spec in separate cells, no unit'),
      'NH-YJV',
      '4×25+1×16',
      '180',
      '消防',
    ),
    t(item('ZC-YJV', '3*150+2*70', 260), 'ZC-YJV', '3×150+2×70', '米', '260'),
    t(item('BVR', '1*25', 500, undefined, 'colour between spec and quantity'), 'BVR', '1×25', '黄绿', '500'),
    t(item('YJV', '3*4+1*2.5', 200, undefined, '2盘 with 每盘100米'), 'YJV 3*4+1*2.5', '2盘', '每盘100米'),
    t(noise, ''),
    t(noise, '谢谢！'),
    t(noise, '陈晓东'),
    t(noise, '云谷数据中心二期项目部｜采购'),
    t(noise, '手机：138 0571 6688'),
    t(noise, ''),
    t(noise, '------------------ 原始邮件 ------------------'),
    t(noise, '发件人: "陈晓东"<chenxd@example.com>;'),
    t(noise, '发送时间: 2025年4月3日(星期四) 下午4:20'),
    t(noise, '收件人: "刘经理"<liu@example.com>;'),
    t(noise, '主题: 电缆询价-云谷数据中心二期'),
    t(noise, ''),
    t(noise, '刘经理好，附清单请报价：'),
    t(noise, '1', '电力电缆', 'YJV-0.6/1kV-4×240+1×120', '米', '1,500', ''),
    t(noise, '2', '电力电缆', 'YJV-0.6/1kV-4×185+1×95', '米', '900', ''),
    t(noise, '3', '电力电缆', 'YJV-0.6/1kV-3×150+2×70', '米', '400', ''),
    t(noise, '谢谢'),
  ];
  const { data, rows: keyRows } = writeText(lines, '\t');
  return {
    name: 'email-reply.txt',
    data: Buffer.from(data, 'utf8'),
    key: keyed(
      'email-reply.txt',
      'text',
      'an e-mail reply: subject, salutation, rows pasted from a sheet (tab-separated, with the header line 序号/名称/型号规格/单位/数量/备注; 1,650, 1.2km in a 米 row, 3×120 with 单芯，三根一组, 待定), then rows pasted without a header (model and spec in one cell or two, unit missing, a colour cell, 2盘 / 每盘100米), signature, and the original mail quoted below a ------------------ 原始邮件 ------------------ line whose three old rows the reply replaces (noise)',
      keyRows,
    ),
  };
}

/** 12. A Kingdee-style purchase requisition export: GB18030 CSV, voltage after the spec, colours per row. */
function kingdeeCsv(): Written {
  const date = '2025-04-10';
  const due = '2025-04-20';
  let n = 0;
  const r = (truth: Truth, code: string, name: string, spec: string, unit: string, qty: Cell, note = '') =>
    row(truth, `CGSQ000${123 + Math.floor(n++ / 20)}`, date, code, name, spec, unit, qty, due, note);
  const rows: SourceRow[] = [
    row(noise, '单据编号', '日期', '物料代码', '物料名称', '规格型号', '单位', '数量', '建议采购日期', '备注'),
    r(
      item('YJV', '3*70+1*35', 450, LV, '0.6/1KV after the spec'),
      '05.01.0012',
      '铜芯电力电缆',
      'YJV-3*70+1*35-0.6/1KV',
      '米',
      450,
    ),
    r(item('YJV', '4*25+1*16', 320, LV, '千米'), '05.01.0015', '铜芯电力电缆', 'YJV-4*25+1*16-0.6/1KV', '千米', 0.32),
    r(
      item('YJLV', '3*185+1*95', 1100, LV, '-1KV after the spec'),
      '05.01.0021',
      '铝芯电力电缆',
      'YJLV-3*185+1*95-1KV',
      '米',
      '1,100',
    ),
    r(item('KVV', '24*1', 260), '05.02.0003', '控制电缆', 'KVV-24*1.0', '米', 260),
    r(item('KVV', '5*2.5', 180), '05.02.0008', '控制电缆', 'KVV-5*2.5', '米', 180),
    r(item('BV', '1*1.5', 3000, undefined, COIL), '05.03.0001', '塑铜线', 'BV-1.5(红)', '卷', 30),
    r(item('BV', '1*1.5', 3000, undefined, COIL), '05.03.0002', '塑铜线', 'BV-1.5(蓝)', '卷', 30),
    r(
      item('BV', '1*1.5', 1000, undefined, `${COIL}; 双色 is one colour`),
      '05.03.0006',
      '塑铜线',
      'BV-1.5(双色)',
      '卷',
      10,
    ),
    r(item('BVR', '1*2.5', 800), '05.03.0011', '软铜线', 'BVR-2.5', '米', 800),
    r(unknown(NOT_MADE('YC rubber cable')), '05.04.0002', '橡套电缆', 'YC-3*6+1*4', '米', 120),
    r(item('YJV', '4*6', 2000), '05.01.0030', '铜芯电力电缆', 'YJV-4*6', '米', '2,000'),
    r(item('VV', '2*2.5', 300), '05.01.0031', '铜芯电力电缆', 'VV-2*2.5', '米', 300),
    r(item('YJV22', '4*4', 150), '05.01.0040', '铠装电缆', 'YJV22-4*4', '米', 150),
    r(
      item('YJV', '4*95+1*50', 360, LV, '3 根 with 每根120米 in 备注'),
      '05.05.0001',
      '电缆',
      'YJV-4*95+1*50-0.6/1KV',
      '根',
      3,
      '每根120米',
    ),
    r(review('0.5 米 of a 5×25 cable is implausible: km?'), '05.05.0002', '电缆', 'YJV-5*25', '米', 0.5),
  ];
  rows.push(row(noise, '合计', '', '', '', '', '', sumOf(rows, 7, 2, rows.length, true)));
  const { data, rows: keyRows } = writeCsv(rows, 9, 'gb18030');
  return {
    name: 'kingdee-requisition.csv',
    data,
    key: keyed(
      'kingdee-requisition.csv',
      'sheet',
      'Kingdee-style 采购申请单 export as GB18030 CSV (CRLF), header on the first line: 单据编号/日期/物料代码 (05.01.0012)/物料名称/规格型号/单位/数量/建议采购日期/备注; 规格型号 as YJV-3*70+1*35-0.6/1KV (voltage after the spec) or with no voltage, BV-1.5(红) one colour per row, 千米 0.32, 根 with 每根120米 in 备注, YC rubber cable, 0.5 米 of a 5×25, a 合计 line',
      keyRows,
    ),
  };
}

async function main() {
  const files: Written[] = [
    await erpExport(),
    await contractorMerged(),
    await coverRow5(),
    await twoTables(),
    platformCsv(),
    await boq(),
    await cableSchedule(),
    await tenderPdf(),
    wechatVoice(),
    dingtalkGroup(),
    emailReply(),
    kingdeeCsv(),
  ];
  let items = 0;
  for (const { name, data, key } of files) {
    writeFileSync(join(HERE, name), data);
    writeFileSync(join(HERE, `${name.slice(0, name.lastIndexOf('.'))}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
    const count = (expect: string) => key.rows.filter((r) => r.truth.expect === expect).length;
    items += count('item');
    console.log(
      `${name}: ${key.rows.length} rows (${count('item')} items, ${count('review')} review, ${count('unknown')} unknown, ${count('noise')} noise)`,
    );
  }
  console.log(`${files.length} files, ${items} item rows`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
