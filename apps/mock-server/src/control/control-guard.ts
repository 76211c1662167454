/**
 * Who may drive the control API. It can wipe state and switch signature checks off, so:
 * - a request a browser sends from another site (Sec-Fetch-Site, or without it an Origin naming another host) is
 *   refused; a top-level navigation to one of its pages is not a call and still opens;
 * - with a control token configured (--control-token / MOCK_CONTROL_TOKEN), every call carries it in the
 *   `control-token` header. The control page's HTML needs none (it holds no data and asks for the token), and the
 *   phone page of a login QR is opened with a ticket for that QR's tag, which the QR's URL carries.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../api-error';
import { sendApiError } from '../plugins/envelope';
import { CONTROL_PREFIX, PHONE_PAGE_PATH } from './paths';

declare module 'fastify' {
  interface FastifyInstance {
    /** The control token every control call must carry; null when none is configured. */
    controlToken: string | null;
  }
}

export const CONTROL_TOKEN_HEADER = 'control-token';
export const CONTROL_TICKET_HEADER = 'control-ticket';

/** Sec-Fetch-Site values of requests a page of this server (or a person typing the URL) makes. */
const OWN_SITE = new Set(['same-origin', 'none']);
/** Calls the phone page of one QR makes: they name the tag their ticket was issued for. */
const PHONE_CALLS = new Set([
  `${CONTROL_PREFIX}/qr/scan`,
  `${CONTROL_PREFIX}/qr/confirm`,
  `${CONTROL_PREFIX}/qr/reject`,
]);
const PAGES = new Set([`${CONTROL_PREFIX}/`, PHONE_PAGE_PATH]);

/** The ticket that lets the phone page of one QR drive that QR, and nothing else. */
export function phoneTicket(token: string, tag: string): string {
  return createHmac('sha256', token).update(`qr-phone:${tag}`).digest('hex').slice(0, 32);
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function isNavigation(request: FastifyRequest, path: string): boolean {
  return request.method === 'GET' && PAGES.has(path) && header(request, 'sec-fetch-mode') === 'navigate';
}

/** Why a browser request from another site is refused; undefined when it comes from this server's own pages. */
export function crossSiteReason(request: FastifyRequest, path: string): string | undefined {
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined) {
    if (OWN_SITE.has(site) || isNavigation(request, path)) return undefined;
    return `Sec-Fetch-Site is ${site}`;
  }
  const origin = header(request, 'origin');
  if (origin === undefined) return undefined;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return `Origin ${origin} is not a URL`;
  }
  return originHost === request.headers.host ? undefined : `Origin ${origin} is another site`;
}

function tagOf(request: FastifyRequest): string | undefined {
  const source = (request.method === 'GET' ? request.query : request.body) as { tag?: unknown } | undefined;
  return typeof source?.tag === 'string' ? source.tag : undefined;
}

/** Whether the request carries the control token, or a ticket for the QR it acts on. */
function authorised(request: FastifyRequest, path: string, token: string): boolean {
  const given = header(request, CONTROL_TOKEN_HEADER);
  if (given !== undefined && sameText(given, token)) return true;
  if (request.method === 'GET' && path === `${CONTROL_PREFIX}/`) return true;
  if (path === PHONE_PAGE_PATH || PHONE_CALLS.has(path)) {
    const tag = tagOf(request);
    const ticket =
      header(request, CONTROL_TICKET_HEADER) ?? (request.query as { ticket?: unknown } | undefined)?.ticket;
    return tag !== undefined && typeof ticket === 'string' && sameText(ticket, phoneTicket(token, tag));
  }
  return false;
}

export const controlGuardPlugin = fp(
  async (app: FastifyInstance, options: { token: string | null }) => {
    app.decorate('controlToken', options.token);
    // preHandler: the body is parsed (a phone call names its tag there) and nothing of the call has run yet.
    app.addHook('preHandler', (request, reply, done) => {
      const path = request.routeOptions.url ?? '';
      if (path !== CONTROL_PREFIX && !path.startsWith(`${CONTROL_PREFIX}/`)) return done();
      const crossSite = crossSiteReason(request, path);
      if (crossSite !== undefined) {
        sendApiError(
          request,
          reply,
          new ApiError('NoPermission', {
            zh: `控制接口只接受本服务器页面或非浏览器客户端的调用（${crossSite}）`,
            en: `The control API takes calls only from this server's own pages or from non-browser clients (${crossSite})`,
          }),
        );
        return;
      }
      if (options.token !== null && !authorised(request, path, options.token)) {
        sendApiError(
          request,
          reply,
          new ApiError('NoPermission', {
            zh: `控制接口需要令牌：请在请求头 ${CONTROL_TOKEN_HEADER} 中携带服务器启动时设置的控制令牌`,
            en: `The control API needs the control token set at server start, in the ${CONTROL_TOKEN_HEADER} header`,
          }),
        );
        return;
      }
      done();
    });
  },
  { name: 'control-guard' },
);
