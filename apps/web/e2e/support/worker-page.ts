import type { EventEmitter } from 'node:events';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

/**
 * One browser tab a worker's journeys take turns in. A journey in a new context and tab cost the machine some 2.2 s
 * of CPU before its first screen (a new renderer process compiling the app's scripts anew), against 0.8 s for the
 * same screen opened again in a tab that had it before; on 2 cores that was a good part of the suite's time.
 *
 * Between two journeys the tab is handed back clean: other tabs closed, routes and the journey's event listeners
 * removed, the app's origin storage and every cookie cleared, the page blank, the viewport and media back to the
 * defaults. What cannot be taken back from a tab (init scripts, an installed fake clock, exposed functions) is refused
 * on it with a message naming the way out: such a journey asks for a tab of its own (test.use({ ownPage: true })).
 */
/** A static file of the app's origin: a document there reaches the origin's storage and runs none of the app. */
export const ORIGIN_STATIC_FILE = '/static/image/logo.svg';

export class WorkerPage {
  private shared?: { context: BrowserContext; page: Page; listeners: Map<string, Set<unknown>> };

  constructor(
    private readonly browser: Browser,
    private readonly options: BrowserContextOptions,
  ) {}

  /** The shared tab when the context is the shared one. */
  tabOf(context: BrowserContext): Page | undefined {
    return this.shared?.context === context ? this.shared.page : undefined;
  }

  /** The context options every shared journey gets (the project's). */
  get defaults(): BrowserContextOptions {
    return this.options;
  }

  /** The shared context and its tab, ready for a journey: clean, the given cookies set. */
  async take(cookies: Parameters<BrowserContext['addCookies']>[0]): Promise<{ context: BrowserContext; page: Page }> {
    if (!this.shared || this.shared.page.isClosed()) {
      await this.shared?.context.close().catch(() => undefined);
      const context = await this.browser.newContext(this.options);
      const page = await context.newPage();
      guardIrreversible(page);
      this.shared = { context, page, listeners: listenersOf(page) };
    }
    await this.shared.context.clearCookies();
    await this.shared.context.addCookies(cookies);
    return this.shared;
  }

  /** Hands the tab back clean after a journey (see the class comment). */
  async giveBack(): Promise<void> {
    const shared = this.shared;
    if (!shared) return;
    try {
      for (const other of shared.context.pages()) if (other !== shared.page) await other.close();
      await shared.page.unrouteAll({ behavior: 'ignoreErrors' });
      await shared.context.unrouteAll({ behavior: 'ignoreErrors' });
      removeListenersSince(shared.page, shared.listeners);
      // The app's storage goes with its origin's document; a static file of the origin runs none of the app.
      const origin = this.options.baseURL ? new URL(this.options.baseURL).origin : undefined;
      if (origin) {
        await shared.page.goto(`${origin}${ORIGIN_STATIC_FILE}`);
        await shared.page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      }
      await shared.page.goto('about:blank');
      await shared.context.clearCookies();
      await shared.context.clearPermissions();
      if (this.options.viewport) await shared.page.setViewportSize(this.options.viewport);
      await shared.page.emulateMedia({ reducedMotion: this.options.reducedMotion ?? null, colorScheme: null });
    } catch {
      // A tab that cannot be cleaned is not handed on: the next journey gets a new one.
      await shared.context.close().catch(() => undefined);
      this.shared = undefined;
    }
  }

  async close(): Promise<void> {
    await this.shared?.context.close().catch(() => undefined);
    this.shared = undefined;
  }
}

const WATCHED_EVENTS = [
  'close',
  'console',
  'dialog',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'domcontentloaded',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;

/** The page's events as Node's emitter (Playwright's Page is one; its type shows only on/off/once). */
const emitterOf = (page: Page) => page as unknown as EventEmitter;

function listenersOf(page: Page): Map<string, Set<unknown>> {
  return new Map(WATCHED_EVENTS.map((event) => [event, new Set<unknown>(emitterOf(page).listeners(event))]));
}

function removeListenersSince(page: Page, before: Map<string, Set<unknown>>): void {
  for (const event of WATCHED_EVENTS) {
    const kept = before.get(event) ?? new Set();
    for (const listener of emitterOf(page).listeners(event)) {
      if (!kept.has(listener)) emitterOf(page).off(event, listener as (...args: unknown[]) => void);
    }
  }
}

function guardIrreversible(page: Page): void {
  const refuse = (what: string) => () => {
    throw new Error(
      `${what} cannot be taken back from the tab the worker's journeys share: give this journey a tab of its own with test.use({ ownPage: true })`,
    );
  };
  Object.assign(page, {
    addInitScript: refuse('page.addInitScript'),
    exposeFunction: refuse('page.exposeFunction'),
    exposeBinding: refuse('page.exposeBinding'),
  });
  Object.assign(page.clock, { install: refuse('page.clock.install'), setFixedTime: refuse('page.clock.setFixedTime') });
}
