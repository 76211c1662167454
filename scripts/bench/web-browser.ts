/**
 * The web app's timings in headless chromium against the mock server serving the production build on loopback:
 * first paints, the 1,000-item quotation list, a reprice after a mode switch, scrolling 5,000 items, a quotation
 * preview and the Excel of 1,000 items. Page-side code goes to the browser as source text: tsx compiles this file
 * with helpers (__name) that do not exist in the page, so functions are never passed to evaluate.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { JOURNEY } from './web-sizes';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** What the browser figures need from the bench: the served app and a signed-in client of the same server. */
export interface BrowserSession {
  url: string;
  post<T>(path: string, body: unknown): Promise<{ stat: { err: number; msg?: string }; data: T }>;
}

/** One timed figure and the machine's 1-minute load average when it was taken. */
export interface Timed {
  ms: number;
  load: number;
}

/** The script and style files one step of the journey requested that no earlier step had, gzip -9 of the bytes served. */
export interface TrafficStep {
  path: string;
  jsGzipKb: number;
  cssGzipKb: number;
  files: number;
}

export interface BrowserFigures {
  status: 'measured' | 'skipped' | 'failed';
  detail?: string;
  fcpHome?: Timed;
  fcpRealQuotes?: Timed;
  listItems?: number;
  /** Navigation start to the first quotation rows in the DOM, 1,000 items. */
  listFirstRows?: Timed;
  listRowsRendered?: number;
  /** inventory/list requests the quotation screen sent to show the 1,000 items. */
  listRequests?: number;
  /**
   * The web app's User Timing measure quote-list:reprice (switch → first paint in the new mode): the median of
   * REPRICE_SWITCHES switches, the first to 销售价, then back and forth between the opening mode and 销售价.
   */
  reprice?: Timed;
  /** Each switch's measure, in the order taken. */
  repriceSamples?: number[];
  /** The same switch timed from outside: mousedown on the option to the second frame after the list changed. */
  repriceOutside?: Timed;
  scrollItems?: number;
  /** Frames per second while the 5,000-item list scrolls one row height per frame for 2 s, and its longest frame. */
  scrollFps?: number;
  scrollLongestFrameMs?: number;
  scrollLoad?: number;
  /** Mousedown on 报价单 in the quotation sheet (1,000 items) to the first contentful paint inside the preview frame. */
  previewFirstPaint?: Timed;
  /** The same paint timed from before Playwright's click (its locator and actionability checks included). */
  previewFirstPaintFromScript?: Timed;
  /** Click on 下载 Excel (1,000 items) to the browser's download event. */
  excel?: Timed;
  /**
   * The journey's pages opened one after the other in one signed-in browser: what each requested that no earlier page
   * had (the first one's entry included). Unlike the build manifest's figures, this counts code that parts rendered
   * at once load lazily (the header's dropdown and breadcrumb).
   */
  journeyTraffic?: TrafficStep[];
}

const load = () => Number(os.loadavg()[0]!.toFixed(2));

/** Price-mode switches the reprice figure is the median of, and the pause after each. */
export const REPRICE_SWITCHES = 9;
const REPRICE_PAUSE_MS = 400;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
const timed = (ms: number): Timed => ({ ms, load: load() });

/** What the page probe logs when the first quotation rows are in the DOM. */
const FIRST_ROWS_SIGNAL = 'bench:first-rows';

/**
 * Installed in the page before any script: stamps the first quotation rows and says so on the console, which the
 * benchmark awaits instead of polling the page: Playwright's waitForSelector injects its script and polls on the page's
 * main thread (10-25 ms of it while the page was loading, in a trace), work a user's browser does not do.
 */
const PAGE_PROBE = `
window.__bench = { firstRowsAt: null, clickAt: null, repricedAt: null };
const observer = new MutationObserver(() => {
  const bench = window.__bench;
  if (bench.firstRowsAt === null && document.querySelector('[data-item-id]')) {
    bench.firstRowsAt = performance.now();
    observer.disconnect();
    console.debug(${JSON.stringify(FIRST_ROWS_SIGNAL)});
  }
});
document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
`;

const FCP_PROBE = `new Promise((done) => {
  const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  if (read() !== undefined) return done(read());
  new PerformanceObserver(() => { if (read() !== undefined) done(read()); }).observe({ type: 'paint', buffered: true });
  setTimeout(() => done(null), 10000);
})`;

/** The measure the quotation list records after a price-mode switch (apps/web/src/features/real/utils/reprice-timing.ts). */
export const REPRICE_MEASURE = 'quote-list:reprice';

/** Arms the outside reprice timing: the next mousedown starts it, the second frame after the list changes ends it. */
const REPRICE_PROBE = `(() => {
  const bench = window.__bench;
  const list = document.querySelector('[data-testid="quotation-scroll"]') ?? document.body;
  document.addEventListener('mousedown', () => { bench.clickAt = performance.now(); }, { capture: true, once: true });
  new MutationObserver((records, observer) => {
    if (bench.clickAt === null) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => { bench.repricedAt = performance.now(); }));
  }).observe(list, { childList: true, subtree: true, characterData: true });
})()`;

/** Scrolls the virtual list down by one row height every frame for 2 s; answers frames per second and the longest frame. */
const SCROLL_PROBE = `new Promise((done) => {
  const scroller = document.querySelector('[data-testid="quotation-scroll"]');
  const row = document.querySelector('[data-item-id]');
  const step = row ? row.getBoundingClientRect().height : 40;
  const frames = [];
  let last = performance.now();
  const started = last;
  const tick = (now) => {
    frames.push(now - last);
    last = now;
    scroller.scrollTop += step;
    if (now - started < 2000) requestAnimationFrame(tick);
    else done({ fps: (frames.length - 1) / ((now - started) / 1000), longest: Math.max(...frames.slice(1)), top: scroller.scrollTop });
  };
  requestAnimationFrame((now) => { last = now; requestAnimationFrame(tick); });
})`;

/** What the top page logs when a preview frame reports its first contentful paint. */
const FRAME_PAINT_SIGNAL = 'bench:frame-paint';

/**
 * Installed before any script: the first contentful paint of every preview frame, posted to the top page, which says
 * so on the console; the benchmark awaits that instead of polling the page on every animation frame (Playwright's
 * waitForFunction), work that shared the main thread with the frame being measured.
 */
const FRAME_PAINT_PROBE = `
if (window.top !== window) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') {
        window.top.postMessage({ benchFramePaint: performance.timeOrigin + entry.startTime }, '*');
      }
    }
  }).observe({ type: 'paint', buffered: true });
} else {
  window.__framePaints = [];
  window.addEventListener('message', (event) => {
    if (event.data && typeof event.data.benchFramePaint === 'number') {
      window.__framePaints.push(event.data.benchFramePaint);
      console.debug(${JSON.stringify(FRAME_PAINT_SIGNAL)});
    }
  });
}
`;

/** Arms the preview's start: the next mousedown in the page, as a time on the performance timeline's origin. */
const PRESS_PROBE = `document.addEventListener('mousedown', (event) => {
  window.__pressedAt = performance.timeOrigin + event.timeStamp;
}, { capture: true, once: true })`;

function storageScript(entries: Record<string, string>): string {
  return `for (const [key, value] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(key, value);`;
}

/** Opens the journey's pages one after the other in one signed-in context and records the files each one added. */
export async function journeyTrafficOf(browser: Browser, url: string, signedIn: string): Promise<TrafficStep[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(signedIn);
  const page = await context.newPage();
  const files = new Map<string, { kind: 'js' | 'css'; gzipKb: number }>();
  const reading: Array<Promise<void>> = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const kind = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : undefined;
    if (!kind || !path.startsWith('/assets/') || files.has(path)) return;
    const file: { kind: 'js' | 'css'; gzipKb: number } = { kind, gzipKb: 0 };
    files.set(path, file);
    reading.push(
      response.body().then((body) => {
        file.gzipKb = gzipSync(body, { level: 9 }).length / 1024;
      }),
    );
  });
  const steps: TrafficStep[] = [];
  try {
    for (const path of JOURNEY) {
      const before = new Set(files.keys());
      await page.goto(`${url}${path}`, { waitUntil: 'load' });
      // The page's lazy parts that render at once ask for their code after the load event.
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      await page.waitForTimeout(500);
      await Promise.all(reading);
      const added = [...files].filter(([file]) => !before.has(file)).map(([, file]) => file);
      const kb = (kind: 'js' | 'css') =>
        added.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipKb, 0);
      steps.push({ path, jsGzipKb: kb('js'), cssGzipKb: kb('css'), files: added.length });
    }
  } finally {
    await context.close();
  }
  return steps;
}

/** Fills a group with `count` items (the catalogue's cables in turn), 250 per call. */
export async function seedGroup(session: BrowserSession, group: number, count: number): Promise<void> {
  const cables = await session.post<{ cables: Array<{ id: string }> }>('/biz/qms/cable/info/list', {
    cond: {},
    page: { len: 200, num: 1 },
  });
  const ids = cables.data.cables.map((cable) => cable.id);
  for (let offset = 0; offset < count; offset += 250) {
    const infos = Array.from({ length: Math.min(250, count - offset) }, (_, index) => ({
      cable: ids[(offset + index) % ids.length]!,
      count: String(10 + ((offset + index) % 90)),
    }));
    const added = await session.post('/biz/qms/inventory/add', { form: { group, infos } });
    if (added.stat.err !== 0) throw new Error(`seeding group ${group} failed: ${added.stat.msg}`);
  }
}

/**
 * Every browser figure. Group 0 of the signed-in user must hold `listItems` items and group 1 `scrollItems`
 * (seedGroup); the quotation screen opens on group 0.
 */
export async function browserFigures(
  session: BrowserSession,
  listItems: number,
  scrollItems: number,
): Promise<BrowserFigures> {
  if (!existsSync(CHROMIUM)) return { status: 'skipped', detail: `${CHROMIUM} not found` };
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const profile = await session.post<{ user: Record<string, unknown> }>('/biz/user/info/profile', {
      timestamp: Date.now(),
    });
    const signedIn = storageScript({ user: JSON.stringify(profile.data.user) });
    const fcp = async (path: string, initScript?: string) => {
      const context = await browser.newContext();
      if (initScript) await context.addInitScript(initScript);
      const page = await context.newPage();
      await page.goto(`${session.url}${path}`, { waitUntil: 'load' });
      const value = (await page.evaluate(FCP_PROBE)) as number | null;
      await context.close();
      return timed(value ?? Number.NaN);
    };
    // A first visit warms the server's and the disk's caches; the figures are the second visits.
    await fcp('/');
    const fcpHome = await fcp('/');
    const fcpRealQuotes = await fcp('/realquotes', signedIn);
    const journeyTraffic = await journeyTrafficOf(browser, session.url, signedIn);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(signedIn);
    await context.addInitScript(PAGE_PROBE);
    await context.addInitScript(FRAME_PAINT_PROBE);
    const page = await context.newPage();
    const firstRowsShown = page.waitForEvent('console', {
      predicate: (message) => message.text() === FIRST_ROWS_SIGNAL,
      timeout: 30_000,
    });
    // Awaited below; a failed navigation must not leave it rejected with nobody listening.
    firstRowsShown.catch(() => undefined);
    await page.goto(`${session.url}/real/quotation`, { waitUntil: 'load' });
    await firstRowsShown.catch(async (error: Error) => {
      await page.screenshot({ path: 'bench-results/browser-failure.png' }).catch(() => undefined);
      throw new Error(`${error.message.split('\n')[0]} (what the page showed: bench-results/browser-failure.png)`);
    });
    const listFirstRows = timed((await page.evaluate('window.__bench.firstRowsAt')) as number);
    // The list requests sent before the first rows showed (a later revalidation is not the list's loading).
    const listRequestsToFirstRows = (await page.evaluate(
      `performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/biz/qms/inventory/list') && entry.startTime <= window.__bench.firstRowsAt).length`,
    )) as number;
    const listRowsRendered = await page.locator('[data-item-id]').count();

    // The first switch, to 销售价, timed from inside (the app's measure) and from outside (the probe).
    const priceType = page.getByLabel(/价格类型|Price type/).first();
    const startMode = (
      (await priceType.evaluate((element) => element.closest('.ant-select')?.textContent)) ?? ''
    ).trim();
    const measureScript = `performance.getEntriesByName('${REPRICE_MEASURE}', 'measure')`;
    const switchTo = async (label: RegExp, beforeClick?: () => Promise<unknown>): Promise<number> => {
      await page.evaluate(`performance.clearMeasures('${REPRICE_MEASURE}')`);
      await priceType.click();
      const option = page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: label })
        .first();
      await option.waitFor({ timeout: 5000 });
      await beforeClick?.();
      await option.click();
      await page.waitForFunction(`${measureScript}.length > 0`, undefined, { timeout: 10_000 });
      const ms = (await page.evaluate(`${measureScript}[0].duration`)) as number;
      // The dropdown's closing animation and the totals' background render are over before the next switch.
      await page.waitForTimeout(REPRICE_PAUSE_MS);
      return ms;
    };
    const saleLabel = /销售价|Sale/;
    const firstSwitch = await switchTo(saleLabel, () => page.evaluate(REPRICE_PROBE));
    await page.waitForFunction('window.__bench.repricedAt !== null', undefined, { timeout: 10_000 });
    const repriceOutside = timed((await page.evaluate('window.__bench.repricedAt - window.__bench.clickAt')) as number);
    // Then back and forth between the mode the page opened in and 销售价: one switch's figure depends on where in the
    // display's frame the click fell (up to a frame of waiting for the next one), so the figure is the switches' median.
    const startLabel = new RegExp(`^${escapeRegExp(startMode)}$`);
    const repriceSamples = [firstSwitch];
    for (let index = 1; index < REPRICE_SWITCHES; index++) {
      repriceSamples.push(await switchTo(index % 2 === 1 ? startLabel : saleLabel));
    }
    const reprice = timed(median(repriceSamples));

    // 5,000 items: the second group's tab, then scroll.
    await page.getByRole('tab').nth(1).click();
    await page.waitForFunction(
      `document.querySelector('[data-testid="quotation-scroll"]')?.scrollHeight > ${scrollItems} * 20`,
      undefined,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(500);
    const scrollLoad = load();
    const scroll = (await page.evaluate(SCROLL_PROBE)) as { fps: number; longest: number };

    // The quotation sheet of group 0 (1,000 items): the preview of 报价单 and the Excel download.
    await page.goto(`${session.url}/batch/quotation`, { waitUntil: 'load' });
    await page.locator('main .ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    await page.getByRole('combobox', { name: /客户|Customer/ }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.waitForTimeout(300);
    await page.evaluate(PRESS_PROBE);
    const framePainted = page.waitForEvent('console', {
      predicate: (message) => message.text() === FRAME_PAINT_SIGNAL,
      timeout: 30_000,
    });
    framePainted.catch(() => undefined);
    const previewClickAt = (await page.evaluate('performance.timeOrigin + performance.now()')) as number;
    await page
      .getByRole('button', { name: /报价单|Quotation/ })
      .first()
      .click();
    await framePainted;
    const [paintedAt, pressedAt] = (await page.evaluate('[window.__framePaints[0], window.__pressedAt]')) as number[];
    const previewFirstPaint = timed(paintedAt! - pressedAt!);
    const previewFirstPaintFromScript = timed(paintedAt! - previewClickAt);
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal iframe').waitFor({ state: 'detached', timeout: 10_000 });

    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    const excelStarted = performance.now();
    await page.getByRole('button', { name: /下载 Excel|Excel/ }).click();
    await downloading;
    const excel = timed(performance.now() - excelStarted);
    await context.close();
    return {
      status: 'measured',
      fcpHome,
      fcpRealQuotes,
      listItems,
      listFirstRows,
      listRowsRendered,
      listRequests: listRequestsToFirstRows,
      reprice,
      repriceSamples,
      repriceOutside,
      scrollItems,
      scrollFps: scroll.fps,
      scrollLongestFrameMs: scroll.longest,
      scrollLoad,
      previewFirstPaint,
      previewFirstPaintFromScript,
      excel,
      journeyTraffic,
    };
  } catch (error) {
    return { status: 'failed', detail: (error as Error).message.slice(0, 400) };
  } finally {
    await browser.close();
  }
}
