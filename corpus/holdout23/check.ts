/**
 * Checks the twenty-third holdout corpus against itself, the catalogue and its README, without the parser (adapted
 * from corpus/holdout22/check.ts):
 * - every key is named after the whole file name (xinxi-biao.xls.key.json) and its file is there;
 * - every `item` names a catalogue cable (model and spec at the keyed scope); an item keyed without a scope must be
 *   made at one level only, with positive metres; every review / unknown row says why; rows are numbered 1..n;
 * - every key matches its file row for row: the .xls must be a real Excel 97–2003 file (an OLE2 compound file with a
 *   BIFF8 Workbook stream, not an .xlsx renamed) and the .xlsx a zip; both are read with @e965/xlsx (SheetJS), one
 *   sheet, every 1-based sheet row from 1 to the last (cells covered by a merge read once, a formula as formula and
 *   value as shown, formatted numbers as shown, a hidden column's cells too); a text file is split into lines; the PDF
 *   is read with pdf.js and its text grouped into lines by position, top to bottom, page by page;
 * - what the README's judgement calls rest on, read from the files:
 *   xinxin-shifu: every 我： line, date-time line and the contact line is noise; an item's metres are its 盘 × 100
 *   (半盘 50, 两盘 200) or its 米; an item on a line with no model letters is BV, BVR (软线) or RVV (护套线 / 软护套线);
 *   an item on a line with letters is that model (upper-cased) and that spec; the 平房 and 4心 lines are there and not
 *   noise, the 4心 cable is not an item; 网线 is unknown; the 改成 line is an item and the line it changes review; the
 *   不要了 line is noise and the line it cancels review;
 *   xuanbi-wenjian: the header is on both pages (three times: each 标段 and page 2), noise; every 序号 row's 合价 is
 *   数量 × 单价; an item's metres are its 数量 (× 10000 for 万米), one row is in 万米; 按实 and 暂不采购 rows are not
 *   items; each 小计 sums its 标段's 合价, and the 合计 the two 小计; 小计 / 合计 lines are noise;
 *   bs-email: an item's metres are its lengths (n x Lm lengths, n drums of Lm, n coils of Lm (each colour, times the
 *   colours), or Lm); no SWA line is an item; the item the e-mail says to ignore is review, and it is the only review;
 *   600/1000V items are 0.6/1kV; 6491X items are BV; nothing from Best regards on is anything but noise;
 *   xinxi-biao: the helper column 辅助 is hidden and holds 长度 × 1000; an item's model is its 型号, its spec 芯数 ×
 *   截面 and its metres 长度(km) × 1000, at the 注's 0.6/1kV; a row whose 型号 and 芯数 × 截面 are a catalogue cable with
 *   a length is an item; 长度 待定 is not; 楼层 is merged down over each floor's rows; the 合计 SUMs every 序号 row;
 *   qiwei-wendang: the two-level header (规格型号 over 型号 / 规格 / 电压, 需求数量 over 一期 / 二期 / 合计); every
 *   row is 已下单 or 待询价; 已下单 is review; an item is 待询价, its model / spec / scope those of the row and its
 *   metres the 合计 (× 1000 for 千米, × 100 for 卷); 合计 is 一期 + 二期; a 待询价 row of a catalogue cable with a 合计
 *   is an item;
 * - the README's files table gives each file's rows, items, review, unknown and noise as the keys count them, and its
 *   total row their sums.
 *
 *   npx tsx corpus/holdout23/check.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildCatalogue } from '../../apps/mock-server/fixtures/catalogue';
import type { AnswerKey, KeyRow } from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));
const FILES = ['xinxin-shifu.txt', 'xuanbi-wenjian.pdf', 'bs-email.txt', 'xinxi-biao.xls', 'qiwei-wendang.xlsx'];
const { cables } = buildCatalogue();
const problems: string[] = [];
const sameScope = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();
const inCatalogue = (model: string, spec: string, scope?: string) =>
  cables.some((c) => c.model === model && c.spec === spec && (scope === undefined || sameScope(c.scope, scope)));

/** Letters, digits and CJK of a text, so a line read back compares with the key's text whatever the spacing. */
const bare = (text: string) => text.replace(/↑[^|]*/g, '').replace(/[\s|⏎]/g, '');
const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;
const isItem = (truth: KeyRow['truth'] | undefined) => truth?.expect === 'item';
/** A spec as the catalogue writes it: * between count and area, 1.0 as 1. */
const asSpec = (spec: string) =>
  spec
    .replace(/[×xX]/g, '*')
    .replace(/(\d+)\.0(?!\d)/g, '$1')
    .replace(/\s+/g, '');

function checkTruths(key: AnswerKey) {
  key.rows.forEach((entry, i) => {
    if (entry.row !== i + 1) problems.push(`${key.file}: key row ${i + 1} is numbered ${entry.row}`);
    const truth = entry.truth;
    if (truth.expect === 'item') {
      const made = cables.filter((c) => c.model === truth.model && c.spec === truth.spec);
      const found = made.filter((c) => truth.scope === undefined || sameScope(c.scope, truth.scope));
      if (found.length === 0)
        problems.push(
          `${key.file} row ${entry.row}: ${truth.model} ${truth.scope ?? '*'} ${truth.spec} not in catalogue`,
        );
      if (truth.scope === undefined && new Set(made.map((c) => c.scope)).size > 1)
        problems.push(
          `${key.file} row ${entry.row}: ${truth.model} ${truth.spec} is made at ${made.map((c) => c.scope).join(', ')}: key a scope or a review`,
        );
      if (!(truth.metres > 0)) problems.push(`${key.file} row ${entry.row}: metres ${truth.metres}`);
    } else if (truth.expect !== 'noise' && !truth.why) problems.push(`${key.file} row ${entry.row}: no why`);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The workbooks.

interface Sheet {
  sheet: XLSX.WorkSheet;
  /** 1-based rows: the texts of the row's cells as shown (a cell covered by a merge left out). */
  cells: string[][];
  /** The cell texts by column (1-based), '' where empty or covered by a merge. */
  grid: string[][];
}

/** The .xls's BIFF8 Workbook stream: it must be an OLE2 compound file, the Excel 97–2003 format. */
function checkBiff(file: string, data: Buffer) {
  if (data.readUInt32BE(0) !== 0xd0cf11e0 || data.readUInt32BE(4) !== 0xa1b11ae1) {
    problems.push(`${file}: not an OLE2 compound file (an Excel 97–2003 .xls)`);
    return;
  }
  const cfb = XLSX.CFB.read(data, { type: 'buffer' });
  const entry = XLSX.CFB.find(cfb, 'Workbook');
  if (!entry?.content) {
    problems.push(`${file}: no BIFF8 Workbook stream`);
    return;
  }
  const stream = Buffer.from(entry.content as Uint8Array);
  if (stream.readUInt16LE(0) !== 0x0809 || stream.readUInt16LE(4) !== 0x0600)
    problems.push(`${file}: the Workbook stream is not BIFF8`);
}

function readSheet(file: string, path: string): Sheet | undefined {
  const data = readFileSync(path);
  if (file.endsWith('.xls')) checkBiff(file, data);
  else if (data.readUInt32LE(0) !== 0x04034b50) problems.push(`${file}: not a zip (an .xlsx)`);
  const book = XLSX.read(data, { type: 'buffer', cellFormula: true, cellNF: true, cellStyles: true });
  if (book.SheetNames.length !== 1) problems.push(`${file}: ${book.SheetNames.length} sheets, expected 1`);
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  const merges = sheet['!merges'] ?? [];
  const covered = (r: number, c: number) =>
    merges.some((m) => m.s.r <= r && r <= m.e.r && m.s.c <= c && c <= m.e.c && (m.s.r !== r || m.s.c !== c));
  const cells: string[][] = [[]];
  const grid: string[][] = [[]];
  for (let r = 0; r <= range.e.r; r++) {
    const texts: string[] = [];
    const columns: string[] = [''];
    for (let c = 0; c <= range.e.c; c++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      let text = '';
      if (cell && cell.t !== 'z' && cell.v !== undefined && !covered(r, c)) {
        const shown = cell.w ?? String(cell.v);
        text = cell.f ? `=${cell.f} (${shown})` : shown;
      }
      columns.push(text);
      if (text !== '') texts.push(text);
    }
    cells.push(texts);
    grid.push(columns);
  }
  return { sheet, cells, grid };
}

/** The first row whose cells include every one of the header words, and each word's column. */
function headerOf(file: string, sheet: Sheet, words: string[]): { row: number; col: Record<string, number> } {
  for (let r = 1; r < sheet.grid.length; r++) {
    const line = sheet.grid[r]!;
    if (words.every((w) => line.includes(w))) {
      const col: Record<string, number> = {};
      for (const w of words) col[w] = line.indexOf(w);
      return { row: r, col };
    }
  }
  problems.push(`${file}: no header row with ${words.join(' / ')}`);
  return { row: 0, col: {} };
}

/** A formula cell's value as shown: `=F (v)` → v. */
const shownValue = (text: string) => /^=.* \((.*)\)$/.exec(text)?.[1] ?? text;

/** 芯数 "4+1" and 截面 "120/70" → 4*120+1*70; 芯数 "5" and 截面 "16" → 5*16. */
function composed(cores: string, area: string): string | undefined {
  const counts = cores.split('+');
  const areas = area.split('/');
  if (counts.length !== areas.length || counts.some((n) => !/^\d+$/.test(n))) return undefined;
  return counts.map((n, i) => `${n}*${areas[i]}`).join('+');
}

/**
 * xinxi-biao: 辅助 hidden and = 长度 × 1000; items are 型号 / 芯数 × 截面 / 长度 × 1000 at 0.6/1kV; catalogue rows
 * with a length are items; 楼层 merged; the 合计 SUMs.
 */
function checkInfo(key: AnswerKey, sheet: Sheet) {
  const words = ['序号', '楼层', '回路编号', '型号', '芯数', '截面', '长度(km)', '辅助', '备注'];
  const { row: head, col } = headerOf(key.file, sheet, words);
  if (head === 0) return;
  const cols = sheet.sheet['!cols'] ?? [];
  if (!cols[col.辅助! - 1]?.hidden) problems.push(`${key.file}: the helper column 辅助 is not hidden`);
  for (const w of words.filter((w) => w !== '辅助'))
    if (cols[col[w]! - 1]?.hidden) problems.push(`${key.file}: column ${w} is hidden`);
  if (!sheet.cells.some((texts) => texts.some((t) => /电压等级均为0\.6\/1kV/.test(t) && /千米（km）/.test(t))))
    problems.push(`${key.file}: no 注 giving 0.6/1kV and km`);
  const numbered: number[] = [];
  for (let r = head + 1; r < sheet.grid.length; r++) {
    const line = sheet.grid[r]!;
    if (!/^\d+$/.test(line[col.序号!] ?? '')) continue;
    numbered.push(r);
    const truth = key.rows[r - 1]?.truth;
    const model = line[col.型号!]!;
    const spec = composed(line[col.芯数!]!, line[col.截面!]!);
    const length = line[col['长度(km)']!]!;
    const km = /^\d+(\.\d+)?$/.test(length) ? Number(length) : Number.NaN;
    const helper = shownValue(line[col.辅助!] ?? '');
    if (!Number.isNaN(km) && Number(helper) !== Math.round(km * 1000))
      problems.push(`${key.file} row ${r}: 辅助 ${helper}, 长度 ${length} km`);
    if (Number.isNaN(km) && isItem(truth)) problems.push(`${key.file} row ${r}: 长度 ${length} keyed item`);
    if (spec && inCatalogue(model, spec, '0.6/1kV') && !Number.isNaN(km) && !isItem(truth))
      problems.push(`${key.file} row ${r}: ${model} ${spec} ${length} km is a catalogue cable, keyed ${truth?.expect}`);
    if (truth?.expect !== 'item') continue;
    if (truth.model !== model || truth.spec !== spec || !sameScope(truth.scope ?? '', '0.6/1kV'))
      problems.push(
        `${key.file} row ${r}: keyed ${truth.model} ${truth.scope} ${truth.spec}, the row ${model} ${spec}`,
      );
    if (!close(km * 1000, truth.metres))
      problems.push(`${key.file} row ${r}: ${truth.metres} m keyed, the row says ${length} km`);
  }
  if (numbered.length < 10) problems.push(`${key.file}: only ${numbered.length} 序号 rows`);
  const merges = sheet.sheet['!merges'] ?? [];
  const floorMerges = merges.filter((m) => m.s.c === col.楼层! - 1 && m.e.c === m.s.c && m.e.r > m.s.r);
  if (floorMerges.length < 3) problems.push(`${key.file}: 楼层 is merged down only ${floorMerges.length} times`);
  for (const m of floorMerges)
    if (!numbered.includes(m.s.r + 1) || !numbered.includes(m.e.r + 1))
      problems.push(`${key.file}: a 楼层 merge off the 序号 rows`);
  const total = sheet.grid.findIndex((line) => line[1] === '合计');
  const sum = /^=SUM\(G(\d+):G(\d+)\)/.exec(total < 0 ? '' : (sheet.grid[total]![col['长度(km)']!] ?? ''));
  if (!sum) problems.push(`${key.file}: no 合计 SUM of 长度`);
  else if (Number(sum[1]) > Math.min(...numbered) || Number(sum[2]) < Math.max(...numbered))
    problems.push(`${key.file}: the 合计 sums rows ${sum[1]}–${sum[2]}`);
  else if (key.rows[total - 1]?.truth.expect !== 'noise') problems.push(`${key.file}: the 合计 row is not noise`);
}

/** qiwei-wendang: the two-level header; 已下单 review; items 待询价 at their 合计; 合计 = 一期 + 二期. */
function checkWecom(key: AnswerKey, sheet: Sheet) {
  const top = headerOf(key.file, sheet, ['序号', '规格型号', '单位', '需求数量', '状态', '负责人', '备注']);
  const sub = headerOf(key.file, sheet, ['型号', '规格', '电压', '一期', '二期', '合计']);
  if (top.row === 0 || sub.row !== top.row + 1) {
    problems.push(`${key.file}: the header is not two rows`);
    return;
  }
  const merges = sheet.sheet['!merges'] ?? [];
  const over = (word: string, words: string[]) => {
    const c = top.col[word]! - 1;
    const m = merges.find((x) => x.s.r === top.row - 1 && x.e.r === top.row - 1 && x.s.c === c);
    if (!m || words.some((w) => sub.col[w]! - 1 < m.s.c || sub.col[w]! - 1 > m.e.c))
      problems.push(`${key.file}: ${word} is not merged over ${words.join(' / ')}`);
  };
  over('规格型号', ['型号', '规格', '电压']);
  over('需求数量', ['一期', '二期', '合计']);
  const col = { ...top.col, ...sub.col };
  const num = (text: string) =>
    text === '' || text === '—' ? 0 : /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  let ordered = 0;
  for (let r = sub.row + 1; r < sheet.grid.length; r++) {
    const line = sheet.grid[r]!;
    const truth = key.rows[r - 1]?.truth;
    const status = line[col.状态!];
    if (status !== '已下单' && status !== '待询价') problems.push(`${key.file} row ${r}: 状态 ${status}`);
    if (status === '已下单') {
      ordered += 1;
      if (truth?.expect !== 'review') problems.push(`${key.file} row ${r}: 已下单 keyed ${truth?.expect}`);
    }
    const [a, b, total] = [num(line[col.一期!]!), num(line[col.二期!]!), num(line[col.合计!]!)];
    if (!Number.isNaN(a + b + total) && !close(a + b, total))
      problems.push(`${key.file} row ${r}: 合计 ${total} is not 一期 ${a} + 二期 ${b}`);
    const model = line[col.型号!]!;
    const spec = asSpec(line[col.规格!]!);
    const scope = line[col.电压!]!;
    const factor = { 米: 1, 千米: 1000, 卷: 100 }[line[col.单位!]!] ?? Number.NaN;
    if (status === '待询价' && inCatalogue(model, spec, scope) && total > 0 && !isItem(truth))
      problems.push(`${key.file} row ${r}: a 待询价 catalogue cable with a 合计 keyed ${truth?.expect}`);
    if (truth?.expect !== 'item') continue;
    if (status !== '待询价') problems.push(`${key.file} row ${r}: an item not 待询价`);
    if (truth.model !== model || truth.spec !== spec || !sameScope(truth.scope ?? '', scope))
      problems.push(
        `${key.file} row ${r}: keyed ${truth.model} ${truth.scope} ${truth.spec}, the row ${model} ${scope} ${spec}`,
      );
    if (!close(total * factor, truth.metres))
      problems.push(`${key.file} row ${r}: ${truth.metres} m keyed, the 合计 is ${line[col.合计!]} ${line[col.单位!]}`);
  }
  if (ordered === 0) problems.push(`${key.file}: no 已下单 row`);
}

// ---------------------------------------------------------------------------------------------------------------
// The PDF.

interface PdfLineRead {
  page: number;
  text: string;
  /** The texts by the table column their x falls in (left edges as generate.ts draws them). */
  byColumn: string[];
}

/** The table's column left edges in the PDF (the writer's margin 36 + generate.ts's columns). */
const PDF_COLUMNS = [0, 30, 120, 300, 336, 396, 476, 576, 646, 716].map((x) => 36 + x);

async function pdfLines(path: string): Promise<PdfLineRead[]> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(path)), verbosity: 0 }).promise;
  const lines: PdfLineRead[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    const byY = new Map<number, { x: number; text: string }[]>();
    for (const entry of content.items) {
      if (!('str' in entry) || entry.str === '') continue;
      const y = Math.round(entry.transform[5]!);
      if (!byY.has(y)) byY.set(y, []);
      byY.get(y)!.push({ x: entry.transform[4]!, text: entry.str });
    }
    for (const y of [...byY.keys()].sort((a, b) => b - a)) {
      const entries = byY.get(y)!.sort((a, b) => a.x - b.x);
      const byColumn = PDF_COLUMNS.map(() => '');
      for (const e of entries) {
        let c = PDF_COLUMNS.length - 1;
        while (c > 0 && e.x < PDF_COLUMNS[c]!) c--;
        byColumn[c] += e.text;
      }
      lines.push({ page: p, text: entries.map((e) => e.text).join(''), byColumn: byColumn.map((t) => t.trim()) });
    }
  }
  return lines;
}

/** xuanbi-wenjian: header on both pages; 合价 = 数量 × 单价; metres = 数量 (× 10000 万米); 小计 and 合计. */
function checkBid(key: AnswerKey, lines: PdfLineRead[]) {
  const money = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);
  const headers = lines.filter((l) => l.byColumn[0] === '序号' && l.byColumn[5] === '最高限价（元）');
  if (headers.length !== 3) problems.push(`${key.file}: the header is drawn ${headers.length} times, expected 3`);
  if (new Set(headers.map((h) => h.page)).size !== 2) problems.push(`${key.file}: the header is not on both pages`);
  lines.forEach((l, i) => {
    if ((l.byColumn[0] === '序号' || l.byColumn[5] === '单价') && key.rows[i]?.truth.expect !== 'noise')
      problems.push(`${key.file} line ${i + 1}: a header line keyed ${key.rows[i]?.truth.expect}`);
  });
  let lot: number[] = [];
  const subtotals: number[] = [];
  let tenThousand = 0;
  lines.forEach((l, i) => {
    const truth = key.rows[i]?.truth;
    const [no, , , unit, qty, price, total, , , note] = l.byColumn as string[];
    if (/标段：/.test(l.text)) lot = [];
    if (/^\d+$/.test(no!)) {
      const amount = /^\d+(\.\d+)?$/.test(qty!) ? Number(qty) : Number.NaN;
      if (!Number.isNaN(amount) && total !== '—') {
        const want = Math.round(amount * Number(price!.replace(/,/g, '')) * 100);
        if (want !== money(total!)) problems.push(`${key.file} line ${i + 1}: 合价 ${total} is not ${qty} × ${price}`);
        lot.push(want);
      }
      if ((Number.isNaN(amount) || note === '暂不采购') && isItem(truth))
        problems.push(`${key.file} line ${i + 1}: 数量 ${qty} ${note} keyed item`);
      if (unit === '万米') tenThousand += 1;
      if (truth?.expect === 'item') {
        const factor = unit === '万米' ? 10000 : unit === '米' ? 1 : Number.NaN;
        if (!close(amount * factor, truth.metres))
          problems.push(`${key.file} line ${i + 1}: ${truth.metres} m keyed, the row says ${qty} ${unit}`);
      }
      return;
    }
    if (/小计|合计/.test(l.text)) {
      if (truth?.expect !== 'noise') problems.push(`${key.file} line ${i + 1}: a 小计 / 合计 keyed ${truth?.expect}`);
      const shown = money(total!);
      if (/小计/.test(l.text)) {
        const want = lot.reduce((a, b) => a + b, 0);
        if (shown !== want) problems.push(`${key.file} line ${i + 1}: 小计 ${total}, the 标段 sums ${want / 100}`);
        subtotals.push(shown);
      } else if (shown !== subtotals.reduce((a, b) => a + b, 0))
        problems.push(`${key.file} line ${i + 1}: 合计 ${total} is not the sum of the 小计`);
    }
  });
  if (subtotals.length !== 2) problems.push(`${key.file}: ${subtotals.length} 小计, expected 2`);
  if (tenThousand !== 1) problems.push(`${key.file}: ${tenThousand} rows in 万米, expected 1`);
}

// ---------------------------------------------------------------------------------------------------------------
// The text files.

const WORD_NUMBERS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 半: 0.5 };

/** xinxin-shifu: his lines, her lines, 盘 × 100, household models, the change and the cancellation. */
function checkShifu(key: AnswerKey, lines: string[]) {
  const saw = { 平房: false, 心: false, 网线: false };
  lines.forEach((line, i) => {
    const truth = key.rows[i]?.truth;
    const own = /^我：/.test(line);
    const stamp = /^\d+月\d+日 \d{2}:\d{2}$/.test(line);
    if ((own || stamp || i === 0) && truth?.expect !== 'noise')
      problems.push(
        `${key.file} line ${i + 1}: ${own ? "the salesperson's line" : 'a header line'} keyed ${truth?.expect}`,
      );
    if (!own && !stamp && i > 0 && !/^王师傅：/.test(line)) problems.push(`${key.file} line ${i + 1}: no sender`);
    if (/平房/.test(line)) {
      saw.平房 = true;
      if (truth?.expect === 'noise') problems.push(`${key.file} line ${i + 1}: the 平房 line is noise`);
    }
    if (/\d心/.test(line)) {
      saw.心 = true;
      if (truth?.expect !== 'review')
        problems.push(`${key.file} line ${i + 1}: the 心 cable with no model is ${truth?.expect}`);
    }
    if (/网线/.test(line)) {
      saw.网线 = true;
      if (truth?.expect !== 'unknown') problems.push(`${key.file} line ${i + 1}: 网线 keyed ${truth?.expect}`);
    }
    if (truth?.expect !== 'item') return;
    const text = line.replace(/^王师傅：(\[语音转文字\] )?/, '');
    const coils = /(\d+|[一两二三四五半])盘/.exec(text);
    const metres = /(\d+)米/.exec(text);
    const amount = coils
      ? (WORD_NUMBERS[coils[1]!] ?? Number(coils[1])) * 100
      : metres
        ? Number(metres[1])
        : Number.NaN;
    if (!close(amount, truth.metres))
      problems.push(`${key.file} line ${i + 1}: ${truth.metres} m keyed, the line says ${text}`);
    const letters = /([a-z][a-z\d-]*?)(\d+\*[\d.]+(?:\+\d+\*[\d.]+)?)/i.exec(text);
    if (letters) {
      if (truth.model !== letters[1]!.toUpperCase() || truth.spec !== letters[2])
        problems.push(
          `${key.file} line ${i + 1}: keyed ${truth.model} ${truth.spec}, the line ${letters[1]}${letters[2]}`,
        );
    } else {
      const want = /护套线/.test(text) ? 'RVV' : /软线/.test(text) ? 'BVR' : 'BV';
      if (truth.model !== want)
        problems.push(`${key.file} line ${i + 1}: household wire keyed ${truth.model}, not ${want}`);
    }
  });
  for (const [word, seen] of Object.entries(saw)) if (!seen) problems.push(`${key.file}: no ${word} line`);
  // The change (改成) and the cancellation (不要了) of earlier lines of the same size.
  const size = (line: string) => /(\d+(?:\.\d+)?)(?:平|的)/.exec(line.replace(/^王师傅：/, ''))?.[1];
  for (const [word, expect] of [
    ['改成', 'item'],
    ['不要了', 'noise'],
  ] as const) {
    const at = lines.findIndex((line) => line.includes(word));
    if (at < 0) {
      problems.push(`${key.file}: no ${word} line`);
      continue;
    }
    if (key.rows[at]?.truth.expect !== expect)
      problems.push(`${key.file} line ${at + 1}: ${word} keyed ${key.rows[at]?.truth.expect}`);
    const earlier = lines.findIndex((line, k) => k < at && /盘/.test(line) && size(line) === size(lines[at]!));
    if (earlier < 0 || key.rows[earlier]?.truth.expect !== 'review')
      problems.push(`${key.file}: the line ${word} refers to is not review`);
  }
}

/** bs-email: lengths, SWA, the ignored item, 600/1000V, 6491X, the signature. */
function checkEmail(key: AnswerKey, lines: string[]) {
  const ignored = lines.map((l) => /^Please ignore item (\d+)\b/.exec(l)?.[1]).filter(Boolean);
  if (ignored.length !== 1) problems.push(`${key.file}: ${ignored.length} lines saying to ignore an item`);
  const reviews = key.rows.filter((r) => r.truth.expect === 'review');
  let numbered = 0;
  lines.forEach((line, i) => {
    const truth = key.rows[i]?.truth;
    const no = /^(\d+)\. /.exec(line)?.[1];
    if (!no) return;
    numbered += 1;
    if (ignored.includes(no) && truth?.expect !== 'review')
      problems.push(`${key.file} item ${no}: ignored, keyed ${truth?.expect}`);
    if (/SWA/.test(line) && isItem(truth)) problems.push(`${key.file} item ${no}: an SWA cable keyed item`);
    if (truth?.expect !== 'item') return;
    const amount = /– (.*)$/.exec(line)?.[1] ?? '';
    const lengths = /^(\d+) x (\d+)m lengths$/.exec(amount);
    const drums = /^(\d+) drums of (\d+)m$/.exec(amount);
    const coils = /^(\d+) coils of (\d+)m( each colour)?$/.exec(amount);
    const plain = /^([\d,]+)m$/.exec(amount);
    let metres = Number.NaN;
    if (lengths) metres = Number(lengths[1]) * Number(lengths[2]);
    else if (drums) metres = Number(drums[1]) * Number(drums[2]);
    else if (coils) {
      const colours = coils[3] ? (/, ([a-z/]+) –/.exec(line)?.[1]?.split('/').length ?? Number.NaN) : 1;
      metres = Number(coils[1]) * Number(coils[2]) * colours;
    } else if (plain) metres = Number(plain[1]!.replace(/,/g, ''));
    if (!close(metres, truth.metres))
      problems.push(`${key.file} item ${no}: ${truth.metres} m keyed, the line says ${amount}`);
    if (/600\/1000V/.test(line) && truth.scope !== '0.6/1kV')
      problems.push(`${key.file} item ${no}: 600/1000V keyed ${truth.scope}`);
    if (/6491X/.test(line) && truth.model !== 'BV') problems.push(`${key.file} item ${no}: 6491X keyed ${truth.model}`);
  });
  if (numbered < 15) problems.push(`${key.file}: only ${numbered} numbered items`);
  if (reviews.length !== 1) problems.push(`${key.file}: ${reviews.length} review rows, expected only the ignored item`);
  const regards = lines.indexOf('Best regards,');
  if (regards < 0) problems.push(`${key.file}: no Best regards`);
  for (let i = regards; regards >= 0 && i < lines.length; i++)
    if (key.rows[i]?.truth.expect !== 'noise')
      problems.push(`${key.file} line ${i + 1}: the signature keyed ${key.rows[i]?.truth.expect}`);
}

// ---------------------------------------------------------------------------------------------------------------
/** The README's files table: file → [rows, items, review, unknown, noise], and its **total** row under 'total'. */
function readmeCounts(): Map<string, number[]> {
  const counts = new Map<string, number[]>();
  const readme = readFileSync(join(HERE, 'README.md'), 'utf8');
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((c) => c.trim().replace(/\*\*/g, ''));
    if (cells.length < 9 || !(FILES.includes(cells[1]!) || cells[1] === 'total')) continue;
    counts.set(cells[1]!, cells.slice(3, 8).map(Number));
  }
  return counts;
}

async function main() {
  const keyNames = readdirSync(HERE)
    .filter((name) => name.endsWith('.key.json'))
    .sort();
  const expected = FILES.map((file) => `${file}.key.json`).sort();
  if (keyNames.join() !== expected.join())
    problems.push(`the keys are ${keyNames.join(', ')}; expected ${expected.join(', ')}`);
  const strays = readdirSync(HERE).filter((name) => name.endsWith('.xlsx') && !FILES.includes(name));
  if (strays.length > 0) problems.push(`left-over .xlsx: ${strays.join(', ')}`);
  const readme = readmeCounts();
  const totals = [0, 0, 0, 0, 0];
  let items = 0;
  for (const name of keyNames) {
    const key = JSON.parse(readFileSync(join(HERE, name), 'utf8')) as AnswerKey;
    if (`${key.file}.key.json` !== name) problems.push(`${name} keys ${key.file}`);
    const path = join(HERE, key.file);
    if (!existsSync(path)) {
      problems.push(`${key.file} is missing`);
      continue;
    }
    checkTruths(key);
    const count = (expect: string) => key.rows.filter((r) => r.truth.expect === expect).length;
    items += count('item');
    const ext = key.file.slice(key.file.lastIndexOf('.') + 1);
    const kind = ext === 'xls' || ext === 'xlsx' ? 'sheet' : ext === 'pdf' ? 'pdf' : 'text';
    if (key.kind !== kind) problems.push(`${key.file}: kind ${key.kind}, expected ${kind}`);
    let lines: string[];
    if (kind === 'sheet') {
      const sheet = readSheet(key.file, path);
      if (!sheet) continue;
      lines = sheet.cells.slice(1).map((texts) => texts.join(''));
      if (key.rows.some((entry) => entry.sheet !== undefined))
        problems.push(`${key.file}: a one-sheet key names a sheet (its rows are the sheet's own)`);
      if (key.file === 'xinxi-biao.xls') checkInfo(key, sheet);
      if (key.file === 'qiwei-wendang.xlsx') checkWecom(key, sheet);
    } else if (kind === 'pdf') {
      const read = await pdfLines(path);
      lines = read.map((l) => l.text);
      if (key.rows.some((r) => r.text === '')) problems.push(`${key.file}: a PDF key row has no text`);
      checkBid(key, read);
    } else {
      lines = readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
      if (key.file === 'xinxin-shifu.txt') checkShifu(key, lines);
      if (key.file === 'bs-email.txt') checkEmail(key, lines);
    }
    if (lines.length !== key.rows.length)
      problems.push(`${key.file}: the file has ${lines.length} rows/lines, the key ${key.rows.length}`);
    key.rows.forEach((entry, i) => {
      if (bare(lines[i] ?? '') !== bare(entry.text))
        problems.push(`${key.file} row ${entry.row}: file "${lines[i]}" vs key "${entry.text}"`);
    });
    const counted = [key.rows.length, count('item'), count('review'), count('unknown'), count('noise')];
    counted.forEach((n, i) => {
      totals[i]! += n;
    });
    const written = readme.get(key.file);
    if (!written) problems.push(`README.md has no row for ${key.file}`);
    else if (written.join() !== counted.join())
      problems.push(`README.md gives ${key.file} ${written.join('/')}, the key ${counted.join('/')}`);
    console.log(
      `${key.file}: ${key.rows.length} rows checked (${counted[1]} items, ${counted[2]} review, ${counted[3]} unknown, ${counted[4]} noise)`,
    );
  }
  const total = readme.get('total');
  if (!total) problems.push('README.md has no total row');
  else if (total.join() !== totals.join())
    problems.push(`README.md gives the total ${total.join('/')}, the keys ${totals.join('/')}`);
  console.log(`${keyNames.length} keys, ${items} item rows`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log('all keys name catalogue cables, match their files row for row and the README table');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
