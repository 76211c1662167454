/**
 * Checks the twenty-first holdout corpus against itself, the catalogue and its README, without the parser (adapted
 * from corpus/holdout20/check.ts, with holdout4's CSV and multi-sheet reading):
 * - every key is named after the whole file name (wechat-salesman.txt.key.json) and its file is there;
 * - every `item` names a catalogue cable (model and spec at the keyed scope); an item keyed without a scope must be
 *   made at one level only, with positive metres; every review / unknown row says why; rows are numbered 1..n;
 * - every key matches its generated file row for row: an .xlsx is opened with exceljs (every sheet in order, the rows
 *   of a later sheet after those of the one before, each key row's sheet and sheetRow where the file has it; merged
 *   cells read once, dates as yyyy-mm-dd, formulas as formula and cached value), the CSV is decoded as GBK (it must
 *   not be UTF-8) and split into records (quoted fields may hold commas), a text file is split into lines, a PDF is
 *   read with pdf.js and its text grouped into lines by position, top to bottom, page by page;
 * - what the README's judgement calls rest on, read from the files: in the chat no row under the salesperson's name
 *   line is anything but noise; in the e-mail nothing from -----Original Message----- on, and no line quoted with
 *   '>', is anything but noise; in the workbook only the 汇总 sheet carries items, its formulas' cached values are the
 *   building sheets' cells they name, its 合计 is their sum, each of its specs' 合计 equals that spec summed over the
 *   building sheets (the 汇总 repeats the detail, so it is quoted once), and an item's metres are the 合计 (× 100 for
 *   卷); in the CSV the 合计 line is the sum of the 数量 column and an item's metres are its 数量 in its unit; the PDF
 *   has more than one page, the table header on each page and 第 n 页 at the foot of each;
 * - the README's files table gives each file's rows, items, review, unknown and noise as the keys count them, and
 *   its total row their sums.
 *
 *   npx tsx corpus/holdout21/check.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildCatalogue } from '../../apps/mock-server/fixtures/catalogue';
import { type AnswerKey, dateText, formatted, type KeyRow } from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));
const FILES = [
  'wechat-salesman.txt',
  'cailiao-jihua.xlsx',
  'yonyou-qinggou.csv',
  'epc-email-swa.txt',
  'zhaobiao-huowu.pdf',
];
/** The salesperson's name on her messages' header lines in wechat-salesman.txt. */
const SALES = '恒力电缆-王丽';
const { cables } = buildCatalogue();
const problems: string[] = [];
const sameScope = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/** Letters, digits and CJK of a text, so a line read back compares with the key's text whatever the spacing. */
const bare = (text: string) => text.replace(/↑[^|]*/g, '').replace(/[\s|⏎]/g, '');

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

function cellShown(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  const format = cell.numFmt && cell.numFmt !== 'General' ? cell.numFmt : undefined;
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('formula' in value) {
      const result = Number(value.result ?? 0);
      return `=${value.formula} (${format ? formatted(result, format) : result})`;
    }
  }
  if (typeof value === 'number' && format) return formatted(value, format);
  return String(value);
}

/** The rows of every sheet of a workbook, one after another, and where each is. */
async function sheetLines(workbook: ExcelJS.Workbook): Promise<{ lines: string[]; where: string[] }> {
  const lines: string[] = [];
  const where: string[] = [];
  for (const sheet of workbook.worksheets) {
    for (let r = 1; r <= sheet.rowCount; r++) {
      const texts: string[] = [];
      sheet.getRow(r).eachCell({ includeEmpty: false }, (cell) => {
        if (cell.isMerged && cell.master.address !== cell.address) return;
        texts.push(cellShown(cell));
      });
      lines.push(texts.join(''));
      where.push(`${sheet.name}!${r}`);
    }
  }
  return { lines, where };
}

/** The CSV's text: it must be GBK (a Chinese ERP's export), so not valid UTF-8, and have no BOM. */
function gbkText(data: Buffer): string {
  if ((data[0] === 0xef && data[1] === 0xbb) || (data[0] === 0xff && data[1] === 0xfe))
    problems.push('yonyou-qinggou.csv has a BOM; a U8 export in GBK has none');
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    problems.push('yonyou-qinggou.csv decodes as UTF-8: it should be GBK');
  } catch {}
  return new TextDecoder('gbk').decode(data);
}

/** A CSV's records as fields (comma-separated; quoted fields may hold commas, quotes and line breaks). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || (ch === '\r' && text[i + 1] === '\n')) {
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
      if (ch === '\r') i++;
    } else field += ch;
  }
  if (quoted) problems.push('a CSV ends inside a quoted field');
  return records;
}

async function pdfPages(path: string): Promise<string[][]> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(path)), verbosity: 0 }).promise;
  const pages: string[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    const byY = new Map<number, { x: number; text: string }[]>();
    for (const entry of content.items) {
      if (!('str' in entry) || entry.str === '') continue;
      const y = Math.round(entry.transform[5]!);
      if (!byY.has(y)) byY.set(y, []);
      byY.get(y)!.push({ x: entry.transform[4]!, text: entry.str });
    }
    pages.push(
      [...byY.keys()]
        .sort((a, b) => b - a)
        .map((y) =>
          byY
            .get(y)!
            .sort((a, b) => a.x - b.x)
            .map((e) => e.text)
            .join(''),
        ),
    );
  }
  return pages;
}

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

const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/** No row under the salesperson's name line is anything but noise; every customer row that is keyed is the customer's. */
function checkChat(key: AnswerKey, lines: string[]) {
  const header = /^(.+) \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
  let speaker = '';
  let salesRows = 0;
  lines.forEach((line, i) => {
    const m = header.exec(line);
    if (m) {
      speaker = m[1]!;
      return;
    }
    if (speaker === '') problems.push(`${key.file} line ${i + 1}: a message before any name line`);
    if (speaker !== SALES) return;
    salesRows += 1;
    const truth = key.rows[i]?.truth;
    if (truth && truth.expect !== 'noise')
      problems.push(`${key.file} row ${i + 1}: the salesperson's own message is keyed ${truth.expect}`);
  });
  if (salesRows === 0) problems.push(`${key.file}: no message of ${SALES} found`);
}

/** Nothing from -----Original Message----- on, and no line quoted with '>', is anything but noise. */
function checkEmail(key: AnswerKey, lines: string[]) {
  const start = lines.findIndex((line) => line.startsWith('-----Original Message-----'));
  if (start < 0) problems.push(`${key.file}: no -----Original Message----- block`);
  if (!lines.some((line) => line.startsWith('>'))) problems.push(`${key.file}: no line quoted with '>'`);
  lines.forEach((line, i) => {
    const truth = key.rows[i]?.truth;
    if (truth && truth.expect !== 'noise' && ((start >= 0 && i >= start) || line.startsWith('>')))
      problems.push(`${key.file} row ${i + 1}: a line of the quoted thread is keyed ${truth.expect}`);
  });
  if (!key.rows.slice(0, start).some((r) => r.truth.expect === 'item'))
    problems.push(`${key.file}: no item above the quoted thread`);
}

/**
 * Only the 汇总 sheet carries keyed rows; its per-building formulas are the building sheets' cells they name, its 合计
 * is their sum, each spec's 合计 equals the spec summed over the building sheets, and an item's metres are the 合计
 * (× 100 for 卷).
 */
function checkWorkbook(key: AnswerKey, workbook: ExcelJS.Workbook, where: string[]) {
  const summary = workbook.getWorksheet('汇总');
  if (!summary) {
    problems.push(`${key.file}: no 汇总 sheet`);
    return;
  }
  key.rows.forEach((entry, i) => {
    if (entry.truth.expect !== 'noise' && !where[i]?.startsWith('汇总!'))
      problems.push(
        `${key.file} row ${entry.row}: ${where[i]} is keyed ${entry.truth.expect}; only the 汇总 is quoted`,
      );
  });
  const detail = new Map<string, number>();
  for (const sheet of workbook.worksheets) {
    if (sheet === summary) continue;
    for (let r = 1; r <= sheet.rowCount; r++) {
      const spec = sheet.getCell(r, 3).value;
      const amount = sheet.getCell(r, 5).value;
      if (typeof spec === 'string' && typeof amount === 'number') detail.set(spec, (detail.get(spec) ?? 0) + amount);
    }
  }
  const numberOf = (value: ExcelJS.CellValue): number | undefined => {
    if (typeof value === 'number') return value;
    if (value && typeof value === 'object' && 'formula' in value) return Number(value.result);
    return undefined;
  };
  const seen = new Set<string>();
  for (let r = 1; r <= summary.rowCount; r++) {
    const spec = summary.getCell(r, 3).value;
    const total = summary.getCell(r, 8).value;
    if (typeof spec !== 'string' || !total || typeof total !== 'object' || !('formula' in total)) continue;
    let sum = 0;
    for (let c = 5; c <= 7; c++) {
      const value = summary.getCell(r, c).value;
      if (!value || typeof value !== 'object' || !('formula' in value)) continue;
      const ref = /^'([^']+)'!([A-Z]+\d+)$/.exec(value.formula ?? '');
      if (!ref) {
        problems.push(`${key.file} 汇总!${summary.getCell(r, c).address}: ${value.formula} names no building cell`);
        continue;
      }
      const named = numberOf(workbook.getWorksheet(ref[1]!)?.getCell(ref[2]!).value ?? null);
      if (named === undefined || !close(named, Number(value.result)))
        problems.push(
          `${key.file} 汇总!${summary.getCell(r, c).address}: caches ${value.result}, ${ref[1]}!${ref[2]} is ${named}`,
        );
      if (summary.getCell(r, 3).value !== workbook.getWorksheet(ref[1]!)?.getCell(`C${ref[2]!.slice(1)}`).value)
        problems.push(`${key.file} 汇总!${summary.getCell(r, c).address}: ${ref[1]}!${ref[2]} is another spec's row`);
      sum += Number(value.result);
    }
    if (!close(sum, Number(total.result)))
      problems.push(`${key.file} 汇总!H${r}: 合计 ${total.result}, the buildings ${sum}`);
    if (!close(detail.get(spec) ?? 0, Number(total.result)))
      problems.push(
        `${key.file} 汇总!H${r}: ${spec} is ${total.result} in the 汇总, ${detail.get(spec)} over the buildings`,
      );
    seen.add(spec);
    const entry = key.rows.find((_k, i) => where[i] === `汇总!${r}`);
    if (entry?.truth.expect === 'item') {
      const unit = summary.getCell(r, 4).value;
      const metres = Number(total.result) * (unit === '卷' ? 100 : 1);
      if (!close(metres, entry.truth.metres))
        problems.push(
          `${key.file} row ${entry.row}: ${entry.truth.metres} m keyed, the 汇总 says ${total.result} ${unit}`,
        );
    }
  }
  for (const spec of detail.keys()) if (!seen.has(spec)) problems.push(`${key.file}: ${spec} is not in the 汇总`);
}

/** The 合计 line is the sum of the 数量 column; an item's metres are its 数量 in its unit (千米 / km × 1000, 卷 × 100). */
function checkErp(key: AnswerKey, records: string[][]) {
  const head = records[0] ?? [];
  const qty = head.indexOf('数量');
  const unit = head.indexOf('主计量单位');
  if (qty < 0 || unit < 0) {
    problems.push(`${key.file}: no 数量 / 主计量单位 column`);
    return;
  }
  const number = (text: string) => Number(text.replace(/,/g, ''));
  const body = records.slice(1, -1);
  const total = records[records.length - 1]!;
  if (total[0] !== '合计') problems.push(`${key.file}: the last line is not the 合计`);
  const sum = body.reduce((s, r) => s + number(r[qty]!), 0);
  if (!close(sum, number(total[qty]!)))
    problems.push(`${key.file}: 合计 ${total[qty]}, the 数量 column sums to ${sum}`);
  const factor: Record<string, number> = { 千米: 1000, km: 1000, 米: 1, 卷: 100 };
  body.forEach((record, i) => {
    const entry: KeyRow | undefined = key.rows[i + 1];
    if (entry?.truth.expect !== 'item') return;
    const f = factor[record[unit]!];
    if (f === undefined) problems.push(`${key.file} row ${entry.row}: an item in ${record[unit]}`);
    else if (!close(number(record[qty]!) * f, entry.truth.metres))
      problems.push(
        `${key.file} row ${entry.row}: ${entry.truth.metres} m keyed, the line says ${record[qty]} ${record[unit]}`,
      );
  });
}

/** More than one page; the table header on each; 第 n 页 共 N 页 the last line of page n. */
function checkPdf(key: AnswerKey, pages: string[][]) {
  if (pages.length < 2) problems.push(`${key.file}: ${pages.length} page(s)`);
  pages.forEach((lines, p) => {
    if (!lines.some((line) => bare(line).startsWith('序号货物名称规格型号')))
      problems.push(`${key.file}: page ${p + 1} has no table header`);
    if (bare(lines[lines.length - 1] ?? '') !== `第${p + 1}页共${pages.length}页`)
      problems.push(`${key.file}: page ${p + 1} ends "${lines[lines.length - 1]}"`);
  });
}

async function main() {
  const keyNames = readdirSync(HERE)
    .filter((name) => name.endsWith('.key.json'))
    .sort();
  const expected = FILES.map((file) => `${file}.key.json`).sort();
  if (keyNames.join() !== expected.join())
    problems.push(`the keys are ${keyNames.join(', ')}; expected ${expected.join(', ')}`);
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
    const kind = ext === 'xlsx' || ext === 'csv' ? 'sheet' : ext === 'pdf' ? 'pdf' : 'text';
    if (key.kind !== kind) problems.push(`${key.file}: kind ${key.kind}, expected ${kind}`);
    let lines: string[];
    if (ext === 'xlsx') {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(path);
      const sheet = await sheetLines(workbook);
      lines = sheet.lines;
      key.rows.forEach((entry, i) => {
        if (`${entry.sheet}!${entry.sheetRow}` !== sheet.where[i])
          problems.push(
            `${key.file} row ${entry.row}: the key says ${entry.sheet}!${entry.sheetRow}, the file ${sheet.where[i]}`,
          );
      });
      checkWorkbook(key, workbook, sheet.where);
    } else if (ext === 'csv') {
      const records = csvRecords(gbkText(readFileSync(path)));
      lines = records.map((fields) => fields.join(''));
      checkErp(key, records);
    } else if (ext === 'pdf') {
      const pages = await pdfPages(path);
      lines = pages.flat();
      if (key.rows.some((r) => r.text === '')) problems.push(`${key.file}: a PDF key row has no text`);
      checkPdf(key, pages);
    } else {
      lines = readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
      if (key.file === 'wechat-salesman.txt') checkChat(key, lines);
      if (key.file === 'epc-email-swa.txt') checkEmail(key, lines);
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
  console.log('all keys name catalogue cables, match their files line for line and the README table');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
