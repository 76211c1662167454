import { STORAGE_KEYS } from '../config/constants';
import { staticUrls } from '../config/paths';

/**
 * Startup (spec section 4) needs the API mapping and the crypto module before the app mounts. index.html asks for
 * both in an inline script, in parallel, while the app's scripts are still downloading; startApp then takes these
 * answers instead of asking again, so its order (mapping, crypto module, mount) stays and only the waiting overlaps.
 */
const EARLY_GLOBAL = '__cableEarlyFetches';

/** Id of the static shell's title in index.html, switched to English by the inline script for an English user. */
export const SHELL_TITLE_ID = 'boot-title';
const SHELL_TITLE_EN = 'Cable Quotation';

/**
 * The inline script vite injects into index.html (see vite.config.ts). Plain ES5-level code with no imports: it runs
 * before any module. A failed fetch is left for startApp to see (the catch only keeps the console free of an
 * unhandled rejection while nobody awaits it yet).
 */
export function earlyStartupScript(): string {
  return [
    'try {',
    `  var mapping = fetch(${JSON.stringify(staticUrls.apiMapping)} + '?timestamp=' + Date.now(), { cache: 'no-store' });`,
    `  var wasm = fetch(${JSON.stringify(staticUrls.wasm)}, { cache: 'no-store' });`,
    '  mapping.catch(function () {});',
    '  wasm.catch(function () {});',
    `  window.${EARLY_GLOBAL} = { mapping: mapping, wasm: wasm };`,
    '} catch (error) {}',
    'try {',
    `  var setting = JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.setting)}) || '{}');`,
    "  if (setting && setting.lang === 'en') {",
    "    document.documentElement.lang = 'en';",
    `    document.addEventListener('DOMContentLoaded', function () { var title = document.getElementById(${JSON.stringify(SHELL_TITLE_ID)}); if (title) title.textContent = ${JSON.stringify(SHELL_TITLE_EN)}; });`,
    '  }',
    '} catch (error) {}',
  ].join('\n');
}

interface EarlyFetches {
  mapping?: Promise<Response>;
  wasm?: Promise<Response>;
}

/**
 * The answer the inline script already asked for this URL, once (a second call for the same resource fetches
 * again); undefined when there is none, and startup fetches as usual.
 */
export function takeEarlyFetch(
  url: string,
  holder: Record<string, unknown> = globalThis as never,
): Promise<Response> | undefined {
  const early = holder[EARLY_GLOBAL] as EarlyFetches | undefined;
  if (!early) return undefined;
  if (url.startsWith(`${staticUrls.apiMapping}?`) && early.mapping) {
    const answer = early.mapping;
    early.mapping = undefined;
    return answer;
  }
  if (url === staticUrls.wasm && early.wasm) {
    const answer = early.wasm;
    early.wasm = undefined;
    return answer;
  }
  return undefined;
}
