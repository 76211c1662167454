/**
 * /real/quotation's first rows, builds side by side: `npx tsx scripts/bench/first-rows-pairs.ts ROUNDS label=dist ...`
 * (each dist a built apps/web/dist, e.g. of a clean export of a commit). One built mock server per build (its own
 * --web-dist), each with 1,000 items in group 0 of `quote`; every round opens the page once per build in a new
 * signed-in context at 1440x900, the builds' order alternating, after one warm-up visit each. Per run: navigation start
 * to the first [data-item-id] in the DOM (what `npm run bench:web` measures), to the first one the app itself rendered
 * (under #root), the inventory/list requests, when conf/list answered, the list left and was in, and the machine's
 * 1-minute load. Ends with each build's quartiles. `npm run build -w @cable/mock-server` must have run.
 */
import os from 'node:os';
import { chromium } from 'playwright-core';
import { SignedClient, startServer } from '../../apps/mock-server/test/reliability/live-server';
import { CHROMIUM, CHROMIUM_ARGS, seedGroup } from './web-browser';

const ITEMS = 1000;

/** Stamps the first rows in the DOM, and the first the app rendered, as the page builds itself. */
const PROBE = `
window.__pairs = { firstRowsAt: null, appRowsAt: null };
const observer = new MutationObserver(() => {
  const stamps = window.__pairs;
  if (stamps.firstRowsAt === null && document.querySelector('[data-item-id]')) {
    stamps.firstRowsAt = performance.now();
    console.debug('pairs:first-rows');
  }
  if (stamps.appRowsAt === null && document.querySelector('#root [data-item-id]')) {
    stamps.appRowsAt = performance.now();
    observer.disconnect();
  }
});
document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
`;

const TIMINGS = `(() => {
  const entries = performance.getEntriesByType('resource');
  const conf = entries.find((entry) => entry.name.endsWith('/biz/user/conf/list'));
  const lists = entries.filter((entry) => entry.name.endsWith('/biz/qms/inventory/list'));
  return {
    firstRows: window.__pairs.firstRowsAt,
    appRows: window.__pairs.appRowsAt,
    listRequests: lists.length,
    confIn: conf?.responseEnd,
    listOut: lists[0]?.startTime,
    listIn: lists[0]?.responseEnd,
  };
})()`;

interface Run {
  firstRows: number;
  appRows: number;
  listRequests: number;
  confIn: number;
  listOut: number;
  listIn: number;
  load: number;
}

async function main(): Promise<void> {
  const rounds = Number(process.argv[2]);
  const builds = process.argv.slice(3).map((argument) => {
    const [label, dist] = argument.split('=');
    if (!label || !dist) throw new Error(`expected label=dist, got ${argument}`);
    return { label, dist };
  });
  if (!(rounds > 0) || builds.length === 0) throw new Error('usage: first-rows-pairs.ts ROUNDS label=dist ...');
  const servers = [];
  try {
    for (const build of builds) {
      const live = await startServer({ built: true, args: ['--web-dist', build.dist] });
      servers.push(live);
      const client = await SignedClient.signIn(live.url, 'quote');
      const session = { url: live.url, post: client.post.bind(client) };
      await seedGroup(session, 0, ITEMS);
      const profile = await session.post<{ user: Record<string, unknown> }>('/biz/user/info/profile', {
        timestamp: Date.now(),
      });
      const signedIn = `localStorage.setItem('user', ${JSON.stringify(JSON.stringify(profile.data.user))});`;
      Object.assign(build, { url: live.url, signedIn, runs: [] as Run[] });
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const measured = builds as Array<(typeof builds)[number] & { url: string; signedIn: string; runs: Run[] }>;
      const once = async (build: (typeof measured)[number]): Promise<Run> => {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        try {
          await context.addInitScript(build.signedIn);
          await context.addInitScript(PROBE);
          const page = await context.newPage();
          const shown = page.waitForEvent('console', {
            predicate: (message) => message.text() === 'pairs:first-rows',
            timeout: 30_000,
          });
          shown.catch(() => undefined);
          await page.goto(`${build.url}/real/quotation`, { waitUntil: 'load' });
          await shown;
          await page.waitForFunction('window.__pairs.appRowsAt !== null', undefined, { timeout: 30_000 });
          const timings = (await page.evaluate(TIMINGS)) as Omit<Run, 'load'>;
          return { ...timings, load: Number(os.loadavg()[0]!.toFixed(2)) };
        } finally {
          await context.close();
        }
      };
      for (const build of measured) await once(build);
      for (let round = 0; round < rounds; round++) {
        for (const build of round % 2 === 0 ? measured : [...measured].reverse()) {
          const run = await once(build);
          build.runs.push(run);
          const ms = (value: number) => value.toFixed(0);
          console.log(
            `${round} ${build.label}: first rows ${ms(run.firstRows)}, app's rows ${ms(run.appRows)}, conf/list in ${ms(run.confIn)}, list out ${ms(run.listOut)}, in ${ms(run.listIn)}; ${run.listRequests} list request(s); load ${run.load}`,
          );
        }
      }
      const quartiles = (values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b);
        const at = (share: number) => sorted[Math.round(share * (sorted.length - 1))]!.toFixed(0);
        return `${at(0.25)} / ${at(0.5)} / ${at(0.75)}`;
      };
      for (const build of measured) {
        const loads = build.runs.map((run) => run.load);
        console.log(
          `${build.label}: first rows ${quartiles(build.runs.map((run) => run.firstRows))}, app's rows ${quartiles(build.runs.map((run) => run.appRows))}, list in ${quartiles(build.runs.map((run) => run.listIn))} (quartiles, ms); ${build.runs.filter((run) => run.firstRows <= 400).length} of ${build.runs.length} first rows within 400 ms; list requests ${[...new Set(build.runs.map((run) => run.listRequests))].join(', ')}; load ${Math.min(...loads)}-${Math.max(...loads)}`,
        );
      }
    } finally {
      await browser.close();
    }
  } finally {
    for (const live of servers) await live.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
