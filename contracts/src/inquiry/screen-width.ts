/**
 * How wide text stands on screen in a fixed-width font (a mail client, Notepad, a terminal), for reading tables lined
 * up with spaces or tabs by where their cells stand: a CJK, Hangul or full-width character takes two columns, any
 * other one.
 */
const WIDE =
  /[\u1100-\u115f\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff01-\uff60\uffe0-\uffe6\u3000-\u303f]/;

/** The screen columns one character takes. */
export function charWidth(char: string): number {
  return WIDE.test(char) ? 2 : 1;
}

/** The screen columns a text takes. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}
