import { fileURLToPath } from 'node:url';
import { expect, openSignedIn, useEnglish as preferEnglish, test } from './support/fixtures';

const SAMPLE_SHEET = fileURLToPath(
  new URL('../../mock-server/fixtures/files/docs/quotation-sample.xlsx', import.meta.url),
);
/** Rows of the sample sheet; XYZ is no cable of the catalogue. */
const SHEET_ROWS = 10;

test.describe('batch import', () => {
  test.beforeEach(async ({ page, api }) => {
    await openSignedIn(page, api, 'quote', '/batch');
    await expect(page.getByText('批量识别 0/200 次')).toBeVisible();
  });

  test('an .xlsx quotation sheet is recognised and its matched rows go into a group', async ({
    page,
    shot,
    pageErrors,
  }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '导入报价单' }).click();
    await (await chooser).setFiles(SAMPLE_SHEET);

    const done = page.locator('.ant-message').filter({ hasText: '识别完成' });
    await expect(done).toBeVisible({ timeout: 30_000 });
    const [, matched, review, unmatched] = /匹配 (\d+) 行，待确认 (\d+) 行，未匹配 (\d+) 行/
      .exec((await done.textContent())!)!
      .map(Number);
    expect(matched! + review! + unmatched!).toBe(SHEET_ROWS);
    expect(matched).toBeGreaterThan(0);

    const results = page.locator('.ant-card').filter({ hasText: '识别结果' });
    await expect(results.getByText(`已匹配 ${matched}`)).toBeVisible();
    await expect(results.getByText(`待确认 ${review}`)).toBeVisible();
    await expect(results.getByText(`未匹配 ${unmatched}`)).toBeVisible();
    const rows = results.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(SHEET_ROWS);
    await expect(rows.filter({ hasText: 'XYZ' })).toContainText('未匹配');
    await expect(rows.filter({ hasText: 'YJV22' })).toContainText('已匹配');
    await expect(page.getByText('批量识别 1/200 次')).toBeVisible();
    await shot('batch-01-xlsx-results');

    await results.getByRole('button', { name: /加入分组 0/ }).click();
    await expect(page.locator('.ant-message')).toContainText(`已加入分组 0：${matched} 项`);
    const panel = page.locator('.ant-card').filter({ hasText: '已添加清单' });
    await expect(panel.getByText(`共 ${matched} 项`)).toBeVisible();
    await expect(panel.getByRole('list', { name: '已添加清单' }).locator('li')).toHaveCount(matched!);
    await shot('batch-02-added');

    await panel.getByRole('button', { name: '生成报价单' }).click();
    await expect(page).toHaveURL(/\/batch\/quotation$/);
    await expect(page.locator('main .ant-table-tbody tr.ant-table-row')).toHaveCount(matched!);
    expect(pageErrors).toEqual([]);
  });

  test('a pasted text list is recognised line by line', async ({ page, shot }) => {
    await page.getByRole('button', { name: '文本识别' }).click();
    const dialog = page.getByRole('dialog', { name: '文本识别' });
    await dialog
      .getByRole('textbox')
      .fill(['YJV 0.6/1kV 3*240+1*120 200米', 'BV 450/750V 1*2.5 1000米', 'QQQ 9*9 5米'].join('\n'));
    await shot('batch-03-text-input');
    await dialog.getByRole('button', { name: /识\s*别/ }).click();
    await expect(dialog).toBeHidden();

    const results = page.locator('.ant-card').filter({ hasText: '识别结果' });
    const rows = results.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('已匹配');
    await expect(rows.nth(0)).toContainText('3*240+1*120');
    await expect(results.getByLabel('第 1 行数量（米）')).toHaveValue('200');
    await expect(rows.nth(1)).toContainText('已匹配');
    await expect(rows.nth(2)).toContainText('未匹配');
    await shot('batch-04-text-results');

    await results.getByRole('button', { name: /加入分组 0/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已加入分组 0：2 项');
  });

  test('an empty text is refused before anything is sent', async ({ page, control }) => {
    await page.getByRole('button', { name: '文本识别' }).click();
    const dialog = page.getByRole('dialog', { name: '文本识别' });
    await dialog.getByRole('button', { name: /识\s*别/ }).click();
    await expect(dialog.getByText('请输入要识别的文本')).toBeVisible();
    expect(await control.journal('/biz/qms/batch/cable/query')).toEqual([]);
  });
});

/** A row the reading must not price, and the reason it shows in each language. */
const UNPRICED_ROWS = [
  {
    title: 'a quantity that reads two ways (2.500 米: 2.5 m or 2,500 m)',
    text: 'YJV 0.6/1kV 3*95+1*50 2.500米',
    zh: '数量不明确：一行中有两个不同的数量，或数字有两种读法（如 2.500 米）',
    en: 'The quantity is unclear: the row has two different quantities, or a number that reads two ways (such as 2.500 m)',
    // No metres are taken: the salesperson types them.
    metres: '',
    shot: 'batch-quantity-two-ways',
  },
  {
    title: 'a row that gives two structures (3×120+1×70 or 3×120+2×70)',
    text: 'YJV-0.6/1kV 3×120+1×70（或3×120+2×70，以设计为准） 154米',
    zh: '规格不明确：此行写了两种规格（如 3×120+1×70 或 3×120+2×70）',
    en: 'The spec is unclear: the row gives two (such as 3×120+1×70 or 3×120+2×70)',
    metres: '154',
    shot: 'batch-two-structures',
  },
];

for (const unpriced of UNPRICED_ROWS)
  for (const lang of ['zh-cn', 'en'] as const) {
    test(`${unpriced.title} is not priced, and says why (${lang})`, async ({ page, api, shot }) => {
      if (lang === 'en') await preferEnglish(page);
      await openSignedIn(page, api, 'quote', '/batch');
      const tile = lang === 'en' ? 'Text recognition' : '文本识别';
      await page.getByRole('button', { name: tile }).click();
      const dialog = page.getByRole('dialog', { name: tile });
      await dialog.getByRole('textbox').fill(unpriced.text);
      await dialog.getByRole('button', { name: lang === 'en' ? /Recognise/ : /识\s*别/ }).click();
      await expect(dialog).toBeHidden();
      const row = page.locator('.ant-card .ant-table-tbody tr.ant-table-row').first();
      await expect(row).toContainText(lang === 'en' ? unpriced.en : unpriced.zh);
      await expect(row.getByRole('textbox').or(row.getByRole('spinbutton')).first()).toHaveValue(unpriced.metres);
      await shot(`${unpriced.shot}-${lang}`);
    });
  }

/** A tracking sheet sent filtered: its second cable row hidden (采购状态 已到货). */
async function filteredSheet(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('采购跟踪');
  sheet.addRow(['序号', '型号规格', '单位', '数量', '采购状态']);
  sheet.addRow(['1', 'YJV-0.6/1kV-4×95+1×50', '米', '280', '待询价']);
  sheet.addRow(['2', 'YJV-0.6/1kV-4×120+1×70', '米', '450', '已到货']);
  sheet.addRow(['3', 'BV-450/750V-1×2.5', '米', '600', '待询价']);
  sheet.getRow(3).hidden = true;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

for (const lang of ['zh-cn', 'en'] as const)
  test(`a row the customer's sheet hides is read and asked about, not priced (${lang})`, async ({
    page,
    api,
    shot,
  }) => {
    if (lang === 'en') await preferEnglish(page);
    await openSignedIn(page, api, 'quote', '/batch');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: lang === 'en' ? 'Import quotation sheet' : '导入报价单' }).click();
    await (await chooser).setFiles({
      name: 'filtered-tracking.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await filteredSheet(),
    });
    const rows = page.locator('.ant-card .ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(3, { timeout: 30_000 });
    const hidden = rows.filter({ hasText: '4*120+1*70' });
    await expect(hidden).toContainText(
      lang === 'en'
        ? "The customer's sheet hides this row (filtered out or hidden by hand); check it is wanted"
        : '客户表格中此行被隐藏（筛选或手动隐藏），请确认是否需要报价',
    );
    await expect(rows.filter({ hasText: '4*95+1*50' })).toContainText(lang === 'en' ? 'Matched' : '已匹配');
    await shot(`batch-hidden-row-${lang}`);
  });
