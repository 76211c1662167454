/**
 * Build-time helper of vite.config.ts: index.html asks for the code of the route the page opens on while the entry
 * and startup (mapping, crypto module, mount: spec section 4, order unchanged) are still loading. Without it the
 * route's ~60 chunks were only asked for once the router started, after startup, and on a cold load they took
 * ~450 ms to arrive over the origin's 6 connections. Preloading fetches and compiles modules; it runs none.
 */

import { ROUTE_PRELOAD_GLOBAL } from './route-preload-release';

/** What the helper needs of a bundle's chunk (a subset of rollup's OutputChunk). */
export interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  /** The CSS files vite made of the chunk's modules' styles. */
  viteMetadata?: { importedCss?: ReadonlySet<string> };
}

/** Route path -> the module file its `load` imports, as routes.ts declares them (`path: paths.x` then `load`). */
export function routeModulesOf(routesSource: string, paths: Record<string, string>): Map<string, string> {
  const modules = new Map<string, string>();
  const pattern = /path:\s*paths\.(\w+),\s*load:\s*\(\)\s*=>\s*import\('\.\.\/([^']+)'\)/g;
  for (const match of routesSource.matchAll(pattern)) {
    const path = paths[match[1]!];
    if (path !== undefined) modules.set(path, `src/${match[2]}.tsx`);
  }
  return modules;
}

function staticGraph(chunks: ReadonlyMap<string, BundleChunk>, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const imported of chunks.get(start)?.imports ?? []) staticGraph(chunks, imported, into);
  return into;
}

function chunksOf(bundle: readonly BundleChunk[]): Map<string, BundleChunk> {
  return new Map(bundle.filter((chunk) => chunk.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
}

function entryGraph(chunks: ReadonlyMap<string, BundleChunk>): Set<string> {
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  return entry ? staticGraph(chunks, entry.fileName) : new Set<string>();
}

function chunkOfModule(chunks: ReadonlyMap<string, BundleChunk>, module: string): BundleChunk | undefined {
  return [...chunks.values()].find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
}

/** The module the entry imports to mount the app once startup has run (src/main.tsx). */
export const APP_MODULE = 'src/app/mount-app.tsx';

/**
 * The chunk files of the app's mount (APP_MODULE) and everything it imports statically, beyond the entry's, in load
 * order: the entry is startup alone and imports them only once startup has run, so index.html preloads them on every
 * path (React, antd's core, the router and the app's shell download and compile while startup runs).
 */
export function appChunksOf(bundle: readonly BundleChunk[], appModule = APP_MODULE): string[] {
  const chunks = chunksOf(bundle);
  const app = chunkOfModule(chunks, appModule);
  if (!app) return [];
  const loaded = entryGraph(chunks);
  return [...staticGraph(chunks, app.fileName)].filter((file) => !loaded.has(file));
}

/** The CSS files of the given chunks (vite links the entry's in index.html; these load with their chunk otherwise). */
export function cssOfChunks(bundle: readonly BundleChunk[], files: readonly string[]): string[] {
  const chunks = chunksOf(bundle);
  return [...new Set(files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]))];
}

/**
 * Route path -> the chunk files its page needs beyond the entry's and those in `alsoLoaded` (appChunksOf), each list in
 * load order (the page first).
 */
export function routeChunksOf(
  bundle: readonly BundleChunk[],
  routeModules: ReadonlyMap<string, string>,
  alsoLoaded: readonly string[] = [],
): Map<string, string[]> {
  const chunks = chunksOf(bundle);
  const loaded = new Set([...entryGraph(chunks), ...alsoLoaded]);
  const result = new Map<string, string[]>();
  for (const [path, module] of routeModules) {
    const page = chunkOfModule(chunks, module);
    if (!page) continue;
    result.set(
      path,
      [...staticGraph(chunks, page.fileName)].filter((file) => !loaded.has(file)),
    );
  }
  return result;
}

/**
 * The inline script: the file names once, and per path the indexes of its files; it adds a modulepreload link for
 * each file of `always` (the app's chunks, appChunksOf) and then for each file of the page's path (href as vite's own
 * preloading writes it, so the entry's and the router's imports do not fetch again). A script rather than links in the
 * HTML, so that these requests queue behind the mapping and main.wasm that startup waits for (app/early-startup.ts:
 * its script runs first): the browser's preload scanner would have sent links it found in the HTML before either.
 * The route's code of a path in `deferred` (route-preload-release.ts) is preloaded when the app calls
 * releaseRoutePreload, so that the first reads leave ahead of it. (Preloaded at once but at a low priority, it let the
 * reads pass, but chromium then held it back behind every other request: its last chunk came some 300 ms later.)
 */
export function routePreloadScript(
  routeChunks: ReadonlyMap<string, string[]>,
  base = '/',
  always: readonly string[] = [],
  deferred: readonly string[] = [],
): string {
  const files = [...new Set([...always, ...[...routeChunks.values()].flat()])];
  const indexes = Object.fromEntries(
    [...routeChunks].map(([path, list]) => [path, list.map((file) => files.indexOf(file))]),
  );
  return [
    'try {',
    `  var files = ${JSON.stringify(files)};`,
    `  var always = ${JSON.stringify(always.map((file) => files.indexOf(file)))};`,
    `  var route = ${JSON.stringify(indexes)}[location.pathname] || [];`,
    '  var add = function (pick) {',
    '    for (var i = 0; i < pick.length; i++) {',
    "      var link = document.createElement('link');",
    "      link.rel = 'modulepreload';",
    `      link.href = ${JSON.stringify(base)} + files[pick[i]];`,
    '      document.head.appendChild(link);',
    '    }',
    '  };',
    '  add(always);',
    `  if (${JSON.stringify(deferred)}.indexOf(location.pathname) >= 0) {`,
    '    var pending = true;',
    `    window.${ROUTE_PRELOAD_GLOBAL} = function () { if (pending) { pending = false; add(route); } };`,
    '  } else add(route);',
    '} catch (error) {}',
  ].join('\n');
}
