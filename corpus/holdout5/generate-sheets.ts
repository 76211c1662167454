/**
 * The sheets of the fifth holdout corpus: six inquiry lists that reach a Chinese cable supplier as workbooks or a CSV —
 * an overseas EPC contractor's English RFQ in IEC wording, a design institute's 电缆材料表 with 芯数 and 截面 in
 * separate columns, a property project's quantities by building, a purchase plan under a two-row header with a hidden
 * column, an ERP export that Excel saved with numbers in scientific notation, and a subcontractor's 材料申请单 over two
 * sheets. Each file has an answer key written from what the file shows and what a careful salesperson would quote from
 * the catalogue (apps/mock-server/fixtures/catalogue.ts) — never from a parser's output.
 *
 *   npx tsx corpus/holdout5/generate-sheets.ts   # writes the 6 files and their .key.json (byte for byte the same)
 *   npx tsx corpus/holdout4/check.ts corpus/holdout5
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
  review,
  row,
  type SourceRow,
  spanned,
  unknown,
  writeCsv,
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));
const LV = '0.6/1kV';
const MV = '8.7/15kV';
const HV = '26/35kV';
const CONTROL = '450/750V';
const CORD = '300/500V';

function save(file: string, data: Buffer | string, layout: string, rows: KeyRow[]) {
  writeFileSync(join(HERE, file), data);
  const key: AnswerKey = { file, kind: 'sheet', layout, rows };
  writeFileSync(join(HERE, `${file.replace(/\.[^.]+$/, '')}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
  const count = (expect: string) => rows.filter((r) => r.truth.expect === expect).length;
  console.log(
    `${file}: ${rows.length} rows, ${count('item')} items, ${count('review')} review, ${count('unknown')} unknown, ${count('noise')} noise`,
  );
}

/** The sum of the numbers among some cells (what Excel caches for a SUM over them; text is skipped as Excel does). */
function sumOf(cells: Cell[]): number {
  let total = 0;
  for (const cell of cells) {
    if (typeof cell === 'number') total += cell;
    else if (typeof cell === 'object' && 'number' in cell) total += cell.number;
    else if (typeof cell === 'object' && 'formula' in cell) total += cell.result;
  }
  return Math.round(total * 1000) / 1000;
}

/**
 * Writes a workbook with one column hidden (exceljs's column.hidden): the writers set every sheet's columns from its
 * widths right after addWorksheet, so each new sheet hides the column once its columns are set.
 */
async function withHiddenColumn<T>(column: number, write: () => Promise<T>): Promise<T> {
  const proto = ExcelJS.Workbook.prototype as unknown as {
    addWorksheet: (this: ExcelJS.Workbook, ...args: unknown[]) => ExcelJS.Worksheet;
  };
  const add = proto.addWorksheet;
  proto.addWorksheet = function (this: ExcelJS.Workbook, ...args: unknown[]) {
    const sheet = add.apply(this, args);
    const accessor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(sheet), 'columns')!;
    Object.defineProperty(sheet, 'columns', {
      configurable: true,
      get: () => accessor.get!.call(sheet),
      set: (value: unknown) => {
        accessor.set!.call(sheet, value);
        sheet.getColumn(column).hidden = true;
      },
    });
    return sheet;
  };
  try {
    return await write();
  } finally {
    proto.addWorksheet = add;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 1. overseas-rfq.xlsx — an overseas EPC contractor's RFQ in English, IEC wording.

async function overseasRfq() {
  const sumRange: Cell[] = [];
  const r = (truth: Parameters<typeof row>[0], ...cells: Cell[]) => {
    if (cells[4] !== undefined) sumRange.push(cells[4]);
    return row(truth, ...cells);
  };
  const swa =
    'SWA is steel-wire armour (the Chinese YJV32); the catalogue has only steel-tape armoured YJV22 — offering STA instead is the customer’s decision';
  const body: SourceRow[] = [
    r(
      item(
        'YJV',
        '4*95+1*50',
        1200,
        LV,
        'Cu/XLPE/PVC is YJV; 4C x 95 sq.mm + 1C x 50 sq.mm is 4*95+1*50; shown 1,200 through #,##0',
      ),
      'A.1',
      'Cu/XLPE/PVC 0.6/1kV',
      '4C x 95 sq.mm + 1C x 50 sq.mm',
      'm',
      { number: 1200, format: '#,##0' },
      'MDB-1 to SMDB-B1',
    ),
    r(
      item('YJV', '4*95+1*50', 450, LV, '4Cx95+50mm2: the +50 is the fifth (reduced) core 1×50'),
      'A.2',
      'Cu/XLPE/PVC 0.6/1kV',
      '4Cx95+50mm2',
      'm',
      450,
      'SMDB-B2 feeder',
    ),
    r(
      item('YJV', '4*185+1*95', 1000, LV, '2 drums × 500m/drum'),
      'A.3',
      'Cu/XLPE/PVC 0.6/1kV',
      '4C x 185 sq.mm + 1C x 95 sq.mm',
      'drum',
      2,
      '500m/drum',
    ),
    r(
      review('3 drums with no drum length: the metres are not known'),
      'A.4',
      'Cu/XLPE/PVC 0.6/1kV',
      '4C x 240 sq.mm + 1C x 120 sq.mm',
      'drums',
      3,
      'Main incomer TR-1 to MDB-1',
    ),
    r(
      item(
        'YJV',
        '3*120+1*70',
        380,
        LV,
        '3.5C x 120 is three 120 phase cores and a half-size neutral: 70 is the neutral for 120 in IEC/IS practice and the catalogue’s only 3+1 of 120',
      ),
      'A.5',
      'Cu/XLPE/PVC 0.6/1kV',
      '3.5C x 120 sq.mm',
      'm',
      380,
      'Chiller feeders',
    ),
    r(
      review(
        '3.5C x 35: the reduced neutral of a 35 is written 16 or 25 depending on the standard the buyer follows — ask before quoting 3*35+1*16',
      ),
      'A.6',
      'Cu/XLPE/PVC 0.6/1kV',
      '3.5C x 35 sq.mm',
      'm',
      260,
      'AHU feeders',
    ),
    r(
      item('YJV', '1*240', 1800, LV, '1.8 km'),
      'A.7',
      'Cu/XLPE/PVC 0.6/1kV',
      '1C x 240mm²',
      'km',
      1.8,
      'Generator to ATS (single core, trefoil)',
    ),
    r(
      item('YJV', '5*6', 640, LV, 'Mtrs is metres; PCV is a typo for PVC'),
      'A.8',
      'Cu/XLPE/PCV 0.6/1kV',
      '5C x 6 sq.mm',
      'Mtrs',
      640,
      'Lighting DBs',
    ),
    r(
      item('YJV', '4*16+1*10', 1050, LV, 'quantity as text with a thousands separator'),
      'A.9',
      'Cu/XLPE/PVC 0.6/1 kV',
      '4C x 16 sq.mm + 1C x 10 sq.mm',
      'm ',
      '1,050',
      'Power DBs, typical',
    ),
    r(
      item('YJV22', '4*50+1*25', 320, LV, 'Cu/XLPE/STA/PVC (steel-tape armour) is YJV22'),
      'A.10',
      'Cu/XLPE/STA/PVC 0.6/1kV',
      '4C x 50 sq.mm + 1C x 25 sq.mm',
      'm',
      320,
      'Direct buried to pump room',
    ),
    r(
      item('YJV22', '3*185+2*95', 210, LV, '3C x 185 + 2C x 95 is 3*185+2*95'),
      'A.11',
      'Cu/XLPE/STA/PVC 0.6/1kV',
      '3C x 185 + 2C x 95 sq.mm',
      'm',
      210,
      'Buried, to Guard House',
    ),
    r(unknown(swa), 'A.12', 'Cu/XLPE/SWA/PVC 0.6/1kV', '4C x 70 sq.mm', 'm', 540, 'Buried, external lighting'),
    r(
      unknown(swa),
      'A.13',
      'Cu/XLPE/SWA/PVC 0.6/1kV',
      '4C x 25 sq.mm + 1C x 16 sq.mm',
      'm',
      300,
      'Buried, gate barriers',
    ),
    r(
      item('VV', '4*25+1*16', 280, LV, 'Cu/PVC/PVC is VV'),
      'A.14',
      'Cu/PVC/PVC 0.6/1kV',
      '4C x 25 sq.mm + 1C x 16 sq.mm',
      'm',
      280,
      'Temporary supply',
    ),
    r(
      item('VV', '3*4', 400, LV, '4 rolls × 100m/roll as the remark says'),
      'A.15',
      'Cu/PVC/PVC 0.6/1kV',
      '3C x 4 sq.mm',
      'roll',
      4,
      '100m/roll',
    ),
    r(
      item('YJLV', '4*120+1*70', 760, LV, 'Al/XLPE/PVC is YJLV'),
      'A.16',
      'Al/XLPE/PVC 0.6/1kV',
      '4C x 120 sq.mm + 1C x 70 sq.mm',
      'm',
      760,
      'Street lighting feeder pillars',
    ),
    r(
      item('YJLV', '1*240', 600, LV, '0.6 km; a non-breaking space inside the size'),
      'A.17',
      'Al/XLPE/PVC 0.6/1kV',
      '1C x\u00a0240mm²',
      'km',
      0.6,
      '',
    ),
    r(
      review('1 lot, "qty as per site measurement": no length to quote'),
      'A.18',
      'Cu/XLPE/PVC 0.6/1kV',
      '4C x 10 sq.mm',
      'lot',
      1,
      'Qty as per site measurement',
    ),
  ];
  const control: SourceRow[] = [
    r(
      item(
        'KVV',
        '7*1.5',
        500,
        CONTROL,
        'a multicore control cable Cu/PVC/PVC 450/750V of 1.5 sq.mm is KVV in a Chinese catalogue, not VV',
      ),
      'B.1',
      'Cu/PVC/PVC 450/750V multicore control cable',
      '7C x 1.5 sq.mm',
      'm',
      500,
      'BMS / pump control',
    ),
    r(
      unknown('an overall-screened control cable (KVVP): not in the catalogue'),
      'B.2',
      'Cu/PVC/OS/PVC 450/750V, overall screened',
      '4C x 1.5 sq.mm',
      'm',
      300,
      'Fire alarm interface',
    ),
    r(
      item(
        'RVV',
        '3*2.5',
        600,
        CORD,
        'a 300/500V Cu/PVC/PVC flexible cord (H05VV-F) is RVV; 6 rolls of 100 m, the coil of building wire and cords',
      ),
      'B.3',
      'Cu/PVC/PVC flexible cord 300/500V',
      '2.5 sqmm 3 core flexible',
      'roll',
      6,
      'H05VV-F, grey',
    ),
    r(
      item(
        'BV',
        '1*95',
        150,
        CONTROL,
        'a single-core Cu/PVC 450/750V earth conductor (60227 IEC 01) is BV; green/yellow is its colour',
      ),
      'B.4',
      'Earth cable Cu/PVC 450/750V, green/yellow',
      '1C x 95 sq.mm',
      'm',
      150,
      'Main earth bar to earth pits',
    ),
  ];
  const accessories: SourceRow[] = [
    r(
      unknown('cable glands and lugs: accessories, not cable'),
      'C.1',
      'Cable glands (double compression, brass) and Cu lugs for Section A',
      '',
      'lot',
      1,
      '',
    ),
    r(
      unknown('heat-shrink terminations: accessories, not cable'),
      'C.2',
      'Heat-shrink termination kits 0.6/1kV',
      '4C x 240 sq.mm',
      'set',
      6,
      '',
    ),
  ];
  const rows: SourceRow[] = [
    spanned(noise, 'GULFSTAR ENGINEERING & CONTRACTING CO. W.L.L.'),
    spanned(noise, 'REQUEST FOR QUOTATION'),
    row(noise, 'Project:', 'Al Noor Logistics Park – Phase 2 (Warehouses B1–B4), LV Electrical Works'),
    row(noise, 'Bid No.:', 'GEC/RFQ/EL/2025/0318', '', 'Date:', { date: '2025-09-22' }),
    row(noise, 'Closing:', '06 Oct 2025, 12:00 hrs (GST)', '', 'Rev.:', '0'),
    row(noise, 'To:', 'Sales Department (Export)', '', 'Attn:', 'Mr. Chen'),
    blank(),
    row(noise, 'Item', 'Description', 'Size', 'Unit', 'Qty', 'Remarks'),
    row(noiseBecause('a section heading'), 'A', 'LV POWER CABLES – 0.6/1kV, COPPER / ALUMINIUM'),
    ...body,
    row(noiseBecause('a section heading'), 'B', 'CONTROL & FLEXIBLE CABLES, EARTHING'),
    ...control,
    row(noiseBecause('a section heading'), 'C', 'ACCESSORIES'),
    ...accessories,
  ];
  const first = 10;
  const last = rows.length;
  rows.push(
    row(
      noiseBecause('a total over mixed units'),
      '',
      'TOTAL',
      '',
      '',
      { formula: `SUM(E${first}:E${last})`, result: sumOf(sumRange), format: '#,##0.0' },
      '',
    ),
    blank(),
    spanned(noise, 'Notes:'),
    spanned(
      noise,
      '1. Ref. IEC 60502-1 for all 0.6/1kV power cables; conductors to IEC 60228 Class 2; cords and wires to IEC 60227.',
    ),
    spanned(
      noise,
      '2. Prices CIF Jebel Ali in USD incl. wooden drums; state standard drum lengths and delivery period.',
    ),
    spanned(noise, '3. Quantities are estimated and subject to ±10% variation at order stage.'),
    row(noise, 'Prepared by:', 'R. Menon (Procurement)', '', 'Approved:', 'S. Khalid'),
  );
  const { data, rows: keyRows } = await writeXlsx([
    { name: 'RFQ', widths: [7, 44, 32, 7, 10, 34], rows, frozenRows: 8 },
  ]);
  save(
    'overseas-rfq.xlsx',
    data,
    'an overseas EPC contractor’s RFQ in English (Item | Description | Size | Unit | Qty | Remarks) under a cover block (company, project, bid number, a real date, closing, attn): IEC wording Cu/XLPE/PVC 0.6/1kV (YJV), Cu/XLPE/STA/PVC (YJV22), Cu/XLPE/SWA/PVC (wire armour, not in the catalogue), Cu/PVC/PVC (VV; KVV for a multicore control cable; RVV for a 300/500V flexible cord), Al/XLPE/PVC (YJLV), Cu/PVC/OS/PVC (screened), a green/yellow earth cable; a typo PCV and a 0.6/1 kV with a space; sizes 4C x 95 sq.mm + 1C x 50 sq.mm, 4Cx95+50mm2, 3C x 185 + 2C x 95, 3.5C x 120 and 3.5C x 35, 1C x 240mm² (once with a non-breaking space), 2.5 sqmm 3 core flexible; units m, m with a trailing space, Mtrs, km (1.8, 0.6), drum with 500m/drum, drums without a length, roll with and without 100m/roll, lot, set; 1,200 shown through #,##0 and 1,050 as text; section headings A/B/C; accessories; a TOTAL formula; notes with a Ref. IEC 60502-1 line; a prepared/approved line',
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2. cores-and-sections.xlsx — a design institute's 电缆材料表, 芯数 and 截面 in their own columns.

async function coresAndSections() {
  const km = (n: number): Cell => ({ number: n, format: '0.000' });
  const header = (length: string) =>
    row(noise, '序号', '名称', '型号', '电压(kV)', '芯数', '截面(mm²)', length, '备注');
  const rows: SourceRow[] = [
    spanned(noise, '锦江苑小区配电工程'),
    spanned(noise, '电缆材料表'),
    header('长度(m)'),
    row(noiseBecause('a section heading'), '一', '低压电缆'),
    row(
      item('YJV', '4*95+1*50', 320, LV, '芯数 4+1 with 截面 95+50 is 4×95+1×50; 电压 0.6/1 in a kV column'),
      1,
      '电力电缆',
      'YJV',
      '0.6/1',
      '4+1',
      '95+50',
      320,
      '1#箱变—AL1',
    ),
    row(
      item('YJV', '4*185+1*95', 260, LV, 'a full-width plus in 芯数 and 截面'),
      2,
      '电力电缆',
      'YJV',
      '0.6/1',
      '4＋1',
      '185＋95',
      260,
      '1#箱变—AL2',
    ),
    row(
      item('YJV22', '3*185+2*95', 190, LV, '芯数 3+2 with 截面 185+95 is 3×185+2×95'),
      3,
      '铠装电力电缆',
      'YJV22',
      '0.6/1',
      '3+2',
      '185+95',
      190,
      '2#箱变—APE1（直埋）',
    ),
    row(item('YJV', '3*120+2*70', 145, LV), 4, '电力电缆', 'YJV', '0.6/1', '3+2', '120+70', 145, '2#箱变—AP1'),
    row(
      item('YJV', '5*10', 450, LV, '芯数 5 and 截面 10 as numbers'),
      5,
      '电力电缆',
      'YJV',
      '0.6/1',
      5,
      10,
      450,
      '路灯配电箱出线',
    ),
    row(item('YJV', '5*16', 380, LV), 6, '电力电缆', 'YJV', '0.6/1 ', 5, 16, 380, '景观照明'),
    row(
      item('YJV', '4*35', 150, LV, '芯数 四芯 is four cores'),
      7,
      '电力电缆',
      'YJV',
      '0.6/1',
      '四芯',
      35,
      150,
      '水泵房',
    ),
    row(
      item('YJV', '1*240', 180, LV, '芯数 1 and 截面 240 at 0.6/1'),
      8,
      '电力电缆',
      'YJV',
      '0.6/1',
      1,
      240,
      180,
      '发电机至ATS',
    ),
    row(item('ZR-YJV', '4*25+1*16', 210, LV), 9, '阻燃电力电缆', 'ZR-YJV', '0.6/1', '4+1', '25+16', 210, '公共照明'),
    row(item('NH-YJV', '5*4', 380, LV), 10, '耐火电力电缆', 'NH-YJV', '0.6/1', 5, 4, 380, '消防风机'),
    row(item('YJLV', '4*120+1*70', 280, LV), 11, '铝芯电力电缆', 'YJLV', '0.6/1', '4+1', '120+70', 280, '室外路灯干线'),
    row(
      review('芯数 3+1 with one 截面 70: the neutral core’s section is not given (3×70+1×35?) — ask'),
      12,
      '电力电缆',
      'YJV',
      '0.6/1',
      '3+1',
      70,
      95,
      '2#楼电梯',
    ),
    row(review('长度 按实: no length to quote'), 13, '电力电缆', 'YJV', '0.6/1', '4+1', '150+70', '按实', '预留回路'),
    row(
      item('KVV', '7*1.5', 600, CONTROL, '电压 0.45/0.75 kV is 450/750V'),
      14,
      '控制电缆',
      'KVV',
      '0.45/0.75',
      7,
      1.5,
      600,
      '',
    ),
    row(
      unknown('KVVP (screened control cable): not in the catalogue'),
      15,
      '控制电缆',
      'KVVP',
      '0.45/0.75',
      10,
      1,
      240,
      '屏蔽',
    ),
    row(
      item('BV', '1*2.5', 2000, CONTROL, '芯数 1 and 截面 2.5; length as text'),
      16,
      '绝缘导线',
      'BV',
      '0.45/0.75',
      1,
      2.5,
      '2000',
      '穿管敷设',
    ),
    blank(),
    row(noiseBecause('a section heading'), '二', '高压电缆'),
    header('长度(km)'),
    row(
      item('YJV22', '3*240', 1250, MV, '1.250 km in the 长度(km) block'),
      17,
      '铠装电力电缆',
      'YJV22',
      '8.7/15',
      3,
      240,
      km(1.25),
      '开闭所—1#箱变',
    ),
    row(item('YJV22', '3*95', 540, MV), 18, '铠装电力电缆', 'YJV22', '8.7/15', 3, 95, km(0.54), '1#—2#箱变'),
    row(item('YJV', '3*70', 360, MV), 19, '电力电缆', 'YJV', '8.7/15', 3, 70, km(0.36), '环网柜—3#箱变'),
    row(
      item('YJV', '1*400', 85, MV, '0.085 km is 85 m'),
      20,
      '电力电缆',
      'YJV',
      '8.7/15',
      1,
      400,
      km(0.085),
      '开闭所进线（单芯）',
    ),
    row(item('YJV', '1*300', 2400, HV), 21, '电力电缆', 'YJV', '26/35', 1, 300, km(2.4), '35kV进线'),
    row(
      unknown('a three-core armoured 26/35kV cable (YJV22 26/35kV 3×95): the catalogue has none'),
      22,
      '铠装电力电缆',
      'YJV22',
      '26/35',
      3,
      95,
      km(1.1),
      '35kV联络',
    ),
    row(
      item('JKLYJ', '1*150', 3600, '10kV', '电压 10 is the 10kV overhead insulated conductor'),
      23,
      '架空绝缘导线',
      'JKLYJ',
      '10',
      1,
      150,
      km(3.6),
      '10kV架空段',
    ),
    row(item('YJV', '3*300', 420, MV), 24, '电力电缆', 'YJV', '8.7/15', 3, 300, km(0.42), ''),
    row(unknown('cable terminations (6套): not cable'), 25, '户外终端头', 'WLS-10/3.2', '8.7/15', 3, 240, '', '6套'),
    row(
      review('350.000 in a 长度(km) column — 350 km of 10kV cable: metres typed into the km block? ask'),
      26,
      '电力电缆',
      'YJV',
      '8.7/15',
      3,
      185,
      km(350),
      '3#—4#箱变',
    ),
    blank(),
    spanned(noise, '说明：1. 电缆长度已计入弯曲、预留及2%损耗；2. 10kV电缆均为铜芯，铠装电缆用于直埋段；'),
    spanned(noise, '3. 长度单位：低压部分为米（m），高压部分为千米（km）。'),
    blank(),
    row(noise, '工程名称', '锦江苑小区配电工程', '', '', '图号', 'D-03-12', '第1张', '共1张'),
    row(noise, '设计', '张明', '校对', '刘涛', '审核', '陈志强', '日期', '2025.09'),
    row(noise, '设计单位', 'XX电力设计研究院有限公司', '', '', '阶段', '施工图', '比例', '—'),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    { name: '电缆材料表', widths: [6, 14, 12, 10, 8, 11, 10, 22], rows },
  ]);
  save(
    'cores-and-sections.xlsx',
    data,
    'a design institute’s 电缆材料表: 型号 | 电压(kV) | 芯数 | 截面(mm²) in separate columns — 芯数 4+1 with 截面 95+50 (once with full-width ＋), 3+2 with 185+95 and 120+70, 5 with 10 as numbers, 1 with 240, 芯数 四芯 once, 3+1 with one 截面 70; 电压 0.6/1 (once with a trailing space), 0.45/0.75, 8.7/15, 26/35, 10 for JKLYJ; a 低压 block headed 长度(m) (a length as text, one 按实) and a 高压 block below headed 长度(km) with 0.000 decimals (1.250, 0.085, 2.400) and a 350.000; KVVP, a YJV22 at 26/35, terminations in 套 in 备注; 说明 lines and a 图号 / 设计 / 校对 / 审核 title block at the bottom',
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 3. building-pivot.xlsx — quantities by building, 合计 by formula.

async function buildingPivot() {
  let at = 0;
  const rows: SourceRow[] = [];
  const add = (source: SourceRow) => {
    rows.push(source);
    at = rows.length;
    return at;
  };
  /** A cable row: 1#楼, 2#楼, 3#楼, 地下室 and a 合计 by formula over them, typed, or left empty. */
  const line = (
    truth: Parameters<typeof row>[0],
    n: number,
    name: string,
    model: string,
    unit: string,
    buildings: Cell[],
    total: 'formula' | 'empty' | number,
    note = '',
  ) => {
    const number = rows.length + 1;
    const totalCell: Cell =
      total === 'formula'
        ? { formula: `SUM(E${number}:H${number})`, result: sumOf(buildings) }
        : total === 'empty'
          ? ''
          : total;
    return add(row(truth, n, name, model, unit, ...buildings, totalCell, note));
  };
  const subtotal = (from: number, to: number) => {
    const number = rows.length + 1;
    const cached = sumOf(rows.slice(from - 1, to).map((r) => r.cells[8] ?? ''));
    add(
      row(
        noiseBecause('a section subtotal'),
        '',
        '小计',
        '',
        '',
        '',
        '',
        '',
        '',
        { formula: `SUM(I${from}:I${to})`, result: cached },
        '',
      ),
    );
    return number;
  };
  add(spanned(noise, '滨湖花园二期 电气工程电缆电线用量统计表（按楼栋）'));
  add(row(noise, '编制单位：XX建设集团滨湖花园项目部', '', '', '', '', '', '', '', '日期：2025-09-18'));
  add(row(noise, '序号', '名称', '型号规格', '单位', '1#楼', '2#楼', '3#楼', '地下室', '合计(米)', '备注'));
  add(row(noiseBecause('a section heading'), '一', '电力电缆'));
  const power = rows.length + 1;
  line(
    item('YJV', '4*185+1*95', 643, LV, '合计 by formula'),
    1,
    '电力电缆',
    'YJV-0.6/1kV 4×185+1×95',
    '米',
    [120, 135, 128, 260],
    'formula',
    '进户',
  );
  line(
    item('YJV', '4*120+1*70', 475, LV),
    2,
    '电力电缆',
    'YJV-0.6/1kV 4×120+1×70',
    '米',
    [95, 102, 98, 180],
    'formula',
  );
  line(
    item('YJV', '4*70+1*35', 655, undefined, 'a full-width space between model and spec; 地下室 empty'),
    3,
    '电力电缆',
    'YJV\u30004×70+1×35',
    '米',
    [210, 230, 215, ''],
    'formula',
  );
  line(
    item(
      'YJV',
      '5*16',
      1175,
      undefined,
      '合计 left empty: the item’s metres are the sum of the building cells, 340+360+355+120',
    ),
    4,
    '电力电缆',
    'YJV 5×16',
    '米',
    [340, 360, 355, 120],
    'empty',
  );
  line(
    item('YJV22', '4*95+1*50', 420, undefined, 'only 地下室 filled'),
    5,
    '铠装电缆',
    'YJV22 4×95+1×50',
    '米',
    ['', '', '', 420],
    'formula',
    '车库',
  );
  line(
    item(
      'YJV',
      '1*240',
      1980,
      LV,
      '单位 千米 on this row: 0.36+0.36+0.36+0.9 = 1.98 km = 1980 m although the 合计 column is headed (米) — 1.98 m of a 1×240 riser makes no sense',
    ),
    6,
    '电力电缆',
    'YJV 1×240',
    '千米',
    [0.36, 0.36, 0.36, 0.9],
    'formula',
    '竖井干线',
  );
  line(item('NH-YJV', '4*25+1*16', 285), 7, '耐火电缆', 'NH-YJV 4×25+1×16 ', '米', [80, 85, 80, 40], 'formula', '消防');
  line(item('WDZ-YJY', '4*50+1*25', 310), 8, '低烟无卤电缆', 'WDZ-YJY 4×50+1×25', '米', [60, 60, 60, 130], 'formula');
  const powerEnd = line(
    review('合计 500 is typed and the building cells add up to 450 (150+150+150): which is meant? ask'),
    9,
    '电力电缆',
    'YJV 4×35+1×16',
    '米',
    [150, 150, 150, ''],
    500,
  );
  subtotal(power, powerEnd);
  add(row(noiseBecause('a section heading'), '二', '电线及控制电缆'));
  const wires = rows.length + 1;
  line(item('BV', '1*2.5', 10700), 10, '电线', 'BV-2.5', '米', [3200, 3400, 3300, 800], 'formula', '照明');
  line(item('BV', '1*4', 5050), 11, '电线', 'BV-4', '米', [1500, 1600, 1550, 400], 'formula', '插座');
  line(item('BV', '1*10', 1290), 12, '电线', 'BV-10', '米', [420, 440, 430, ''], 'formula', '空调');
  line(
    item(
      'BVR',
      '1*16',
      330,
      undefined,
      '合计 left empty: the sum of the building cells, 60+60+60+150; 黄绿 is the colour',
    ),
    13,
    '接地线',
    'BVR-16 黄绿',
    '米',
    [60, 60, 60, 150],
    'empty',
    '等电位',
  );
  line(item('KVV', '4*1.5', 810), 14, '控制电缆', 'KVV 4×1.5', '米', [180, 180, 190, 260], 'formula');
  line(item('KVV', '7*1.5', 360), 15, '控制电缆', 'KVV 7×1.5', '米', ['', '', '', 360], 'formula', '水泵房');
  line(item('RVV', '3*2.5', 420), 16, '软电缆', 'RVV 3×2.5', '米', [120, 120, 120, 60], 'formula');
  const wiresEnd = line(
    unknown('RVVP (screened cord): not in the catalogue'),
    17,
    '屏蔽线',
    'RVVP 2×1.0',
    '米',
    [300, 300, 300, 200],
    'formula',
    '对讲',
  );
  subtotal(wires, wiresEnd);
  add(row(noiseBecause('a section heading'), '三', '其他'));
  const other = rows.length + 1;
  line(unknown('galvanised steel conduit: not cable'), 18, '镀锌钢管', 'SC32', '米', [260, 270, 265, 180], 'formula');
  const otherEnd = line(
    unknown('cable tray: not cable'),
    19,
    '电缆桥架',
    '200×100',
    '米',
    [40, 40, 40, 320],
    'formula',
  );
  subtotal(other, otherEnd);
  add(spanned(noise, '注：1. 各楼栋数量已含5%损耗；2. 地下室含人防区及车库；3. 以上数量仅供询价，以实际下单为准。'));
  add(row(noise, '编制：', '李工', '', '审核：', '', '', '', '日期：', '2025.09.18'));
  const { data, rows: keyRows } = await writeXlsx([
    { name: '用量统计', widths: [6, 12, 24, 6, 8.5, 8.5, 8.5, 8.5, 11, 10], rows, frozenRows: 3 },
  ]);
  save(
    'building-pivot.xlsx',
    data,
    'a property project’s quantities by building: cables as rows, columns 1#楼 | 2#楼 | 3#楼 | 地下室 | 合计(米) under a title merged over all columns; 合计 by SUM formula (cached values) on most rows, empty on two rows (YJV 5×16, BVR-16 黄绿: the building cells add up to the amount), typed 500 on one row whose buildings add up to 450; some building cells empty; 单位 米 on every row but one in 千米 (0.36 / 0.9, 合计 1.98); 型号规格 YJV-0.6/1kV 4×185+1×95, YJV with a full-width space, a trailing space, BV-2.5, BVR-16 黄绿; a 小计 formula per section (一 电力电缆, 二 电线及控制电缆, 三 其他); RVVP, conduit and tray; a note and an 编制/审核 line',
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 4. two-level-header.xlsx — a two-row merged header, 采购量 = 设计量 × (1 + 损耗率), a hidden 物料编码 column.

async function twoLevelHeader() {
  const pct = (n: number): Cell => ({ number: n, format: '0.00%' });
  const rows: SourceRow[] = [
    spanned(noise, '智谷产业园配套工程 电缆材料采购计划'),
    row(noise, '项目编号：ZG-2025-062', '', '', '', '', '', '', '', '', '编制日期：2025-09-19'),
    row(noise, '序号', '物料编码', '材料名称', '规格型号', '', '单位', '数量', '', '', '备注'),
    row(noise, '', '', '', '型号', '规格', '', '设计量', '损耗率', '采购量', ''),
  ];
  const line = (truth: Parameters<typeof row>[0], ...cells: Cell[]) => rows.push(row(truth, ...cells));
  const q = '采购量 is the amount to quote';
  line(
    item('YJV', '4*240+1*120', 262.5, undefined, `${q}: 250 × 1.05 = 262.5`),
    1,
    '100201000356',
    '电力电缆',
    'YJV',
    '4×240+1×120',
    'm',
    250,
    '5%',
    262.5,
    '变配电室出线',
  );
  line(
    item('YJV', '4*185+1*95', 420, undefined, `${q}; 损耗率 a number shown as a percent`),
    2,
    '100201000342',
    '电力电缆',
    'YJV',
    '4×185+1×95',
    'm',
    400,
    pct(0.05),
    420,
  );
  line(item('YJV', '4*95+1*50', 588), 3, '100201000330', '电力电缆', 'YJV', '4×95+1×50', 'm', 560, '5%', 588);
  line(item('YJV', '4*50+1*25', 189), 4, '100201000318', '电力电缆', 'YJV', '4×50+1×25', 'm', 180, '5%', 189);
  line(
    item('YJV22', '3*150+2*70', 185.4, undefined, `${q}: 180 × 1.03`),
    5,
    '100202000215',
    '铠装电力电缆',
    'YJV22',
    '3×150+2×70',
    'm',
    180,
    '3%',
    185.4,
    '室外直埋',
  );
  line(
    item('ZR-YJV', '5*10', 618, undefined, 'full-width digits ５×１０'),
    6,
    '100203000127',
    '阻燃电力电缆',
    'ZR-YJV',
    '５×１０',
    'm',
    600,
    pct(0.03),
    618,
  );
  line(
    item('NH-YJV', '4*35+1*16', 336),
    7,
    '100204000088',
    '耐火电力电缆',
    'NH-YJV',
    '4×35+1×16',
    'm',
    320,
    '5%',
    336,
    '消防泵',
  );
  line(
    item('YJV', '3*120', 378, MV, 'the voltage in the 型号 cell'),
    8,
    '100201000510',
    '电力电缆',
    'YJV-8.7/15kV',
    '3×120',
    'm',
    360,
    pct(0.05),
    378,
    '10kV进线',
  );
  line(
    item('YJLV', '4*95+1*50', 157.5, undefined, '4X95+1X50 with capital X'),
    9,
    '100205000061',
    '铝芯电力电缆',
    'YJLV',
    '4X95+1X50',
    'm',
    150,
    '5%',
    157.5,
    '路灯',
  );
  line(
    item('YJV', '3*95+2*50', 1260, undefined, '单位 km: 采购量 1.26 km = 1260 m'),
    10,
    '100201000299',
    '电力电缆',
    'YJV',
    '3×95+2×50',
    'km',
    1.2,
    '5%',
    1.26,
  );
  line(
    review('采购量 0 with 甲供 (the owner supplies it): nothing to quote'),
    11,
    '100201000301',
    '电力电缆',
    'YJV',
    '4×70+1×35',
    'm',
    300,
    '5%',
    0,
    '甲供',
  );
  line(
    item('WDZ-YJY', '4*25+1*16', 231),
    12,
    '100206000044',
    '低烟无卤电缆',
    'WDZ-YJY',
    '4×25+1×16',
    'm',
    220,
    pct(0.05),
    231,
  );
  line(item('KVV', '10*1.5', 510), 13, '100301000112', '控制电缆', 'KVV', '10×1.5', 'm', 500, '2%', 510);
  line(
    item('KVV', '4*1.5', 877.2, undefined, `${q}: 860 × 1.02`),
    14,
    '100301000105',
    '控制电缆',
    'KVV',
    '4×1.5',
    'm',
    860,
    pct(0.02),
    877.2,
  );
  line(
    item('BV', '1*2.5', 3060, undefined, '规格 2.5 alone for BV is 1×2.5'),
    15,
    '100401000023',
    '绝缘电线',
    'BV',
    '2.5',
    'm',
    3000,
    '2%',
    3060,
  );
  line(item('BV', '1*4', 1836), 16, '100401000027', '绝缘电线', 'BV', '4', 'm', 1800, '2%', 1836);
  line(item('BVR', '1*6', 210), 17, '100402000015', '软铜线', 'BVR', '6', 'm', 200, '5%', 210, '黄绿双色');
  line(item('RVV', '3*2.5', 105), 18, '100403000031', '护套软线', 'RVV', '3×2.5', 'm', 100, '5%', 105);
  line(
    item('ZC-YJV', '4*16+1*10', 520, undefined, `${q}: 500 × 1.04`),
    19,
    '100207000019',
    '阻燃电力电缆',
    'ZC-YJV',
    '4×16+1×10',
    'm',
    500,
    '4%',
    520,
  );
  line(unknown('cable tray: not cable'), 20, '100501000208', '电缆桥架', '槽式', '300×150', 'm', 120, pct(0), 120);
  line(unknown('cable terminations: not cable'), 21, '100502000077', '电缆终端头', '1kV', '4×240', '套', 8, '', 8);
  line(
    review('采购量 empty and 备注 待设计确认: the quantity is not settled'),
    22,
    '100201000287',
    '电力电缆',
    'YJV',
    '4×120+1×70',
    'm',
    240,
    '5%',
    '',
    '待设计确认',
  );
  const purchase = rows.slice(4).map((r) => r.cells[8] ?? '');
  rows.push(
    row(
      noiseBecause('a total'),
      '',
      '',
      '合计',
      '',
      '',
      '',
      '',
      '',
      { formula: `SUM(I5:I${rows.length})`, result: sumOf(purchase) },
      '',
    ),
    spanned(
      noise,
      '注：1. 采购量＝设计量×（1＋损耗率），请按采购量报价；2. 单位为km的按千米计；3. 物料编码以ERP系统为准。',
    ),
    row(noise, '编制：', '', '赵敏', '审核：', '', '', '', '', '', ''),
  );
  const { data, rows: keyRows } = await withHiddenColumn(2, () =>
    writeXlsx([
      {
        name: '采购计划',
        widths: [6, 15, 14, 14, 16, 6, 9.5, 8, 10, 14],
        rows,
        frozenRows: 4,
        merges: [
          [3, 1, 4, 1],
          [3, 2, 4, 2],
          [3, 3, 4, 3],
          [3, 4, 3, 5],
          [3, 6, 4, 6],
          [3, 7, 3, 9],
          [3, 10, 4, 10],
        ],
      },
    ]),
  );
  save(
    'two-level-header.xlsx',
    data,
    'a purchase plan under a two-row header with merges — 序号 | 物料编码 | 材料名称 | 规格型号 (sub-columns 型号 | 规格) | 单位 | 数量 (sub-columns 设计量 | 损耗率 | 采购量) | 备注, cells merged down over both header rows — frozen below the header; the 物料编码 column (B) is hidden (exceljs column.hidden) and its 12-digit codes are still in every row; the amount to quote is 采购量 = 设计量 × (1 + 损耗率), written as a number (262.5, 185.4, 877.2, 1.26 in km); 损耗率 as text 5% or a number shown as a percent (0.00%); 规格 with ×, 4X95+1X50, full-width digits ５×１０, 2.5 / 4 / 6 alone for BV/BVR; the voltage in the 型号 cell (YJV-8.7/15kV); a 0 with 甲供, an empty 采购量 with 待设计确认; tray and terminations; a 合计 formula, a note and an 编制/审核 line',
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. excel-e-notation.csv — an ERP list saved by Excel as CSV: numbers in scientific notation.

function excelENotation() {
  const columns = 13;
  const rows: SourceRow[] = [
    row(noise, '行号', '物料编码', '物料描述', '规格型号', '单位', '需求数量', '需求日期', '需求部门', '备注'),
  ];
  const line = (truth: Parameters<typeof row>[0], ...cells: string[]) => rows.push(row(truth, ...cells));
  const code = '1.02031E+11';
  line(
    item('YJV', '4*70+1*35', 500, LV, 'quantity 500.00'),
    '1',
    code,
    '电力电缆',
    'YJV,0.6/1kV,4*70+1*35',
    '米',
    '500.00',
    '2025/10/8',
    '机电安装部',
  );
  line(
    item(
      'YJV',
      '4*185+1*95',
      1200,
      LV,
      'judgement call: 1.2E+03 is Excel’s scientific form of 1200 (1.2 × 10³); cable is ordered in round lengths and the 合计 line (computed by the ERP from the true values) leaves exactly 1200 for this row, so a salesperson quotes 1200 m',
    ),
    '2',
    code,
    '电力电缆',
    'YJV,0.6/1kV,4*185+1*95',
    '米',
    '1.2E+03',
    '2025/10/8',
    '机电安装部',
  );
  line(
    item('YJV', '4*95+1*50', 1500, LV, '1,500.00 quoted with its thousands separator'),
    '3',
    code,
    '电力电缆',
    'YJV,0.6/1kV,4*95+1*50',
    '米',
    '1,500.00',
    '2025/10/8',
    '机电安装部',
  );
  line(
    item('YJV22', '4*120+1*70', 350, LV),
    '4',
    '1.02032E+11',
    '铠装电力电缆',
    'YJV22,0.6/1kV,4*120+1*70',
    '米',
    '350.00',
    '2025/10/12',
    '机电安装部',
    '直埋',
  );
  line(
    item('YJV', '3*240', 860, MV),
    '5',
    '1.02033E+11',
    '电力电缆',
    'YJV,8.7/15kV,3*240',
    '米',
    '860.00',
    '2025/10/12',
    '外线工程部',
  );
  line(
    item('YJV', '1*240', 1500, LV, '1.50 千米'),
    '6',
    code,
    '电力电缆',
    'YJV,0.6/1kV,1*240',
    '千米',
    '1.50',
    '2025/10/12',
    '机电安装部',
  );
  line(
    item('ZR-YJV', '5*16', 420, LV),
    '7',
    '1.02034E+11',
    '阻燃电力电缆',
    'ZR-YJV,0.6/1kV,5*16',
    '米',
    '420.00',
    '2025/10/15',
    '机电安装部',
  );
  line(
    item('NH-YJV', '4*25+1*16', 300, LV),
    '8',
    '1.02035E+11',
    '耐火电力电缆',
    'NH-YJV,0.6/1kV,4*25+1*16',
    '米',
    '300.00',
    '2025/10/15',
    '消防工程部',
  );
  line(
    item('YJLV', '3*150+2*70', 260, LV),
    '9',
    '1.02036E+11',
    '铝芯电力电缆',
    'YJLV,0.6/1kV,3*150+2*70',
    '米',
    '260.00',
    '2025/10/15',
    '外线工程部',
  );
  line(
    item('VV', '3*35+1*16', 180, LV),
    '10',
    '1.02037E+11',
    '电力电缆',
    'VV,0.6/1kV,3*35+1*16',
    '米',
    '180.00',
    '2025/10/15',
    '机电安装部',
    '临电',
  );
  line(
    item('WDZ-YJY', '4*35+1*16', 240, LV),
    '11',
    '1.02038E+11',
    '低烟无卤电缆',
    'WDZ-YJY,0.6/1kV,4*35+1*16',
    '米',
    '240.00',
    '2025/10/15',
    '机电安装部',
  );
  line(
    item('KVV', '4*1.5', 800, CONTROL),
    '12',
    '1.02041E+11',
    '控制电缆',
    'KVV,450/750V,4*1.5',
    '米',
    '800.00',
    '2025/10/8',
    '弱电工程部',
  );
  line(
    item('KVV', '14*1.5', 150, CONTROL),
    '13',
    '1.02041E+11',
    '控制电缆',
    'KVV,450/750V,14*1.5',
    '米',
    '150.00',
    '2025/10/8',
    '弱电工程部',
  );
  line(
    unknown('KVVP (screened control cable): not in the catalogue'),
    '14',
    '1.02042E+11',
    '屏蔽控制电缆',
    'KVVP,450/750V,7*1.5',
    '米',
    '200.00',
    '2025/10/8',
    '弱电工程部',
  );
  line(
    item('BV', '1*2.5', 3000, CONTROL),
    '15',
    '1.02051E+11',
    '绝缘电线',
    'BV,450/750V,1*2.5',
    '米',
    '3,000.00',
    '2025/10/8',
    '机电安装部',
  );
  line(
    item('BV', '1*4', 2000, CONTROL, '20 卷 × 100米/卷'),
    '16',
    '1.02051E+11',
    '绝缘电线',
    'BV,450/750V,1*4',
    '卷',
    '20.00',
    '2025/10/8',
    '机电安装部',
    '100米/卷',
  );
  line(
    item('BVR', '1*10', 200, CONTROL),
    '17',
    '1.02052E+11',
    '软电线',
    'BVR,450/750V,1*10',
    '米',
    '200.00',
    '2025/10/8',
    '机电安装部',
  );
  line(
    item('RVV', '2*1', 500, CORD, '2*1.0 is the catalogue’s 2*1'),
    '18',
    '1.02053E+11',
    '护套线',
    'RVV,300/500V,2*1.0',
    '米',
    '500.00',
    '2025/10/8',
    '弱电工程部',
  );
  line(
    review('2 盘 with the drum length left to the maker: the metres are not known'),
    '19',
    code,
    '电力电缆',
    'YJV,0.6/1kV,4*240+1*120',
    '盘',
    '2.00',
    '2025/10/20',
    '机电安装部',
    '单盘长度按厂家标准',
  );
  line(
    item('YJV', '4*16+1*10', 650, LV),
    '20',
    code,
    '电力电缆',
    'YJV,0.6/1kV,4*16+1*10',
    '米',
    '650.00',
    '2025/10/20',
    '机电安装部',
  );
  line(
    review('需求数量 0.00 with 已利库 (taken from stock): nothing to quote'),
    '21',
    code,
    '电力电缆',
    'YJV,0.6/1kV,4*50+1*25',
    '米',
    '0.00',
    '2025/10/20',
    '机电安装部',
    '已利库',
  );
  line(
    item('YJV', '5*6', 380, LV),
    '22',
    code,
    '电力电缆',
    'YJV,0.6/1kV,5*6',
    '米',
    '380.00',
    '2025/10/20',
    '机电安装部',
  );
  line(
    unknown('cable joints: not cable'),
    '23',
    '1.06011E+11',
    '电缆中间接头',
    '1kV,4*185',
    '套',
    '6.00',
    '2025/10/20',
    '机电安装部',
  );
  line(
    unknown('galvanised flat steel: not cable'),
    '24',
    '1.07021E+11',
    '镀锌扁钢',
    '-40*4',
    '米',
    '120.00',
    '2025/10/20',
    '机电安装部',
    '接地',
  );
  rows.push(blank());
  const total = sumOf(
    rows
      .slice(1)
      .map((r) => r.cells[5])
      .map((q) => (typeof q === 'string' && q !== '' ? Number(q.replace(/,/g, '')) : 0)),
  );
  rows.push(
    row(
      noiseBecause('the ERP’s total of 需求数量 over mixed units'),
      '',
      '',
      '',
      '合计',
      '',
      total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    ),
  );
  const { data, rows: keyRows } = writeCsv(rows, columns, { separator: ',', encoding: 'utf8-bom' });
  save(
    'excel-e-notation.csv',
    data,
    'an ERP purchase list saved by Excel as CSV (UTF-8 with a BOM, comma-separated, CRLF): 物料编码 in scientific notation (1.02031E+11 — the codes’ last digits lost), one 需求数量 1.2E+03, the others with trailing .00 (500.00, 1.50 in 千米, 20.00 卷 with 100米/卷, 2.00 盘 without a drum length, 0.00 with 已利库), 1,500.00 and 3,000.00 quoted for their thousands separators; 规格型号 quoted because it holds commas (YJV,0.6/1kV,4*70+1*35; RVV,300/500V,2*1.0); 需求日期 in 2025/10/8 form; four empty trailing columns on every record (,,,,) and a record of commas only; KVVP, joints, flat steel; a 合计 record',
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 6. contractor-request.xlsx — a subcontractor's 材料申请单 over two sheets.

async function contractorRequest() {
  const header = () => row(noise, '序号', '材料名称', '型号', '规格', '单位', '数量', '使用部位', '备注');
  const signature = () => row(noise, '申请人：', '刘强', '', '班组长：', '', '项目部审批：', '', '材料员：');
  const voided = 'marked 作废 in 备注: cancelled, do not quote';
  const first: SourceRow[] = [
    spanned(noise, '华信建设集团 材料申请单'),
    row(noise, '项目名称：', '市第三人民医院门诊楼机电安装工程', '', '', '申请单位：', '鑫源电气安装队'),
    row(noise, '申请日期：', '2025年9月20日', '', '', '编号：', 'CL-2025-0920-03'),
    header(),
    row(noiseBecause('a section heading'), '一', '低压电缆'),
    row(
      item('YJV', '4*95+1*50', 260, LV, 'model and voltage on the first line of the 型号 cell, spec on the next'),
      1,
      '电力电缆',
      'YJV-0.6/1kV\n4×95+1×50',
      '',
      '米',
      260,
      '地下室配电房—1AL',
    ),
    row(
      item('YJV', '4*25+1*16', 180, undefined, '（铜芯） after the spec in full-width parentheses'),
      2,
      '电力电缆',
      'YJV',
      '4*25+1*16 （铜芯）',
      '米',
      180,
      '1层',
    ),
    row(
      item('YJV', '4*35+1*16', 220, undefined, '同上 in 型号: the model of the row above, YJV'),
      3,
      '电力电缆',
      '同上',
      '4*35+1*16 （铜芯）',
      '米',
      220,
      '2层',
    ),
    row(
      item(
        'YJV22',
        '4*120+1*70',
        450,
        undefined,
        'judgement call: 数量 300+150 is the same cable for the two places in 使用部位 (B1配电房、室外): the sum, 450 m',
      ),
      4,
      '铠装电缆',
      'YJV22',
      '4×120+1×70',
      '米',
      '300+150',
      'B1配电房、室外',
      '直埋段',
    ),
    row(
      item('ZR-YJV', '5*6', 400, undefined, 'spec on the second line of the 型号 cell'),
      5,
      '阻燃电缆',
      'ZR-YJV\n5×6',
      '',
      '米',
      400,
      '3~5层',
    ),
    row(
      item('NH-YJV', '4*50+1*25', 160, LV, 'three lines in one cell: model, voltage, spec'),
      6,
      '耐火电缆',
      'NH-YJV\n0.6/1kV\n4×50+1×25',
      '',
      '米',
      160,
      '消防泵房',
    ),
    row(review(voided), 7, '电力电缆', 'YJV', '4×70+1×35', '米', 260, '4层', '作废'),
    row(
      item('YJV', '4*70+1*35', 300, undefined, 'the replacement of the cancelled row 7'),
      8,
      '电力电缆',
      'YJV',
      '4×70+1×35（铜芯）',
      '米',
      300,
      '4层',
      '替换第7项',
    ),
    row(item('YJLV', '4*185+1*95', 120), 9, '铝芯电缆', 'YJLV', '4×185+1×95', '米', 120, '室外路灯'),
    row(
      item('YJLV', '4*50+1*25', 90, undefined, '同上 in 型号: YJLV, the model of the row above'),
      10,
      '铝芯电缆',
      '同上',
      '4×50+1×25',
      '米',
      90,
      '室外景观',
    ),
    row(
      item('YJV', '3*95+2*50', 140, undefined, 'a non-breaking space before （铜芯）'),
      11,
      '电力电缆',
      'YJV',
      '3×95+2×50\u00a0（铜芯）',
      '米',
      140,
      '屋面风机',
    ),
    row(review(voided), 12, '电力电缆', 'YJV', '5×16', '米', '80', '电梯机房', '作废'),
    row(
      item('BV', '1*2.5', 3000, undefined, '30 卷 of building wire at 100 m a 卷; the colours split the 30'),
      13,
      '电线',
      'BV',
      '2.5',
      '卷',
      30,
      '照明',
      '红黄蓝各10卷',
    ),
    row(item('BV', '1*4', 2000, undefined, '20 卷 at 100 m'), 14, '电线', 'BV', '4', '卷', 20, '插座'),
    row(item('BVR', '1*16', 100), 15, '接地线', 'BVR', '16 黄绿', '米', 100, '等电位'),
    row(unknown('galvanised steel conduit: not cable'), 16, '镀锌钢管', 'SC32', '', '米', 200, ''),
    row(unknown('cable terminations: not cable'), 17, '电缆终端头', '冷缩', '1kV 4×95', '个', 12, ''),
    signature(),
  ];
  const second: SourceRow[] = [
    header(),
    row(noiseBecause('a section heading'), '一', '低压电缆（续）'),
    row(
      item('YJV', '4*16+1*10', 210, undefined, 'spec on the second line of the 型号 cell'),
      18,
      '电力电缆',
      'YJV\n4×16+1×10',
      '',
      '米',
      210,
      '5层',
    ),
    row(item('VV', '4*10', 60), 19, '电力电缆', 'VV', '4×10', '米', 60, '临时用电'),
    row(item('WDZ-YJY', '4*35+1*16', 150), 20, '低烟无卤电缆', 'WDZ-YJY', '4×35+1×16', '米', 150, '手术部'),
    row(noiseBecause('a section heading'), '二', '控制电缆'),
    row(item('KVV', '4*1.5', 600), 21, '控制电缆', 'KVV', '4×1.5', '米', 600, '消防联动'),
    row(
      item('KVV', '7*1.5', 300, undefined, '同上 in 型号: KVV'),
      22,
      '控制电缆',
      '同上',
      '7×1.5',
      '米',
      300,
      '消防联动',
    ),
    row(
      item('KVV', '10*1', 240, undefined, 'spec on the second line of the 型号 cell; 10×1.0 is the catalogue’s 10*1'),
      23,
      '控制电缆',
      'KVV\n10×1.0',
      '',
      '米',
      240,
      'BA系统',
    ),
    row(
      unknown('KVVP (screened control cable): not in the catalogue'),
      24,
      '控制电缆',
      'KVVP',
      '4×1.0',
      '米',
      200,
      'BA系统',
      '屏蔽',
    ),
    row(review(voided), 25, '控制电缆', 'KVV', '19×1.5', '米', 150, '', '作废'),
    row(item('KVV', '5*2.5', 400, CONTROL), 26, '控制电缆', 'KVV-450/750V', '5×2.5', '米', 400, '水泵控制'),
    row(item('RVV', '3*1.5', 300), 27, '软电缆', 'RVV', '3×1.5', '米', 300, '风机盘管'),
    row(unknown('RVVP (screened cord): not in the catalogue'), 28, '信号线', 'RVVP', '2×1.0', '米', 500, ''),
    spanned(noise, '备注：标“作废”的项目不再采购；电缆须随货提供合格证及检测报告。'),
    signature(),
  ];
  const widths = [6, 12, 16, 20, 6, 8.5, 18, 12];
  const { data, rows: keyRows } = await writeXlsx([
    { name: 'Sheet1', widths, rows: first },
    { name: 'Sheet2', widths, rows: second },
  ]);
  save(
    'contractor-request.xlsx',
    data,
    'a subcontractor’s 材料申请单 on two sheets (Sheet1, Sheet2; rows numbered over both): 低压电缆 on Sheet1 and continued (续) on Sheet2 under a repeated header, then 控制电缆; 型号 cells with line breaks (YJV-0.6/1kV⏎4×95+1×50, ZR-YJV⏎5×6, NH-YJV⏎0.6/1kV⏎4×50+1×25, KVV⏎10×1.0) and 规格 empty; 规格 4*25+1*16 （铜芯） with full-width parentheses, 4×70+1×35（铜芯）, one with a non-breaking space; 数量 300+150 for two places; 同上 in 型号 three times (YJV, YJLV, KVV); 作废 in 备注 on three rows and a 替换第7项 row; BV in 卷 with colours in 备注, BVR 16 黄绿, VV, WDZ-YJY; KVVP, RVVP, conduit, terminations; an 申请人/班组长/审批 line on each sheet',
    keyRows,
  );
}

async function main() {
  await overseasRfq();
  await coresAndSections();
  await buildingPivot();
  await twoLevelHeader();
  excelENotation();
  await contractorRequest();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
