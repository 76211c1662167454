import type { ErrorCodeName } from '@cable/contracts/errors';
import { ApiError, type Lang } from './handler';

/** The product speaks Chinese by default; English when the client asks for it (accept-language). */
export function localized(lang: Lang, zh: string, en: string): string {
  return lang === 'en' ? en : zh;
}

/** A refusal whose message follows the request's language. */
export function refusal(code: ErrorCodeName, lang: Lang, zh: string, en: string): ApiError {
  return new ApiError(code, localized(lang, zh, en));
}
