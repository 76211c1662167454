import { describe, expect, it } from 'vitest';
import {
  clearKeepingPreferences,
  clearSessionPrices,
  ensureLocalSetting,
  readLocalSetting,
  readProfile,
  updateLocalSetting,
} from './storage';

describe('local setting', () => {
  it("creates 'setting' with zh-cn and #0059FF when absent", () => {
    expect(ensureLocalSetting()).toEqual({ lang: 'zh-cn', color: '#0059FF' });
    expect(JSON.parse(localStorage.getItem('setting') ?? '')).toEqual({ lang: 'zh-cn', color: '#0059FF' });
  });

  it('never overwrites an existing setting', () => {
    localStorage.setItem('setting', JSON.stringify({ lang: 'en', color: '#ff0000' }));
    expect(ensureLocalSetting()).toEqual({ lang: 'en', color: '#ff0000' });
    expect(JSON.parse(localStorage.getItem('setting') ?? '')).toEqual({ lang: 'en', color: '#ff0000' });
  });

  it('falls back field by field on corrupt values', () => {
    localStorage.setItem('setting', '{"lang":"fr","color":"#00ff00"}');
    expect(readLocalSetting()).toEqual({ lang: 'zh-cn', color: '#00ff00' });
    localStorage.setItem('setting', 'not json');
    expect(readLocalSetting()).toEqual({ lang: 'zh-cn', color: '#0059FF' });
  });

  it('updates keep the other field', () => {
    ensureLocalSetting();
    expect(updateLocalSetting({ lang: 'en' })).toEqual({ lang: 'en', color: '#0059FF' });
  });
});

describe('stored profile and session prices', () => {
  it('ignores a profile without token or key', () => {
    localStorage.setItem('user', JSON.stringify({ name: 'a' }));
    expect(readProfile()).toBeUndefined();
    localStorage.setItem('user', JSON.stringify({ name: 'a', token: 't', key: 'k' }));
    expect(readProfile()?.token).toBe('t');
  });

  it('clears exactly the two session-storage price values', () => {
    sessionStorage.setItem('quote-price-real', '1');
    sessionStorage.setItem('quote-price-batch', '2');
    sessionStorage.setItem('other', '3');
    clearSessionPrices();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('other')).toBe('3');
  });
});

describe('clearing the storage at sign-out and version update', () => {
  it('drops the session data and keeps the language and colour the user chose', () => {
    localStorage.setItem('setting', JSON.stringify({ lang: 'en', color: '#ff0000' }));
    localStorage.setItem('user', JSON.stringify({ token: 't', key: 'k' }));
    localStorage.setItem('oper', '{}');
    clearKeepingPreferences();
    expect(readProfile()).toBeUndefined();
    expect(localStorage.getItem('oper')).toBeNull();
    expect(readLocalSetting()).toEqual({ lang: 'en', color: '#ff0000' });
  });

  it('leaves no setting behind when there was none', () => {
    localStorage.setItem('user', '{}');
    clearKeepingPreferences();
    expect(localStorage.length).toBe(0);
  });
});
