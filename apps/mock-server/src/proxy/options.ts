/**
 * The options, server flags and environment variables of the bridges to a real backend (proxy mode with recording,
 * replay of a recording, the drift switch); config.ts reads them with the server's other options.
 */
import { resolve } from 'node:path';
import { type DriftRule, parseDriftSpec } from './drift-switch';
import type { ProxyOptions } from './proxy-plugin';
import { parseRouteModes } from './route-modes';

export interface BridgeOptions {
  /** Forward the product's calls to a real backend (proxy-plugin.ts). */
  proxy?: ProxyOptions;
  /** Answer calls from a recording's exchanges where one matches (replay.ts). */
  replayDir?: string;
  /** Answer some calls as a drifted backend would (drift-switch.ts). */
  drift?: DriftRule[];
}

export const BRIDGE_FLAGS = ['proxy', 'proxy-routes', 'record', 'replay', 'drift'];

export const BRIDGE_USAGE = `[--proxy URL] [--proxy-routes PATTERN=MODE,...] [--record DIR] [--replay DIR] [--drift RULE,...]`;
export const BRIDGE_ENVIRONMENT = 'MOCK_PROXY_URL, MOCK_PROXY_ROUTES, MOCK_RECORD_DIR, MOCK_REPLAY_DIR, MOCK_DRIFT';

/** `pick(flag, envName)`: the flag's or else the variable's value with the name it came from. */
export type OptionPicker = (flag: string, envName: string) => [string, string] | undefined;

export function readBridgeOptions(pick: OptionPicker): BridgeOptions {
  const proxy = pick('proxy', 'MOCK_PROXY_URL');
  const routes = pick('proxy-routes', 'MOCK_PROXY_ROUTES');
  const record = pick('record', 'MOCK_RECORD_DIR');
  const replay = pick('replay', 'MOCK_REPLAY_DIR');
  const drift = pick('drift', 'MOCK_DRIFT');
  if (!proxy && (routes || record)) {
    throw new Error(`${(routes ?? record)![0]} needs --proxy URL (MOCK_PROXY_URL): it applies to forwarded calls`);
  }
  const options: BridgeOptions = {};
  if (proxy) {
    let url: URL;
    try {
      url = new URL(proxy[1]);
    } catch {
      throw new Error(`${proxy[0]} is "${proxy[1]}"; use the real backend's base URL, e.g. https://api.example.com`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`${proxy[0]} is "${proxy[1]}"; use an http:// or https:// URL`);
    }
    options.proxy = {
      target: url.href,
      routes: routes ? parseRouteModes(routes[1]) : [],
      ...(record ? { recordDir: resolve(record[1]) } : {}),
    };
  }
  if (replay) options.replayDir = resolve(replay[1]);
  if (drift) options.drift = parseDriftSpec(drift[1]);
  return options;
}
