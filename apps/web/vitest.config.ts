import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts', './src/app/english-for-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // Screen tests render antd trees in jsdom and take seconds on a loaded 2-core machine; vitest's 5 s default
    // failed them though nothing was wrong. Speed is measured by `npm run bench`, not by test timeouts.
    testTimeout: 30_000,
  },
});
