/**
 * `npx tsx corpus/images/generate.ts`: pictures of Chinese inquiry tables for image recognition, each with its answer
 * key in the corpus's format (world.ts): clean screenshots (a ruled sheet, an A4 form) and phone-style photos of the
 * same kind of tables (skewed, blurred, low contrast, noisy, JPEG q40, one lying on its side). Drawn with
 * @napi-rs/canvas in Noto Sans / Serif CJK (Debian's fonts-noto-cjk). Rows are numbered as the lines of the picture
 * in reading order (title, customer line, header, items, footer), as the server numbers recognised lines.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coilMetres } from '@cable/contracts/inquiry';
import { type Canvas, createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
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
  WIRES,
} from '../inquiries/world';

const DIR = dirname(fileURLToPath(import.meta.url));
if (!GlobalFonts.has('Noto Sans CJK SC')) GlobalFonts.loadFontsFromDir('/usr/share/fonts/opentype/noto');

interface Item {
  cells: string[];
  truth: Expectation;
}

const NAMES: Record<string, string> = {
  YJV: '电力电缆',
  VV: '电力电缆',
  YJLV: '铝芯电力电缆',
  VLV: '铝芯电力电缆',
  'ZR-YJV': '阻燃电力电缆',
  'ZC-YJV': '阻燃电力电缆',
  'NH-YJV': '耐火电缆',
  'WDZ-YJY': '低烟无卤电缆',
  YJV22: '铠装电力电缆',
  BV: '布电线',
  BVR: '软电线',
  RVV: '护套软电缆',
  KVV: '控制电缆',
};

/** One item row: 序号, 名称, 型号规格 (model-voltage spec), 单位, 数量, 备注, and what a careful reader takes from it. */
function itemRow(serial: number, cable: Cable, dice: Dice): Item {
  const spec = cable.model === 'BV' || cable.model === 'BVR' ? cable.spec.replace(/^1\*/, '') : cable.spec;
  const written = `${cable.model}-${cable.scope} ${spec.replaceAll('*', '×')}`;
  const unit = dice.pick(['米', '米', '米', 'm', 'km', '盘']);
  const remark = dice.pick(['', '', '国标', '含税含运', '现货优先']);
  const name = NAMES[cable.model] ?? '电缆';
  if (unit === 'km') {
    const km = dice.pick([0.5, 1, 1.2, 2, 2.5]);
    return {
      cells: [String(serial), name, written, unit, String(km), remark],
      truth: {
        expect: 'item',
        model: cable.model,
        spec: cable.spec,
        scope: cable.scope,
        metres: Math.round(km * 1000),
      },
    };
  }
  if (unit === '盘') {
    const drums = dice.pick([1, 2, 3]);
    const cells = [String(serial), name, written, unit, String(drums), remark];
    // Building wire comes in 100 m coils (the parser's coilMetres); other cables' drums need their length.
    const coil = coilMetres(cable.model);
    return coil
      ? {
          cells,
          truth: { expect: 'item', model: cable.model, spec: cable.spec, scope: cable.scope, metres: drums * coil },
        }
      : { cells, truth: { expect: 'review', why: 'drums without a length per drum' } };
  }
  const metres = dice.pick([50, 100, 200, 300, 500, 800, 1000, 1200, 1500, 2000]);
  return {
    cells: [String(serial), name, written, unit, String(metres), remark],
    truth: { expect: 'item', model: cable.model, spec: cable.spec, scope: cable.scope, metres },
  };
}

function items(count: number, dice: Dice): Item[] {
  const pool = [...LV_POWER, ...FIRE, ...MEDIUM, ...WIRES, ...CONTROL];
  return Array.from({ length: count }, (_, i) => itemRow(i + 1, dice.pick(pool), dice));
}

const HEADER = ['序号', '名称', '型号规格', '单位', '数量', '备注'];

interface Drawn {
  canvas: Canvas;
  rows: KeyRow[];
}

/** A ruled table under a title and a customer line, as a sheet's screenshot shows it. */
function drawSheet(list: Item[], font: string, title: string, customer: string, scale = 1): Drawn {
  const widths = [50, 120, 270, 50, 70, 100].map((w) => w * scale);
  const rowHeight = 30 * scale;
  const top = 90 * scale;
  const width = widths.reduce((s, w) => s + w, 0) + 40 * scale;
  const canvas = createCanvas(Math.round(width), Math.round(top + (list.length + 1) * rowHeight + 70 * scale));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#111111';
  ctx.strokeStyle = '#333333';
  ctx.lineWidth = Math.max(1, scale);
  ctx.textBaseline = 'middle';
  ctx.font = `bold ${22 * scale}px "${font}"`;
  ctx.fillText(title, width / 2 - ctx.measureText(title).width / 2, 28 * scale);
  ctx.font = `${15 * scale}px "${font}"`;
  ctx.fillText(customer, 20 * scale, 64 * scale);
  const lines = [HEADER, ...list.map((i) => i.cells)];
  lines.forEach((cells, r) => {
    let x = 20 * scale;
    const y = top + r * rowHeight;
    cells.forEach((cell, c) => {
      ctx.strokeRect(x, y, widths[c]!, rowHeight);
      ctx.fillText(cell, x + 6 * scale, y + rowHeight / 2);
      x += widths[c]!;
    });
  });
  const footer = '请于三日内报价，谢谢！';
  ctx.fillText(footer, 20 * scale, top + lines.length * rowHeight + 35 * scale);
  const rows: KeyRow[] = [
    { row: 1, text: title, truth: { expect: 'noise' } },
    { row: 2, text: customer, truth: { expect: 'noise' } },
    { row: 3, text: HEADER.join(' | '), truth: { expect: 'noise' } },
    ...list.map((item, i) => ({ row: 4 + i, text: item.cells.filter(Boolean).join(' | '), truth: item.truth })),
    { row: 4 + list.length, text: footer, truth: { expect: 'noise' } },
  ];
  return { canvas, rows };
}

/** A phone photo of a printed sheet: paper tone, turned a little, blurred, flat contrast, sensor noise. */
function photographed(source: Canvas, degrees: number, seed: number, onItsSide = false): Canvas {
  const turn = (degrees * Math.PI) / 180;
  const w = onItsSide ? source.height : source.width;
  const h = onItsSide ? source.width : source.height;
  const out = createCanvas(Math.round(w * 1.08), Math.round(h * 1.08));
  const ctx: SKRSContext2D = out.getContext('2d');
  ctx.fillStyle = '#e9e4d8';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.translate(out.width / 2, out.height / 2);
  ctx.rotate(turn + (onItsSide ? Math.PI / 2 : 0));
  ctx.filter = 'blur(0.8px)';
  ctx.drawImage(source, -source.width / 2, -source.height / 2);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = 'none';
  const pixels = ctx.getImageData(0, 0, out.width, out.height);
  const dice = new Dice(seed);
  const d = pixels.data;
  for (let i = 0; i < d.length; i += 4) {
    const noise = (dice.next() - 0.5) * 24;
    for (let c = 0; c < 3; c++) d[i + c] = Math.max(0, Math.min(255, 70 + d[i + c]! * 0.62 + noise));
  }
  ctx.putImageData(pixels, 0, 0);
  return out;
}

const CUSTOMERS = [
  '江苏华东建设工程有限公司',
  '杭州新源机电设备有限公司',
  '山东德力工程有限公司',
  '深圳市鹏程电气安装公司',
];

function write(file: string, data: Buffer, layout: string, rows: KeyRow[]): void {
  writeFileSync(join(DIR, file), data);
  const key: AnswerKey = { file, kind: 'image', layout, rows };
  writeFileSync(join(DIR, file.replace(/\.(png|jpg)$/, '.key.json')), `${JSON.stringify(key, null, 2)}\n`);
}

const dice = new Dice(1414);
const plan: Array<{ file: string; count: number; font: string; photo?: { degrees: number; side?: boolean } }> = [
  { file: 'a-screenshot-sans.png', count: 15, font: 'Noto Sans CJK SC' },
  { file: 'b-screenshot-serif.png', count: 22, font: 'Noto Serif CJK SC' },
  { file: 'c-screenshot-a4.png', count: 30, font: 'Noto Serif CJK SC' },
  { file: 'd-photo-skewed.jpg', count: 18, font: 'Noto Sans CJK SC', photo: { degrees: -2.5 } },
  { file: 'e-photo-serif.jpg', count: 20, font: 'Noto Serif CJK SC', photo: { degrees: 1.8 } },
  { file: 'f-photo-on-its-side.jpg', count: 16, font: 'Noto Sans CJK SC', photo: { degrees: 1.2, side: true } },
];
for (const [n, entry] of plan.entries()) {
  const list = items(entry.count, dice);
  const customer = `客户：${dice.pick(CUSTOMERS)}　联系人：${dice.pick(['王经理', '李工', '陈女士'])}`;
  const scale = entry.file.includes('a4') ? 1.5 : entry.photo ? 1.25 : 1;
  const { canvas, rows } = drawSheet(list, entry.font, '电缆询价单', customer, scale);
  const picture = entry.photo ? photographed(canvas, entry.photo.degrees, 90 + n, entry.photo.side) : canvas;
  const data = entry.photo ? picture.toBuffer('image/jpeg', 40) : picture.toBuffer('image/png');
  const layout = entry.photo
    ? `phone photo of a printed ${entry.font} sheet: ${entry.photo.side ? 'lying on its side, ' : ''}turned ${entry.photo.degrees}°, blur, low contrast, noise, JPEG q40`
    : `screenshot of a ruled sheet in ${entry.font}${scale > 1 ? ' at A4 scale (150 dpi)' : ''}`;
  write(entry.file, data, layout, rows);
  console.log(`${entry.file}: ${data.length} bytes, ${rows.length} rows`);
}

/**
 * A scanned inquiry of three A4 pages (150 dpi, a little askew, grey paper, JPEG q60 inside a PDF without a text
 * layer): the header on the first page only, the rows going on over the next pages, a footer on the last.
 */
async function scannedPdf(file: string, perPage: number[]): Promise<void> {
  const list = items(
    perPage.reduce((s, n) => s + n, 0),
    dice,
  );
  const widths = [70, 180, 380, 70, 100, 150];
  const rowHeight = 44;
  const doc = await PDFDocument.create();
  const rows: KeyRow[] = [];
  const title = '电缆采购询价单';
  const customer = `客户：${dice.pick(CUSTOMERS)}　联系人：李工`;
  const footer = '以上为本次询价全部内容，请于三日内报价。';
  let taken = 0;
  for (const [p, count] of perPage.entries()) {
    const canvas = createCanvas(1240, 1754);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#111111';
    ctx.strokeStyle = '#222222';
    ctx.lineWidth = 2;
    ctx.textBaseline = 'middle';
    let y = 120;
    if (p === 0) {
      ctx.font = 'bold 34px "Noto Serif CJK SC"';
      ctx.fillText(title, 620 - ctx.measureText(title).width / 2, y);
      ctx.font = '22px "Noto Serif CJK SC"';
      ctx.fillText(customer, 90, y + 60);
      rows.push({ row: rows.length + 1, text: title, truth: { expect: 'noise' } });
      rows.push({ row: rows.length + 1, text: customer, truth: { expect: 'noise' } });
      y += 110;
    }
    ctx.font = '22px "Noto Serif CJK SC"';
    const lines = [...(p === 0 ? [HEADER] : []), ...list.slice(taken, taken + count).map((i) => i.cells)];
    if (p === 0) rows.push({ row: rows.length + 1, text: HEADER.join(' | '), truth: { expect: 'noise' } });
    for (const item of list.slice(taken, taken + count))
      rows.push({ row: rows.length + 1, text: item.cells.filter(Boolean).join(' | '), truth: item.truth });
    taken += count;
    for (const cells of lines) {
      let x = 90;
      cells.forEach((cell, c) => {
        ctx.strokeRect(x, y, widths[c]!, rowHeight);
        ctx.fillText(cell, x + 10, y + rowHeight / 2);
        x += widths[c]!;
      });
      y += rowHeight;
    }
    if (p === perPage.length - 1) {
      ctx.fillText(footer, 90, y + 60);
      rows.push({ row: rows.length + 1, text: footer, truth: { expect: 'noise' } });
    }
    const scan = photographed(canvas, p === 1 ? -0.8 : 0.6, 300 + p);
    const jpeg = await doc.embedJpg(scan.toBuffer('image/jpeg', 60));
    const page = doc.addPage([595.28, 841.89]);
    page.drawImage(jpeg, { x: 0, y: 0, width: 595.28, height: 841.89 });
  }
  // Fixed dates: the file is the same on every run.
  doc.setCreationDate(new Date('2025-06-18T09:00:00Z'));
  doc.setModificationDate(new Date('2025-06-18T09:00:00Z'));
  const data = Buffer.from(await doc.save());
  writeFileSync(join(DIR, file), data);
  const key: AnswerKey = {
    file,
    kind: 'pdf',
    layout: 'scanned PDF, 3 A4 pages of images (150 dpi, askew, JPEG q60), header on page 1 only, no text layer',
    rows,
  };
  writeFileSync(join(DIR, file.replace(/\.pdf$/, '.key.json')), `${JSON.stringify(key, null, 2)}\n`);
  console.log(`${file}: ${data.length} bytes, ${rows.length} rows`);
}

scannedPdf('g-scanned-3-pages.pdf', [20, 24, 10]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
