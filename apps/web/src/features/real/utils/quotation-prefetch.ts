import { preloadGroupItems } from '../../../entities/inventory/group-items-query';
import { preloadQuotePreferences } from '../../../hooks/use-quote-preferences';

/**
 * The quotation list's reads, started while its screen's code is still loading: the preferences (which group the
 * screen opens on), then that group's items, so the list's one request is under way before the first render. Part of
 * the entry (routes.ts imports it statically), so the reads leave as the router starts instead of after a chunk.
 */
export async function prefetchQuotationList(): Promise<void> {
  const preferences = await preloadQuotePreferences();
  await preloadGroupItems(preferences.group);
}
