/**
 * The old Excel format through batch/file/upload as the web app sends it: every .xlsx of the inquiry corpora saved by
 * LibreOffice as an Excel 97–2003 workbook (corpus/xls/biff8), and two as the HTML table under an .xls name that ERP
 * systems export (corpus/xls/html, one in GBK). A customer's .xls must give the rows its .xlsx gives: the same lines,
 * cables, metres, statuses and reasons.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BatchUploadResult } from '@cable/contracts';
import { signRequest } from '@cable/contracts/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopDecoding } from '../../src/decoding';
import { envelopeOf } from '../framework/harness';
import { type Answer, buildRoutesApp, signIn, type TestApp, type TestSession } from './api-calls';

const UPLOAD = '/biz/qms/batch/file/upload';
const BOUNDARY = '----xls-corpus';
const CORPUS = fileURLToPath(new URL('../../../../corpus', import.meta.url));
const XLS = join(CORPUS, 'xls');

let test: TestApp;
let quote: TestSession;

beforeAll(async () => {
  test = await buildRoutesApp();
  quote = signIn(test.repos, 'quote');
});
afterAll(async () => {
  await test.app.close();
  await stopDecoding();
});

async function upload(name: string, data: Buffer): Promise<Answer<BatchUploadResult>> {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nsheet\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/vnd.ms-excel\r\n\r\n',
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
    headers: { ...signed, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  return envelopeOf(response) as Answer<BatchUploadResult>;
}

/** What a salesperson sees of each row: its line, status, cable, metres and the reasons it is asked. */
function rowsOf(answer: Answer<BatchUploadResult>): Map<number, string> {
  expect(answer.stat.err, answer.stat.msg).toBe(0);
  const rows = new Map<number, string>();
  for (const row of answer.data!.results) {
    const cable = row.infos[0];
    rows.set(
      row.line ?? -1,
      JSON.stringify([row.status, cable ? [cable.model, cable.scope, cable.spec] : null, row.metres, row.reasons]),
    );
  }
  return rows;
}

function xlsFiles(): string[] {
  return ['biff8', 'html'].flatMap((form) =>
    readdirSync(join(XLS, form)).flatMap((corpus) =>
      readdirSync(join(XLS, form, corpus))
        .filter((name) => name.endsWith('.xls'))
        .map((name) => `${form}/${corpus}/${name}`),
    ),
  );
}

describe('an .xls workbook', () => {
  it('is in the corpus for every .xlsx of the inquiry corpora, and as an HTML export', () => {
    const files = xlsFiles();
    expect(files.filter((file) => file.startsWith('biff8/')).length).toBeGreaterThanOrEqual(66);
    expect(files.filter((file) => file.startsWith('html/')).length).toBe(2);
  });

  it('gives the rows of the same inquiry as .xlsx: line by line, cable, metres, status and reasons', async () => {
    let compared = 0;
    for (const file of xlsFiles()) {
      const [, corpus, name] = file.split('/') as [string, string, string];
      const xlsxName = name.replace(/\.xls$/, '.xlsx');
      const fromXlsx = rowsOf(await upload(xlsxName, readFileSync(join(CORPUS, corpus, xlsxName))));
      const fromXls = rowsOf(await upload(name, readFileSync(join(XLS, file))));
      expect([...fromXls.keys()], file).toEqual([...fromXlsx.keys()]);
      for (const [line, seen] of fromXlsx) {
        expect(fromXls.get(line), `${file} line ${line}`).toBe(seen);
        compared++;
      }
    }
    expect(compared).toBe(2013);
  }, 120_000);
});
