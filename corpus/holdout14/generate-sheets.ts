/**
 * The sheets of the thirteenth holdout (an outside reviewer's, written without the parser): four workbooks/CSVs and one
 * table PDF, each with its answer key.
 *
 *   npx tsx corpus/holdout14/generate-sheets.ts   # writes the 5 files and their .key.json (byte for byte the same)
 *   npx tsx corpus/holdout4/check.ts corpus/holdout14
 *
 * The workbooks are written with holdout4's writers; what those cannot write (rows hidden by the customer, a filter,
 * cell notes, formulas whose cached value is an error) is put in afterwards by opening the workbook with exceljs, and
 * the zip's entry times are fixed again so a regenerated file is the same. check.ts reads a formula whose cached value
 * is an error (#REF!, #DIV/0!, #VALUE!) as NaN, so the key text of such a cell reads "(NaN)".
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
  type PdfLine,
  review,
  row,
  type SheetSpec,
  type SourceRow,
  spanned,
  type Truth,
  unknown,
  writeCsv,
  writePdf,
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));
const WRITTEN_AT = new Date(Date.UTC(2025, 8, 22, 1, 30, 0));

/** A formula whose cached value is an Excel error: written with a NaN result, the error put in afterwards. */
const err = (formula: string): Cell => ({ formula, result: Number.NaN });
const f = (formula: string, result: number, format?: string): Cell => ({
  formula,
  result,
  ...(format ? { format } : {}),
});
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface Extras {
  hidden?: number[];
  notes?: Record<string, string>;
  errors?: Record<string, string>;
  autoFilter?: string;
}

/** Same as the writers' zip fix: every entry's DOS time and date set to WRITTEN_AT. */
function fixedZipTimes(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  const time = (WRITTEN_AT.getUTCHours() << 11) | (WRITTEN_AT.getUTCMinutes() << 5) | (WRITTEN_AT.getUTCSeconds() >> 1);
  const date =
    ((WRITTEN_AT.getUTCFullYear() - 1980) << 9) | ((WRITTEN_AT.getUTCMonth() + 1) << 5) | WRITTEN_AT.getUTCDate();
  let end = out.length - 22;
  while (end >= 0 && out.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip');
  const entries = out.readUInt16LE(end + 10);
  let at = out.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i++) {
    if (out.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    out.writeUInt16LE(time, at + 12);
    out.writeUInt16LE(date, at + 14);
    const local = out.readUInt32LE(at + 42);
    if (out.readUInt32LE(local) !== 0x04034b50) throw new Error('bad local header');
    out.writeUInt16LE(time, local + 10);
    out.writeUInt16LE(date, local + 12);
    if (out.readUInt16LE(at + 30) !== 0 || out.readUInt16LE(local + 28) !== 0) throw new Error('zip extra fields');
    at += 46 + out.readUInt16LE(at + 28) + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}

async function xlsxWithExtras(spec: SheetSpec, extras: Extras): Promise<{ data: Buffer; rows: KeyRow[] }> {
  const { data, rows } = await writeXlsx([spec]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0]!;
  for (const r of extras.hidden ?? []) sheet.getRow(r).hidden = true;
  for (const [address, text] of Object.entries(extras.notes ?? {})) sheet.getCell(address).note = text;
  for (const [address, error] of Object.entries(extras.errors ?? {})) {
    const cell = sheet.getCell(address);
    const value = cell.value as { formula?: string };
    if (!value || typeof value !== 'object' || !value.formula) throw new Error(`${address} holds no formula`);
    cell.value = { formula: value.formula, result: { error } } as unknown as ExcelJS.CellValue;
  }
  if (extras.autoFilter) sheet.autoFilter = extras.autoFilter;
  workbook.created = WRITTEN_AT;
  workbook.modified = WRITTEN_AT;
  return { data: fixedZipTimes(Buffer.from(await workbook.xlsx.writeBuffer())), rows };
}

/** Every formula of a sheet spec holding a NaN result must be named in `errors`, and the other way round. */
function checkErrors(spec: SheetSpec, errors: Record<string, string>) {
  const letters = 'ABCDEFGHIJKLMNOP';
  const found = new Set<string>();
  spec.rows.forEach((r, i) => {
    r.cells.forEach((c, j) => {
      if (typeof c === 'object' && 'formula' in c && Number.isNaN(c.result)) found.add(`${letters[j]}${i + 1}`);
    });
  });
  const named = new Set(Object.keys(errors));
  for (const a of found) if (!named.has(a)) throw new Error(`${spec.name}: ${a} has a NaN result and no error`);
  for (const a of named) if (!found.has(a)) throw new Error(`${spec.name}: ${a} is named as an error but is not one`);
}

const written: Array<{ file: string; rows: KeyRow[] }> = [];

function save(file: string, kind: AnswerKey['kind'], layout: string, data: Buffer | string, rows: KeyRow[]) {
  writeFileSync(join(HERE, file), data);
  const key: AnswerKey = { file, kind, layout, rows };
  writeFileSync(join(HERE, `${file}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
  written.push({ file, rows });
}

// ---------------------------------------------------------------------------------------------------------------
// 1. filtered-tracking.xlsx — a project department's 电缆采购跟踪表, filtered on 采购状态, rows hidden, cell notes.
// ---------------------------------------------------------------------------------------------------------------

const HIDDEN_FILTERED = (status: string) =>
  review(`hidden by the customer's filter (采购状态 ${status}); the note says hidden rows are not to be quoted`);

async function filteredTracking() {
  const d = (s: string): Cell => ({ date: s });
  const rows: SourceRow[] = [
    spanned(noise, '恒信·城市花园二期 机电安装工程 电缆采购跟踪表'),
    spanned(
      noise,
      '注：本表已按“采购状态”筛选，请只对“待询价”的行报价（含税、含运费到现场）。已到货、已下单、甲供的行已隐藏。  更新：2025-09-19',
    ),
    row(noise, '序号', '楼栋/部位', '材料名称', '型号规格', '单位', '数量', '采购状态', '计划进场', '备注'),
    row(
      item('YJV', '4*185+1*95', 320, '0.6/1kV'),
      1,
      '1#楼',
      '电力电缆',
      'YJV-0.6/1kV-4×185+1×95',
      '米',
      320,
      '待询价',
      d('2025-10-08'),
      '配电室出线',
    ),
    row(
      HIDDEN_FILTERED('已到货'),
      2,
      '1#楼',
      '电力电缆',
      'YJV-0.6/1kV-4×120+1×70',
      '米',
      450,
      '已到货',
      d('2025-09-05'),
      '首批已到',
    ),
    row(
      review('a cell note on the spec says the buried run is to be YJV22 (armoured): the cell and the note disagree'),
      3,
      '1#楼',
      '电力电缆',
      'YJV-0.6/1kV-4×95+1×50',
      '米',
      280,
      '待询价',
      d('2025-10-08'),
      '',
    ),
    row(
      item('NH-YJV', '5*6', 160, '0.6/1kV'),
      4,
      '1#楼',
      '耐火电缆',
      'NH-YJV-0.6/1kV-5×6',
      '米',
      160,
      '待询价',
      d('2025-10-12'),
      '消防风机',
    ),
    row(HIDDEN_FILTERED('甲供'), 5, '1#楼', '电线', 'BV-2.5', '卷', 40, '甲供', '', '甲供材'),
    row(
      item('BV', '1*4', 2500, '450/750V'),
      6,
      '1#楼',
      '电线',
      'BV-4',
      '卷',
      25,
      '待询价',
      d('2025-10-12'),
      '颜色另报',
    ),
    row(
      item('YJV', '4*185+1*95', 340, '0.6/1kV'),
      7,
      '2#楼',
      '电力电缆',
      'YJV-0.6/1kV-4×185+1×95',
      '米',
      340,
      '待询价',
      d('2025-10-15'),
      '',
    ),
    row(
      HIDDEN_FILTERED('已下单'),
      8,
      '2#楼',
      '电力电缆',
      'YJV-0.6/1kV-4×150+1×70',
      '米',
      210,
      '已下单',
      d('2025-09-28'),
      '鑫达',
    ),
    row(
      review(
        'a cell note on the quantity says it should be 520 m after a design change, awaiting the design institute; note 2 below says the same',
      ),
      9,
      '2#楼',
      '电力电缆',
      'YJV-0.6/1kV-4×70+1×35',
      '米',
      450,
      '待询价',
      d('2025-10-15'),
      '',
    ),
    row(
      item('ZR-YJV', '4*35+1*16', 380, '0.6/1kV'),
      10,
      '2#楼',
      '阻燃电缆',
      'ZR-YJV-0.6/1kV-4×35+1×16',
      '米',
      380,
      '待询价',
      d('2025-10-15'),
      '',
    ),
    row(
      item('KVV', '10*1.5', 600, '450/750V'),
      11,
      '2#楼',
      '控制电缆',
      'KVV-10×1.5',
      '米',
      600,
      '待询价',
      d('2025-10-15'),
      '',
    ),
    row(
      review('hidden by hand although its status is 待询价: the filter did not hide it, so ask whether it is wanted'),
      12,
      '2#楼',
      '控制电缆',
      'KVV-4×1.5',
      '米',
      300,
      '待询价',
      d('2025-10-15'),
      '',
    ),
    row(
      item('YJV', '3*240+2*120', 260, '0.6/1kV'),
      13,
      '3#楼',
      '电力电缆',
      'YJV-0.6/1kV-3×240+2×120',
      '米',
      260,
      '待询价',
      d('2025-10-20'),
      '',
    ),
    row(
      HIDDEN_FILTERED('已到货'),
      14,
      '3#楼',
      '电力电缆',
      'YJV-0.6/1kV-3×150+2×70',
      '米',
      190,
      '已到货',
      d('2025-09-10'),
      '',
    ),
    row(
      review('changed by note 3 below (第15项改为 4×70+1×35): the row as shown must not be quoted'),
      15,
      '3#楼',
      '阻燃电缆',
      'ZC-YJV-0.6/1kV-4×50+1×25',
      '米',
      420,
      '待询价',
      d('2025-10-20'),
      '',
    ),
    row(
      item('BVR', '1*6', 800, '450/750V'),
      16,
      '3#楼',
      '电线',
      'BVR-6 黄绿',
      '卷',
      8,
      '待询价',
      d('2025-10-20'),
      '接地',
    ),
    row(
      item('RVV', '3*1.5', 500, '300/500V', 'the cell note says 已含10%损耗: the amount as written'),
      17,
      '3#楼',
      '护套线',
      'RVV-3×1.5',
      '米',
      500,
      '待询价',
      d('2025-10-20'),
      '',
    ),
    row(
      item('YJV22', '4*240+1*120', 185, '0.6/1kV'),
      18,
      '地下室',
      '电力电缆',
      'YJV22-0.6/1kV-4×240+1×120',
      '米',
      185,
      '待询价',
      d('2025-10-25'),
      '',
    ),
    row(
      item('YJV22', '3*120', 620, '8.7/15kV'),
      19,
      '地下室',
      '高压电缆',
      'YJV22-8.7/15kV-3×120',
      '米',
      620,
      '待询价',
      d('2025-10-25'),
      '10kV进线',
    ),
    row(HIDDEN_FILTERED('甲供'), 20, '地下室', '高压电缆', 'YJV-8.7/15kV-3×70', '米', 380, '甲供', '', ''),
    row(
      item('NH-YJV', '4*25+1*16', 560, '0.6/1kV'),
      21,
      '地下室',
      '耐火电缆',
      'NH-YJV-0.6/1kV-4×25+1×16',
      '米',
      560,
      '待询价',
      d('2025-10-25'),
      '',
    ),
    row(
      item('WDZ-YJY', '4*16+1*10', 300, '0.6/1kV'),
      22,
      '地下室',
      '低烟无卤电缆',
      'WDZ-YJY-0.6/1kV-4×16+1×10',
      '米',
      300,
      '待询价',
      d('2025-10-25'),
      '',
    ),
    row(
      unknown('cable tray, not cable'),
      23,
      '地下室',
      '电缆桥架',
      '200×100',
      '米',
      240,
      '待询价',
      d('2025-10-25'),
      '热镀锌',
    ),
    row(HIDDEN_FILTERED('已到货'), 24, '地下室', '电线', 'BV-1.5', '卷', 30, '已到货', d('2025-09-10'), ''),
    row(
      item('YJV', '5*16', 145, '0.6/1kV'),
      25,
      '地下室',
      '电力电缆',
      'YJV-0.6/1kV-5×16',
      '米',
      145,
      '待询价',
      d('2025-10-25'),
      '',
    ),
    row(
      item('YJV22', '4*35+1*16', 350, '0.6/1kV', '0.35km typed in a 米 column'),
      26,
      '室外',
      '电力电缆',
      'YJV22-0.6/1kV-4×35+1×16',
      '米',
      '0.35km',
      '待询价',
      d('2025-11-01'),
      '',
    ),
    row(
      item('VV22', '3*16+1*10', 800, '0.6/1kV'),
      27,
      '室外',
      '路灯电缆',
      'VV22-0.6/1kV-3×16+1×10',
      '米',
      800,
      '待询价',
      d('2025-11-01'),
      '',
    ),
    row(HIDDEN_FILTERED('已下单'), 28, '室外', '架空线', 'JKLYJ-10kV-1×95', '米', 1200, '已下单', d('2025-10-01'), ''),
    row(
      item('YJLV', '4*120+1*70', 260, '0.6/1kV'),
      29,
      '室外',
      '电力电缆',
      'YJLV-0.6/1kV-4×120+1×70',
      '米',
      260,
      '待询价',
      d('2025-11-01'),
      '',
    ),
    row(
      unknown('earthing flat steel, not cable'),
      30,
      '室外',
      '接地扁钢',
      '-40×4 热镀锌',
      '米',
      300,
      '待询价',
      d('2025-11-01'),
      '',
    ),
    row(
      review('a range (200-250), 以实测为准'),
      31,
      '室外',
      '电力电缆',
      'YJV-0.6/1kV-4×50+1×25',
      '米',
      '200-250',
      '待询价',
      d('2025-11-01'),
      '以实测为准',
    ),
    row(
      HIDDEN_FILTERED('已下单'),
      32,
      '室外',
      '电力电缆',
      'YJV-0.6/1kV-4×25+1×16',
      '米',
      180,
      '已下单',
      d('2025-10-01'),
      '',
    ),
    row(
      item('KVV', '7*1.5', 240, '450/750V'),
      33,
      '室外',
      '控制电缆',
      'KVV-7×1.5',
      '米',
      240,
      '待询价',
      d('2025-11-01'),
      '路灯控制',
    ),
    row(
      item('YJV', '4*10', 420, '0.6/1kV'),
      34,
      '室外',
      '电力电缆',
      'YJV-0.6/1kV-4×10',
      '米',
      420,
      '待询价',
      d('2025-11-01'),
      '',
    ),
  ];
  const hidden = [5, 8, 11, 15, 17, 23, 27, 31, 35];
  // SUBTOTAL(109, …) adds the visible rows' numbers only (text quantities are left out, as Excel does).
  let visible = 0;
  rows.forEach((r, i) => {
    const q = r.cells[5];
    if (i >= 3 && !hidden.includes(i + 1) && typeof q === 'number') visible += q;
  });
  const last = rows.length;
  rows.push(
    row(noise, '', '', '可见行合计', '', '', f(`SUBTOTAL(109,F4:F${last})`, visible), '', '', '不同单位，仅供参考'),
    blank(),
    spanned(noise, '说明：1. 隐藏行为已到货、已下单或甲供材料，不在本次询价范围。'),
    spanned(noise, '2. 第9项数量待设计院回复后另行通知。'),
    spanned(
      item('ZC-YJV', '4*70+1*35', 420, '0.6/1kV', 'note 3 changes item 15 (420 m) to 4×70+1×35, 数量不变'),
      '3. 第15项改为ZC-YJV-0.6/1kV-4×70+1×35，数量不变。',
    ),
    spanned(noise, '4. 第1、7项如有现货请注明盘长。'),
    spanned(noise, '制表：王建国  139 0612 xx21'),
  );
  const spec: SheetSpec = { name: '采购跟踪', widths: [6, 10, 14, 28, 6, 10, 10, 12, 16], rows, frozenRows: 3 };
  const { data, rows: keyRows } = await xlsxWithExtras(spec, {
    hidden,
    autoFilter: `A3:I${last}`,
    notes: {
      D6: '王工:\n直埋段，业主要求改YJV22铠装',
      F12: '李工:\n图纸变更后应为520米，等设计院回复',
      F20: '王工:\n已含10%损耗',
    },
  });
  save(
    'filtered-tracking.xlsx',
    'sheet',
    'a project department’s 电缆采购跟踪表 (one sheet, header frozen, an autofilter on the header): 序号/楼栋/部位/材料名称/型号规格/单位/数量/采购状态/计划进场/备注; a note row says the sheet is filtered to 待询价 and rows 已到货/已下单/甲供 are hidden — nine rows are hidden in the file (eight by status, one 待询价 row hidden by hand); three cell notes (comments): one on a spec (改YJV22铠装), one on a quantity (应为520米，等设计院回复), one saying 已含10%损耗; 卷 for BV/BVR, 0.35km and 200-250 as text in the 数量 column, tray and flat steel, a SUBTOTAL(109) 可见行合计, notes below the table, one changing item 15’s spec (数量不变)',
    data,
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2. change-order-delta.xlsx — 设计变更/现场签证 材料增减明细 with 增/减 columns, formulas, #REF! and #DIV/0!.
// ---------------------------------------------------------------------------------------------------------------

async function changeOrderDelta() {
  const rows: SourceRow[] = [];
  const errors: Record<string, string> = {};
  const add = (r: SourceRow) => {
    rows.push(r);
    return rows.length;
  };
  /** One change line: the formulas 变更后 = 原+增−减 and 增减比例 = 增/原 with the values Excel cached. */
  const line = (
    truth: Truth,
    no: number,
    ref: string,
    name: string,
    spec: string,
    unit: string,
    was: number,
    plus: number | string | Cell | '',
    minus: number | '',
    remark = '',
    opts: { afterError?: string; afterFormula?: string } = {},
  ) => {
    const n = rows.length + 1;
    const plusValue =
      typeof plus === 'number' ? plus : typeof plus === 'string' && plus !== '' ? Number(plus.replace(/,/g, '')) : 0;
    const plusIsError = typeof plus === 'object';
    const minusValue = typeof minus === 'number' ? minus : 0;
    const afterFormula = opts.afterFormula ?? `F${n}+G${n}-H${n}`;
    const after: Cell =
      plusIsError || opts.afterError ? err(afterFormula) : f(afterFormula, round(was + plusValue - minusValue, 3));
    if (plusIsError || opts.afterError) errors[`I${n}`] = opts.afterError ?? '#REF!';
    let ratio: Cell;
    if (plusIsError) {
      ratio = err(`G${n}/F${n}`);
      errors[`J${n}`] = '#REF!';
    } else if (was === 0) {
      ratio = err(`G${n}/F${n}`);
      errors[`J${n}`] = '#DIV/0!';
    } else ratio = f(`G${n}/F${n}`, plusValue / was, '0.00');
    if (plusIsError) errors[`G${n}`] = '#REF!';
    add(row(truth, no, ref, name, spec, unit, was, plus as Cell, minus, after, ratio, remark));
  };
  const onlyMinus = review(
    'only a 减少 on this line: nothing to buy (the note says 减少 is taken from stock, not returned)',
  );

  add(spanned(noise, '仁和医院门诊楼改造工程 设计变更/现场签证材料增减明细表（电气）'));
  add(spanned(noise, '施工单位：江城建设集团第三分公司项目部    统计截止：2025-09-15    除注明外单位：米'));
  add(
    spanned(
      noise,
      '说明：原合同清单内材料已全部供货。本次请只按“本次增加”列报价；“减少”部分由项目部库存调剂，不退货、不冲减。',
    ),
  );
  add(
    row(
      noise,
      '序号',
      '变更/签证编号',
      '材料名称',
      '型号规格',
      '单位',
      '原设计量',
      '本次增加(+)',
      '减少(−)',
      '变更后数量',
      '增减比例',
      '备注',
    ),
  );
  add(spanned(noise, '一、设计变更 BG-DQ-003（手术室配电调整）'));
  line(
    item('YJV', '4*95+1*50', 180, '0.6/1kV'),
    1,
    'BG-DQ-003',
    '电力电缆',
    'YJV-0.6/1kV-4×95+1×50',
    'm',
    420,
    180,
    '',
  );
  line(onlyMinus, 2, 'BG-DQ-003', '电力电缆', 'YJV-0.6/1kV-4×70+1×35', 'm', 360, '', 360, '改用4×95+1×50');
  line(
    item('NH-YJV', '4*35+1*16', 260, '0.6/1kV'),
    3,
    'BG-DQ-003',
    '耐火电缆',
    'NH-YJV-0.6/1kV-4×35+1×16',
    'm',
    0,
    260,
    '',
    '新增',
  );
  line(
    item('BV', '1*4', 600, '450/750V', '增 600 quoted; 减 200 not netted (the note)'),
    4,
    'BG-DQ-003',
    '电线',
    'BV-4',
    'm',
    1200,
    600,
    200,
  );
  line(item('BV', '1*2.5', 1200, '450/750V', '12 卷'), 5, 'BG-DQ-003', '电线', 'BV-2.5', '卷', 30, 12, '');
  line(item('BVR', '1*4', 150, '450/750V'), 6, 'BG-DQ-003', '电线', 'BVR-4 黄绿', 'm', 300, 150, '');
  add(spanned(noise, '二、设计变更 BG-DQ-005（屋面光伏增设）'));
  line(
    item('YJV22', '4*50+1*25', 150, '0.6/1kV'),
    7,
    'BG-DQ-005',
    '电力电缆',
    'YJV22-0.6/1kV-4×50+1×25',
    'm',
    0,
    150,
    '',
    '新增',
  );
  line(
    unknown('PV1-F DC solar cable, not in the catalogue'),
    8,
    'BG-DQ-005',
    '光伏直流电缆',
    'PV1-F 1×4',
    'm',
    0,
    800,
    '',
    '新增',
  );
  line(item('KVV', '4*1.5', 100, '450/750V'), 9, 'BG-DQ-005', '控制电缆', 'KVV-4×1.5', 'm', 200, 100, '');
  line(
    item('YJV', '3*35+1*16', 90, '0.6/1kV'),
    10,
    'BG-DQ-005',
    '电力电缆',
    'YJV-0.6/1kV-3×35+1×16',
    'm',
    0,
    90,
    '',
    '新增',
  );
  add(spanned(noise, '三、现场签证 QZ-012（地下室线路改迁）'));
  line(
    review(
      'the 本次增加 cell is a formula left as #REF! (=#REF!*1.05): no amount; note 1 says the length is still to be checked',
    ),
    11,
    'QZ-012',
    '电力电缆',
    'YJV-0.6/1kV-4×185+1×95',
    'm',
    520,
    err('#REF!*1.05'),
    '',
    '按实测长度+5%',
  );
  line(
    item('YJV', '4*120+1*70', 45, '0.6/1kV', '变更后数量 is #REF!, the 增 of 45 stands'),
    12,
    'QZ-012',
    '电力电缆',
    'YJV-0.6/1kV-4×120+1×70',
    'm',
    300,
    45,
    '',
    '',
    { afterError: '#REF!', afterFormula: 'F19+#REF!-H19' },
  );
  line(
    review('a negative number (−60) in the 本次增加 column: a reduction typed in the wrong column, nothing to buy'),
    13,
    'QZ-012',
    '阻燃电缆',
    'ZR-YJV-0.6/1kV-5×10',
    'm',
    180,
    -60,
    '',
  );
  line(
    review('changed by note 2 below (BVR-10 改为 BVR-16，数量不变)'),
    14,
    'QZ-012',
    '电线',
    'BVR-10',
    'm',
    0,
    150,
    '',
    '新增',
  );
  line(unknown('JDG conduit, not cable'), 15, 'QZ-012', '电线管', 'JDG25', 'm', 0, 300, '', '新增');
  line(
    item('YJV', '4*150+1*70', 60, '0.6/1kV', '增 60 and 减 60: the damaged length is bought new'),
    16,
    'QZ-012',
    '电力电缆',
    'YJV-0.6/1kV-4×150+1×70',
    'm',
    240,
    60,
    60,
    '更换受损段',
  );
  add(spanned(noise, '四、设计变更 BG-DQ-007（消防应急照明）'));
  line(
    item('NH-YJV', '3*2.5', 1500, '0.6/1kV', '1,500 as text'),
    17,
    'BG-DQ-007',
    '耐火电缆',
    'NH-YJV-0.6/1kV-3×2.5',
    'm',
    0,
    '1,500',
    '',
    '新增',
  );
  line(
    unknown('NH-BV fire-resistant wire, not in the catalogue'),
    18,
    'BG-DQ-007',
    '耐火电线',
    'NH-BV-2.5',
    'm',
    0,
    2000,
    '',
    '新增',
  );
  line(item('RVV', '2*1', 400, '300/500V'), 19, 'BG-DQ-007', '护套线', 'RVV-2×1.0', 'm', 0, 400, '', '新增');
  line(
    item('WDZ-YJY', '5*4', 320, '0.6/1kV'),
    20,
    'BG-DQ-007',
    '低烟无卤电缆',
    'WDZ-YJY-0.6/1kV-5×4',
    'm',
    0,
    320,
    '',
    '应急照明干线',
  );
  line(onlyMinus, 21, 'BG-DQ-007', '耐火电缆', 'NH-YJV-0.6/1kV-4×10', 'm', 150, 0, 150, '取消');
  add(spanned(noise, '五、现场签证 QZ-015（高压进线补充）'));
  line(
    item('YJV', '3*95', 420, '8.7/15kV', '0.42 km'),
    22,
    'QZ-015',
    '高压电缆',
    'YJV-8.7/15kV-3×95',
    'km',
    0,
    0.42,
    '',
    '新增',
  );
  line(onlyMinus, 23, 'QZ-015', '高压电缆', 'YJV-8.7/15kV-3×70', 'km', 0.6, '', 0.6, '取消，改3×95');
  line(
    review('note 3 below says the 增 is 100 m, not 80 (表内笔误)'),
    24,
    'QZ-015',
    '电力电缆',
    'YJV-0.6/1kV-4×16',
    'm',
    150,
    80,
    30,
  );
  line(item('YJV', '4*25+1*16', 120, '0.6/1kV'), 25, 'QZ-015', '电力电缆', 'YJV-0.6/1kV-4×25+1×16', 'm', 260, 120, '');
  line(
    unknown('cable terminations, an accessory'),
    26,
    'QZ-015',
    '电缆终端头',
    '10kV冷缩户内终端 3×95',
    '套',
    0,
    4,
    '',
    '新增',
  );
  const last = rows.length;
  let was = 0;
  let minus = 0;
  for (const r of rows.slice(5)) {
    if (typeof r.cells[5] === 'number') was += r.cells[5];
    if (typeof r.cells[7] === 'number') minus += r.cells[7];
  }
  const total = rows.length + 1;
  add(
    row(
      noise,
      '合计',
      '',
      '',
      '',
      '',
      f(`SUM(F6:F${last})`, round(was, 3)),
      err(`SUM(G6:G${last})`),
      f(`SUM(H6:H${last})`, round(minus, 3)),
      '',
      '',
      '单位不同，仅作核对',
    ),
  );
  errors[`G${total}`] = '#REF!';
  add(blank());
  add(spanned(noise, '备注：1. 第11项签证长度待监理复核后补填。'));
  add(
    spanned(
      item('BVR', '1*16', 150, '450/750V', 'note 2 changes item 14 (150 m) to BVR-16'),
      '2. 第14项BVR-10改为BVR-16，数量不变。',
    ),
  );
  add(
    spanned(
      item('YJV', '4*16', 100, '0.6/1kV', 'note 3 corrects item 24’s 增 to 100 m'),
      '3. 第24项本次增加应为100米（表内笔误），减少30米不变。',
    ),
  );
  add(spanned(noise, '编制：刘工    审核：        日期：2025-09-16'));
  const spec: SheetSpec = {
    name: '电气增减明细',
    widths: [6, 12, 12, 26, 6, 10, 12, 10, 12, 10, 16],
    rows,
    frozenRows: 4,
  };
  checkErrors(spec, errors);
  const { data, rows: keyRows } = await xlsxWithExtras(spec, { errors });
  save(
    'change-order-delta.xlsx',
    'sheet',
    'a hospital renovation contractor’s 设计变更/现场签证材料增减明细表 (one sheet, header frozen): title, 施工单位/统计截止/单位 line, a 说明 that only the 本次增加 column is to be quoted (减少 taken from stock, not netted), 序号/变更/签证编号/材料名称/型号规格/单位/原设计量/本次增加(+)/减少(−)/变更后数量/增减比例/备注 with the change orders as section rows (BG-DQ-003 … QZ-015); 变更后数量 and 增减比例 are formulas with cached values — #DIV/0! on every new line (原设计量 0), #REF! where a column was deleted (one 增 cell =#REF!*1.05, one 变更后 =F19+#REF!-H19) and in the 合计; lines with only 减少, a −60 in the 增 column, 增 and 减 both 60, 1,500 as text, km on the 10kV lines, 卷 for BV; notes below that change two lines (a spec 数量不变, an amount 表内笔误)',
    data,
    keyRows,
  );
}

const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

// ---------------------------------------------------------------------------------------------------------------
// 3. mine-demand-km.csv — a coal group's 物资需求计划 export: KM/M/卷 per row, 1.200 and "1,200.00", mining cables.
// ---------------------------------------------------------------------------------------------------------------

function mineDemand() {
  const rows: SourceRow[] = [];
  const plan = (
    truth: Truth,
    no: number,
    code: string,
    name: string,
    spec: string,
    standard: string,
    unit: string,
    qty: string,
    price: number | '',
    dept: string,
    place: string,
    remark = '',
  ) => {
    const q = Number(qty.replace(/,/g, ''));
    const amount = price === '' || Number.isNaN(q) ? '' : money(q * price);
    rows.push(
      row(
        truth,
        String(no),
        code,
        name,
        spec,
        standard,
        unit,
        qty,
        price === '' ? '' : money(price),
        amount,
        dept,
        place,
        remark,
      ),
    );
  };
  rows.push(row(noise, '晋北能源集团 物资需求计划明细（导出）'));
  rows.push(
    row(noise, '计划编号：WZJH-2025-10-0387', '', '', '编制单位：龙湾煤矿机电科', '', '', '计划类型：月度计划（10月）'),
  );
  rows.push(row(noise, '导出时间：2025-09-20 10:12:33', '', '', '操作员：zhangwei', '', '', '数量以“计量单位”列为准'));
  rows.push(
    row(
      noise,
      '行号',
      '物资编码',
      '物资名称',
      '规格型号',
      '技术标准/要求',
      '计量单位',
      '需求数量',
      '估算单价(元)',
      '估算金额(元)',
      '需求单位',
      '使用地点',
      '备注',
    ),
  );
  const mine = (why: string) => unknown(`${why}: a 煤安 (MA) mining cable, not in the catalogue`);
  plan(
    item('YJV22', '3*95', 1200, '8.7/15kV'),
    10,
    '0302010105',
    '交联聚乙烯绝缘电力电缆',
    'YJV22-8.7/15kV 3×95',
    'GB/T 12706.3',
    'KM',
    '1.200',
    185000,
    '机电科',
    '地面35kV变电所',
  );
  plan(
    item('YJV22', '3*70', 850, '8.7/15kV'),
    20,
    '0302010106',
    '交联聚乙烯绝缘电力电缆',
    'YJV22-8.7/15kV 3×70',
    'GB/T 12706.3',
    'KM',
    '0.850',
    142000,
    '机电科',
    '主井提升机房',
  );
  plan(
    mine('MYJV22'),
    30,
    '0302010201',
    '煤矿用交联聚乙烯绝缘电力电缆',
    'MYJV22-8.7/10kV 3×70',
    'MT 818.13 煤安',
    'KM',
    '1.600',
    168000,
    '机电科',
    '井下中央变电所',
    '须有MA标志',
  );
  plan(
    mine('MYPTJ'),
    40,
    '0302010301',
    '矿用移动金属屏蔽橡套软电缆',
    'MYPTJ-8.7/10kV 3×50+3×25/3+3×2.5',
    'MT 818.5 煤安',
    'KM',
    '0.600',
    236000,
    '综采队',
    '综采工作面',
  );
  plan(
    mine('MYP'),
    50,
    '0302010302',
    '矿用移动屏蔽橡套软电缆',
    'MYP-0.66/1.14kV 3×70+1×25',
    'MT 818.5 煤安',
    'KM',
    '1.500',
    152000,
    '综采队',
    '综采工作面',
  );
  plan(
    review(
      '1,200.00 in a KM row (1,200 km for a 选煤厂 feeder; the 估算金额 shows the mismatch): metres typed into km?',
    ),
    60,
    '0302020101',
    '电力电缆',
    'YJV-0.6/1kV 4×185+1×95',
    '',
    'KM',
    '1,200.00',
    420000,
    '选煤厂',
    '主厂房',
  );
  plan(
    item('YJV', '4*120+1*70', 1200, '0.6/1kV'),
    70,
    '0302020102',
    '电力电缆',
    'YJV-0.6/1kV 4×120+1×70',
    '',
    'M',
    '1,200.00',
    285,
    '选煤厂',
    '主厂房',
  );
  plan(
    item('YJV', '3*50+2*25', 680, '0.6/1kV'),
    80,
    '0302020103',
    '电力电缆',
    'YJV-0.6/1kV 3×50+2×25',
    '',
    'M',
    '680.00',
    128,
    '选煤厂',
    '浓缩车间',
  );
  plan(
    item('ZR-YJV', '4*50+1*25', 450, '0.6/1kV'),
    90,
    '0302020201',
    '阻燃电力电缆',
    'ZR-YJV-0.6/1kV 4×50+1×25',
    'GB/T 19666',
    'KM',
    '0.450',
    168000,
    '机修厂',
    '机修车间',
  );
  plan(
    item('KVV', '7*1.5', 300, '450/750V'),
    100,
    '0302030101',
    '控制电缆',
    'KVV 7×1.5',
    '',
    'KM',
    '0.300',
    12500,
    '机电科',
    '地面35kV变电所',
  );
  plan(
    mine('MKVV'),
    110,
    '0302030201',
    '煤矿用阻燃控制电缆',
    'MKVV 7×1.5',
    'MT 818.6 煤安',
    'KM',
    '0.500',
    14800,
    '机电科',
    '井下水泵房',
  );
  plan(
    unknown('KVVP (screened control cable), not in the catalogue'),
    120,
    '0302030102',
    '屏蔽控制电缆',
    'KVVP 4×1.5',
    '',
    'M',
    '500.00',
    9.8,
    '机电科',
    '主井提升机房',
  );
  plan(
    mine('MHYVR communication cable'),
    130,
    '0302040101',
    '煤矿用阻燃通信电缆',
    'MHYVR 1×4×7/0.28',
    'MT 818.14 煤安',
    'KM',
    '2.000',
    3600,
    '通风科',
    '井下巷道',
  );
  plan(
    item('BV', '1*4', 2000, '450/750V'),
    140,
    '0302050101',
    '铜芯聚氯乙烯绝缘电线',
    'BV 4mm²',
    'GB/T 5023',
    '米',
    '2,000.00',
    3.2,
    '机电科',
    '联合建筑',
  );
  plan(
    item('BV', '1*2.5', 2000, '450/750V', '20 卷 × 100'),
    150,
    '0302050102',
    '铜芯聚氯乙烯绝缘电线',
    'BV 2.5mm²',
    'GB/T 5023',
    '卷',
    '20.00',
    198,
    '机电科',
    '联合建筑',
    '100米/卷',
  );
  plan(
    item('YJV', '1*240', 360, '8.7/15kV', 'single core, 三相合计 0.36 km'),
    160,
    '0302010107',
    '交联聚乙烯绝缘电力电缆',
    'YJV-8.7/15kV 1×240',
    'GB/T 12706.3',
    'KM',
    '0.360',
    198000,
    '机电科',
    '35kV站主变10kV侧',
    '单芯，三相合计',
  );
  plan(
    item('YJV22', '4*95+1*50', 900, '0.6/1kV', '需求 1.200 KM, the remark says 利库0.3km，实际采购0.9km'),
    170,
    '0302020104',
    '电力电缆',
    'YJV22-0.6/1kV 4×95+1×50',
    '',
    'KM',
    '1.200',
    236000,
    '选煤厂',
    '原煤仓',
    '利库0.3km，实际采购0.9km',
  );
  plan(
    item('YJV22', '3*185+1*95', 450, '0.6/1kV', 'two deliveries, 0.2 + 0.25 km'),
    180,
    '0302020105',
    '电力电缆',
    'YJV22-0.6/1kV 3×185+1×95',
    '',
    'KM',
    '0.450',
    398000,
    '选煤厂',
    '主厂房',
    '分两批：10月0.2km，11月0.25km',
  );
  plan(
    item('YJV', '4*25+1*16', 600, '0.6/1kV'),
    190,
    '0302020106',
    '电力电缆',
    'YJV-0.6/1kV\n4×25+1×16',
    '',
    'KM',
    '0.600',
    62000,
    '机电科',
    '风井场地',
  );
  plan(
    item('JKLYJ', '1*120', 3000, '10kV'),
    200,
    '0302060101',
    '架空绝缘电缆',
    'JKLYJ-10kV 1×120',
    'GB/T 14049',
    'KM',
    '3.000',
    16800,
    '机电科',
    '风井场地10kV线路',
  );
  plan(
    unknown('LGJ steel-cored aluminium conductor, not in the catalogue'),
    210,
    '0302060201',
    '钢芯铝绞线',
    'LGJ-120/20',
    'GB/T 1179',
    'KM',
    '3.200',
    7200,
    '机电科',
    '风井场地10kV线路',
  );
  plan(
    unknown('cable terminations, an accessory'),
    220,
    '0303010101',
    '电缆终端头',
    '冷缩户外终端 8.7/15kV 3×95',
    '',
    '套',
    '6.00',
    1350,
    '机电科',
    '地面35kV变电所',
  );
  plan(
    review('0.000 with 已利库: nothing to buy'),
    230,
    '0302010108',
    '交联聚乙烯绝缘电力电缆',
    'YJV22-8.7/15kV 3×240',
    'GB/T 12706.3',
    'KM',
    '0.000',
    412000,
    '机电科',
    '地面35kV变电所',
    '已利库',
  );
  plan(
    review('the remark says the section is still to be confirmed (3×150 or 3×185)'),
    240,
    '0302010109',
    '交联聚乙烯绝缘电力电缆',
    'YJV22-8.7/15kV 3×150',
    '',
    'KM',
    '0.800',
    282000,
    '机电科',
    '副井',
    '截面待设计院确认（3×150或3×185）',
  );
  plan(
    unknown('YJLV22 (aluminium, armoured) is not in the catalogue'),
    250,
    '0302020107',
    '铝芯电力电缆',
    'YJLV22-0.6/1kV 4×150+1×70',
    '',
    'KM',
    '0.700',
    98000,
    '选煤厂',
    '装车站',
  );
  plan(
    item('RVV', '3*2.5', 300, '300/500V'),
    260,
    '0302070101',
    '铜芯软电缆',
    'RVV 3×2.5',
    '',
    'M',
    '300.00',
    8.6,
    '机修厂',
    '机修车间',
  );
  plan(
    item('VV', '4*16', 250, '0.6/1kV'),
    270,
    '0302020108',
    '电力电缆',
    'VV-0.6/1kV 4×16',
    '',
    'KM',
    '0.250',
    52000,
    '机修厂',
    '机修车间',
  );
  plan(
    item('YJV', '3*185', 950, '8.7/15kV'),
    280,
    '0302010110',
    '交联聚乙烯绝缘电力电缆',
    'YJV-8.7/15kV 3×185',
    'GB/T 12706.3',
    'KM',
    '0.950',
    326000,
    '机电科',
    '地面35kV变电所',
  );
  plan(
    item('NH-YJV', '4*16+1*10', 180, '0.6/1kV'),
    290,
    '0302020202',
    '耐火电力电缆',
    'NH-YJV-0.6/1kV 4×16+1×10',
    'GB/T 19666',
    'KM',
    '0.180',
    58000,
    '机电科',
    '联合建筑',
  );
  plan(
    item('YJV', '4*10', 1050, '0.6/1kV'),
    300,
    '0302020109',
    '电力电缆',
    'YJV 4×10',
    '',
    'M',
    '1,050.00',
    26.5,
    '机电科',
    '联合建筑',
  );
  plan(
    item('BVR', '1*16', 120, '450/750V'),
    310,
    '0302050103',
    '铜芯聚氯乙烯绝缘软电线',
    'BVR 16mm²',
    '',
    'M',
    '120.00',
    16.8,
    '机电科',
    '地面35kV变电所',
    '接地用',
  );
  plan(
    review('the remark says this line repeats line 10 and is void (重复提报，作废)'),
    320,
    '0302010105',
    '交联聚乙烯绝缘电力电缆',
    'YJV22-8.7/15kV 3×95',
    'GB/T 12706.3',
    'KM',
    '1.200',
    185000,
    '机电科',
    '地面35kV变电所',
    '与行号10重复提报，作废',
  );
  plan(
    item('YJV22', '4*70+1*35', 1200, '0.6/1kV', '1.2 km 含备用0.2: the number as written'),
    330,
    '0302020110',
    '电力电缆',
    'YJV22-0.6/1kV 4×70+1×35',
    '',
    'KM',
    '1.2（含备用0.2）',
    '',
    '选煤厂',
    '浓缩车间',
  );
  plan(
    review('0,85 in a KM row: 0.85 km or 85 m? (a comma for the decimal point, or a lost digit)'),
    340,
    '0302020111',
    '电力电缆',
    'YJV-0.6/1kV 5×10',
    '',
    'KM',
    '0,85',
    '',
    '机修厂',
    '机修车间',
  );
  plan(
    item('YJV', '4*240+1*120', 320, '0.6/1kV'),
    350,
    '0302020112',
    '电力电缆',
    'YJV-0.6/1kV 4×240+1×120',
    '',
    'KM',
    '0.320',
    498000,
    '选煤厂',
    '主厂房',
  );
  plan(
    item('BV', '1*6', 1500, '450/750V', '15 卷 × 100'),
    360,
    '0302050104',
    '铜芯聚氯乙烯绝缘电线',
    'BV 6mm²',
    'GB/T 5023',
    '卷',
    '15.00',
    468,
    '机电科',
    '联合建筑',
  );
  let sum = 0;
  for (const r of rows.slice(4))
    if (typeof r.cells[8] === 'string' && r.cells[8] !== '') sum += Number(r.cells[8].replace(/,/g, ''));
  rows.push(row(noise, '', '', '', '', '', '', '', '合计', money(round(sum, 2))));
  rows.push(row(noise, '审批：编制 zhangwei 2025-09-18；科长审核 李志强 2025-09-19；供应科 待审'));
  const { data, rows: keyRows } = writeCsv(rows, 12, { separator: ',', encoding: 'utf8-bom' });
  save(
    'mine-demand-km.csv',
    'sheet',
    'a coal-mining group’s 物资需求计划明细 exported from its materials system as UTF-8 CSV with a BOM (comma, CRLF): title, 计划编号/编制单位/计划类型 and 导出时间/操作员 records, 行号 in tens, 10-digit 物资编码, 规格型号 with spaces (YJV22-8.7/15kV 3×95, BV 4mm²), a 技术标准 column (GB/T 12706.3, MT 818 煤安), 计量单位 per row — KM with three decimals (1.200, 0.850, 0.000), M and 米 with "1,200.00" quoted, 卷 with 100米/卷, 套; 估算单价/估算金额 quoted with thousands separators; MA mining cables (MYJV22, MYPTJ, MYP, MKVV, MHYVR) beside surface cables, LGJ, KVVP, YJLV22; remarks that change or void an amount (利库0.3km，实际采购0.9km; 分两批; 重复提报，作废; 已利库; 截面待确认), a "1,200.00" in a KM row, 0,85, 1.2（含备用0.2）, a line break inside one 规格型号; a 合计 and an 审批 record',
    data,
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 4. gulf-multicurrency.xlsx — a Dubai trader's RFQ: USD and AED columns, BS/IEC descriptions, coils of 100 yards.
// ---------------------------------------------------------------------------------------------------------------

async function gulfRfq() {
  const rows: SourceRow[] = [];
  const errors: Record<string, string> = {};
  const YD = 0.9144;
  const add = (r: SourceRow) => rows.push(r);
  /** An item line: Unit Price (AED) = USD × the rate in E5; Amount (AED) = Qty × AED price (#VALUE! on a text Qty). */
  const line = (truth: Truth, no: number, desc: string, size: string, unit: string, qty: Cell, remark = '') => {
    const n = rows.length + 1;
    const aed = f(`F${n}*$E$5`, 0);
    let amount: Cell;
    if (typeof qty === 'string') {
      amount = err(`E${n}*G${n}`);
      errors[`H${n}`] = '#VALUE!';
    } else amount = f(`E${n}*G${n}`, 0);
    add(row(truth, no, desc, size, unit, qty, '', aed, amount, remark));
  };
  const coils = (n: number, yards = true) => round(n * (yards ? 100 * YD : 100), 2);
  add(spanned(noise, 'AL NOOR ELECTRICAL & BUILDING MATERIALS TRADING L.L.C.'));
  add(spanned(noise, 'P.O. Box 41872, Deira, Dubai, U.A.E.  |  Tel +971 4 2xx xxxx  |  TRN 100xxxxxxxx0003'));
  add(spanned(noise, 'REQUEST FOR QUOTATION'));
  add(
    row(
      noise,
      'RFQ No.',
      'ANT/RFQ/2025/0917',
      '',
      'Date',
      { date: '2025-09-17' },
      '',
      'Project',
      'Villa Compound, Al Ain',
    ),
  );
  add(
    row(noise, 'Currency', 'USD (FOB Shanghai)', '', 'Rate', { number: 3.6725, format: '0.0000' }, '', 'AED per USD'),
  );
  add(
    spanned(
      noise,
      'Please quote unit prices in USD only; the AED columns are for our internal costing. Copper conductor to IEC / BS, test certificates required.',
    ),
  );
  add(
    row(
      noise,
      'S.No',
      'Description',
      'Size',
      'Unit',
      'Qty',
      'Unit Price (USD)',
      'Unit Price (AED)',
      'Amount (AED)',
      'Remarks',
    ),
  );
  add(spanned(noise, 'A. LV POWER CABLES — 0.6/1kV, Cu/XLPE/PVC (IEC 60502-1) unless noted'));
  line(item('YJV', '4*16', 500, '0.6/1kV'), 1, 'Cu/XLPE/PVC 4 core', '4C x 16 mm²', 'm', 500);
  line(
    review(
      '4C x 35 mm² with a separate 16 mm² ECC (earth continuity conductor): two cables on one line, the ECC’s type not given',
    ),
    2,
    'Cu/XLPE/PVC 4 core + ECC',
    '4C x 35 mm² + 16 mm² ECC',
    'm',
    260,
  );
  line(item('YJV', '4*70', 1200, '0.6/1kV'), 3, 'Cu/XLPE/PVC 4 core', '4C x 70 mm²', 'm', {
    number: 1200,
    format: '#,##0',
  });
  line(
    unknown('SWA (steel-wire armoured) is YJV32, not in the catalogue; the catalogue’s YJV22 is steel-tape armoured'),
    4,
    'Cu/XLPE/SWA/PVC armoured',
    '4C x 95 mm²',
    'm',
    350,
    'SWA',
  );
  line(
    item('YJV22', '4*50', 240, '0.6/1kV', 'STA: steel tape armour'),
    5,
    'Cu/XLPE/STA/PVC armoured',
    '4C x 50 mm²',
    'm',
    240,
    'steel tape armour',
  );
  line(
    review('changed by note 1 below (revised to 3.5C x 150 mm², same quantity)'),
    6,
    'Cu/XLPE/PVC 3.5 core',
    '3.5C x 120 mm²',
    'm',
    300,
  );
  line(review('deleted by note 2 below (client to supply)'), 7, 'Cu/PVC/PVC 2 core', '2C x 6 mm²', 'm', 400);
  line(
    item('YJV', '1*240', 457.2, '0.6/1kV', '1,500 ft × 0.3048'),
    8,
    'Cu/XLPE/PVC single core',
    '1C x 240 mm²',
    'ft',
    { number: 1500, format: '#,##0' },
    'qty in feet',
  );
  line(item('YJV', '5*10', 180, '0.6/1kV'), 9, 'Cu/XLPE/PVC 5 core', '5C x 10 mm²', 'm', 180);
  line(
    item('YJV', '4*185', 1000, '0.6/1kV', '2 drums × 500 m'),
    10,
    'Cu/XLPE/PVC 4 core',
    '4C x 185 mm²',
    'm',
    '2 drums',
    '500 m/drum',
  );
  line(
    item('YJV', '3*95+1*50', 220, '0.6/1kV', '3.5 core: three phases and a half-size neutral, 3×95+1×50'),
    11,
    'Cu/XLPE/PVC 3.5 core',
    '3.5C x 95 mm²',
    'm',
    220,
  );
  add(spanned(noise, 'B. WIRING — single core PVC 450/750V (BS 6004 / 6491X), coils of 100 yards unless noted'));
  line(
    item('BV', '1*2.5', coils(40), '450/750V', '40 coils × 100 yd (91.44 m)'),
    12,
    'Single core PVC, red',
    '1C x 2.5 mm²',
    'coil',
    40,
    '100 yds/coil',
  );
  line(
    item('BV', '1*2.5', coils(40), '450/750V', '40 coils × 100 yd'),
    13,
    'Single core PVC, black',
    '1C x 2.5 mm²',
    'coil',
    40,
    '100 yds/coil',
  );
  line(
    item('BV', '1*2.5', coils(20), '450/750V', '20 coils × 100 yd'),
    14,
    'Single core PVC, green/yellow',
    '1C x 2.5 mm²',
    'coil',
    20,
    '100 yds/coil',
  );
  line(
    item('BV', '1*4', coils(45), '450/750V', '15 coils each of three colours = 45 coils × 100 yd'),
    15,
    'Single core PVC, red/yellow/blue',
    '1C x 4 mm²',
    'coil',
    '15 each',
    '100 yds/coil',
  );
  line(
    item('BV', '1*6', coils(10, false), '450/750V', '10 coils × 100 m (this line says 100 m)'),
    16,
    'Single core PVC, black',
    '1C x 6 mm²',
    'coil',
    10,
    '100 m coil',
  );
  line(review('1 drum with no drum length'), 17, 'Single core PVC, green/yellow', '1C x 16 mm²', 'm', '1 drum');
  line(
    item('BVR', '1*10', 300, '450/750V', 'flexible single core 450/750V (6491B/H07V-K) read as BVR'),
    18,
    'Flexible single core PVC',
    '1C x 10 mm²',
    'm',
    300,
  );
  add(spanned(noise, 'C. OTHERS'));
  line(unknown('THHN/THWN-2 in AWG, not in the catalogue'), 19, 'THHN/THWN-2 copper', '12 AWG', 'ft', {
    number: 5000,
    format: '#,##0',
  });
  line(unknown('THHN/THWN-2 in AWG, not in the catalogue'), 20, 'THHN/THWN-2 copper', '10 AWG', 'ft', {
    number: 2500,
    format: '#,##0',
  });
  line(item('KVV', '7*1.5', 200, '450/750V'), 21, 'Control cable Cu/PVC/PVC', '7C x 1.5 mm²', 'm', 200);
  line(
    unknown('overall-screened control cable (KVVP), not in the catalogue'),
    22,
    'Control cable Cu/PVC/PVC, overall screened',
    '12C x 1.5 mm²',
    'm',
    150,
  );
  line(
    unknown('fire-resistant LSZH cable (BS 6387 CWZ) 2C x 1.5, not in the catalogue'),
    23,
    'Fire resistant, LSZH (BS 6387 CWZ)',
    '2C x 1.5 mm²',
    'm',
    600,
  );
  line(unknown('Cat6 data cable'), 24, 'Cat6 U/UTP LSZH', '305 m box', 'box', 20);
  line(
    unknown('6.35/11kV is not a catalogue level (and SWA)'),
    25,
    'MV cable Cu/XLPE/SWA/PVC 6.35/11kV',
    '3C x 240 mm²',
    'm',
    450,
  );
  line(item('YJV', '3*95', 250, '8.7/15kV'), 26, 'MV cable Cu/XLPE/PVC 8.7/15kV', '3C x 95 mm²', 'm', 250);
  line(
    item('RVV', '3*1.5', 1200, '300/500V', '12 coils × 100 m'),
    27,
    'Flexible cord PVC/PVC (H05VV-F)',
    '3C x 1.5 mm²',
    'coil',
    12,
    '100 m/coil',
  );
  line(
    item('RVV', '3*2.5', coils(10), '300/500V', '10 coils × 100 yd'),
    28,
    'Flexible cord PVC/PVC (H05VV-F)',
    '3C x 2.5 mm²',
    'coil',
    10,
    '100 yds/coil',
  );
  const last = rows.length;
  const total = last + 1;
  add(row(noise, 'TOTAL (AED)', '', '', '', '', '', '', err(`SUM(H9:H${last})`)));
  errors[`H${total}`] = '#VALUE!';
  add(blank());
  add(
    spanned(
      item('YJV', '3*150+1*70', 300, '0.6/1kV', 'note 1: item 6 (300 m) becomes 3.5C x 150 = 3×150+1×70'),
      'Notes: 1. Item 6 revised to 3.5C x 150 mm², same quantity.',
    ),
  );
  add(spanned(noise, '2. Item 7 deleted (client to supply).'));
  add(spanned(noise, '3. Quote validity 30 days; delivery to Jebel Ali within 6 weeks; non-returnable wooden drums.'));
  add(spanned(noise, 'Prepared by: Rajesh K. (Purchase) — rajesh@alnoor-trading.ae'));
  const spec: SheetSpec = { name: 'RFQ', widths: [7, 34, 24, 7, 10, 14, 14, 14, 16], rows, frozenRows: 7 };
  checkErrors(spec, errors);
  const { data, rows: keyRows } = await xlsxWithExtras(spec, { errors });
  save(
    'gulf-multicurrency.xlsx',
    'sheet',
    'a Dubai electrical trader’s REQUEST FOR QUOTATION (one sheet, English): letterhead, RFQ No./Date (a real date)/Project, a Currency row with the USD→AED rate in a cell (3.6725), a note to quote USD only; S.No/Description/Size/Unit/Qty/Unit Price (USD)/Unit Price (AED)/Amount (AED)/Remarks with the AED columns as formulas on the rate cell (cached 0, #VALUE! where Qty is text, #VALUE! in the TOTAL); sections A/B/C whose headings give the voltage and construction; BS/IEC descriptions (Cu/XLPE/PVC, SWA vs STA armour, 3.5C x 95, 4C x 35 + 16 mm² ECC, 6491X single core, H05VV-F), coils of 100 yards (one line 100 m coil), 15 each of three colours, ft (1,500 ft, AWG THHN), 2 drums with 500 m/drum, 1 drum alone, 6.35/11kV and 8.7/15kV MV cables, Cat6, FR LSZH; notes below that revise one item and delete another',
    data,
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. thai-boq-table.pdf — a Thai-market English BOQ (landscape, ruled, wrapped descriptions), Part 16.3 Wires and Cables.
// ---------------------------------------------------------------------------------------------------------------

async function thaiBoq() {
  const c = (truth: Truth, cells: string[], open = false, top = false): PdfLine => ({
    kind: 'cells',
    cells: [...cells, ...Array(8 - cells.length).fill('')],
    truth,
    ...(open ? { ruleFrom: -1 } : {}),
    ...(top ? { top: true } : {}),
  });
  const t = (text: string, truth: Truth = noise, opts: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text,
    truth,
    ...opts,
  });
  const header = [
    {
      ...c(noise, ['Item', 'Description', 'Unit', 'Qty', 'Material (THB)', '', 'Labour (THB)', ''], false, true),
      ruleFrom: 4,
    },
    c(noise, ['', '', '', '', 'Unit Price', 'Amount', 'Unit Price', 'Amount']),
  ];
  const wrapNoise = (text: string) => c(noise, ['', text]);
  const page1: PdfLine[] = [
    t('BILL OF QUANTITIES', noise, { size: 12, centred: true }),
    t(
      'Project: Rayong Logistics Warehouse & Admin Building (Phase 2), Pluak Daeng, Rayong      Main contractor: Sino-Thai EPC Co., Ltd.',
    ),
    t(
      'Section 16 - Electrical Works  /  Part 16.3 - Wires and Cables      Currency: THB      BOQ Rev. B (12 Sep 2025)',
    ),
    t('总包备注：请按 Material 单价报价（人工部分不用填），数量以本表为准。'),
    ...header,
    c(noise, ['16.3.1', 'LOW VOLTAGE POWER CABLES (copper conductor)']),
    c(item('YJV', '4*95', 450, '0.6/1kV'), ['1.1', 'CV 0.6/1kV (IEC 60502-1) 4/C 95 sq.mm', 'm', '450'], true),
    wrapNoise('laid on cable ladder, incl. terminations'),
    c(item('YJV', '4*50', 1250, '0.6/1kV'), ['1.2', 'CV 0.6/1kV (IEC 60502-1) 4/C 50 sq.mm', 'm', '1,250'], true),
    wrapNoise('laid in cable tray / EMT conduit'),
    c(item('YJV', '1*240', 960, '0.6/1kV'), ['1.3', 'CV 0.6/1kV (IEC 60502-1) 1/C 240 sq.mm', 'm', '960'], true),
    wrapNoise('(4 sets x 3 phases x 80 m, MDB-1 to TR-1, see SLD)'),
    c(noise, ['', 'CV 0.6/1kV (IEC 60502-1), for outdoor lighting,'], true),
    c(
      item(
        'YJV',
        '2*10',
        380,
        '0.6/1kV',
        'a three-line cell: item no., unit and qty on its middle line, the spec beside them',
      ),
      ['1.4', '2/C 10 sq.mm, in HDPE pipe', 'm', '380'],
      true,
    ),
    wrapNoise('direct buried, 0.6 m'),
    c(
      review(
        'NYY to TIS 11-2553 is a 450/750V PVC/PVC cable; the catalogue’s VV is 0.6/1kV: offering it is a person’s call',
      ),
      ['1.5', 'NYY 450/750V (TIS 11-2553) 4/C 25 sq.mm', 'm', '220'],
      true,
    ),
    wrapNoise('MDB-1 to DB-G'),
    c(review('deleted by note 1 (Addendum No. 2)'), ['1.6', 'CV 0.6/1kV (IEC 60502-1) 4/C 35 sq.mm', 'm', '280']),
    c(
      item('YJV', '4*240', 360, '0.6/1kV', '2 runs × 180 m = the 360 written'),
      ['1.7', 'CV 0.6/1kV (IEC 60502-1) 4/C 240 sq.mm', 'm', '360'],
      true,
    ),
    wrapNoise('(2 runs in parallel, 180 m per run)'),
    c(item('YJV', '4*16', 540, '0.6/1kV'), ['1.8', 'CV 0.6/1kV (IEC 60502-1) 4/C 16 sq.mm', 'm', '540']),
    c(item('YJV', '3*120', 150, '0.6/1kV'), ['1.9', 'CV 0.6/1kV (IEC 60502-1) 3/C 120 sq.mm', 'm', '150']),
    c(noise, ['16.3.2', 'BUILDING WIRES (60227 IEC 01, 450/750V)']),
    c(
      item('BV', '1*2.5', 6000, '450/750V', '60 rolls × 100 m'),
      ['2.1', 'THW 1/C 2.5 sq.mm, colour coded', 'roll', '60'],
      true,
    ),
    wrapNoise('(100 m/roll; red, yellow, blue, black, white)'),
    c(item('BV', '1*4', 2500, '450/750V', '25 rolls, building wire 100 m a roll'), [
      '2.2',
      'THW 1/C 4 sq.mm',
      'roll',
      '25',
    ]),
    c(item('BV', '1*6', 800, '450/750V'), ['2.3', 'THW 1/C 6 sq.mm', 'm', '800']),
    c(item('BV', '1*35', 420, '450/750V'), ['2.4', 'THW 1/C 35 sq.mm, green/yellow (ground)', 'm', '420']),
    c(review('its quantity is revised by note 2 (1,100 → 1,350 m)'), ['2.5', 'THW 1/C 10 sq.mm', 'm', '1,100'], true),
    wrapNoise('(qty revised, see Note 2)'),
    c(item('BV', '1*16', 640, '450/750V'), ['2.6', 'THW 1/C 16 sq.mm', 'm', '640']),
    c(unknown('VAF flat twin (BVVB type), not in the catalogue'), [
      '2.7',
      'VAF 2 x 2.5 sq.mm (PVC twin)',
      'roll',
      '30',
    ]),
    c(item('RVV', '3*1.5', 250, '300/500V', '60227 IEC 53 is the 300/500V PVC sheathed cord'), [
      '2.8',
      'Flexible cord 60227 IEC 53, 3C x 1.5 sq.mm',
      'm',
      '250',
    ]),
    t('Page 1 of 2', noise, { right: true }),
  ];
  const page2: PdfLine[] = [
    t('Section 16 - Electrical Works  /  Part 16.3 - Wires and Cables (continued)      BOQ Rev. B'),
    ...header,
    c(noise, ['16.3.3', 'CONTROL AND MEDIUM VOLTAGE CABLES']),
    c(item('KVV', '12*1.5', 300, '450/750V'), ['3.1', 'Control cable PVC/PVC 450/750V, 12C x 1.5 sq.mm', 'm', '300']),
    c(
      unknown('screened control cable (KVVP type), not in the catalogue'),
      ['3.2', 'Control cable PVC/PVC 450/750V, 4C x 2.5 sq.mm,', 'm', '180'],
      true,
    ),
    wrapNoise('overall copper screen (for VFD)'),
    c(
      unknown('12/20(24)kV is not a catalogue level'),
      ['3.3', 'CV 12/20(24)kV (IEC 60502-2) 1/C 240 sq.mm', 'm', '1,500'],
      true,
    ),
    wrapNoise('PEA 22kV incoming, direct buried'),
    c(item('YJV', '3*95', 210, '8.7/15kV'), ['3.4', 'CV 8.7/15kV (IEC 60502-2) 3/C 95 sq.mm', 'm', '210'], true),
    wrapNoise('in-plant ring to compressor substation'),
    c(item('KVV', '7*2.5', 300, '450/750V', '2 x 150 = 300 m'), [
      '3.5',
      'Control cable PVC/PVC 450/750V, 7C x 2.5 sq.mm',
      'm',
      '2 x 150',
    ]),
    c(noise, ['16.3.4', 'ACCESSORIES']),
    c(unknown('cable ladder, not cable'), ['4.1', 'Cable ladder 300 mm, HDG, incl. bends and tees', 'm', '120']),
    c(unknown('lugs, glands and terminations, accessories'), [
      '4.2',
      'Cable lugs, glands and terminations',
      'lot',
      '1',
    ]),
    c(noise, ['', 'Sub-total Part 16.3 (carried to Summary)']),
    t('Notes:', noise, { gapBefore: 6 }),
    t('1. Item 1.6 deleted as per Addendum No. 2 (feeder to DB-3F cancelled).'),
    t(
      '2. Item 2.5: quantity revised from 1,100 m to 1,350 m (THW 1/C 10 sq.mm).',
      item('BV', '1*10', 1350, '450/750V', 'note 2 revises item 2.5'),
    ),
    t(
      '3. Cables to carry the TIS mark or IEC type test reports; approved brands: Thai Yazaki, Bangkok Cable, Phelps Dodge or equal.',
    ),
    t('4. Quantities are net; the contractor allows his own wastage.'),
    t('Page 2 of 2', noise, { right: true }),
  ];
  const { data, rows } = await writePdf({
    page: [842, 595],
    columns: [0, 44, 340, 386, 436, 510, 590, 670],
    pages: [page1, page2],
    producer: 'Microsoft® Excel® for Microsoft 365',
  });
  save(
    'thai-boq-table.pdf',
    'pdf',
    'a Thai M&E BOQ in English (Excel to a text PDF, A4 landscape, ruled, two pages), Part 16.3 Wires and Cables: title, project and Rev. B lines, a Chinese main contractor’s 备注 line, a two-line header (Item/Description/Unit/Qty, Material and Labour each over Unit Price/Amount, prices empty) repeated on page 2, section rows 16.3.1–16.3.4; descriptions that wrap onto a second line (laying notes, 4 sets x 3 phases x 80 m, 100 m/roll) and one three-line cell with its item number, unit and qty on the middle line; Thai-market designations CV (XLPE/PVC), NYY 450/750V (TIS 11-2553), THW (60227 IEC 01) in rolls, VAF flat twin, 60227 IEC 53 cord, CV 12/20(24)kV and 8.7/15kV, 2 x 150 in Qty, 1,250 with a comma; Page n of 2 footers; notes after the table deleting item 1.6 and revising item 2.5’s quantity',
    data,
    rows,
  );
}

async function main() {
  await filteredTracking();
  await changeOrderDelta();
  mineDemand();
  await gulfRfq();
  await thaiBoq();
  for (const { file, rows } of written) {
    const count = (e: string) => rows.filter((r) => r.truth.expect === e).length;
    console.log(
      `${file}: ${rows.length} rows, ${count('item')} items, ${count('review')} review, ${count('unknown')} unknown, ${count('noise')} noise`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
