import { configDefaults, defineConfig } from 'vitest/config';

/** Unit tests; the contract tests under test/pact run with `npm run test:pact` once the web app wrote its pacts. */
export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, 'test/pact/**'],
  },
});
