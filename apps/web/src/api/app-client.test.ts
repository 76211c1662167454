import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateLocalSetting } from '../lib/storage';
import { acceptLanguage, api, configureApi } from './app-client';

describe('the app API client', () => {
  let languages: Array<string | undefined>;
  beforeEach(() => {
    languages = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        languages.push((init.headers as Record<string, string>)['accept-language']);
        return new Response(JSON.stringify({ data: { ver: '2.9.12' }, stat: { dur: '1', err: 0, sec: 1 } }));
      }),
    );
    configureApi({ baseUrl: '', encrypt: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for answers in the UI language of the local setting, following a switch at once', async () => {
    await api().post('/pub/sys/data/version', { timestamp: 1 });
    updateLocalSetting({ lang: 'en' });
    await api().post('/pub/sys/data/version', { timestamp: 2 });
    updateLocalSetting({ lang: 'zh-cn' });
    await api().post('/pub/sys/data/version', { timestamp: 3 });
    expect(languages).toEqual(['zh-CN', 'en', 'zh-CN']);
  });

  it('falls back to Chinese when the stored setting is unreadable', () => {
    localStorage.setItem('setting', '{broken');
    expect(acceptLanguage()).toBe('zh-CN');
  });
});
