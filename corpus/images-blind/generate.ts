/**
 * `npx tsx corpus/images-blind/generate.ts`: the blind picture holdout of the second OCR round (issue 14). Written
 * before that round's tuning began and never looked at row by row while tuning: `npm run accuracy` prints its
 * figures, and only the totals are read.
 *
 * Apart from corpus/images (tuning) and corpus/images-holdout (the first holdout, whose failures were read): its own
 * seed and rows, fonts neither uses — AR PL UKai (a KaiTi-like brush script), WenQuanYi Zen Hei and Noto Sans Mono CJK
 * SC — its own layouts (quantity before unit, model and spec in separate columns with 规格(mm²), a 长度(m) column, a
 * price column left empty), and photos taken differently: sheared as a page held at an angle, vignetted, dimmed,
 * turned by other angles, at JPEG qualities from 30 to 85.
 * Rows are numbered as the lines of the picture in reading order, as the server numbers recognised lines.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Canvas, createCanvas, GlobalFonts } from '@napi-rs/canvas';
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
  WIRES,
  writeModelSpec,
  writeSpec,
  writeWireArea,
} from '../inquiries/world';

const DIR = dirname(fileURLToPath(import.meta.url));
for (const dir of [
  '/usr/share/fonts/truetype/arphic',
  '/usr/share/fonts/truetype/wqy',
  '/usr/share/fonts/truetype/dejavu',
])
  GlobalFonts.loadFontsFromDir(dir);
GlobalFonts.loadFontsFromDir('/usr/share/fonts/truetype/dejavu');
const KAI = 'AR PL UKai CN';
const ZENHEI = 'WenQuanYi Zen Hei';
/** An ERP printout: Latin letters and digits in DejaVu Sans Mono, Chinese in Zen Hei. */
const MONO = 'DejaVu Sans Mono';
for (const font of [KAI, ZENHEI, MONO]) if (!GlobalFonts.has(font)) throw new Error(`font ${font} is not installed`);

const dice = new Dice(90_417_263);
const POOL: Cable[] = [...LV_POWER, ...FIRE, ...MEDIUM, ...WIRES, ...CONTROL];
const pickCables = (n: number) => Array.from({ length: n }, () => dice.pick(POOL));

interface Line {
  text: string;
  truth: Expectation;
}

const noise = (text: string): Line => ({ text, truth: { expect: 'noise' } });

function write(file: string, data: Buffer, layout: string, lines: readonly Line[]): void {
  writeFileSync(join(DIR, file), data);
  const rows: KeyRow[] = lines.map((line, i) => ({ row: i + 1, text: line.text, truth: line.truth }));
  const key: AnswerKey = { file, kind: 'image', layout, rows };
  writeFileSync(join(DIR, file.replace(/\.(png|jpg)$/, '.key.json')), `${JSON.stringify(key, null, 2)}\n`);
  console.log(`${file}: ${data.length} bytes, ${lines.length} lines`);
}

function paper(width: number, height: number) {
  const canvas = createCanvas(Math.round(width), Math.round(height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.textBaseline = 'middle';
  return { canvas, ctx };
}

interface Table {
  title: string;
  header: string[];
  widths: number[];
  rows: { cells: string[]; truth: Expectation }[];
  footer?: string;
}

/** A purchase form: 序号 / 品名 / 型号规格 / 数量 / 单位 / 单价 (empty): the quantity before its unit. */
function purchaseForm(count: number): Table {
  return {
    title: '电缆采购询价单',
    header: ['序号', '品名', '型号规格', '数量', '单位', '单价'],
    widths: [56, 170, 330, 90, 60, 90],
    rows: pickCables(count).map((cable, i) => {
      const written = writeModelSpec(cable, dice);
      const metres = metresFor(cable, dice);
      const km = metres >= 1000 && dice.chance(0.3);
      return {
        cells: [
          String(i + 1),
          nameOf(cable, dice),
          written.text,
          km ? String(metres / 1000) : String(metres),
          km ? '千米' : dice.pick(['米', 'm', '米']),
          '',
        ],
        truth: {
          expect: 'item',
          model: cable.model,
          spec: cable.spec,
          ...(written.scopeWritten ? { scope: cable.scope } : {}),
          metres,
        },
      };
    }),
    footer: '联系人：刘经理  电话：0571-8888 6123',
  };
}

/** A cable schedule: 编号 / 电缆型号 / 规格(mm²) / 长度(m) / 起点: model and spec apart, no voltage, no unit column. */
function cableSchedule(count: number): Table {
  return {
    title: '配电工程电缆清册',
    header: ['编号', '电缆型号', '规格(mm²)', '长度(m)', '起点'],
    widths: [70, 140, 170, 100, 130],
    rows: pickCables(count).map((cable, i) => {
      const wire = cable.model === 'BV' || cable.model === 'BVR';
      const spec = wire
        ? writeWireArea(cable.spec, dice).replace(/mm²|mm2|平方/, '')
        : writeSpec(cable.spec, { times: dice.pick(['×', '*', 'x']), suffix: '' });
      const metres = metresFor(cable, dice);
      return {
        cells: [
          `C${String(i + 1).padStart(2, '0')}`,
          cable.model,
          spec,
          String(metres),
          dice.pick(['1AP', '2AL', 'ATS柜', '配电房']),
        ],
        truth: { expect: 'item', model: cable.model, spec: cable.spec, metres } satisfies Expectation,
      };
    }),
  };
}

/** The table drawn in `font` at `size` px: title, ruled grid (or only horizontal rules), footer. */
function drawTable(table: Table, font: string, size: number, ruled: boolean): { canvas: Canvas; lines: Line[] } {
  const scale = size / 18;
  const widths = table.widths.map((w) => w * scale);
  const rowHeight = 36 * scale;
  const margin = 40 * scale;
  const width = widths.reduce((s, w) => s + w, 0);
  const height = (table.rows.length + 3 + (table.footer ? 1 : 0)) * rowHeight + 2 * margin;
  const { canvas, ctx } = paper(width + 2 * margin, height);
  ctx.fillStyle = '#202020';
  ctx.strokeStyle = '#404040';
  ctx.lineWidth = Math.max(1, scale);
  ctx.font = `bold ${size * 1.3}px "${font}"`;
  ctx.fillText(table.title, margin, margin + rowHeight / 2);
  let y = margin + rowHeight * 1.5;
  ctx.font = `${size}px "${font}"`;
  for (const cells of [table.header, ...table.rows.map((r) => r.cells)]) {
    let x = margin;
    cells.forEach((cell, c) => {
      if (ruled) ctx.strokeRect(x, y, widths[c]!, rowHeight);
      ctx.fillText(cell, x + 6 * scale, y + rowHeight / 2);
      x += widths[c]!;
    });
    if (!ruled) {
      ctx.beginPath();
      ctx.moveTo(margin, y + rowHeight);
      ctx.lineTo(margin + width, y + rowHeight);
      ctx.stroke();
    }
    y += rowHeight;
  }
  if (table.footer) {
    ctx.fillText(table.footer, margin, y + rowHeight);
  }
  const lines: Line[] = [
    noise(table.title),
    noise(table.header.join(' | ')),
    ...table.rows.map((r) => ({ text: r.cells.filter(Boolean).join(' | '), truth: r.truth })),
    ...(table.footer ? [noise(table.footer)] : []),
  ];
  return { canvas, lines };
}

interface Camera {
  /** Turn, degrees clockwise, quarter turns included. */
  degrees: number;
  /** Horizontal shear (a page held tilted away), tan of the angle. */
  shear: number;
  zoom: number;
  blur: number;
  /** Contrast kept (1: all) and brightness added after it. */
  contrast: number;
  brightness: number;
  /** Darkening towards the corners (0: none). */
  vignette: number;
  noise: number;
  seed: number;
}

/** A phone photo of the printed table: sheared, turned, blurred, dimmed, vignetted, grainy. */
function shoot(source: Canvas, camera: Camera): Canvas {
  const turn = (camera.degrees * Math.PI) / 180;
  const w0 = source.width * camera.zoom;
  const h0 = source.height * camera.zoom;
  const w = Math.abs(w0 * Math.cos(turn)) + Math.abs(h0 * Math.sin(turn)) + Math.abs(camera.shear) * h0 + 60;
  const h = Math.abs(w0 * Math.sin(turn)) + Math.abs(h0 * Math.cos(turn)) + 60;
  const canvas = createCanvas(Math.round(w), Math.round(h));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#7d7466';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.translate(canvas.width / 2, canvas.height / 2);
  ctx.rotate(turn);
  ctx.transform(1, 0, camera.shear, 1, 0, 0);
  ctx.scale(camera.zoom, camera.zoom);
  ctx.filter = `blur(${camera.blur}px)`;
  ctx.drawImage(source, -source.width / 2, -source.height / 2);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = 'none';
  const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const grain = new Dice(camera.seed);
  const d = image.data;
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const i = (y * canvas.width + x) * 4;
      const rx = x / canvas.width - 0.5;
      const ry = y / canvas.height - 0.5;
      const light = 1 - camera.vignette * (rx * rx + ry * ry) * 2;
      const n = (grain.next() + grain.next() - 1) * camera.noise;
      for (let c = 0; c < 3; c++) {
        const tint = c === 2 ? 0.94 : 1;
        d[i + c] = Math.max(0, Math.min(255, (d[i + c]! * camera.contrast + camera.brightness) * light * tint + n));
      }
    }
  }
  ctx.putImageData(image, 0, 0);
  return canvas;
}

const calm: Omit<Camera, 'seed'> = {
  degrees: 0,
  shear: 0,
  zoom: 1,
  blur: 0.8,
  contrast: 0.75,
  brightness: 40,
  vignette: 0.3,
  noise: 12,
};

const kaiForm = drawTable(purchaseForm(12), KAI, 20, true);
write(
  'b1-form-kai.png',
  kaiForm.canvas.toBuffer('image/png'),
  'purchase form in AR PL UKai (KaiTi-like), ruled, quantity before unit, an empty 单价 column, footer',
  kaiForm.lines,
);

const zenSchedule = drawTable(cableSchedule(14), ZENHEI, 17, false);
write(
  'b2-schedule-zenhei.png',
  zenSchedule.canvas.toBuffer('image/png'),
  'cable schedule in WenQuanYi Zen Hei, horizontal rules only, 电缆型号 / 规格(mm²) / 长度(m) apart',
  zenSchedule.lines,
);

const tilted = drawTable(purchaseForm(11), ZENHEI, 19, true);
write(
  'b3-photo-tilted-q30.jpg',
  shoot(tilted.canvas, { ...calm, degrees: 3.5, blur: 1.1, noise: 16, seed: 301 }).toBuffer('image/jpeg', 30),
  'photo of a Zen Hei purchase form turned 3.5°, blur 1.1, vignette, noise, JPEG q30',
  tilted.lines,
);

const kaiDim = drawTable(cableSchedule(12), KAI, 21, true);
write(
  'b4-photo-kai-dim.jpg',
  shoot(kaiDim.canvas, { ...calm, degrees: -1.5, shear: 0.05, contrast: 0.5, brightness: 60, seed: 302 }).toBuffer(
    'image/jpeg',
    70,
  ),
  'photo of a KaiTi cable schedule, dim and low contrast (× 0.5), sheared 0.05, turned -1.5°, JPEG q70',
  kaiDim.lines,
);

const monoSide = drawTable(purchaseForm(10), `${MONO}", "${ZENHEI}`, 18, true);
write(
  'b5-photo-mono-90.jpg',
  shoot(monoSide.canvas, { ...calm, degrees: 92, zoom: 1.2, seed: 303 }).toBuffer('image/jpeg', 60),
  'photo of a DejaVu Sans Mono + Zen Hei purchase form lying on its side (90° + 2°), enlarged 1.2, JPEG q60',
  monoSide.lines,
);

const sheared = drawTable(cableSchedule(13), ZENHEI, 18, false);
write(
  'b6-photo-sheared-q85.jpg',
  shoot(sheared.canvas, { ...calm, degrees: 1, shear: -0.08, blur: 0.6, vignette: 0.5, noise: 22, seed: 304 }).toBuffer(
    'image/jpeg',
    85,
  ),
  'photo of a Zen Hei schedule held at an angle (shear -0.08), strong vignette, noise 22, JPEG q85',
  sheared.lines,
);

const kaiOver = drawTable(purchaseForm(10), KAI, 22, true);
write(
  'b7-photo-kai-upside-down.jpg',
  shoot(kaiOver.canvas, { ...calm, degrees: 182, blur: 1, seed: 305 }).toBuffer('image/jpeg', 45),
  'photo of a KaiTi purchase form upside down (182°), blur 1, JPEG q45',
  kaiOver.lines,
);
