import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { DEFAULT_WEB_DIST, readServerConfig } from '../../src/config';
import { fakeClock } from '../../src/store/clock';
import { TEST_START_MS } from './harness';

const dataDir = mkdtempSync(join(tmpdir(), 'mock-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server configuration', () => {
  it('defaults to port 8080 on this machine only (127.0.0.1) with verification on and memory state', () => {
    const config = readServerConfig([], {});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1' });
    expect(config.options).toMatchObject({ verifySignature: true, dataFile: undefined });
  });

  it('reads the environment, and flags win over it', () => {
    const env = { PORT: '9000', MOCK_VERIFY_SIGNATURE: 'off', MOCK_DATA_FILE: 'state.json', HOST: '127.0.0.1' };
    const fromEnv = readServerConfig([], env);
    expect(fromEnv).toMatchObject({ port: 9000, host: '127.0.0.1' });
    expect(fromEnv.options.verifySignature).toBe(false);
    expect(fromEnv.options.dataFile).toMatch(/state\.json$/);
    const flags = readServerConfig(['--port', '9100', '--verify-signature=on', '--data', '/tmp/x.json'], env);
    expect(flags.port).toBe(9100);
    expect(flags.options).toMatchObject({ verifySignature: true, dataFile: '/tmp/x.json' });
  });

  it('refuses malformed or unknown settings with a message naming them', () => {
    expect(() => readServerConfig([], { PORT: 'eighty' })).toThrow('PORT is "eighty"');
    expect(() => readServerConfig([], { MOCK_VERIFY_SIGNATURE: 'maybe' })).toThrow('use on or off');
    expect(() => readServerConfig(['--colour', 'red'], {})).toThrow('unknown option --colour');
    expect(() => readServerConfig(['--data'], {})).toThrow('--data needs a value');
  });

  it('serves the web app only from a folder that exists', () => {
    const missing = readServerConfig(['--web-dist', join(dataDir, 'nothing-here')], {});
    expect(missing.options.webDist).toBeNull();
    const fallback = readServerConfig([], {});
    expect([null, DEFAULT_WEB_DIST]).toContain(fallback.options.webDist);
  });

  it('keeps state in the data file across a restart of the app', async () => {
    const dataFile = join(dataDir, 'state.json');
    const options = { clock: fakeClock(TEST_START_MS), dataFile, webDist: null, handlers: {} };
    const first = await buildApp(options);
    await first.inject({ method: 'POST', url: '/__control/web-version', payload: { version: '3.1.4' } });
    await first.close();
    const second = await buildApp(options);
    const state = await second.inject({ method: 'GET', url: '/__control/state' });
    expect(state.json()).toMatchObject({ data: { webVersion: '3.1.4' } });
    await second.close();
  });
});
