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
import { clockControlHandlers } from '../clock/clock-control';
import { clockOf } from '../clock/clock-of';
import type { FileResult } from '../http/handler';
import { type AnyHandler, registerEndpoint } from '../http/register';
import type { World } from '../namespaces/world';
import { describeBridges } from '../proxy/status';
import type { Repositories } from '../store/repositories';
import type { QrRecord } from '../store/types';
import { phoneTicket } from './control-guard';
import { renderControlPage } from './control-page';
import type { AdjustmentRepeat } from './control-state';
import { namespaceControlHandlers } from './namespace-control';
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
  /** The repositories of the request's namespace. */
  repos: Repositories;
  /** The request's namespace: the control call acts on it. */
  world: World;
}

export type ControlHandlers = {
  [Id in ControlEndpointId]: (ctx: ControlContext<Id>) => ControlData<Id> | Promise<ControlData<Id>>;
};

const DEFAULT_QR_USER = 'quote';
const DEFAULT_REPEAT_RUN_SECONDS = 20;
/** How often a real-time tick looks for a due repeated adjustment when no request comes. */
const REPEAT_TICK_MS = 1000;
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

/** A repeat as the control state shows it (its due time is the server's own). */
function repeatView({ every, seconds, deltas }: AdjustmentRepeat) {
  return { every, seconds, deltas: { ...deltas } };
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
    const adjustmentView = ({ repos, control }: World): Static<typeof ControlAdjustmentSchema> => {
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
        repeat: control.adjustmentRepeat ? repeatView(control.adjustmentRepeat) : null,
      };
    };

    const startRepeatedAdjustment = (repos: Repositories, repeat: AdjustmentRepeat) => {
      if (repos.materials.adjustmentState().run) return;
      repos.materials.startAdjustment({
        durationMs: repeat.seconds * 1000,
        prices: pricesFromDeltas(repos, repeat.deltas),
      });
    };

    /**
     * A repeated adjustment is due by the clock, not by a timer alone: every request (and a real-time tick, for a
     * server nobody calls) starts the run whose time has come, so a moved clock starts it at once. After a long
     * jump one run starts, not one per period missed.
     */
    const startDueRepeat = (world: World, now: number) => {
      const repeat = world.control.adjustmentRepeat;
      if (!repeat || now < repeat.nextMs) return;
      repeat.nextMs = now + repeat.every * 1000;
      startRepeatedAdjustment(world.repos, repeat);
    };

    /**
     * Auto-confirm runs on the next request rather than on a timer, so it follows the injectable clock: the web
     * app polls login/state every second, and that poll is what moves the QR along.
     */
    const autoConfirmDueQrs = ({ repos, control }: World, now: number) => {
      const auto = control.qrAutoConfirm;
      if (!auto) return;
      const userId = repos.users.userByAccount(auto.user)?.id;
      if (!userId) return;
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
      const { world } = request;
      if (world.control.qrAutoConfirm || world.control.adjustmentRepeat) {
        const now = world.clock.now();
        try {
          autoConfirmDueQrs(world, now);
          startDueRepeat(world, now);
        } catch (error) {
          request.log.warn({ err: error }, 'QR auto-confirm or a repeated price adjustment failed');
        }
      }
      done();
    });

    const handlers: ControlHandlers = {
      ...clockControlHandlers,
      ...namespaceControlHandlers,
      controlPage: () => ({ file: renderControlPage(describeBridges(app)), contentType: HTML }),
      controlState: ({ repos, world }) => ({
        maintenance: repos.store.state.server.maintenance,
        verifySignature: world.verifySignature,
        webVersion: repos.store.state.server.webVersion,
        faults: world.control.faults(),
        adjustment: adjustmentView(world),
        qrAutoConfirm: world.control.qrAutoConfirm
          ? { seconds: world.control.qrAutoConfirm.seconds, user: world.control.qrAutoConfirm.user }
          : null,
        qrs: Object.values(repos.store.state.qrs)
          .sort((left, right) => right.created - left.created)
          .slice(0, 20)
          .map((record) => qrView(repos, record)),
      }),
      controlReset: ({ request, repos, world }) => {
        world.stopRepeat();
        clockOf(request).real();
        repos.store.reset();
        world.control.reset();
        world.journal.clear();
        return {};
      },
      controlUsers: ({ repos }) => ({
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
      controlQrScan: ({ body, repos }) => ({ qr: qrView(repos, repos.sessions.scanQr(body.tag)) }),
      controlQrConfirm: ({ body, repos }) => ({
        qr: qrView(repos, repos.sessions.confirmQr(body.tag, userIdOf(repos, body.user ?? DEFAULT_QR_USER))),
      }),
      controlQrReject: ({ body, repos }) => ({ qr: qrView(repos, repos.sessions.rejectQr(body.tag)) }),
      controlQrExpire: ({ body, repos }) => ({ qr: qrView(repos, repos.sessions.expireQr(body.tag)) }),
      controlQrAutoConfirm: ({ body, request, repos, world }) => {
        if (body.seconds === 0) {
          world.control.qrAutoConfirm = null;
          return { qrAutoConfirm: null };
        }
        const user = body.user ?? DEFAULT_QR_USER;
        userIdOf(repos, user);
        world.control.qrAutoConfirm = { seconds: body.seconds, user, sinceMs: clockOf(request).now() };
        return { qrAutoConfirm: { seconds: body.seconds, user } };
      },
      controlQrPhone: ({ query, repos, world }) => {
        const record = repos.sessions.qr(query.tag);
        const users = repos.store.state.users.map((user) => ({ account: user.account, name: user.name }));
        const ticket = app.controlToken === null ? '' : phoneTicket(app.controlToken, query.tag);
        return {
          file: renderPhonePage(query.tag, record ? qrView(repos, record) : null, users, ticket, world.name),
          contentType: HTML,
        };
      },
      controlAdjustmentStart: ({ body, repos, world }) => {
        repos.materials.startAdjustment({
          durationMs: body.seconds * 1000,
          prices: pricesFromDeltas(repos, body.deltas),
        });
        return { adjustment: adjustmentView(world) };
      },
      controlAdjustmentStop: ({ repos, world }) => {
        repos.materials.finishAdjustment();
        return { adjustment: adjustmentView(world) };
      },
      controlAdjustmentRepeat: ({ body, request, repos, world }) => {
        world.stopRepeat();
        if (body.every > 0) {
          const repeat: AdjustmentRepeat = {
            every: body.every,
            seconds: body.seconds ?? Math.min(DEFAULT_REPEAT_RUN_SECONDS, body.every),
            deltas: body.deltas ?? {},
            nextMs: 0,
          };
          pricesFromDeltas(repos, repeat.deltas);
          world.control.adjustmentRepeat = repeat;
          const clock = clockOf(request);
          startDueRepeat(world, clock.now());
          world.startRepeat(REPEAT_TICK_MS, () => {
            try {
              startDueRepeat(world, clock.now());
            } catch (error) {
              app.log.warn({ err: error }, 'repeated price adjustment failed');
            }
          });
        }
        return { adjustment: adjustmentView(world) };
      },
      controlMaintenance: ({ body, repos }) => {
        repos.config.setMaintenance(body.on);
        return { maintenance: repos.store.state.server.maintenance };
      },
      controlVerification: ({ body, world }) => {
        world.verifySignature = body.on;
        return { verifySignature: world.verifySignature };
      },
      controlTokenRevoke: ({ body, repos }) => ({ revoked: repos.sessions.revokeSession(body.token) }),
      controlWebVersion: ({ body, repos }) => {
        repos.config.setWebVersion(body.version);
        return { webVersion: repos.store.state.server.webVersion };
      },
      controlFaultAdd: ({ body, world }) => ({ fault: world.control.addFault(body) }),
      controlFaultClear: ({ body, world }) => {
        if (body.id === undefined) world.control.clearFaults();
        else if (!world.control.removeFault(body.id))
          throw new ApiError('ResourceNotFound', `No fault rule ${body.id}`);
        return { faults: world.control.faults() };
      },
      controlJournal: ({ query, world }) => {
        const entries = world.journal.list();
        const filtered = query.path ? entries.filter((entry) => entry.path.includes(query.path!)) : entries;
        return { entries: filtered.slice(0, query.limit ?? 100) };
      },
    };

    const table: Record<string, AnyHandler> = handlers;
    for (const endpoint of CONTROL_ENDPOINTS) registerEndpoint(app, endpoint, table[endpoint.id], {});
    // The page also answers without the trailing slash, as people type it.
    app.get(CONTROL_PREFIX, (_request, reply) => reply.redirect(`${CONTROL_PREFIX}/`));
  },
  { name: 'control', dependencies: ['faults', 'journal', 'protocol', 'namespaces'] },
);
