import { useMemo } from 'react';
import { useI18n } from '../../../i18n/i18n-provider';
import type { ValidationMessage } from '../utils/validation';
import { type RealMessageKey, type RealText, realText } from './real-text';
import { realZhCn } from './zh-cn';

export type { RealMessageKey, RealText };

/**
 * The feature keeps its texts beside it (the shell's locale files belong to the shell); the language
 * is the shell's. The English table is loaded with the shell's (app/english-texts), not with these screens.
 */
export function useRealText(): RealText {
  const { lang } = useI18n();
  return useMemo(() => realText(lang), [lang]);
}

export function validationText(t: RealText, message: ValidationMessage | undefined): string | undefined {
  return message ? t(`error.${message.key}`, message.values) : undefined;
}

export function hasRealMessage(key: string): key is RealMessageKey {
  return key in realZhCn;
}
