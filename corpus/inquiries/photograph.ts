/**
 * Photographing a rendered page as a phone or a scanner would (the picture holdouts' shared camera, corpus/images-world5
 * and images-world6): an inverse map from each photo pixel to the page (a lens's barrel term, a homography solved from
 * the page's four corners, a height field for a page that is not flat), light, glare, a screen's sub-pixels, blur,
 * grain, a copier's fade and specks, JPEG, and a quarter or half turn of the finished photo.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { Dice } from './world';

export type Point = readonly [number, number];
export type Rgb = readonly [number, number, number];

export interface Shot {
  width: number;
  height: number;
  /** Where the page's corners land in the photo (before the lens): top-left, top-right, bottom-right, bottom-left. */
  corners: readonly [Point, Point, Point, Point];
  /** The lens's barrel term: a photo point at radius r (0..1 of the half diagonal) shows what is at r·(1 + lens·r²). */
  lens?: number;
  /** A page that is not flat: its height at page point (u, v) moves it by `shift` photo pixels per unit height. */
  lift?: { height: (u: number, v: number) => number; shift: Point };
  /** What is around the page, by photo pixel and by page coordinates (outside 0..1). */
  around: (x: number, y: number, u: number, v: number, dice: Dice) => Rgb;
  /** Something lying over the page (a clip), by page coordinates; undefined where there is nothing. */
  cover?: (u: number, v: number) => Rgb | undefined;
  /** Light multiplied in at a photo pixel (1 = as printed). */
  light: (x: number, y: number) => number;
  /** Light added (a reflection), 0..1 of white. */
  glare?: (x: number, y: number) => number;
  /** Shade on the page itself (creases, panels of a fold), by page coordinates. */
  shade?: (u: number, v: number) => number;
  /** The page's white as photographed. */
  paper: Rgb;
  /** A screen: each source pixel is three sub-pixel stripes (R, G, B) with a dark gap between pixel rows. */
  screen?: { dim: number; gap: number };
  blur: number;
  grain: number;
  seed: number;
  quality: number;
  /** Quarter turns clockwise of the finished photo (a phone held sideways). */
  turn?: 0 | 1 | 2 | 3;
  /** A photocopy's or fax's washed-out toner: each value pulled this far (0..1) towards `fade.to`. */
  fade?: { by: number; to: number };
  /** Dark specks of a copier's dirty glass: the chance per pixel. */
  speckle?: number;
}

/** Solves A x = b (n×n) by Gaussian elimination with partial pivoting. */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** The homography taking each `from` point to its `to` point: [a b c; d e f; g h 1]. */
export function homography(from: readonly Point[], to: readonly Point[]): number[] {
  const a: number[][] = [];
  const b: number[] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  });
  return [...solve(a, b), 1];
}

export const UNIT: Point[] = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];

export async function pixelsOf(png: Buffer): Promise<{ w: number; h: number; data: Uint8ClampedArray }> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { w: image.width, h: image.height, data: ctx.getImageData(0, 0, image.width, image.height).data };
}

export async function photograph(source: Buffer, shot: Shot): Promise<Buffer> {
  const { w: sw, h: sh, data: src } = await pixelsOf(source);
  const h = homography(shot.corners, UNIT);
  const toPage = (x: number, y: number): [number, number] => {
    const w = h[6]! * x + h[7]! * y + 1;
    return [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
  };
  const { width: W, height: H } = shot;
  const cx = W / 2;
  const cy = H / 2;
  const half = Math.hypot(cx, cy);
  const pageAt = (px: number, py: number): [number, number] => {
    let x = px;
    let y = py;
    if (shot.lens) {
      const r2 = ((x - cx) ** 2 + (y - cy) ** 2) / (half * half);
      const s = 1 + shot.lens * r2;
      x = cx + (x - cx) * s;
      y = cy + (y - cy) * s;
    }
    let [u, v] = toPage(x, y);
    if (shot.lift) {
      const { height, shift } = shot.lift;
      for (let k = 0; k < 5; k++) [u, v] = toPage(x - height(u, v) * shift[0], y - height(u, v) * shift[1]);
    }
    return [u, v];
  };
  const rgb = [0, 0, 0];
  const sample = (u: number, v: number) => {
    const fx = Math.min(sw - 1.001, Math.max(0, u * sw - 0.5));
    const fy = Math.min(sh - 1.001, Math.max(0, v * sh - 0.5));
    const x = Math.floor(fx);
    const y = Math.floor(fy);
    const ax = fx - x;
    const ay = fy - y;
    const i00 = (y * sw + x) * 4;
    const i10 = i00 + 4;
    const i01 = i00 + sw * 4;
    const i11 = i01 + 4;
    for (let c = 0; c < 3; c++)
      rgb[c] =
        (src[i00 + c]! * (1 - ax) + src[i10 + c]! * ax) * (1 - ay) +
        (src[i01 + c]! * (1 - ax) + src[i11 + c]! * ax) * ay;
    if (shot.screen) {
      const px = u * sw;
      const py = v * sh;
      const stripe = Math.min(2, Math.floor((px - Math.floor(px)) * 3));
      const gap = py - Math.floor(py) > 0.8 ? 1 - shot.screen.gap : 1;
      const mean = (1 + 2 * shot.screen.dim) / 3;
      for (let c = 0; c < 3; c++) rgb[c] = (rgb[c]! * (c === stripe ? 1 : shot.screen.dim) * gap) / mean;
    }
  };
  const dice = new Dice(shot.seed);
  const planes = [new Float32Array(W * H), new Float32Array(W * H), new Float32Array(W * H)];
  const subs = [0.25, 0.75];
  const acc = [0, 0, 0];
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      acc[0] = acc[1] = acc[2] = 0;
      for (const oy of subs)
        for (const ox of subs) {
          const [u, v] = pageAt(x + ox, y + oy);
          const over = shot.cover?.(u, v);
          if (over) {
            for (let c = 0; c < 3; c++) acc[c]! += over[c]!;
          } else if (u >= 0 && u <= 1 && v >= 0 && v <= 1) {
            sample(u, v);
            const shade = shot.shade ? shot.shade(u, v) : 1;
            for (let c = 0; c < 3; c++) acc[c]! += (rgb[c]! / 255) * shot.paper[c]! * shade;
          } else {
            const back = shot.around(x, y, u, v, dice);
            for (let c = 0; c < 3; c++) acc[c]! += back[c]!;
          }
        }
      const light = shot.light(x, y);
      const glare = shot.glare ? shot.glare(x, y) * 255 : 0;
      for (let c = 0; c < 3; c++) planes[c]![y * W + x] = (acc[c]! / 4) * light + glare;
    }
  for (let pass = 0; pass < shot.blur; pass++) for (const plane of planes) blur(plane, W, H);
  const out = createCanvas(W, H);
  const ctx = out.getContext('2d');
  const data = ctx.createImageData(W, H);
  for (let i = 0; i < W * H; i++) {
    const grain = (dice.next() + dice.next() - 1) * shot.grain;
    const speck = shot.speckle && dice.next() < shot.speckle ? 60 + dice.next() * 80 : 0;
    for (let c = 0; c < 3; c++) {
      let v = planes[c]![i]!;
      if (shot.fade) v = v * (1 - shot.fade.by) + shot.fade.to * shot.fade.by;
      data.data[i * 4 + c] = Math.max(0, Math.min(255, Math.round(v - speck + grain + (dice.next() - 0.5) * 3)));
    }
    data.data[i * 4 + 3] = 255;
  }
  ctx.putImageData(data, 0, 0);
  if (!shot.turn) return out.toBuffer('image/jpeg', shot.quality);
  if (shot.turn === 2) {
    const upside = createCanvas(W, H);
    const uctx = upside.getContext('2d');
    uctx.translate(W, H);
    uctx.rotate(Math.PI);
    uctx.drawImage(out, 0, 0);
    return upside.toBuffer('image/jpeg', shot.quality);
  }
  const turned = createCanvas(H, W);
  const tctx = turned.getContext('2d');
  if (shot.turn === 1) {
    tctx.translate(H, 0);
    tctx.rotate(Math.PI / 2);
  } else {
    tctx.translate(0, W);
    tctx.rotate(-Math.PI / 2);
  }
  tctx.drawImage(out, 0, 0);
  return turned.toBuffer('image/jpeg', shot.quality);
}

/** One 3×3 box blur pass in place. */
export function blur(plane: Float32Array, W: number, H: number): void {
  const copy = plane.slice();
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      plane[i] = (copy[i - (x > 0 ? 1 : 0)]! + copy[i]! + copy[i + (x < W - 1 ? 1 : 0)]!) / 3;
    }
  copy.set(plane);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      plane[i] = (copy[i - (y > 0 ? W : 0)]! + copy[i]! + copy[i + (y < H - 1 ? W : 0)]!) / 3;
    }
}

/** A surface with a little texture: grain of wood (stretched along x) or a plain desk. */
export const surface =
  (base: Rgb, waves: number, stretch = 1) =>
  (x: number, y: number, _u: number, _v: number, dice: Dice): Rgb => {
    const s = 0.93 + 0.05 * Math.sin(x / (waves * stretch) + 2.3 * Math.sin(y / waves)) + (dice.next() - 0.5) * 0.04;
    return [base[0] * s, base[1] * s, base[2] * s];
  };
/** 1 at (cx, cy), falling to `far` at `reach` pixels. */
export const lamp = (cx: number, cy: number, reach: number, far: number) => (x: number, y: number) =>
  1 - (1 - far) * Math.min(1, Math.hypot(x - cx, y - cy) / reach) ** 2;
export const product =
  (...fs: Array<(x: number, y: number) => number>) =>
  (x: number, y: number) =>
    fs.reduce((p, f) => p * f(x, y), 1);
export const gauss = (d: number, width: number) => Math.exp(-((d / width) ** 2));

/** The corners of a w × h page centred at (cx, cy), turned by `degrees`, its top edge `top` times as wide as its bottom. */
export function placed(
  cx: number,
  cy: number,
  w: number,
  h: number,
  degrees: number,
  top = 1,
): [Point, Point, Point, Point] {
  const a = (degrees * Math.PI) / 180;
  const at = (x: number, y: number): Point => [
    cx + x * Math.cos(a) - y * Math.sin(a),
    cy + x * Math.sin(a) + y * Math.cos(a),
  ];
  return [at((-w / 2) * top, -h / 2), at((w / 2) * top, -h / 2), at(w / 2, h / 2), at(-w / 2, h / 2)];
}
