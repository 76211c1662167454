import { createHash } from 'node:crypto';
import {
  CONTROL_ENDPOINTS,
  type ControlAdjustmentSchema,
  type ControlEndpoint,
  type ControlEndpointId,
  type ControlQrSchema,
} from '@cable/contracts';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { ApiError } from '../api-error';
import type { FileResult } from '../http/handler';
import { type AnyHandler, registerEndpoint } from '../http/register';
import { describeBridges } from '../proxy/status';
import type { Repositories } from '../store/repositories';
import type { QrRecord } from '../store/types';
import { phoneTicket } from './control-guard';
import { renderControlPage } from './control-page';
import type { AdjustmentRepeat } from './control-state';
import { CONTROL_PREFIX } from './paths';
import { renderPhonePage } from './phone-page';

type ControlEndpointOf<Id extends ControlEndpointId> = Extract<ControlEndpoint, { id: Id }>;
type ControlBody<Id extends ControlEndpointId> = ControlEndpointOf<Id>['request'] extends {
  kind: 'json';
  body: infer Body extends TSchema;
}
  ? Static<Body>
  : undefined;
type ControlQuery<Id extends ControlEndpointId> = ControlEndpointOf<Id>['request'] extends {
  kind: 'query';
  query: infer Query extends TSchema;
}
  ? Static<Query>
  : undefined;
type ControlData<Id extends ControlEndpointId> = ControlEndpointOf<Id>['response'] extends {
  kind: 'envelope';
  data: infer Data extends TSchema;
}
  ? Static<Data>
  : FileResult;

interface ControlContext<Id extends ControlEndpointId> {
  body: ControlBody<Id>;
  query: ControlQuery<Id>;
  request: FastifyRequest;
}

type ControlHandlers = {
  [Id in ControlEndpointId]: (ctx: ControlContext<Id>) => ControlData<Id> | Promise<ControlData<Id>>;
};

const DEFAULT_QR_USER = 'quote';
const DEFAULT_REPEAT_RUN_SECONDS = 20;
const HTML = 'text/html; charset=utf-8';
const DEMO_PASSWORD_HASH = createHash('sha256').update(DEMO_PASSWORD, 'utf8').digest('hex');

function userIdOf(repos: Repositories, account: string): string {
  const user = repos.users.userByAccount(account);
  if (!user) {
    const accounts = repos.store.state.users.map((entry) => entry.account).join(', ');
    throw new ApiError('ResourceNotFound', `No demo user "${account}"; the accounts are ${accounts}`);
  }
  return user.id;
}

function qrView(repos: Repositories, record: QrRecord): Static<typeof ControlQrSchema> {
  const qr = repos.sessions.qr(record.tag) ?? record;
  const view: Static<typeof ControlQrSchema> = { tag: qr.tag, state: qr.state, expire: Math.floor(qr.expireMs / 1000) };
  const account = qr.userId ? repos.users.userById(qr.userId)?.account : undefined;
  if (account) view.user = account;
  return view;
}

/** Target prices (yuan/kg) from percent deltas on today's listed prices; an unknown material code is refused. */
function pricesFromDeltas(repos: Repositories, deltas: Record<string, number>): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const [code, percent] of Object.entries(deltas)) {
    const material = repos.store.state.materials.find((entry) => entry.code === code);
    if (!material) {
      const codes = repos.store.state.materials.map((entry) => entry.code).join(', ');
      throw new ApiError('ValidationFailed', `deltas.${code}: is not a material code (the codes are ${codes})`);
    }
    prices[code] = Math.round(material.price.price * (1 + percent / 100) * 100) / 100;
  }
  return prices;
}

/**
 * The control API: each call drives the store (QR, adjustment, maintenance, tokens, web version) or the scenario
 * switches (faults, timers), and answers the usual envelope without protocol headers.
 */
export const controlPlugin = fp(
  async (app: FastifyInstance) => {
    const { repos } = app;
    const control = app.control;
    let repeatTimer: NodeJS.Timeout | null = null;

    const adjustmentView = (): Static<typeof ControlAdjustmentSchema> => {
      const { run, last } = repos.materials.adjustmentState();
      const untilMs = repos.store.state.adjustment.untilMs;
      return {
        run,
        last,
        until: run && untilMs !== null ? Math.ceil(untilMs / 1000) : null,
        prices: Object.fromEntries(
          Object.entries(repos.materials.materialPrices()).map(([code, price]) => [
            code,
            Math.round(price * 10_000) / 10_000,
          ]),
        ),
        repeat: control.adjustmentRepeat ? { ...control.adjustmentRepeat } : null,
      };
    };

    const startRepeatedAdjustment = (repeat: AdjustmentRepeat) => {
      if (repos.materials.adjustmentState().run) return;
      repos.materials.startAdjustment({
        durationMs: repeat.seconds * 1000,
        prices: pricesFromDeltas(repos, repeat.deltas),
      });
    };

    const stopRepeat = () => {
      if (repeatTimer) clearInterval(repeatTimer);
      repeatTimer = null;
      control.adjustmentRepeat = null;
    };

    /**
     * Auto-confirm runs on the next request rather than on a timer, so it follows the injectable clock: the web
     * app polls login/state every second, and that poll is what moves the QR along.
     */
    const autoConfirmDueQrs = () => {
      const auto = control.qrAutoConfirm;
      if (!auto) return;
      const userId = repos.users.userByAccount(auto.user)?.id;
      if (!userId) return;
      const now = app.clock.now();
      for (const record of Object.values(repos.store.state.qrs)) {
        const issuedMs = record.created * 1000;
        if (issuedMs < Math.floor(auto.sinceMs / 1000) * 1000) continue;
        const state = repos.sessions.qr(record.tag)?.state;
        if (state === 'Wait') repos.sessions.scanQr(record.tag);
        if ((state === 'Wait' || state === 'Scan') && now - issuedMs >= auto.seconds * 1000) {
          repos.sessions.confirmQr(record.tag, userId);
        }
      }
    };

    app.addHook('onRequest', (request, _reply, done) => {
      try {
        autoConfirmDueQrs();
      } catch (error) {
        request.log.warn({ err: error }, 'QR auto-confirm failed');
      }
      done();
    });
    app.addHook('onClose', async () => stopRepeat());

    const handlers: ControlHandlers = {
      controlPage: () => ({ file: renderControlPage(describeBridges(app)), contentType: HTML }),
      controlState: () => ({
        maintenance: repos.store.state.server.maintenance,
        verifySignature: app.verifySignature,
        webVersion: repos.store.state.server.webVersion,
        faults: control.faults(),
        adjustment: adjustmentView(),
        qrAutoConfirm: control.qrAutoConfirm
          ? { seconds: control.qrAutoConfirm.seconds, user: control.qrAutoConfirm.user }
          : null,
        qrs: Object.values(repos.store.state.qrs)
          .sort((left, right) => right.created - left.created)
          .slice(0, 20)
          .map((record) => qrView(repos, record)),
      }),
      controlReset: () => {
        stopRepeat();
        repos.store.reset();
        control.reset();
        app.journal.clear();
        return {};
      },
      controlUsers: () => ({
        users: repos.store.state.users.map((user) => ({
          account: user.account,
          demoPassword: user.pwd === DEMO_PASSWORD_HASH,
          name: user.name,
          id: user.id,
          type: user.type,
          approve: user.approve,
          modes: [...user.modes.list],
          grants: [...user.grants],
          tokens: Object.values(repos.store.state.sessions)
            .filter((session) => session.userId === user.id && !session.revoked)
            .map((session) => session.token),
        })),
      }),
      controlQrScan: ({ body }) => ({ qr: qrView(repos, repos.sessions.scanQr(body.tag)) }),
      controlQrConfirm: ({ body }) => ({
        qr: qrView(repos, repos.sessions.confirmQr(body.tag, userIdOf(repos, body.user ?? DEFAULT_QR_USER))),
      }),
      controlQrReject: ({ body }) => ({ qr: qrView(repos, repos.sessions.rejectQr(body.tag)) }),
      controlQrExpire: ({ body }) => ({ qr: qrView(repos, repos.sessions.expireQr(body.tag)) }),
      controlQrAutoConfirm: ({ body }) => {
        if (body.seconds === 0) {
          control.qrAutoConfirm = null;
          return { qrAutoConfirm: null };
        }
        const user = body.user ?? DEFAULT_QR_USER;
        userIdOf(repos, user);
        control.qrAutoConfirm = { seconds: body.seconds, user, sinceMs: app.clock.now() };
        return { qrAutoConfirm: { seconds: body.seconds, user } };
      },
      controlQrPhone: ({ query }) => {
        const record = repos.sessions.qr(query.tag);
        const users = repos.store.state.users.map((user) => ({ account: user.account, name: user.name }));
        const ticket = app.controlToken === null ? '' : phoneTicket(app.controlToken, query.tag);
        return {
          file: renderPhonePage(query.tag, record ? qrView(repos, record) : null, users, ticket),
          contentType: HTML,
        };
      },
      controlAdjustmentStart: ({ body }) => {
        repos.materials.startAdjustment({
          durationMs: body.seconds * 1000,
          prices: pricesFromDeltas(repos, body.deltas),
        });
        return { adjustment: adjustmentView() };
      },
      controlAdjustmentStop: () => {
        repos.materials.finishAdjustment();
        return { adjustment: adjustmentView() };
      },
      controlAdjustmentRepeat: ({ body }) => {
        stopRepeat();
        if (body.every > 0) {
          const repeat: AdjustmentRepeat = {
            every: body.every,
            seconds: body.seconds ?? Math.min(DEFAULT_REPEAT_RUN_SECONDS, body.every),
            deltas: body.deltas ?? {},
          };
          pricesFromDeltas(repos, repeat.deltas);
          control.adjustmentRepeat = repeat;
          startRepeatedAdjustment(repeat);
          repeatTimer = setInterval(() => {
            try {
              startRepeatedAdjustment(repeat);
            } catch (error) {
              app.log.warn({ err: error }, 'repeated price adjustment failed');
            }
          }, repeat.every * 1000);
          repeatTimer.unref();
        }
        return { adjustment: adjustmentView() };
      },
      controlMaintenance: ({ body }) => {
        repos.config.setMaintenance(body.on);
        return { maintenance: repos.store.state.server.maintenance };
      },
      controlVerification: ({ body }) => {
        app.verifySignature = body.on;
        return { verifySignature: app.verifySignature };
      },
      controlTokenRevoke: ({ body }) => ({ revoked: repos.sessions.revokeSession(body.token) }),
      controlWebVersion: ({ body }) => {
        repos.config.setWebVersion(body.version);
        return { webVersion: repos.store.state.server.webVersion };
      },
      controlFaultAdd: ({ body }) => ({ fault: control.addFault(body) }),
      controlFaultClear: ({ body }) => {
        if (body.id === undefined) control.clearFaults();
        else if (!control.removeFault(body.id)) throw new ApiError('ResourceNotFound', `No fault rule ${body.id}`);
        return { faults: control.faults() };
      },
      controlJournal: ({ query }) => {
        const entries = app.journal.list();
        const filtered = query.path ? entries.filter((entry) => entry.path.includes(query.path!)) : entries;
        return { entries: filtered.slice(0, query.limit ?? 100) };
      },
    };

    const table: Record<string, AnyHandler> = handlers;
    for (const endpoint of CONTROL_ENDPOINTS) registerEndpoint(app, endpoint, table[endpoint.id], {});
    // The page also answers without the trailing slash, as people type it.
    app.get(CONTROL_PREFIX, (_request, reply) => reply.redirect(`${CONTROL_PREFIX}/`));
  },
  { name: 'control', dependencies: ['faults', 'journal', 'protocol', 'repositories'] },
);
