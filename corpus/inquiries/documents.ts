/**
 * Writers for the corpus: an inquiry as a list of source rows (cells plus the careful reader's answer) becomes an
 * .xlsx sheet (exceljs, merged cells included), a text-based PDF (pdf-lib with an embedded CJK font subset) or a
 * text file, and each writer numbers the rows the way the answer key counts them.
 */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import ExcelJS from 'exceljs';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { Expectation, KeyRow } from './world';

export interface SourceRow {
  cells: Array<string | number>;
  truth: Expectation;
  /** The first cell spans the whole width (titles, section headings, notes). */
  spanned?: boolean;
}

/** A fixed date so a regenerated file is byte-for-byte the same. */
const WRITTEN_AT = new Date(Date.UTC(2025, 2, 12, 8, 0, 0));

const rowText = (row: SourceRow) =>
  row.cells
    .map((c) => String(c))
    .filter((c) => c !== '')
    .join(' | ');

export interface SheetLayout {
  name: string;
  widths: number[];
  rows: SourceRow[];
  /** Header cells merged over rows and columns (1-based, Excel numbering), e.g. two-row headers. */
  merges?: Array<[number, number, number, number]>;
}

/** An .xlsx workbook; key rows are the Excel row numbers. A row with no cells is left empty in the sheet. */
export async function writeXlsx(layout: SheetLayout): Promise<{ data: Buffer; key: KeyRow[] }> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'corpus';
  workbook.created = WRITTEN_AT;
  workbook.modified = WRITTEN_AT;
  const sheet = workbook.addWorksheet(layout.name);
  sheet.columns = layout.widths.map((width) => ({ width }));
  const key: KeyRow[] = [];
  const columns = layout.widths.length;
  layout.rows.forEach((row, i) => {
    const number = i + 1;
    key.push({ row: number, text: rowText(row), truth: row.truth });
    if (row.cells.every((c) => c === '')) return;
    const excelRow = sheet.getRow(number);
    row.cells.forEach((value, column) => {
      if (value !== '') excelRow.getCell(column + 1).value = value;
    });
    if (row.spanned) sheet.mergeCells(number, 1, number, columns);
  });
  for (const [top, left, bottom, right] of layout.merges ?? []) sheet.mergeCells(top, left, bottom, right);
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { data, key };
}

export interface PdfLayout {
  title: string;
  info: string;
  header: string[];
  /** Column widths in points; the page is A4 landscape. */
  widths: number[];
  /** Item rows in order (section headings and subtotals included); split over pages of `perPage` rows. */
  rows: SourceRow[];
  perPage: number;
  /** Lines after the table on the last page (notes, signatures). */
  footer: string[];
}

const PAGE = { width: 842, height: 595 };
const MARGIN = 40;
const LINE = 19;

/** The CJK font the PDFs embed (a subset): Noto Sans CJK SC from the fonts-noto-cjk package. */
function cjkFontBytes(): Uint8Array {
  const candidates = [
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  ];
  for (const path of candidates) {
    try {
      return readFileSync(path);
    } catch {}
  }
  throw new Error('NotoSansCJK-Regular.ttc not found: install fonts-noto-cjk to regenerate the PDFs');
}

/**
 * A text PDF drawn line by line: title, info, header, rows, a page footer; the next page repeats the header (as
 * printed inquiry lists do). Key rows are the lines in reading order, counted over all pages (1-based).
 */
export async function writePdf(layout: PdfLayout): Promise<{ data: Buffer; key: KeyRow[] }> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(WRITTEN_AT);
  doc.setModificationDate(WRITTEN_AT);
  doc.setProducer('corpus');
  doc.setCreator('corpus');
  // The font file is a collection: pick the Simplified Chinese face from it.
  doc.registerFontkit({
    create: (bytes: Uint8Array) =>
      (fontkit as { create: (b: Uint8Array, name: string) => unknown }).create(bytes, 'NotoSansCJKsc-Regular'),
  } as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const font = await doc.embedFont(cjkFontBytes(), { subset: true });
  const key: KeyRow[] = [];
  let line = 0;
  const pages = Math.max(1, Math.ceil(layout.rows.length / layout.perPage));
  const noise = (text: string) => key.push({ row: ++line, text, truth: { expect: 'noise' } });
  const lefts = layout.widths.map((_, i) => MARGIN + layout.widths.slice(0, i).reduce((a, b) => a + b, 0));
  const tableWidth = layout.widths.reduce((a, b) => a + b, 0);

  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - MARGIN;
    if (p === 0) {
      drawCentred(page, font, layout.title, y, 15);
      noise(layout.title);
      y -= LINE * 1.6;
      page.drawText(layout.info, { x: MARGIN, y, size: 9.5, font });
      noise(layout.info);
      y -= LINE * 1.3;
    }
    const drawCells = (cells: Array<string | number>, size: number) => {
      cells.forEach((cell, i) => {
        const text = String(cell);
        if (text) page.drawText(text, { x: lefts[i]! + 3, y: y + 5, size, font });
      });
      page.drawLine({
        start: { x: MARGIN, y: y - 1 },
        end: { x: MARGIN + tableWidth, y: y - 1 },
        thickness: 0.5,
        color: rgb(0.6, 0.6, 0.6),
      });
      y -= LINE;
    };
    drawCells(layout.header, 10);
    noise(layout.header.join(' | '));
    for (const row of layout.rows.slice(p * layout.perPage, (p + 1) * layout.perPage)) {
      if (row.spanned) {
        page.drawText(String(row.cells[0]), { x: lefts[0]! + 3, y: y + 5, size: 10, font });
        y -= LINE;
      } else drawCells(row.cells, 9.5);
      key.push({ row: ++line, text: rowText(row), truth: row.truth });
    }
    if (p === pages - 1) {
      y -= LINE * 0.5;
      for (const text of layout.footer) {
        page.drawText(text, { x: MARGIN, y, size: 9.5, font });
        noise(text);
        y -= LINE;
      }
    }
    drawCentred(page, font, `第 ${p + 1} 页 共 ${pages} 页`, MARGIN - 10, 9);
    noise(`第 ${p + 1} 页 共 ${pages} 页`);
  }
  const data = Buffer.from(await doc.save({ useObjectStreams: false }));
  return { data, key };
}

function drawCentred(page: PDFPage, font: PDFFont, text: string, y: number, size: number): void {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (PAGE.width - width) / 2, y, size, font });
}

/** A text file (or pasted text): one source row per line, blank lines included; cells joined by `separator`. */
export function writeText(rows: SourceRow[], separator: string): { data: string; key: KeyRow[] } {
  const lines = rows.map((row) =>
    row.cells
      .map((c) => String(c))
      .join(separator)
      .replace(/\s+$/, ''),
  );
  const key = rows.map((row, i) => ({ row: i + 1, text: lines[i]!, truth: row.truth }));
  return { data: `${lines.join('\n')}\n`, key };
}
