import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the module per test: the app's (and the tests' setup's) copy already holds English.
async function freshTables() {
  vi.resetModules();
  return import('./language-tables');
}

const ENGLISH = { shell: { 'menu.index': 'Home' }, real: { 'mode.label': 'Price type' } };

describe('language tables', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('Chinese is at hand without fetching anything', async () => {
    const tables = await freshTables();
    const load = vi.fn(async () => ENGLISH);
    tables.provideEnglish(load);
    expect(tables.isLanguageLoaded('zh-cn')).toBe(true);
    await tables.loadLanguage('zh-cn');
    expect(load).not.toHaveBeenCalled();
    expect(tables.englishTable('shell')).toBeUndefined();
  });

  it('English is fetched once, on the first request, and then read by table name', async () => {
    const tables = await freshTables();
    const load = vi.fn(async () => ENGLISH);
    tables.provideEnglish(load);
    expect(tables.isLanguageLoaded('en')).toBe(false);
    await Promise.all([tables.loadLanguage('en'), tables.loadLanguage('en')]);
    await tables.loadLanguage('en');
    expect(load).toHaveBeenCalledOnce();
    expect(tables.isLanguageLoaded('en')).toBe(true);
    expect(tables.englishTable('real')?.['mode.label']).toBe('Price type');
  });

  it('a failed fetch is reported, and the next request tries again', async () => {
    const tables = await freshTables();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(ENGLISH);
    tables.provideEnglish(load);
    await expect(tables.loadLanguage('en')).rejects.toThrow('offline');
    expect(tables.isLanguageLoaded('en')).toBe(false);
    await tables.loadLanguage('en');
    expect(tables.englishTable('shell')?.['menu.index']).toBe('Home');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
