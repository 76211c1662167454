import { useCallback } from 'react';
import type { Lang } from '../lib/storage';
import { fillTemplate } from './fill-template';
import { useI18n } from './i18n-provider';

export type FeatureMessages<Key extends string> = Record<Lang, Record<Key, string>>;
export type FeatureTranslate<Key extends string> = (key: Key, values?: Record<string, string | number>) => string;

/**
 * A feature's own zh-cn and en texts, kept beside the feature so that screens built in parallel never
 * edit one shared locale file. The en table must name every zh-cn key (the type enforces it).
 */
export function defineMessages<const Zh extends Record<string, string>>(
  zhCn: Zh,
  en: Record<keyof Zh, string>,
): FeatureMessages<keyof Zh & string> {
  return { 'zh-cn': zhCn, en } as FeatureMessages<keyof Zh & string>;
}

export function translateFeature<Key extends string>(
  messages: FeatureMessages<Key>,
  lang: Lang,
  key: Key,
  values?: Record<string, string | number>,
): string {
  return fillTemplate(messages[lang][key] ?? key, values);
}

/** The translate function of a feature's texts in the language the shell's I18nProvider holds. */
export function useFeatureText<Key extends string>(messages: FeatureMessages<Key>): FeatureTranslate<Key> {
  const { lang } = useI18n();
  return useCallback((key, values) => translateFeature(messages, lang, key, values), [messages, lang]);
}
