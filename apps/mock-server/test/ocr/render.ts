/**
 * Pictures of inquiry tables for the OCR tests, drawn with @napi-rs/canvas in Noto Sans CJK (Debian's
 * fonts-noto-cjk, which .ci/run installs): what a screenshot of a sheet shows, as PNG bytes.
 */
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

const FONT = 'Noto Sans CJK SC';

/** The canvas library reads the system's fonts; fonts-noto-cjk's folder is named in case it did not. */
function fontReady(): void {
  if (!GlobalFonts.has(FONT)) GlobalFonts.loadFontsFromDir('/usr/share/fonts/opentype/noto');
}

/**
 * A ruled table: header and rows in columns of the given widths, 15 px text on 28 px rows. A cell's "\n" wraps its
 * text onto another line, 20 px lower, and makes its row taller; the row's other cells stand in its middle, or at its
 * bottom with `align: 'bottom'` (as Excel draws them).
 */
export function tablePng(
  rows: readonly (readonly string[])[],
  widths: readonly number[],
  title = '',
  align: 'middle' | 'bottom' = 'middle',
): Buffer {
  fontReady();
  const lineStep = 20;
  const heights = rows.map((cells) => 28 + (Math.max(...cells.map((c) => c.split('\n').length)) - 1) * lineStep);
  const top = title ? 40 : 10;
  const width = widths.reduce((s, w) => s + w, 0) + 20;
  const canvas = createCanvas(width, top + heights.reduce((s, h) => s + h, 0) + 10);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  ctx.strokeStyle = '#000000';
  ctx.font = `15px "${FONT}"`;
  ctx.textBaseline = 'middle';
  if (title) ctx.fillText(title, 10, 20);
  let y = top;
  rows.forEach((cells, r) => {
    const rowHeight = heights[r]!;
    let x = 10;
    cells.forEach((cell, c) => {
      ctx.strokeRect(x, y, widths[c]!, rowHeight);
      const lines = cell.split('\n');
      const first =
        align === 'bottom'
          ? y + rowHeight - 14 - (lines.length - 1) * lineStep
          : y + rowHeight / 2 - ((lines.length - 1) * lineStep) / 2;
      lines.forEach((line, n) => {
        ctx.fillText(line, x + 6, first + n * lineStep);
      });
      x += widths[c]!;
    });
    y += rowHeight;
  });
  return canvas.toBuffer('image/png');
}
