/**
 * Text cut by the picture's edge: a customer's crop through a column ("1200" with its last digit half gone) reads as a
 * whole number. Where the text's own ink runs into the border, the cell is not all there.
 */
import { greyAt, type Raster } from './raster';
import { type TextRegion, uprightSize } from './text-detection';

export type PageEdge = 'left' | 'right' | 'top' | 'bottom';

/** Ink differs from the paper by at least this many grey levels (of 255). */
const INK_CONTRAST = 48;
/** A border column or row that is ink over more than this share of the page is a table rule, not cut text. */
const RULE_SHARE = 0.5;
/** The middle share of a region's height where its glyphs are (detection draws a margin around them). */
const GLYPH_BAND = 0.6;

const greyOf = (page: Raster, x: number, y: number) => greyAt(page.data, (y * page.width + x) * 3);

/** The paper's grey: the median of a window's pixels (text covers far less than half of a line). */
function paperOf(page: Raster, x0: number, x1: number, y0: number, y1: number): number {
  const values: number[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) values.push(greyOf(page, x, y));
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 255;
}

/**
 * The edge of the page a region's text runs into, or null. Only the glyph band of the region is looked at, along the
 * outermost pixel column (or row); one that is ink down most of the page is a rule drawn there, not a glyph.
 */
export function edgeCutting(page: Raster, region: TextRegion): PageEdge | null {
  const { width: W, height: H } = page;
  if (W < 4 || H < 4) return null;
  const upright = uprightSize(region);
  const halfX = upright.width / 2;
  const halfY = upright.height / 2;
  const left = region.cx - halfX;
  const right = region.cx + halfX;
  const top = region.cy - halfY;
  const bottom = region.cy + halfY;
  // Detection draws about 0.3 of the height beyond the glyphs: a region ending further in than that is whole.
  const reach = region.height * 0.3 + 1;
  const clampX = (x: number) => Math.min(W - 1, Math.max(0, Math.round(x)));
  const clampY = (y: number) => Math.min(H - 1, Math.max(0, Math.round(y)));
  const bandY0 = clampY(region.cy - (region.height * GLYPH_BAND) / 2);
  const bandY1 = clampY(region.cy + (region.height * GLYPH_BAND) / 2);
  const bandX0 = clampX(left + region.height * 0.3);
  const bandX1 = clampX(right - region.height * 0.3);
  const side = Math.max(2, Math.round(region.height));

  const columnCut = (x: number, inward: number): boolean => {
    const x0 = Math.min(x, x + inward * side);
    const paper = paperOf(page, x0, x0 + side, bandY0, bandY1);
    const ink = (px: number, py: number) => Math.abs(greyOf(page, px, py) - paper) >= INK_CONTRAST;
    let inBand = 0;
    for (let y = bandY0; y <= bandY1; y++) if (ink(x, y)) inBand++;
    if (inBand < 2) return false;
    let down = 0;
    for (let y = 0; y < H; y++) if (ink(x, y)) down++;
    return down <= H * RULE_SHARE;
  };
  const rowCut = (y: number, inward: number): boolean => {
    const y0 = Math.min(y, y + inward * side);
    const paper = paperOf(page, bandX0, bandX1, Math.max(0, y0), Math.min(H - 1, y0 + side));
    const ink = (px: number, py: number) => Math.abs(greyOf(page, px, py) - paper) >= INK_CONTRAST;
    let inBand = 0;
    for (let x = bandX0; x <= bandX1; x++) if (ink(x, y)) inBand++;
    if (inBand < 2) return false;
    let across = 0;
    for (let x = 0; x < W; x++) if (ink(x, y)) across++;
    return across <= W * RULE_SHARE;
  };

  if (right >= W - reach && columnCut(W - 1, -1)) return 'right';
  if (left <= reach - 1 && columnCut(0, 1)) return 'left';
  if (bottom >= H - reach && rowCut(H - 1, -1)) return 'bottom';
  if (top <= reach - 1 && rowCut(0, 1)) return 'top';
  return null;
}
