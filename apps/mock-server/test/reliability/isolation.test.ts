import { ENDPOINTS, type EndpointDef } from '@cable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, signIn, type TestApp, type TestSession } from '../framework/harness';
import { type RealIds, realRequest, SEEDED_IDS } from './real-requests';
import { buildRealApp, call, dataOf, endpointById, openDocument, stateText } from './support';

let test: TestApp;

beforeAll(async () => {
  test = await buildRealApp();
});
afterAll(async () => {
  await test.app.close();
});

interface OwnedRecords {
  items: string[];
  customer: string;
  history: string;
}

/** Through the API, as the user would: two quotation rows with a memo, a customer and a saved history quotation. */
async function createRecords(session: TestSession, marker: string, taxno: string): Promise<OwnedRecords> {
  const added = dataOf<{ infos: Array<{ id: string }> }>(
    await call(test, session, 'inventoryAdd', {
      form: {
        group: 0,
        infos: [
          { cable: SEEDED_IDS.cable, count: '120', memo: marker },
          { cable: '100002', count: '80', memo: marker },
        ],
      },
    }),
  );
  const customer = dataOf<{ demander: { id: string } }>(
    await call(test, session, 'demanderSave', { form: { name: `${marker}有限公司`, taxno, address: marker } }),
  ).demander.id;
  const history = dataOf<{ id: string }>(
    await call(test, session, 'inventorySave', {
      form: {
        demander: customer,
        mode: 3,
        memo: marker,
        desc: marker,
        info: { corp: SEEDED_IDS.corp },
        conf: { mode: 3, unit: 0, places: 2 },
        unit: 0,
        group: 0,
      },
    }),
  ).id;
  return { items: added.infos.map((item) => item.id), customer, history };
}

function idsFor(records: OwnedRecords): RealIds {
  return { ...SEEDED_IDS, item: records.items[0]!, customer: records.customer, history: records.history };
}

async function send(endpoint: EndpointDef, session: TestSession, request: Record<string, unknown>) {
  if (endpoint.request.kind === 'query') {
    const { token: _exampleToken, ...query } = request;
    return openDocument(test, session, endpoint.id, query as Record<string, string | number>);
  }
  return call(test, session, endpoint.id, request);
}

describe("one user's records are out of another user's reach", { timeout: 30_000 }, () => {
  const MARKER = 'A用户私有标记';
  let owner: TestSession;
  let intruder: TestSession;
  let records: OwnedRecords;

  /** Everything of user 1001 (quote) that user 1005 (multimode) might touch. */
  const ownerSlice = () =>
    JSON.stringify({
      inventory: test.repos.store.state.inventory['1001'],
      history: test.repos.store.state.history.filter((record) => record.user === '1001'),
      customers: test.repos.store.state.customers.filter((customer) => customer.create === '1001'),
    });

  beforeAll(async () => {
    owner = signIn(test.repos, 'quote');
    intruder = signIn(test.repos, 'multimode');
    records = await createRecords(owner, MARKER, '91330100MA2ISOA001');
  });

  it("reads never show the other user's items, history or customers", async () => {
    const reads: Array<[string, unknown]> = [
      ['inventoryList', { cond: { group: 0 }, page: { len: 1000, num: 1 } }],
      ['inventorySumm', { cond: { mode: 3, unit: 0, places: 2 } }],
      ['historyList', { cond: {}, page: { len: 1000, num: 1 } }],
      ['historyList', { cond: { keyword: MARKER }, page: { len: 1000, num: 1 } }],
      ['demanderList', { cond: { name: MARKER }, page: { len: 1000, num: 1 } }],
      ['demanderList', { cond: {}, page: { len: 1000, num: 1 } }],
    ];
    for (const [id, body] of reads) {
      const response = await call(test, intruder, id, body);
      expect(envelopeOf(response).stat.err, id).toBe(0);
      expect(response.body, id).not.toContain(MARKER);
    }
    const summ = dataOf<{ summs: Array<{ group: number; count: number }> }>(
      await call(test, intruder, 'inventorySumm', { cond: { mode: 3, unit: 0, places: 2 } }),
    );
    expect(summ.summs.find((row) => row.group === 0)?.count).toBe(0);
  });

  it("refuses to show or change the other user's records by id, and leaves them as they were", async () => {
    const before = ownerSlice();
    const [item, second] = records.items as [string, string];
    const attempts: Array<[string, unknown]> = [
      ['historyDetail', { cond: { id: records.history } }],
      ['historyRecalc', { form: { id: records.history, group: 3 } }],
      ['historyDelete', { form: { ids: [records.history] } }],
      ['demanderDelete', { form: { ids: [records.customer] } }],
      ['demanderDefaultSet', { form: { id: records.customer } }],
      ['demanderSave', { form: { id: records.customer, name: '被改名的客户', taxno: '91330100MA2ISOA001' } }],
      ['inventoryDelete', { form: { ids: [item, second], group: 0 } }],
      ['inventoryCountSet', { form: { ids: [item], count: '999', group: 0 } }],
      ['inventoryMemoSet', { form: { ids: [item], memo: 'changed', group: 0 } }],
      ['inventoryPriceSet', { form: { id: item, price: { tax: 1 }, type: 3 } }],
      ['inventoryPkgfeeSet', { form: { id: item, fee: 50, flag: true } }],
      ['inventoryInfoSet', { form: { id: item, scope: '', prop: '', model: 'X', spec: 'Y', name: '' } }],
      ['inventorySortSet', { form: { id: second, sort: 0, group: 0 } }],
      ['inventoryChangeSet', { form: { group: 0, change: '50', ids: [item] } }],
      ['inventoryMaterial', { form: { ids: [item], group: 0 } }],
      [
        'excelDownload',
        {
          form: {
            demander: records.customer,
            mode: 3,
            fee: 0,
            corp: '1',
            memo: '',
            unit: 0,
            history: records.history,
            group: 0,
          },
        },
      ],
    ];
    for (const [id, body] of attempts) {
      const response = await call(test, intruder, id, body);
      expect(response.body, id).not.toContain(MARKER);
    }
    // Items are per user: an id of another user's item matches nothing, so these are no-ops or refusals.
    expect(ownerSlice()).toBe(before);

    for (const endpoint of ENDPOINTS.filter(
      (candidate) => candidate.request.kind === 'query' && candidate.auth === 'query-token',
    )) {
      const request = realRequest(endpoint, idsFor(records));
      const byHistory = await send(endpoint, intruder, { ...request, history: records.history });
      expect(byHistory.body, `${endpoint.id} with the other user's history`).not.toContain(MARKER);
      if ('demander' in request) {
        const byCustomer = await send(endpoint, intruder, { ...request, demander: records.customer });
        expect(byCustomer.body, `${endpoint.id} with the other user's customer`).not.toContain(MARKER);
      }
    }
    expect(ownerSlice()).toBe(before);
  });

  it("answers the other user's history and customer ids as not found", async () => {
    for (const [id, body] of [
      ['historyDetail', { cond: { id: records.history } }],
      ['historyRecalc', { form: { id: records.history, group: 3 } }],
      ['demanderDefaultSet', { form: { id: records.customer } }],
    ] as const) {
      const envelope = envelopeOf(await call(test, intruder, id, body));
      expect(envelope.stat.err, id).not.toBe(0);
      expect(envelope.data, id).toBeNull();
    }
  });
});

describe('a user without a module', { timeout: 30_000 }, () => {
  const refusedForLimited = (endpoint: EndpointDef) => {
    const grants = new Set(test.repos.users.userByAccount('limited')!.grants);
    return endpoint.modules.length > 0 && !endpoint.modules.some((module) => grants.has(module));
  };

  it('is refused every call of that module with 1020, and nothing changes', async () => {
    const limited = signIn(test.repos, 'limited');
    const refused = ENDPOINTS.filter(refusedForLimited);
    expect(refused.length).toBeGreaterThan(10);
    const ids: RealIds = { ...SEEDED_IDS, item: '1', customer: '1', history: '1' };
    for (const endpoint of refused) {
      const before = stateText(test.repos);
      const response = await send(endpoint, limited, realRequest(endpoint, ids));
      const envelope = envelopeOf(response);
      expect(envelope.stat.err, endpoint.id).toBe(1020);
      expect(envelope.stat.msg, endpoint.id).toBeTruthy();
      expect(stateText(test.repos), endpoint.id).toBe(before);
    }
  });
});

/** Paths of price-like objects that carry a `base` field. */
function baseLeaks(value: unknown, path = 'data', parentKey = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => baseLeaks(item, `${path}[${index}]`, parentKey));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const priceLike = /price|total|goods|summ|amount|fee|cost/i.test(parentKey) || 'sale' in record || 'tax' in record;
  const leaks = 'base' in record && priceLike ? [path] : [];
  return [...leaks, ...Object.entries(record).flatMap(([key, child]) => baseLeaks(child, `${path}.${key}`, key))];
}

describe('prices a user may not see', { timeout: 30_000 }, () => {
  it('nobase (no PriceAuthBase): no answer of any JSON call carries a base price', async () => {
    const nobase = signIn(test.repos, 'nobase');
    const records = await createRecords(nobase, '无成本价用户', '91330100MA2NOBA001');
    await call(test, nobase, 'inventoryAdd', {
      form: { group: 0, infos: [{ model: 'YJV', spec: '3×4', count: '10', price: { sale: 12, tax: 13.56 } }] },
    });
    const user = test.repos.users.userByAccount('nobase')!;
    const grants = new Set(user.grants);
    // Calls that remove records or end the session run last, so every read sees the seeded records.
    const last = (endpoint: EndpointDef) => /Delete|Clear|signout/i.test(endpoint.id);
    const walk = ENDPOINTS.filter(
      (endpoint) =>
        endpoint.response.kind === 'envelope' &&
        endpoint.request.kind === 'json' &&
        (endpoint.modules.length === 0 || endpoint.modules.some((module) => grants.has(module))),
    ).sort((a, b) => Number(last(a)) - Number(last(b)));

    const leaks: string[] = [];
    let answered = 0;
    for (const endpoint of walk) {
      const request = realRequest(endpoint, idsFor(records));
      const variants =
        'cond' in request && typeof request.cond === 'object' && request.cond && 'mode' in request.cond
          ? [request, { ...request, cond: { ...request.cond, mode: 1 } }]
          : [request];
      for (const body of variants) {
        const envelope = envelopeOf(await call(test, nobase, endpoint.id, body));
        if (envelope.stat.err === 0) answered += 1;
        leaks.push(...baseLeaks(envelope.data).map((path) => `${endpoint.id}: ${path}`));
      }
    }
    expect(leaks).toEqual([]);
    expect(answered).toBeGreaterThan(walk.length / 2);
  });

  it('nobase: the quotation documents asked for in base-price mode show no cost price', async () => {
    const nobase = signIn(test.repos, 'nobase');
    const item = test.repos.inventory.listItems('1003', 0).find((row) => row.cable);
    expect(item).toBeDefined();
    const base = test.repos.inventory.quoteItem('1003', item!).base!;
    const shown = [
      base.toFixed(2),
      base.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    ];
    for (const id of ['tablePreview', 'contractPreview']) {
      const endpoint = endpointById(id);
      const request = realRequest(endpoint, { ...SEEDED_IDS, item: item!.id, customer: '', history: '' });
      const { token: _token, demander: _demander, ...query } = request;
      const response = await openDocument(test, nobase, id, {
        ...(query as Record<string, string | number>),
        demander: '',
        mode: 1,
      });
      for (const text of shown) expect(response.body, `${id} shows ${text}`).not.toContain(text);
    }
  });
});

describe('script in user texts', { timeout: 30_000 }, () => {
  const SCRIPT = '<script>alert(1)</script>';
  const IMAGE = '<img src=x onerror=alert(2)>';
  const ESCAPED = ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;img src=x onerror=alert(2)&gt;'];
  const rawMarkup = (html: string) =>
    [SCRIPT, IMAGE, '<script>alert', 'onerror=alert'].filter((needle) =>
      needle === 'onerror=alert' ? /<img[^>]*onerror=alert/i.test(html) : html.includes(needle),
    );

  it('comes back escaped in every HTML preview document', async () => {
    const quote = signIn(test.repos, 'quote');
    const customer = dataOf<{ demander: { id: string } }>(
      await call(test, quote, 'demanderSave', {
        form: { name: `${SCRIPT}${IMAGE}`, linkman: SCRIPT, address: IMAGE, taxno: '91330100MA2XSSA001' },
      }),
    ).demander.id;
    const added = dataOf<{ infos: Array<{ id: string }> }>(
      await call(test, quote, 'inventoryAdd', {
        form: {
          group: 2,
          infos: [
            { cable: SEEDED_IDS.cable, count: '10', memo: `${SCRIPT}${IMAGE}` },
            { model: `Y${SCRIPT}`, spec: IMAGE, scope: SCRIPT, prop: IMAGE, name: `${SCRIPT}${IMAGE}`, count: '5' },
          ],
        },
      }),
    );
    const history = dataOf<{ id: string }>(
      await call(test, quote, 'inventorySave', {
        form: {
          demander: customer,
          mode: 3,
          memo: SCRIPT,
          desc: IMAGE,
          info: { corp: SEEDED_IDS.corp, name: SCRIPT },
          conf: { mode: 3, unit: 0, places: 2 },
          unit: 0,
          group: 2,
        },
      }),
    ).id;
    const ids: RealIds = { ...SEEDED_IDS, item: added.infos[0]!.id, customer, history };
    const texts = { memo: SCRIPT, memo1: IMAGE, name: SCRIPT, auditer: IMAGE, mobile: SCRIPT };

    let escapedSomewhere = 0;
    const documents = ENDPOINTS.filter((endpoint) => endpoint.auth === 'query-token');
    expect(documents).toHaveLength(6);
    for (const endpoint of documents) {
      const { token: _token, ...request } = realRequest(endpoint, ids);
      const schemaKeys = Object.keys((endpoint.request as { query: { properties: object } }).query.properties);
      const extraTexts = Object.fromEntries(Object.entries(texts).filter(([key]) => schemaKeys.includes(key)));
      const { group: _group, history: _history, ...fixed } = request as Record<string, string | number>;
      // The report preview names a cable, not a group or a history record: it is rendered once.
      const sources: Array<Record<string, string | number>> = schemaKeys.includes('group')
        ? [{ group: 2 }, { history }]
        : [{}];
      for (const source of sources) {
        const query = { ...fixed, ...extraTexts, ...source };
        const response = await openDocument(test, quote, endpoint.id, query);
        expect(response.statusCode, `${endpoint.id} ${JSON.stringify(source)}: ${response.body.slice(0, 300)}`).toBe(
          200,
        );
        expect(String(response.headers['content-type']), endpoint.id).toContain('text/html');
        expect(rawMarkup(response.body), `${endpoint.id} ${JSON.stringify(source)}`).toEqual([]);
        if (ESCAPED.some((text) => response.body.includes(text))) escapedSomewhere += 1;
      }
    }
    // Each document shows at least one of the texts (a customer name, a memo, a signer): escaped, not dropped.
    expect(escapedSomewhere).toBeGreaterThanOrEqual(documents.length);
  });
});
