import { ENDPOINTS, type EndpointDef } from '@cable/contracts';
import { signRequest } from '@cable/contracts/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedPost, signIn, type TestApp, type TestSession } from '../framework/harness';
import {
  type MalformedRequest,
  malformedRequestsFor,
  overLimitJsonBody,
  overLimitMultipart,
} from './malformed-requests';
import { buildRealApp, changedSections, signedMultipart, stateText } from './support';

/** approver holds every module, so a refusal here is about the input, not about permissions. */
const SWEEP_ACCOUNT = 'approver';
/** The 5 MiB JSON body costs time to sign and parse: it goes to every twelfth JSON endpoint (and inventory/add). */
const OVER_LIMIT_EVERY = 12;

let test: TestApp;
let session: TestSession;

beforeAll(async () => {
  test = await buildRealApp();
  session = signIn(test.repos, SWEEP_ACCOUNT);
});
afterAll(async () => {
  await test.app.close();
});

/** A variant the schema accepts may sign the user out (signout with an odd but valid timestamp): sign in again. */
function liveSession(): TestSession {
  if (!test.repos.sessions.findSession(session.token)) session = signIn(test.repos, SWEEP_ACCOUNT);
  return session;
}

function validQueryOf(endpoint: EndpointDef, current: TestSession): Record<string, unknown> {
  const example = { ...(endpoint.example.request as Record<string, unknown> | undefined) };
  if (endpoint.auth === 'query-token') example.token = current.token;
  return example;
}

async function send(endpoint: EndpointDef, request: MalformedRequest, current: TestSession) {
  if (request.kind === 'query') {
    return test.app.inject({ method: endpoint.method, url: `${endpoint.path}?${request.query}` });
  }
  if (request.kind === 'method') {
    return test.app.inject({ method: request.method, url: endpoint.path });
  }
  if (request.kind === 'multipart') {
    return signedMultipart(test, current, endpoint.path, request.payload, request.boundary);
  }
  const signed = await signRequest({
    method: 'POST',
    path: endpoint.path,
    body: request.body,
    token: current.token,
    secret: current.key,
    now: test.clock.now(),
  });
  const headers: Record<string, string> = { ...signed };
  if (request.contentType) headers['content-type'] = request.contentType;
  return test.app.inject({ method: 'POST', url: endpoint.path, payload: request.body, headers });
}

interface Answer {
  status: number;
  envelope: { data: unknown; stat: { err: unknown; msg?: unknown } } | null;
}

function readAnswer(response: LightMyRequestResponse): Answer {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return { status: response.statusCode, envelope: null };
  try {
    const body = response.json() as Answer['envelope'];
    const isEnvelope =
      typeof body === 'object' && body !== null && 'data' in body && typeof body.stat?.err === 'number';
    return { status: response.statusCode, envelope: isEnvelope ? body : null };
  } catch {
    return { status: response.statusCode, envelope: null };
  }
}

/** What is wrong with the server's answer to one malformed request (empty when it behaved). */
function problemsOf(
  request: MalformedRequest,
  response: LightMyRequestResponse,
  before: string,
): { problems: string[]; refused: boolean } {
  const problems: string[] = [];
  const { status, envelope } = readAnswer(response);
  const refused = envelope !== null && envelope.stat.err !== 0;
  if (status >= 500) problems.push(`HTTP ${status}: ${response.body.slice(0, 200)}`);
  if (request.mustRefuse && !refused) {
    problems.push(`accepted (HTTP ${status}, ${envelope ? `err ${envelope.stat.err}` : 'not an envelope'})`);
  }
  if (refused) {
    if (envelope.data !== null) problems.push(`error envelope with data ${JSON.stringify(envelope.data)}`);
    if (typeof envelope.stat.msg !== 'string' || envelope.stat.msg.trim() === '') {
      problems.push(`error ${envelope.stat.err} without a message`);
    }
    const after = stateText(test.repos);
    if (after !== before)
      problems.push(`refused with ${envelope.stat.err} but changed ${changedSections(before, after)}`);
  }
  if (status >= 400 && envelope === null)
    problems.push(`HTTP ${status} without an envelope: ${response.body.slice(0, 120)}`);
  return { problems: problems.map((problem) => `${request.label}: ${problem}`), refused };
}

async function sweep(endpoint: EndpointDef, extra: MalformedRequest[] = []): Promise<string[]> {
  const requests = [
    ...malformedRequestsFor(
      endpoint,
      endpoint.request.kind === 'query' ? validQueryOf(endpoint, liveSession()) : undefined,
    ),
    ...extra,
  ];
  const problems: string[] = [];
  let before = stateText(test.repos);
  for (const request of requests) {
    const previous = session;
    const current = liveSession();
    if (current !== previous) before = stateText(test.repos);
    const response = await send(endpoint, request, current);
    const outcome = problemsOf(request, response, before);
    problems.push(...outcome.problems);
    // An accepted variant (one the schema allows) may change state; refusals are compared with what it left.
    if (!outcome.refused) before = stateText(test.repos);
  }
  const stillUp = await signedPost(test, '/pub/sys/data/version', { timestamp: test.clock.now() });
  if (stillUp.statusCode !== 200) problems.push(`server stopped answering: HTTP ${stillUp.statusCode}`);
  return problems;
}

function oversizedFor(endpoint: EndpointDef, index: number): MalformedRequest[] {
  if (endpoint.request.kind === 'multipart') {
    const fields = Object.fromEntries(
      Object.entries(endpoint.example.request as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
    );
    return [
      {
        kind: 'multipart',
        label: 'file over 5 MiB',
        payload: overLimitMultipart(fields, 'oversize-boundary'),
        boundary: 'oversize-boundary',
        mustRefuse: true,
      },
    ];
  }
  const chosen = endpoint.id === 'inventoryAdd' || index % OVER_LIMIT_EVERY === 0;
  if (endpoint.request.kind !== 'json' || !chosen) return [];
  return [
    {
      kind: 'json',
      label: 'JSON body over 5 MiB',
      body: overLimitJsonBody(),
      contentType: 'application/json',
      mustRefuse: true,
    },
  ];
}

describe('bad input on every endpoint of the contract', { timeout: 30_000 }, () => {
  it('generates refusable requests for every endpoint', () => {
    for (const endpoint of ENDPOINTS) {
      const requests = malformedRequestsFor(endpoint);
      expect(requests.filter((request) => request.mustRefuse).length, endpoint.id).toBeGreaterThan(
        endpoint.request.kind === 'none' ? -1 : 5,
      );
    }
  });

  it.each(ENDPOINTS.map((endpoint, index) => [`${endpoint.method} ${endpoint.path}`, endpoint, index] as const))(
    '%s: no 5xx, every refusal an envelope with a code and a message, state untouched',
    async (_route, endpoint, index) => {
      const problems = await sweep(endpoint, oversizedFor(endpoint, index));
      expect(problems).toEqual([]);
    },
  );
});
