import { MAX_BODY_BYTES } from '@cable/contracts/protocol';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../api-error';
import { EMPTY_JSON_BODY, invalidJsonBody } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a JSON body: the signature covers them, not a re-serialization. */
    rawBody: Buffer | null;
  }
}

/** Multipart framing (boundaries, part headers, text fields) on top of a 5 MiB file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Multipart parsing for the scope of the upload routes only: @fastify/multipart hooks into every request of its
 * scope (a close listener, a clean-up on response), which the JSON calls have no use for. One file of 5 MiB.
 */
export const uploadParsingPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: MAX_BODY_BYTES, files: 1, fields: 32, fieldSize: 64 * 1024, parts: 40 },
    });
  },
  { name: 'upload-parsing', dependencies: ['body-parsing'] },
);

const UTF8_NAMES = new Set(['utf-8', 'utf8']);

function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match ? match[1]!.toLowerCase() : undefined;
}

/** The path of the first number no integer field can hold exactly (1e308, -1e20), or null. */
function unsafeNumberPath(value: unknown, path: string): string | null {
  if (typeof value === 'number') return Math.abs(value) > Number.MAX_SAFE_INTEGER ? path || '(body)' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = unsafeNumberPath(child, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * JSON is parsed here rather than by Fastify's parser so the raw bytes stay available to the protocol check;
 * multipart is parsed in the upload routes' scope (uploadParsingPlugin).
 */
export const bodyParsingPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('rawBody', null);
    const parseJson = app.getDefaultJsonParser('error', 'error');
    // Only JSON and multipart are part of the wire; anything else (text/plain included) answers 1003.
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES },
      (request, body: Buffer, done) => {
        request.rawBody = body;
        const charset = charsetOf(request.headers['content-type']);
        if (charset !== undefined && !UTF8_NAMES.has(charset)) {
          done(
            new ApiError('UnsupportedContentType', {
              zh: `JSON 只接受 UTF-8 编码，请求声明的是 charset=${charset}`,
              en: `JSON is read as UTF-8 only; the request declares charset=${charset}`,
            }),
          );
          return;
        }
        if (body.length === 0) {
          done(new ApiError('InvalidJson', EMPTY_JSON_BODY));
          return;
        }
        parseJson(request, body.toString('utf8'), (error, value) => {
          if (error) {
            done(new ApiError('InvalidJson', invalidJsonBody(error.message)));
            return;
          }
          const unsafe = unsafeNumberPath(value, '');
          if (unsafe !== null) {
            done(
              new ApiError('ValidationFailed', {
                zh: `${unsafe}：数值超出可精确表示的范围（绝对值不能超过 ${Number.MAX_SAFE_INTEGER}）`,
                en: `${unsafe}: the number is out of the exactly representable range (at most ${Number.MAX_SAFE_INTEGER} in magnitude)`,
              }),
            );
            return;
          }
          done(null, value);
        });
      },
    );
  },
  { name: 'body-parsing', dependencies: ['envelope'] },
);
