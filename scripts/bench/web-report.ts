/**
 * The web part of `npm run bench`: building the web app when it is stale, the targets of issue 18, and the
 * Markdown of the web section (bytes and browser timings, each beside its target, each timing beside the machine's
 * load when it was taken).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserFigures, Timed } from './web-browser';
import { JOURNEY, type WebSizes } from './web-sizes';

export const WEB_TARGETS = {
  fcpHomeMs: 300,
  fcpRealQuotesMs: 400,
  entryGzipKb: 150,
  routeAddsGzipKb: 80,
  journeyGzipKb: 450,
  listFirstRowsMs: 400,
  repriceMs: 16,
  /** 60 fps with 5 % of slack for the timer's granularity: at most one frame in twenty missed. */
  scrollFps: 57,
  previewFirstPaintMs: 400,
  excelMs: 500,
};

export interface WebBuild {
  ok: boolean;
  seconds: number;
  reason: string;
  detail?: string;
}

/** Knobs of the benchmark (BENCH_*); the bench runs outside turbo, so no task cache depends on them. */
const setting = (name: string): string | undefined => process.env[name];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Why the web app must be built first, or null when dist is up to date (BENCH_BUILD=1 / BENCH_SKIP_BUILD=1 force). */
function webBuildReason(root: string): string | null {
  if (setting('BENCH_SKIP_BUILD') === '1') return null;
  if (setting('BENCH_BUILD') === '1') return 'BENCH_BUILD=1';
  const manifest = join(root, 'apps/web/dist/.vite/manifest.json');
  if (!existsSync(manifest)) return 'apps/web/dist is missing';
  const web = join(root, 'apps/web');
  const sources = Math.max(
    newestMtime(join(web, 'src')),
    newestMtime(join(web, 'index.html')),
    newestMtime(join(web, 'vite.config.ts')),
  );
  return sources > statSync(manifest).mtimeMs ? 'the web sources changed since the last build' : null;
}

export function buildWebIfStale(root: string): WebBuild {
  const reason = webBuildReason(root);
  if (!reason) return { ok: true, seconds: 0, reason: 'apps/web/dist is newer than the web sources' };
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build', '-w', '@cable/web'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 150_000,
  });
  const seconds = (performance.now() - started) / 1000;
  if (build.status === 0) return { ok: true, seconds, reason };
  return { ok: false, seconds, reason, detail: `${build.stderr ?? ''}${build.stdout ?? ''}`.slice(-600) };
}

const fixed = (value: number | undefined, digits = 1) =>
  value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(digits);
const verdict = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'met' : 'MISSED');
const atMost = (value: number | undefined, target: number) =>
  verdict(value === undefined || Number.isNaN(value) ? undefined : value <= target);

export function webReport(web: { build: WebBuild; sizes: WebSizes; browser: BrowserFigures }): string[] {
  const { sizes, browser } = web;
  const lines: string[] = [];
  if (sizes.built && sizes.entry && sizes.routes && sizes.journey && sizes.journeyTotal) {
    const worstRoute = sizes.routes.reduce((worst, route) => (route.jsGzipKb > worst.jsGzipKb ? route : worst));
    const worstStep = sizes.journey.reduce((worst, step) => (step.jsGzipKb > worst.jsGzipKb ? step : worst));
    lines.push(
      `Production build (\`npm run build -w @cable/web\`${web.build.seconds ? `, ${web.build.seconds.toFixed(0)} s` : `, not rebuilt: ${web.build.reason}`}), gzip -9 sizes in KB; they depend on the build only, not on the machine's load.`,
      '',
      '| bytes | JS gzip | CSS gzip | JS raw | target | verdict |',
      '|---|---|---|---|---|---|',
      `| entry (what index.html loads) | ${fixed(sizes.entry.jsGzipKb)} | ${fixed(sizes.entry.cssGzipKb)} | ${fixed(sizes.entry.jsRawKb)} | ≤ ${WEB_TARGETS.entryGzipKb} | ${atMost(sizes.entry.jsGzipKb, WEB_TARGETS.entryGzipKb)} |`,
      ...sizes.journey.map(
        (step, index) =>
          `| journey step ${index + 1}: ${step.path} adds | ${fixed(step.jsGzipKb)} | ${fixed(step.cssGzipKb)} | ${fixed(step.jsRawKb)} | ≤ ${WEB_TARGETS.routeAddsGzipKb} | ${atMost(step.jsGzipKb, WEB_TARGETS.routeAddsGzipKb)} |`,
      ),
      `| the journey ${JOURNEY.join(' → ')}, unique bytes (entry included, shared chunks once) | ${fixed(sizes.journeyTotal.jsGzipKb)} | ${fixed(sizes.journeyTotal.cssGzipKb)} | ${fixed(sizes.journeyTotal.jsRawKb)} | ≤ ${WEB_TARGETS.journeyGzipKb} | ${atMost(sizes.journeyTotal.jsGzipKb, WEB_TARGETS.journeyGzipKb)} |`,
      `| the largest route opened first after the entry: ${worstRoute.route} adds | ${fixed(worstRoute.jsGzipKb)} | ${fixed(worstRoute.cssGzipKb)} | ${fixed(worstRoute.jsRawKb)} | ≤ ${WEB_TARGETS.routeAddsGzipKb} | ${atMost(worstRoute.jsGzipKb, WEB_TARGETS.routeAddsGzipKb)} |`,
      '',
      `The largest journey step is ${worstStep.path} (${fixed(worstStep.jsGzipKb)} KB). What each route adds when it is the first one opened after the entry:`,
      '',
      '| route | JS gzip | CSS gzip | JS raw |',
      '|---|---|---|---|',
      ...sizes.routes.map(
        (route) =>
          `| ${route.route} | ${fixed(route.jsGzipKb)} | ${fixed(route.cssGzipKb)} | ${fixed(route.jsRawKb)} |`,
      ),
      '',
      'Libraries one action needs, and whether the journey stays free of them (they load on the action):',
      '',
      '| library | JS gzip | loads on the action |',
      '|---|---|---|',
      ...(sizes.actions ?? []).map(
        (action) =>
          `| ${action.name} | ${fixed(action.jsGzipKb)} | ${action.onAction ? 'yes' : 'NO: a journey page loads it'} |`,
      ),
      '',
    );
  } else {
    lines.push(`Web build not measured: ${sizes.detail ?? web.build.detail ?? ''}`, '');
  }
  if (browser.status !== 'measured') {
    lines.push(`Browser timings ${browser.status}: ${browser.detail ?? ''}`, '');
    return lines;
  }
  const traffic = browser.journeyTraffic;
  if (traffic && traffic.length > 0) {
    const total = traffic.reduce(
      (sum, step) => ({ js: sum.js + step.jsGzipKb, css: sum.css + step.cssGzipKb, files: sum.files + step.files }),
      { js: 0, css: 0, files: 0 },
    );
    lines.push(
      `The same journey in the browser (headless chromium, one signed-in context, each page opened in turn and left until its network was idle): every script and style file the pages requested, counted once, gzip -9 of the bytes served. It also counts what parts rendered at once load lazily (the header's dropdown and breadcrumb), which the manifest's figures above leave out.`,
      '',
      '| requested in the browser | JS gzip | CSS gzip | files | target | verdict |',
      '|---|---|---|---|---|---|',
      ...traffic.map(
        (step, index) =>
          `| ${index === 0 ? `${step.path} opened first (the entry included)` : `then ${step.path} adds`} | ${fixed(step.jsGzipKb)} | ${fixed(step.cssGzipKb)} | ${step.files} | ${index === 0 ? '' : `≤ ${WEB_TARGETS.routeAddsGzipKb}`} | ${index === 0 ? '' : atMost(step.jsGzipKb, WEB_TARGETS.routeAddsGzipKb)} |`,
      ),
      `| the whole journey | ${fixed(total.js)} | ${fixed(total.css)} | ${total.files} | ≤ ${WEB_TARGETS.journeyGzipKb} | ${atMost(total.js, WEB_TARGETS.journeyGzipKb)} |`,
      '',
    );
  }
  const row = (name: string, figure: Timed | undefined, target: number) =>
    `| ${name} | ${fixed(figure?.ms, 0)} | ≤ ${target} | ${atMost(figure?.ms, target)} | ${fixed(figure?.load, 2)} |`;
  lines.push(
    'In headless chromium, the mock server serving the build on loopback. Timings depend on the machine: the last column is its 1-minute load average when the figure was taken (2 cores; above 2 other work competes for them).',
    '',
    '| measure | ms | target | verdict | load |',
    '|---|---|---|---|---|',
    row('first contentful paint of / (second visit)', browser.fcpHome, WEB_TARGETS.fcpHomeMs),
    row('first contentful paint of /realquotes, signed in', browser.fcpRealQuotes, WEB_TARGETS.fcpRealQuotesMs),
    row(
      `/real/quotation with ${browser.listItems} items: navigation start to the first rows (${browser.listRowsRendered} rows in the DOM, virtualised; ${browser.listRequests} inventory/list request${browser.listRequests === 1 ? '' : 's'})`,
      browser.listFirstRows,
      WEB_TARGETS.listFirstRowsMs,
    ),
    row(
      `reprice of ${browser.listItems} items after a price-mode switch (the app's measure ${'quote-list:reprice'}: switch to the first paint in the new mode), the median of ${browser.repriceSamples?.length ?? 1} switch${(browser.repriceSamples?.length ?? 1) === 1 ? '' : 'es'} (to 销售价, then back and forth${browser.repriceSamples ? `: ${browser.repriceSamples.map((ms) => ms.toFixed(0)).join(', ')} ms` : ''})`,
      browser.reprice,
      WEB_TARGETS.repriceMs,
    ),
    `| the first switch (to 销售价) timed from outside: mousedown on the option to the second frame after the list changed | ${fixed(browser.repriceOutside?.ms, 0)} | | | ${fixed(browser.repriceOutside?.load, 2)} |`,
    row(
      `quotation preview (报价单 of ${browser.listItems} items): click (mousedown) to the first contentful paint in the preview frame`,
      browser.previewFirstPaint,
      WEB_TARGETS.previewFirstPaintMs,
    ),
    `| the same paint timed from before Playwright's click (its locator and actionability checks included) | ${fixed(browser.previewFirstPaintFromScript?.ms, 0)} | | | ${fixed(browser.previewFirstPaintFromScript?.load, 2)} |`,
    row(`Excel of ${browser.listItems} items: click on 下载 Excel to the download`, browser.excel, WEB_TARGETS.excelMs),
    '',
    `| scroll | fps | target | verdict | load |`,
    '|---|---|---|---|---|',
    `| ${browser.scrollItems} items, scrolled one row per frame for 2 s (longest frame ${fixed(browser.scrollLongestFrameMs, 0)} ms) | ${fixed(browser.scrollFps, 0)} | ≥ ${WEB_TARGETS.scrollFps} | ${verdict(browser.scrollFps === undefined ? undefined : browser.scrollFps >= WEB_TARGETS.scrollFps)} | ${fixed(browser.scrollLoad, 2)} |`,
    '',
  );
  return lines;
}
