import { preloadGroupItems } from '../../../entities/inventory/inventory-hooks';
import { preloadQuotePreferences } from '../../../hooks/use-quote-preferences';

/**
 * The quotation list's reads, started while its screen's code is still loading: the preferences (which group the
 * screen opens on), then that group's items, so the list's one request is under way before the first render.
 */
export async function prefetchQuotationList(): Promise<void> {
  const preferences = await preloadQuotePreferences();
  await preloadGroupItems(preferences.group);
}
