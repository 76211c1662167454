import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { createRepositories } from '../../src/store/repositories';
import { type Credentials, createProviderStates } from './provider-states';
import { resigningFilter } from './request-signing';
import { createSnapshotStates, type SnapshotStates } from './snapshot-states';

export const PROVIDER = 'cable-quote-mock';
export const PACT_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../contracts/pacts/cable-quote-web-cable-quote-mock.json',
);

export interface PactInteraction {
  description: string;
  providerStates?: Array<{ name: string; params?: Record<string, unknown> }>;
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string[]>;
    body?: { content?: unknown; contentType?: string; encoded?: false | string };
  };
  response: { status: number };
}

export interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
}

export function readPact(file = PACT_FILE): PactFile {
  return JSON.parse(readFileSync(file, 'utf8')) as PactFile;
}

export interface RunningProvider {
  app: FastifyInstance;
  baseUrl: string;
  /** The namespace the verification's states and requests live in. */
  namespace: string;
  states: SnapshotStates;
  close: () => Promise<void>;
}

/**
 * The mock server as `npm start` builds it (seeded store, signature checks on), on an ephemeral port. The
 * verification works in a namespace of its own, its provider states kept as named snapshots (snapshot-states.ts).
 */
export async function startProvider(
  options: BuildAppOptions = {},
  beforeListen?: (app: FastifyInstance) => void,
): Promise<RunningProvider> {
  const app = await buildApp({ repos: createRepositories(), webDist: null, ...options });
  beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const namespace = `pact-${process.pid}-${port}`;
  const states = createSnapshotStates({
    baseUrl,
    namespace,
    builders: createProviderStates(app.namespaces.world(namespace).repos),
  });
  return {
    app,
    baseUrl,
    namespace,
    states,
    close: async () => {
      await states.close();
      await app.close();
    },
  };
}

/**
 * Verifies the pact file against a running mock server: states are restored from snapshots in the provider's
 * namespace, requests are re-signed and sent to that namespace.
 */
export function verifyAgainst(provider: RunningProvider, pactUrls: string[] = [PACT_FILE]): Promise<string> {
  const options: VerifierOptions = {
    provider: PROVIDER,
    providerBaseUrl: provider.baseUrl,
    pactUrls,
    logLevel: 'warn',
    beforeEach: () => provider.states.reset(),
    stateHandlers: Object.fromEntries(
      Object.entries(provider.states.handlers).map(([name, handler]) => [
        name,
        (params?: unknown) => handler(params as Record<string, unknown> | undefined),
      ]),
    ),
    requestFilter: resigningFilter(provider.states.credentials, provider.namespace) as never,
  };
  return new Verifier(options).verifyProvider();
}

/** Verifies against any base URL (a real backend): no state setup, fixed credentials. */
export function verifyRemote(
  baseUrl: string,
  credentials: () => Credentials,
  pactUrls: string[] = [PACT_FILE],
): Promise<string> {
  return new Verifier({
    provider: PROVIDER,
    providerBaseUrl: baseUrl,
    pactUrls,
    logLevel: 'warn',
    requestFilter: resigningFilter(credentials) as never,
  }).verifyProvider();
}
