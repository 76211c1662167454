/**
 * Writes the binary fixtures under fixtures/files/ (small SVG/PNG images, PDFs with a real text
 * layer, a sample .xlsx/.csv quotation sheet) and fixtures/files/manifest.json with their sizes.
 * Run: npx tsx scripts/make-fixture-files.ts (from apps/mock-server). Outputs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'files');
const sizes: Record<string, number> = {};

function write(path: string, data: string | Uint8Array) {
  const full = join(ROOT, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, data);
  sizes[relative(ROOT, full).split('\\').join('/')] = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svgCard(width: number, height: number, colour: string, title: string, sub = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#001a4d"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<g stroke="#ffffff" stroke-opacity="0.18" fill="none">${[0, 1, 2, 3]
    .map((i) => `<circle cx="${width * 0.8}" cy="${height * 0.5}" r="${40 + i * 36}"/>`)
    .join('')}</g>
<text x="${width * 0.06}" y="${height * 0.46}" font-family="sans-serif" font-size="${Math.round(height / 9)}" fill="#fff">${escapeXml(title)}</text>
<text x="${width * 0.06}" y="${height * 0.62}" font-family="sans-serif" font-size="${Math.round(height / 18)}" fill="#dbe6ff">${escapeXml(sub)}</text>
</svg>
`;
}

/**
 * The operator's small logo, drawn 32 px high in the header: a mark without text (a cable's cross-section: sheath,
 * three cores), since letters at that size cannot be read.
 */
function svgLogo(colour: string): string {
  const cores = [
    [32, 24],
    [25, 37],
    [39, 37],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6.5" fill="#fff"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="${colour}"/>
<circle cx="32" cy="32" r="21" fill="none" stroke="#fff" stroke-width="4.5"/>
${cores}
</svg>
`;
}

function svgPage(title: string, page: number, pages: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="594" viewBox="0 0 420 594">
<rect width="420" height="594" fill="#fffdf6" stroke="#b08d3c" stroke-width="8"/>
<rect x="22" y="22" width="376" height="550" fill="none" stroke="#b08d3c" stroke-width="2"/>
<text x="210" y="110" text-anchor="middle" font-family="serif" font-size="28" fill="#8a1c1c">${escapeXml(title)}</text>
<text x="60" y="190" font-family="serif" font-size="14" fill="#333">单位名称：江苏华东线缆集团有限公司</text>
<text x="60" y="220" font-family="serif" font-size="14" fill="#333">统一社会信用代码：91320282MA1N7Q2X4H</text>
<text x="60" y="250" font-family="serif" font-size="14" fill="#333">住所：江苏省宜兴市官林镇工业集中区华东路8号</text>
<circle cx="300" cy="470" r="52" fill="none" stroke="#d40000" stroke-width="4"/>
<text x="300" y="476" text-anchor="middle" font-family="serif" font-size="14" fill="#d40000">发证机关</text>
<text x="210" y="560" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#666">第 ${page} 页 / 共 ${pages} 页</text>
</svg>
`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Uint8Array): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** RGBA PNG drawn by a per-pixel function. */
function png(size: number, pixel: (x: number, y: number) => [number, number, number, number]): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x, y);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = a;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

function sealPng(size: number): Buffer {
  const c = size / 2;
  return png(size, (x, y) => {
    const r = Math.hypot(x - c + 0.5, y - c + 0.5);
    const ring = r > c - 6 && r < c - 2;
    const angle = Math.atan2(y - c, x - c);
    const star = r < c * 0.28 * (0.6 + 0.4 * Math.cos(5 * angle));
    return ring || star ? [212, 0, 0, 230] : [0, 0, 0, 0];
  });
}

function logoPng(size: number, hue: [number, number, number]): Buffer {
  return png(size, (x, y) => {
    const inside = Math.abs(x - size / 2) + Math.abs(y - size / 2) < size * 0.45;
    const stripe = Math.floor((x + y) / 6) % 2 === 0;
    return inside ? (stripe ? [...hue, 255] : [255, 255, 255, 255]) : [0, 0, 0, 0];
  });
}

async function pdf(title: string, lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('cable-quote mock fixtures');
  doc.setCreationDate(new Date('2026-11-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-11-01T00:00:00Z'));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 780, size: 16, font: bold, color: rgb(0, 0.35, 1) });
  lines.forEach((text, i) => {
    page.drawText(text, { x: 50, y: 740 - i * 18, size: 11, font });
  });
  return doc.save({ useObjectStreams: false });
}

const SAMPLE_ROWS: Array<[string, string, number, string]> = [
  ['YJV-0.6/1kV', '3*240+1*120', 200, 'm'],
  ['YJV-0.6/1kV', '4*25+1*16', 350, 'm'],
  ['YJV22-0.6/1kV', '3*95+2*50', 120, 'm'],
  ['ZR-YJV-0.6/1kV', '3*70+1*35', 80, 'm'],
  ['NH-YJV-0.6/1kV', '4*16', 60, 'm'],
  ['BV-450/750V', '1*2.5', 1000, 'm'],
  ['RVV-300/500V', '2*1.5', 500, 'm'],
  ['KVV-450/750V', '7*1.5', 150, 'm'],
  ['JKLYJ-10kV', '1*240', 2000, 'm'],
  ['XYZ-0.6/1kV', '3*50', 10, 'm'],
];

async function main() {
  const colours = [
    '#0059FF',
    '#0a7cff',
    '#2f54eb',
    '#13a8a8',
    '#1d39c4',
    '#cf1322',
    '#389e0d',
    '#d46b08',
    '#531dab',
    '#08979c',
  ];
  const bannerTitles = [
    '铜价实时联动 报价一步到位',
    '十组报价清单 随心管理',
    '批量识别 Excel/PDF/图片/文本',
    '智能核价 审批留痕',
    '中压电缆 8.7/15kV 全系列',
    '阻燃耐火电缆 ZR/ZC/NH',
    '低烟无卤 WDZ-YJY 新品上市',
    '架空绝缘电缆 JKLYJ',
    '检测报告 在线查阅',
    '公司资质 一目了然',
  ];
  for (const [i, t] of bannerTitles.entries())
    write(`images/banner-${i + 1}.svg`, svgCard(1200, 400, colours[i]!, t, '江苏华东线缆集团'));
  for (let i = 1; i <= 5; i++) write(`images/article-${i}.svg`, svgCard(480, 270, colours[i]!, `资讯 ${i}`));
  const products = ['YJV', 'YJV22', 'ZR-YJV', 'NH-YJV', 'WDZ-YJY', 'BV', 'RVV', 'KVV', 'JKLYJ'];
  for (const [i, p] of products.entries())
    write(`images/product-${i + 1}.svg`, svgCard(400, 400, colours[i]!, p, '产品图'));
  const credentials: Array<[string, string, number]> = [
    ['license', '营业执照', 1],
    ['license-copy', '营业执照(副本)', 2],
    ['production', '全国工业产品生产许可证', 3],
    ['ccc', '中国国家强制性产品认证证书', 4],
    ['iso9001', '质量管理体系认证证书', 2],
    ['iso14001', '环境管理体系认证证书', 2],
  ];
  for (const [name, title, count] of credentials)
    for (let p = 1; p <= count; p++) write(`images/${name}-${p}.svg`, svgPage(title, p, count));
  write('images/logo-small.svg', svgLogo('#0059FF'));
  write('images/corp-logo-1.png', logoPng(64, [0, 89, 255]));
  write('images/corp-logo-2.png', logoPng(64, [19, 168, 168]));
  write('images/seal-1.png', sealPng(96));
  write('images/seal-2.png', sealPng(96));

  const report = (model: string, items: string[]) => [
    `Product: ${model}`,
    'Manufacturer: Jiangsu Huadong Cable Group Co., Ltd.',
    'Standard: GB/T 12706.1-2020',
    '',
    ...items.map((it) => `${it}  ... Pass`),
    '',
    'Conclusion: the sample meets the requirements of the standard.',
  ];
  write(
    'docs/report-yjv.pdf',
    await pdf(
      'Type Test Report YJV-0.6/1kV 3*240+1*120',
      report('YJV-0.6/1kV 3*240+1*120', [
        'Conductor DC resistance',
        'Insulation thickness',
        'Sheath thickness',
        'Voltage test 3.5kV 5min',
      ]),
    ),
  );
  write(
    'docs/report-yjv22-mv.pdf',
    await pdf(
      'Type Test Report YJV22-8.7/15kV 3*300',
      report('YJV22-8.7/15kV 3*300', ['Partial discharge', 'Voltage test 30.5kV 5min', 'Armour tape thickness']),
    ),
  );
  write(
    'docs/report-zr-yjv.pdf',
    await pdf(
      'Flame Retardancy Report ZR-YJV-0.6/1kV 4*25+1*16',
      report('ZR-YJV-0.6/1kV 4*25+1*16', ['Bunched cable flame test cat. C', 'Oxygen index']),
    ),
  );
  write(
    'docs/report-bv.pdf',
    await pdf(
      'Test Report BV-450/750V 1*2.5',
      report('BV-450/750V 1*2.5', ['Conductor resistance', 'Insulation resistance']),
    ),
  );
  write(
    'docs/report-kvv.pdf',
    await pdf('Test Report KVV-450/750V 7*1.5', report('KVV-450/750V 7*1.5', ['Conductor resistance', 'Spark test'])),
  );
  write(
    'docs/quotation-sample.pdf',
    await pdf('Quotation Sheet', [
      'Model-Voltage Spec Quantity',
      ...SAMPLE_ROWS.map(([model, spec, qty, unit]) => `${model} ${spec} ${qty} ${unit}`),
    ]),
  );

  const csvRows = [['model', 'spec', 'quantity', 'unit'], ...SAMPLE_ROWS.map((r) => r.map(String))];
  write('docs/quotation-sample.csv', `${csvRows.map((r) => r.join(',')).join('\n')}\n`);

  const wb = new ExcelJS.Workbook();
  wb.creator = 'cable-quote mock fixtures';
  wb.created = new Date('2026-11-01T00:00:00Z');
  wb.modified = new Date('2026-11-01T00:00:00Z');
  const sheet = wb.addWorksheet('报价单');
  sheet.addRow(['型号', '规格', '数量', '单位']);
  for (const [model, spec, qty] of SAMPLE_ROWS) sheet.addRow([model, spec, qty, '米']);
  write('docs/quotation-sample.xlsx', new Uint8Array(await wb.xlsx.writeBuffer()));

  const ordered = Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(join(ROOT, 'manifest.json'), `${JSON.stringify(ordered, null, 2)}\n`);
  const total = Object.values(sizes).reduce((s, n) => s + n, 0);
  console.log(`wrote ${Object.keys(sizes).length} files, ${total} bytes, under ${ROOT}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
