/**
 * 价格已变动: an item remembers the price it was added or last confirmed at, the list answers that price as
 * `previous` once the item's price moved (a price adjustment, another user's pricing check), and 刷新实时价
 * (cable/info/price with cond.group) accepts the new prices.
 */
import type { Price } from '@cable/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRoutesApp, call, control, ok, signIn, type TestApp, type TestSession } from './api-calls';

interface ListedItem {
  id: string;
  cable: string;
  model: string;
  price: Price;
  total: Price;
  previous?: Price;
}

let test: TestApp;
let quote: TestSession;
beforeEach(async () => {
  test = await buildRoutesApp();
  quote = signIn(test.repos, 'quote');
});
afterEach(async () => {
  await test.app.close();
});

const cableIdOf = (model: string, spec: string) =>
  test.repos.store.state.cables.find(
    (cable) => cable.model === model && cable.spec === spec && cable.scope === '0.6/1kV',
  )!.id;

async function add(group: number, infos: object[], session = quote): Promise<ListedItem[]> {
  return ok(
    await call<{ infos: ListedItem[] }>(test, '/biz/qms/inventory/add', { form: { group, infos } }, { session }),
  ).infos;
}

async function list(group: number, session = quote): Promise<ListedItem[]> {
  return ok(
    await call<{ infos: ListedItem[] }>(
      test,
      '/biz/qms/inventory/list',
      { cond: { group }, page: { len: 100, num: 1 } },
      { session },
    ),
  ).infos;
}

async function refresh(group: number, ids: string[], session = quote) {
  return ok(
    await call<{ cables: { id: string; price: Price }[]; accepted?: number }>(
      test,
      '/biz/qms/cable/info/price',
      { cond: { ids, group } },
      { session },
    ),
  );
}

async function adjust(deltas: Record<string, number>) {
  ok(await control(test, '/adjustment/start', { seconds: 60, deltas }));
  ok(await control(test, '/adjustment/stop', {}));
}

const copper = () => cableIdOf('YJV', '3*240+1*120');
const aluminium = () => cableIdOf('YJLV', '3*240+1*120');

describe('after a price adjustment clears', () => {
  it('the list answers the new prices, with the prices the items were added at as previous', async () => {
    const added = await add(0, [
      { cable: copper(), count: '100' },
      { cable: aluminium(), count: '50' },
    ]);
    expect(added.every((item) => item.previous === undefined)).toBe(true);
    expect((await list(0)).map((item) => item.previous)).toEqual([undefined, undefined]);

    await adjust({ cu: 10, al: 0 });
    const [cu, al] = await list(0);
    // Copper 10 % dearer, aluminium as it was: the copper cable's price moved, the aluminium one's did not.
    expect(cu!.price.tax).toBeGreaterThan(added[0]!.price.tax!);
    expect(cu!.previous).toEqual(added[0]!.price);
    expect(cu!.total.tax).toBeCloseTo(cu!.price.tax! * 100, 2);
    expect(al!.price).toEqual(added[1]!.price);
    expect(al!.previous).toBeUndefined();
  });

  it('刷新实时价 counts the changed items, answers the live prices and clears the marker', async () => {
    const cables = [copper(), aluminium(), cableIdOf('VV', '3*50+1*25')];
    await add(
      0,
      cables.map((cable) => ({ cable, count: '10' })),
    );
    await adjust({ cu: 8, al: 5 });
    expect((await list(0)).filter((item) => item.previous)).toHaveLength(3);

    const answer = await refresh(0, cables);
    expect(answer.accepted).toBe(3);
    const listed = await list(0);
    expect(answer.cables.map((cable) => cable.price.tax)).toEqual(listed.map((item) => item.price.tax));
    expect(listed.every((item) => item.previous === undefined)).toBe(true);
    // Nothing moved since: a second refresh has nothing to accept.
    expect((await refresh(0, cables)).accepted).toBe(0);
  });

  it('accepts only the group refreshed, and a plain price read accepts nothing', async () => {
    await add(0, [{ cable: copper(), count: '10' }]);
    await add(1, [{ cable: copper(), count: '20' }]);
    await adjust({ cu: 5 });
    const read = ok(
      await call<{ accepted?: number }>(
        test,
        '/biz/qms/cable/info/price',
        { cond: { ids: [copper()] } },
        { session: quote },
      ),
    );
    expect(read.accepted).toBeUndefined();
    expect((await list(0))[0]!.previous).toBeDefined();
    expect((await refresh(1, [copper()])).accepted).toBe(1);
    expect((await list(1))[0]!.previous).toBeUndefined();
    expect((await list(0))[0]!.previous).toBeDefined();
  });
});

describe('items from an older data file', () => {
  it('show no mark until 刷新实时价 confirms their price, and are followed from then on', async () => {
    const [added] = await add(0, [{ cable: copper(), count: '10' }]);
    // Data files written before items kept their quoted price have none.
    test.repos.store.mutate((state) => {
      const userId = test.repos.users.userByAccount('quote')!.id;
      for (const item of state.inventory[userId]!['0']!.items) delete item.quoted;
    });
    await adjust({ cu: 10 });
    const [unknown] = await list(0);
    expect(unknown!.price.tax).toBeGreaterThan(added!.price.tax!);
    expect(unknown!.previous).toBeUndefined();
    expect((await refresh(0, [copper()])).accepted).toBe(0);
    await adjust({ cu: 10 });
    expect((await list(0))[0]!.previous).toEqual(unknown!.price);
  });
});

describe("an approver's pricing check (核价)", () => {
  it("marks the affected items in another user's list, and only those", async () => {
    const [changed, other] = await add(2, [
      { cable: copper(), count: '100' },
      { cable: aluminium(), count: '100' },
    ]);
    const approver = signIn(test.repos, 'approver');
    ok(
      await call(
        test,
        '/biz/qms/approve/cable/conductor/change',
        { form: { did: copper(), consume: 5 } },
        { session: approver },
      ),
    );
    const [cu, al] = await list(2);
    expect(cu!.previous).toEqual(changed!.price);
    expect(cu!.price.tax).toBeGreaterThan(changed!.price.tax!);
    expect(al!.previous).toBeUndefined();
    expect(al!.price).toEqual(other!.price);

    // Restoring the cable's catalogue parameters brings the price back: nothing is marked then.
    ok(
      await call(
        test,
        '/biz/qms/approve/cable/restore',
        { form: { origin: copper(), id: copper() } },
        { session: approver },
      ),
    );
    expect((await list(2))[0]!.previous).toBeUndefined();
  });
});

describe("the user's own price changes are no 价格已变动", () => {
  it('a percentage, a typed price and a count leave no marker', async () => {
    // The approver holds the adjust module (change/set) and quotes like anyone else.
    const own = signIn(test.repos, 'approver');
    const [first, second] = await add(
      0,
      [
        { cable: copper(), count: '100' },
        { cable: aluminium(), count: '100' },
      ],
      own,
    );
    const form = (path: string, body: object) => call(test, path, { form: body }, { session: own });
    ok(await form('/biz/qms/inventory/change/set', { group: 0, ids: [first!.id], change: '5' }));
    ok(await form('/biz/qms/inventory/price/set', { id: second!.id, type: 3, price: { tax: 500 } }));
    ok(await form('/biz/qms/inventory/count/set', { group: 0, ids: [first!.id], count: '250' }));
    const listed = await list(0, own);
    expect(listed[0]!.price.tax).toBeGreaterThan(first!.price.tax!);
    expect(listed[1]!.price.tax).toBe(500);
    expect(listed.every((item) => item.previous === undefined)).toBe(true);

    // The percentage-adjusted item follows an adjustment and is marked. A typed price does not follow it: only the
    // item's cost, which still comes from the engine, moved, and previous says so.
    await adjust({ cu: 10, al: 10 });
    const after = await list(0, own);
    expect(after[0]!.previous).toEqual(listed[0]!.price);
    expect(after[1]!.price.tax).toBe(500);
    expect(after[1]!.previous).toEqual(listed[1]!.price);
    expect(after[1]!.price.base).toBeGreaterThan(listed[1]!.price.base!);
  });

  it("switching one's pricing mode reprices without a marker", async () => {
    const multimode = signIn(test.repos, 'multimode');
    await add(0, [{ cable: copper(), count: '10' }], multimode);
    ok(await call(test, '/biz/user/info/profit/mode/set', { form: { mode: 2 } }, { session: multimode }));
    expect((await list(0, multimode))[0]!.previous).toBeUndefined();
  });
});

describe('previous follows the price rights and the unit', () => {
  it('carries only the price fields the user may see', async () => {
    const limited = signIn(test.repos, 'limited');
    const [added] = await add(0, [{ cable: copper(), count: '10' }], limited);
    expect(Object.keys(added!.price)).toEqual(['tax']);
    await adjust({ cu: 10 });
    const [item] = await list(0, limited);
    expect(item!.previous).toEqual({ tax: added!.price.tax });
  });

  it('is given in the unit the list is priced in', async () => {
    const [added] = await add(0, [{ cable: copper(), count: '10' }]);
    await adjust({ cu: 10 });
    const perTonne = ok(
      await call<{ infos: ListedItem[] }>(
        test,
        '/biz/qms/inventory/list',
        { cond: { group: 0, unit: 1 }, page: { len: 100, num: 1 } },
        { session: quote },
      ),
    ).infos[0]!;
    expect(perTonne.previous!.tax).toBeGreaterThan(added!.price.tax! * 10);
    expect(perTonne.previous!.tax).toBeLessThan(perTonne.price.tax!);
  });
});
