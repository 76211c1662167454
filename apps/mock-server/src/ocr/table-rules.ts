/**
 * The horizontal rules of a table in a picture: the lines drawn between its rows (a sheet's gridlines, a Word table's
 * borders, a printed form's rules). They tell which text lines share a row when a cell wraps onto two lines, which
 * the lines' positions alone cannot (a wrapped line can lie as close to the row above as to its own).
 */
import type { TableRule } from '../decoding/types';
import { greyAt, type Raster } from './raster';

/** A rule differs from the paper just above and below it by at least this many grey levels (of 255). */
const RULE_CONTRAST = 14;
/** Rows this far above and below are the paper a rule is compared with: rules up to about 5 px thick are found. */
const ASIDE = 4;
/** A rule runs across at least this share of the picture's width (gaps up to GAP pixels bridged). */
const RULE_SHARE = 0.2;
const GAP = 3;
/** Pixels apart in the first look along a row. */
const STRIDE = 4;
/** A stretch of a rule at least this long (pixels) is drawn there; shorter ones are ticks, letters, noise. */
const MIN_SPAN = 24;

/**
 * The rules of the picture: each a run of pixels, darker (or lighter, on a dark screen) than the rows ASIDE
 * above and below it, across at least 40 % of the width; the page's skew (radians, lines rising to the right
 * negative) followed. Heights are given at the picture's centre and stretches along the rule, turned by -skew about the centre,
 * as the boxes are.
 */
export function horizontalRules(page: Raster, skew: number): TableRule[] {
  const { width: W, height: H, data } = page;
  if (W < 8 || H < 2 * ASIDE + 1) return [];
  const grey = new Uint8Array(W * H);
  for (let i = 0, j = 0; i < grey.length; i++, j += 3) grey[i] = greyAt(data, j);
  const tan = Math.tan(skew);
  const shift = new Int32Array(W);
  for (let x = 0; x < W; x++) shift[x] = Math.round((x - W / 2) * tan);
  const needed = W * RULE_SHARE;
  const ruledAt = (x: number, y0: number): boolean => {
    const y = y0 + shift[x]!;
    if (y < ASIDE || y >= H - ASIDE) return false;
    const here = grey[y * W + x]!;
    const up = here - grey[(y - ASIDE) * W + x]!;
    const down = here - grey[(y + ASIDE) * W + x]!;
    return (up <= -RULE_CONTRAST && down <= -RULE_CONTRAST) || (up >= RULE_CONTRAST && down >= RULE_CONTRAST);
  };
  /** Each row that holds a rule, with its stretches (x at the row's own height). */
  const found: { y: number; spans: { from: number; to: number }[] }[] = [];
  for (let y0 = 0; y0 < H; y0++) {
    // A first look at every STRIDE-th pixel: a rule shows in most of them; most rows of a page show in none.
    let sampled = 0;
    for (let x = 0; x < W; x += STRIDE) if (ruledAt(x, y0)) sampled++;
    if (sampled * STRIDE < needed / 2) continue;
    const spans: { from: number; to: number }[] = [];
    let start = -1;
    let last = -1;
    const endSpan = () => {
      if (start >= 0 && last - start + 1 >= MIN_SPAN) spans.push({ from: start, to: last + 1 });
      start = -1;
    };
    for (let x = 0; x < W; x++) {
      if (!ruledAt(x, y0)) continue;
      if (start >= 0 && x - last - 1 > GAP) endSpan();
      if (start < 0) start = x;
      last = x;
    }
    endSpan();
    if (spans.some((span) => span.to - span.from >= needed)) found.push({ y: y0, spans });
  }
  // Neighbouring rows of one rule (a rule 2–3 px thick, or anti-aliased) are one rule: its stretches are where any of
  // them is drawn.
  const rules: TableRule[] = [];
  let group: typeof found = [];
  const cos = Math.cos(skew);
  const endRule = () => {
    if (group.length === 0) return;
    const y = group.reduce((s, row) => s + row.y, 0) / group.length;
    // A point of the rule at x lies at y + (x - W/2)·tan(skew); turned by -skew about the centre, it is at
    // W/2 + (x - W/2)/cos(skew) + (y - H/2)·sin(skew).
    const along = (x: number) => W / 2 + (x - W / 2) / cos + (y - H / 2) * Math.sin(skew);
    const spans = unionOf(group.flatMap((row) => row.spans)).map(({ from, to }) => ({
      from: along(from),
      to: along(to),
    }));
    rules.push({ y: H / 2 + (y - H / 2) * cos, spans });
    group = [];
  };
  for (const row of found) {
    if (group.length > 0 && row.y - group[group.length - 1]!.y > 1) endRule();
    group.push(row);
  }
  endRule();
  return rules;
}

/** Stretches joined where they overlap or nearly touch. */
function unionOf(spans: readonly { from: number; to: number }[]): { from: number; to: number }[] {
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  const out: { from: number; to: number }[] = [];
  for (const span of sorted) {
    const last = out[out.length - 1];
    if (last && span.from <= last.to + GAP) last.to = Math.max(last.to, span.to);
    else out.push({ ...span });
  }
  return out;
}
