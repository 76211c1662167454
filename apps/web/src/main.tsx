import { configureApi } from './api/app-client';
import { takeEarlyFetch } from './app/early-startup';
import { loadEnglishTexts } from './app/english-loader';
import { startFirstReads } from './app/first-reads';
import { startApp } from './app/startup';
import { releaseFirstRows } from './features/real/first-rows/first-rows-handover';
import { isLanguageLoaded, loadLanguage, provideEnglish } from './i18n/language-tables';
import { instantiateDigest } from './lib/crypto/wasm-digest';
import { ensureLocalSetting } from './lib/storage';

// The entry is startup alone, free of React and antd: it runs as soon as its own small chunk has arrived, and the
// first route's reads leave before the app's code has loaded; the app mounts from its own chunk (app/mount-app.tsx).
const { lang } = ensureLocalSetting();
provideEnglish(loadEnglishTexts);
// The saved language's tables (English is loaded on demand) arrive while the startup fetches the mapping and main.wasm;
// the app mounts once they are there, so its first texts are in that language. Should English fail to load, the app
// mounts all the same, its texts falling back to Chinese.
const languageReady = loadLanguage(lang).catch((error: unknown) => console.error(error));
/** The longest the app waits for the quotation list's first rows before it mounts (a slow list's answer). */
const FIRST_ROWS_WAIT_MS = 1000;

void startApp({
  // index.html already asked for the mapping and main.wasm (app/early-startup.ts); other fetches go out now.
  fetch: (url) => takeEarlyFetch(url) ?? fetch(url, { cache: 'no-store' }),
  host: window.location.host,
  now: Date.now,
  instantiate: instantiateDigest,
  logError: (...values) => console.error(...values),
  alert: (text) => window.alert(text),
  close: () => {
    // A failed startup mounts nothing: the static shell of index.html goes too.
    document.getElementById('root')?.replaceChildren();
    window.close();
  },
  mount: ({ apiBase, digest }) => {
    configureApi({ baseUrl: apiBase, digest: (bytes) => digest.sha256Hex(bytes) });
    const firstRows = startFirstReads(window.location.pathname, undefined, lang);
    const container = document.getElementById('root');
    if (!container) throw new Error('index.html has no #root element');
    const render = () =>
      void import('./app/mount-app').then(
        (module) => module.mountApp(container, digest),
        (error: unknown) => {
          console.error('the app failed to load', error);
          releaseFirstRows();
        },
      );
    const mount = () => {
      if (isLanguageLoaded(lang)) render();
      else void languageReady.then(render);
    };
    // On /real/quotation the list's first rows are painted before the app's code runs: its evaluation and first render
    // (100-200 ms of the main thread) held back the list's request and its answer. The app mounts once they are painted
    // (or will not be), and FIRST_ROWS_WAIT_MS after the reads left at the latest; elsewhere at once.
    void Promise.race([firstRows, new Promise((resolve) => setTimeout(resolve, FIRST_ROWS_WAIT_MS))]).then(mount);
  },
});
