import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BUNDLE_TRIMS, trimOf, trimStubCode } from './src/app/bundle-trims';
import { earlyStartupScript } from './src/app/early-startup';
import { type BundleChunk, routeChunksOf, routeModulesOf, routePreloadScript } from './src/app/route-preload';
import { paths } from './src/config/paths';

const MOCK_BACKEND = process.env.MOCK_BACKEND_URL ?? 'http://localhost:8080';
const RC_FORM_INDEX = /[\\/]node_modules[\\/]@rc-component[\\/]form[\\/]es[\\/]index\.js$/;
/**
 * antd's core that every page renders (configuration, theme and styles, the header's menu, buttons and tooltips, the
 * app's dialogs and messages, skeletons and spinners) and the libraries behind it: one chunk that index.html loads.
 * Left to automatic splitting it came in some 30 small chunks that every route's chunks imported from one by one; as
 * one chunk a route adds about 17 KB gzip less. The group takes its modules' imports along, so @rc-component/form's
 * engine (about 13 KB gzip, used by every page with a form) now rides in it: the entry grew 2.4 KB gzip in all.
 */
const ANTD_CORE = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](`,
    String.raw`antd[\\/]es[\\/](_util|app|button|config-provider|empty|layout|locale|menu|message|modal|notification|skeleton|spin|style|theme|tooltip|version)[\\/]`,
    String.raw`|@rc-component[\\/](dialog|menu|motion|notification|overflow|portal|resize-observer|tooltip|trigger|util)[\\/]`,
    String.raw`|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color|icons[\\/]es[\\/](components|utils))[\\/]`,
    String.raw`|(stylis|@emotion[\\/][^\\/]+|clsx|@babel[\\/]runtime)[\\/])`,
  ].join(''),
);
const PROXIED = ['/biz', '/pub', '/dev', '/assets/api-mapping.json', '/files', '/__control', '/docs'];

/** index.html asks for the API mapping and main.wasm before the app's scripts load (src/app/early-startup.ts). */
function earlyStartup(): Plugin {
  return {
    name: 'cable-early-startup',
    transformIndexHtml: () => [{ tag: 'script', children: earlyStartupScript(), injectTo: 'head' }],
  };
}

const TRIM_PREFIX = '\0cable-trim:';

/** antd parts the app does not use resolve to a stub that throws (src/app/bundle-trims.ts), keeping their code out. */
function bundleTrims(): Plugin {
  return {
    name: 'cable-bundle-trims',
    enforce: 'pre',
    resolveId: (source, importer) => {
      const trim = trimOf(source, importer);
      return trim ? `${TRIM_PREFIX}${trim.name}` : undefined;
    },
    load: (id) => {
      if (!id.startsWith(TRIM_PREFIX)) return undefined;
      const trim = BUNDLE_TRIMS.find((each) => each.name === id.slice(TRIM_PREFIX.length));
      return trim ? trimStubCode(trim) : undefined;
    },
  };
}

/** index.html preloads the code of the route the page opens on (src/app/route-preload.ts); the build only. */
function routePreload(): Plugin {
  return {
    name: 'cable-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        if (!context.bundle) return [];
        const routes = routeModulesOf(readFileSync(new URL('./src/app/routes.ts', import.meta.url), 'utf8'), paths);
        const chunks = routeChunksOf(Object.values(context.bundle) as BundleChunk[], routes);
        return [{ tag: 'script', children: routePreloadScript(chunks), injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), bundleTrims(), earlyStartup(), routePreload()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: MOCK_BACKEND, changeOrigin: true }])),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: MOCK_BACKEND, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    // The manifest lets a check prove that the first route's chunk pulls in no other route's code.
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // @rc-component/form's index attaches Field, List, useForm... to its default export, which the bundler
        // must keep as a side effect; every antd component that reads the form context imports that index only
        // for FormProvider, so without this the whole form engine and its validator load on every page.
        moduleSideEffects: (id) => (RC_FORM_INDEX.test(id) ? false : undefined),
      },
      output: {
        // Libraries every page needs get long-lived chunks of their own: a release that changes only app code
        // leaves them cached. antd's other components are left to automatic splitting so a page loads only those
        // it uses.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 1 },
            { name: 'antd-core', test: ANTD_CORE },
          ],
        },
      },
    },
  },
});
