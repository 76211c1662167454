import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningProvider, readPact, startProvider, verifyAgainst } from './verification';

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

  it('verifies every interaction against the mock server', async () => {
    await expect(verifyAgainst(provider)).resolves.toBeDefined();
  }, 300_000);
});
