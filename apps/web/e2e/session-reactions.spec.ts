import type { Page } from '@playwright/test';
import { expect, openSignedIn, pageSession, test } from './support/fixtures';

const PRICE_ADJUST_POLL_MS = 20_000;

const isChangeStatePoll = (response: { url: () => string }) => response.url().endsWith('/pub/biz/data/change/state');

/**
 * Moves the fake clock to the app's next change/state poll and waits until it was answered and handled. The app
 * schedules the following poll only after handling the answer, so fast-forwarding again before that would skip it.
 */
async function nextPricePoll(page: Page): Promise<void> {
  const answered = page.waitForResponse(isChangeStatePoll);
  await page.clock.fastForward(PRICE_ADJUST_POLL_MS);
  await answered;
  await page.waitForTimeout(500);
}

test.describe('timers and server reactions', () => {
  // page.clock.install stays with a tab: these journeys take a tab of their own (support/worker-page.ts).
  test.use({ ownPage: true });

  test('the price-adjustment modal blocks while the server adjusts prices and clears afterwards', async ({
    page,
    api,
    control,
    shot,
  }) => {
    await page.clock.install();
    const firstPoll = page.waitForResponse(isChangeStatePoll);
    await openSignedIn(page, api, 'quote', '/historical');
    await firstPoll;
    const blocking = page.getByText('系统执行调价中，请稍后使用！');
    await expect(blocking).toBeHidden();

    // A run of the product's 20 s on a stopped server clock: it completes when the test moves the clock on 20 s.
    await control.freezeClock();
    await control.startAdjustment(20, { cu: 2 });
    await nextPricePoll(page);
    await expect(blocking).toBeVisible();
    // The modal cannot be dismissed while the run lasts.
    await page.keyboard.press('Escape');
    await expect(blocking).toBeVisible();
    await shot('reactions-01-price-adjusting');

    await control.advanceClock(20_000);
    // The first quiet poll still sees `last` move (the new prices just applied); the next one clears the modal.
    await nextPricePoll(page);
    await expect(blocking).toBeVisible();
    await nextPricePoll(page);
    await expect(blocking).toBeHidden();
    await expect(page.locator('header')).toContainText('张伟');
  });

  test('on /realquotes the cleared modal reloads the page with the new prices', async ({ page, api, control }) => {
    await page.clock.install();
    const firstPoll = page.waitForResponse(isChangeStatePoll);
    await openSignedIn(page, api, 'quote', '/realquotes');
    await firstPoll;
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(firstRow).toBeVisible();
    const priceCell = firstRow.locator('td').nth(5);
    const before = Number(await priceCell.textContent());

    await control.freezeClock();
    await control.startAdjustment(20, { cu: 10 });
    await nextPricePoll(page);
    const blocking = page.getByText('系统执行调价中，请稍后使用！');
    await expect(blocking).toBeVisible();
    await control.advanceClock(20_000);
    await nextPricePoll(page);
    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
    await page.clock.fastForward(PRICE_ADJUST_POLL_MS);
    await reloaded;
    await expect(blocking).toBeHidden();
    await expect(firstRow).toBeVisible();
    // Copper 10 % dearer: the copper cable at the top of the catalogue costs more.
    await expect.poll(async () => Number(await priceCell.textContent())).toBeGreaterThan(before);
  });

  test('maintenance (20): the dialog 数据维护中 is shown once and confirming it goes home', async ({
    page,
    api,
    control,
    shot,
  }) => {
    await openSignedIn(page, api, 'quote', '/historical');
    await expect(page.getByRole('columnheader', { name: '报价时间' })).toBeVisible();
    await control.maintenance(true);
    // Any call now fails with 20; a background poll may fail first and open the dialog before a click could land,
    // so the next calls are started by opening another page.
    await page.goto('/setting');
    const dialog = page.locator('.ant-modal-confirm').filter({ hasText: '数据维护中，请稍后访问' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('提示');
    // Several calls fail at once during maintenance; the user still sees a single dialog.
    await page.waitForTimeout(500);
    await expect(dialog).toHaveCount(1);
    await shot('reactions-02-maintenance');

    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    // Maintenance does not sign the user out.
    await expect(page.locator('header')).toContainText('张伟');
    // Home stays readable on its navy stage: the failed banners say so in light text, with a retry.
    const failed = page.getByText('首页图片暂时无法加载');
    await expect(failed).toBeVisible();
    // Ended before the next background poll fails with 20 and asks again (as it would while maintenance lasts).
    await control.maintenance(false);
    const color = await failed.evaluate((element) => getComputedStyle(element).color);
    const [red, green, blue] = color.match(/\d+/g)!.map(Number);
    expect(Math.min(red!, green!, blue!), `light text on navy, got ${color}`).toBeGreaterThan(200);
    await shot('reactions-02b-maintenance-home');
    await page.getByRole('button', { name: /重\s*试/ }).click();
    await expect(page.getByRole('region', { name: '首页图片' }).getByRole('group')).toBeVisible();
  });

  test('revoked token (15): the user is signed out, sent home and told why', async ({ page, api, control, shot }) => {
    const user = await openSignedIn(page, api, 'quote', '/historical');
    await expect(page.getByRole('columnheader', { name: '报价时间' })).toBeVisible();
    expect(await control.revokeToken(user.token)).toMatchObject({ revoked: true });

    // The click makes the app call the server with the revoked token. Its own background calls (the timers' polls)
    // may meet the token first and sign out before the click: then the entry is gone from the menu, as a user sees.
    const signIn = page.locator('header').getByRole('button', { name: /微信登录/ });
    const click = page
      .getByRole('menuitem', { name: '报价设置' })
      .click()
      .catch(() => undefined);
    await Promise.race([click, signIn.waitFor()]);
    await expect(page).toHaveURL(/\/$/);
    await expect(signIn).toBeVisible();
    expect(await pageSession(page)).toBeUndefined();
    const told = page.locator('.ant-modal-confirm').filter({ hasText: '已退出登录' });
    await expect(told).toContainText('您的登录已失效（已过期，或已在别处退出），系统已退出登录，请重新登录');
    // Several calls fail with 15 at once; the user reads one explanation.
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(1);
    await told.getByRole('button', { name: /确\s*定/ }).click();
    await expect(told).toBeHidden();
    const refused = await control.journal('/biz/');
    expect(refused.some((entry) => entry.token === user.token && entry.err === 15)).toBe(true);
    await shot('reactions-03-token-revoked');
  });

  test('version update: a newer web version asks 版本更新, then clears storage and reloads', async ({
    page,
    api,
    control,
    shot,
  }) => {
    await openSignedIn(page, api, 'quote', '/historical');
    await control.webVersion('2.9.13');
    // The guard checks the version on every navigation.
    await page.getByRole('menuitem', { name: '首页' }).click();
    const dialog = page.locator('.ant-modal-confirm').filter({ hasText: '版本更新' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('检测到新版本，更新之后将能体验到更多好用的功能，将退出系统请重新登录！');
    await shot('reactions-04-version-update');

    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await reloaded;
    expect(await pageSession(page)).toBeUndefined();
    await expect(page.locator('header').getByRole('button', { name: /微信登录/ })).toBeVisible();
    // Prompted once per browser session: navigating again does not ask again.
    await page.goto('/book');
    await expect(page.getByRole('columnheader', { name: '上传时间' })).toBeVisible();
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  });

  test('limited opening /batch by URL reads a plain no-permission message, no API path or module code', async ({
    page,
    api,
  }) => {
    await openSignedIn(page, api, 'limited', '/batch');
    const dialog = page.locator('.ant-modal-confirm');
    await expect(dialog).toContainText('您没有使用此功能的权限，如需使用请联系管理员开通');
    await expect(dialog).toHaveCount(1);
    await expect(dialog).not.toContainText('/biz/');
    await expect(dialog).not.toContainText('qms.');
  });

  test('version update keeps the language the user chose', async ({ page, api, control }) => {
    await openSignedIn(page, api, 'quote', '/historical');
    await page.locator('header').getByRole('button', { name: 'English' }).click();
    await control.webVersion('2.9.13');
    await page.getByRole('menuitem', { name: 'Home' }).click();
    const dialog = page.locator('.ant-modal-confirm').filter({ hasText: 'Version update' });
    await expect(dialog).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await reloaded;
    expect(await pageSession(page)).toBeUndefined();
    await expect(page.locator('header').getByRole('button', { name: /WeChat sign-in/ })).toBeVisible();
  });

  test('the same web version asks nothing', async ({ page, api }) => {
    await openSignedIn(page, api, 'quote', '/historical');
    await page.getByRole('menuitem', { name: '首页' }).click();
    await page.getByRole('menuitem', { name: '历史报价' }).click();
    await expect(page.getByRole('columnheader', { name: '报价时间' })).toBeVisible();
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  });

  test('idle timeout: 5 hours without activity warns 登录超时 and signs out', async ({ page, api, control, shot }) => {
    // The fake clock moves the page 5 hours ahead of the server, past the signature time window, so the server's
    // verification is switched off for this journey; the timeout itself is the page's own decision.
    await control.call('POST', 'verification', { on: false });
    await page.clock.install();
    await openSignedIn(page, api, 'quote', '/historical');
    await page.clock.fastForward('04:59:00');
    await expect(page.locator('header')).toContainText('张伟');

    await page.clock.fastForward('00:02:00');
    await expect(page.locator('.ant-message')).toContainText('登录超时，将退出重新登录');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('header').getByRole('button', { name: /微信登录/ })).toBeVisible();
    expect(await pageSession(page)).toBeUndefined();
    // The server ended the idle session too: the sign-out call went out and was accepted.
    const signouts = await control.journal('/biz/user/login/signout');
    expect(signouts.some((entry) => entry.err === 0 && entry.token !== 'Guest')).toBe(true);
    await shot('reactions-05-idle-timeout');
  });

  test('idle timeout: activity keeps the session alive', async ({ page, api, control }) => {
    await control.call('POST', 'verification', { on: false });
    await page.clock.install();
    await openSignedIn(page, api, 'quote', '/historical');
    await page.clock.fastForward('04:00:00');
    await page.mouse.move(200, 300);
    await page.mouse.move(260, 320);
    await page.clock.fastForward('04:00:00');
    await expect(page.locator('header')).toContainText('张伟');
    expect(await pageSession(page)).toBeDefined();
  });
  test('a server clock moved two days ahead: the app signs in the server time (from stat.sec) and keeps working', async ({
    page,
    api,
    control,
  }) => {
    await control.setClock(Date.now() + 2 * 86_400_000);
    await openSignedIn(page, api, 'quote', '/historical');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    // A call signed before the app had heard the server's time was refused and sent again: nothing reached the user.
    await expect(page.getByText('电脑时间与服务器相差过大')).toHaveCount(0);
    const refusedBefore = (await control.journal('/biz/', 200)).filter((entry) => entry.err === 1012).length;
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(rows.first()).toBeVisible();
    await page.getByRole('menuitem', { name: '实时报价' }).click();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    // Once it follows the server's time, no call is refused as out of time.
    const refusedAfter = (await control.journal('/biz/', 200)).filter((entry) => entry.err === 1012).length;
    expect(refusedAfter).toBe(refusedBefore);
    await expect(page.getByText('电脑时间与服务器相差过大')).toHaveCount(0);
  });
});

test.describe('startup failure', () => {
  // The app closes its window when startup fails: these journeys take a tab of their own (support/worker-page.ts).
  test.use({ ownPage: true });

  test('a missing main.wasm alerts 当前运行环境不安全 and mounts nothing', async ({ page, shot }) => {
    await page.route('**/static/script/wasm/main.wasm', (route) => route.abort());
    const alerted = page.waitForEvent('dialog');
    // index.html asks for the mapping and main.wasm before the scripts load, so the alert may come before the load
    // event, which then waits for it: the navigation is only awaited up to its start.
    await page.goto('/', { waitUntil: 'commit' });
    const dialog = await alerted;
    expect(dialog.type()).toBe('alert');
    expect(dialog.message()).toBe('当前运行环境不安全，请联系技术支持人员进行咨询');
    await dialog.accept();
    await expect(page.locator('#root')).toBeEmpty();
    await shot('reactions-06-startup-failure');
  });

  test('a missing api-mapping.json gives the same alert', async ({ page }) => {
    await page.route('**/assets/api-mapping.json*', (route) => route.fulfill({ status: 404, body: 'not found' }));
    const alerted = page.waitForEvent('dialog');
    // index.html asks for the mapping and main.wasm before the scripts load, so the alert may come before the load
    // event, which then waits for it: the navigation is only awaited up to its start.
    await page.goto('/', { waitUntil: 'commit' });
    const dialog = await alerted;
    expect(dialog.message()).toBe('当前运行环境不安全，请联系技术支持人员进行咨询');
    await dialog.accept();
    await expect(page.locator('#root')).toBeEmpty();
  });
});
