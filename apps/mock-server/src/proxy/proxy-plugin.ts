/**
 * Proxy mode (`--proxy URL`): the mock server forwards the product's calls to a real backend, so the web app runs
 * against it through the kit, each call answered — per path pattern (route-modes.ts) — by the real backend, by the
 * mock, or by both (the real answer served, the mock's computed beside it and compared).
 *
 * The protocol (contracts/PROTOCOL.md) holds end to end: the sign-in passes through, so the browser holds the real
 * backend's token and key; the proxy learns them from the answer, checks each browser request's signature with them,
 * and re-signs the request it forwards (fresh time, nonce and request-id, the path under the backend's base URL). An
 * encrypted answer is decrypted with the session's key (to record and compare it) and encrypted again for the browser.
 * A token whose sign-in the proxy did not see is forwarded with the browser's own headers.
 *
 * With `--record DIR` every forwarded exchange is written to DIR (recording.ts), secrets redacted.
 */
import type { IncomingMessage } from 'node:http';
import { ENDPOINTS } from '@cable/contracts';
import { ERROR_CODES } from '@cable/contracts/errors';
import {
  createNonceRegistry,
  decryptPayload,
  ENCRYPTION,
  encryptPayload,
  GUEST_SECRET,
  GUEST_TOKEN,
  HEADER,
  MAX_BODY_BYTES,
  REQUEST_TIMEOUT_MS,
  signRequest,
  verifyRequest,
} from '@cable/contracts/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clockOf } from '../clock/clock-of';
import { CONTROL_PREFIX } from '../control/paths';
import { MULTIPART_OVERHEAD_BYTES } from '../plugins/body-parsing';
import { ApiError, sendApiError } from '../plugins/envelope';
import { PRODUCT_PATH } from '../plugins/faults';
import { REFUSAL_CODE } from '../plugins/protocol';
import { compareAnswers } from './compare';
import { type RecordedAnswer, type RecordedBody, type RecordedExchange, RecordingWriter, Redactor } from './recording';
import { type ProxyMode, type RouteModeRule, routeModes } from './route-modes';
import { asRealSession, ProxySessions, profileIn, type RealSession } from './sessions';
import { pathAndQuery } from './url';

export interface ProxyOptions {
  /** The real backend's base URL; its path (if any) is put before every call path. */
  target: string;
  routes: RouteModeRule[];
  /** Write every forwarded exchange here. */
  recordDir?: string;
}

/** What the control page and GET /__control/proxy show. */
export interface ProxyStatus {
  target: string;
  routes: RouteModeRule[];
  recordDir: string | null;
  sessions: number;
  calls: Record<ProxyMode, number>;
  /** The last comparisons of "both" calls whose shapes differed, newest first. */
  differences: Array<{ call: string; at: string; shape: string[] }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set in proxy mode only. */
    proxy: ProxyStatus | null;
  }
}

const SIGN_IN_PATHS = new Set<string>(
  ENDPOINTS.filter((endpoint) => endpoint.id === 'keySignin' || endpoint.id === 'mobileSignin').map((e) => e.path),
);
const SIGN_OUT_PATH = ENDPOINTS.find((endpoint) => endpoint.id === 'signout')?.path;
const DIFFERENCES_KEPT = 20;
/** Request headers passed on as they are (the protocol's are re-signed). */
const PASSED_HEADERS = ['content-type', 'accept-language', 'user-agent'];
/** Answer headers passed back (the body is re-sent, so length and encoding are the server's own). */
const ANSWER_HEADERS = ['content-type', 'content-disposition', 'cache-control'];

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.[0];
}

async function readBody(raw: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function isJson(contentType: string): boolean {
  return /^application\/json\b/i.test(contentType);
}

/** The JSON value of a text, or undefined when it is not JSON. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The plaintext of an encrypted answer ({ enc }), or null when it is not one or fails authentication. */
async function decrypted(secret: string, text: string): Promise<string | null> {
  const enc = (parsed(text) as { enc?: unknown } | undefined)?.enc;
  if (typeof enc !== 'string') return null;
  try {
    return await decryptPayload(secret, enc);
  } catch {
    return null;
  }
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The bytes as they came (possibly encrypted). */
  bytes: Buffer;
  /** The plain JSON text (decrypted), when the answer is JSON that could be read; always parses. */
  json: string | null;
  encrypted: boolean;
}

function recordedBody(bytes: Buffer, contentType: string, json: string | null, redactor: Redactor): RecordedBody {
  if (json !== null) {
    try {
      return { json: redactor.value(JSON.parse(json)) };
    } catch {
      return { text: redactor.text(json) };
    }
  }
  if (/^text\//i.test(contentType)) return { text: redactor.text(bytes.toString('utf8')) };
  return { bytes: bytes.length };
}

function recordedAnswer(answer: Answer, redactor: Redactor): RecordedAnswer {
  const contentType = answer.headers['content-type'] ?? '';
  // JSON that does not parse is kept as the text it was; an answer that could not be decrypted, by its size.
  const readable = answer.json ?? (isJson(contentType) && !answer.encrypted ? answer.bytes.toString('utf8') : null);
  return {
    status: answer.status,
    contentType,
    ...(answer.encrypted ? { encrypted: true } : {}),
    body: recordedBody(answer.bytes, contentType, readable, redactor),
  };
}

export const proxyPlugin = fp(
  async (app: FastifyInstance, options: ProxyOptions) => {
    const target = new URL(options.target);
    const basePath = target.pathname.replace(/\/+$/, '');
    const modeOf = routeModes(options.routes);
    const sessions = new ProxySessions();
    const redactor = new Redactor();
    const writer = options.recordDir ? new RecordingWriter(options.recordDir) : null;
    const nonceSeen = createNonceRegistry();
    // The proxy's own requests to the mock (answers computed beside or instead of the real one) carry this.
    const shadowHeader = 'x-mock-proxy-shadow';
    const shadowSecret = crypto.randomUUID();
    const status: ProxyStatus = {
      target: target.href.replace(/\/$/, ''),
      routes: options.routes,
      recordDir: options.recordDir ?? null,
      sessions: 0,
      calls: { mock: 0, real: 0, both: 0 },
      differences: [],
    };
    app.decorate('proxy', status);

    /** The secret the browser signs with: Guest's, or a real session's key the proxy saw; null when unknown. */
    const secretOf = (token: string | undefined, session: RealSession | undefined): string | null =>
      token === GUEST_TOKEN ? GUEST_SECRET : (session?.key ?? null);

    /** The mock's answer to the request, signed for the mock session of the same user (or as Guest). */
    const mockAnswer = async (
      request: FastifyRequest,
      body: Buffer,
      token: string | undefined,
      session: RealSession | undefined,
    ): Promise<Answer | null> => {
      const { path, query } = pathAndQuery(request.url);
      const contentType = single(request.headers['content-type']) ?? '';
      const headers: Record<string, string> = { [shadowHeader]: shadowSecret };
      for (const name of PASSED_HEADERS) {
        const value = single(request.headers[name]);
        if (value !== undefined) headers[name] = value;
      }
      let url = request.url;
      if (request.headers[HEADER.sign] !== undefined) {
        const mock = token === GUEST_TOKEN ? { token: GUEST_TOKEN, key: GUEST_SECRET } : session?.mock;
        if (!mock) return null;
        Object.assign(
          headers,
          await signRequest({
            method: request.method,
            path,
            body: isJson(contentType) ? body : undefined,
            token: mock.token,
            secret: mock.key,
          }),
        );
      } else if (session?.mock && query.includes('token=')) {
        url = `${path}${query.split(session.token).join(session.mock.token)}`;
      }
      const response = await app.inject({
        method: request.method as 'GET' | 'POST',
        url,
        headers,
        ...(body.length > 0 ? { payload: body } : {}),
      });
      const answerHeaders: Record<string, string> = {};
      for (const name of ANSWER_HEADERS) {
        const value = single(response.headers[name] as string | string[] | undefined);
        if (value !== undefined) answerHeaders[name] = value;
      }
      const json = isJson(answerHeaders['content-type'] ?? '') ? response.body : null;
      return {
        status: response.statusCode,
        headers: answerHeaders,
        bytes: response.rawPayload,
        json: json !== null && session ? asRealSession(json, session) : json,
        encrypted: false,
      };
    };

    /** The real backend's answer, the request re-signed with the session's key (or passed as signed). */
    const realAnswer = async (
      request: FastifyRequest,
      body: Buffer,
      token: string | undefined,
      secret: string | null,
    ): Promise<Answer> => {
      const { path, query } = pathAndQuery(request.url);
      const outPath = `${basePath}${path}`;
      const contentType = single(request.headers['content-type']) ?? '';
      const headers: Record<string, string> = {};
      for (const name of PASSED_HEADERS) {
        const value = single(request.headers[name]);
        if (value !== undefined) headers[name] = value;
      }
      const wantsEncryption = single(request.headers[HEADER.encrypt])?.trim().toLowerCase() === ENCRYPTION;
      if (wantsEncryption) headers[HEADER.encrypt] = ENCRYPTION;
      if (request.headers[HEADER.sign] !== undefined) {
        if (token !== undefined && secret !== null) {
          Object.assign(
            headers,
            await signRequest({
              method: request.method,
              path: outPath,
              body: isJson(contentType) ? body : undefined,
              token,
              secret,
            }),
          );
        } else {
          for (const name of Object.values(HEADER)) {
            const value = single(request.headers[name]);
            if (value !== undefined) headers[name] = value;
          }
        }
      }
      const response = await fetch(`${target.origin}${outPath}${query}`, {
        method: request.method,
        headers,
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        redirect: 'manual',
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      const answerHeaders: Record<string, string> = {};
      for (const name of ANSWER_HEADERS) {
        const value = response.headers.get(name);
        if (value !== null) answerHeaders[name] = value;
      }
      const encrypted = response.headers.get(HEADER.encrypt) === ENCRYPTION;
      let json: string | null = null;
      if (isJson(answerHeaders['content-type'] ?? '')) {
        const text = bytes.toString('utf8');
        const plain = encrypted ? (secret === null ? null : await decrypted(secret, text)) : text;
        // An answer that is not JSON after all (or cannot be decrypted) goes back to the browser as it came.
        json = plain !== null && parsed(plain) !== undefined ? plain : null;
      }
      return { status: response.status, headers: answerHeaders, bytes, json, encrypted };
    };

    /** A sign-in the real backend accepted: remember its session and sign the same account in at the mock. */
    const learnSession = async (request: FastifyRequest, body: Buffer, plain: unknown): Promise<void> => {
      const profile = profileIn(plain);
      if (!profile) return;
      const session = sessions.learn(profile.token, profile.key);
      redactor.learnSession(profile.token, profile.key);
      status.sessions = sessions.size;
      if (!SIGN_IN_PATHS.has(pathAndQuery(request.url).path)) return;
      const guestCall = await mockAnswer(request, body, GUEST_TOKEN, undefined);
      const mockProfile = guestCall?.json ? profileIn(JSON.parse(guestCall.json)) : null;
      if (mockProfile) {
        session.mock = mockProfile;
        redactor.learnSession(mockProfile.token, mockProfile.key);
      }
    };

    const reply = async (
      request: FastifyRequest,
      fastifyReply: FastifyReply,
      answer: Answer,
      secret: string | null,
    ): Promise<FastifyReply> => {
      for (const [name, value] of Object.entries(answer.headers)) fastifyReply.header(name, value);
      fastifyReply.code(answer.status);
      const wantsEncryption = single(request.headers[HEADER.encrypt])?.trim().toLowerCase() === ENCRYPTION;
      if (answer.json !== null) {
        request.envelopeErr = (JSON.parse(answer.json) as { stat?: { err?: number } }).stat?.err ?? null;
        if (wantsEncryption && secret !== null) {
          fastifyReply.header(HEADER.encrypt, ENCRYPTION);
          return fastifyReply.send(JSON.stringify({ enc: await encryptPayload(secret, answer.json) }));
        }
        return fastifyReply.send(answer.json);
      }
      if (answer.encrypted) fastifyReply.header(HEADER.encrypt, ENCRYPTION);
      return fastifyReply.send(answer.bytes);
    };

    const refuse = (request: FastifyRequest, fastifyReply: FastifyReply, error: ApiError) =>
      sendApiError(request, fastifyReply, error);

    app.addHook('onRequest', async (request, fastifyReply) => {
      if (request.headers[shadowHeader] === shadowSecret) return;
      const { path } = pathAndQuery(request.url);
      if (!PRODUCT_PATH.test(path) || path.startsWith(CONTROL_PREFIX)) return;
      const mode = modeOf(path);
      const queryToken = new URLSearchParams(pathAndQuery(request.url).query).get('token') ?? undefined;
      const token = single(request.headers[HEADER.token]) ?? (queryToken || undefined);
      const session = sessions.get(token);
      // The mock answers as it always does unless the caller holds a real session it must translate.
      if (mode === 'mock' && !session?.mock) return;

      const body = await readBody(request.raw, MAX_BODY_BYTES + MULTIPART_OVERHEAD_BYTES);
      if (body === null) return refuse(request, fastifyReply, new ApiError('BodyTooLarge'));
      const secret = secretOf(token, session);
      if (app.verifySignature && request.headers[HEADER.sign] !== undefined && secret !== null) {
        const contentType = single(request.headers['content-type']) ?? '';
        const verdict = await verifyRequest({
          method: request.method,
          path,
          headers: request.headers,
          body: isJson(contentType) ? body : null,
          now: clockOf(request).now(),
          secretFor: (candidate) => (candidate === token ? secret : null),
          nonceSeen,
        });
        if (!verdict.ok) {
          const code = REFUSAL_CODE[verdict.reason];
          return refuse(
            request,
            fastifyReply,
            new ApiError(code, { zh: `${ERROR_CODES[code].zh}：${verdict.message}`, en: verdict.message }),
          );
        }
      }
      status.calls[mode] += 1;

      if (mode === 'mock') {
        const answer = await mockAnswer(request, body, token, session);
        // The caller's session has a mock session (checked above), so the mock always answers; 15 if it could not.
        if (answer) return reply(request, fastifyReply, answer, secret);
        return refuse(request, fastifyReply, new ApiError('LoginExpired'));
      }

      const started = Date.now();
      let real: Answer;
      try {
        real = await realAnswer(request, body, token, secret);
      } catch (error) {
        const reason = (error as Error).message;
        return refuse(
          request,
          fastifyReply,
          new ApiError(
            'Internal',
            {
              zh: `真实后端 ${status.target} 没有应答：${reason}`,
              en: `the real backend at ${status.target} did not answer: ${reason}`,
            },
            { httpStatus: 502 },
          ),
        );
      }
      const ms = Date.now() - started;
      const plain = real.json === null ? null : (JSON.parse(real.json) as { stat?: { err?: number } });
      if (plain) await learnSession(request, body, plain);
      if (token && token !== GUEST_TOKEN) redactor.learnToken(token);
      if (path === SIGN_OUT_PATH && plain?.stat?.err === 0 && token) sessions.forget(token);

      let mock: (RecordedAnswer & { differences: string[] }) | undefined;
      if (mode === 'both') {
        const beside = await mockAnswer(request, body, token, session);
        const differences = beside?.json && plain ? compareAnswers(plain, JSON.parse(beside.json)) : null;
        const listed = differences
          ? [...differences.shape, ...differences.values]
          : ['the mock could not answer as this user (its sign-in was not seen)'];
        if (differences && differences.shape.length > 0) {
          app.log.warn({ call: `${request.method} ${path}`, differences: differences.shape }, 'mock and real differ');
          status.differences.unshift({
            call: `${request.method} ${path}`,
            at: new Date(started).toISOString(),
            shape: differences.shape,
          });
          status.differences.length = Math.min(status.differences.length, DIFFERENCES_KEPT);
        }
        mock = beside
          ? { ...recordedAnswer(beside, redactor), differences: listed }
          : { status: 0, contentType: '', differences: listed };
      }

      if (writer) {
        const contentType = single(request.headers['content-type']) ?? '';
        const query = Object.fromEntries(new URLSearchParams(pathAndQuery(request.url).query));
        const headers: Record<string, string> = {};
        if (token !== undefined) headers.token = redactor.text(token);
        for (const name of ['content-type', 'accept-language', HEADER.encrypt]) {
          const value = single(request.headers[name]);
          if (value !== undefined) headers[name] = value;
        }
        const exchange: RecordedExchange = {
          time: new Date(started).toISOString(),
          ms,
          mode,
          request: {
            method: request.method,
            path,
            ...(Object.keys(query).length > 0 ? { query: redactor.value(query) as Record<string, string> } : {}),
            headers,
            ...(body.length > 0
              ? {
                  body: isJson(contentType)
                    ? recordedBody(body, contentType, body.toString('utf8'), redactor)
                    : { bytes: body.length },
                }
              : {}),
          },
          response: recordedAnswer(real, redactor),
          ...(mock ? { mock } : {}),
        };
        writer.write(exchange);
      }
      return reply(request, fastifyReply, real, secret);
    });
  },
  { name: 'proxy', dependencies: ['envelope'] },
);
