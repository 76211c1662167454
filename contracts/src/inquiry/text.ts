/**
 * One spelling for what people type in several ways: full-width letters, digits and signs (ＹＪＶ－３×９５), the
 * ideographic space, dashes, and runs of whitespace. Chinese text is kept as it is.
 */

const FULL_WIDTH_OFFSET = 0xfee0;

export function normaliseText(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - FULL_WIDTH_OFFSET))
    .replace(/[\u2010-\u2015\u2212\uFE63]/g, '-')
    .replace(/[\u00D7\u2715\u2573]/g, '×')
    .replace(/[\u00B2]/g, '²')
    .replace(/\u33A1/g, 'm²')
    .replace(/[\u3000\u00A0\t\r\n]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * A text for comparing wordings (match rules): normalised, lower case, one multiplication sign, no mm², a dash
 * before or after a number read as a space ("KW-4×1.5" is "kw 4*1.5"), no spaces around signs, single spaces.
 */
export function comparableText(text: string): string {
  return normaliseText(text)
    .toLowerCase()
    .replace(/(\d)\s*[×x*]\s*(?=\d)/g, '$1*')
    .replace(/mm²|mm2|平方毫米|平方/g, '')
    .replace(/\s*-\s*(?=\d)|(?<=\d)\s*-\s*/g, ' ')
    .replace(/\s*([-*/+,;:()])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
