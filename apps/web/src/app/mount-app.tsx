import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { WasmDigest } from '../lib/crypto/wasm-digest';
import { createCryptoServices } from './crypto-context';
import { AppProviders } from './providers';
import { releaseRoutePreload } from './route-preload-release';
import { AppRoutes, prefetchFirstRoute } from './router';
// Last, as it was in the entry: the global rules come after the layout's in the one stylesheet index.html links.
import '../styles/global.css';

/**
 * Step 4 of startup (spec section 4): mounts the app, providing the crypto services. A chunk of its own that the entry
 * imports once startup has run; index.html preloads it and everything it imports (vite.config.ts), so React, antd and
 * the app's code download and compile while the entry runs startup and sends the first route's reads.
 */
export function mountApp(container: HTMLElement, digest: WasmDigest): void {
  // The route's code, if index.html still holds it back for the first reads (route-preload-release.ts).
  releaseRoutePreload();
  prefetchFirstRoute(window.location.pathname);
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders crypto={createCryptoServices(digest)}>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
