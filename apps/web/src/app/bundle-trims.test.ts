import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUNDLE_TRIMS, trimOf, trimStubCode } from './bundle-trims';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    // The trims' own list names what it trims, and the stand-ins what they stand in for.
    if (entry.isDirectory()) return entry.name === 'bundle-stand-ins' ? [] : sourceFiles(path);
    const scanned =
      /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'bundle-trims.ts';
    return scanned ? [path] : [];
  });
}

function filesMatching(pattern: RegExp): string[] {
  return sourceFiles(SRC).filter((path) => pattern.test(readFileSync(path, 'utf8')));
}

/** The braced expression that starts at text[start] ('{'), up to its matching '}'. */
function bracedAt(text: string, start: number): string {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return text.slice(start, index + 1);
  }
  return text.slice(start);
}

describe('bundle trims: the app still uses none of the trimmed parts', () => {
  it('no table column has filters', () => {
    // A column's filter props; a filters list is an array literal (a parameter named filters is not a column).
    expect(
      filesMatching(
        /\b(filterDropdown|filterMode|onFilter|filteredValue|filterSearch|filterIcon)\s*:|\bfilters\s*:\s*\[/,
      ),
    ).toEqual([]);
  });

  it('no table has row selection', () => {
    expect(filesMatching(/\browSelection\b/)).toEqual([]);
  });

  it('no Typography is editable', () => {
    expect(filesMatching(/\beditable(=|\s*:)/)).toEqual([]);
  });

  it('no Typography is copyable (a copyable text is a CopyableText) or has an ellipsis (a table column keeps its own)', () => {
    expect(filesMatching(/<(Typography\.)?(Text|Paragraph|Title|Link)\b[^>]*\bcopyable\b/)).toEqual([]);
    expect(filesMatching(/<(Typography\.)?(Text|Paragraph|Title|Link)\b[^>]*\bellipsis\b/)).toEqual([]);
  });

  it('no Card has tabs', () => {
    expect(filesMatching(/\btabList\s*[=:]/)).toEqual([]);
  });

  it('every table and pagination turns its page-size changer off', () => {
    // A table without a pagination prop, or a pagination that leaves showSizeChanger out, shows the changer past 50 rows.
    const files = sourceFiles(SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    const tablesWithoutPagination = files.filter(
      ({ text }) => (text.match(/<Table\b/g) ?? []).length > (text.match(/\bpagination=/g) ?? []).length,
    );
    const paginationObjects = files.flatMap(({ path, text }) =>
      [...text.matchAll(/\bpagination=\{/g)]
        .map((match) => bracedAt(text, (match.index ?? 0) + 'pagination='.length))
        .filter((value) => value.startsWith('{{'))
        .map((props) => ({ path, props })),
    );
    const paginations = files.flatMap(({ path, text }) =>
      [...text.matchAll(/<Pagination\b([^>]*)\/>/g)].map((match) => ({ path, props: match[1] ?? '' })),
    );
    expect(tablesWithoutPagination.map(({ path }) => path)).toEqual([]);
    expect(paginationObjects.length).toBeGreaterThan(0);
    expect(paginationObjects.filter(({ props }) => !/showSizeChanger: false/.test(props))).toEqual([]);
    expect(paginations.filter(({ props }) => !/showSizeChanger=\{false\}/.test(props))).toEqual([]);
  });

  it('no table is virtual', () => {
    expect(filesMatching(/<Table\b[^>]*\svirtual\b/)).toEqual([]);
  });

  it('no table is sticky', () => {
    expect(filesMatching(/<Table\b[^>]*\ssticky\b|\bsticky\s*[=:]\s*[{t]/)).toEqual([]);
  });

  it('no single-date picker: a date is picked only as a range', () => {
    expect(
      filesMatching(/<DatePicker\b(?!\.RangePicker)|\b(TimePicker|MonthPicker|WeekPicker|QuarterPicker|YearPicker)\b/),
    ).toEqual([]);
  });

  it('no one-time-password input', () => {
    expect(filesMatching(/\bInput\.OTP\b|\bOTP\b[^;]*from 'antd/)).toEqual([]);
  });

  it('no Space.Addon', () => {
    expect(filesMatching(/\bSpace\.Addon\b|\bAddon\b[^;]*from 'antd/)).toEqual([]);
  });

  it('no Tag.CheckableTagGroup', () => {
    expect(filesMatching(/\bCheckableTagGroup\b/)).toEqual([]);
  });
});

describe('bundle trims', () => {
  it('trims only the import it names, from the antd module it names', () => {
    const useFilter = '/repo/node_modules/antd/es/table/hooks/useFilter/index.js';
    expect(trimOf('./FilterDropdown', useFilter)?.name).toBe('table-filter-dropdown');
    expect(trimOf('../../util', useFilter)).toBeUndefined();
    expect(
      trimOf('./FilterDropdown', '/repo/node_modules/antd/es/table/hooks/useFilter/FilterWrapper.js'),
    ).toBeUndefined();
    expect(trimOf('./FilterDropdown', undefined)).toBeUndefined();
    const typography = '/repo/node_modules/antd/es/typography/Base/index.js';
    expect(trimOf('../Editable', typography)?.name).toBe('typography-editable');
    expect(trimOf('./CopyBtn', typography)).toBeUndefined();
    expect(trimOf('../tabs', '/repo/node_modules/antd/es/card/Card.js')?.name).toBe('card-tabs');
    expect(trimOf('../tabs', '/repo/node_modules/antd/es/tabs/index.js')).toBeUndefined();
    expect(trimOf('./OTP', '/repo/node_modules/antd/es/input/index.js')?.name).toBe('input-otp');
    expect(trimOf('./Addon', '/repo/node_modules/antd/es/space/index.js')?.name).toBe('space-addon');
    expect(trimOf('../space/Addon', '/repo/node_modules/antd/es/input-number/index.js')).toBeUndefined();
    expect(trimOf('./CheckableTagGroup', '/repo/node_modules/antd/es/tag/index.js')?.name).toBe('tag-checkable-group');
    const typographyFolder = '/repo/node_modules/antd/es/typography';
    for (const part of ['Text', 'Paragraph', 'Title', 'Link']) {
      expect(trimOf('./Base', `${typographyFolder}/${part}.js`)?.standIn).toBe(
        'bundle-stand-ins/typography-without-ellipsis.tsx',
      );
    }
    expect(trimOf('./Base', `${typographyFolder}/index.js`)).toBeUndefined();
    expect(trimOf('./hooks/useSelection', '/repo/node_modules/antd/es/table/InternalTable.js')?.standIn).toBe(
      'bundle-stand-ins/table-without-selection.ts',
    );
    expect(trimOf('./hooks/useSelection', '/repo/node_modules/antd/es/table/Table.js')).toBeUndefined();
    expect(trimOf('./stickyScrollBar', '/repo/node_modules/@rc-component/table/es/Table.js')?.name).toBe(
      'table-sticky-scroll-bar',
    );
    const pickers = '/repo/node_modules/antd/es/date-picker/generatePicker';
    expect(trimOf('@rc-component/picker', `${pickers}/generateSinglePicker.js`)?.name).toBe('picker-single');
    expect(trimOf('@rc-component/picker', `${pickers}/generateRangePicker.js`)).toBeUndefined();
    expect(trimOf('../select', '/repo/node_modules/antd/es/pagination/Pagination.js')?.name).toBe(
      'pagination-size-changer',
    );
    expect(trimOf('../select', '/repo/node_modules/antd/es/form/FormItem/index.js')).toBeUndefined();
    expect(trimOf('./RcTable/VirtualTable', '/repo/node_modules/antd/es/table/InternalTable.js')?.name).toBe(
      'table-virtual',
    );
    const useSelection = '/repo/node_modules/antd/es/table/hooks/useSelection.js';
    expect(trimOf('../../radio', useSelection)?.name).toBe('table-selection-radio');
    expect(trimOf('@rc-component/tree', useSelection)?.namedExports).toContain('conductCheck');
    expect(
      trimOf('../../checkbox', '/repo/node_modules/antd/es/table/hooks/useFilter/FilterDropdown.js'),
    ).toBeUndefined();
  });

  it('a trimmed part fails loudly, naming what would need it', async () => {
    // A part with a stand-in resolves to that module instead (bundle-stand-ins, tested there).
    for (const trim of BUNDLE_TRIMS.filter((each) => !each.standIn)) {
      const url = `data:text/javascript,${encodeURIComponent(trimStubCode(trim))}`;
      const stub = (await import(/* @vite-ignore */ url)) as Record<string, () => unknown>;
      for (const name of ['default', ...(trim.namedExports ?? [])]) {
        expect(() => stub[name]?.()).toThrow(`${trim.feature} is left out of the build`);
      }
    }
  });
});
