import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GUEST_SECRET, GUEST_TOKEN, hashPassword, signRequest } from '@cable/contracts/protocol';

/** apps/mock-server, whatever the caller's cwd (the benchmark runs from the repo root). */
export const MOCK_SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = join(MOCK_SERVER_ROOT, 'src/server.ts');
/** What `npm start` runs: the esbuild bundle of `npm run build -w @cable/mock-server`. */
export const BUILT_SERVER_ENTRY = join(MOCK_SERVER_ROOT, 'dist/server.mjs');
const BANNER = /Cable quote mock server on (http:\/\/\S+)/;

export interface LiveServer {
  url: string;
  child: ChildProcess;
  /** From spawning the process to the first answer of a signed call. */
  startupMs: number;
  /** Everything the process printed (stdout and stderr) since it was spawned. */
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL and wait for the exit: no shutdown code runs. */
  kill(): Promise<void>;
}

export interface StartOptions {
  /** Extra server flags, e.g. ['--data', file]. */
  args?: string[];
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  /** Run the built bundle (dist/server.mjs, as npm start does) instead of the TypeScript source through tsx. */
  built?: boolean;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => child.once('exit', () => resolveExit()));
}

/** The real server process (`tsx src/server.ts`, or the built bundle) on a free loopback port. */
export async function startServer(options: StartOptions = {}): Promise<LiveServer> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...(options.built ? [BUILT_SERVER_ENTRY] : ['--import', 'tsx', SERVER_ENTRY]),
      ...['--port', '0', '--host', '127.0.0.1', ...(options.args ?? [])],
    ],
    { cwd: MOCK_SERVER_ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...options.env }, stdio: 'pipe' },
  );
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${options.timeoutMs ?? 45_000} ms:\n${output}`));
    }, options.timeoutMs ?? 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = BANNER.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  // Keep draining the pipes so a chatty server never blocks on a full pipe.
  child.stdout.resume();
  child.stderr.resume();
  const guest = new SignedClient(url, { token: GUEST_TOKEN, secret: GUEST_SECRET });
  await guest.post('/pub/sys/data/version', { timestamp: Date.now() });
  const startupMs = performance.now() - started;
  return {
    url,
    child,
    startupMs,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

export interface Credentials {
  token: string;
  secret: string;
}

export interface Envelope<T = unknown> {
  data: T;
  stat: { err: number; msg?: string; dur: string; sec: number };
}

/** Calls a live server over HTTP, signed exactly like the web app signs them. */
export class SignedClient {
  constructor(
    readonly base: string,
    readonly credentials: Credentials,
  ) {}

  /** Signs in a demo account with the password every demo account has. */
  static async signIn(base: string, account: string, password = 'demo123'): Promise<SignedClient> {
    const guest = new SignedClient(base, { token: GUEST_TOKEN, secret: GUEST_SECRET });
    const answer = await guest.post<{ user: { token: string; key: string } }>('/biz/user/login/key/signin', {
      form: { key: account, pwd: await hashPassword(password) },
    });
    if (answer.stat.err !== 0) throw new Error(`sign-in of ${account} failed: ${answer.stat.msg}`);
    return new SignedClient(base, { token: answer.data.user.token, secret: answer.data.user.key });
  }

  async post<T = unknown>(path: string, body: unknown): Promise<Envelope<T>> {
    const payload = JSON.stringify(body);
    const headers = await signRequest({
      method: 'POST',
      path,
      body: payload,
      token: this.credentials.token,
      secret: this.credentials.secret,
    });
    const response = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: payload,
    });
    return (await response.json()) as Envelope<T>;
  }
}
