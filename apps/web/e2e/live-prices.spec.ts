import type { Locator, Page } from '@playwright/test';
import {
  type ApiCaller,
  clickInPopup,
  expect,
  openSignedIn,
  useEnglish as preferEnglish,
  type SignedInUser,
  test,
} from './support/fixtures';

const PRICE_ADJUST_POLL_MS = 20_000;
const isChangeStatePoll = (response: { url: () => string }) => response.url().endsWith('/pub/biz/data/change/state');

/** Moves the fake clock to the app's next change/state poll and waits until it was answered and handled. */
async function nextPricePoll(page: Page): Promise<void> {
  const answered = page.waitForResponse(isChangeStatePoll);
  await page.clock.fastForward(PRICE_ADJUST_POLL_MS);
  await answered;
  await page.waitForTimeout(500);
}

/** The first catalogue cables of a search, added to group 0 through the API (100 m each). */
async function addCables(api: ApiCaller, user: SignedInUser, keyword: string, count: number): Promise<string[]> {
  const found = await api.post<{ cables: { id: string }[] }>(
    '/biz/qms/cable/info/list',
    { cond: { keyword }, page: { len: count, num: 1 } },
    user,
  );
  const ids = found.data!.cables.map((cable) => cable.id);
  const added = await api.post(
    '/biz/qms/inventory/add',
    { form: { group: 0, infos: ids.map((cable) => ({ cable, count: '100' })) } },
    user,
  );
  expect(added.stat).toMatchObject({ err: 0 });
  return ids;
}

/** The unit price a row shows now: the first amount of its price cell (a marked row adds the tag and the old price). */
async function unitPrice(row: Locator): Promise<number> {
  const text = (await row.locator(':scope > :nth-child(9)').textContent()) ?? '';
  return Number(/^[\d,]+(?:\.\d+)?/.exec(text)?.[0]?.replace(/,/g, '') ?? Number.NaN);
}

async function unitPrices(rows: Locator): Promise<number[]> {
  const prices: number[] = [];
  for (let index = 0; index < (await rows.count()); index++) prices.push(await unitPrice(rows.nth(index)));
  return prices;
}

async function headerCopperPrice(page: Page): Promise<number> {
  await page
    .locator('header')
    .getByRole('button', { name: /材料价格/ })
    .hover();
  const copper = page.locator('.ant-dropdown:visible table tr').filter({ hasText: '铜' });
  await expect(copper).toBeVisible();
  const price = Number(await copper.locator('td').first().textContent());
  await page.mouse.move(0, 450);
  return price;
}

test.describe('live prices on the quotation list', () => {
  // page.clock.install stays with a tab: these journeys take a tab of their own (support/worker-page.ts).
  test.use({ ownPage: true });

  test('a price adjustment clears while the list is open: new prices, marks and header without a reload; 刷新实时价 counts them', async ({
    page,
    api,
    control,
    shot,
    pageErrors,
  }) => {
    await page.clock.install();
    const user = await api.signIn('quote');
    // Copper and aluminium cables: an adjustment moves both metals.
    await addCables(api, user, 'YJV', 4);
    await addCables(api, user, 'YJLV', 2);
    const firstPoll = page.waitForResponse(isChangeStatePoll);
    await openSignedIn(page, api, 'quote', '/real/quotation');
    await firstPoll;
    const rows = page.getByRole('list', { name: '已添加报价清单' }).locator('li');
    await expect(rows).toHaveCount(6);
    await expect(page.getByTestId('price-changed')).toHaveCount(0);
    const before = await unitPrices(rows);
    const copperBefore = await headerCopperPrice(page);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // A 20 s run on a stopped server clock, completed by moving the clock on 20 s.
    await control.freezeClock();
    await control.startAdjustment(20, { cu: 10, al: 4 });
    await nextPricePoll(page);
    const blocking = page.getByText('系统执行调价中，请稍后使用！');
    await expect(blocking).toBeVisible();
    await control.advanceClock(20_000);
    // The first quiet poll still sees `last` move; the next one clears the modal, and the screens read the new prices.
    await nextPricePoll(page);
    await nextPricePoll(page);
    await expect(blocking).toBeHidden();

    await expect(page.getByTestId('price-changed')).toHaveCount(6);
    await expect.poll(async () => unitPrices(rows)).not.toEqual(before);
    const after = await unitPrices(rows);
    for (const [index, price] of after.entries()) expect(price, `row ${index + 1}`).toBeGreaterThan(before[index]!);
    // Each mark shows the price the row was added at.
    for (const [index, price] of before.entries())
      await expect(rows.nth(index).getByTestId('price-changed')).toContainText(price.toFixed(2));
    expect(await headerCopperPrice(page)).toBe(Math.round(copperBefore * 1.1 * 100) / 100);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await rows.first().getByText('价格已变动').hover();
    await expect(page.locator('.ant-tooltip:visible')).toContainText('含税价');
    await expect(page.locator('.ant-tooltip:visible')).toContainText(`→ ${after[0]!.toFixed(2)}`);
    await shot('live-01-prices-changed');

    await page.mouse.move(0, 450);
    await page.getByRole('button', { name: /刷新实时价/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已刷新 6 项的实时价，其中 6 项价格有更新');
    await expect(page.getByTestId('price-changed')).toHaveCount(0);
    expect(await unitPrices(rows)).toEqual(after);
    await shot('live-02-refreshed');

    // Nothing moved since: a second refresh reports no change.
    await page.getByRole('button', { name: /刷新实时价/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已刷新 6 项的实时价，其中 0 项价格有更新');
    expect(pageErrors).toEqual([]);
  });

  test("another user's pricing check marks the row; in English the mark reads Price changed", async ({
    page,
    api,
    shot,
  }) => {
    await preferEnglish(page);
    const user = await api.signIn('quote');
    const [checked] = await addCables(api, user, 'YJV22', 2);
    const approver = await api.signIn('approver');
    const change = await api.post(
      '/biz/qms/approve/cable/conductor/change',
      { form: { did: checked, consume: 6 } },
      approver,
    );
    expect(change.stat).toMatchObject({ err: 0 });

    await openSignedIn(page, api, 'quote', '/real/quotation');
    const rows = page.getByRole('list', { name: 'Quotation list' }).locator('li');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByTestId('price-changed')).toContainText('Price changed');
    await expect(rows.nth(1).getByTestId('price-changed')).toHaveCount(0);
    await shot('live-03-checked-en');
    await page.getByRole('button', { name: /Refresh live prices/ }).click();
    await expect(page.locator('.ant-message')).toContainText('Live prices refreshed for 2 items, 1 changed');
    await expect(page.getByTestId('price-changed')).toHaveCount(0);
  });
});

test.describe('the count field and the pricing-check forms', () => {
  test('the count field reads 2.5km as 2500 m and refuses 3吨 with the reason in view', async ({ page, api, shot }) => {
    const user = await api.signIn('quote');
    await addCables(api, user, 'YJV', 1);
    await openSignedIn(page, api, 'quote', '/real/quotation');
    const count = page.getByLabel('数量 1');
    await count.fill('2.5km');
    await count.press('Enter');
    await expect(count).toHaveValue('2500');
    await expect(page.locator('.ant-message')).toContainText('数量已更新');
    await expect(page.getByRole('list', { name: '已添加报价清单' }).locator('li').first()).toContainText(
      /[\d,]+\.\d{2}/,
    );

    await count.fill('3吨');
    await count.press('Enter');
    await expect(count).toHaveValue('3吨');
    await expect(page.locator('.ant-tooltip:visible')).toContainText('请输入以米计的数量，如 1000、1000米、2.5km');
    await shot('live-04-count-refused');
    await count.press('Escape');
    await expect(count).toHaveValue('2500');
    const items = await api.post<{ infos: { count: string }[] }>(
      '/biz/qms/inventory/list',
      { cond: { group: 0 }, page: { len: 10, num: 1 } },
      user,
    );
    expect(items.data!.infos[0]!.count).toBe('2500');
  });

  for (const lang of ['zh-cn', 'en'] as const) {
    test(`an approver's pricing-check forms name every field with its unit and current value (${lang})`, async ({
      page,
      api,
      shot,
    }) => {
      const zh = lang === 'zh-cn';
      if (!zh) await preferEnglish(page);
      const user = await api.signIn('approver');
      await addCables(api, user, 'YJV22', 1);
      await openSignedIn(page, api, 'approver', '/real/quotation');
      const row = page
        .getByRole('list', { name: zh ? '已添加报价清单' : 'Quotation list' })
        .locator('li')
        .first();
      await row.getByRole('button', { name: zh ? '操作' : 'Actions' }).click();
      await clickInPopup(
        page.locator('.ant-dropdown:visible'),
        page.getByRole('menuitem', { name: zh ? '核价' : 'Price check' }),
      );
      const drawer = page.getByRole('dialog');
      const density = drawer.getByLabel(zh ? '密度（g/cm³）' : 'Density (g/cm³)');
      await expect(density).toHaveValue('8.89');
      await expect(drawer.getByLabel(zh ? '重量（kg/km）' : 'Weight (kg/km)')).not.toHaveValue('');
      await expect(drawer.getByLabel(zh ? '单价（元/kg）' : 'Unit price (yuan/kg)')).not.toHaveValue('');
      await shot(`live-05-approval-conductor-${lang}`);
      await drawer.getByRole('tab', { name: zh ? '辅材参数' : 'Auxiliary materials' }).click();
      await expect(drawer.getByLabel(zh ? '厚度（mm）' : 'Thickness (mm)')).not.toHaveValue('');
      await expect(drawer.getByLabel(zh ? '绕包系数 1' : 'Taping factor 1')).toHaveValue('');
      await shot(`live-06-approval-auxiliary-${lang}`);
      await drawer.getByRole('tab', { name: zh ? '类别参数' : 'Category' }).click();
      await expect(drawer.getByLabel(zh ? '内护套厚度（mm）' : 'Inner sheath thickness (mm)')).not.toHaveValue('');
      for (const label of zh
        ? ['编织密度（%）', '对绞编织密度（%）', '铠装类型（代码）']
        : ['Braid coverage (%)', 'Pair-screen braid coverage (%)', 'Armour type (code)'])
        await expect(drawer.getByLabel(label, { exact: true })).toBeVisible();
      await shot(`live-07-approval-cata-${lang}`);
    });
  }
});
