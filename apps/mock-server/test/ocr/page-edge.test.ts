import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { edgeCutting } from '../../src/ocr/page-edge';
import { type Raster, rasterFromRgba } from '../../src/ocr/raster';
import type { TextRegion } from '../../src/ocr/text-detection';

const FONT = 'Noto Sans CJK SC';

/** A 200 × 60 picture with one number drawn on a line at y = 30, its text starting at `x`; a rule at the right edge. */
function picture(text: string, x: number, options: { rule?: boolean; dark?: boolean } = {}): Raster {
  if (!GlobalFonts.has(FONT)) GlobalFonts.loadFontsFromDir('/usr/share/fonts/opentype/noto');
  const canvas = createCanvas(200, 60);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = options.dark ? '#1e1e1e' : '#ffffff';
  ctx.fillRect(0, 0, 200, 60);
  ctx.fillStyle = options.dark ? '#e6e6e6' : '#000000';
  ctx.font = `16px "${FONT}"`;
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, 30);
  if (options.rule) ctx.fillRect(199, 0, 1, 60);
  return rasterFromRgba(canvas.getContext('2d').getImageData(0, 0, 200, 60).data, 200, 60);
}

/** The region detection draws around a text from `from` to `to` on the line: 0.3 of its height beyond each end. */
function region(from: number, to: number, page: Raster): TextRegion {
  const height = 24;
  const left = Math.max(0, from - 7);
  const right = Math.min(page.width, to + 7);
  return { cx: (left + right) / 2, cy: 30, width: right - left, height, angle: 0 };
}

describe('text cut by the picture’s edge', () => {
  it('finds a number whose last digit the crop went through', () => {
    const page = picture('1200', 170);
    expect(edgeCutting(page, region(170, 200, page))).toBe('right');
  });

  it('leaves a number that ends a few pixels before the edge, even though its region reaches it', () => {
    const page = picture('600', 170);
    expect(edgeCutting(page, region(170, 196, page))).toBeNull();
  });

  it('leaves text in the middle of the picture, and a table rule drawn along the edge', () => {
    const middle = picture('1200', 80);
    expect(edgeCutting(middle, region(80, 115, middle))).toBeNull();
    const ruled = picture('600', 170, { rule: true });
    expect(edgeCutting(ruled, region(170, 200, ruled))).toBeNull();
  });

  it('finds cut light text on a dark screen, and text cut at the left edge', () => {
    const dark = picture('1800', 170, { dark: true });
    expect(edgeCutting(dark, region(170, 200, dark))).toBe('right');
    const left = picture('3×240', -6);
    expect(edgeCutting(left, region(0, 30, left))).toBe('left');
  });
});
