import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRealApp } from './support';

const SECRET = 'secret-outside-the-served-folders';
const dir = mkdtempSync(join(tmpdir(), 'mock-traversal-'));
const webDist = join(dir, 'web', 'dist');
let base: { host: string; port: number };
let close: () => Promise<void>;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(join(dir, 'web', 'secret.txt'), SECRET);
  writeFileSync(join(dir, 'secret.txt'), SECRET);
  const test = await buildRealApp({ webDist });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  base = { host: '127.0.0.1', port: address.port };
  close = () => test.app.close();
});
afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET with the path exactly as written: fetch and inject would normalise the dot segments away. */
function rawGet(path: string): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ ...base, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          type: String(res.headers['content-type'] ?? ''),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const TRAVERSALS = [
  '/files/../package.json',
  '/files/../../package.json',
  '/files/..%2f..%2fpackage.json',
  '/files/%2e%2e/%2e%2e/package.json',
  '/files/%2e%2e%2f%2e%2e%2fpackage.json',
  '/files/..%252f..%252fpackage.json',
  '/files/..\\..\\package.json',
  '/files/..%5c..%5cpackage.json',
  '/files/....//....//package.json',
  '/files/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
  '/files/..%00/package.json',
  '/files/../../../../../../../../etc/passwd',
  '/files/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/files//etc/passwd',
  '/static/script/wasm/../../../package.json',
  '/static/script/wasm/..%2f..%2f..%2fpackage.json',
  '/static/script/wasm/%2e%2e/%2e%2e/%2e%2e/%2e%2e/package.json',
  '/assets/../../secret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/../secret.txt',
  '/../../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/..%5csecret.txt',
];

/** Percent-encoding that decodes to no valid UTF-8: the router refuses these before any route runs. */
const UNDECODABLE = ['/files/%c0', '/biz/qms/inventory/list%ff', '/%e0%80%ae%e0%80%ae/secret.txt'];

describe('path traversal on static files', () => {
  it('serves files inside the served folders (so a refusal below means something)', async () => {
    expect((await rawGet('/files/manifest.json')).status).toBe(200);
    expect((await rawGet('/assets/app.js')).body).toContain('console.log');
  });

  it.each([...TRAVERSALS, ...UNDECODABLE])('refuses %s', async (path) => {
    const answer = await rawGet(path);
    expect(answer.body).not.toContain(SECRET);
    expect(answer.body).not.toContain('"@cable/mock-server"');
    expect(answer.body).not.toMatch(/root:.*:0:0:/);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    if (answer.type.startsWith('application/json')) {
      const envelope = JSON.parse(answer.body) as { data?: unknown; stat?: { err?: number; msg?: string } };
      expect(envelope.stat?.err, `not an envelope: ${answer.body}`).toBeGreaterThan(0);
      expect(envelope.stat?.msg).toBeTruthy();
      expect(envelope.data).toBeNull();
    }
  });
});
