import type { FastifyRequest } from 'fastify';
import type { ControllableClock } from './controllable-clock';

/**
 * The clock a request is served by: the one accessor routes, plugins and the control API read time through. It is
 * the clock of the request's namespace (its store's clock), so two namespaces keep two times.
 */
export function clockOf(request: FastifyRequest): ControllableClock {
  return request.world.clock;
}
