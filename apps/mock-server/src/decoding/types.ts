/**
 * What the decoder hands back for an uploaded file: plain data (cell texts, positioned PDF text, OCR text), never
 * parsed quotation rows. Reading rows out of it is the row parser's job (domain/sheet-import, routes/batch).
 */

/** A 0-based, inclusive range of merged cells. */
export interface MergeRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** A note (comment) on a cell, 0-based row and column, its text without the author's line. */
export interface CellNote {
  row: number;
  column: number;
  text: string;
}

/**
 * One worksheet's cell texts (row r of the sheet at index r - 1) and merged ranges; the rows it hides (0-based) and
 * its cells' notes, when it has any.
 */
export interface SheetCells {
  name: string;
  rows: string[][];
  merges: MergeRange[];
  hidden?: number[];
  notes?: CellNote[];
}

/** One run of text on a PDF page, in page units with y growing downwards (the top-left corner of the run). */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A run of text recognised in an image: its box in the upright image's pixels (x, y the top-left corner) and the
 * recognition's confidence, the lowest of its characters' probabilities (0..1).
 */
export interface OcrBox {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

/**
 * A horizontal rule drawn across a picture (a table's row line), in the boxes' frame: its height, and the stretches of
 * x where it is drawn. A rule between two rows that leaves out a column is the bottom of no cell there: that column's
 * cell is merged over both rows (a Word table's 型号 merged down its group).
 */
export interface TableRule {
  y: number;
  spans: { from: number; to: number }[];
}

/** A rectangle on a page (x, y the top-left corner), in the page's boxes' frame. */
export interface PageArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPage {
  width: number;
  height: number;
  /** Empty for a page without a text layer (a scan). */
  items: PdfTextItem[];
  /** A page without a text layer, rendered and recognised: the boxes in page units of the page turned upright. */
  scan?: { boxes: OcrBox[]; rotation: 0 | 90 | 180 | 270; rules?: TableRule[]; unread?: PageArea[] };
}

export type DecodedFile =
  /**
   * Cell texts as the sheet shows them (numbers as Excel displays them, formulas' results, rich text joined); a
   * merged range's text is in its top-left cell only, the range itself in merges.
   */
  | {
      kind: 'table';
      source: 'xlsx' | 'xls' | 'csv';
      /** The first non-empty worksheet (of a CSV, the file). */
      rows: string[][];
      merges: MergeRange[];
      /** Of a workbook's first sheet, the rows it hides (0-based) and its cells' notes. */
      hidden?: number[];
      notes?: CellNote[];
      /**
       * Every non-empty worksheet in workbook order, the first being rows and merges; only when a workbook has more
       * than one (a cover letter on the first sheet, the list on the second).
       */
      sheets?: SheetCells[];
    }
  | { kind: 'pdf'; pages: PdfPage[] }
  /**
   * What recognition read in the image: each text box with its place and confidence, and the text as lines. Width,
   * height and the boxes are those of the image turned upright (rotation: the quarter turns it took, clockwise).
   */
  | {
      kind: 'image';
      width: number;
      height: number;
      rotation: 0 | 90 | 180 | 270;
      boxes: OcrBox[];
      text: string;
      /** The rules drawn across the picture (a table's row lines), in the boxes' frame. */
      rules?: TableRule[];
      /** Where recognition saw something it could not read (a cell empty elsewhere was blank in the picture). */
      unread?: PageArea[];
    }
  | { kind: 'text'; text: string };

/** The upload kinds of batch/file/upload. */
export type UploadKind = 'sheet' | 'image' | 'pdf' | 'text';

/** Formats told apart by their leading bytes. */
export type ImageFormat = 'png' | 'jpeg' | 'bmp' | 'webp' | 'gif';
export type FileFormat = ImageFormat | 'pdf' | 'zip' | 'ole2';

/** A job the child process runs: the format is settled and checked by the parent before the bytes go out. */
export type DecodeJob =
  | { format: 'xlsx'; data: Uint8Array }
  | { format: 'xls'; data: Uint8Array }
  | { format: 'csv'; data: Uint8Array }
  | { format: 'pdf'; data: Uint8Array }
  | { format: 'image'; data: Uint8Array; image: ImageFormat; width: number; height: number };
