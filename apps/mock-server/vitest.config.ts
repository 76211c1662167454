import { configDefaults, defineConfig } from 'vitest/config';

/** Unit tests; the contract tests under test/pact run with `npm run test:pact` once the web app wrote its pacts. */
export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, 'test/pact/**'],
    // Many tests start a server, a child process or the OCR engine; vitest's 5 s default turned them red on a
    // loaded 2-core machine though nothing was wrong. Speed is measured by `npm run bench`, not by test timeouts.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
