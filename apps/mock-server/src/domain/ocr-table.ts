/**
 * Recognised text boxes as a table: boxes grouped into lines by their geometry, the header line found by its words
 * (the same header reading as a sheet's), every later box put in the header column it overlaps most. The result is
 * an InquiryTable for the shared row parser, with each cell's recognition confidence beside its text, so a photo and
 * the Excel of the same inquiry give the same rows.
 */
import {
  type CellRange,
  type ColumnRole,
  continuesQuantity,
  DESCRIBING_ROLES,
  findStructure,
  headerAt,
  type InquiryTable,
  LONE_QUANTITY,
  QUANTITY_UNIT,
  roleOf,
  unitKind,
} from '@cable/contracts/inquiry';
import type { OcrBox, PageArea, TableRule } from '../decoding/types';

/** Lines searched for the header, from the top of a page. */
const HEADER_SEARCH_LINES = 30;

interface Placed extends OcrBox {
  /** Centre, with the page's residual skew taken out of y. */
  cx: number;
  cy: number;
}

/**
 * The page's text lines as a family: each line's slope (dy/dx) as `a + b * c`, c being where the line meets x = `x0`.
 * A photo taken askew turns every line alike (b = 0); one taken at an angle to the page's side makes its lines run
 * towards a point beside it, so their slopes change steadily down the page (the top rows falling to the right, the
 * bottom ones rising), and no one slope keeps a row's far cells on its line.
 */
interface LineFamily {
  a: number;
  b: number;
  x0: number;
}

/** A box less high than this share of the page's boxes (median) is grouped as if it were this high. */
const SPECK = 0.6;

/** Lines whose slopes change by less than this from the page's first to its last are taken as turned alike. */
const CONVERGING = 0.02;
/** Fewest neighbour pairs for a slope that changes down the page. */
const CONVERGING_PAIRS = 8;

/** The page's line family from each box and its nearest neighbour to the right on its line. */
function lineFamily(boxes: readonly Placed[]): LineFamily {
  const x0 = boxes.reduce((sum, b) => sum + b.cx, 0) / Math.max(1, boxes.length);
  const pairs: { slope: number; c: number }[] = [];
  for (const a of boxes) {
    let right: Placed | null = null;
    for (const b of boxes) {
      if (b === a || b.x < a.x + a.width * 0.5) continue;
      if (Math.abs(b.cy - a.cy) > Math.min(a.height, b.height) * 0.8) continue;
      if (!right || b.x < right.x) right = b;
    }
    if (!right || right.cx <= a.cx) continue;
    const slope = (right.cy - a.cy) / (right.cx - a.cx);
    // Where the pair's line meets x0.
    const mx = (a.cx + right.cx) / 2 - x0;
    pairs.push({ slope, c: (a.cy + right.cy) / 2 - slope * mx });
  }
  if (pairs.length === 0) return { a: 0, b: 0, x0 };
  const steady = median(pairs.map((p) => p.slope));
  if (pairs.length < CONVERGING_PAIRS) return { a: steady, b: 0, x0 };
  // Theil-Sen: the median of the pairwise rates of change, robust to a few pairs from different lines.
  const rates: number[] = [];
  pairs.forEach((p, i) => {
    for (const q of pairs.slice(i + 1)) if (Math.abs(q.c - p.c) > 1) rates.push((q.slope - p.slope) / (q.c - p.c));
  });
  if (rates.length === 0) return { a: steady, b: 0, x0 };
  const b = median(rates);
  const cs = pairs.map((p) => p.c);
  if (Math.abs(b) * (Math.max(...cs) - Math.min(...cs)) < CONVERGING) return { a: steady, b: 0, x0 };
  const a = median(pairs.map((p) => p.slope - b * p.c));
  return { a, b, x0 };
}

/** Where the family's line through (x, y) meets x0: the box's height on the page with the lines' slopes taken out. */
function heightOnPage(family: LineFamily, x: number, y: number): number {
  const dx = x - family.x0;
  // y = c + (a + b c) dx
  return (y - family.a * dx) / (1 + family.b * dx);
}

/**
 * Boxes grouped into text lines, top to bottom, each line left to right. A box joins a line when its centre is
 * within half a text height of the line's, after the page's line slopes are taken out (a photo taken a little askew,
 * or at an angle).
 */
export function linesOfBoxes(boxes: readonly OcrBox[]): OcrBox[][] {
  const placed: Placed[] = boxes
    .filter((b) => b.text.trim() !== '')
    .map((b) => ({ ...b, cx: b.x + b.width / 2, cy: b.y + b.height / 2 }));
  const family = lineFamily(placed);
  for (const b of placed) b.cy = heightOnPage(family, b.cx, b.cy);
  placed.sort((a, b) => a.cy - b.cy);
  // A speck read as a character ("福" 9 px high among 45 px words) is as high as a small word, or it starts a line.
  const least = SPECK * median(placed.map((b) => b.height));
  const heightOf = (height: number) => Math.max(height, least);
  const lines: { cy: number; height: number; boxes: Placed[] }[] = [];
  for (const box of placed) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(box.cy - line.cy) < Math.min(heightOf(line.height), heightOf(box.height)) * 0.5) {
      line.boxes.push(box);
      line.cy = line.boxes.reduce((sum, b) => sum + b.cy, 0) / line.boxes.length;
      line.height = median(line.boxes.map((b) => b.height));
    } else lines.push({ cy: box.cy, height: box.height, boxes: [box] });
  }
  return lines.map((line) =>
    line.boxes
      .sort((a, b) => a.cx - b.cx)
      .map(({ text, x, y, width, height, score }) => ({ text, x, y, width, height, score })),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The share of a box's height that detection adds as margin at either end of its text (PaddleOCR's unclip grows a
 * region by about 0.3 of its final height on every side; the glyphs' own side bearings make up the rest).
 */
const TEXT_MARGIN = 0.2;

/** Where a box's text runs across the page: its box without the margin detection draws around the text. */
function textSpanOf(b: OcrBox): { from: number; to: number } {
  const margin = Math.min(b.height * TEXT_MARGIN, b.width / 4);
  return { from: b.x + margin, to: b.x + b.width - margin };
}

/** One box across a gutter is tolerated for every this many lines of the table. */
const STRAYS_PER_LINES = 8;

/** A column of the header: the x range it owns, up to the gutter between it and its neighbours. */
interface Band {
  from: number;
  to: number;
  centre: number;
  /** What the column's header names, when known. */
  role?: ColumnRole | null;
}

/**
 * Where one column ends and the next begins, between the centres of their headers: the middle of a stretch that the
 * fewest body boxes cross (the gutter between the columns' texts), so a left-aligned column whose texts reach far past
 * its header keeps them.
 */
/** The table's body as boundaries read it, worked out once per header: its texts' spans and sizes. */
interface BodyTexts {
  /** Each body box's text across the page (its margins left out). */
  spans: { from: number; to: number }[];
  /** The median box height. */
  lineHeight: number;
  /** About how many lines the body has. */
  lines: number;
  /** Boxes read across a gutter that do not close it. */
  strays: number;
}

function boundary(left: OcrBox, right: OcrBox, body: BodyTexts): number {
  const from = Math.floor(left.x + left.width / 2);
  const to = Math.ceil(right.x + right.width / 2);
  if (to - from < 2) return (from + to) / 2;
  const crossing = new Array<number>(to - from + 1).fill(0);
  // The text, not the margin detection draws around it: two cells' boxes touch where their texts do not.
  for (const text of body.spans) {
    const start = Math.max(from, Math.ceil(text.from));
    const end = Math.min(to, Math.floor(text.to));
    for (let x = start; x <= end; x++) crossing[x - from]!++;
  }
  const fewest = Math.min(...crossing) + body.strays;
  // Of the stretches the fewest boxes cross, the one nearest the right header's left edge (where the column's rule
  // is); the longest on a tie. Right-aligned numbers under a left-aligned header leave a wider empty stretch on their
  // left than the gutter on their right.
  const edge = right.x - from;
  const distance = (r: { start: number; length: number }) =>
    Math.max(0, r.start - edge, edge - (r.start + r.length - 1));
  const runs: { start: number; length: number }[] = [];
  crossing.forEach((count, i) => {
    const last = runs[runs.length - 1];
    if (count > fewest) return;
    if (last && last.start + last.length === i) last.length++;
    else runs.push({ start: i, length: 1 });
  });
  // Where a column begins: texts end right before the stretch and many start right after it. A stretch under the
  // right header where only its column's short left-aligned cells ended ("YJV", "BVR" under a centred 型号) has
  // nothing starting after it; it is taken only when no stretch is a column's beginning.
  const begins = (r: { start: number; length: number }) => {
    const start = from + r.start;
    const end = from + r.start + r.length;
    return (
      body.spans.some((t) => t.to >= start - body.lineHeight && t.to <= start + 1) &&
      body.spans.filter((t) => t.from >= end - 1 && t.from <= end + body.lineHeight).length >=
        Math.max(2, body.lines * 0.3)
    );
  };
  const candidates = runs.some(begins) ? runs.filter(begins) : runs;
  let best = candidates[0]!;
  for (const run of candidates)
    if (distance(run) < distance(best) || (distance(run) === distance(best) && run.length > best.length)) best = run;
  return from + best.start + (best.length - 1) / 2;
}

function bandsOf(header: readonly OcrBox[], body: readonly OcrBox[] = []): Band[] {
  const sorted = [...header].sort((a, b) => a.x - b.x);
  // A box or two read across a gutter (two cells found as one) do not close it on a page of many lines.
  const lines = body.length / Math.max(1, header.length);
  const texts: BodyTexts = {
    spans: body.map(textSpanOf),
    lineHeight: median(body.map((b) => b.height)),
    lines,
    strays: Math.floor(lines / STRAYS_PER_LINES),
  };
  const cuts = sorted.slice(1).map((box, i) => boundary(sorted[i]!, box, texts));
  return sorted.map((box, i) => ({
    from: i === 0 ? Number.NEGATIVE_INFINITY : cuts[i - 1]!,
    to: i === sorted.length - 1 ? Number.POSITIVE_INFINITY : cuts[i]!,
    centre: box.x + box.width / 2,
  }));
}

const overlap = (from: number, to: number, band: Band) =>
  Math.max(0, Math.min(to, band.to) - Math.max(from, band.from));

/** The band a span of x belongs to: the one it overlaps most, the nearest centre on a tie. */
function bandOf(from: number, to: number, bands: readonly Band[]): number {
  let best = 0;
  let bestOverlap = -1;
  const centre = (from + to) / 2;
  bands.forEach((band, i) => {
    const o = overlap(from, to, band);
    const closer = Math.abs(centre - band.centre) < Math.abs(centre - bands[best]!.centre);
    if (o > bestOverlap || (o === bestOverlap && closer)) {
      best = i;
      bestOverlap = o;
    }
  });
  return best;
}

/** A number in thousands groups run into another cell's words that begin with a digit ("1,50025天"). */
const GROUPED_THEN_WORDS = /^(\d{1,3}(?:,\d{3})+)(\d+[\u4e00-\u9fff].*)$/;

interface Piece {
  text: string;
  from: number;
  to: number;
  score: number;
}

/**
 * A box that reaches well into two or more columns holds several cells that were read as one ("米 3000" in a table
 * without rules): its words go to the columns under them, placed by their position in the text.
 */
function piecesOf(box: OcrBox, bands: readonly Band[]): Piece[] {
  const whole = { text: box.text.trim(), from: box.x, to: box.x + box.width, score: box.score };
  const spannedBands = bands.filter((band) => overlap(whole.from, whole.to, band) > box.width * 0.25);
  const spanned = spannedBands.length;
  const words = [...box.text.matchAll(/\S+/g)];
  if (spanned >= 2 && words.length < 2 && spannedBands.some((band) => band.role === 'quantity')) {
    // A quantity written with thousands groups ends where its last group of three does: "1,20020天内" is 1,200 and
    // 20天内, "2,0003天" 2,000 and 3天.
    const grouped = GROUPED_THEN_WORDS.exec(whole.text);
    if (grouped) {
      const perChar = box.width / Math.max(1, whole.text.length);
      const split = grouped[1]!.length;
      return [
        { text: grouped[1]!, from: box.x, to: box.x + split * perChar, score: box.score },
        { text: grouped[2]!, from: box.x + split * perChar, to: box.x + box.width, score: box.score },
      ];
    }
    // Else a quantity run together with the next cell's text ("100" and "7月底" read as "1007月底") cannot be told
    // apart.
    return [{ ...whole, score: Math.min(whole.score, OVERLAP_DOUBT) }];
  }
  if (spanned < 2 || words.length < 2) return [whole];
  const perChar = box.width / Math.max(1, box.text.length);
  return words.map((word) => ({
    text: word[0],
    from: box.x + word.index * perChar,
    to: box.x + (word.index + word[0].length) * perChar,
    score: box.score,
  }));
}

/** Where a cell is on its page (0-based page index, the page's upright pixels or units); null when nothing was read. */
export interface CellPlace {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box around a place and a span (a new place when there is none yet). */
function widened(place: CellPlace | null, page: number, x0: number, x1: number, box: OcrBox): CellPlace {
  const left = Math.min(place?.x ?? x0, x0);
  const top = Math.min(place?.y ?? box.y, box.y);
  const right = Math.max(place ? place.x + place.width : x1, x1);
  const bottom = Math.max(place ? place.y + place.height : box.y + box.height, box.y + box.height);
  return { page, x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * What a box's reading is worth when its text overlaps another box of its line: detection found two regions over the
 * same characters, and both may hold them ("800 2#楼" read as "8002" and "2#楼"). Below every sure reading, so the
 * cells they fall in go to review.
 */
const OVERLAP_DOUBT = 0.3;

/**
 * Two texts share a character when they overlap by more than this share of their height (a digit is about half a
 * line high wide). Less is the slack of two regions' edges: a region found a few pixels wide of its text ("直埋"
 * starting 0.6 px inside "800", "(铜芯)" 4 px inside "YJV 4X150+1X70") holds no character of the other.
 */
const SHARED_CHARACTER = 0.3;

/** The boxes of a line whose texts (margins left out) share a character with another box's. */
function overlappingBoxes(line: readonly OcrBox[]): Set<OcrBox> {
  const found = new Set<OcrBox>();
  line.forEach((a, i) => {
    for (const b of line.slice(i + 1)) {
      const p = textSpanOf(a);
      const q = textSpanOf(b);
      const shared = Math.min(p.to, q.to) - Math.max(p.from, q.from);
      if (shared > SHARED_CHARACTER * Math.min(a.height, b.height)) {
        found.add(a);
        found.add(b);
      }
    }
  });
  return found;
}

interface PlacedPiece {
  piece: Piece;
  box: OcrBox;
  score: number;
}

/** A row's pieces of text in the columns they overlap most, left to right within each. */
function piecesByColumn(lines: readonly (readonly OcrBox[])[], bands: readonly Band[]): PlacedPiece[][] {
  const pieces: PlacedPiece[][] = bands.map(() => []);
  for (const line of lines) {
    const overlapping = overlappingBoxes(line);
    for (const box of line) {
      for (const piece of piecesOf(box, bands)) {
        const score = overlapping.has(box) ? Math.min(piece.score, OVERLAP_DOUBT) : piece.score;
        pieces[bandOf(piece.from, piece.to, bands)]!.push({ piece, box, score });
      }
    }
  }
  return pieces;
}

/** The cells of one table row: its text lines (one, or the lines of a ruled row whose cells wrap), top to bottom. */
function cellsOf(
  lines: readonly (readonly OcrBox[])[],
  bands: readonly Band[],
  page: number,
  numbersAfterQuantity: boolean,
): { cells: string[]; confidence: number[]; places: (CellPlace | null)[] } {
  const pieces = piecesByColumn(lines, bands);
  quantityApartFromNextCell(pieces, bands, numbersAfterQuantity);
  const cells: string[] = bands.map(() => '');
  const confidence: number[] = bands.map(() => 1);
  const places: (CellPlace | null)[] = bands.map(() => null);
  pieces.forEach((column, c) => {
    for (const { piece, box, score } of column) {
      cells[c] = cells[c] ? `${cells[c]} ${piece.text}` : piece.text;
      confidence[c] = Math.min(confidence[c]!, score);
      places[c] = widened(places[c]!, page, piece.from, piece.to, box);
    }
  });
  const unitCell = cells[bands.findIndex((band) => band.role === 'unit')] ?? '';
  bands.forEach((band, column) => {
    if (band.role !== 'quantity') return;
    const cell = cells[column]!;
    if (RUN_INTO_TEXT.test(cell) || wholeKilometres(cell, unitCell))
      confidence[column] = Math.min(confidence[column]!, OVERLAP_DOUBT);
  });
  return { cells, confidence, places };
}

/**
 * How many of a run's first pieces are a quantity alone (a number, its unit if written; a thousands group read as a
 * piece of its own, "1" "200", is part of it) followed by another cell's words or by nothing: -1 when the run does not
 * begin so.
 */
function leadingQuantity(run: readonly PlacedPiece[]): number {
  const words = run.findIndex((p, i) => i > 0 && !continuesQuantity(p.piece.text));
  const end = words < 0 ? run.length : words;
  const number = run
    .slice(0, end)
    .map((p) => p.piece.text)
    .join('')
    .replace(/\s/g, '');
  if (end === 0 || !LONE_QUANTITY.test(number)) return -1;
  const first = run[end]?.piece;
  return first && (first.from + first.to) / 2 <= run[end - 1]!.piece.to ? -1 : end;
}

/**
 * A row's quantity and the next cell's words after it ("100" then "现货", "7月底") found in one of the two columns
 * while the other is empty in that row: each goes to its own. A photo taken at an angle moves a right-aligned number
 * and the left-aligned text after it past each other from row to row, so no one boundary between the columns holds
 * for every row, but each row's own gap does. A number is taken back from the column after the quantity's only when
 * the table's rows mostly put their numbers there (`numbersAfterQuantity`): a remark that begins with a number beside
 * a quantity left blank stays a remark.
 */
function quantityApartFromNextCell(
  pieces: PlacedPiece[][],
  bands: readonly Band[],
  numbersAfterQuantity: boolean,
): void {
  const column = bands.findIndex((band) => band.role === 'quantity');
  const own = pieces[column];
  const next = pieces[column + 1];
  if (!own || !next) return;
  if (next.length === 0) {
    const end = leadingQuantity(own);
    if (end > 0 && end < own.length) next.push(...own.splice(end));
  } else if (own.length === 0 && numbersAfterQuantity) {
    const end = leadingQuantity(next);
    if (end > 0) own.push(...next.splice(0, end));
  }
}

/** Whether more of the body's lines have a quantity at the start of the column after the quantity's than in it. */
function numbersMostlyAfterQuantity(lines: readonly (readonly OcrBox[])[], bands: readonly Band[]): boolean {
  const column = bands.findIndex((band) => band.role === 'quantity');
  if (column < 0 || column === bands.length - 1) return false;
  let after = 0;
  let inOwn = 0;
  for (const line of lines) {
    const pieces = piecesByColumn([line], bands);
    if (pieces[column]!.length > 0) inOwn++;
    else if (leadingQuantity(pieces[column + 1]!) > 0) after++;
  }
  return after >= 2 && after > inOwn;
}

/**
 * The header row's cells: each header word in the column it names, so the parser reads the columns the geometry made,
 * even where a word stands closer to the next column's boundary than its body's texts let the boundary fall.
 */
function headerCellsOf(
  words: readonly OcrBox[],
  bands: readonly Band[],
  page: number,
): { cells: string[]; confidence: number[]; places: (CellPlace | null)[] } {
  return {
    cells: bands.map((_, i) => words[i]?.text.trim() ?? ''),
    confidence: bands.map((_, i) => words[i]?.score ?? 1),
    places: bands.map((_, i) => {
      const word = words[i];
      return word ? widened(null, page, word.x, word.x + word.width, word) : null;
    }),
  };
}

/** A whole number of two digits or more, with its unit if written ("36", "36千米"). */
const WHOLE_NUMBER = /^\s*(\d{2,})\s*(\S*)\s*$/;

/**
 * Kilometres are written with a decimal point more often than not ("3.6 千米"), and a picture may lose the point
 * without a trace (a dim photo read "36" at 1.00): a whole number of kilometres of two digits or more is unsure, so
 * its row goes to review rather than being priced at ten times the length. The unit is the cell's own or the unit
 * column's, in contracts' unit words (the engine has read 干米 back as 千米).
 */
function wholeKilometres(quantity: string, unitCell: string): boolean {
  const whole = WHOLE_NUMBER.exec(quantity);
  return !!whole && unitKind(whole[2] || unitCell)?.factor === 1000;
}

/**
 * A number run straight into words that are no unit ("1007月底", "40015天"): the next cell's text ("7月底", "15天")
 * read as one with the quantity, its digits taken into the number. Where one cell ends is not known: unsure.
 */
const RUN_INTO_TEXT = new RegExp(String.raw`\d(?![\d.,\s]|${QUANTITY_UNIT})[^\d.,\s]`, 'i');

/**
 * A box holding two header words read as one ("数量交货期": a right-aligned 数量 against a left-aligned 交货期) as two
 * boxes, each with its share of the width by characters, when exactly one split gives two words naming different
 * columns and the whole names none (or a column left alone); "型号规格" names its own column and stays whole.
 */
function headerWordsOf(box: OcrBox): OcrBox[] {
  const text = box.text.replace(/\s+/g, '');
  const whole = roleOf(text);
  if ((whole !== null && whole !== 'ignored') || text.length < 4) return [box];
  const splits: number[] = [];
  for (let cut = 2; cut <= text.length - 2; cut++) {
    const left = roleOf(text.slice(0, cut));
    const right = roleOf(text.slice(cut));
    if (left && right && left !== right && (left !== 'ignored' || right !== 'ignored')) splits.push(cut);
  }
  if (splits.length !== 1) return [box];
  const cut = splits[0]!;
  const share = (box.width * cut) / text.length;
  return [
    { ...box, text: text.slice(0, cut), width: share },
    { ...box, text: text.slice(cut), x: box.x + share, width: box.width - share },
  ];
}

/**
 * The header's boxes when line `at` is a header: its words name columns as a sheet's header would. A second line
 * of column words under a group word ("工程量" over "单位 数量") splits that column.
 */
function headerBoxes(lines: readonly OcrBox[][], at: number): { boxes: OcrBox[]; height: number } | null {
  const line = lines[at]!.flatMap(headerWordsOf);
  const found = headerAt([line.map((b) => b.text)], 0);
  if (!found) return null;
  const below = lines[at + 1];
  if (!below) return { boxes: line, height: 1 };
  const twoRows = headerAt([line.map((b) => b.text), below.map((b) => b.text)], 0);
  if (twoRows?.height !== 2) return { boxes: line, height: 1 };
  // Each word of the second line belongs to the top word whose column it lies in.
  const topBands = bandsOf(line);
  const sortedTop = [...line].sort((a, b) => a.x - b.x);
  const under = sortedTop.map(() => [] as OcrBox[]);
  for (const b of below) under[bandOf(b.x, b.x + b.width, topBands)]!.push(b);
  const boxes = sortedTop.flatMap((top, i) => (under[i]!.length >= 2 ? under[i]! : [top]));
  return { boxes: boxes.sort((a, b) => a.x - b.x), height: 2 };
}

/**
 * The pages' boxes as one table, pages in order. Each page's lines take the columns of the header on that page, or
 * of the last header seen (a second page that does not repeat it); lines above the first header are kept as
 * one-cell rows (titles, the customer's details), as is every line of a page when no header was found at all.
 */
export function tableOfBoxes(
  pages: readonly (readonly OcrBox[])[],
  rules: readonly (readonly TableRule[] | undefined)[] = [],
  unread: readonly (readonly PageArea[] | undefined)[] = [],
): InquiryTable & {
  confidence: number[][];
  places: (CellPlace | null)[][];
  lines: CellPlace[];
  merges: CellRange[];
} {
  const rows: string[][] = [];
  const confidence: number[][] = [];
  /** Each cell's place, and each row's whole line (to show a cell that was read empty). */
  const places: (CellPlace | null)[][] = [];
  const linePlaces: CellPlace[] = [];
  /** Rows read in columns. */
  const body: number[] = [];
  /** Each row read in columns: the columns it was read in, and whether its page says where a blank cell is blank. */
  const columnsOfRow = new Map<number, { bands: readonly Band[]; page: number }>();
  /** Pages read cleanly, whose unread places are known: a cell empty there with nothing unread in it is blank. */
  const blankKnown = pages.map((page, p) => unread[p] !== undefined && median(page.map((b) => b.score)) >= CLEAN_PAGE);
  let bands: Band[] | null = null;
  for (const [pageIndex, page] of pages.entries()) {
    const lines = linesOfBoxes(page);
    let headerLine = -1;
    /** The header's words, left to right: word i names band i. */
    let headerWords: OcrBox[] = [];
    for (let at = 0; at < Math.min(lines.length, HEADER_SEARCH_LINES); at++) {
      const header = headerBoxes(lines, at);
      if (header) {
        bands = bandsOf(header.boxes, lines.slice(at + header.height).flat());
        headerLine = at;
        // The header as one row of column words, so the parser finds it where the geometry did.
        const sorted = [...header.boxes].sort((a, b) => a.x - b.x);
        for (const [i, band] of bands.entries()) band.role = roleOf(sorted[i]!.text);
        bands = withTrailingColumn(bands, sorted[sorted.length - 1]!, lines.slice(at + header.height));
        lines.splice(at, header.height, sorted);
        headerWords = sorted;
        break;
      }
    }
    const numbersAfterQuantity = bands ? numbersMostlyAfterQuantity(lines.slice(headerLine + 1), bands) : false;
    const rowsOfLines = bands
      ? ruledRows(
          lines,
          Math.max(0, headerLine + 1),
          (rules[pageIndex] ?? []).map((rule) => rule.y),
          bands,
        )
      : null;
    lines.forEach((line, index) => {
      const beforeHeader = headerLine === -1 ? bands === null : index < headerLine;
      const group = rowsOfLines?.get(index);
      // A line joined into the ruled row of the line above it.
      if (group === null) return;
      const own = group ?? [line];
      const whole = own.flat().reduce<CellPlace | null>((p, b) => widened(p, pageIndex, b.x, b.x + b.width, b), null)!;
      linePlaces.push(whole);
      if (beforeHeader || !bands) {
        rows.push([line.map((b) => b.text.trim()).join(' ')]);
        confidence.push([Math.min(...line.map((b) => b.score))]);
        places.push([whole]);
        return;
      }
      const read =
        index === headerLine
          ? headerCellsOf(headerWords, bands, pageIndex)
          : cellsOf(own, bands, pageIndex, numbersAfterQuantity);
      columnsOfRow.set(rows.length, { bands, page: pageIndex });
      body.push(rows.length);
      rows.push(read.cells);
      confidence.push(read.confidence);
      places.push(read.places);
    });
  }
  const merges = mergedCells(rows, confidence, places, body, (r) => {
    const read = columnsOfRow.get(r)!;
    const line = linePlaces[r]!;
    return { bands: read.bands, page: read.page, centre: line.y + line.height / 2, rules: rules[read.page] ?? [] };
  });
  const merged = new Set(
    merges.flatMap((m) =>
      rowsOf(m)
        .slice(1)
        .map((r) => `${r}:${m.left}`),
    ),
  );
  unsureWhereMissing(rows, confidence, body, (r, column) => {
    if (merged.has(`${r}:${column}`)) return true;
    const read = columnsOfRow.get(r)!;
    if (!blankKnown[read.page]) return false;
    const band = read.bands[column];
    const line = linePlaces[r]!;
    if (!band) return false;
    return !unread[read.page]!.some((area) => {
      const cx = area.x + area.width / 2;
      const cy = area.y + area.height / 2;
      return cx >= band.from && cx < band.to && cy >= line.y && cy <= line.y + line.height;
    });
  });
  return { rows, confidence, places, lines: linePlaces, merges };
}

/** Columns whose cell is never merged over several rows' items: each row's own amount, each row's own number. */
const NEVER_MERGED: ReadonlySet<ColumnRole> = new Set(['quantity', 'serial']);

const rowsOf = (range: CellRange) => Array.from({ length: range.bottom - range.top + 1 }, (_, i) => range.top + i);

/**
 * Cells merged down a column (a Word table's 名称, 型号 and 电压等级 merged over each group of rows): between two rows
 * of a page, a rule is drawn across the other columns but not across the middle of this one, and of the rows so
 * joined exactly one has text in the column. The text moves to the top row of the range, which the shared table
 * reading gives to each of its rows (as a sheet's merged range); each row of the range takes the cell's confidence
 * and place. Rows with no rule between them, or with text of their own in the column, are never merged.
 */
function mergedCells(
  rows: string[][],
  confidence: number[][],
  places: (CellPlace | null)[][],
  body: readonly number[],
  geometryOf: (row: number) => { bands: readonly Band[]; page: number; centre: number; rules: readonly TableRule[] },
): CellRange[] {
  const merges: CellRange[] = [];
  const joinedBelow = (a: number, b: number, column: number): boolean => {
    const upper = geometryOf(a);
    const lower = geometryOf(b);
    if (upper.page !== lower.page || upper.bands !== lower.bands) return false;
    const between = upper.rules.filter((rule) => rule.y > upper.centre && rule.y < lower.centre);
    if (between.length === 0) return false;
    const band = upper.bands[column];
    if (!band || (band.role && NEVER_MERGED.has(band.role))) return false;
    const finite = Number.isFinite(band.from) && Number.isFinite(band.to);
    const width = finite
      ? band.to - band.from
      : 2 * Math.abs(band.centre - (Number.isFinite(band.from) ? band.from : band.to));
    if (!Number.isFinite(width)) return false;
    // The middle half of the column (its header's centre for the first and last, whose outer edge is open).
    const middle = finite ? (band.from + band.to) / 2 : band.centre;
    const core = { from: middle - width / 4, to: middle + width / 4 };
    return between.every((rule) => !rule.spans.some((span) => span.from < core.to && span.to > core.from));
  };
  const columns = Math.max(0, ...body.map((r) => rows[r]!.length));
  for (let column = 0; column < columns; column++) {
    let start = 0;
    while (start < body.length) {
      let end = start;
      while (end + 1 < body.length && joinedBelow(body[end]!, body[end + 1]!, column)) end++;
      const range = body.slice(start, end + 1);
      const written = range.filter((r) => rows[r]![column]);
      if (range.length > 1 && written.length === 1) {
        const from = written[0]!;
        const top = range[0]!;
        const text = rows[from]![column]!;
        rows[from]![column] = '';
        rows[top]![column] = text;
        for (const r of range) {
          confidence[r]![column] = confidence[from]![column]!;
          places[r]![column] = places[from]![column]!;
        }
        merges.push({ top, left: column, bottom: range[range.length - 1]!, right: column });
      }
      start = end + 1;
    }
  }
  return merges;
}

/** Rules at least this many below the header before they are taken to draw the table's rows. */
const ROW_RULES = 3;
/** A ruled row holds at most this many text lines (a cell wrapped onto several). */
const LINES_PER_ROW = 4;
/** Columns that hold one thing per row: two lines of a ruled row both filling one are two rows. */
const ONE_PER_ROW: ReadonlySet<ColumnRole> = new Set(['quantity', 'unit']);

/**
 * The text lines of the table (from line `first` on) that share a ruled row — between the same two rules drawn across
 * the page — as one row, where a cell wrapped onto several lines ("YJV-8.7/15" over "3×185", a long remark). Keyed by
 * line index: the first line of a joined row maps to its lines, the others to null. Lines are joined only on a page
 * whose rows are ruled, when no column that holds one thing per row (quantity, unit) is filled on two of them and no
 * two of them write a structure: those are rows whose rule was not found.
 */
function ruledRows(
  lines: readonly OcrBox[][],
  first: number,
  rules: readonly number[],
  bands: readonly Band[],
): Map<number, OcrBox[][] | null> | null {
  const joined = new Map<number, OcrBox[][] | null>();
  if (!bands.some((band) => band.role && ONE_PER_ROW.has(band.role))) return null;
  const centreOf = (line: readonly OcrBox[]) => median(line.map((b) => b.y + b.height / 2));
  const top = first < lines.length ? centreOf(lines[first - 1] ?? lines[first]!) : Number.POSITIVE_INFINITY;
  const below = rules.filter((y) => y > top);
  if (below.length < ROW_RULES) return null;
  const rowOf = (line: readonly OcrBox[]) => below.filter((y) => y < centreOf(line)).length;
  const columnsOf = (line: readonly OcrBox[]) =>
    new Set(line.map((b) => bandOf(textSpanOf(b).from, textSpanOf(b).to, bands)));
  const describes = (line: readonly OcrBox[]) =>
    findStructure(
      line
        .filter((b) => DESCRIBING_ROLES.has(bands[bandOf(b.x, b.x + b.width, bands)]!.role as ColumnRole))
        .map((b) => b.text)
        .join(' '),
    ) !== null;
  let at = first;
  while (at < lines.length) {
    let end = at + 1;
    while (end < lines.length && rowOf(lines[end]!) === rowOf(lines[at]!)) end++;
    const group = lines.slice(at, end);
    const filled = new Map<number, number>();
    for (const line of group) for (const c of columnsOf(line)) filled.set(c, (filled.get(c) ?? 0) + 1);
    const clash = [...filled].some(([c, n]) => n > 1 && ONE_PER_ROW.has(bands[c]!.role as ColumnRole));
    const structures = group.filter(describes).length;
    if (group.length > 1 && group.length <= LINES_PER_ROW && !clash && structures <= 1) {
      joined.set(at, group);
      for (let i = at + 1; i < end; i++) joined.set(i, null);
    }
    at = end;
  }
  return joined;
}

/**
 * A column beyond the header's last word, when the header names no quantity (a picture cropped through the 数量
 * header, a header cell left blank): texts that start right of that word, on lines whose last column has its own
 * text, with a gutter between the two in every line. It becomes a column without a name, so its cells are not run
 * into the last named column's ("米 600"); the shared table reading decides what an unnamed column holds.
 */
function withTrailingColumn(bands: Band[], lastHeader: OcrBox, body: readonly OcrBox[][]): Band[] {
  if (bands.some((band) => band.role === 'quantity')) return bands;
  const last = bands.length - 1;
  const beyondFrom = lastHeader.x + lastHeader.width;
  let under = -Infinity;
  let beyond = Infinity;
  let linesBeyond = 0;
  let linesWithBoth = 0;
  const centres: number[] = [];
  for (const line of body) {
    const own = line.filter((b) => bandOf(b.x, b.x + b.width, bands) === last);
    const far = own.filter((b) => textSpanOf(b).from > beyondFrom);
    const near = own.filter((b) => !far.includes(b));
    if (far.length === 0) continue;
    linesBeyond++;
    if (near.length > 0) linesWithBoth++;
    for (const b of near) under = Math.max(under, textSpanOf(b).to);
    for (const b of far) {
      beyond = Math.min(beyond, textSpanOf(b).from);
      centres.push(b.x + b.width / 2);
    }
  }
  if (linesBeyond < 3 || linesWithBoth < linesBeyond * 0.5 || under >= beyond) return bands;
  const cut = (under + beyond) / 2;
  return [
    ...bands.slice(0, last),
    { ...bands[last]!, to: cut },
    { from: cut, to: Number.POSITIVE_INFINITY, centre: median(centres), role: null },
  ];
}

/** A page whose boxes' median confidence reaches this was read cleanly (a screenshot, a text page), not a photo. */
const CLEAN_PAGE = 0.95;

/**
 * A cell left empty in a column that nearly every row fills (a unit, a quantity, a voltage) was more likely missed by
 * the recognition than left blank by the customer: its confidence is 0. Unless `isBlank` says the page shows it
 * blank: a page read cleanly where detection saw nothing in the cell, not even text too faint to read.
 */
function unsureWhereMissing(
  rows: string[][],
  confidence: number[][],
  body: readonly number[],
  isBlank: (row: number, column: number) => boolean,
): void {
  const items = body.filter((r) => rows[r]!.filter(Boolean).length >= 3);
  if (items.length < 3) return;
  const columns = Math.max(...items.map((r) => rows[r]!.length));
  for (let column = 0; column < columns; column++) {
    const filled = items.filter((r) => rows[r]![column]).length;
    if (filled < items.length * 0.8) continue;
    for (const r of items) if (!rows[r]![column] && !isBlank(r, column)) confidence[r]![column] = 0;
  }
}
