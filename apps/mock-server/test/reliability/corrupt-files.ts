/**
 * Corrupt, truncated, oversized and mislabelled files of every kind the upload accepts, made at test time: the
 * finding's own 72-byte PNG, random bytes behind each signature, real files cut short, headers announcing huge
 * images, zip bombs (honest and lying), archives that are no workbook, broken PDFs, text that is not text.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import * as SheetJs from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { MOCK_SERVER_ROOT } from './live-server';

const DOCS = join(MOCK_SERVER_ROOT, 'fixtures/files/docs');
/** An Excel 97–2003 workbook of the corpus (saved by LibreOffice: corpus/xls/convert.sh). */
const realXls = () => readFileSync(join(MOCK_SERVER_ROOT, '../../corpus/xls/biff8/inquiries/a-building-project.xls'));
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** An old Office compound file that holds a Word document, not a workbook. */
function wordDoc(): Buffer {
  const container = SheetJs.CFB.utils.cfb_new();
  SheetJs.CFB.utils.cfb_add(container, 'WordDocument', Buffer.from('询价函：YJV 4*95+1*50 300米'));
  return SheetJs.CFB.write(container, { type: 'buffer' }) as Buffer;
}
export const fixtureFile = (name: string) => readFileSync(join(DOCS, name));

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return pngChunk('IHDR', data);
}

/** A valid greyscale PNG of the given size: white with a dark bar. */
export function whitePng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1, 0xff);
    row[0] = 0; // filter: none
    if (y > height / 3 && y < (height * 2) / 3) row.fill(0x20, 1 + Math.floor(width / 4), 1 + Math.floor(width / 2));
    rows.push(row);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface ZipItem {
  name: string;
  data: Buffer;
  /** What the directory claims the entry unpacks to (a lying bomb); default the truth. */
  declaredSize?: number;
}

/** A zip archive of deflated entries, written by hand so a test can make its directory lie. */
export function zipOf(items: readonly ZipItem[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const item of items) {
    const name = Buffer.from(item.name, 'utf8');
    const packed = deflateRawSync(item.data);
    const size = item.declaredSize ?? item.data.length;
    const crc = crc32(item.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(items.length, 8);
  end.writeUInt16LE(items.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts an .xlsx needs to be taken for one, around a worksheet of the given XML. */
function workbookZip(sheetXml: Buffer, declaredSize?: number): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook/>') },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml, ...(declaredSize === undefined ? {} : { declaredSize }) },
  ]);
}

/** A small real workbook with a header and two cable rows. */
export async function realXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('清单');
  sheet.addRow(['型号', '规格', '数量(米)']);
  sheet.addRow(['YJV-0.6/1kV', '3*240+1*120', 200]);
  sheet.addRow(['BV-450/750V', '1*2.5', 1000]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type UploadKind = 'sheet' | 'image' | 'pdf' | 'text';

export interface CorruptFile {
  label: string;
  kind: UploadKind;
  name: string;
  type: string;
  data: Buffer;
  /** The message the client must see, in each language. */
  zh: string;
  en: string;
}

const IMAGE_DAMAGED = { zh: '图片文件已损坏或无法解码', en: 'The image is damaged or cannot be decoded' };
const SHEET_DAMAGED = { zh: '表格文件已损坏或无法读取', en: 'The spreadsheet is damaged or cannot be read' };
const PDF_DAMAGED = { zh: 'PDF 文件已损坏或无法解析', en: 'The PDF is damaged or cannot be read' };
const BOMB = {
  zh: '表格文件已损坏或无法读取（解压后超过 64 MB，疑似压缩炸弹）',
  en: 'The spreadsheet is damaged or cannot be read (it unpacks to more than 64 MB, like a zip bomb)',
};

/** A JPEG whose first frame header announces the given size, followed by junk. */
function jpegAnnouncing(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, randomBytes(64)]);
}

/** Every corrupt file the bad-input tests send, with the answer each must get. */
export async function corruptFiles(): Promise<CorruptFile[]> {
  const png = whitePng(64, 48);
  const xlsx = await realXlsx();
  const pdf = fixtureFile('quotation-sample.pdf');
  const zeros = Buffer.alloc(80 * 1024 * 1024);
  const bmpHeader = Buffer.alloc(54);
  bmpHeader.write('BM', 0, 'latin1');
  bmpHeader.writeUInt32LE(54, 10);
  bmpHeader.writeUInt32LE(40, 14);
  bmpHeader.writeInt32LE(200, 18);
  bmpHeader.writeInt32LE(100, 22);
  bmpHeader.writeUInt16LE(1, 26);
  bmpHeader.writeUInt16LE(24, 28);
  const gifHeader = Buffer.from('GIF89a\x40\x00\x30\x00\x00\x00\x00,\x00\x00\x00\x00\x40\x00\x30\x00\x00', 'latin1');
  const hugeGif = Buffer.from('GIF89a\xff\xff\xff\xff\x00\x00\x00,\x00\x00\x00\x00\xff\xff\xff\xff\x00', 'latin1');
  const webp = Buffer.concat([Buffer.from('RIFF\x40\x00\x00\x00WEBPVP8 ', 'latin1'), randomBytes(64)]);
  const brokenXref = Buffer.from(
    pdf
      .toString('latin1')
      .replace(/\nxref\n[\s\S]*$/, '\nxref\n0 9\nzzzz\ntrailer\n<< /Size 1 >>\nstartxref\n999999\n%%EOF\n')
      .replace(/\/Type \/Pages/g, '/Type /Broken'),
    'latin1',
  );
  const invalidUtf8 = Buffer.concat([
    Buffer.from('型号,规格,数量\r\nYJV,3*240,'),
    Buffer.from([0xff, 0xfe, 0x00, 0x81, 0x00]),
  ]);
  const files: Omit<CorruptFile, 'zh' | 'en'>[] = [];
  const expected: Array<{ zh: string; en: string }> = [];
  const add = (file: Omit<CorruptFile, 'zh' | 'en'>, message: { zh: string; en: string }) => {
    files.push(file);
    expected.push(message);
  };
  const image = (label: string, name: string, data: Buffer, message = IMAGE_DAMAGED) =>
    add({ label, kind: 'image', name, type: 'image/png', data }, message);

  image('the finding: PNG signature + 64 random bytes', 'photo.png', Buffer.concat([PNG_SIGNATURE, randomBytes(64)]));
  image(
    'the finding: JPEG header FF D8 FF E0 + junk',
    'photo.jpg',
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]),
  );
  image('a real PNG cut in half', 'half.png', png.subarray(0, Math.floor(png.length / 2)));
  image(
    'a PNG with a valid header and random pixel data',
    'noise.png',
    Buffer.concat([PNG_SIGNATURE, ihdr(64, 48), pngChunk('IDAT', randomBytes(200)), pngChunk('IEND', Buffer.alloc(0))]),
  );
  image('BM + random bytes', 'scan.bmp', Buffer.concat([Buffer.from('BM'), randomBytes(64)]));
  image('a BMP header whose pixels are missing', 'cut.bmp', Buffer.concat([bmpHeader, randomBytes(16)]));
  image('GIF89a + random bytes', 'anim.gif', Buffer.concat([Buffer.from('GIF89a'), randomBytes(64)]));
  image('a GIF header whose image data is missing', 'cut.gif', gifHeader);
  image('RIFF/WEBP + random bytes', 'photo.webp', webp);
  image(
    'a PNG announcing 100000×100000 pixels',
    'huge.png',
    Buffer.concat([
      PNG_SIGNATURE,
      ihdr(100_000, 100_000),
      pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
    {
      zh: '图片尺寸过大（100000×100000 像素），最多 4000 万像素',
      en: 'The image is too large (100000×100000 pixels); at most 40 megapixels are read',
    },
  );
  image('a JPEG announcing 60000×60000 pixels', 'huge.jpg', jpegAnnouncing(60_000, 60_000), {
    zh: '图片尺寸过大（60000×60000 像素），最多 4000 万像素',
    en: 'The image is too large (60000×60000 pixels); at most 40 megapixels are read',
  });
  image('a GIF announcing 65535×65535 pixels', 'huge.gif', hugeGif, {
    zh: '图片尺寸过大（65535×65535 像素），最多 4000 万像素',
    en: 'The image is too large (65535×65535 pixels); at most 40 megapixels are read',
  });
  image('a PDF uploaded for image recognition', 'quote.png', pdf, {
    zh: '该文件是 PDF 文件，“图片识别”无法读取，请用“PDF识别”上传',
    en: 'The file is a PDF file, which image recognition does not read; upload it with PDF recognition',
  });

  const sheet = (
    label: string,
    name: string,
    data: Buffer,
    message: { zh: string; en: string },
    type = 'application/octet-stream',
  ) => add({ label, kind: 'sheet', name, type, data }, message);
  sheet('a real .xlsx cut short', 'cut.xlsx', xlsx.subarray(0, Math.floor(xlsx.length * 0.6)), SHEET_DAMAGED);
  sheet(
    'an .xlsx whose end record survives but whose entries are garbage',
    'garbled.xlsx',
    Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(xlsx.length - 26), xlsx.subarray(xlsx.length - 22)]),
    SHEET_DAMAGED,
  );
  sheet('a zip that is not a workbook', 'photos.xlsx', zipOf([{ name: 'notes.txt', data: Buffer.from('hello') }]), {
    zh: '压缩文件中没有 Excel 工作簿，报价单须为 .xlsx、.xls 或 .csv 文件',
    en: 'The zip archive holds no Excel workbook; a quotation sheet must be an .xlsx, .xls or .csv file',
  });
  const xls = realXls();
  sheet('a real .xls cut short', 'cut.xls', xls.subarray(0, Math.floor(xls.length * 0.6)), SHEET_DAMAGED);
  sheet(
    'random bytes behind the old Office signature',
    'garbled.xls',
    Buffer.concat([OLE2_SIGNATURE, randomBytes(4096)]),
    SHEET_DAMAGED,
  );
  sheet('a Word .doc uploaded as a sheet', 'inquiry.doc', wordDoc(), {
    zh: '该文件是旧版 Office 文件，但其中没有 Excel 工作簿，报价单须为 .xlsx、.xls 或 .csv 文件',
    en: 'The old Office file holds no Excel workbook; a quotation sheet must be an .xlsx, .xls or .csv file',
  });
  sheet('an .xlsx zip bomb (80 MB of zeros)', 'bomb.xlsx', workbookZip(zeros), BOMB);
  sheet('an .xlsx zip bomb whose directory lies about the size', 'liar.xlsx', workbookZip(zeros, 1000), BOMB);
  sheet(
    'a .csv of random bytes',
    'sheet.csv',
    randomBytes(256),
    {
      zh: 'CSV 文件不是可读的文本（须为 UTF-8 或 GB18030 编码）',
      en: 'The CSV file is not readable text (UTF-8 or GB18030 is needed)',
    },
    'text/csv',
  );
  sheet(
    'a .csv with invalid bytes',
    'broken.csv',
    invalidUtf8,
    {
      zh: 'CSV 文件不是可读的文本（须为 UTF-8 或 GB18030 编码）',
      en: 'The CSV file is not readable text (UTF-8 or GB18030 is needed)',
    },
    'text/csv',
  );
  sheet('an image uploaded as a sheet', 'photo.png', png, {
    zh: '该文件是 PNG 图片，“导入报价单”无法读取，请用“图片识别”上传',
    en: 'The file is a PNG image, which sheet import does not read; upload it with image recognition',
  });
  sheet('a PNG named .xlsx', 'quote.xlsx', png, {
    zh: '该文件是 PNG 图片，“导入报价单”无法读取，请用“图片识别”上传',
    en: 'The file is a PNG image, which sheet import does not read; upload it with image recognition',
  });

  const pdfFile = (label: string, name: string, data: Buffer, message: { zh: string; en: string }) =>
    add({ label, kind: 'pdf', name, type: 'application/pdf', data }, message);
  pdfFile('a PDF with a broken xref and page tree', 'broken.pdf', brokenXref, PDF_DAMAGED);
  pdfFile(
    'a PDF header + random bytes',
    'noise.pdf',
    Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000)]),
    PDF_DAMAGED,
  );
  pdfFile('a real PDF cut short', 'cut.pdf', pdf.subarray(0, 400), PDF_DAMAGED);
  pdfFile('random bytes named .pdf', 'random.pdf', randomBytes(512), {
    zh: '文件不是 PDF（缺少 %PDF- 文件头）',
    en: 'The file is not a PDF (no %PDF- header)',
  });
  pdfFile('a PNG named .pdf', 'scan.pdf', png, {
    zh: '该文件是 PNG 图片，“PDF识别”无法读取，请用“图片识别”上传',
    en: 'The file is a PNG image, which PDF recognition does not read; upload it with image recognition',
  });

  add(
    {
      label: 'random bytes as a text file',
      kind: 'text',
      name: 'lines.txt',
      type: 'text/plain',
      data: randomBytes(256),
    },
    {
      zh: '文本文件不是可读的文本（须为 UTF-8 或 GB18030 编码）',
      en: 'The text file is not readable text (UTF-8 or GB18030 is needed)',
    },
  );
  add(
    { label: 'an .xlsx uploaded as text', kind: 'text', name: 'lines.txt', type: 'text/plain', data: xlsx },
    {
      zh: '该文件是压缩文件（.xlsx 或 .zip），“文本识别”无法读取，请用“导入报价单”上传',
      en: 'The file is a zip archive (.xlsx or .zip), which text recognition does not read; upload it with sheet import',
    },
  );
  return files.map((file, index) => ({ ...file, ...expected[index]! }));
}
