import type { Locator, Page } from '@playwright/test';
import { clickInPopup, expect, openSignedIn, useEnglish as preferEnglish, test } from './support/fixtures';
import { workbookTexts } from './support/workbook';

interface InventoryList {
  infos: Array<{ model: string; spec: string; count: number }>;
}

/** A row's less used actions (报价单, Excel, 合同, 删除) sit in its 更多 menu, which keeps the action column narrow. */
async function rowMenuAction(page: Page, row: Locator, name: RegExp): Promise<void> {
  await row.getByRole('button', { name: /更多/ }).click();
  const menu = page.locator('.ant-dropdown:visible').getByRole('menu');
  await clickInPopup(menu, menu.getByRole('menuitem', { name }));
}

/** Types a date range into the history filter (报价日期) and searches. */
async function pickDays(page: Page, from: string, to: string): Promise<void> {
  await page.getByLabel('报价日期').click();
  await page.getByPlaceholder('开始日期').fill(from);
  await page.getByPlaceholder('开始日期').press('Enter');
  await page.getByPlaceholder('结束日期').fill(to);
  await page.getByPlaceholder('结束日期').press('Enter');
  await page.getByRole('button', { name: /查\s*询/ }).click();
}

test.describe('history', () => {
  test.beforeEach(async ({ page, api }) => {
    await openSignedIn(page, api, 'quote', '/historical');
    await expect(page.getByRole('columnheader', { name: '报价时间' })).toBeVisible();
  });

  test('search by keyword, open the detail and download its Excel holding the items', async ({ page, shot }) => {
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    const allRows = await rows.count();
    const customer = (await rows.first().locator('td').nth(1).textContent())!.trim();

    await page.getByLabel('客户名称或备注').fill(customer.slice(0, 4));
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(rows.first()).toContainText(customer.slice(0, 4));
    await expect.poll(() => rows.count()).toBeLessThanOrEqual(allRows);
    const row = rows.first();
    await shot('history-01-search');

    await row.getByRole('button', { name: /详情/ }).click();
    const drawer = page.getByRole('dialog', { name: '报价详情' });
    await expect(drawer).toBeVisible();
    const itemRows = drawer.locator('.ant-table-tbody tr.ant-table-row');
    await expect(itemRows.first()).toBeVisible();
    const models = (await itemRows.locator('td:nth-child(2)').allTextContents()).map((text) => text.trim());
    expect(models.length).toBeGreaterThan(0);
    await shot('history-02-detail');
    await drawer.getByRole('button', { name: '关闭' }).click();
    await expect(drawer).toBeHidden();

    const downloading = page.waitForEvent('download');
    await rowMenuAction(page, row, /Excel/);
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const texts = await workbookTexts(await download.path());
    for (const model of models) expect(texts.some((text) => text.includes(model))).toBe(true);
    await expect(page.locator('.ant-message')).toContainText('已下载');
  });

  test('the quotation preview of a saved quotation shows its customer and items', async ({ page, shot }) => {
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    const customer = (await row.locator('td').nth(1).textContent())!.trim();
    await rowMenuAction(page, row, /报价单/);
    const preview = page.locator('.ant-modal').filter({ has: page.locator('iframe') });
    await expect(preview).toBeVisible();
    const document = page.frameLocator('.ant-modal iframe');
    await expect(document.locator('body')).toContainText(customer.replace(/…$/, ''));
    await shot('history-03-quotation-preview');
  });

  test('re-quote puts the saved items into the chosen group', async ({ page, api, shot }) => {
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    const count = Number(await row.locator('td').nth(2).textContent());
    await row.getByRole('button', { name: /重新报价/ }).click();
    const dialog = page.getByRole('dialog', { name: '重新报价' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('加入分组').click();
    const options = page.locator('.ant-select-dropdown:visible');
    await clickInPopup(options, options.getByText('分组 3', { exact: true }));
    await shot('history-04-requote');
    await dialog.getByRole('button', { name: /重新报价/ }).click();
    await expect(page.locator('.ant-message')).toContainText(`已将 ${count} 项加入分组 3`);
    await expect(dialog).toBeHidden();

    const session = JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!);
    const list = await api.post<InventoryList>(
      '/biz/qms/inventory/list',
      { cond: { group: 3 }, page: { len: 50, num: 1 } },
      session,
    );
    expect(list.stat.err).toBe(0);
    expect(list.data!.infos).toHaveLength(count);
  });

  test('delete asks first, then removes the quotation for good', async ({ page, shot }) => {
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    const customer = (await rows.first().locator('td').nth(1).textContent())!.trim();

    await rowMenuAction(page, rows.first(), /删除/);
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '删除历史报价' });
    await expect(confirm).toContainText('删除后不可恢复');
    await shot('history-05-delete-confirm');
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    // The cancelled dialog fades out before it leaves the page; the next one must not be confused with it.
    await expect(confirm).toHaveCount(0);
    await expect(rows).toHaveCount(before);

    await rowMenuAction(page, rows.first(), /删除/);
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已删除');
    await expect(rows).toHaveCount(before - 1);
    await expect(page.getByText(`共 ${before - 1} 条`)).toBeVisible();

    await page.reload();
    await expect(rows).toHaveCount(before - 1);
    await expect(page.locator('.ant-table-tbody')).not.toContainText(customer);
  });

  test('by date: quotations saved on two days (the server clock set to each) are told apart by the date range', async ({
    page,
    api,
    control,
    shot,
  }) => {
    const user = await api.signIn('quote');
    const found = await api.post<{ cables: { id: string }[] }>(
      '/biz/qms/cable/info/list',
      { cond: { keyword: 'YJV' }, page: { len: 1, num: 1 } },
      user,
    );
    const cable = found.data!.cables[0]!.id;
    /** Saves a one-item quotation with the server clock at `time` (China time 10:00 of the day). */
    const saveOn = async (time: number, memo: string) => {
      await control.setClock(time);
      const added = await api.post(
        '/biz/qms/inventory/add',
        { form: { group: 5, infos: [{ cable, count: '100' }] } },
        user,
      );
      expect(added.stat).toMatchObject({ err: 0 });
      const form = {
        demander: '2001',
        mode: 3,
        memo,
        desc: '',
        info: { title: memo },
        conf: { mode: 3, unit: 0, places: 2 },
      };
      const saved = await api.post('/biz/qms/inventory/save', { form: { ...form, unit: 0, group: 5 } }, user);
      expect(saved.stat).toMatchObject({ err: 0 });
    };
    await saveOn(Date.UTC(2026, 2, 5, 2, 0, 0), '三月五日报价');
    await saveOn(Date.UTC(2026, 2, 9, 2, 0, 0), '三月九日报价');
    await control.realClock();

    await page.reload();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await pickDays(page, '2026-03-05', '2026-03-05');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('2026-03-05 10:00');
    await expect(rows.first()).toContainText('三月五日报价');
    await shot('history-05-by-date');

    // The other day: only the other quotation.
    await page.getByRole('button', { name: /重\s*置/ }).click();
    await pickDays(page, '2026-03-09', '2026-03-09');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('2026-03-09 10:00');
    await expect(rows.first()).toContainText('三月九日报价');
  });
});

test.describe('the date range picker', () => {
  const TEXT = {
    'zh-cn': { range: '报价日期', firstWeekday: '一', month: /\d{4}年|\d{1,2}月/ },
    en: { range: 'Quotation date', firstWeekday: 'Su', month: /Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/ },
  } as const;
  for (const lang of ['zh-cn', 'en'] as const) {
    test(`names the weekdays and months in the page's language (${lang})`, async ({ page, api, shot }) => {
      const text = TEXT[lang];
      if (lang === 'en') await preferEnglish(page);
      await openSignedIn(page, api, 'quote', '/historical');
      await page.getByLabel(text.range).click();
      const panel = page.locator('.ant-picker-dropdown:visible .ant-picker-date-panel').first();
      await expect(panel.locator('thead th').first()).toHaveText(text.firstWeekday);
      await expect(panel.locator('.ant-picker-header-view')).toHaveText(text.month);
      await shot(`history-date-picker-${lang}`);
    });
  }
});
