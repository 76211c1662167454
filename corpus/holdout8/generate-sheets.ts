/**
 * The eighth holdout corpus, its sheets and PDF: inquiry lists written by an outside reviewer who has not read the
 * parser, the server's code, docs/ocr.md, the README's accuracy sections or the earlier corpora beyond the forms they
 * cover. Five files, each with an answer key written from what the file shows and what a careful salesperson would
 * quote (README-sheets.md lists the judgement calls):
 *
 * - price-comparison.xlsx  a factory purchasing department's 询比价表 with two suppliers' 单价/合价 columns
 * - sap-me5a.xlsx          an SAP ME5A purchase-requisition export, German number notation, hidden columns
 * - revision-v2.xlsx       a 电缆清单（第二版）: 数量 split 第一版/第二版, struck-out rows, a 变更记录 sheet
 * - overseas-enquiry.xlsx  a Dubai trader's enquiry: 3.5C sizes, AWG/kcmil beside mm², Cu/XLPE/STA/PVC, ft, coils
 * - cad-material-table.pdf a drawing's 主要设备材料表 exported from CAD: numbered bottom-up, header under the table
 *
 *   npx tsx corpus/holdout8/generate-sheets.ts
 *   npx tsx corpus/holdout4/check.ts corpus/holdout8
 *
 * Deterministic: no randomness, fixed dates, the .xlsx zip entries stamped with one fixed time.
 */

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import {
  type AnswerKey,
  blank,
  type Cell,
  item,
  type KeyRow,
  noise,
  noiseBecause,
  type PdfLine,
  review,
  row,
  type SourceRow,
  spanned,
  type Truth,
  unknown,
  writePdf,
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));

const LV = '0.6/1kV';
const MV = '8.7/15kV';
const CV = '450/750V';
const SV = '300/500V';
const JK10 = '10kV';
const JK1 = '1kV';

const UNSTATED_LV = 'no voltage written: a power cable made at 0.6/1kV and 8.7/15kV is taken as 0.6/1kV';
const COIL = 'building wire 卷 / ROL / coil = 100 m';
const NOT_SOLD = (what: string) => `${what} is not in the catalogue`;
const NOT_CABLE = (what: string) => `${what}: not a cable`;

/** The time the workbooks are stamped with (the same as writers.ts uses). */
const WRITTEN_AT = new Date(Date.UTC(2025, 8, 22, 1, 30, 0));

interface Written {
  name: string;
  data: Buffer | string;
  key: AnswerKey;
}

const keyed = (file: string, kind: AnswerKey['kind'], layout: string, rows: KeyRow[]): AnswerKey => ({
  file,
  kind,
  layout,
  rows,
});

// ---------------------------------------------------------------------------------------------------------------
// Styling a workbook writers.ts wrote (struck-out rows, fills, hidden columns, a cell with a struck-out part): the
// workbook is loaded, styled and written again, its zip entries stamped with the fixed time as writers.ts does.

function fixedZipTimes(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  const time = (WRITTEN_AT.getUTCHours() << 11) | (WRITTEN_AT.getUTCMinutes() << 5) | (WRITTEN_AT.getUTCSeconds() >> 1);
  const date =
    ((WRITTEN_AT.getUTCFullYear() - 1980) << 9) | ((WRITTEN_AT.getUTCMonth() + 1) << 5) | WRITTEN_AT.getUTCDate();
  let end = out.length - 22;
  while (end >= 0 && out.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const entries = out.readUInt16LE(end + 10);
  let at = out.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i++) {
    if (out.readUInt32LE(at) !== 0x02014b50) throw new Error('a zip central directory entry is malformed');
    out.writeUInt16LE(time, at + 12);
    out.writeUInt16LE(date, at + 14);
    const local = out.readUInt32LE(at + 42);
    if (out.readUInt32LE(local) !== 0x04034b50) throw new Error('a zip local header is malformed');
    out.writeUInt16LE(time, local + 10);
    out.writeUInt16LE(date, local + 12);
    at += 46 + out.readUInt16LE(at + 28) + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}

async function restyled(data: Buffer, edit: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  edit(workbook);
  workbook.creator = 'user';
  workbook.lastModifiedBy = 'user';
  workbook.created = WRITTEN_AT;
  workbook.modified = WRITTEN_AT;
  return fixedZipTimes(Buffer.from(await workbook.xlsx.writeBuffer()));
}

const YELLOW: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFF00' } };
const GREY: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9D9D9' } };
/** A cell's style changed on a copy (a loaded workbook's cells share style objects). */
const restyle = (cell: ExcelJS.Cell, patch: Partial<ExcelJS.Style>) => {
  cell.style = { ...cell.style, ...patch };
};
const bold = (sheet: ExcelJS.Worksheet, rowNumber: number) =>
  sheet.getRow(rowNumber).eachCell((cell) => restyle(cell, { font: { ...(cell.font ?? {}), bold: true } }));

/** Decimal comma, full stop every three digits: how SAP writes numbers for a user set to "1.234.567,89". */
function sapNumber(n: number, decimals: number): string {
  const [whole, fraction] = n.toFixed(decimals).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return decimals > 0 ? `${grouped},${fraction}` : grouped;
}

// ---------------------------------------------------------------------------------------------------------------
// 1. price-comparison.xlsx: a factory's 询比价表 sent to a new supplier with the two earlier suppliers' prices left in.

async function priceComparison(): Promise<Written> {
  const rows: SourceRow[] = [];
  const at = () => rows.length + 1;
  rows.push(spanned(noise, '苏州瑞禾新材料有限公司  物资询比价表'));
  rows.push(
    spanned(
      noise,
      '询价编号：XB-2025-0917-03        项目：二期厂房配电改造        询价日期：2025年9月17日        报价截止：9月24日17:00',
    ),
  );
  rows.push(
    row(
      noise,
      '序号',
      '物资名称',
      '规格型号',
      '单位',
      '数量',
      '上次采购价\n（元）',
      '江苏恒远电缆有限公司',
      '',
      '安徽中曦电缆股份有限公司',
      '',
      '贵司报价',
      '',
      '备注',
    ),
  );
  rows.push(row(noise, '', '', '', '', '', '', '单价', '合价', '单价', '合价', '单价', '合价', ''));
  const first = at();
  /** A line of the list: 合价 = 数量 × 单价 for both suppliers and for the blank 贵司 column. */
  const line = (
    truth: Truth,
    n: number,
    name: string,
    spec: string,
    unit: string,
    amount: Cell,
    last: number | '',
    a: number | '',
    b: number | '',
    note = '',
  ) => {
    const r = at();
    const qty =
      typeof amount === 'number' ? amount : typeof amount === 'object' && 'number' in amount ? amount.number : 0;
    const total = (price: number | '', column: string): Cell =>
      price === '' || typeof amount === 'string'
        ? ''
        : { formula: `E${r}*${column}${r}`, result: Math.round(qty * price * 100) / 100, format: '#,##0.00' };
    rows.push(
      row(
        truth,
        n,
        name,
        spec,
        unit,
        amount,
        last === '' ? '' : { number: last, format: '0.00' },
        a === '' ? '' : { number: a, format: '0.00' },
        total(a, 'G'),
        b === '' ? '' : { number: b, format: '0.00' },
        total(b, 'I'),
        '',
        typeof amount === 'string' ? '' : { formula: `E${r}*K${r}`, result: 0, format: '#,##0.00' },
        note,
      ),
    );
  };
  line(item('YJV', '4*185+1*95', 320, LV), 1, '电力电缆', 'YJV-0.6/1kV-4×185+1×95', '米', 320, 398.5, 412, 405.6);
  line(item('YJV', '4*120+1*70', 460, LV), 2, '电力电缆', 'YJV-0.6/1kV-4×120+1×70', '米', 460, 268, 276.5, 271.2);
  line(item('YJV', '3*70+2*35', 185, LV), 3, '电力电缆', 'YJV-0.6/1kV-3×70+2×35', '米', 185, 151.2, 158, 155.3);
  line(item('YJV', '5*16', 540, LV), 4, '电力电缆', 'YJV-0.6/1kV-5×16', '米', 540, 46.8, 48.5, 47.9);
  line(
    item('YJV22', '4*95+1*50', 210, LV),
    5,
    '铠装电力电缆',
    'YJV22-0.6/1kV-4×95+1×50',
    'm',
    210,
    '',
    226,
    219.8,
    '直埋',
  );
  line(
    item('YJLV', '4*240+1*120', 1150, LV, '1.15 千米'),
    6,
    '铝芯电力电缆',
    'YJLV-0.6/1kV-4×240+1×120',
    '千米',
    1.15,
    86500,
    89200,
    87600,
    '单价按元/千米',
  );
  line(
    review('corrected by note 3 under the table (第7项规格更正为…4×70+1×35): this spec is not what is wanted'),
    7,
    '阻燃电力电缆',
    'ZC-YJV-0.6/1kV-4×50+1×25',
    '米',
    260,
    '',
    131.5,
    128,
  );
  line(
    item('NH-YJV', '4*25+1*16', 380, LV),
    8,
    '耐火电力电缆',
    'NH-YJV-0.6/1kV-4×25+1×16',
    '米',
    380,
    76.4,
    79,
    77.5,
    '消防回路',
  );
  line(item('NH-YJV', '5*6', 150, LV), 9, '耐火电力电缆', 'NH-YJV-0.6/1kV-5×6', '米', 150, 24.6, 25.8, 25.1);
  line(item('KVV', '10*1.5', 600, CV), 10, '控制电缆', 'KVV-450/750V-10×1.5', '米', 600, 14.2, 15, 14.6);
  line(item('KVV', '4*2.5', 320, CV), 11, '控制电缆', 'KVV-4×2.5', '米', 320, 9.8, 10.3, 10.1);
  line(unknown(NOT_SOLD('KVVP (screened control cable)')), 12, '屏蔽控制电缆', 'KVVP-8×1.0', '米', 200, 12.6, 13.4, 13);
  line(item('BV', '1*4', 3000, CV, COIL), 13, '布电线', 'BV-450/750V-1×4', '卷', 30, 268, 275, 270, '每卷100米');
  line(
    item('BV', '1*2.5', 4500, CV, '45 卷 (红、蓝、双色各15卷) × 100 m'),
    14,
    '布电线',
    'BV-2.5',
    '卷',
    45,
    172,
    178,
    175,
    '红、蓝、双色各15卷',
  );
  line(item('BVR', '1*16', 300, CV), 15, '软电线', 'BVR-1×16', '米', 300, 16.9, 17.6, 17.2);
  line(item('RVV', '3*1.5', 500, SV), 16, '护套线', 'RVV-3×1.5', '米', 500, 5.2, 5.5, 5.35);
  line(item('YJV22', '3*95', 480, MV), 17, '中压电缆', 'YJV22-8.7/15kV-3×95', '米', 480, 248, 259, 252.5);
  line(item('YJV', '3*240', 95, MV), 18, '中压电缆', 'YJV-8.7/15kV-3×240', '米', 95, '', 598, '', '中曦未报');
  line(
    item('YJV', '4*35+1*16', 150, LV, '约 150: the number is quoted'),
    19,
    '电力电缆',
    'YJV-4×35+1×16',
    '米',
    '约150',
    '',
    88.6,
    86.9,
  );
  line(
    item('VV', '3*50+1*25', 90, LV),
    20,
    '电力电缆',
    'VV-0.6/1kV-3×50+1×25',
    '米',
    90,
    '',
    101.2,
    98.4,
    '恒远按YJV报价，不符',
  );
  line(unknown(NOT_CABLE('a cable tray')), 21, '电缆桥架', '槽式 300×150 δ=1.5 热镀锌', '米', 120, 92, 95, 90);
  line(unknown(NOT_CABLE('a cable termination')), 22, '电缆终端头', '1kV 四芯 185mm² 冷缩', '套', 6, '', '', '');
  line(
    review('no amount: 数量 is — and the note says 待图纸确认'),
    23,
    '阻燃电力电缆',
    'ZR-YJV-0.6/1kV-4×16+1×10',
    '米',
    '—',
    '',
    '',
    '',
    '待图纸确认',
  );
  line(
    item('JKLYJ', '1*150', 1800, JK10),
    24,
    '架空绝缘线',
    'JKLYJ-10kV-1×150',
    '米',
    { number: 1800, format: '#,##0' },
    15.8,
    16.5,
    16.1,
    '厂区架空段',
  );
  line(
    item('WDZ-YJY', '4*70+1*35', 130, LV),
    25,
    '低烟无卤电缆',
    'WDZ-YJY-0.6/1kV-4×70+1×35',
    '米',
    130,
    '',
    176,
    171.5,
  );
  line(
    unknown(NOT_SOLD('an optical cable (GYTA)')),
    26,
    '光缆',
    'GYTA-12B1',
    '米',
    350,
    '',
    3.6,
    3.4,
    '门卫室至主厂房',
  );
  const last = at() - 1;
  const sum = (column: 'H' | 'J' | 'L') => {
    let s = 0;
    for (let r = first; r <= last; r++) {
      const cell = rows[r - 1]!.cells[column === 'H' ? 7 : column === 'J' ? 9 : 11];
      if (cell && typeof cell === 'object' && 'formula' in cell) s += cell.result;
    }
    return {
      formula: `SUM(${column}${first}:${column}${last})`,
      result: Math.round(s * 100) / 100,
      format: '#,##0.00',
    };
  };
  rows.push(row(noiseBecause('合计'), '合计', '', '', '', '', '', '', sum('H'), '', sum('J'), '', sum('L'), ''));
  rows.push(spanned(noise, '比价结果：安徽中曦总价最低（第18、22项未报），待贵司报价后一并评审。'));
  rows.push(spanned(noise, '说明：1. 报价含13%增值税及运费，送货至厂区仓库，电缆需提供出厂检验报告；'));
  rows.push(spanned(noise, '2. 数量为预估量，结算按实际送货数量，单价不变；'));
  rows.push(
    spanned(
      item(
        'ZC-YJV',
        '4*70+1*35',
        260,
        LV,
        'the corrected 第7项: the spec of the note, the amount of the line (260 米)',
      ),
      '3. 第7项规格更正为ZC-YJV-0.6/1kV-4×70+1×35，数量不变；',
    ),
  );
  rows.push(spanned(noise, '4. 第22项两家均未报价，请贵司务必报价。'));
  rows.push(row(noise, '询价人：刘敏', '', '', '审核：', '', '', '', '', '', '日期：', '', { date: '2025-09-17' }));

  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '比价表',
      widths: [6, 14, 28, 6, 8, 11, 10, 13, 10, 13, 10, 12, 18],
      rows,
      frozenRows: 4,
      merges: [
        [3, 1, 4, 1],
        [3, 2, 4, 2],
        [3, 3, 4, 3],
        [3, 4, 4, 4],
        [3, 5, 4, 5],
        [3, 6, 4, 6],
        [3, 7, 3, 8],
        [3, 9, 3, 10],
        [3, 11, 3, 12],
        [3, 13, 4, 13],
      ],
    },
  ]);
  const styled = await restyled(data, (workbook) => {
    const sheet = workbook.getWorksheet('比价表')!;
    bold(sheet, 1);
    bold(sheet, 3);
    bold(sheet, 4);
    for (let r = first; r <= last; r++) {
      restyle(sheet.getCell(r, 11), { fill: YELLOW });
      restyle(sheet.getCell(r, 12), { fill: YELLOW });
    }
    restyle(sheet.getCell(3, 11), { fill: YELLOW });
  });
  return {
    name: 'price-comparison.xlsx',
    data: styled,
    key: keyed(
      'price-comparison.xlsx',
      'sheet',
      "a factory purchasing department's 询比价表 sent to a new supplier: a two-row header (序号…数量, 上次采购价 and 备注 merged down; two suppliers' names and 贵司报价 each merged over 单价/合价), so 数量 stands among eight price columns; 合价 formulas (=E5*G5) with cached values, the 贵司 合价 formulas cached 0; 米, m, 千米 with prices per 千米, 卷 with 每卷100米 and one with colours in 备注; 约150 and — in 数量, 1,800 shown through #,##0; a tray and a termination; a 合计 formula row and notes under the table, one of which corrects 第7项's spec (数量不变)",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 2. sap-me5a.xlsx: an SAP purchase-requisition list (ME5A) exported by a German-owned plant, the buyer's own rows
// added under it.

async function sapExport(): Promise<Written> {
  const rows: SourceRow[] = [];
  rows.push(
    spanned(
      noise,
      'ME5A 采购申请清单  工厂2100 采购组P12  导出 2025.09.18 —— 请按“申请数量”报价；单位：M=米，KM=千米，ROL=卷（每卷100米），ST=件，DR=盘',
    ),
  );
  rows.push(
    row(
      noise,
      '采购申请',
      '项目',
      '物料',
      '短文本',
      '申请数量',
      '单位',
      '评估价格',
      '货币',
      '总价值',
      '工厂',
      '库存地点',
      '交货日期',
      '采购组',
      '申请者',
      '删除标识',
      '物料组',
      '上年耗用',
      '备注',
    ),
  );
  let line = 0;
  const req = (
    truth: Truth,
    pr: string,
    material: string,
    text: string,
    qty: number,
    decimals: number,
    unit: string,
    price: number,
    delivery: string,
    requester: string,
    group: string,
    lastYear: number | '',
    options: { deleted?: boolean; note?: string } = {},
  ) => {
    line += 10;
    rows.push(
      row(
        truth,
        pr,
        String(line).padStart(5, '0'),
        material,
        text,
        sapNumber(qty, decimals),
        unit,
        sapNumber(price, 2),
        'CNY',
        sapNumber(qty * price, 2),
        '2100',
        'E001',
        delivery,
        'P12',
        requester,
        options.deleted ? 'X' : '',
        group,
        lastYear,
        options.note ?? '',
      ),
    );
  };
  const PR1 = '0010045821';
  const PR2 = '0010045907';
  req(
    item('YJV', '4*185+1*95', 1200, LV),
    PR1,
    '000000000301002145',
    '电缆,YJV,0.6/1KV,4*185+1*95',
    1200,
    3,
    'M',
    412.5,
    '15.10.2025',
    'ZHANGWEI',
    'E0301',
    980,
  );
  req(
    item('YJV', '4*120+1*70', 850, LV),
    PR1,
    '000000000301002139',
    '电缆,YJV,0.6/1KV,4*120+1*70',
    850,
    3,
    'M',
    276.3,
    '15.10.2025',
    'ZHANGWEI',
    'E0301',
    1460,
  );
  req(
    item('YJV', '3*150+2*70', 450, LV, '0,450 KM'),
    PR1,
    '000000000301002152',
    '电缆,YJV,0.6/1KV,3*150+2*70',
    0.45,
    3,
    'KM',
    301200,
    '15.10.2025',
    'ZHANGWEI',
    'E0301',
    '',
  );
  req(
    item('YJV22', '4*70+1*35', 320, LV),
    PR1,
    '000000000301002210',
    '电缆,YJV22,0.6/1KV,4*70+1*35',
    320,
    3,
    'M',
    186.4,
    '20.10.2025',
    'ZHANGWEI',
    'E0301',
    300,
  );
  req(
    item('YJV', '3*120', 1350, MV, '1,350 KM'),
    PR1,
    '000000000301003018',
    '电缆,YJV,8.7/15KV,3*120',
    1.35,
    3,
    'KM',
    318500,
    '30.10.2025',
    'LIUQIANG',
    'E0302',
    2100,
  );
  req(
    item('YJV', '1*400', 240, MV),
    PR1,
    '000000000301003044',
    '电缆,YJV,8.7/15KV,1*400',
    240,
    3,
    'M',
    356,
    '30.10.2025',
    'LIUQIANG',
    'E0302',
    '',
  );
  req(
    item('YJV', '1*240', 180, LV, UNSTATED_LV),
    PR1,
    '000000000301002301',
    '电缆,YJV,1*240',
    180,
    3,
    'M',
    198.6,
    '15.10.2025',
    'ZHANGWEI',
    'E0301',
    120,
  );
  req(
    item('ZR-YJV', '4*25+1*16', 2500, LV),
    PR1,
    '000000000301004112',
    '阻燃电缆,ZR-YJV,0.6/1KV,4*25+1*16',
    2500,
    3,
    'M',
    72.8,
    '15.10.2025',
    'ZHANGWEI',
    'E0303',
    3200,
  );
  req(
    item('NH-YJV', '4*10', 600, LV),
    PR1,
    '000000000301004230',
    '耐火电缆,NH-YJV,0.6/1KV,4*10',
    600,
    3,
    'M',
    31.5,
    '15.10.2025',
    'ZHANGWEI',
    'E0303',
    450,
  );
  req(
    item('YJLV', '4*150+1*70', 800, LV, '0,800 KM'),
    PR1,
    '000000000301005007',
    '电缆,YJLV,0.6/1KV,4*150+1*70',
    0.8,
    3,
    'KM',
    61800,
    '20.10.2025',
    'ZHANGWEI',
    'E0301',
    '',
  );
  req(
    item('KVV', '7*1.5', 1000, CV),
    PR1,
    '000000000302001071',
    '控制电缆,KVV,450/750V,7*1.5',
    1000,
    3,
    'M',
    10.2,
    '15.10.2025',
    'WANGLEI',
    'E0310',
    1800,
  );
  req(
    item('KVV', '14*1.5', 450, CV),
    PR1,
    '000000000302001141',
    '控制电缆,KVV,14*1.5',
    450,
    3,
    'M',
    18.9,
    '15.10.2025',
    'WANGLEI',
    'E0310',
    600,
  );
  req(
    unknown(NOT_SOLD('KVVP2 (copper-tape screened control cable)')),
    PR1,
    '000000000302001310',
    '控制电缆,KVVP2,10*1.0',
    300,
    3,
    'M',
    16.4,
    '15.10.2025',
    'WANGLEI',
    'E0310',
    280,
  );
  req(
    item('BV', '1*2.5', 3000, CV, `30 ROL; ${COIL}`),
    PR2,
    '000000000303000125',
    '电线,BV,450/750V,1*2.5,红',
    30,
    3,
    'ROL',
    176,
    '10.10.2025',
    'CHENJING',
    'E0320',
    40,
  );
  req(
    item('BV', '1*2.5', 3000, CV, `30 ROL; ${COIL}`),
    PR2,
    '000000000303000126',
    '电线,BV,450/750V,1*2.5,蓝',
    30,
    3,
    'ROL',
    176,
    '10.10.2025',
    'CHENJING',
    'E0320',
    40,
  );
  req(
    item('BV', '1*2.5', 1500, CV, `15 ROL; ${COIL}`),
    PR2,
    '000000000303000127',
    '电线,BV,450/750V,1*2.5,黄绿',
    15,
    3,
    'ROL',
    176,
    '10.10.2025',
    'CHENJING',
    'E0320',
    20,
  );
  req(
    item('BVR', '1*6', 800, CV, `8 ROL; ${COIL}`),
    PR2,
    '000000000303000261',
    '电线,BVR,450/750V,1*6',
    8,
    3,
    'ROL',
    445,
    '10.10.2025',
    'CHENJING',
    'E0320',
    10,
  );
  req(
    item('RVV', '3*1', 500, SV),
    PR2,
    '000000000303000530',
    '软电缆,RVV,300/500V,3*1.0',
    500,
    3,
    'M',
    3.9,
    '10.10.2025',
    'CHENJING',
    'E0320',
    650,
  );
  req(
    item('VV', '3*35+1*16', 150, LV),
    PR2,
    '000000000301006035',
    '电缆,VV,0.6/1KV,3*35+1*16',
    150,
    3,
    'M',
    78.5,
    '20.10.2025',
    'ZHANGWEI',
    'E0301',
    '',
  );
  req(
    review('2,000 DR: two drums with no drum length'),
    PR2,
    '000000000301002160',
    '电缆,YJV,0.6/1KV,4*240+1*120',
    2,
    3,
    'DR',
    268000,
    '30.10.2025',
    'LIUQIANG',
    'E0301',
    '',
  );
  req(
    review('删除标识 X: the requisition item is deleted in SAP and must not be quoted'),
    PR2,
    '000000000301002118',
    '电缆,YJV,0.6/1KV,4*50+1*25',
    600,
    3,
    'M',
    118.2,
    '20.10.2025',
    'ZHANGWEI',
    'E0301',
    720,
    { deleted: true },
  );
  req(
    review('申请数量 0,000 (已转采购订单): nothing left to buy'),
    PR2,
    '000000000301002135',
    '电缆,YJV,0.6/1KV,4*95+1*50',
    0,
    3,
    'M',
    221.4,
    '20.10.2025',
    'ZHANGWEI',
    'E0301',
    500,
    { note: '已转PO 4500031876' },
  );
  req(
    unknown(NOT_SOLD('YJV32 (steel-wire armoured)')),
    PR2,
    '000000000301002420',
    '电缆,YJV32,0.6/1KV,4*95+1*50',
    260,
    3,
    'M',
    265,
    '30.10.2025',
    'LIUQIANG',
    'E0301',
    '',
  );
  req(
    unknown(NOT_CABLE('a cable termination')),
    PR2,
    '000000000305000418',
    '电缆终端头,1KV,4*185,热缩',
    12,
    3,
    'ST',
    85,
    '20.10.2025',
    'ZHANGWEI',
    'E0350',
    20,
  );
  req(
    unknown(NOT_CABLE('a cable tray')),
    PR2,
    '000000000306000077',
    '电缆桥架,槽式,400*150,热镀锌',
    96,
    3,
    'M',
    138,
    '20.10.2025',
    'ZHANGWEI',
    'E0360',
    '',
  );
  req(
    item('WDZ-YJY', '5*10', 420, LV),
    PR2,
    '000000000301007510',
    '电缆,WDZ-YJY,0.6/1KV,5*10',
    420,
    3,
    'M',
    52.6,
    '20.10.2025',
    'ZHANGWEI',
    'E0304',
    '',
  );
  req(
    item('YJV', '4*185+1*95', 300, LV, 'a second requisition of the same cable, a later date'),
    PR2,
    '000000000301002145',
    '电缆,YJV,0.6/1KV,4*185+1*95',
    300,
    3,
    'M',
    412.5,
    '30.11.2025',
    'LIUQIANG',
    'E0301',
    980,
  );
  req(
    item('JKLYJ', '1*240', 2400, JK10, '2,400 KM'),
    PR2,
    '000000000307000240',
    '架空线,JKLYJ,10KV,1*240',
    2.4,
    3,
    'KM',
    24600,
    '30.11.2025',
    'LIUQIANG',
    'E0370',
    1800,
  );
  const sapLast = rows.length;
  rows.push(spanned(noise, '以下为现场补报（手工添加，未进系统）：'));
  rows.push(
    row(
      item('YJV', '5*16', 300, LV, '300米 typed in 申请数量, 单位 empty'),
      '',
      '',
      '',
      '电缆 YJV-0.6/1kV-5×16',
      '300米',
      '',
      '',
      '',
      '',
      '',
      '',
      '尽快',
      '',
      '',
      '',
      '',
      '',
      '配电间照明回路',
    ),
  );
  rows.push(
    row(
      item('ZC-YJV', '4*35+1*16', 500, LV, '0.5KM'),
      '',
      '',
      '',
      '电缆 ZC-YJV-0.6/1kV-4×35+1×16',
      '0.5KM',
      '',
      '',
      '',
      '',
      '',
      '',
      '尽快',
      '',
      '',
      '',
      '',
      '',
      '',
    ),
  );
  rows.push(spanned(noise, '联系人：采购部 王磊  0512-6683 1275  wang.lei@hkt-automotive.cn'));

  const { data, rows: keyRows } = await writeXlsx([
    {
      name: 'ME5A',
      widths: [12, 7, 20, 34, 12, 6, 12, 6, 14, 6, 8, 11, 7, 11, 8, 8, 8, 18],
      rows,
      frozenRows: 2,
    },
  ]);
  const styled = await restyled(data, (workbook) => {
    const sheet = workbook.getWorksheet('ME5A')!;
    bold(sheet, 2);
    for (let c = 1; c <= 18; c++) restyle(sheet.getCell(2, c), { fill: GREY });
    sheet.getColumn(16).hidden = true;
    sheet.getColumn(17).hidden = true;
    for (let r = 3; r <= sapLast; r++)
      for (const c of [5, 7, 9]) restyle(sheet.getCell(r, c), { alignment: { horizontal: 'right' } });
    sheet.autoFilter = 'A2:R2';
  });
  return {
    name: 'sap-me5a.xlsx',
    data: styled,
    key: keyed(
      'sap-me5a.xlsx',
      'sheet',
      'an SAP ME5A purchase-requisition list exported by a German-owned plant: one note line above, an 18-column header (采购申请/项目/物料/短文本/申请数量/单位/评估价格/货币/总价值/工厂/库存地点/交货日期/…/删除标识/物料组/上年耗用/备注) with an autofilter; numbers as text in German notation (1.200,000 M, 0,450 KM, 30,000 ROL, 412,50, 495.000,00), dates 15.10.2025, 18-digit material numbers with leading zeros; short texts packed with commas (电缆,YJV,0.6/1KV,4*185+1*95); units M, KM, ROL (100 m, said in the note), DR with no drum length, ST; a line with 删除标识 X, a line with 0,000 (已转PO); two hidden columns (物料组, 上年耗用 with numbers that are not amounts); two rows the buyer typed under the export (300米, 0.5KM in 申请数量)',
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 3. revision-v2.xlsx: a contractor's 电缆清单（第二版） after a design change, with the first version's amounts beside
// the second's, deleted rows struck out, new rows yellow, and a 变更记录 sheet.

async function revision(): Promise<Written> {
  const rows: SourceRow[] = [];
  const struck: number[] = [];
  const added: number[] = [];
  rows.push(spanned(noise, '锦澜花园二期  地下室及1#～3#楼  电缆清单（第二版）'));
  rows.push(
    spanned(
      noise,
      '说明：按设计变更单 BG-07 调整。请按“第二版”数量报价，第一版数量仅供对照；标删除线或注明删除/作废的不再采购；黄色为新增项。',
    ),
  );
  rows.push(row(noise, '序号', '名称', '型号规格', '单位', '数量', '', '变更', '备注'));
  rows.push(row(noise, '', '', '', '', '第一版', '第二版', '', ''));
  const line = (truth: Truth, mark: 'struck' | 'added' | '', ...cells: Cell[]) => {
    rows.push(row(truth, ...cells));
    if (mark === 'struck') struck.push(rows.length);
    if (mark === 'added') added.push(rows.length);
  };
  rows.push(row(noise, '一', '低压电力电缆'));
  line(
    item('YJV', '4*240+1*120', 460, LV),
    '',
    1,
    '电力电缆',
    'YJV-0.6/1kV-4×240+1×120',
    '米',
    420,
    460,
    '增加',
    '变配电室至1#楼',
  );
  line(item('YJV', '4*150+1*70', 300, LV), '', 2, '电力电缆', 'YJV-0.6/1kV-4×150+1×70', '米', 300, 300, '', '至2#楼');
  line(
    review('struck out and 删除 in 变更: not bought any more'),
    'struck',
    3,
    '电力电缆',
    'YJV-0.6/1kV-4×95+1×50',
    '米',
    260,
    '',
    '删除',
    '',
  );
  line(
    item('YJV', '4*120+1*70', 280, LV),
    'added',
    4,
    '电力电缆',
    'YJV-0.6/1kV-4×120+1×70',
    '米',
    '',
    280,
    '新增',
    '替代原第3项',
  );
  line(
    item('YJV', '4*70+1*35', 150, LV, 'the spec changed: the new one is quoted, the old in brackets is not'),
    '',
    5,
    '电力电缆',
    'YJV-0.6/1kV-4×70+1×35（原4×50+1×25）',
    '米',
    150,
    150,
    '规格修改',
    '至3#楼',
  );
  line(
    item('YJV', '3*185+2*95', 120, LV, "第二版 同第一版: the first version's 120"),
    '',
    6,
    '电力电缆',
    'YJV-0.6/1kV-3×185+2×95',
    '米',
    120,
    '同第一版',
    '',
    '',
  );
  line(
    item('YJV22', '4*50+1*25', 350, LV, 'the cell reads 300 350 with 300 struck out: 350'),
    '',
    7,
    '铠装电缆',
    'YJV22-0.6/1kV-4×50+1×25',
    '米',
    300,
    '300 350',
    '增加',
    '室外直埋段',
  );
  line(item('VV', '3*4+1*2.5', 220, LV), '', 8, '电力电缆', 'VV-3×4+1×2.5', '米', 200, 220, '增加', '水泵房');
  line(
    review('待定 in 第二版: no amount'),
    '',
    9,
    '电力电缆',
    'YJV-0.6/1kV-5×25',
    '米',
    90,
    '待定',
    '',
    '充电桩，待业主确认',
  );
  rows.push(row(noise, '二', '消防及阻燃电缆'));
  line(
    item('ZR-YJV', '4*35+1*16', 210, LV),
    '',
    10,
    '阻燃电缆',
    'ZR-YJV-0.6/1kV-4×35+1×16',
    '米',
    180,
    210,
    '增加',
    '',
  );
  line(
    item('NH-YJV', '4*16+1*10', 240, LV),
    '',
    11,
    '耐火电缆',
    'NH-YJV-0.6/1kV-4×16+1×10',
    '米',
    240,
    240,
    '',
    '消防风机',
  );
  line(review('作废 in 第二版: cancelled'), '', 12, '耐火电缆', 'NH-YJV-0.6/1kV-5×10', '米', 90, '作废', '', '');
  line(
    item('WDZ-YJY', '4*25+1*16', 165, LV),
    '',
    13,
    '低烟无卤电缆',
    'WDZ-YJY-0.6/1kV-4×25+1×16',
    '米',
    150,
    165,
    '增加',
    '',
  );
  rows.push(row(noise, '三', '电线及控制电缆'));
  line(item('BV', '1*2.5', 6000, CV, `60 卷; ${COIL}`), '', 14, '电线', 'BV-2.5', '卷', 80, 60, '减少', '红蓝黄绿');
  line(item('BV', '1*4', 4000, CV, `40 卷; ${COIL}`), '', 15, '电线', 'BV-4', '卷', 40, 40, '', '');
  line(item('BV', '1*6', 1500, CV, `15 卷; ${COIL}`), '', 16, '电线', 'BV-6', '卷', 10, 15, '增加', '');
  line(
    review('struck out (the whole row has a line through it) though 变更 is empty: deleted'),
    'struck',
    17,
    '软线',
    'BVR-1×10',
    '米',
    200,
    200,
    '',
    '',
  );
  line(item('KVV', '5*1.5', 300, CV), '', 18, '控制电缆', 'KVV-5×1.5', '米', 350, 300, '减少', '');
  line(item('RVV', '4*1', 400, SV), '', 19, '护套线', 'RVV-4×1.0', '米', 400, 400, '', '');
  rows.push(row(noise, '四', '室外及中压'));
  line(item('YJV', '3*70', 85, MV), '', 20, '中压电缆', 'YJV-8.7/15kV-3×70', '米', 85, 85, '', '环网柜至箱变');
  line(item('JKLYJ', '1*95', 650, JK1), 'added', 21, '架空线', 'JKLYJ-1kV-1×95', '米', '', 650, '新增', '路灯');
  line(unknown(NOT_CABLE('a cable tray')), '', 22, '电缆桥架', '200×100', '米', 160, 180, '增加', '');
  line(unknown(NOT_CABLE('steel conduit')), '', 23, '穿线管', 'SC50', '米', 120, 120, '', '');
  line(unknown(NOT_CABLE('cable terminations')), 'added', 24, '电缆头', '1kV 4×240 冷缩', '套', '', 4, '新增', '');
  rows.push(row(noise, '编制：李工', '', '校对：', '', '', '', '日期：', { date: '2025-09-16' }));

  const log: SourceRow[] = [
    row(noise, '版本', '日期', '变更内容', '编制'),
    row(noise, '第一版', { date: '2025-08-20' }, '初版', '李工'),
    row(
      noiseBecause('a record of the changes, not a demand'),
      '第二版',
      { date: '2025-09-16' },
      '按BG-07：删除第3、17项，第12项作废；新增第4、21、24项；第5项4×50+1×25改为4×70+1×35；第7项数量改为350',
      '李工',
    ),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '电缆清单（第二版）',
      widths: [6, 14, 36, 6, 9, 10, 10, 20],
      rows,
      frozenRows: 4,
      merges: [
        [3, 1, 4, 1],
        [3, 2, 4, 2],
        [3, 3, 4, 3],
        [3, 4, 4, 4],
        [3, 5, 3, 6],
        [3, 7, 4, 7],
        [3, 8, 4, 8],
      ],
    },
    { name: '变更记录', widths: [8, 12, 70, 8], rows: log },
  ]);
  const styled = await restyled(data, (workbook) => {
    const sheet = workbook.getWorksheet('电缆清单（第二版）')!;
    bold(sheet, 1);
    bold(sheet, 3);
    bold(sheet, 4);
    for (const r of struck)
      sheet.getRow(r).eachCell((cell) => restyle(cell, { font: { strike: true, color: { argb: 'FFC00000' } } }));
    for (const r of added) sheet.getRow(r).eachCell((cell) => restyle(cell, { fill: YELLOW }));
    // 第7项: the old amount struck out inside the cell, the new one typed after it.
    const seventh = rows.findIndex((r) => r.cells[0] === 7) + 1;
    sheet.getCell(seventh, 6).value = {
      richText: [
        { text: '300', font: { strike: true, color: { argb: 'FFC00000' } } },
        { text: ' 350', font: { color: { argb: 'FF0000FF' } } },
      ],
    };
    restyle(workbook.getWorksheet('变更记录')!.getCell(3, 3), { alignment: { wrapText: true, vertical: 'top' } });
  });
  return {
    name: 'revision-v2.xlsx',
    data: styled,
    key: keyed(
      'revision-v2.xlsx',
      'sheet',
      "a contractor's 电缆清单（第二版） after a design change: a title and a note (quote 第二版; struck-out or 删除/作废 rows are not bought; yellow is new), a two-row header with 数量 merged over 第一版/第二版, section rows 一…四; rows struck out (one with 删除 in 变更, one with no word at all), 作废 and 待定 in 第二版, 同第一版, a cell whose old amount is struck out inside it (300 350, rich text), a spec changed in place (4×70+1×35（原4×50+1×25）), new rows filled yellow with no 第一版 amount; 卷 for BV; a tray, conduit and terminations; a second sheet 变更记录 whose rows follow the list's",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 4. overseas-enquiry.xlsx: a Dubai electrical trader's enquiry for a project in Oman, written the way the Gulf
// market writes cables (IEC 60502 and BS constructions, 3.5C, AWG/kcmil beside mm²).

async function overseas(): Promise<Written> {
  const rows: SourceRow[] = [];
  rows.push(spanned(noise, 'AL NOOR ELECTRICAL TRADING L.L.C.'));
  rows.push(spanned(noise, 'P.O. Box 61827, Al Qusais Industrial Area 4, Dubai, U.A.E.   Tel: +971 4 267 3310'));
  rows.push(spanned(noise, 'ENQUIRY   Ref: ANE/ENQ/2025/0412   Date: 18-Sep-2025'));
  rows.push(spanned(noise, 'Project: Sohar Logistics Warehouse, Oman   Attn: Export Sales Dept.'));
  rows.push(blank());
  rows.push(row(noise, 'S/N', 'Description', 'Size (mm²)', 'AWG / kcmil', 'Voltage', 'Unit', 'Qty', 'Remarks'));
  let n = 0;
  const line = (truth: Truth, ...cells: Cell[]) => {
    n += 1;
    rows.push(row(truth, n, ...cells));
  };
  line(
    item('YJV', '4*240', 1200, LV),
    'Cu/XLPE/PVC power cable',
    '4C x 240',
    '500 kcmil',
    '0.6/1kV',
    'Mtr',
    { number: 1200, format: '#,##0' },
    'IEC 60502-1',
  );
  line(
    item('YJV', '3*185+1*95', 650, LV, '3.5C x 185 is three 185 cores and a reduced neutral of 95'),
    'Cu/XLPE/PVC power cable',
    '3.5C x 185',
    '',
    '0.6/1kV',
    'Mtr',
    650,
    '',
  );
  line(
    item('YJV', '3*95+1*50', 400, LV, '3.5C x 95 = 3×95+1×50'),
    'Cu/XLPE/PVC power cable',
    '3.5C x 95',
    '3/0',
    '0.6/1kV',
    'm',
    400,
    '',
  );
  line(
    item('YJV', '4*70+1*35', 160, LV, 'LM (linear metres)'),
    'Cu/XLPE/PVC power cable',
    '4C x 70 + 1C x 35 E',
    '',
    '0.6/1kV',
    'LM',
    160,
    'with earth core',
  );
  line(
    item('YJV22', '4*50', 300, LV, 'STA (steel tape armour) is YJV22'),
    'Cu/XLPE/STA/PVC armoured cable',
    '4C x 50',
    '1/0',
    '0.6/1kV',
    'Mtr',
    300,
    'direct burial',
  );
  line(
    unknown(NOT_SOLD('SWA (steel-wire armoured, YJV32)')),
    'Cu/XLPE/SWA/PVC armoured cable',
    '4C x 16',
    6,
    '0.6/1kV',
    'Mtr',
    250,
    'BS 5467',
  );
  line(
    item('YJV', '1*300', 1500, LV, '1.5 Km'),
    'Cu/XLPE/PVC single core',
    '1C x 300',
    '600 kcmil',
    '0.6/1kV',
    'Km',
    1.5,
    'for DB feeders',
  );
  line(
    item('YJV', '4*16', 500, LV, 'one drum, the remark gives its length (500m drum)'),
    'Cu/XLPE/PVC power cable',
    '4C x 16',
    6,
    '0.6/1kV',
    'Drum',
    1,
    '500m drum',
  );
  line(
    item('YJV', '2*4', 1000, LV, 'coils of 100 m written in the unit'),
    'Cu/XLPE/PVC power cable',
    '2C x 4',
    12,
    '0.6/1kV',
    'Coil (100m)',
    10,
    '',
  );
  line(
    item('YJV', '3*2.5', 304.8, LV, '1,000 ft × 0.3048 = 304.8 m'),
    'Cu/XLPE/PVC power cable',
    '3C x 2.5',
    14,
    '0.6/1kV',
    'ft',
    { number: 1000, format: '#,##0' },
    'site measured in feet',
  );
  line(item('YJV', '5*6', 260, LV), 'Cu/XLPE/PVC power cable', '5C x 6', 10, '0.6/1kV', 'Mtr', 260, '');
  line(item('VV', '4*10', 180, LV), 'Cu/PVC/PVC power cable', '4C x 10', 8, '0.6/1kV', 'Mtr', 180, '');
  line(
    item('YJLV', '4*185', 700, LV),
    'Al/XLPE/PVC power cable',
    '4C x 185',
    '350 kcmil',
    '0.6/1kV',
    'Mtr',
    700,
    'aluminium',
  );
  line(
    item('NH-YJV', '4*25+1*16', 220, LV, 'Cu/Mica/XLPE/PVC fire resistant (IEC 60331) is NH-YJV'),
    'Fire resistant cable Cu/Mica/XLPE/PVC (IEC 60331)',
    '4C x 25 + E 16',
    4,
    '0.6/1kV',
    'Mtr',
    220,
    'fire pump',
  );
  line(
    item('WDZ-YJY', '4*35+1*16', 340, LV, 'Cu/XLPE/LSZH (low smoke zero halogen) is WDZ-YJY'),
    'Cu/XLPE/LSZH power cable (IEC 60754)',
    '4C x 35 + E 16',
    2,
    '0.6/1kV',
    'Mtr',
    340,
    'car park',
  );
  line(
    item('YJV', '3*240', 350, MV, 'Cu/XLPE/CTS/PVC 8.7/15kV is the MV YJV'),
    'MV cable Cu/XLPE/CTS/PVC',
    '3C x 240',
    '',
    '8.7/15kV',
    'Mtr',
    350,
    'IEC 60502-2',
  );
  line(
    review('11kV only (a Gulf 11kV system takes 6.35/11kV, not in the catalogue; 8.7/15kV?) and 2 x 250 drums: ask'),
    'MV armoured cable Cu/XLPE/CTS/STA/PVC',
    '3C x 150',
    '',
    '11kV',
    'Mtr',
    '2 x 250',
    '2 drums',
  );
  line(
    item('BV', '1*2.5', 5000, CV, '50 coils of 100 m (the remark gives the colours)'),
    'Cu/PVC single core wire (H07V-U / 60227 IEC 01)',
    '1C x 2.5',
    14,
    '450/750V',
    'Coil',
    50,
    '100m/coil: Red 20, Black 20, Yellow-green 10',
  );
  line(
    item('BV', '1*6', 2000, CV, '20 coils of 100 m'),
    'Cu/PVC single core wire (H07V-R)',
    '1C x 6',
    10,
    '450/750V',
    'Coil',
    20,
    '100m/coil',
  );
  line(
    item('BV', '1*16', 400, CV, 'a Cu/PVC single core earth wire is BV'),
    'Cu/PVC earth wire green/yellow',
    '1C x 16',
    6,
    '450/750V',
    'Mtr',
    400,
    '',
  );
  line(
    review('5.5 mm² is a JIS size, not made (6 mm² instead?): ask'),
    'Cu/PVC single core wire',
    '1C x 5.5',
    10,
    '450/750V',
    'Mtr',
    300,
    'as per old order',
  );
  line(item('KVV', '12*1.5', 500, CV), 'Control cable Cu/PVC/PVC', '12C x 1.5', 16, '', 'Mtr', 500, '');
  line(item('KVV', '19*2.5', 200, CV), 'Control cable Cu/PVC/PVC', '19C x 2.5', 14, '', 'Mtr', 200, '');
  line(
    unknown(NOT_SOLD('an overall-screened control cable (KVVP)')),
    'Control cable Cu/PVC/OS/PVC screened',
    '7C x 1.5',
    16,
    '',
    'Mtr',
    300,
    '',
  );
  line(unknown(NOT_SOLD('THHN/THWN-2 building wire')), 'THHN/THWN-2 Cu wire', '', '12 AWG', '600V', 'Mtr', 900, '');
  line(unknown(NOT_CABLE('cable glands')), 'Cable gland double compression CW', '25mm', '', '', 'Nos', 40, 'brass');
  rows.push(blank());
  rows.push(
    spanned(
      noise,
      'Notes: 1. Please quote CIF Sohar in USD, validity 30 days. 2. Drum lengths 500m ±5% unless stated.',
    ),
  );
  rows.push(
    spanned(noise, '3. Cables to IEC 60502 / BS 6346 with type test reports. 4. Advise delivery time ex-works.'),
  );
  rows.push(spanned(noise, 'Best regards, Ravi Menon, Purchase Manager, +971 50 418 2266'));
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: 'Enquiry',
      widths: [5, 44, 18, 12, 10, 12, 10, 40],
      rows,
      frozenRows: 6,
    },
  ]);
  const styled = await restyled(data, (workbook) => {
    const sheet = workbook.getWorksheet('Enquiry')!;
    bold(sheet, 1);
    bold(sheet, 6);
    for (let c = 1; c <= 8; c++) restyle(sheet.getCell(6, c), { fill: GREY });
  });
  return {
    name: 'overseas-enquiry.xlsx',
    data: styled,
    key: keyed(
      'overseas-enquiry.xlsx',
      'sheet',
      "a Dubai electrical trader's English enquiry for an Oman project: a letterhead, ref and project lines, then S/N/Description/Size (mm²)/AWG / kcmil/Voltage/Unit/Qty/Remarks; constructions instead of models (Cu/XLPE/PVC, Cu/XLPE/STA/PVC, Cu/XLPE/SWA/PVC, Cu/PVC/PVC, Al/XLPE/PVC, Cu/Mica/XLPE/PVC, Cu/XLPE/LSZH, Cu/XLPE/CTS/PVC, H07V-U, H07V-R); sizes 3.5C x 185, 4C x 70 + 1C x 35 E, 4C x 25 + E 16; an AWG column holding bare numbers (12, 14, 6) and 3/0, 1/0, 500 kcmil; units Mtr, m, LM, Km, ft, Drum with 500m drum, Coil (100m), Coil with 100m/coil in Remarks; an 11kV MV row in 2 x 250; a 5.5 mm² JIS size, THHN, glands; notes and a signature",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 5. cad-material-table.pdf: the 主要设备材料表 of an electrical drawing, plotted from CAD to a text PDF (A3 landscape):
// drawing notes above, the table numbered from the bottom up with its header under it, the title block last.

async function cadTable(): Promise<Written> {
  const lines: PdfLine[] = [];
  const text = (value: string, truth: Truth = noise, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}) => {
    lines.push({ kind: 'text', text: value, truth, ...extra });
  };
  const cells = (truth: Truth, values: string[], extra: Partial<Extract<PdfLine, { kind: 'cells' }>> = {}) => {
    lines.push({ kind: 'cells', cells: values, truth, ...extra });
  };

  text('说明：', noise, { size: 10 });
  text('1. 本工程由市政10kV线路T接，新建630kVA箱式变电站一座，低压出线至各单体建筑。');
  text('2. 低压电缆除注明外均采用0.6/1kV交联聚乙烯绝缘电缆，穿管或沿电缆桥架敷设；高压电缆直埋敷设。');
  text('3. 材料表中电缆长度为设计估算长度（已含预留），订货前请现场复核。');
  text('4. 未尽事宜按国家现行规范及图集执行。');
  text('主要设备材料表', noise, { size: 12, centred: true, gapBefore: 8 });
  // Bottom-up, as drawings number their tables: the highest 序号 on top, the header under row 1.
  const entries: Array<[Truth, string, string, string, string, string, string]> = [
    [unknown(NOT_CABLE('galvanised flat steel')), '22', '接地扁钢', '-40×4 热镀锌', 'm', '120', ''],
    [unknown(NOT_CABLE('steel conduit')), '21', '电缆保护管', 'Ø100 热镀锌钢管', 'm', '36', '过路段'],
    [unknown(NOT_CABLE('cable terminations')), '20', '电缆终端头', '10kV 户内冷缩 3×95', '套', '4', ''],
    [item('BV', '1*25', 60, CV), '19', '接地线', 'BV-450/750V-1×25 黄绿', 'm', '60', ''],
    [item('KVV', '7*1.5', 80, CV), '18', '控制电缆', 'KVV-7×1.5', 'm', '80', ''],
    [item('KVV', '4*1.5', 120, CV), '17', '控制电缆', 'KVV-4X1.5', 'm', '120', ''],
    [item('VV', '4*16', 45, LV), '16', '电力电缆', 'VV-4×16', 'm', '45', '至门卫室'],
    [item('YJV', '4*25+1*16', 95, LV), '15', '电力电缆', 'YJV-4X25+1X16', 'm', '95', '至泵房'],
    [item('YJV', '4*50+1*25', 140, LV), '14', '电力电缆', 'YJV-4×50+1×25', 'm', '140', '至3#楼'],
    [item('YJV', '3*150+2*70', 110, LV), '13', '电力电缆', 'YJV-3×150+2×70', 'm', '110', '至冷冻站'],
    [
      item('YJV', '4*185+1*95', 130, LV, '2×65 with 双拼 in 备注: two runs of 65 m'),
      '12',
      '电力电缆',
      'YJV-0.6/1kV 4×185+1×95',
      'm',
      '2×65',
      '双拼，每根65m',
    ],
    [item('YJV', '4*240+1*120', 85, LV), '11', '电力电缆', 'YJV-0.6/1kV 4×240+1×120', 'm', '85', '至1#楼'],
    [item('ZC-YJV', '4*95+1*50', 210, LV), '10', '阻燃电力电缆', 'ZC-YJV-4×95+1×50', 'm', '210', '至2#楼'],
    [item('NH-YJV', '4*35+1*16', 160, LV), '9', '耐火电力电缆', 'NH-YJV-4×35+1×16', 'm', '160', '消防负荷'],
    [review('按实: no amount'), '8', '高压电缆', 'YJV-8.7/15kV-3×70', 'm', '按实', '箱变至环网柜'],
    [
      item('YJV22', '3*240', 450, MV, '约450: the number is quoted'),
      '7',
      '高压电缆',
      'YJV22-8.7/15kV-3×240',
      'm',
      '约450',
      'T接点至环网柜',
    ],
    [item('YJV22', '3*95', 260, MV), '6', '高压电缆', 'YJV22-8.7/15kV-3x95', 'm', '260', '环网柜至箱变'],
    [item('JKLYJ', '1*95', 1140, JK10, '1.14 km'), '5', '架空绝缘导线', 'JKLYJ-10kV-1×95', 'km', '1.14', '含弧垂'],
    [item('JKLYJ', '1*70', 600, JK1, '0.6 km'), '4', '低压架空绝缘导线', 'JKLYJ-1kV-1×70', 'km', '0.6', '路灯'],
    [unknown(NOT_CABLE('a pole-mounted switch')), '3', '柱上真空断路器', 'ZW32-12/630', '台', '1', ''],
    [unknown(NOT_CABLE('a ring main unit')), '2', '高压环网柜', 'XGN15-12', '台', '3', ''],
    [unknown(NOT_CABLE('a box-type substation')), '1', '箱式变电站', 'YBM-12/0.4-630kVA', '台', '1', ''],
  ];
  entries.forEach(([truth, ...values], i) => {
    cells(truth, values, i === 0 ? { top: true } : {});
  });
  cells(noiseBecause('the header, under the table as drawings place it'), [
    '序号',
    '名称',
    '型号及规格',
    '单位',
    '数量',
    '备注',
  ]);
  text('工程名称：滨江智造产业园10kV配电工程      子项：室外配电', noise, { right: true, gapBefore: 10 });
  text('图名：配电系统图及主要设备材料表      图号：电施-02      比例：1:100', noise, { right: true });
  text('设计：周航   校对：吴倩   审核：陈立新   审定：林建国', noise, { right: true });
  text('江苏中衡建筑设计研究院有限公司   工程设计资质证书：A132004578   日期：2025.09', noise, { right: true });

  const { data, rows } = await writePdf({
    page: [1190.55, 841.89],
    columns: [0, 50, 230, 560, 620, 720],
    pages: [lines],
    producer: 'AutoCAD 2022 - 简体中文 (Simplified Chinese) - DWG To PDF.pc3',
  });
  return {
    name: 'cad-material-table.pdf',
    data,
    key: keyed(
      'cad-material-table.pdf',
      'pdf',
      "an electrical drawing's 主要设备材料表 plotted from CAD to a text PDF (A3 landscape, one page): four drawing notes above (low-voltage cables 0.6/1kV unless marked), the table numbered from the bottom up (序号 22 on top, 1 at the bottom) with its header 序号/名称/型号及规格/单位/数量/备注 under row 1, then the title block (工程名称, 图号, 设计/校对/审核, the institute); specs with ×, X and x (KVV-4X1.5, YJV-4X25+1X16, 3x95), 2×65 with 双拼 in 备注, 约450, 按实, km for overhead lines (1.14, 0.6); equipment (箱变, 环网柜, 柱上断路器), terminations, conduit and flat steel",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const written = [await priceComparison(), await sapExport(), await revision(), await overseas(), await cadTable()];
  const table: string[] = [];
  const totals = { rows: 0, item: 0, review: 0, unknown: 0, noise: 0 };
  for (const { name, data, key } of written) {
    writeFileSync(join(HERE, name), data);
    writeFileSync(
      join(HERE, `${name}.key.json`.replace(/\.(xlsx|pdf)\.key\.json$/, '.key.json')),
      `${JSON.stringify(key, null, 2)}\n`,
    );
    const count = (expect: Truth['expect']) => key.rows.filter((r) => r.truth.expect === expect).length;
    const c = { item: count('item'), review: count('review'), unknown: count('unknown'), noise: count('noise') };
    totals.rows += key.rows.length;
    totals.item += c.item;
    totals.review += c.review;
    totals.unknown += c.unknown;
    totals.noise += c.noise;
    const share = Math.round((100 * c.item) / (key.rows.length - c.noise));
    table.push(
      `| ${name} | ${key.kind} | ${key.rows.length} | ${c.item} | ${c.review} | ${c.unknown} | ${c.noise} | (${share} % items) |`,
    );
  }
  table.push(
    `| **total** | | **${totals.rows}** | **${totals.item}** | **${totals.review}** | **${totals.unknown}** | **${totals.noise}** | |`,
  );
  console.log(table.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
