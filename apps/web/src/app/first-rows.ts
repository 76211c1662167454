import type { InventoryList } from '../entities/inventory/inventory-api';
import { paintFirstRows } from '../features/real/first-rows/paint-first-rows';
import { realText } from '../features/real/i18n/real-text';
import { loadLanguage } from '../i18n/language-tables';
import { APP_CSS_VAR_KEY, FIRST_ROWS_VARIABLES_CLASS, FIRST_STYLES_LINK_ID } from '../lib/antd-theme';
import { prepareMoneyFormatWhenIdle } from '../lib/format';
import type { QuotePreferences } from '../lib/quote-preferences';
import type { Lang } from '../lib/storage';

/**
 * antd's style hash once index.html's stylesheet of antd's first-screen styles applies (it loads without blocking the
 * shell: app/first-styles.ts); undefined where there is none (the dev server, tests) or it failed to load.
 */
export function firstStylesApplied(doc: Document = document): Promise<string | undefined> {
  const link = doc.getElementById(FIRST_STYLES_LINK_ID);
  const hash = link instanceof HTMLLinkElement ? link.dataset.antdHash : undefined;
  if (!(link instanceof HTMLLinkElement) || !hash) return Promise.resolve(undefined);
  const applied = () => link.rel === 'stylesheet' && link.sheet !== null;
  if (applied()) return Promise.resolve(hash);
  return new Promise((resolve) => {
    // The preload's load turns it into a stylesheet (its onload attribute), whose own load applies it.
    const onLoad = () => {
      if (!applied()) return;
      link.removeEventListener('load', onLoad);
      resolve(hash);
    };
    link.addEventListener('load', onLoad);
    link.addEventListener('error', () => resolve(undefined), { once: true });
  });
}

/**
 * While the list is on its way (the server prices and encrypts 1,000 items), its rows' money format is made: the
 * page's first number format costs the engine 10-20 ms, which the first rows' painting took before.
 */
export function prepareFirstRows(preferences: QuotePreferences): void {
  prepareMoneyFormatWhenIdle(preferences.places);
}

/**
 * Paints the quotation list's first rows (features/real/first-rows) once the list, antd's first-screen styles and the
 * texts of `lang` are there; settles when they are painted or will not be. This module is a small chunk of its own
 * with the painter, asked for as the first reads leave (first-reads.ts), so it is there before the list.
 */
export async function paintFirstRowsOf(
  list: Promise<InventoryList>,
  preferences: QuotePreferences,
  lang: Lang,
): Promise<void> {
  const [answer, hash] = await Promise.all([list, firstStylesApplied(), loadLanguage(lang)]);
  if (!hash) return;
  paintFirstRows({
    items: answer.infos,
    mode: preferences.mode,
    unit: preferences.unit,
    places: preferences.places,
    t: realText(lang),
    classes: { hash, cssVar: APP_CSS_VAR_KEY, variables: FIRST_ROWS_VARIABLES_CLASS },
  });
}
