/**
 * Build-time helper of vite.config.ts: index.html asks for the code of the route the page opens on while the entry
 * and startup (mapping, crypto module, mount: spec section 4, order unchanged) are still loading. Without it the
 * route's ~60 chunks were only asked for once the router started, after startup, and on a cold load they took
 * ~450 ms to arrive over the origin's 6 connections. Preloading fetches and compiles modules; it runs none.
 */

/** What the helper needs of a bundle's chunk (a subset of rollup's OutputChunk). */
export interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
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

/** Route path -> the chunk files its page needs beyond the entry's, each list in load order (the page first). */
export function routeChunksOf(
  bundle: readonly BundleChunk[],
  routeModules: ReadonlyMap<string, string>,
): Map<string, string[]> {
  const chunks = new Map(bundle.filter((chunk) => chunk.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  const loaded = entry ? staticGraph(chunks, entry.fileName) : new Set<string>();
  const result = new Map<string, string[]>();
  for (const [path, module] of routeModules) {
    const page = [...chunks.values()].find((chunk) =>
      chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`),
    );
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
 * each file of the page's path (href as vite's own preloading writes it, so the router's import does not fetch again).
 */
export function routePreloadScript(routeChunks: ReadonlyMap<string, string[]>, base = '/'): string {
  const files = [...new Set([...routeChunks.values()].flat())];
  const indexes = Object.fromEntries(
    [...routeChunks].map(([path, list]) => [path, list.map((file) => files.indexOf(file))]),
  );
  return [
    'try {',
    `  var files = ${JSON.stringify(files)};`,
    `  var pick = ${JSON.stringify(indexes)}[location.pathname] || [];`,
    '  for (var i = 0; i < pick.length; i++) {',
    "    var link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    `    link.href = ${JSON.stringify(base)} + files[pick[i]];`,
    '    document.head.appendChild(link);',
    '  }',
    '} catch (error) {}',
  ].join('\n');
}
