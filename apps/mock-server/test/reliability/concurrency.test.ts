import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceViewOf } from '../../src/views/cable-view';
import { signIn, type TestApp, type TestSession } from '../framework/harness';
import { buildRealApp, call, dataOf } from './support';

const GROUP = 7;
const FIRST_ADDS = 200;
const COUNT_CHANGES = 150;
const SECOND_ADDS = 80;

interface PriceView {
  base?: number;
  sale?: number;
  tax?: number;
}
interface ItemView {
  id: string;
  cable: string;
  count: string;
  price: PriceView;
  total: PriceView;
}

let test: TestApp;
let quote: TestSession;

beforeAll(async () => {
  test = await buildRealApp();
  quote = signIn(test.repos, 'quote');
});
afterAll(async () => {
  await test.app.close();
});

function cableIds(count: number): string[] {
  const cables = test.repos.store.state.cables;
  return Array.from({ length: count }, (_, index) => cables[index % cables.length]!.id);
}

async function addOne(cable: string, count: string): Promise<string> {
  const data = dataOf<{ infos: ItemView[] }>(
    await call(test, quote, 'inventoryAdd', { form: { group: GROUP, infos: [{ cable, count }] } }),
  );
  expect(data.infos).toHaveLength(1);
  return data.infos[0]!.id;
}

describe('hundreds of parallel writes on one group', () => {
  it('lose no add and no count change, and the totals add up', { timeout: 60_000 }, async () => {
    const firstCables = cableIds(FIRST_ADDS);
    const firstIds = await Promise.all(firstCables.map((cable, index) => addOne(cable, String(index + 1))));
    expect(new Set(firstIds).size).toBe(FIRST_ADDS);

    const expectedCount = new Map(firstIds.map((id, index) => [id, String(index + 1)]));
    const changed = firstIds.slice(0, COUNT_CHANGES);
    const secondCables = cableIds(FIRST_ADDS + SECOND_ADDS).slice(FIRST_ADDS);
    const [, secondIds] = await Promise.all([
      Promise.all(
        changed.map(async (id, index) => {
          const count = String(5000 + index);
          expectedCount.set(id, count);
          dataOf(await call(test, quote, 'inventoryCountSet', { form: { group: GROUP, ids: [id], count } }));
        }),
      ),
      Promise.all(secondCables.map((cable, index) => addOne(cable, String(900 + index)))),
      // Reads racing the writes must still answer.
      Promise.all(
        Array.from({ length: 50 }, async () =>
          dataOf(await call(test, quote, 'inventorySumm', { cond: { mode: 3, unit: 0, places: 2 } })),
        ),
      ),
    ]);
    for (const [index, id] of secondIds.entries()) expectedCount.set(id, String(900 + index));

    const list = dataOf<{ infos: ItemView[]; page: { row: number } }>(
      await call(test, quote, 'inventoryList', { cond: { group: GROUP }, page: { len: 1000, num: 1 } }),
    );
    expect(list.page.row).toBe(FIRST_ADDS + SECOND_ADDS);
    expect(list.infos).toHaveLength(FIRST_ADDS + SECOND_ADDS);
    expect(new Map(list.infos.map((item) => [item.id, item.count]))).toEqual(expectedCount);

    const { places, unit } = priceViewOf(test.repos, test.repos.users.userByAccount('quote')!);
    const step = 10 ** -places;
    let itemSum = 0;
    for (const item of list.infos) {
      const price = item.price.tax!;
      const total = item.total.tax!;
      // A row's total is its price times its count, each rounded to the user's places.
      expect(Math.abs(total - price * Number(item.count))).toBeLessThanOrEqual(step * (Number(item.count) + 1));
      itemSum += total;
    }
    const summ = dataOf<{ summs: Array<{ group: number; count: number; total: PriceView }> }>(
      await call(test, quote, 'inventorySumm', { cond: { mode: 3, unit, places } }),
    );
    const groupSumm = summ.summs.find((row) => row.group === GROUP)!;
    expect(groupSumm.count).toBe(FIRST_ADDS + SECOND_ADDS);
    expect(Math.abs(groupSumm.total.tax! - itemSum)).toBeLessThanOrEqual(step * list.infos.length);
  });
});
