import { takeFirstRead } from '../../api/first-reads';
import { preloadIntoCache } from '../../api/swr';
import { groupItemsKey } from './group-items-key';
import { fetchWholeGroup, type InventoryList } from './inventory-api';

export { groupItemsKey };

/**
 * Asks for a group's items ahead of the screen's useGroupItems, on the page's first navigation (see preloadApiQuery).
 * Kept apart from the inventory hooks so that the entry can start it without loading the write hooks.
 */
export function preloadGroupItems(group: number): Promise<unknown> {
  const key = groupItemsKey(group);
  // The entry may have started this read already (app/first-reads.ts).
  return preloadIntoCache(key, () => takeFirstRead<InventoryList>(key) ?? fetchWholeGroup(group));
}
