/**
 * Records the product calls a mock server answers, for the replay benchmark's request mix (scripts/bench/make-mix.ts).
 *
 * Loaded into the server process with `NODE_OPTIONS="--import <this file>"` and MIX_RECORD_FILE set (see
 * scripts/bench/README.md): it subscribes to Fastify's request-handler tracing channel, so the server's code is not
 * touched, and appends one JSON line per answered contract call: the endpoint, the exact body, who sent it (a browser
 * or a Node test helper), the answer's status and stat.err, and whether the call changed the state (the store's
 * version moved; `alone` when no other call ran meanwhile: a page sends several calls at once, and a write among
 * them moves the version under the reads). In a process without Fastify (the test runner, npx) it does nothing.
 */

import { tracingChannel } from 'node:diagnostics_channel';
import { appendFileSync } from 'node:fs';

/** The recorder runs outside turbo (in a server the journeys start): no task cache depends on its setting. */
const setting = (name) => process.env[name];
const file = setting('MIX_RECORD_FILE');
/** Bodies longer than this are cut (uploads are multipart and carry no JSON body anyway). */
const BODY_LIMIT = 64 * 1024;

/** Calls between their handler's start and their answer; each one's `alone` turns false when another overlaps it. */
const inFlight = new Set();

if (file) {
  tracingChannel('fastify.request.handler').subscribe({
    start({ request, reply }) {
      const endpoint = request.routeOptions?.config?.endpoint;
      if (!endpoint) return;
      const store = request.server.repos?.store;
      const versionBefore = store?.stateVersion;
      const userAgent = String(request.headers['user-agent'] ?? '');
      const call = { alone: inFlight.size === 0 };
      for (const other of inFlight) other.alone = false;
      inFlight.add(call);
      reply.raw.once('close', () => inFlight.delete(call));
      reply.raw.once('finish', () => {
        inFlight.delete(call);
        const line = {
          endpoint: endpoint.id,
          method: request.method,
          path: endpoint.path,
          from: /Chrome|Mozilla/.test(userAgent) ? 'browser' : 'script',
          encrypted: request.encryptSecret !== null && request.encryptSecret !== undefined,
          status: reply.statusCode,
          err: request.envelopeErr ?? null,
          wrote: store !== undefined && store.stateVersion !== versionBefore,
          alone: call.alone,
          body: request.rawBody ? request.rawBody.toString('utf8').slice(0, BODY_LIMIT) : null,
          query: endpoint.request.kind === 'query' ? request.query : null,
        };
        appendFileSync(file, `${JSON.stringify(line)}\n`);
      });
    },
    end() {},
    asyncStart() {},
    asyncEnd() {},
    error() {},
  });
}
