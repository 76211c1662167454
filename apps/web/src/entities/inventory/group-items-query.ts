import { preloadIntoCache } from '../../api/swr';
import { fetchWholeGroup } from './inventory-api';

const LIST_PATH = '/biz/qms/inventory/list';

/**
 * The cache key of a group's whole list: the list path and its condition as JSON (as useApiQuery keys), so that
 * writes find it and put their answers into it.
 */
export const groupItemsKey = (group: number) => [LIST_PATH, JSON.stringify({ cond: { group } }), 'all-pages'] as const;

/**
 * Asks for a group's items ahead of the screen's useGroupItems, on the page's first navigation (see preloadApiQuery).
 * Kept apart from the inventory hooks so that the entry can start it without loading the write hooks.
 */
export function preloadGroupItems(group: number): Promise<unknown> {
  return preloadIntoCache(groupItemsKey(group), () => fetchWholeGroup(group));
}
