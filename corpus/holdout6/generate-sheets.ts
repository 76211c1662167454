/**
 * The spreadsheet part of the sixth holdout corpus: five .xlsx workbooks as Chinese (and one foreign-invested) buyers
 * send them, each with its answer key (<file>.key.json, one key row per sheet row as corpus/holdout4/check.ts numbers
 * them). Written with corpus/holdout4/writers.ts; one workbook's rich-text cells (a bold model, a superscript ² or a
 * superscripted 2) are set afterwards with exceljs, and that workbook is zipped again with fixed entry times so every
 * run writes the same bytes.
 *
 *   npx tsx corpus/holdout6/generate-sheets.ts
 *   npx tsx corpus/holdout4/check.ts corpus/holdout6
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import {
  type AnswerKey,
  type Cell,
  item,
  type KeyRow,
  noise,
  noiseBecause,
  review,
  row,
  type SheetSpec,
  type SourceRow,
  spanned,
  type Truth,
  unknown,
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The time stamped into the re-zipped workbook (the same as holdout4's writer uses). */
const ZIPPED_AT = new Date(Date.UTC(2025, 8, 22, 1, 30, 0));

type Merge = [number, number, number, number];

/** A sheet being written: its rows, and the merges that go with them. */
class Builder {
  readonly rows: SourceRow[] = [];
  readonly merges: Merge[] = [];
  /** The Excel row number the next row will have. */
  get next() {
    return this.rows.length + 1;
  }
  add(...rows: SourceRow[]) {
    this.rows.push(...rows);
  }
  sheet(name: string, widths: number[], frozenRows?: number): SheetSpec {
    return { name, widths, rows: this.rows, merges: this.merges, ...(frozenRows ? { frozenRows } : {}) };
  }
}

/** The sum Excel caches for a SUM over a column: the numbers in it (text is skipped, as Excel skips it). */
function columnSum(rows: SourceRow[], column: number, from: number, to: number): number {
  let sum = 0;
  for (let r = from; r <= to; r++) {
    const cell = rows[r - 1]?.cells[column - 1];
    if (typeof cell === 'number') sum += cell;
    else if (cell !== undefined && typeof cell === 'object' && 'number' in cell) sum += cell.number;
  }
  return Math.round(sum * 1000) / 1000;
}

function writeKey(file: string, layout: string, rows: KeyRow[], sheets?: string[]) {
  const key: AnswerKey = { file, kind: 'sheet', layout, rows, ...(sheets ? { sheets } : {}) };
  writeFileSync(join(HERE, `${file.replace(/\.[^.]+$/, '')}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
}

/** A zip written again with every entry stamped ZIPPED_AT, in the same order (exceljs stamps the time of the run). */
async function rezipped(data: Buffer): Promise<Buffer> {
  const source = await JSZip.loadAsync(data);
  const zip = new JSZip();
  for (const name of Object.keys(source.files)) {
    const entry = source.files[name]!;
    if (entry.dir) continue;
    zip.file(name, await entry.async('uint8array'), { date: ZIPPED_AT, binary: true, createFolders: false });
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}

interface RichCell {
  sheet: string;
  row: number;
  column: number;
  runs: ExcelJS.RichText[];
}

/** A workbook whose listed cells become rich text (the runs must spell the cell's text exactly). */
async function withRichText(data: Buffer, cells: RichCell[], author: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
  for (const rich of cells) {
    const cell = workbook.getWorksheet(rich.sheet)!.getCell(rich.row, rich.column);
    const plain = rich.runs.map((run) => run.text).join('');
    if (cell.value !== plain) throw new Error(`${rich.sheet}!${cell.address}: ${String(cell.value)} is not ${plain}`);
    cell.value = { richText: rich.runs };
  }
  workbook.creator = author;
  workbook.lastModifiedBy = author;
  workbook.created = ZIPPED_AT;
  workbook.modified = ZIPPED_AT;
  return rezipped(Buffer.from(await workbook.xlsx.writeBuffer()));
}

const SONG = { name: '宋体', size: 11 };
const plainRun = (text: string): ExcelJS.RichText => ({ text, font: { ...SONG } });
const boldRun = (text: string): ExcelJS.RichText => ({ text, font: { ...SONG, bold: true } });
const superRun = (text: string): ExcelJS.RichText => ({ text, font: { ...SONG, vertAlign: 'superscript' } });

// ---------------------------------------------------------------------------------------------------------------
// 1. two-row-items.xlsx: each item over two rows (model above, spec below), 单位/数量/备注 merged down over both.
// ---------------------------------------------------------------------------------------------------------------

async function twoRowItems() {
  const file = 'two-row-items.xlsx';
  const b = new Builder();
  b.add(
    spanned(noise, '金地·云栖府二期 地下室及配电房电缆采购清单'),
    spanned(noise, '项目名称：金地·云栖府二期机电安装工程（强电部分）　　清单编号：YQF2-QD-017'),
    row(noise, '序号', '名称', '规格型号', '单位', '数量', '备注'),
  );
  const specLine = (no: number) =>
    noiseBecause(`the spec line of item ${no}: the item is keyed on the row above (model, and the merged amount)`);
  /** An item over two rows: 序号, 名称, the model and the merged 单位/数量/备注 on the first, the spec on the second. */
  const pair = (
    truth: Truth,
    no: number,
    name: string,
    model: string,
    spec: string,
    unit: string,
    qty: Cell,
    note = '',
  ) => {
    const top = b.next;
    b.add(row(truth, no, name, model, unit, qty, note), row(specLine(no), '', '', spec));
    for (const column of [4, 5, 6]) b.merges.push([top, column, top + 1, column]);
  };
  const single = (truth: Truth, ...cells: Cell[]) => b.add(row(truth, ...cells));
  const first = b.next;

  pair(item('YJV22', '4*95+1*50', 350, '0.6/1kV'), 1, '电力电缆', 'YJV22-0.6/1kV', '4×95+1×50', '米', 350, '直埋');
  pair(
    item('YJV22', '4*185+1*95', 420, '0.6/1kV', 'the merged 数量 holds the text "420 "; 4X185+1X95 on the spec line'),
    2,
    '电力电缆',
    'YJV22-0.6/1kV',
    '4X185+1X95',
    '米',
    '420 ',
    '配电房至1#楼',
  );
  pair(
    item('ZR-YJV', '3*185+2*95', 260, '0.6/1kV'),
    3,
    '阻燃电力电缆',
    'ZR-YJV-0.6/1kV',
    '3*185+2*95',
    '米',
    260,
    '桥架敷设',
  );
  pair(
    item('NH-YJV', '4*35+1*16', 180, '0.6/1kV', 'full-width ＋ in the spec; 数量 is the text "180 "'),
    4,
    '耐火电缆',
    'NH-YJV-0.6/1kV',
    '4×35＋1×16',
    '米',
    '180 ',
    '消防风机',
  );
  single(item('YJV', '5*10', 95, '0.6/1kV', 'an item on one row'), 5, '电力电缆', 'YJV-0.6/1kV 5×10', '米', 95, '');
  single(
    item('YJV', '4*25+1*16', 240, '0.6/1kV', 'an item on one row'),
    6,
    '电力电缆（铜芯）',
    'YJV-0.6/1kV-4×25+1×16\u00a0',
    '米',
    240,
    '',
  );
  pair(
    item('YJV22', '3*120', 370, '8.7/15kV', '2根×185: two runs of 185 m'),
    7,
    '高压电缆',
    'YJV22-8.7/15kV',
    '3×120',
    '米',
    '2根×185',
    '双回路进线',
  );
  pair(
    item('YJLV', '3*240+1*120', 150, '0.6/1kV'),
    8,
    '铝芯电缆',
    'YJLV-0.6/1kV',
    '3×240+1×120',
    '米',
    150,
    '室外照明总线',
  );
  pair(
    item('WDZ-YJY', '4*50+1*25', 310, '0.6/1kV', '数量 is the text "310 "'),
    9,
    '低烟无卤电缆',
    'WDZ-YJY-0.6/1kV',
    '4*50+1*25',
    '米',
    '310 ',
    '',
  );
  pair(item('KVV', '10*1.5', 600), 10, '控制电缆', 'KVV-450/750V', '10×1.5', '米', 600, '');
  single(
    item('KVV', '4*1.5', 1200, undefined, '1,200 is a number shown with a thousands separator'),
    11,
    '控制电缆',
    'KVV 4×1.5',
    '米',
    { number: 1200, format: '#,##0' },
    '',
  );
  pair(
    review('the spec line says 规格见系统图 (see the system drawing): no size to quote'),
    12,
    '电力电缆',
    'YJV22-0.6/1kV',
    '规格见系统图',
    '米',
    80,
    '水泵房',
  );
  pair(
    review('数量 按实 (as measured on site): no amount'),
    13,
    '电力电缆',
    'YJV-0.6/1kV',
    '3×70+2×35',
    '米',
    '按实',
    '',
  );
  single(
    item('BV', '1*2.5', 2000, undefined, '20 卷 of building wire, 100 m a 卷'),
    14,
    '电线',
    'BV-2.5',
    '卷',
    20,
    '照明插座',
  );
  pair(item('BVR', '1*16', 120, '450/750V'), 15, '电线', 'BVR-450/750V', '1×16 黄绿', '米', 120, '接地');
  single(unknown('cable tray, not a cable'), 16, '电缆桥架', '200×100 热镀锌', '米', 120, '');
  pair(
    unknown('cable terminations (an accessory), not a cable'),
    17,
    '电缆终端头',
    '1kV 户内热缩',
    '4芯 95mm²',
    '套',
    6,
    '',
  );
  pair(
    item('YJV', '1*240', 520, '0.6/1kV', '数量 is the text "520 "'),
    18,
    '电力电缆',
    'YJV-0.6/1kV',
    '1×240',
    '米',
    '520 ',
    '单芯 变压器至低压柜',
  );
  pair(
    item('YJV22', '3*150+2*70', 210, undefined, 'no voltage written; YJV22 3×150+2×70 is made at 0.6/1kV only'),
    19,
    '电力电缆',
    'YJV22',
    '3×150+2×70',
    '米',
    210,
    '',
  );
  pair(
    unknown('ZR-YJV22 (flame-retardant armoured) is a real cable the catalogue lacks'),
    20,
    '阻燃铠装电缆',
    'ZR-YJV22-0.6/1kV',
    '4×70+1×35',
    '米',
    90,
    '',
  );
  const last = b.next - 1;
  b.add(
    row(noise, '合计', '', '', '', {
      formula: `SUM(E${first}:E${last})`,
      result: columnSum(b.rows, 5, first, last),
    }),
    row(noise, '编制：王海涛', '', '审核：', '', '日期：2025.9.17'),
  );
  const { data, rows } = await writeXlsx([b.sheet('电缆清单', [6, 16, 24, 6, 10, 18], 3)]);
  writeFileSync(join(HERE, file), data);
  writeKey(
    file,
    'a contractor\'s 电缆采购清单 (序号/名称/规格型号/单位/数量/备注) where most items take two rows: 序号, 名称 and the model (YJV22-0.6/1kV) on the first, the spec (4×95+1×50, 4X185+1X95, 3*185+2*95, 4×35＋1×16) under it in the same 规格型号 column, 单位/数量/备注 merged down over both rows (the value in the top cell); five items on one row (YJV-0.6/1kV 5×10, a spec with a trailing NBSP, KVV 1,200, BV in 卷, a tray) between them; merged 数量 cells holding a number as text ("420 ", "180 "), 2根×185, 按实; a spec line 规格见系统图; ZR-YJV22, terminations; title, 项目名称 row, 合计 formula over the amounts, 编制/审核 row',
    rows,
  );
  return { file, rows };
}

// ---------------------------------------------------------------------------------------------------------------
// 2. unit-in-format.xlsx: a WPS quotation template sent back, quantities whose number format shows the unit.
// ---------------------------------------------------------------------------------------------------------------

async function unitInFormat() {
  const file = 'unit-in-format.xlsx';
  const sheetName = '报价单';
  const b = new Builder();
  const rich: RichCell[] = [];
  b.add(
    spanned(noise, '电缆材料询价表（请供应商填写单价后回传）'),
    spanned(noise, '询价单位：中建三局安装公司华南分公司　　项目：鹏城科创园B区　　回传截止：9月25日'),
    spanned(noise, '注：数量为采购量（已含损耗）；单价含13%增值税及运费，送货至现场。'),
    row(noise, '序号', '材料名称', '规格型号', '单位', '数量', '损耗率', '单价（元）', '金额（元）', '备注'),
  );
  const first = b.next;
  let no = 0;
  /** A list row; the spec cell given as runs becomes rich text. */
  const line = (
    truth: Truth,
    name: string,
    spec: string | ExcelJS.RichText[],
    unit: string,
    qty: Cell,
    loss?: number,
  ) => {
    no++;
    const text = typeof spec === 'string' ? spec : spec.map((run) => run.text).join('');
    if (typeof spec !== 'string') rich.push({ sheet: sheetName, row: b.next, column: 3, runs: spec });
    const cells: Cell[] = [no, name, text, unit, qty];
    if (loss !== undefined) cells.push({ number: loss, format: '0%' });
    b.add(row(truth, ...cells));
  };
  const metres = (n: number) => ({ number: n, format: '0"米"' });
  const km = (n: number) => ({ number: n, format: '0.00"km"' });

  line(
    item('YJV', '4*185+1*95', 300, '0.6/1kV', 'shown 300米 (format 0"米"), 单位 empty; bold YJV, ² a superscript run'),
    '电力电缆',
    [boldRun('YJV'), plainRun('-0.6/1kV 4×185+1×95mm'), superRun('²')],
    '',
    metres(300),
    0.05,
  );
  line(
    item('YJV22', '3*95+2*50', 1250, '0.6/1kV', 'shown 1.25km (format 0.00"km"); mm2 with the 2 superscripted'),
    '铠装电缆',
    [boldRun('YJV22'), plainRun('-0.6/1kV 3×95+2×50mm'), superRun('2')],
    '',
    km(1.25),
    0.03,
  );
  line(
    item('YJV', '4*50+1*25', 180, '0.6/1kV', 'a full-width space between model and spec'),
    '电力电缆',
    'YJV-0.6/1kV\u30004×50+1×25',
    '米',
    180,
    0.05,
  );
  line(
    item('ZR-YJV', '3*120+2*70', 1200, '0.6/1kV', 'shown 1,200m (format #,##0"m"); NBSP between model and spec'),
    '阻燃电缆',
    'ZR-YJV-0.6/1kV\u00a03×120+2×70',
    '',
    { number: 1200, format: '#,##0"m"' },
    0.03,
  );
  line(
    item('NH-YJV', '4*25+1*16', 450, '0.6/1kV', 'shown 0.45km'),
    '耐火电缆',
    [boldRun('NH-YJV'), plainRun('-0.6/1kV 4×25+1×16mm'), superRun('²')],
    '',
    km(0.45),
    0.05,
  );
  line(item('KVV', '7*1.5', 500, '450/750V'), '控制电缆', 'KVV-450/750V 7×1.5', '米', 500, 0.02);
  line(
    unknown('KVVP (screened control cable) is not in the catalogue'),
    '屏蔽控制电缆',
    [boldRun('KVVP'), plainRun(' 4×1.5mm'), superRun('²')],
    '',
    metres(260),
    0.02,
  );
  line(
    item('BV', '1*4', 3000, '450/750V', 'shown 30卷 (format 0"卷"): 30 coils of 100 m'),
    '铜芯线',
    [boldRun('BV'), plainRun('-450/750V 1×4mm'), superRun('²')],
    '',
    { number: 30, format: '0"卷"' },
  );
  line(item('BVR', '1*6', 500, undefined, '5 卷, 100 m a 卷'), '铜芯软线', 'BVR 1×6', '卷', 5);
  line(
    item('YJV', '1*240', 360, '0.6/1kV', 'no voltage written: 0.6/1kV (the product call); shown 0.36km'),
    '电力电缆',
    'YJV 1×240',
    '',
    km(0.36),
    0.03,
  );
  line(
    item('YJV', '3*150', 850, '8.7/15kV', 'shown 0.850千米 (format 0.000"千米")'),
    '高压电缆',
    'YJV-8.7/15kV 3×150',
    '',
    { number: 0.85, format: '0.000"千米"' },
    0.02,
  );
  line(
    item('YJLV', '4*120+1*70', 600, '0.6/1kV', '0.6 千米'),
    '铝芯电缆',
    'YJLV-0.6/1kV 4×120+1×70',
    '千米',
    0.6,
    0.03,
  );
  line(item('WDZ-YJY', '5*16', 150, '0.6/1kV', 'shown 150米'), '低烟无卤电缆', 'WDZ-YJY-0.6/1kV 5×16', '', metres(150));
  line(
    review('数量 0 (shown 0米): nothing to quote, or a quantity not filled in'),
    '电力电缆',
    'VV22-0.6/1kV 4×35+1×16',
    '',
    metres(0),
    0.05,
  );
  line(review('2 盘 of power cable with no drum length'), '电力电缆', 'YJV 3×35+1×16', '盘', 2, 0.05);
  line(unknown('cold-shrink terminations, not a cable'), '电缆头', '1kV 冷缩终端 4×185', '套', 8);
  line(unknown('galvanised steel conduit, not a cable'), '镀锌钢管', 'SC50', '米', 60);
  line(item('BV', '1*2.5', 1500, undefined, 'shown 1,500m (format #,##0"m")'), '铜芯线', 'BV 1×2.5', '', {
    number: 1500,
    format: '#,##0"m"',
  });
  line(
    item('ZC-YJV', '4*70+1*35', 420, '0.6/1kV'),
    '阻燃电缆',
    [boldRun('ZC-YJV'), plainRun('-0.6/1kV 4×70+1×35')],
    '米',
    420,
    0.03,
  );
  line(item('KVV', '19*1.5', 800, undefined, 'shown 800米'), '控制电缆', 'KVV 19×1.5', '', metres(800), 0.02);
  const last = b.next - 1;
  b.add(
    row(noise, '合计', '', '', '', '', '', '', { formula: `SUM(H${first}:H${last})`, result: 0, format: '#,##0.00' }),
    spanned(noise, '报价单位（盖章）：　　　　　　联系人：　　　　电话：　　　　　交货期：　　天'),
  );
  const written = await writeXlsx([b.sheet(sheetName, [6, 14, 30, 6, 11, 8, 10, 12, 14], 4)]);
  writeFileSync(join(HERE, file), await withRichText(written.data, rich, 'Administrator'));
  writeKey(
    file,
    'a quotation template made in WPS and sent to the supplier to fill (序号/材料名称/规格型号/单位/数量/损耗率/单价/金额/备注): quantities are numbers whose number format shows the unit (0"米" 300 shown 300米, 0.00"km" 1.25 shown 1.25km, 0.000"千米", #,##0"m" 1,200 shown 1,200m, 0"卷" 30 shown 30卷) with 单位 empty on those rows and filled (米, 卷, 千米, 盘, 套) on others; rich-text 规格型号 cells with the model in bold and mm² as a superscript ² run or as mm2 with a superscripted 2; a full-width space and an NBSP between model and spec; a 损耗率 column (0% format: 5% is 0.05; a note says 数量 already includes the loss); 单价/金额 empty, a 合计 formula over 金额 cached 0; a 0米 row, a YJV in 盘, KVVP, terminations, steel conduit; the key texts give formatted numbers as check.ts reads them (no unit, no % scaling)',
    written.rows,
  );
  return { file, rows: written.rows };
}

// ---------------------------------------------------------------------------------------------------------------
// 3. bilingual-boq.xlsx: a foreign-invested factory's BOQ, headers on two lines in one cell.
// ---------------------------------------------------------------------------------------------------------------

async function bilingualBoq() {
  const file = 'bilingual-boq.xlsx';
  const b = new Builder();
  b.add(
    spanned(noise, '柏菱精密（苏州）有限公司 二期厂房电气工程 电缆清单'),
    spanned(
      noise,
      'Bailing Precision (Suzhou) Co., Ltd. - Phase II Factory Electrical Works - Cable BOQ  Rev.B  2025-09-12',
    ),
    row(
      noise,
      '序号\nItem',
      '名称\nDescription',
      '规格型号\nSize',
      '单位\nUnit',
      "数量\nQ'ty",
      '单价\nRate',
      '合价\nAmount',
      '备注\nRemark',
    ),
  );
  const subtotals: number[] = [];
  let sectionFirst = 0;
  const section = (title: string) => {
    b.add(row(noise, '', title));
    sectionFirst = b.next;
  };
  const subtotal = () => {
    const last = b.next - 1;
    subtotals.push(b.next);
    b.add(row(noise, '', '小计 Sub-total', '', '', '', '', { formula: `SUM(G${sectionFirst}:G${last})`, result: 0 }));
  };
  const line = (truth: Truth, no: string, description: string, size: string, unit: string, qty: Cell, remark = '') =>
    b.add(row(truth, no, description, size, unit, qty, '', '', remark));

  section('A. 动力电缆 Power cable');
  line(
    item('YJV', '3*185+2*95', 420, '0.6/1kV'),
    'A1',
    '交联电力电缆 XLPE power cable YJV-0.6/1kV 3×185+2×95',
    '3×185+2×95mm²',
    'm',
    420,
    '桥架敷设 On tray',
  );
  line(
    item('YJV', '4*95+1*50', 380, '0.6/1kV', '4C×95+1C×50: C for cores'),
    'A2',
    '交联电力电缆 XLPE power cable YJV-0.6/1kV',
    '4C×95+1C×50',
    'M',
    380,
    '至空压机房 To air compressor room',
  );
  line(
    item('YJV22', '4*240+1*120', 165, '0.6/1kV'),
    'A3',
    '铠装电缆 Armoured cable YJV22-0.6/1kV',
    '4×240+1×120',
    '米',
    165,
    '直埋 Direct buried',
  );
  line(
    item('ZR-YJV', '5*16', 640, '0.6/1kV', 'LM: linear metres'),
    'A4',
    '阻燃电缆 Flame retardant cable ZR-YJV-0.6/1kV',
    '5×16',
    'LM',
    640,
  );
  line(
    item('NH-YJV', '4*25+1*16', 230, '0.6/1kV'),
    'A5',
    '耐火电缆 Fire resistant cable NH-YJV-0.6/1kV',
    '4×25+1×16',
    'm',
    230,
    '消防泵 Fire pump',
  );
  line(
    item('WDZ-YJY', '3*50+2*25', 190, '0.6/1kV'),
    'A6',
    '低烟无卤电缆 LSZH cable WDZ-YJY-0.6/1kV',
    '3×50+2×25',
    'm',
    190,
    '洁净车间 Clean room',
  );
  line(
    item('YJV', '4*16', 520, '0.6/1kV', 'CU/XLPE/PVC (copper, XLPE insulation, PVC sheath) is YJV'),
    'A7',
    'CU/XLPE/PVC 0.6/1kV',
    '4C×16mm²',
    'm',
    520,
  );
  line(
    unknown('CU/XLPE/SWA/PVC is steel-wire armoured (YJV32), which the catalogue lacks; YJV22 would be a substitution'),
    'A8',
    'CU/XLPE/SWA/PVC 0.6/1kV',
    '4C×70mm²',
    'm',
    150,
    '室外 Outdoor',
  );
  line(
    item('YJV', '1*240', 180, '0.6/1kV'),
    'A9',
    '交联电力电缆 XLPE power cable YJV-0.6/1kV',
    '1C×240mm²',
    'm',
    180,
    '单芯 Single core, 变压器至低压柜 TR to LV panel',
  );
  line(
    item('YJV22', '3*70', 680, '8.7/15kV', 'the size is only in the description'),
    'A10',
    '中压电缆 MV cable YJV22-8.7/15kV 3×70',
    '',
    'm',
    680,
    '10kV进线 Incoming',
  );
  line(
    review('By owner 业主自购: the owner buys this cable, so it must not be quoted without asking'),
    'A11',
    '交联电力电缆 XLPE power cable YJV-0.6/1kV 4×120+1×70',
    '',
    'm',
    300,
    'By owner 业主自购',
  );
  subtotal();

  section('B. 控制电缆 Control cable');
  line(item('KVV', '10*1.5', 450, '450/750V'), 'B1', '控制电缆 Control cable KVV-450/750V', '10×1.5', 'm', 450);
  line(
    unknown('KVVP (screened control cable) is not in the catalogue'),
    'B2',
    '屏蔽控制电缆 Screened control cable KVVP',
    '4×1.0',
    'm',
    300,
  );
  line(item('KVV', '19*2.5', 120, undefined, '19C×2.5mm²'), 'B3', '控制电缆 Control cable KVV', '19C×2.5mm²', 'M', 120);
  line(
    item('RVV', '3*1.5', 400, '300/500V', '4 rolls of 100 m (the note: 1 roll = 100 m)'),
    'B4',
    '软护套线 Flexible sheathed cable RVV-300/500V',
    '3×1.5',
    'Roll',
    4,
    '照明控制 Lighting control',
  );
  subtotal();

  section('C. 电线 Building wire');
  line(
    item('BV', '1*2.5', 3000, '450/750V', '30 rolls of 100 m'),
    'C1',
    '铜芯聚氯乙烯绝缘电线 PVC insulated wire BV-450/750V',
    '1×2.5 红 Red',
    'Roll',
    30,
  );
  line(
    item('BV', '1*2.5', 2000, '450/750V', '同上 Ditto: the wire of C1 in blue, 20 卷'),
    'C2',
    '同上 Ditto',
    '1×2.5 蓝 Blue',
    '卷',
    20,
  );
  line(
    item('BV', '1*2.5', 1500, '450/750V', '同上 Ditto: the wire of C1 in yellow/green, 15 卷'),
    'C3',
    '同上 Ditto',
    '1×2.5 黄绿 Yellow/Green',
    '卷',
    15,
  );
  line(
    item('BV', '1*4', 1200, '450/750V', '12 rolls of 100 m'),
    'C4',
    'PVC insulated wire BV-450/750V',
    '1×4mm²',
    'Roll',
    12,
  );
  line(item('BVR', '1*10', 200), 'C5', '软电线 Flexible wire BVR', '1×10', 'm', 200, '配电箱 DB');
  line(item('BV', '1*6', 1000, undefined, '10 卷 of 100 m'), 'C6', '电线 Wire BV', '1×6', '卷', 10, '100m/卷 per roll');
  subtotal();

  section('D. 其他 Others');
  line(unknown('cable tray, not a cable'), 'D1', '电缆桥架 Cable tray 300×100', '', 'm', 260, '热镀锌 HDG');
  line(unknown('cable glands, not a cable'), 'D2', '电缆格兰头 Cable gland', 'M32', 'pcs', 40);
  line(unknown('copper lugs, not a cable'), 'D3', '铜接线端子 Copper lug', 'DT-95', '个 pcs', 24);
  subtotal();

  b.add(
    row(noise, '', '合计 Total', '', '', '', '', { formula: subtotals.map((r) => `G${r}`).join('+'), result: 0 }),
    row(noise, '', '备注 Notes:'),
    row(noise, '', '1. 所有电缆须符合GB/T 12706 All cables shall comply with GB/T 12706.'),
    row(noise, '', '2. 数量为估算，以现场实测为准 Quantities are estimated, subject to site measurement.'),
    row(noise, '', '3. 电线按卷计，每卷100米 Wires are counted in rolls of 100 m.'),
  );
  const { data, rows } = await writeXlsx([b.sheet('BOQ', [7, 46, 22, 7, 9, 9, 11, 30], 3)]);
  writeFileSync(join(HERE, file), data);
  writeKey(
    file,
    "a foreign-invested factory's bilingual cable BOQ: every header cell on two lines (名称\\nDescription, 规格型号\\nSize, 数量\\nQ'ty, 单位\\nUnit, 备注\\nRemark), sections A. 动力电缆 Power cable / B. 控制电缆 Control cable / C. 电线 Building wire / D. 其他 Others, each with a 小计 Sub-total formula over an empty 合价 Amount column and a 合计 Total; descriptions mixing Chinese and English with the model and voltage (交联电力电缆 XLPE power cable YJV-0.6/1kV 3×185+2×95), the size in its own column (4C×95+1C×50, 1C×240mm², 19C×2.5mm²) or only in the description; IEC names (CU/XLPE/PVC, CU/XLPE/SWA/PVC); units m / M / 米 / LM / Roll / 卷 / pcs; 同上 Ditto rows for the same wire in other colours; a By owner 业主自购 row; KVVP, tray, glands, lugs; notes in both languages (1 roll = 100 m)",
    rows,
  );
  return { file, rows };
}

// ---------------------------------------------------------------------------------------------------------------
// 4. colours-and-rolls.xlsx: an electrician's order of building wire in 卷 with a 颜色 column.
// ---------------------------------------------------------------------------------------------------------------

async function coloursAndRolls() {
  const file = 'colours-and-rolls.xlsx';
  const b = new Builder();
  b.add(
    spanned(noise, '锦绣花园12栋 电线订货单（老周水电）'),
    spanned(noise, '注：以下电线均按卷订，每卷100米。颜色写在颜色栏。'),
    row(noise, '名称', '规格', '颜色', '数量(卷)', '备注'),
  );
  const line = (truth: Truth, ...cells: Cell[]) => b.add(row(truth, ...cells));
  line(
    item('BV', '1*1.5', 1000, undefined, 'a plain 数量 is the row total: 10 卷 over five colours, not 10 each'),
    '单芯硬线',
    'BV 1.5',
    '红/黄/绿/蓝/黑',
    10,
    '照明',
  );
  line(
    item('BV', '1*2.5', 600, undefined, '红黄绿各2 is 6 卷, and 数量 6 agrees'),
    '单芯硬线',
    'BV 2.5',
    '红黄绿各2',
    6,
    '插座',
  );
  line(
    item('BV', '1*2.5', 400, undefined, '同上: the BV 2.5 of the row above, in blue: an item of its own, 4 卷'),
    '同上　颜色：蓝',
    '',
    '',
    4,
    '零线',
  );
  line(item('BV', '1*4', 300, undefined, '双色: yellow/green earth wire, 3 卷'), '单芯硬线', 'BV 4', '双色', 3, '接地');
  line(item('BV', '1*4', 600, undefined, '各2 in 数量 over 红/黄/绿: 6 卷'), '单芯硬线', 'BV4', '红/黄/绿', '各2', '');
  line(
    item('BV', '1*6', 800, undefined, '6㎡ (the square-metre sign typed for 平方); 8 卷 in total'),
    '单芯硬线',
    'BV 6㎡',
    '红黄绿蓝',
    8,
    '空调',
  );
  line(item('BV', '1*10', 50, undefined, '半卷: half a 100 m coil'), '单芯硬线', 'BV 10平方', '黑', '半卷', '');
  line(item('BV', '1*16', 100, undefined, 'lower-case bv'), '单芯硬线', 'bv16', '黄绿', 1, '总等电位');
  line(review('红黄绿各2 makes 6 卷 but 数量 says 10: ask which'), '多股软线', 'BVR 2.5', '红黄绿各2', 10, '');
  line(item('BVR', '1*4', 200), '多股软线', 'BVR 4', '双色', 2, '');
  line(
    item('BVR', '1*25', 50, undefined, '50米 written in the 卷 column: 50 m'),
    '多股软线',
    'BVR 25',
    '黑',
    '50米',
    '配电箱进线',
  );
  line(item('RVV', '3*1.5', 300, undefined, '3 卷 of 100 m'), '护套线', 'RVV 3×1.5', '白', 3, '');
  line(item('RVV', '2*1', 200, undefined, 'full-width ＊; 2 卷'), '护套线', 'RVV 2＊1.0', '黑', 2, '');
  line(unknown('RVVP (screened flexible cable) is not in the catalogue'), '屏蔽线', 'RVVP 2×1.0', '黑', 1, '门禁');
  line(
    unknown('BVVB 2×1.5 (flat PVC-sheathed wire) is not in the catalogue'),
    '扁护套线',
    'BVVB 2×1.5',
    '白',
    5,
    '明线',
  );
  line(unknown('network cable, not in the catalogue'), '网线', '超五类', '蓝', '2箱', '');
  line(unknown('insulating tape, not a cable'), '电工胶布', '', '黑', 10, '');
  line(item('RVV', '4*1.5', 100, undefined, '1 卷'), '软护套线', 'RVV 4×1.5', '灰', 1, '');
  line(item('BV', '1*2.5', 1000, undefined, '红/蓝 各5: 10 卷'), '单芯硬线', 'BV 2.5', '红/蓝', '各5', '厨卫');
  line(unknown('PVC conduit, not a cable'), '线管', 'PVC 20', '白', '50根', '');
  b.add(spanned(noise, '送货地址：锦绣花园12栋东门　周师傅 139 0571 2368'), spanned(noise, '明天上午送到，急用'));
  const { data, rows } = await writeXlsx([b.sheet('订货单', [12, 12, 16, 10, 14])]);
  writeFileSync(join(HERE, file), data);
  writeKey(
    file,
    "an electrician's order of building wire (名称/规格/颜色/数量(卷)/备注) with the unit only in the header and a note row 每卷100米 above it; colours in their own column (红/黄/绿/蓝/黑, 红黄绿蓝, 双色, 黄绿, 红黄绿各2) and 数量 as a total (10, 8), as 各2 / 各5, as 半卷, as 50米 in the 卷 column, a 各2 that disagrees with its 数量; a row 同上　颜色：蓝 (the wire above in another colour); BV 1.5 / BV4 / BV 6㎡ / BV 10平方 / bv16, BVR, RVV 3×1.5 and RVV 2＊1.0, RVVP, BVVB 2×1.5, network cable in 箱, tape, conduit in 根; a delivery address and a note after the list",
    rows,
  );
  return { file, rows };
}

// ---------------------------------------------------------------------------------------------------------------
// 5. price-request-sheet2.xlsx: a 询价函 cover sheet, then the list on sheet 清单.
// ---------------------------------------------------------------------------------------------------------------

async function priceRequest() {
  const file = 'price-request-sheet2.xlsx';
  const cover = new Builder();
  cover.add(
    spanned(noise, '询　价　函'),
    spanned(noise, '致：华缆电线电缆有限公司 销售部'),
    row(
      noise,
      '我司承建的临港物流园二期供配电工程现需采购电力电缆一批，具体规格及数量详见本工作簿第二页“清单”。请贵司按清单格式报价，报价须含13%增值税专用发票及运费（送至项目现场），并注明交货周期及付款方式。',
    ),
    row(noise),
    row(noise),
    spanned(noise, '报价截止时间：2025年9月26日（星期五）17:00前，逾期不予受理。'),
    spanned(noise, '联系人：刘工　　电话：138 1790 4425　　传真：021-5896 0000'),
    spanned(noise, '询价单位：上海临港物流园建设发展有限公司（盖章）'),
    row(noise, '', '', '', '', '', '2025年9月19日'),
  );
  cover.merges.push([3, 1, 5, 6]);

  const list = new Builder();
  list.add(row(noise, '临港物流园二期供配电工程 电缆询价清单'), row(noise));
  list.merges.push([1, 1, 2, 6]);
  list.add(row(noise, '序号', '名称', '规格型号', '单位', '数量', '备注'));
  let no = 0;
  const line = (truth: Truth, name: string, spec: string, unit: string, qty: Cell, remark = '') => {
    no++;
    list.add(row(truth, no, name, spec, unit, qty, remark));
  };
  line(
    item('YJV', '4*50+1*25', 300, '0.6/1kV', '约300: quote the number'),
    '电力电缆',
    '0.6/1kV YJV 4×50+1×25',
    '米',
    '约300',
  );
  line(
    item('YJV', '4*95+1*50', 500, '0.6/1kV', '500±5%: the ±5% is the delivery tolerance, quote 500'),
    '电力电缆',
    '0.6/1kV YJV 4×95+1×50',
    '米',
    '500±5%',
  );
  line(
    item('YJV22', '3*185+1*95', 300, '0.6/1kV', '300(分3盘): 300 m in all, delivered on 3 drums (of 100 m)'),
    '电力电缆',
    '0.6/1kV YJV22 3X185+1X95mm²',
    '米',
    '300(分3盘)',
  );
  line(
    review('YJV is a copper cable but (铝) says aluminium: YJLV 4×120+1×70 or YJV? The price differs; ask'),
    '电力电缆',
    '0.6/1kV YJV 4*120+1*70(铝)',
    '米',
    260,
  );
  line(
    item('YJV22', '3*120', 1250, '8.7/15kV', '1,250 is a number shown with a thousands separator'),
    '高压电缆',
    '8.7/15kV YJV22 3×120',
    '米',
    { number: 1250, format: '#,##0' },
    '环网柜进线',
  );
  line(
    item('YJV', '3*240', 800, '8.7/15kV', '约0.8km in a 米 column: the unit in the cell wins, 800 m'),
    '高压电缆',
    '8.7/15kV YJV 3×240',
    '米',
    '约0.8km',
  );
  line(item('YJV', '1*300', 360, '8.7/15kV'), '高压电缆', '8.7/15kV YJV 1×300', '米', 360, '单芯');
  line(
    review('10kV is the network voltage alone: YJV22 3×95 is made at 0.6/1kV and 8.7/15kV (8.7/15kV meant?)'),
    '高压电缆',
    '10kV YJV22 3×95',
    '米',
    420,
  );
  line(item('ZR-YJV', '4*185+1*95', 380, '0.6/1kV'), '阻燃电缆', '0.6/1kV ZR-YJV 4×185+1×95', '米', 380);
  line(item('NH-YJV', '5*6', 450, '0.6/1kV', '约450'), '耐火电缆', '0.6/1kV NH-YJV 5×6', '米', '约450', '应急照明');
  line(review('200-250: a range, not an amount'), '电力电缆', '0.6/1kV YJV 3×25+2×16', '米', '200-250');
  line(item('YJLV', '3*150+2*70', 240, '0.6/1kV'), '铝芯电缆', '0.6/1kV YJLV 3×150+2×70', '米', 240, '铝芯');
  line(item('VV22', '4*35+1*16', 150, '0.6/1kV'), '电力电缆', '0.6/1kV VV22 4×35+1×16', '米', 150);
  line(item('KVV', '14*1.5', 600, '450/750V', '600±5%'), '控制电缆', '450/750V KVV 14×1.5', '米', '600±5%');
  line(item('KVV', '8*1', 1200, '450/750V', '约1.2千米'), '控制电缆', '450/750V KVV 8×1.0', '米', '约1.2千米');
  line(item('BV', '1*10', 600, '450/750V'), '电线', '450/750V BV 1×10', '米', 600);
  line(
    item('YJV', '1*400', 630, '26/35kV', '630(3×210): three single-core runs of 210 m, 630 in all'),
    '高压电缆',
    '26/35kV YJV 1×400',
    '米',
    '630(3×210)',
    '主变进线',
  );
  line(unknown('straight-through joints, an accessory'), '电缆中间接头', '8.7/15kV 3×120', '套', 4);
  line(unknown('terminations, an accessory'), '电缆终端头', '0.6/1kV 4×95 户内', '套', 12);
  line(review('数量 待定: no amount yet'), '电力电缆', '0.6/1kV YJV 4×16', '米', '待定');
  line(item('WDZ-YJY', '4*70+1*35', 330, '0.6/1kV'), '低烟无卤电缆', '0.6/1kV WDZ-YJY 4×70+1×35', '米', 330);
  list.add(
    row(noise, '合计', `共${no}项`),
    spanned(noise, '说明：1. 数量为估算量，以实际签收为准；2. 品牌要求国内一线品牌，须提供型式试验报告；'),
    spanned(noise, '3. 请注明交货期、付款方式及报价有效期。'),
  );
  const { data, rows: written } = await writeXlsx([
    cover.sheet('询价函', [14, 14, 14, 14, 14, 16]),
    list.sheet('清单', [6, 14, 32, 6, 14, 14], 3),
  ]);
  writeFileSync(join(HERE, file), data);
  // The product numbers a workbook's rows over its list sheets only, a cover letter's rows not counted (as
  // corpus/holdout's cover-and-list.xlsx is keyed): the key keys 清单's rows, numbered by their sheet row.
  const listRows = written.filter((r) => r.sheet === '清单').map((r) => ({ ...r, row: r.sheetRow! }));
  writeKey(
    file,
    'a workbook of two sheets: 询价函, a cover letter (title, 致：, the body in one cell merged over three rows, deadline, contact, company, date), then 清单 with a title merged over rows 1–2 and the header on row 3 (frozen); 规格型号 beginning with the voltage (0.6/1kV YJV 4×50+1×25, 8.7/15kV YJV22 3×120, 26/35kV YJV 1×400, 450/750V KVV 14×1.5), 3X185+1X95mm², 4*120+1*70(铝) under a copper model, 10kV YJV22 3×95; quantities 约300, 500±5%, 300(分3盘), 约0.8km and 约1.2千米 in a 米 column, 630(3×210), 1,250, 200-250, 待定; joints and terminations; 合计 共21项 and notes. The key covers 清单, its rows numbered by their sheet row',
    listRows,
    ['清单'],
  );
  return { file, rows: listRows };
}

async function main() {
  const made = [await twoRowItems(), await unitInFormat(), await bilingualBoq(), await coloursAndRolls()];
  made.push(await priceRequest());
  for (const { file, rows } of made) {
    const count = (expect: string) => rows.filter((r) => r.truth.expect === expect).length;
    const items = count('item');
    const others = items + count('review') + count('unknown');
    console.log(
      `${file}: ${rows.length} rows, ${items} items, ${count('review')} review, ${count('unknown')} unknown, ${count('noise')} noise (${Math.round((100 * items) / others)}% items)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
