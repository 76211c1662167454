/**
 * Finding text in a page with PaddleOCR's DB detection model: the input tensor from a raster, and the model's
 * text-probability map turned into rotated rectangles, one per run of text (a cell, a word group, a line).
 */
import { type Raster, scaleRaster } from './raster';

/** A run of text: a rectangle turned by `angle` (radians, within ±45°) about its centre, in image pixels. */
export interface TextRegion {
  cx: number;
  cy: number;
  /** Along the angle. */
  width: number;
  /** Across it. */
  height: number;
  angle: number;
}

/** The model sees pixels scaled to multiples of 32, the long side at most this many. */
export interface DetectionInput {
  tensor: Float32Array;
  width: number;
  height: number;
}

// PaddleOCR's normalisation (ImageNet statistics) applied to its OpenCV images, whose planes are blue, green, red.
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

/** The raster as the model's input, its long side at most `maxSide` (or exactly `maxSide` when `enlarge`). */
export function detectionInput(raster: Raster, maxSide: number, enlarge = false): DetectionInput {
  const fit = maxSide / Math.max(raster.width, raster.height);
  const scale = enlarge ? fit : Math.min(1, fit);
  const width = Math.max(32, Math.round((raster.width * scale) / 32) * 32);
  const height = Math.max(32, Math.round((raster.height * scale) / 32) * 32);
  const scaled = scaleRaster(raster, width, height).data;
  const plane = width * height;
  const tensor = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    for (let c = 0; c < 3; c++) tensor[c * plane + i] = (scaled[i * 3 + 2 - c]! / 255 - MEAN[c]!) / STD[c]!;
  }
  return { tensor, width, height };
}

/** A pixel is text above this probability; a region is kept when its pixels average at least `minScore`. */
const TEXT_PROBABILITY = 0.3;
const MIN_SCORE = 0.6;
const MIN_PIXELS = 10;
/** A faint run this large may still be text the detection was unsure of (see `faint`). */
const MIN_FAINT_PIXELS = 4;
/** How far a region grows beyond its core, as PaddleOCR's unclip: area × ratio / perimeter on each side. */
const UNCLIP_RATIO = 1.5;

/**
 * Regions of the probability map (width × height, row by row): each 8-connected run of text pixels, its direction
 * from the run's second moments, its extent along and across that direction, grown by the unclip distance. In the
 * map's own pixels. Runs too small or too unsure to be read are left out, or put in `faint` when it is given.
 */
export function regionsOfProbability(
  probability: Float32Array,
  width: number,
  height: number,
  faint?: TextRegion[],
): TextRegion[] {
  const labelled = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const pixels = new Int32Array(width * height);
  const regions: TextRegion[] = [];
  for (let start = 0; start < width * height; start++) {
    if (labelled[start] || probability[start]! <= TEXT_PROBABILITY) continue;
    labelled[start] = 1;
    let top = 0;
    let count = 0;
    let sum = 0;
    stack[top++] = start;
    while (top > 0) {
      const p = stack[--top]!;
      pixels[count++] = p;
      sum += probability[p]!;
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const q = yy * width + xx;
          if (!labelled[q] && probability[q]! > TEXT_PROBABILITY) {
            labelled[q] = 1;
            stack[top++] = q;
          }
        }
      }
    }
    if (count < MIN_PIXELS || sum / count < MIN_SCORE) {
      // Too faint or small to read, but something is there: kept apart when asked for.
      const speck = faint && count >= MIN_FAINT_PIXELS ? regionOfPixels(pixels, count, width) : null;
      if (speck) faint!.push(speck);
      continue;
    }
    const region = regionOfPixels(pixels, count, width);
    if (region) regions.push(region);
  }
  return regions;
}

function regionOfPixels(pixels: Int32Array, count: number, width: number): TextRegion | null {
  let mx = 0;
  let my = 0;
  for (let i = 0; i < count; i++) {
    const p = pixels[i]!;
    mx += p % width;
    my += Math.floor(p / width);
  }
  mx /= count;
  my /= count;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < count; i++) {
    const p = pixels[i]!;
    const dx = (p % width) - mx;
    const dy = Math.floor(p / width) - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  let angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  // The long axis, folded to within ±45° (a tall region keeps its size as height).
  if (angle > Math.PI / 4) angle -= Math.PI / 2;
  if (angle <= -Math.PI / 4) angle += Math.PI / 2;
  let extent = extentsOf(pixels, count, width, mx, my, angle);
  const long = Math.max(extent.u1 - extent.u0, extent.v1 - extent.v0) + 1;
  const short = Math.min(extent.u1 - extent.u0, extent.v1 - extent.v0) + 1;
  if (angle !== 0 && long < SQUARE * short) {
    angle = 0;
    extent = extentsOf(pixels, count, width, mx, my, 0);
  }
  const { u0, u1, v0, v1 } = extent;
  const along = u1 - u0 + 1;
  const across = v1 - v0 + 1;
  if (Math.min(along, across) < 3) return null;
  const grow = (along * across * UNCLIP_RATIO) / (2 * (along + across));
  const u = (u0 + u1) / 2;
  const v = (v0 + v1) / 2;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return {
    cx: mx + u * cos - v * sin + 0.5,
    cy: my + u * sin + v * cos + 0.5,
    width: along + 2 * grow,
    height: across + 2 * grow,
    angle,
  };
}

/**
 * A run this close to square (longer side over shorter) has no direction of its own: the second moments of one or two
 * characters point anywhere ("60" read along a 42° diagonal is "G"). Such a run is taken as written level.
 */
const SQUARE = 1.5;

/** The run's extent along `angle` (u) and across it (v), about its centre (mx, my). */
function extentsOf(
  pixels: Int32Array,
  count: number,
  width: number,
  mx: number,
  my: number,
  angle: number,
): { u0: number; u1: number; v0: number; v1: number } {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  let u0 = Number.POSITIVE_INFINITY;
  let u1 = Number.NEGATIVE_INFINITY;
  let v0 = Number.POSITIVE_INFINITY;
  let v1 = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const p = pixels[i]!;
    const dx = (p % width) - mx;
    const dy = Math.floor(p / width) - my;
    const u = dx * cos + dy * sin;
    const v = -dx * sin + dy * cos;
    if (u < u0) u0 = u;
    if (u > u1) u1 = u;
    if (v < v0) v0 = v;
    if (v > v1) v1 = v;
  }
  return { u0, u1, v0, v1 };
}

/** The width and height of the upright rectangle around a region turned by its angle. */
export function uprightSize(region: TextRegion): { width: number; height: number } {
  const cos = Math.abs(Math.cos(region.angle));
  const sin = Math.abs(Math.sin(region.angle));
  return { width: region.width * cos + region.height * sin, height: region.width * sin + region.height * cos };
}

/** A region of the model's map in the pixels of an image scaled by (sx, sy) from it. */
export function scaledRegion(region: TextRegion, sx: number, sy: number): TextRegion {
  const cos = Math.abs(Math.cos(region.angle));
  const sin = Math.abs(Math.sin(region.angle));
  return {
    cx: region.cx * sx,
    cy: region.cy * sy,
    width: region.width * (cos * sx + sin * sy),
    height: region.height * (cos * sy + sin * sx),
    angle: Math.atan2(Math.sin(region.angle) * sy, Math.cos(region.angle) * sx),
  };
}
