import { preloadGroupItems } from '../../../entities/inventory/group-items-query';
import { preloadQuotePreferences } from '../../../hooks/use-quote-preferences';
import { prepareMoneyFormat } from '../../../lib/format';

/**
 * The quotation list's reads, started while its screen's code is still loading: the preferences (which group the
 * screen opens on), then that group's items, so the list's one request is under way before the first render. Part of
 * the entry (routes.ts imports it statically), so the reads leave as the router starts instead of after a chunk.
 */
export async function prefetchQuotationList(): Promise<void> {
  let items: Promise<unknown> = Promise.resolve();
  // The list's read starts before the screen learns the group from the preferences: it finds the read under way.
  await preloadQuotePreferences((preferences) => {
    items = preloadGroupItems(preferences.group);
    // While the page waits for the list, the rows' price format is made in an idle moment, not in their first render
    // (after the request has left: made at once, it would hold the request back). On a busy page there is no idle
    // moment before the list comes, so it is made within 50 ms at the latest.
    whenIdle(() => prepareMoneyFormat(preferences.places));
  });
  await items;
}

function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 50 });
  else setTimeout(work, 0);
}
