/**
 * The server's last resort: an error nothing catches (thrown from a timer, a promise rejected with no handler) is
 * logged and the process keeps serving the same sessions. The live server is started with a preload that throws
 * such errors once it listens, standing in for a library that throws from its own callback.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type LiveServer, SignedClient, startServer } from './live-server';

const dir = mkdtempSync(join(tmpdir(), 'mock-last-resort-'));
const PRELOAD = join(dir, 'stray-errors.mjs');
writeFileSync(
  PRELOAD,
  `import net from 'node:net';
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  this.once('listening', () => {
    setTimeout(() => { throw new Error('stray error from a timer'); }, 200);
    setTimeout(() => { Promise.reject(new Error('stray rejection')); }, 300);
  });
  return listen.apply(this, args);
};
`,
);

let server: LiveServer | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the process-level last resort', () => {
  it('logs an uncaught error and an unhandled rejection and keeps serving', { timeout: 60_000 }, async () => {
    server = await startServer({ env: { NODE_OPTIONS: `--import=${pathToFileURL(PRELOAD).href}` } });
    // The output since spawn: the stray error may be printed before this line runs on a loaded machine.
    const log = () => server?.output() ?? '';
    const client = await SignedClient.signIn(server.url, 'quote');
    for (let waited = 0; !/stray rejection/.test(log()) && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const logged = (message: string, error: string) =>
      log()
        .split('\n')
        .some((line) => line.includes(message) && line.includes(error));
    expect(logged('uncaught error; the server keeps serving', 'stray error from a timer')).toBe(true);
    expect(logged('unhandled promise rejection; the server keeps serving', 'stray rejection')).toBe(true);
    expect(server.child.exitCode).toBeNull();
    const usage = await client.post('/biz/qms/batch/usage/state', { timestamp: Date.now() });
    expect(usage.stat.err).toBe(0);
  });
});
