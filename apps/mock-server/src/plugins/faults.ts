import { ERROR_CODES, errorEntry } from '@cable/contracts/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../api-error';
import { DEFAULT_HANG_MS } from '../control/control-state';
import { CONTROL_PREFIX } from '../control/paths';
import { pathOf } from '../http/url';
import { JSON_CONTENT_TYPE, langOf, sendApiError, statOf } from './envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** The injected fault that shaped this answer, for the journal. */
    fault: string | null;
  }
}

/** The product's own calls; maintenance mode answers all of them with 20. */
export const PRODUCT_PATH = /^\/(biz|pub|dev)\//;

/**
 * Scenario switches of the request's namespace, applied before anything else: maintenance (20 on every product call) and the injected faults
 * per path pattern (latency, a hang past the client's timeout, a dropped connection, an error code). The control API
 * itself is never affected, so a test can always switch them off again.
 */
export const faultsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('fault', null);

    // Callback style: with no switch on (the usual case) the hook answers at once, without a promise.
    app.addHook('onRequest', (request, reply, done) => {
      const path = pathOf(request.url);
      if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) return done();
      const { world } = request;
      if (world.repos.store.state.server.maintenance && PRODUCT_PATH.test(path)) {
        request.fault = 'maintenance';
        sendApiError(request, reply, new ApiError('Maintenance'));
        return;
      }
      const rule = world.control.takeFault(request.method, path);
      if (!rule) return done();
      request.fault = `${rule.kind}#${rule.id}`;
      switch (rule.kind) {
        case 'latency':
          setTimeout(done, rule.ms ?? 0);
          return;
        case 'hang':
          setTimeout(done, rule.ms ?? DEFAULT_HANG_MS);
          return;
        case 'drop':
          world.journal.record(request, { status: 0, err: null, msg: 'connection dropped by an injected fault' });
          reply.hijack();
          request.raw.socket?.destroy();
          return;
        case 'error': {
          const code = rule.code ?? ERROR_CODES.InjectedFault.code;
          const entry = errorEntry(code);
          const message = rule.message ?? entry?.[langOf(request)] ?? ERROR_CODES.InjectedFault[langOf(request)];
          const stat = statOf(request, code, message);
          reply
            .code(entry?.httpStatus ?? 200)
            .type(JSON_CONTENT_TYPE)
            .send(JSON.stringify({ data: null, stat }));
          return;
        }
      }
    });
  },
  { name: 'faults', dependencies: ['envelope', 'journal', 'namespaces'] },
);
