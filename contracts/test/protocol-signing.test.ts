import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalString,
  createNonceRegistry,
  GUEST_SECRET,
  GUEST_TOKEN,
  HEADER,
  hmacSha256Hex,
  PROTOCOL_VERSION,
  type SignRequestInput,
  type SyncVerifyHashes,
  type SyncVerifyRequestInput,
  sha256Hex,
  signRequest,
  TIME_WINDOW_MS,
  type VerifyHashes,
  type VerifyRequestInput,
  verifyRequest,
  verifyRequestSync,
} from '../src/protocol/index';
import { GUEST_LIST_VECTOR, SIGNED_IN_PREVIEW_VECTOR, SIGNED_IN_PROFILE_VECTOR } from './protocol-vectors';

function nodeSignature(vector: {
  method: string;
  path: string;
  body: string;
  now: number;
  nonce: string;
  requestId: string;
  token: string;
  secret: string;
}): string {
  const bodyDigest = createHash('sha256').update(vector.body, 'utf8').digest('hex');
  const canonical = [
    vector.method,
    vector.path,
    String(vector.now),
    vector.nonce,
    '10000',
    vector.requestId,
    vector.token,
    bodyDigest,
  ].join('\n');
  return createHmac('sha256', vector.secret).update(canonical, 'utf8').digest('hex');
}

describe('fixed signing vectors', () => {
  it('signs the Guest inventory/list vector to the recorded signature, which node:crypto reproduces', async () => {
    const headers = await signRequest(GUEST_LIST_VECTOR);
    expect(headers).toEqual({
      token: 'Guest',
      time: '1763722800000',
      nonce: '0123456789',
      version: '10000',
      'request-id': 'V1StGXR8_Z5jdHi6B-myT',
      sign: GUEST_LIST_VECTOR.sign,
    });
    expect(nodeSignature(GUEST_LIST_VECTOR)).toBe(GUEST_LIST_VECTOR.sign);
    expect(await sha256Hex(GUEST_LIST_VECTOR.body)).toBe(GUEST_LIST_VECTOR.bodyDigest);
  });

  it('signs a signed-in vector with the session key to the recorded signature', async () => {
    const headers = await signRequest(SIGNED_IN_PROFILE_VECTOR);
    expect(headers.sign).toBe(SIGNED_IN_PROFILE_VECTOR.sign);
    expect(nodeSignature(SIGNED_IN_PROFILE_VECTOR)).toBe(SIGNED_IN_PROFILE_VECTOR.sign);
  });

  it('signs the GET preview vector over the path without query and the empty-body digest', async () => {
    const headers = await signRequest(SIGNED_IN_PREVIEW_VECTOR);
    expect(headers.sign).toBe(SIGNED_IN_PREVIEW_VECTOR.sign);
    expect(nodeSignature({ ...SIGNED_IN_PREVIEW_VECTOR, path: '/biz/qms/inventory/table/preview', body: '' })).toBe(
      SIGNED_IN_PREVIEW_VECTOR.sign,
    );
  });

  it('uses the GUEST_SECRET constant of the protocol', () => {
    expect(GUEST_SECRET).toBe(GUEST_LIST_VECTOR.secret);
    expect(GUEST_TOKEN).toBe('Guest');
    expect(PROTOCOL_VERSION).toBe('10000');
  });

  it('hmacSha256Hex and sha256Hex agree with node:crypto on UTF-8 text', async () => {
    const text = '电缆报价 YJV-0.6/1kV 3×240+1×120';
    expect(await sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    expect(await hmacSha256Hex('密钥', text)).toBe(createHmac('sha256', '密钥').update(text, 'utf8').digest('hex'));
  });
});

describe('canonical string', () => {
  it('joins the eight parts with newlines, upper-cases the method and drops the query', () => {
    expect(
      canonicalString({
        method: 'post',
        path: '/biz/qms/inventory/list?t=1#top',
        time: '1',
        nonce: '0000000000',
        version: '10000',
        requestId: 'a'.repeat(21),
        token: 'Guest',
        bodyDigest: 'd'.repeat(64),
      }),
    ).toBe(`POST\n/biz/qms/inventory/list\n1\n0000000000\n10000\n${'a'.repeat(21)}\nGuest\n${'d'.repeat(64)}`);
  });

  it('signs a full URL by its path only', async () => {
    const fromUrl = await signRequest({
      ...GUEST_LIST_VECTOR,
      path: `https://api.example.com${GUEST_LIST_VECTOR.path}?x=1`,
    });
    expect(fromUrl.sign).toBe(GUEST_LIST_VECTOR.sign);
  });
});

describe('what the signature covers', () => {
  const base: SignRequestInput = GUEST_LIST_VECTOR;

  it('changes when one byte of the body changes', async () => {
    const changed = await signRequest({ ...base, body: base.body!.toString().replace('"len":20', '"len":21') });
    expect(changed.sign).not.toBe(GUEST_LIST_VECTOR.sign);
  });

  it('changes when the time changes by one millisecond', async () => {
    const changed = await signRequest({ ...base, now: GUEST_LIST_VECTOR.now + 1 });
    expect(changed.sign).not.toBe(GUEST_LIST_VECTOR.sign);
  });

  it('changes when one digit of the nonce changes', async () => {
    const changed = await signRequest({ ...base, nonce: '0123456788' });
    expect(changed.sign).not.toBe(GUEST_LIST_VECTOR.sign);
  });

  it('signs string and byte bodies identically', async () => {
    const bytes = await signRequest({ ...base, body: new TextEncoder().encode(GUEST_LIST_VECTOR.body) });
    expect(bytes.sign).toBe(GUEST_LIST_VECTOR.sign);
  });

  it('signs GET and multipart requests over the digest of the empty string', async () => {
    const emptyDigest = createHash('sha256').update('').digest('hex');
    const expected = (method: string) =>
      createHmac('sha256', GUEST_SECRET)
        .update(
          [method, '/biz/qms/batch/file/upload', '1763722800000', '0123456789', '10000', GUEST_LIST_VECTOR.requestId]
            .concat(['Guest', emptyDigest])
            .join('\n'),
        )
        .digest('hex');
    const form = new FormData();
    form.append('file', new Blob(['model,spec,quantity,unit']), 'batch.csv');
    const upload = await signRequest({ ...base, path: '/biz/qms/batch/file/upload', body: form });
    expect(upload.sign).toBe(expected('POST'));
    const preview = await signRequest({ ...base, method: 'GET', path: '/biz/qms/batch/file/upload?token=x' });
    expect(preview.sign).toBe(expected('GET'));
  });

  it('hashes the body with a plugged-in digest function', async () => {
    const seen: Uint8Array[] = [];
    const headers = await signRequest(base, {
      digest: (bytes) => {
        seen.push(bytes);
        return createHash('sha256').update(bytes).digest('hex');
      },
    });
    expect(headers.sign).toBe(GUEST_LIST_VECTOR.sign);
    expect(new TextDecoder().decode(seen[0])).toBe(GUEST_LIST_VECTOR.body);
  });

  it('refuses a digest function that does not return sha256 hex', async () => {
    await expect(signRequest(base, { digest: () => 'ABC' })).rejects.toThrow(/digest option returned "ABC"/);
  });

  it('generates a fresh nonce and request id when none is given', async () => {
    const first = await signRequest({ method: 'POST', path: '/x', body: '{}', token: 'Guest', secret: GUEST_SECRET });
    const second = await signRequest({ method: 'POST', path: '/x', body: '{}', token: 'Guest', secret: GUEST_SECRET });
    expect(first.nonce).toMatch(/^[0-9]{10}$/);
    expect(first['request-id']).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(first.nonce === second.nonce && first['request-id'] === second['request-id']).toBe(false);
    expect(Math.abs(Number(first.time) - Date.now())).toBeLessThan(5000);
  });

  it('rejects input that cannot produce valid headers', async () => {
    await expect(signRequest({ ...base, nonce: '123' })).rejects.toThrow(/nonce must be 10 decimal digits/);
    await expect(signRequest({ ...base, requestId: 'short' })).rejects.toThrow(/requestId must be 21 characters/);
    await expect(signRequest({ ...base, token: '' })).rejects.toThrow(/token is empty/);
    await expect(signRequest({ ...base, path: 'biz/x' })).rejects.toThrow(/path must start with "\/"/);
  });
});

describe('verifyRequest', () => {
  const sessions = new Map([
    [GUEST_TOKEN, GUEST_SECRET],
    [SIGNED_IN_PROFILE_VECTOR.token, SIGNED_IN_PROFILE_VECTOR.secret],
  ]);
  const serverNow = GUEST_LIST_VECTOR.now + 1500;

  async function guestRequest(overrides: Partial<VerifyRequestInput> = {}): Promise<VerifyRequestInput> {
    return {
      method: 'POST',
      path: GUEST_LIST_VECTOR.path,
      headers: await signRequest(GUEST_LIST_VECTOR),
      body: GUEST_LIST_VECTOR.body,
      now: serverNow,
      secretFor: (token) => sessions.get(token),
      nonceSeen: createNonceRegistry(() => serverNow),
      ...overrides,
    };
  }

  it('accepts a freshly signed request and reports its token and request id', async () => {
    expect(await verifyRequest(await guestRequest())).toEqual({
      ok: true,
      token: 'Guest',
      requestId: GUEST_LIST_VECTOR.requestId,
      encryptResponse: false,
    });
  });

  it('accepts a signed-in request whose body arrives as bytes', async () => {
    const headers = await signRequest({ ...SIGNED_IN_PROFILE_VECTOR, now: serverNow });
    const result = await verifyRequest({
      ...(await guestRequest()),
      path: SIGNED_IN_PROFILE_VECTOR.path,
      headers,
      body: new TextEncoder().encode(SIGNED_IN_PROFILE_VECTOR.body),
    });
    expect(result).toMatchObject({ ok: true, token: SIGNED_IN_PROFILE_VECTOR.token });
  });

  it('reads header names case-insensitively and accepts single-element arrays', async () => {
    const signed = await signRequest(GUEST_LIST_VECTOR);
    const headers = Object.fromEntries(
      Object.entries(signed).map(([name, value], index) => [name.toUpperCase(), index % 2 ? [value] : value]),
    );
    expect(await verifyRequest(await guestRequest({ headers }))).toMatchObject({ ok: true });
  });

  it('asks for an encrypted response when the encrypt header is aes-256-gcm', async () => {
    const headers = { ...(await signRequest(GUEST_LIST_VECTOR)), [HEADER.encrypt]: 'aes-256-gcm' };
    expect(await verifyRequest(await guestRequest({ headers }))).toMatchObject({ ok: true, encryptResponse: true });
  });

  it('refuses a wrong signature and shows the canonical string the server signed', async () => {
    const headers = { ...(await signRequest(GUEST_LIST_VECTOR)), sign: 'f'.repeat(64) };
    const result = await verifyRequest(await guestRequest({ headers }));
    expect(result).toMatchObject({ ok: false, reason: 'signature' });
    if (result.ok) return;
    expect(result.message).toContain('the server signed the canonical string in "expected"');
    expect(result.message).toContain('GUEST_SECRET');
    expect(result.expected).toBe(
      [
        'POST',
        GUEST_LIST_VECTOR.path,
        '1763722800000',
        '0123456789',
        '10000',
        GUEST_LIST_VECTOR.requestId,
        'Guest',
        GUEST_LIST_VECTOR.bodyDigest,
      ].join('\n'),
    );
  });

  it('refuses a body changed after signing', async () => {
    const result = await verifyRequest(await guestRequest({ body: GUEST_LIST_VECTOR.body.replace('20', '21') }));
    expect(result).toMatchObject({ ok: false, reason: 'signature' });
  });

  it('refuses a request signed with another secret', async () => {
    const headers = await signRequest({ ...GUEST_LIST_VECTOR, secret: 'not-the-guest-secret' });
    expect(await verifyRequest(await guestRequest({ headers }))).toMatchObject({ ok: false, reason: 'signature' });
  });

  it('refuses a token that has no session, saying so', async () => {
    const headers = await signRequest({ ...GUEST_LIST_VECTOR, token: 'u-signed-out', secret: 'old-key' });
    const result = await verifyRequest(await guestRequest({ headers }));
    expect(result).toMatchObject({ ok: false, reason: 'signature' });
    if (!result.ok) expect(result.message).toContain('token "u-signed-out" is not a live session');
  });

  it('refuses a time outside the window with the server time, the received time and the window', async () => {
    const staleNow = GUEST_LIST_VECTOR.now + TIME_WINDOW_MS + 1;
    const result = await verifyRequest(await guestRequest({ now: staleNow }));
    expect(result).toMatchObject({ ok: false, reason: 'time' });
    if (result.ok) return;
    expect(result.message).toContain(String(staleNow));
    expect(result.message).toContain('1763722800000');
    expect(result.message).toContain('300000');
    expect(result.message).toContain('behind');
  });

  it('accepts a time exactly at the edge of the window, in both directions', async () => {
    expect(await verifyRequest(await guestRequest({ now: GUEST_LIST_VECTOR.now + TIME_WINDOW_MS }))).toMatchObject({
      ok: true,
    });
    expect(await verifyRequest(await guestRequest({ now: GUEST_LIST_VECTOR.now - TIME_WINDOW_MS }))).toMatchObject({
      ok: true,
    });
  });

  it('refuses a replayed nonce for the same token but not for another token', async () => {
    const nonceSeen = createNonceRegistry(() => serverNow);
    expect(await verifyRequest(await guestRequest({ nonceSeen }))).toMatchObject({ ok: true });
    const replay = await verifyRequest(await guestRequest({ nonceSeen }));
    expect(replay).toMatchObject({ ok: false, reason: 'replay' });
    if (!replay.ok) expect(replay.message).toContain('"0123456789" was already used');
    const otherToken = await signRequest({
      ...SIGNED_IN_PROFILE_VECTOR,
      nonce: GUEST_LIST_VECTOR.nonce,
      now: serverNow,
    });
    const result = await verifyRequest({
      ...(await guestRequest({ nonceSeen })),
      path: SIGNED_IN_PROFILE_VECTOR.path,
      headers: otherToken,
      body: SIGNED_IN_PROFILE_VECTOR.body,
    });
    expect(result).toMatchObject({ ok: true });
  });

  it('does not burn a nonce on a request with a bad signature', async () => {
    const nonceSeen = createNonceRegistry(() => serverNow);
    const forged = { ...(await signRequest(GUEST_LIST_VECTOR)), sign: '0'.repeat(64) };
    expect(await verifyRequest(await guestRequest({ headers: forged, nonceSeen }))).toMatchObject({
      reason: 'signature',
    });
    expect(await verifyRequest(await guestRequest({ nonceSeen }))).toMatchObject({ ok: true });
  });

  it('names a missing header and its expected format', async () => {
    const { nonce: _dropped, ...headers } = await signRequest(GUEST_LIST_VECTOR);
    const result = await verifyRequest(await guestRequest({ headers }));
    expect(result).toEqual({
      ok: false,
      reason: 'headers',
      message: 'missing header "nonce" (expected 10 decimal digits, e.g. "0123456789")',
    });
  });

  it('names each malformed header with the value received and the expected format', async () => {
    const headers = {
      ...(await signRequest(GUEST_LIST_VECTOR)),
      version: '9999',
      'request-id': 'abc',
      sign: 'F'.repeat(64),
      time: '2025-11-21T11:00:00Z',
    };
    const result = await verifyRequest(await guestRequest({ headers }));
    expect(result).toMatchObject({ ok: false, reason: 'headers' });
    if (result.ok) return;
    expect(result.message).toContain('header "version" is "9999" (expected exactly "10000")');
    expect(result.message).toContain('header "request-id" is "abc" (expected 21 characters of [A-Za-z0-9_-])');
    expect(result.message).toContain('header "sign" is "FFFF');
    expect(result.message).toContain('64 lowercase hex digits');
    expect(result.message).toContain('header "time" is "2025-11-21T11:00:00Z" (expected Unix time in milliseconds');
  });

  it('refuses a header sent twice and an unknown encryption', async () => {
    const signed = await signRequest(GUEST_LIST_VECTOR);
    const result = await verifyRequest(
      await guestRequest({ headers: { ...signed, nonce: [signed.nonce, '1111111111'], encrypt: 'des' } }),
    );
    expect(result).toMatchObject({ ok: false, reason: 'headers' });
    if (result.ok) return;
    expect(result.message).toContain('header "nonce" was sent 2 times');
    expect(result.message).toContain('header "encrypt" is "des" (expected "aes-256-gcm"');
  });

  it('throws a clear error when handed a parsed body instead of the raw bytes', async () => {
    const parsed = JSON.parse(GUEST_LIST_VECTOR.body) as unknown as string;
    await expect(verifyRequest(await guestRequest({ body: parsed }))).rejects.toThrow(
      /body must be the raw request body \(string or bytes\), got object/,
    );
  });

  it('verifies GET previews and multipart uploads over the empty-body digest, whatever bytes arrive', async () => {
    const headers = await signRequest({
      ...GUEST_LIST_VECTOR,
      method: 'POST',
      path: '/biz/qms/batch/file/upload',
      body: new FormData(),
    });
    const upload = await verifyRequest(
      await guestRequest({
        path: '/biz/qms/batch/file/upload',
        headers: { ...headers, 'Content-Type': 'multipart/form-data; boundary=----x' },
        body: '------x\r\nContent-Disposition: form-data; name="file"\r\n\r\n...\r\n------x--',
      }),
    );
    expect(upload).toMatchObject({ ok: true });
    const previewHeaders = await signRequest({
      ...GUEST_LIST_VECTOR,
      method: 'GET',
      path: '/biz/qms/inventory/table/preview',
    });
    const preview = await verifyRequest(
      await guestRequest({
        method: 'GET',
        path: '/biz/qms/inventory/table/preview?tmpl=1&token=Guest',
        headers: previewHeaders,
        body: undefined,
      }),
    );
    expect(preview).toMatchObject({ ok: true });
  });
});

describe('createNonceRegistry', () => {
  it('forgets a nonce only after twice the window', () => {
    let now = 0;
    const seen = createNonceRegistry(() => now);
    expect(seen('Guest', '0000000001')).toBe(false);
    now = 2 * TIME_WINDOW_MS;
    expect(seen('Guest', '0000000001')).toBe(true);
    now = 4 * TIME_WINDOW_MS + 1;
    expect(seen('Guest', '0000000001')).toBe(false);
  });
});

describe('verifyRequestSync', () => {
  /** node:crypto, as the server passes them: same algorithms and hex as the WebCrypto defaults, answered at once. */
  const NODE_SYNC_HASHES: SyncVerifyHashes = {
    sha256Hex: (bytes) => createHash('sha256').update(bytes).digest('hex'),
    hmacSha256Hex: (secret, message) => createHmac('sha256', secret).update(message, 'utf8').digest('hex'),
  };
  /** The browser's kind: every hash answers a promise (WebCrypto). */
  const PROMISE_HASHES: VerifyHashes = {
    sha256Hex: async (bytes) => createHash('sha256').update(bytes).digest('hex'),
    hmacSha256Hex: async (secret, message) => createHmac('sha256', secret).update(message, 'utf8').digest('hex'),
  };
  const sessions = new Map([
    [GUEST_TOKEN, GUEST_SECRET],
    [SIGNED_IN_PROFILE_VECTOR.token, SIGNED_IN_PROFILE_VECTOR.secret],
  ]);
  const serverNow = GUEST_LIST_VECTOR.now + 1500;

  /** The guest vector as the server receives it, with synchronous look-ups and a nonce registry of its own. */
  async function syncRequest(overrides: Partial<SyncVerifyRequestInput> = {}): Promise<SyncVerifyRequestInput> {
    return {
      method: 'POST',
      path: GUEST_LIST_VECTOR.path,
      headers: await signRequest(GUEST_LIST_VECTOR),
      body: GUEST_LIST_VECTOR.body,
      now: serverNow,
      secretFor: (token) => sessions.get(token),
      nonceSeen: createNonceRegistry(() => serverNow),
      ...overrides,
    };
  }

  /** verifyRequestSync's result beside verifyRequest's for the same request, each with a fresh nonce registry. */
  async function bothResults(overrides: Partial<SyncVerifyRequestInput> = {}) {
    const sync = verifyRequestSync(await syncRequest(overrides), NODE_SYNC_HASHES);
    expect(sync).not.toBeInstanceOf(Promise);
    const webCrypto = await verifyRequest(await syncRequest(overrides));
    return { sync, webCrypto };
  }

  it('accepts a good request with the same result as verifyRequest', async () => {
    const { sync, webCrypto } = await bothResults();
    expect(sync).toEqual({ ok: true, token: 'Guest', requestId: GUEST_LIST_VECTOR.requestId, encryptResponse: false });
    expect(sync).toEqual(webCrypto);

    const signedIn = {
      path: SIGNED_IN_PROFILE_VECTOR.path,
      headers: {
        ...(await signRequest({ ...SIGNED_IN_PROFILE_VECTOR, now: serverNow })),
        [HEADER.encrypt]: 'aes-256-gcm',
      },
      body: new TextEncoder().encode(SIGNED_IN_PROFILE_VECTOR.body),
    };
    const both = await bothResults(signedIn);
    expect(both.sync).toEqual({
      ok: true,
      token: SIGNED_IN_PROFILE_VECTOR.token,
      requestId: SIGNED_IN_PROFILE_VECTOR.requestId,
      encryptResponse: true,
    });
    expect(both.sync).toEqual(both.webCrypto);
  });

  it('refuses a bad signature, a changed body and an unknown token with the same results as verifyRequest', async () => {
    const badSign = await bothResults({ headers: { ...(await signRequest(GUEST_LIST_VECTOR)), sign: 'f'.repeat(64) } });
    expect(badSign.sync).toMatchObject({ ok: false, reason: 'signature', expected: expect.stringContaining('Guest') });
    expect(badSign.sync).toEqual(badSign.webCrypto);

    const changedBody = await bothResults({ body: GUEST_LIST_VECTOR.body.replace('20', '21') });
    expect(changedBody.sync).toMatchObject({ ok: false, reason: 'signature' });
    expect(changedBody.sync).toEqual(changedBody.webCrypto);

    const unknownToken = await bothResults({
      headers: await signRequest({ ...GUEST_LIST_VECTOR, token: 'u-signed-out', secret: 'old-key' }),
    });
    expect(unknownToken.sync).toMatchObject({ ok: false, reason: 'signature' });
    expect(unknownToken.sync).toEqual(unknownToken.webCrypto);
  });

  it('refuses a missing or malformed header with the same result as verifyRequest', async () => {
    const { nonce: _dropped, ...withoutNonce } = await signRequest(GUEST_LIST_VECTOR);
    const missing = await bothResults({ headers: withoutNonce });
    expect(missing.sync).toEqual({
      ok: false,
      reason: 'headers',
      message: 'missing header "nonce" (expected 10 decimal digits, e.g. "0123456789")',
    });
    expect(missing.sync).toEqual(missing.webCrypto);

    const malformed = await bothResults({
      headers: { ...(await signRequest(GUEST_LIST_VECTOR)), version: '9999', encrypt: 'des' },
    });
    expect(malformed.sync).toMatchObject({ ok: false, reason: 'headers' });
    expect(malformed.sync).toEqual(malformed.webCrypto);
  });

  it('refuses a time outside the window with the same result as verifyRequest, and accepts its edge', async () => {
    const behind = await bothResults({ now: GUEST_LIST_VECTOR.now + TIME_WINDOW_MS + 1 });
    expect(behind.sync).toMatchObject({ ok: false, reason: 'time', message: expect.stringContaining('behind') });
    expect(behind.sync).toEqual(behind.webCrypto);

    const ahead = await bothResults({ now: GUEST_LIST_VECTOR.now - TIME_WINDOW_MS - 1 });
    expect(ahead.sync).toMatchObject({ ok: false, reason: 'time', message: expect.stringContaining('ahead') });
    expect(ahead.sync).toEqual(ahead.webCrypto);

    const edge = await bothResults({ now: GUEST_LIST_VECTOR.now + TIME_WINDOW_MS });
    expect(edge.sync).toMatchObject({ ok: true });
    expect(edge.sync).toEqual(edge.webCrypto);
  });

  it('refuses a replayed nonce with the same result as verifyRequest, and burns no nonce on a forgery', async () => {
    const syncSeen = createNonceRegistry(() => serverNow);
    const asyncSeen = createNonceRegistry(() => serverNow);
    const forged = { ...(await signRequest(GUEST_LIST_VECTOR)), sign: '0'.repeat(64) };
    expect(verifyRequestSync(await syncRequest({ headers: forged, nonceSeen: syncSeen }), NODE_SYNC_HASHES)).toEqual(
      await verifyRequest(await syncRequest({ headers: forged, nonceSeen: asyncSeen })),
    );
    const first = verifyRequestSync(await syncRequest({ nonceSeen: syncSeen }), NODE_SYNC_HASHES);
    expect(first).toMatchObject({ ok: true });
    expect(first).toEqual(await verifyRequest(await syncRequest({ nonceSeen: asyncSeen })));

    const replay = verifyRequestSync(await syncRequest({ nonceSeen: syncSeen }), NODE_SYNC_HASHES);
    expect(replay).toMatchObject({ ok: false, reason: 'replay', message: expect.stringContaining('"0123456789"') });
    expect(replay).toEqual(await verifyRequest(await syncRequest({ nonceSeen: asyncSeen })));
  });

  it('throws a TypeError when the hashes answer promises (WebCrypto, or async node:crypto wrappers)', async () => {
    const webCryptoHashes = { sha256Hex, hmacSha256Hex } as unknown as SyncVerifyHashes;
    const asyncHashes = PROMISE_HASHES as SyncVerifyHashes;
    for (const hashes of [webCryptoHashes, asyncHashes]) {
      const input = await syncRequest();
      expect(() => verifyRequestSync(input, hashes)).toThrow(TypeError);
      expect(() => verifyRequestSync(input, hashes)).toThrow(/verifyRequestSync: a hash or look-up answered a promise/);
    }
  });

  it('throws a TypeError when a look-up answers a promise', async () => {
    const asyncSecret = (async (token: string) =>
      sessions.get(token)) as unknown as SyncVerifyRequestInput['secretFor'];
    const withAsyncSecret = await syncRequest({ secretFor: asyncSecret });
    expect(() => verifyRequestSync(withAsyncSecret, NODE_SYNC_HASHES)).toThrow(
      /verifyRequestSync: a hash or look-up answered a promise/,
    );
    const registry = createNonceRegistry(() => serverNow);
    const asyncSeen = (async (token: string, nonce: string) =>
      registry(token, nonce)) as unknown as SyncVerifyRequestInput['nonceSeen'];
    const withAsyncNonces = await syncRequest({ nonceSeen: asyncSeen });
    expect(() => verifyRequestSync(withAsyncNonces, NODE_SYNC_HASHES)).toThrow(TypeError);
  });

  it('leaves no verification running after the TypeError: the nonce of the refused call is not recorded', async () => {
    const seen: string[] = [];
    const registry = createNonceRegistry(() => serverNow);
    const nonceSeen = (token: string, nonce: string) => {
      seen.push(nonce);
      return registry(token, nonce);
    };
    const input = await syncRequest({ nonceSeen });
    expect(() => verifyRequestSync(input, PROMISE_HASHES as SyncVerifyHashes)).toThrow(TypeError);
    // Let any promise chain the call left behind run to its end.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([]);
    expect(verifyRequestSync(await syncRequest({ nonceSeen }), NODE_SYNC_HASHES)).toMatchObject({ ok: true });
  });
});
