import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type Lang, readLocalSetting, updateLocalSetting } from '../lib/storage';
import { isLanguageLoaded, loadLanguage } from './language-tables';
import { type MessageKey, translate } from './messages';

interface I18nValue {
  lang: Lang;
  setLang: (lang: Lang) => void;
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
}

const I18nContext = createContext<I18nValue | undefined>(undefined);

export function I18nProvider({ children, initialLang }: { children: ReactNode; initialLang?: Lang }) {
  const [lang, setLangState] = useState<Lang>(() => initialLang ?? readLocalSetting().lang);
  // The switch waits for the language's tables (English is loaded on demand): the page changes language in one go.
  const setLang = useCallback((next: Lang) => {
    const apply = () => {
      updateLocalSetting({ lang: next });
      setLangState(next);
    };
    if (isLanguageLoaded(next)) apply();
    else loadLanguage(next).then(apply, (error: unknown) => console.error(error));
  }, []);
  // The page's language follows the UI's from the start (a saved English setting included), for screen readers,
  // hyphenation and the browser's translate offer.
  useEffect(() => {
    document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  }, [lang]);
  const value = useMemo<I18nValue>(
    () => ({ lang, setLang, t: (key, values) => translate(lang, key, values) }),
    [lang, setLang],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n is used outside I18nProvider');
  return value;
}
