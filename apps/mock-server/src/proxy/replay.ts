/**
 * Replay of a recording as fixtures (`--replay DIR`): a call whose method, path, query and body match a recorded
 * exchange gets the real backend's recorded answer (status, media type, body), after the mock's own protocol check
 * and permissions; encryption is applied as usual. Several exchanges of the same request are answered in their
 * recorded order, the last one repeating. Sign-in, sign-out and anything the recording holds only by size (files) are
 * left to the mock, so the session is always the mock's own.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type RecordedExchange, Redactor, readRecording, sortedKeys } from './recording';
import { profileIn } from './sessions';
import { pathAndQuery } from './url';

interface Fixture {
  status: number;
  contentType: string;
  payload: string;
}

/** The query without the token (a session's, which differs between the recording and now). */
function queryKey(query: Record<string, unknown> | undefined): string {
  const rest = Object.fromEntries(Object.entries(query ?? {}).filter(([name]) => name !== 'token'));
  return JSON.stringify(sortedKeys(rest));
}

/** A call without data sends only { timestamp }: the time of the call, not part of what it asks. */
function withoutTimestamp(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !('timestamp' in body)) return body ?? null;
  const { timestamp: _time, ...rest } = body as Record<string, unknown>;
  return rest;
}

export function requestKey(method: string, path: string, query: Record<string, unknown> | undefined, body: unknown) {
  return `${method.toUpperCase()} ${path} ${queryKey(query)} ${JSON.stringify(sortedKeys(withoutTimestamp(body)))}`;
}

function fixtureOf(exchange: RecordedExchange): Fixture | null {
  const { response } = exchange;
  if (profileIn(response.body?.json)) return null;
  if (/\/signout$/.test(exchange.request.path)) return null;
  if (response.body?.json !== undefined) {
    return { status: response.status, contentType: response.contentType, payload: JSON.stringify(response.body.json) };
  }
  if (response.body?.text !== undefined) {
    return { status: response.status, contentType: response.contentType, payload: response.body.text };
  }
  return null;
}

export function loadFixtures(dir: string): Map<string, Fixture[]> {
  const fixtures = new Map<string, Fixture[]>();
  for (const { exchange } of readRecording(dir)) {
    const fixture = fixtureOf(exchange);
    if (!fixture) continue;
    const { method, path, query, body } = exchange.request;
    const key = requestKey(method, path, query, body?.json);
    fixtures.set(key, [...(fixtures.get(key) ?? []), fixture]);
  }
  return fixtures;
}

export const replayPlugin = fp(
  async (app: FastifyInstance, options: { dir: string }) => {
    const fixtures = loadFixtures(options.dir);
    const served = new Map<string, number>();
    // Bodies are redacted the way the recording was (pwd and the like), so they compare equal.
    const redactor = new Redactor();
    const keyOf = (request: FastifyRequest) =>
      requestKey(
        request.method,
        pathAndQuery(request.url).path,
        request.query as Record<string, unknown> | undefined,
        request.body === undefined ? undefined : redactor.value(request.body),
      );
    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.endpoint) return;
      const key = keyOf(request);
      const list = fixtures.get(key);
      if (!list || list.length === 0) return;
      const index = served.get(key) ?? 0;
      served.set(key, index + 1);
      const fixture = list[Math.min(index, list.length - 1)]!;
      return reply.code(fixture.status).type(fixture.contentType).send(fixture.payload);
    });
  },
  { name: 'replay', dependencies: ['envelope'] },
);
