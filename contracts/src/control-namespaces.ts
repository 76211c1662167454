import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { defineEndpoint, type EndpointDef } from './endpoint';
import { Closed } from './schemas/common';

/**
 * Namespaces and snapshots of the mock server's control API (tag 'control').
 *
 * A namespace is an isolated world of the mock server: its own store (sessions and login QRs included), faults,
 * journal, clock and signature switch. A request names it in the `mock-namespace` header, or a browser in the
 * `mock-namespace` cookie (a GET document preview also takes `?ns=`); without one it is the namespace `default`.
 * A new namespace starts from the seed on first use. Control calls act on the namespace of their own request.
 *
 * A snapshot is a namespace's whole state kept under a name; it can be restored into any namespace.
 */

/** The request header that names the namespace. */
export const NAMESPACE_HEADER = 'mock-namespace';
/** The cookie a browser (the control page, a journey) names its namespace with. */
export const NAMESPACE_COOKIE = 'mock-namespace';
/** The query parameter a GET document preview may name its namespace with (a new window carries no header). */
export const NAMESPACE_QUERY = 'ns';
/** The namespace of a request that names none: the server's state as it always was. */
export const DEFAULT_NAMESPACE = 'default';
/** Namespace and snapshot names: letters, digits, `_` and `-`, starting with a letter or digit, at most 64. */
export const NAMESPACE_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$';
export const NAMESPACE_NAME_MAX = 64;

const NameSchema = (what: string) =>
  Type.String({
    minLength: 1,
    maxLength: NAMESPACE_NAME_MAX,
    pattern: NAMESPACE_NAME_PATTERN,
    description: `${what}: letters, digits, _ and -, starting with a letter or digit, at most ${NAMESPACE_NAME_MAX} characters`,
  });

export const ControlNamespaceFormSchema = Closed(
  { name: NameSchema('The namespace') },
  { title: 'ControlNamespaceForm' },
);

export const ControlNamespaceSchema = Closed(
  {
    name: NameSchema('The namespace'),
    bytes: Type.Integer({ minimum: 0, description: 'Size of its state as JSON' }),
    sessions: Type.Integer({ minimum: 0, description: 'Sessions it holds (live and revoked)' }),
    lastUsed: Type.Integer({ minimum: 0, description: 'Unix ms of its last request' }),
  },
  { title: 'ControlNamespace' },
);

export const ControlNamespaceListSchema = Closed(
  {
    current: NameSchema('The namespace of this request'),
    limit: Type.Integer({ minimum: 1, description: 'How many namespaces the server holds at most (default included)' }),
    idleSeconds: Type.Integer({
      minimum: 1,
      description: 'A namespace unused this long is dropped from memory (with --data its file stays)',
    }),
    namespaces: Type.Array(ControlNamespaceSchema, { description: 'Live namespaces, most recently used first' }),
  },
  { title: 'ControlNamespaceList' },
);

export const ControlSnapshotFormSchema = Closed({ name: NameSchema('The snapshot') }, { title: 'ControlSnapshotForm' });

export const ControlSnapshotSchema = Closed(
  {
    name: NameSchema('The snapshot'),
    namespace: NameSchema('The namespace it was saved from'),
    savedAt: Type.Integer({ minimum: 0, description: 'Unix ms when it was saved' }),
    bytes: Type.Integer({ minimum: 0, description: 'Size of the state as JSON' }),
  },
  { title: 'ControlSnapshot' },
);
export type ControlSnapshot = Static<typeof ControlSnapshotSchema>;

export const ControlSnapshotResultSchema = Closed(
  { snapshot: ControlSnapshotSchema },
  { title: 'ControlSnapshotResult' },
);

export const ControlSnapshotListSchema = Closed(
  { snapshots: Type.Array(ControlSnapshotSchema, { description: 'By name' }) },
  { title: 'ControlSnapshotList' },
);

export const ControlSnapshotExportQuerySchema = Closed(
  { name: Type.Optional(NameSchema('Only this snapshot; all of them when absent')) },
  { title: 'ControlSnapshotExportQuery' },
);

/** The JSON of an export, and of a `--snapshot FILE` the server loads at start. */
export const SNAPSHOT_FILE_FORMAT = 'cable-mock-snapshots';
export const SNAPSHOT_FILE_VERSION = 1;

const json = <T extends TSchema>(body: T) => ({ kind: 'json' as const, body });
const envelope = <T extends TSchema>(data: T) => ({ kind: 'envelope' as const, data });
const control = { tag: 'control' as const, auth: 'public-static' as const, modules: [] };
const exampleSnapshot = { name: 'quote-500-items', namespace: 'default', savedAt: 1795654800000, bytes: 182344 };

export const NAMESPACE_CONTROL_ENDPOINTS = [
  defineEndpoint({
    ...control,
    id: 'controlNamespaceList',
    method: 'GET',
    path: '/__control/namespace/list',
    summary: 'Namespaces',
    description:
      'The live namespaces with their sizes and last use, the namespace of this request (header mock-namespace, cookie mock-namespace, else default), the limit on their number and the idle time after which one is dropped.',
    request: { kind: 'none' },
    response: envelope(ControlNamespaceListSchema),
    example: {
      data: {
        current: 'default',
        limit: 64,
        idleSeconds: 1800,
        namespaces: [{ name: 'default', bytes: 181220, sessions: 2, lastUsed: 1795654800000 }],
      },
    },
  }),
  defineEndpoint({
    ...control,
    id: 'controlNamespaceDelete',
    method: 'POST',
    path: '/__control/namespace/delete',
    summary: 'Drop a namespace',
    description:
      'Drops the namespace with its state, timers and journal (and its data file with --data); its next request starts it again from the seed. The namespace default is reset to the seed instead.',
    request: json(ControlNamespaceFormSchema),
    response: envelope(Closed({ deleted: NameSchema('The namespace') }, { title: 'ControlNamespaceDeleted' })),
    example: { request: { name: 'journey-3' }, data: { deleted: 'journey-3' } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlSnapshotSave',
    method: 'POST',
    path: '/__control/snapshot/save',
    summary: "Save the namespace's state as a snapshot",
    description:
      "Keeps the whole state of this request's namespace (store, sessions, login QRs) under the name, replacing a snapshot of that name; persisted with --data.",
    request: json(ControlSnapshotFormSchema),
    response: envelope(ControlSnapshotResultSchema),
    example: { request: { name: 'quote-500-items' }, data: { snapshot: exampleSnapshot } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlSnapshotRestore',
    method: 'POST',
    path: '/__control/snapshot/restore',
    summary: 'Restore a snapshot into the namespace',
    description:
      "Replaces the state of this request's namespace with the snapshot's (any namespace's snapshot); faults and timers are cleared as by reset.",
    request: json(ControlSnapshotFormSchema),
    response: envelope(ControlSnapshotResultSchema),
    example: { request: { name: 'quote-500-items' }, data: { snapshot: exampleSnapshot } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlSnapshotList',
    method: 'GET',
    path: '/__control/snapshot/list',
    summary: 'Snapshots',
    description: 'The saved snapshots (shared by all namespaces), by name.',
    request: { kind: 'none' },
    response: envelope(ControlSnapshotListSchema),
    example: { data: { snapshots: [exampleSnapshot] } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlSnapshotDelete',
    method: 'POST',
    path: '/__control/snapshot/delete',
    summary: 'Delete a snapshot',
    description: 'Removes the snapshot (and from the snapshot file with --data).',
    request: json(ControlSnapshotFormSchema),
    response: envelope(ControlSnapshotListSchema),
    example: { request: { name: 'quote-500-items' }, data: { snapshots: [] } },
  }),
  defineEndpoint({
    ...control,
    id: 'controlSnapshotExport',
    method: 'GET',
    path: '/__control/snapshot/export',
    summary: 'Export snapshots as JSON',
    description: `A JSON file of one snapshot or all of them (format "${SNAPSHOT_FILE_FORMAT}", version ${SNAPSHOT_FILE_VERSION}); the server loads such a file at start with --snapshot FILE.`,
    request: { kind: 'query', query: ControlSnapshotExportQuerySchema },
    response: { kind: 'file', contentType: 'application/json' },
    example: { request: { name: 'quote-500-items' } },
  }),
] as const satisfies readonly EndpointDef[];
