import type { EndpointDef, EndpointId, EndpointOf } from '@cable/contracts';
import { ERROR_CODES, type ErrorCodeName } from '@cable/contracts/errors';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Clock } from '../store/clock';
import type { Store } from '../store/store';

/** A live session as the framework sees it: the token, its signing key and the user (grants included). */
export type Session = NonNullable<ReturnType<Store['findSession']>>;
export type { EndpointId, EndpointOf, Store };

/** What a `file` endpoint's handler returns: HTML previews, the Excel download, static files. */
export interface FileResult {
  file: Buffer | string | NodeJS.ReadableStream;
  contentType: string;
  /** Set for downloads: answered as `Content-Disposition: attachment` with this name. */
  filename?: string;
}

/** `data` of an envelope endpoint; a file endpoint answers a FileResult. */
export type DataOf<Id extends EndpointId> = EndpointOf<Id>['response'] extends {
  kind: 'envelope';
  data: infer Data extends TSchema;
}
  ? Static<Data>
  : FileResult;

/** The validated JSON body, or the text fields of a multipart upload. */
export type BodyOf<Id extends EndpointId> = EndpointOf<Id>['request'] extends {
  kind: 'json';
  body: infer Body extends TSchema;
}
  ? Static<Body>
  : EndpointOf<Id>['request'] extends { kind: 'multipart'; fields: infer Fields extends TSchema }
    ? Static<Fields>
    : undefined;

/** The validated (and type-converted) query string of a GET document. */
export type QueryOf<Id extends EndpointId> = EndpointOf<Id>['request'] extends {
  kind: 'query';
  query: infer Query extends TSchema;
}
  ? Static<Query>
  : undefined;

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export type FileOf<Id extends EndpointId> = EndpointOf<Id>['request'] extends { kind: 'multipart' }
  ? UploadedFile
  : undefined;

/** Token endpoints (and token-carrying previews) never run without a live session: the framework answers 15 first. */
export type SessionOf<Id extends EndpointId> = EndpointOf<Id>['auth'] extends 'token' | 'query-token'
  ? Session
  : Session | null;

export type Lang = 'zh' | 'en';

export interface HandlerContext<Id extends EndpointId> {
  body: BodyOf<Id>;
  query: QueryOf<Id>;
  file: FileOf<Id>;
  session: SessionOf<Id>;
  store: Store;
  clock: Clock;
  /** From accept-language: 'en' when English is preferred, else the product default 'zh'. */
  lang: Lang;
  log: FastifyBaseLogger;
  endpoint: EndpointDef;
  request: FastifyRequest;
}

export type Handler<Id extends EndpointId> = (ctx: HandlerContext<Id>) => DataOf<Id> | Promise<DataOf<Id>>;

/** Each route file exports one of these; the framework merges them and registers one route per endpoint. */
export type HandlerMap = { [Id in EndpointId]?: Handler<Id> };

export interface ApiErrorOptions {
  /** Overrides ERROR_CODES[code].httpStatus, e.g. 404 for a missing static file. */
  httpStatus?: number;
}

/** A message in each language the product speaks; the request's accept-language picks one. */
export type LocalizedText = Record<Lang, string>;

/**
 * A refusal the client sees as an envelope with `stat.err` = ERROR_CODES[code].code. The message is one text, a
 * text per language (chosen by the request's language when the envelope is sent), or, without one, the code's
 * own text in the request's language.
 */
export class ApiError extends Error {
  readonly code: ErrorCodeName;
  readonly httpStatus: number;
  readonly hasCustomMessage: boolean;
  readonly messages: LocalizedText | undefined;

  constructor(code: ErrorCodeName, message?: string | LocalizedText, options: ApiErrorOptions = {}) {
    super(message === undefined ? ERROR_CODES[code].en : typeof message === 'string' ? message : message.en);
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = options.httpStatus ?? ERROR_CODES[code].httpStatus;
    this.hasCustomMessage = message !== undefined;
    this.messages = typeof message === 'object' ? message : undefined;
  }
}
