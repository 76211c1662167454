import {
  canonicalString,
  decryptPayload,
  GUEST_SECRET,
  GUEST_TOKEN,
  PROTOCOL_VERSION,
  sha256Hex,
  signRequest,
} from '@cable/contracts/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hiddenPriceFields, withoutHiddenPrices } from '../../src/plugins/price-rights';
import { buildTestApp, envelopeOf, signedPost, signIn, type TestApp, type TestSession, timestampBody } from './harness';

let test: TestApp;
let quote: TestSession;

beforeEach(async () => {
  test = await buildTestApp();
  quote = signIn(test.repos, 'quote');
});
afterEach(async () => {
  await test.app.close();
});

const VERSION_PATH = '/pub/sys/data/version';

describe('request protocol verification', () => {
  it('refuses missing headers with 1010 naming each one', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: VERSION_PATH,
      payload: timestampBody(test),
    });
    expect(response.statusCode).toBe(400);
    const { stat } = envelopeOf(response);
    expect(stat.err).toBe(1010);
    for (const name of ['token', 'time', 'nonce', 'version', 'request-id', 'sign']) {
      expect(stat.msg).toContain(`missing header "${name}"`);
    }
  });

  it('refuses a bad signature with 1011 and the canonical string the server expected', async () => {
    const body = JSON.stringify(timestampBody(test));
    const headers = await signRequest({
      method: 'POST',
      path: VERSION_PATH,
      body,
      token: GUEST_TOKEN,
      secret: 'not-the-guest-secret',
      now: test.clock.now(),
    });
    const response = await test.app.inject({
      method: 'POST',
      url: VERSION_PATH,
      payload: body,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
    const { stat } = envelopeOf(response);
    expect(stat.err).toBe(1011);
    const expected = canonicalString({
      method: 'POST',
      path: VERSION_PATH,
      time: headers.time,
      nonce: headers.nonce,
      version: PROTOCOL_VERSION,
      requestId: headers['request-id'],
      token: GUEST_TOKEN,
      bodyDigest: await sha256Hex(body),
    });
    expect(stat.msg).toContain(JSON.stringify(expected));
  });

  it('checks the signature over the exact bytes sent, not a re-serialization', async () => {
    const spaced = '{ "timestamp" : 1 }';
    const good = await signedPost(test, VERSION_PATH, spaced);
    expect(envelopeOf(good).stat.err).toBe(0);
    const headers = await signRequest({
      method: 'POST',
      path: VERSION_PATH,
      body: '{"timestamp":1}',
      token: GUEST_TOKEN,
      secret: GUEST_SECRET,
      now: test.clock.now(),
    });
    const reformatted = await test.app.inject({
      method: 'POST',
      url: VERSION_PATH,
      payload: spaced,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(envelopeOf(reformatted).stat.err).toBe(1011);
  });

  it('refuses a time outside the window with 1012 stating the server time and the window', async () => {
    const stale = test.clock.now() - 301_000;
    const response = await signedPost(test, VERSION_PATH, timestampBody(test), { now: stale });
    const { stat } = envelopeOf(response);
    expect(stat.err).toBe(1012);
    expect(stat.msg).toContain(`server time is ${test.clock.now()}`);
    expect(stat.msg).toContain('300000 ms');
    const edge = await signedPost(test, VERSION_PATH, timestampBody(test), { now: test.clock.now() - 299_000 });
    expect(envelopeOf(edge).stat.err).toBe(0);
  });

  it('refuses a replayed nonce with 1013, per token', async () => {
    const first = await signedPost(test, VERSION_PATH, timestampBody(test), { nonce: '0123456789' });
    expect(envelopeOf(first).stat.err).toBe(0);
    const replay = await signedPost(test, VERSION_PATH, timestampBody(test), { nonce: '0123456789' });
    expect(envelopeOf(replay).stat).toMatchObject({ err: 1013, msg: expect.stringContaining('0123456789') });
    const otherToken = await signedPost(test, VERSION_PATH, timestampBody(test), {
      nonce: '0123456789',
      session: quote,
    });
    expect(envelopeOf(otherToken).stat.err).toBe(0);
  });

  it('accepts anything when verification is switched off, and still reads the token', async () => {
    const off = await buildTestApp({ verifySignature: false });
    try {
      const plain = await off.app.inject({ method: 'POST', url: VERSION_PATH, payload: { timestamp: 1 } });
      expect(envelopeOf(plain).stat.err).toBe(0);
      const session = signIn(off.repos, 'quote');
      const profile = await off.app.inject({
        method: 'POST',
        url: '/biz/user/info/profile',
        payload: { timestamp: 1 },
        headers: { token: session.token },
      });
      expect(envelopeOf(profile).data).toMatchObject({ user: { token: session.token } });
      const journal = off.app.journal.list(2);
      expect(journal.map((entry) => entry.verification)).toEqual(['off', 'off']);
    } finally {
      await off.app.close();
    }
  });
});

describe('sessions and permissions', () => {
  it('answers 15 for an unknown token', async () => {
    const response = await signedPost(test, '/biz/user/info/profile', timestampBody(test), {
      session: { token: 'f'.repeat(32), key: 'whatever' },
    });
    expect(envelopeOf(response).stat).toMatchObject({ err: 15, msg: expect.stringContaining('不是有效的登录会话') });
    const english = await signedPost(test, '/biz/user/info/profile', timestampBody(test), {
      session: { token: 'f'.repeat(32), key: 'whatever' },
      headers: { 'accept-language': 'en' },
    });
    expect(envelopeOf(english).stat).toMatchObject({ err: 15, msg: expect.stringContaining('not a live session') });
  });

  it('answers 15 for a token endpoint called as Guest', async () => {
    const response = await signedPost(test, '/biz/user/info/profile', timestampBody(test));
    expect(envelopeOf(response).stat.err).toBe(15);
  });

  it('answers 15 once the token is revoked', async () => {
    const before = await signedPost(test, '/biz/user/info/profile', timestampBody(test), { session: quote });
    expect(envelopeOf(before).stat.err).toBe(0);
    test.repos.sessions.revokeSession(quote.token);
    const after = await signedPost(test, '/biz/user/info/profile', timestampBody(test), { session: quote });
    expect(envelopeOf(after).stat.err).toBe(15);
  });

  it('answers 1020 naming the module the user lacks', async () => {
    const limited = signIn(test.repos, 'limited');
    const response = await signedPost(
      test,
      '/biz/qms/history/recalc',
      { form: { id: 'h1', group: 1 } },
      {
        session: limited,
      },
    );
    expect(response.statusCode).toBe(403);
    expect(envelopeOf(response).stat).toMatchObject({
      err: 1020,
      msg: expect.stringContaining('qms.history.recalc'),
    });
    const granted = await signedPost(
      test,
      '/biz/qms/history/recalc',
      { form: { id: 'h1', group: 1 } },
      {
        session: quote,
      },
    );
    expect(envelopeOf(granted).stat.err).toBe(0);
  });

  it('answers 20 on every product call in maintenance mode', async () => {
    test.repos.config.setMaintenance(true);
    for (const path of [VERSION_PATH, '/biz/user/info/profile', '/dev/module/list']) {
      const response = await signedPost(test, path, timestampBody(test), { session: quote });
      expect(envelopeOf(response).stat.err).toBe(20);
    }
    const mapping = await test.app.inject({ method: 'GET', url: '/assets/api-mapping.json' });
    expect(mapping.statusCode).toBe(200);
    test.repos.config.setMaintenance(false);
    expect(envelopeOf(await signedPost(test, VERSION_PATH, timestampBody(test))).stat.err).toBe(0);
  });
});

describe('encrypted responses', () => {
  it('encrypts the envelope with the session key when asked', async () => {
    const response = await signedPost(test, '/biz/user/info/profile', timestampBody(test), {
      session: quote,
      headers: { encrypt: 'aes-256-gcm' },
    });
    expect(response.headers.encrypt).toBe('aes-256-gcm');
    const { enc } = response.json() as { enc: string };
    const envelope = JSON.parse(await decryptPayload(quote.key, enc));
    expect(envelope.stat.err).toBe(0);
    expect(envelope.data.user.token).toBe(quote.token);
  });

  it('encrypts a refusal too, with the guest secret for Guest', async () => {
    const response = await signedPost(test, '/pub/sys/data/price/today', timestampBody(test), {
      headers: { encrypt: 'aes-256-gcm' },
    });
    const { enc } = response.json() as { enc: string };
    const envelope = JSON.parse(await decryptPayload(GUEST_SECRET, enc));
    expect(envelope.stat.err).toBe(1099);
  });

  it('answers plainly when the request was refused before its secret was known', async () => {
    const response = await signedPost(test, '/biz/user/info/profile', timestampBody(test), {
      session: { token: 'f'.repeat(32), key: 'unknown' },
      headers: { encrypt: 'aes-256-gcm' },
    });
    expect(response.headers.encrypt).toBeUndefined();
    expect(envelopeOf(response).stat.err).toBe(15);
  });
});

describe('price rights', () => {
  const priceCall = (session: TestSession) =>
    signedPost(test, '/biz/qms/cable/info/price', { cond: { ids: ['c1', 'c2'] } }, { session });

  it('keeps every price for a user with all three rights', async () => {
    const { data } = envelopeOf(await priceCall(quote)) as { data: { cables: { price: object }[] } };
    expect(data.cables[0]!.price).toEqual({ base: 100, sale: 120, tax: 135.6 });
  });

  it('drops base for a user without PriceAuthBase, in every object', async () => {
    const nobase = signIn(test.repos, 'nobase');
    const { data } = envelopeOf(await priceCall(nobase)) as { data: { cables: { price: object }[] } };
    for (const cable of data.cables) expect(cable.price).toEqual({ sale: 120, tax: 135.6 });
    const summ = await signedPost(
      test,
      '/biz/qms/inventory/summ',
      { cond: { mode: 3, unit: 0, places: 2 } },
      {
        session: nobase,
      },
    );
    expect(envelopeOf(summ).data).toEqual({ summs: [{ count: 2, group: 0, total: { sale: 240, tax: 271.2 } }] });
  });

  it('leaves only the tax price for a user holding only PriceAuthTax', async () => {
    const limited = signIn(test.repos, 'limited');
    const { data } = envelopeOf(await priceCall(limited)) as { data: { cables: { price: object }[] } };
    expect(data.cables[0]!.price).toEqual({ tax: 135.6 });
  });

  it('copies instead of mutating what the handler returned (it may be store state)', () => {
    const item = { price: { base: 1, sale: 2, tax: 3 }, nested: [{ total: { base: 4, tax: 5 } }], other: { base: 9 } };
    const filtered = withoutHiddenPrices(item, hiddenPriceFields(null));
    expect(filtered).toEqual({ price: {}, nested: [{ total: {} }], other: { base: 9 } });
    expect(item.price).toEqual({ base: 1, sale: 2, tax: 3 });
    expect(item.nested[0]!.total).toEqual({ base: 4, tax: 5 });
  });
});
