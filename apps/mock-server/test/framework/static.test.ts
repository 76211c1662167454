import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocumentPath } from '../../src/plugins/swagger';
import { buildTestApp, envelopeOf, type TestApp } from './harness';

let root: string;
let webDist: string;
let filesDir: string;
const WASM_BYTES = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div>index of the test web app</body></html>';

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'mock-static-'));
  webDist = join(root, 'dist');
  filesDir = join(root, 'files');
  mkdirSync(join(webDist, 'static/script/wasm'), { recursive: true });
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  mkdirSync(join(filesDir, 'docs'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'assets/app.js'), 'console.log("app")');
  writeFileSync(join(webDist, 'static/script/wasm/main.wasm'), WASM_BYTES);
  writeFileSync(join(filesDir, 'docs/report.txt'), 'inspection report');
  writeFileSync(join(root, 'secret.txt'), 'outside the served folders');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let test: TestApp;
afterEach(async () => {
  await test.app.close();
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('static files and the web app', () => {
  it('serves the built web app at / and its assets', async () => {
    test = await buildTestApp({ webDist, filesDir });
    const index = await test.app.inject({ method: 'GET', url: '/', headers: html });
    expect(index.body).toContain('index of the test web app');
    const asset = await test.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log("app")');
  });

  it('falls back to index.html for a deep link that accepts HTML', async () => {
    test = await buildTestApp({ webDist, filesDir });
    for (const url of ['/real/quotation', '/setting/index%20geshi', '/historical?from=menu']) {
      const response = await test.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('index of the test web app');
    }
  });

  it('answers an envelope, not the page, for API paths, missing files and non-HTML requests', async () => {
    test = await buildTestApp({ webDist, filesDir });
    const api = await test.app.inject({ method: 'GET', url: '/biz/qms/inventory/list', headers: html });
    expect(envelopeOf(api).stat.err).toBe(1032);
    const missingAsset = await test.app.inject({ method: 'GET', url: '/assets/missing.js', headers: html });
    expect(envelopeOf(missingAsset).stat.err).toBe(1030);
    const json = await test.app.inject({ method: 'GET', url: '/real', headers: { accept: 'application/json' } });
    expect(envelopeOf(json).stat.err).toBe(1030);
  });

  it('serves fixture files under /files/ and refuses paths that leave the folder', async () => {
    test = await buildTestApp({ webDist, filesDir });
    const file = await test.app.inject({ method: 'GET', url: '/files/docs/report.txt' });
    expect(file.body).toBe('inspection report');
    for (const url of ['/files/..%2fsecret.txt', '/files/docs/..%2f..%2fsecret.txt', '/files/%2e%2e/secret.txt']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain('outside the served folders');
      expect(envelopeOf(response).data).toBeNull();
    }
  });

  it('answers api-mapping.json for the host the request came to', async () => {
    test = await buildTestApp({ webDist: null });
    const response = await test.app.inject({
      method: 'GET',
      url: '/assets/api-mapping.json?timestamp=1795654800000',
      headers: { host: '192.168.1.20:9090' },
    });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({
      '192.168.1.20:9090': 'http://192.168.1.20:9090',
      'localhost:8080': 'http://localhost:8080',
      '127.0.0.1:8080': 'http://127.0.0.1:8080',
      'localhost:5173': 'http://localhost:5173',
    });
  });

  it('streams main.wasm from the web app as application/wasm', async () => {
    test = await buildTestApp({ webDist, filesDir });
    const response = await test.app.inject({ method: 'GET', url: '/static/script/wasm/main.wasm' });
    expect(response.headers['content-type']).toBe('application/wasm');
    expect(response.rawPayload.equals(WASM_BYTES)).toBe(true);
  });

  it('shows a landing page at / when the web app is not built', async () => {
    test = await buildTestApp({ webDist: null });
    const response = await test.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.body).toContain('npm run build -w @cable/web');
    expect(response.body).toContain('/__control/');
  });

  it('serves Swagger UI of the contract at /docs', async () => {
    expect(openApiDocumentPath()).not.toBeNull();
    test = await buildTestApp({ webDist: null });
    const ui = await test.app.inject({ method: 'GET', url: '/docs' });
    expect(ui.statusCode).toBe(200);
    const spec = await test.app.inject({ method: 'GET', url: '/docs/json' });
    const document = spec.json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/biz/qms/inventory/list');
  });
});
