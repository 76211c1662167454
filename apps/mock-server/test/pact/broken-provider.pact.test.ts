import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningProvider, readPact, startProvider, verifyAgainst } from './verification';

const LOGIN_QR = 'a request for a login QR code';

/**
 * Proves the loop: the same verification that passes against the mock server fails as soon as the server
 * renames one field the web app reads (login/info's qr -> qrcode).
 */
describe('a provider that breaks the contract', () => {
  const folder = mkdtempSync(join(tmpdir(), 'cable-pact-'));
  const pactFile = join(folder, 'login-qr.json');
  const pact = readPact();
  writeFileSync(
    pactFile,
    JSON.stringify({ ...pact, interactions: pact.interactions.filter((i) => i.description === LOGIN_QR) }),
  );
  const running: RunningProvider[] = [];

  afterAll(async () => {
    await Promise.all(running.map((provider) => provider.close()));
    rmSync(folder, { recursive: true, force: true });
  });

  it('the interaction verifies against the unchanged server', async () => {
    const healthy = await startProvider();
    running.push(healthy);
    await expect(verifyAgainst(healthy, [pactFile])).resolves.toBeDefined();
  });

  it('fails verification when a response field is renamed', async () => {
    const broken = await startProvider({}, (app) => {
      app.addHook('onSend', async (request, _reply, payload) =>
        request.url.startsWith('/biz/user/login/info') && typeof payload === 'string'
          ? payload.replace('"qr":', '"qrcode":')
          : payload,
      );
    });
    running.push(broken);
    await expect(verifyAgainst(broken, [pactFile])).rejects.toThrow(/qr/);
  });
});
