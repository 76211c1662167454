import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { deferralOf, deferredPartCode } from './src/app/bundle-deferrals';
import { BUNDLE_TRIMS, trimOf, trimStubCode } from './src/app/bundle-trims';
import { earlyStartupScript } from './src/app/early-startup';
import { firstRowsStylesheet, firstScreenStylesheet } from './src/app/first-styles';
import {
  appChunksOf,
  type BundleChunk,
  cssOfChunks,
  routeChunksOf,
  routeModulesOf,
  routePreloadScript,
} from './src/app/route-preload';
import { DEFERRED_ROUTE_PRELOAD_PATHS } from './src/app/route-preload-release';
import { paths } from './src/config/paths';
import { FIRST_STYLES_LINK_ID } from './src/lib/antd-theme';

const MOCK_BACKEND = process.env.MOCK_BACKEND_URL ?? 'http://localhost:8080';
/** antd's form context module; it takes only FormProvider from @rc-component/form (see formProviderOnly). */
const ANTD_FORM_CONTEXT = /[\\/]node_modules[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;
/**
 * antd's core that every page renders (configuration, theme and styles, the header's menu, buttons and tooltips, the
 * app's dialogs and messages, skeletons and spinners) and the libraries behind it: one chunk that index.html loads.
 * Left to automatic splitting it came in some 30 small chunks that every route's chunks imported from one by one; as
 * one chunk a route adds about 17 KB gzip less. The group takes its modules' imports along; formProviderOnly keeps
 * @rc-component/form's engine out of it.
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
    transformIndexHtml: () => [{ tag: 'script', children: earlyStartupScript(), injectTo: 'head-prepend' }],
  };
}

/**
 * antd's form context (imported by every dialog and dropdown through ContextIsolator, so part of the entry) takes only
 * FormProvider from @rc-component/form; its index also attaches Field, List, useForm... to its default export, and
 * that assignment kept the whole form engine and its validator (about 14 KB gzip) in the entry. FormProvider comes
 * from its own module instead, the same module the index re-exports it from, so the context is one and the same; the
 * engine loads with antd's Form, on the first page that shows a form.
 */
function formProviderOnly(): Plugin {
  return {
    name: 'cable-form-provider-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer || !ANTD_FORM_CONTEXT.test(importer)) return undefined;
      return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
    },
  };
}

/** antd's Input (the plain one, without its TextArea, Password and Search statics: see inputWithoutTextArea). */
const ANTD_INPUT = /[\\/]node_modules[\\/]antd[\\/]es[\\/]input[\\/]Input\.js$/;

/**
 * antd's plain Input takes only the default export (the input) of @rc-component/input, whose index also imports its
 * TextArea (with the auto-size measuring behind it, about 1.7 KB gzip); the package declares no sideEffects, so the
 * build kept that TextArea wherever an Input showed. The input comes from its own module instead, the same module the
 * index re-exports it from; antd's TextArea still imports it from the index, on the screens that show one.
 */
function inputWithoutTextArea(): Plugin {
  return {
    name: 'cable-input-without-textarea',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@rc-component/input' || !importer || !ANTD_INPUT.test(importer)) return undefined;
      return this.resolve('@rc-component/input/es/Input.js', importer, { skipSelf: true });
    },
  };
}

const TRIM_PREFIX = '\0cable-trim:';

/**
 * antd parts the app does not use resolve to a stub that throws, or to a stand-in doing what the part does without the
 * feature (src/app/bundle-trims.ts), keeping their code out.
 */
function bundleTrims(): Plugin {
  return {
    name: 'cable-bundle-trims',
    enforce: 'pre',
    resolveId: (source, importer) => {
      const trim = trimOf(source, importer);
      if (!trim) return undefined;
      return trim.standIn
        ? fileURLToPath(new URL(`./src/app/${trim.standIn}`, import.meta.url))
        : `${TRIM_PREFIX}${trim.name}`;
    },
    load: (id) => {
      if (!id.startsWith(TRIM_PREFIX)) return undefined;
      const trim = BUNDLE_TRIMS.find((each) => each.name === id.slice(TRIM_PREFIX.length));
      return trim ? trimStubCode(trim) : undefined;
    },
  };
}

const DEFER_PREFIX = '\0cable-deferred:';

/** antd parts shown only on an action load on it (src/app/bundle-deferrals.ts); the build only. */
function bundleDeferrals(): Plugin {
  return {
    name: 'cable-bundle-deferrals',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!deferralOf(source, importer)) return undefined;
      const part = await this.resolve(source, importer, { skipSelf: true });
      return part ? `${DEFER_PREFIX}${part.id}` : undefined;
    },
    load: (id) => (id.startsWith(DEFER_PREFIX) ? deferredPartCode(id.slice(DEFER_PREFIX.length)) : undefined),
  };
}

/**
 * antd's styles of the first screens, made at build time (src/app/first-styles.ts) as a CSS file that index.html links
 * without waiting for it (the static shell paints at once); the build only.
 */
function firstStyles(): Plugin {
  let css = '';
  let hash = '';
  let fileName = '';
  return {
    name: 'cable-first-styles',
    apply: 'build',
    buildStart: async () => {
      const screens = await firstScreenStylesheet();
      // The first rows' variables go before the cache-path map, which stays the file's last rule.
      const map = screens.lastIndexOf('.data-ant-cssinjs-cache-path');
      css = `${screens.slice(0, map)}${await firstRowsStylesheet()}${screens.slice(map)}`;
      hash = /:where\(\.(css-[a-z0-9]+)\)/.exec(css)?.[1] ?? '';
      fileName = `assets/antd-first-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transformIndexHtml: () => [
      {
        tag: 'link',
        // Asked for at a stylesheet's priority and applied once loaded (a non-matching media would put it last).
        attrs: {
          rel: 'preload',
          as: 'style',
          href: `/${fileName}`,
          onload: "this.onload=null;this.rel='stylesheet'",
          // The quotation list's first rows, painted before antd loads, wait for the file and carry antd's style hash.
          id: FIRST_STYLES_LINK_ID,
          'data-antd-hash': hash,
        },
        // Before the app's own CSS, as antd's styles made at run time are: the app's rules win over antd's.
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * index.html preloads the app's code, which the entry (startup alone) imports once startup has run, and the code of the
 * route the page opens on (src/app/route-preload.ts); the build only.
 */
function routePreload(): Plugin {
  return {
    name: 'cable-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        if (!context.bundle) return [];
        const bundle = Object.values(context.bundle) as BundleChunk[];
        const app = appChunksOf(bundle);
        const routes = routeModulesOf(readFileSync(new URL('./src/app/routes.ts', import.meta.url), 'utf8'), paths);
        const chunks = routeChunksOf(bundle, routes, app);
        return [
          // The app's styles (its layout's and the global ones) as the entry's are: linked, before the first paint.
          ...cssOfChunks(bundle, app).map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          {
            tag: 'script',
            children: routePreloadScript(chunks, '/', app, DEFERRED_ROUTE_PRELOAD_PATHS),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    formProviderOnly(),
    inputWithoutTextArea(),
    bundleTrims(),
    bundleDeferrals(),
    firstStyles(),
    earlyStartup(),
    routePreload(),
  ],
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
