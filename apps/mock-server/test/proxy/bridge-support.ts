import {
  decryptPayload,
  ENCRYPTION,
  GUEST_SECRET,
  GUEST_TOKEN,
  HEADER,
  hashPassword,
  signRequest,
} from '@cable/contracts/protocol';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { type BuildAppOptions, buildApp } from '../../src/app';

export interface Running {
  app: FastifyInstance;
  url: string;
}

/** A mock-server instance listening on a free loopback port. */
export async function listening(options: BuildAppOptions = {}): Promise<Running> {
  const app = await buildApp({ webDist: null, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return { app, url: `http://127.0.0.1:${address.port}` };
}

export interface Credentials {
  token: string;
  key: string;
}

export const GUEST: Credentials = { token: GUEST_TOKEN, key: GUEST_SECRET };

export interface CallResult {
  status: number;
  headers: Headers;
  /** The envelope, decrypted when the answer was encrypted. */
  envelope: { data: unknown; stat: { err: number; msg?: string } };
  /** The body as it arrived. */
  raw: string;
}

/** A call signed the way the web app signs it. */
export async function call(
  url: string,
  credentials: Credentials,
  path: string,
  body: unknown,
  options: { encrypt?: boolean } = {},
): Promise<CallResult> {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = {
    ...(await signRequest({ method: 'POST', path, body: text, token: credentials.token, secret: credentials.key })),
    'content-type': 'application/json',
  };
  if (options.encrypt) headers[HEADER.encrypt] = ENCRYPTION;
  const response = await fetch(`${url}${path}`, { method: 'POST', headers, body: text });
  const raw = await response.text();
  let envelope = JSON.parse(raw) as CallResult['envelope'] | { enc: string };
  if ('enc' in envelope) envelope = JSON.parse(await decryptPayload(credentials.key, envelope.enc));
  return { status: response.status, headers: response.headers, envelope: envelope as CallResult['envelope'], raw };
}

export async function signIn(url: string, account: string): Promise<Credentials> {
  const { envelope } = await call(url, GUEST, '/biz/user/login/key/signin', {
    form: { key: account, pwd: await hashPassword(DEMO_PASSWORD) },
  });
  const user = (envelope.data as { user?: Credentials } | null)?.user;
  if (!user) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(envelope)}`);
  return { token: user.token, key: user.key };
}

/** The live tokens a server holds (its control API). */
export async function liveTokens(app: FastifyInstance): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/__control/users' });
  const { data } = response.json() as { data: { users: Array<{ tokens: string[] }> } };
  return data.users.flatMap((user) => user.tokens);
}

export interface JournalLine {
  path: string;
  status: number;
  err: number | null;
  verification: string;
}

export async function journal(app: FastifyInstance): Promise<JournalLine[]> {
  const response = await app.inject({ method: 'GET', url: '/__control/journal' });
  return (response.json() as { data: { entries: JournalLine[] } }).data.entries;
}
