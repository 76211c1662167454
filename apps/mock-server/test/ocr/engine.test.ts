import { readInquiryTable } from '@cable/contracts/inquiry';
import { describe, expect, it } from 'vitest';
import { tableOfBoxes } from '../../src/domain/ocr-table';
import { ocrEngine, tidyText } from '../../src/ocr/engine';
import { decodeRaster, type Rotation, turnRaster } from '../../src/ocr/raster';
import { regionsOfProbability } from '../../src/ocr/text-detection';
import { decodeLine } from '../../src/ocr/text-recognition';
import { tablePng } from './render';

const INQUIRY = [
  ['序号', '名称', '型号规格', '单位', '数量'],
  ['1', '电力电缆', 'YJV-0.6/1kV 3×95+1×50', '米', '1200'],
  ['2', '控制电缆', 'KVV-450/750V 10×1.5', 'km', '2.5'],
  ['3', '阻燃电力电缆', 'ZR-YJV-0.6/1kV 4×35+1×16', 'm', '300'],
];
const WIDTHS = [50, 110, 240, 50, 70];

describe('text detection', () => {
  it('finds a run of text as a rectangle turned with it', () => {
    const width = 200;
    const height = 120;
    const map = new Float32Array(width * height);
    // A 100 × 10 bar turned 5° about (100, 60).
    const angle = (5 * Math.PI) / 180;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const u = (x - 100) * Math.cos(angle) + (y - 60) * Math.sin(angle);
        const v = -(x - 100) * Math.sin(angle) + (y - 60) * Math.cos(angle);
        if (Math.abs(u) < 50 && Math.abs(v) < 5) map[y * width + x] = 0.9;
      }
    const [region, ...others] = regionsOfProbability(map, width, height);
    expect(others).toEqual([]);
    expect((region!.angle * 180) / Math.PI).toBeCloseTo(5, 0);
    expect(region!.cx).toBeCloseTo(100, -0.5);
    expect(region!.cy).toBeCloseTo(60, -0.5);
    // Grown by the unclip distance (area × 1.5 / perimeter ≈ 6.8 px a side).
    expect(region!.width).toBeGreaterThan(105);
    expect(region!.height).toBeGreaterThan(18);
  });

  it('drops faint specks: too small, or too unsure on average', () => {
    const map = new Float32Array(100 * 100);
    map[5 * 100 + 5] = 0.99;
    for (let y = 40; y < 50; y++) for (let x = 20; x < 80; x++) map[y * 100 + x] = 0.45;
    expect(regionsOfProbability(map, 100, 100)).toEqual([]);
  });
});

describe('recognition decoding', () => {
  it('reads the likeliest class at each step, dropping blanks and repeats, with the least sure character', () => {
    const alphabet = ['Y', 'J', 'V', ' '];
    // steps: Y Y blank J V V blank V
    const steps = [1, 1, 0, 2, 3, 3, 0, 3];
    const chance = [0.9, 0.8, 0.99, 0.7, 0.95, 0.6, 0.99, 0.85];
    const probabilities = new Float32Array(steps.length * 5);
    steps.forEach((c, t) => {
      probabilities.fill((1 - chance[t]!) / 4, t * 5, t * 5 + 5);
      probabilities[t * 5 + c] = chance[t]!;
    });
    const reading = decodeLine(probabilities, 0, steps.length, 5, alphabet);
    expect(reading.text).toBe('YJVV');
    expect(reading.lowest).toBeCloseTo(0.7);
    expect(reading.mean).toBeCloseTo((0.9 + 0.7 + 0.95 + 0.85) / 4);
  });

  it('takes out the spaces a monospaced font leaves inside numbers, and puts back the one after a voltage', () => {
    expect(tidyText('YJV-0. 6/1kV 3x95+1 ×50')).toBe('YJV-0.6/1kV 3x95+1×50');
    expect(tidyText('KVV 10 × 1.5  200 米')).toBe('KVV 10×1.5 200 米');
    expect(tidyText('YJV-8.7/15kV3×240')).toBe('YJV-8.7/15kV 3×240');
    expect(tidyText('KVV-450/750V4X1.5')).toBe('KVV-450/750V 4X1.5');
    expect(tidyText('BV2.5 YJV22-8.7/15kV')).toBe('BV2.5 YJV22-8.7/15kV');
  });
});

describe('the OCR engine', { timeout: 120_000 }, () => {
  it('reads a screenshot of a Chinese inquiry table into the rows its sheet gives, whichever way it was turned', async () => {
    const engine = await ocrEngine();
    const upright = await decodeRaster(tablePng(INQUIRY, WIDTHS, '电缆询价单'));
    const sheetRows = readInquiryTable({ rows: INQUIRY }).map((r) => [r.model, r.scope, r.spec, r.metres]);
    expect(sheetRows).toEqual([
      ['YJV', '0.6/1kV', '3*95+1*50', 1200],
      ['KVV', '450/750V', '10*1.5', 2500],
      ['ZR-YJV', '0.6/1kV', '4*35+1*16', 300],
    ]);
    for (const turn of [0, 90, 180, 270] as Rotation[]) {
      const read = await engine.recognise(turnRaster(upright, turn));
      expect(read.rotation, `turned ${turn}°`).toBe((360 - turn) % 360);
      expect([read.width, read.height]).toEqual([upright.width, upright.height]);
      const rows = readInquiryTable(tableOfBoxes([read.boxes])).map((r) => [r.model, r.scope, r.spec, r.metres]);
      expect(rows, `turned ${turn}°`).toEqual(sheetRows);
      for (const box of read.boxes) expect(box.score).toBeGreaterThan(0.5);
    }
  });
});
