import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { hashPassword, signRequest } from '@cable/contracts/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../fixtures/users';
import type { RecordedExchange } from '../../src/proxy/recording';
import { seedFromRecording } from '../../src/proxy/recording-seed';
import { type Credentials, call, GUEST, journal, listening, liveTokens, type Running, signIn } from './bridge-support';

/**
 * A second mock-server instance stands in for the real backend; the proxy under test forwards to it. Catalogue
 * categories are answered by both (compared), templates by the proxy's own mock, everything else by the stand-in.
 */
describe('proxy mode against a stand-in backend', () => {
  let standIn: Running;
  let proxy: Running;
  let recordDir: string;
  let user: Credentials;

  beforeAll(async () => {
    recordDir = mkdtempSync(join(tmpdir(), 'proxy-recording-'));
    standIn = await listening();
    proxy = await listening({
      proxy: {
        target: standIn.url,
        routes: [
          { pattern: '/biz/qms/cable/cata/list', mode: 'both' },
          { pattern: '/pub/biz/data/templates', mode: 'mock' },
        ],
        recordDir,
      },
    });
    // The stand-in's web version differs from the seed's, so its answers can be told from the proxy's own.
    await standIn.app.inject({ method: 'POST', url: '/__control/web-version', payload: { version: '3.1.4' } });
    user = await signIn(proxy.url, 'quote');
  });

  afterAll(async () => {
    await proxy?.app.close();
    await standIn?.app.close();
    rmSync(recordDir, { recursive: true, force: true });
  });

  const recorded = (): Array<{ name: string; text: string; exchange: RecordedExchange }> =>
    readdirSync(recordDir)
      .sort()
      .map((name) => {
        const text = readFileSync(join(recordDir, name), 'utf8');
        return { name, text, exchange: JSON.parse(text) as RecordedExchange };
      });

  it('passes the sign-in through: the browser holds the real backend session, not a mock one', async () => {
    expect(await liveTokens(standIn.app)).toContain(user.token);
    expect(await liveTokens(proxy.app)).not.toContain(user.token);
    expect(proxy.app.proxy?.sessions).toBe(1);
  });

  it('re-signs each forwarded call: the stand-in verifies the signature and answers, encrypted with the real key', async () => {
    const { status, envelope, headers, raw } = await call(
      proxy.url,
      user,
      '/biz/user/info/profile',
      { timestamp: Date.now() },
      { encrypt: true },
    );
    expect(status).toBe(200);
    expect(headers.get('encrypt')).toBe('aes-256-gcm');
    expect(JSON.parse(raw)).toHaveProperty('enc');
    expect(envelope.stat.err).toBe(0);
    expect((envelope.data as { user: { token: string; name: string } }).user).toMatchObject({
      token: user.token,
      name: '张伟',
    });
    const entries = await journal(standIn.app);
    expect(entries.find((entry) => entry.path === '/biz/user/info/profile')).toMatchObject({
      status: 200,
      err: 0,
      verification: 'ok',
    });
  });

  it('answers a guest call with the real backend answer', async () => {
    const { envelope } = await call(proxy.url, GUEST, '/pub/sys/data/version', { timestamp: Date.now() });
    expect(envelope.data).toMatchObject({ 'corp.qms.web': '3.1.4' });
  });

  it('refuses a browser request whose signature does not hold, without forwarding it', async () => {
    const path = '/biz/qms/inventory/list';
    const body = JSON.stringify({ cond: { group: 0 }, page: { len: 20, num: 1 } });
    const headers = await signRequest({ method: 'POST', path, body, token: user.token, secret: user.key });
    const before = (await journal(standIn.app)).filter((entry) => entry.path === path).length;
    const response = await fetch(`${proxy.url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: body.replace('20', '21'),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { stat: { err: number } }).stat.err).toBe(1011);
    expect((await journal(standIn.app)).filter((entry) => entry.path === path)).toHaveLength(before);
  });

  it('forwards an upload (multipart, signed over the empty body) and the stand-in reads the file', async () => {
    const path = '/biz/qms/batch/file/upload';
    const form = new FormData();
    form.append('kind', 'text');
    form.append('file', new Blob(['YJV 3×95+1×50 0.6/1kV 500米'], { type: 'text/plain' }), 'inquiry.txt');
    const headers = await signRequest({ method: 'POST', path, token: user.token, secret: user.key });
    const response = await fetch(`${proxy.url}${path}`, { method: 'POST', headers, body: form });
    const envelope = (await response.json()) as { data: { rows?: unknown[] }; stat: { err: number } };
    expect(envelope.stat.err).toBe(0);
    expect(JSON.stringify(envelope.data)).toContain('YJV');
    expect((await journal(standIn.app)).find((entry) => entry.path === path)).toMatchObject({ verification: 'ok' });
    const upload = recorded().find((file) => file.exchange.request.path === path)?.exchange;
    expect(upload?.request.body).toEqual({ bytes: expect.any(Number) });
  });

  it('answers a mock-mode call from its own mock, for the same user, without asking the real backend', async () => {
    const { envelope, headers } = await call(
      proxy.url,
      user,
      '/pub/biz/data/templates',
      { cond: { type: 1 } },
      { encrypt: true },
    );
    expect(headers.get('encrypt')).toBe('aes-256-gcm');
    expect(envelope.stat.err).toBe(0);
    expect((await journal(standIn.app)).some((entry) => entry.path === '/pub/biz/data/templates')).toBe(false);
    expect(proxy.app.proxy?.calls.mock).toBeGreaterThan(0);
  });

  it('hands the browser the real session in a mock-answered profile, never the mock session behind it', async () => {
    const mockProfile = await listening({
      proxy: { target: standIn.url, routes: [{ pattern: '/biz/user/info/profile', mode: 'mock' }] },
    });
    try {
      const own = await signIn(mockProfile.url, 'approver');
      const before = (await journal(standIn.app)).filter((entry) => entry.path === '/biz/user/info/profile').length;
      const { envelope } = await call(mockProfile.url, own, '/biz/user/info/profile', { timestamp: Date.now() });
      expect((envelope.data as { user: Credentials & { name: string } }).user).toMatchObject({
        token: own.token,
        key: own.key,
        name: '李娜',
      });
      const after = (await journal(standIn.app)).filter((entry) => entry.path === '/biz/user/info/profile').length;
      expect(after).toBe(before);
    } finally {
      await mockProfile.app.close();
    }
  });

  it('serves the real answer of a both-mode call and records the mock answer beside it, with no shape difference', async () => {
    const { envelope } = await call(proxy.url, user, '/biz/qms/cable/cata/list', { cond: { source: 2 } });
    expect(envelope.stat.err).toBe(0);
    expect((await journal(standIn.app)).some((entry) => entry.path === '/biz/qms/cable/cata/list')).toBe(true);
    const exchange = recorded().find((file) => file.exchange.request.path === '/biz/qms/cable/cata/list')?.exchange;
    expect(exchange?.mode).toBe('both');
    expect(exchange?.mock?.status).toBe(200);
    expect(exchange?.mock?.differences.filter((line) => /only in|: real \w+, mock \w+$/.test(line))).toEqual([]);
    expect(proxy.app.proxy?.differences).toEqual([]);
  });

  it('records every forwarded exchange as readable JSON, with no token, key or password in it', async () => {
    const files = recorded();
    expect(files.map((file) => file.name)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\d{4}-POST-biz-user-login-key-signin\.json$/),
        expect.stringMatching(/^\d{4}-POST-biz-user-info-profile\.json$/),
        expect.stringMatching(/^\d{4}-POST-pub-sys-data-version\.json$/),
      ]),
    );
    const signInFile = files.find((file) => file.name.includes('signin'))!;
    expect(signInFile.exchange.request.body?.json).toEqual({ form: { key: 'quote', pwd: '<redacted>' } });
    expect(signInFile.exchange.response.body?.json).toMatchObject({
      data: { user: { token: '<token#1>', key: '<key#1>' } },
    });
    const profile = files.find((file) => file.name.includes('profile'))!;
    expect(profile.exchange.request.headers.token).toBe('<token#1>');
    expect(profile.exchange.response.encrypted).toBe(true);
    // Stable key order: the file is its own sorted, indented form.
    expect(Object.keys(profile.exchange)).toEqual([...Object.keys(profile.exchange)].sort());

    const secrets = [user.token, user.key, await hashPassword(DEMO_PASSWORD), DEMO_PASSWORD];
    const mockTokens = await liveTokens(proxy.app);
    for (const file of files) {
      for (const secret of [...secrets, ...mockTokens]) expect(file.text, file.name).not.toContain(secret);
      expect(file.text).not.toMatch(/"(sign|nonce|request-id)"/);
    }
  });

  it('replays a recording as fixtures: a third instance answers the recorded real answer, not its own', async () => {
    const replaying = await listening({ replayDir: recordDir });
    try {
      const { envelope } = await call(replaying.url, GUEST, '/pub/sys/data/version', { timestamp: Date.now() });
      expect(envelope.data).toMatchObject({ 'corp.qms.web': '3.1.4' });
      // Sign-in stays the mock's own: the session works for the calls that follow.
      const own = await signIn(replaying.url, 'quote');
      expect(await liveTokens(replaying.app)).toContain(own.token);
    } finally {
      await replaying.app.close();
    }
  });

  it('shows the mode on the control page: the target, who answers which calls, the recording and the counts', async () => {
    const page = await (await fetch(`${proxy.url}/__control/`)).text();
    expect(page).toContain(`Proxy mode: product calls go to the real backend ${standIn.url}`);
    expect(page).toContain('/biz/qms/cable/cata/list → both; /pub/biz/data/templates → mock; every other call → real');
    expect(page).toContain(`Recording: ${recordDir}`);
    expect(page).toMatch(/Since start: \d+ real, 1 both, \d+ mock for a real session; 1 real session\(s\)/);
    const standInPage = await (await fetch(`${standIn.url}/__control/`)).text();
    expect(standInPage).toContain('The mock answers every call (no --proxy)');
  });

  it('loads a recording as a snapshot seed: a server started on it answers the recorded web version', async () => {
    await call(proxy.url, GUEST, '/pub/biz/data/qms/configs', { timestamp: Date.now() });
    const { state, taken } = seedFromRecording(recordDir);
    expect(taken.sort()).toEqual(['/pub/biz/data/qms/configs', '/pub/sys/data/version']);
    expect(state.server.webVersion).toBe('3.1.4');
    const dataFile = join(recordDir, '..', `${basename(recordDir)}-seed.json`);
    writeFileSync(dataFile, JSON.stringify(state));
    const seeded = await listening({ dataFile });
    try {
      const { envelope } = await call(seeded.url, GUEST, '/pub/sys/data/version', { timestamp: Date.now() });
      expect(envelope.data).toMatchObject({ 'corp.qms.web': '3.1.4' });
    } finally {
      await seeded.app.close();
      rmSync(dataFile, { force: true });
    }
  });

  it('passes an answer that is not JSON after all back as it came, and records it as text', async () => {
    const garbage = createServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' }).end('<html>gateway error</html>');
    });
    await new Promise<void>((done) => garbage.listen(0, '127.0.0.1', done));
    const { port } = garbage.address() as AddressInfo;
    const dir = mkdtempSync(join(tmpdir(), 'proxy-garbage-'));
    const passing = await listening({ proxy: { target: `http://127.0.0.1:${port}`, routes: [], recordDir: dir } });
    try {
      const path = '/pub/sys/data/version';
      const body = JSON.stringify({ timestamp: Date.now() });
      const headers = await signRequest({ method: 'POST', path, body, token: GUEST.token, secret: GUEST.key });
      const response = await fetch(`${passing.url}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('<html>gateway error</html>');
      const [file] = readdirSync(dir);
      const exchange = JSON.parse(readFileSync(join(dir, file!), 'utf8')) as RecordedExchange;
      expect(exchange.response).toMatchObject({ status: 500, body: { text: '<html>gateway error</html>' } });
    } finally {
      await passing.app.close();
      garbage.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes bad input on to the backend and its clear refusal back: malformed JSON, a malformed query token', async () => {
    const path = '/pub/sys/data/version';
    const body = '{"timestamp": 17637228';
    const headers = await signRequest({ method: 'POST', path, body, token: GUEST.token, secret: GUEST.key });
    const response = await fetch(`${proxy.url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { stat: { err: number } }).stat.err).toBe(1002);
    const preview = await fetch(`${proxy.url}/biz/qms/inventory/table/preview?token=%E0&mode=3`);
    expect(preview.status).toBeLessThan(500);
    expect(((await preview.json()) as { stat: { err: number } }).stat.err).not.toBe(0);
  });

  it('answers 502 with a clear message when the real backend does not answer', async () => {
    const nowhere = await listening();
    const { url } = nowhere;
    await nowhere.app.close();
    const orphan = await listening({ proxy: { target: url, routes: [] } });
    try {
      const { status, envelope } = await call(orphan.url, GUEST, '/pub/sys/data/version', { timestamp: 1 });
      expect(status).toBe(502);
      expect(envelope.stat.err).toBe(1099);
      expect(envelope.stat.msg).toContain(`真实后端 ${url} 没有应答`);
    } finally {
      await orphan.app.close();
    }
  });
});
