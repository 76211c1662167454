import type { Lang } from '../lib/storage';
import { fillTemplate } from './fill-template';
import { englishTable } from './language-tables';
import { type MessageKey, zhCn } from './locales/zh-cn';

export type { MessageKey };

/**
 * Looks a key up and fills {name} placeholders; an unknown key shows itself so that gaps are visible. English comes
 * from the tables loadLanguage fetched (the app shows English only after that).
 */
export function translate(lang: Lang, key: MessageKey, values?: Record<string, string | number>): string {
  const template = (lang === 'en' ? englishTable('shell')?.[key] : undefined) ?? zhCn[key] ?? key;
  return fillTemplate(template, values);
}

export function hasMessage(key: string): key is MessageKey {
  return key in zhCn;
}
