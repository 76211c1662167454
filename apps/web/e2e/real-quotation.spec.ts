import { expect, openSignedIn, test, useEnglish } from './support/fixtures';

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
    await useEnglish(page);
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
