import { existsSync, readFileSync, rmSync } from 'node:fs';
import { DEFAULT_NAMESPACE, NAMESPACE_COOKIE, NAMESPACE_HEADER, NAMESPACE_QUERY } from '@cable/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../api-error';
import { sendApiError } from '../plugins/envelope';
import { type Clock, systemClock } from '../store/clock';
import { namespaceDataFile, snapshotsFile } from '../store/persistence';
import { createRepositories, type Repositories } from '../store/repositories';
import { NamespaceRegistry } from './registry';
import { parseSnapshotFile, SnapshotStore } from './snapshots';
import type { World } from './world';

declare module 'fastify' {
  interface FastifyInstance {
    namespaces: NamespaceRegistry;
    snapshots: SnapshotStore;
  }
  interface FastifyRequest {
    /** The namespace the request works in (default when it names none): its store, switches, journal and clock. */
    world: World;
  }
}

export interface NamespacesPluginOptions {
  /** The repositories of the namespace default. */
  repos: Repositories;
  /** The time source a new namespace's clock starts from (the system time by default). */
  clock?: Clock;
  dataFile?: string;
  seed?: number;
  journalSize: number;
  verifySignature: boolean;
  memoizeReads: boolean;
  limit?: number;
  idleMs?: number;
  /** A snapshot export loaded at start (--snapshot FILE), on top of the snapshots persisted with --data. */
  snapshotFile?: string;
}

const COOKIE_KEY = `${NAMESPACE_COOKIE}=`;

/** The value of the namespace cookie in a Cookie header, when it is there. */
export function namespaceCookie(header: string): string | undefined {
  for (const part of header.split(';')) {
    const pair = part.trim();
    if (pair.startsWith(COOKIE_KEY)) {
      const value = pair.slice(COOKIE_KEY.length);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/**
 * The namespace a request names: the mock-namespace header, else the mock-namespace cookie (empty means none), else
 * on a GET the ns query parameter. A GET's ns parameter is taken out of the query whichever of them decides (a QR's
 * phone page opened in the browser that has the cookie carries both), so a document's or a page's own parameters
 * validate as the contract has them. Undefined when it names none.
 */
export function namespaceNameOf(request: FastifyRequest): string | undefined {
  const fromQuery = takeQueryNamespace(request);
  const header = request.headers[NAMESPACE_HEADER];
  if (typeof header === 'string') return header;
  const cookie = request.headers.cookie;
  if (cookie?.includes(COOKIE_KEY)) {
    const named = namespaceCookie(cookie);
    if (named) return named;
  }
  return fromQuery;
}

/** A GET's ns query parameter, removed from the parsed query. */
function takeQueryNamespace(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || !request.url.includes(`${NAMESPACE_QUERY}=`)) return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const named = query?.[NAMESPACE_QUERY];
  if (!query || named === undefined) return undefined;
  delete query[NAMESPACE_QUERY];
  return typeof named === 'string' ? named : undefined;
}

/** A namespace's seed: the server's seed mixed with the name, so namespaces do not share tokens. */
function namespaceSeed(seed: number, name: string): number {
  let hash = seed | 0;
  for (let index = 0; index < name.length; index++) hash = (Math.imul(hash, 31) + name.charCodeAt(index)) | 0;
  return hash;
}

/**
 * The namespace registry and the snapshots, and the first onRequest hook after the envelope's: it resolves the
 * request's world (a Map lookup; a request naming none goes straight to default) or refuses an invalid name (1001)
 * and a full registry (1051). Everything after it reads request.world.
 */
export const namespacesPlugin = fp(
  async (app: FastifyInstance, options: NamespacesPluginOptions) => {
    const { dataFile } = options;
    const baseClock = options.clock ?? systemClock;
    const registry = new NamespaceRegistry({
      defaultRepos: options.repos,
      createRepos: (name) =>
        createRepositories({
          clock: baseClock,
          ...(dataFile ? { dataFile: namespaceDataFile(dataFile, name, DEFAULT_NAMESPACE) } : {}),
          ...(options.seed !== undefined ? { seed: namespaceSeed(options.seed, name) } : {}),
        }),
      removeData: (name) => {
        if (!dataFile) return false;
        const file = namespaceDataFile(dataFile, name, DEFAULT_NAMESPACE);
        const existed = existsSync(file);
        rmSync(file, { force: true });
        return existed;
      },
      journalSize: options.journalSize,
      verifySignature: options.verifySignature,
      memoizeReads: options.memoizeReads,
      limit: options.limit,
      idleMs: options.idleMs,
      now: () => baseClock.now(),
    });
    const snapshots = new SnapshotStore(dataFile ? snapshotsFile(dataFile) : null);
    if (options.snapshotFile)
      snapshots.add(parseSnapshotFile(readFileSync(options.snapshotFile, 'utf8'), options.snapshotFile));
    app.decorate('namespaces', registry);
    app.decorate('snapshots', snapshots);

    const defaultWorld = registry.defaultWorld;
    const worldKey = Symbol('world');
    type WithWorld = FastifyRequest & { [worldKey]?: World };
    // A getter: a request naming no namespace is in default without a write. (A request Fastify refuses before
    // routing, a malformed URL, is not one of these objects: clockOf and the journal fall back to default for it.)
    app.decorateRequest('world', {
      getter(this: WithWorld) {
        return this[worldKey] ?? defaultWorld;
      },
      setter(this: WithWorld, world: World) {
        this[worldKey] = world;
      },
    });

    app.addHook('onRequest', (request, reply, done) => {
      const name = namespaceNameOf(request);
      if (name === undefined || name === DEFAULT_NAMESPACE) return done();
      try {
        request.world = registry.world(name);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        sendApiError(request, reply, error);
        return;
      }
      done();
    });
    app.addHook('onClose', async () => registry.close());
  },
  { name: 'namespaces', dependencies: ['envelope'] },
);
