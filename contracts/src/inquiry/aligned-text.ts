/**
 * A table typed with spaces (an ERP's print, a German Anfrage lined up in a mail: "Pos.  Menge    Einh.   Bezeichnung"):
 * its lines as rows of cells, each word under the header column it stands under on screen, so that the table is read
 * as a table, by its header, and not as lines of text whose numbers run together ("80    620      m" is position 80
 * and 620 m, not 80,620 m).
 */
import { type ColumnRole, namesRecord, roleOf } from './columns';
import { charWidth, textWidth } from './screen-width';

interface Word {
  text: string;
  /** The screen column the word starts at. */
  at: number;
}

/** A line's words with the screen columns they start at; a gap of two spaces or more (or a full-width one) ends a run. */
function runsOf(line: string): Array<{ words: Word[] }> {
  const runs: Array<{ words: Word[] }> = [];
  let at = 0;
  let word: Word | null = null;
  let gap = 2;
  for (const char of line) {
    const width = charWidth(char);
    if (char === ' ' || char === '\u3000' || char === '\u00a0') {
      if (word) word = null;
      gap += width;
    } else {
      if (!word) {
        word = { text: '', at };
        if (gap >= 2) runs.push({ words: [] });
        runs[runs.length - 1]!.words.push(word);
        gap = 0;
      }
      word.text += char;
    }
    at += width;
  }
  return runs;
}

/** A rule under a header or a table's end: dashes, equals signs or box lines only. */
const RULE = /^\s*[-=_─━]{3,}[-=_─━\s]*$/;

/** The roles a header line's runs name, when it is one: three named columns, a quantity and what names the cable. */
function headerColumns(line: string): Array<Column & { role: ColumnRole | null }> | null {
  // (Tab-separated and piped tables are read as such elsewhere.)
  if (/[\t|｜]/.test(line)) return null;
  const runs = runsOf(line);
  if (runs.length < 3) return null;
  const columns = runs.map((run) => {
    const last = run.words[run.words.length - 1]!;
    const text = run.words.map((w) => w.text).join(' ');
    // (A run holding a number is a value, "数量 120" a form's field: no column's name.)
    return {
      at: run.words[0]!.at,
      end: last.at + textWidth(last.text),
      role: /\d{2,}/.test(text) ? null : roleOf(text),
    };
  });
  // A header names its columns: no run of it holds a value after a colon ("数量：300" is a field of a form).
  if (runs.some((run) => /[:：]\s*\S/.test(run.words.map((w) => w.text).join(' ')))) return null;
  const roles = columns.map((c) => c.role);
  if (!namesRecord(roles)) return null;
  if (!roles.some((role) => role === 'name' || role === 'model' || role === 'spec' || role === 'modelSpec'))
    return null;
  return columns;
}

interface Column {
  at: number;
  /** Where the header's text ends on screen. */
  end: number;
  role?: ColumnRole | null;
}

/**
 * A body line's cells under the header's columns: each run of words under the header it overlaps most (a number
 * right-aligned under its header starts before it), or when it overlaps none, the column it starts in; a run split
 * where one of its words starts just where a column does ("Trommel NYY-J 4x50": the unit, then the cable).
 */
function cellsUnder(columns: readonly Column[], line: string): string[] {
  const runs = runsOf(line);
  const textOf = (words: readonly Word[]) => words.map((w) => w.text).join(' ');
  // As many runs as the header has: a cell each, in order, however they stand (a chat's table whose cells are apart
  // by runs of spaces that line up with nothing). Not when that puts no number under the quantity's header (a
  // drawing's 材料表 printed to text, a row without its remark whose model and structure are apart: "… YJV-0.6/1kV
  // 4×120+1×70mm²  m  265"): the row is read by where its runs stand.
  const quantity = columns.findIndex((c) => c.role === 'quantity');
  const inOrder = runs.map((run) => textOf(run.words));
  if (runs.length === columns.length && (quantity === -1 || /\d/.test(inOrder[quantity]!))) return inOrder;
  const cells = columns.map(() => [] as string[]);
  const columnAt = (at: number) => {
    let k = 0;
    for (let j = 0; j < columns.length; j++) if (columns[j]!.at <= at + 1) k = j;
    return k;
  };
  const pieces: Word[][] = [];
  for (const run of runs) {
    let piece: Word[] = [];
    for (const word of run.words) {
      if (piece.length > 0 && columns.some((c) => c.at === word.at)) {
        pieces.push(piece);
        piece = [];
      }
      piece.push(word);
    }
    pieces.push(piece);
  }
  for (const piece of pieces) {
    const start = piece[0]!.at;
    const last = piece[piece.length - 1]!;
    const end = last.at + textWidth(last.text);
    let best = -1;
    let most = 0;
    columns.forEach((c, j) => {
      const overlap = Math.min(end, c.end) - Math.max(start, c.at);
      if (overlap > most) {
        most = overlap;
        best = j;
      }
    });
    cells[best === -1 ? columnAt(start) : best]!.push(textOf(piece));
  }
  return cells.map((texts) => texts.join(' '));
}

/** A table typed with spaces: the line its header is on (0-based) and its rows of cells from there down. */
export interface AlignedTable {
  top: number;
  /** Row k is line top + k: the header, then the body; a rule, a blank line or a line of text is an empty row. */
  rows: string[][];
}

/**
 * The tables typed with spaces among the lines: a header, the lines under it up to a blank line or a rule after
 * its rows. A line of one run of words in it (a section heading, an indented "Alternativ: …" under a position) is no
 * row of the table: it is read as text, as any line outside.
 */
export function alignedTables(lines: readonly string[]): AlignedTable[] {
  const tables: AlignedTable[] = [];
  for (let i = 0; i < lines.length; i++) {
    const columns = headerColumns(lines[i]!);
    if (!columns) continue;
    const rows: string[][] = [cellsUnder(columns, lines[i]!)];
    let body = 0;
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j]!;
      if (line.includes('\t') || ((line.trim() === '' || RULE.test(line)) && body > 0)) break;
      rows.push(runsOf(line).length < 2 || RULE.test(line) ? [] : cellsUnder(columns, line));
      if (rows[rows.length - 1]!.length > 0) body++;
    }
    while (rows.length > 1 && rows[rows.length - 1]!.length === 0) rows.pop();
    if (body === 0) continue;
    tables.push({ top: i, rows });
    i += rows.length - 1;
  }
  return tables;
}
