import { GUEST_SECRET, GUEST_TOKEN, signRequest } from '@cable/contracts/protocol';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ApiError } from '../../src/api-error';
import { type BuildAppOptions, buildApp } from '../../src/app';
import type { HandlerMap } from '../../src/http/handler';
import { staticHandlers } from '../../src/routes/static';
import { type FakeClock, fakeClock } from '../../src/store/clock';
import { createRepositories, type Repositories } from '../../src/store/repositories';

/** 2026-11-21 11:00:00 +08:00 */
export const TEST_START_MS = Date.UTC(2026, 10, 21, 3, 0, 0);

/**
 * Small handlers over real contract endpoints, enough to exercise the framework: the real route files are the
 * handler helper's and are tested on their own.
 */
export const FAKE_HANDLERS: HandlerMap = {
  ...staticHandlers,
  version: ({ repos }) => ({ 'corp.qms.web': repos.store.state.server.webVersion, 'mem.qms.web': '1.4.0' }),
  changeState: ({ repos }) => repos.materials.adjustmentState(),
  userProfile: ({ session }) => {
    const { user, token, key } = session;
    // `pwd` is not in the profile schema: serialization must drop it.
    const profile = { id: user.id, name: user.name, token, key, type: user.type, code: user.code };
    return { user: { ...profile, title: user.title, sno: user.sno, pwd: user.pwd } };
  },
  cableInfoPrice: ({ body }) => ({
    cables: body.cond.ids.map((id) => ({ id, new: false, price: { base: 100, sale: 120, tax: 135.6 } })),
  }),
  inventorySumm: () => ({ summs: [{ count: 2, group: 0, total: { base: 200, sale: 240, tax: 271.2 } }] }),
  historyRecalc: ({ body }) => ({ group: body.form.group, count: 0 }),
  priceToday: () => {
    throw new Error('the price table is unreadable');
  },
  inventoryDelete: () => {
    throw new ApiError('BusinessRule', 'Nothing to delete in group 3');
  },
  tablePreview: ({ query, session }) => ({
    file: `<html><body>mode ${query.mode} unit ${query.unit} for ${session.user.account}</body></html>`,
    contentType: 'text/html; charset=utf-8',
  }),
  excelDownload: () => ({
    file: Buffer.from('PK fake xlsx'),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: '报价单 2026.xlsx',
  }),
  batchFileUpload: ({ body, file }) => ({
    kind: body.kind,
    results: [],
    keywords: [],
    unmatched: file.data.length > 0 ? [] : [0],
  }),
};

export interface TestApp {
  app: FastifyInstance;
  clock: FakeClock;
  repos: Repositories;
}

/** `clockStart`: where the fake clock starts; a client that signs with the real time needs Date.now(). */
export async function buildTestApp(options: BuildAppOptions & { clockStart?: number } = {}): Promise<TestApp> {
  const { clockStart = TEST_START_MS, ...appOptions } = options;
  const clock = fakeClock(clockStart);
  const repos = createRepositories({ clock, seed: 7 });
  // The fake handlers answer for ids no store holds: the ownership check is for the real route files.
  const checkReferences = appOptions.checkReferences ?? appOptions.handlers !== undefined;
  const app = await buildApp({ clock, repos, handlers: FAKE_HANDLERS, webDist: null, ...appOptions, checkReferences });
  await app.ready();
  return { app, clock, repos };
}

export interface TestSession {
  token: string;
  key: string;
}

/** A live session for a demo account, as a sign-in would open it. */
export function signIn(repos: Repositories, account: string): TestSession {
  const user = repos.users.userByAccount(account);
  if (!user) throw new Error(`no demo user ${account}`);
  const session = repos.sessions.openSession(user.id, 'password');
  return { token: session.token, key: session.key };
}

export interface SignedPostOptions {
  session?: TestSession;
  now?: number;
  nonce?: string;
  headers?: Record<string, string>;
}

/** POSTs JSON signed exactly like the web app signs it. */
export async function signedPost(
  test: TestApp,
  path: string,
  body: unknown,
  options: SignedPostOptions = {},
): Promise<LightMyRequestResponse> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const signed = await signRequest({
    method: 'POST',
    path,
    body: payload,
    token: options.session?.token ?? GUEST_TOKEN,
    secret: options.session?.key ?? GUEST_SECRET,
    now: options.now ?? test.clock.now(),
    ...(options.nonce ? { nonce: options.nonce } : {}),
  });
  return test.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { 'content-type': 'application/json', ...signed, ...options.headers },
  });
}

export const timestampBody = (test: TestApp) => ({ timestamp: test.clock.now() });

export interface EnvelopeJson {
  data: unknown;
  stat: { dur: string; err: number; msg?: string; sec: number };
}

export function envelopeOf(response: LightMyRequestResponse): EnvelopeJson {
  const body = response.json() as EnvelopeJson;
  if (typeof body !== 'object' || body === null || !('stat' in body) || !('data' in body)) {
    throw new Error(`not an envelope: ${response.body.slice(0, 200)}`);
  }
  return body;
}
