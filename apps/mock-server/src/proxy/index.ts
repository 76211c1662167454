/**
 * The bridges between the mock and a real backend: proxy mode (with recording), replay of a recording, and the drift
 * switch that makes a mock instance stand in for a backend that broke the contract (options.ts). buildApp registers
 * bridgePlugin once, after body parsing and before the protocol plugin: the drift switch must change an answer before
 * it is encrypted, and the proxy must see a call before the mock checks its signature.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describeDriftRule, driftSwitchPlugin } from './drift-switch';
import type { BridgeOptions } from './options';
import { proxyPlugin } from './proxy-plugin';
import { replayPlugin } from './replay';
import './status';

export const bridgePlugin = fp(
  async (app: FastifyInstance, options: BridgeOptions) => {
    if (options.drift && options.drift.length > 0) await app.register(driftSwitchPlugin, { rules: options.drift });
    if (options.proxy) await app.register(proxyPlugin, options.proxy);
    else app.decorate('proxy', null);
    if (options.replayDir) await app.register(replayPlugin, { dir: options.replayDir });
    app.decorate('bridges', {
      replayDir: options.replayDir ?? null,
      drift: (options.drift ?? []).map(describeDriftRule),
    });
  },
  { name: 'bridges', dependencies: ['envelope'] },
);
