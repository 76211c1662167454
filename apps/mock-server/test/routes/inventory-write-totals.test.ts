import type { GroupSumm, GroupTotals, QuotationItem } from '@cable/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRoutesApp, call, ok, signIn, type TestApp, type TestSession } from './api-calls';

let test: TestApp;
/** A user with every inventory right (adjust, memo), so that each write can be made. */
let quote: TestSession;
beforeEach(async () => {
  test = await buildRoutesApp();
  quote = signIn(test.repos, 'multimode');
});
afterEach(async () => {
  await test.app.close();
});

type Written = { infos?: QuotationItem[]; info?: QuotationItem; totals?: GroupTotals };

const cableIdOf = (model: string, spec: string) =>
  test.repos.store.state.cables.find(
    (cable) => cable.model === model && cable.spec === spec && cable.scope === '0.6/1kV',
  )!.id;

async function write(path: string, body: object): Promise<Written> {
  return ok(await call<Written>(test, path, body, { session: quote }));
}

async function summOf(group: number, unit: number, places: number): Promise<GroupSumm> {
  const { summs } = ok(
    await call<{ summs: GroupSumm[] }>(
      test,
      '/biz/qms/inventory/summ',
      { cond: { mode: 3, unit, places } },
      { session: quote },
    ),
  );
  return summs.find((summ) => summ.group === group)!;
}

describe('inventory writes answer the group totals they leave', () => {
  it('add, count, memo, change, sort, price, package fee and texts each carry what summ answers next', async () => {
    const added = await write('/biz/qms/inventory/add', {
      form: {
        group: 3,
        infos: [
          { cable: cableIdOf('YJV', '3*240+1*120'), count: '200' },
          { model: 'YJV', scope: '0.6/1kV', spec: '4*50', count: '30' },
        ],
      },
    });
    const [first, second] = added.infos!.map((item) => item.id);
    const writes: [string, object][] = [
      ['/biz/qms/inventory/count/set', { form: { group: 3, ids: [first], count: '450' } }],
      ['/biz/qms/inventory/memo/set', { form: { group: 3, ids: [first], memo: '二期' } }],
      ['/biz/qms/inventory/change/set', { form: { group: 3, ids: [first], change: '5' } }],
      ['/biz/qms/inventory/sort/set', { form: { group: 3, id: second, sort: 0 } }],
      ['/biz/qms/inventory/price/set', { form: { id: second, type: 3, price: { tax: 88 } } }],
      ['/biz/qms/inventory/pkgfee/set', { form: { id: first, fee: 120, flag: true } }],
      [
        '/biz/qms/inventory/info/set',
        { form: { id: second, scope: '0.6/1kV', prop: '', model: 'YJV', spec: '4*70', name: '' } },
      ],
    ];
    const answers = [added];
    for (const [path, body] of writes) answers.push(await write(path, body));

    for (const answer of answers) {
      expect(answer.totals).toMatchObject({ unit: 0, places: 2 });
      expect(answer.totals!.summ.group).toBe(3);
    }
    // Each answer's totals are the group's at that moment: the last one is what summ answers now.
    const last = answers.at(-1)!.totals!;
    expect(last.summ).toEqual(await summOf(3, last.unit, last.places));
    expect(last.summ.count).toBe(2);
    expect(answers[1]!.totals!.summ.total.tax).not.toBe(added.totals!.summ.total.tax);
  });

  it('answers the totals in the unit the quotation settings name', async () => {
    ok(
      await call(
        test,
        '/biz/user/conf/save',
        { form: { confs: [{ key: 'qms.price.unit', type: 2, value: 1 }] } },
        { session: quote },
      ),
    );
    const { totals } = await write('/biz/qms/inventory/add', {
      form: { group: 4, infos: [{ cable: cableIdOf('YJV', '3*240+1*120'), count: '100' }] },
    });
    expect(totals!.unit).toBe(1);
    expect(totals!.summ).toEqual(await summOf(4, 1, totals!.places));
  });
});
