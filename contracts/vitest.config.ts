import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The pact check and the schema walks take seconds on a loaded 2-core machine; vitest's 5 s default made them
    // fail though nothing was wrong. Speed is measured by `npm run bench`, not by test timeouts.
    testTimeout: 30_000,
  },
});
