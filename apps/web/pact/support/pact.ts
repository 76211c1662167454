import { ENDPOINTS, type EndpointDef } from '@cable/contracts';
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import { attachErrorUi, configureApi } from '../../src/api/app-client';
import type { ErrorUi } from '../../src/api/error-catalogue';
import type { UserProfile } from '../../src/api/types';
import { sessionStore } from '../../src/stores/session-store';
import { CONSUMER, PACT_DIR, PROVIDER } from './paths';

/** Provider-state parameters: plain JSON values. */
export type StateParams = Record<string, string | number | boolean>;

const { atLeastLike, boolean, eachLike, integer, like, nullValue, number, regex, string } = MatchersV3;

export function createPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

/**
 * Provider states: sentences naming the situation, with parameters where the situation has a value. The mock
 * server's verification has a handler for each (apps/mock-server/test/pact/provider-states.ts); against a real
 * backend the same sentences tell a tester what data to prepare.
 */
export const STATE = {
  guest: 'a visitor is not signed in',
  quoteUser: 'a quote user is signed in',
  approver: 'an approver is signed in',
  groupItems: 'the signed-in user has cable items in quotation group {group}',
  savedQuotation: 'the signed-in user has a saved quotation',
  customer: 'a customer with tax number {taxno} exists',
  qrIssued: 'a login QR code was issued',
  qrConfirmed: 'the QR tag was scanned and confirmed by {account}',
  account: 'a demo account {account} signs in with password {password}',
  mobile: 'a demo user with mobile {mobile} exists',
  adjustment: 'a price adjustment is running',
  maintenance: 'the data is under maintenance',
  sessionExpired: 'the session of the signed-in user has expired',
  approvedCable: 'a cable has approved parameter changes',
  cableReport: 'a cable has an inspection report',
  batchRule: 'the signed-in user has a batch rule for a cable',
  article: 'a published article exists',
} as const;

export type StateName = (typeof STATE)[keyof typeof STATE];

/** Example values of the recorded requests; the verification replaces them (fresh signature, state's ids). */
export const EXAMPLE = {
  time: '1763722800000',
  timestampMs: 1763722800000,
  nonce: '0123456789',
  requestId: 'V1StGXR8_Z5jdHi6B-myT',
  sign: '988adbca867a532c6109d45b6ac24e8805f08344da203b401dfb2a4501147abd',
  token: 'tk7f3a9c2e5b8d4f1a0c6e9b2d4f7a1c3e',
  key: 'k_2d4f6a8c0e1b3d5f',
} as const;

/** The signed-in user the consumer tests act as; token and key are examples, the provider issues real ones. */
export const EXAMPLE_PROFILE = {
  id: '1001',
  name: '张伟',
  token: EXAMPLE.token,
  key: EXAMPLE.key,
  type: 1,
  code: 'ZW01',
  approve: false,
  title: '华东线缆股份有限公司',
  sno: 'HD2026',
} as UserProfile;

export type Caller = 'guest' | 'user';

/** The protocol headers by format only: the values change on every request and the provider re-signs. */
export function protocolHeaders(caller: Caller) {
  return {
    token: caller === 'guest' ? regex('^Guest$', 'Guest') : regex('^[A-Za-z0-9_.-]{8,256}$', EXAMPLE.token),
    time: regex('^[0-9]{13}$', EXAMPLE.time),
    nonce: regex('^[0-9]{10}$', EXAMPLE.nonce),
    version: regex('^10000$', '10000'),
    'request-id': regex('^[A-Za-z0-9_-]{21}$', EXAMPLE.requestId),
    sign: regex('^[0-9a-f]{64}$', EXAMPLE.sign),
  };
}

export const JSON_CONTENT = regex('^application/json', 'application/json');

/**
 * A value the provider state supplies (an id it created, a QR tag it issued): the consumer sends the example,
 * the verification replaces it with the value the state handler returned under this name.
 */
export function fromState<T>(name: string, example: T) {
  return MatchersV3.fromProviderState(`$\{${name}}`, example);
}

/** `{ timestamp }`, the body of a call without data. */
export const timestampBody = () => ({ timestamp: integer(EXAMPLE.timestampMs) });

function isMatcher(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'pact:matcher:type' in value;
}

/**
 * Turns an example into a shape: strings and booleans match by type, numbers as numbers (a price of 200 is
 * sent as 200, not 200.00), arrays by their first element (at least one), objects key by key. Matchers inside
 * the example are kept, so a test can pin what matters.
 */
export function shapeOf(value: unknown, options: { emptyArrays?: boolean } = {}): unknown {
  if (isMatcher(value)) return value;
  if (value === null) return nullValue();
  if (Array.isArray(value)) {
    if (value.length === 0) return like([]);
    const item = shapeOf(value[0], options);
    return options.emptyArrays ? atLeastLike(item, 0, 1) : eachLike(item);
  }
  switch (typeof value) {
    case 'string':
      return string(value);
    case 'number':
      return number(value);
    case 'boolean':
      return boolean(value);
    case 'object':
      return Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, shapeOf(item, options)]));
    default:
      throw new Error(`shapeOf: cannot describe ${typeof value}`);
  }
}

interface SchemaNode {
  type?: string | string[];
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  patternProperties?: Record<string, SchemaNode>;
}

/**
 * The shape the app relies on: the example, narrowed to what the contract's schema requires. Optional fields
 * (a price the user has no right to, a cable's code) are left out, so the pact holds for every user the
 * provider may have; records (keyed by host or config name) only need to be objects.
 */
export function contractShape(schema: SchemaNode, example: unknown): unknown {
  if (example instanceof Present) return contractShape(schema, example.value);
  if (isMatcher(example)) return example;
  if (Array.isArray(example)) {
    if (example.length === 0) return like([]);
    // Children of a recursive node (the module tree) may be empty: a leaf has none.
    if (schema.items && !schema.items.properties && !schema.items.type)
      return atLeastLike(shapeOf(example[0], { emptyArrays: true }), 0, 1);
    return eachLike(schema.items ? contractShape(schema.items, example[0]) : shapeOf(example[0]));
  }
  if (typeof example === 'object' && example !== null) {
    if (schema.patternProperties) return like({});
    // A recursive node (the module tree's children) refers back by $ref: the example is its shape, and a leaf's
    // children may be empty.
    if (!schema.properties) return shapeOf(example, { emptyArrays: true });
    const required = new Set(schema.required ?? []);
    const properties = schema.properties;
    return Object.fromEntries(
      Object.entries(example)
        .filter(([key, item]) => (required.has(key) || item instanceof Present) && properties[key] !== undefined)
        .filter(([key]) => !isAnyJson(properties[key] as SchemaNode))
        .map(([key, item]) => [key, contractShape(properties[key] as SchemaNode, item)]),
    );
  }
  return shapeOf(example);
}

/** A value of any JSON type (a config value): the shape cannot say more than "present", so it is left out. */
function isAnyJson(schema: SchemaNode): boolean {
  if (!schema.anyOf) return false;
  const types = new Set(schema.anyOf.map((member) => String(member.type ?? 'unknown')));
  return types.size > 1;
}

class Present {
  constructor(readonly value: unknown) {}
}

/** Marks an optional field the app relies on in this situation (login/state's user on Pass). */
export const present = (value: unknown): unknown => new Present(value);

function endpointAt(path: string): EndpointDef {
  const endpoint = ENDPOINTS.find((candidate) => candidate.path === path);
  if (!endpoint) throw new Error(`${path} is not a call of the contract (contracts/src/endpoints.ts)`);
  return endpoint;
}

/** The data shape of a call: the given example (default: the contract's own) narrowed by its schema. */
export function dataShape(path: string, example?: unknown): unknown {
  const endpoint = endpointAt(path);
  if (endpoint.response.kind !== 'envelope') throw new Error(`${path} does not answer an envelope`);
  return contractShape(endpoint.response.data as SchemaNode, example === undefined ? endpoint.example.data : example);
}

/** The success envelope around a data shape. */
export function okEnvelope(data: unknown) {
  return { data, stat: { dur: string('1'), err: 0, sec: integer(1763722800) } };
}

/** A refusal: the code is what the app reacts to, the message is shown as sent. */
export function errorEnvelope(err: number, msg: string) {
  return { stat: { dur: string('1'), err, msg: string(msg), sec: integer(1763722800) } };
}

export interface ErrorUiRecord {
  ui: ErrorUi;
  calls: Array<{ kind: keyof ErrorUi; args: unknown[] }>;
}

/** The error catalogue's screen, recorded: what the app does with a failure is the observable behaviour. */
export function recordingErrorUi(): ErrorUiRecord {
  const calls: ErrorUiRecord['calls'] = [];
  const record =
    (kind: keyof ErrorUi) =>
    (...args: unknown[]) => {
      calls.push({ kind, args });
    };
  const ui: ErrorUi = {
    lang: 'zh',
    t: (key) => key,
    confirm: async (options) => {
      calls.push({ kind: 'confirm', args: [options] });
    },
    errorDialog: record('errorDialog'),
    warning: record('warning'),
    clearUser: record('clearUser'),
    // The pacts' calls are a signed-in user's.
    signedIn: () => true,
    goRoot: record('goRoot'),
    checkVersion: record('checkVersion'),
  };
  return { ui, calls };
}

/**
 * Points the web app's own API client at Pact's mock server: the injected base URL is the only difference
 * from the running app. Responses are not encrypted in pacts (the encryption is tested by the client tests).
 */
export function connectApp(mockServer: V3MockServer, caller: Caller): ErrorUiRecord {
  configureApi({ baseUrl: mockServer.url, encrypt: false });
  sessionStore.set((state) => ({ ...state, profile: caller === 'user' ? EXAMPLE_PROFILE : undefined }));
  const errors = recordingErrorUi();
  attachErrorUi(errors.ui);
  return errors;
}

/**
 * Pact's Rust mock server records a matched request slightly after it has answered it; a test that ends at once
 * can be read as "expected but not received" (pact-js issue 1835). A short pause before the check avoids that.
 */
export function settleMockServer(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 30));
}

export interface JsonCall {
  /** Provider states in setup order; the first one decides who is signed in. */
  states: ReadonlyArray<readonly [StateName, StateParams?]>;
  description: string;
  path: string;
  caller: Caller;
  /** Request body template (matchers allowed). */
  body: unknown;
  /** Example data of the success envelope (default: the contract's example), narrowed to a shape; or a refusal. */
  data?: unknown;
  refusal?: { err: number; msg: string; status?: number };
}

/**
 * One JSON POST interaction: the app's function runs against Pact's mock server, which checks the request and
 * answers the example; `run` asserts what the app made of it.
 */
export async function verifyJsonCall(
  pact: PactV4,
  call: JsonCall,
  run: (context: { errors: ErrorUiRecord; mockServer: V3MockServer }) => Promise<void>,
): Promise<void> {
  let interaction = pact.addInteraction();
  for (const [state, params] of call.states) interaction = interaction.given(state, params);
  await interaction
    .uponReceiving(call.description)
    .withRequest('POST', call.path, (builder) => {
      builder.headers({ ...protocolHeaders(call.caller), 'Content-Type': JSON_CONTENT }).jsonBody(call.body);
    })
    .willRespondWith(call.refusal?.status ?? 200, (builder) => {
      builder.jsonBody(
        call.refusal ? errorEnvelope(call.refusal.err, call.refusal.msg) : okEnvelope(dataShape(call.path, call.data)),
      );
    })
    .executeTest(async (mockServer) => {
      const errors = connectApp(mockServer, call.caller);
      await run({ errors, mockServer });
      await settleMockServer();
    });
}
