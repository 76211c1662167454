import type { EndpointDef } from '@cable/contracts';
import { ERROR_CODES } from '@cable/contracts/errors';
import {
  createNonceRegistry,
  ENCRYPTION,
  GUEST_SECRET,
  GUEST_TOKEN,
  HEADER,
  verifyRequestSync,
} from '@cable/contracts/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../api-error';
import { clockOf } from '../clock/clock-of';
import { pathOf } from '../http/url';
import { authorize, resolveSession } from './auth';
import { encryptPayloadSync } from './node-encryption';
import { NODE_HASHES } from './node-hashes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry a route was registered from; product routes only. */
    endpoint?: EndpointDef;
  }
  interface FastifyInstance {
    /** Whether product calls must carry valid protocol headers and signature (the documented switch). */
    verifySignature: boolean;
  }
  interface FastifyRequest {
    /** How the protocol check went, for the request journal. */
    verification: VerificationOutcome;
    /** Set when the client asked for an encrypted answer and the secret is known. */
    encryptSecret: string | null;
  }
}

/**
 * - 'ok': headers and signature checked out; 'off': the switch is off; 'unsigned': a path the protocol does not
 *   cover (static files, previews with a query token, the control API);
 * - 'headers' | 'signature' | 'time' | 'replay': refused (1010-1013); 'not-checked': refused before the check.
 */
export type VerificationOutcome =
  | 'ok'
  | 'off'
  | 'unsigned'
  | 'headers'
  | 'signature'
  | 'time'
  | 'replay'
  | 'not-checked';

export const REFUSAL_CODE = {
  headers: 'BadProtocolHeaders',
  signature: 'BadSignature',
  time: 'TimeOutOfWindow',
  replay: 'ReplayedNonce',
} as const;

function wantsEncryption(request: FastifyRequest): boolean {
  const value = request.headers[HEADER.encrypt];
  return typeof value === 'string' && value.trim().toLowerCase() === ENCRYPTION;
}

/**
 * Product calls (routes carrying a contract `endpoint` with auth 'guest' or 'token'): the token is resolved to a
 * session (15 when it is not live), the headers and signature are checked over the exact body bytes (1010-1013),
 * then the session must be present and hold one of the endpoint's modules (15, 1020). Answers are encrypted when the
 * request asks for it.
 */
export const protocolPlugin = fp(
  async (app: FastifyInstance) => {
    // The namespace default's switch (what the server started with); each namespace has its own.
    const defaultWorld = app.namespaces.defaultWorld;
    app.decorate('verifySignature', {
      getter: () => defaultWorld.verifySignature,
      setter: (on: boolean) => {
        defaultWorld.verifySignature = on;
      },
    });
    app.decorateRequest('session', null);
    app.decorateRequest('verification', 'not-checked');
    app.decorateRequest('encryptSecret', null);
    // Nonces are remembered for two windows of real time, whatever the clock shows: memory stays bounded.
    const nonceSeen = createNonceRegistry();

    /** Throws the refusal (15, 1010-1013, 1020) of a product call, or records how its check went. */
    const checkProductCall = (request: FastifyRequest): void => {
      const endpoint = request.routeOptions.config.endpoint;
      if (!endpoint || endpoint.auth === 'public-static') {
        request.verification = 'unsigned';
        return;
      }
      const { repos } = request.world;
      const session = resolveSession(request, endpoint, repos);
      request.session = session;
      const signed = endpoint.auth === 'guest' || endpoint.auth === 'token';
      if (!signed) {
        request.verification = 'unsigned';
      } else if (!request.world.verifySignature) {
        request.verification = 'off';
      } else {
        const result = verifyRequestSync(
          {
            method: request.method,
            path: pathOf(request.url),
            headers: request.headers,
            body: request.rawBody,
            now: clockOf(request).now(),
            secretFor: (token) => (token === GUEST_TOKEN ? GUEST_SECRET : repos.sessions.findSession(token)?.key),
            nonceSeen,
          },
          NODE_HASHES,
        );
        if (!result.ok) {
          request.verification = result.reason;
          const expected =
            result.expected === undefined ? '' : `; expected canonical string: ${JSON.stringify(result.expected)}`;
          const code = REFUSAL_CODE[result.reason];
          // The detail is a developer's diagnosis (header names, the canonical string): it stays as written.
          const detail = `${result.message}${expected}`;
          throw new ApiError(code, { zh: `${ERROR_CODES[code].zh}：${detail}`, en: detail });
        }
        request.verification = 'ok';
      }
      if (signed && wantsEncryption(request)) request.encryptSecret = session?.key ?? GUEST_SECRET;
      authorize(endpoint, session);
    };

    // Callback-style hooks: every request passes here, and a synchronous check needs no promise.
    app.addHook('preValidation', (request, _reply, done) => {
      try {
        checkProductCall(request);
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const secret = request.encryptSecret;
      if (secret === null) {
        done(null, payload);
        return;
      }
      const contentType = reply.getHeader('content-type');
      // JSON answers come as strings, or as Buffers when a memoized read sends its finished bytes.
      const json = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
      if (json === null || typeof contentType !== 'string' || !contentType.startsWith('application/json')) {
        done(null, payload);
        return;
      }
      reply.header(HEADER.encrypt, ENCRYPTION);
      // Base64 needs no JSON escaping: the envelope is written around it.
      done(null, `{"enc":"${encryptPayloadSync(secret, json)}"}`);
    });
  },
  { name: 'protocol', dependencies: ['envelope', 'namespaces'] },
);
