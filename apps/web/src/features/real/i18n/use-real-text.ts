import { useCallback } from 'react';
import { fillTemplate } from '../../../i18n/fill-template';
import { useI18n } from '../../../i18n/i18n-provider';
import { englishTable } from '../../../i18n/language-tables';
import type { ValidationMessage } from '../utils/validation';
import { type RealMessageKey, realZhCn } from './zh-cn';

export type { RealMessageKey };

export type RealText = (key: RealMessageKey, values?: Record<string, string | number>) => string;

/**
 * The feature keeps its texts beside it (the shell's locale files belong to the shell); the language
 * is the shell's. The English table is loaded with the shell's (app/english-texts), not with these screens.
 */
export function useRealText(): RealText {
  const { lang } = useI18n();
  return useCallback(
    (key, values) => {
      const template = (lang === 'en' ? englishTable('real')?.[key] : undefined) ?? realZhCn[key] ?? key;
      return fillTemplate(template, values);
    },
    [lang],
  );
}

export function validationText(t: RealText, message: ValidationMessage | undefined): string | undefined {
  return message ? t(`error.${message.key}`, message.values) : undefined;
}

export function hasRealMessage(key: string): key is RealMessageKey {
  return key in realZhCn;
}
