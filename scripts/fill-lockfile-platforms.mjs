#!/usr/bin/env node
/**
 * Keeps package-lock.json usable by `npm ci` on this project's machines.
 *
 * The npm registry these machines reach does not serve the macOS/Windows/Android builds of a few tools (biome,
 * turbo), so `npm install` cannot record those optional platform packages, and `npm ci` then refuses the lockfile
 * ("Missing: @biomejs/cli-darwin-arm64@ from lock file"). This adds an entry with the package's platform for each
 * optional dependency the lockfile names but lacks. npm never fetches them on Linux (the platform does not match);
 * on a machine that needs one, `npm install` resolves it as usual. Runs as the root postinstall.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const PLATFORM = /(android|darwin|linux|win32|windows|freebsd)-(arm64|x64|64|ia32|arm)(?:-(musl|glibc|gnu))?$/;

function platformOf(name) {
  const match = PLATFORM.exec(name);
  if (!match) return null;
  const [, os, cpu, libc] = match;
  return {
    os: [os === 'windows' ? 'win32' : os],
    cpu: [cpu === '64' ? 'x64' : cpu],
    ...(libc === 'musl' ? { libc: ['musl'] } : {}),
  };
}

const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const added = [];
for (const entry of Object.values(lock.packages ?? {})) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const path = `node_modules/${name}`;
    const platform = platformOf(name);
    if (lock.packages[path] || !platform) continue;
    lock.packages[path] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added.push(`${name}@${version}`);
  }
}
if (added.length > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: recorded ${added.length} platform packages the registry does not serve`);
}
