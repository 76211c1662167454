import { defineConfig } from 'vitest/config';

/** Provider side of the contract tests; runs after the web app wrote contracts/pacts (turbo: dependsOn). */
export default defineConfig({
  test: {
    include: ['test/pact/**/*.pact.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
