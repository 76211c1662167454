import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { rasterFromRgba } from '../../src/ocr/raster';
import { horizontalRules } from '../../src/ocr/table-rules';

/** A 400 × 300 picture: rows 40 px high from y = 40, ruled (1 px lines) or only filled in alternate rows. */
function table(options: { ruled?: boolean; zebra?: boolean; dark?: boolean; degrees?: number } = {}) {
  const canvas = createCanvas(400, 300);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = options.dark ? '#202124' : '#ffffff';
  ctx.fillRect(0, 0, 400, 300);
  ctx.translate(200, 150);
  ctx.rotate(((options.degrees ?? 0) * Math.PI) / 180);
  ctx.translate(-200, -150);
  for (let r = 0; r < 6; r++) {
    const y = 40 + r * 40;
    if (options.zebra && r % 2 === 1) {
      ctx.fillStyle = '#eef2f7';
      ctx.fillRect(20, y, 360, 40);
    }
    // Text-like marks: short dark strokes, never a long run.
    ctx.fillStyle = options.dark ? '#e8eaed' : '#000000';
    for (let x = 30; x < 370; x += 14) ctx.fillRect(x, y + 14, 8, 12);
  }
  if (options.ruled) {
    ctx.fillStyle = options.dark ? '#5f6368' : '#d4d4d4';
    for (let r = 0; r <= 6; r++) ctx.fillRect(20, 40 + r * 40, 360, 1);
  }
  return rasterFromRgba(ctx.getImageData(0, 0, 400, 300).data, 400, 300);
}

describe('horizontalRules', () => {
  it('finds the light gridlines of a sheet between its rows, not the rows of text', () => {
    const rules = horizontalRules(table({ ruled: true }), 0);
    expect(rules.map(Math.round)).toEqual([40, 80, 120, 160, 200, 240, 280]);
  });

  it('finds no rule in a table without lines, zebra-filled or not', () => {
    expect(horizontalRules(table(), 0)).toEqual([]);
    expect(horizontalRules(table({ zebra: true }), 0)).toEqual([]);
  });

  it('finds light rules on a dark screen, and the rules of a page photographed 2° askew when told its skew', () => {
    expect(horizontalRules(table({ ruled: true, dark: true }), 0)).toHaveLength(7);
    const askew = horizontalRules(table({ ruled: true, degrees: 2 }), (2 * Math.PI) / 180);
    expect(askew).toHaveLength(7);
    for (const [i, y] of askew.entries()) expect(Math.abs(y - (40 + i * 40))).toBeLessThan(1.5);
  });
});
