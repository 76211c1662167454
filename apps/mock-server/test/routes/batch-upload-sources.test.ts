import type { BatchUploadResult } from '@cable/contracts';
import { signRequest } from '@cable/contracts/protocol';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stopDecoding } from '../../src/decoding';
import { envelopeOf } from '../framework/harness';
import { type Answer, buildRoutesApp, signIn, type TestApp, type TestSession } from './api-calls';

const UPLOAD = '/biz/qms/batch/file/upload';
const BOUNDARY = '----batch-refusal-test';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let test: TestApp;
let quote: TestSession;
beforeEach(async () => {
  test = await buildRoutesApp();
  quote = signIn(test.repos, 'quote');
});
afterEach(async () => {
  await test.app.close();
});
afterAll(async () => {
  await stopDecoding();
});

async function uploadSheet(
  name: string,
  data: Buffer,
  lang?: 'en',
  type = name.endsWith('.csv') ? 'text/csv' : XLSX,
): Promise<Answer<BatchUploadResult>> {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nsheet\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const signed = await signRequest({
    method: 'POST',
    path: UPLOAD,
    token: quote.token,
    secret: quote.key,
    now: test.clock.now(),
  });
  const response = await test.app.inject({
    method: 'POST',
    url: UPLOAD,
    payload,
    headers: {
      ...signed,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(lang ? { 'accept-language': lang } : {}),
    },
  });
  return envelopeOf(response) as Answer<BatchUploadResult>;
}

async function workbook(sheets: Record<string, string[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('batch/file/upload of a sheet whose content cannot be read', () => {
  it('refuses a workbook with only a letter in it as 1001 with a clear message, never 1099', async () => {
    const letter = await workbook({
      询价函: [['致：XX电缆有限公司'], ['我司现有工程需采购电缆一批，请贵司报价。'], ['此致 敬礼']],
    });
    const zh = await uploadSheet('letter.xlsx', letter);
    expect(zh.stat.err).toBe(1001);
    expect(zh.stat.msg).toMatch(/^文件无法读取：/);
    const en = await uploadSheet('letter.xlsx', letter, 'en');
    expect(en.stat.err).toBe(1001);
    expect(en.stat.msg).toMatch(/No header row/);
  });
});

describe('batch/file/upload keeps where each row is in the file', () => {
  it('numbers CSV rows by their line in the file, blank lines included', async () => {
    const csv = '型号,规格,单位,数量\nYJV,3×95+1×50,米,300\n\nYJV,4×50+1×25,米,120\n';
    const result = await uploadSheet('plan.csv', Buffer.from(csv));
    expect(result.stat.err).toBe(0);
    expect(result.data!.results.map((r) => [r.line, r.keywords.spec, r.count])).toEqual([
      [2, '3*95+1*50', '300'],
      [4, '4*50+1*25', '120'],
    ]);
  });
});

describe('batch/file/upload of a workbook with several sheets', () => {
  it('reads the list on the second sheet behind a cover letter, rows numbered by their sheet row', async () => {
    const book = await workbook({
      询价函: [['致：XX电缆有限公司'], ['我司现有工程需采购电缆一批，详见附表。']],
      清单: [
        ['电缆采购清单'],
        ['序号', '名称', '型号', '规格', '单位', '数量'],
        ['1', '电力电缆', 'YJV', '4×185+1×95', '米', '680'],
        ['2', '电线', 'BV', '2.5', '卷', '60'],
      ],
    });
    const result = await uploadSheet('cover-and-list.xlsx', book);
    expect(result.stat.err).toBe(0);
    expect(result.data!.results.map((r) => [r.index, r.line, r.keywords.model, r.keywords.spec, r.metres])).toEqual([
      [0, 3, 'YJV', '4*185+1*95', 680],
      [1, 4, 'BV', '1*2.5', 6000],
    ]);
  });
});
