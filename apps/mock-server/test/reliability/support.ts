import { ENDPOINTS, type EndpointDef } from '@cable/contracts';
import { signRequest } from '@cable/contracts/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { ALL_HANDLERS } from '../../src/http/all-handlers';
import type { Repositories } from '../../src/store/repositories';
import { buildTestApp, envelopeOf, signedPost, type TestApp, type TestSession } from '../framework/harness';

/** The mock server with every real route file (not the framework tests' fake handlers). */
export function buildRealApp(options: Parameters<typeof buildTestApp>[0] = {}): Promise<TestApp> {
  return buildTestApp({ handlers: ALL_HANDLERS, ...options });
}

export function endpointById(id: string): EndpointDef {
  const endpoint = ENDPOINTS.find((candidate) => candidate.id === id);
  if (!endpoint) throw new Error(`no endpoint ${id} in the contract`);
  return endpoint;
}

/** Signs and sends a JSON call to an endpoint by its contract id. */
export function call(test: TestApp, session: TestSession, id: string, body: unknown): Promise<LightMyRequestResponse> {
  return signedPost(test, endpointById(id).path, body, { session });
}

/** A GET document opened the way the web app opens it: the token in the query. */
export function openDocument(
  test: TestApp,
  session: TestSession,
  id: string,
  query: Record<string, string | number>,
): Promise<LightMyRequestResponse> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  params.set('token', session.token);
  return test.app.inject({ method: 'GET', url: `${endpointById(id).path}?${params}` });
}

/** Sends a multipart body signed like the web app signs uploads (the empty-body digest). */
export async function signedMultipart(
  test: TestApp,
  session: TestSession,
  path: string,
  payload: Buffer,
  boundary: string,
): Promise<LightMyRequestResponse> {
  const signed = await signRequest({
    method: 'POST',
    path,
    token: session.token,
    secret: session.key,
    now: test.clock.now(),
  });
  return test.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { ...signed, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** The data of a successful envelope; fails with the server's own message otherwise. */
export function dataOf<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  const envelope = envelopeOf(response);
  if (envelope.stat.err !== 0) {
    throw new Error(`expected success, got ${envelope.stat.err}: ${envelope.stat.msg}`);
  }
  return envelope.data as T;
}

/**
 * The store state as text, for before/after comparisons. Everything a refused request could touch lives here; the
 * nonce registry and the control API's request journal are kept outside the store (they record every request,
 * refused or not) and so are not part of the comparison.
 */
export function stateText(repos: Repositories): string {
  return JSON.stringify(repos.store.state);
}

/** Top-level state sections that differ, to say where an unexpected change happened. */
export function changedSections(before: string, after: string): string[] {
  const a = JSON.parse(before) as Record<string, unknown>;
  const b = JSON.parse(after) as Record<string, unknown>;
  return Object.keys({ ...a, ...b }).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}
