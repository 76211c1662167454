import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { CLOCK_CONTROL_ENDPOINTS } from './control-clock';
import { NAMESPACE_CONTROL_ENDPOINTS } from './control-namespaces';
import { defineEndpoint, type EndpointDef } from './endpoint';
import { Closed } from './schemas/common';

/**
 * The mock server's scenario control API (tag 'control'). It is not part of the product's wire
 * (spec/endpoints.txt), but the OpenAPI document lists it next to the product calls. Control calls
 * carry no protocol headers, answer the usual envelope and are never affected by maintenance mode
 * or injected faults, so a test can always undo what it switched on.
 */

const TagSchema = Type.String({ minLength: 1, maxLength: 64, description: 'The tag of a login QR (from login/info)' });
const AccountSchema = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'Account name of a demo user (see GET /__control/users)',
});
const EmptySchema = Closed({}, { title: 'ControlDone' });

export const ControlTagFormSchema = Closed({ tag: TagSchema }, { title: 'ControlTagForm' });

export const ControlQrConfirmFormSchema = Closed(
  { tag: TagSchema, user: Type.Optional(AccountSchema) },
  { title: 'ControlQrConfirmForm', description: 'user defaults to the quote-only demo user "quote"' },
);

export const ControlQrSchema = Closed(
  {
    tag: TagSchema,
    state: Type.Union(
      [Type.Literal('Wait'), Type.Literal('Scan'), Type.Literal('Pass'), Type.Literal('Expire'), Type.Literal('Error')],
      { description: 'What login/state answers for this tag now' },
    ),
    expire: Type.Integer({ minimum: 0, description: 'Unix seconds after which the QR is expired' }),
    user: Type.Optional(AccountSchema),
  },
  { title: 'ControlQr' },
);

export const ControlQrResultSchema = Closed({ qr: ControlQrSchema }, { title: 'ControlQrResult' });

export const ControlQrAutoConfirmFormSchema = Closed(
  {
    seconds: Type.Integer({
      minimum: 0,
      maximum: 3600,
      description: 'Confirm every new QR this many seconds after it is issued; 0 turns auto-confirm off',
    }),
    user: Type.Optional(AccountSchema),
  },
  { title: 'ControlQrAutoConfirmForm' },
);

export const ControlQrAutoConfirmSchema = Type.Union(
  [Closed({ seconds: Type.Integer({ minimum: 1 }), user: AccountSchema }), Type.Null()],
  { title: 'ControlQrAutoConfirm', description: 'null when auto-confirm is off' },
);

const MaterialDeltasSchema = Type.Record(Type.String(), Type.Number({ minimum: -50, maximum: 50 }), {
  description: 'Percent change of each material price by material code, e.g. {"cu": 3, "al": -2}',
});

export const ControlAdjustmentFormSchema = Closed(
  {
    seconds: Type.Integer({
      minimum: 1,
      maximum: 3600,
      description: 'How long change/state answers run: true before the new prices apply',
    }),
    deltas: MaterialDeltasSchema,
  },
  { title: 'ControlAdjustmentForm' },
);

export const ControlAdjustmentRepeatFormSchema = Closed(
  {
    every: Type.Integer({
      minimum: 0,
      maximum: 86400,
      description: 'Start the adjustment again every this many seconds; 0 stops repeating',
    }),
    seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 3600 })),
    deltas: Type.Optional(MaterialDeltasSchema),
  },
  { title: 'ControlAdjustmentRepeatForm' },
);

export const ControlAdjustmentSchema = Closed(
  {
    run: Type.Boolean({ description: 'As change/state answers it' }),
    last: Type.Integer({ minimum: 0, description: 'Unix seconds of the last completed adjustment' }),
    until: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: 'Unix seconds at which the running adjustment completes',
    }),
    prices: Type.Record(Type.String(), Type.Number(), { description: 'Current material prices, yuan/kg, by code' }),
    repeat: Type.Union(
      [
        Closed({
          every: Type.Integer({ minimum: 1 }),
          seconds: Type.Integer({ minimum: 1 }),
          deltas: MaterialDeltasSchema,
        }),
        Type.Null(),
      ],
      { description: 'The demo timer, null when off' },
    ),
  },
  { title: 'ControlAdjustment' },
);

export const ControlAdjustmentResultSchema = Closed(
  { adjustment: ControlAdjustmentSchema },
  { title: 'ControlAdjustmentResult' },
);

export const ControlSwitchFormSchema = Closed({ on: Type.Boolean() }, { title: 'ControlSwitchForm' });

export const ControlTokenFormSchema = Closed(
  { token: Type.String({ minLength: 1, maxLength: 256 }) },
  { title: 'ControlTokenForm' },
);

export const ControlWebVersionFormSchema = Closed(
  {
    version: Type.String({
      pattern: '^\\d{1,2}\\.\\d{1,2}\\.\\d{1,2}$',
      description: 'What /pub/sys/data/version answers as corp.qms.web; above 2.9.12 the web app asks to update',
    }),
  },
  { title: 'ControlWebVersionForm' },
);

export const ControlFaultFormSchema = Closed(
  {
    pattern: Type.String({
      minLength: 1,
      maxLength: 256,
      pattern: '^/',
      description: 'Request path; * matches any run of characters, e.g. /biz/qms/inventory/*',
    }),
    method: Type.Optional(Type.Union([Type.Literal('GET'), Type.Literal('POST')])),
    kind: Type.Union([Type.Literal('latency'), Type.Literal('hang'), Type.Literal('drop'), Type.Literal('error')], {
      description:
        'latency: wait ms, then answer; hang: stall ms (default 25000, past the client 20 s timeout), then answer; drop: close the connection without an answer; error: answer stat.err = code',
    }),
    ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 600000 })),
    code: Type.Optional(
      Type.Integer({ minimum: 1, description: 'error: the stat.err to answer (default 1090, injected fault)' }),
    ),
    message: Type.Optional(Type.String({ maxLength: 512 })),
    times: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Apply to this many matching requests; forever when absent' }),
    ),
  },
  { title: 'ControlFaultForm' },
);

export const ControlFaultSchema = Type.Composite(
  [ControlFaultFormSchema, Closed({ id: Type.Integer({ minimum: 1 }), hits: Type.Integer({ minimum: 0 }) })],
  { title: 'ControlFault', additionalProperties: false },
);

export const ControlFaultsResultSchema = Closed({ faults: Type.Array(ControlFaultSchema) }, { title: 'ControlFaults' });

export const ControlFaultClearFormSchema = Closed(
  { id: Type.Optional(Type.Integer({ minimum: 1, description: 'Remove this rule only; all rules when absent' })) },
  { title: 'ControlFaultClearForm' },
);

export const ControlJournalQuerySchema = Closed(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000, description: 'Newest entries to answer' })),
    path: Type.Optional(Type.String({ maxLength: 256, description: 'Only entries whose path contains this text' })),
  },
  { title: 'ControlJournalQuery' },
);

export const ControlJournalEntrySchema = Closed(
  {
    seq: Type.Integer({ minimum: 1 }),
    at: Type.Integer({ minimum: 0, description: 'Server Unix ms' }),
    method: Type.String(),
    path: Type.String(),
    status: Type.Integer({ minimum: 0, description: 'HTTP status; 0 when the connection was dropped' }),
    err: Type.Union([Type.Integer(), Type.Null()], { description: 'stat.err; null when no envelope was answered' }),
    msg: Type.Union([Type.String(), Type.Null()]),
    verification: Type.String({
      description:
        'ok, off (verification switched off), unsigned (no protocol on this path), headers, signature, time, replay (refused), not-checked (refused earlier)',
    }),
    fault: Type.Union([Type.String(), Type.Null()], { description: 'maintenance or the injected fault applied' }),
    token: Type.Union([Type.String(), Type.Null()]),
    requestId: Type.Union([Type.String(), Type.Null()]),
    ms: Type.Integer({ minimum: 0, description: 'Handling time' }),
  },
  { title: 'ControlJournalEntry' },
);

export const ControlUserSchema = Closed(
  {
    account: AccountSchema,
    demoPassword: Type.Boolean({
      description:
        'True while the account still has the demo password the README names (the password itself is never sent)',
    }),
    name: Type.String(),
    id: Type.String(),
    type: Type.Integer(),
    approve: Type.Boolean(),
    modes: Type.Array(Type.Integer()),
    grants: Type.Array(Type.String(), { description: 'Module codes, price rights included' }),
    tokens: Type.Array(Type.String(), { description: 'Live session tokens of this user' }),
  },
  { title: 'ControlUser' },
);

export const ControlStateSchema = Closed(
  {
    maintenance: Type.Boolean(),
    verifySignature: Type.Boolean(),
    webVersion: Type.String(),
    faults: Type.Array(ControlFaultSchema),
    adjustment: ControlAdjustmentSchema,
    qrAutoConfirm: ControlQrAutoConfirmSchema,
    qrs: Type.Array(ControlQrSchema, { description: 'Login QRs issued, newest first' }),
  },
  { title: 'ControlState' },
);
export type ControlState = Static<typeof ControlStateSchema>;

const html = { kind: 'file' as const, contentType: 'text/html' };
const noBody = { kind: 'none' as const };
const json = <T extends TSchema>(body: T) => ({ kind: 'json' as const, body });
const envelope = <T extends TSchema>(data: T) => ({ kind: 'envelope' as const, data });
const control = { tag: 'control' as const, auth: 'public-static' as const, modules: [] };
const exampleAdjustment = {
  run: true,
  last: 1795654800,
  until: 1795655100,
  prices: { cu: 75.8, al: 20.6 },
  repeat: null,
};

export const CONTROL_ENDPOINTS = [
  defineEndpoint({
    ...control,
    id: 'controlPage',
    method: 'GET',
    path: '/__control/',
    summary: 'Control page (HTML)',
    description: 'A page that lists and drives every control call.',
    request: noBody,
    response: html,
    example: {},
  }),
  defineEndpoint({
    ...control,
    id: 'controlState',
    method: 'GET',
    path: '/__control/state',
    summary: 'Current scenario switches',
    description: 'Maintenance, signature verification, web version, faults, the price adjustment and the login QRs.',
    request: noBody,
    response: envelope(ControlStateSchema),
    example: {
      data: {
        maintenance: false,
        verifySignature: true,
        webVersion: '2.9.12',
        faults: [],
        adjustment: { ...exampleAdjustment, run: false, until: null },
        qrAutoConfirm: null,
        qrs: [{ tag: 'q8Jx2LmP0aVt', state: 'Wait', expire: 1795655000 }],
      },
    },
  }),
  defineEndpoint({
    ...control,
    id: 'controlReset',
    method: 'POST',
    path: '/__control/reset',
    summary: 'Reset to the seed',
    description:
      'Restores the seeded state (and rewrites the data file), turns maintenance off, clears faults, timers and the journal, and puts the clock back on the real time.',
    request: noBody,
    response: envelope(EmptySchema),
    example: { data: {} },
  }),
  defineEndpoint({
    ...control,
    id: 'controlUsers',
    method: 'GET',
    path: '/__control/users',
    summary: 'Demo users',
    description:
      'The demo accounts with their grants, pricing modes and live tokens, and whether each still has the demo password (the README names it; this call never sends it).',
    request: noBody,
    response: envelope(Closed({ users: Type.Array(ControlUserSchema) }, { title: 'ControlUsers' })),
    example: {
      data: {
        users: [
          {
            account: 'quote',
            demoPassword: true,
            name: '张伟',
            id: '1001',
            type: 1,
            approve: false,
            modes: [1],
            grants: ['index', 'Real', 'PriceAuthSale'],
            tokens: [],
          },
        ],
      },
    },
  }),
  defineEndpoint({
    ...control,
    id: 'controlQrScan',
    method: 'POST',
    path: '/__control/qr/scan',
    summary: 'Scan a login QR',
    description: 'login/state answers Scan for the tag from now on.',
    request: json(ControlTagFormSchema),
    response: envelope(ControlQrResultSchema),
    example: {
      request: { tag: 'q8Jx2LmP0aVt' },
      data: { qr: { tag: 'q8Jx2LmP0aVt', state: 'Scan', expire: 1795655000 } },
    },
  }),
  defineEndpoint({
    ...control,
    id: 'controlQrConfirm',
    method: 'POST',
    path: '/__control/qr/confirm',
    summary: 'Confirm a login QR as a demo user',
    description: 'login/state answers Pass with the chosen user (a new session) for the tag.',
    request: json(ControlQrConfirmFormSchema),
    response: envelope(ControlQrResultSchema),
    example: {
      request: { tag: 'q8Jx2LmP0aVt', user: 'approver' },
      data: { qr: { tag: 'q8Jx2LmP0aVt', state: 'Pass', expire: 1795655000, user: 'approver' } },
    },
  }),
  defineEndpoint({
    ...control,
    id: 'controlQrReject',
    method: 'POST',
    path: '/__control/qr/reject',
    summary: 'Reject a login QR',
    description: 'login/state answers Error for the tag.',
    request: json(ControlTagFormSchema),
    response: envelope(ControlQrResultSchema),
    example: {
      request: { tag: 'q8Jx2LmP0aVt' },
      data: { qr: { tag: 'q8Jx2LmP0aVt', state: 'Error', expire: 1795655000 } },
    },
  }),
  defineEndpoint({
    ...control,
    id: 'controlQrExpire',
    method: 'POST',
    path: '/__control/qr/expire',
    summary: 'Expire a login QR now',
    description: 'login/state answers Expire for the tag.',
    request: json(ControlTagFormSchema),
    response: envelope(ControlQrResultSchema),
    example: {
      request: { tag: 'q8Jx2LmP0aVt' },
      data: { qr: { tag: 'q8Jx2LmP0aVt', state: 'Expire', expire: 1795655000 } },
    },
  }),
  defineEndpoint({
    ...control,
    id: 'controlQrAutoConfirm',
    method: 'POST',
    path: '/__control/qr/auto-confirm',
    summary: 'Auto-confirm login QRs (demos)',
    description: 'Every QR issued from now on is scanned at once and confirmed as the user after the given seconds.',
    request: json(ControlQrAutoConfirmFormSchema),
    response: envelope(Closed({ qrAutoConfirm: ControlQrAutoConfirmSchema }, { title: 'ControlQrAutoConfirmResult' })),
    example: { request: { seconds: 3, user: 'quote' }, data: { qrAutoConfirm: { seconds: 3, user: 'quote' } } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlQrPhone',
    method: 'GET',
    path: '/__control/qr/phone',
    summary: 'The "phone" page a login QR opens (HTML)',
    description: 'Stands in for the messaging app: buttons Scan, Confirm (choosing a demo user) and Reject.',
    request: {
      kind: 'query',
      query: Closed(
        {
          tag: TagSchema,
          ticket: Type.Optional(
            Type.String({
              maxLength: 64,
              description: 'With a control token configured: the ticket for this tag that the QR URL carries',
            }),
          ),
        },
        { title: 'ControlQrPhoneQuery' },
      ),
    },
    response: html,
    example: { request: { tag: 'q8Jx2LmP0aVt' } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlAdjustmentStart',
    method: 'POST',
    path: '/__control/adjustment/start',
    summary: 'Start a price adjustment',
    description:
      'change/state answers run: true for the given seconds; then the material prices move by the deltas, run clears and last updates, and every price computed from those materials follows.',
    request: json(ControlAdjustmentFormSchema),
    response: envelope(ControlAdjustmentResultSchema),
    example: { request: { seconds: 300, deltas: { cu: 3, al: -2 } }, data: { adjustment: exampleAdjustment } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlAdjustmentStop',
    method: 'POST',
    path: '/__control/adjustment/stop',
    summary: 'Complete the running price adjustment now',
    description: 'The new prices apply at once, run clears and last updates; a repeat timer keeps running.',
    request: noBody,
    response: envelope(ControlAdjustmentResultSchema),
    example: { data: { adjustment: { ...exampleAdjustment, run: false, until: null } } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlAdjustmentRepeat',
    method: 'POST',
    path: '/__control/adjustment/repeat',
    summary: 'Repeat price adjustments on a timer (demos)',
    description:
      'Starts an adjustment every `every` seconds (default run 20 s, deltas alternating +/-1 % copper and aluminium); every 0 stops.',
    request: json(ControlAdjustmentRepeatFormSchema),
    response: envelope(ControlAdjustmentResultSchema),
    example: {
      request: { every: 120, seconds: 20, deltas: { cu: 1 } },
      data: { adjustment: { ...exampleAdjustment, repeat: { every: 120, seconds: 20, deltas: { cu: 1 } } } },
    },
  }),
  defineEndpoint({
    ...control,
    id: 'controlMaintenance',
    method: 'POST',
    path: '/__control/maintenance',
    summary: 'Maintenance mode on or off',
    description: 'While on, every product call (/biz, /pub, /dev) answers 20.',
    request: json(ControlSwitchFormSchema),
    response: envelope(Closed({ maintenance: Type.Boolean() }, { title: 'ControlMaintenanceResult' })),
    example: { request: { on: true }, data: { maintenance: true } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlVerification',
    method: 'POST',
    path: '/__control/verification',
    summary: 'Signature verification on or off',
    description: 'The run-time form of the --verify-signature switch (MOCK_VERIFY_SIGNATURE).',
    request: json(ControlSwitchFormSchema),
    response: envelope(Closed({ verifySignature: Type.Boolean() }, { title: 'ControlVerificationResult' })),
    example: { request: { on: false }, data: { verifySignature: false } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlTokenRevoke',
    method: 'POST',
    path: '/__control/token/revoke',
    summary: 'Revoke a session token',
    description: 'Every later call with the token answers 15.',
    request: json(ControlTokenFormSchema),
    response: envelope(Closed({ revoked: Type.Boolean() }, { title: 'ControlRevokeResult' })),
    example: { request: { token: 'tk_5f2c9a7e1b3d4c6a' }, data: { revoked: true } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlWebVersion',
    method: 'POST',
    path: '/__control/web-version',
    summary: "Set the server's web version",
    description: 'What /pub/sys/data/version answers; a version above the built-in 2.9.12 makes the web app update.',
    request: json(ControlWebVersionFormSchema),
    response: envelope(Closed({ webVersion: Type.String() }, { title: 'ControlWebVersionResult' })),
    example: { request: { version: '2.10.0' }, data: { webVersion: '2.10.0' } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlFaultAdd',
    method: 'POST',
    path: '/__control/faults',
    summary: 'Inject latency or a fault for a path pattern',
    description: 'Rules are tried in the order added; the first match applies. The control API is never affected.',
    request: json(ControlFaultFormSchema),
    response: envelope(Closed({ fault: ControlFaultSchema }, { title: 'ControlFaultResult' })),
    example: {
      request: { pattern: '/biz/qms/inventory/*', kind: 'error', code: 1099, times: 1 },
      data: { fault: { pattern: '/biz/qms/inventory/*', kind: 'error', code: 1099, times: 1, id: 1, hits: 0 } },
    },
  }),
  defineEndpoint({
    ...control,
    id: 'controlFaultClear',
    method: 'POST',
    path: '/__control/faults/clear',
    summary: 'Remove injected faults',
    description: 'Removes one rule by id, or all of them.',
    request: json(ControlFaultClearFormSchema),
    response: envelope(ControlFaultsResultSchema),
    example: { request: {}, data: { faults: [] } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlJournal',
    method: 'GET',
    path: '/__control/journal',
    summary: 'Request journal',
    description:
      'The last requests, newest first, with status, stat.err, message and the protocol verification outcome.',
    request: { kind: 'query', query: ControlJournalQuerySchema },
    response: envelope(Closed({ entries: Type.Array(ControlJournalEntrySchema) }, { title: 'ControlJournal' })),
    example: {
      request: { limit: 20 },
      data: {
        entries: [
          {
            seq: 1,
            at: 1795654800000,
            method: 'POST',
            path: '/biz/user/login/info',
            status: 200,
            err: 0,
            msg: null,
            verification: 'ok',
            fault: null,
            token: 'Guest',
            requestId: 'V1StGXR8_Z5jdHi6B-myT',
            ms: 2,
          },
        ],
      },
    },
  }),
  ...CLOCK_CONTROL_ENDPOINTS,
  ...NAMESPACE_CONTROL_ENDPOINTS,
] as const satisfies readonly EndpointDef[];

export type ControlEndpoint = (typeof CONTROL_ENDPOINTS)[number];
export type ControlEndpointId = ControlEndpoint['id'];
