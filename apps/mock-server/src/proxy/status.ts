/**
 * What the bridges to a real backend are doing, in words for the control page: proxy mode (target, who answers which
 * calls, the recording, counts and the last shape differences), replay and the drift switch.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    bridges: { replayDir: string | null; drift: string[] };
  }
}

export function describeBridges(app: FastifyInstance): string[] {
  const lines: string[] = [];
  const proxy = app.proxy;
  if (proxy) {
    const routes = proxy.routes.map((rule) => `${rule.pattern} → ${rule.mode}`);
    lines.push(
      `Proxy mode: product calls go to the real backend ${proxy.target}`,
      `Who answers: ${[...routes, 'every other call → real'].join('; ')} (real: the backend; mock: this server; both: the backend's answer served, this server's compared)`,
      `Recording: ${proxy.recordDir ?? 'off (--record DIR)'}`,
      `Since start: ${proxy.calls.real} real, ${proxy.calls.both} both, ${proxy.calls.mock} mock for a real session; ${proxy.sessions} real session(s) seen signing in`,
    );
    for (const difference of proxy.differences.slice(0, 5)) {
      lines.push(`Mock differs on ${difference.call} (${difference.at}): ${difference.shape.join('; ')}`);
    }
  } else {
    lines.push('The mock answers every call (no --proxy)');
  }
  if (app.bridges.replayDir) lines.push(`Replaying recorded answers from ${app.bridges.replayDir}`);
  if (app.bridges.drift.length > 0) {
    lines.push(`Drift switch ON (this server stands in for a drifted backend): ${app.bridges.drift.join(', ')}`);
  }
  return lines;
}
