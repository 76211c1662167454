/**
 * The horizontal rules of a table in a picture: the lines drawn between its rows (a sheet's gridlines, a Word table's
 * borders, a printed form's rules). They tell which text lines share a row when a cell wraps onto two lines, which
 * the lines' positions alone cannot (a wrapped line can lie as close to the row above as to its own).
 */
import { greyAt, type Raster } from './raster';

/** A rule differs from the paper just above and below it by at least this many grey levels (of 255). */
const RULE_CONTRAST = 14;
/** Rows this far above and below are the paper a rule is compared with: rules up to about 5 px thick are found. */
const ASIDE = 4;
/** A rule runs across at least this share of the picture's width (gaps up to GAP pixels bridged). */
const RULE_SHARE = 0.4;
const GAP = 3;
/** Pixels apart in the first look along a row. */
const STRIDE = 4;

/**
 * The rules' heights in the picture: each a run of pixels, darker (or lighter, on a dark screen) than the rows ASIDE
 * above and below it, across at least 40 % of the width; the page's skew (radians, lines rising to the right
 * negative) followed. Heights are given at the picture's centre, turned by -skew about it, as the boxes are.
 */
export function horizontalRules(page: Raster, skew: number): number[] {
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
  const found: number[] = [];
  for (let y0 = 0; y0 < H; y0++) {
    // A first look at every STRIDE-th pixel: a rule shows in most of them; most rows of a page show in none.
    let sampled = 0;
    for (let x = 0; x < W; x += STRIDE) if (ruledAt(x, y0)) sampled++;
    if (sampled * STRIDE < needed / 2) continue;
    let run = 0;
    let gap = 0;
    let longest = 0;
    for (let x = 0; x < W; x++) {
      if (ruledAt(x, y0)) {
        run += gap + 1;
        gap = 0;
        if (run > longest) longest = run;
      } else if (run > 0 && gap < GAP) gap++;
      else {
        run = 0;
        gap = 0;
      }
    }
    if (longest >= needed) found.push(y0);
  }
  // Neighbouring rows of one rule (a rule 2–3 px thick, or anti-aliased) are one rule.
  const rules: number[] = [];
  let group: number[] = [];
  const close = () => {
    if (group.length === 0) return;
    const y = group.reduce((s, v) => s + v, 0) / group.length;
    rules.push(H / 2 + (y - H / 2) * Math.cos(skew));
    group = [];
  };
  for (const y of found) {
    if (group.length > 0 && y - group[group.length - 1]! > 1) close();
    group.push(y);
  }
  close();
  return rules;
}
