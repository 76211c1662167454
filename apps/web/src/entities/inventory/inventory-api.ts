import { api } from '../../api/app-client';
import type { RequestBody, ResponseData } from '../../api/types';

/** A row of a quotation group (the inventory list's item): the one declaration every screen uses. */
export type QuotationItem = ResponseData<'/biz/qms/inventory/list'>['infos'][number];
export type InventoryList = ResponseData<'/biz/qms/inventory/list'>;
export type InventoryAddInfo = RequestBody<'/biz/qms/inventory/add'>['form']['infos'][number];
export type GroupSumm = ResponseData<'/biz/qms/inventory/summ'>['summs'][number];
export type MaterialUsageRow = ResponseData<'/biz/qms/inventory/material'>['infos'][number];
export type Freight = ResponseData<'/biz/qms/inventory/freight/set'>['freight'];
export type InventoryAttr = ResponseData<'/biz/qms/inventory/attr/set'>['attr'];
export type SummCond = RequestBody<'/biz/qms/inventory/summ'>['cond'];

export const INVENTORY_GROUPS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** The largest page the protocol allows: a group of 1000 rows arrives in one answer. */
export const INVENTORY_PAGE_LENGTH = 1000;
/** Guards against a server that keeps announcing more pages. */
const MAX_INVENTORY_PAGES = 50;

/** Every item of a group in the server's order (pages fetched until the last one), with the last page's numbers. */
export async function fetchWholeGroup(group: number): Promise<InventoryList> {
  const infos: QuotationItem[] = [];
  for (let num = 1; ; num++) {
    const answer = await api().post('/biz/qms/inventory/list', {
      cond: { group },
      page: { len: INVENTORY_PAGE_LENGTH, num },
    });
    infos.push(...answer.infos);
    if (num >= answer.page.all || answer.infos.length === 0 || num >= MAX_INVENTORY_PAGES) {
      return { infos, page: answer.page };
    }
  }
}

/** Every item of a group, in the server's order. */
export async function fetchGroupItems(group: number): Promise<QuotationItem[]> {
  return (await fetchWholeGroup(group)).infos;
}

export function addToInventory(group: number, infos: InventoryAddInfo[]) {
  return api().post('/biz/qms/inventory/add', { form: { group, infos } });
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
  return api().post('/biz/qms/cable/info/price', { cond: { ids, unit, group } });
}

export function setItemCount(group: number, ids: string[], count: string) {
  return api().post('/biz/qms/inventory/count/set', { form: { group, ids, count } });
}

export function deleteItems(group: number, ids: string[]) {
  return api().post('/biz/qms/inventory/delete', { form: { group, ids } });
}

/** Moves an item to a 0-based position of its group. */
export function moveItem(group: number, id: string, sort: number) {
  return api().post('/biz/qms/inventory/sort/set', { form: { group, id, sort } });
}

export function adjustItems(group: number, ids: string[], change: string, materials: { cu?: number; ai?: number }) {
  const form: RequestBody<'/biz/qms/inventory/change/set'>['form'] = { group, ids, change };
  if (materials.cu !== undefined) form.cu = materials.cu;
  if (materials.ai !== undefined) form.ai = materials.ai;
  return api().post('/biz/qms/inventory/change/set', { form });
}

export function setItemsMemo(group: number, ids: string[], memo: string) {
  return api().post('/biz/qms/inventory/memo/set', { form: { group, ids, memo } });
}

export function setItemTexts(form: RequestBody<'/biz/qms/inventory/info/set'>['form']) {
  return api().post('/biz/qms/inventory/info/set', { form });
}

export function setFreight(group: number, freight: Freight) {
  return api().post('/biz/qms/inventory/freight/set', { form: { ...freight, group } });
}

export function setAttr(group: number, attr: InventoryAttr) {
  return api().post('/biz/qms/inventory/attr/set', { form: { ...attr, group } });
}

/**
 * 定价: a price typed in one mode (type) per the user's unit, or a markup in percent on the cost (type 1, price.base
 * the cost; left out, the computed cost). The server derives the other modes.
 */
export function setItemPrice(form: RequestBody<'/biz/qms/inventory/price/set'>['form']) {
  return api().post('/biz/qms/inventory/price/set', { form });
}

export function setPackageFee(id: string, fee: number, flag: boolean) {
  return api().post('/biz/qms/inventory/pkgfee/set', { form: { id, fee, flag } });
}

export function restoreCable(origin: string, id: string) {
  return api().post('/biz/qms/approve/cable/restore', { form: { origin, id } });
}
