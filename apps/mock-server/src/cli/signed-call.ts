import { writeFileSync } from 'node:fs';
import { ERROR_CODES } from '@cable/contracts/errors';
import {
  decryptPayload,
  ENCRYPTION,
  GUEST_SECRET,
  GUEST_TOKEN,
  HEADER,
  hashPassword,
  signRequest,
} from '@cable/contracts/protocol';
import { DEMO_PASSWORD } from '../../fixtures/users';

export const CALL_USAGE = `Usage: npm run call -w @cable/mock-server -- [options] METHOD PATH [JSON]

Signs a call like the web app does and prints the answer.
  --user NAME       sign in first as this account (demo accounts: quote, approver, nobase, limited, multimode)
  --password PW     the account's password (default: the demo password "${DEMO_PASSWORD}")
  --base URL        the server (default: http://localhost:$PORT, PORT defaulting to 8080)
  --encrypt         ask for an encrypted answer and decrypt it
  --out FILE        write a non-JSON answer (preview HTML, Excel) to FILE
JSON defaults to {"timestamp": <now>} for a POST. A GET preview gets the session token as ?token= when it has none.

Examples:
  npm run call -w @cable/mock-server -- POST /pub/sys/data/version
  npm run call -w @cable/mock-server -- --user quote POST /biz/qms/inventory/list '{"cond":{"group":0}}'`;

export interface CallOptions {
  user?: string;
  password: string;
  base: string;
  encrypt: boolean;
  out?: string;
  method: 'GET' | 'POST';
  path: string;
  json?: string;
}

export class UsageError extends Error {}

export function parseCallArgs(argv: readonly string[], env: NodeJS.ProcessEnv): CallOptions {
  const positional: string[] = [];
  const options: Partial<CallOptions> = { encrypt: false, password: DEMO_PASSWORD };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const value = () => {
      const next = argv[++index];
      if (next === undefined) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    if (arg === '--user') options.user = value();
    else if (arg === '--password') options.password = value();
    else if (arg === '--base') options.base = value().replace(/\/+$/, '');
    else if (arg === '--out') options.out = value();
    else if (arg === '--encrypt') options.encrypt = true;
    else if (arg === '--help' || arg === '-h') throw new UsageError('');
    else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  const [method, path, json, ...rest] = positional;
  if (!method || !path) throw new UsageError('METHOD and PATH are required');
  if (rest.length > 0) throw new UsageError(`unexpected arguments: ${rest.join(' ')} (quote the JSON as one argument)`);
  const upper = method.toUpperCase();
  if (upper !== 'GET' && upper !== 'POST') throw new UsageError(`METHOD must be GET or POST, got ${method}`);
  if (!path.startsWith('/')) throw new UsageError(`PATH must start with "/", got ${path}`);
  if (json !== undefined) {
    try {
      JSON.parse(json);
    } catch (error) {
      throw new UsageError(`JSON is not valid: ${(error as Error).message}`);
    }
  }
  return {
    ...options,
    password: options.password ?? DEMO_PASSWORD,
    encrypt: options.encrypt ?? false,
    base: options.base ?? `http://localhost:${env.PORT ?? 8080}`,
    method: upper,
    path,
    ...(json !== undefined ? { json } : {}),
  };
}

interface Credentials {
  token: string;
  secret: string;
}

interface Answer {
  status: number;
  contentType: string;
  /** The parsed (and decrypted) JSON, or null for a file answer. */
  json: unknown;
  bytes: Buffer;
}

/**
 * Sends one signed call. Refused as outside the time window (a server whose clock was moved, or a machine clock that
 * is off), it is signed again once in the server's time, taken from the refusal's stat.sec, as the web app does.
 */
async function send(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body: string | undefined,
  credentials: Credentials,
  encrypt: boolean,
): Promise<Answer> {
  const answer = await sendOnce(base, method, path, body, credentials, encrypt);
  const stat = (answer.json as { stat?: { err?: number; sec?: number } } | null)?.stat;
  if (stat?.err !== ERROR_CODES.TimeOutOfWindow.code || typeof stat.sec !== 'number') return answer;
  return sendOnce(base, method, path, body, credentials, encrypt, stat.sec * 1000 + 500);
}

async function sendOnce(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body: string | undefined,
  credentials: Credentials,
  encrypt: boolean,
  now?: number,
): Promise<Answer> {
  const headers: Record<string, string> = await signRequest({
    method,
    path,
    body,
    token: credentials.token,
    secret: credentials.secret,
    ...(now !== undefined ? { now } : {}),
  });
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (encrypt) headers[HEADER.encrypt] = ENCRYPTION;
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return { status: response.status, contentType, json: null, bytes };
  let json: unknown = JSON.parse(bytes.toString('utf8'));
  if (response.headers.get(HEADER.encrypt) === ENCRYPTION) {
    json = JSON.parse(await decryptPayload(credentials.secret, (json as { enc: string }).enc));
  }
  return { status: response.status, contentType, json, bytes };
}

function statErr(json: unknown): number | undefined {
  return (json as { stat?: { err?: number } } | null)?.stat?.err;
}

async function signIn(options: CallOptions, account: string): Promise<Credentials> {
  return signInAt(options.base, account, options.password);
}

async function signInAt(base: string, account: string, password: string): Promise<Credentials> {
  const body = JSON.stringify({ form: { key: account, pwd: await hashPassword(password) } });
  const guest = { token: GUEST_TOKEN, secret: GUEST_SECRET };
  const answer = await send(base, 'POST', '/biz/user/login/key/signin', body, guest, false);
  const user = (answer.json as { data?: { user?: { token?: string; key?: string } } } | null)?.data?.user;
  if (statErr(answer.json) !== 0 || !user?.token || !user.key) {
    throw new Error(`sign-in as ${account} failed:\n${JSON.stringify(answer.json, null, 2)}`);
  }
  return { token: user.token, secret: user.key };
}

/** A signed-in session for scripts (npm run accuracy): JSON calls and file uploads signed as the web app signs them. */
export interface SignedSession {
  /** The envelope of a JSON POST. */
  post(path: string, body: unknown): Promise<unknown>;
  /** The envelope of a multipart POST: text fields first, then the file (a multipart body's digest is of ''). */
  upload(
    path: string,
    fields: Record<string, string>,
    file: { name: string; type: string; data: Buffer },
  ): Promise<unknown>;
}

export async function openSession(base: string, account: string, password = DEMO_PASSWORD): Promise<SignedSession> {
  const credentials = await signInAt(base, account, password);
  return {
    post: async (path, body) => (await send(base, 'POST', path, JSON.stringify(body), credentials, false)).json,
    upload: async (path, fields, file) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
      const headers = await signRequest({ method: 'POST', path, token: credentials.token, secret: credentials.secret });
      const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: form });
      return JSON.parse(Buffer.from(await response.arrayBuffer()).toString('utf8'));
    },
  };
}

function withQueryToken(path: string, token: string): string {
  if (/[?&]token=/.test(path)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

export async function runCall(options: CallOptions): Promise<number> {
  const credentials = options.user ? await signIn(options, options.user) : { token: GUEST_TOKEN, secret: GUEST_SECRET };
  const body = options.method === 'POST' ? (options.json ?? JSON.stringify({ timestamp: Date.now() })) : undefined;
  const path =
    options.method === 'GET' &&
    options.user &&
    !options.path.startsWith('/assets/') &&
    !options.path.startsWith('/static/')
      ? withQueryToken(options.path, credentials.token)
      : options.path;
  const answer = await send(options.base, options.method, path, body, credentials, options.encrypt);
  if (answer.json !== null) {
    console.log(JSON.stringify(answer.json, null, 2));
    return statErr(answer.json) === 0 || statErr(answer.json) === undefined ? 0 : 1;
  }
  console.error(`HTTP ${answer.status}, ${answer.contentType}, ${answer.bytes.length} bytes`);
  if (options.out) {
    writeFileSync(options.out, answer.bytes);
    console.error(`written to ${options.out}`);
  } else if (/^text\//.test(answer.contentType)) {
    console.log(answer.bytes.toString('utf8'));
  } else {
    console.error('binary answer: pass --out FILE to keep it');
  }
  return answer.status < 400 ? 0 : 1;
}
