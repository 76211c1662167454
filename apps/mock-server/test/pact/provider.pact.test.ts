import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningProvider, readPact, startProvider, verifyAgainst } from './verification';

async function control(provider: RunningProvider, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${provider.baseUrl}/__control/${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/**
 * What a developer demoing in the namespace `default` beside the verification sees: the demo user `quote`'s items and
 * customers.
 */
function demoInDefault(provider: RunningProvider) {
  const repos = provider.app.namespaces.world('default').repos;
  const quote = repos.users.userByAccount('quote');
  if (!quote) throw new Error('no demo account quote');
  let items = 0;
  for (let group = 0; group <= 9; group++) items += repos.inventory.listItems(quote.id, group).length;
  return { quote, repos, items };
}

describe('provider verification of the web app pact', () => {
  let provider: RunningProvider;

  beforeAll(async () => {
    provider = await startProvider();
  });
  afterAll(async () => {
    await provider.close();
  });

  it('has a state handler for every provider state the consumer names', () => {
    const named = new Set(
      readPact().interactions.flatMap((interaction) => (interaction.providerStates ?? []).map((state) => state.name)),
    );
    const missing = [...named].filter((name) => !(name in provider.states.handlers));
    expect(missing).toEqual([]);
  });

  it('verifies every interaction against the mock server, its states restored from snapshots in its own namespace', async () => {
    const demo = demoInDefault(provider);
    const demoCustomer = demo.repos.customers.saveCustomer(demo.quote.id, {
      name: '演示中的客户有限公司',
      taxno: '91320000MA1DEMO001',
    });
    await expect(verifyAgainst(provider)).resolves.toBeDefined();

    const { snapshots, restored } = provider.states.usage();
    // Each distinct sequence of states was built once and saved; the interactions that share one restored it.
    expect(snapshots.size).toBeGreaterThan(5);
    expect(restored).toBeGreaterThan(snapshots.size);
    console.log(`provider states: ${snapshots.size} snapshots built, ${restored} restores`);
    const listed = await control(provider, 'GET', 'snapshot/list');
    const names = (listed.snapshots as Array<{ name: string; namespace: string }>).filter((snapshot) =>
      [...snapshots.values()].includes(snapshot.name),
    );
    expect(names).toHaveLength(snapshots.size);
    expect(new Set(names.map((snapshot) => snapshot.namespace))).toEqual(new Set([provider.namespace]));
    // The states signed users in, added items and customers in the verification's namespace only: the demo in
    // `default` kept its customer and items.
    const after = demoInDefault(provider);
    expect(after.items).toBe(demo.items);
    expect(after.repos.customers.customersOf(demo.quote.id).map((customer) => customer.id)).toContain(demoCustomer.id);
  }, 300_000);
});
