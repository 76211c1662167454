import useSWR from 'swr';
import { useMutation } from '../../api/mutation';
import { useApiQuery } from '../../api/swr';
import type { PriceMode, UnitMode } from '../../hooks/use-quote-preferences';
import { groupItemsKey } from './group-items-query';
import {
  addToInventory,
  adjustItems,
  deleteItems,
  fetchWholeGroup,
  INVENTORY_PAGE_LENGTH,
  moveItem,
  refreshGroupPrices,
  restoreCable,
  type SummCond,
  setAttr,
  setFreight,
  setItemCount,
  setItemPrice,
  setItemsMemo,
  setItemTexts,
  setPackageFee,
} from './inventory-api';
import {
  refreshInventory,
  refreshTotals,
  writeAddedItems,
  writeChangedItem,
  writeChangedItems,
  writeDeletedItems,
  writeGroupOrder,
} from './inventory-cache';

const LIST_PATH = '/biz/qms/inventory/list';

/** Every item of a group in the quotation settings' unit (its key: groupItemsKey). */
export function useGroupItems(group: number | null) {
  return useSWR(group === null ? null : groupItemsKey(group), () => fetchWholeGroup(group ?? 0), {
    revalidateOnFocus: false,
  });
}

/** The items of a group priced in a unit of the screen's (a group fits in one page of 1000). */
export function useGroupItemsIn(group: number, unit?: UnitMode) {
  return useApiQuery(LIST_PATH, {
    cond: unit === undefined ? { group } : { group, unit },
    page: { len: INVENTORY_PAGE_LENGTH, num: 1 },
  });
}

export function useInventorySumm(cond: SummCond | null) {
  return useApiQuery('/biz/qms/inventory/summ', cond === null ? null : { cond }, { revalidateOnFocus: false });
}

/** The groups' totals as a quotation sheet prints them: its mode, unit, places and typed freight (0: the group's). */
export function useSheetSumms(mode: PriceMode, unit: UnitMode, places: number, fee = 0) {
  return useApiQuery('/biz/qms/inventory/summ', { cond: { mode, unit, places, ...(fee > 0 ? { fee } : {}) } });
}

export function useMaterialUsage(group: number, ids: string[] | null) {
  return useApiQuery(
    '/biz/qms/inventory/material',
    ids === null || ids.length === 0 ? null : { form: { group, ids } },
    { revalidateOnFocus: false },
  );
}

// Writes: each sends one request and puts the answer's rows and totals into the cache.
export const useAddItems = () => useMutation(addToInventory, writeAddedItems);
export const useSetItemCount = () => useMutation(setItemCount, writeChangedItems);
export const useSetItemsMemo = () => useMutation(setItemsMemo, writeChangedItems);
export const useAdjustItems = () => useMutation(adjustItems, writeChangedItems);
export const useSetItemTexts = () => useMutation(setItemTexts, writeChangedItem);
export const useSetItemPrice = () => useMutation(setItemPrice, writeChangedItem);
export const useSetPackageFee = () => useMutation(setPackageFee, writeChangedItem);
export const useMoveItem = () => useMutation(moveItem, writeGroupOrder);
export const useDeleteItems = () =>
  useMutation(deleteItems, (cache, answer, group: number) => writeDeletedItems(cache, answer, group));
export const useSetFreight = () => useMutation(setFreight, refreshTotals);
export const useSetAttr = () => useMutation(setAttr, refreshTotals);
export const useRefreshGroupPrices = () => useMutation(refreshGroupPrices, refreshInventory);
export const useRestoreCable = () => useMutation(restoreCable, refreshInventory);
