/**
 * `npx tsx corpus/images-world3/generate.ts`: the third "world" picture holdout (issue 14), written as a reviewer
 * tests the product with pictures of their own, without reading the recogniser. `npm run accuracy -- --images
 * images-world3` scores it.
 *
 * Mostly phone photos, since photos are where recognition is weakest: the pages are real HTML rendered by headless
 * Chromium, then "photographed" here pixel by pixel: a four-corner perspective (keystone) warp by inverse mapping
 * through a homography with 2×2 supersampling, a page curl and turn, a desk or monitor around the page, uneven light,
 * the phone's shadow, a thumb, moiré stripes of a screen, blur, grain and JPEG at quality 40-68. Two clean
 * screenshots come with them: the sheet whose right-aligned 数量 touches the left-aligned 交货期 (also photographed) and
 * a WeChat chat with a pasted list.
 *
 * Rows are the lines of the picture in reading order (everything at one height is one line), as the server numbers
 * recognised lines. A merged cell's text sits on the first row it spans (top-aligned); the rows under it are read as
 * a person reads them, with the merged model or voltage (marked ↑ in the key's text). Every key line is written from
 * what the picture shows, never from what a recogniser reads.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { type Browser, chromium } from 'playwright-core';
import { type AnswerKey, type Cable, Dice, type Expectation, type KeyRow, lv, mv } from '../inquiries/world';

const DIR = dirname(fileURLToPath(import.meta.url));

// ---- what a line of a picture is, and its truth ----

interface Line {
  /** What the picture shows on this line (cells joined by " | "). */
  text: string;
  truth: Expectation;
}

const NOISE: Expectation = { expect: 'noise' };
const reviewed = (why: string): Expectation => ({ expect: 'review', why });
const notSold = (why: string): Expectation => ({ expect: 'unknown', why });
/** An item: the voltage is part of the truth only when the picture shows it on (or merged over) the row. */
const cable = (c: Cable, metres: number, scopeShown: boolean): Expectation => ({
  expect: 'item',
  model: c.model,
  spec: c.spec,
  ...(scopeShown ? { scope: c.scope } : {}),
  metres,
});
const wire = (model: 'BV' | 'BVR', spec: string): Cable => ({ model, scope: '450/750V', spec });
const sheathed = (spec: string): Cable => ({ model: 'RVV', scope: '300/500V', spec });
const control = (spec: string): Cable => ({ model: 'KVV', scope: '450/750V', spec });
const overhead = (scope: '10kV' | '1kV', spec: string): Cable => ({ model: 'JKLYJ', scope, spec });

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ---- documents: free lines and ruled tables, rendered to HTML and to key lines from the same data ----

/** A line outside the table; several parts are spread over the line's width. */
interface FreeLine {
  parts: string[];
  truth: Expectation;
  cls?: string;
}

/**
 * A table row. A cell '^' is covered by the merged cell above it (rowspan, text top-aligned); `wide` makes the first
 * cell span the whole row (section rows, totals written across).
 */
interface TableRow {
  cells: string[];
  truth: Expectation;
  wide?: boolean;
  cls?: string;
}

interface Table {
  header: string[];
  /** Per column: l, c or r. */
  align: string;
  /** Per column, CSS widths. */
  widths: string[];
  rows: TableRow[];
}

type Block = { line: FreeLine } | { table: Table };

const free = (parts: string[], truth: Expectation = NOISE, cls?: string): Block => ({
  line: { parts, truth, ...(cls ? { cls } : {}) },
});
const row = (cells: string[], truth: Expectation): TableRow => ({ cells, truth });
const section = (text: string, cls = 'section'): TableRow => ({ cells: [text], truth: NOISE, wide: true, cls });

/** The key's lines of a document: one per free line, the table's header, and one per table row. */
function linesOf(blocks: readonly Block[]): Line[] {
  const lines: Line[] = [];
  for (const block of blocks) {
    if ('line' in block) {
      lines.push({ text: block.line.parts.filter(Boolean).join(' | '), truth: block.line.truth });
      continue;
    }
    const { header, rows } = block.table;
    lines.push({ text: header.join(' | '), truth: NOISE });
    const shown: string[][] = [];
    for (const r of rows) {
      const cells = r.cells.map((cell, i) => {
        if (cell !== '^') return cell;
        const above = shown[shown.length - 1]?.[i] ?? '';
        return above.startsWith('↑') ? above : `↑${above}`;
      });
      shown.push(cells);
      lines.push({ text: cells.filter(Boolean).join(' | '), truth: r.truth });
    }
  }
  return lines;
}

function tableHtml(table: Table): string {
  const columns = table.header.length;
  const alignOf = (i: number) => ({ l: 'left', c: 'center', r: 'right' })[table.align[i] ?? 'l'];
  const spans = table.rows.map((r) => r.cells.map(() => 1));
  // Count how many rows each merged cell covers.
  for (let ri = 0; ri < table.rows.length; ri++)
    table.rows[ri]!.cells.forEach((cell, ci) => {
      if (cell !== '^') return;
      let top = ri - 1;
      while (top >= 0 && table.rows[top]!.cells[ci] === '^') top--;
      if (top >= 0) spans[top]![ci]!++;
    });
  const colgroup = `<colgroup>${table.widths.map((w) => `<col style="width:${w}">`).join('')}</colgroup>`;
  const head = `<tr class="head">${table.header.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr>`;
  const body = table.rows
    .map((r, ri) => {
      const cls = r.cls ? ` class="${r.cls}"` : '';
      if (r.wide) return `<tr${cls}><td colspan="${columns}">${escapeHtml(r.cells[0] ?? '')}</td></tr>`;
      const tds = r.cells
        .map((cell, ci) => {
          if (cell === '^') return '';
          const span = spans[ri]![ci]!;
          const rowspan = span > 1 ? ` rowspan="${span}" class="merged"` : '';
          return `<td${rowspan} style="text-align:${alignOf(ci)}">${escapeHtml(cell)}</td>`;
        })
        .join('');
      return `<tr${cls}>${tds}</tr>`;
    })
    .join('');
  return `<table>${colgroup}${head}${body}</table>`;
}

function documentHtml(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if ('table' in block) return tableHtml(block.table);
      const { parts, cls } = block.line;
      return `<div class="line ${cls ?? ''}">${parts.map((p) => `<span>${escapeHtml(p)}</span>`).join('')}</div>`;
    })
    .join('');
}

// ---- rendering HTML ----

const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>*{box-sizing:border-box}html,body{margin:0;padding:0;background:#fff}${css}</style></head><body><div id="shot">${body}</div></body></html>`;

async function render(browser: Browser, html: string, width: number, scale: number): Promise<Buffer> {
  const tab = await browser.newPage({ viewport: { width, height: 600 }, deviceScaleFactor: scale });
  try {
    await tab.setContent(html, { waitUntil: 'load' });
    await tab.evaluate(() => document.fonts.ready.then(() => undefined));
    return await tab.locator('#shot').screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
  } finally {
    await tab.close();
  }
}

// ---- photographing: perspective, curl, surroundings, light, screen moiré, blur, grain, JPEG ----

type Point = readonly [number, number];
type Rgb = readonly [number, number, number];

interface Photo {
  width: number;
  height: number;
  /** Where the source's corners land on the photo: top-left, top-right, bottom-right, bottom-left. */
  corners: readonly [Point, Point, Point, Point];
  /** How far rows bow (in fractions of the page's height) and the page's edges bulge (of its width). */
  curl?: { bow: number; bulge: number };
  /** What lies around the page, at a photo pixel. */
  surface: (x: number, y: number, dice: Dice) => Rgb;
  /** Light falling on the scene at a photo pixel, multiplied in (1 = as printed). */
  light: (x: number, y: number) => number;
  /** Something in front of the page (a thumb): its colour where it covers the pixel, or null. */
  occluder?: (x: number, y: number) => Rgb | null;
  /** A screen photographed: moiré bands and the pixel grid over the page. */
  screen?: { period: number; strength: number };
  /** Paper or screen white, and the colour cast of the whole photo. */
  paper: Rgb;
  tint: Rgb;
  /** Box-blur passes of radius 1 (focus and hand shake). */
  blur: number;
  grain: number;
  seed: number;
  quality: number;
  /** The phone held sideways: the JPEG is the photo turned a quarter clockwise. */
  sideways?: boolean;
}

/** The 3×3 homography taking the unit square's corners (0,0) (1,0) (1,1) (0,1) to a quad (Heckbert's square-to-quad). */
function squareToQuad(q: readonly [Point, Point, Point, Point]): number[] {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dx3 = x0 - x1 + x2 - x3;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const dy3 = y0 - y1 + y2 - y3;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (dx3 * dy2 - dx2 * dy3) / det;
  const h = (dx1 * dy3 - dx3 * dy1) / det;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

function invert3(m: readonly number[]): number[] {
  const [a, b, c, d, e, f, g, h, i] = m as [number, number, number, number, number, number, number, number, number];
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ];
}

async function photograph(source: Buffer, look: Photo): Promise<Buffer> {
  const image = await loadImage(source);
  const sw = image.width;
  const sh = image.height;
  const sourceCanvas = createCanvas(sw, sh);
  const sctx = sourceCanvas.getContext('2d');
  sctx.drawImage(image, 0, 0);
  const src = sctx.getImageData(0, 0, sw, sh).data;
  const dice = new Dice(look.seed);
  const toPage = invert3(squareToQuad(look.corners));
  const { width: W, height: H } = look;
  const planes = [new Float32Array(W * H), new Float32Array(W * H), new Float32Array(W * H)] as const;

  /** The page's unit coordinates at a photo point, curl included. */
  const pageAt = (x: number, y: number): [number, number] => {
    const w = toPage[6]! * x + toPage[7]! * y + toPage[8]!;
    let u = (toPage[0]! * x + toPage[1]! * y + toPage[2]!) / w;
    let v = (toPage[3]! * x + toPage[4]! * y + toPage[5]!) / w;
    if (look.curl) {
      v -= look.curl.bow * Math.sin(Math.PI * Math.min(1, Math.max(0, u)));
      u += look.curl.bulge * (v - 0.5) * (v - 0.5) * (u - 0.5) * 4;
    }
    return [u, v];
  };
  /** The printed page's colour at unit coordinates (bilinear), where ink darkens paper. */
  const inkAt = (u: number, v: number, channel: number): number => {
    const fx = Math.min(sw - 1.001, Math.max(0, u * sw - 0.5));
    const fy = Math.min(sh - 1.001, Math.max(0, v * sh - 0.5));
    const x = Math.floor(fx);
    const y = Math.floor(fy);
    const ax = fx - x;
    const ay = fy - y;
    const at = (px: number, py: number) => src[(py * sw + px) * 4 + channel]!;
    return (
      (at(x, y) * (1 - ax) + at(x + 1, y) * ax) * (1 - ay) + (at(x, y + 1) * (1 - ax) + at(x + 1, y + 1) * ax) * ay
    );
  };

  const offsets = [0.25, 0.75];
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const front = look.occluder?.(x, y);
      let rgb: [number, number, number] = [0, 0, 0];
      if (front) rgb = [...front];
      else {
        let covered = 0;
        for (const oy of offsets)
          for (const ox of offsets) {
            const [u, v] = pageAt(x + ox, y + oy);
            if (u < 0 || u > 1 || v < 0 || v > 1) continue;
            covered++;
            for (let c = 0; c < 3; c++) rgb[c]! += (inkAt(u, v, c) / 255) * look.paper[c]!;
          }
        if (covered > 0) for (let c = 0; c < 3; c++) rgb[c] = rgb[c]! / covered;
        if (covered < 4) {
          const around = look.surface(x, y, dice);
          for (let c = 0; c < 3; c++) rgb[c] = (rgb[c]! * covered + around[c]! * (4 - covered)) / 4;
        } else if (look.screen) {
          const { period, strength } = look.screen;
          const band =
            1 + strength * Math.sin((2 * Math.PI * (x * 0.96 + y * 0.28)) / period + 2.2 * Math.sin(y / 140));
          const rings = 1 + strength * 0.6 * Math.sin(((x - W * 0.3) ** 2 + (y - H * 1.4) ** 2) / 5200);
          const grid = y % 3 === 0 ? 0.93 : 1;
          for (let c = 0; c < 3; c++) rgb[c] = rgb[c]! * band * rings * grid * (x % 3 === c ? 1.04 : 0.98);
        }
      }
      const light = look.light(x, y);
      for (let c = 0; c < 3; c++) planes[c]![i] = rgb[c]! * light * look.tint[c]!;
    }

  for (let pass = 0; pass < look.blur; pass++) for (const plane of planes) boxBlur(plane, W, H);

  const out = createCanvas(W, H);
  const octx = out.getContext('2d');
  const data = octx.createImageData(W, H);
  for (let i = 0; i < W * H; i++) {
    const luma = (dice.next() + dice.next() + dice.next() - 1.5) * look.grain;
    for (let c = 0; c < 3; c++) {
      const chroma = (dice.next() - 0.5) * look.grain * 0.35;
      data.data[i * 4 + c] = Math.max(0, Math.min(255, Math.round(planes[c]![i]! + luma + chroma)));
    }
    data.data[i * 4 + 3] = 255;
  }
  octx.putImageData(data, 0, 0);
  if (!look.sideways) return out.toBuffer('image/jpeg', look.quality);
  const turned = createCanvas(H, W);
  const tctx = turned.getContext('2d');
  tctx.translate(H, 0);
  tctx.rotate(Math.PI / 2);
  tctx.drawImage(out, 0, 0);
  return turned.toBuffer('image/jpeg', look.quality);
}

/** A 3×3 box blur in place. */
function boxBlur(plane: Float32Array, W: number, H: number): void {
  const copy = plane.slice();
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const l = x > 0 ? x - 1 : x;
      const r = x < W - 1 ? x + 1 : x;
      plane[y * W + x] = (copy[y * W + l]! + copy[y * W + x]! + copy[y * W + r]!) / 3;
    }
  copy.set(plane);
  for (let y = 0; y < H; y++) {
    const up = y > 0 ? y - 1 : y;
    const down = y < H - 1 ? y + 1 : y;
    for (let x = 0; x < W; x++) plane[y * W + x] = (copy[up * W + x]! + copy[y * W + x]! + copy[down * W + x]!) / 3;
  }
}

// ---- surroundings and light ----

/** A wooden desk: warm brown with wavy grain running across. */
const woodDesk =
  (base: Rgb) =>
  (x: number, y: number, dice: Dice): Rgb => {
    const grain = 0.86 + 0.09 * Math.sin(y * 0.045 + 2.5 * Math.sin(x * 0.0035) + Math.sin(y * 0.31) * 0.4);
    const speck = 1 + (dice.next() - 0.5) * 0.05;
    return [base[0] * grain * speck, base[1] * grain * speck, base[2] * grain * speck];
  };
/** A grey laminate table or a blurred office wall. */
const flat =
  (base: Rgb, slope = 0) =>
  (x: number, y: number, dice: Dice): Rgb => {
    const shade = 1 + slope * (y / 1000 - 0.5) + (dice.next() - 0.5) * 0.03 + 0.03 * Math.sin(x / 220);
    return [base[0] * shade, base[1] * shade, base[2] * shade];
  };
/** Light falling off from a bright point (a window, a lamp): 1 near it, `far` at `reach` pixels away. */
const falloff = (cx: number, cy: number, reach: number, far: number) => (x: number, y: number) => {
  const d = Math.min(1, Math.hypot(x - cx, y - cy) / reach);
  return 1 - (1 - far) * d * d;
};
/** A soft shadow on one side of the line through a and b (the side to its right going from a to b). */
const shadowSide = (a: Point, b: Point, depth: number, soft: number) => (x: number, y: number) => {
  const [ax, ay] = a;
  const [bx, by] = b;
  const side = ((bx - ax) * (y - ay) - (by - ay) * (x - ax)) / Math.hypot(bx - ax, by - ay);
  const t = Math.min(1, Math.max(0, (side + soft / 2) / soft));
  return 1 - depth * t;
};
const times =
  (...fs: Array<(x: number, y: number) => number>) =>
  (x: number, y: number) =>
    fs.reduce((p, f) => p * f(x, y), 1);

// ---- p1: a printed 询价单 on a desk, shot from the chair (keystone) ----

function deskInquiry(): Block[] {
  return [
    free(['电缆询价单'], NOISE, 'title'),
    free(['项目：滁州经开区标准化厂房（三期）供配电工程']),
    free(['询价单位：江苏华宇建设有限公司', '询价日期：2025-09-12']),
    {
      table: {
        header: ['序号', '名称', '型号规格', '单位', '数量', '备注'],
        align: 'cllcrl',
        widths: ['7%', '15%', '38%', '8%', '13%', '19%'],
        rows: [
          section('一、电力电缆'),
          row(['1', '电力电缆', 'YJV-0.6/1KV 4*70+1*35mm2', '米', '320', ''], cable(lv('YJV', '4*70+1*35'), 320, true)),
          row(['2', '^', 'yjv-0.6/1kv 3*185+1*95', '米', '1,150', ''], cable(lv('YJV', '3*185+1*95'), 1150, true)),
          row(['3', '^', 'YJV22-0.6/1KV 4×95+1×50', '米', '260', '直埋'], cable(lv('YJV22', '4*95+1*50'), 260, true)),
          row(['4', '阻燃电力电缆', 'ZR-YJV 5×10', '米', '480', ''], cable(lv('ZR-YJV', '5*10'), 480, false)),
          row(
            ['5', '耐火电缆', 'NH-YJV 4*35+1*16', '米', '150', '消防泵'],
            cable(lv('NH-YJV', '4*35+1*16'), 150, false),
          ),
          row(['6', '高压电缆', 'YJV22-8.7/15kV 3X185', '千米', '0.85', ''], cable(mv('YJV22', '3*185'), 850, true)),
          section('二、控制电缆'),
          row(['7', '控制电缆', 'KVV 7*1.5', '米', '600', ''], cable(control('7*1.5'), 600, false)),
          row(['8', '^', 'KVV 4×2.5', '米', '300', ''], cable(control('4*2.5'), 300, false)),
          section('三、电线'),
          row(['9', '铜芯线', 'BV 2.5平方', '卷', '40', '每卷100米'], cable(wire('BV', '1*2.5'), 4000, false)),
          row(['10', '软线', 'BVR 16', '米', '500', ''], cable(wire('BVR', '1*16'), 500, false)),
          row(['11', '护套线', 'RVV 3*1.5', '米', '若干', '现场定'], reviewed('quantity 若干')),
          { cells: ['合计', '', '', '', '11项', ''], truth: NOISE, cls: 'total' },
        ],
      },
    },
    free(['备注：1. 以上电缆均要求国标，需提供检测报告；'], NOISE, 'note'),
    free(['2. 报价请含税含运费，交货地点：滁州市经开区。'], NOISE, 'note indent'),
    free(['联系人：周工', '电话：138 5503 2716'], NOISE, 'sign'),
    free(['询价人签字：', '日期：'], NOISE, 'sign'),
  ];
}

const PRINTED_CSS = (fonts: string) => `
#shot{width:794px;padding:46px 52px 60px;font:15px ${fonts};color:#111;background:#fff}
.line{display:flex;justify-content:space-between;line-height:30px}
.title{justify-content:center;font-size:24px;font-weight:bold;letter-spacing:6px;margin-bottom:10px}
.note{margin-top:4px;line-height:26px}.indent{padding-left:45px;margin-top:0}
.sign{margin-top:18px;padding-right:120px}
table{width:100%;border-collapse:collapse;margin:10px 0 12px;table-layout:fixed}
td,th{border:1px solid #222;padding:5px 6px;height:32px;vertical-align:middle;white-space:nowrap;overflow:hidden}
th{font-weight:bold;text-align:center}
td.merged{vertical-align:top;padding-top:6px}
tr.section td{font-weight:bold}
tr.total td{font-weight:bold}`;

// ---- x1 / p2: a sheet with 数量 right-aligned against a left-aligned 交货期, no vertical rules ----

function alignedSheet(): Block[] {
  return [
    free(['物资询价表（第二批）'], NOISE, 'title'),
    free(['中建三局安装公司 · 武汉光谷科学岛项目部', '编号：WH-XJ-0917'], NOISE, 'sub'),
    {
      table: {
        header: ['序号', '物资名称', '型号', '规格', '单位', '数量', '交货期', '备注'],
        align: 'cllllrll',
        widths: ['6%', '13%', '12%', '17%', '7%', '11%', '11%', '23%'],
        rows: [
          section('一、电力电缆'),
          row(
            ['1', '电力电缆', 'YJV', '4×120+1×70', '米', '350', '15天', '分两批到货'],
            cable(lv('YJV', '4*120+1*70'), 350, false),
          ),
          row(
            ['2', '电力电缆', 'YJV', '3×240+2×120', '米', '1,200', '20天内', ''],
            cable(lv('YJV', '3*240+2*120'), 1200, false),
          ),
          row(
            ['3', '铝芯电缆', 'YJLV', '4×240+1×120', 'km', '2.4', '30天', '每盘不少于400米'],
            cable(lv('YJLV', '4*240+1*120'), 2400, false),
          ),
          row(
            ['4', '铠装电缆', 'VV22', '4×50+1×25', '米', '90', '7天', '现货优先'],
            cable(lv('VV22', '4*50+1*25'), 90, false),
          ),
          row(
            ['5', '阻燃电缆', 'ZC-YJV', '4×70+1×35', '米', '420', '15天', ''],
            cable(lv('ZC-YJV', '4*70+1*35'), 420, false),
          ),
          row(
            ['6', '低烟无卤电缆', 'WDZ-YJY', '5×10', '米', '260', '10天', ''],
            cable(lv('WDZ-YJY', '5*10'), 260, false),
          ),
          row(['7', '电力电缆', 'VV', '5×10', '米', '待定', '', '图纸未定'], reviewed('quantity 待定')),
          section('二、控制电缆及电线'),
          row(['8', '控制电缆', 'KVV', '10×1.5', '米', '800', '7天', ''], cable(control('10*1.5'), 800, false)),
          row(['9', '护套软线', 'RVV', '2×1.5', '卷', '12', '3天', '100米/卷'], cable(sheathed('2*1.5'), 1200, false)),
          row(
            ['10', '布电线', 'BV', '6mm²', '米', '2,000', '3天', '红黄绿蓝各500米'],
            cable(wire('BV', '1*6'), 2000, false),
          ),
          row(
            ['11', '架空绝缘线', 'JKLYJ', '10kV 1×120', '米', '1,500', '25天', ''],
            cable(overhead('10kV', '1*120'), 1500, true),
          ),
          row(['12', '屏蔽控制电缆', 'KVVP', '4×1.5', '米', '300', '15天', ''], notSold('KVVP not in the catalogue')),
          { cells: ['合计', '', '', '', '米', '6,960', '', ''], truth: NOISE, cls: 'total' },
        ],
      },
    },
    free(['编制：李静', '审核：王海波', '2025年9月17日'], NOISE, 'sign'),
  ];
}

const ALIGNED_CSS = `
#shot{width:900px;padding:28px 30px 34px;font:14px "Liberation Sans","Noto Sans CJK SC";color:#1d1d1f;background:#fff}
.line{display:flex;justify-content:space-between;line-height:26px}
.title{justify-content:center;font-size:22px;font-weight:bold;margin-bottom:6px}
.sub{color:#555;font-size:13px}
.sign{margin-top:14px;padding-right:260px;color:#333}
table{width:100%;border-collapse:collapse;margin:8px 0 6px;table-layout:fixed}
th{border-top:2px solid #1d1d1f;border-bottom:1px solid #1d1d1f;text-align:left;padding:6px 3px;font-weight:bold}
th:nth-child(6){text-align:right}
td{border-bottom:1px solid #d8d8d8;padding:6px 3px;white-space:nowrap;overflow:hidden}
td:nth-child(6){padding-right:2px}td:nth-child(7){padding-left:2px}
tr.section td{font-weight:bold;background:#f2f2f2}
tr.total td{border-top:1px solid #1d1d1f;border-bottom:2px solid #1d1d1f;font-weight:bold}
tr.total td:nth-child(6){text-align:right}`;

// ---- p3: an Excel window on a monitor, photographed ----

interface ExcelRow {
  cells: string[];
  truth: Expectation;
}

function excelSheet(): { html: string; lines: Line[] } {
  const rows: ExcelRow[] = [
    { cells: ['南京江北新区人才公寓项目电缆询价'], truth: NOISE },
    { cells: ['序号', '名称', '型号', '规格', '数量(米)', '备注'], truth: NOISE },
    { cells: ['1', '电力电缆', 'YJV22', '4*95+1*50', '560', ''], truth: cable(lv('YJV22', '4*95+1*50'), 560, false) },
    { cells: ['2', '电力电缆', 'YJV22', '4*50+1*25', '380', ''], truth: cable(lv('YJV22', '4*50+1*25'), 380, false) },
    { cells: ['3', '电力电缆', 'YJV', '5*16', '1,020', ''], truth: cable(lv('YJV', '5*16'), 1020, false) },
    { cells: ['4', '电力电缆', 'YJV', '3*35+2*16', '245', '地下室'], truth: cable(lv('YJV', '3*35+2*16'), 245, false) },
    {
      cells: ['5', '阻燃电缆', 'ZR-YJV', '4*95+1*50', '130', '消防'],
      truth: cable(lv('ZR-YJV', '4*95+1*50'), 130, false),
    },
    { cells: ['6', '耐火电缆', 'NH-YJV', '5*6', '700', ''], truth: cable(lv('NH-YJV', '5*6'), 700, false) },
    { cells: ['7', '控制电缆', 'KVV', '14*1.5', '460', ''], truth: cable(control('14*1.5'), 460, false) },
    { cells: ['8', '铝芯电缆', 'YJLV', '4*70+1*35', '300', ''], truth: cable(lv('YJLV', '4*70+1*35'), 300, false) },
    { cells: ['9', '高压电缆', 'YJV 8.7/15kV', '3*95', '1500', '环网柜'], truth: cable(mv('YJV', '3*95'), 1500, true) },
    { cells: ['10', '电缆桥架', '槽式', '200*100', '80', ''], truth: notSold('cable tray, not a cable') },
    { cells: ['', '合计', '', '', '5,375', ''], truth: NOISE },
    { cells: ['注：价格请含13%专票，送货到工地'], truth: NOISE },
    { cells: ['联系人：孙工 13951687420'], truth: NOISE },
  ];
  const letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  const widths = [54, 96, 118, 120, 90, 110, 80, 80];
  const cellsHtml = (cells: string[], n: number) => {
    if (cells.length === 1) {
      const cls = n === 1 ? 'title' : 'left';
      return `<td class="${cls}" colspan="${n === 1 ? 6 : 8}">${escapeHtml(cells[0]!)}</td>`;
    }
    const tds = cells.map((c, i) => {
      const numeric = i === 4 && /^[\d,.]+$/.test(c);
      const cls = n === 2 ? 'hd' : numeric ? 'num' : i === 0 ? 'ctr' : '';
      return `<td class="${cls}">${escapeHtml(c)}</td>`;
    });
    return `${tds.join('')}<td></td><td></td>`;
  };
  const grid = rows.map((r, i) => `<tr><th class="rn">${i + 1}</th>${cellsHtml(r.cells, i + 1)}</tr>`).join('');
  const formula = '4*95+1*50';
  const html = page(
    `#shot{width:980px;font:14px "Liberation Sans","Noto Sans CJK SC";color:#000;background:#fff}
    .bar{height:34px;line-height:34px;background:#217346;color:#fff;text-align:center;font-size:13px}
    .tabs{height:30px;line-height:30px;background:#f3f3f3;padding-left:14px;font-size:13px;word-spacing:18px;color:#333}
    .fx{height:28px;line-height:28px;border-bottom:1px solid #d4d4d4;display:flex;font-size:13px}
    .fx .ref{width:90px;border-right:1px solid #d4d4d4;padding-left:8px}.fx .f{width:40px;text-align:center;color:#777;border-right:1px solid #d4d4d4}.fx .v{padding-left:8px}
    table{border-collapse:collapse;table-layout:fixed}
    th,td{border:1px solid #d4d4d4;height:26px;padding:0 5px;white-space:nowrap;overflow:hidden}
    th{background:#efefef;color:#444;font-weight:normal;font-size:12px}
    th.rn{width:36px;text-align:center}
    td.hd{font-weight:bold;text-align:center}td.num{text-align:right}td.ctr{text-align:center}
    td.title{font-size:17px;font-weight:bold;text-align:center;height:34px}
    .sheets{height:30px;line-height:30px;background:#f3f3f3;border-top:1px solid #ccc;font-size:13px;padding-left:40px}
    .sheets b{background:#fff;padding:6px 16px;color:#217346;border-bottom:2px solid #217346;font-weight:normal}
    .status{height:24px;line-height:24px;background:#217346;color:#fff;font-size:12px;padding:0 12px;display:flex;justify-content:space-between}`,
    `<div class="bar">电缆询价清单.xlsx - Excel</div>
    <div class="tabs">文件 开始 插入 页面布局 公式 数据 审阅 视图</div>
    <div class="fx"><span class="ref">D3</span><span class="f">fx</span><span class="v">${formula}</span></div>
    <table><colgroup><col style="width:36px">${widths.map((w) => `<col style="width:${w}px">`).join('')}</colgroup>
    <tr><th></th>${letters.map((l) => `<th>${l}</th>`).join('')}</tr>${grid}</table>
    <div class="sheets"><b>Sheet1</b>　 Sheet2　 ＋</div>
    <div class="status"><span>就绪</span><span>100%</span></div>`,
  );
  const lines: Line[] = [
    { text: '电缆询价清单.xlsx - Excel', truth: NOISE },
    { text: '文件 | 开始 | 插入 | 页面布局 | 公式 | 数据 | 审阅 | 视图', truth: NOISE },
    { text: `D3 | fx | ${formula}`, truth: NOISE },
    { text: letters.join(' | '), truth: NOISE },
    ...rows.map((r, i) => ({ text: [String(i + 1), ...r.cells.filter(Boolean)].join(' | '), truth: r.truth })),
    { text: 'Sheet1 | Sheet2 | ＋', truth: NOISE },
    { text: '就绪 | 100%', truth: NOISE },
  ];
  return { html, lines };
}

// ---- p4: a half page held in the hand, turned, curled, with the hand's shadow ----

function handheldList(): Block[] {
  return [
    free(['线缆采购清单'], NOISE, 'title'),
    free(['需求部门：设备部', '申请日期：2025.09.03']),
    {
      table: {
        header: ['序号', '型号', '电压', '规格', '数量', '用途'],
        align: 'cccccl',
        widths: ['9%', '18%', '15%', '22%', '15%', '21%'],
        rows: [
          row(
            ['1', 'WDZ-YJY', '0.6/1kV', '4×50+1×25', '180m', '1#楼配电'],
            cable(lv('WDZ-YJY', '4*50+1*25'), 180, true),
          ),
          row(['2', '^', '^', '4×120+1×70', '95m', '2#楼'], cable(lv('WDZ-YJY', '4*120+1*70'), 95, true)),
          row(['3', '^', '^', '5×4', '1,300m', '照明'], cable(lv('WDZ-YJY', '5*4'), 1300, true)),
          row(
            ['4', 'YJV', '26/35kV', '1×300', '1.26km', '主变进线'],
            cable({ model: 'YJV', scope: '26/35kV', spec: '1*300' }, 1260, true),
          ),
          row(['5', 'VV', '0.6/1KV', '4×35+1×16', '210m', '水泵房'], cable(lv('VV', '4*35+1*16'), 210, true)),
          row(['6', 'BVR', '450/750V', '1×25', '10卷', '接地'], cable(wire('BVR', '1*25'), 1000, true)),
          row(['7', 'YJV', '0.6/1kV', '4*25+1*16', '2盘', '每盘500米'], cable(lv('YJV', '4*25+1*16'), 1000, true)),
        ],
      },
    },
    free(['申请人：赵磊', '部门负责人：'], NOISE, 'sign'),
  ];
}

const HANDHELD_CSS = `
#shot{width:640px;padding:30px 34px 44px;font:15px "Nimbus Roman","Noto Serif CJK SC";color:#151515;background:#fff}
.line{display:flex;justify-content:space-between;line-height:28px}
.title{justify-content:center;font-size:22px;font-weight:bold;margin-bottom:6px;font-family:"Noto Sans CJK SC"}
.sign{margin-top:16px;padding-right:90px}
table{width:100%;border-collapse:collapse;margin:8px 0;table-layout:fixed}
td,th{border:1px solid #333;padding:4px;height:34px;white-space:nowrap;overflow:hidden}
th{font-family:"Noto Sans CJK SC";font-weight:bold}
td.merged{vertical-align:top;padding-top:8px}`;

// ---- p5: a 询价函 under a dim warm lamp, shot from the left ----

function dimLetter(): Block[] {
  return [
    free(['询 价 函'], NOISE, 'title'),
    free(['致：安徽华能电缆集团有限公司']),
    free(['我公司宿州埇桥区农网改造工程需采购以下线缆，请于9月20日前报价。']),
    {
      table: {
        header: ['序号', '名称及型号', '规格', '单位', '数量'],
        align: 'clccr',
        widths: ['8%', '44%', '22%', '10%', '16%'],
        rows: [
          section('一、电力电缆'),
          row(
            ['1', '铜芯交联电缆 YJV22-0.6/1KV', '3×185+1×95', '米', '640'],
            cable(lv('YJV22', '3*185+1*95'), 640, true),
          ),
          row(
            ['2', '铜芯交联电缆 YJV22-0.6/1KV', '4×35+1×16', '米', '1,480'],
            cable(lv('YJV22', '4*35+1*16'), 1480, true),
          ),
          row(['3', '铝芯电缆 YJLV-0.6/1kV', '3×185+1×95', '米', '520'], cable(lv('YJLV', '3*185+1*95'), 520, true)),
          row(['4', '高压电缆 YJV22-8.7/15kV', '3×70', '米', '2,100'], cable(mv('YJV22', '3*70'), 2100, true)),
          section('二、架空线路'),
          row(['5', '架空绝缘线 JKLYJ-10kV', '1×240', '千米', '3.6'], cable(overhead('10kV', '1*240'), 3600, true)),
          row(['6', '架空绝缘线 JKLYJ-1kV', '1×70', '千米', '1.2'], cable(overhead('1kV', '1*70'), 1200, true)),
          row(['7', '钢芯铝绞线 LGJ-95/15', '95/15', '千米', '2'], notSold('LGJ not in the catalogue')),
          row(['8', '电缆终端头 10kV 户外', '3×70', '套', '12'], notSold('cable terminations')),
        ],
      },
    },
    free(['联系人：许经理 13856219047', '传真：0557-3021886'], NOISE, 'sign'),
    free(['宿州市埇桥区供电公司物资站（盖章）'], NOISE, 'right'),
    free(['2025年9月15日'], NOISE, 'right'),
  ];
}

const LETTER_CSS = `
#shot{width:794px;padding:50px 60px 70px;font:16px "Liberation Serif","AR PL UMing CN";color:#111;background:#fff}
.line{display:flex;justify-content:space-between;line-height:32px}
.title{justify-content:center;font-size:26px;font-weight:bold;margin-bottom:12px}
.sign{margin-top:16px;padding-right:60px}.right{justify-content:flex-end;padding-right:30px}
table{width:100%;border-collapse:collapse;margin:12px 0;table-layout:fixed}
td,th{border:1px solid #222;padding:5px 6px;height:36px;white-space:nowrap;overflow:hidden}
tr.section td{font-weight:bold}`;

// ---- p6: a landscape 需求计划表 shot with the phone upright: the JPEG lies on its side ----

function landscapePlan(): Block[] {
  return [
    free(['电缆需求计划表'], NOISE, 'title'),
    free(['工程名称：连云港徐圩新区污水处理厂', '计划编号：JH-2025-087']),
    {
      table: {
        header: ['序号', '名称', '型号', '规格', '单位', '数量', '敷设方式', '备注'],
        align: 'cllcccll',
        widths: ['6%', '12%', '12%', '18%', '7%', '11%', '11%', '23%'],
        rows: [
          row(
            ['1', '电力电缆', 'ZR-YJV', '4×240+1×120', '米', '150', '桥架', '进线'],
            cable(lv('ZR-YJV', '4*240+1*120'), 150, false),
          ),
          row(
            ['2', '电力电缆', 'YJV', '3*150+2*70', '米', '2,350', '桥架', ''],
            cable(lv('YJV', '3*150+2*70'), 2350, false),
          ),
          row(['3', '电力电缆', 'YJV', '4×16', '米', '870', '穿管', '鼓风机房'], cable(lv('YJV', '4*16'), 870, false)),
          row(['4', '控制电缆', 'KVV', '19×1.5', '米', '1,600', '桥架', ''], cable(control('19*1.5'), 1600, false)),
          row(['5', '控制电缆', 'KVV', '24×1', '米', '540', '桥架', ''], cable(control('24*1'), 540, false)),
          row(['6', '电线', 'BV', '4mm²', '米', '3,000', '穿管', ''], cable(wire('BV', '1*4'), 3000, false)),
          row(
            ['7', '电力电缆', 'VV22', '3×70+2×35', '米', '330', '直埋', ''],
            cable(lv('VV22', '3*70+2*35'), 330, false),
          ),
          row(
            ['8', '电力电缆', 'ZC-YJV', '4×185+1×95', '盘', '3', '直埋', '每盘250米'],
            cable(lv('ZC-YJV', '4*185+1*95'), 750, false),
          ),
        ],
      },
    },
    free(['注：型号规格以设计图纸为准，如有疑问请联系 0518-8507 3361。'], NOISE, 'note'),
    free(['编制：', '审核：', '批准：'], NOISE, 'sign'),
  ];
}

const PLAN_CSS = `
#shot{width:1123px;padding:40px 56px 50px;font:15px "DejaVu Sans","Noto Sans CJK SC";color:#111;background:#fff}
.line{display:flex;justify-content:space-between;line-height:30px}
.title{justify-content:center;font-size:24px;font-weight:bold;margin-bottom:8px}
.note{margin-top:6px}.sign{margin-top:18px;padding-right:300px}
table{width:100%;border-collapse:collapse;margin:10px 0;table-layout:fixed}
td,th{border:1px solid #444;padding:5px;height:34px;white-space:nowrap;overflow:hidden}
th{background:#e8eef7}`;

// ---- x2: a WeChat chat on a phone with a pasted list ----

function weChat(): { html: string; lines: Line[] } {
  const listed: Line[] = [
    { text: '1、YJV 4×95＋1×50 300米', truth: cable(lv('YJV', '4*95+1*50'), 300, false) },
    { text: '2、YJV22 3×120＋2×70 1,100米', truth: cable(lv('YJV22', '3*120+2*70'), 1100, false) },
    { text: '3、ZR-YJV 5＊16 260m', truth: cable(lv('ZR-YJV', '5*16'), 260, false) },
    { text: '4、VV 4＊16（铜芯）85M', truth: cable(lv('VV', '4*16'), 85, false) },
    { text: '5、yjv 3x240+1x120 1.5km', truth: cable(lv('YJV', '3*240+1*120'), 1500, false) },
    { text: '6、KVV 8×1.5 0.6千米', truth: cable(control('8*1.5'), 600, false) },
    { text: '7、BV 1.5平方 20卷', truth: cable(wire('BV', '1*1.5'), 2000, false) },
    { text: '8、YJV 4×150＋1×70 2盘', truth: reviewed('drums without a length') },
    { text: '9、RVV 5×1.5 若干', truth: reviewed('quantity 若干') },
    { text: '10、JKLYJ-1kV 1×50 待定', truth: reviewed('quantity 待定') },
    { text: '11、NH-YJV 4×16 140米（消防）', truth: cable(lv('NH-YJV', '4*16'), 140, false) },
  ];
  const status = ['16:35', '5G 78%'];
  const title = '刘总（宏达机电）';
  const stamp = '昨天 16:32';
  const intro = '王经理，帮忙报个价，急用';
  const reply = '收到，稍后发您';
  const late = '还有WDZ-YJY 5×4 要500米';
  const stamp2 = '16:40';
  const mail = '报价单发我邮箱 liu@hdjd.cn';
  const them = (html: string) => `<div class="msg"><div class="av"></div><div class="bubble">${html}</div></div>`;
  const html = page(
    `#shot{width:390px;background:#ededed;font:16px "Noto Sans CJK SC";color:#111}
    .status{height:44px;display:flex;justify-content:space-between;align-items:center;padding:0 26px;font-size:15px;font-weight:bold}
    .top{height:48px;display:flex;align-items:center;justify-content:space-between;padding:0 14px;font-size:17px;border-bottom:1px solid #d9d9d9}
    .top .back,.top .more{width:24px;height:24px;position:relative}
    .top .back:before{content:"";position:absolute;left:6px;top:5px;width:12px;height:12px;border-left:2px solid #111;border-bottom:2px solid #111;transform:rotate(45deg)}
    .top .more:before{content:"";position:absolute;left:2px;top:10px;width:4px;height:4px;border-radius:2px;background:#111;box-shadow:8px 0 #111,16px 0 #111}
    .pane{padding:6px 12px 14px}
    .stamp{text-align:center;color:#999;font-size:13px;margin:12px 0}
    .msg{display:flex;align-items:flex-start;margin-bottom:14px}
    .msg.me{justify-content:flex-end}
    .av{width:40px;height:40px;border-radius:5px;background:linear-gradient(135deg,#6f8fae,#c9a27a);flex:none}
    .me .av{background:linear-gradient(135deg,#2f6b4f,#9fc9a0)}
    .bubble{margin:0 10px;background:#fff;border-radius:5px;padding:9px 11px;line-height:25px;white-space:nowrap}
    .me .bubble{background:#95ec69}
    .input{height:58px;background:#f7f7f7;border-top:1px solid #ddd;display:flex;align-items:center;padding:0 12px;gap:10px}
    .input .box{flex:1;height:38px;background:#fff;border-radius:5px}
    .input i{width:28px;height:28px;border:2px solid #333;border-radius:50%;display:block}`,
    `<div class="status"><span>${status[0]}</span><span>${status[1]}</span></div>
    <div class="top"><span class="back"></span><span>${title}</span><span class="more"></span></div>
    <div class="pane">
      <div class="stamp">${stamp}</div>
      ${them(escapeHtml(intro))}
      ${them(listed.map((l) => `<div>${escapeHtml(l.text)}</div>`).join(''))}
      <div class="msg me"><div class="bubble">${reply}</div><div class="av"></div></div>
      ${them(escapeHtml(late))}
      <div class="stamp">${stamp2}</div>
      ${them(escapeHtml(mail))}
    </div>
    <div class="input"><i></i><span class="box"></span><i></i><i></i></div>`,
  );
  const lines: Line[] = [
    { text: status.join(' | '), truth: NOISE },
    { text: title, truth: NOISE },
    { text: stamp, truth: NOISE },
    { text: intro, truth: NOISE },
    ...listed,
    { text: reply, truth: NOISE },
    { text: late, truth: cable(lv('WDZ-YJY', '5*4'), 500, false) },
    { text: stamp2, truth: NOISE },
    { text: mail, truth: NOISE },
  ];
  return { html, lines };
}

// ---- writing a picture and its key ----

function write(file: string, data: Buffer, layout: string, lines: readonly Line[]): void {
  if (data.length > 500_000) throw new Error(`${file} is ${data.length} bytes, over 500 KB`);
  writeFileSync(join(DIR, file), data);
  const rows: KeyRow[] = lines.map((line, i) => ({ row: i + 1, text: line.text, truth: line.truth }));
  const key: AnswerKey = { file, kind: 'image', layout, rows };
  writeFileSync(join(DIR, file.replace(/\.(png|jpg)$/, '.key.json')), `${JSON.stringify(key, null, 2)}\n`);
  const items = lines.filter((l) => l.truth.expect === 'item').length;
  console.log(`${file}: ${data.length} bytes, ${lines.length} lines, ${items} items`);
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const desk = deskInquiry();
    const deskPage = await render(
      browser,
      page(PRINTED_CSS('"Liberation Serif","AR PL UMing CN"'), documentHtml(desk)),
      794,
      2,
    );
    write(
      'p1-photo-desk-keystone.jpg',
      await photograph(deskPage, {
        width: 1080,
        height: 1440,
        corners: [
          [238, 150],
          [872, 172],
          [1030, 1330],
          [58, 1296],
        ],
        surface: woodDesk([150, 104, 66]),
        light: times(falloff(300, 200, 1700, 0.62), shadowSide([760, 1440], [1080, 960], 0.3, 140)),
        paper: [246, 244, 236],
        tint: [1.03, 1, 0.92],
        blur: 1,
        grain: 9,
        seed: 301,
        quality: 58,
      }),
      'phone photo of a printed A4 询价单 (Liberation Serif + AR PL UMing CN, black rules) lying on a wooden desk, shot from the chair: keystone (top edge about 63 % of the bottom, columns lean), light from the top-left falling off, a soft shadow over the bottom-right corner, one blur pass, grain, warm cast, JPEG q58. Section rows, 名称 merged down over 电力电缆 ×3 and 控制电缆 ×2, typos (yjv, 0.6/1KV, mm2, 3X185, 2.5平方), 千米 and 卷 with 每卷100米, 若干, a 合计 row, notes, phone and signature lines',
      linesOf(desk),
    );

    const sheet = alignedSheet();
    const sheetHtml = page(ALIGNED_CSS, documentHtml(sheet));
    write(
      'x1-aligned-quantity.png',
      await render(browser, sheetHtml, 900, 1),
      'clean screenshot of a designed sheet (Liberation Sans + Noto Sans CJK SC 14px) with no vertical rules: 单位 left, 数量 right-aligned with 2 px padding, 交货期 left-aligned 2 px after it (350 then 15天), 备注 with numbers (每盘不少于400米, 红黄绿蓝各500米), km and 卷 with 100米/卷, 1,200 and 2,000, 待定, KVVP, section rows, a 合计 row with 米 and 6,960, signature line',
      linesOf(sheet),
    );
    const sheetPrinted = await render(browser, sheetHtml, 900, 2);
    write(
      'p2-photo-aligned-steep.jpg',
      await photograph(sheetPrinted, {
        width: 1440,
        height: 1080,
        corners: [
          [300, 175],
          [1170, 132],
          [1400, 1000],
          [60, 1040],
        ],
        surface: flat([128, 130, 134], 0.2),
        light: times(falloff(1200, 100, 1600, 0.55), shadowSide([0, 640], [620, 1080], 0.35, 90)),
        paper: [240, 241, 238],
        tint: [0.97, 1, 1.04],
        blur: 2,
        grain: 11,
        seed: 302,
        quality: 46,
      }),
      "phone photo of the x1 sheet printed and lying on a grey table, shot steeply from the front-left: keystone (top about 65 % of the bottom, turned about 2°), light from the top-right falling off to 55 %, the phone's shadow over the bottom-left corner, two blur passes, grain, cool cast, JPEG q46",
      linesOf(sheet),
    );

    const excel = excelSheet();
    const excelShot = await render(browser, excel.html, 980, 1.5);
    const bezel = (x: number, y: number, dice: Dice): Rgb => {
      const inside = x > 40 && x < 1400 && y > 30 && y < 1000;
      const s = (dice.next() - 0.5) * 4;
      if (inside) return [24 + s + 10 * (1 - y / 1080), 25 + s, 28 + s];
      return [86 + s + 20 * (x / 1440), 80 + s, 72 + s];
    };
    write(
      'p3-photo-monitor-excel.jpg',
      await photograph(excelShot, {
        width: 1440,
        height: 1080,
        corners: [
          [96, 74],
          [1350, 96],
          [1332, 960],
          [112, 986],
        ],
        surface: bezel,
        light: times(falloff(700, 480, 1100, 0.8)),
        screen: { period: 6.5, strength: 0.07 },
        paper: [236, 240, 250],
        tint: [0.98, 1, 1.05],
        blur: 2,
        grain: 8,
        seed: 303,
        quality: 60,
      }),
      'phone photo of a laptop monitor showing an Excel window (Liberation Sans + Noto Sans CJK SC 14px at 150 %): title bar, ribbon tabs, a formula bar with a spec alone (D3 4*95+1*50), column letters, row numbers beside every line, a merged title row, 数量(米) right-aligned with 1,020 and 5,375, a cable tray (not a cable), 合计, a note and a phone; the screen slightly keystoned in a dark bezel, diagonal moiré bands and rings, the pixel grid, two blur passes, bluish, JPEG q60',
      excel.lines,
    );

    const held = handheldList();
    const heldPage = await render(browser, page(HANDHELD_CSS, documentHtml(held)), 640, 2);
    /** A thumb coming in from the bottom-left edge, leaning right, its nail near the page's margin. */
    const thumb = (x: number, y: number): Rgb | null => {
      const lean = -0.5;
      const along = (x - 95) * Math.sin(lean) + (y - 1330) * Math.cos(lean);
      const across = (x - 95) * Math.cos(lean) - (y - 1330) * Math.sin(lean);
      const d = (along / 210) ** 2 + (across / 78) ** 2;
      if (d > 1) return null;
      const shade = 0.68 + 0.32 * Math.cos((across / 78) * 1.3);
      const nail = ((along + 150) / 55) ** 2 + (across / 48) ** 2 < 1 ? 1.12 : 1;
      return [218 * shade * nail, 166 * shade * nail, 140 * shade * nail];
    };
    write(
      'p4-photo-handheld-curl.jpg',
      await photograph(heldPage, {
        width: 1080,
        height: 1440,
        corners: [
          [150, 250],
          [960, 160],
          [1010, 1240],
          [170, 1330],
        ],
        curl: { bow: 0.018, bulge: 0.02 },
        surface: flat([92, 98, 108], 0.6),
        light: times(
          falloff(800, 150, 1500, 0.6),
          shadowSide([1080, 520], [600, 1440], 0.28, 260),
          (x) => 1 - 0.1 * Math.sin(Math.PI * Math.min(1, Math.max(0, (x - 150) / 860))) ** 8,
        ),
        occluder: thumb,
        paper: [244, 243, 238],
        tint: [1.02, 1, 0.95],
        blur: 1,
        grain: 10,
        seed: 304,
        quality: 66,
      }),
      "phone photo of a half-page 采购清单 (Nimbus Roman + Noto Serif CJK SC) held in the hand: turned about 6° anticlockwise, keystoned, rows bowed by a curl, a thumb over the bottom-left margin, the hand's soft shadow over the bottom-right, an office behind, light falling off downwards, JPEG q66. 型号 WDZ-YJY and 电压 0.6/1kV merged down over three rows (top-aligned); 0.6/1KV, 26/35kV, 1.26km, 1,300m, 10卷 (BVR), 2盘 with 每盘500米",
      linesOf(held),
    );

    const letter = dimLetter();
    const letterPage = await render(browser, page(LETTER_CSS, documentHtml(letter)), 794, 2);
    write(
      'p5-photo-dim-letter.jpg',
      await photograph(letterPage, {
        width: 1080,
        height: 1440,
        corners: [
          [40, 130],
          [990, 250],
          [960, 1250],
          [30, 1390],
        ],
        surface: woodDesk([96, 64, 40]),
        light: times(falloff(200, 1300, 1500, 0.5), () => 0.78),
        paper: [236, 226, 200],
        tint: [1.05, 0.97, 0.8],
        blur: 2,
        grain: 14,
        seed: 305,
        quality: 40,
      }),
      'phone photo at night of a printed 询价函 (Liberation Serif + AR PL UMing CN 16px) under a dim warm lamp, shot from the left (the left edge nearer and longer): low contrast, yellow cast, light from the bottom-left falling to half, heavy grain, two blur passes, JPEG q40. Model and voltage written in the 名称 cell (YJV22-0.6/1KV), section rows, 千米 with 3.6 and 1.2, LGJ and cable terminations (not sold), contact, seal line and date',
      linesOf(letter),
    );

    const plan = landscapePlan();
    const planPage = await render(browser, page(PLAN_CSS, documentHtml(plan)), 1123, 1.5);
    write(
      'p6-photo-landscape-sideways.jpg',
      await photograph(planPage, {
        width: 1440,
        height: 1080,
        corners: [
          [90, 130],
          [1360, 110],
          [1400, 980],
          [40, 950],
        ],
        surface: flat([200, 198, 190], 0.3),
        light: times(falloff(720, 500, 1100, 0.72)),
        paper: [245, 246, 243],
        tint: [1, 1, 0.98],
        blur: 1,
        grain: 9,
        seed: 306,
        quality: 68,
        sideways: true,
      }),
      'phone photo of a landscape A4 需求计划表 (DejaVu Sans + Noto Sans CJK SC) on a light table, shot with the phone upright so the JPEG lies on its side (text runs top to bottom, turned a quarter clockwise), slight keystone, vignette, JPEG q68. 3*150+2*70 with 2,350, 4mm² BV, 盘 with 每盘250米 in 备注, a note with a phone number, 编制/审核/批准',
      linesOf(plan),
    );

    const chat = weChat();
    write(
      'x2-wechat-chat.png',
      await render(browser, chat.html, 390, 2.75),
      'WeChat chat screenshot from a phone (390 CSS px at 2.75×, Noto Sans CJK SC 16px): status bar, contact title, time stamps, picture avatars without text, a pasted numbered list in one white bubble (1、… with ×＋＊（）, yjv 3x240+1x120, 米/m/M/km/千米/卷, 1,100, 2盘 without a length, 若干, 待定), a green reply, a forgotten cable in a sentence, an e-mail address',
      chat.lines,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
