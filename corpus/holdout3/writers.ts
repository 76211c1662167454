/**
 * File writers for the third holdout corpus, adapted from corpus/holdout2/writers.ts. A list of source rows (what the
 * customer wrote, and what a careful salesperson reads from it) becomes an .xlsx workbook (exceljs: several sheets,
 * hidden rows, merged cells across and down, frozen panes, formulas with cached values, numbers stored as text,
 * number and percent formats, red text), a CSV (UTF-8 with a BOM or GBK / GB18030, CRLF), a text PDF (pdf-lib with a
 * Noto CJK subset, ruled table cells, a wrapped cell's second line drawn as a line of its own) or a plain text.
 * Each writer numbers the key rows as the answer key counts them: sheet row (for a list that goes on over several
 * sheets, the rows of the later sheets follow the rows of the earlier ones, and each key row also says its sheet and
 * its row there), CSV record, text line, PDF line in reading order over all pages.
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
  /** The row is hidden in the workbook (it is in the file; nobody sees it on screen). */
  hidden?: boolean;
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
export const noiseBecause = (note: string): Truth => ({ expect: 'noise', note });

/**
 * A cell as the customer left it: text (a number typed as text stays text, Excel's green triangle), a number
 * (optionally shown through a number format), a formula with the value Excel cached, or rich text.
 */
export type Cell =
  | string
  | number
  | { formula: string; result: number; format?: string }
  | { number: number; format: string }
  | { rich: string[] };

export interface SourceRow {
  cells: Cell[];
  truth: Truth;
  /** The first cell is merged over the whole width of the table (titles, headings, notes). */
  span?: boolean;
  /** The row is hidden (Format > Hide rows). */
  hidden?: boolean;
  /** Drawn in red, as a customer marks rows added to a returned sheet. */
  red?: boolean;
}

export const row = (truth: Truth, ...cells: Cell[]): SourceRow => ({ cells, truth });
export const spanned = (truth: Truth, text: string): SourceRow => ({ cells: [text], truth, span: true });
export const blank = (): SourceRow => ({ cells: [], truth: noise });

/** A fixed date so a regenerated PDF is byte-for-byte the same (an .xlsx differs only in its zip timestamps). */
const WRITTEN_AT = new Date(Date.UTC(2025, 8, 20, 2, 0, 0));

/** How a cell reads to a person looking at it (a formatted number as shown, a formula as its value and formula). */
export function cellText(cell: Cell): string {
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return String(cell);
  if ('formula' in cell) return `=${cell.formula} (${cell.format ? formatted(cell.result, cell.format) : cell.result})`;
  if ('number' in cell) return formatted(cell.number, cell.format);
  return cell.rich.join('');
}

/** The few number formats the corpus uses, shown as Excel shows them ("0.000", "#,##0.00", "0%"). */
export function formatted(n: number, format: string): string {
  const decimals = /\.(0+)/.exec(format)?.[1]?.length ?? 0;
  if (format.endsWith('%')) return `${(n * 100).toFixed(decimals)}%`;
  return n.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: format.includes(','),
  });
}

const joined = (texts: string[]) => texts.filter((text) => text !== '').join(' | ');

export interface SheetSpec {
  name: string;
  widths: number[];
  rows: SourceRow[];
  /** Further merges, [top, left, bottom, right] in Excel numbering (1-based): cells merged across or down. */
  merges?: Array<[number, number, number, number]>;
  /** Rows above this one stay in view (frozen panes). */
  frozenRows?: number;
  /** The sheet is part of the keyed list (several sheets may be: their rows are numbered one after another). */
  keyed?: boolean;
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
  if (typeof cell === 'string' || typeof cell === 'number') return cell;
  if ('formula' in cell) return { formula: cell.formula, result: cell.result };
  if ('number' in cell) return cell.number;
  return { richText: cell.rich.map((text, i) => (i % 2 === 1 ? { font: { bold: true }, text } : { text })) };
}

/**
 * An .xlsx workbook of one or more sheets. The key rows are the keyed sheets' rows: with one keyed sheet its Excel
 * row numbers; with several, the rows of each keyed sheet follow those of the one before (sheet and sheetRow say
 * where each is). A keyed sheet followed by another must not end in blank rows (the file would not hold them).
 */
export async function writeXlsx(sheets: SheetSpec[]): Promise<{ data: Buffer; rows: KeyRow[] }> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Administrator';
  workbook.lastModifiedBy = 'Administrator';
  workbook.created = WRITTEN_AT;
  workbook.modified = WRITTEN_AT;
  const keyedSheets = sheets.filter((s) => s.keyed || sheets.length === 1);
  const several = keyedSheets.length > 1;
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
        if (typeof value === 'string' && value.includes('\n')) cell.alignment = { wrapText: true, vertical: 'top' };
        if (source.red) cell.font = { color: { argb: 'FFFF0000' } };
      });
      if (source.span) sheet.mergeCells(number, 1, number, spec.widths.length);
      if (source.hidden) excelRow.hidden = true;
    });
    for (const [top, left, bottom, right] of spec.merges ?? []) sheet.mergeCells(top, left, bottom, right);
    if (spec.frozenRows)
      sheet.views = [{ state: 'frozen', ySplit: spec.frozenRows, xSplit: 0, topLeftCell: `A${spec.frozenRows + 1}` }];
    if (!keyedSheets.includes(spec)) continue;
    const last = spec.rows[spec.rows.length - 1];
    if (several && last?.cells.every((c) => c === '')) throw new Error(`${spec.name} ends in a blank row`);
    const texts = sheetRowTexts(spec);
    const offset = keyRows.length;
    spec.rows.forEach((source, i) => {
      keyRows.push({
        row: offset + i + 1,
        text: texts[i]!,
        truth: source.truth,
        ...(several ? { sheet: spec.name, sheetRow: i + 1 } : {}),
        ...(source.hidden ? { hidden: true } : {}),
      });
    });
  }
  return { data: Buffer.from(await workbook.xlsx.writeBuffer()), rows: keyRows };
}

/** GB18030 bytes of a text (the two-byte GBK range, which holds every character used here), line ends as given. */
export function gbk(text: string): Buffer {
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
    if (!pair) throw new Error(`no two-byte GBK code for ${JSON.stringify(char)}`);
    bytes.push(...pair);
  }
  return Buffer.from(bytes);
}

/** What a spreadsheet writes to a CSV: a formula's value, a formatted number as shown. */
const csvText = (cell: Cell) => {
  if (typeof cell === 'object' && 'formula' in cell) return String(cell.result);
  return cellText(cell);
};

const csvField = (cell: Cell) => {
  const text = csvText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV: every record has every column, CRLF between records, UTF-8 with a byte-order mark or GBK. */
export function writeCsv(
  rows: SourceRow[],
  columns: number,
  encoding: 'utf8-bom' | 'gbk',
): { data: Buffer; rows: KeyRow[] } {
  const lines = rows.map((source) =>
    Array.from({ length: columns }, (_, i) => (source.cells[i] === undefined ? '' : csvField(source.cells[i]!))).join(
      ',',
    ),
  );
  const text = `${lines.join('\r\n')}\r\n`;
  const data = encoding === 'gbk' ? gbk(text) : Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
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
  for (const [line] of lines) if (line.includes('\n')) throw new Error(`a text row holds a line break: ${line}`);
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
 * One line of a PDF page, top to bottom: a table line (cells at the column positions, a rule under it unless it is
 * the first line of a row whose cells wrap onto the next line: `rule: false`) or free text.
 */
export type PdfLine =
  | { kind: 'cells'; source: SourceRow; size?: number; rule?: boolean; top?: boolean }
  /** A table row whose cells wrap inside their columns as WPS wraps them: its first line carries the row's truth,
   * every further line (the wrapped rest of one or more cells) is a line of its own, keyed noise. */
  | { kind: 'wrapped'; source: SourceRow; size?: number }
  | { kind: 'text'; text: string; truth: Truth; size?: number; centred?: boolean; right?: boolean; gapBefore?: number };

export interface PdfSpec {
  /** [width, height] in points. */
  page: [number, number];
  /** Left edges of the table's columns, from the left margin; the table ends at the right margin. */
  columns: number[];
  pages: PdfLine[][];
  producer: string;
}

/** A text PDF drawn line by line, table lines ruled as a WPS / Word table; key rows are lines in reading order. */
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
        const x = line.centred ? (spec.page[0] - width) / 2 : line.right ? spec.page[0] - margin - width : margin;
        page.drawText(line.text, { x, y, size, font });
        rows.push({ row: rows.length + 1, text: line.text, truth: line.truth });
        y -= step + (size > 10 ? 6 : 2);
      } else if (line.kind === 'wrapped') {
        const size = line.size ?? 8.5;
        const pieces = line.source.cells.map((cell, i) => {
          const left = spec.columns[i]!;
          const next = spec.columns[i + 1] ?? spec.page[0] - 2 * margin;
          return wrapCell(cellText(cell), next - left - 6, font, size);
        });
        const height = Math.max(1, ...pieces.map((p) => p.length));
        for (let k = 0; k < height; k++) {
          const source: SourceRow = {
            cells: pieces.map((p) => p[k] ?? ''),
            truth: k === 0 ? line.source.truth : { expect: 'noise', note: "a wrapped cell's next line" },
          };
          drawCells(page, font, { kind: 'cells', source, size, rule: k === height - 1 }, spec, margin, y, step);
          rows.push({ row: rows.length + 1, text: joined(source.cells.map(cellText)), truth: source.truth });
          y -= step;
        }
      } else {
        drawCells(page, font, line, spec, margin, y, step);
        rows.push({ row: rows.length + 1, text: joined(line.source.cells.map(cellText)), truth: line.source.truth });
        y -= step;
      }
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
  const { source } = line;
  source.cells.forEach((cell, i) => {
    const text = cellText(cell);
    if (text !== '') page.drawText(text, { x: margin + spec.columns[i]! + 3, y, size, font });
  });
  const top = y + step - 4;
  const bottom = y - 4;
  if (line.top) page.drawLine({ start: { x: margin, y: top }, end: { x: right, y: top }, thickness: 0.6, color: grey });
  for (const x of [...spec.columns.map((c) => margin + c), right])
    page.drawLine({ start: { x, y: top }, end: { x, y: bottom }, thickness: 0.5, color: grey });
  if (line.rule === false) return;
  page.drawLine({ start: { x: margin, y: bottom }, end: { x: right, y: bottom }, thickness: 0.5, color: grey });
}

/**
 * A cell's text broken into lines that fit its column, as WPS breaks a table cell: after a hyphen, a space or Chinese
 * punctuation, or between two Chinese (or full-width) characters; a run with no such place is cut where the column
 * ends.
 */
function wrapCell(text: string, width: number, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  let rest = text;
  const cjk = (ch: string | undefined) => ch !== undefined && /[\u3000-\u9fff\uff00-\uffef]/.test(ch);
  while (rest !== '' && font.widthOfTextAtSize(rest, size) > width) {
    let fit = 0;
    while (fit < rest.length && font.widthOfTextAtSize(rest.slice(0, fit + 1), size) <= width) fit++;
    let cut = 0;
    for (let i = 1; i <= fit; i++) {
      const before = rest[i - 1]!;
      const after = rest[i];
      if ('- 、，；'.includes(before) || (cjk(before) && cjk(after)) || (cjk(after) && !'，、；）'.includes(after!)))
        cut = i;
    }
    if (cut === 0) cut = Math.max(1, fit);
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest !== '' || lines.length === 0) lines.push(rest);
  return lines;
}
