/** A line of typed text that gave no row: shown to the user, never dropped without a word. */
export interface UnreadLine {
  /** 1-based line number in the text. */
  line: number;
  text: string;
}

/** The non-blank lines of `text` that none of the rows read came from (greetings, headers, lines with no cable). */
export function unreadLines(text: string, rows: readonly { line?: number }[]): UnreadLine[] {
  const read = new Set(rows.map((row) => row.line));
  return text
    .split(/\r\n|\r|\n/)
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter((entry) => entry.text !== '' && !read.has(entry.line));
}
