import { describe, expect, it } from 'vitest';
import { earlyStartupScript, takeEarlyFetch } from './early-startup';

describe('early startup fetches (index.html)', () => {
  it('asks for the mapping with a timestamp and for main.wasm, both without the HTTP cache', () => {
    const asked: Array<[string, RequestInit | undefined]> = [];
    const window: Record<string, unknown> = {};
    const run = new Function('window', 'fetch', 'localStorage', 'document', earlyStartupScript());
    run(
      window,
      (url: string, init?: RequestInit) => {
        asked.push([url, init]);
        return Promise.resolve(new Response('{}'));
      },
      { getItem: () => null },
      {},
    );
    expect(asked.map(([url]) => url.replace(/\d+$/, 'N'))).toEqual([
      '/assets/api-mapping.json?timestamp=N',
      '/static/script/wasm/main.wasm',
    ]);
    expect(asked.every(([, init]) => init?.cache === 'no-store')).toBe(true);
    expect(Object.keys(window)).toHaveLength(1);
  });

  it('hands each early answer to startup once, by URL, and nothing for other URLs', async () => {
    const mapping = Promise.resolve(new Response('{"a":"b"}'));
    const wasm = Promise.resolve(new Response('wasm'));
    const holder: Record<string, unknown> = {};
    const run = new Function('window', 'fetch', 'localStorage', 'document', earlyStartupScript());
    run(holder, (url: string) => (url.endsWith('.wasm') ? wasm : mapping), { getItem: () => null }, {});

    expect(takeEarlyFetch('/files/a.png', holder)).toBeUndefined();
    expect(takeEarlyFetch('/assets/api-mapping.json?timestamp=1', holder)).toBe(mapping);
    expect(takeEarlyFetch('/assets/api-mapping.json?timestamp=2', holder)).toBeUndefined();
    expect(takeEarlyFetch('/static/script/wasm/main.wasm', holder)).toBe(wasm);
    expect(takeEarlyFetch('/static/script/wasm/main.wasm', holder)).toBeUndefined();
  });

  it('without the inline script, startup fetches as usual', () => {
    expect(takeEarlyFetch('/static/script/wasm/main.wasm', {})).toBeUndefined();
  });

  it('an English user sees the shell title in English', () => {
    const listeners: Array<() => void> = [];
    const title = { textContent: '线缆报价系统' };
    const document = {
      documentElement: { lang: 'zh-CN' },
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      getElementById: (id: string) => (id === 'boot-title' ? title : null),
    };
    const run = new Function('window', 'fetch', 'localStorage', 'document', earlyStartupScript());
    run({}, () => Promise.resolve(new Response('')), { getItem: () => '{"lang":"en"}' }, document);
    for (const listener of listeners) listener();
    expect(document.documentElement.lang).toBe('en');
    expect(title.textContent).toBe('Cable Quotation');
  });
});
