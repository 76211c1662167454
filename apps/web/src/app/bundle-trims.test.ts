import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUNDLE_TRIMS, trimOf, trimStubCode } from './bundle-trims';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('bundle trims', () => {
  it('the app uses no table column with a tree filter, and no antd Tree of its own', () => {
    const offenders = sourceFiles(SRC).filter((path) => {
      const text = readFileSync(path, 'utf8');
      return (
        /filterMode\s*:/.test(text) || /\bTree(Select)?\b[^;]*from 'antd/.test(text) || text.includes("'antd/es/tree")
      );
    });
    expect(offenders).toEqual([]);
  });

  it('the app makes no Typography editable', () => {
    const offenders = sourceFiles(SRC).filter((path) => /\beditable(=|\s*:)/.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('trims only the import it names, from the antd module it names', () => {
    const dropdown = '/repo/node_modules/antd/es/table/hooks/useFilter/FilterDropdown.js';
    expect(trimOf('../../../tree', dropdown)?.name).toBe('table-filter-tree');
    expect(trimOf('../../../menu', dropdown)).toBeUndefined();
    expect(trimOf('../../../tree', '/repo/node_modules/antd/es/tree-select/index.js')).toBeUndefined();
    expect(trimOf('../../../tree', undefined)).toBeUndefined();
    const typography = '/repo/node_modules/antd/es/typography/Base/index.js';
    expect(trimOf('../Editable', typography)?.name).toBe('typography-editable');
    expect(trimOf('./CopyBtn', typography)).toBeUndefined();
  });

  it('a trimmed part fails loudly, naming what would need it', async () => {
    for (const trim of BUNDLE_TRIMS) {
      const url = `data:text/javascript,${encodeURIComponent(trimStubCode(trim))}`;
      const stub = (await import(/* @vite-ignore */ url)) as { default: () => unknown };
      expect(() => stub.default()).toThrow(`${trim.feature} is left out of the build`);
    }
  });
});
