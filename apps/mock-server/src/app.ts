import type { ServerOptions } from 'node:http';
import { ENDPOINTS } from '@cable/contracts';
import { MAX_BODY_BYTES, REQUEST_ID_PATTERN } from '@cable/contracts/protocol';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  type AppOptions,
  DEFAULT_MEMOIZE_READS,
  DEFAULT_TIMEOUTS,
  DEFAULT_WEB_DIST,
  FIXTURE_FILES_DIR,
} from './config';
import { controlGuardPlugin } from './control/control-guard';
import { controlPlugin } from './control/control-routes';
import type { HandlerMap } from './http/handler';
import { lazyChildLoggerFactory } from './http/lazy-child-logger';
import { registerEndpoints } from './http/register';
import { namespacesPlugin } from './namespaces/namespaces-plugin';
import { bodyParsingPlugin, MULTIPART_OVERHEAD_BYTES, uploadParsingPlugin } from './plugins/body-parsing';
import { ApiError, envelopePlugin, sendApiError } from './plugins/envelope';
import { errorsPlugin, toApiError } from './plugins/errors';
import { faultsPlugin } from './plugins/faults';
import { DEFAULT_JOURNAL_SIZE, journalPlugin } from './plugins/journal';
import { lazySerializerFactory } from './plugins/lazy-serializer';
import { priceRightsPlugin } from './plugins/price-rights';
import { protocolPlugin } from './plugins/protocol';
import { repositoriesPlugin } from './plugins/repositories';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticAssetsPlugin } from './plugins/static-assets';
import { swaggerPlugin } from './plugins/swagger';
import { typeboxValidatorCompiler } from './plugins/validation';
import { bridgePlugin } from './proxy';
import { createRepositories, type Repositories } from './store/repositories';

export interface BuildAppOptions extends AppOptions {
  /** Handlers by endpoint id; default: every route file's (ALL_HANDLERS). Tests pass small fake maps. */
  handlers?: HandlerMap;
  /** Ready repositories; default: new ones over the seed (and the data file, when given). */
  repos?: Repositories;
  /** Folder served at /files/; default: the fixtures' files. */
  filesDir?: string;
  /**
   * Check that every id a request names is the caller's (plugins/ownership). Default true; the framework's own tests
   * turn it off, their fake handlers answer for ids no store holds.
   */
  checkReferences?: boolean;
}

/**
 * The whole mock backend as one plugin (fastify/demo style): external and app plugins first (envelope, journal,
 * errors, faults, body parsing, protocol, price rights, static files, docs), then the contract's routes and the
 * control API.
 */
export const mockServerApp = fp(
  async (app: FastifyInstance, options: BuildAppOptions) => {
    const repos =
      options.repos ??
      createRepositories({ clock: options.clock, dataFile: options.dataFile, seed: options.seed, log: app.log });
    await app.register(repositoriesPlugin, { repos });

    await app.register(envelopePlugin);
    const memoizeReads = options.memoizeReads ?? DEFAULT_MEMOIZE_READS;
    await app.register(namespacesPlugin, {
      repos,
      clock: options.clock,
      dataFile: options.dataFile,
      seed: options.seed,
      journalSize: options.journalSize ?? DEFAULT_JOURNAL_SIZE,
      verifySignature: options.verifySignature ?? true,
      memoizeReads,
      limit: options.namespaceLimit,
      idleMs: options.namespaceIdleMs,
      snapshotFile: options.snapshotFile,
    });
    await app.register(securityHeadersPlugin);
    await app.register(controlGuardPlugin, { token: options.controlToken ?? null });
    await app.register(journalPlugin);
    await app.register(errorsPlugin);
    await app.register(faultsPlugin);
    await app.register(bodyParsingPlugin);
    await app.register(bridgePlugin, { proxy: options.proxy, replayDir: options.replayDir, drift: options.drift });
    await app.register(protocolPlugin);
    await app.register(priceRightsPlugin);
    await app.register(staticAssetsPlugin, {
      webDist: options.webDist === undefined ? DEFAULT_WEB_DIST : options.webDist,
      filesDir: options.filesDir ?? FIXTURE_FILES_DIR,
    });
    await app.register(swaggerPlugin);

    // Loaded only when no map is given, so the framework's own tests do not depend on every route file.
    const handlers = options.handlers ?? (await import('./http/all-handlers')).ALL_HANDLERS;
    const context = { memoizeReads, checkReferences: options.checkReferences ?? true };
    registerEndpoints(
      app,
      ENDPOINTS.filter((endpoint) => endpoint.request.kind !== 'multipart'),
      handlers,
      context,
    );
    // Uploads in their own scope, the only one that parses multipart.
    await app.register(async (uploads) => {
      await uploads.register(uploadParsingPlugin);
      registerEndpoints(
        uploads,
        ENDPOINTS.filter((endpoint) => endpoint.request.kind === 'multipart'),
        handlers,
        context,
      );
    });
    await app.register(controlPlugin);
  },
  { name: 'mock-server-app' },
);

type ValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;

function requestIdOf(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : undefined;
}

/** A configured server that has not started listening; tests use app.inject, server.ts calls listen. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const serverOptions: FastifyServerOptions & { http: ServerOptions } = {
    // A slow client is closed: headers, the whole request, an idle keep-alive and a silent socket each have a limit.
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.min(1000, timeouts.headersMs) },
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    logger: options.logger ?? false,
    // A request's child logger is made when the request logs something (with no logger there is none to make).
    ...(options.logger ? { childLoggerFactory: lazyChildLoggerFactory } : {}),
    // TypeBox validates requests, so Fastify's default Ajv is never loaded (its factory type only knows Ajv's
    // compile signature); serializers compile on first use.
    schemaController: {
      compilersFactory: {
        buildValidator: (() => typeboxValidatorCompiler) as unknown as ValidatorFactory,
        buildSerializer: lazySerializerFactory,
      },
    },
    // Multipart is limited per file (5 MiB) by its own parser; this covers the framing around it.
    bodyLimit: MAX_BODY_BYTES + MULTIPART_OVERHEAD_BYTES,
    // The client's request-id names the request in the server log too.
    genReqId: (request) => requestIdOf(request.headers['request-id']) ?? crypto.randomUUID(),
    // Errors Fastify raises before routing (a malformed URL, a bad content-type header) get the envelope too.
    frameworkErrors: (error, request, reply) => {
      const apiError =
        toApiError(error) ??
        new ApiError('ValidationFailed', { zh: `请求无效：${error.message}`, en: error.message }, { httpStatus: 400 });
      sendApiError(request, reply, apiError);
    },
  };
  const app = Fastify(serverOptions);
  await app.register(mockServerApp, options);
  return app;
}
