/**
 * File writers for the second holdout corpus. A list of source rows (what the customer wrote, and what a careful
 * salesperson reads from it) becomes an .xlsx workbook (exceljs: merged cells across and down, hidden columns, an
 * autofilter, frozen panes, multi-line and rich-text cells, number formats, formulas with cached values), a CSV as
 * Excel or a platform saves it (UTF-8 with a BOM or GB18030, CRLF between records, quoted fields that hold commas
 * or a line break), a text PDF (pdf-lib with a CJK font subset, a line per row in reading order) or a plain text.
 * Each writer numbers the key rows as the answer key counts them: sheet row (a CSV record is one sheet row, however
 * many lines its quoted fields take), text line, PDF line in reading order over all pages.
 */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import ExcelJS from 'exceljs';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export type Truth =
  | { expect: 'item'; model: string; spec: string; scope?: string; metres: number; note?: string }
  | { expect: 'review'; why: string }
  | { expect: 'unknown'; why: string }
  | { expect: 'noise' };

export interface KeyRow {
  row: number;
  text: string;
  truth: Truth;
}

export interface AnswerKey {
  file: string;
  kind: 'sheet' | 'pdf' | 'text';
  layout: string;
  rows: KeyRow[];
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

/**
 * A cell as the customer left it: text, a number (optionally shown through a number format), a date, a formula with
 * the value Excel cached, or rich text (runs in different fonts, as WPS and Excel keep a partly bold cell).
 */
export type Cell =
  | string
  | number
  | Date
  | { formula: string; result: number }
  | { number: number; format: string }
  | { rich: string[] };

export interface SourceRow {
  cells: Cell[];
  truth: Truth;
  /** The first cell is merged over the whole width of the table (titles, headings, notes). */
  span?: boolean;
}

export const row = (truth: Truth, ...cells: Cell[]): SourceRow => ({ cells, truth });
export const spanned = (truth: Truth, text: string): SourceRow => ({ cells: [text], truth, span: true });
export const blank = (): SourceRow => ({ cells: [], truth: noise });

/** A fixed date so a regenerated PDF is byte-for-byte the same (an .xlsx differs only in its zip timestamps). */
const WRITTEN_AT = new Date(Date.UTC(2025, 3, 16, 2, 0, 0));

/** How a cell reads to a person looking at it (a formatted number as shown, a formula as its value and formula). */
export function cellText(cell: Cell): string {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return String(cell);
  if ('formula' in cell) return `=${cell.formula} (${cell.result})`;
  if ('number' in cell) return formatted(cell.number, cell.format);
  return cell.rich.join('');
}

/** The few number formats the corpus uses, shown as Excel shows them. */
function formatted(n: number, format: string): string {
  const decimals = /\.(0+)/.exec(format)?.[1]?.length ?? 0;
  const grouped = format.includes(',');
  return n.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouped,
  });
}

const joined = (texts: string[]) => texts.filter((text) => text !== '').join(' | ');

export interface SheetSpec {
  name: string;
  widths: number[];
  rows: SourceRow[];
  /** Further merges, [top, left, bottom, right] in Excel numbering (1-based): cells merged across or down. */
  merges?: Array<[number, number, number, number]>;
  /** Columns (1-based) hidden as a user hides them; their cells are still in the file. */
  hidden?: number[];
  /** An autofilter over a header row, e.g. "A3:L3". */
  autoFilter?: string;
  /** Rows above this one stay in view (frozen panes). */
  frozenRows?: number;
  /** The sheet the answer key describes (one per workbook; the line numbers are its rows). */
  keyed?: boolean;
}

/**
 * The key text of a sheet row as a person reads it: a cell covered by a merge that starts on a row above shows the
 * merged text marked ↑; a hidden column's cells are left out (nobody sees them on screen).
 */
function sheetRowTexts(spec: SheetSpec): string[] {
  const hidden = new Set(spec.hidden ?? []);
  const width = Math.max(spec.widths.length, ...spec.rows.map((r) => r.cells.length));
  return spec.rows.map((source, i) => {
    const number = i + 1;
    if (source.span) return cellText(source.cells[0] ?? '');
    const texts: string[] = [];
    for (let column = 1; column <= width; column++) {
      if (hidden.has(column)) continue;
      const own = source.cells[column - 1];
      const merge = (spec.merges ?? []).find(
        ([top, left, bottom, right]) =>
          top < number && number <= bottom && left <= column && column <= right && left === column,
      );
      if (merge && (own === undefined || own === '')) {
        const above = spec.rows[merge[0] - 1]?.cells[column - 1];
        if (above !== undefined && above !== '') texts.push(`↑${cellText(above)}`);
        continue;
      }
      texts.push(own === undefined ? '' : cellText(own));
    }
    return joined(texts);
  });
}

function excelValue(cell: Cell): ExcelJS.CellValue {
  if (typeof cell === 'string' || typeof cell === 'number' || cell instanceof Date) return cell;
  if ('formula' in cell) return { formula: cell.formula, result: cell.result };
  if ('number' in cell) return cell.number;
  return { richText: cell.rich.map((text, i) => (i % 2 === 1 ? { font: { bold: true }, text } : { text })) };
}

/** An .xlsx workbook of one or more sheets; the key rows are the keyed sheet's Excel row numbers. */
export async function writeXlsx(sheets: SheetSpec[]): Promise<{ data: Buffer; rows: KeyRow[] }> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Administrator';
  workbook.lastModifiedBy = 'Administrator';
  workbook.created = WRITTEN_AT;
  workbook.modified = WRITTEN_AT;
  let keyRows: KeyRow[] = [];
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
        if (typeof value === 'object' && !(value instanceof Date) && 'number' in value) cell.numFmt = value.format;
        if (typeof value === 'string' && value.includes('\n')) cell.alignment = { wrapText: true, vertical: 'top' };
      });
      if (source.span) sheet.mergeCells(number, 1, number, spec.widths.length);
    });
    for (const [top, left, bottom, right] of spec.merges ?? []) sheet.mergeCells(top, left, bottom, right);
    for (const column of spec.hidden ?? []) sheet.getColumn(column).hidden = true;
    if (spec.autoFilter) sheet.autoFilter = spec.autoFilter;
    if (spec.frozenRows) sheet.views = [{ state: 'frozen', ySplit: spec.frozenRows, xSplit: 0 }];
    if (spec.keyed || sheets.length === 1) {
      const texts = sheetRowTexts(spec);
      keyRows = spec.rows.map((source, i) => ({ row: i + 1, text: texts[i]!, truth: source.truth }));
    }
  }
  return { data: Buffer.from(await workbook.xlsx.writeBuffer()), rows: keyRows };
}

/** GB18030 bytes of a text (the two-byte GBK range, which holds every character used here), line ends as given. */
export function gb18030(text: string): Buffer {
  const decoder = new TextDecoder('gb18030', { fatal: true });
  const table = new Map<string, [number, number]>();
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      try {
        const char = decoder.decode(Uint8Array.of(lead, trail));
        if (!table.has(char)) table.set(char, [lead, trail]);
      } catch {}
    }
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) {
      bytes.push(code);
      continue;
    }
    const pair = table.get(char);
    if (!pair) throw new Error(`no two-byte GB18030 code for ${JSON.stringify(char)}`);
    bytes.push(...pair);
  }
  return Buffer.from(bytes);
}

/** What a spreadsheet writes to a CSV: a formula's value, a formatted number as shown, a date as 2025/4/10. */
const csvText = (cell: Cell) => {
  if (cell instanceof Date) return `${cell.getUTCFullYear()}/${cell.getUTCMonth() + 1}/${cell.getUTCDate()}`;
  if (typeof cell === 'object' && 'formula' in cell) return String(cell.result);
  return cellText(cell);
};

const csvField = (cell: Cell) => {
  const text = csvText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * A CSV: every record has every column, CRLF between records (a line break inside a quoted field stays LF, as
 * Excel writes it), UTF-8 with a byte-order mark or GB18030. The key rows are records: a record is one sheet row.
 */
export function writeCsv(
  rows: SourceRow[],
  columns: number,
  encoding: 'utf8-bom' | 'gb18030',
): { data: Buffer; rows: KeyRow[] } {
  const lines = rows.map((source) =>
    Array.from({ length: columns }, (_, i) => (source.cells[i] === undefined ? '' : csvField(source.cells[i]!))).join(
      ',',
    ),
  );
  const text = `${lines.join('\r\n')}\r\n`;
  const data =
    encoding === 'gb18030' ? gb18030(text) : Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
  return {
    data,
    rows: rows.map((source, i) => ({
      row: i + 1,
      text: joined(source.cells.map(csvText)).replace(/\n/g, '⏎'),
      truth: source.truth,
    })),
  };
}

/** A text file (or the same text pasted): one row per line; the cells are joined by `separator`. */
export function writeText(rows: SourceRow[], separator: string): { data: string; rows: KeyRow[] } {
  const lines = rows.map((source) => source.cells.map(cellText).join(separator));
  for (const line of lines) if (line.includes('\n')) throw new Error(`a text row holds a line break: ${line}`);
  return {
    data: `${lines.join('\n')}\n`,
    rows: rows.map((source, i) => ({ row: i + 1, text: lines[i]!, truth: source.truth })),
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
 * One line of a PDF page, top to bottom: a table row (cells at the column positions, a rule under it unless it is
 * the first line of a cell wrapped onto the next line) or free text.
 */
export type PdfLine =
  | { kind: 'cells'; source: SourceRow; size?: number; rule?: boolean }
  | { kind: 'text'; text: string; truth: Truth; size?: number; centred?: boolean; right?: boolean; gapBefore?: number };

export interface PdfSpec {
  /** [width, height] in points. */
  page: [number, number];
  /** Left edges of the table's columns, from the left margin. */
  columns: number[];
  pages: PdfLine[][];
}

/** A text PDF drawn line by line; the key rows are the lines in reading order over all pages (1-based). */
export async function writePdf(spec: PdfSpec): Promise<{ data: Buffer; rows: KeyRow[] }> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(WRITTEN_AT);
  doc.setModificationDate(WRITTEN_AT);
  doc.setProducer('holdout2 corpus');
  doc.setCreator('holdout2 corpus');
  // The font file is a collection: take the Simplified Chinese face.
  doc.registerFontkit({
    create: (bytes: Uint8Array) =>
      (fontkit as { create: (b: Uint8Array, name: string) => unknown }).create(bytes, 'NotoSansCJKsc-Regular'),
  } as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const font = await doc.embedFont(cjkFontBytes(), { subset: true });
  const margin = 36;
  const step = 17;
  const rows: KeyRow[] = [];
  for (const lines of spec.pages) {
    const page = doc.addPage(spec.page);
    let y = spec.page[1] - margin;
    for (const line of lines) {
      if (line.kind === 'text') {
        y -= line.gapBefore ?? 0;
        const size = line.size ?? 9;
        const width = font.widthOfTextAtSize(line.text, size);
        const x = line.centred ? (spec.page[0] - width) / 2 : line.right ? spec.page[0] - margin - width : margin;
        page.drawText(line.text, { x, y, size, font });
        rows.push({ row: rows.length + 1, text: line.text, truth: line.truth });
      } else {
        drawCells(page, font, line, spec, margin, y);
        rows.push({ row: rows.length + 1, text: joined(line.source.cells.map(cellText)), truth: line.source.truth });
      }
      y -= step;
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
) {
  const size = line.size ?? 8.5;
  const right = spec.page[0] - margin;
  const { source } = line;
  if (source.span) page.drawText(cellText(source.cells[0]!), { x: margin + 3, y, size: size + 0.5, font });
  else
    source.cells.forEach((cell, i) => {
      const text = cellText(cell);
      if (text !== '') page.drawText(text, { x: margin + spec.columns[i]! + 3, y, size, font });
    });
  if (line.rule === false) return;
  page.drawLine({
    start: { x: margin, y: y - 5 },
    end: { x: right, y: y - 5 },
    thickness: 0.4,
    color: rgb(0.55, 0.55, 0.55),
  });
}
