import { expect, openSignedIn, useEnglish as preferEnglish, test } from './support/fixtures';
import { ORIGIN_STATIC_FILE } from './support/worker-page';

const money = (text: string | null) => Number((text ?? '').replace(/[¥,\s]/g, ''));

test.describe('real-time quotation', () => {
  test('from the catalogue to the added list to the group totals', async ({ page, api, shot, pageErrors }) => {
    await openSignedIn(page, api, 'quote', '/real');
    const catalogue = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(catalogue.first()).toBeVisible();
    await shot('real-01-catalogue');

    const addRow = async (row: import('@playwright/test').Locator, count: string) => {
      const cells = row.locator('td');
      const picked = {
        model: (await cells.nth(0).textContent())!.trim(),
        spec: (await cells.nth(3).textContent())!.trim(),
        price: money(await cells.nth(5).textContent()),
      };
      await row.getByRole('button', { name: '加入报价' }).click();
      const dialog = page.getByRole('dialog', { name: '加入报价清单' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('数量（米）').fill(count);
      await dialog.getByRole('button', { name: /加\s*入/ }).click();
      await expect(page.locator('.ant-message')).toContainText('已加入分组 0');
      await expect(dialog).toBeHidden();
      return { ...picked, count: Number(count) };
    };

    const first = await addRow(catalogue.nth(0), '100');
    const second = await addRow(catalogue.nth(1), '50');

    // The search narrows the catalogue to the typed model.
    await page.getByLabel('型号').fill('BV');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(catalogue.first().locator('td').first()).toContainText('BV');
    for (const model of await catalogue.locator('td:first-child').allTextContents()) expect(model).toContain('BV');
    const third = await addRow(catalogue.nth(0), '200');
    await shot('real-02-search-added');

    await page.getByRole('button', { name: /已添加报价清单/ }).click();
    await expect(page).toHaveURL(/\/real\/quotation$/);
    const list = page.getByRole('list', { name: '已添加报价清单' });
    const items = list.locator('li');
    await expect(items).toHaveCount(3);
    const added = [first, second, third];
    for (const [index, pick] of added.entries()) {
      await expect(items.nth(index)).toContainText(pick.model);
      await expect(items.nth(index)).toContainText(pick.spec);
      await expect(list.getByLabel(`数量 ${index + 1}`)).toHaveValue(String(pick.count));
      await expect(items.nth(index)).toContainText((pick.price * pick.count).toFixed(2));
    }
    const totals = page.getByTestId('total-tax');
    const expectedTotal = added.reduce((sum, pick) => sum + pick.price * pick.count, 0);
    await expect
      .poll(async () => money(await totals.locator('.ant-statistic-content').textContent()))
      .toBeCloseTo(expectedTotal, 0);
    await expect(page.getByText('3 项')).toBeVisible();
    await shot('real-03-added-list');

    // Changing a count reprices the row and the totals.
    await list.getByLabel('数量 1').fill('300');
    await list.getByLabel('数量 1').press('Enter');
    await expect(page.locator('.ant-message')).toContainText('数量已更新');
    const afterCount = expectedTotal + first.price * 200;
    await expect
      .poll(async () => money(await totals.locator('.ant-statistic-content').textContent()))
      .toBeCloseTo(afterCount, 0);

    // Deleting a row asks first and leaves the other two.
    await items.nth(1).getByRole('button', { name: '删除' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(items).toHaveCount(2);
    await expect(page.getByText('2 项')).toBeVisible();
    const afterDelete = afterCount - second.price * second.count;
    await expect
      .poll(async () => money(await totals.locator('.ant-statistic-content').textContent()))
      .toBeCloseTo(afterDelete, 0);

    // The list is the server's: a reload shows the same rows and counts.
    await page.reload();
    await expect(items).toHaveCount(2);
    await expect(list.getByLabel('数量 1')).toHaveValue('300');
    await shot('real-04-after-edit');
    expect(pageErrors).toEqual([]);
  });

  test('a user without base-price rights sees no cost prices', async ({ page, api }) => {
    await openSignedIn(page, api, 'nobase', '/real');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await page.getByRole('combobox', { name: '价格类型' }).click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options.first()).toBeVisible();
    // The option list renders its rows a moment after the first one shows: read it until it is complete.
    await expect(async () => {
      const offered = (await options.allTextContents()).map((text) => text.trim());
      expect(offered).toContain('含税价');
      expect(offered).not.toContain('成本价');
    }).toPass();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: /成本价/ })).toHaveCount(0);
  });

  test('the quotation list reads in English', async ({ page, api, shot }) => {
    await preferEnglish(page);
    await openSignedIn(page, api, 'quote', '/real');
    const catalogue = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(catalogue.first()).toBeVisible();
    await catalogue.first().getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to quotation list' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Quantity (m)').fill('120');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/real/quotation');
    await expect(page.getByRole('list', { name: 'Quotation list' }).locator('li')).toHaveCount(1);
    await shot('real-05-list-en');
  });
});

/** What a row of the quotation list shows: its cells' texts but the actions', its count, and where it is. */
function readRows(page: import('@playwright/test').Page, rows: string) {
  return page.$$eval(rows, (elements) =>
    elements.map((row) => {
      const box = row.getBoundingClientRect();
      return {
        id: row.getAttribute('data-item-id'),
        cells: [...row.children].slice(0, -1).map((cell) => cell.textContent),
        count: row.querySelector<HTMLInputElement>('input[type="text"]')?.value,
        box: [box.x, box.y, box.width, box.height].map(Math.round),
      };
    }),
  );
}

test.describe("the quotation list's first rows, painted before the app's code has loaded", () => {
  // The app's code is held back by a route, and each language needs a page that has not run the app yet.
  test.use({ ownPage: true });

  for (const lang of ['zh-cn', 'en'] as const) {
    test(`show the rows, texts and prices the list then shows in their places; the list is asked for once (${lang})`, async ({
      page,
      api,
      shot,
      pageErrors,
    }) => {
      const user = await api.signIn('quote');
      const cables = await api.post<{ cables: { id: string }[] }>(
        '/biz/qms/cable/info/list',
        { cond: {}, page: { len: 30, num: 1 } },
        user,
      );
      const infos = cables.data!.cables.map((cable, index) => ({ cable: cable.id, count: String(10 + index) }));
      // A custom cable nobody has priced, second in the list.
      const custom = {
        model: '自制电缆',
        prop: '铜芯',
        scope: '0.6/1kV',
        spec: '2×1.5',
        name: '',
        memo: '',
        count: '25',
      };
      const added = await api.post<{ infos: { id: string }[] }>(
        '/biz/qms/inventory/add',
        { form: { group: 0, infos: [infos[0], custom, ...infos.slice(1)] } },
        user,
      );
      expect(added.stat).toMatchObject({ err: 0 });
      const ids = added.data!.infos.map((info) => info.id);
      const memo = await api.post(
        '/biz/qms/inventory/memo/set',
        { form: { group: 0, ids: [ids[2]], memo: '加急' } },
        user,
      );
      expect(memo.stat).toMatchObject({ err: 0 });

      if (lang === 'en') await preferEnglish(page);
      await page.goto(ORIGIN_STATIC_FILE);
      await page.evaluate((profile) => localStorage.setItem('user', JSON.stringify(profile)), user);
      let listRequests = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/biz/qms/inventory/list')) listRequests++;
      });
      // The app's code waits until the painted rows have been read.
      let releaseApp: () => void = () => undefined;
      const appHeld = new Promise<void>((resolve) => {
        releaseApp = resolve;
      });
      await page.route(/\/assets\/mount-app-[^/]*\.js$/, async (route) => {
        await appHeld;
        await route.continue();
      });

      await page.goto('/real/quotation', { waitUntil: 'domcontentloaded' });
      const painted = page.locator('#first-rows li[data-item-id]');
      await expect(painted.first()).toBeVisible();
      await expect(page.locator('#first-rows h4')).toHaveText(lang === 'en' ? 'Quotation list' : '已添加报价清单');
      await shot(`real-06-first-rows-${lang}`);
      const first = await readRows(page, '#first-rows li[data-item-id]');
      expect(await page.locator('#root li[data-item-id]').count()).toBe(0);
      // The rows in view and the overscan, in the list's order; the custom cable's tags, the memo, a price, a count.
      expect(first.length).toBeGreaterThan(10);
      expect(first.map((row) => row.id)).toEqual(ids.slice(0, first.length));
      expect(first[1]!.cells[3]).toBe(lang === 'en' ? '自制电缆Custom' : '自制电缆自定义');
      expect(first[1]!.cells[8]).toBe(lang === 'en' ? 'Not priced · Set price' : '未定价 · 定价');
      expect(first[2]!.cells[12]).toBe('加急');
      expect(first[0]!.cells[8]).toMatch(/^\d[\d,]*\.\d\d$/);
      expect(first[0]!.count).toBe('10');

      releaseApp();
      await expect(page.locator('#first-rows')).toHaveCount(0);
      await expect(page.locator('#root li[data-item-id]').first()).toBeVisible();
      const own = await readRows(page, '#root li[data-item-id]');
      expect(own).toEqual(first);
      // The rest of the screen follows (its totals among it).
      await expect(page.getByTestId('total-tax')).toBeVisible();
      await shot(`real-07-first-rows-mounted-${lang}`);
      expect(listRequests).toBe(1);
      expect(pageErrors).toEqual([]);
    });
  }
});
