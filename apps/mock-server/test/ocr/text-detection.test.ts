import { describe, expect, it } from 'vitest';
import { regionsOfProbability } from '../../src/ocr/text-detection';

/** A probability map (width × height) with the given pixels sure text. */
function mapWith(width: number, height: number, isText: (x: number, y: number) => boolean): Float32Array {
  const map = new Float32Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (isText(x, y)) map[y * width + x] = 0.9;
  return map;
}

describe('regionsOfProbability', () => {
  it('keeps a long run of text in its own direction (a skewed line)', () => {
    const slope = Math.tan((5 * Math.PI) / 180);
    const map = mapWith(200, 60, (x, y) => x >= 20 && x < 180 && Math.abs(y - (30 + (x - 100) * slope)) < 5);
    const [line] = regionsOfProbability(map, 200, 60);
    expect((line!.angle * 180) / Math.PI).toBeCloseTo(5, 0);
    expect(line!.width).toBeGreaterThan(3 * line!.height);
  });

  it('reads an about square run level: two characters whose ink leans along a diagonal are not a turned line', () => {
    // "60" in a cell: two blobs, the second lower right of the first, so the ink's second moments point down a
    // diagonal. Read along that diagonal, the recognition saw "G".
    const map = mapWith(
      80,
      80,
      (x, y) => (x >= 20 && x < 36 && y >= 24 && y < 50) || (x >= 36 && x < 56 && y >= 30 && y < 56),
    );
    const [cell] = regionsOfProbability(map, 80, 80);
    expect(cell!.angle).toBe(0);
    // The level rectangle holds every text pixel: x 20–55 and y 24–55, grown by the unclip distance.
    expect(cell!.cx - cell!.width / 2).toBeLessThanOrEqual(20);
    expect(cell!.cx + cell!.width / 2).toBeGreaterThanOrEqual(56);
    expect(cell!.cy - cell!.height / 2).toBeLessThanOrEqual(24);
    expect(cell!.cy + cell!.height / 2).toBeGreaterThanOrEqual(56);
  });
});
