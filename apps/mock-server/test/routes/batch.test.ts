import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BatchQueryResult, BatchUploadResult, BatchUsage } from '@cable/contracts';
import { signRequest } from '@cable/contracts/protocol';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stopDecoding } from '../../src/decoding';
import { envelopeOf } from '../framework/harness';
import { type Answer, buildRoutesApp, call, callBare, ok, signIn, type TestApp, type TestSession } from './api-calls';

const FILES = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/files/docs');
const UPLOAD = '/biz/qms/batch/file/upload';

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

/**
 * A body to the upload route, signed like the web app signs it: a multipart call's body digest is of the empty
 * string, any other body's of its bytes.
 */
async function postUpload(
  session: TestSession,
  payload: Buffer,
  contentType: string,
  lang?: 'en',
): Promise<Answer<BatchUploadResult>> {
  const signed = await signRequest({
    method: 'POST',
    path: UPLOAD,
    token: session.token,
    secret: session.key,
    now: test.clock.now(),
    ...(contentType.startsWith('multipart/') ? {} : { body: payload.toString('utf8') }),
  });
  const response = await test.app.inject({
    method: 'POST',
    url: UPLOAD,
    payload,
    headers: { ...signed, 'content-type': contentType, ...(lang ? { 'accept-language': lang } : {}) },
  });
  return envelopeOf(response) as Answer<BatchUploadResult>;
}

const BOUNDARY = '----batch-route-test';
const textParts = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
    .join('');

/** A multipart upload of the text fields and one file in the field "file". */
async function upload(
  session: TestSession,
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
  lang?: 'en',
): Promise<Answer<BatchUploadResult>> {
  const payload = Buffer.concat([
    Buffer.from(
      `${textParts(fields)}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return postUpload(session, payload, `multipart/form-data; boundary=${BOUNDARY}`, lang);
}

const fixture = (name: string) => readFileSync(join(FILES, name));
const csvFile = (text: string, name = 'sheet.csv') => ({ name, type: 'text/csv', data: Buffer.from(text) });

/** The fixture sheets hold ten rows; the last (XYZ) is no catalogue model. */
function expectFixtureRows(result: BatchUploadResult) {
  expect(result.results).toHaveLength(10);
  expect(result.results[0]!.keywords).toMatchObject({ model: 'YJV', scope: '0.6/1kV', spec: '3*240+1*120' });
  expect(result.results[0]!.count).toBe('200');
  expect(result.results[0]!.infos[0]).toMatchObject({ model: 'YJV', scope: '0.6/1kV', spec: '3*240+1*120' });
  expect(result.results[8]!.infos[0]).toMatchObject({ model: 'JKLYJ', scope: '10kV', spec: '1*240' });
  expect(result.unmatched).toEqual([9]);
  expect(result.results[9]!.infos).toEqual([]);
  expect(result.keywords.map((k) => k.model)).toEqual([
    'YJV',
    'YJV',
    'YJV22',
    'ZR-YJV',
    'NH-YJV',
    'BV',
    'RVV',
    'KVV',
    'JKLYJ',
    'XYZ',
  ]);
}

describe('batch/file/upload', () => {
  it('reads the fixture .xlsx sheet, matches nine rows and marks the unknown model', async () => {
    const result = ok(
      await upload(
        quote,
        { kind: 'sheet' },
        { name: 'quotation-sample.xlsx', type: 'application/octet-stream', data: fixture('quotation-sample.xlsx') },
      ),
    );
    expect(result.kind).toBe('sheet');
    expectFixtureRows(result);
    expect(result.results[0]!.unit).toBe('米');
    expect(result.results[0]!.infos[0]!.price.tax).toBeGreaterThan(0);
  });

  it('reads the fixture .csv the same way', async () => {
    const result = ok(
      await upload(
        quote,
        { kind: 'sheet' },
        { name: 'quotation-sample.csv', type: 'text/csv', data: fixture('quotation-sample.csv') },
      ),
    );
    expectFixtureRows(result);
    expect(result.results[0]!.unit).toBe('m');
  });

  it('reads the text layer of the fixture PDF', async () => {
    const result = ok(
      await upload(
        quote,
        { kind: 'pdf' },
        { name: 'quotation-sample.pdf', type: 'application/pdf', data: fixture('quotation-sample.pdf') },
      ),
    );
    expectFixtureRows(result);
  });

  it('reads sheets whose model+spec and quantity+unit share a column, in GB18030 too', async () => {
    const text = '序号,规格型号,数量\r\n1,"YJV-0.6/1kV 3*240+1*120",200米\r\n2,KVV-450/750V 7×1.5,1.5km\r\n合计,,\r\n';
    const utf8 = ok(await upload(quote, { kind: 'sheet', unit: '0' }, csvFile(text)));
    expect(utf8.results.map((r) => [r.keywords.model, r.keywords.spec, r.count, r.unit])).toEqual([
      ['YJV', '3*240+1*120', '200', '米'],
      ['KVV', '7*1.5', '1.5', 'km'],
    ]);
    expect(utf8.unmatched).toEqual([]);
    // 型号,规格,数量 / YJV-0.6/1kV,3*240+1*120,200米 as Excel in China saves it (GB18030).
    const gbk = Buffer.concat([
      Buffer.from([0xd0, 0xcd, 0xba, 0xc5]),
      Buffer.from(','),
      Buffer.from([0xb9, 0xe6, 0xb8, 0xf1]),
      Buffer.from(','),
      Buffer.from([0xca, 0xfd, 0xc1, 0xbf]),
      Buffer.from('\r\nYJV-0.6/1kV,3*240+1*120,200'),
      Buffer.from([0xc3, 0xd7]),
      Buffer.from('\r\n'),
    ]);
    const fromGbk = ok(await upload(quote, { kind: 'sheet' }, { name: 'gbk.csv', type: 'text/csv', data: gbk }));
    expect(fromGbk.results.map((r) => [r.keywords.model, r.count, r.unit])).toEqual([['YJV', '200', '米']]);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('清单');
    sheet.addRow(['型号', '规格', '数量(米)']);
    sheet.addRow(['YJV22-0.6/1kV', '3*95+2*50', 120]);
    sheet.addRow(['YJV-0.6/1kV', '3*abc', 5]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = ok(
      await upload(quote, { kind: 'sheet' }, { name: '清单.xlsx', type: 'application/octet-stream', data: xlsx }),
    );
    expect(result.results[0]).toMatchObject({
      count: '120',
      unit: '米',
      keywords: { model: 'YJV22', spec: '3*95+2*50' },
    });
    expect(result.results[0]!.infos.length).toBeGreaterThan(0);
    expect(result.results[1]).toMatchObject({ keywords: { model: 'YJV' }, infos: [] });
    expect(result.unmatched).toEqual([1]);
  });

  it('reads pasted text files', async () => {
    const text = 'YJV-0.6/1kV 3*240+1*120 200米\n备注：急用\nBV 1*2.5，1000\n';
    const result = ok(
      await upload(quote, { kind: 'text' }, { name: 'lines.txt', type: 'text/plain', data: Buffer.from(text) }),
    );
    expect(result.results.map((r) => [r.keywords.model, r.keywords.spec, r.count])).toEqual([
      ['YJV', '3*240+1*120', '200'],
      ['BV', '1*2.5', '1000'],
    ]);
    expect(result.unmatched).toEqual([]);
  });

  it('refuses sheets without the needed columns, old .xls, non-PDFs and empty files', async () => {
    const noQuantity = await upload(quote, { kind: 'sheet' }, csvFile('型号,规格\nYJV,3*240\n'));
    expect(noQuantity.stat.err).toBe(1001);
    expect(noQuantity.stat.msg).toMatch(/^文件无法读取：The sheet needs model, spec, quantity and unit columns/);
    const noQuantityEn = await upload(quote, { kind: 'sheet' }, csvFile('型号,规格\nYJV,3*240\n'), 'en');
    expect(noQuantityEn.stat.err).toBe(1001);
    expect(noQuantityEn.stat.msg).toMatch(/^The sheet needs model, spec, quantity and unit columns/);
    const xls = await upload(
      quote,
      { kind: 'sheet' },
      { name: 'old.xls', type: 'application/vnd.ms-excel', data: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) },
    );
    expect(xls.stat.err).toBe(1001);
    expect(xls.stat.msg).toContain('表格文件已损坏或无法读取');
    const fakePdf = await upload(
      quote,
      { kind: 'pdf' },
      { name: 'a.pdf', type: 'application/pdf', data: Buffer.from('hello') },
    );
    expect(fakePdf.stat.err).toBe(1001);
    const notImage = await upload(
      quote,
      { kind: 'image' },
      { name: 'a.png', type: 'image/png', data: Buffer.from('hello') },
    );
    expect(notImage.stat.err).toBe(1001);
    expect(notImage.stat.msg).toContain('PNG');
    const empty = await upload(quote, { kind: 'sheet' }, csvFile(''));
    expect(empty.stat).toMatchObject({ err: 1001, msg: 'file：文件为空' });
    const emptyEn = await upload(quote, { kind: 'sheet' }, csvFile(''), 'en');
    expect(emptyEn.stat).toMatchObject({ err: 1001, msg: 'file: is empty' });
    const badKind = await upload(quote, { kind: 'video' }, csvFile('a'));
    expect(badKind.stat.err).toBe(1001);
  });

  it("refuses a body that is not multipart, or has no file part, in the client's language", async () => {
    const json = Buffer.from('{"kind":"sheet"}');
    expect((await postUpload(quote, json, 'application/json')).stat).toMatchObject({
      err: 1003,
      msg: '此接口需要 multipart/form-data 请求，文件放在名为“file”的字段中',
    });
    expect((await postUpload(quote, json, 'application/json', 'en')).stat).toMatchObject({
      err: 1003,
      msg: 'This call takes multipart/form-data with the file in a field named "file"',
    });
    const fieldsOnly = Buffer.from(`${textParts({ kind: 'sheet' })}--${BOUNDARY}--\r\n`);
    const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
    expect((await postUpload(quote, fieldsOnly, multipart)).stat).toMatchObject({
      err: 1001,
      msg: 'file：必填（名为“file”的 multipart 文件字段）',
    });
    expect((await postUpload(quote, fieldsOnly, multipart, 'en')).stat).toMatchObject({
      err: 1001,
      msg: 'file: is required (a multipart file field named "file")',
    });
    const usage = ok(await callBare<BatchUsage>(test, '/biz/qms/batch/usage/state', { session: quote }));
    expect(usage).toMatchObject({ used: 0, ocr: { used: 0 } });
  });

  it('counts uses against the limit and refuses once it is used up', async () => {
    const before = ok(await callBare<BatchUsage>(test, '/biz/qms/batch/usage/state', { session: quote }));
    expect(before).toEqual({ used: 0, limit: 200, ocr: { used: 0, limit: 50 } });
    ok(
      await upload(
        quote,
        { kind: 'sheet' },
        { name: 'quotation-sample.csv', type: 'text/csv', data: fixture('quotation-sample.csv') },
      ),
    );
    expect(ok(await callBare<BatchUsage>(test, '/biz/qms/batch/usage/state', { session: quote })).used).toBe(1);
    const user = test.repos.users.userByAccount('quote')!;
    test.repos.store.mutate((s) => {
      s.usage[user.id] = { batch: 200, ocr: 0 };
    });
    const refused = await upload(
      quote,
      { kind: 'sheet' },
      { name: 'quotation-sample.csv', type: 'text/csv', data: fixture('quotation-sample.csv') },
    );
    expect(refused.stat.err).toBe(1051);
    expect(refused.stat.msg).toBe('批量识别次数已达上限（200 次）');
    const limited = signIn(test.repos, 'limited');
    const noModule = await upload(
      limited,
      { kind: 'text' },
      { name: 'a.txt', type: 'text/plain', data: Buffer.from('BV 1*2.5 10') },
    );
    expect(noModule.stat.err).toBe(1020);
  });

  it('recognises an image of a quotation with the offline OCR engine and counts an OCR use', async () => {
    const parser = new PDFParse({ data: new Uint8Array(fixture('quotation-sample.pdf')) });
    const shot = await parser.getScreenshot({ scale: 2 });
    await parser.destroy();
    const png = Buffer.from(shot.pages[0]!.data);
    const result = ok(await upload(quote, { kind: 'image' }, { name: 'photo.png', type: 'image/png', data: png }));
    expect(result.kind).toBe('image');
    expect(result.results.length).toBeGreaterThanOrEqual(8);
    const first = result.results[0]!;
    expect(first.keywords).toMatchObject({ model: 'YJV', scope: '0.6/1kV', spec: '3*240+1*120' });
    expect(first.infos[0]).toMatchObject({ model: 'YJV', spec: '3*240+1*120' });
    expect(result.results.find((r) => r.keywords.model === 'XYZ')?.infos).toEqual([]);
    const usage = ok(await callBare<BatchUsage>(test, '/biz/qms/batch/usage/state', { session: quote }));
    expect(usage).toMatchObject({ used: 1, ocr: { used: 1 } });
  }, 120_000);
});

describe('batch/cable/query', () => {
  const query = (session: TestSession, keywords: object[], unit?: number) =>
    call<BatchQueryResult>(
      test,
      '/biz/qms/batch/cable/query',
      { cond: { keywords, ...(unit === undefined ? {} : { unit }) } },
      { session },
    );
  const keyword = (index: number, fields: Partial<Record<'name' | 'scope' | 'model' | 'prop' | 'spec', string>>) => ({
    index,
    name: '',
    scope: '',
    model: '',
    prop: '',
    spec: '',
    ...fields,
  });

  it('parses a free text line and matches it exactly; keyword rows match by model and spec', async () => {
    const result = ok(
      await query(quote, [
        keyword(0, { name: 'YJV-0.6/1kV 3*240+1*120 200米' }),
        keyword(1, { model: 'YJV22', scope: '0.6/1kV', spec: '3×95+2×50' }),
        keyword(2, { model: 'XYZ', spec: '3*50' }),
        keyword(3, { name: '没有规格的一行' }),
      ]),
    );
    expect(result.keywords[0]).toMatchObject({ index: 0, model: 'YJV', scope: '0.6/1kV', spec: '3*240+1*120' });
    expect(result.results[0]!.infos[0]).toMatchObject({ model: 'YJV', scope: '0.6/1kV', spec: '3*240+1*120' });
    expect(result.results[1]!.infos[0]).toMatchObject({ model: 'YJV22', spec: '3*95+2*50' });
    expect(result.results[0]).toMatchObject({ status: 'matched', reasons: [] });
    expect(result.results[2]).toEqual({ index: 2, infos: [], status: 'unmatched', reasons: ['model-unknown'] });
    expect(result.results[3]).toEqual({ index: 3, infos: [], status: 'unmatched', reasons: ['model-unknown'] });
    expect(result.cables.map((c) => c.id).sort()).toEqual(
      [result.results[0]!.infos, result.results[1]!.infos]
        .flat()
        .map((c) => c.id)
        .filter((id, i, all) => all.indexOf(id) === i)
        .sort(),
    );
  });

  it('user rules match texts the catalogue does not know, and prices follow the unit', async () => {
    const cable = test.repos.store.state.cables.find(
      (c) => c.model === 'YJV' && c.spec === '3*50' && c.scope === '0.6/1kV',
    )!;
    const rules = ok(
      await call<{ rules: { cable: string; matches: string[] }[] }>(
        test,
        '/biz/qms/batch/accurate/rule/save',
        { form: { rules: [{ cable: cable.id, matches: ['XYZ-0.6/1kV 3*50'] }] } },
        { session: quote },
      ),
    ).rules;
    expect(rules).toEqual([{ cable: cable.id, matches: ['XYZ-0.6/1kV 3*50'] }]);
    const perMetre = ok(await query(quote, [keyword(0, { name: 'XYZ-0.6/1kV 3*50 10m' })], 0));
    expect(perMetre.results[0]!.infos[0]!.id).toBe(cable.id);
    const perTonne = ok(await query(quote, [keyword(0, { name: 'XYZ-0.6/1kV 3*50 10m' })], 1));
    expect(perTonne.results[0]!.infos[0]!.price.tax!).toBeGreaterThan(perMetre.results[0]!.infos[0]!.price.tax! * 10);
    const unknown = await call(
      test,
      '/biz/qms/batch/accurate/rule/save',
      { form: { rules: [{ cable: 'nope', matches: ['x'] }] } },
      { session: quote },
    );
    expect(unknown.stat.err).toBe(1031);
  });

  it('submits unrecognised texts for review once each', async () => {
    const first = ok(
      await call<{ rules: string[]; pending: number }>(
        test,
        '/biz/qms/batch/accurate/rule/submit',
        { form: { rules: ['XYZ-0.6/1kV 3*50', ' ABC 1*1 '] } },
        { session: quote },
      ),
    );
    expect(first).toEqual({ rules: ['XYZ-0.6/1kV 3*50', 'ABC 1*1'], pending: 2 });
    const again = ok(
      await call<{ rules: string[]; pending: number }>(
        test,
        '/biz/qms/batch/accurate/rule/submit',
        { form: { rules: ['XYZ-0.6/1kV 3*50', 'DEF 2*2'] } },
        { session: quote },
      ),
    );
    expect(again).toEqual({ rules: ['DEF 2*2'], pending: 3 });
    const blank = await call(
      test,
      '/biz/qms/batch/accurate/rule/submit',
      { form: { rules: [''] } },
      { session: quote },
    );
    expect(blank.stat.err).toBe(1001);
  });

  it('a user without PriceAuthBase gets no base price in matched cables', async () => {
    const nobase = signIn(test.repos, 'nobase');
    const result = ok(await query(nobase, [keyword(0, { name: 'YJV-0.6/1kV 3*240+1*120' })]));
    expect(Object.keys(result.results[0]!.infos[0]!.price).sort()).toEqual(['sale', 'tax']);
    const refused = await query(quote, []);
    expect(refused.stat.err).toBe(1001);
  });
});
