import { preloadGroupItems } from '../../../entities/inventory/group-items-query';
import { preloadQuotePreferences } from '../../../hooks/use-quote-preferences';
import { prepareMoneyFormatWhenIdle } from '../../../lib/format';

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
    // While the page waits for the list, the rows' price format is made in an idle moment, not in their first render.
    prepareMoneyFormatWhenIdle(preferences.places);
  });
  await items;
}
