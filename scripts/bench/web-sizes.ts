/**
 * The web build's bytes, read from its manifest (apps/web/dist/.vite/manifest.json): what index.html loads, what
 * each route adds to it, what a salesperson's journey loads in all, and the chunks only an action loads.
 * Sizes are gzip -9 of the built files, in KB (1024 bytes); they depend on the build only, not on the machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkBytes {
  jsGzipKb: number;
  cssGzipKb: number;
  jsRawKb: number;
}

export interface RouteBytes extends ChunkBytes {
  route: string;
  source: string;
}

export interface JourneyStep extends ChunkBytes {
  path: string;
}

export interface ActionBytes extends ChunkBytes {
  /** The library or screen part that only one action loads. */
  name: string;
  /** Whether the journey's pages never load it (it loads on the action: a dynamic import or its own route). */
  onAction: boolean;
}

export interface WebSizes {
  built: boolean;
  detail?: string;
  entry?: ChunkBytes;
  /** What opening each route adds to the entry (the first route a signed-in user opens, the worst case). */
  routes?: RouteBytes[];
  /** The journey home → /realquotes → /real/quotation → /batch → /historical: each step's new bytes. */
  journey?: JourneyStep[];
  /** Every unique byte of the journey (entry included), each shared chunk counted once. */
  journeyTotal?: ChunkBytes;
  actions?: ActionBytes[];
}

/** The module the entry imports to mount the app, preloaded by index.html (apps/web/src/app/route-preload.ts). */
const APP_MODULE = 'src/app/mount-app.tsx';

/** The salesperson's journey of issue 18: route paths, in order. */
export const JOURNEY = ['/', '/realquotes', '/real/quotation', '/batch', '/historical'];

/** Libraries that one action needs: they must not ride with any route (matched on the chunk's modules). */
const ACTION_LIBRARIES: Array<{ name: string; module: RegExp }> = [
  { name: 'image cropper (cropperjs)', module: /node_modules[\\/]cropperjs[\\/]/ },
  { name: 'QR code (qrcode)', module: /node_modules[\\/]qrcode[\\/]/ },
  { name: 'Excel reader (exceljs)', module: /node_modules[\\/]exceljs[\\/]/ },
];

function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(manifest, child, into);
  return into;
}

/** Route name, path and page module source, read from the web app's route table and path list. */
function routeTable(root: string): Array<{ route: string; path: string; source: string }> {
  const routes = readFileSync(join(root, 'apps/web/src/app/routes.ts'), 'utf8');
  const pathsText = readFileSync(join(root, 'apps/web/src/config/paths.ts'), 'utf8');
  const pathOf = new Map<string, string>();
  for (const match of pathsText.matchAll(/^\s+(\w+): '([^']+)',$/gm)) pathOf.set(match[1]!, match[2]!);
  const table: Array<{ route: string; path: string; source: string }> = [];
  for (const match of routes.matchAll(
    /name: '([^']+)',\s*path: paths\.(\w+),\s*load: \(\) => import\('\.\.\/([^']+)'\)/g,
  )) {
    table.push({ route: match[1]!, path: pathOf.get(match[2]!) ?? '', source: `src/${match[3]!}.tsx` });
  }
  return table;
}

export function webSizes(root: string): WebSizes {
  const dist = join(root, 'apps/web/dist');
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return { built: false, detail: 'apps/web/dist/.vite/manifest.json is missing' };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) return { built: false, detail: 'the manifest has no entry' };

  const gzipCache = new Map<string, number>();
  const gzipKb = (file: string) => {
    if (!gzipCache.has(file)) {
      gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
    }
    return gzipCache.get(file)!;
  };
  const rawKb = (file: string) => readFileSync(join(dist, file)).length / 1024;
  const sum = (keys: Iterable<string>): ChunkBytes => {
    let jsGzipKb = 0;
    let jsRawKb = 0;
    const cssFiles = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key]!;
      jsGzipKb += gzipKb(chunk.file);
      jsRawKb += rawKb(chunk.file);
      for (const file of chunk.css ?? []) cssFiles.add(file);
    }
    let cssGzipKb = 0;
    for (const file of cssFiles) cssGzipKb += gzipKb(file);
    return { jsGzipKb, cssGzipKb, jsRawKb };
  };

  // What index.html loads: the entry (startup) and the app it mounts (src/app/mount-app.tsx, a chunk of its own that
  // index.html preloads on every page).
  const entryChunks = closure(manifest, entryKey);
  if (manifest[APP_MODULE]) closure(manifest, APP_MODULE, entryChunks);
  const table = routeTable(root).filter((route) => manifest[route.source]);
  const routes: RouteBytes[] = table.map(({ route, source }) => ({
    route,
    source,
    ...sum([...closure(manifest, source)].filter((key) => !entryChunks.has(key))),
  }));

  const loaded = new Set(entryChunks);
  const journey: JourneyStep[] = [];
  for (const path of JOURNEY) {
    const route = table.find((entry) => entry.path === path);
    if (!route) continue;
    const added = [...closure(manifest, route.source)].filter((key) => !loaded.has(key));
    for (const key of added) loaded.add(key);
    journey.push({ path, ...sum(added) });
  }

  // A library is "on action" when the journey never loads it: neither the entry nor a journey route imports it.
  const actions: ActionBytes[] = [];
  for (const library of ACTION_LIBRARIES) {
    const keys = Object.keys(manifest).filter(
      (key) => library.module.test(key) || chunkHolds(dist, manifest[key]!, library.module),
    );
    if (keys.length === 0) continue;
    actions.push({ name: library.name, onAction: keys.every((key) => !loaded.has(key)), ...sum(keys) });
  }
  return { built: true, entry: sum(entryChunks), routes, journey, journeyTotal: sum(loaded), actions };
}

/** Whether a chunk's source map names a module of the library (the manifest keys only name entry modules). */
function chunkHolds(dist: string, chunk: ManifestChunk, module: RegExp): boolean {
  const mapFile = join(dist, `${chunk.file}.map`);
  if (!existsSync(mapFile)) return false;
  const sources = (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[] }).sources ?? [];
  return sources.some((source) => module.test(source));
}
