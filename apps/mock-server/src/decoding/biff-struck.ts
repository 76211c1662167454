/**
 * The struck-out text of an old Excel workbook (.xls, BIFF5 or BIFF8): SheetJS reads no fonts from an .xls, and a
 * line a customer struck through is a line taken out. Read straight from the workbook stream's records: FONT (its
 * strike-out bit), XF (the font a cell format uses), SST (the shared strings and their formatting runs), BOUNDSHEET
 * (where each sheet's records start) and the cell records (row, column, cell format). Runs in the decoding child.
 */

const BOF = 0x0809;
const EOF = 0x000a;
const FONT = 0x0031;
const XF = 0x00e0;
const SST = 0x00fc;
const CONTINUE = 0x003c;
const BOUNDSHEET = 0x0085;
const LABELSST = 0x00fd;
const MULRK = 0x00bd;
const MULBLANK = 0x00be;
/** LABEL, NUMBER, RK, FORMULA, BOOLERR, RSTRING, BLANK: row, column and cell format first. */
const CELL_RECORDS = new Set([0x0204, 0x0203, 0x027e, 0x0006, 0x0205, 0x00d6, 0x0201]);
const FONT_STRUCK_OUT = 0x0008;
const SUBSTREAM_GLOBALS = 0x0005;

/**
 * How a cell is struck out: whole (it reads "~~text~~"), or in part, when the text that stands is what it shows
 * ("300 350" with 300 struck out shows "350"), as xlsx.ts reads an .xlsx's cells.
 */
export type CellStrike = { whole: true } | { whole: false; standing: string };

/** A shared string's text and its formatting runs (from character `from` on, font `font`). */
interface SharedString {
  text: string;
  runs: { from: number; font: number }[];
}

/** Per sheet (in the workbook's sheet order), its struck-out cells by "row:column" (both from 0). */
export function struckOutCells(stream: Uint8Array): Map<string, CellStrike>[] {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const fonts: boolean[] = [];
  const formatFonts: number[] = [];
  const sheetStarts: number[] = [];
  const sheets: Map<string, CellStrike>[] = [];
  let strings: SharedString[] = [];
  let current: Map<string, CellStrike> | undefined;
  let inGlobals = false;
  const struckFont = (index: number) => fonts[index < 4 ? index : index - 1] ?? false; // BIFF has no font 4
  for (let at = 0; at + 4 <= stream.byteLength; ) {
    const type = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    const body = at + 4;
    if (body + size > stream.byteLength) break;
    if (type === BOF) {
      inGlobals = size >= 4 && view.getUint16(body + 2, true) === SUBSTREAM_GLOBALS;
      const sheet = sheetStarts.indexOf(at);
      current = undefined;
      if (!inGlobals && sheet !== -1) {
        current = new Map();
        sheets[sheet] = current;
      }
    } else if (type === EOF) {
      current = undefined;
    } else if (inGlobals) {
      if (type === FONT && size >= 4) fonts.push((view.getUint16(body + 2, true) & FONT_STRUCK_OUT) !== 0);
      else if (type === XF && size >= 2) formatFonts.push(view.getUint16(body, true));
      else if (type === BOUNDSHEET && size >= 4) sheetStarts.push(view.getUint32(body, true));
      else if (type === SST) strings = sharedStrings(view, at);
    } else if (current) {
      const formatStruck = (format: number) => struckFont(formatFonts[format] ?? 0);
      if (type === LABELSST && size >= 10) {
        const strike = stringStrike(
          strings[view.getUint32(body + 6, true)],
          formatFonts[view.getUint16(body + 4, true)] ?? 0,
          struckFont,
        );
        if (strike) current.set(`${view.getUint16(body, true)}:${view.getUint16(body + 2, true)}`, strike);
      } else {
        markCells(view, type, body, size, formatStruck, current);
      }
    }
    at = body + size;
  }
  return Array.from({ length: sheetStarts.length }, (_, index) => sheets[index] ?? new Map<string, CellStrike>());
}

/** A shared string in a cell of the given font: struck whole, in part, or not at all (undefined). */
function stringStrike(
  shared: SharedString | undefined,
  cellFont: number,
  struckFont: (font: number) => boolean,
): CellStrike | undefined {
  if (!shared) return undefined;
  if (shared.runs.length === 0) return struckFont(cellFont) ? { whole: true } : undefined;
  const characters = [...shared.text];
  let struckAny = false;
  let standing = '';
  let run = -1;
  // Runs count UTF-16 code units; a character's font is the last run's at or before it, else the cell's.
  let unit = 0;
  for (const character of characters) {
    while (run + 1 < shared.runs.length && shared.runs[run + 1]!.from <= unit) run++;
    const struck = struckFont(run === -1 ? cellFont : shared.runs[run]!.font);
    if (struck && character.trim() !== '') struckAny = true;
    if (!struck) standing += character;
    unit += character.length;
  }
  if (!struckAny) return undefined;
  return standing.trim() === '' ? { whole: true } : { whole: false, standing: standing.replace(/\s+/g, ' ').trim() };
}

function markCells(
  view: DataView,
  type: number,
  body: number,
  size: number,
  formatStruck: (format: number) => boolean,
  struck: Map<string, CellStrike>,
): void {
  if (CELL_RECORDS.has(type) && size >= 6) {
    if (formatStruck(view.getUint16(body + 4, true))) {
      struck.set(`${view.getUint16(body, true)}:${view.getUint16(body + 2, true)}`, { whole: true });
    }
    return;
  }
  // MULRK: row, first column, then (format, RK value) per cell, the last column at the end; MULBLANK the same
  // without the values.
  const step = type === MULRK ? 6 : type === MULBLANK ? 2 : 0;
  if (step === 0 || size < 6) return;
  const row = view.getUint16(body, true);
  const first = view.getUint16(body + 2, true);
  const count = Math.floor((size - 6) / step);
  for (let index = 0; index < count; index++) {
    if (formatStruck(view.getUint16(body + 4 + index * step, true))) {
      struck.set(`${row}:${first + index}`, { whole: true });
    }
  }
}

/**
 * The shared-string table of the SST record at `at` and the CONTINUE records after it. A string's characters may
 * go on in the next record, which then starts with a byte saying whether they are one or two bytes wide.
 */
function sharedStrings(view: DataView, at: number): SharedString[] {
  const segments: { start: number; end: number }[] = [];
  for (let record = at; record + 4 <= view.byteLength; ) {
    const type = view.getUint16(record, true);
    const size = view.getUint16(record + 2, true);
    if (record !== at && type !== CONTINUE) break;
    if (record + 4 + size > view.byteLength) break;
    segments.push({ start: record + 4, end: record + 4 + size });
    record += 4 + size;
  }
  let segment = 0;
  let offset = segments[0]?.start ?? 0;
  const left = () => (segments[segment] ? segments[segment]!.end - offset : 0);
  const next = () => {
    segment++;
    offset = segments[segment]?.start ?? 0;
    return segment < segments.length;
  };
  const byte = () => {
    while (left() < 1) if (!next()) throw new RangeError('SST ends early');
    return view.getUint8(offset++);
  };
  const u16 = () => byte() | (byte() << 8);
  const u32 = () => (u16() | (u16() << 16)) >>> 0;
  const skip = (count: number) => {
    for (let index = 0; index < count; index++) byte();
  };
  const strings: SharedString[] = [];
  try {
    skip(4);
    const unique = u32();
    for (let index = 0; index < unique; index++) {
      const length = u16();
      const flags = byte();
      const runCount = flags & 0x08 ? u16() : 0;
      const extended = flags & 0x04 ? u32() : 0;
      let wide = (flags & 0x01) !== 0;
      let text = '';
      for (let read = 0; read < length; ) {
        if (left() < (wide ? 2 : 1)) {
          if (!next()) throw new RangeError('SST ends early');
          wide = (byte() & 0x01) !== 0;
          continue;
        }
        text += String.fromCharCode(wide ? view.getUint16(offset, true) : view.getUint8(offset));
        offset += wide ? 2 : 1;
        read++;
      }
      const runs: SharedString['runs'] = [];
      for (let run = 0; run < runCount; run++) runs.push({ from: u16(), font: u16() });
      skip(extended);
      strings.push({ text, runs });
    }
  } catch {
    // A table cut short: the strings read so far keep their runs; the rest are read as written.
  }
  return strings;
}
