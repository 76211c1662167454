import type { Lang } from '../lib/storage';
import { fillTemplate } from './fill-template';
import { en } from './locales/en';
import { type MessageKey, zhCn } from './locales/zh-cn';

export type { MessageKey };

const MESSAGES: Record<Lang, Record<MessageKey, string>> = { 'zh-cn': zhCn, en };

/** Looks a key up and fills {name} placeholders; an unknown key shows itself so that gaps are visible. */
export function translate(lang: Lang, key: MessageKey, values?: Record<string, string | number>): string {
  const template = MESSAGES[lang][key] ?? key;
  return fillTemplate(template, values);
}

export function hasMessage(key: string): key is MessageKey {
  return key in zhCn;
}
