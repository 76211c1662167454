/**
 * The drift report (`npm run drift`): how a real backend's answers stand against contracts/openapi.json and against
 * the mock's answers to the same requests. Observations come from calling a backend (observeBackend: every read of
 * the contract with its example request, as Guest or as a signed-in account) or from a recording of the proxy
 * (observeRecording). Each call of the contract ends up as:
 *
 * - conforms: every real answer is valid against the contract and shaped like the mock's;
 * - drifts: the field paths where a real answer breaks the contract (missing, extra, mistyped, invalid fields,
 *   unknown error codes) or is shaped otherwise than the mock's;
 * - not exercised: no observation (a write, a call needing a session no one signed in for, or absent from the
 *   recording).
 *
 * The exit code of the command is non-zero when a real answer breaks the contract (reportFails).
 */
import { ENDPOINTS, type EndpointDef } from '@cable/contracts';
import { type Conformance, createConformance } from '@cable/contracts/conformance';
import {
  decryptPayload,
  ENCRYPTION,
  GUEST_SECRET,
  GUEST_TOKEN,
  HEADER,
  hashPassword,
  signRequest,
} from '@cable/contracts/protocol';
import type { FastifyInstance } from 'fastify';
import { compareAnswers } from './compare';
import { type RecordedAnswer, readRecording } from './recording';

export interface ObservedAnswer {
  status: number;
  contentType: string;
  /** The JSON (decrypted), or undefined for files and HTML. */
  body?: unknown;
}

export interface ObservedCall {
  method: string;
  path: string;
  real: ObservedAnswer;
  /** The mock's answer to the same request; null when the mock could not be asked (no session for the account). */
  mock: ObservedAnswer | null;
}

export type CallState = 'conforms' | 'drifts' | 'not exercised';

export interface CallVerdict {
  call: string;
  state: CallState;
  /** How many answers were observed. */
  observed: number;
  /** Where real answers break the contract. */
  contract: string[];
  /** Where real answers are shaped otherwise than the mock's. */
  mockShape: string[];
  /** Same field, other value (meaningful when both sides hold the same state). */
  mockValues: string[];
  /** Why a call was not exercised, or that the mock could not answer. */
  note?: string;
}

export interface DriftReport {
  source: string;
  verdicts: CallVerdict[];
}

const WRITE_PATH = /\/(signout|signin|generate|delete|clear|set|save|add|submit|change|recalc|restore|update|upload)$/;

/** A call that changes data: a report never makes it against a real backend unless asked (--writes). */
export function isWrite(endpoint: EndpointDef): boolean {
  return WRITE_PATH.test(endpoint.path);
}

function callName(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

function mediaType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

export function buildReport(
  source: string,
  observed: readonly ObservedCall[],
  notExercised: ReadonlyMap<string, string> = new Map(),
  conformance: Conformance = createConformance(),
): DriftReport {
  const byCall = new Map<string, ObservedCall[]>();
  for (const observation of observed) {
    const name = callName(observation.method, observation.path);
    byCall.set(name, [...(byCall.get(name) ?? []), observation]);
  }
  const verdicts: CallVerdict[] = [];
  const known = ENDPOINTS.map((endpoint) => callName(endpoint.method, endpoint.path));
  // Static files describe the environment (api-mapping.json names the host asked): nothing to compare with the mock.
  const staticFiles = new Set(
    ENDPOINTS.filter((endpoint) => endpoint.auth === 'public-static').map((e) => callName(e.method, e.path)),
  );
  const unknown = [...byCall.keys()].filter((name) => !known.includes(name)).sort();
  for (const name of [...known, ...unknown]) {
    const observations = byCall.get(name);
    if (!observations) {
      verdicts.push({
        call: name,
        state: 'not exercised',
        observed: 0,
        contract: [],
        mockShape: [],
        mockValues: [],
        note: notExercised.get(name) ?? 'no call observed',
      });
      continue;
    }
    const contract = new Set<string>();
    const mockShape = new Set<string>();
    const mockValues = new Set<string>();
    let mockMissing = false;
    for (const observation of observations) {
      for (const issue of conformance.checkResponse({
        method: observation.method,
        path: observation.path,
        status: observation.real.status,
        contentType: observation.real.contentType,
        body: observation.real.body,
      })) {
        contract.add(issue.message);
      }
      if (staticFiles.has(name)) continue;
      if (!observation.mock) {
        mockMissing = true;
        continue;
      }
      if (mediaType(observation.mock.contentType) !== mediaType(observation.real.contentType)) {
        mockShape.add(
          `(answer): real ${mediaType(observation.real.contentType) || 'none'}, mock ${mediaType(observation.mock.contentType) || 'none'}`,
        );
      }
      if (observation.real.body !== undefined && observation.mock.body !== undefined) {
        const differences = compareAnswers(observation.real.body, observation.mock.body);
        for (const line of differences.shape) mockShape.add(line);
        for (const line of differences.values) mockValues.add(line);
      }
    }
    verdicts.push({
      call: name,
      state: contract.size > 0 || mockShape.size > 0 ? 'drifts' : 'conforms',
      observed: observations.length,
      contract: [...contract],
      mockShape: [...mockShape],
      mockValues: [...mockValues],
      ...(mockMissing ? { note: 'the mock could not answer some of these requests (no session for the account)' } : {}),
    });
  }
  return { source, verdicts };
}

/** True when a real answer breaks the contract: the command then exits non-zero. */
export function reportFails(report: DriftReport): boolean {
  return report.verdicts.some((verdict) => verdict.contract.length > 0);
}

const VALUES_SHOWN = 3;

export function formatReport(report: DriftReport, options: { values?: boolean } = {}): string {
  const lines = [`Drift report: ${report.source}`, ''];
  for (const verdict of report.verdicts) {
    const times = verdict.observed > 1 ? ` (${verdict.observed} answers)` : '';
    lines.push(`  ${verdict.state.padEnd(14)} ${verdict.call}${times}`);
    for (const line of verdict.contract) lines.push(`                   contract: ${line}`);
    for (const line of verdict.mockShape) lines.push(`                   mock:     ${line}`);
    const values = options.values ? verdict.mockValues : verdict.mockValues.slice(0, VALUES_SHOWN);
    for (const line of values) lines.push(`                   value:    ${line}`);
    if (values.length < verdict.mockValues.length) {
      lines.push(`                   value:    ... ${verdict.mockValues.length - values.length} more (--values)`);
    }
    if (verdict.note)
      lines.push(`                   ${verdict.state === 'not exercised' ? '' : 'note: '}${verdict.note}`);
  }
  const count = (state: CallState) => report.verdicts.filter((verdict) => verdict.state === state).length;
  const broken = report.verdicts.filter((verdict) => verdict.contract.length > 0).length;
  lines.push(
    '',
    `${count('conforms')} conform, ${count('drifts')} drift (${broken} against the contract), ${count('not exercised')} not exercised`,
  );
  return lines.join('\n');
}

// ---- observing a backend ----

interface Session {
  token: string;
  key: string;
}

interface Target {
  answer(method: string, path: string, body: string | undefined, session: Session): Promise<ObservedAnswer>;
}

async function readAnswer(
  status: number,
  contentType: string,
  encrypted: boolean,
  text: string,
  session: Session,
): Promise<ObservedAnswer> {
  if (!/^application\/json\b/i.test(contentType)) return { status, contentType };
  let body: unknown = JSON.parse(text);
  if (encrypted) body = JSON.parse(await decryptPayload(session.key, (body as { enc: string }).enc));
  return { status, contentType, body };
}

async function signedHeaders(method: string, path: string, body: string | undefined, session: Session) {
  return {
    ...(await signRequest({ method, path, body, token: session.token, secret: session.key })),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    [HEADER.encrypt]: ENCRYPTION,
  };
}

/** A backend over HTTP; its base URL's path is put before every call path, as proxy mode does. */
export function httpTarget(baseUrl: string): Target {
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  return {
    async answer(method, path, body, session) {
      const [bare = path, query] = path.split('?');
      const outPath = `${prefix}${bare}`;
      const response = await fetch(`${base.origin}${outPath}${query === undefined ? '' : `?${query}`}`, {
        method,
        headers: await signedHeaders(method, outPath, body, session),
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(20_000),
      });
      const contentType = response.headers.get('content-type') ?? '';
      const encrypted = response.headers.get(HEADER.encrypt) === ENCRYPTION;
      return readAnswer(response.status, contentType, encrypted, await response.text(), session);
    },
  };
}

/** A mock-server app in this process (the mock's answer beside the real one). */
export function injectTarget(app: FastifyInstance): Target {
  return {
    async answer(method, path, body, session) {
      const [bare = path] = path.split('?');
      const response = await app.inject({
        method: method as 'GET' | 'POST',
        url: path,
        headers: await signedHeaders(method, bare, body, session),
        ...(body === undefined ? {} : { payload: body }),
      });
      const contentType = String(response.headers['content-type'] ?? '');
      const encrypted = response.headers[HEADER.encrypt] === ENCRYPTION;
      return readAnswer(response.statusCode, contentType, encrypted, response.body, session);
    },
  };
}

const GUEST_SESSION: Session = { token: GUEST_TOKEN, key: GUEST_SECRET };
const SIGN_IN = ENDPOINTS.find((endpoint) => endpoint.id === 'keySignin')!;

async function signInAt(
  target: Target,
  account: string,
  pwd: string,
): Promise<{ answer: ObservedAnswer; session: Session | null }> {
  const body = JSON.stringify({ form: { key: account, pwd } });
  const answer = await target.answer(SIGN_IN.method, SIGN_IN.path, body, GUEST_SESSION);
  const user = (answer.body as { data?: { user?: Session } } | undefined)?.data?.user;
  return { answer, session: user?.token && user.key ? { token: user.token, key: user.key } : null };
}

function queryString(example: unknown, token: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries((example ?? {}) as Record<string, unknown>)) {
    params.set(name, name === 'token' ? token : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface BackendObservation {
  observed: ObservedCall[];
  notExercised: Map<string, string>;
}

/**
 * Calls every read of the contract with its example request on the real backend and on the mock: as Guest, and with
 * the account's session for the calls that need one. Writes are left out unless `writes` is set.
 */
export async function observeBackend(
  real: Target,
  mock: Target,
  options: {
    account?: string;
    password?: string;
    writes?: boolean;
    /** The mock's account when it does not know the real one (a real backend's users are not the mock's). */
    mockAccount?: { account: string; password: string };
  } = {},
): Promise<BackendObservation> {
  const observed: ObservedCall[] = [];
  const notExercised = new Map<string, string>();
  let realSession: Session | null = null;
  let mockSession: Session | null = null;
  if (options.account) {
    const pwd = await hashPassword(options.password ?? '');
    const signedReal = await signInAt(real, options.account, pwd);
    const signedMock = await signInAt(mock, options.account, pwd);
    observed.push({ method: SIGN_IN.method, path: SIGN_IN.path, real: signedReal.answer, mock: signedMock.answer });
    realSession = signedReal.session;
    mockSession = signedMock.session;
    if (!mockSession && options.mockAccount) {
      const fallback = options.mockAccount;
      mockSession = (await signInAt(mock, fallback.account, await hashPassword(fallback.password))).session;
    }
    if (!realSession) throw new Error(`sign-in of ${options.account} at the real backend failed`);
  }
  for (const endpoint of ENDPOINTS) {
    const name = callName(endpoint.method, endpoint.path);
    if (endpoint.id === SIGN_IN.id) continue;
    if (endpoint.request.kind === 'multipart') {
      notExercised.set(name, 'an upload: exercise it through the proxy and report on the recording');
      continue;
    }
    if (isWrite(endpoint) && !options.writes) {
      notExercised.set(name, 'a write: --writes exercises it with the contract example');
      continue;
    }
    const needsSession = endpoint.auth === 'token' || endpoint.auth === 'query-token';
    if (needsSession && !realSession) {
      notExercised.set(name, 'needs a signed-in session: pass --account and --password');
      continue;
    }
    const realAs = needsSession ? realSession! : GUEST_SESSION;
    const mockAs = needsSession ? mockSession : GUEST_SESSION;
    const example = (endpoint.example as { request?: unknown }).request;
    const body = endpoint.request.kind === 'json' ? JSON.stringify(example ?? { timestamp: Date.now() }) : undefined;
    const path = (session: Session) =>
      endpoint.request.kind === 'query' ? `${endpoint.path}${queryString(example, session.token)}` : endpoint.path;
    const realAnswer = await real.answer(endpoint.method, path(realAs), body, realAs);
    const mockAnswer = mockAs ? await mock.answer(endpoint.method, path(mockAs), body, mockAs) : null;
    observed.push({ method: endpoint.method, path: endpoint.path, real: realAnswer, mock: mockAnswer });
  }
  return { observed, notExercised };
}

function observedAnswer(recorded: RecordedAnswer): ObservedAnswer {
  return { status: recorded.status, contentType: recorded.contentType, body: recorded.body?.json };
}

/**
 * The exchanges of a recording: the real answers as recorded, the mock's beside them where the proxy computed it
 * ("both" mode), else the mock's answer now to the recorded request (as Guest, or as the account for session calls).
 */
export async function observeRecording(
  dir: string,
  mock: Target,
  options: { account?: string; password?: string } = {},
): Promise<BackendObservation> {
  let mockSession: Session | null | undefined;
  const sessionFor = async () => {
    if (mockSession === undefined) {
      mockSession = options.account
        ? (await signInAt(mock, options.account, await hashPassword(options.password ?? ''))).session
        : null;
    }
    return mockSession;
  };
  const observed: ObservedCall[] = [];
  for (const { exchange } of readRecording(dir)) {
    const { request } = exchange;
    let mockAnswer: ObservedAnswer | null = exchange.mock?.status ? observedAnswer(exchange.mock) : null;
    const guest = request.headers.token === GUEST_TOKEN;
    const replayable = request.body?.bytes === undefined && !/\/(signin|signout)$/.test(request.path);
    if (!mockAnswer && replayable) {
      const session = guest ? GUEST_SESSION : await sessionFor();
      if (session) {
        const query = new URLSearchParams(request.query ?? {});
        if (query.has('token')) query.set('token', session.token);
        const path = `${request.path}${query.size > 0 ? `?${query}` : ''}`;
        const body = request.body?.json === undefined ? undefined : JSON.stringify(request.body.json);
        mockAnswer = await mock.answer(request.method, path, body, session);
      }
    }
    observed.push({
      method: request.method,
      path: request.path,
      real: observedAnswer(exchange.response),
      mock: mockAnswer,
    });
  }
  return { observed, notExercised: new Map() };
}
