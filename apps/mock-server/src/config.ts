import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { BRIDGE_ENVIRONMENT, BRIDGE_FLAGS, BRIDGE_USAGE, type BridgeOptions, readBridgeOptions } from './proxy/options';
import type { Clock } from './store/clock';

export type { Clock };

/** The mock server package root (apps/mock-server), found from this file so the cwd does not matter. */
export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The built web app when `npm start` built it; the server serves it at / when the folder exists. */
export const DEFAULT_WEB_DIST = resolve(PACKAGE_ROOT, '../web/dist');

/** The web app's public folder: holds main.wasm for a dev checkout where dist was never built. */
export const WEB_PUBLIC_DIR = resolve(PACKAGE_ROOT, '../web/public');

export const FIXTURE_FILES_DIR = resolve(PACKAGE_ROOT, 'fixtures/files');

export type LoggerOption = boolean | { level?: string; transport?: { target: string; options?: object } };

/** Proxy mode, recording, replay and the drift switch: see src/proxy/index.ts. */
export interface AppOptions extends BridgeOptions {
  /** Injectable clock for stat.sec, the signature time window, QR expiry and adjustments. Default: system time. */
  clock?: Clock;
  /** Persist every state change to this JSON file (atomic writes) and load it at start. Default: memory only. */
  dataFile?: string;
  /** Check the protocol headers and signature. Default true; turn off to point other tools at the server. */
  verifySignature?: boolean;
  /** Folder of the built web app; `null` turns web serving off. Default: apps/web/dist when it exists. */
  webDist?: string | null;
  /** Fastify/pino logger setting. Default false (tests); server.ts turns it on. */
  logger?: LoggerOption;
  /** Seed of the deterministic fixtures. */
  seed?: number;
  /** How many requests the control API's journal keeps (each namespace its own). */
  journalSize?: number;
  /** How many namespaces the server holds at most, default included (namespaces/registry). */
  namespaceLimit?: number;
  /** A namespace unused this many ms is dropped from memory (with --data its file stays). */
  namespaceIdleMs?: number;
  /** A snapshot export (GET /__control/snapshot/export) to load at start. */
  snapshotFile?: string;
  /**
   * Reuse the answer of an identical catalogue read within the same second and state (http/answer-memo). Default
   * false: on the replayed journey mix it did not help (13 % of bare Fastify with it, 14 % without, docs/benchmarks.md),
   * since it can answer only the catalogue reads, 2 % of the app's calls.
   */
  memoizeReads?: boolean;
  /** Every /__control call must carry this in the control-token header. Default: none needed (loopback only). */
  controlToken?: string | null;
  /** How long a slow client may take; see DEFAULT_TIMEOUTS. */
  timeouts?: Partial<ServerTimeouts>;
}

/** Limits on slow clients, in milliseconds (node:http and Fastify settings). */
export interface ServerTimeouts {
  /** From the connection's first byte to the end of the request headers. */
  headersMs: number;
  /** From the first byte to the end of the body: the whole request must arrive within it. */
  requestMs: number;
  /** An idle keep-alive connection between two requests. */
  keepAliveMs: number;
  /** A socket on which nothing moves at all (longer than the control API's hang fault, 25 s). */
  idleMs: number;
}

/** Whether catalogue reads are memoized when nothing says (AppOptions.memoizeReads). */
export const DEFAULT_MEMOIZE_READS = false;

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  keepAliveMs: 5_000,
  idleMs: 120_000,
};

/** The default listen address: this machine only. Docker compose (and anyone sharing the server) sets HOST=0.0.0.0. */
export const DEFAULT_HOST = '127.0.0.1';

export interface ServerConfig {
  port: number;
  host: string;
  options: AppOptions;
}

const OFF_VALUES = new Set(['off', 'false', '0', 'no']);
const ON_VALUES = new Set(['on', 'true', '1', 'yes']);

function parseSwitch(name: string, value: string): boolean {
  const lower = value.trim().toLowerCase();
  if (OFF_VALUES.has(lower)) return false;
  if (ON_VALUES.has(lower)) return true;
  throw new Error(`${name} is "${value}"; use on or off`);
}

function parsePort(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} is "${value}"; use a port number from 0 to 65535`);
  }
  return port;
}

function parseInteger(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new Error(`${name} is "${value}"; use an integer`);
  return number;
}

export const SERVER_USAGE = `Usage: npm start -w @cable/mock-server -- [--port N] [--host H] [--data FILE] [--verify-signature on|off] [--web-dist DIR] [--seed N] [--memoize-reads on|off] [--control-token T] [--headers-timeout S] [--request-timeout S] [--keep-alive-timeout S] [--idle-timeout S] [--snapshot FILE] [--namespace-limit N] [--namespace-idle S] ${BRIDGE_USAGE}
Environment: PORT (8080), HOST (127.0.0.1), MOCK_DATA_FILE, MOCK_VERIFY_SIGNATURE (on|off), MOCK_WEB_DIST, MOCK_SEED, MOCK_MEMOIZE_READS (on|off), MOCK_CONTROL_TOKEN, MOCK_HEADERS_TIMEOUT (10 s), MOCK_REQUEST_TIMEOUT (60 s), MOCK_KEEP_ALIVE_TIMEOUT (5 s), MOCK_IDLE_TIMEOUT (120 s), MOCK_SNAPSHOT_FILE, MOCK_NAMESPACE_LIMIT (64), MOCK_NAMESPACE_IDLE (1800 s), ${BRIDGE_ENVIRONMENT}, LOG_LEVEL (info)`;

function parseCount(name: string, value: string): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 10_000) {
    throw new Error(`${name} is "${value}"; use a whole number from 1 to 10000`);
  }
  return count;
}

function existingFile(name: string, value: string): string {
  const file = resolve(value);
  if (!existsSync(file)) throw new Error(`${name} is "${value}"; no such file (${file})`);
  return file;
}

function parseSeconds(name: string, value: string): number {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 3600) {
    throw new Error(`${name} is "${value}"; use a number of seconds from 0.001 to 3600`);
  }
  return Math.round(seconds * 1000);
}

const KNOWN_FLAGS = [
  'port',
  'host',
  'data',
  'verify-signature',
  'web-dist',
  'seed',
  'memoize-reads',
  'control-token',
  'headers-timeout',
  'request-timeout',
  'keep-alive-timeout',
  'idle-timeout',
  'snapshot',
  'namespace-limit',
  'namespace-idle',
  ...BRIDGE_FLAGS,
];

/** Flags win over environment variables; anything unknown or malformed is an error that names it. */
export function readServerConfig(argv: readonly string[], env: NodeJS.ProcessEnv): ServerConfig {
  const flags = new Map<string, string>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unexpected argument "${arg}"\n${SERVER_USAGE}`);
    const name = match[1]!;
    if (!KNOWN_FLAGS.includes(name)) {
      throw new Error(`unknown option --${name}\n${SERVER_USAGE}`);
    }
    const value = match[2] ?? argv[++index];
    if (value === undefined) throw new Error(`option --${name} needs a value\n${SERVER_USAGE}`);
    flags.set(name, value);
  }
  const pick = (flag: string, envName: string): [string, string] | undefined => {
    const fromFlag = flags.get(flag);
    if (fromFlag !== undefined) return [`--${flag}`, fromFlag];
    const fromEnv = env[envName];
    return fromEnv !== undefined && fromEnv !== '' ? [envName, fromEnv] : undefined;
  };

  const port = pick('port', 'PORT');
  const host = pick('host', 'HOST');
  const data = pick('data', 'MOCK_DATA_FILE');
  const verify = pick('verify-signature', 'MOCK_VERIFY_SIGNATURE');
  const webDist = pick('web-dist', 'MOCK_WEB_DIST');
  const seed = pick('seed', 'MOCK_SEED');
  const memoize = pick('memoize-reads', 'MOCK_MEMOIZE_READS');
  const controlToken = pick('control-token', 'MOCK_CONTROL_TOKEN');
  const snapshot = pick('snapshot', 'MOCK_SNAPSHOT_FILE');
  const namespaceLimit = pick('namespace-limit', 'MOCK_NAMESPACE_LIMIT');
  const seconds = (flag: string, envName: string) => {
    const value = pick(flag, envName);
    return value ? parseSeconds(...value) : undefined;
  };
  const timeouts: ServerTimeouts = {
    headersMs: seconds('headers-timeout', 'MOCK_HEADERS_TIMEOUT') ?? DEFAULT_TIMEOUTS.headersMs,
    requestMs: seconds('request-timeout', 'MOCK_REQUEST_TIMEOUT') ?? DEFAULT_TIMEOUTS.requestMs,
    keepAliveMs: seconds('keep-alive-timeout', 'MOCK_KEEP_ALIVE_TIMEOUT') ?? DEFAULT_TIMEOUTS.keepAliveMs,
    idleMs: seconds('idle-timeout', 'MOCK_IDLE_TIMEOUT') ?? DEFAULT_TIMEOUTS.idleMs,
  };
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new Error('the headers timeout must not be longer than the request timeout');
  }
  const namespaceIdle = seconds('namespace-idle', 'MOCK_NAMESPACE_IDLE');
  const level = env.LOG_LEVEL ?? 'info';

  const webDistPath = webDist ? resolve(webDist[1]) : DEFAULT_WEB_DIST;
  return {
    port: port ? parsePort(...port) : 8080,
    host: host ? host[1] : DEFAULT_HOST,
    options: {
      dataFile: data ? resolve(data[1]) : undefined,
      verifySignature: verify ? parseSwitch(...verify) : true,
      webDist: existsSync(webDistPath) ? webDistPath : null,
      seed: seed ? parseInteger(...seed) : undefined,
      memoizeReads: memoize ? parseSwitch(...memoize) : DEFAULT_MEMOIZE_READS,
      controlToken: controlToken ? controlToken[1] : null,
      ...(snapshot ? { snapshotFile: existingFile(...snapshot) } : {}),
      ...(namespaceLimit ? { namespaceLimit: parseCount(...namespaceLimit) } : {}),
      ...(namespaceIdle ? { namespaceIdleMs: namespaceIdle } : {}),
      timeouts,
      logger: { level },
      ...readBridgeOptions(pick),
    },
  };
}
