import { ENDPOINTS, type EndpointDef } from '@cable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCES, type ReferenceKind } from '../../src/plugins/ownership';
import { envelopeOf, signedPost, signIn, type TestApp, type TestSession } from '../framework/harness';
import { realRequest, SEEDED_IDS } from './real-requests';
import { buildRealApp, call, dataOf, endpointById, openDocument, stateText } from './support';

let test: TestApp;

beforeAll(async () => {
  test = await buildRealApp();
});
afterAll(async () => {
  await test.app.close();
});

/** Field names that hold the id of a stored record somewhere in a request. */
const ID_FIELD = /^(id|ids|demander|corp|tmpl|history|origin|cable)$/;

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
}

function idPaths(schema: SchemaNode | undefined, path = ''): string[] {
  if (!schema) return [];
  if (schema.anyOf) return schema.anyOf.flatMap((branch) => idPaths(branch, path));
  if (schema.type === 'array') return idPaths(schema.items, `${path}[]`);
  if (schema.type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, child]) => {
      const childPath = path ? `${path}.${key}` : key;
      const leaf = child.type === 'string' || (child.type === 'array' && child.items?.type === 'string');
      return leaf && ID_FIELD.test(key)
        ? [child.type === 'array' ? `${childPath}[]` : childPath]
        : idPaths(child, childPath);
    });
  }
  return [];
}

function requestSchema(endpoint: EndpointDef): SchemaNode | undefined {
  const request = endpoint.request as { body?: SchemaNode; query?: SchemaNode; fields?: SchemaNode };
  return request.body ?? request.query ?? request.fields;
}

/** A copy of `request` with the value at `path` set to `id` (every element of an array path). */
function withIdAt(request: Record<string, unknown>, path: string, id: string): Record<string, unknown> {
  const copy = structuredClone(request);
  const steps = path.split('.');
  let nodes: Array<Record<string, unknown>> = [copy];
  steps.forEach((step, index) => {
    const many = step.endsWith('[]');
    const key = many ? step.slice(0, -2) : step;
    const last = index === steps.length - 1;
    const next: Array<Record<string, unknown>> = [];
    for (const node of nodes) {
      if (last) node[key] = many ? [id] : id;
      else if (many) {
        const list = Array.isArray(node[key]) && (node[key] as unknown[]).length ? (node[key] as unknown[]) : [{}];
        node[key] = list;
        next.push(...(list as Array<Record<string, unknown>>));
      } else {
        node[key] ??= {};
        next.push(node[key] as Record<string, unknown>);
      }
    }
    nodes = next;
  });
  return copy;
}

describe('the ownership table', () => {
  it('names every id field of every request schema in the contract', () => {
    const undeclared: string[] = [];
    for (const endpoint of ENDPOINTS) {
      for (const path of idPaths(requestSchema(endpoint))) {
        if (!REFERENCES[endpoint.id]?.[path]) undeclared.push(`${endpoint.id} ${path}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('names only endpoints and paths that exist', () => {
    const stale: string[] = [];
    for (const [id, paths] of Object.entries(REFERENCES)) {
      const endpoint = ENDPOINTS.find((candidate) => candidate.id === id);
      const known = new Set(endpoint ? idPaths(requestSchema(endpoint)) : []);
      for (const path of Object.keys(paths)) if (!known.has(path)) stale.push(`${id} ${path}`);
    }
    expect(stale).toEqual([]);
  });
});

interface Owned {
  item: string;
  customer: string;
  history: string;
}

async function recordsOf(session: TestSession, marker: string, taxno: string): Promise<Owned> {
  const added = dataOf<{ infos: Array<{ id: string }> }>(
    await call(test, session, 'inventoryAdd', {
      form: { group: 0, infos: [{ cable: SEEDED_IDS.cable, count: '120', memo: marker }] },
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
  return { item: added.infos[0]!.id, customer, history };
}

describe("another user's ids", { timeout: 60_000 }, () => {
  const MARKER = '甲公司私有';
  let owner: TestSession;
  let intruder: TestSession;
  let owned: Owned;
  let intruderOwn: Owned;

  beforeAll(async () => {
    owner = signIn(test.repos, 'quote');
    intruder = signIn(test.repos, 'approver');
    owned = await recordsOf(owner, MARKER, '91330100MA2OWNA001');
    intruderOwn = await recordsOf(intruder, '乙公司', '91330100MA2OWNB001');
  });

  it("inventory/save refuses the other user's customer as it refuses one that does not exist", async () => {
    await call(test, intruder, 'inventoryAdd', {
      form: { group: 8, infos: [{ cable: SEEDED_IDS.cable, count: '10' }] },
    });
    const save = (demander: string) =>
      call(test, intruder, 'inventorySave', {
        form: {
          demander,
          mode: 3,
          memo: '',
          desc: '',
          info: { corp: SEEDED_IDS.corp },
          conf: { mode: 3, unit: 0, places: 2 },
          unit: 0,
          group: 8,
        },
      }).then(envelopeOf);
    const before = stateText(test.repos);
    const theirs = await save(owned.customer);
    const missing = await save('999999');
    expect(theirs.stat.err).toBe(1031);
    expect(missing.stat.err).toBe(1031);
    expect(theirs.stat.msg).toBe(`客户 ${owned.customer} 不存在`);
    expect(missing.stat.msg).toBe('客户 999999 不存在');
    expect(stateText(test.repos)).toBe(before);
    const history = await call(test, intruder, 'historyList', { cond: {}, page: { len: 100, num: 1 } });
    expect(history.body).not.toContain(MARKER);
  });

  const ownedKinds: ReadonlyArray<ReferenceKind> = ['customer', 'item', 'history'];
  const cases = Object.entries(REFERENCES).flatMap(([id, paths]) =>
    Object.entries(paths)
      .filter(([, kind]) => ownedKinds.includes(kind))
      .map(([path, kind]) => ({ id, path, kind: kind as keyof Owned })),
  );

  it.each(cases)(
    '$id refuses $path naming the other user\'s $kind, as "not found", and changes nothing',
    async ({ id, path, kind }) => {
      const endpoint = endpointById(id);
      const base = realRequest(endpoint, { ...SEEDED_IDS, ...intruderOwn });
      const send = async (value: string) => {
        const request = withIdAt(base, path, value);
        if (endpoint.request.kind === 'query') {
          const { token: _token, ...query } = request;
          return envelopeOf(await openDocument(test, intruder, id, query as Record<string, string>));
        }
        return envelopeOf(await call(test, intruder, id, request));
      };
      const before = stateText(test.repos);
      const theirs = await send(owned[kind]);
      const missing = await send('999999');
      expect(theirs.stat.err).toBe(1031);
      expect(missing.stat.err).toBe(1031);
      expect(theirs.stat.msg?.replace(owned[kind], '<id>')).toBe(missing.stat.msg?.replace('999999', '<id>'));
      expect(stateText(test.repos)).toBe(before);
    },
  );

  it('answers the refusal in English when asked', async () => {
    const answer = envelopeOf(
      await signedPost(
        test,
        endpointById('historyDetail').path,
        { cond: { id: owned.history } },
        { session: intruder, headers: { 'accept-language': 'en' } },
      ),
    );
    expect(answer.stat.err).toBe(1031);
    expect(answer.stat.msg).toBe(`No history record ${owned.history}`);
  });
});

describe('prices nobase may not see, it may not write or read either', () => {
  it('price/set of a base price is refused with 1020 and the item keeps its price', async () => {
    const nobase = signIn(test.repos, 'nobase');
    const added = dataOf<{ infos: Array<{ id: string }> }>(
      await call(test, nobase, 'inventoryAdd', {
        form: { group: 1, infos: [{ model: 'YJV', spec: '3×4', count: '10', price: { sale: 12, tax: 13.56 } }] },
      }),
    );
    const id = added.infos[0]!.id;
    const before = stateText(test.repos);
    for (const form of [
      { id, type: 1, price: { base: 1 } },
      { id, type: 3, price: { tax: 20, base: 1 } },
    ]) {
      const answer = envelopeOf(await call(test, nobase, 'inventoryPriceSet', { form }));
      expect(answer.stat.err).toBe(1020);
      expect(answer.stat.msg).toContain('price.base');
    }
    expect(stateText(test.repos)).toBe(before);
    const allowed = envelopeOf(
      await call(test, nobase, 'inventoryPriceSet', { form: { id, type: 3, price: { tax: 20 } } }),
    );
    expect(allowed.stat.err).toBe(0);
  });

  it('material/basic/info is refused without PriceAuthBase and answered with it', async () => {
    const refused = envelopeOf(await call(test, signIn(test.repos, 'nobase'), 'materialBasicInfo', { timestamp: 1 }));
    expect(refused.stat.err).toBe(1020);
    expect(refused.data).toBeNull();
    const answered = envelopeOf(await call(test, signIn(test.repos, 'quote'), 'materialBasicInfo', { timestamp: 1 }));
    expect(answered.stat.err).toBe(0);
    expect((answered.data as { infos: unknown[] }).infos.length).toBeGreaterThan(0);
  });
});
