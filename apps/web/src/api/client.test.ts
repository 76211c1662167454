import { encryptPayload, GUEST_SECRET, sha256Hex, verifyRequest } from '@cable/contracts/protocol';
import { describe, expect, it, vi } from 'vitest';
import { HTTP_TIMEOUT_MS } from '../config/constants';
import { createApiClient } from './client';
import { ClientError, ServerError } from './errors';

interface Captured {
  url: string;
  init: RequestInit;
}

function envelope(data: unknown, err = 0, msg?: string) {
  return JSON.stringify({ data, stat: { dur: '1', err, sec: 1763722800, ...(msg ? { msg } : {}) } });
}

function fakeFetch(answer: (request: Captured) => Response | Promise<Response>) {
  const captured: Captured[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const request = { url: String(url), init: init ?? {} };
    captured.push(request);
    return answer(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, captured };
}

function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

describe('createApiClient', () => {
  it('signs a guest call so that the protocol verifier accepts it and unwraps the envelope', async () => {
    const { fetch, captured } = fakeFetch(() => new Response(envelope({ qr: { tag: 't', url: 'u', expire: 60 } })));
    const client = createApiClient({ baseUrl: 'http://api.test', getSession: () => undefined, encrypt: false, fetch });
    const data = await client.post('/biz/user/login/info', { timestamp: 1 });
    expect(data.qr.tag).toBe('t');
    const request = captured[0]!;
    expect(request.url).toBe('http://api.test/biz/user/login/info');
    const headers = headersOf(request.init);
    expect(headers.token).toBe('Guest');
    expect(headers.version).toBe('10000');
    const verdict = await verifyRequest({
      method: 'POST',
      path: '/biz/user/login/info',
      headers,
      body: request.init.body as string,
      now: Number(headers.time),
      secretFor: (token) => (token === 'Guest' ? GUEST_SECRET : undefined),
      nonceSeen: () => false,
    });
    expect(verdict).toMatchObject({ ok: true });
  });

  it("signs with the session's key and uses the injected body digest", async () => {
    const { fetch, captured } = fakeFetch(() => new Response(envelope({ infos: [] })));
    const digest = vi.fn((bytes: Uint8Array) => sha256Hex(bytes));
    const client = createApiClient({
      baseUrl: '',
      getSession: () => ({ token: 'tok-1', key: 'secret-1' }),
      encrypt: false,
      fetch,
      digest,
    });
    await client.post('/biz/qms/material/basic/info', { timestamp: 5 });
    expect(digest).toHaveBeenCalledOnce();
    const headers = headersOf(captured[0]!.init);
    expect(headers.token).toBe('tok-1');
    const verdict = await verifyRequest({
      method: 'POST',
      path: '/biz/qms/material/basic/info',
      headers,
      body: captured[0]!.init.body as string,
      now: Number(headers.time),
      secretFor: (token) => (token === 'tok-1' ? 'secret-1' : undefined),
      nonceSeen: () => false,
    });
    expect(verdict).toMatchObject({ ok: true });
  });

  it('asks for and decrypts an encrypted answer with the session secret', async () => {
    const { fetch, captured } = fakeFetch(
      async () =>
        new Response(JSON.stringify({ enc: await encryptPayload('secret-1', envelope({ run: true, last: 7 })) }), {
          headers: { encrypt: 'aes-256-gcm' },
        }),
    );
    const client = createApiClient({
      baseUrl: '',
      getSession: () => ({ token: 't', key: 'secret-1' }),
      encrypt: true,
      fetch,
    });
    await expect(client.post('/pub/biz/data/change/state', { timestamp: 1 })).resolves.toEqual({ run: true, last: 7 });
    expect(headersOf(captured[0]!.init).encrypt).toBe('aes-256-gcm');
  });

  it('rejects with the server code and message, and reports it once', async () => {
    const { fetch } = fakeFetch(() => new Response(envelope(null, 20, '数据维护中，请稍后访问')));
    const onError = vi.fn();
    const client = createApiClient({ baseUrl: '', getSession: () => undefined, encrypt: false, fetch, onError });
    const failure = await client.post('/biz/cms/banner/data', { cond: { tags: ['WEB_INDEX_1'] } }).catch((e) => e);
    expect(failure).toBeInstanceOf(ServerError);
    expect(failure).toMatchObject({ code: 20, message: '数据维护中，请稍后访问' });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('silent calls throw without reporting (the version check)', async () => {
    const { fetch } = fakeFetch(() => new Response(envelope(null, 1099, 'down')));
    const onError = vi.fn();
    const client = createApiClient({ baseUrl: '', getSession: () => undefined, encrypt: false, fetch, onError });
    await expect(client.post('/pub/sys/data/version', { timestamp: 1 }, { silent: true })).rejects.toBeInstanceOf(
      ServerError,
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it('refuses a body over 5 MiB before sending it', async () => {
    const { fetch } = fakeFetch(() => new Response(envelope({})));
    const client = createApiClient({ baseUrl: '', getSession: () => undefined, encrypt: false, fetch });
    const memo = 'x'.repeat(5 * 1024 * 1024);
    const failure = await client
      .post('/biz/qms/inventory/memo/set', { form: { ids: ['1'], memo, group: 0 } })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(ClientError);
    expect(failure.code).toBe('bad-request');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('times out after the configured limit (20 s by default)', async () => {
    expect(HTTP_TIMEOUT_MS).toBe(20_000);
    const { fetch } = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const client = createApiClient({ baseUrl: '', getSession: () => undefined, encrypt: false, fetch, timeoutMs: 30 });
    const failure = await client.post('/biz/cms/notice/list', { cond: {}, page: { len: 8, num: 1 } }).catch((e) => e);
    expect(failure).toBeInstanceOf(ClientError);
    expect(failure.code).toBe('timeout');
  });

  it('lets one call wait longer than the client time-out (a recognition upload) and still times it out', async () => {
    let answerAfterMs = 60;
    const { fetch } = fakeFetch(
      ({ init }) =>
        new Promise<Response>((resolve, reject) => {
          const timer = setTimeout(() => resolve(new Response(envelope({ ok: true }))), answerAfterMs);
          init.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const client = createApiClient({ baseUrl: '', getSession: () => undefined, encrypt: false, fetch, timeoutMs: 30 });
    const form = () => {
      const body = new FormData();
      body.append('file', new Blob(['x']), 'a.png');
      return body;
    };
    await expect(client.upload('/biz/qms/batch/file/upload', form())).rejects.toMatchObject({ code: 'timeout' });
    await expect(client.upload('/biz/qms/batch/file/upload', form(), { timeoutMs: 500 })).resolves.toEqual({
      ok: true,
    });
    answerAfterMs = 2_000;
    const failure = await client.upload('/biz/qms/batch/file/upload', form(), { timeoutMs: 100 }).catch((e) => e);
    expect(failure).toMatchObject({ code: 'timeout', message: 'no answer within 0.1 s' });
  });

  it('tells network failures, aborts, cancellations and bad answers apart', async () => {
    const network = createApiClient({
      baseUrl: '',
      getSession: () => undefined,
      encrypt: false,
      fetch: fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).fetch,
    });
    await expect(network.post('/pub/sys/data/version', { timestamp: 1 })).rejects.toMatchObject({ code: 'network' });

    const cancelled = new AbortController();
    cancelled.abort();
    await expect(
      network.post('/pub/sys/data/version', { timestamp: 1 }, { signal: cancelled.signal }),
    ).rejects.toMatchObject({ code: 'canceled' });

    const inFlight = new AbortController();
    let fetchCalls = 0;
    const hanging = createApiClient({
      baseUrl: '',
      getSession: () => undefined,
      encrypt: false,
      fetch: fakeFetch(
        ({ init }) =>
          new Promise<Response>((_resolve, reject) => {
            fetchCalls += 1;
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ).fetch,
    });
    const aborted = hanging.post('/pub/sys/data/version', { timestamp: 1 }, { signal: inFlight.signal });
    await vi.waitFor(() => expect(fetchCalls).toBe(1));
    inFlight.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'aborted' });

    const html = createApiClient({
      baseUrl: '',
      getSession: () => undefined,
      encrypt: false,
      fetch: fakeFetch(() => new Response('<html>gateway</html>', { status: 502 })).fetch,
    });
    await expect(html.post('/pub/sys/data/version', { timestamp: 1 })).rejects.toMatchObject({ code: 'bad-response' });

    const notEnvelope = createApiClient({
      baseUrl: '',
      getSession: () => undefined,
      encrypt: false,
      fetch: fakeFetch(() => new Response('{"hello":1}', { status: 400 })).fetch,
    });
    await expect(notEnvelope.post('/pub/sys/data/version', { timestamp: 1 })).rejects.toMatchObject({
      code: 'bad-request',
    });
  });

  it('builds preview URLs with the token in the query and no envelope check', () => {
    const client = createApiClient({
      baseUrl: 'http://api.test/',
      getSession: () => ({ token: 'tok 1', key: 'k' }),
      encrypt: false,
    });
    const url = new URL(client.documentUrl('/biz/qms/inventory/table/preview', { demander: 'd1', mode: 3 }));
    expect(url.pathname).toBe('/biz/qms/inventory/table/preview');
    expect(url.searchParams.get('token')).toBe('tok 1');
    expect(url.searchParams.get('demander')).toBe('d1');
    expect(url.searchParams.get('mode')).toBe('3');
  });
});

describe('createApiClient checkDocument', () => {
  const URL_OF_PREVIEW = 'http://api.test/biz/qms/inventory/table/preview?mode=1&token=t';

  it('answers no text for a document that is not an HTML page (a PDF loads in a frame from its URL)', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }));
    const client = createApiClient({
      baseUrl: 'http://api.test',
      getSession: () => ({ token: 't', key: 'k' }),
      encrypt: false,
      fetch: fetchMock,
    });
    await expect(client.checkDocument(URL_OF_PREVIEW)).resolves.toBeUndefined();
  });

  it('lets a document through and reads a refusal as the envelope it is, in the UI language', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('<!DOCTYPE html><html></html>', { headers: { 'content-type': 'text/html' } }))
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({ data: null, stat: { dur: '1', err: 1020, sec: 1, msg: 'You may not see cost prices' } }),
          {
            status: 403,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          },
        ),
      );
    const onError = vi.fn();
    const client = createApiClient({
      baseUrl: 'http://api.test',
      getSession: () => ({ token: 't', key: 'k' }),
      encrypt: false,
      fetch: fetchMock,
      language: () => 'en',
      onError,
    });
    await expect(client.checkDocument(URL_OF_PREVIEW)).resolves.toBe('<!DOCTYPE html><html></html>');
    const refusal = await client.checkDocument(URL_OF_PREVIEW).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServerError);
    expect(refusal).toMatchObject({ code: 1020, message: 'You may not see cost prices' });
    expect(onError).toHaveBeenCalledWith(refusal, { path: '/biz/qms/inventory/table/preview', silent: false });
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'GET', headers: { 'accept-language': 'en' } });
  });
});

describe('createApiClient download', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const FORM = { demander: 'd1', mode: 3, fee: 0, corp: '1', memo: '', unit: 0, group: 0 } as const;

  it('returns the file and its Content-Disposition name', async () => {
    const { fetch, captured } = fakeFetch(
      () =>
        new Response('xlsx-bytes', {
          headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="quote 7.xlsx"' },
        }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', getSession: () => undefined, encrypt: true, fetch });
    const file = await client.download('/biz/qms/inventory/excel/download', { form: FORM });
    expect(file.fileName).toBe('quote 7.xlsx');
    expect(await file.blob.text()).toBe('xlsx-bytes');
    expect(headersOf(captured[0]!.init)['content-type']).toBe('application/json');
    expect(JSON.parse(captured[0]!.init.body as string)).toEqual({ form: FORM });
  });

  it('decrypts an encrypted refusal and reports it like any call', async () => {
    const { fetch } = fakeFetch(
      async () =>
        new Response(JSON.stringify({ enc: await encryptPayload('secret-1', envelope(null, 15, 'login expired')) }), {
          headers: { 'content-type': 'application/json; charset=utf-8', encrypt: 'aes-256-gcm' },
        }),
    );
    const onError = vi.fn();
    const client = createApiClient({
      baseUrl: '',
      getSession: () => ({ token: 't', key: 'secret-1' }),
      encrypt: true,
      fetch,
      onError,
    });
    const failure = await client.download('/biz/qms/inventory/excel/download', { form: FORM }).catch((e) => e);
    expect(failure).toBeInstanceOf(ServerError);
    expect(failure).toMatchObject({ code: 15, message: 'login expired' });
    expect(onError).toHaveBeenCalledWith(failure, { path: '/biz/qms/inventory/excel/download', silent: false });
  });

  it('an envelope that is not a refusal is a bad answer, not a file', async () => {
    const { fetch } = fakeFetch(() => new Response(envelope({}), { headers: { 'content-type': 'application/json' } }));
    const client = createApiClient({ baseUrl: '', getSession: () => undefined, encrypt: false, fetch });
    await expect(client.download('/biz/qms/inventory/excel/download', { form: FORM })).rejects.toMatchObject({
      code: 'bad-response',
    });
  });

  it('refuses a body over 5 MiB and times out while the file is still arriving', async () => {
    const { fetch } = fakeFetch(
      ({ init }) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('PK'));
              init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
            },
          }),
          { headers: { 'content-type': XLSX } },
        ),
    );
    const client = createApiClient({ baseUrl: '', getSession: () => undefined, encrypt: false, fetch, timeoutMs: 30 });
    await expect(
      client.download('/biz/qms/inventory/excel/download', { form: { ...FORM, memo: 'x'.repeat(5 * 1024 * 1024) } }),
    ).rejects.toMatchObject({ code: 'bad-request' });
    expect(fetch).not.toHaveBeenCalled();
    await expect(client.download('/biz/qms/inventory/excel/download', { form: FORM })).rejects.toMatchObject({
      code: 'timeout',
    });
  });
});

describe('accept-language', () => {
  it('sends the language the client is given, and none without one', async () => {
    let language: string | undefined = 'en';
    const { fetch, captured } = fakeFetch(() => new Response(envelope({ ver: '1' })));
    const client = createApiClient({
      baseUrl: '',
      getSession: () => undefined,
      encrypt: false,
      fetch,
      language: () => language,
    });
    await client.post('/pub/sys/data/version', { timestamp: 1 });
    language = 'zh-CN';
    await client.post('/pub/sys/data/version', { timestamp: 1 });
    language = undefined;
    await client.post('/pub/sys/data/version', { timestamp: 1 });
    expect(captured.map(({ init }) => headersOf(init)['accept-language'])).toEqual(['en', 'zh-CN', undefined]);
  });

  describe("following the server's time (stat.sec)", () => {
    /** A server whose clock is `aheadMs` ahead of this machine's, verifying as the mock does (±5 min window). */
    function serverAhead(aheadMs: number) {
      const accepted: number[] = [];
      const fake = fakeFetch(async ({ init }) => {
        const serverNow = Date.now() + aheadMs;
        const headers = headersOf(init);
        const verdict = await verifyRequest({
          method: 'POST',
          path: '/pub/sys/data/version',
          headers,
          body: init.body as string,
          now: serverNow,
          secretFor: (token) => (token === 'Guest' ? GUEST_SECRET : undefined),
          nonceSeen: () => false,
        });
        const stat = { dur: '1', sec: Math.floor(serverNow / 1000) };
        if (!verdict.ok) return new Response(JSON.stringify({ data: null, stat: { ...stat, err: 1012, msg: 'time' } }));
        accepted.push(Number(headers.time));
        return new Response(JSON.stringify({ data: { 'corp.qms.web': '2.9.12' }, stat: { ...stat, err: 0 } }));
      });
      return { ...fake, accepted };
    }

    it('a server moved a day ahead: the refused first call is sent again in its time and succeeds, unseen', async () => {
      const server = serverAhead(86_400_000);
      const onError = vi.fn();
      const client = createApiClient({ baseUrl: '', getSession: () => undefined, encrypt: false, ...server, onError });
      await expect(client.post('/pub/sys/data/version', { timestamp: 1 })).resolves.toEqual({
        'corp.qms.web': '2.9.12',
      });
      expect(server.captured).toHaveLength(2);
      expect(onError).not.toHaveBeenCalled();
      // Later calls are signed in the server's time straight away.
      await client.post('/pub/sys/data/version', { timestamp: 2 });
      expect(server.captured).toHaveLength(3);
      expect(Math.abs(server.accepted[1]! - (Date.now() + 86_400_000))).toBeLessThan(2_000);
    });

    it('a server within the window is followed from its answers without any refusal', async () => {
      const server = serverAhead(120_000);
      const client = createApiClient({ baseUrl: '', getSession: () => undefined, encrypt: false, ...server });
      await client.post('/pub/sys/data/version', { timestamp: 1 });
      await client.post('/pub/sys/data/version', { timestamp: 2 });
      expect(server.captured).toHaveLength(2);
      expect(Math.abs(server.accepted[1]! - (Date.now() + 120_000))).toBeLessThan(2_000);
    });
  });
});
