/**
 * `npm run bench`: the mock server against a bare Fastify baseline (autocannon on loopback), its startup time and
 * memory, Prism on the same read where it is installed, and the web build's sizes and browser timings.
 *
 * Prints a table, writes every figure to bench-results/latest.json and a summary to docs/benchmarks.md.
 * Bounded: BENCH_SECONDS (default 5) per load case, about 2 minutes in all. Only 127.0.0.1 is ever contacted.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type Credentials, SignedClient, startServer } from '../apps/mock-server/test/reliability/live-server';
import {
  checkedEntries,
  emptyGroup,
  entriesOf,
  journalOutcome,
  mixSummary,
  type RefusedEntry,
  readMix,
  replayCase,
  SCRATCH_GROUP,
} from './bench/replay';
import { signer } from './bench/signing';
import { type BrowserFigures, browserFigures, seedGroup } from './bench/web-browser';
import { buildWebIfStale, WEB_TARGETS, type WebBuild, webReport } from './bench/web-report';
import { type WebSizes, webSizes } from './bench/web-sizes';

/** Items of the browser's quotation groups: the list, preview and Excel (group 0), and scrolling (group 1). */
const LIST_ITEMS = 1000;
const SCROLL_ITEMS = 5000;

/** Knobs of the benchmark (BENCH_*); the bench runs outside turbo, so no task cache depends on them. */
const setting = (name: string): string | undefined => process.env[name];

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(setting('BENCH_SECONDS') ?? 5);
const CONNECTIONS = 50;
/** Each load case runs this many times, interleaved with the others; the best round counts (damps other load). */
const ROUNDS = Number(setting('BENCH_ROUNDS') ?? 5);
/** BENCH_SERVER_ONLY=1: the mock server's cases only; prints and writes the JSON, leaves docs/benchmarks.md alone. */
const SERVER_ONLY = setting('BENCH_SERVER_ONLY') === '1';
const HOST = '127.0.0.1';
const TARGETS = {
  /** The replayed journey mix with the answer memo off, and the single-call cases, against bare Fastify. */
  signedReadUnmemoizedRatio: 0.5,
  signedWriteRatio: 0.45,
  /** The memoized read of the last round's target, kept for comparison. */
  signedReadRatio: 0.5,
  p99Ms: 10,
  startupMs: 1000,
  rssMb: 200,
};

// ---------------------------------------------------------------- load cases

interface LoadFigures {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /**
   * CPU time (user + system) of the answering server's process during the run, per request answered: the server's
   * own cost, which other work on the machine hardly changes, unlike req/s (the load generator shares the cores).
   */
  cpuUsPerRequest?: number;
}

interface CannonRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  setupRequest?: (request: CannonRequest) => CannonRequest;
}

function cannon(url: string, request: CannonRequest): Promise<LoadFigures> {
  return new Promise((resolveRun, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [request as unknown as autocannon.Request],
      },
      (error, result) => {
        if (error) return reject(error);
        resolveRun({
          requestsPerSec: result.requests.average,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          total: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
  });
}

/** Signed requests made before a load case starts: more than the bare baseline answers in the case's time. */
const SIGNED_POOL_PER_SECOND = 25_000;

interface SignedCase {
  request: CannonRequest;
  /** Signs the requests of the next run ahead of it, so the load generator sends rather than hashes. */
  prepare(): void;
}

/**
 * A load case of signed requests. Each one is signed before the run (fresh nonce, current time, its own HMAC), so
 * the client's hashing does not compete with the server for the machine's cores during the measurement; should
 * the pool run dry, the request is signed on the spot.
 */
function signedCase(credentials: Credentials, path: string, body: () => string): SignedCase {
  const sign = signer(credentials);
  let pool: Array<{ body: string; headers: Record<string, string> }> = [];
  const signOne = () => {
    const payload = body();
    return { body: payload, headers: sign('POST', path, payload) };
  };
  return {
    request: {
      method: 'POST',
      path,
      setupRequest: (request) => ({ ...request, ...(pool.pop() ?? signOne()) }),
    },
    prepare() {
      pool = Array.from({ length: SIGNED_POOL_PER_SECOND * SECONDS }, signOne).reverse();
    },
  };
}

/**
 * The same Fastify version as the mock server, one route, in its own process like the mock server. With
 * BENCH_BASELINE_ANSWER set it answers that JSON text instead of the hello-world (the signed read's own answer).
 */
const BASELINE_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
const answer = process.env.BENCH_BASELINE_ANSWER;
const handler = answer
  ? async (_request, reply) => reply.type('application/json; charset=utf-8').send(answer)
  : async () => ({ hello: 'world' });
app.post('/hello', handler);
app.get('/hello', handler);
app.post('/biz/qms/cable/info/list', handler);
app.post('/*', handler);
await app.listen({ port: 0, host: '${HOST}' });
console.log('listening ' + app.server.address().port);
`;

/** A bare baseline server in its own process; `answer`: the JSON text it answers instead of the hello-world. */
async function startBaseline(answer?: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', BASELINE_SERVER], {
    cwd: join(ROOT, 'apps/mock-server'),
    env: answer === undefined ? process.env : { ...process.env, BENCH_BASELINE_ANSWER: answer },
    stdio: 'pipe',
  });
  const port = (await waitForLine(child, /listening (\d+)/, 15_000))[1];
  child.stdout?.resume();
  return { child, url: `http://${HOST}:${port}` };
}

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
  return new Promise((resolveLine, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveLine(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ${pattern}:\n${output}`));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms. */
function cpuMsOf(pid: number): number {
  // The fields after the command name (which may hold spaces) start at the state, field 3; utime and stime are 14 and 15.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

function memoryOf(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

/** Spawn to first answer of what `npm start` runs: the mock server's bundle, dist/server.mjs. */
async function startupTimes(runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const server = await startServer({ built: true });
    times.push(server.startupMs);
    await server.stop();
  }
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

interface PrismResult {
  status: 'measured' | 'not installed' | 'failed';
  detail?: string;
  figures?: LoadFigures;
}

async function prismRead(readBody: string, headers: Record<string, string>): Promise<PrismResult> {
  const bin = join(ROOT, 'node_modules/.bin/prism');
  if (!existsSync(bin)) {
    return { status: 'not installed', detail: '@stoplight/prism-cli is not in node_modules' };
  }
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(bin, ['mock', join(ROOT, 'contracts/openapi.json'), '-h', HOST, '-p', String(port)], {
    stdio: 'pipe',
  });
  try {
    await waitForLine(child, /Prism is listening/, 60_000);
    child.stdout?.resume();
    child.stderr?.resume();
    const figures = await cannon(`http://${HOST}:${port}`, {
      method: 'POST',
      path: '/biz/qms/cable/info/list',
      body: readBody,
      headers,
    });
    return { status: 'measured', figures };
  } catch (error) {
    return { status: 'failed', detail: (error as Error).message.slice(0, 300) };
  } finally {
    await stopChild(child);
  }
}

// ---------------------------------------------------------------- web (scripts/bench/web-*.ts)

/** The mock server's bundle (`npm start` builds it too); a second or two, so every run rebuilds it. */
function buildMockServer(): void {
  const build = spawnSync('npm', ['run', 'build', '-w', '@cable/mock-server'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (build.status !== 0) {
    throw new Error(
      `npm run build -w @cable/mock-server failed:\n${`${build.stderr ?? ''}${build.stdout ?? ''}`.slice(-600)}`,
    );
  }
}

// ---------------------------------------------------------------- report

const fixed = (value: number | undefined, digits = 1) =>
  value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(digits);
const verdict = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'met' : 'MISSED');

async function main(): Promise<void> {
  const startedAt = new Date();
  const started = performance.now();
  const machine = {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
  console.log(
    `bench: ${SECONDS} s per case, ${CONNECTIONS} connections, ${machine.cores} cores, load ${machine.loadAverageAtStart.join(' ')}`,
  );

  const build: WebBuild = SERVER_ONLY
    ? { ok: true, seconds: 0, reason: 'skipped (BENCH_SERVER_ONLY=1)' }
    : buildWebIfStale(ROOT);
  console.log(
    `web build: ${build.ok ? `ok${build.seconds ? ` in ${build.seconds.toFixed(1)} s` : ''}` : `failed: ${build.detail ?? ''}`} (${build.reason})`,
  );

  const { child: baselineChild, url: baselineUrl } = await startBaseline();
  const baselinePort = new URL(baselineUrl).port;

  buildMockServer();
  const startup = await startupTimes(3);
  console.log(`startup: ${startup.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  // The server as started by default, plus the answer memo (off by default since the replayed mix showed no gain), so
  // the memo's rows stay comparable with the unmemoized server's.
  const server = await startServer({ built: true, env: { MOCK_MEMOIZE_READS: 'on' } });
  const pid = server.child.pid!;
  const client = await SignedClient.signIn(server.url, 'quote');
  const readPath = '/biz/qms/cable/info/list';
  const readBody = JSON.stringify({ cond: {}, page: { len: 20, num: 1 } });
  const sanity = await client.post<{ cables: unknown[] }>(readPath, JSON.parse(readBody));
  if (sanity.stat.err !== 0 || sanity.data.cables.length !== 20) {
    throw new Error(`the signed read does not answer a page of 20: ${JSON.stringify(sanity.stat)}`);
  }
  // The replayed mix saves settings as the journeys did (the open quotation group, the price mode): the browser
  // figures need the seed's, so they are read here and saved back after the load cases.
  const seedSettings = await client.post<{ confs: Array<{ key: string; type: number; value: unknown }> }>(
    '/biz/user/conf/list',
    { timestamp: Date.now() },
  );
  const memoryBefore = memoryOf(pid);
  // The signed read's answer as the load generator receives it, answered by a bare Fastify to the same requests: what
  // a server that did nothing but send these bytes would reach, the ceiling of the read's ratio.
  const readAnswer = await (
    await fetch(`${server.url}${readPath}`, {
      method: 'POST',
      headers: signer(client.credentials)('POST', readPath, readBody),
      body: readBody,
    })
  ).text();
  const answerBaseline = await startBaseline(readAnswer);
  const cables = (sanity.data.cables as Array<{ id: string }>).map((cable) => cable.id);
  // The same read on a server that runs the handler for every request (answer memo off), to show what it saves.
  const unmemoized = await startServer({ built: true, env: { MOCK_MEMOIZE_READS: 'off' } });
  const unmemoizedClient = await SignedClient.signIn(unmemoized.url, 'quote');
  // The journeys' request mix, each body checked once against this server for the benchmark's user.
  const mix = readMix();
  const mixEntries = entriesOf(mix);
  const checkedMix = await checkedEntries(server.url, client.credentials, mixEntries);
  await checkedEntries(unmemoized.url, unmemoizedClient.credentials, mixEntries);
  const replayPool = SIGNED_POOL_PER_SECOND * SECONDS;
  console.log(
    `replay: ${checkedMix.accepted.length} of ${mixEntries.length} recorded calls answered err 0 for this user; refused: ${checkedMix.refused.map((entry) => `${entry.endpoint} (${entry.err})`).join(', ') || 'none'}`,
  );
  let written = 0;
  const WRITE_GROUP = 9;
  const writeCase = signedCase(client.credentials, '/biz/qms/inventory/add', () => {
    written += 1;
    return JSON.stringify({
      form: { group: WRITE_GROUP, infos: [{ cable: cables[written % cables.length], count: '100' }] },
    });
  });
  const replayJournal: Partial<Record<'memoOn' | 'memoOff', Awaited<ReturnType<typeof journalOutcome>>>> = {};
  const cases: Array<{
    name: string;
    url: string;
    request: CannonRequest;
    prepare?: () => void | Promise<void>;
    /** Runs after each run of the case (the replay reads the server's journal of it). */
    after?: () => Promise<void>;
  }> = [
    {
      // The signed read's own requests (same path, headers and body, through the same pre-signed pool), answered
      // by a bare Fastify hello-world that ignores them: the load generator does the same work as in the signed
      // cases, so the ratios compare the servers and not the client's cost of varying its requests.
      name: 'baseline',
      url: `http://${HOST}:${baselinePort}`,
      ...signedCase(client.credentials, readPath, () => readBody),
    },
    // Right after the baseline in every round, so each round pairs the two under the same machine conditions.
    { name: 'signedRead', url: server.url, ...signedCase(client.credentials, readPath, () => readBody) },
    {
      // For reference: one fixed request the load generator builds once and resends, the cheapest client there is.
      name: 'baselineFixed',
      url: `http://${HOST}:${baselinePort}`,
      request: {
        method: 'POST',
        path: '/hello',
        body: '{"timestamp":0}',
        headers: { 'content-type': 'application/json' },
      },
    },
    {
      name: 'signedReadUnmemoized',
      url: unmemoized.url,
      ...signedCase(unmemoizedClient.credentials, readPath, () => readBody),
    },
    {
      name: 'baselineReadAnswer',
      url: answerBaseline.url,
      ...signedCase(client.credentials, readPath, () => readBody),
    },
    {
      name: 'signedWrite',
      url: server.url,
      request: writeCase.request,
      // Each run adds to an emptied group: a write answers its group's totals, so the group's size is part of its cost.
      prepare: async () => {
        await emptyGroup(server.url, client.credentials, WRITE_GROUP);
        writeCase.prepare();
      },
      // And emptied after it: a change of the price mode in the replay requotes every item of the user.
      after: async () => {
        await emptyGroup(server.url, client.credentials, WRITE_GROUP);
      },
    },
    // The headline: the replayed mix, its bare baseline right before it in every round, then with the memo off.
    {
      name: 'replayBaseline',
      url: `http://${HOST}:${baselinePort}`,
      ...replayCase(`http://${HOST}:${baselinePort}`, client.credentials, checkedMix.accepted, replayPool),
    },
    {
      name: 'replay',
      url: server.url,
      ...replayCase(server.url, client.credentials, checkedMix.accepted, replayPool),
      after: async () => {
        replayJournal.memoOn = await journalOutcome(server.url);
      },
    },
    {
      name: 'replayUnmemoized',
      url: unmemoized.url,
      ...replayCase(unmemoized.url, unmemoizedClient.credentials, checkedMix.accepted, replayPool),
      after: async () => {
        replayJournal.memoOff = await journalOutcome(unmemoized.url);
      },
    },
    {
      name: 'errorPath',
      url: server.url,
      ...signedCase(client.credentials, readPath, () => JSON.stringify({ cond: {}, page: { len: 0, num: 1 } })),
    },
  ];
  const rounds = new Map<string, LoadFigures[]>(cases.map((entry) => [entry.name, []]));
  /** The mock server's memory right after each of its cases, round by round (which load makes it grow). */
  const pidOf = new Map([
    [server.url, pid],
    [unmemoized.url, unmemoized.child.pid!],
  ]);
  const memoryByCase: Record<string, Array<{ rssMb: number; peakRssMb: number }>> = {};
  /** Every answering process, for its CPU time per request. */
  const cpuPidOf = new Map([
    ...pidOf,
    [baselineUrl, baselineChild.pid!],
    [answerBaseline.url, answerBaseline.child.pid!],
  ]);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const entry of cases) {
      await entry.prepare?.();
      const cpuPid = cpuPidOf.get(entry.url)!;
      const cpuBefore = cpuMsOf(cpuPid);
      const figures = await cannon(entry.url, entry.request);
      figures.cpuUsPerRequest = ((cpuMsOf(cpuPid) - cpuBefore) * 1000) / Math.max(figures.total, 1);
      await entry.after?.();
      const serverPid = pidOf.get(entry.url);
      if (serverPid !== undefined) {
        const samples = memoryByCase[entry.name] ?? [];
        samples.push(memoryOf(serverPid));
        memoryByCase[entry.name] = samples;
      }
      rounds.get(entry.name)!.push(figures);
      console.log(
        `round ${round} ${entry.name}: ${figures.requestsPerSec.toFixed(0)} req/s, p99 ${figures.p99Ms} ms, server CPU ${figures.cpuUsPerRequest.toFixed(0)} µs/request`,
      );
    }
  }
  await stopChild(baselineChild);
  await stopChild(answerBaseline.child);
  await unmemoized.stop();
  // A case's figures are medians over its rounds (counts are summed); against the baseline it is compared round by round.
  const middle = (name: string): LoadFigures => {
    const runs = rounds.get(name)!;
    const sum = (pick: (figures: LoadFigures) => number) => runs.reduce((total, figures) => total + pick(figures), 0);
    return {
      requestsPerSec: median(runs.map((figures) => figures.requestsPerSec)),
      p50Ms: median(runs.map((figures) => figures.p50Ms)),
      p99Ms: median(runs.map((figures) => figures.p99Ms)),
      total: sum((figures) => figures.total),
      non2xx: sum((figures) => figures.non2xx),
      errors: sum((figures) => figures.errors),
      timeouts: sum((figures) => figures.timeouts),
      cpuUsPerRequest: median(runs.map((figures) => figures.cpuUsPerRequest ?? Number.NaN)),
    };
  };
  const baseline = middle('baseline');
  const baselineFixed = middle('baselineFixed');
  const signedRead = middle('signedRead');
  const signedReadUnmemoized = middle('signedReadUnmemoized');
  const baselineReadAnswer = middle('baselineReadAnswer');
  const signedWrite = {
    ...middle('signedWrite'),
  };
  const errorPath = middle('errorPath');
  const memoryAfter = memoryOf(pid);

  // The browser's groups: 1,000 items in group 0 (the list, the preview, the Excel), 5,000 in group 1 (scrolling).
  const session = { url: server.url, post: client.post.bind(client) };
  if (!SERVER_ONLY) {
    const restored = await client.post('/biz/user/conf/save', { form: { confs: seedSettings.data.confs } });
    if (restored.stat.err !== 0) throw new Error(`restoring the seed settings failed: ${restored.stat.msg}`);
    await seedGroup(session, 0, LIST_ITEMS);
    await seedGroup(session, 1, SCROLL_ITEMS);
  }
  let webBuilt: WebSizes;
  try {
    webBuilt = SERVER_ONLY ? { built: false, detail: 'skipped (BENCH_SERVER_ONLY=1)' } : webSizes(ROOT);
  } catch (error) {
    // A build running at the same time replaces files under the manifest's feet.
    webBuilt = { built: false, detail: `reading apps/web/dist failed: ${(error as Error).message}` };
  }
  console.log(`web sizes: ${webBuilt.built ? 'read' : webBuilt.detail}`);
  const browser: BrowserFigures = webBuilt.built
    ? await browserFigures(session, LIST_ITEMS, SCROLL_ITEMS)
    : { status: 'skipped', detail: 'no web build' };
  console.log(`browser: ${browser.status}${browser.detail ? ` (${browser.detail})` : ''}`);
  await server.stop();

  const prismHeaders = signer(client.credentials)('POST', readPath, readBody);
  const prism: PrismResult = SERVER_ONLY
    ? { status: 'failed', detail: 'skipped (BENCH_SERVER_ONLY=1)' }
    : await prismRead(readBody, prismHeaders);
  console.log(`prism: ${prism.status}${prism.detail ? ` (${prism.detail})` : ''}`);

  /** One run against the baseline's medians (Prism runs once, outside the rounds). */
  const ratio = (figures: LoadFigures) => ({
    requestsPerSec: figures.requestsPerSec / baseline.requestsPerSec,
    p50: figures.p50Ms / Math.max(baseline.p50Ms, 0.001),
    p99: figures.p99Ms / Math.max(baseline.p99Ms, 0.001),
  });
  /**
   * A case against the baseline of the same round, the median over the rounds: the machine's speed drifts (other
   * work on the host), and a round's cases run one after another, so a same-round pair shares its conditions.
   */
  const pairedRatio = (name: string, baselineName = 'baseline') => {
    const baselineRounds = rounds.get(baselineName)!;
    const each = (pick: (figures: LoadFigures) => number) =>
      median(rounds.get(name)!.map((figures, index) => pick(figures) / Math.max(pick(baselineRounds[index]!), 0.001)));
    return {
      requestsPerSec: each((figures) => figures.requestsPerSec),
      p50: each((figures) => figures.p50Ms),
      p99: each((figures) => figures.p99Ms),
      byRound: rounds
        .get(name)!
        .map((figures, index) => figures.requestsPerSec / baselineRounds[index]!.requestsPerSec),
    };
  };
  const results = {
    date: startedAt.toISOString(),
    durationSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    machine,
    settings: { secondsPerCase: SECONDS, connections: CONNECTIONS, rounds: ROUNDS, host: HOST },
    rounds: Object.fromEntries(rounds),
    targets: { ...TARGETS, web: WEB_TARGETS },
    server: {
      baseline,
      baselineFixed: { ...baselineFixed, ratio: pairedRatio('baselineFixed') },
      signedRead: { ...signedRead, ratio: pairedRatio('signedRead') },
      signedReadUnmemoized: { ...signedReadUnmemoized, ratio: pairedRatio('signedReadUnmemoized') },
      baselineReadAnswer: {
        ...baselineReadAnswer,
        answerBytes: Buffer.byteLength(readAnswer),
        ratio: pairedRatio('baselineReadAnswer'),
      },
      signedWrite: { ...signedWrite, ratio: pairedRatio('signedWrite') },
      errorPath: { ...errorPath, ratio: pairedRatio('errorPath') },
      replay: {
        mix: { ...mixSummary(mix, checkedMix.accepted), refused: checkedMix.refused },
        baseline: middle('replayBaseline'),
        memoOn: { ...middle('replay'), ratio: pairedRatio('replay', 'replayBaseline') },
        memoOff: { ...middle('replayUnmemoized'), ratio: pairedRatio('replayUnmemoized', 'replayBaseline') },
        journal: replayJournal as ReplayResults['journal'],
      },
      prism: prism.figures ? { ...prism, ratio: ratio(prism.figures) } : prism,
      startupMs: { median: median(startup), runs: startup },
      memory: {
        seededIdle: memoryBefore,
        afterLoad: memoryAfter,
        writesDuringBench: signedWrite.total,
        byCase: memoryByCase,
      },
    },
    web: { build, sizes: webBuilt, browser },
  };

  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const markdown = report(results);
  console.log(`\n${markdown}`);
  if (SERVER_ONLY) {
    console.log('written: bench-results/latest.json (BENCH_SERVER_ONLY=1 leaves docs/benchmarks.md alone)');
    return;
  }
  mkdirSync(join(ROOT, 'docs'), { recursive: true });
  writeFileSync(join(ROOT, 'docs/benchmarks.md'), markdown);
  // The repository's lint formats Markdown too (aligned tables): the written file must pass it.
  spawnSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', 'docs/benchmarks.md'], { cwd: ROOT });
  console.log('written: bench-results/latest.json, docs/benchmarks.md');
}

type Results = {
  date: string;
  durationSeconds: number;
  machine: { cpu: string; cores: number; memoryGb: number; os: string; node: string; loadAverageAtStart: number[] };
  server: {
    baseline: LoadFigures;
    baselineFixed: LoadFigures & { ratio: { requestsPerSec: number; p50: number; p99: number } };
    signedRead: LoadFigures & { ratio: { requestsPerSec: number; p50: number; p99: number; byRound: number[] } };
    signedReadUnmemoized: LoadFigures & { ratio: { requestsPerSec: number; p50: number; p99: number } };
    baselineReadAnswer: LoadFigures & {
      answerBytes: number;
      ratio: { requestsPerSec: number; p50: number; p99: number };
    };
    signedWrite: LoadFigures & { ratio: { requestsPerSec: number; p50: number; p99: number } };
    errorPath: LoadFigures & { ratio: { requestsPerSec: number; p50: number; p99: number } };
    replay: ReplayResults;
    prism: PrismResult & { ratio?: { requestsPerSec: number; p50: number; p99: number } };
    startupMs: { median: number; runs: number[] };
    memory: {
      seededIdle: { rssMb: number; peakRssMb: number };
      afterLoad: { rssMb: number; peakRssMb: number };
      byCase: Record<string, Array<{ rssMb: number; peakRssMb: number }>>;
    };
  };
  web: { build: WebBuild; sizes: WebSizes; browser: BrowserFigures };
};

const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;
const signedPercent = (change: number) => `${change >= 0 ? '+' : ''}${(change * 100).toFixed(0)} %`;

/** What the replay sent and what the server made of it, under the server table. */
function replayLines(replay: ReplayResults): string[] {
  const journal = (outcome: JournalOutcome) =>
    `${outcome.ok} of the last ${outcome.entries} journaled answers err 0${
      Object.keys(outcome.others).length
        ? ` (others, status/err: ${Object.entries(outcome.others)
            .map(([key, count]) => `${key} ×${count}`)
            .join(', ')})`
        : ''
    }`;
  return [
    `The replayed mix is the web app's own traffic in the Playwright journeys (scripts/bench/journey-mix.json, recorded by scripts/bench/record-mix.mjs): ${replay.mix.reads} reads and ${replay.mix.writes} writes over ${replay.mix.endpoints} endpoints, in a fixed shuffled order, each request signed for the signed-in user with a fresh nonce, time and HMAC, bodies carrying the current time where the app sends it, answers encrypted as the app asks; adds and recalculated quotations go to quotation group ${SCRATCH_GROUP}, emptied before each run, so the lists read keep their size.` +
      ` Not replayed: ${replay.mix.leftOut.map((entry) => `${entry.endpoint} ×${entry.count} (${entry.why})`).join('; ')}.` +
      (replay.mix.refused.length
        ? ` Left out because the server refused them for the benchmark's user: ${replay.mix.refused.map((entry) => `${entry.endpoint} (${entry.err})`).join(', ')}.`
        : ''),
    `Right after the last round's replay, memo on: ${journal(replay.journal.memoOn)}; memo off: ${journal(replay.journal.memoOff)}.`,
    `Replayed mix against its baseline, round by round: memo on ${replay.memoOn.ratio.byRound.map(percent).join(', ')}; memo off ${replay.memoOff.ratio.byRound.map(percent).join(', ')}.`,
    '',
  ];
}

type PairedRatio = { requestsPerSec: number; p50: number; p99: number; byRound: number[] };
type JournalOutcome = Awaited<ReturnType<typeof journalOutcome>>;
interface ReplayResults {
  mix: ReturnType<typeof mixSummary> & { refused: RefusedEntry[] };
  baseline: LoadFigures;
  memoOn: LoadFigures & { ratio: PairedRatio };
  memoOff: LoadFigures & { ratio: PairedRatio };
  journal: { memoOn: JournalOutcome; memoOff: JournalOutcome };
}

function report(results: Results): string {
  const { server, web, machine } = results;
  const row = (name: string, figures: LoadFigures, ratio?: { requestsPerSec: number; p50: number; p99: number }) =>
    `| ${name} | ${figures.requestsPerSec.toFixed(0)} | ${ratio ? `${(ratio.requestsPerSec * 100).toFixed(0)} %` : '100 %'} | ${fixed(figures.p50Ms)} | ${ratio ? `${ratio.p50.toFixed(1)}×` : '1×'} | ${fixed(figures.p99Ms)} | ${ratio ? `${ratio.p99.toFixed(1)}×` : '1×'} | ${fixed(figures.cpuUsPerRequest, 0)} | ${figures.non2xx} | ${figures.errors + figures.timeouts} |`;
  const lines = [
    '# Benchmarks',
    '',
    'Produced by `npm run bench` (scripts/bench.ts); the full figures of the latest run are in `bench-results/latest.json` (not committed).',
    'Load runs on loopback with autocannon, ' +
      `${CONNECTIONS} connections, ${SECONDS} s per case, ${ROUNDS} interleaved rounds of every case; the baseline is a bare Fastify hello-world started in the same run. ` +
      "A row's req/s and latencies are medians over its rounds (non-2xx and errors are summed); its ratios to the baseline are taken round by round (the case against the baseline of the same round) and the median over the rounds is shown, since the machine's speed drifts between rounds. The signed read runs right after the baseline in every round.",
    '',
    `Run: ${results.date}, ${results.durationSeconds} s. Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}. ` +
      `Load average at start: ${machine.loadAverageAtStart.join(' / ')} (other work on the machine skews absolute figures; the ratios compare cases of the same run).`,
    '',
    '## Mock server',
    '',
    '| case | req/s | of baseline | p50 ms | p50 vs baseline | p99 ms | p99 vs baseline | server CPU µs/request | non-2xx | errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    row(
      `bare Fastify hello-world, sent the replayed journey mix (baseline of the two rows below)`,
      server.replay.baseline,
    ),
    row(
      `**replayed journey mix**, answer memo on (${server.replay.mix.calls} recorded calls, ${server.replay.mix.writes} writes, ${server.replay.mix.endpoints} endpoints)`,
      server.replay.memoOn,
      server.replay.memoOn.ratio,
    ),
    row('**replayed journey mix**, answer memo off', server.replay.memoOff, server.replay.memoOff.ratio),
    row("bare Fastify hello-world, sent the signed read's requests (baseline of the rows below)", server.baseline),
    row(
      'bare Fastify hello-world, one fixed request resent (for reference)',
      server.baselineFixed,
      server.baselineFixed.ratio,
    ),
    row('signed read: cable/info/list, page of 20', server.signedRead, server.signedRead.ratio),
    row(
      'the same read, answer memo off (handler and serializer on every request)',
      server.signedReadUnmemoized,
      server.signedReadUnmemoized.ratio,
    ),
    row(
      `bare Fastify answering the read's own answer (${server.baselineReadAnswer.answerBytes} bytes, not 17) to the same requests: the most a server could reach with it`,
      server.baselineReadAnswer,
      server.baselineReadAnswer.ratio,
    ),
    row(
      'signed write: inventory/add, 1 item (into a group emptied before each run)',
      server.signedWrite,
      server.signedWrite.ratio,
    ),
    row('error path: schema violation (1001)', server.errorPath, server.errorPath.ratio),
    server.prism.figures && server.prism.ratio
      ? row('Prism mock of openapi.json, same read', server.prism.figures, server.prism.ratio)
      : `| Prism mock of openapi.json | ${server.prism.status}: ${server.prism.detail ?? ''} | | | | | | | | |`,
    '',
    'Every signed request carries a fresh nonce, the current time and its own HMAC; they are signed just before each case runs, so the load generator sends rather than hashes while it measures, and the server verifies every one. ' +
      "The read is the app's catalogue call repeated: the mock server memoizes such reads per user, body, state version and second (apps/mock-server/src/http/answer-memo.ts), and the row below it is the same read with that memo off. " +
      "The error path's non-2xx are its intended 400 answers. " +
      "Server CPU µs/request is the CPU time (user + system) of the process that answered, over the requests it answered (median of the rounds): the server's own cost, which the machine's other work hardly changes, while req/s also depends on how much of the two cores the load generator gets.",
    '',
    ...replayLines(server.replay),
    `Signed read against the baseline of its round, round by round: ${server.signedRead.ratio.byRound.map((value) => `${(value * 100).toFixed(0)} %`).join(', ')}.`,
    '',
    '| target | figure | verdict |',
    '|---|---|---|',
    `| signed read, answer memo off ≥ ${TARGETS.signedReadUnmemoizedRatio * 100} % of bare (median of the rounds) | ${percent(server.signedReadUnmemoized.ratio.requestsPerSec)} | ${verdict(server.signedReadUnmemoized.ratio.requestsPerSec >= TARGETS.signedReadUnmemoizedRatio)} |`,
    `| signed write ≥ ${TARGETS.signedWriteRatio * 100} % of bare (median of the rounds) | ${percent(server.signedWrite.ratio.requestsPerSec)} | ${verdict(server.signedWrite.ratio.requestsPerSec >= TARGETS.signedWriteRatio)} |`,
    ...(
      [
        ['replayed mix, memo on', server.replay.memoOn],
        ['replayed mix, memo off', server.replay.memoOff],
        ['signed read, memo off', server.signedReadUnmemoized],
        ['signed write', server.signedWrite],
      ] as const
    ).map(
      ([name, figures]) =>
        `| p99 < ${TARGETS.p99Ms} ms at ${CONNECTIONS} connections (${name}, median of the rounds) | ${fixed(figures.p99Ms)} ms | ${verdict(figures.p99Ms < TARGETS.p99Ms)} |`,
    ),
    `| the answer memo kept only if it helps the replayed mix | memo on ${percent(server.replay.memoOn.ratio.requestsPerSec)} vs off ${percent(server.replay.memoOff.ratio.requestsPerSec)} of bare (${signedPercent(server.replay.memoOn.ratio.requestsPerSec / server.replay.memoOff.ratio.requestsPerSec - 1)}) | ${server.replay.memoOn.ratio.requestsPerSec > server.replay.memoOff.ratio.requestsPerSec ? 'helps' : 'does not help'} |`,
    `| signed read with the memo ≥ ${TARGETS.signedReadRatio * 100} % of bare (the last round's target, memoized) | ${percent(server.signedRead.ratio.requestsPerSec)} | ${verdict(server.signedRead.ratio.requestsPerSec >= TARGETS.signedReadRatio)} |`,
    `| startup < ${TARGETS.startupMs} ms (spawn of \`node dist/server.mjs\` to first answer, median of ${server.startupMs.runs.length}) | ${fixed(server.startupMs.median, 0)} ms (${server.startupMs.runs.map((ms) => ms.toFixed(0)).join(', ')}) | ${verdict(server.startupMs.median < TARGETS.startupMs)} |`,
    `| RSS < ${TARGETS.rssMb} MB with the seeded data (idle / after the load cases) | ${fixed(server.memory.seededIdle.rssMb)} / ${fixed(server.memory.afterLoad.rssMb)} MB (peak ${fixed(server.memory.afterLoad.peakRssMb)}) | ${verdict(server.memory.afterLoad.rssMb < TARGETS.rssMb)} |`,
    '',
    `The mock server's RSS in MB right after each of its cases, round by round (the memo-on server runs every case but the unmemoized ones): ${Object.entries(
      server.memory.byCase,
    )
      .map(([name, runs]) => `${name} ${runs.map((memory) => memory.rssMb.toFixed(0)).join(', ')}`)
      .join('; ')}.`,
    '',
    '## Web',
    '',
  ];
  lines.push(...webReport(web));
  lines.push(
    '## Reproduce',
    '',
    '```sh',
    'npm run bench                      # builds the web app first when apps/web/src is newer than dist',
    'BENCH_BUILD=1 npm run bench        # always build first; BENCH_SKIP_BUILD=1 never builds',
    'BENCH_SECONDS=10 BENCH_ROUNDS=7 npm run bench   # longer load cases, more rounds (5 by default)',
    'npm run bench:web                  # the web figures alone (bytes and browser timings, about a minute)',
    '```',
    '',
  );
  return lines.join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
