import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { updateLocalSetting } from '../lib/storage';
import { I18nProvider, useI18n } from './i18n-provider';

function LanguageSwitch() {
  const { lang, setLang } = useI18n();
  return (
    <button type="button" onClick={() => setLang(lang === 'en' ? 'zh-cn' : 'en')}>
      {lang}
    </button>
  );
}

describe('the page language', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.lang = 'zh-CN';
  });

  it('is English from the start when English was saved', () => {
    updateLocalSetting({ lang: 'en' });
    render(
      <I18nProvider>
        <LanguageSwitch />
      </I18nProvider>,
    );
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows a switch of the UI language', () => {
    render(
      <I18nProvider initialLang="zh-cn">
        <LanguageSwitch />
      </I18nProvider>,
    );
    expect(document.documentElement.lang).toBe('zh-CN');
    act(() => screen.getByRole('button').click());
    expect(document.documentElement.lang).toBe('en');
    act(() => screen.getByRole('button').click());
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
