/**
 * Text files and CSV sheets: bytes to text in the encodings Chinese users save in (UTF-8 with or without BOM,
 * UTF-16 with BOM as Excel's "Unicode text", GB18030 as Excel in China saves CSV), and CSV text to rows of cells.
 * Bytes that are none of these, or that hold NULs or many control characters, are not text.
 */

/** More than this share of control characters (other than tab, line breaks, form feed) and it is not text. */
const MAX_CONTROL_SHARE = 0.01;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
const CONTROL = /[\x00-\x08\x0b\x0e-\x1f\x7f]/g;

function strictDecode(encoding: string, data: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(data);
  } catch {
    return null;
  }
}

/** The text of a file, or null when the bytes are not text in a known encoding. */
export function decodeText(data: Uint8Array): string | null {
  let text: string | null;
  if (data[0] === 0xff && data[1] === 0xfe) text = strictDecode('utf-16le', data);
  else if (data[0] === 0xfe && data[1] === 0xff) text = strictDecode('utf-16be', data);
  else text = strictDecode('utf-8', data) ?? strictDecode('gb18030', data);
  if (text === null) return null;
  text = text.replace(/^\uFEFF/, '');
  if (text.includes('\0')) return null;
  const controls = text.match(CONTROL)?.length ?? 0;
  return controls > text.length * MAX_CONTROL_SHARE ? null : text;
}

/** RFC 4180 rows, one per line (a blank line an empty row); the delimiter (comma, semicolon or tab) is the one the first line uses most. */
export function parseCsv(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  // Blank lines stay (as no cells), so row i is still line i + 1 of the file: a row keeps its source line number.
  return rows.map((r) => (r.some((c) => c.trim() !== '') ? r : []));
}
