import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as SheetJs from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { admit } from '../../src/decoding/admission';
import { DecodeError } from '../../src/decoding/errors';
import type { DecodedFile } from '../../src/decoding/types';
import { decodeXls, excelDate } from '../../src/decoding/xls';
import { decodeXlsx } from '../../src/decoding/xlsx';

const CORPUS = fileURLToPath(new URL('../../../../corpus', import.meta.url));
const asXls = (corpus: string, name: string) => readFileSync(join(CORPUS, 'xls', 'biff8', corpus, `${name}.xls`));
const asXlsx = (corpus: string, name: string) => readFileSync(join(CORPUS, corpus, `${name}.xlsx`));
type Table = Extract<DecodedFile, { kind: 'table' }>;

/** What the decoders give apart from the format's name. */
function cellsOf(decoded: DecodedFile): Omit<Table, 'source'> {
  const { source: _source, ...cells } = decoded as Table;
  return cells;
}

async function refusalOf(data: Uint8Array): Promise<DecodeError> {
  try {
    await decodeXls(data);
  } catch (err) {
    if (err instanceof DecodeError) return err;
    throw err;
  }
  throw new Error('decoded');
}

describe('an Excel 97–2003 workbook (.xls) as the sheet shows it', () => {
  // Saved from the .xlsx by LibreOffice (corpus/xls/convert.sh): what each shows must read the same.
  it.each([
    ['holdout14', 'filtered-tracking', 'hidden rows, cell notes, dates'],
    ['holdout8', 'revision-v2', 'cells struck out whole and in part'],
    ['holdout2', 'contractor-merged', 'merged cells'],
    ['holdout9', 'building-sheets', 'a sheet per building and a summary'],
    ['holdout3', 'two-sheet-list', 'two sheets, hidden rows'],
    ['inquiries', 'a-building-project', 'a building project list'],
  ])('%s/%s.xls reads as its .xlsx (%s)', async (corpus, name) => {
    const xls = await decodeXls(asXls(corpus, name));
    expect(xls).toMatchObject({ kind: 'table', source: 'xls' });
    expect(cellsOf(xls)).toEqual(cellsOf(await decodeXlsx(asXlsx(corpus, name))));
  });

  it('reads struck-out text as the .xlsx does: a cell struck whole marked, the text that stands of one struck in part', async () => {
    const { rows } = (await decodeXls(asXls('holdout8', 'revision-v2'))) as Table;
    expect(rows[11]).toEqual(['7', '铠装电缆', 'YJV22-0.6/1kV-4×50+1×25', '米', '300', '350', '增加', '室外直埋段']);
    expect(rows[23]!.slice(0, 4)).toEqual(['~~17~~', '~~软线~~', '~~BVR-1×10~~', '~~米~~']);
  });

  it('keeps the rows the customer hid and the notes on cells, without the author or the note format', async () => {
    const decoded = (await decodeXls(asXls('holdout14', 'filtered-tracking'))) as Table;
    expect(decoded.hidden).toEqual([4, 7, 10, 14, 16, 22, 26, 30, 34]);
    expect(decoded.notes).toEqual([
      { row: 5, column: 3, text: '直埋段，业主要求改YJV22铠装' },
      { row: 11, column: 5, text: '图纸变更后应为520米，等设计院回复' },
      { row: 19, column: 5, text: '已含10%损耗' },
    ]);
    expect(decoded.rows[5]).toContain('2025/10/8');
  });

  it('reads an HTML table saved under an .xls name, in GBK as ERP systems write it', async () => {
    const html = readFileSync(join(CORPUS, 'xls', 'html', 'holdout3', 'site-requisition.xls'));
    expect(html.includes(Buffer.from('charset=gb2312'))).toBe(true);
    const { rows } = (await decodeXls(html)) as Table;
    const { rows: fromXlsx } = (await decodeXlsx(asXlsx('holdout3', 'site-requisition'))) as Table;
    expect(rows.slice(2)).toEqual(fromXlsx.slice(2));
    expect(rows[3]).toEqual(['1', '电缆', 'YJV 3*95+2*50+1*25', '0.6/1kv', '米', '240', '1#配电间']);
  });

  it('refuses an old Office file with no workbook in it, and one cut short, with a message that says so', async () => {
    const container = SheetJs.CFB.utils.cfb_new();
    SheetJs.CFB.utils.cfb_add(container, 'WordDocument', Buffer.from('not a workbook'));
    const doc = SheetJs.CFB.write(container, { type: 'buffer' }) as Buffer;
    expect(admit('sheet', { filename: 'inquiry.doc', mimetype: 'application/msword', data: doc })).toMatchObject({
      job: { format: 'xls' },
    });
    expect((await refusalOf(doc)).zh).toBe(
      '该文件是旧版 Office 文件，但其中没有 Excel 工作簿，报价单须为 .xlsx、.xls 或 .csv 文件',
    );
    const whole = asXls('inquiries', 'a-building-project');
    expect((await refusalOf(whole.subarray(0, 700))).zh).toBe('表格文件已损坏或无法读取');
    expect(() =>
      admit('sheet', {
        filename: 'old.xls',
        mimetype: 'application/vnd.ms-excel',
        data: Buffer.from([0xd0, 0xcf, 0, 1, 2, 0xff, 0xfe, 0]),
      }),
    ).toThrow(expect.objectContaining({ zh: '表格文件已损坏或无法读取' }));
  });

  it('shows an Excel date serial as the day it names, in the 1900 system and the 1904 one', () => {
    expect(excelDate(1).toISOString()).toBe('1900-01-01T00:00:00.000Z');
    expect(excelDate(61).toISOString()).toBe('1900-03-01T00:00:00.000Z');
    expect(excelDate(45938).toISOString()).toBe('2025-10-08T00:00:00.000Z');
    expect(excelDate(0, true).toISOString()).toBe('1904-01-01T00:00:00.000Z');
    expect(excelDate(44476, true).toISOString()).toBe('2025-10-08T00:00:00.000Z');
  });
});
