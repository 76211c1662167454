/**
 * `npx tsx corpus/images-world/generate.ts`: the "world" picture holdout (issue 14). Written from how customers'
 * pictures look when they reach sales staff, without reading the recogniser, so its figures say how recognition fares
 * on pictures nobody tuned it for. `npm run accuracy -- --images images-world` scores it; only its totals are read.
 *
 * Apart from corpus/images, corpus/images-holdout and corpus/images-blind: its own seed and rows, Latin faces none of
 * them uses (Nimbus Sans, Sans Narrow and Roman, URW Gothic, Liberation Serif and Sans Narrow) beside Noto CJK (regular
 * and bold), WenQuanYi Micro Hei and AR PL UMing at 11 px, and what real pictures have that those sets lack: spreadsheet screenshots
 * with column letters and row numbers, wrapped cells (model above spec in one cell, remarks on two lines) aligned to
 * the cell's bottom as Excel does, a dark-mode chat with a pasted list, a 2× retina screenshot and a zoomed-out one
 * with small clean text, a coloured header with zebra rows and a yellow-highlighted row, 单价 / 金额 columns and a
 * 合计 row, a screenshot cropped through its last column, a printed page photographed at an angle with a finger and a
 * shadow over its corners, and a photo of a monitor (moiré, glare, blue cast). Quantities as 1.2km, 3 千米, 2盘×500米
 * and 1,500; voltages in their own column.
 * Rows are numbered as the lines of the picture in reading order, as the server numbers recognised lines: a table row
 * whose cells wrap onto two lines is one line.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Canvas, createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import {
  type AnswerKey,
  type Cable,
  CONTROL,
  Dice,
  type Expectation,
  FIRE,
  type KeyRow,
  LV_POWER,
  MEDIUM,
  metresFor,
  nameOf,
  OVERHEAD,
  WIRES,
  withThousands,
  writeModelSpec,
  writeScope,
  writeSpec,
  writeWireArea,
} from '../inquiries/world';

const DIR = dirname(fileURLToPath(import.meta.url));
for (const dir of [
  '/usr/share/fonts/opentype/noto',
  '/usr/share/fonts/opentype/urw-base35',
  '/usr/share/fonts/truetype/liberation',
  '/usr/share/fonts/truetype/wqy',
  '/usr/share/fonts/truetype/arphic',
])
  GlobalFonts.loadFontsFromDir(dir);
// A font collection (.ttc) registers its first face only: Noto CJK as its JP face (which draws simplified Chinese
// from the same outlines), WenQuanYi as Micro Hei and Zen Hei, AR PL as UMing CN.
for (const font of [
  'Noto Sans CJK JP',
  'Noto Serif CJK JP',
  'Nimbus Sans',
  'Nimbus Sans Narrow',
  'Nimbus Roman',
  'URW Gothic',
  'Liberation Serif',
  'Liberation Sans Narrow',
  'WenQuanYi Micro Hei',
  'AR PL UMing CN',
])
  if (!GlobalFonts.has(font)) throw new Error(`font ${font} is not installed`);

/** An Excel sheet on a Chinese Windows: Latin letters and digits in an Arial-like face, Chinese in a plain Hei. */
const EXCEL = '"Nimbus Sans", "Noto Sans CJK JP"';
/** A WPS document: Times-like Latin, Song-like Chinese. */
const WORD = '"Liberation Serif", "Noto Serif CJK JP"';
const NARROW = '"Liberation Sans Narrow", "WenQuanYi Micro Hei"';
const GOTHIC = '"URW Gothic", "Noto Sans CJK JP"';
/** Excel 2010's default on a Chinese Windows at a small zoom: Arial-like digits, SimSun-like Chinese. */
const SMALL = '"Nimbus Sans", "AR PL UMing CN"';
const PRINT = '"Nimbus Roman", "Noto Serif CJK JP"';
const MONITOR = '"Nimbus Sans Narrow", "WenQuanYi Micro Hei"';
const CROPPED = '"Nimbus Sans Narrow", "Noto Sans CJK JP"';
const PHONE = '"Noto Sans CJK JP"';

const dice = new Dice(61_803_398);
const POOL: Cable[] = [...LV_POWER, ...FIRE, ...MEDIUM, ...WIRES, ...CONTROL, ...OVERHEAD];
const pickCables = (n: number) => Array.from({ length: n }, () => dice.pick(POOL));
const isWire = (c: Cable) => c.model === 'BV' || c.model === 'BVR';
/** Voltages people who buy them always write. */
const voltageNeeded = (c: Cable) => c.scope === '8.7/15kV' || c.scope === '26/35kV' || c.model === 'JKLYJ';

interface Line {
  /** What the picture shows on this line (cells joined by " | "). */
  text: string;
  truth: Expectation;
}

const noise = (text: string): Line => ({ text, truth: { expect: 'noise' } });

const itemTruth = (cable: Cable, metres: number, scopeWritten: boolean): Expectation => ({
  expect: 'item',
  model: cable.model,
  spec: cable.spec,
  ...(scopeWritten ? { scope: cable.scope } : {}),
  metres,
});

function write(file: string, data: Buffer, layout: string, lines: readonly Line[]): void {
  writeFileSync(join(DIR, file), data);
  const rows: KeyRow[] = lines.map((line, i) => ({ row: i + 1, text: line.text, truth: line.truth }));
  const key: AnswerKey = { file, kind: 'image', layout, rows };
  writeFileSync(join(DIR, file.replace(/\.(png|jpg)$/, '.key.json')), `${JSON.stringify(key, null, 2)}\n`);
  const items = lines.filter((l) => l.truth.expect === 'item').length;
  console.log(`${file}: ${data.length} bytes, ${lines.length} lines, ${items} items`);
}

// ---- how quantities are written ----

/** Metres as so many drums of one length, when they divide evenly into drums of 200 m or more. */
function drums(metres: number): { count: number; length: number } | null {
  for (const count of [2, 3, 4, 5]) {
    const length = metres / count;
    if (Number.isInteger(length) && length >= 200 && length % 50 === 0) return { count, length };
  }
  return null;
}

/** The quantity with its unit in one cell, as typed where there is no unit column. */
function quantityWithUnit(metres: number): string {
  const forms = [`${metres}米`, `${metres}米`, `${metres}m`, `${metres} 米`];
  if (metres >= 1000) {
    const km = String(metres / 1000);
    forms.push(`${km}km`, `${km} km`, `${km}千米`, `${km} 千米`, `${withThousands(metres)}米`);
    const d = drums(metres);
    if (d) forms.push(`${d.count}盘×${d.length}米`, `${d.length}米×${d.count}盘`);
  }
  return dice.pick(forms);
}

/** 单位 and 数量 cells. */
function unitAndQuantity(metres: number, thousands = true): { unit: string; quantity: string } {
  const forms = [
    { unit: '米', quantity: String(metres) },
    { unit: '米', quantity: String(metres) },
    { unit: 'm', quantity: String(metres) },
  ];
  if (metres >= 1000) {
    forms.push({ unit: '千米', quantity: String(metres / 1000) }, { unit: 'km', quantity: String(metres / 1000) });
    if (thousands) forms.push({ unit: '米', quantity: withThousands(metres) });
    const d = drums(metres);
    if (d) forms.push({ unit: '米', quantity: `${d.count}盘×${d.length}米` });
  }
  return dice.pick(forms);
}

/** A spec alone, as written in a 规格 column. */
function specAlone(cable: Cable): string {
  return isWire(cable)
    ? writeWireArea(cable.spec, dice)
    : writeSpec(cable.spec, { times: dice.pick(['×', '×', '*', 'x']), suffix: dice.pick(['', '', 'mm²']) });
}

// ---- a spreadsheet drawn as it shows on screen ----

type Align = 'left' | 'right' | 'center';

interface SheetRow {
  cells: string[];
  truth: Expectation;
  fill?: string;
  color?: string;
  bold?: boolean;
}

interface Sheet {
  font: string;
  /** Text size in px; row height and paddings follow it. */
  size: number;
  header: string[];
  widths: number[];
  align: Align[];
  /** Columns whose text wraps inside the cell (Excel's 自动换行). */
  wrap: boolean[];
  rows: SheetRow[];
  /** Lines above the header (a title, the buyer and date), each one sheet row, spanning the table. */
  above: { text: string; bold?: boolean; centre?: boolean }[];
  below: { text: string }[];
  valign: 'bottom' | 'middle';
  grid: string;
  headerFill?: string;
  headerColor?: string;
  zebra?: string;
  /** Column letters and row numbers, as a screenshot of the whole Excel window shows them. */
  chrome?: boolean;
  background?: string;
  ink?: string;
  /** Width of the gap between the grid and the picture's edge. */
  margin?: number;
}

/** Break opportunities after spaces, hyphens and Chinese characters; a run longer than the cell breaks anywhere. */
function wrapText(ctx: SKRSContext2D, text: string, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    const tokens = paragraph.match(
      /[\u4e00-\u9fff\uff08\uff09，、：；]|[^\s\-\u4e00-\u9fff\uff08\uff09，、：；]+-?|-|\s+/g,
    ) ?? [''];
    let line = '';
    for (const token of tokens) {
      if (ctx.measureText(line + token).width <= width) {
        line += token;
        continue;
      }
      if (line.trim()) out.push(line.trimEnd());
      line = token.trimStart();
      while (ctx.measureText(line).width > width) {
        let cut = line.length - 1;
        while (cut > 1 && ctx.measureText(line.slice(0, cut)).width > width) cut--;
        out.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    out.push(line.trimEnd());
  }
  return out;
}

function fillCanvas(width: number, height: number, colour: string) {
  const canvas = createCanvas(Math.round(width), Math.round(height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return { canvas, ctx };
}

/** Text centred on `y` by its font's size, all faces of a mixed line on one baseline (as a screen draws them). */
function say(ctx: SKRSContext2D, text: string, x: number, y: number): void {
  const size = Number(/([\d.]+)px/.exec(ctx.font)?.[1] ?? 16);
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(text, x, y + size * 0.36);
}

const cellText = (cells: readonly string[]) =>
  cells
    .map((c) => c.replace(/\n/g, ' '))
    .filter(Boolean)
    .join(' | ');

function drawSheet(sheet: Sheet): { canvas: Canvas; lines: Line[] } {
  const s = sheet.size;
  const pad = s * 0.4;
  const lineHeight = s * 1.32;
  const baseRow = s * 1.55;
  const gutter = sheet.chrome ? s * 2.6 : 0;
  const letters = sheet.chrome ? s * 1.45 : 0;
  const margin = sheet.margin ?? (sheet.chrome ? 0 : s * 1.6);
  const width = sheet.widths.reduce((a, b) => a + b, 0);
  const measure = createCanvas(10, 10).getContext('2d');
  const fontOf = (bold?: boolean, scale = 1) => `${bold ? 'bold ' : ''}${s * scale}px ${sheet.font}`;
  // Each table row's cells as wrapped lines, and the row's height.
  const laid = [
    { cells: sheet.header, bold: true, fill: sheet.headerFill, color: sheet.headerColor },
    ...sheet.rows,
  ].map((row, r) => {
    measure.font = fontOf(row.bold || r === 0);
    const cellLines = row.cells.map((cell, c) => {
      if (sheet.wrap[c]) return wrapText(measure, cell, sheet.widths[c]! - 2 * pad);
      // A cell whose neighbour is filled shows only what fits: the key would not be honest about such a cell.
      if (measure.measureText(cell).width > sheet.widths[c]! - pad * 1.5)
        throw new Error(`"${cell}" does not fit its ${sheet.widths[c]}px column`);
      return [cell];
    });
    const most = Math.max(...cellLines.map((l) => l.length));
    return { row, cellLines, height: Math.max(baseRow, most * lineHeight + pad) };
  });
  const bandHeight = baseRow * 1.1;
  const tableHeight = laid.reduce((a, r) => a + r.height, 0);
  const height = letters + margin * 2 + (sheet.above.length + sheet.below.length) * bandHeight + tableHeight;
  const { canvas, ctx } = fillCanvas(
    gutter + width + 2 * margin + (sheet.chrome ? s * 3 : 0),
    height,
    sheet.background ?? '#ffffff',
  );
  const ink = sheet.ink ?? '#000000';
  const x0 = gutter + margin;
  let y = letters + margin;
  let sheetRow = 0;
  const gutterCell = (top: number, h: number) => {
    if (!sheet.chrome) return;
    sheetRow++;
    ctx.fillStyle = '#f2f2f2';
    ctx.fillRect(0, top, gutter, h);
    ctx.strokeStyle = '#c8c8c8';
    ctx.lineWidth = 1;
    ctx.strokeRect(0.5, top + 0.5, gutter, h);
    ctx.fillStyle = '#444444';
    ctx.font = fontOf(false, 0.85);
    const label = String(sheetRow);
    say(ctx, label, (gutter - ctx.measureText(label).width) / 2, top + h / 2);
  };
  const gutterLabel = () => (sheet.chrome ? `${sheetRow} | ` : '');
  const lines: Line[] = [];
  if (sheet.chrome) {
    ctx.fillStyle = '#f2f2f2';
    ctx.fillRect(0, 0, canvas.width, letters);
    ctx.strokeStyle = '#c8c8c8';
    ctx.lineWidth = 1;
    ctx.font = fontOf(false, 0.85);
    let x = gutter;
    const names: string[] = [];
    for (const [c, w] of sheet.widths.entries()) {
      const name = String.fromCharCode(65 + c);
      names.push(name);
      ctx.strokeRect(x + 0.5, 0.5, w, letters);
      ctx.fillStyle = '#444444';
      say(ctx, name, x + (w - ctx.measureText(name).width) / 2, letters / 2);
      x += w;
    }
    lines.push(noise(names.join(' | ')));
  }
  for (const band of sheet.above) {
    gutterCell(y, bandHeight);
    ctx.fillStyle = ink;
    ctx.font = fontOf(band.bold, band.bold ? 1.3 : 1);
    const w = ctx.measureText(band.text).width;
    say(ctx, band.text, band.centre ? x0 + (width - w) / 2 : x0 + pad, y + bandHeight / 2);
    lines.push(noise(`${gutterLabel()}${band.text}`));
    y += bandHeight;
  }
  for (const [r, { row, cellLines, height: h }] of laid.entries()) {
    gutterCell(y, h);
    const fill = row.fill ?? (r > 0 && sheet.zebra && r % 2 === 0 ? sheet.zebra : undefined);
    if (fill) {
      ctx.fillStyle = fill;
      ctx.fillRect(x0, y, width, h);
    }
    ctx.font = fontOf(row.bold || r === 0);
    let x = x0;
    for (const [c, w] of sheet.widths.entries()) {
      ctx.strokeStyle = sheet.grid;
      ctx.lineWidth = 1;
      ctx.strokeRect(Math.round(x) + 0.5, Math.round(y) + 0.5, w, h);
      ctx.fillStyle = row.color ?? ink;
      const texts = cellLines[c]!;
      const block = texts.length * lineHeight;
      const top = sheet.valign === 'bottom' && r > 0 ? y + h - block - pad * 0.4 : y + (h - block) / 2;
      for (const [i, text] of texts.entries()) {
        const tw = ctx.measureText(text).width;
        const align = r === 0 ? 'center' : sheet.align[c]!;
        const tx = align === 'left' ? x + pad : align === 'right' ? x + w - pad - tw : x + (w - tw) / 2;
        say(ctx, text, tx, top + (i + 0.5) * lineHeight);
      }
      x += w;
    }
    lines.push(
      r === 0
        ? noise(`${gutterLabel()}${cellText(row.cells)}`)
        : {
            text: `${gutterLabel()}${cellText(row.cells)}`,
            truth: (row as SheetRow).truth,
          },
    );
    y += h;
  }
  for (const band of sheet.below) {
    gutterCell(y, bandHeight);
    ctx.fillStyle = ink;
    ctx.font = fontOf();
    say(ctx, band.text, x0 + pad, y + bandHeight / 2);
    lines.push(noise(`${gutterLabel()}${band.text}`));
    y += bandHeight;
  }
  return { canvas, lines };
}

// ---- w1: an Excel window with wrapped cells ----

function wrappedExcel(count: number): { canvas: Canvas; lines: Line[] } {
  const remarks = [
    '',
    '',
    '',
    '需提供检测报告及合格证',
    '分两批到货，首批月底前',
    '国标足米，盘长不小于200米',
    '加急',
    '',
  ];
  const rows: SheetRow[] = pickCables(count).map((cable, i) => {
    const scope = writeScope(cable.scope, dice);
    const spec = isWire(cable) ? writeWireArea(cable.spec, dice) : writeSpec(cable.spec, { times: '×', suffix: '' });
    // Model and voltage above the spec: typed with Alt+Enter, or wrapped by the cell's width.
    const form = dice.pick(['alt-enter', 'alt-enter', 'wrapped', 'short']);
    const withScope = form !== 'short' || voltageNeeded(cable);
    const cell =
      form === 'alt-enter'
        ? `${cable.model}-${scope}\n${spec}`
        : withScope
          ? `${cable.model}-${scope}-${spec}`
          : `${cable.model}-${spec}`;
    const metres = metresFor(cable, dice);
    const { unit, quantity } = unitAndQuantity(metres);
    return {
      cells: [String(i + 1), nameOf(cable, dice), cell, unit, quantity, dice.pick(remarks)],
      truth: itemTruth(cable, metres, withScope),
    };
  });
  return drawSheet({
    font: EXCEL,
    size: 15,
    header: ['序号', '名称', '型号规格', '单位', '数量', '备注'],
    widths: [48, 104, 150, 52, 96, 130],
    align: ['center', 'left', 'left', 'center', 'right', 'left'],
    wrap: [false, true, true, false, false, true],
    rows,
    above: [
      { text: '绿地中心二期 低压电缆询价', bold: true, centre: true },
      { text: '询价单位：上海绿建机电安装有限公司  日期：2025/7/8' },
    ],
    below: [{ text: '注：请注明交货期及付款方式' }],
    valign: 'bottom',
    grid: '#d4d4d4',
    chrome: true,
  });
}

// ---- w2: a pasted list in a dark-mode chat ----

function darkChat(count: number): { canvas: Canvas; lines: Line[] } {
  const W = 1080;
  const size = 36;
  const lineGap = size * 1.5;
  const numbering = dice.pick(['、', '.', '']);
  const items = pickCables(count).map((cable, i) => {
    const written = writeModelSpec(cable, dice);
    const metres = metresFor(cable, dice);
    const lead = numbering ? `${i + 1}${numbering}` : '';
    const name = dice.chance(0.4) ? `${nameOf(cable, dice)} ` : '';
    return {
      text: `${lead}${name}${written.text}  ${quantityWithUnit(metres)}`,
      truth: itemTruth(cable, metres, written.scopeWritten),
    };
  });
  const intro = '王经理，这几个帮忙报下价，含税到工地';
  const after = ['都要国标的，周五前能到吗', '急'];
  const reply = '收到，稍等';
  const measure = createCanvas(10, 10).getContext('2d');
  measure.font = `bold ${size}px ${PHONE}`;
  const widest = Math.max(...items.map((l) => measure.measureText(l.text).width));
  if (widest > W - 260) throw new Error(`a chat line is ${widest}px wide and would wrap`);
  const listHeight = items.length * lineGap + 60;
  const height = 2340;
  const { canvas, ctx } = fillCanvas(W, height, '#111111');
  ctx.fillStyle = '#d5d5d5';
  ctx.font = `bold 38px ${PHONE}`;
  say(ctx, '21:47', 60, 50);
  say(ctx, '5G 63%', W - 60 - ctx.measureText('5G 63%').width, 50);
  ctx.font = `bold 46px ${PHONE}`;
  const contact = '李工（中建三局安装）';
  say(ctx, contact, (W - ctx.measureText(contact).width) / 2, 170);
  say(ctx, '‹', 40, 170);
  say(ctx, '···', W - 110, 165);
  ctx.fillStyle = '#232323';
  ctx.fillRect(0, 240, W, 2);
  const stamp = '昨天 21:30';
  ctx.font = `bold 32px ${PHONE}`;
  ctx.fillStyle = '#6b6b6b';
  say(ctx, stamp, (W - ctx.measureText(stamp).width) / 2, 310);
  const bubble = (x: number, y: number, w: number, h: number, colour: string) => {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, 14);
    ctx.fill();
  };
  const avatar = (x: number, y: number) => {
    ctx.fillStyle = '#4a5d73';
    ctx.beginPath();
    ctx.roundRect(x, y, 110, 110, 12);
    ctx.fill();
  };
  const textColour = '#d3d3d3';
  let y = 370;
  ctx.font = `bold ${size}px ${PHONE}`;
  avatar(30, y);
  bubble(170, y, ctx.measureText(intro).width + 60, 110, '#2c2c2c');
  ctx.fillStyle = textColour;
  say(ctx, intro, 200, y + 55);
  y += 150;
  avatar(30, y);
  bubble(170, y, widest + 70, listHeight, '#2c2c2c');
  ctx.fillStyle = textColour;
  for (const [i, item] of items.entries()) say(ctx, item.text, 200, y + 30 + (i + 0.5) * lineGap);
  y += listHeight + 40;
  for (const text of after) {
    avatar(30, y);
    bubble(170, y, ctx.measureText(text).width + 60, 110, '#2c2c2c');
    ctx.fillStyle = textColour;
    say(ctx, text, 200, y + 55);
    y += 150;
  }
  const rw = ctx.measureText(reply).width + 60;
  ctx.fillStyle = '#2a8a4f';
  ctx.beginPath();
  ctx.roundRect(W - 170 - rw, y, rw, 110, 14);
  ctx.fill();
  ctx.fillStyle = '#0f0f0f';
  say(ctx, reply, W - 140 - rw, y + 55);
  ctx.fillStyle = '#8a8a8a';
  ctx.beginPath();
  ctx.roundRect(W - 140, y, 110, 110, 12);
  ctx.fill();
  // The input bar.
  ctx.fillStyle = '#1e1e1e';
  ctx.fillRect(0, height - 170, W, 170);
  ctx.fillStyle = '#2c2c2c';
  ctx.beginPath();
  ctx.roundRect(140, height - 140, W - 400, 100, 12);
  ctx.fill();
  const lines: Line[] = [
    noise('21:47 5G 63%'),
    noise(contact),
    noise(stamp),
    noise(intro),
    ...items,
    ...after.map(noise),
    noise(reply),
  ];
  return { canvas, lines };
}

// ---- w3: a retina (2×) screenshot of a sheet with the voltage in its own column ----

function splitColumns(count: number, thousands: boolean): SheetRow[] {
  return pickCables(count).map((cable, i) => {
    const scopeWritten = voltageNeeded(cable) || dice.chance(0.7);
    const metres = metresFor(cable, dice);
    const { unit, quantity } = unitAndQuantity(metres, thousands);
    return {
      cells: [
        String(i + 1),
        nameOf(cable, dice),
        cable.model,
        scopeWritten ? writeScope(cable.scope, dice) : '',
        specAlone(cable),
        unit,
        quantity,
      ],
      truth: itemTruth(cable, metres, scopeWritten),
    };
  });
}

/** 序号 / 名称 / model and spec in one cell / 单位 / 数量 / one more column drawn from `extras`. */
function combinedRows(count: number, extras: readonly string[]): SheetRow[] {
  return pickCables(count).map((cable, i) => {
    const written = writeModelSpec(cable, dice);
    const metres = metresFor(cable, dice);
    const { unit, quantity } = unitAndQuantity(metres);
    return {
      cells: [String(i + 1), nameOf(cable, dice), written.text, unit, quantity, dice.pick(extras)],
      truth: itemTruth(cable, metres, written.scopeWritten),
    };
  });
}

// ---- w6: a quotation sheet with prices, amounts and a total ----

/** A price per metre a supplier might have quoted: copper (or aluminium) cross-section plus the sheath. */
function pricePerMetre(cable: Cable): number {
  const area = cable.spec.split('+').reduce((sum, part) => {
    const [cores, size] = part.split('*').map(Number);
    return sum + cores! * size!;
  }, 0);
  const aluminium = ['YJLV', 'VLV', 'JKLYJ'].includes(cable.model);
  return Math.round((area * (aluminium ? 0.19 : 0.68) + 2.4) * 100) / 100;
}

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function pricedSheet(count: number): { canvas: Canvas; lines: Line[] } {
  let total = 0;
  const rows: SheetRow[] = pickCables(count).map((cable, i) => {
    const written = writeModelSpec(cable, dice);
    const metres = metresFor(cable, dice);
    const km = metres >= 1000 && dice.chance(0.4);
    const price = pricePerMetre(cable);
    const amount = Math.round(price * metres * 100) / 100;
    total += amount;
    return {
      cells: [
        String(i + 1),
        nameOf(cable, dice),
        written.text,
        km ? '千米' : '米',
        km ? String(metres / 1000) : String(metres),
        km ? money(price * 1000) : money(price),
        money(amount),
        '',
      ],
      truth: itemTruth(cable, metres, written.scopeWritten),
    };
  });
  rows.push({ cells: ['', '合计', '', '', '', '', money(total), ''], truth: { expect: 'noise' }, bold: true });
  return drawSheet({
    font: WORD,
    size: 17,
    header: ['序号', '名称', '规格型号', '单位', '数量', '单价(元)', '金额(元)', '备注'],
    widths: [50, 150, 270, 56, 76, 100, 130, 70],
    align: ['center', 'left', 'left', 'center', 'right', 'right', 'right', 'left'],
    wrap: [false, false, false, false, false, false, false, false],
    rows,
    above: [
      { text: '电线电缆采购比价表', bold: true, centre: true },
      { text: '项目：滨江花园三期配电工程          上次采购价供参考' },
    ],
    below: [
      { text: '说明：1. 以上单价含13%增值税及运费；2. 请按此清单重新报价，注明品牌。' },
      { text: '第 1 页  共 1 页' },
    ],
    valign: 'middle',
    grid: '#000000',
  });
}

// ---- w7: a screenshot cropped through its last column ----

function croppedSheet(count: number): { canvas: Canvas; lines: Line[] } {
  const size = 16;
  const font = CROPPED;
  const measure = createCanvas(10, 10).getContext('2d');
  measure.font = `${size}px ${font}`;
  const pad = size * 0.4;
  const digit = measure.measureText('0').width;
  const widths = [46, 120, 280, 50, 110];
  const quantityLeft = widths.slice(0, 4).reduce((a, b) => a + b, 0);
  // The customer's crop: three and a half digits into the quantity column.
  const cut = quantityLeft + pad + 3.5 * digit;
  const rows: SheetRow[] = pickCables(count).map((cable, i) => {
    const written = writeModelSpec(cable, dice);
    const metres = metresFor(cable, dice);
    const text = String(metres);
    const visible = measure.measureText(text).width <= 3 * digit + 0.5;
    return {
      cells: [String(i + 1), nameOf(cable, dice), written.text, '米', text],
      truth: visible
        ? itemTruth(cable, metres, written.scopeWritten)
        : { expect: 'review', why: 'quantity cut off by the picture edge' },
    };
  });
  const margin = 16;
  const drawn = drawSheet({
    font,
    size,
    header: ['序号', '材料名称', '规格型号', '单位', '数量'],
    widths,
    align: ['center', 'left', 'left', 'center', 'left'],
    wrap: [false, false, false, false, false],
    rows,
    above: [{ text: '某小区配电改造  电缆需用量' }],
    below: [],
    valign: 'middle',
    grid: '#bfbfbf',
    margin,
  });
  const kept = Math.round(margin + cut);
  const { canvas, ctx } = fillCanvas(kept, drawn.canvas.height, '#ffffff');
  ctx.drawImage(drawn.canvas, 0, 0);
  // What the picture shows of each line: a quantity whose digits pass the edge is shown as cut.
  const lines = drawn.lines.map((line) =>
    line.truth.expect === 'review'
      ? { ...line, text: `${line.text.replace(/\d+$/, (q) => `${q.slice(0, 3)}▌`)}` }
      : line,
  );
  return { canvas, lines };
}

// ---- photographing: perspective, a finger, a shadow, a monitor's moiré ----

/** The 3×3 homography taking the four `from` points to the four `to` points. */
function homography(from: readonly [number, number][], to: readonly [number, number][]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let best = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[best]![c]!)) best = r;
    [a[c], a[best]] = [a[best]!, a[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < 9; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return [...Array.from({ length: 8 }, (_, i) => a[i]![8]! / a[i]![i]!), 1];
}

/** The source laid on a surface and seen in perspective: its corners land on `quad` (TL, TR, BR, BL). */
function perspective(
  source: Canvas,
  quad: [number, number][],
  width: number,
  height: number,
  surface: (x: number, y: number) => [number, number, number],
): Canvas {
  const src = source.getContext('2d').getImageData(0, 0, source.width, source.height).data;
  const sw = source.width;
  const sh = source.height;
  const back = homography(quad, [
    [0, 0],
    [sw, 0],
    [sw, sh],
    [0, sh],
  ]);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const out = ctx.createImageData(width, height);
  const d = out.data;
  const [h0, h1, h2, h3, h4, h5, h6, h7] = back as [number, number, number, number, number, number, number, number];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = h6 * x + h7 * y + 1;
      const sx = (h0 * x + h1 * y + h2) / w - 0.5;
      const sy = (h3 * x + h4 * y + h5) / w - 0.5;
      const i = (y * width + x) * 4;
      d[i + 3] = 255;
      if (sx < 0 || sy < 0 || sx >= sw - 1 || sy >= sh - 1) {
        const [r, g, b] = surface(x, y);
        d[i] = r;
        d[i + 1] = g;
        d[i + 2] = b;
        continue;
      }
      const fx = Math.floor(sx);
      const fy = Math.floor(sy);
      const ax = sx - fx;
      const ay = sy - fy;
      for (let c = 0; c < 3; c++) {
        const p = (yy: number, xx: number) => src[(yy * sw + xx) * 4 + c]!;
        d[i + c] =
          (p(fy, fx) * (1 - ax) + p(fy, fx + 1) * ax) * (1 - ay) +
          (p(fy + 1, fx) * (1 - ax) + p(fy + 1, fx + 1) * ax) * ay;
      }
    }
  }
  ctx.putImageData(out, 0, 0);
  return canvas;
}

/** Light, colour cast and sensor grain over a photo; `extra` adds a per-pixel factor (moiré). */
function develop(
  canvas: Canvas,
  look: { blur: number; gain: number; lift: number; tint: [number, number, number]; grain: number; seed: number },
  extra?: (x: number, y: number) => number,
): Canvas {
  const out = createCanvas(canvas.width, canvas.height);
  const ctx = out.getContext('2d');
  ctx.filter = `blur(${look.blur}px)`;
  ctx.drawImage(canvas, 0, 0);
  ctx.filter = 'none';
  const image = ctx.getImageData(0, 0, out.width, out.height);
  const d = image.data;
  const random = new Dice(look.seed);
  for (let y = 0; y < out.height; y++) {
    for (let x = 0; x < out.width; x++) {
      const i = (y * out.width + x) * 4;
      const factor = extra ? extra(x, y) : 1;
      const n = (random.next() + random.next() - 1) * look.grain;
      for (let c = 0; c < 3; c++)
        d[i + c] = Math.max(0, Math.min(255, (d[i + c]! * look.gain + look.lift) * look.tint[c]! * factor + n));
    }
  }
  ctx.putImageData(image, 0, 0);
  return out;
}

/** A thumb over the page's corner, softly out of focus, with its shadow. */
function thumb(canvas: Canvas, x: number, y: number, angle: number, length: number): void {
  const ctx = canvas.getContext('2d');
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.filter = 'blur(14px)';
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  ctx.beginPath();
  ctx.ellipse(30, 30, length * 0.55, length * 0.24, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.filter = 'blur(3px)';
  const skin = ctx.createLinearGradient(0, -length * 0.22, 0, length * 0.22);
  skin.addColorStop(0, '#d9a88c');
  skin.addColorStop(0.5, '#c8927a');
  skin.addColorStop(1, '#9c6a55');
  ctx.fillStyle = skin;
  ctx.beginPath();
  ctx.ellipse(0, 0, length * 0.55, length * 0.21, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(240,215,205,0.6)';
  ctx.beginPath();
  ctx.ellipse(length * 0.33, -length * 0.03, length * 0.14, length * 0.1, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** The phone's own shadow falling over one corner of the page. */
function shadow(canvas: Canvas, from: [number, number], to: [number, number], depth: number): void {
  const ctx = canvas.getContext('2d');
  const g = ctx.createLinearGradient(from[0], from[1], to[0], to[1]);
  g.addColorStop(0, `rgba(20,15,10,${depth})`);
  g.addColorStop(1, 'rgba(20,15,10,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
}

/** A printed A4 page (150 dpi) with the sheet near its top. */
function printedPage(sheet: Canvas): Canvas {
  const { canvas, ctx } = fillCanvas(1240, 1754, '#ffffff');
  ctx.drawImage(sheet, (1240 - sheet.width) / 2, 110);
  return canvas;
}

const desk = (x: number, y: number): [number, number, number] => {
  const grain = Math.sin(x * 0.013 + Math.sin(y * 0.002) * 6) * 10 + Math.sin(x * 0.11) * 3;
  return [128 + grain, 92 + grain * 0.8, 62 + grain * 0.5];
};

// ---- the pictures ----

const excel = wrappedExcel(10);
write(
  'w1-excel-wrapped.png',
  excel.canvas.toBuffer('image/png'),
  'Excel window (column letters, row numbers) in Nimbus Sans + Noto Sans CJK 15px: model and voltage above the spec in one wrapped cell (Alt+Enter or the cell width), names and 备注 wrapping, other cells bottom-aligned as Excel does, 千米/km/1,500/盘×米 quantities, buyer and date line, a note',
  excel.lines,
);

const chat = darkChat(9);
write(
  'w2-dark-chat.png',
  chat.canvas.toBuffer('image/png'),
  'dark-mode phone chat (1080 wide, Noto Sans CJK bold, light grey on #2c2c2c bubbles): a list pasted into one message, model and quantity with its unit in one line (1.2km, 3 千米, 2盘×500米, 1,500米), status bar, contact, time stamp, other messages',
  chat.lines,
);

const retina = drawSheet({
  font: GOTHIC,
  size: 30,
  header: ['序号', '名称', '型号', '电压', '规格', '单位', '数量'],
  widths: [90, 300, 200, 190, 280, 100, 180],
  align: ['center', 'left', 'left', 'left', 'left', 'center', 'right'],
  wrap: [false, false, false, false, false, false, false],
  rows: splitColumns(9, true),
  above: [],
  below: [],
  valign: 'middle',
  grid: '#e3e3e3',
  headerFill: '#f5f5f7',
});
/** The Mac window's title bar above the sheet, at 2×. */
function macWindow(sheet: Canvas, title: string): Canvas {
  const bar = 56;
  const { canvas, ctx } = fillCanvas(sheet.width, sheet.height + bar, '#ececec');
  for (const [i, colour] of ['#ff5f57', '#febc2e', '#28c840'].entries()) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.arc(30 + i * 40, bar / 2, 12, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#4d4d4d';
  ctx.font = `bold 26px ${GOTHIC}`;
  say(ctx, title, (sheet.width - ctx.measureText(title).width) / 2, bar / 2);
  ctx.drawImage(sheet, 0, bar);
  return canvas;
}
const retinaTitle = '询价单0712.xlsx — 已编辑';
write(
  'w3-retina-2x.png',
  macWindow(retina.canvas, retinaTitle).toBuffer('image/png'),
  'retina (2×) screenshot of a Mac sheet in URW Gothic + Noto Sans CJK 30px: 型号 / 电压 / 规格 in their own columns (voltage sometimes blank), faint grid, window title bar',
  [noise(retinaTitle), ...retina.lines],
);

const small = drawSheet({
  font: SMALL,
  size: 11,
  header: ['序号', '物料名称', '规格型号', '单位', '数量', '使用部位'],
  widths: [34, 110, 240, 34, 76, 70],
  align: ['center', 'left', 'left', 'center', 'right', 'left'],
  wrap: [false, false, false, false, false, false],
  rows: combinedRows(16, ['1#楼', '2#楼', '地下室', '泵房', '室外']),
  above: [{ text: '电缆材料计划表（第二批）', bold: true, centre: true }],
  below: [{ text: '编制：赵敏   审核：陈刚' }],
  valign: 'middle',
  grid: '#d0d0d0',
  margin: 10,
});
write(
  'w4-zoomed-out.png',
  small.canvas.toBuffer('image/png'),
  'screenshot of a sheet zoomed out to about 70 %: Nimbus Sans + AR PL UMing 11px (Arial and SimSun as Excel shows them), clean but small, 16 rows, 使用部位 column, signatures line',
  small.lines,
);

const striped = splitColumns(10, true);
striped[4] = { ...striped[4]!, fill: '#ffff00', color: '#c00000' };
const zebra = drawSheet({
  font: NARROW,
  size: 17,
  header: ['序号', '名称', '型号', '电压等级', '规格(mm²)', '单位', '数量'],
  widths: [50, 170, 110, 110, 160, 60, 100],
  align: ['center', 'left', 'center', 'center', 'left', 'center', 'right'],
  wrap: [false, false, false, false, false, false, false],
  rows: striped,
  above: [
    { text: '消防及动力电缆询价清单', bold: true, centre: true },
    { text: '采购单位：江苏中恒建设工程有限公司        询价日期：2025年7月10日' },
  ],
  below: [{ text: '黄色标注为急需，请优先安排' }],
  valign: 'middle',
  grid: '#8ea9db',
  headerFill: '#4472c4',
  headerColor: '#ffffff',
  zebra: '#d9e1f2',
});
write(
  'w5-zebra-highlight.png',
  zebra.canvas.toBuffer('image/png'),
  'Excel table style in Liberation Sans Narrow + WenQuanYi Micro Hei 17px: white bold header on blue fill, light-blue zebra rows, one row filled yellow with red text, 型号 / 电压等级 / 规格(mm²) apart, buyer and date line, a note',
  zebra.lines,
);

const priced = pricedSheet(9);
write(
  'w6-prices-total.png',
  priced.canvas.toBuffer('image/png'),
  'WPS document table in Liberation Serif + Noto Serif CJK 17px, black grid: 单价(元) and 金额(元) filled with prices (thousands commas, two decimals; 元/千米 for km rows), a 合计 row with the amount, a 说明 line and a page number',
  priced.lines,
);

const cropped = croppedSheet(10);
write(
  'w7-cropped-edge.png',
  cropped.canvas.toBuffer('image/png'),
  'screenshot in Nimbus Sans Narrow + Noto Sans CJK 16px cropped by the customer through its last column (数量): three-digit quantities whole, four-digit ones cut through their fourth digit (to be flagged)',
  cropped.lines,
);

const pageSheet = drawSheet({
  font: PRINT,
  size: 24,
  header: ['序号', '名称', '型号', '电压', '规格', '数量', '备注'],
  widths: [66, 200, 140, 130, 210, 150, 120],
  align: ['center', 'left', 'left', 'center', 'left', 'right', 'left'],
  wrap: [false, false, false, false, false, false, false],
  rows: pickCables(12).map((cable, i) => {
    const scopeWritten = voltageNeeded(cable) || dice.chance(0.6);
    const metres = metresFor(cable, dice);
    return {
      cells: [
        String(i + 1),
        nameOf(cable, dice),
        cable.model,
        scopeWritten ? writeScope(cable.scope, dice) : '',
        specAlone(cable),
        quantityWithUnit(metres),
        dice.pick(['', '', '', '国标', '']),
      ],
      truth: itemTruth(cable, metres, scopeWritten),
    };
  }),
  above: [
    { text: '电缆询价函', bold: true, centre: true },
    { text: '致：杭州东缆电线电缆有限公司      日期：2025年7月11日' },
  ],
  below: [{ text: '说明：请于三日内回复报价，联系人：周工 139 0571 2846' }, { text: '第 1 页 共 1 页' }],
  valign: 'middle',
  grid: '#000000',
});
const page = printedPage(pageSheet.canvas);
const held = perspective(
  page,
  [
    [250, 120],
    [1310, 170],
    [1440, 1930],
    [110, 1880],
  ],
  1500,
  2000,
  desk,
);
shadow(held, [1500, 0], [900, 700], 0.45);
thumb(held, 150, 1890, -0.6, 330);
write(
  'w8-photo-held-page.jpg',
  develop(held, { blur: 1.2, gain: 0.82, lift: 18, tint: [1.02, 0.98, 0.9], grain: 14, seed: 808 }).toBuffer(
    'image/jpeg',
    60,
  ),
  'phone photo of a printed A4 page (Nimbus Roman + Noto Serif CJK, 24px at 150 dpi) held at an angle: perspective (top narrower, turned ~2°), a thumb over the bottom-left corner, the phone shadow over the top-right, warm light, grain, JPEG q60; 型号 / 电压 / 规格 apart, quantities with units (km, 千米, 盘×米)',
  pageSheet.lines,
);

const screen = drawSheet({
  font: MONITOR,
  size: 18,
  header: ['序号', '名称', '规格型号', '单位', '数量', '交货期'],
  widths: [52, 150, 300, 60, 100, 110],
  align: ['center', 'left', 'left', 'center', 'right', 'left'],
  wrap: [false, false, false, false, false, false],
  rows: combinedRows(11, ['7天', '15天', '现货', '7月底']),
  above: [{ text: '询价明细', bold: true }],
  below: [],
  valign: 'bottom',
  grid: '#d9d9d9',
  chrome: true,
});
const monitor = perspective(
  screen.canvas,
  [
    [90, 80],
    [screen.canvas.width * 1.35 + 40, 96],
    [screen.canvas.width * 1.35 + 10, screen.canvas.height * 1.35 + 92],
    [70, screen.canvas.height * 1.35 + 110],
  ],
  Math.round(screen.canvas.width * 1.35 + 140),
  Math.round(screen.canvas.height * 1.35 + 200),
  () => [28, 30, 34],
);
const glare = monitor.getContext('2d');
const shine = glare.createRadialGradient(
  monitor.width * 0.7,
  monitor.height * 0.3,
  10,
  monitor.width * 0.7,
  monitor.height * 0.3,
  monitor.width * 0.45,
);
shine.addColorStop(0, 'rgba(255,255,255,0.22)');
shine.addColorStop(1, 'rgba(255,255,255,0)');
glare.fillStyle = shine;
glare.fillRect(0, 0, monitor.width, monitor.height);
write(
  'w9-photo-monitor.jpg',
  develop(
    monitor,
    { blur: 0.9, gain: 0.8, lift: 22, tint: [0.86, 0.95, 1.08], grain: 10, seed: 909 },
    (x, y) => 1 - 0.07 * (0.5 + 0.5 * Math.sin((x * 0.96 + y * 0.28) * 0.9)) * (0.5 + 0.5 * Math.sin(y * 0.23)),
  ).toBuffer('image/jpeg', 70),
  'phone photo of a monitor showing an Excel window (Nimbus Sans Narrow + WenQuanYi Micro Hei 18px, column letters and row numbers): slight keystone, moiré, glare, blue cast, JPEG q70',
  screen.lines,
);
