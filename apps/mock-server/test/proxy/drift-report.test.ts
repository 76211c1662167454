import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { buildApp } from '../../src/app';
import {
  buildReport,
  type CallVerdict,
  type DriftReport,
  formatReport,
  httpTarget,
  injectTarget,
  observeBackend,
  observeRecording,
  reportFails,
} from '../../src/proxy/drift-report';
import { parseDriftSpec } from '../../src/proxy/drift-switch';
import { MOCK_SERVER_ROOT } from '../reliability/live-server';
import { call, GUEST, listening, type Running, signIn } from './bridge-support';

/** The drifts the switch injects: a renamed field in a guest call, in a session call (in each item), a code. */
const DRIFT =
  'rename:/biz/user/login/info:data.qr.tag=qrTag,rename:/biz/qms/cable/cata/list:data.catas.name=title,code:/pub/sys/data/version:4711';
const DRIFTED_CALLS = ['POST /biz/user/login/info', 'POST /biz/qms/cable/cata/list', 'POST /pub/sys/data/version'];

const verdict = (report: DriftReport, name: string): CallVerdict => {
  const found = report.verdicts.find((entry) => entry.call === name);
  if (!found) throw new Error(`no verdict for ${name}`);
  return found;
};

function expectEveryInjectedDrift(report: DriftReport): void {
  expect(verdict(report, 'POST /biz/user/login/info')).toMatchObject({
    state: 'drifts',
    contract: ['data.qr.tag: missing (the contract requires it)', 'data.qr.qrTag: not in the contract (extra field)'],
    mockShape: ['data.qr.qrTag: only in the real answer', "data.qr.tag: only in the mock's answer"],
  });
  const catalogue = verdict(report, 'POST /biz/qms/cable/cata/list');
  expect(catalogue.state).toBe('drifts');
  expect(catalogue.contract).toEqual(
    expect.arrayContaining([
      'data.catas[0].name: missing (the contract requires it)',
      'data.catas[0].title: not in the contract (extra field)',
    ]),
  );
  expect(verdict(report, 'POST /pub/sys/data/version')).toMatchObject({
    state: 'drifts',
    contract: ["stat.err: 4711 is no code of the contract's error table"],
    mockValues: ['stat.err: real 4711, mock 0'],
  });
  expect(reportFails(report)).toBe(true);
}

describe('the drift report', () => {
  let mockApp: FastifyInstance;
  let clean: Running;
  let drifted: Running;

  let webDist: string;

  beforeAll(async () => {
    // The stand-ins serve a built web app of their own, so main.wasm is there whether or not this checkout built it.
    webDist = mkdtempSync(join(tmpdir(), 'drift-web-'));
    mkdirSync(join(webDist, 'static/script/wasm'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>stand-in</title>');
    writeFileSync(join(webDist, 'static/script/wasm/main.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
    mockApp = await buildApp({ webDist: null });
    clean = await listening({ webDist });
    drifted = await listening({ webDist, drift: parseDriftSpec(DRIFT) });
  });
  afterAll(async () => {
    await Promise.all([mockApp?.close(), clean?.app.close(), drifted?.app.close()]);
    rmSync(webDist, { recursive: true, force: true });
  });

  const observe = (url: string) =>
    observeBackend(httpTarget(url), injectTarget(mockApp), { account: 'quote', password: DEMO_PASSWORD });

  it('is clean against an unchanged stand-in: every exercised call conforms, the writes are not exercised', async () => {
    const { observed, notExercised } = await observe(clean.url);
    const report = buildReport('clean stand-in', observed, notExercised);
    const drifting = report.verdicts.filter((entry) => entry.state === 'drifts');
    expect(drifting.map((entry) => formatReport({ source: '', verdicts: [entry] }))).toEqual([]);
    expect(reportFails(report)).toBe(false);
    const states = report.verdicts.map((entry) => entry.state);
    expect(states.filter((state) => state === 'conforms').length).toBeGreaterThan(40);
    expect(verdict(report, 'POST /biz/qms/demander/delete')).toMatchObject({
      state: 'not exercised',
      note: 'a write: --writes exercises it with the contract example',
    });
  });

  it('names every injected drift against a changed stand-in, by field path, and fails', async () => {
    const { observed, notExercised } = await observe(drifted.url);
    const report = buildReport('drifted stand-in', observed, notExercised);
    expectEveryInjectedDrift(report);
    const drifting = report.verdicts.filter((entry) => entry.state === 'drifts').map((entry) => entry.call);
    expect(drifting.sort()).toEqual([...DRIFTED_CALLS].sort());
    const text = formatReport(report);
    expect(text).toContain('  drifts         POST /biz/user/login/info');
    expect(text).toContain('contract: data.qr.qrTag: not in the contract (extra field)');
    expect(text).toMatch(/\d+ conform, 3 drift \(3 against the contract\), \d+ not exercised/);
  });

  it('reports on a recording of the proxy: the drifts of what was recorded, the rest not exercised', async () => {
    const recordDir = mkdtempSync(join(tmpdir(), 'drift-recording-'));
    const proxy = await listening({ proxy: { target: drifted.url, routes: [], recordDir } });
    try {
      const user = await signIn(proxy.url, 'quote');
      await call(proxy.url, GUEST, '/biz/user/login/info', { timestamp: Date.now() });
      await call(proxy.url, GUEST, '/pub/sys/data/version', { timestamp: Date.now() });
      await call(proxy.url, user, '/biz/qms/cable/cata/list', { cond: { source: 2 } }, { encrypt: true });
      await call(proxy.url, user, '/biz/qms/inventory/list', { cond: { group: 0 }, page: { len: 20, num: 1 } });
      const { observed, notExercised } = await observeRecording(recordDir, injectTarget(mockApp), {
        account: 'quote',
        password: DEMO_PASSWORD,
      });
      const report = buildReport('recording', observed, notExercised);
      expectEveryInjectedDrift(report);
      expect(verdict(report, 'POST /biz/qms/inventory/list').state).toBe('conforms');
      expect(verdict(report, 'POST /biz/qms/history/list')).toMatchObject({
        state: 'not exercised',
        note: 'no call observed',
      });
    } finally {
      await proxy.app.close();
      rmSync(recordDir, { recursive: true, force: true });
    }
  });

  it('npm run drift exits 1 naming the drifts against a changed backend, 0 against an unchanged one', async () => {
    const run = promisify(execFile);
    const root = resolve(MOCK_SERVER_ROOT, '../..');
    const command = [resolve(root, 'node_modules/.bin/tsx'), 'scripts/drift.ts'];
    const options = { cwd: root, env: { ...process.env, DRIFT_PASSWORD: DEMO_PASSWORD }, maxBuffer: 4 << 20 };
    const failed = await run(command[0]!, [command[1]!, '--against', drifted.url, '--account', 'quote'], options).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    for (const name of DRIFTED_CALLS) expect(failed?.stdout).toContain(`drifts         ${name}`);
    const passed = await run(command[0]!, [command[1]!, '--against', clean.url, '--account', 'quote'], options);
    expect(passed.stdout).toMatch(/\d+ conform, 0 drift \(0 against the contract\), \d+ not exercised/);
  }, 60_000);
});
