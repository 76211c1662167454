/**
 * An .xlsx workbook's worksheets as the texts their cells show: the first non-empty one, and all of them when there are
 * several (runs in the decoding child process).
 * Before exceljs sees the archive, every entry is inflated with a hard cap at its declared size, so a zip bomb that
 * lies in its directory is stopped here rather than by the child's memory limit.
 */
import type ExcelJS from 'exceljs';
import { damaged, unpacksTooLarge, WORKBOOK_WITHOUT_ROWS } from './errors';
import { FILE_LIMITS } from './limits';
import type { CellNote, DecodedFile, MergeRange, SheetCells } from './types';
import { inflatedSizesHold, readZipDirectory } from './zip-directory';

export async function decodeXlsx(data: Uint8Array): Promise<DecodedFile> {
  const directory = readZipDirectory(data, {
    maxEntries: FILE_LIMITS.maxZipEntries,
    maxUncompressedBytes: FILE_LIMITS.maxUnpackedBytes,
  });
  if (!directory.ok) throw damaged('sheet', directory.detail);
  const lie = inflatedSizesHold(data, directory.entries);
  if (lie) {
    const error = unpacksTooLarge(FILE_LIMITS.maxUnpackedBytes);
    throw /declared size/.test(lie) ? error : damaged('sheet', lie);
  }
  // Loaded on first use: exceljs is heavy and only sheet uploads need it.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch (err) {
    throw damaged('sheet', `exceljs: ${(err as Error).message}`);
  }
  const sheets = workbook.worksheets.filter((ws) => ws.actualRowCount > 0);
  const first = sheets[0];
  if (!first) throw WORKBOOK_WITHOUT_ROWS;
  const decoded: DecodedFile = { kind: 'table', source: 'xlsx', ...sheetCells(first) };
  if (sheets.length === 1) return decoded;
  return { ...decoded, sheets: sheets.map((ws) => ({ name: ws.name, ...sheetCells(ws) })) };
}

/**
 * Rows by position (row r of the sheet at index r - 1, blank rows empty, hidden columns' cells blank), the merged ranges
 * among them, the rows the sheet hides and the notes on its cells.
 */
function sheetCells(sheet: ExcelJS.Worksheet): Omit<SheetCells, 'name'> {
  const rows: string[][] = [];
  const merges = new Map<string, MergeRange>();
  const hidden: number[] = [];
  const notes: CellNote[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    // A row the customer hid (filtered out on its status, or by hand) is read, and known to be hidden: whether it is
    // asked is for a person (a row dropped unseen is a line lost).
    if (row.hidden) hidden.push(rowNumber - 1);
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      // A column the customer hid (an ERP's helper columns) is not on the sheet they see either: its cells read blank.
      if (sheet.getColumn(column).hidden) return;
      const top = rowNumber - 1;
      const left = column - 1;
      if (cell.isMerged) {
        const master = cell.master;
        const range = merges.get(master.address) ?? {
          top: Number(master.row) - 1,
          left: Number(master.col) - 1,
          bottom: top,
          right: left,
        };
        range.bottom = Math.max(range.bottom, top);
        range.right = Math.max(range.right, left);
        merges.set(master.address, range);
        if (master.address !== cell.address) return;
      }
      cells[left] = displayText(cell);
      const note = noteText(cell.note);
      if (note) notes.push({ row: top, column: left, text: note });
    });
    rows[rowNumber - 1] = Array.from(cells, (text) => text ?? '');
  });
  return {
    rows: Array.from(rows, (cells) => cells ?? []),
    merges: [...merges.values()].filter((m) => m.bottom > m.top || m.right > m.left),
    ...(hidden.length > 0 ? { hidden } : {}),
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/**
 * A cell note's text without the author's line Excel puts first ("王工:\n直埋段，业主要求改YJV22铠装" is the words after
 * it); '' for none.
 */
export function noteText(note: ExcelJS.Cell['note'] | undefined): string {
  if (!note) return '';
  const text = typeof note === 'string' ? note : (note.texts ?? []).map((run) => run.text ?? '').join('');
  return text
    .replace(/^[^\n:：]{1,30}[:：]\s*\n/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

type Shown = number | string | boolean | Date | { error: string } | null | undefined;

/** What the cell shows: formulas by their result, rich text and hyperlinks by their text, numbers by their format. */
/**
 * A cell's text as the customer sees it, struck-out text marked: a cell struck through whole reads "~~text~~" (the
 * reading takes its row for taken out, as markdown writes a strikethrough); the struck-out runs of a cell with text
 * that stands beside them ("300 350" with 300 struck out) are left out.
 */
const STRUCK_OUT = /^~~[\s\S]*~~$/;

function displayText(cell: ExcelJS.Cell): string {
  const text = cellText(cell);
  return text.trim() !== '' && cell.font?.strike && !STRUCK_OUT.test(text) ? `~~${text}~~` : text;
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && !(value instanceof Date)) {
    if ('result' in value || 'formula' in value || 'sharedFormula' in value) {
      return shownValue((value as { result?: Shown }).result, cell.numFmt);
    }
    if ('richText' in value) {
      const runs = value.richText;
      const standing = runs.filter((run) => !run.font?.strike);
      const all = runs.map((run) => run.text).join('');
      if (standing.length === runs.length) return all;
      if (standing.every((run) => run.text.trim() === '')) return all.trim() ? `~~${all}~~` : all;
      return standing
        .map((run) => run.text)
        .join('')
        .trim();
    }
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return String(value.error);
    return cell.text ?? '';
  }
  return shownValue(value, cell.numFmt);
}

function shownValue(value: Shown, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatNumber(value, numFmt);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'object') return String(value.error);
  return value;
}

/** Excel's General format: integers as they are, others to 10 significant digits, very large or small ones in E notation. */
export function generalNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude >= 1e11 || magnitude < 1e-9)) {
    const [mantissa, exponent] = value.toExponential(5).split('e');
    const sign = exponent!.startsWith('-') ? '-' : '+';
    return `${String(Number(mantissa))}E${sign}${exponent!.replace(/^[+-]/, '').padStart(2, '0')}`;
  }
  return String(Number(value.toPrecision(10)));
}

/**
 * A number in its cell format, for the common formats (fixed decimals, thousands separators, percent, literal
 * prefixes and suffixes such as 0"米"); any other format shows the number as General.
 */
export function formatNumber(value: number, numFmt: string | undefined): string {
  if (!numFmt || /^general$/i.test(numFmt) || numFmt === '@') return generalNumber(value);
  const sections = numFmt.split(';');
  const section = value < 0 && sections.length > 1 ? sections[1]! : sections[0]!;
  const shown = value < 0 && sections.length > 1 ? Math.abs(value) : value;
  const cleaned = section.replace(/\[[^\]]*\]/g, '').replace(/[_*]./g, '');
  const placeholder = /[0#?][0#?,]*(\.[0#?]+)?%?/.exec(cleaned.replace(/"[^"]*"|\\./g, (m) => 'L'.repeat(m.length)));
  if (!placeholder || /[eE][+-]|\//.test(cleaned)) return generalNumber(value);
  const literal = (text: string) => text.replace(/"([^"]*)"/g, '$1').replace(/\\(.)/g, '$1');
  const before = literal(cleaned.slice(0, placeholder.index));
  const after = literal(cleaned.slice(placeholder.index + placeholder[0].length));
  const pattern = placeholder[0];
  const percent = pattern.endsWith('%');
  const decimals = (/\.([0#?]+)/.exec(pattern)?.[1] ?? '').length;
  const grouped = /[0#?],[0#?]/.test(pattern);
  const scaled = percent ? shown * 100 : shown;
  const text = scaled.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouped,
  });
  return `${before}${text}${percent ? '%' : ''}${after}`;
}

/** A date cell as a Chinese Excel shows a short date: 2026/11/21, with the time when it has one. */
export function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getUTCFullYear()}/${date.getUTCMonth() + 1}/${date.getUTCDate()}`;
  const minutes = date.getUTCHours() * 60 + date.getUTCMinutes();
  return minutes === 0 ? day : `${day} ${date.getUTCHours()}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
}
