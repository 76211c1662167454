/**
 * Inquiry rows out of a decoded upload (src/decoding turns files into cells, positioned PDF text or text), read by the
 * one inquiry parser the web app also uses (@cable/contracts/inquiry): a table by its header, a PDF by its text
 * positions, text line by line; of a workbook, every sheet that holds an inquiry list. A sheet whose header names no
 * quantity, or no model or spec, is refused (spec §5: batch import needs model, spec, quantity and unit).
 */
import {
  type ColumnMap,
  type InquiryRow,
  type InquiryTable,
  inquiryHeader,
  type PdfPage,
  readInquiryPdf,
  readInquiryTable,
  readInquiryText,
} from '@cable/contracts/inquiry';
import type { OcrBox, PageArea, TableRule } from '../decoding/types';
import { tableOfBoxes } from './ocr-table';
import { type PictureRow, type RecognisedPage, withUnclearCells } from './unclear-cells';

export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

/** A decoded upload as the parser reads it (the decoder's output has this shape). */
export type DecodedInquiry =
  | ({ kind: 'table'; sheets?: readonly (InquiryTable & { name?: string })[] } & InquiryTable)
  | { kind: 'pdf'; pages: readonly ScannablePage[] }
  | ({
      kind: 'image';
      boxes: readonly OcrBox[];
      rules?: readonly TableRule[];
      unread?: readonly PageArea[];
    } & RecognisedPage)
  | { kind: 'text'; text: string };

function missingColumns(header: ColumnMap): string[] {
  const missing: string[] = [];
  if (!header.roles.some((r) => r === 'model' || r === 'spec' || r === 'modelSpec' || r === 'name'))
    missing.push('model (型号) and spec (规格)');
  // A cable schedule's one cable's length (单根长度) beside its cable numbers is its quantity.
  if (!header.roles.includes('quantity') && !header.roles.includes('runLength')) missing.push('quantity (数量)');
  return missing;
}

function rowsOfTable(table: InquiryTable): InquiryRow[] {
  const header = inquiryHeader(table);
  const missing = header ? missingColumns(header) : [];
  if (missing.length > 0) {
    throw new ImportError(
      `The sheet needs model, spec, quantity and unit columns (model and spec, or quantity and unit, may be merged); missing: ${missing.join(', ')}`,
    );
  }
  const rows = readInquiryTable(table);
  if (!header && rows.length === 0) {
    throw new ImportError(
      'No header row with model (型号), spec (规格), quantity (数量) and unit (单位) columns was found, and no row reads as a cable line',
    );
  }
  return rows;
}

/** A sheet that sums the others up: 汇总, 汇总表（询价用）, 总表, 合计, Summary. */
const SUMMARY_SHEET = /汇总|总表|合计|总计|summary|total/i;

/**
 * A workbook's rows: those of every sheet with an inquiry header (a cover letter on the first sheet, the list on the
 * second), numbered on over the list sheets; with no such sheet, the first sheet as before. A summary sheet that
 * names every cable of the other list sheets (one per building, then 汇总) is what is asked: their lines are its parts,
 * and quoting both would ask for every cable twice.
 */
function rowsOfWorkbook(first: InquiryTable, sheets: readonly (InquiryTable & { name?: string })[]): InquiryRow[] {
  const lists = sheets.filter((sheet) => {
    const header = inquiryHeader(sheet);
    return header !== null && missingColumns(header).length === 0;
  });
  if (lists.length === 0) return rowsOfTable(first);
  // A list that goes on over sheets is numbered on through them, as a PDF's lines are over its pages: the second list
  // sheet's row 5 is line 5 after the first's rows (a line names one row of the whole workbook).
  let before = 0;
  const read = lists.map((sheet) => {
    const rows = rowsOfTable(sheet).map((row) => ({ ...row, line: row.line + before }));
    before += sheet.rows.length;
    return { sheet, rows };
  });
  const cableOf = (row: InquiryRow) => (row.model && row.spec ? `${row.model}|${row.spec}` : null);
  const summaries = read.filter(({ sheet }) => SUMMARY_SHEET.test(sheet.name ?? ''));
  if (summaries.length === 1 && read.length > 2) {
    const named = new Set(summaries[0]!.rows.map(cableOf).filter((key) => key !== null));
    const parts = read.filter((part) => part !== summaries[0]);
    const covered = parts.every(({ rows }) => rows.every((row) => !cableOf(row) || named.has(cableOf(row)!)));
    if (named.size > 0 && covered) return summaries[0]!.rows.map((row, index) => ({ ...row, index }));
  }
  return read.flatMap(({ rows }) => rows).map((row, index) => ({ ...row, index }));
}

/** A PDF page as decoded: its text layer, or for a scan the boxes recognised in it (page units). */
type ScannablePage = PdfPage & {
  width: number;
  height: number;
  scan?: {
    boxes: readonly OcrBox[];
    rotation: RecognisedPage['rotation'];
    rules?: readonly TableRule[];
    unread?: readonly PageArea[];
  };
};

/**
 * A PDF with scanned pages: every page's boxes (a text page's runs as sure boxes) read as one table by position, so
 * a scanned inquiry keeps its columns and its rows' order over the pages.
 */
function rowsOfScannedPdf(pages: readonly ScannablePage[]): PictureRow[] {
  const boxes = pages.map((page) => page.scan?.boxes ?? page.items.map((item) => ({ ...item, score: 1 })));
  const table = tableOfBoxes(
    boxes,
    pages.map((page) => page.scan?.rules),
    // A text page's runs are exact: a cell empty there is blank.
    pages.map((page) => (page.scan ? page.scan.unread : [])),
  );
  // A scan's boxes are in units of the page turned upright: its size turned with it.
  const frames = pages.map(({ width, height, scan }): RecognisedPage => {
    const rotation = scan?.rotation ?? 0;
    const turned = rotation === 90 || rotation === 270;
    return { width: turned ? height : width, height: turned ? width : height, rotation };
  });
  return withUnclearCells(readInquiryTable(table), table, frames);
}

/** Rows of an upload; those recognised in a picture or scan carry their unsure cells (text-unclear). */
export function rowsOfDecoded(decoded: DecodedInquiry): PictureRow[] {
  switch (decoded.kind) {
    case 'table':
      return decoded.sheets && decoded.sheets.length > 1
        ? rowsOfWorkbook(decoded, decoded.sheets)
        : rowsOfTable(decoded);
    case 'pdf':
      return decoded.pages.some((page) => page.scan) ? rowsOfScannedPdf(decoded.pages) : readInquiryPdf(decoded.pages);
    case 'image': {
      // Boxes into rows and columns by their positions, then read as a sheet (with each cell's confidence).
      const table = tableOfBoxes([decoded.boxes], [decoded.rules], [decoded.unread]);
      return withUnclearCells(readInquiryTable(table), table, [decoded]);
    }
    case 'text':
      return readInquiryText(decoded.text);
  }
}

/** Whether a PDF has any text at all, in its text layer or recognised on its scanned pages. */
export function pdfHasText(pages: readonly ScannablePage[]): boolean {
  return pages.some((page) => page.items.some((item) => item.text.trim() !== '') || (page.scan?.boxes.length ?? 0) > 0);
}
