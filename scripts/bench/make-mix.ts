/**
 * Turns a recording of the journeys (scripts/bench/record-mix.mjs, one JSON line per answered call) into the replay
 * benchmark's request mix, scripts/bench/journey-mix.json:
 *
 *   npx tsx scripts/bench/make-mix.ts <recording.jsonl> [journey names...]
 *
 * The mix holds what the web app sent (calls from a browser, not the journeys' own set-up through Node), per endpoint:
 * its path, whether it changed the state, how often it came, and its bodies with their counts. A body is kept as the
 * browser sent it except the request time the app puts in `timestamp`, written {{now}}: the replay sends the current
 * time there, as a browser would. Calls the replay does not send (unsigned files, multipart uploads) are listed with
 * their counts and why.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS, type EndpointDef } from '@cable/contracts';
import { MEMOIZED_READS } from '../../apps/mock-server/src/http/answer-memo';

interface RecordedCall {
  endpoint: string;
  method: string;
  path: string;
  from: 'browser' | 'script';
  encrypted: boolean;
  status: number;
  err: number | null;
  wrote: boolean;
  /** No other call ran between this one's handler start and its answer. */
  alone?: boolean;
  body: string | null;
}

export interface MixBody {
  /** The body as sent, with {{now}} where the browser put its request time. */
  template: string;
  count: number;
  /**
   * 'write' when every one of its calls moved the store's state version: a write always does, a read only seems to
   * when a write of the same page ran at the same time (a page sends several calls at once). So one of its calls
   * must have run alone too, unless every call of its endpoint moved the version. Per body, since one endpoint can do
   * both (a batch rule save with no rules reads the list); the memoized reads are reads whatever moved the version
   * meanwhile (a price adjustment falling due).
   */
  kind: 'read' | 'write';
}

export interface MixCall {
  endpoint: string;
  method: 'POST';
  path: string;
  /** Whether its bodies read, write, or both. */
  kind: 'read' | 'write' | 'both';
  count: number;
  /** How many of its calls asked for an encrypted answer (the web app asks for it on every call). */
  encrypted: number;
  bodies: MixBody[];
}

export interface RequestMix {
  recorded: { date: string; journeys: string[]; how: string };
  calls: MixCall[];
  notReplayed: Array<{ endpoint: string; path: string; count: number; why: string }>;
}

export const MIX_FILE = join(dirname(fileURLToPath(import.meta.url)), 'journey-mix.json');
export const NOW = '{{now}}';

/** The request time the app sends as `timestamp` (a number of milliseconds) becomes the replay's current time. */
export function templateOf(body: string): string {
  return body.replace(/"timestamp":\d{12,14}/g, `"timestamp":${NOW}`);
}

function whyNotReplayed(endpoint: EndpointDef): string | null {
  if (endpoint.auth === 'public-static' || endpoint.auth === 'query-token') {
    return 'not a signed call (a file or a document opened with the token in its query)';
  }
  if (endpoint.request.kind === 'multipart') return 'a multipart upload (its file is not part of the recording)';
  if (endpoint.method !== 'POST') return 'not a signed POST';
  return null;
}

export function mixOf(calls: RecordedCall[], journeys: string[]): RequestMix {
  // The product's endpoints only: the control API (the journeys' set-up) is not in this table.
  const byId = new Map<string, EndpointDef>(ENDPOINTS.map((endpoint) => [endpoint.id, endpoint]));
  const replayed = new Map<
    string,
    { call: MixCall; bodies: Map<string, { count: number; writes: number; alone: number }> }
  >();
  const skipped = new Map<string, { endpoint: string; path: string; count: number; why: string }>();
  for (const call of calls) {
    const endpoint = byId.get(call.endpoint);
    // The journeys' own set-up (sign-in through Node, the control API) is not what a browser sends.
    if (call.from !== 'browser' || !endpoint) continue;
    // A refusal is the journey testing an error on purpose; the mix is the traffic that works.
    if (call.status !== 200 || (call.err !== null && call.err !== 0)) continue;
    const why = whyNotReplayed(endpoint) ?? (call.body === null ? 'sent without a JSON body' : null);
    if (why) {
      const entry = skipped.get(endpoint.id) ?? { endpoint: endpoint.id, path: endpoint.path, count: 0, why };
      entry.count += 1;
      skipped.set(endpoint.id, entry);
      continue;
    }
    let entry = replayed.get(endpoint.id);
    if (!entry) {
      entry = {
        call: {
          endpoint: endpoint.id,
          method: 'POST',
          path: endpoint.path,
          kind: 'read',
          count: 0,
          encrypted: 0,
          bodies: [],
        },
        bodies: new Map(),
      };
      replayed.set(endpoint.id, entry);
    }
    entry.call.count += 1;
    if (call.encrypted) entry.call.encrypted += 1;
    const template = templateOf(call.body!);
    const seen = entry.bodies.get(template) ?? { count: 0, writes: 0, alone: 0 };
    seen.count += 1;
    if (call.wrote && !MEMOIZED_READS.has(endpoint.id)) seen.writes += 1;
    if (call.alone) seen.alone += 1;
    entry.bodies.set(template, seen);
  }
  const mixCalls = [...replayed.values()].map(({ call, bodies }) => {
    const everyCallWrote = [...bodies.values()].every(({ count, writes }) => writes === count);
    const mixBodies = [...bodies]
      .map(([template, { count, writes, alone }]) => ({
        template,
        count,
        kind: writes === count && (alone > 0 || everyCallWrote) ? ('write' as const) : ('read' as const),
      }))
      .sort((a, b) => b.count - a.count);
    const kinds = new Set(mixBodies.map((body) => body.kind));
    return { ...call, kind: kinds.size === 2 ? ('both' as const) : [...kinds][0]!, bodies: mixBodies };
  });
  return {
    recorded: {
      date: new Date().toISOString(),
      journeys,
      how: 'scripts/bench/record-mix.mjs in the mock server while the Playwright journeys ran (see scripts/bench/README.md)',
    },
    calls: mixCalls.sort((a, b) => b.count - a.count || a.endpoint.localeCompare(b.endpoint)),
    notReplayed: [...skipped.values()].sort((a, b) => b.count - a.count),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [recording, ...journeys] = process.argv.slice(2);
  if (!recording) throw new Error('usage: tsx scripts/bench/make-mix.ts <recording.jsonl> [journey names...]');
  const calls = readFileSync(recording, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RecordedCall);
  const mix = mixOf(calls, journeys);
  writeFileSync(MIX_FILE, `${JSON.stringify(mix, null, 2)}\n`);
  const total = mix.calls.reduce((sum, call) => sum + call.count, 0);
  const writes = mix.calls
    .flatMap((call) => call.bodies)
    .filter((body) => body.kind === 'write')
    .reduce((sum, body) => sum + body.count, 0);
  console.log(`${MIX_FILE}: ${mix.calls.length} endpoints, ${total} calls (${writes} writes)`);
}
