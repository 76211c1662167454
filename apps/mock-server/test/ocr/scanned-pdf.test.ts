import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { decodePdf } from '../../src/decoding/pdf';
import { rowsOfDecoded } from '../../src/domain/sheet-import';
import { tablePng } from './render';

const WIDTHS = [50, 110, 240, 50, 70];

/** A PDF of page pictures and no text layer, as a scanner makes it. */
async function scannedPdf(pages: Buffer[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const png of pages) {
    const image = await doc.embedPng(png);
    const page = doc.addPage([image.width * 0.75, image.height * 0.75]);
    page.drawImage(image, { x: 0, y: 0, width: image.width * 0.75, height: image.height * 0.75 });
  }
  return doc.save();
}

describe('a scanned PDF', { timeout: 120_000 }, () => {
  it('is rendered page by page and recognised, the rows in order over the pages in the first page’s columns', async () => {
    const page1 = tablePng(
      [
        ['序号', '名称', '型号规格', '单位', '数量'],
        ['1', '电力电缆', 'YJV-0.6/1kV 3×95+1×50', '米', '1200'],
        ['2', '控制电缆', 'KVV-450/750V 10×1.5', 'km', '2.5'],
      ],
      WIDTHS,
      '电缆询价单',
    );
    const page2 = tablePng([['3', '阻燃电力电缆', 'ZR-YJV-0.6/1kV 4×35+1×16', 'm', '300']], WIDTHS);
    const decoded = await decodePdf(await scannedPdf([page1, page2]));
    if (decoded.kind !== 'pdf') throw new Error('not read as a PDF');
    expect(decoded.pages.map((p) => p.items.length)).toEqual([0, 0]);
    expect(decoded.pages.every((p) => (p.scan?.boxes.length ?? 0) > 0)).toBe(true);
    const rows = rowsOfDecoded(decoded).map((r) => [r.model, r.scope, r.spec, r.metres]);
    expect(rows).toEqual([
      ['YJV', '0.6/1kV', '3*95+1*50', 1200],
      ['KVV', '450/750V', '10*1.5', 2500],
      ['ZR-YJV', '0.6/1kV', '4*35+1*16', 300],
    ]);
  });
});
