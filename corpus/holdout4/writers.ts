/**
 * File writers for the fourth holdout corpus, adapted from corpus/holdout3/writers.ts. A list of source rows (what the
 * customer wrote, and what a careful salesperson reads from it) becomes an .xlsx workbook (exceljs: several sheets,
 * merged cells, formulas with cached values, number formats, real dates), a CSV (any separator, quoted fields holding
 * the separator or line breaks; UTF-8 with or without a BOM, or UTF-16LE with a BOM), a text PDF (pdf-lib with a Noto
 * CJK subset: ruled table lines, cells with typed line breaks, merged cells drawn on the first or the middle line of
 * their rows) or a plain text. Each writer numbers the key rows as the answer key counts them: sheet row (the rows of a
 * later sheet follow those of the one before), CSV record, text line, PDF line in reading order over all pages.
 */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import ExcelJS from 'exceljs';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export type Truth =
  | { expect: 'item'; model: string; spec: string; scope?: string; metres: number; note?: string }
  | { expect: 'review'; why: string }
  | { expect: 'unknown'; why: string }
  | { expect: 'noise'; note?: string };

export interface KeyRow {
  row: number;
  text: string;
  truth: Truth;
  /** For a workbook keyed over several sheets: the sheet and its own (1-based) row. */
  sheet?: string;
  sheetRow?: number;
}

export interface AnswerKey {
  file: string;
  kind: 'sheet' | 'pdf' | 'text';
  layout: string;
  rows: KeyRow[];
  /**
   * For a workbook whose list is behind a cover letter: the sheets the key covers, their rows numbered on over them
   * as the product numbers a workbook's list sheets (a cover letter's rows are not counted).
   */
  sheets?: string[];
}

export const item = (model: string, spec: string, metres: number, scope?: string, note?: string): Truth => ({
  expect: 'item',
  model,
  spec,
  ...(scope !== undefined ? { scope } : {}),
  metres,
  ...(note !== undefined ? { note } : {}),
});
export const review = (why: string): Truth => ({ expect: 'review', why });
export const unknown = (why: string): Truth => ({ expect: 'unknown', why });
export const noise: Truth = { expect: 'noise' };
export const noiseBecause = (note: string): Truth => ({ expect: 'noise', note });

/**
 * A cell as the customer left it: text, a number (optionally shown through a number format), a formula with the value
 * Excel cached, or a real date (shown yyyy-mm-dd).
 */
export type Cell =
  | string
  | number
  | { formula: string; result: number; format?: string }
  | { number: number; format: string }
  | { date: string };

export interface SourceRow {
  cells: Cell[];
  truth: Truth;
  /** The first cell is merged over the whole width of the table (titles, notes). */
  span?: boolean;
}

export const row = (truth: Truth, ...cells: Cell[]): SourceRow => ({ cells, truth });
export const spanned = (truth: Truth, text: string): SourceRow => ({ cells: [text], truth, span: true });
export const blank = (): SourceRow => ({ cells: [], truth: noise });

/** A fixed date so a regenerated file is byte-for-byte the same (an .xlsx's zip entries are stamped with it too). */
const WRITTEN_AT = new Date(Date.UTC(2025, 8, 22, 1, 30, 0));

/** How a cell reads to a person looking at it (a formatted number as shown, a formula as its value and formula). */
export function cellText(cell: Cell): string {
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return String(cell);
  if ('formula' in cell) return `=${cell.formula} (${cell.format ? formatted(cell.result, cell.format) : cell.result})`;
  if ('number' in cell) return formatted(cell.number, cell.format);
  return cell.date;
}

/** The few number formats the corpus uses, shown as Excel shows them ("0.000", "#,##0"). */
export function formatted(n: number, format: string): string {
  const decimals = /\.(0+)/.exec(format)?.[1]?.length ?? 0;
  return n.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: format.includes(','),
  });
}

/** A date cell read back: yyyy-mm-dd of the UTC day Excel's serial names. */
export const dateText = (date: Date) => date.toISOString().slice(0, 10);

const joined = (texts: string[]) => texts.filter((text) => text !== '').join(' | ');

export interface SheetSpec {
  name: string;
  widths: number[];
  rows: SourceRow[];
  /** Further merges, [top, left, bottom, right] in Excel numbering (1-based): cells merged across or down. */
  merges?: Array<[number, number, number, number]>;
  /** Rows above this one stay in view (frozen panes). */
  frozenRows?: number;
}

/** The key text of a sheet row: a cell covered by a merge from a row above shows the merged text marked ↑. */
function sheetRowTexts(spec: SheetSpec): string[] {
  const width = Math.max(spec.widths.length, ...spec.rows.map((r) => r.cells.length));
  return spec.rows.map((source, i) => {
    const number = i + 1;
    if (source.span) return cellText(source.cells[0] ?? '');
    const texts: string[] = [];
    for (let column = 1; column <= width; column++) {
      const own = source.cells[column - 1];
      const merge = (spec.merges ?? []).find(
        ([top, left, bottom, right]) => top < number && number <= bottom && left <= column && column <= right,
      );
      if (merge) {
        if (own !== undefined && own !== '') throw new Error(`${spec.name}!${number}: a merged cell holds ${own}`);
        const above = spec.rows[merge[0] - 1]?.cells[column - 1];
        if (merge[1] === column && above !== undefined && above !== '') texts.push(`↑${cellText(above)}`);
        continue;
      }
      texts.push(own === undefined ? '' : cellText(own));
    }
    return joined(texts);
  });
}

function excelValue(cell: Cell): ExcelJS.CellValue {
  if (typeof cell === 'string' || typeof cell === 'number') return cell;
  if ('formula' in cell) return { formula: cell.formula, result: cell.result };
  if ('number' in cell) return cell.number;
  return new Date(`${cell.date}T00:00:00Z`);
}

/**
 * An .xlsx workbook of one or more sheets, every sheet keyed: with one sheet its Excel row numbers; with several, the
 * rows of each sheet follow those of the one before (sheet and sheetRow say where each is). A sheet followed by
 * another must not end in blank rows (the file would not hold them).
 */
export async function writeXlsx(sheets: SheetSpec[]): Promise<{ data: Buffer; rows: KeyRow[] }> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'user';
  workbook.lastModifiedBy = 'user';
  workbook.created = WRITTEN_AT;
  workbook.modified = WRITTEN_AT;
  const several = sheets.length > 1;
  const keyRows: KeyRow[] = [];
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    sheet.columns = spec.widths.map((width) => ({ width }));
    spec.rows.forEach((source, i) => {
      const number = i + 1;
      const excelRow = sheet.getRow(number);
      source.cells.forEach((value, column) => {
        if (value === '') return;
        const cell = excelRow.getCell(column + 1);
        cell.value = excelValue(value);
        if (typeof value === 'object' && 'number' in value) cell.numFmt = value.format;
        if (typeof value === 'object' && 'formula' in value && value.format) cell.numFmt = value.format;
        if (typeof value === 'object' && 'date' in value) cell.numFmt = 'yyyy-mm-dd';
        if (typeof value === 'string' && value.includes('\n')) cell.alignment = { wrapText: true, vertical: 'top' };
      });
      if (source.span) sheet.mergeCells(number, 1, number, spec.widths.length);
    });
    for (const [top, left, bottom, right] of spec.merges ?? []) {
      sheet.mergeCells(top, left, bottom, right);
      sheet.getCell(top, left).alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
    }
    if (spec.frozenRows)
      sheet.views = [{ state: 'frozen', ySplit: spec.frozenRows, xSplit: 0, topLeftCell: `A${spec.frozenRows + 1}` }];
    const last = spec.rows[spec.rows.length - 1];
    if (several && (last === undefined || last.cells.every((c) => c === '')))
      throw new Error(`${spec.name} ends in a blank row`);
    const texts = sheetRowTexts(spec);
    const offset = keyRows.length;
    spec.rows.forEach((source, i) => {
      keyRows.push({
        row: offset + i + 1,
        text: texts[i]!,
        truth: source.truth,
        ...(several ? { sheet: spec.name, sheetRow: i + 1 } : {}),
      });
    });
  }
  return { data: fixedZipTimes(Buffer.from(await workbook.xlsx.writeBuffer())), rows: keyRows };
}

/**
 * The zip an .xlsx is, with every entry's modification time set to WRITTEN_AT (the zip writer stamps the time of the
 * run), so a regenerated workbook is byte-for-byte the same: the DOS time and date of each central directory entry and
 * of the local header it points to.
 */
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
    if (out.readUInt16LE(at + 30) !== 0 || out.readUInt16LE(local + 28) !== 0)
      throw new Error('a zip entry has extra fields (timestamps?)');
    at += 46 + out.readUInt16LE(at + 28) + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}

/** What a spreadsheet writes to a CSV: a formula's value, a formatted number as shown. */
const csvText = (cell: Cell) => {
  if (typeof cell === 'object' && 'formula' in cell) return String(cell.result);
  return cellText(cell);
};

export interface CsvOptions {
  separator: ',' | ';' | '\t';
  encoding: 'utf8' | 'utf8-bom' | 'utf16le';
}

/**
 * A CSV: every record has every column, CRLF between records, a line break inside a quoted field as LF (as Excel
 * writes it); a field is quoted when it holds the separator, a quote or a line break.
 */
export function writeCsv(rows: SourceRow[], columns: number, options: CsvOptions): { data: Buffer; rows: KeyRow[] } {
  const field = (cell: Cell) => {
    const text = csvText(cell);
    if (text.includes('\r')) throw new Error(`a CSV field holds a CR: ${text}`);
    return text.includes(options.separator) || /["\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = rows.map((source) =>
    Array.from({ length: columns }, (_, i) => (source.cells[i] === undefined ? '' : field(source.cells[i]!))).join(
      options.separator,
    ),
  );
  const text = `${lines.join('\r\n')}\r\n`;
  const data =
    options.encoding === 'utf16le'
      ? Buffer.from(`\ufeff${text}`, 'utf16le')
      : options.encoding === 'utf8-bom'
        ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])
        : Buffer.from(text);
  return {
    data,
    rows: rows.map((source, i) => ({
      row: i + 1,
      text: joined(source.cells.map(csvText)).replace(/\n/g, '⏎'),
      truth: source.truth,
    })),
  };
}

/** A text file (or the same text pasted): one line per entry, as written. */
export function writeText(lines: Array<[string, Truth]>): { data: string; rows: KeyRow[] } {
  for (const [line] of lines) if (/[\r\n]/.test(line)) throw new Error(`a text row holds a line break: ${line}`);
  return {
    data: `${lines.map(([line]) => line).join('\n')}\n`,
    rows: lines.map(([text, truth], i) => ({ row: i + 1, text, truth })),
  };
}

/** The CJK font the PDFs embed (a subset): Noto Sans CJK SC from Debian's fonts-noto-cjk. */
function cjkFontBytes(): Uint8Array {
  for (const path of [
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  ]) {
    try {
      return readFileSync(path);
    } catch {}
  }
  throw new Error('NotoSansCJK-Regular.ttc not found: install fonts-noto-cjk to regenerate the PDFs');
}

/**
 * One line of a PDF page, top to bottom: a line of a ruled table (the cells' texts at the column positions; the rule
 * under it from column `ruleFrom` to the right edge, none when `ruleFrom` is -1, so a merged cell or a cell whose text
 * goes on to the next line stays open) or free text.
 */
export type PdfLine =
  | { kind: 'cells'; cells: string[]; truth: Truth; ruleFrom?: number; top?: boolean; size?: number }
  | { kind: 'text'; text: string; truth: Truth; size?: number; centred?: boolean; right?: boolean; gapBefore?: number };

export interface PdfSpec {
  /** [width, height] in points. */
  page: [number, number];
  /** Left edges of the table's columns, from the left margin; the table ends at the right margin. */
  columns: number[];
  pages: PdfLine[][];
  producer: string;
}

/** A text PDF drawn line by line; key rows are lines in reading order, page after page. */
export async function writePdf(spec: PdfSpec): Promise<{ data: Buffer; rows: KeyRow[] }> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(WRITTEN_AT);
  doc.setModificationDate(WRITTEN_AT);
  doc.setProducer(spec.producer);
  doc.setCreator(spec.producer);
  // The font file is a collection: take the Simplified Chinese face.
  doc.registerFontkit({
    create: (bytes: Uint8Array) =>
      (fontkit as { create: (b: Uint8Array, name: string) => unknown }).create(bytes, 'NotoSansCJKsc-Regular'),
  } as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const font = await doc.embedFont(cjkFontBytes(), { subset: true });
  const margin = 36;
  const step = 14;
  const rows: KeyRow[] = [];
  for (const lines of spec.pages) {
    const page = doc.addPage(spec.page);
    let y = spec.page[1] - margin - 10;
    for (const line of lines) {
      if (line.kind === 'text') {
        y -= line.gapBefore ?? 0;
        const size = line.size ?? 9;
        const width = font.widthOfTextAtSize(line.text, size);
        if (width > spec.page[0] - 2 * margin) throw new Error(`a PDF line is wider than the page: ${line.text}`);
        const x = line.centred ? (spec.page[0] - width) / 2 : line.right ? spec.page[0] - margin - width : margin;
        if (line.text !== '') page.drawText(line.text, { x, y, size, font });
        rows.push({ row: rows.length + 1, text: line.text, truth: line.truth });
        y -= step + (size > 10 ? 6 : 2);
      } else {
        drawCells(page, font, line, spec, margin, y, step);
        rows.push({ row: rows.length + 1, text: joined(line.cells), truth: line.truth });
        y -= step;
      }
      if (y < margin) throw new Error('a PDF page overflows');
    }
  }
  return { data: Buffer.from(await doc.save({ useObjectStreams: false })), rows };
}

function drawCells(
  page: PDFPage,
  font: PDFFont,
  line: Extract<PdfLine, { kind: 'cells' }>,
  spec: PdfSpec,
  margin: number,
  y: number,
  step: number,
) {
  const size = line.size ?? 8.5;
  const right = spec.page[0] - margin;
  const grey = rgb(0.3, 0.3, 0.3);
  line.cells.forEach((text, i) => {
    if (text === '') return;
    const left = spec.columns[i]!;
    const next = spec.columns[i + 1] ?? spec.page[0] - 2 * margin;
    if (font.widthOfTextAtSize(text, size) > next - left - 4)
      throw new Error(`a PDF cell is wider than its column: ${text}`);
    page.drawText(text, { x: margin + left + 3, y, size, font });
  });
  const top = y + step - 4;
  const bottom = y - 4;
  if (line.top) page.drawLine({ start: { x: margin, y: top }, end: { x: right, y: top }, thickness: 0.6, color: grey });
  for (const x of [...spec.columns.map((c) => margin + c), right])
    page.drawLine({ start: { x, y: top }, end: { x, y: bottom }, thickness: 0.5, color: grey });
  const from = line.ruleFrom ?? 0;
  if (from < 0) return;
  page.drawLine({
    start: { x: margin + spec.columns[from]!, y: bottom },
    end: { x: right, y: bottom },
    thickness: 0.5,
    color: grey,
  });
}
