import { CONTROL_ENDPOINTS, ENDPOINTS, type EndpointDef } from '@cable/contracts';
import { signRequest } from '@cable/contracts/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandlerMap } from '../../src/http/handler';
import { buildTestApp, envelopeOf, signedPost, signIn, type TestApp, type TestSession } from './harness';

/** Every handler answers its endpoint's example data, so the test sees exactly what serialization makes of it. */
const exampleHandlers = Object.fromEntries(
  ENDPOINTS.map((endpoint) => [
    endpoint.id,
    () =>
      endpoint.response.kind === 'envelope'
        ? (endpoint.example as { data?: unknown }).data
        : { file: 'file body', contentType: endpoint.response.contentType },
  ]),
) as HandlerMap;

let test: TestApp;
let approver: TestSession;

beforeAll(async () => {
  test = await buildTestApp({ handlers: exampleHandlers, checkReferences: false });
  approver = signIn(test.repos, 'approver');
});
afterAll(async () => {
  await test.app.close();
});

async function callWithExample(endpoint: EndpointDef) {
  const request = endpoint.example.request as Record<string, unknown> | undefined;
  if (endpoint.request.kind === 'json') return signedPost(test, endpoint.path, request, { session: approver });
  if (endpoint.request.kind === 'query') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(request ?? {})) query.set(key, String(value));
    if (endpoint.auth === 'query-token') query.set('token', approver.token);
    return test.app.inject({ method: 'GET', url: `${endpoint.path}?${query}` });
  }
  if (endpoint.request.kind === 'multipart') {
    const boundary = 'contract-example';
    const fields = Object.entries(request ?? {}).map(
      ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
    );
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nYJV 3*95 100米\r\n`;
    const signed = await signRequest({
      method: 'POST',
      path: endpoint.path,
      token: approver.token,
      secret: approver.key,
      now: test.clock.now(),
    });
    return test.app.inject({
      method: 'POST',
      url: endpoint.path,
      payload: `${fields.join('')}${file}--${boundary}--\r\n`,
      headers: { ...signed, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }
  if (endpoint.method === 'GET') return test.app.inject({ method: 'GET', url: endpoint.path });
  return signedPost(test, endpoint.path, { timestamp: test.clock.now() }, { session: approver });
}

describe('routes registered from the endpoint table', () => {
  it('registers every product and control endpoint with its method and path', () => {
    for (const endpoint of [...ENDPOINTS, ...CONTROL_ENDPOINTS]) {
      expect(test.app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.id).toBe(true);
    }
  });

  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s validates its example request and serializes its example data unchanged',
    async (_route, endpoint) => {
      const response = await callWithExample(endpoint);
      if (endpoint.response.kind === 'file') {
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe('file body');
        return;
      }
      const envelope = envelopeOf(response);
      expect(envelope.stat).toMatchObject({ err: 0 });
      expect(envelope.data).toEqual((endpoint.example as { data?: unknown }).data);
    },
  );
});
