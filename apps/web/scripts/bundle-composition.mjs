/**
 * What the production build's JS is made of: the bytes of the entry (everything index.html loads) and of what a
 * route adds to it, summed per source package (or app folder) from the build's source maps.
 *
 *   node scripts/bundle-composition.mjs [dist] [route source ...] [--modules] [--union]
 *
 * dist defaults to apps/web/dist; a route source is a manifest key such as src/features/real/routes/real-quotes-page.tsx
 * (the route's new chunks, those the entry does not hold, are analysed). --modules lists single modules instead of
 * packages; --union analyses what all the given routes add together (a journey's chunks, each counted once). A module's raw bytes are the generated characters its source map segments cover; its gzip share is the
 * chunk's gzip -9 size split in proportion to raw bytes, an estimate (gzip does not compress every part alike).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const byModule = args.includes('--modules');
const union = args.includes('--union');
const positional = args.filter((arg) => !arg.startsWith('--'));
const dist = resolve(positional[0] ?? new URL('../dist', import.meta.url).pathname);
const routeSources = positional.slice(1);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one line of a source map's mappings: [generated column, source index] per segment. */
function segmentsOf(line, state) {
  const segments = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = DIGIT.get(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0];
    if (values.length >= 4) {
      state.source += values[1];
      segments.push([column, state.source]);
    } else segments.push([column, -1]);
  }
  return segments;
}

/** Generated characters per source of one built file. */
function bytesPerSource(file) {
  const code = readFileSync(join(dist, file), 'utf8');
  const mapFile = join(dist, `${file}.map`);
  const totals = new Map();
  const add = (name, count) => totals.set(name, (totals.get(name) ?? 0) + count);
  if (!existsSync(mapFile)) {
    add('(no source map)', code.length);
    return totals;
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const codeLines = code.split('\n');
  const state = { source: 0 };
  map.mappings.split(';').forEach((line, index) => {
    const text = codeLines[index] ?? '';
    const segments = segmentsOf(line, state);
    let covered = 0;
    segments.forEach(([column, source], at) => {
      const end = at + 1 < segments.length ? segments[at + 1][0] : text.length;
      const count = Math.max(0, end - column);
      covered += count;
      add(source < 0 ? '(generated)' : map.sources[source], count);
    });
    add('(generated)', text.length + 1 - covered);
  });
  return totals;
}

/** Package name of a source path ("antd", "@rc-component/table"), or its app folder. */
function groupOf(source) {
  const parts = source.replaceAll('\\', '/').split('/node_modules/');
  if (parts.length > 1) {
    const rest = parts.at(-1).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const app = source.match(/(src\/[^/]+(?:\/[^/]+)?)/);
  return app ? app[1] : source;
}

function moduleNameOf(source) {
  const parts = source.replaceAll('\\', '/').split('/node_modules/');
  return parts.length > 1 ? parts.at(-1) : (source.match(/src\/.*/)?.[0] ?? source);
}

function closure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, into);
  return into;
}

function report(title, keys) {
  const rows = new Map();
  let chunkGzip = 0;
  let chunkRaw = 0;
  for (const key of keys) {
    const file = manifest[key].file;
    const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    const totals = bytesPerSource(file);
    const raw = [...totals.values()].reduce((sum, count) => sum + count, 0);
    chunkGzip += gzip;
    chunkRaw += raw;
    for (const [source, count] of totals) {
      const name = byModule ? moduleNameOf(source) : groupOf(source);
      const row = rows.get(name) ?? { raw: 0, gzip: 0 };
      row.raw += count;
      row.gzip += (gzip * count) / raw;
      rows.set(name, row);
    }
  }
  console.log(
    `\n${title}: ${keys.length} chunks, ${(chunkGzip / 1024).toFixed(1)} KB gzip, ${(chunkRaw / 1024).toFixed(1)} KB raw`,
  );
  const sorted = [...rows]
    .sort((a, b) => b[1].raw - a[1].raw)
    .slice(0, Number(process.env.TOP ?? (byModule ? 60 : 40)));
  for (const [name, row] of sorted) {
    console.log(
      `${(row.gzip / 1024).toFixed(1).padStart(8)} KB gz ${(row.raw / 1024).toFixed(1).padStart(8)} KB raw  ${name}`,
    );
  }
  console.log('  chunks:', keys.map((key) => manifest[key].file.replace('assets/', '')).join(' '));
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
report('entry', [...entry]);
if (union) {
  const added = new Set();
  for (const source of routeSources) for (const key of closure(source)) if (!entry.has(key)) added.add(key);
  report(`${routeSources.length} routes together add`, [...added]);
}
for (const source of union ? [] : routeSources) {
  if (!manifest[source]) {
    console.error(`no manifest entry ${source}`);
    continue;
  }
  report(
    `${source} adds`,
    [...closure(source)].filter((key) => !entry.has(key)),
  );
}
