import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Journeys run in Debian's chromium against the real mock server serving the production build (dist), so what is
 * tested is what ships. `npm run build -w @cable/web` must have run first (turbo's test:e2e depends on build).
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const systemChromium = '/usr/bin/chromium';
/**
 * The server serves a copy of dist taken when the run starts, so a build running meanwhile (which empties dist) cannot
 * pull the pages from under a journey.
 */
const servedDist = join(tmpdir(), `cable-e2e-dist-${port}`);

if (!existsSync(new URL('./dist/index.html', import.meta.url))) {
  throw new Error('apps/web/dist is missing: run "npm run build -w @cable/web" before the journeys');
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  // Each journey works in its own mock-server namespace (e2e/support/fixtures.ts), so journeys share no server state
  // and run side by side, one browser per worker; E2E_WORKERS=1 runs them one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'zh-CN',
    // The browser asks for less motion, so the app opens and closes dialogs, drawers and viewers without animating
    // them (use-reduced-motion): a journey clicks as soon as a control is there, faster than a person, and on a
    // loaded machine it clicked a dialog's button where it stood before the opening animation moved it. The journey
    // "dialogs animate for a user who did not ask for less motion" covers the animated app.
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // Recording a trace (DOM snapshots and screencast of every step) took a good part of the two cores; it is kept
    // for a developer who asks: E2E_TRACE=1 keeps the trace of every failed journey.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    acceptDownloads: true,
    launchOptions: {
      ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: /photo-recognition\.spec\.ts$/ },
    // The photo recognition runs the OCR engine twice per language; beside another worker's journeys on 2 cores a
    // recognition took over the app's 20 s request time-out (spec) and the upload was dropped. It runs alone, after
    // the other journeys, its two languages one after the other.
    {
      name: 'recognition',
      testMatch: /photo-recognition\.spec\.ts$/,
      dependencies: ['journeys'],
      fullyParallel: false,
    },
  ],
  webServer: {
    command: `rm -rf ${servedDist} && cp -r dist ${servedDist} && exec npx tsx ../mock-server/src/server.ts --port ${port} --host 127.0.0.1 --web-dist ${servedDist}`,
    url: `${baseURL}/__control/state`,
    env: { LOG_LEVEL: 'warn', MOCK_VERIFY_SIGNATURE: 'on' },
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
