/**
 * Checks the twentieth holdout corpus against itself, the catalogue and its README, without the parser (adapted from
 * corpus/holdout19/check.ts, itself adapted from corpus/holdout4/check.ts):
 * - every key is named after the whole file name (dianlan-qingce.xlsx.key.json) and its file is there;
 * - every `item` names a catalogue cable (model and spec at the keyed scope); an item keyed without a scope must be
 *   made at one level only, with positive metres; every review / unknown row says why; rows are numbered 1..n;
 * - every key matches its generated file row for row: an .xlsx is opened with exceljs (merged cells read once, dates
 *   as yyyy-mm-dd, formulas as formula and cached value), a text file is split into lines, a PDF is read with pdf.js
 *   and its text grouped into lines by position, top to bottom, page by page;
 * - the README's files table gives each file's rows, items, review, unknown and noise as the keys count them, and
 *   its total row their sums.
 *
 *   npx tsx corpus/holdout20/check.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildCatalogue } from '../../apps/mock-server/fixtures/catalogue';
import { type AnswerKey, dateText, formatted } from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));
const FILES = [
  'dianlan-qingce.xlsx',
  'qingdan-tezheng.xlsx',
  'alibaba-1688.txt',
  'aicaigou-leads.txt',
  'songhuodan.pdf',
];
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

async function sheetLines(path: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const lines: string[] = [];
  for (const sheet of workbook.worksheets) {
    for (let r = 1; r <= sheet.rowCount; r++) {
      const texts: string[] = [];
      sheet.getRow(r).eachCell({ includeEmpty: false }, (cell) => {
        if (cell.isMerged && cell.master.address !== cell.address) return;
        texts.push(cellShown(cell));
      });
      lines.push(texts.join(''));
    }
  }
  return lines;
}

async function pdfLines(path: string): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(path)), verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    const byY = new Map<number, { x: number; text: string }[]>();
    for (const entry of content.items) {
      if (!('str' in entry) || entry.str === '') continue;
      const y = Math.round(entry.transform[5]!);
      if (!byY.has(y)) byY.set(y, []);
      byY.get(y)!.push({ x: entry.transform[4]!, text: entry.str });
    }
    for (const y of [...byY.keys()].sort((a, b) => b - a))
      lines.push(
        byY
          .get(y)!
          .sort((a, b) => a.x - b.x)
          .map((e) => e.text)
          .join(''),
      );
  }
  return lines;
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
    const kind = ext === 'xlsx' ? 'sheet' : ext === 'pdf' ? 'pdf' : 'text';
    if (key.kind !== kind) problems.push(`${key.file}: kind ${key.kind}, expected ${kind}`);
    let lines: string[];
    if (ext === 'xlsx') lines = await sheetLines(path);
    else if (ext === 'pdf') {
      lines = await pdfLines(path);
      if (key.rows.some((r) => r.text === '')) problems.push(`${key.file}: a PDF key row has no text`);
    } else lines = readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
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
