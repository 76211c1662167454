/**
 * Checks the seventeenth holdout corpus against itself and the catalogue, without the parser (as
 * corpus/holdout4/check.ts does, for the two kinds of file this corpus has):
 * - every key is named after its whole file (fr-afrique.txt.key.json), its kind is the file's (sheet for .xlsx, text
 *   for .txt), and its rows are numbered 1..n, each with a text (possibly empty) and a truth;
 * - every `item` names a catalogue cable (model and spec at the keyed scope); an item keyed without a scope must be made
 *   at one level only; its metres are positive; every review / unknown row says why;
 * - every key matches its generated file row for row: an .xlsx is opened with exceljs (its one sheet, merged cells read
 *   once, dates as yyyy-mm-dd, numbers as their format shows them, formulas as =formula (value)), a text file is split
 *   into lines.
 *
 *   npx tsx corpus/holdout17/check.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { buildCatalogue } from '../../apps/mock-server/fixtures/catalogue';
import { type AnswerKey, dateText, formatted } from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));
const FILES = ['fr-afrique.txt', 'u8-qinggou.xlsx', 'iraq-whatsapp.txt'];
const { cables } = buildCatalogue();
const problems: string[] = [];
const sameScope = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/** A text without its spacing and cell separators, so a row read back compares with the key's text. */
const bare = (text: string) => text.replace(/↑[^|]*/g, '').replace(/[\s|⏎]/g, '');

function checkTruths(key: AnswerKey) {
  key.rows.forEach((entry, i) => {
    if (entry.row !== i + 1) problems.push(`${key.file}: key row ${i + 1} is numbered ${entry.row}`);
    if (typeof entry.text !== 'string') problems.push(`${key.file} row ${entry.row}: no text`);
    const truth = entry.truth;
    if (truth.expect === 'item') {
      const made = cables.filter((c) => c.model === truth.model && c.spec === truth.spec);
      const found = made.filter((c) => truth.scope === undefined || sameScope(c.scope, truth.scope));
      if (found.length === 0)
        problems.push(
          `${key.file} row ${entry.row}: ${truth.model} ${truth.scope ?? '*'} ${truth.spec} not in catalogue`,
        );
      if (truth.scope === undefined && new Set(made.map((c) => c.scope)).size > 1)
        problems.push(`${key.file} row ${entry.row}: ${truth.model} ${truth.spec} is made at several levels`);
      if (!(truth.metres > 0)) problems.push(`${key.file} row ${entry.row}: metres ${truth.metres}`);
    } else if (truth.expect === 'review' || truth.expect === 'unknown') {
      if (!truth.why) problems.push(`${key.file} row ${entry.row}: no why`);
    } else if (truth.expect !== 'noise') problems.push(`${key.file} row ${entry.row}: expect ${String(truth)}`);
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
  if (workbook.worksheets.length !== 1) problems.push(`${path}: ${workbook.worksheets.length} sheets, expected 1`);
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

async function main() {
  const keyNames = readdirSync(HERE)
    .filter((name) => name.endsWith('.key.json'))
    .sort();
  const expected = FILES.map((f) => `${f}.key.json`).sort();
  if (keyNames.join() !== expected.join())
    problems.push(`keys ${keyNames.join(', ')}; expected ${expected.join(', ')}`);
  let items = 0;
  for (const name of keyNames) {
    const key = JSON.parse(readFileSync(join(HERE, name), 'utf8')) as AnswerKey;
    if (`${key.file}.key.json` !== name) problems.push(`${name} keys ${key.file}`);
    const ext = key.file.slice(key.file.lastIndexOf('.') + 1);
    const kind = ext === 'xlsx' ? 'sheet' : ext === 'txt' ? 'text' : undefined;
    if (key.kind !== kind) problems.push(`${name}: kind ${key.kind} for a .${ext}`);
    if (!key.layout) problems.push(`${name}: no layout`);
    checkTruths(key);
    const count = key.rows.filter((r) => r.truth.expect === 'item').length;
    items += count;
    const path = join(HERE, key.file);
    const lines = ext === 'xlsx' ? await sheetLines(path) : readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
    if (lines.length !== key.rows.length)
      problems.push(`${key.file}: the file has ${lines.length} rows/lines, the key ${key.rows.length}`);
    key.rows.forEach((entry, i) => {
      if (bare(lines[i] ?? '') !== bare(entry.text))
        problems.push(`${key.file} row ${entry.row}: file "${lines[i]}" vs key "${entry.text}"`);
    });
    if (ext === 'txt')
      key.rows.forEach((entry, i) => {
        if (lines[i] !== entry.text) problems.push(`${key.file} row ${entry.row}: the text line differs byte for byte`);
      });
    console.log(`${key.file}: ${key.rows.length} rows checked, ${count} items`);
  }
  console.log(`${keyNames.length} keys, ${items} item rows`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log('all keys name catalogue cables and match their files line for line');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
