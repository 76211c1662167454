/**
 * Walks the project's copy of endpoints.txt: every call answers a signed-in demo user successfully, with an
 * envelope whose data matches the contract's schema (or, for the GET documents and static files, the declared
 * content type). The requests are the contract's examples with their ids pointed at real records.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { ENDPOINTS, type EndpointDef, Envelope } from '@cable/contracts';
import { hashPassword } from '@cable/contracts/protocol';
import { Value } from '@sinclair/typebox/value';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { FIXTURE_FILES_DIR } from '../../src/config';
import { ALL_HANDLERS } from '../../src/http/all-handlers';
import { missingHandlers } from '../../src/http/register';
import { signIn, type TestSession } from '../framework/harness';
import { type RealIds, realRequest, SEEDED_IDS } from '../reliability/real-requests';
import { buildRealApp, call, dataOf, endpointById, openDocument, signedMultipart } from '../reliability/support';
import type { TestApp } from './api-calls';

const require = createRequire(import.meta.url);
const ENDPOINTS_TXT = require.resolve('@cable/contracts/spec/endpoints.txt');

const CALL_LINES = readFileSync(ENDPOINTS_TXT, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

/** approver holds every module and every price right, so each call can succeed. */
const ACCOUNT = 'approver';

function endpointOfLine(line: string): EndpointDef {
  const [method, path] = line.split(' ');
  const endpoint = ENDPOINTS.find((candidate) => candidate.method === method && candidate.path === path);
  if (!endpoint) throw new Error(`endpoints.txt line "${line}" has no entry in the contract`);
  return endpoint;
}

/** Records the examples refer to, created for the calling user from the contract's own example requests. */
async function createRecords(test: TestApp, session: TestSession): Promise<RealIds> {
  const seededOnly: RealIds = { ...SEEDED_IDS, item: '', customer: '', history: '' };
  const added = dataOf<{ infos: Array<{ id: string }> }>(
    await call(test, session, 'inventoryAdd', realRequest(endpointById('inventoryAdd'), seededOnly)),
  );
  const customerRequest = realRequest(endpointById('demanderSave'), seededOnly) as { form: { taxno: string } };
  customerRequest.form.taxno = '91310000WALK00001X';
  const customer = dataOf<{ demander: { id: string } }>(await call(test, session, 'demanderSave', customerRequest));
  const item = added.infos[0];
  if (!item) throw new Error('inventory/add answered no item');
  const withCustomer: RealIds = { ...seededOnly, item: item.id, customer: customer.demander.id };
  // The example's quotation number is left for the example call itself: a number names one saved quotation.
  const saveRequest = realRequest(endpointById('inventorySave'), withCustomer) as { form: { info: { rno?: string } } };
  delete saveRequest.form.info.rno;
  const saved = dataOf<{ id: string }>(await call(test, session, 'inventorySave', saveRequest));
  return { ...withCustomer, history: saved.id };
}

function expectValidEnvelope(endpoint: EndpointDef, body: unknown): void {
  if (endpoint.response.kind !== 'envelope') throw new Error(`${endpoint.id} is not an envelope call`);
  const envelope = body as { stat?: { err?: number; msg?: string } };
  expect(envelope.stat?.err, `${endpoint.path}: ${envelope.stat?.msg}`).toBe(0);
  const schema = Envelope(endpoint.response.data);
  const errors = [...Value.Errors(schema, body)].slice(0, 3).map((error) => `${error.path}: ${error.message}`);
  expect(errors, `${endpoint.path} answered data outside its schema`).toEqual([]);
}

describe('every call of endpoints.txt', () => {
  let test: TestApp;
  let session: TestSession;
  let ids: RealIds;

  beforeEach(async () => {
    test = await buildRealApp();
    session = signIn(test.repos, ACCOUNT);
    ids = await createRecords(test, session);
    return () => test.app.close();
  });

  it('lists 81 calls, each with a contract entry and a handler', () => {
    expect(CALL_LINES).toHaveLength(81);
    for (const line of CALL_LINES) endpointOfLine(line);
    expect(missingHandlers(ALL_HANDLERS)).toEqual([]);
  });

  it.each(CALL_LINES)('%s answers a signed-in user with a valid answer', async (line) => {
    const endpoint = endpointOfLine(line);
    const request = realRequest(endpoint, ids);

    // The examples name an account, a mobile number and a mode of the example user; use the signed-in one's.
    const user = test.repos.users.userByAccount(ACCOUNT)!;
    if (endpoint.id === 'loginState') {
      const info = dataOf<{ qr: { tag: string } }>(await call(test, session, 'loginInfo', { timestamp: 0 }));
      request.cond = { tag: info.qr.tag };
    }
    if (endpoint.id === 'keySignin') request.form = { key: ACCOUNT, pwd: await hashPassword(DEMO_PASSWORD) };
    if (endpoint.id === 'mobileSignin') request.form = { mobile: user.mobile };
    if (endpoint.id === 'profitModeSet') request.form = { mode: user.modes.current };
    if (endpoint.id === 'approveClear') {
      await call(test, session, 'approveConductorChange', realRequest(endpointById('approveConductorChange'), ids));
      request.form = { id: ids.cable };
    }

    if (endpoint.auth === 'public-static') {
      const search = new URLSearchParams(Object.entries(request).map(([key, value]) => [key, String(value)]));
      const response = await test.app.inject({ method: 'GET', url: `${endpoint.path}?${search}` });
      if (endpoint.path.endsWith('.wasm') && response.statusCode === 404) {
        // main.wasm is a build output of the web app; without a build the server says so in an envelope.
        expect(response.json().stat.err).not.toBe(0);
        return;
      }
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const contentType = endpoint.response.kind === 'file' ? endpoint.response.contentType : 'application/json';
      expect(String(response.headers['content-type'])).toContain(contentType);
      return;
    }

    if (endpoint.request.kind === 'query') {
      const query = Object.fromEntries(
        Object.entries(request).map(([key, value]) => [key, typeof value === 'number' ? value : String(value)]),
      ) as Record<string, string | number>;
      const response = await openDocument(test, session, endpoint.id, query);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(String(response.headers['content-type'])).toContain('text/html');
      expect(response.body).toContain('</html>');
      return;
    }

    if (endpoint.request.kind === 'multipart') {
      const boundary = 'walkboundary7MA4YWxk';
      const sheet = readFileSync(resolve(FIXTURE_FILES_DIR, 'docs/quotation-sample.csv'));
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="quotation-sample.csv"\r\n` +
            'Content-Type: text/csv\r\n\r\n',
        ),
        sheet,
        Buffer.from(
          `\r\n--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nsheet\r\n--${boundary}--\r\n`,
        ),
      ]);
      const response = await signedMultipart(test, session, endpoint.path, payload, boundary);
      expectValidEnvelope(endpoint, response.json());
      return;
    }

    const response = await call(test, session, endpoint.id, request);
    if (endpoint.response.kind === 'file') {
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(String(response.headers['content-type'])).toContain(endpoint.response.contentType);
      expect(response.rawPayload.length).toBeGreaterThan(0);
      return;
    }
    expectValidEnvelope(endpoint, response.json());
  });
});
