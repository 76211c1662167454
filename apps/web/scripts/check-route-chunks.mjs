// Proves from the build manifest that opening the first route (home) loads no code of another route:
// the files the entry, the app it mounts and the home chunk import statically contain no other route module.
// Usage (after `vite build`): node scripts/check-route-chunks.mjs
import { readFile } from 'node:fs/promises';

const manifest = JSON.parse(await readFile(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'));
const routeSource = /^src\/(features\/[^/]+\/routes\/[^/]+-page\.tsx|app\/pages\/[^/]+-page\.tsx)$/;
const HOME = 'src/features/home/routes/home-page.tsx';
// The app the entry mounts once startup has run: index.html preloads it on every page.
const APP = 'src/app/mount-app.tsx';

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('the manifest has no entry chunk');
if (!manifest[HOME]) throw new Error(`${HOME} is not a chunk of its own`);

function staticClosure(start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) stack.push(next);
  }
  return seen;
}

const loaded = new Set([
  ...staticClosure(entryKey),
  ...(manifest[APP] ? staticClosure(APP) : []),
  ...staticClosure(HOME),
]);
const loadedFiles = new Set([...loaded].map((key) => manifest[key].file));
const otherRoutes = Object.keys(manifest).filter((key) => routeSource.test(key) && key !== HOME);
const leaks = otherRoutes.filter((key) => loadedFiles.has(manifest[key].file));
if (leaks.length) {
  console.error(`the first route loads code of other routes: ${leaks.join(', ')}`);
  process.exit(1);
}
console.log(
  `ok: home loads ${loadedFiles.size} chunks (${[...loadedFiles].join(', ')}); none belongs to the other ${otherRoutes.length} route modules`,
);
