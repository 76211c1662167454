import type { CacheWriter } from '../../api/mutation';
import type { ResponseData } from '../../api/types';
import type { InventoryList, QuotationItem } from './inventory-api';

const LIST = '/biz/qms/inventory/list';
const SUMM = '/biz/qms/inventory/summ';
const MATERIAL = '/biz/qms/inventory/material';

type GroupTotals = NonNullable<ResponseData<'/biz/qms/inventory/count/set'>['totals']>;
/** An inventory write's answer: the items it changed (or the whole group, for a move) and the totals it left. */
type ItemsAnswer = { infos: readonly QuotationItem[]; totals?: GroupTotals };
type ItemAnswer = { info: QuotationItem; totals?: GroupTotals };

/** The numbers of a cached read's condition (its key holds the body as JSON, see useApiQuery). */
function condOf(key: readonly unknown[]): Record<'group' | 'unit' | 'places' | 'fee', number | undefined> {
  const numbers = { group: undefined, unit: undefined, places: undefined, fee: undefined };
  if (typeof key[1] !== 'string' || !key[1].startsWith('{')) return numbers;
  const body: unknown = JSON.parse(key[1]);
  if (typeof body !== 'object' || body === null || !('cond' in body)) return numbers;
  const cond = body.cond;
  if (typeof cond !== 'object' || cond === null) return numbers;
  const numberOf = (name: string) => {
    const value: unknown = Object.entries(cond).find(([field]) => field === name)?.[1];
    return typeof value === 'number' ? value : undefined;
  };
  return { group: numberOf('group'), unit: numberOf('unit'), places: numberOf('places'), fee: numberOf('fee') };
}

/** A cached list of the answer's group quoted in the answer's unit (no unit: the settings' unit, as the answer's). */
function isListOf(key: readonly unknown[], totals: GroupTotals): boolean {
  const cond = condOf(key);
  return cond.group === totals.summ.group && (cond.unit === undefined || cond.unit === totals.unit);
}

/** The totals replace the group's in every cached summ asked in their unit and places (without a sheet's freight). */
function writeTotals(cache: CacheWriter, totals: GroupTotals): Promise<void> {
  return cache.update(SUMM, (data, key) => {
    const cond = condOf(key);
    if (cond.unit !== totals.unit || cond.places !== totals.places || (cond.fee ?? 0) > 0) return undefined;
    return { ...data, summs: data.summs.map((summ) => (summ.group === totals.summ.group ? totals.summ : summ)) };
  });
}

/** Writes an inventory answer's items with `change` into the cached lists of its group, and its totals. */
async function writeGroup(
  cache: CacheWriter,
  totals: GroupTotals | undefined,
  change: (list: InventoryList) => InventoryList,
): Promise<void> {
  if (!totals) {
    // An answer without totals (an older server) cannot update the cache: the group is asked again.
    await cache.revalidate(LIST, SUMM, MATERIAL);
    return;
  }
  await Promise.all([
    cache.update(LIST, (data, key) => {
      if (isListOf(key, totals)) return change(data);
      // The group listed in another unit: its rows are asked again.
      return condOf(key).group === totals.summ.group ? undefined : data;
    }),
    writeTotals(cache, totals),
    cache.revalidate(MATERIAL),
  ]);
}

/** Items the server changed (count, memo, adjust): each replaces its row where the list shows it. */
export function writeChangedItems(cache: CacheWriter, answer: ItemsAnswer): Promise<void> {
  const changed = new Map(answer.infos.map((item) => [item.id, item]));
  return writeGroup(cache, answer.totals, (list) => ({
    ...list,
    infos: list.infos.map((item) => changed.get(item.id) ?? item),
  }));
}

/** One item the server changed (its texts, price or package fee). */
export function writeChangedItem(cache: CacheWriter, answer: ItemAnswer): Promise<void> {
  return writeChangedItems(cache, { infos: [answer.info], ...(answer.totals ? { totals: answer.totals } : {}) });
}

/** Items added to a group come last in it. */
export function writeAddedItems(cache: CacheWriter, answer: ItemsAnswer): Promise<void> {
  return writeGroup(cache, answer.totals, (list) => ({
    infos: [...list.infos, ...answer.infos],
    page: { ...list.page, row: list.page.row + answer.infos.length },
  }));
}

/** A move answers the whole group in its new order. */
export function writeGroupOrder(cache: CacheWriter, answer: ItemsAnswer): Promise<void> {
  return writeGroup(cache, answer.totals, (list) => ({ ...list, infos: [...answer.infos] }));
}

/** Deleted items leave the cached lists of their group; the delete answers no totals, so they are asked again. */
export async function writeDeletedItems(cache: CacheWriter, answer: { ids: readonly string[] }, group: number) {
  const gone = new Set(answer.ids);
  await Promise.all([
    cache.update(LIST, (data, key) =>
      condOf(key).group === group
        ? {
            infos: data.infos.filter((item) => !gone.has(item.id)),
            page: { ...data.page, row: Math.max(0, data.page.row - gone.size) },
          }
        : data,
    ),
    cache.revalidate(SUMM, MATERIAL),
  ]);
}

/** Freight and what a group includes change only its totals. */
export function refreshTotals(cache: CacheWriter): Promise<void> {
  return cache.revalidate(SUMM);
}

/** A write whose answer names no items (repricing, a restored cable): the groups are asked again. */
export function refreshInventory(cache: CacheWriter): Promise<void> {
  return cache.revalidate(LIST, SUMM, MATERIAL);
}
