/**
 * An old Excel workbook (.xls: BIFF5 or BIFF8 in an OLE2 compound file, what Excel 97–2003 and WPS save by default)
 * as the texts its cells show, in the same shape as an .xlsx (xlsx.ts): the first non-empty sheet, and all of them
 * when there are several. Read with SheetJS (@e965/xlsx) in the decoding child process; numbers and dates are shown
 * by the same rules as an .xlsx's cells. SheetJS reads no fonts from an .xls: the struck-out text comes from the
 * workbook's records (biff-struck.ts).
 */
import type { CellObject, WorkBook, WorkSheet } from '@e965/xlsx';
import { type CellStrike, struckOutCells } from './biff-struck';
import { damaged, OLD_OFFICE_NOT_A_WORKBOOK, WORKBOOK_WITHOUT_ROWS } from './errors';
import { fileFormatOf } from './sniff';
import { decodeText } from './text';
import type { CellNote, DecodedFile, MergeRange, SheetCells } from './types';
import { formatDate, formatNumber, noteText } from './xlsx';

type SheetJs = typeof import('@e965/xlsx');

/**
 * An OLE2 compound file's workbook stream (BIFF8 "Workbook", BIFF5 "Book"): 'damaged' when the container cannot be
 * read (a file cut short), 'not-a-workbook' when it holds none (a Word .doc or PowerPoint .ppt).
 */
function workbookStream(sheetJs: SheetJs, data: Uint8Array): Uint8Array | 'damaged' | 'not-a-workbook' {
  let container: ReturnType<SheetJs['CFB']['read']>;
  try {
    container = sheetJs.CFB.read(data, { type: 'array' });
  } catch {
    return 'damaged';
  }
  const entry = sheetJs.CFB.find(container, 'Workbook') ?? sheetJs.CFB.find(container, 'Book');
  if (!entry) return 'not-a-workbook';
  return entry.content ? Uint8Array.from(entry.content as ArrayLike<number>) : 'damaged';
}

export async function decodeXls(data: Uint8Array): Promise<DecodedFile> {
  // Loaded on first use, as exceljs is: only old workbooks need it. The code pages read an Excel 95 workbook's
  // strings (GBK, Big5: BIFF8 keeps its strings in UTF-16, BIFF5 in the workbook's code page).
  const [sheetJs, codePages] = await Promise.all([import('@e965/xlsx'), import('@e965/xlsx/dist/cpexcel.full.mjs')]);
  sheetJs.set_cptable(codePages);
  const ole2 = fileFormatOf(data) === 'ole2';
  const stream = ole2 ? workbookStream(sheetJs, data) : null;
  if (stream === 'damaged') throw damaged('sheet', 'xls: the compound file cannot be read');
  if (stream === 'not-a-workbook') throw OLD_OFFICE_NOT_A_WORKBOOK;
  const struck = stream ? struckOutCells(stream) : [];
  // An "xls" that is text (an ERP's HTML table or tab-separated export) is read in the encoding it was written in.
  const text = ole2 ? null : decodeText(data);
  if (!ole2 && text === null) throw damaged('sheet', 'xls: neither a compound file nor text');
  let workbook: WorkBook;
  try {
    const options = { cellStyles: true, cellNF: true, cellDates: false, dense: false } as const;
    workbook =
      text === null
        ? sheetJs.read(data, { ...options, type: 'array' })
        : sheetJs.read(text, { ...options, type: 'string' });
  } catch (err) {
    throw damaged('sheet', `xls: ${(err as Error).message}`);
  }
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  const sheets = workbook.SheetNames.map((name, index) => ({
    name,
    cells: sheetCells(sheetJs, workbook.Sheets[name], { date1904, struck: struck[index] ?? new Map() }),
  })).filter((sheet) => sheet.cells.rows.some((row) => row.some((text) => text.trim() !== '')));
  const first = sheets[0];
  if (!first) throw WORKBOOK_WITHOUT_ROWS;
  const decoded: DecodedFile = { kind: 'table', source: 'xls', ...first.cells };
  if (sheets.length === 1) return decoded;
  return { ...decoded, sheets: sheets.map((sheet) => ({ name: sheet.name, ...sheet.cells })) };
}

/**
 * Rows by position (row r of the sheet at index r, blank rows empty, hidden columns' cells blank), the merged ranges,
 * the rows the sheet hides and the notes on its cells, as xlsx.ts gives them.
 */
function sheetCells(
  sheetJs: SheetJs,
  sheet: WorkSheet | undefined,
  { date1904, struck }: { date1904: boolean; struck: ReadonlyMap<string, CellStrike> },
): Omit<SheetCells, 'name'> {
  const empty = { rows: [], merges: [] };
  if (!sheet?.['!ref']) return empty;
  const range = sheetJs.utils.decode_range(sheet['!ref']);
  const hiddenColumns = new Set((sheet['!cols'] ?? []).flatMap((column, index) => (column?.hidden ? [index] : [])));
  const merges: MergeRange[] = (sheet['!merges'] ?? []).map((merge) => ({
    top: merge.s.r,
    left: merge.s.c,
    bottom: merge.e.r,
    right: merge.e.c,
  }));
  // Only a merged range's top-left cell carries its text, as exceljs gives an .xlsx's merged cells.
  const covered = new Set<string>();
  for (const merge of merges) {
    for (let r = merge.top; r <= merge.bottom; r++) {
      for (let c = merge.left; c <= merge.right; c++) if (r !== merge.top || c !== merge.left) covered.add(`${r}:${c}`);
    }
  }
  const rows: string[][] = [];
  const notes: CellNote[] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const cells: string[] = [];
    for (let c = 0; c <= range.e.c; c++) {
      if (hiddenColumns.has(c) || covered.has(`${r}:${c}`)) continue;
      const cell = sheet[sheetJs.utils.encode_cell({ r, c })] as CellObject | undefined;
      if (!cell) continue;
      const text = shownText(sheetJs, cell, date1904);
      // A cell struck through reads "~~text~~", one struck in part the text that stands, as an .xlsx's (xlsx.ts).
      const strike = text.trim() === '' ? undefined : struck.get(`${r}:${c}`);
      if (text !== '') cells[c] = !strike ? text : strike.whole ? `~~${text}~~` : strike.standing;
      // SheetJS leaves a note's formatting runs after its text, behind a NUL.
      const note = noteText((cell.c ?? []).map((comment) => (comment.t ?? '').split('\u0000')[0]).join('\n'));
      if (note) notes.push({ row: r, column: c, text: note });
    }
    rows[r] = Array.from(cells, (text) => text ?? '');
  }
  const hidden = (sheet['!rows'] ?? []).flatMap((row, index) =>
    row?.hidden && index >= range.s.r && index <= range.e.r ? [index] : [],
  );
  return {
    rows: Array.from(rows, (cells) => cells ?? []),
    merges: merges.filter((m) => m.bottom > m.top || m.right > m.left),
    ...(hidden.length > 0 ? { hidden } : {}),
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/** What the cell shows: formulas by their cached result, numbers and dates by their format, errors by their code. */
function shownText(sheetJs: SheetJs, cell: CellObject, date1904: boolean): string {
  switch (cell.t) {
    case 's':
      return String(cell.v ?? '');
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'e':
      return cell.w ?? '#ERROR';
    case 'd':
      return cell.v instanceof Date ? formatDate(cell.v) : String(cell.w ?? '');
    case 'n': {
      const value = Number(cell.v);
      const format = typeof cell.z === 'string' ? cell.z : undefined;
      if (format && sheetJs.SSF.is_date(format)) return formatDate(excelDate(value, date1904));
      return formatNumber(value, format);
    }
    default:
      return '';
  }
}

/**
 * An Excel serial date as the UTC moment it names: in the 1900 system (with its phantom 1900-02-29) or the 1904 one
 * (old Mac workbooks).
 */
export function excelDate(serial: number, date1904 = false): Date {
  const days = date1904 ? serial + 1461 : serial < 60 ? serial : serial - 1;
  return new Date(Date.UTC(1899, 11, 31) + Math.round(days * 86400000));
}
