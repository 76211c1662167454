import type { FastifyRequest } from 'fastify';
import type { ControllableClock } from './controllable-clock';

/**
 * The clock a request is served by: the one accessor routes, plugins and the control API read time through. It is
 * the clock of the request's namespace (its store's clock), so two namespaces keep two times.
 */
export function clockOf(request: FastifyRequest): ControllableClock {
  // A request Fastify refuses before routing (a malformed URL) has no world of its own: it is in default.
  return (request.world ?? request.server.namespaces.defaultWorld).clock;
}
