import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, envelopeOf, signedPost, signIn, type TestApp, timestampBody } from './harness';

let test: TestApp;

beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.app.close();
});

async function control(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await test.app.inject({
    method,
    url: `/__control${path}`,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return envelopeOf(response);
}

const versionCall = () => signedPost(test, '/pub/sys/data/version', timestampBody(test));

describe('control API: maintenance, verification, tokens, version', () => {
  it('switches maintenance on and off; the control API itself stays usable', async () => {
    expect((await control('POST', '/maintenance', { on: true })).data).toEqual({ maintenance: true });
    expect(envelopeOf(await versionCall()).stat.err).toBe(20);
    expect((await control('GET', '/state')).data).toMatchObject({ maintenance: true });
    await control('POST', '/maintenance', { on: false });
    expect(envelopeOf(await versionCall()).stat.err).toBe(0);
  });

  it('turns signature verification off at run time', async () => {
    const unsigned = () => test.app.inject({ method: 'POST', url: '/pub/sys/data/version', payload: { timestamp: 1 } });
    expect(envelopeOf(await unsigned()).stat.err).toBe(1010);
    await control('POST', '/verification', { on: false });
    expect(envelopeOf(await unsigned()).stat.err).toBe(0);
  });

  it('revokes a token (15 afterwards) and lists users with their live tokens', async () => {
    const session = signIn(test.repos, 'approver');
    const { data } = (await control('GET', '/users')) as { data: { users: { account: string; tokens: string[] }[] } };
    expect(data.users.find((user) => user.account === 'approver')?.tokens).toEqual([session.token]);
    expect((await control('POST', '/token/revoke', { token: session.token })).data).toEqual({ revoked: true });
    const profile = await signedPost(test, '/biz/user/info/profile', timestampBody(test), { session });
    expect(envelopeOf(profile).stat.err).toBe(15);
  });

  it('sets the web version the product reports, and refuses a malformed one', async () => {
    await control('POST', '/web-version', { version: '2.10.0' });
    expect(envelopeOf(await versionCall()).data).toMatchObject({ 'corp.qms.web': '2.10.0' });
    const bad = await control('POST', '/web-version', { version: 'latest' });
    expect(bad.stat).toMatchObject({ err: 1001, msg: expect.stringContaining('version') });
  });

  it('resets to the seed', async () => {
    await control('POST', '/web-version', { version: '3.0.0' });
    await control('POST', '/maintenance', { on: true });
    await control('POST', '/faults', { pattern: '/biz/*', kind: 'error' });
    await control('POST', '/reset');
    const { data } = await control('GET', '/state');
    expect(data).toMatchObject({ maintenance: false, webVersion: '2.9.12', faults: [] });
  });
});

describe('control API: faults and latency', () => {
  it('answers a given error code on a path pattern for the given number of requests', async () => {
    const { data } = await control('POST', '/faults', {
      pattern: '/pub/sys/*',
      kind: 'error',
      code: 15,
      times: 1,
    });
    expect(data).toMatchObject({ fault: { id: 1, hits: 0 } });
    expect(envelopeOf(await versionCall()).stat).toMatchObject({ err: 15 });
    expect(envelopeOf(await versionCall()).stat.err).toBe(0);
  });

  it('answers the injected-fault code by default and only for the method given', async () => {
    await control('POST', '/faults', { pattern: '/pub/sys/data/version', method: 'GET', kind: 'error' });
    expect(envelopeOf(await versionCall()).stat.err).toBe(0);
    await control('POST', '/faults/clear', {});
    await control('POST', '/faults', { pattern: '/pub/sys/data/version', kind: 'error', message: 'planned outage' });
    expect(envelopeOf(await versionCall()).stat).toMatchObject({ err: 1090, msg: 'planned outage' });
  });

  it('delays answers by the latency given, and a hang stalls past its time', async () => {
    await control('POST', '/faults', { pattern: '/pub/sys/data/version', kind: 'latency', ms: 150 });
    let started = performance.now();
    expect(envelopeOf(await versionCall()).stat.err).toBe(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    await control('POST', '/faults/clear', {});
    await control('POST', '/faults', { pattern: '/pub/sys/data/version', kind: 'hang', ms: 200 });
    started = performance.now();
    await versionCall();
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('drops the connection without an answer', async () => {
    await control('POST', '/faults', { pattern: '/pub/sys/data/version', kind: 'drop', times: 1 });
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    await expect(fetch(`${address}/pub/sys/data/version`, { method: 'POST' })).rejects.toThrow();
    const after = await fetch(`${address}/pub/sys/data/version`, { method: 'POST' });
    expect(((await after.json()) as { stat: { err: number } }).stat.err).toBe(1010);
  });

  it('removes one rule by id and refuses an unknown id', async () => {
    await control('POST', '/faults', { pattern: '/a', kind: 'error' });
    await control('POST', '/faults', { pattern: '/b', kind: 'error' });
    expect((await control('POST', '/faults/clear', { id: 1 })).data).toMatchObject({ faults: [{ id: 2 }] });
    expect((await control('POST', '/faults/clear', { id: 9 })).stat.err).toBe(1031);
  });
});

describe('control API: journal', () => {
  it('records the last requests with status, code and verification outcome, newest first', async () => {
    await versionCall();
    await test.app.inject({ method: 'POST', url: '/pub/sys/data/version', payload: { timestamp: 1 } });
    await signedPost(test, '/pub/sys/data/version', '{oops');
    const { data } = (await control('GET', '/journal?limit=3')) as {
      data: { entries: { path: string; status: number; err: number; verification: string }[] };
    };
    expect(data.entries.map((entry) => [entry.status, entry.err, entry.verification])).toEqual([
      [400, 1002, 'not-checked'],
      [400, 1010, 'headers'],
      [200, 0, 'ok'],
    ]);
    expect(data.entries.every((entry) => entry.path === '/pub/sys/data/version')).toBe(true);
  });

  it('filters by path', async () => {
    await versionCall();
    await test.app.inject({ method: 'GET', url: '/assets/api-mapping.json' });
    const { data } = (await control('GET', '/journal?path=api-mapping')) as {
      data: { entries: { path: string; verification: string }[] };
    };
    expect(data.entries).toHaveLength(1);
    expect(data.entries[0]).toMatchObject({ path: '/assets/api-mapping.json', verification: 'unsigned' });
  });
});

describe('control API: login QR and the phone page', () => {
  const issueQr = () =>
    test.repos.sessions.createQr(120_000, (tag) => `http://localhost/__control/qr/phone?tag=${tag}`);

  it('moves a QR through scan and confirm as the chosen user', async () => {
    const qr = issueQr();
    expect((await control('POST', '/qr/scan', { tag: qr.tag })).data).toMatchObject({ qr: { state: 'Scan' } });
    const confirmed = await control('POST', '/qr/confirm', { tag: qr.tag, user: 'approver' });
    expect(confirmed.data).toMatchObject({ qr: { state: 'Pass', user: 'approver' } });
    expect(test.repos.sessions.qr(qr.tag)?.token).toBeTruthy();
  });

  it('rejects and expires QRs, and refuses an unknown user or tag', async () => {
    const rejected = issueQr();
    expect((await control('POST', '/qr/reject', { tag: rejected.tag })).data).toMatchObject({ qr: { state: 'Error' } });
    const expired = issueQr();
    expect((await control('POST', '/qr/expire', { tag: expired.tag })).data).toMatchObject({ qr: { state: 'Expire' } });
    const other = issueQr();
    expect((await control('POST', '/qr/confirm', { tag: other.tag, user: 'nobody' })).stat).toMatchObject({
      err: 1031,
      msg: expect.stringContaining('quote'),
    });
    expect((await control('POST', '/qr/scan', { tag: 'missing' })).stat.err).toBe(1031);
  });

  it('auto-confirms new QRs after the given seconds of the injected clock', async () => {
    await control('POST', '/qr/auto-confirm', { seconds: 3, user: 'multimode' });
    const qr = issueQr();
    await control('GET', '/state');
    expect(test.repos.sessions.qr(qr.tag)?.state).toBe('Scan');
    test.clock.advance(3_000);
    await control('GET', '/state');
    const confirmed = test.repos.sessions.qr(qr.tag);
    expect(confirmed?.state).toBe('Pass');
    expect(test.repos.users.userById(confirmed!.userId!)?.account).toBe('multimode');
  });

  it('serves the phone page with the tag escaped and the demo users to choose from', async () => {
    const qr = issueQr();
    const page = await test.app.inject({ method: 'GET', url: `/__control/qr/phone?tag=${qr.tag}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(qr.tag);
    expect(page.body).toContain('value="approver"');
    const hostile = await test.app.inject({
      method: 'GET',
      url: `/__control/qr/phone?tag=${encodeURIComponent('</script><img src=x onerror=alert(1)>')}`,
    });
    expect(hostile.body).not.toContain('<img src=x');
  });

  it('serves the control page', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/__control/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Request journal');
    const redirect = await test.app.inject({ method: 'GET', url: '/__control' });
    expect(redirect.headers.location).toBe('/__control/');
  });
});

describe('control API: price adjustment', () => {
  it('runs for the given time, then the new material prices apply', async () => {
    const before = (await control('GET', '/state')).data as { adjustment: { prices: Record<string, number> } };
    const started = await control('POST', '/adjustment/start', { seconds: 60, deltas: { cu: 10 } });
    expect(started.data).toMatchObject({ adjustment: { run: true } });
    const during = await signedPost(test, '/pub/biz/data/change/state', timestampBody(test));
    expect(envelopeOf(during).data).toMatchObject({ run: true });
    test.clock.advance(60_000);
    const after = await signedPost(test, '/pub/biz/data/change/state', timestampBody(test));
    expect(envelopeOf(after).data).toEqual({ run: false, last: Math.floor(test.clock.now() / 1000) });
    const state = (await control('GET', '/state')).data as { adjustment: { prices: Record<string, number> } };
    expect(state.adjustment.prices.cu).toBeGreaterThan(before.adjustment.prices.cu!);
  });

  it('completes at once on stop, and refuses an unknown material', async () => {
    await control('POST', '/adjustment/start', { seconds: 600, deltas: {} });
    expect((await control('POST', '/adjustment/stop')).data).toMatchObject({ adjustment: { run: false } });
    const bad = await control('POST', '/adjustment/start', { seconds: 10, deltas: { gold: 5 } });
    expect(bad.stat).toMatchObject({ err: 1001, msg: expect.stringContaining('deltas.gold') });
  });

  it('repeats on a timer until stopped', async () => {
    const { data } = await control('POST', '/adjustment/repeat', { every: 3600, seconds: 5 });
    expect(data).toMatchObject({ adjustment: { run: true, repeat: { every: 3600, seconds: 5 } } });
    expect((await control('POST', '/adjustment/repeat', { every: 0 })).data).toMatchObject({
      adjustment: { repeat: null },
    });
  });
});
