/**
 * `npx tsx corpus/images-holdout/generate.ts`: the picture holdout. Chinese inquiry tables drawn apart from
 * corpus/images (its own rows, wordings, fonts and layouts) with their answer keys, never used to tune recognition:
 * `npm run accuracy` scores them as their own table. Written before the OCR tuning of issue 14 began.
 *
 * Fonts other than the tuning set's Noto CJK: AR PL UMing (a SimSun-like serif), WenQuanYi Micro Hei, Droid Sans
 * Fallback. Layouts: a WeChat-like phone screenshot of a chat with a table, a ruled table with a merged title row,
 * separate 型号 / 规格 / 电压 columns and footer notes, a grid sheet with thousands commas; phone photos of such tables
 * (uneven light, upside down, small text, on its side); a two-page scan with the header repeated and page footers.
 * Rows are numbered as the lines of the picture in reading order, as the server numbers recognised lines.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Canvas, createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
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
  '/usr/share/fonts/truetype/arphic',
  '/usr/share/fonts/truetype/wqy',
  '/usr/share/fonts/truetype/droid',
])
  GlobalFonts.loadFontsFromDir(dir);
const UMING = 'AR PL UMing CN';
const WQY = 'WenQuanYi Micro Hei';
const DROID = 'Droid Sans Fallback';
/** Droid Sans Fallback has no Latin letters or digits: those come from Liberation Sans, as in a Word document. */
const DROID_STACK = '"Liberation Sans", "Droid Sans Fallback"';
for (const font of [UMING, WQY, DROID, 'Liberation Sans'])
  if (!GlobalFonts.has(font)) throw new Error(`font ${font} is not installed`);

const dice = new Dice(20_250_714);
const POOL: Cable[] = [...LV_POWER, ...FIRE, ...MEDIUM, ...WIRES, ...CONTROL, ...OVERHEAD];
const pickCables = (n: number) => Array.from({ length: n }, () => dice.pick(POOL));

interface Line {
  /** What the picture shows on this line (for the key's text). */
  text: string;
  truth: Expectation;
}

const noise = (text: string): Line => ({ text, truth: { expect: 'noise' } });

/** One cable as a model-and-spec cell (world's wordings), with its metres, unit and quantity as written. */
function combinedItem(cable: Cable) {
  const written = writeModelSpec(cable, dice);
  const metres = metresFor(cable, dice);
  const truth: Expectation = {
    expect: 'item',
    model: cable.model,
    spec: cable.spec,
    ...(written.scopeWritten ? { scope: cable.scope } : {}),
    metres,
  };
  return { written: written.text, metres, truth };
}

const keyRows = (lines: readonly Line[]): KeyRow[] =>
  lines.map((line, i) => ({ row: i + 1, text: line.text, truth: line.truth }));

function write(file: string, data: Buffer, kind: AnswerKey['kind'], layout: string, lines: readonly Line[]): void {
  writeFileSync(join(DIR, file), data);
  const key: AnswerKey = { file, kind, layout, rows: keyRows(lines) };
  writeFileSync(join(DIR, file.replace(/\.(png|jpg|pdf)$/, '.key.json')), `${JSON.stringify(key, null, 2)}\n`);
  console.log(`${file}: ${data.length} bytes, ${lines.length} lines`);
}

function white(width: number, height: number, fill = '#ffffff') {
  const canvas = createCanvas(Math.round(width), Math.round(height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = fill;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.textBaseline = 'middle';
  return { canvas, ctx };
}

// ---- a WeChat-like screenshot: a chat on a phone, the customer's table as an image message ----

function wechatScreenshot(count: number): { canvas: Canvas; lines: Line[] } {
  const cables = pickCables(count);
  const rows = cables.map((cable, i) => {
    const item = combinedItem(cable);
    return { cells: [String(i + 1), item.written, '米', String(item.metres)], truth: item.truth };
  });
  const header = ['序号', '规格型号', '单位', '数量'];
  const widths = [64, 330, 70, 110];
  const rowHeight = 40;
  const tableTop = 330;
  const height = tableTop + (rows.length + 1) * rowHeight + 220;
  const { canvas, ctx } = white(750, height, '#ededed');
  // Status bar and title bar.
  ctx.fillStyle = '#111111';
  ctx.font = `bold 26px "${WQY}"`;
  ctx.fillText('9:41', 40, 30);
  ctx.fillText('87%', 650, 30);
  ctx.font = `30px "${WQY}"`;
  const contact = '张工（华建机电）';
  ctx.fillText(contact, 375 - ctx.measureText(contact).width / 2, 100);
  ctx.fillStyle = '#d6d6d6';
  ctx.fillRect(0, 140, 750, 2);
  // A text message.
  const ask = '你好，下面这些电缆麻烦报个价';
  ctx.font = `28px "${WQY}"`;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(120, 180, ctx.measureText(ask).width + 40, 70);
  ctx.fillStyle = '#111111';
  ctx.fillText(ask, 140, 215);
  ctx.fillStyle = '#b0b0b0';
  ctx.fillRect(30, 180, 70, 70);
  // The table as a picture message.
  const left = 120;
  const tableWidth = widths.reduce((s, w) => s + w, 0);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(left - 10, tableTop - 20, tableWidth + 20, (rows.length + 1) * rowHeight + 40);
  ctx.strokeStyle = '#9a9a9a';
  ctx.lineWidth = 1;
  ctx.font = `22px "${WQY}"`;
  [header, ...rows.map((r) => r.cells)].forEach((cells, r) => {
    let x = left;
    const y = tableTop + r * rowHeight;
    if (r === 0) {
      ctx.fillStyle = '#dbe8f5';
      ctx.fillRect(left, y, tableWidth, rowHeight);
    }
    ctx.fillStyle = '#1a1a1a';
    cells.forEach((cell, c) => {
      ctx.strokeRect(x, y, widths[c]!, rowHeight);
      ctx.fillText(cell, x + 8, y + rowHeight / 2);
      x += widths[c]!;
    });
  });
  const after = '含税含运到工地，急用';
  const afterTop = tableTop + (rows.length + 1) * rowHeight + 60;
  ctx.font = `28px "${WQY}"`;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(120, afterTop, ctx.measureText(after).width + 40, 70);
  ctx.fillStyle = '#111111';
  ctx.fillText(after, 140, afterTop + 35);
  const lines: Line[] = [
    noise('9:41 87%'),
    noise(contact),
    noise(ask),
    noise(header.join(' | ')),
    ...rows.map((r) => ({ text: r.cells.join(' | '), truth: r.truth })),
    noise(after),
  ];
  return { canvas, lines };
}

// ---- a ruled table: a merged title row, separate 型号 / 规格 / 电压 columns, footer notes inside the border ----

function splitItem(cable: Cable) {
  const isWire = cable.model === 'BV' || cable.model === 'BVR';
  const spec = isWire
    ? writeWireArea(cable.spec, dice)
    : writeSpec(cable.spec, { times: dice.pick(['×', '*', 'x']), suffix: '' });
  const scopeWritten = !isWire || dice.chance(0.5);
  const scope = scopeWritten ? writeScope(cable.scope, dice) : '';
  const metres = metresFor(cable, dice);
  const km = metres >= 1000 && dice.chance(0.4);
  return {
    cells: [
      nameOf(cable, dice),
      cable.model,
      spec,
      scope,
      km ? 'km' : '米',
      km ? String(metres / 1000) : String(metres),
    ],
    truth: {
      expect: 'item',
      model: cable.model,
      spec: cable.spec,
      ...(scopeWritten ? { scope: cable.scope } : {}),
      metres,
    } satisfies Expectation,
  };
}

function ruledTable(count: number, font: string, scale: number): { canvas: Canvas; lines: Line[] } {
  const header = ['序号', '名称', '型号', '规格', '电压等级', '单位', '数量', '备注'];
  const widths = [48, 150, 96, 140, 100, 50, 70, 90].map((w) => w * scale);
  const rowHeight = 32 * scale;
  const rows = pickCables(count).map((cable, i) => {
    const item = splitItem(cable);
    return {
      cells: [String(i + 1), ...item.cells, dice.pick(['', '', '', '国标', '铜芯', '加急'])],
      truth: item.truth,
    };
  });
  const title = '某某商业综合体项目 电线电缆询价表';
  const notes = ['说明：1、以上电缆均为铜芯国标产品；', '2、报价请含税含运费，注明交货期。'];
  const width = widths.reduce((s, w) => s + w, 0);
  const margin = 30 * scale;
  const total = rows.length + 1 + 1 + notes.length;
  const { canvas, ctx } = white(width + 2 * margin, total * rowHeight + 2 * margin);
  ctx.strokeStyle = '#000000';
  ctx.fillStyle = '#000000';
  ctx.lineWidth = Math.max(1, scale);
  let y = margin;
  // The merged title row.
  ctx.strokeRect(margin, y, width, rowHeight * 1.2);
  ctx.font = `bold ${20 * scale}px "${font}"`;
  ctx.fillText(title, margin + width / 2 - ctx.measureText(title).width / 2, y + rowHeight * 0.6);
  y += rowHeight * 1.2;
  ctx.font = `${15 * scale}px "${font}"`;
  for (const cells of [header, ...rows.map((r) => r.cells)]) {
    let x = margin;
    cells.forEach((cell, c) => {
      ctx.strokeRect(x, y, widths[c]!, rowHeight);
      const w = ctx.measureText(cell).width;
      // Centred in its cell, as a typed Word table often is.
      ctx.fillText(cell, x + Math.max(4 * scale, (widths[c]! - w) / 2), y + rowHeight / 2);
      x += widths[c]!;
    });
    y += rowHeight;
  }
  for (const note of notes) {
    ctx.strokeRect(margin, y, width, rowHeight);
    ctx.fillText(note, margin + 8 * scale, y + rowHeight / 2);
    y += rowHeight;
  }
  const lines: Line[] = [
    noise(title),
    noise(header.join(' | ')),
    ...rows.map((r) => ({ text: r.cells.filter(Boolean).join(' | '), truth: r.truth })),
    ...notes.map(noise),
  ];
  return { canvas, lines };
}

// ---- a grid sheet: 物资名称 / 规格型号 / 数量(米), thousands commas, no unit column ----

/** `font` as a CSS font-family list. */
function gridSheet(count: number, font: string, scale: number): { canvas: Canvas; lines: Line[] } {
  const header = ['序号', '物资名称', '规格型号', '数量(米)', '交货地点'];
  const widths = [46, 150, 300, 90, 110].map((w) => w * scale);
  const rowHeight = 26 * scale;
  const rows = pickCables(count).map((cable, i) => {
    const item = combinedItem(cable);
    return {
      cells: [
        String(i + 1),
        nameOf(cable, dice),
        item.written,
        withThousands(item.metres),
        dice.pick(['1#楼', '2#楼', '地库']),
      ],
      truth: item.truth,
    };
  });
  const customer = '采购单位：浙江恒信建设集团有限公司    日期：2025年7月14日';
  const width = widths.reduce((s, w) => s + w, 0);
  const margin = 24 * scale;
  const { canvas, ctx } = white(width + 2 * margin, (rows.length + 3) * rowHeight + 2 * margin);
  ctx.fillStyle = '#000000';
  ctx.font = `${14 * scale}px ${font}`;
  ctx.fillText(customer, margin, margin + rowHeight / 2);
  let y = margin + rowHeight * 1.6;
  ctx.strokeStyle = '#c0c0c0';
  ctx.lineWidth = 1;
  [header, ...rows.map((r) => r.cells)].forEach((cells, r) => {
    let x = margin;
    if (r === 0) {
      ctx.fillStyle = '#f2f2f2';
      ctx.fillRect(margin, y, width, rowHeight);
    }
    ctx.fillStyle = '#000000';
    cells.forEach((cell, c) => {
      ctx.strokeRect(x, y, widths[c]!, rowHeight);
      // Numbers right-aligned as a spreadsheet shows them.
      const w = ctx.measureText(cell).width;
      const right = c === 3 && r > 0;
      ctx.fillText(cell, right ? x + widths[c]! - w - 5 * scale : x + 5 * scale, y + rowHeight / 2);
      x += widths[c]!;
    });
    y += rowHeight;
  });
  const lines: Line[] = [
    noise(customer),
    noise(header.join(' | ')),
    ...rows.map((r) => ({ text: r.cells.join(' | '), truth: r.truth })),
  ];
  return { canvas, lines };
}

// ---- photographing ----

interface Shot {
  /** Degrees, on top of the quarter turns. */
  degrees: number;
  quarter?: 0 | 1 | 2 | 3;
  /** Output size relative to the source. */
  zoom?: number;
  blur: number;
  /** Light falling off from one corner (0: even). */
  shade: number;
  noise: number;
  seed: number;
}

/** A phone photo of a printed table: turned, zoomed, blurred, lit unevenly from one side, sensor noise. */
function photograph(source: Canvas, shot: Shot): Canvas {
  const zoom = shot.zoom ?? 1;
  const side = (shot.quarter ?? 0) % 2 === 1;
  const w = (side ? source.height : source.width) * zoom * 1.1;
  const h = (side ? source.width : source.height) * zoom * 1.1;
  const { canvas, ctx } = white(w, h, '#d8d2c4');
  ctx.translate(canvas.width / 2, canvas.height / 2);
  ctx.rotate(((shot.degrees + 90 * (shot.quarter ?? 0)) * Math.PI) / 180);
  ctx.scale(zoom, zoom);
  ctx.filter = `blur(${shot.blur}px)`;
  ctx.drawImage(source, -source.width / 2, -source.height / 2);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = 'none';
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const random = new Dice(shot.seed);
  const d = pixels.data;
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const i = (y * canvas.width + x) * 4;
      const light = 1 - shot.shade * ((x / canvas.width + y / canvas.height) / 2);
      const grain = (random.next() - 0.5) * shot.noise;
      for (let c = 0; c < 3; c++) d[i + c] = Math.max(0, Math.min(255, (55 + d[i + c]! * 0.7) * light + grain));
    }
  }
  ctx.putImageData(pixels, 0, 0);
  return canvas;
}

// ---- a two-page scan: the header repeated on page 2, page footers ----

async function twoPageScan(file: string, perPage: [number, number]): Promise<void> {
  const header = ['序号', '物资名称', '规格型号', '单位', '数量', '备注'];
  const widths = [70, 230, 420, 80, 110, 150];
  const rowHeight = 48;
  const doc = await PDFDocument.create();
  const lines: Line[] = [];
  let serial = 0;
  for (const [p, count] of perPage.entries()) {
    const { canvas, ctx } = white(1240, 1754);
    ctx.fillStyle = '#111111';
    ctx.strokeStyle = '#111111';
    ctx.lineWidth = 2;
    let y = 130;
    if (p === 0) {
      const title = '材料询价清单';
      ctx.font = `bold 36px ${DROID_STACK}`;
      ctx.fillText(title, 620 - ctx.measureText(title).width / 2, y);
      lines.push(noise(title));
      y += 80;
    }
    ctx.font = `24px ${DROID_STACK}`;
    const rows = pickCables(count).map((cable) => {
      serial++;
      const item = combinedItem(cable);
      const unit = dice.pick(['米', '米', 'm']);
      return {
        cells: [String(serial), nameOf(cable, dice), item.written, unit, String(item.metres), ''],
        truth: item.truth,
      };
    });
    lines.push(noise(header.join(' | ')));
    for (const cells of [header, ...rows.map((r) => r.cells)]) {
      let x = 40;
      cells.forEach((cell, c) => {
        ctx.strokeRect(x, y, widths[c]!, rowHeight);
        ctx.fillText(cell, x + 10, y + rowHeight / 2);
        x += widths[c]!;
      });
      y += rowHeight;
    }
    for (const r of rows) lines.push({ text: r.cells.filter(Boolean).join(' | '), truth: r.truth });
    const footer = `第 ${p + 1} 页 共 ${perPage.length} 页`;
    ctx.font = `22px ${DROID_STACK}`;
    ctx.fillText(footer, 620 - ctx.measureText(footer).width / 2, 1680);
    lines.push(noise(footer));
    const scan = photograph(canvas, {
      degrees: p === 0 ? -0.5 : 1.1,
      blur: 0.7,
      shade: 0.12,
      noise: 18,
      seed: 700 + p,
    });
    const jpeg = await doc.embedJpg(scan.toBuffer('image/jpeg', 55));
    const page = doc.addPage([595.28, 841.89]);
    page.drawImage(jpeg, { x: 0, y: 0, width: 595.28, height: 841.89 });
  }
  doc.setCreationDate(new Date('2025-07-14T09:00:00Z'));
  doc.setModificationDate(new Date('2025-07-14T09:00:00Z'));
  write(
    file,
    Buffer.from(await doc.save()),
    'pdf',
    'scanned PDF, 2 A4 pages of images (150 dpi, Droid Sans Fallback, askew, shaded, JPEG q55), header repeated on page 2, page footers',
    lines,
  );
}

const wechat = wechatScreenshot(12);
write(
  'h1-wechat-screenshot.png',
  wechat.canvas.toBuffer('image/png'),
  'image',
  'WeChat-like phone screenshot (750 px wide, WenQuanYi Micro Hei): status bar, contact, a message, the table as a picture message, a message after it',
  wechat.lines,
);

const ruled = ruledTable(14, UMING, 1);
write(
  'h2-ruled-uming.png',
  ruled.canvas.toBuffer('image/png'),
  'image',
  'ruled table in AR PL UMing (SimSun-like): merged title row, 型号 / 规格 / 电压等级 in their own columns, centred cells, two footer notes inside the border',
  ruled.lines,
);

const grid = gridSheet(16, DROID_STACK, 1);
write(
  'h3-grid-droid.png',
  grid.canvas.toBuffer('image/png'),
  'image',
  'grid sheet in Droid Sans Fallback: a customer line, 物资名称 / 规格型号 / 数量(米) with thousands commas, no unit column',
  grid.lines,
);

const shaded = ruledTable(12, UMING, 1.3);
write(
  'h4-photo-upside-down.jpg',
  photograph(shaded.canvas, { degrees: 1.5, quarter: 2, blur: 0.9, shade: 0.35, noise: 22, seed: 41 }).toBuffer(
    'image/jpeg',
    50,
  ),
  'image',
  'phone photo of a ruled AR PL UMing table: upside down and turned 1.5°, light falling off to one corner, blur, noise, JPEG q50',
  shaded.lines,
);

const small = gridSheet(14, `"${WQY}"`, 1.1);
write(
  'h5-photo-small-text.jpg',
  photograph(small.canvas, { degrees: -3, zoom: 0.85, blur: 0.6, shade: 0.2, noise: 20, seed: 42 }).toBuffer(
    'image/jpeg',
    45,
  ),
  'image',
  'phone photo of a WenQuanYi grid sheet taken from further away (text about 13 px high), turned -3°, shade, noise, JPEG q45',
  small.lines,
);

const side = wechatScreenshot(10);
write(
  'h6-photo-on-its-side.jpg',
  photograph(side.canvas, { degrees: -1, quarter: 3, zoom: 0.9, blur: 1, shade: 0.25, noise: 16, seed: 43 }).toBuffer(
    'image/jpeg',
    55,
  ),
  'image',
  'a WeChat-like screenshot photographed off another phone, lying on its side (270°), turned -1°, blur, shade, JPEG q55',
  side.lines,
);

twoPageScan('h7-scanned-2-pages.pdf', [14, 9]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
