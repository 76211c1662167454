import { clickInPopup, expect, openSignedIn, test } from './support/fixtures';

test.describe('settings', () => {
  test('quotation preferences are saved and come back after a reload', async ({ page, api, shot }) => {
    await openSignedIn(page, api, 'quote', '/setting');
    const form = page.locator('form').filter({ hasText: '默认价格模式' });
    await expect(form.getByLabel('价格小数位数')).not.toHaveValue('');

    await form.getByText('销售价（不含税）', { exact: true }).click();
    await form.getByText('元/吨', { exact: true }).click();
    await form.getByLabel('价格小数位数').fill('3');
    await form.getByLabel('默认分组').click();
    const options = page.locator('.ant-select-dropdown:visible');
    await clickInPopup(options, options.getByText('分组 2', { exact: true }));
    await form.getByLabel('报价单默认备注').fill('e2e：价格含运费，有效期 3 天');
    await form.getByLabel('税率（%）').fill('9');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已保存');
    await shot('settings-01-preferences-saved');

    await page.reload();
    await expect(form.getByLabel('价格小数位数')).toHaveValue('3');
    await expect(form.getByRole('radio', { name: '销售价（不含税）' })).toBeChecked();
    await expect(form.getByRole('radio', { name: '元/吨' })).toBeChecked();
    await expect(form.locator('.ant-select-content, .ant-select-selection-item').first()).toContainText('分组 2');
    await expect(form.getByLabel('报价单默认备注')).toHaveValue('e2e：价格含运费，有效期 3 天');
    await expect(form.getByLabel('税率（%）')).toHaveValue('9.00');
  });

  test('preferences refuse out-of-range values and keep the saved ones', async ({ page, api }) => {
    await openSignedIn(page, api, 'quote', '/setting');
    const form = page.locator('form').filter({ hasText: '默认价格模式' });
    await expect(form.getByLabel('价格小数位数')).not.toHaveValue('');
    const places = await form.getByLabel('价格小数位数').inputValue();
    await form.getByLabel('价格小数位数').fill('7');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(form.getByText('小数位数须在 0 到 6 之间')).toBeVisible();
    await page.reload();
    await expect(form.getByLabel('价格小数位数')).toHaveValue(places);
  });
});

test.describe('format settings', () => {
  test('the format tab has its own route; the chosen columns are saved and come back', async ({ page, api, shot }) => {
    await openSignedIn(page, api, 'quote', '/setting');
    await page.getByRole('tab', { name: '格式设置' }).click();
    await expect(page).toHaveURL(/\/setting\/index%20geshi$/);
    const memoColumn = page.getByRole('checkbox', { name: '备注' });
    await expect(memoColumn).toBeVisible();
    const wasChecked = await memoColumn.isChecked();
    await memoColumn.click();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已保存');
    await shot('settings-02-format');

    await page.reload();
    await expect(page.getByRole('tab', { name: '格式设置' })).toHaveAttribute('aria-selected', 'true');
    await expect(memoColumn).toBeChecked({ checked: !wasChecked });
  });

  test('at least one column must stay chosen', async ({ page, api }) => {
    await openSignedIn(page, api, 'quote', '/setting/index geshi');
    const columns = page.locator('.ant-checkbox-group').getByRole('checkbox');
    await expect(columns.first()).toBeVisible();
    for (const column of await columns.all()) if (await column.isChecked()) await column.click();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('请至少选择一列')).toBeVisible();
  });
});

test.describe('customers', () => {
  test.beforeEach(async ({ page, api }) => {
    await openSignedIn(page, api, 'quote', '/setting');
    await page.getByRole('tab', { name: '客户管理' }).click();
    await expect(page.getByRole('button', { name: /新建客户/ })).toBeVisible();
  });

  const fillCustomer = async (
    dialog: import('@playwright/test').Locator,
    values: { name: string; taxno: string; leader: string; linkman: string; phone: string; address: string },
  ) => {
    await dialog.getByLabel('客户名称').fill(values.name);
    await dialog.getByLabel('税号').fill(values.taxno);
    await dialog.getByLabel('法定代表人').fill(values.leader);
    await dialog.getByLabel('联系人').fill(values.linkman);
    await dialog.getByLabel('联系电话').fill(values.phone);
    await dialog.getByLabel('地址').fill(values.address);
  };

  test('create a customer, refuse a duplicate tax number (71), make the new one the default', async ({
    page,
    shot,
  }) => {
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();

    await page.getByRole('button', { name: /新建客户/ }).click();
    const dialog = page.getByRole('dialog', { name: '新建客户' });
    await fillCustomer(dialog, {
      name: '无锡地铁集团有限公司',
      taxno: '91320200MA1MX0E2E1',
      leader: '周明',
      linkman: '孙丽',
      phone: '0510-81234567',
      address: '江苏省无锡市梁溪区金融一街 8 号',
    });
    await shot('customers-01-create');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message')).toContainText('客户已保存');
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(before + 1);
    const created = rows.filter({ hasText: '无锡地铁集团有限公司' });
    await expect(created).toContainText('91320200MA1MX0E2E1');

    // The tax number belongs to another user's customer: unique across users, refused with 71.
    await page.getByRole('button', { name: /新建客户/ }).click();
    await fillCustomer(dialog, {
      name: '宝冶上海分公司',
      taxno: '913100001322013986',
      leader: '吴刚',
      linkman: '郑洁',
      phone: '021-56781234',
      address: '上海市宝山区铁力路 2469 号',
    });
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const refusal = page.locator('.ant-modal-confirm').filter({ hasText: '提示' });
    await expect(refusal).toContainText(
      '客户名称「上海宝冶集团有限公司」已被使用（税号：913100001322013986，创建人：李娜）',
    );
    await shot('customers-02-duplicate-71');
    await refusal.getByRole('button', { name: /确\s*定|知道了|OK/ }).click();
    // The form stays open with what was typed, so the user can correct it.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('客户名称')).toHaveValue('宝冶上海分公司');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(rows).toHaveCount(before + 1);

    await created.getByRole('button', { name: /设为默认/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已将「无锡地铁集团有限公司」设为默认客户');
    await expect(created.locator('.ant-tag')).toHaveText('默认');
    await expect(page.locator('.ant-table-tbody .ant-tag').filter({ hasText: '默认' })).toHaveCount(1);
    await shot('customers-03-default');

    await page.reload();
    await page.getByRole('tab', { name: '客户管理' }).click();
    await expect(rows.filter({ hasText: '无锡地铁集团有限公司' }).locator('.ant-tag')).toHaveText('默认');
  });

  test('a customer without the required fields is not sent', async ({ page, control }) => {
    await page.getByRole('button', { name: /新建客户/ }).click();
    const dialog = page.getByRole('dialog', { name: '新建客户' });
    await dialog.getByLabel('客户名称').fill('只填名称的客户');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(dialog.getByText('请输入税号')).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await control.journal('/biz/qms/demander/save')).toEqual([]);
  });
});
