/**
 * Reading a text region with PaddleOCR's recognition model: the region cut out of the image as a 48-pixel-high line
 * (turned upright, or over for the orientation test), lines batched by width, and the model's per-step character
 * probabilities decoded (CTC: repeats and blanks dropped).
 */
import { type Raster, sample } from './raster';
import type { TextRegion } from './text-detection';

export const LINE_HEIGHT = 48;
/** Wider lines are squeezed to this: a region longer than ~50 characters is not a table cell. */
const MAX_LINE_WIDTH = 2400;

/** An RGB line image, LINE_HEIGHT rows. */
export interface LineImage {
  width: number;
  data: Uint8Array;
}

/**
 * The region as a line image. A region more than 1.5 times as tall as wide holds text running downwards and is turned
 * to read left to right; `over` turns it half round (to compare a reading of upside-down text).
 */
export function lineImage(raster: Raster, region: TextRegion, over = false): LineImage {
  const downwards = region.height > 1.5 * region.width;
  const along = downwards ? region.height : region.width;
  const across = downwards ? region.width : region.height;
  const width = Math.max(8, Math.min(MAX_LINE_WIDTH, Math.round((LINE_HEIGHT * along) / Math.max(1, across))));
  const data = new Uint8Array(width * LINE_HEIGHT * 3);
  const cos = Math.cos(region.angle);
  const sin = Math.sin(region.angle);
  const flip = over ? -1 : 1;
  for (let y = 0; y < LINE_HEIGHT; y++) {
    const v = flip * ((y + 0.5) / LINE_HEIGHT - 0.5) * across;
    for (let x = 0; x < width; x++) {
      const u = flip * ((x + 0.5) / width - 0.5) * along;
      // In the region's frame: u along the text, v across it (downwards text: along +y, across -x).
      const dx = downwards ? -v : u;
      const dy = downwards ? u : v;
      sample(
        raster,
        region.cx + dx * cos - dy * sin - 0.5,
        region.cy + dx * sin + dy * cos - 0.5,
        data,
        (y * width + x) * 3,
      );
    }
  }
  return { width, data };
}

/** The model was trained on lines padded to at least 320 pixels: a one-character cell (米, 盘) alone reads badly. */
const MIN_INPUT_WIDTH = 320;

/**
 * Lines as one input tensor [n, 3, 48, width of the widest or 320], planes blue-green-red scaled to [-1, 1], padded
 * with 0 on the right.
 */
export function recognitionInput(lines: readonly LineImage[]): { tensor: Float32Array; width: number } {
  const width = Math.max(MIN_INPUT_WIDTH, ...lines.map((l) => l.width));
  const plane = LINE_HEIGHT * width;
  const tensor = new Float32Array(lines.length * 3 * plane);
  lines.forEach((line, n) => {
    const base = n * 3 * plane;
    for (let y = 0; y < LINE_HEIGHT; y++) {
      for (let x = 0; x < line.width; x++) {
        const from = (y * line.width + x) * 3;
        const to = base + y * width + x;
        tensor[to] = line.data[from + 2]! / 127.5 - 1;
        tensor[to + plane] = line.data[from + 1]! / 127.5 - 1;
        tensor[to + 2 * plane] = line.data[from]! / 127.5 - 1;
      }
    }
  });
  return { tensor, width };
}

export interface Reading {
  text: string;
  /** Mean probability of the characters read. */
  mean: number;
  /** Probability of the least sure character (0 when nothing was read). */
  lowest: number;
}

/**
 * Greedy CTC decoding of one line's output: at each step the likeliest class; class 0 is the blank, class i the
 * alphabet's (i - 1)th character; a class repeated on consecutive steps is one character.
 */
export function decodeLine(
  probabilities: Float32Array,
  offset: number,
  steps: number,
  classes: number,
  alphabet: readonly string[],
): Reading {
  let text = '';
  let previous = -1;
  let sum = 0;
  let count = 0;
  let lowest = 1;
  for (let t = 0; t < steps; t++) {
    const at = offset + t * classes;
    let best = 0;
    let p = -1;
    for (let c = 0; c < classes; c++) {
      const value = probabilities[at + c]!;
      if (value > p) {
        p = value;
        best = c;
      }
    }
    if (best !== 0 && best !== previous) {
      text += alphabet[best - 1] ?? '';
      sum += p;
      count++;
      if (p < lowest) lowest = p;
    }
    previous = best;
  }
  return { text, mean: count ? sum / count : 0, lowest: count ? lowest : 0 };
}
