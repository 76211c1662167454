import { clickInPopup, expect, openSignedIn, pageSession, test } from './support/fixtures';

interface ModeList {
  modes?: number[];
  current?: number;
  roles?: Array<{ modes: number[]; current: number }>;
}

test.describe('header', () => {
  test('a multimode user switches the pricing mode: the page reloads and the mode stays chosen', async ({
    page,
    api,
    shot,
    pageErrors,
  }) => {
    await openSignedIn(page, api, 'multimode');
    const modeButton = page.locator('header').getByRole('button', { name: '报价模式' });
    await expect(modeButton).toHaveText(/报价模式A/);
    await modeButton.click();
    const menu = page.getByRole('menu').filter({ hasText: '工程项目价' });
    await expect(menu.getByRole('menuitem')).toHaveText(['报价模式A', '工程项目价', '报价模式C', '战略客户价']);
    await shot('header-01-mode-menu');

    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
    await clickInPopup(menu, menu.getByRole('menuitem', { name: '工程项目价' }));
    await reloaded;
    await expect(modeButton).toHaveText(/工程项目价/);

    const session = (await pageSession(page))!;
    const answer = await api.post<ModeList>('/biz/user/info/profit/mode/list', { timestamp: Date.now() }, session);
    const current = answer.data?.current ?? answer.data?.roles?.[0]?.current;
    expect(current).toBe(2);

    await page.reload();
    await expect(modeButton).toHaveText(/工程项目价/);
    await shot('header-02-mode-saved');
    expect(pageErrors).toEqual([]);
  });

  test('switching the pricing mode reprices the catalogue', async ({ page, api, shot }) => {
    await openSignedIn(page, api, 'multimode', '/real');
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(firstRow).toBeVisible();
    const priceCell = firstRow.locator('td').nth(5);
    const cable = `${await firstRow.locator('td').nth(0).textContent()} ${await firstRow.locator('td').nth(3).textContent()}`;
    const before = await priceCell.textContent();

    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
    await page.locator('header').getByRole('button', { name: '报价模式' }).click();
    const menu = page.getByRole('menu').filter({ hasText: '战略客户价' });
    await clickInPopup(menu, menu.getByRole('menuitem', { name: '战略客户价' }));
    await reloaded;
    await expect(page).toHaveURL(/\/real$/);
    await expect(page.locator('header').getByRole('button', { name: '报价模式' })).toHaveText(/战略客户价/);
    await expect(firstRow).toBeVisible();
    expect(
      `${await firstRow.locator('td').nth(0).textContent()} ${await firstRow.locator('td').nth(3).textContent()}`,
    ).toBe(cable);
    await expect(priceCell).not.toHaveText(before!);
    await shot('header-06-mode-repriced');
  });

  test('a single-mode user has no mode switch', async ({ page, api }) => {
    await openSignedIn(page, api, 'quote');
    await expect(page.locator('header').getByRole('button', { name: /材料价格/ })).toBeVisible();
    await expect(page.locator('header').getByRole('button', { name: '报价模式' })).toHaveCount(0);
  });

  test('material prices: shown to a user with base-price rights, and moved by a completed adjustment', async ({
    page,
    api,
    control,
    shot,
  }) => {
    await openSignedIn(page, api, 'quote');
    const materialButton = page.locator('header').getByRole('button', { name: /材料价格/ });
    const panel = page.locator('.ant-dropdown:visible table');
    const copperPrice = async () => {
      await materialButton.hover();
      await expect(panel).toBeVisible();
      const copper = panel.locator('tr').filter({ hasText: '铜' });
      await expect(copper).toContainText('最后执行时间');
      // The price is read with its unit (元/kg or 元/吨).
      await expect(copper.locator('td').nth(1)).toHaveText(/^元\/(kg|吨)$/);
      return Number(await copper.locator('td').first().textContent());
    };
    // The header lists the basic materials (copper, aluminium) with price and last execution time.
    await expect(async () => expect(await copperPrice()).toBeGreaterThan(0)).toPass();
    const before = await copperPrice();
    await shot('header-03-material-prices');

    await control.startAdjustment(1, { cu: 10 });
    await control.stopAdjustment();
    await page.reload();
    const expected = Math.round(before * 1.1 * 100) / 100;
    await expect(async () => expect(await copperPrice()).toBe(expected)).toPass();
  });

  test('material prices: hidden from a user without base-price rights', async ({ page, api, shot }) => {
    await openSignedIn(page, api, 'nobase');
    await expect(page.locator('header').getByRole('button', { name: 'English' })).toBeVisible();
    await expect(page.locator('header').getByRole('button', { name: /材料价格/ })).toHaveCount(0);
    await shot('header-04-nobase-no-material');
  });

  test('the language switch turns the header to English and survives a reload', async ({ page, api, shot }) => {
    await openSignedIn(page, api, 'multimode');
    await page.locator('header').getByRole('button', { name: 'English' }).click();
    const header = page.locator('header');
    await expect(header.getByRole('button', { name: /Material prices/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Pricing mode' })).toHaveText(/Pricing mode A/);
    await expect(header.getByRole('menuitem', { name: 'Home' })).toBeVisible();
    await page.reload();
    await expect(header.getByRole('button', { name: /Material prices/ })).toBeVisible();
    await shot('header-05-english');
    await header.getByRole('button', { name: '中文' }).click();
    await expect(header.getByRole('button', { name: /材料价格/ })).toBeVisible();
  });
});
