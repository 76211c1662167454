import { HEADER } from '@cable/contracts/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clockOf } from '../clock/clock-of';
import { CONTROL_PREFIX } from '../control/paths';

declare module 'fastify' {
  interface FastifyInstance {
    journal: RequestJournal;
  }
}

export interface JournalEntry {
  /** Sequence number, growing from 1 since start (reset does not restart it). */
  seq: number;
  /** Server Unix ms from the request's clock (moved by the control API when asked). */
  at: number;
  method: string;
  path: string;
  /** HTTP status; 0 when the connection was dropped. */
  status: number;
  /** stat.err of the answer; null when no envelope was sent (files, dropped connections). */
  err: number | null;
  msg: string | null;
  verification: string;
  fault: string | null;
  token: string | null;
  requestId: string | null;
  ms: number;
}

export const DEFAULT_JOURNAL_SIZE = 500;

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

/** Document previews carry the token as a query parameter. */
function queryToken(request: FastifyRequest): string | null {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' ? token : null;
}

/** The last N requests with their outcome, newest first, so a developer sees what the server made of a client. */
export class RequestJournal {
  /** A ring: the newest entry is at (next - 1), the oldest at next once the ring is full. */
  private entries: JournalEntry[] = [];
  private next = 0;
  private seq = 0;

  constructor(readonly size: number) {}

  record(request: FastifyRequest, outcome: { status: number; err: number | null; msg: string | null }): void {
    const queryEnd = request.url.indexOf('?');
    const entry: JournalEntry = {
      seq: ++this.seq,
      at: clockOf(request).now(),
      method: request.method,
      path: queryEnd === -1 ? request.url : request.url.slice(0, queryEnd),
      status: outcome.status,
      err: outcome.err,
      msg: outcome.msg,
      verification: request.verification,
      fault: request.fault,
      token: header(request, HEADER.token) ?? queryToken(request),
      requestId: header(request, HEADER.requestId),
      ms: Math.round(performance.now() - request.startedAt),
    };
    if (this.size <= 0) return;
    this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.size;
  }

  list(limit = this.size): JournalEntry[] {
    const newestFirst: JournalEntry[] = [];
    const count = Math.min(Math.max(0, limit), this.entries.length);
    for (let index = 1; index <= count; index++) {
      newestFirst.push(this.entries[(this.next - index + this.size) % this.size]!);
    }
    return newestFirst;
  }

  clear(): void {
    this.entries = [];
    this.next = 0;
  }
}

export const journalPlugin = fp(
  async (app: FastifyInstance) => {
    // The namespace default's journal; every request is recorded in its own namespace's.
    app.decorate('journal', app.namespaces.defaultWorld.journal);
    app.addHook('onResponse', (request, reply, done) => {
      // The control page polls state, users and the journal itself; those reads would bury the client's requests.
      const polled = request.method === 'GET' && request.url.startsWith(CONTROL_PREFIX);
      if (!polled && !request.fault?.startsWith('drop')) {
        (request.world ?? app.namespaces.defaultWorld).journal.record(request, {
          status: reply.statusCode,
          err: request.envelopeErr,
          msg: request.envelopeMsg,
        });
      }
      done();
    });
  },
  { name: 'journal', dependencies: ['envelope', 'namespaces'] },
);
