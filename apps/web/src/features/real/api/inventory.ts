import useSWR from 'swr';
import { api } from '../../../api/app-client';
import { revalidatePaths, useApiQuery } from '../../../api/swr';
import type { RequestBody, ResponseData } from '../../../api/types';

export type QuotationItem = ResponseData<'/biz/qms/inventory/list'>['infos'][number];
export type InventoryAddInfo = RequestBody<'/biz/qms/inventory/add'>['form']['infos'][number];
export type GroupSumm = ResponseData<'/biz/qms/inventory/summ'>['summs'][number];
export type MaterialUsageRow = ResponseData<'/biz/qms/inventory/material'>['infos'][number];
export type Freight = ResponseData<'/biz/qms/inventory/freight/set'>['freight'];
export type InventoryAttr = ResponseData<'/biz/qms/inventory/attr/set'>['attr'];
export type SummCond = RequestBody<'/biz/qms/inventory/summ'>['cond'];

export const INVENTORY_GROUPS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** The largest page the protocol allows: a group of 1000 rows arrives in one answer. */
const INVENTORY_PAGE_LENGTH = 1000;
/** Guards against a server that keeps announcing more pages. */
const MAX_INVENTORY_PAGES = 50;

const LIST_PATH = '/biz/qms/inventory/list';
const SUMM_PATH = '/biz/qms/inventory/summ';

/** Every item of a group, in the server's order (pages fetched until the last one). */
export async function fetchGroupItems(group: number): Promise<QuotationItem[]> {
  const items: QuotationItem[] = [];
  for (let num = 1; num <= MAX_INVENTORY_PAGES; num++) {
    const { infos, page } = await api().post(LIST_PATH, { cond: { group }, page: { len: INVENTORY_PAGE_LENGTH, num } });
    items.push(...infos);
    if (num >= page.all || infos.length === 0) break;
  }
  return items;
}

/** The key starts with the list path so that revalidatePaths(LIST_PATH) refreshes it after a mutation. */
export function useGroupItems(group: number | null) {
  return useSWR(group === null ? null : [LIST_PATH, 'all', group], () => fetchGroupItems(group ?? 0), {
    revalidateOnFocus: false,
  });
}

export function useInventorySumm(cond: SummCond | null) {
  return useApiQuery(SUMM_PATH, cond === null ? null : { cond }, { revalidateOnFocus: false });
}

/** A change of items changes the list, the totals and the material usage. */
function refreshInventory(): Promise<unknown> {
  return revalidatePaths(LIST_PATH, SUMM_PATH, '/biz/qms/inventory/material');
}

async function mutating<T>(run: () => Promise<T>): Promise<T> {
  const result = await run();
  await refreshInventory();
  return result;
}

export function addToInventory(group: number, infos: InventoryAddInfo[]) {
  return mutating(() => api().post('/biz/qms/inventory/add', { form: { group, infos } }));
}

/**
 * 刷新实时价 on a group: the live prices of its cables, and the group's items take their current prices as confirmed
 * (their 价格已变动 mark clears); `accepted` counts the items whose price had changed.
 */
export function refreshGroupPrices(
  group: number,
  ids: string[],
  unit: RequestBody<'/biz/qms/cable/info/price'>['cond']['unit'],
) {
  return mutating(() => api().post('/biz/qms/cable/info/price', { cond: { ids, unit, group } }));
}

export function setItemCount(group: number, ids: string[], count: string) {
  return mutating(() => api().post('/biz/qms/inventory/count/set', { form: { group, ids, count } }));
}

export function deleteItems(group: number, ids: string[]) {
  return mutating(() => api().post('/biz/qms/inventory/delete', { form: { group, ids } }));
}

/** Moves an item to a 0-based position of its group. */
export function moveItem(group: number, id: string, sort: number) {
  return mutating(() => api().post('/biz/qms/inventory/sort/set', { form: { group, id, sort } }));
}

export function adjustItems(group: number, ids: string[], change: string, materials: { cu?: number; ai?: number }) {
  const form: RequestBody<'/biz/qms/inventory/change/set'>['form'] = { group, ids, change };
  if (materials.cu !== undefined) form.cu = materials.cu;
  if (materials.ai !== undefined) form.ai = materials.ai;
  return mutating(() => api().post('/biz/qms/inventory/change/set', { form }));
}

export function setItemsMemo(group: number, ids: string[], memo: string) {
  return mutating(() => api().post('/biz/qms/inventory/memo/set', { form: { group, ids, memo } }));
}

export function setItemTexts(form: RequestBody<'/biz/qms/inventory/info/set'>['form']) {
  return mutating(() => api().post('/biz/qms/inventory/info/set', { form }));
}

export function setFreight(group: number, freight: Freight) {
  return mutating(() => api().post('/biz/qms/inventory/freight/set', { form: { ...freight, group } }));
}

export function setAttr(group: number, attr: InventoryAttr) {
  return mutating(() => api().post('/biz/qms/inventory/attr/set', { form: { ...attr, group } }));
}

/**
 * 定价: a price typed in one mode (type) per the user's unit, or a markup in percent on the cost (type 1, price.base
 * the cost; left out, the computed cost). The server derives the other modes.
 */
export function setItemPrice(form: RequestBody<'/biz/qms/inventory/price/set'>['form']) {
  return mutating(() => api().post('/biz/qms/inventory/price/set', { form }));
}

export function setPackageFee(id: string, fee: number, flag: boolean) {
  return mutating(() => api().post('/biz/qms/inventory/pkgfee/set', { form: { id, fee, flag } }));
}

export function restoreCable(origin: string, id: string) {
  return mutating(() => api().post('/biz/qms/approve/cable/restore', { form: { origin, id } }));
}

export function useMaterialUsage(group: number, ids: string[] | null) {
  return useApiQuery(
    '/biz/qms/inventory/material',
    ids === null || ids.length === 0 ? null : { form: { group, ids } },
    { revalidateOnFocus: false },
  );
}
