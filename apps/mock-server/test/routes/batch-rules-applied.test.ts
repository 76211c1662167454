/**
 * Saved match rules take effect on the next import (issue 13): rules learnt from corrected rows (保存匹配规则) and
 * rules typed under 设置→批量规则 both go through rule/save, and every row of a later upload or pasted text is matched
 * by them first. Rules are the user's own.
 */

import { signRequest } from '@cable/contracts/protocol';
import type { BatchQueryResult, BatchUploadResult } from '@cable/contracts/schemas/batch';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stopDecoding } from '../../src/decoding';
import { envelopeOf } from '../framework/harness';
import { type Answer, buildRoutesApp, call, ok, signIn, type TestApp, type TestSession } from './api-calls';

const UPLOAD = '/biz/qms/batch/file/upload';
const BOUNDARY = '----rules-applied';

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

async function uploadCsv(session: TestSession, text: string): Promise<BatchUploadResult> {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nsheet\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="询价.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(text),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const headers = await signRequest({
    method: 'POST',
    path: UPLOAD,
    token: session.token,
    secret: session.key,
    now: test.clock.now(),
  });
  const response = await test.app.inject({
    method: 'POST',
    url: UPLOAD,
    payload,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  return ok(envelopeOf(response) as Answer<BatchUploadResult>);
}

const saveRules = async (session: TestSession, rules: { cable: string; matches: string[] }[]) =>
  ok(await call(test, '/biz/qms/batch/accurate/rule/save', { form: { rules } }, { session }));

const SHEET = [
  '序号,名称,型号规格,单位,数量',
  '1,控制电缆,KW-4×1.5,米,200',
  '2,电力电缆,YJV 3×240+1×150,米,100',
  '3,电力电缆,YJV-4×95+1×50,米,300',
].join('\r\n');

describe('saved match rules', () => {
  it('rows corrected and saved as rules come back matched when the same file is imported again', async () => {
    const first = await uploadCsv(quote, SHEET);
    expect(first.results.map((r) => r.status)).toEqual(['review', 'unmatched', 'matched']);
    const kvv = test.repos.store.state.cables.find((c) => c.model === 'KVV' && c.spec === '4*1.5')!;
    const yjv = test.repos.store.state.cables.find(
      (c) => c.model === 'YJV' && c.spec === '3*240+1*120' && c.scope === '0.6/1kV',
    )!;
    // What 保存匹配规则 sends: each corrected row's text, for the cable the salesperson picked.
    await saveRules(quote, [
      { cable: kvv.id, matches: [first.results[0]!.raw] },
      { cable: yjv.id, matches: [first.results[1]!.raw] },
    ]);
    const again = await uploadCsv(quote, SHEET);
    expect(again.results.map((r) => [r.status, r.infos[0]?.id, r.metres])).toEqual([
      ['matched', kvv.id, 200],
      ['matched', yjv.id, 100],
      ['matched', first.results[2]!.infos[0]!.id, 300],
    ]);
    expect(again.unmatched).toEqual([]);
  });

  it('a wording saved under 设置→批量规则 matches rows of other files and pasted text that contain it', async () => {
    const kvv = test.repos.store.state.cables.find((c) => c.model === 'KVV' && c.spec === '10*1.5')!;
    await saveRules(quote, [{ cable: kvv.id, matches: ['KVW-10×1.5'] }]);
    const sheet = await uploadCsv(quote, '规格型号,名称,数量,单位\r\nKVW-10×1.5mm²,控制电缆,400,米\r\n');
    expect(sheet.results[0]).toMatchObject({ status: 'matched', metres: 400, reasons: [] });
    expect(sheet.results[0]!.infos[0]!.id).toBe(kvv.id);
    const pasted = ok(
      await call<BatchQueryResult>(
        test,
        '/biz/qms/batch/cable/query',
        {
          cond: {
            keywords: [
              {
                index: 0,
                name: '',
                scope: '',
                model: 'KVW',
                prop: '',
                spec: '10*1.5',
                count: '400',
                unit: '米',
                metres: 400,
              },
            ],
          },
        },
        { session: quote },
      ),
    );
    expect(pasted.results[0]).toMatchObject({ status: 'matched', reasons: [], metres: 400 });
    expect(pasted.results[0]!.infos[0]!.id).toBe(kvv.id);
  });

  it('a rule does not settle the quantity: drums without a length still go to review', async () => {
    const kvv = test.repos.store.state.cables.find((c) => c.model === 'KVV' && c.spec === '4*1.5')!;
    await saveRules(quote, [{ cable: kvv.id, matches: ['KW-4×1.5'] }]);
    const result = await uploadCsv(quote, '型号规格,单位,数量\r\nKW-4×1.5,盘,3\r\n');
    expect(result.results[0]).toMatchObject({ status: 'review', reasons: ['drum-length-missing'] });
    expect(result.results[0]!.infos[0]!.id).toBe(kvv.id);
  });

  it('are the user’s own: another salesperson’s import is not matched by them', async () => {
    const kvv = test.repos.store.state.cables.find((c) => c.model === 'KVV' && c.spec === '4*1.5')!;
    await saveRules(quote, [{ cable: kvv.id, matches: ['KW-4×1.5'] }]);
    const other = signIn(test.repos, 'approver');
    const result = await uploadCsv(other, SHEET);
    expect(result.results[0]).toMatchObject({ status: 'review', reasons: ['model-uncertain'] });
  });
});
