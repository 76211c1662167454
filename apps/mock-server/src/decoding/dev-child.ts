/**
 * The child entry when the server runs from TypeScript (npm run dev, tests): child.ts bundled by esbuild into one
 * plain .mjs file with the packages left to node_modules, as scripts/build.mjs does for dist/decode-child.mjs.
 * Running the child through tsx instead would cost seconds on each start: tsx transforms pdf.js's 3 MB of modules
 * on every load. The bundle is written under node_modules/.cache, named by its content, so parallel processes
 * (test files) share it and never see a half-written file.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const CACHE_DIR = resolve(HERE, '../../node_modules/.cache/decode-child');

let bundled: Promise<string> | null = null;

/** The path of the bundled child, built once per process. */
export function devChildBundle(): Promise<string> {
  bundled ??= buildBundle().catch((err) => {
    bundled = null;
    throw err;
  });
  return bundled;
}

async function buildBundle(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(HERE, 'child.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Packages load from node_modules at run time; the workspace's own (TypeScript) packages are bundled.
    plugins: [
      {
        name: 'packages-at-run-time',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@cable/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    sourcemap: 'inline',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]!.contents;
  const file = join(CACHE_DIR, `child-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, code);
    await rename(partial, file);
  }
  return file;
}
