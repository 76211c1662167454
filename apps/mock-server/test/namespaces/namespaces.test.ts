import { NAMESPACE_HEADER } from '@cable/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { envelopeOf, signedPost, signIn, type TestApp, type TestSession } from '../framework/harness';
import { buildRealApp, dataOf, endpointById, stateText } from '../reliability/support';

const GROUP = 4;
const PER_NAMESPACE = 100;

let test: TestApp;
afterEach(async () => {
  await test?.app.close();
});

const inNamespace = (name: string) => ({ [NAMESPACE_HEADER]: name });

/** A session opened in the namespace's own store, as a sign-in there would open it. */
function signInTo(name: string, account: string): TestSession {
  return signIn(test.app.namespaces.world(name).repos, account);
}

function callIn(name: string, session: TestSession, id: string, body: unknown): Promise<LightMyRequestResponse> {
  return signedPost(test, endpointById(id).path, body, { session, headers: inNamespace(name) });
}

function control(method: 'GET' | 'POST', path: string, namespace?: string, body?: unknown) {
  return test.app.inject({
    method,
    url: `/__control/${path}`,
    headers: namespace ? inNamespace(namespace) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

interface Item {
  id: string;
  count: string;
}

async function listCounts(name: string, session: TestSession): Promise<string[]> {
  const list = dataOf<{ infos: Item[] }>(
    await callIn(name, session, 'inventoryList', { cond: { group: GROUP }, page: { len: 1000, num: 1 } }),
  );
  return list.infos.map((item) => item.count).sort();
}

describe('namespaces', () => {
  it('keep two worlds apart under 200 interleaved parallel writes and reads; default is untouched', {
    timeout: 60_000,
  }, async () => {
    test = await buildRealApp();
    const defaultBefore = stateText(test.repos);
    const sessions = { a: signInTo('ns-a', 'quote'), b: signInTo('ns-b', 'quote') };
    // Counts tell the worlds apart: a writes 1..100, b writes 5001..5100.
    const countOf = (name: 'a' | 'b', index: number) => String((name === 'a' ? 1 : 5001) + index);
    const cables = test.repos.store.state.cables.map((cable) => cable.id);
    const crossed: string[] = [];
    const requests: Promise<unknown>[] = [];
    for (let index = 0; index < PER_NAMESPACE; index++) {
      for (const name of ['a', 'b'] as const) {
        const cable = cables[index % cables.length]!;
        const ns = `ns-${name}`;
        const write = callIn(ns, sessions[name], 'inventoryAdd', {
          form: { group: GROUP, infos: [{ cable, count: countOf(name, index) }] },
        }).then(dataOf);
        // Every fifth step a read races the writes; what it sees must all be its own world's.
        const read =
          index % 5 === 0
            ? listCounts(ns, sessions[name]).then((counts) => {
                for (const count of counts)
                  if (Number(count) > 5000 !== (name === 'b')) crossed.push(`${ns}: ${count}`);
              })
            : Promise.resolve();
        requests.push(write, read);
      }
    }
    await Promise.all(requests);
    expect(requests.length).toBeGreaterThanOrEqual(2 * PER_NAMESPACE);
    expect(crossed).toEqual([]);
    const expected = (name: 'a' | 'b') => Array.from({ length: PER_NAMESPACE }, (_, i) => countOf(name, i)).sort();
    expect(await listCounts('ns-a', sessions.a)).toEqual(expected('a'));
    expect(await listCounts('ns-b', sessions.b)).toEqual(expected('b'));
    // Sessions do not cross either: a's token is unknown in b and in default.
    expect(envelopeOf(await callIn('ns-b', sessions.a, 'inventoryList', { cond: { group: GROUP } })).stat.err).toBe(15);
    expect(envelopeOf(await callIn('default', sessions.a, 'inventoryList', { cond: { group: GROUP } })).stat.err).toBe(
      15,
    );
    expect(stateText(test.repos)).toBe(defaultBefore);
  });

  it('keep faults, the journal, the signature switch and the clock per namespace', async () => {
    test = await buildRealApp();
    dataOf(await control('POST', 'faults', 'ns-a', { pattern: '/pub/*', kind: 'error', code: 1090 }));
    dataOf(await control('POST', 'verification', 'ns-a', { on: false }));
    dataOf(await control('POST', 'clock/advance', 'ns-a', { ms: 3_600_000 }));
    const version = (namespace?: string) =>
      test.app.inject({
        method: 'POST',
        url: '/pub/sys/data/version',
        headers: namespace ? inNamespace(namespace) : {},
        payload: {},
      });
    // In a: the fault answers (signature checks are off there, so the unsigned call gets that far).
    expect(envelopeOf(await version('ns-a')).stat.err).toBe(1090);
    // In default: no fault, and the unsigned call is refused by the signature check.
    expect(envelopeOf(await version()).stat.err).toBe(1010);
    const journalOf = async (namespace?: string) =>
      dataOf<{ entries: Array<{ path: string; err: number | null }> }>(
        await control('GET', 'journal?path=/pub/sys', namespace),
      ).entries.map((entry) => entry.err);
    expect(await journalOf('ns-a')).toEqual([1090]);
    expect(await journalOf()).toEqual([1010]);
    const clockOf = async (namespace?: string) =>
      dataOf<{ now: number; offset: number }>(await control('GET', 'clock', namespace));
    expect((await clockOf('ns-a')).offset).toBeGreaterThanOrEqual(3_600_000);
    expect((await clockOf()).offset).toBe(0);
    const state = dataOf<{ verifySignature: boolean; faults: unknown[] }>(await control('GET', 'state'));
    expect(state).toMatchObject({ verifySignature: true, faults: [] });
  });

  it('are named by the header, the cookie, or ?ns= on a GET preview', async () => {
    test = await buildRealApp();
    const session = signInTo('ns-c', 'quote');
    const repos = test.app.namespaces.world('ns-c').repos;
    const quoteId = repos.users.userByAccount('quote')!.id;
    const demander = repos.store.state.customers.find((customer) => customer.create === quoteId)!.id;
    const list = (headers: Record<string, string>) =>
      test.app.inject({ method: 'GET', url: '/__control/namespace/list', headers });
    expect(dataOf<{ current: string }>(await list({})).current).toBe('default');
    expect(dataOf<{ current: string }>(await list(inNamespace('ns-c'))).current).toBe('ns-c');
    expect(dataOf<{ current: string }>(await list({ cookie: 'theme=dark; mock-namespace=ns-c' })).current).toBe('ns-c');
    const preview = (ns?: string) => {
      const params = new URLSearchParams({
        demander,
        mode: '3',
        tmpl: '1',
        corp: '1',
        unit: '0',
        group: '0',
        token: session.token,
      });
      if (ns) params.set('ns', ns);
      return test.app.inject({ method: 'GET', url: `${endpointById('tablePreview').path}?${params}` });
    };
    const opened = await preview('ns-c');
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('text/html');
    // Without ns the token is looked for in default, where it does not exist.
    expect(envelopeOf(await preview()).stat.err).toBe(15);
  });

  it('refuse an invalid name with 1001, and a full registry with 1051 until one idles out or is deleted', async () => {
    test = await buildRealApp({ namespaceLimit: 3, namespaceIdleMs: 60_000 });
    for (const bad of ['bad name', '-leading', 'dots.are.out', 'x'.repeat(65)]) {
      const refused = envelopeOf(await control('GET', 'state', bad));
      expect(refused.stat.err, bad).toBe(1001);
      expect(refused.stat.msg, bad).toContain(bad.slice(0, 12));
    }
    const english = envelopeOf(
      await test.app.inject({
        method: 'GET',
        url: '/__control/state',
        headers: { [NAMESPACE_HEADER]: 'x'.repeat(65), 'accept-language': 'en' },
      }),
    );
    expect(english.stat.msg).toContain('at most 64');

    // default and two more fit; the next is refused.
    dataOf(await control('GET', 'state', 'ok'));
    dataOf(await control('GET', 'state', 'second'));
    const full = envelopeOf(await control('GET', 'state', 'third'));
    expect(full.stat.err).toBe(1051);
    expect(full.stat.msg).toContain('3');
    // Deleting one makes room.
    expect(dataOf(await control('POST', 'namespace/delete', undefined, { name: 'ok' }))).toEqual({ deleted: 'ok' });
    dataOf(await control('GET', 'state', 'third'));
    // An unused namespace idles out after a minute; default never does.
    test.clock.advance(61_000);
    dataOf(await control('GET', 'state', 'fourth'));
    const names = dataOf<{ namespaces: Array<{ name: string }>; limit: number; idleSeconds: number }>(
      await control('GET', 'namespace/list', 'fourth'),
    );
    expect(names.namespaces.map((entry) => entry.name).sort()).toEqual(['default', 'fourth']);
    expect(names).toMatchObject({ limit: 3, idleSeconds: 60 });
    const unknown = envelopeOf(await control('POST', 'namespace/delete', undefined, { name: 'nowhere' }));
    expect(unknown.stat.err).toBe(1031);
  });

  it('start from the seed, and delete drops the state (default is reset instead)', async () => {
    test = await buildRealApp();
    const seeded = stateText(test.repos);
    const session = signInTo('ns-d', 'quote');
    dataOf(
      await callIn('ns-d', session, 'inventoryAdd', {
        form: { group: GROUP, infos: [{ cable: '100001', count: '9' }] },
      }),
    );
    const listed = dataOf<{ namespaces: Array<{ name: string; bytes: number; sessions: number }> }>(
      await control('GET', 'namespace/list'),
    );
    expect(listed.namespaces.find((entry) => entry.name === 'ns-d')).toMatchObject({ sessions: 1 });
    dataOf(await control('POST', 'namespace/delete', undefined, { name: 'ns-d' }));
    expect(JSON.stringify(test.app.namespaces.world('ns-d').repos.store.state.inventory)).toBe(
      JSON.stringify(JSON.parse(seeded).inventory),
    );
  });

  it("put a login QR's namespace in the URL the QR encodes; its phone page opens there and its calls act there", async () => {
    test = await buildRealApp();
    const guest = await signedPost(
      test,
      endpointById('loginInfo').path,
      { timestamp: test.clock.now() },
      {
        headers: inNamespace('ns-phone'),
      },
    );
    const { qr } = dataOf<{ qr: { tag: string; url: string } }>(guest);
    // A phone has neither the cookie nor the header: the address the QR encodes names the namespace.
    const url = new URL(qr.url);
    expect(url.searchParams.get('ns')).toBe('ns-phone');
    const page = await test.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"ns-phone"');
    expect(test.repos.sessions.qr(qr.tag)).toBeNull();
    dataOf(await control('POST', 'qr/scan', 'ns-phone', { tag: qr.tag }));
    expect(test.app.namespaces.world('ns-phone').repos.sessions.qr(qr.tag)?.state).toBe('Scan');

    // Opened in the browser that showed the QR (its cookie names the namespace too), the page is the same.
    const inBrowser = await test.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { cookie: 'mock-namespace=ns-phone' },
    });
    expect(inBrowser.statusCode).toBe(200);
    expect(inBrowser.body).toContain('"ns-phone"');

    // A QR of the namespace default names none: its address stays as it always was.
    const plain = dataOf<{ qr: { url: string } }>(
      await signedPost(test, endpointById('loginInfo').path, { timestamp: test.clock.now() }),
    );
    expect(new URL(plain.qr.url).searchParams.has('ns')).toBe(false);
  });
});
