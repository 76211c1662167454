import { fillTemplate } from '../../../i18n/fill-template';
import { englishTable } from '../../../i18n/language-tables';
import type { Lang } from '../../../lib/storage';
import { type RealMessageKey, realZhCn } from './zh-cn';

export type { RealMessageKey };

export type RealText = (key: RealMessageKey, values?: Record<string, string | number>) => string;

/**
 * The feature's texts in `lang`, free of React: the screens read them through useRealText, the quotation list's first
 * rows (painted before React has loaded, first-rows/) directly. English falls back to Chinese until its table is loaded.
 */
export function realText(lang: Lang): RealText {
  return (key, values) => {
    const template = (lang === 'en' ? englishTable('real')?.[key] : undefined) ?? realZhCn[key] ?? key;
    return fillTemplate(template, values);
  };
}
