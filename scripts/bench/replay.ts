/**
 * The replay benchmark: the request mix the web app sent during the journeys (scripts/bench/journey-mix.json, made by
 * scripts/bench/make-mix.ts from a recording) sent again at full speed by autocannon, each request as a browser sends
 * it: signed for a signed-in user with a fresh nonce, request id, time and HMAC, `timestamp` bodies carrying the
 * current time, encrypted answers asked for as the web app asks for them, reads and writes in their recorded
 * proportions and in a shuffled order. scripts/bench.ts runs it against the mock server with the answer memo on and
 * off and against a bare Fastify given the same requests.
 */
import { readFileSync } from 'node:fs';
import { MIX_FILE, type MixBody, NOW, type RequestMix } from './make-mix';
import { type Credentials, signer } from './signing';

export interface ReplayRequest {
  method: 'POST';
  path: string;
  body: string;
  headers: Record<string, string>;
}

/** One call of the mix as it will be sent: its endpoint, kind and body template. */
export interface ReplayEntry {
  endpoint: string;
  path: string;
  kind: MixBody['kind'];
  /** What the replay sends (sustainable: adds and recalculations aimed at the scratch group). */
  template: string;
  /** What the browser sent; the check sends this once, so the server holds what the journeys built. */
  recorded: string;
}

/** A body the server refused for the benchmark's user when the mix was checked; it is left out of the replay. */
export interface RefusedEntry {
  endpoint: string;
  template: string;
  err: number;
  msg: string;
}

export function readMix(file = MIX_FILE): RequestMix {
  return JSON.parse(readFileSync(file, 'utf8')) as RequestMix;
}

/**
 * The quotation group the replay's adds go to: not the one the mix lists (group 0), so the lists the mix reads keep
 * the size they had in the journeys while thousands of adds run, as they would for a salesperson who adds a few
 * items to a quotation and reads the list again.
 */
export const SCRATCH_GROUP = 8;

/** Calls that can be made once only: the replay leaves them out (and says so in the report). */
export const ONCE_ONLY: Readonly<Record<string, string>> = {
  historyDelete: 'deletes a saved quotation, which is then gone for every later call',
  inventoryDelete: 'deletes an item of the list, which is then gone for every later call',
};

/**
 * Writes that add items to a quotation group: an add, and a saved quotation recalculated into a group (its items
 * added again at today's prices). Replayed thousands of times, each would grow its group for the rest of the run.
 */
const GROWING_WRITES: ReadonlySet<string> = new Set(['inventoryAdd', 'historyRecalc']);

/** Writes that grow the state are aimed at the scratch group; everything else is sent as recorded. */
export function sustainable(entry: ReplayEntry): ReplayEntry {
  if (!GROWING_WRITES.has(entry.endpoint)) return entry;
  return { ...entry, template: entry.recorded.replace(/"group":\d+/, `"group":${SCRATCH_GROUP}`) };
}

export function bodyOf(template: string, now = Date.now()): string {
  return template.replaceAll(NOW, String(now));
}

/** Every call of the mix, each body as often as it was recorded. */
export function entriesOf(mix: RequestMix): ReplayEntry[] {
  const entries: ReplayEntry[] = [];
  for (const call of mix.calls) {
    if (ONCE_ONLY[call.endpoint]) continue;
    for (const body of call.bodies) {
      for (let copy = 0; copy < body.count; copy++) {
        entries.push(
          sustainable({
            endpoint: call.endpoint,
            path: call.path,
            kind: body.kind,
            template: body.template,
            recorded: body.template,
          }),
        );
      }
    }
  }
  return entries;
}

/** A fixed shuffle (mulberry32), so every run sends the same order. */
export function shuffled<T>(items: readonly T[], seed = 18): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

interface Envelope {
  stat?: { err?: number; msg?: string };
}

/**
 * Sends every distinct body of the mix once for the benchmark's user, as recorded (so the adds fill the list the
 * journeys filled), in the order of the mix, with plain answers so their stat can be read; then splits the entries
 * into those the server answered with err 0 (or a file) and those it refused (a mode the user may not choose, an id
 * of another user's list). Run on each server the replay will load.
 */
export async function checkedEntries(
  baseUrl: string,
  credentials: Credentials,
  entries: readonly ReplayEntry[],
): Promise<{ accepted: ReplayEntry[]; refused: RefusedEntry[] }> {
  const sign = signer(credentials);
  const verdicts = new Map<string, RefusedEntry | null>();
  for (const entry of entries) {
    const key = `${entry.path}\n${entry.template}`;
    if (verdicts.has(key)) continue;
    const body = bodyOf(entry.recorded);
    const response = await fetch(`${baseUrl}${entry.path}`, {
      method: 'POST',
      headers: sign('POST', entry.path, body),
      body,
    });
    const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
    if (!isJson) await response.arrayBuffer();
    const envelope = (isJson ? await response.json() : {}) as Envelope;
    // A file endpoint (the Excel download) answers its bytes; a refusal would be an envelope.
    const err = isJson ? (envelope.stat?.err ?? -response.status) : response.status === 200 ? 0 : -response.status;
    verdicts.set(
      key,
      err === 0 ? null : { endpoint: entry.endpoint, template: entry.template, err, msg: envelope.stat?.msg ?? '' },
    );
  }
  const refused = [...verdicts.values()].filter((verdict): verdict is RefusedEntry => verdict !== null);
  return { accepted: entries.filter((entry) => verdicts.get(`${entry.path}\n${entry.template}`) === null), refused };
}

export interface ReplayCase {
  /** For autocannon: each request takes the next signed one of the pool. */
  request: {
    method: 'POST';
    path: string;
    setupRequest: <Request extends object>(request: Request) => Request;
  };
  /**
   * Empties the scratch group and signs the next run's requests ahead of it, so every run starts from the same
   * state and the load generator sends rather than hashes while it measures.
   */
  prepare(): Promise<void>;
}

/**
 * A load case of the mix for one user: `poolSize` requests signed before each run, in the shuffled order of the mix
 * repeated; should the pool run dry, a request is signed on the spot.
 */
export function replayCase(
  baseUrl: string,
  credentials: Credentials,
  entries: readonly ReplayEntry[],
  poolSize: number,
): ReplayCase {
  if (entries.length === 0) throw new Error('the replay has no call to send');
  const sign = signer(credentials, { encrypt: true });
  const order = shuffled(entries);
  let next = 0;
  const signOne = (): ReplayRequest => {
    const entry = order[next]!;
    next = (next + 1) % order.length;
    const body = bodyOf(entry.template);
    return { method: 'POST', path: entry.path, body, headers: sign('POST', entry.path, body) };
  };
  let pool: ReplayRequest[] = [];
  return {
    request: {
      method: 'POST',
      path: order[0]!.path,
      setupRequest: <Request extends object>(request: Request) =>
        ({ ...request, ...(pool.pop() ?? signOne()) }) as Request,
    },
    async prepare() {
      await emptyGroup(baseUrl, credentials, SCRATCH_GROUP);
      pool = Array.from({ length: poolSize }, signOne).reverse();
    },
  };
}

/** Counts of the mix as replayed, and the recorded calls it leaves out with why; for the report. */
export function mixSummary(mix: RequestMix, entries: readonly ReplayEntry[]) {
  const endpoints = new Set(entries.map((entry) => entry.endpoint));
  const writes = entries.filter((entry) => entry.kind === 'write').length;
  const leftOut = [
    ...mix.calls
      .filter((call) => ONCE_ONLY[call.endpoint])
      .map((call) => ({ endpoint: call.endpoint, count: call.count, why: ONCE_ONLY[call.endpoint]! })),
    ...mix.notReplayed.map(({ endpoint, count, why }) => ({ endpoint, count, why })),
  ];
  return { calls: entries.length, writes, reads: entries.length - writes, endpoints: endpoints.size, leftOut };
}

/**
 * What the server made of the newest requests it journaled (at most 500, the journal's default size): how many
 * answered err 0, and the other codes with their counts. Read after a replay run, it shows that the replayed calls
 * were served rather than refused (encrypted answers hide stat.err from the load generator).
 */
export async function journalOutcome(
  baseUrl: string,
): Promise<{ entries: number; ok: number; others: Record<string, number> }> {
  const response = await fetch(`${baseUrl}/__control/journal?limit=500`);
  const envelope = (await response.json()) as { data: { entries: Array<{ err: number | null; status: number }> } };
  const others: Record<string, number> = {};
  let ok = 0;
  for (const entry of envelope.data.entries) {
    if (entry.status === 200 && entry.err === 0) ok += 1;
    else {
      const key = `${entry.status}/${entry.err}`;
      others[key] = (others[key] ?? 0) + 1;
    }
  }
  return { entries: envelope.data.entries.length, ok, others };
}

/**
 * Deletes every item of a quotation group (a page of 1000 at a time), so each run of a case that adds to it starts
 * from an empty group: a write answers its group's totals, so a group grown by every earlier run would make later
 * runs slower for no reason a user would meet (a round adds thousands of items).
 */
export async function emptyGroup(baseUrl: string, credentials: Credentials, group: number): Promise<number> {
  const sign = signer(credentials);
  const call = async <Data>(path: string, payload: unknown): Promise<{ data: Data; stat: { err: number } }> => {
    const body = JSON.stringify(payload);
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: sign('POST', path, body), body });
    return (await response.json()) as { data: Data; stat: { err: number } };
  };
  let deleted = 0;
  for (;;) {
    const listed = await call<{ infos: Array<{ id: string }> }>('/biz/qms/inventory/list', {
      cond: { group },
      page: { len: 1000, num: 1 },
    });
    const ids = listed.data?.infos.map((info) => info.id) ?? [];
    if (ids.length === 0) return deleted;
    const answer = await call('/biz/qms/inventory/delete', { form: { group, ids } });
    if (answer.stat.err !== 0) throw new Error(`emptying group ${group} failed: err ${answer.stat.err}`);
    deleted += ids.length;
  }
}
