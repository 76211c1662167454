import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readInquiryTable } from '@cable/contracts/inquiry';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeUpload, stopDecoding } from '../../src/decoding';
import { tableOfBoxes } from '../../src/domain/ocr-table';
import { rowsOfDecoded } from '../../src/domain/sheet-import';
import { type RecognisedPage, uploadedBox, withUnclearCells } from '../../src/domain/unclear-cells';
import { ocrEngine } from '../../src/ocr/engine';
import { decodeRaster, type Raster, type Rotation, turnRaster } from '../../src/ocr/raster';

const IMAGES = join(dirname(fileURLToPath(import.meta.url)), '../../../../corpus/images');

afterAll(async () => {
  await stopDecoding();
});

/** A white raster with one black rectangle. */
function marked(width: number, height: number, rect: { x: number; y: number; width: number; height: number }) {
  const data = new Uint8Array(width * height * 3).fill(255);
  for (let y = rect.y; y < rect.y + rect.height; y++)
    for (let x = rect.x; x < rect.x + rect.width; x++) data.fill(0, (y * width + x) * 3, (y * width + x) * 3 + 3);
  return { width, height, data };
}

/** The bounding box of the black pixels. */
function blackBox(raster: Raster) {
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < raster.height; y++)
    for (let x = 0; x < raster.width; x++) {
      if (raster.data[(y * raster.width + x) * 3] !== 0) continue;
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x + 1);
      bottom = Math.max(bottom, y + 1);
    }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The part of a raster inside a box. */
function cropOf(raster: Raster, box: { x: number; y: number; width: number; height: number }): Raster {
  const data = new Uint8Array(box.width * box.height * 3);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.y + y) * raster.width + box.x) * 3;
    data.set(raster.data.subarray(from, from + box.width * 3), y * box.width * 3);
  }
  return { width: box.width, height: box.height, data };
}

describe('a box found on the upright picture, in the picture as uploaded', () => {
  it.each<Rotation>([0, 90, 180, 270])('turned %i° clockwise to be upright', (rotation) => {
    const cell = { x: 37, y: 11, width: 40, height: 9 };
    const uploaded = marked(120, 70, cell);
    const upright = turnRaster(uploaded, rotation);
    const page: RecognisedPage = { width: upright.width, height: upright.height, rotation };
    expect(uploadedBox(blackBox(upright), page)).toEqual(cell);
  });

  it('stays inside the picture when the box reaches past its edge', () => {
    const page: RecognisedPage = { width: 100, height: 50, rotation: 0 };
    expect(uploadedBox({ x: -3.5, y: 40.2, width: 20, height: 20 }, page)).toEqual({
      x: 0,
      y: 40,
      width: 17,
      height: 10,
    });
  });
});

describe('the unsure cells of a phone photo lying on its side', () => {
  const data = readFileSync(join(IMAGES, 'f-photo-on-its-side.jpg'));
  let decoding: ReturnType<typeof decodeUpload> | undefined;
  /** Recognised once for both tests. */
  const decodedPhoto = () => {
    decoding ??= decodeUpload('image', { filename: 'f.jpg', mimetype: 'image/jpeg', data });
    return decoding;
  };

  it('are named on their rows, and the box of each, cut from the photo as uploaded and turned upright, reads as the cell', {
    timeout: 120_000,
  }, async () => {
    const decoded = await decodedPhoto();
    if (decoded.kind !== 'image') throw new Error(`decoded as ${decoded.kind}`);
    expect(decoded.rotation).not.toBe(0);
    // However sure the engine was, every cell is taken as unsure here, so every row names its cells.
    const table = tableOfBoxes([decoded.boxes]);
    const unsure = { ...table, confidence: table.confidence.map((row) => row.map(() => 0.1)) };
    const rows = withUnclearCells(readInquiryTable(unsure), unsure, [decoded]);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.reasons).toContain('text-unclear');
      expect(row.unclear?.length).toBeGreaterThan(0);
    }

    const photo = await decodeRaster(data);
    const engine = await ocrEngine();
    const cells = rows
      .flatMap((row) => row.unclear ?? [])
      .filter((cell) => cell.column === 'modelSpec' && cell.text.length >= 8)
      .slice(0, 4);
    expect(cells).toHaveLength(4);
    for (const cell of cells) {
      expect(cell.page).toBe(1);
      expect(cell.rotation).toBe(decoded.rotation);
      expect(cell.box.x + cell.box.width).toBeLessThanOrEqual(photo.width);
      expect(cell.box.y + cell.box.height).toBeLessThanOrEqual(photo.height);
      // The photo lies on its side: a line of text runs down it, so a cell is taller than wide.
      expect(cell.box.height).toBeGreaterThan(cell.box.width);
      const crop = turnRaster(cropOf(photo, cell.box), cell.rotation);
      const read = await engine.recognise(crop);
      const text = read.boxes.map((b) => b.text).join('');
      const shared = [...cell.text].filter((ch) => text.includes(ch)).length;
      expect(shared / [...cell.text].length, `${cell.text} re-read as ${text}`).toBeGreaterThanOrEqual(0.6);
    }
  });

  it('a row read sure names no cells', { timeout: 60_000 }, async () => {
    const decoded = await decodedPhoto();
    for (const row of rowsOfDecoded(decoded)) {
      if (row.reasons.includes('text-unclear')) expect(row.unclear?.length).toBeGreaterThan(0);
      else expect(row.unclear).toBeUndefined();
    }
  });
});

describe('the unsure cells of tables printed side by side', () => {
  it("name the cell of the row's own table, at its place in the picture", () => {
    const cells = [
      ['序号', '型号规格', '数量', '序号', '型号规格', '数量'],
      ['1', 'YJV-3×95', '130', '2', 'KVV-4×1.5', '350'],
    ];
    const starts = [10, 60, 200, 300, 350, 490];
    const boxes = cells.flatMap((row, r) =>
      row.map((text, c) => ({
        text,
        x: starts[c]!,
        y: 10 + r * 30,
        width: 12 * text.length,
        height: 20,
        // The right table's quantity is read unsure.
        score: r === 1 && c === 5 ? 0.3 : 0.99,
      })),
    );
    const table = tableOfBoxes([boxes]);
    const page: RecognisedPage = { width: 600, height: 80, rotation: 0 };
    const rows = withUnclearCells(readInquiryTable(table), table, [page]);
    expect(rows.map((row) => [row.model, row.reasons])).toEqual([
      ['YJV', []],
      ['KVV', ['text-unclear']],
    ]);
    expect(rows[1]!.unclear).toEqual([
      expect.objectContaining({ column: 'quantity', text: '350', box: expect.objectContaining({ x: 490, y: 40 }) }),
    ]);
  });
});
