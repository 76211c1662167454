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
    expect(rules.map((rule) => Math.round(rule.y))).toEqual([40, 80, 120, 160, 200, 240, 280]);
    // Each drawn from x 20 to 380.
    for (const rule of rules)
      expect(rule.spans.map((s) => [Math.round(s.from), Math.round(s.to)])).toEqual([[20, 380]]);
  });

  it('finds no rule in a table without lines, zebra-filled or not', () => {
    expect(horizontalRules(table(), 0)).toEqual([]);
    expect(horizontalRules(table({ zebra: true }), 0)).toEqual([]);
  });

  it('finds light rules on a dark screen, and the rules of a page photographed 2° askew when told its skew', () => {
    expect(horizontalRules(table({ ruled: true, dark: true }), 0)).toHaveLength(7);
    const askew = horizontalRules(table({ ruled: true, degrees: 2 }), (2 * Math.PI) / 180);
    expect(askew).toHaveLength(7);
    for (const [i, rule] of askew.entries()) {
      expect(Math.abs(rule.y - (40 + i * 40))).toBeLessThan(1.5);
      // Along the rule, its ends as the table had them before it was turned (within the rule's own thickness).
      expect(rule.spans).toHaveLength(1);
      expect(Math.abs(rule.spans[0]!.from - 20)).toBeLessThan(3);
      expect(Math.abs(rule.spans[0]!.to - 380)).toBeLessThan(3);
    }
  });

  it('gives where a rule is drawn: between rows of a group it leaves out the merged columns, a quarter of the width', () => {
    const canvas = createCanvas(400, 200);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 400, 200);
    ctx.fillStyle = '#000000';
    // The table's top and bottom across it; between its rows only the 序号 cell (20–60) and the 规格 and 数量 cells
    // (200–300): 名称 and 型号 (60–200) and 备注 (300–380) are merged over the rows.
    ctx.fillRect(20, 20, 360, 1);
    ctx.fillRect(20, 180, 360, 1);
    for (const y of [60, 100, 140]) {
      ctx.fillRect(20, y, 40, 1);
      ctx.fillRect(200, y, 100, 1);
    }
    const rules = horizontalRules(rasterFromRgba(ctx.getImageData(0, 0, 400, 200).data, 400, 200), 0);
    const drawn = rules.map((rule) => [
      Math.round(rule.y),
      rule.spans.map((span) => [Math.round(span.from), Math.round(span.to)]),
    ]);
    expect(drawn).toEqual([
      [20, [[20, 380]]],
      [
        60,
        [
          [20, 60],
          [200, 300],
        ],
      ],
      [
        100,
        [
          [20, 60],
          [200, 300],
        ],
      ],
      [
        140,
        [
          [20, 60],
          [200, 300],
        ],
      ],
      [180, [[20, 380]]],
    ]);
  });
});
