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

/** A ruled table: header and rows in columns of the given widths, 15 px text on 28 px rows. */
export function tablePng(rows: readonly (readonly string[])[], widths: readonly number[], title = ''): Buffer {
  fontReady();
  const rowHeight = 28;
  const top = title ? 40 : 10;
  const width = widths.reduce((s, w) => s + w, 0) + 20;
  const canvas = createCanvas(width, top + rows.length * rowHeight + 10);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  ctx.strokeStyle = '#000000';
  ctx.font = `15px "${FONT}"`;
  ctx.textBaseline = 'middle';
  if (title) ctx.fillText(title, 10, 20);
  rows.forEach((cells, r) => {
    let x = 10;
    const y = top + r * rowHeight;
    cells.forEach((cell, c) => {
      ctx.strokeRect(x, y, widths[c]!, rowHeight);
      ctx.fillText(cell, x + 6, y + rowHeight / 2);
      x += widths[c]!;
    });
  });
  return canvas.toBuffer('image/png');
}
