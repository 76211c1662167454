/**
 * Imports flow one way: shared code (api, components, config, hooks, i18n, lib, testing) -> features -> app, and
 * no feature imports another. Checked over every relative import of src/, the way a bundler resolves them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** 'app', 'feature:<name>' or 'shared' for a path under src/. */
function layerOf(path: string): string {
  const [top, name] = relative(SRC, path).split(sep);
  // main.tsx is the entry: it starts the app, so it belongs to the app layer.
  if (top === 'app' || top === 'main.tsx') return 'app';
  if (top === 'features') return `feature:${name}`;
  return 'shared';
}

function violation(fromLayer: string, toLayer: string): string | null {
  if (fromLayer === toLayer) return null;
  if (toLayer === 'app') return 'only the app imports from src/app';
  if (toLayer.startsWith('feature:')) {
    if (fromLayer === 'app') return null;
    return fromLayer === 'shared' ? 'shared code imports no feature' : 'a feature imports no other feature';
  }
  return null;
}

describe('import direction', () => {
  it('shared -> features -> app, and no feature imports another', () => {
    const problems: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2]!;
        const target = resolve(dirname(file), specifier);
        const reason = violation(layerOf(file), layerOf(target));
        if (reason) problems.push(`${relative(SRC, file)} imports ${specifier}: ${reason}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('tells a cross-feature import from an import inside a feature', () => {
    expect(violation('feature:real', 'feature:batch')).toMatch(/no other feature/);
    expect(violation('feature:real', 'feature:real')).toBeNull();
    expect(violation('shared', 'feature:real')).toMatch(/no feature/);
    expect(violation('feature:real', 'app')).toMatch(/only the app/);
    expect(violation('app', 'feature:real')).toBeNull();
  });
});
