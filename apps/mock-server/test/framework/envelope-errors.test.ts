import { ENDPOINTS } from '@cable/contracts';
import { signRequest } from '@cable/contracts/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { missingHandlers } from '../../src/http/register';
import {
  buildTestApp,
  envelopeOf,
  FAKE_HANDLERS,
  signedPost,
  signIn,
  TEST_START_MS,
  type TestApp,
  type TestSession,
  timestampBody,
} from './harness';

let test: TestApp;
let quote: TestSession;

beforeEach(async () => {
  test = await buildTestApp();
  quote = signIn(test.repos, 'quote');
});
afterEach(async () => {
  await test.app.close();
});

/** After every refusal the same server still answers a good call. */
async function expectServerStillAnswers(): Promise<void> {
  const response = await signedPost(test, '/pub/sys/data/version', timestampBody(test));
  expect(response.statusCode).toBe(200);
  expect(envelopeOf(response).stat.err).toBe(0);
}

describe('the envelope on success', () => {
  it('wraps data with stat: err 0, sec from the injected clock, dur in ms as a string', async () => {
    const response = await signedPost(test, '/pub/sys/data/version', timestampBody(test));
    expect(response.statusCode).toBe(200);
    const envelope = envelopeOf(response);
    expect(envelope.data).toEqual({ 'corp.qms.web': '2.9.12', 'mem.qms.web': '1.4.0' });
    expect(envelope.stat.err).toBe(0);
    expect(envelope.stat.sec).toBe(Math.floor(TEST_START_MS / 1000));
    expect(envelope.stat.dur).toMatch(/^\d+$/);
    expect(envelope.stat.msg).toBeUndefined();
  });

  it('serializes through the contract schema, so fields outside it never leave the server', async () => {
    const response = await signedPost(test, '/biz/user/info/profile', timestampBody(test), { session: quote });
    const { data } = envelopeOf(response) as { data: { user: Record<string, unknown> } };
    expect(data.user.token).toBe(quote.token);
    expect(data.user).not.toHaveProperty('pwd');
  });

  it('follows the clock: stat.sec moves with it', async () => {
    test.clock.advance(90_000);
    const response = await signedPost(test, '/pub/sys/data/version', timestampBody(test));
    expect(envelopeOf(response).stat.sec).toBe(Math.floor(TEST_START_MS / 1000) + 90);
  });
});

describe('every failure is an envelope with the contract code', () => {
  it('invalid JSON answers 1002', async () => {
    const response = await signedPost(test, '/pub/sys/data/version', '{"timestamp": 1,');
    expect(response.statusCode).toBe(400);
    const { data, stat } = envelopeOf(response);
    expect(data).toBeNull();
    expect(stat.err).toBe(1002);
    expect(stat.msg).toContain('not valid JSON');
    await expectServerStillAnswers();
  });

  it('an empty JSON body answers 1002 and says what to send', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/pub/sys/data/version',
      headers: { 'content-type': 'application/json' },
    });
    expect(envelopeOf(response).stat).toMatchObject({ err: 1002, msg: expect.stringContaining('timestamp') });
  });

  it('a schema violation answers 1001 naming the field and the rule', async () => {
    const form = { name: 'x'.repeat(300), leader: '张三', linkman: '李四', phone: '13800000000', address: '上海' };
    const response = await signedPost(test, '/biz/qms/demander/save', { form }, { session: quote });
    expect(response.statusCode).toBe(400);
    const { stat } = envelopeOf(response);
    expect(stat.err).toBe(1001);
    expect(stat.msg).toContain('form.name：不能超过 256 个字符');
    const english = await signedPost(
      test,
      '/biz/qms/demander/save',
      { form },
      { session: quote, headers: { 'accept-language': 'en' } },
    );
    expect(envelopeOf(english).stat.msg).toContain('form.name: must NOT have more than 256 characters');
    await expectServerStillAnswers();
  });

  it('names a missing field and an unknown one', async () => {
    const missing = await signedPost(test, '/biz/qms/history/recalc', { form: { id: 'h1' } }, { session: quote });
    expect(envelopeOf(missing).stat.msg).toContain('form.group：必填');
    const unknown = await signedPost(
      test,
      '/biz/qms/history/recalc',
      { form: { id: 'h1', group: 1, colour: 'red' } },
      { session: quote },
    );
    expect(envelopeOf(unknown).stat.msg).toContain('form.colour：不是已知字段');
    const english = await signedPost(
      test,
      '/biz/qms/history/recalc',
      { form: { id: 'h1', colour: 'red' } },
      { session: quote, headers: { 'accept-language': 'en' } },
    );
    expect(envelopeOf(english).stat.msg).toBe(
      'form.group: is required; form.colour: is not a known field (unknown fields are refused)',
    );
  });

  it('an unknown route answers 1030', async () => {
    const response = await signedPost(test, '/biz/qms/nothing/here', timestampBody(test));
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).stat).toMatchObject({
      err: 1030,
      msg: expect.stringContaining('/biz/qms/nothing/here'),
    });
    await expectServerStillAnswers();
  });

  it('a wrong method on a known path answers 1032 with Allow', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await test.app.inject({ method, url: '/pub/sys/data/version' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(envelopeOf(response).stat.err).toBe(1032);
    }
    await expectServerStillAnswers();
  });

  it('a body over 5 MiB answers 1040', async () => {
    const huge = JSON.stringify({ timestamp: 1, pad: 'x'.repeat(5 * 1024 * 1024) });
    const response = await signedPost(test, '/pub/sys/data/version', huge);
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response).stat).toMatchObject({ err: 1040, msg: expect.stringContaining('5 MiB') });
    await expectServerStillAnswers();
  });

  it('a body just under 5 MiB is read (and then validated)', async () => {
    const large = JSON.stringify({ timestamp: 1, pad: 'x'.repeat(5 * 1024 * 1024 - 100) });
    const response = await signedPost(test, '/pub/sys/data/version', large);
    expect(envelopeOf(response).stat).toMatchObject({ err: 1001, msg: expect.stringContaining('pad') });
  });

  it('an unsupported content type answers 1003', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/pub/sys/data/version',
      payload: 'timestamp=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(envelopeOf(response).stat.err).toBe(1003);
    await expectServerStillAnswers();
  });

  it('an unexpected exception answers 1099 with its message and the server keeps running', async () => {
    const response = await signedPost(test, '/pub/sys/data/price/today', timestampBody(test));
    expect(response.statusCode).toBe(500);
    expect(envelopeOf(response).stat).toMatchObject({
      err: 1099,
      msg: expect.stringContaining('the price table is unreadable'),
    });
    await expectServerStillAnswers();
  });

  it("a handler's ApiError answers its code and message", async () => {
    const response = await signedPost(
      test,
      '/biz/qms/inventory/delete',
      { form: { ids: ['i1'], group: 3 } },
      { session: quote },
    );
    expect(envelopeOf(response).stat).toEqual(
      expect.objectContaining({ err: 1050, msg: 'Nothing to delete in group 3' }),
    );
  });

  it('an endpoint without a handler answers 1030 until a route file provides one', async () => {
    const response = await signedPost(test, '/biz/user/login/info', timestampBody(test));
    expect(envelopeOf(response).stat).toMatchObject({ err: 1030, msg: expect.stringContaining('loginInfo') });
  });

  it('answers errors in English when the client prefers it', async () => {
    const response = await signedPost(
      test,
      '/biz/qms/history/recalc',
      { form: { id: 'h1', group: 1 } },
      {
        session: signIn(test.repos, 'limited'),
        headers: { 'accept-language': 'en-US,en;q=0.9,zh;q=0.5' },
      },
    );
    expect(envelopeOf(response).stat.msg).toMatch(/^No permission/);
  });
});

describe('documents, downloads and uploads', () => {
  it('a preview GET takes the token from the query, converts the parameters and answers HTML', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/biz/qms/inventory/table/preview?demander=d1&mode=3&tmpl=t1&token=${quote.token}&corp=c1&unit=0`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('mode 3 unit 0 for quote');
  });

  it('a preview with an unknown token answers 15, a bad parameter 1001', async () => {
    const unknown = await test.app.inject({
      method: 'GET',
      url: '/biz/qms/inventory/table/preview?demander=d1&mode=3&tmpl=t1&token=nope&corp=c1&unit=0',
    });
    expect(envelopeOf(unknown).stat.err).toBe(15);
    const bad = await test.app.inject({
      method: 'GET',
      url: `/biz/qms/inventory/table/preview?demander=d1&mode=7&tmpl=t1&token=${quote.token}&corp=c1&unit=0`,
    });
    expect(envelopeOf(bad).stat).toMatchObject({
      err: 1001,
      msg: expect.stringContaining('query.mode：须为 1、2、3'),
    });
  });

  it('a download answers the file with a UTF-8 file name', async () => {
    const form = { demander: 'd1', mode: 3, fee: 0, corp: 'c1', memo: '', unit: 0, group: 0 };
    const response = await signedPost(test, '/biz/qms/inventory/excel/download', { form }, { session: quote });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('报价单 2026.xlsx')}`,
    );
    expect(response.rawPayload.toString()).toBe('PK fake xlsx');
  });

  async function upload(size: number, kind = 'sheet'): Promise<ReturnType<typeof test.app.inject>> {
    const boundary = '----cable-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sheet.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const payload = Buffer.concat([head, Buffer.alloc(size, 0x61), tail]);
    const path = '/biz/qms/batch/file/upload';
    const signed = await signRequest({
      method: 'POST',
      path,
      token: quote.token,
      secret: quote.key,
      now: test.clock.now(),
    });
    return test.app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: { ...signed, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }

  it('a multipart upload reaches the handler with its fields validated and the file read', async () => {
    const response = await upload(1000);
    expect(envelopeOf(response)).toMatchObject({ stat: { err: 0 }, data: { kind: 'sheet', unmatched: [] } });
    const bad = await upload(10, 'spreadsheet');
    expect(envelopeOf(bad).stat).toMatchObject({ err: 1001, msg: expect.stringContaining('kind') });
  });

  it('an upload with two files, or with the file missing, answers 1001', async () => {
    const boundary = 'two-files';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.csv"\r\n\r\nYJV 3*95\r\n`;
    const kind = `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nsheet\r\n`;
    const path = '/biz/qms/batch/file/upload';
    const send = async (payload: string) =>
      test.app.inject({
        method: 'POST',
        url: path,
        payload,
        headers: {
          ...(await signRequest({
            method: 'POST',
            path,
            token: quote.token,
            secret: quote.key,
            now: test.clock.now(),
          })),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
    const two = await send(`${kind}${part('file')}${part('other')}--${boundary}--\r\n`);
    expect(envelopeOf(two).stat).toMatchObject({ err: 1001, msg: 'file：一次上传只能带一个文件' });
    const none = await send(`${kind}--${boundary}--\r\n`);
    expect(envelopeOf(none).stat).toMatchObject({ err: 1001, msg: expect.stringContaining('file：必填') });
  });

  it('an uploaded file over 5 MiB answers 1040', async () => {
    const response = await upload(5 * 1024 * 1024 + 1);
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response).stat.err).toBe(1040);
    await expectServerStillAnswers();
  });
});

describe('handler coverage', () => {
  it('missingHandlers lists the endpoints a handler map leaves out', () => {
    const missing = missingHandlers(FAKE_HANDLERS).map((endpoint) => endpoint.id);
    expect(missing).toContain('loginInfo');
    expect(missing).not.toContain('version');
    expect(missing).not.toContain('apiMapping');
    expect(missing.length).toBe(ENDPOINTS.length - Object.keys(FAKE_HANDLERS).length);
  });
});

describe('framework refusals speak the request language', () => {
  type Send = (headers: Record<string, string>) => Promise<LightMyRequestResponse>;
  const cases: Array<{ name: string; send: Send; zh: string; en: string }> = [
    {
      name: 'invalid JSON (1002)',
      send: (headers) => signedPost(test, '/pub/sys/data/version', '{"timestamp": 1,', { headers }),
      zh: '请求体不是合法的 JSON：',
      en: 'The body is not valid JSON: ',
    },
    {
      name: 'an empty JSON body (1002)',
      send: (headers) =>
        test.app.inject({
          method: 'POST',
          url: '/pub/sys/data/version',
          headers: { 'content-type': 'application/json', ...headers },
        }),
      zh: '请求体为空，但 content-type 是 application/json',
      en: 'The body is empty but content-type is application/json',
    },
    {
      name: 'an unknown route (1030)',
      send: (headers) => signedPost(test, '/biz/qms/nothing/here', timestampBody(test), { headers }),
      zh: '没有接口 POST /biz/qms/nothing/here',
      en: 'No call POST /biz/qms/nothing/here',
    },
    {
      name: 'a wrong method (1032)',
      send: (headers) => test.app.inject({ method: 'GET', url: '/pub/sys/data/version', headers }),
      zh: '/pub/sys/data/version 不接受 GET，只接受 POST',
      en: 'GET /pub/sys/data/version is not allowed; this call accepts POST',
    },
    {
      name: 'a bad signature (1011): the code text first, the diagnosis as written',
      send: (headers) =>
        signedPost(test, '/pub/sys/data/version', timestampBody(test), {
          headers: { ...headers, sign: '0'.repeat(64) },
        }),
      zh: '签名错误：signature mismatch',
      en: 'signature mismatch',
    },
    {
      name: 'a token endpoint called as Guest (15)',
      send: (headers) => signedPost(test, '/biz/user/info/profile', timestampBody(test), { headers }),
      zh: 'POST /biz/user/info/profile 需要登录后调用',
      en: 'POST /biz/user/info/profile needs a signed-in session',
    },
  ];

  for (const { name, send, zh, en } of cases) {
    it(name, async () => {
      const chinese = envelopeOf(await send({})).stat;
      expect(chinese.err).not.toBe(0);
      expect(chinese.msg).toContain(zh);
      const english = envelopeOf(await send({ 'accept-language': 'en-US,en;q=0.9' })).stat;
      expect(english).toMatchObject({ err: chinese.err, msg: expect.stringContaining(en) });
      expect(english.msg).not.toMatch(/[\u4e00-\u9fff]/);
    });
  }
});
