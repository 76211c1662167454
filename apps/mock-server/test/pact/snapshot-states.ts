import { NAMESPACE_HEADER } from '@cable/contracts';
import type { Credentials, ProviderStates, StateContext, StateHandler } from './provider-states';

type Params = Record<string, unknown>;

/** What a built state leaves behind besides the store: who acts, and the ids the request is given. */
interface BuiltState {
  snapshot: string;
  context: StateContext;
  injected: Record<string, string>;
}

/**
 * The provider states as named snapshots of the mock server (POST /__control/snapshot/save and restore), in a
 * namespace of their own, so a verification shares a running server with other work (journeys, a developer's demo)
 * without either seeing the other's data.
 *
 * Before each interaction the namespace is restored to the seed snapshot. An interaction's states are applied in
 * order; the states so far (names with their parameters) name a snapshot. The first interaction that reaches them
 * builds them through the repositories (provider-states.ts, as a developer's session would) and saves the snapshot;
 * every later one restores it through the control API. The snapshots are deleted when the verification closes.
 */
export function createSnapshotStates(options: {
  baseUrl: string;
  namespace: string;
  /** Builds a state in the verification's namespace (its repositories). */
  builders: ProviderStates;
  /** Names of the snapshots; letters, digits, - and _. */
  prefix?: string;
}) {
  const { baseUrl, namespace, builders } = options;
  const prefix = options.prefix ?? `${namespace}-state`;
  const seedSnapshot = `${prefix}-seed`;
  const built = new Map<string, BuiltState>();
  /** The states applied to this interaction so far. */
  let applied: string[] = [];
  let seedSaved = false;
  let restored = 0;

  async function control(path: string, body: Record<string, unknown>): Promise<unknown> {
    const response = await fetch(`${baseUrl}/__control/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [NAMESPACE_HEADER]: namespace },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { data?: unknown; stat?: { err?: number; msg?: string } };
    if (!response.ok || envelope.stat?.err) {
      throw new Error(`control ${path} ${JSON.stringify(body)} failed: ${JSON.stringify(envelope.stat)}`);
    }
    return envelope.data;
  }

  const wrap =
    (name: string, build: StateHandler): StateHandler =>
    async (params?: Params) => {
      applied = [...applied, `${name} ${JSON.stringify(params ?? {})}`];
      const key = applied.join(' → ');
      const known = built.get(key);
      if (known) {
        await control('snapshot/restore', { name: known.snapshot });
        builders.adopt(known.context);
        restored++;
        return known.injected;
      }
      const injected = await build(params);
      const snapshot = `${prefix}-${built.size + 1}`;
      await control('snapshot/save', { name: snapshot });
      built.set(key, { snapshot, context: builders.context(), injected });
      return injected;
    };

  const handlers: Record<string, StateHandler> = Object.fromEntries(
    Object.entries(builders.handlers).map(([name, build]) => [name, wrap(name, build)]),
  );

  return {
    handlers,
    credentials: (): Credentials => builders.credentials(),
    /** The snapshots this verification built, by the states that lead to them, and how often one was restored. */
    usage: () => ({ snapshots: new Map([...built].map(([key, state]) => [key, state.snapshot])), restored }),
    /** Back to the seed before each interaction (the seed is saved from the fresh namespace the first time). */
    async reset(): Promise<void> {
      applied = [];
      if (!seedSaved) {
        builders.reset();
        await control('snapshot/save', { name: seedSnapshot });
        seedSaved = true;
      } else {
        await control('snapshot/restore', { name: seedSnapshot });
      }
      builders.adopt(builders.signedOut());
    },
    /** Deletes the snapshots and the namespace. */
    async close(): Promise<void> {
      const names = [...built.values()].map((state) => state.snapshot);
      if (seedSaved) names.push(seedSnapshot);
      for (const name of names) await control('snapshot/delete', { name });
      await control('namespace/delete', { name: namespace });
    },
  };
}

export type SnapshotStates = ReturnType<typeof createSnapshotStates>;
