import type { EndpointDef } from '@cable/contracts';
import { ERROR_CODES } from '@cable/contracts/errors';
import { GUEST_TOKEN, HEADER } from '@cable/contracts/protocol';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../api-error';
import type { Session } from '../http/handler';
import type { Repositories } from '../store/repositories';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of the request's token; null for guests and unauthenticated paths. */
    session: Session | null;
  }
}

function firstValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** The token header, or for document previews (opened in a new window) the `token` query parameter. */
export function tokenOf(request: FastifyRequest, endpoint: EndpointDef): string {
  const token =
    endpoint.auth === 'query-token'
      ? firstValue((request.query as Record<string, unknown> | undefined)?.token)
      : firstValue(request.headers[HEADER.token]);
  const trimmed = token?.trim();
  return trimmed ? trimmed : GUEST_TOKEN;
}

/** An unknown, signed-out or revoked token is refused with 15 before anything else: there is no key to check it with. */
export function resolveSession(request: FastifyRequest, endpoint: EndpointDef, repos: Repositories): Session | null {
  const token = tokenOf(request, endpoint);
  if (token === GUEST_TOKEN) return null;
  const session = repos.sessions.findSession(token);
  if (!session) {
    throw new ApiError('LoginExpired', {
      zh: `令牌 "${token}" 不是有效的登录会话（已退出、已吊销或从未签发），请重新登录`,
      en: `Token "${token}" is not a live session (signed out, revoked or never issued); sign in again`,
    });
  }
  return session;
}

/** Token endpoints need a session; an endpoint with modules needs one of them. */
export function authorize(endpoint: EndpointDef, session: Session | null): void {
  if (!session) {
    if (endpoint.auth === 'token' || endpoint.auth === 'query-token') {
      throw new ApiError('LoginExpired', {
        zh: `${endpoint.method} ${endpoint.path} 需要登录后调用；该请求以 "${GUEST_TOKEN}" 身份发出`,
        en: `${endpoint.method} ${endpoint.path} needs a signed-in session; the request came as "${GUEST_TOKEN}"`,
      });
    }
    return;
  }
  if (endpoint.modules.length === 0) return;
  const { grants } = session.user;
  if (endpoint.modules.some((module) => grants.includes(module))) return;
  const needed = endpoint.modules.join('" or "');
  throw new ApiError('NoPermission', {
    zh: `${ERROR_CODES.NoPermission.zh}：用户 "${session.user.account}" 没有 ${endpoint.method} ${endpoint.path} 所需的模块 "${needed}"`,
    en: `${ERROR_CODES.NoPermission.en}: user "${session.user.account}" lacks the module "${needed}" that ${endpoint.method} ${endpoint.path} requires`,
  });
}
