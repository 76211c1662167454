import { defineConfig } from 'vitest/config';

/**
 * Consumer contract tests: the app's API functions against Pact's mock server. Files run one after another
 * because every file adds its interactions to the same pact file (contracts/pacts/cable-quote-web-cable-quote-mock.json).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['pact/**/*.pact.test.ts'],
    setupFiles: ['./pact/support/setup.ts'],
    globalSetup: ['./pact/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
