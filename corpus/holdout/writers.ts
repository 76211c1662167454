/**
 * File writers for the holdout corpus: a list of source rows (what the customer wrote, plus the careful reader's
 * answer) becomes an .xlsx workbook (exceljs: merged cells, formulas, numbers stored as text, a cover sheet), a CSV as
 * Excel in China saves it (GB18030, CRLF), a text PDF (pdf-lib with a CJK font subset) or a plain text file. Each
 * writer numbers the key rows as the server reports `line`: sheet row, text line, PDF line in reading order.
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

/** A cell as the customer left it: text, a number, a date, or a formula with the value Excel cached. */
export type Cell = string | number | Date | { formula: string; result: number };

export interface SourceRow {
  cells: Cell[];
  truth: Truth;
  /** The first cell is merged over the whole width of the table (titles, headings, notes). */
  span?: boolean;
}

/** A row of cells and its answer. */
export const row = (truth: Truth, ...cells: Cell[]): SourceRow => ({ cells, truth });
/** A row whose only text is merged over the table's width. */
export const spanned = (truth: Truth, text: string): SourceRow => ({ cells: [text], truth, span: true });
export const blank = (): SourceRow => ({ cells: [], truth: noise });

/** A fixed date so a regenerated PDF is byte-for-byte the same (an .xlsx differs only in its zip timestamps). */
const WRITTEN_AT = new Date(Date.UTC(2025, 2, 18, 1, 30, 0));

const cellText = (cell: Cell) => {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return typeof cell === 'object' ? `=${cell.formula} (${cell.result})` : String(cell);
};
const rowText = (source: SourceRow) =>
  source.cells
    .map(cellText)
    .filter((text) => text !== '')
    .join(' | ');

export interface SheetSpec {
  name: string;
  widths: number[];
  rows: SourceRow[];
  /** Further merges, [top, left, bottom, right] in Excel numbering (1-based): side blocks, cells over rows. */
  merges?: Array<[number, number, number, number]>;
  /** The sheet the answer key describes (one per workbook; the line numbers are its rows). */
  keyed?: boolean;
}

/** An .xlsx workbook of one or more sheets; the key rows are the keyed sheet's Excel row numbers. */
export async function writeXlsx(sheets: SheetSpec[]): Promise<{ data: Buffer; rows: KeyRow[] }> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '询价人';
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
        if (value !== '') excelRow.getCell(column + 1).value = value;
      });
      if (source.span) sheet.mergeCells(number, 1, number, spec.widths.length);
    });
    for (const [top, left, bottom, right] of spec.merges ?? []) sheet.mergeCells(top, left, bottom, right);
    if (spec.keyed || sheets.length === 1)
      keyRows = spec.rows.map((source, i) => ({ row: i + 1, text: rowText(source), truth: source.truth }));
  }
  return { data: Buffer.from(await workbook.xlsx.writeBuffer()), rows: keyRows };
}

/** GB18030 bytes of a text (the two-byte GBK range, which holds every character used here), CRLF line ends. */
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

/** What Excel writes to a CSV: a formula's value, a date as 2025/4/10. */
const csvText = (cell: Cell) => {
  if (cell instanceof Date) return `${cell.getUTCFullYear()}/${cell.getUTCMonth() + 1}/${cell.getUTCDate()}`;
  return typeof cell === 'object' ? String(cell.result) : String(cell);
};

const csvField = (cell: Cell) => {
  const text = csvText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV sheet as Excel saves "CSV (逗号分隔)" on a Chinese Windows: every row has every column, GB18030, CRLF. */
export function writeCsv(rows: SourceRow[], columns: number): { data: Buffer; rows: KeyRow[] } {
  const lines = rows.map((source) =>
    Array.from({ length: columns }, (_, i) => (source.cells[i] === undefined ? '' : csvField(source.cells[i]!))).join(
      ',',
    ),
  );
  return {
    data: gb18030(`${lines.join('\r\n')}\r\n`),
    rows: rows.map((source, i) => ({
      row: i + 1,
      text: source.cells
        .map(csvText)
        .filter((text) => text !== '')
        .join(' | '),
      truth: source.truth,
    })),
  };
}

/** A text file (or the same text pasted): one row per line; the cells are joined by `separator`. */
export function writeText(rows: SourceRow[], separator: string): { data: string; rows: KeyRow[] } {
  const lines = rows.map((source) => source.cells.map(cellText).join(separator));
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

/** One line of a PDF page, top to bottom: a table row (cells at the column positions) or free text. */
export type PdfLine =
  | { kind: 'cells'; source: SourceRow; size?: number }
  | { kind: 'text'; text: string; truth: Truth; size?: number; centred?: boolean; gapBefore?: number };

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
  doc.setProducer('holdout corpus');
  doc.setCreator('holdout corpus');
  // The font file is a collection: take the Simplified Chinese face.
  doc.registerFontkit({
    create: (bytes: Uint8Array) =>
      (fontkit as { create: (b: Uint8Array, name: string) => unknown }).create(bytes, 'NotoSansCJKsc-Regular'),
  } as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const font = await doc.embedFont(cjkFontBytes(), { subset: true });
  const margin = 36;
  const step = 18;
  const rows: KeyRow[] = [];
  for (const lines of spec.pages) {
    const page = doc.addPage(spec.page);
    let y = spec.page[1] - margin;
    for (const line of lines) {
      if (line.kind === 'text') {
        y -= line.gapBefore ?? 0;
        const size = line.size ?? 9.5;
        const x = line.centred ? (spec.page[0] - font.widthOfTextAtSize(line.text, size)) / 2 : margin;
        page.drawText(line.text, { x, y, size, font });
        rows.push({ row: rows.length + 1, text: line.text, truth: line.truth });
      } else {
        drawCells(page, font, line.source, spec, margin, y, line.size ?? 9);
        rows.push({ row: rows.length + 1, text: rowText(line.source), truth: line.source.truth });
      }
      y -= step;
    }
  }
  return { data: Buffer.from(await doc.save({ useObjectStreams: false })), rows };
}

function drawCells(
  page: PDFPage,
  font: PDFFont,
  source: SourceRow,
  spec: PdfSpec,
  margin: number,
  y: number,
  size = 9,
) {
  const right = margin + spec.columns[spec.columns.length - 1]! + 60;
  if (source.span) page.drawText(cellText(source.cells[0]!), { x: margin + 3, y, size: size + 0.5, font });
  else
    source.cells.forEach((cell, i) => {
      const text = cellText(cell);
      if (text !== '') page.drawText(text, { x: margin + spec.columns[i]! + 3, y, size, font });
    });
  page.drawLine({
    start: { x: margin, y: y - 5 },
    end: { x: right, y: y - 5 },
    thickness: 0.4,
    color: rgb(0.55, 0.55, 0.55),
  });
}
