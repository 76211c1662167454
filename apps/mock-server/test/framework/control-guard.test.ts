import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../src/config';
import { phoneTicket } from '../../src/control/control-guard';
import { ALL_HANDLERS } from '../../src/http/all-handlers';
import { buildTestApp, envelopeOf, signedPost, type TestApp } from './harness';

describe('the control API refuses calls a page of another site makes', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(async () => {
    await test.app.close();
  });

  it('refuses reset from another origin with no body, and the state stays', async () => {
    await test.app.inject({ method: 'POST', url: '/__control/maintenance', payload: { on: true } });
    const attempt = await test.app.inject({
      method: 'POST',
      url: '/__control/reset',
      headers: { origin: 'https://evil.example' },
    });
    expect(attempt.statusCode).toBe(403);
    expect(envelopeOf(attempt).stat.err).toBe(1020);
    expect(envelopeOf(attempt).stat.msg).toContain('https://evil.example');
    expect(test.repos.store.state.server.maintenance).toBe(true);
    await test.app.inject({ method: 'POST', url: '/__control/maintenance', payload: { on: false } });
  });

  it('refuses what a browser marks cross-site or same-site, even when the Origin header is absent', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const attempt = await test.app.inject({
        method: 'POST',
        url: '/__control/verification',
        headers: { 'sec-fetch-site': site, 'sec-fetch-mode': 'no-cors', 'content-type': 'application/json' },
        payload: { on: false },
      });
      expect(envelopeOf(attempt).stat.err, site).toBe(1020);
    }
    expect(test.app.verifySignature).toBe(true);
  });

  it('serves its own page and the page’s calls (same-origin), and clients without browser headers', async () => {
    const page = await test.app.inject({
      method: 'GET',
      url: '/__control/',
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const fromPage = await test.app.inject({
      method: 'GET',
      url: '/__control/state',
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173' },
    });
    expect(envelopeOf(fromPage).stat.err).toBe(0);
    const sameHost = await test.app.inject({
      method: 'GET',
      url: '/__control/state',
      headers: { origin: 'http://localhost:8080', host: 'localhost:8080' },
    });
    expect(envelopeOf(sameHost).stat.err).toBe(0);
    const curl = await test.app.inject({ method: 'GET', url: '/__control/state' });
    expect(envelopeOf(curl).stat.err).toBe(0);
  });

  it('a fetch from another site cannot read the demo users, and the users list never carries a password', async () => {
    const crossSite = await test.app.inject({
      method: 'GET',
      url: '/__control/users',
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
    });
    expect(envelopeOf(crossSite).stat.err).toBe(1020);
    const users = await test.app.inject({ method: 'GET', url: '/__control/users' });
    expect(users.body).not.toContain('demo123');
    expect(users.body).not.toMatch(/"password"/);
    expect(envelopeOf(users).data).toMatchObject({
      users: expect.arrayContaining([expect.objectContaining({ demoPassword: true })]),
    });
  });
});

describe('a control token, when the server is started with one', () => {
  const TOKEN = 'team-secret-7f3a';
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({ handlers: ALL_HANDLERS, controlToken: TOKEN });
  });
  afterAll(async () => {
    await test.app.close();
  });

  it('is required on every control call', async () => {
    for (const [method, url] of [
      ['GET', '/__control/state'],
      ['GET', '/__control/users'],
      ['POST', '/__control/reset'],
      ['GET', '/__control/journal'],
    ] as const) {
      const missing = await test.app.inject({ method, url });
      expect(envelopeOf(missing).stat.err, url).toBe(1020);
      expect(envelopeOf(missing).stat.msg, url).toContain('control-token');
      const wrong = await test.app.inject({ method, url, headers: { 'control-token': `${TOKEN}x` } });
      expect(envelopeOf(wrong).stat.err, url).toBe(1020);
      const right = await test.app.inject({ method, url, headers: { 'control-token': TOKEN } });
      expect(envelopeOf(right).stat.err, url).toBe(0);
    }
  });

  it('leaves the control page itself open (it asks for the token) and the env var or flag sets it', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/__control/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('control-token');
    expect(readServerConfig(['--control-token', 'abc'], {}).options.controlToken).toBe('abc');
    expect(readServerConfig([], { MOCK_CONTROL_TOKEN: 'xyz' }).options.controlToken).toBe('xyz');
    expect(readServerConfig([], {}).options.controlToken).toBeNull();
  });

  it('lets the phone page of a QR drive that QR with the ticket its URL carries, and no other', async () => {
    const info = await signedPost(test, '/biz/user/login/info', { timestamp: test.clock.now() });
    const { qr } = envelopeOf(info).data as { qr: { tag: string; url: string } };
    const url = new URL(qr.url);
    const ticket = url.searchParams.get('ticket');
    expect(ticket).toBe(phoneTicket(TOKEN, qr.tag));
    const phone = await test.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(phone.statusCode).toBe(200);
    expect(phone.body).toContain(ticket!);
    const scan = await test.app.inject({
      method: 'POST',
      url: '/__control/qr/scan',
      headers: { 'control-ticket': ticket! },
      payload: { tag: qr.tag },
    });
    expect(envelopeOf(scan).stat.err).toBe(0);
    const otherTag = await test.app.inject({
      method: 'POST',
      url: '/__control/qr/expire',
      headers: { 'control-ticket': ticket! },
      payload: { tag: qr.tag },
    });
    expect(envelopeOf(otherTag).stat.err).toBe(1020);
    const reset = await test.app.inject({
      method: 'POST',
      url: '/__control/reset',
      headers: { 'control-ticket': ticket! },
    });
    expect(envelopeOf(reset).stat.err).toBe(1020);
  });
});

describe('where the server listens', () => {
  it('is this machine only unless HOST or --host says otherwise', () => {
    expect(readServerConfig([], {}).host).toBe('127.0.0.1');
    expect(readServerConfig([], { HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readServerConfig(['--host', '0.0.0.0'], {}).host).toBe('0.0.0.0');
  });

  it('reads the slow-client timeouts in seconds, with defaults', () => {
    expect(readServerConfig([], {}).options.timeouts).toEqual({
      headersMs: 10_000,
      requestMs: 60_000,
      keepAliveMs: 5_000,
      idleMs: 120_000,
    });
    const set = readServerConfig(['--headers-timeout', '2', '--request-timeout', '3'], { MOCK_IDLE_TIMEOUT: '4' });
    expect(set.options.timeouts).toMatchObject({ headersMs: 2000, requestMs: 3000, idleMs: 4000 });
    expect(() => readServerConfig(['--headers-timeout', 'soon'], {})).toThrow(/headers-timeout/);
    expect(() => readServerConfig(['--headers-timeout', '9', '--request-timeout', '3'], {})).toThrow(/headers timeout/);
  });
});
