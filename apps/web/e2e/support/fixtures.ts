import { mkdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NAMESPACE_COOKIE, NAMESPACE_HEADER } from '@cable/contracts';
import { ErrorCode } from '@cable/contracts/errors';
import { decryptPayload, GUEST_SECRET, GUEST_TOKEN, hashPassword, signRequest } from '@cable/contracts/protocol';
import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { ORIGIN_STATIC_FILE, WorkerPage } from './worker-page';

export { expect };

export const DEMO_PASSWORD = 'demo123';
export type DemoAccount = 'quote' | 'approver' | 'nobase' | 'limited' | 'multimode';

const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
/**
 * E2E_SCREENSHOTS=1 photographs the screens the journeys name (shot), where each journey ends and the layout
 * journey's routes, into e2e/screenshots/ to be looked at. Otherwise none is taken: a screenshot took about 0.4 s of
 * the two cores, and the suite took some 80 of them.
 */
export const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

interface Envelope<Data> {
  data?: Data;
  stat: { err: number; msg: string; sec?: number };
}

export interface SignedInUser {
  token: string;
  key: string;
  name: string;
  [field: string]: unknown;
}

/**
 * Sends a request once more when the connection was reset under it. The server closes a keep-alive connection idle
 * for 5 s; a request sent on it at that very moment meets a reset before the server read it (seen when a journey's
 * browser took 5 s to start between two calls). Browsers send such a request again on a new connection; so does this.
 */
async function resendIfReset<Result>(send: () => Promise<Result>): Promise<Result> {
  try {
    return await send();
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return send();
  }
}

/** The scenario control API of the mock server (no protocol headers); a refused call fails the test loudly. */
export class Control {
  constructor(private readonly request: APIRequestContext) {}

  async call<Data = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: object): Promise<Data> {
    const url = `/__control/${path}`;
    const response = await resendIfReset(() =>
      method === 'GET' ? this.request.get(url) : this.request.post(url, body === undefined ? {} : { data: body }),
    );
    const envelope = (await response.json()) as Envelope<Data>;
    expect(envelope.stat, `${method} ${url}`).toMatchObject({ err: 0 });
    return envelope.data as Data;
  }

  reset() {
    return this.call('POST', 'reset');
  }
  maintenance(on: boolean) {
    return this.call('POST', 'maintenance', { on });
  }
  revokeToken(token: string) {
    return this.call<{ revoked: boolean }>('POST', 'token/revoke', { token });
  }
  webVersion(version: string) {
    return this.call('POST', 'web-version', { version });
  }
  startAdjustment(seconds: number, deltas: Record<string, number>) {
    return this.call('POST', 'adjustment/start', { seconds, deltas });
  }
  stopAdjustment() {
    return this.call('POST', 'adjustment/stop');
  }
  /** Moves the namespace's clock forward: expiry, the adjustment run and the signature window follow. */
  advanceClock(ms: number) {
    return this.call<{ now: number }>('POST', 'clock/advance', { ms });
  }
  /** Sets the namespace's clock to a Unix-ms time (it runs on from there); realClock() brings the real time back. */
  setClock(time: number) {
    return this.call<{ now: number }>('POST', 'clock/set', { time });
  }
  realClock() {
    return this.call<{ now: number }>('POST', 'clock/real');
  }
  /** Stops the namespace's clock: only advanceClock/setClock move it then. */
  freezeClock() {
    return this.call<{ now: number }>('POST', 'clock/freeze');
  }
  async journal(path: string, limit = 50) {
    const query = new URLSearchParams({ path, limit: String(limit) });
    const data = await this.call<{ entries: Array<{ path: string; err: number | null; token: string | null }> }>(
      'GET',
      `journal?${query}`,
    );
    return data.entries;
  }
}

/**
 * Calls the product API from the test the way the web app does (signed headers), e.g. to sign in without the UI or
 * to check what the server holds after a journey.
 */
export class ApiCaller {
  constructor(private readonly request: APIRequestContext) {}

  /** The server's time minus this machine's, learnt from a refusal's stat.sec (a journey may move the server clock). */
  private offsetMs = 0;

  /** A signed call; refused as out of time (1012), it goes once more in the server's time, as the web app does. */
  async post<Data = Record<string, unknown>>(
    path: string,
    body: object,
    session?: { token: string; key: string },
  ): Promise<Envelope<Data>> {
    const answer = await this.postOnce<Data>(path, body, session);
    if (answer.stat.err !== ErrorCode.TimeOutOfWindow || typeof answer.stat.sec !== 'number') return answer;
    this.offsetMs = answer.stat.sec * 1000 + 500 - Date.now();
    return this.postOnce<Data>(path, body, session);
  }

  private async postOnce<Data>(
    path: string,
    body: object,
    session?: { token: string; key: string },
  ): Promise<Envelope<Data>> {
    const text = JSON.stringify(body);
    // Signed anew when sent again: a nonce is used once.
    const response = await resendIfReset(async () => {
      const headers = await signRequest({
        method: 'POST',
        path,
        body: new TextEncoder().encode(text),
        token: session?.token ?? GUEST_TOKEN,
        secret: session?.key ?? GUEST_SECRET,
        now: Date.now() + this.offsetMs,
      });
      return this.request.post(path, { headers: { ...headers, 'content-type': 'application/json' }, data: text });
    });
    return (await response.json()) as Envelope<Data>;
  }

  async signIn(account: DemoAccount): Promise<SignedInUser> {
    const answer = await this.post<{ user: SignedInUser }>('/biz/user/login/key/signin', {
      form: { key: account, pwd: await hashPassword(DEMO_PASSWORD) },
    });
    expect(answer.stat, `sign in as ${account}`).toMatchObject({ err: 0 });
    return answer.data!.user;
  }
}

/**
 * The data of an answer the page received. The web app asks for encrypted answers, so the body is decrypted with the
 * secret the request was signed with (the guest secret before sign-in, the user's key after).
 */
export async function answerData<Data>(response: Response, secret = GUEST_SECRET): Promise<Data> {
  const body = (await response.json()) as Envelope<Data> | { enc: string };
  const envelope = 'enc' in body ? (JSON.parse(await decryptPayload(secret, body.enc)) as Envelope<Data>) : body;
  expect(envelope.stat, response.url()).toMatchObject({ err: 0 });
  return envelope.data as Data;
}

/** The session the page holds (localStorage 'user'), as the web app stored it. */
export async function pageSession(page: Page): Promise<SignedInUser | undefined> {
  const raw = await page.evaluate(() => localStorage.getItem('user'));
  return raw ? (JSON.parse(raw) as SignedInUser) : undefined;
}

/** Opens the app already signed in: the profile is stored exactly where the login dialog would store it. */
export async function openSignedIn(
  page: Page,
  api: ApiCaller,
  account: DemoAccount,
  path = '/',
): Promise<SignedInUser> {
  const user = await api.signIn(account);
  await page.goto('/');
  await page.evaluate((profile) => localStorage.setItem('user', JSON.stringify(profile)), user);
  await page.goto(path);
  await expect(page.locator('header')).toContainText(user.name);
  return user;
}

/**
 * Clicks `item` in an antd popup (a dropdown menu, a select's option list) once the popup has settled. A popup opens
 * with a motion and, while the page is busy, can first be placed off screen (flipped above its trigger) and moved a
 * few frames later; Playwright's own stability check can pass in that moment, and the click then lands beside the
 * item. Settled means: no animation running in it, entirely inside the viewport, and in the same place on two looks
 * 50 ms apart.
 */
export async function clickInPopup(popup: Locator, item: Locator): Promise<void> {
  await expect(popup).toBeVisible();
  let lastPlace = '';
  await expect(async () => {
    const place = await popup.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const moving = element.getAnimations({ subtree: true }).some((animation) => animation.playState === 'running');
      const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
      return { moving, inside, at: `${box.left},${box.top},${box.width},${box.height}` };
    });
    const unmoved = place.at === lastPlace;
    lastPlace = place.at;
    expect(place, 'the popup is still moving or outside the viewport').toMatchObject({ moving: false, inside: true });
    expect(unmoved, 'the popup moved since the last look').toBe(true);
  }).toPass({ intervals: [50] });
  await item.click();
}

/**
 * Switches the app's language the way a user's earlier choice would have (localStorage 'setting'), before the journey
 * opens the app: stored from a static file of the app's origin, which runs none of the app.
 */
export async function useEnglish(page: Page): Promise<void> {
  await page.goto(ORIGIN_STATIC_FILE);
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('setting') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('setting', JSON.stringify({ color: '#0059FF', ...stored, lang: 'en' }));
  });
}

/**
 * The mock-server namespace of one journey: its own store, sessions, faults, journal and clock, so journeys run in
 * parallel workers without seeing each other's data. Letters, digits and - only (the server's name rule).
 */
export function journeyNamespace(testId: string, retry: number): string {
  return `e2e-${testId}-r${retry}`.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 64);
}

/** The context options a journey may change with test.use; one that changes any gets a tab of its own. */
const CONTEXT_OPTIONS = ['baseURL', 'locale', 'timezoneId', 'viewport', 'reducedMotion', 'acceptDownloads'] as const;

function sameOption(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export const test = base.extend<
  {
    /**
     * A journey that installs what cannot be taken back from a tab (page.addInitScript, page.clock.install,
     * page.exposeFunction) sets test.use({ ownPage: true }): it gets a new context and tab instead of the worker's
     * shared one (support/worker-page.ts).
     */
    ownPage: boolean;
    /** This journey's namespace on the mock server (see journeyNamespace). */
    namespace: string;
    control: Control;
    api: ApiCaller;
    /** Photographs the screen into e2e/screenshots/NAME.png when E2E_SCREENSHOTS=1 (TAKE_SCREENSHOTS). */
    shot: (name: string) => Promise<void>;
    /** Collects uncaught page errors so a journey can prove the screen did not crash. */
    pageErrors: string[];
    /** With E2E_SCREENSHOTS=1, every journey ends with a screenshot of where it finished, beside the named ones. */
    finalShot: undefined;
    /** E2E_CHUNK_DELAY_MS=N holds back each of the app's script chunks by a random 0-N ms (a slow machine's timing). */
    slowChunks: undefined;
  },
  { workerPage: WorkerPage }
>({
  ownPage: [false, { option: true }],
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const project = workerInfo.project.use as Record<string, unknown>;
      const options = Object.fromEntries(CONTEXT_OPTIONS.map((name) => [name, project[name]])) as BrowserContextOptions;
      const shared = new WorkerPage(browser, options);
      await use(shared);
      await shared.close();
    },
    { scope: 'worker' },
  ],
  namespace: async ({ playwright, baseURL }, use, testInfo) => {
    const name = journeyNamespace(testInfo.testId, testInfo.retry);
    await use(name);
    // Dropped afterwards, so the server's namespace limit is never reached however many journeys run.
    const cleanup = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { [NAMESPACE_HEADER]: name } });
    await cleanup.post('/__control/namespace/delete', { data: { name } }).catch(() => undefined);
    await cleanup.dispose();
  },
  // The browser names the namespace in a cookie (every page, the phone page and the previews it opens send it) ...
  // The context is the worker's shared one unless the journey asks for its own or changes a context option.
  context: async (
    { browser, workerPage, ownPage, namespace, baseURL, locale, timezoneId, viewport, reducedMotion, acceptDownloads },
    use,
  ) => {
    const cookies = [{ name: NAMESPACE_COOKIE, value: namespace, url: baseURL! }];
    const options: BrowserContextOptions = { baseURL, locale, timezoneId, viewport, reducedMotion, acceptDownloads };
    const defaults = workerPage.defaults as Record<string, unknown>;
    const changed = CONTEXT_OPTIONS.some((name) => !sameOption(options[name], defaults[name]));
    if (ownPage || changed) {
      const context = await browser.newContext(options);
      await context.addCookies(cookies);
      await use(context);
      await context.close();
      return;
    }
    const shared = await workerPage.take(cookies);
    await use(shared.context);
    await workerPage.giveBack();
  },
  page: async ({ context, workerPage }, use, testInfo) => {
    const shared = workerPage.tabOf(context);
    const page = shared ?? (await context.newPage());
    await use(page);
    // The built-in screenshot on failure only knows the contexts Playwright made itself.
    if (testInfo.status !== testInfo.expectedStatus) {
      const shot = await page.screenshot().catch(() => undefined);
      if (shot) await testInfo.attach('screenshot at the failure', { body: shot, contentType: 'image/png' });
    }
    if (!shared) await page.close().catch(() => undefined);
  },
  // ... and the test's own API calls (control, signed calls) in the header.
  request: async ({ playwright, baseURL, namespace }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { [NAMESPACE_HEADER]: namespace },
    });
    await use(request);
    await request.dispose();
  },
  // Every journey starts from the seeded state, whether or not it drives the control API itself.
  control: [
    async ({ request }, use) => {
      const control = new Control(request);
      await control.reset();
      await use(control);
    },
    { auto: true },
  ],
  api: async ({ request }, use) => {
    await use(new ApiCaller(request));
  },
  shot: async ({ page }, use, testInfo) => {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await use(async (name) => {
      if (!TAKE_SCREENSHOTS) return;
      const file = join(SCREENSHOT_DIR, `${name}.png`);
      await page.screenshot({ path: file });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    });
  },
  finalShot: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (!TAKE_SCREENSHOTS) return;
      const file = basename(testInfo.file, '.spec.ts');
      const title = testInfo.title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
      await mkdir(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOT_DIR, `end-${file}-${title}.png`) }).catch(() => undefined);
    },
    { auto: true },
  ],
  slowChunks: [
    async ({ page }, use) => {
      const longestDelayMs = Number(process.env.E2E_CHUNK_DELAY_MS ?? 0);
      if (longestDelayMs > 0)
        await page.route(/\/assets\/.*\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * longestDelayMs));
          await route.continue();
        });
      await use(undefined);
    },
    { auto: true },
  ],
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});
