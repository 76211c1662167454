import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../api-error';
import { pathOf } from '../http/url';
import { sendApiError } from './envelope';

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

const BODY_LIMIT = `${5 * MIB}`;

/**
 * Every failure Fastify or a plugin can raise, as the contract's error code with a message that says what to fix,
 * in both languages (the envelope takes the request's). Details the parser or Fastify add stay as they come.
 */
export function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (!hasCode(error)) return null;
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('InvalidJson', EMPTY_JSON_BODY);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('InvalidJson', invalidJsonBody(error.message));
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError('BodyTooLarge', {
        zh: `请求体超过 ${BODY_LIMIT} 字节（5 MiB）的上限`,
        en: `The request body is larger than the limit of ${BODY_LIMIT} bytes (5 MiB)`,
      });
    case 'FST_FILES_LIMIT':
      return new ApiError('ValidationFailed', {
        zh: 'file：一次上传只能带一个文件',
        en: 'file: an upload carries exactly one file',
      });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError('ValidationFailed', {
        zh: `上传的表单字段过多：${error.message}`,
        en: `The upload has too many form fields: ${error.message}`,
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError('UnsupportedContentType', {
        zh: `不支持的内容类型：${error.message}。接口调用发送 application/json，上传发送 multipart/form-data`,
        en: `Unsupported content type: ${error.message}. Calls send application/json; uploads send multipart/form-data`,
      });
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('InvalidJson', {
        zh: `请求体长度与 content-length 不符：${error.message}`,
        en: `The body length does not match content-length: ${error.message}`,
      });
    case 'FST_ERR_BAD_URL':
      return new ApiError(
        'RouteNotFound',
        {
          zh: `URL 不是合法的百分号编码 UTF-8：${error.message}`,
          en: `The URL is not valid percent-encoded UTF-8: ${error.message}`,
        },
        { httpStatus: 400 },
      );
    case 'FST_ERR_VALIDATION':
      return new ApiError('ValidationFailed', { zh: `参数校验失败：${error.message}`, en: error.message });
    case 'FST_PROTO_VIOLATION':
    case 'FST_CONSTRUCTOR_VIOLATION':
      return new ApiError('InvalidJson', {
        zh: `请求体被拒绝：${error.message}`,
        en: `The body is refused: ${error.message}`,
      });
  }
  if (error.statusCode === 413) return new ApiError('BodyTooLarge', error.message);
  if (error.statusCode === 415) return new ApiError('UnsupportedContentType', error.message);
  // @fastify/static refuses a path that leaves its folder with 403.
  if (error.statusCode === 403 || error.statusCode === 404) {
    return new ApiError(
      'ResourceNotFound',
      { zh: `没有这个文件：${error.message}`, en: `No such file: ${error.message}` },
      { httpStatus: error.statusCode },
    );
  }
  return null;
}

/** Shared with the JSON parser of body-parsing.ts, which refuses the same bodies before Fastify would. */
export const EMPTY_JSON_BODY = {
  zh: '请求体为空，但 content-type 是 application/json；没有数据的调用发送 {"timestamp": <毫秒>}',
  en: 'The body is empty but content-type is application/json; a call without data sends {"timestamp": <ms>}',
};

export function invalidJsonBody(detail: string) {
  return { zh: `请求体不是合法的 JSON：${detail}`, en: `The body is not valid JSON: ${detail}` };
}

/** A refused body that is still arriving is read to its end (up to these limits) before the answer goes out. */
const DRAIN_LIMIT_BYTES = 128 * MIB;
const DRAIN_LIMIT_MS = 30_000;

/**
 * Reads and drops the rest of a request body. A client that sends its whole body before reading the answer (Node's
 * fetch does) then receives the 1040 envelope instead of a broken pipe. Past the limits the connection is closed.
 */
export function drainBody(raw: IncomingMessage): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', count);
      resolve();
    };
    const giveUp = () => {
      finish();
      raw.socket?.destroy();
    };
    const count = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > DRAIN_LIMIT_BYTES) giveUp();
    };
    const timer = setTimeout(giveUp, DRAIN_LIMIT_MS);
    raw.on('data', count);
    raw.once('end', finish);
    raw.once('error', finish);
    raw.once('close', finish);
    raw.resume();
  });
}

/** Every failure becomes an envelope with the contract's code; nothing unexpected escapes as a bare Fastify error. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('knownPaths', new Map<string, Set<string>>());
    app.decorate('webFallback', null);

    app.setErrorHandler((error, request, reply) => {
      const known = toApiError(error);
      if (known) {
        if (known.code === 'ValidationFailed' || known.code === 'InvalidJson') {
          request.log.info({ err: known.message }, 'request refused');
        }
        if (known.code === 'BodyTooLarge' && !request.raw.readableEnded) {
          return drainBody(request.raw).then(() => sendApiError(request, reply, known));
        }
        return sendApiError(request, reply, known);
      }
      request.log.error({ err: error }, 'unexpected error');
      const message = error instanceof Error ? error.message : String(error);
      return sendApiError(
        request,
        reply,
        new ApiError('Internal', { zh: `服务器内部错误：${message}`, en: `Internal error: ${message}` }),
      );
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
          new ApiError('MethodNotAllowed', {
            zh: `${path} 不接受 ${request.method}，只接受 ${allowed}`,
            en: `${request.method} ${path} is not allowed; this call accepts ${allowed}`,
          }),
        );
      }
      if (app.webFallback && (await app.webFallback(request, reply))) return reply;
      return sendApiError(
        request,
        reply,
        new ApiError('RouteNotFound', {
          zh: `没有接口 ${request.method} ${path}`,
          en: `No call ${request.method} ${path}`,
        }),
      );
    });
  },
  { name: 'errors', dependencies: ['envelope'] },
);
