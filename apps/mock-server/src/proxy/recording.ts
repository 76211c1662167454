/**
 * Recordings of proxied calls: one JSON file per exchange (the request, the real answer, when, and in "both" mode the
 * mock's answer beside it), keys in a stable order and indented, so a person can read them and git can diff them.
 *
 * Nothing secret is written: passwords (pwd), signatures and nonces are dropped, and every session token and key the
 * proxy has seen is replaced by a placeholder (<token#1>, <key#1>) wherever it occurs — in bodies, answers, query
 * strings and HTML. The same secret gets the same placeholder throughout a recording, so the files still show which
 * calls belong to one session.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Fields whose value is a secret whatever it looks like. */
const SECRET_FIELDS = new Set(['pwd', 'password', 'secret', 'sign', 'nonce', 'ticket']);
export const REDACTED = '<redacted>';
/** Query parameters whose value is a secret, inside any URL a body or answer carries. */
const SECRET_QUERY = /([?&](?:ticket|sign|pwd|password)=)[^&#"\s]+/g;

/** The same value with every object's keys in sorted order (arrays keep theirs). */
export function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortedKeys((value as Record<string, unknown>)[key]);
  return sorted;
}

export function stableJson(value: unknown): string {
  return `${JSON.stringify(sortedKeys(value), null, 2)}\n`;
}

/** Replaces secrets by placeholders; knows the session tokens and keys it was told about. */
export class Redactor {
  private readonly placeholders = new Map<string, string>();
  private counts = { token: 0, key: 0 };

  /** A session the proxy learnt: its token and key are replaced from now on. */
  learnSession(token: string, key: string): void {
    if (!this.placeholders.has(token)) this.placeholders.set(token, `<token#${++this.counts.token}>`);
    if (!this.placeholders.has(key)) this.placeholders.set(key, `<key#${++this.counts.key}>`);
  }

  /** A token the proxy saw on a request but whose sign-in it did not see. */
  learnToken(token: string): void {
    if (token !== 'Guest' && !this.placeholders.has(token)) {
      this.placeholders.set(token, `<token#${++this.counts.token}>`);
    }
  }

  text(value: string): string {
    // A capability in a URL (the login QR's phone-page ticket, a signature) is a secret wherever the URL is written.
    let result = value.replace(SECRET_QUERY, `$1${REDACTED}`);
    for (const [secret, placeholder] of this.placeholders) {
      if (result.includes(secret)) result = result.split(secret).join(placeholder);
    }
    return result;
  }

  value(value: unknown): unknown {
    if (typeof value === 'string') return this.text(value);
    if (Array.isArray(value)) return value.map((item) => this.value(item));
    if (value === null || typeof value !== 'object') return value;
    const result: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      result[key] = SECRET_FIELDS.has(key) && child !== null && child !== '' ? REDACTED : this.value(child);
    }
    return result;
  }
}

export interface RecordedBody {
  /** application/json bodies as parsed JSON (decrypted); text as text; files by size only. */
  json?: unknown;
  text?: string;
  bytes?: number;
}

export interface RecordedAnswer {
  status: number;
  contentType: string;
  /** The real backend answered encrypted (aes-256-gcm); the body is recorded decrypted. */
  encrypted?: boolean;
  body?: RecordedBody;
}

export interface RecordedExchange {
  /** ISO time the request arrived. */
  time: string;
  /** How long the real backend took, in ms. */
  ms: number;
  mode: 'real' | 'both';
  request: {
    method: string;
    path: string;
    query?: Record<string, string>;
    /** The token (a placeholder unless Guest), content type, language and encryption asked for. */
    headers: Record<string, string>;
    body?: RecordedBody;
  };
  response: RecordedAnswer;
  /** "both" mode: the mock's answer to the same request and how it differs from the real one. */
  mock?: RecordedAnswer & { differences: string[] };
}

function slug(path: string): string {
  return (
    path
      .replace(/^\/+/, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/-+$/, '') || 'root'
  );
}

/** Writes each exchange as DIR/NNNN-METHOD-path.json, numbered in the order the calls arrived. */
export class RecordingWriter {
  private seq = 0;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    // A recording continues after the files already there instead of overwriting them.
    for (const name of readdirSync(dir)) {
      const number = /^(\d+)-/.exec(name)?.[1];
      if (number) this.seq = Math.max(this.seq, Number(number));
    }
  }

  write(exchange: RecordedExchange): string {
    const name = `${String(++this.seq).padStart(4, '0')}-${exchange.request.method}-${slug(exchange.request.path)}.json`;
    const file = resolve(this.dir, name);
    writeFileSync(file, stableJson(exchange));
    return file;
  }
}

export function readRecording(dir: string): Array<{ file: string; exchange: RecordedExchange }> {
  return readdirSync(dir)
    .filter((name) => /^\d+-.*\.json$/.test(name))
    .sort()
    .map((name) => {
      const file = resolve(dir, name);
      return { file, exchange: JSON.parse(readFileSync(file, 'utf8')) as RecordedExchange };
    });
}
