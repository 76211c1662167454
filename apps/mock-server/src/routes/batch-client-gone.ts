import type { FastifyRequest } from 'fastify';

/**
 * A signal that aborts when the client closes its connection before the answer (the user cancelled a recognition:
 * the browser aborts its fetch, which closes the connection). `release` stops listening, so a kept-alive connection
 * does not gather listeners over its requests.
 */
export function clientGoneSignal(request: FastifyRequest): { signal: AbortSignal; release(): void } {
  const controller = new AbortController();
  const socket = request.raw.socket;
  const gone = () => controller.abort();
  // An injected request (tests) has a socket that never closes.
  if (!socket) return { signal: controller.signal, release: () => {} };
  if (socket.destroyed) gone();
  else socket.once('close', gone);
  return { signal: controller.signal, release: () => socket.off('close', gone) };
}
