/**
 * Decoded files as the row parser reads them today: a table as rows of cells with merged ranges filled in from
 * their top-left cell and blank rows dropped, a PDF as lines of text (its text items grouped by their vertical
 * position, each line ordered left to right).
 */
import type { DecodedFile, PdfPage, PdfTextItem } from './types';

type Table = Extract<DecodedFile, { kind: 'table' }>;
type Pdf = Extract<DecodedFile, { kind: 'pdf' }>;

/** Every cell of a merged range carries the range's text (as exceljs used to give it), blank rows dropped. */
export function filledRows(table: Table): string[][] {
  const rows = table.rows.map((cells) => [...cells]);
  for (const merge of table.merges) {
    const text = rows[merge.top]?.[merge.left] ?? '';
    if (!text) continue;
    for (let r = merge.top; r <= merge.bottom; r++) {
      rows[r] ??= [];
      for (let c = merge.left; c <= merge.right; c++) rows[r]![c] = text;
      for (let c = 0; c < merge.left; c++) rows[r]![c] ??= '';
    }
  }
  return rows.filter((cells) => cells?.some((cell) => cell.trim() !== ''));
}

/** Items whose vertical middles lie within half a line height of a line's middle belong to that line. */
function pageLines(page: PdfPage): string[] {
  const items = page.items.filter((item) => item.text.trim() !== '').sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: { middle: number; height: number; items: PdfTextItem[] }[] = [];
  for (const item of items) {
    const middle = item.y + item.height / 2;
    const line = lines.find((l) => Math.abs(l.middle - middle) <= Math.max(1, Math.min(l.height, item.height) / 2));
    if (line) line.items.push(item);
    else lines.push({ middle, height: item.height, items: [item] });
  }
  return lines
    .sort((a, b) => a.middle - b.middle)
    .map((line) => {
      const ordered = line.items.sort((a, b) => a.x - b.x);
      let text = '';
      let end = Number.NEGATIVE_INFINITY;
      for (const item of ordered) {
        // A gap wider than a fifth of the text height separates words (or cells).
        const gap = item.x - end > item.height * 0.2;
        text += text && gap && !text.endsWith(' ') && !item.text.startsWith(' ') ? ` ${item.text}` : item.text;
        end = Math.max(end, item.x + item.width);
      }
      return text.replace(/\s+/g, ' ').trim();
    });
}

/** The PDF's text, a line per line of print, pages one after the other. */
export function pdfPlainText(pdf: Pdf): string {
  return pdf.pages.flatMap(pageLines).join('\n');
}
