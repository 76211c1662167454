import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi } from './api/app-client';
import { createCryptoServices } from './app/crypto-context';
import { takeEarlyFetch } from './app/early-startup';
import { AppProviders } from './app/providers';
import { AppRoutes, prefetchFirstRoute } from './app/router';
import { startApp } from './app/startup';
import { instantiateDigest } from './lib/crypto/wasm-digest';
import { ensureLocalSetting } from './lib/storage';
import './styles/global.css';

ensureLocalSetting();

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
    prefetchFirstRoute(window.location.pathname);
    const container = document.getElementById('root');
    if (!container) throw new Error('index.html has no #root element');
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <AppProviders crypto={createCryptoServices(digest)}>
            <AppRoutes />
          </AppProviders>
        </BrowserRouter>
      </StrictMode>,
    );
  },
});
