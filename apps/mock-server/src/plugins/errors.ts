import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, type Lang } from '../routes/handler';
import { StoreError } from '../store/store';
import { langOf, sendApiError } from './envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** path -> methods registered on it, to tell a wrong method (1032) from an unknown path (1030). */
    knownPaths: Map<string, Set<string>>;
    /** Serves the web app for a GET that no route answered (history fallback); false when it does not apply. */
    webFallback: ((request: FastifyRequest, reply: FastifyReply) => Promise<boolean>) | null;
  }
}

const MIB = 1024 * 1024;

function hasCode(error: unknown): error is FastifyError {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';
}

/**
 * Every failure Fastify or a plugin can raise, as the contract's error code with a message that says what to fix.
 * A store refusal speaks `lang` (the request's language; the product default before a request is known).
 */
export function toApiError(error: unknown, lang: Lang = 'zh'): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof StoreError) return new ApiError(error.code, error.messages[lang]);
  if (!hasCode(error)) return null;
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(
        'InvalidJson',
        'The body is empty but content-type is application/json; a call without data sends {"timestamp": <ms>}',
      );
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('InvalidJson', `The body is not valid JSON: ${error.message}`);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError('BodyTooLarge', `The request body is larger than the limit of ${5 * MIB} bytes (5 MiB)`);
    case 'FST_FILES_LIMIT':
      return new ApiError('ValidationFailed', 'file: an upload carries exactly one file');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError('ValidationFailed', `The upload has too many form fields: ${error.message}`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(
        'UnsupportedContentType',
        `Unsupported content type: ${error.message}. Calls send application/json; uploads send multipart/form-data`,
      );
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('InvalidJson', `The body length does not match content-length: ${error.message}`);
    case 'FST_ERR_BAD_URL':
      return new ApiError('RouteNotFound', `The URL is not valid percent-encoded UTF-8: ${error.message}`, {
        httpStatus: 400,
      });
    case 'FST_ERR_VALIDATION':
      return new ApiError('ValidationFailed', error.message);
    case 'FST_PROTO_VIOLATION':
    case 'FST_CONSTRUCTOR_VIOLATION':
      return new ApiError('InvalidJson', `The body is refused: ${error.message}`);
  }
  if (error.statusCode === 413) return new ApiError('BodyTooLarge', error.message);
  if (error.statusCode === 415) return new ApiError('UnsupportedContentType', error.message);
  // @fastify/static refuses a path that leaves its folder with 403.
  if (error.statusCode === 403 || error.statusCode === 404) {
    return new ApiError('ResourceNotFound', `No such file: ${error.message}`, { httpStatus: error.statusCode });
  }
  return null;
}

function pathOf(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

/** Every failure becomes an envelope with the contract's code; nothing unexpected escapes as a bare Fastify error. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('knownPaths', new Map<string, Set<string>>());
    app.decorate('webFallback', null);

    app.setErrorHandler((error, request, reply) => {
      const known = toApiError(error, langOf(request));
      if (known) {
        if (known.code === 'ValidationFailed' || known.code === 'InvalidJson') {
          request.log.info({ err: known.message }, 'request refused');
        }
        return sendApiError(request, reply, known);
      }
      request.log.error({ err: error }, 'unexpected error');
      const message = error instanceof Error ? error.message : String(error);
      return sendApiError(request, reply, new ApiError('Internal', `Internal error: ${message}`));
    });

    app.setNotFoundHandler(async (request, reply) => {
      const path = pathOf(request.url);
      const methods = app.knownPaths.get(path);
      if (methods && !methods.has(request.method)) {
        const allowed = [...methods].sort().join(', ');
        reply.header('allow', allowed);
        return sendApiError(
          request,
          reply,
          new ApiError('MethodNotAllowed', `${request.method} ${path} is not allowed; this call accepts ${allowed}`),
        );
      }
      if (app.webFallback && (await app.webFallback(request, reply))) return reply;
      return sendApiError(request, reply, new ApiError('RouteNotFound', `No call ${request.method} ${path}`));
    });
  },
  { name: 'errors', dependencies: ['envelope'] },
);
