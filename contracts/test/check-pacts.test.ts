import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkPactFiles, formatFinding, pactFilesIn } from '../scripts/check-pacts';

const HERE = dirname(fileURLToPath(import.meta.url));
const PACKAGE_ROOT = resolve(HERE, '..');
const WRONG_PACT = resolve(HERE, 'fixtures/wrong-pact.json');

describe('the pact-vs-contract check', () => {
  it('passes every interaction of the committed pacts', () => {
    const { interactions, findings } = checkPactFiles(pactFilesIn());
    expect(interactions).toBeGreaterThan(80);
    expect(findings.map((finding) => formatFinding(finding))).toEqual([]);
  });

  it('names the interaction, the side and the field path of each problem of a wrong pact', () => {
    const { interactions, findings } = checkPactFiles([WRONG_PACT]);
    expect(interactions).toBe(4);
    const lines = findings.map((finding) => formatFinding(finding, PACKAGE_ROOT));
    expect(lines).toEqual([
      'test/fixtures/wrong-pact.json: interaction "a login QR whose answer is expected as qrcode" (POST /biz/user/login/info) response body data.qrcode: not in the contract (extra field)',
      'test/fixtures/wrong-pact.json: interaction "a memo set with the group as text and without ids" (POST /biz/qms/inventory/memo/set) request body form.ids: missing (the contract requires it)',
      'test/fixtures/wrong-pact.json: interaction "a memo set with the group as text and without ids" (POST /biz/qms/inventory/memo/set) request body form.group: string, the contract says integer',
      'test/fixtures/wrong-pact.json: interaction "a memo set with the group as text and without ids" (POST /biz/qms/inventory/memo/set) response body data.infos[0].sort: string, the contract says integer',
      'test/fixtures/wrong-pact.json: interaction "a version check refused with a code the contract does not know" (POST /pub/sys/data/version) request header sign: missing (the contract requires it)',
      'test/fixtures/wrong-pact.json: interaction "a version check refused with a code the contract does not know" (POST /pub/sys/data/version) response body stat.err: 4711 is no code of the contract\'s error table',
      'test/fixtures/wrong-pact.json: interaction "a call the contract does not have" (POST /biz/qms/inventory/export) request POST /biz/qms/inventory/export: no such operation in openapi.json',
    ]);
  });

  it('fails the command (and so npm run contract:check) on a wrong pact, and passes on the committed ones', async () => {
    const run = promisify(execFile);
    const command = resolve(PACKAGE_ROOT, '../node_modules/.bin/tsx');
    const failed = await run(command, ['scripts/check-pacts.ts', WRONG_PACT], { cwd: PACKAGE_ROOT }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('interaction "a login QR whose answer is expected as qrcode"');
    expect(failed?.stderr).toContain('7 problem(s) in the pact(s)');
    const passed = await run(command, ['scripts/check-pacts.ts'], { cwd: PACKAGE_ROOT });
    expect(passed.stdout).toMatch(/^\d+ pact interaction\(s\) in 1 file\(s\) conform to contracts\/openapi\.json/);
  }, 30_000);
});
