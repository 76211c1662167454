/**
 * Checks the fourth holdout corpus against itself and the catalogue, without the parser (adapted from
 * corpus/holdout3/check.ts):
 * - every `item` names a catalogue cable (model and spec at the keyed scope); an item keyed without a scope must be
 *   made at one level only (where the voltage decides the cable, the key names the level the customer wrote or the
 *   one the judgement calls give), with positive metres; every review / unknown row says why;
 * - every key's rows are numbered 1..n and match the generated file row for row: an .xlsx is opened with exceljs
 *   (every sheet, in order, the rows of a later sheet after those of the one before; merged cells read once; dates
 *   as yyyy-mm-dd), a CSV is split into records (UTF-8 with or without a BOM, or UTF-16LE with a BOM; the separator
 *   is the one of , ; or tab its first line holds most of; quoted fields may hold separators and line breaks), a text
 *   file into lines, a PDF is read with pdf.js and its text grouped into lines by position, top to bottom, page by
 *   page.
 *
 *   npx tsx corpus/holdout4/check.ts                  # this corpus
 *   npx tsx corpus/holdout4/check.ts corpus/holdout5  # another corpus keyed the same way
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildCatalogue } from '../../apps/mock-server/fixtures/catalogue';
import { type AnswerKey, dateText, formatted } from './writers';

/** The corpus checked: this folder, or the one named on the command line (corpus/holdout5 uses these keys' form). */
const HERE = process.argv[2] ? resolve(process.argv[2]) : dirname(fileURLToPath(import.meta.url));
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
async function sheetLines(path: string, only?: readonly string[]): Promise<{ lines: string[]; where: string[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const lines: string[] = [];
  const where: string[] = [];
  for (const sheet of workbook.worksheets) {
    if (only && !only.includes(sheet.name)) continue;
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

function decoded(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2));
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) return data.subarray(3).toString('utf8');
  // Without a BOM: UTF-8, or the GB18030 (GBK) a Chinese spreadsheet program saves.
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}

function csvRecords(data: Buffer): string[] {
  const text = decoded(data);
  const firstLine = text.slice(0, text.search(/\r?\n/));
  const separator = [',', ';', '\t'].sort((a, b) => firstLine.split(b).length - firstLine.split(a).length)[0]!;
  const records: string[] = [];
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
    else if (ch === separator) {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || (ch === '\r' && text[i + 1] === '\n')) {
      fields.push(field);
      records.push(fields.join(''));
      fields = [];
      field = '';
      if (ch === '\r') i++;
    } else field += ch;
  }
  if (quoted) problems.push('a CSV ends inside a quoted field');
  return records;
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

async function main() {
  const keys = readdirSync(HERE)
    .filter((name) => name.endsWith('.key.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(HERE, name), 'utf8')) as AnswerKey);
  let items = 0;
  for (const key of keys) {
    checkTruths(key);
    items += key.rows.filter((r) => r.truth.expect === 'item').length;
    const path = join(HERE, key.file);
    const ext = key.file.slice(key.file.lastIndexOf('.') + 1);
    let lines: string[];
    if (ext === 'xlsx') {
      const sheet = await sheetLines(path, key.sheets);
      lines = sheet.lines;
      key.rows.forEach((entry, i) => {
        if (entry.sheet !== undefined && `${entry.sheet}!${entry.sheetRow}` !== sheet.where[i])
          problems.push(
            `${key.file} row ${entry.row}: the key says ${entry.sheet}!${entry.sheetRow}, the file ${sheet.where[i]}`,
          );
      });
    } else if (ext === 'csv') lines = csvRecords(readFileSync(path));
    else if (ext === 'pdf') {
      lines = await pdfLines(path);
      // A PDF line of the key that is empty is drawn as nothing: pdf.js cannot see it.
      if (key.rows.some((r) => r.text === '')) problems.push(`${key.file}: a PDF key row has no text`);
    } else lines = readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
    if (lines.length !== key.rows.length)
      problems.push(`${key.file}: the file has ${lines.length} rows/lines, the key ${key.rows.length}`);
    key.rows.forEach((entry, i) => {
      const got = bare(lines[i] ?? '');
      const want = bare(entry.text);
      if (got !== want) problems.push(`${key.file} row ${entry.row}: file "${lines[i]}" vs key "${entry.text}"`);
    });
    console.log(`${key.file}: ${key.rows.length} rows checked`);
  }
  console.log(`${keys.length} keys, ${items} item rows`);
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
