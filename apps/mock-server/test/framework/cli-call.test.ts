import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api-error';
import { parseCallArgs, runCall } from '../../src/cli/signed-call';
import { buildTestApp, FAKE_HANDLERS, type TestApp } from './harness';

let test: TestApp;
let base: string;
let printed: string[];

beforeEach(async () => {
  test = await buildTestApp({
    clockStart: Date.now(),
    checkReferences: false,
    handlers: {
      ...FAKE_HANDLERS,
      keySignin: ({ body, repos }) => {
        const user = repos.users.checkPassword(body.form.key, body.form.pwd);
        if (!user) throw new ApiError('BusinessRule', 'wrong account or password');
        const session = repos.sessions.openSession(user.id, 'password');
        const { id, name, type, code, title, sno } = user;
        return { user: { id, name, type, code, title, sno, token: session.token, key: session.key } };
      },
    },
  });
  base = await test.app.listen({ port: 0, host: '127.0.0.1' });
  printed = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await test.app.close();
});

describe('the command-line caller', () => {
  it('signs in as a demo user, signs the call like the web app and prints the envelope', async () => {
    const code = await runCall(
      parseCallArgs(['--user', 'approver', '--base', base, 'POST', '/biz/user/info/profile'], {}),
    );
    expect(code).toBe(0);
    const envelope = JSON.parse(printed.join('\n'));
    expect(envelope.stat.err).toBe(0);
    expect(envelope.data.user.name).toBe(test.repos.users.userByAccount('approver')!.name);
    expect(test.app.journal.list(1)[0]).toMatchObject({ path: '/biz/user/info/profile', verification: 'ok' });
  });

  it("follows a server whose clock was moved a day ahead: a call refused as out of time goes again in the server's time", async () => {
    await test.app.inject({ method: 'POST', url: '/__control/clock/advance', payload: { ms: 86_400_000 } });
    const code = await runCall(
      parseCallArgs(['--user', 'approver', '--base', base, 'POST', '/biz/user/info/profile'], {}),
    );
    expect(code).toBe(0);
    expect(JSON.parse(printed.join('\n')).stat).toMatchObject({ err: 0 });
    const calls = test.app.journal.list(4).map((entry) => [entry.path, entry.err]);
    expect(calls).toEqual([
      ['/biz/user/info/profile', 0],
      ['/biz/user/info/profile', 1012],
      ['/biz/user/login/key/signin', 0],
      ['/biz/user/login/key/signin', 1012],
    ]);
  });

  it('decrypts an encrypted answer and exits 1 on a refusal', async () => {
    const code = await runCall(
      parseCallArgs(
        ['--base', base, '--encrypt', 'POST', '/biz/qms/history/recalc', '{"form":{"id":"h1","group":1}}'],
        {},
      ),
    );
    expect(code).toBe(1);
    expect(JSON.parse(printed.join('\n')).stat.err).toBe(15);
  });

  it('passes the session token to a GET preview', async () => {
    const query = '/biz/qms/inventory/table/preview?demander=d1&mode=2&tmpl=t1&corp=c1&unit=1';
    const code = await runCall(parseCallArgs(['--user', 'quote', '--base', base, 'GET', query], {}));
    expect(code).toBe(0);
    expect(printed.join('\n')).toContain('mode 2 unit 1 for quote');
  });

  it('refuses malformed arguments with a usage message', () => {
    expect(() => parseCallArgs(['POST'], {})).toThrow('METHOD and PATH are required');
    expect(() => parseCallArgs(['PUT', '/x'], {})).toThrow('GET or POST');
    expect(() => parseCallArgs(['POST', '/x', '{oops'], {})).toThrow('JSON is not valid');
    expect(parseCallArgs(['post', '/x'], { PORT: '9999' })).toMatchObject({
      method: 'POST',
      base: 'http://localhost:9999',
    });
  });
});
