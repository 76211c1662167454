import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { admit } from '../../src/decoding/admission';
import { DecodeError } from '../../src/decoding/errors';
import { imageSizeOf } from '../../src/decoding/image-header';
import { decodeText } from '../../src/decoding/text';
import type { UploadKind } from '../../src/decoding/types';
import { inflatedSizesHold, readZipDirectory } from '../../src/decoding/zip-directory';
import { fixtureFile, realXlsx, whitePng, zipOf } from '../reliability/corrupt-files';

const upload = (data: Buffer, filename = 'file', mimetype = 'application/octet-stream') => ({
  filename,
  mimetype,
  data,
});

/** The refusal admit() throws, as the client would read it. */
function refusalOf(kind: UploadKind, data: Buffer, filename = 'file'): { zh: string; en: string } {
  try {
    admit(kind, upload(data, filename));
  } catch (err) {
    if (err instanceof DecodeError) return { zh: err.zh, en: err.en };
    throw err;
  }
  throw new Error('admitted');
}

describe('image headers', () => {
  it('read the size of real images of each format', async () => {
    expect(imageSizeOf('png', whitePng(321, 123))).toEqual({ width: 321, height: 123 });
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
      Buffer.from([0xff, 0xc2, 0x00, 0x11, 0x08, 0x02, 0x58, 0x03, 0x20, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
    ]);
    expect(imageSizeOf('jpeg', jpeg)).toEqual({ width: 800, height: 600 });
    const gif = Buffer.from(
      'GIF89a\x0a\x00\x05\x00\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x0a\x00\x05\x00\x00',
      'latin1',
    );
    expect(imageSizeOf('gif', gif)).toEqual({ width: 10, height: 5 });
    const bmp = Buffer.alloc(54 + 12);
    bmp.write('BM');
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(2, 18);
    bmp.writeInt32LE(-2, 22); // top-down
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    expect(imageSizeOf('bmp', bmp)).toEqual({ width: 2, height: 2 });
    const lossless = Buffer.alloc(30);
    lossless.write('RIFF\0\0\0\0WEBPVP8L', 'latin1');
    lossless[20] = 0x2f;
    lossless.writeUInt32LE((640 - 1) | ((480 - 1) << 14), 21);
    expect(imageSizeOf('webp', lossless)).toEqual({ width: 640, height: 480 });
    const extended = Buffer.alloc(30);
    extended.write('RIFF\0\0\0\0WEBPVP8X', 'latin1');
    extended.writeUIntLE(5000 - 1, 24, 3);
    extended.writeUIntLE(9000 - 1, 27, 3);
    expect(imageSizeOf('webp', extended)).toEqual({ width: 5000, height: 9000 });
  });

  it('refuse a header that is cut short or whose checksum does not match', () => {
    const png = whitePng(10, 10);
    expect(imageSizeOf('png', png.subarray(0, 30))).toBeNull();
    const badCrc = Buffer.from(png);
    badCrc[20] = 0x7f; // height changed, CRC not
    expect(imageSizeOf('png', badCrc)).toBeNull();
    expect(imageSizeOf('jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08]))).toBeNull();
    expect(imageSizeOf('gif', Buffer.from('GIF89a\x0a\x00', 'latin1'))).toBeNull();
  });
});

describe('zip directories', () => {
  const limits = { maxEntries: 100, maxUncompressedBytes: 1024 * 1024 };

  it('list the entries of a real workbook', async () => {
    const directory = readZipDirectory(await realXlsx(), limits);
    expect(directory.ok).toBe(true);
    if (directory.ok) expect(directory.entries.map((entry) => entry.name)).toContain('xl/workbook.xml');
  });

  it('refuse archives that unpack too large, hold too many entries, or are cut short', async () => {
    expect(readZipDirectory(zipOf([{ name: 'a', data: Buffer.alloc(2 * 1024 * 1024) }]), limits)).toMatchObject({
      ok: false,
      problem: 'too-large',
    });
    const many = zipOf(Array.from({ length: 101 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })));
    expect(readZipDirectory(many, limits)).toMatchObject({ ok: false, problem: 'too-many-entries' });
    const xlsx = await realXlsx();
    expect(readZipDirectory(xlsx.subarray(0, xlsx.length - 10), limits)).toMatchObject({
      ok: false,
      problem: 'damaged',
    });
    expect(readZipDirectory(xlsx.subarray(100), limits)).toMatchObject({ ok: false, problem: 'damaged' });
  });

  it('catch an entry that unpacks to more than its directory says', () => {
    const honest = zipOf([{ name: 'a', data: Buffer.alloc(5000) }]);
    const liar = zipOf([{ name: 'a', data: Buffer.alloc(5000), declaredSize: 100 }]);
    const entries = (zip: Buffer) => {
      const directory = readZipDirectory(zip, limits);
      if (!directory.ok) throw new Error(directory.detail);
      return directory.entries;
    };
    expect(inflatedSizesHold(honest, entries(honest))).toBeNull();
    expect(inflatedSizesHold(liar, entries(liar))).toMatch(/does not unpack within its declared size/);
  });
});

describe('text', () => {
  it('reads UTF-8 (with BOM), UTF-16 with BOM and GB18030, and nothing else', () => {
    expect(decodeText(Buffer.from('\uFEFF型号,数量\n'))).toBe('型号,数量\n');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('型号\t数量', 'utf16le')]))).toBe(
      '型号\t数量',
    );
    expect(decodeText(Buffer.from([0xd0, 0xcd, 0xba, 0xc5]))).toBe('型号');
    expect(decodeText(Buffer.from([0x41, 0x00, 0x42]))).toBeNull();
    expect(decodeText(Buffer.concat([Buffer.from('型号'), Buffer.from([0xff, 0x81, 0x00])]))).toBeNull();
    expect(decodeText(randomBytes(512))).toBeNull();
  });
});

describe('admission by upload kind', () => {
  it('turns each good file into a job for its decoder, whatever its name', async () => {
    expect(admit('sheet', upload(await realXlsx(), 'sheet.csv'))).toMatchObject({ job: { format: 'xlsx' } });
    expect(admit('sheet', upload(fixtureFile('quotation-sample.csv'), 'a.csv'))).toMatchObject({
      job: { format: 'csv' },
    });
    expect(admit('pdf', upload(fixtureFile('quotation-sample.pdf'), 'a.bin'))).toMatchObject({
      job: { format: 'pdf' },
    });
    expect(admit('image', upload(whitePng(30, 20), 'scan.jpg'))).toMatchObject({
      job: { format: 'image', image: 'png', width: 30, height: 20 },
    });
    expect(admit('text', upload(Buffer.from('BV 1*2.5 100米')))).toEqual({
      decoded: { kind: 'text', text: 'BV 1*2.5 100米' },
    });
  });

  it('says which upload a mislabelled file belongs to', async () => {
    expect(refusalOf('image', await realXlsx())).toEqual({
      zh: '该文件是压缩文件（.xlsx 或 .zip），“图片识别”无法读取，请用“导入报价单”上传',
      en: 'The file is a zip archive (.xlsx or .zip), which image recognition does not read; upload it with sheet import',
    });
    expect(refusalOf('sheet', fixtureFile('quotation-sample.pdf')).zh).toBe(
      '该文件是 PDF 文件，“导入报价单”无法读取，请用“PDF识别”上传',
    );
    expect(refusalOf('text', whitePng(4, 4)).en).toBe(
      'The file is a PNG image, which text recognition does not read; upload it with image recognition',
    );
    // An old Office file goes to the decoder, which tells a workbook from a .doc (test/decoding/xls.test.ts).
    expect(
      admit('sheet', upload(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'a.xls')),
    ).toMatchObject({ job: { format: 'xls' } });
  });

  it('refuses a workbook before unpacking it when its directory is too large', async () => {
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(1000), declaredSize: 0xfffffff0 },
    ]);
    expect(refusalOf('sheet', bomb).en).toBe(
      'The spreadsheet is damaged or cannot be read (it unpacks to more than 64 MB, like a zip bomb)',
    );
  });
});
