import { performance } from 'node:perf_hooks';
import type { Stat } from '@cable/contracts';
import { ERROR_CODES } from '@cable/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, type Lang } from '../api-error';
import { clockOf } from '../clock/clock-of';

declare module 'fastify' {
  interface FastifyRequest {
    /** performance.now() when the request arrived, for stat.dur. */
    startedAt: number;
    /** stat.err of the answer, for the journal; null until an envelope was built. */
    envelopeErr: number | null;
    envelopeMsg: string | null;
  }
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** 'en' when the client prefers English over Chinese (accept-language q-values), else the product default 'zh'. */
export function langOf(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'];
  if (!header) return 'zh';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag.startsWith('en') || entry.tag.startsWith('zh'))
    .sort((left, right) => right.q - left.q || left.index - right.index);
  return ranked[0]?.tag.startsWith('en') ? 'en' : 'zh';
}

/** The envelope's stat for this request: stat.sec is the request's clock (moved by the control API when asked). */
export function statOf(request: FastifyRequest, err: number, msg?: string): Stat {
  const elapsed = performance.now() - (request.startedAt ?? performance.now());
  const stat: Stat = {
    dur: String(Math.max(0, Math.round(elapsed))),
    err,
    sec: Math.floor(clockOf(request).now() / 1000),
  };
  if (msg !== undefined) stat.msg = msg;
  request.envelopeErr = err;
  request.envelopeMsg = msg ?? null;
  return stat;
}

/** The message of a refusal: the code's text in the client's language, then the developer detail. */
export function errorMessage(error: ApiError, lang: Lang): string {
  return error.messages[lang];
}

/**
 * Error envelopes go out as pre-serialized JSON: the routes' response schemas describe successes, and a string
 * payload skips serialization (and the price filter, which has nothing to do on `data: null`).
 */
export function sendApiError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  const stat = statOf(request, ERROR_CODES[error.code].code, errorMessage(error, langOf(request)));
  return reply
    .code(error.httpStatus)
    .type(JSON_CONTENT_TYPE)
    .send(JSON.stringify({ data: null, stat }));
}

/** Starts the stat.dur stopwatch and provides the request fields the envelope needs. */
export const envelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('startedAt', 0);
    app.decorateRequest('envelopeErr', null);
    app.decorateRequest('envelopeMsg', null);
    app.addHook('onRequest', (request, _reply, done) => {
      request.startedAt = performance.now();
      done();
    });
  },
  { name: 'envelope' },
);

export { ApiError };
