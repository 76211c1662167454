import { ERROR_CODES, type ErrorCodeName } from '@cable/contracts/errors';

/** The languages the product speaks: Chinese by default, English when the client's accept-language prefers it. */
export type Lang = 'zh' | 'en';

/** A text in each language the product speaks; the envelope answers the request's. */
export type LocalizedText = Record<Lang, string>;

export interface ApiErrorOptions {
  /** Overrides ERROR_CODES[code].httpStatus, e.g. 404 for a missing static file. */
  httpStatus?: number;
  /** Facts of the refusal for the caller that catches it (e.g. the duplicate customer's name, tax number, creator). */
  details?: Record<string, unknown>;
}

/**
 * The one refusal of the mock server, thrown by repositories, plugins and handlers alike: the client sees an envelope
 * with `stat.err` = ERROR_CODES[code].code and the text in the request's language (the envelope picks it). Without a
 * text the code's own text is used; a single string is a developer detail said the same in both languages. `message`
 * is the English text, for logs and tests.
 */
export class ApiError extends Error {
  readonly code: ErrorCodeName;
  readonly httpStatus: number;
  readonly messages: LocalizedText;
  readonly details: Record<string, unknown>;

  constructor(code: ErrorCodeName, text?: LocalizedText | string, options: ApiErrorOptions = {}) {
    const messages =
      text === undefined
        ? { zh: ERROR_CODES[code].zh, en: ERROR_CODES[code].en }
        : typeof text === 'string'
          ? { zh: text, en: text }
          : text;
    super(messages.en);
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = options.httpStatus ?? ERROR_CODES[code].httpStatus;
    this.messages = messages;
    this.details = options.details ?? {};
  }
}
