import { preloadApiQuery, timestamped, useApiQuery } from '../api/swr';
import {
  CONF_LIST,
  DEFAULT_QUOTE_PREFERENCES,
  type PriceMode,
  QUOTE_CONF_KEYS,
  type QuotePreferences,
  quotePreferencesOf,
  type UnitMode,
} from '../lib/quote-preferences';

export type { PriceMode, QuotePreferences, UnitMode };
export { DEFAULT_QUOTE_PREFERENCES, QUOTE_CONF_KEYS, quotePreferencesOf };

/**
 * The signed-in user's quotation preferences (price mode, unit, places, default group) from conf/list. `isLoading`:
 * not known yet, neither answered nor refused (a refusal leaves the defaults).
 */
export function useQuotePreferences(): { preferences: QuotePreferences; isLoading: boolean } {
  const { data, error } = useApiQuery(CONF_LIST, timestamped, { revalidateOnFocus: false });
  return { preferences: quotePreferencesOf(data?.confs), isLoading: data === undefined && error === undefined };
}

/**
 * Asks for conf/list ahead of the screen's useQuotePreferences (see preloadApiQuery) and answers the preferences;
 * `whenKnown` gets them before any screen does (see preloadApiQuery's beforeShown).
 */
export async function preloadQuotePreferences(
  whenKnown?: (preferences: QuotePreferences) => void,
): Promise<QuotePreferences> {
  const answer = await preloadApiQuery(CONF_LIST, timestamped, (confs) => whenKnown?.(quotePreferencesOf(confs.confs)));
  return quotePreferencesOf(answer.confs);
}
