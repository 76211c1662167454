import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import ExcelJS from 'exceljs';
import { clickInPopup, expect, openSignedIn, test, useEnglish } from './support/fixtures';

/**
 * The journey of issue 13: a customer's messy inquiry sheet becomes a quotation a salesperson can trust. The sheet is
 * written here the way customers send them: a merged title and project line, a header, a model and spec in one cell,
 * kilometres, drums without a length, a typo in a model, and a footer note.
 */
const TITLE = 'XX花园二期机电安装工程电缆询价单';
const NOTE = '注：1.报价含税，含运费；2.交货期：合同签订后15天。';
const ROWS = {
  metres: '1 交联电缆 YJV 4×185+1×95 米 1800',
  km: '2 铠装电缆 YJV22 3X120+2X70 Km 0.2',
  drums: '3 电力电缆 YJV-4×240+1×120mm² 盘 2',
  typo: '4 控制电缆 KVW 4×2.5 米 300',
};

/** A cable the catalogue does not have, added and priced by hand. */
const CUSTOM = { model: 'ZC-YJV', spec: '3*300+1*150', name: '外购阻燃电力电缆', metres: '120', price: '1088.5' };
const CUSTOMER = '苏州工业园区建屋发展集团有限公司';

/** An amount as shown ("¥ 12,345.67", "12,345.67 元") in fen, so totals compare to the cent. */
function fen(text: string): number {
  const amount = /-?[\d,]+(?:\.\d+)?/.exec(text.replace(/\s/g, ''))?.[0];
  if (!amount) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
}

/** The total of a downloaded quotation workbook: the amount on the row whose label starts with 合计. */
async function workbookTotal(path: string): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const totals: number[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) => {
      const cells: ExcelJS.Cell[] = [];
      row.eachCell((cell) => cells.push(cell));
      if (!cells.some((cell) => cell.text.trim().startsWith('合计'))) return;
      const amount = cells.find((cell) => typeof cell.value === 'number' || /^[¥\d,.\s]+$/.test(cell.text.trim()));
      if (amount) totals.push(fen(amount.text));
    }),
  );
  expect(totals, 'the workbook has one 合计 row with an amount').toHaveLength(1);
  return totals[0]!;
}

async function writeInquiry(path: string): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('询价单');
  sheet.addRow([TITLE]);
  sheet.mergeCells('A1:F1');
  sheet.addRow(['项目名称：XX花园二期1#-6#楼    询价日期：2025年3月12日    联系人：王工 13912345678']);
  sheet.mergeCells('A2:F2');
  sheet.addRow(['序号', '名称', '型号规格', '单位', '数量', '备注']);
  sheet.addRow([1, '交联电缆', 'YJV 4×185+1×95', '米', 1800, '']);
  sheet.addRow([2, '铠装电缆', 'YJV22 3X120+2X70', 'Km', 0.2, '']);
  sheet.addRow([3, '电力电缆', 'YJV-4×240+1×120mm²', '盘', 2, '']);
  sheet.addRow([4, '控制电缆', 'KVW 4×2.5', '米', 300, '']);
  sheet.addRow([NOTE]);
  sheet.mergeCells('A8:F8');
  await workbook.xlsx.writeFile(path);
}

test.describe('from an inquiry sheet to a quotation', () => {
  // The longest journey (about 50 s alone on an idle machine); two workers share the 2 cores.
  test.describe.configure({ timeout: 180_000 });
  test('a messy sheet is read row by row, flagged rows are fixed, the fix is learnt, and the rows are quoted', async ({
    page,
    api,
    shot,
    pageErrors,
  }, testInfo) => {
    const inquiry = testInfo.outputPath('询价单.xlsx');
    await writeInquiry(inquiry);
    await openSignedIn(page, api, 'quote', '/batch');
    const results = page.locator('.ant-card').filter({ hasText: '识别结果' });
    const rows = results.locator('.ant-table-tbody tr.ant-table-row');
    const row = (raw: string) => rows.filter({ hasText: raw });

    const importSheet = async () => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '导入报价单' }).click();
      await (await chooser).setFiles(inquiry);
    };

    // 1. The first import: two rows certain, two flagged with their reasons, the title and the note are no rows.
    await importSheet();
    await expect(page.locator('.ant-message')).toContainText('识别完成：匹配 2 行，待确认 2 行，未匹配 0 行', {
      timeout: 30_000,
    });
    await expect(rows).toHaveCount(4);
    await expect(results).not.toContainText(TITLE);
    await expect(results).not.toContainText('报价含税');

    await expect(row(ROWS.metres)).toContainText('已匹配');
    await expect(row(ROWS.metres).getByLabel('第 4 行数量（米）')).toHaveValue('1800');
    await expect(row(ROWS.km)).toContainText('已匹配');
    await expect(row(ROWS.km).getByLabel('第 5 行数量（米）')).toHaveValue('200');
    await expect(row(ROWS.km)).toContainText('原文 0.2 Km');

    const drums = row(ROWS.drums);
    await expect(drums).toContainText('待确认');
    await expect(drums).toContainText('单位“盘”未注明每盘长度');
    await expect(drums).toContainText('原文 2 盘');
    await expect(drums.getByLabel('第 6 行数量（米）')).toHaveValue('');
    await expect(drums.getByRole('button', { name: '确认 6' })).toBeDisabled();

    const typo = row(ROWS.typo);
    await expect(typo).toContainText('待确认');
    await expect(typo).toContainText('型号可能识别有误');
    await expect(typo).toContainText('KVV 450/750V 4*2.5');
    await shot('journey-01-flagged');

    // A flagged row is never added silently (tried on group 1; the quotation below is group 0's).
    const panel = page.locator('.ant-card').filter({ hasText: '已添加清单' });
    const chooseGroup = async (group: number) => {
      await panel.getByRole('combobox', { name: '分组' }).click();
      const groups = page.locator('.ant-select-dropdown:visible');
      await clickInPopup(groups, groups.getByText(`分组 ${group}`, { exact: true }));
    };
    await chooseGroup(1);
    await results.getByRole('button', { name: /加入分组 1/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已加入分组 1：2 项；2 行待确认，未加入');
    await expect(panel.getByText('共 2 项')).toBeVisible();
    await chooseGroup(0);

    // 2. Fix the flagged rows: the drum row gets its metres, the typo row's suggestion is confirmed.
    await row(ROWS.drums).getByLabel('第 6 行数量（米）').fill('1000');
    await row(ROWS.drums).getByRole('button', { name: '确认 6' }).click();
    await expect(row(ROWS.drums)).toContainText('已确认');
    await row(ROWS.typo).getByRole('button', { name: '确认 7' }).click();
    await expect(row(ROWS.typo)).toContainText('已确认');
    await expect(results.getByText('已匹配 4')).toBeVisible();
    await expect(results.getByText('待确认 0')).toBeVisible();

    // 3. The model correction is saved as a rule (the drum length is no rule: it is not in the file).
    await results.getByRole('button', { name: /保存匹配规则/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已保存 1 条匹配规则');
    await shot('journey-02-fixed');

    // 4. Importing the same file again: the rule matches the typo row; the drums still need their length.
    await importSheet();
    await expect(page.locator('.ant-message')).toContainText('识别完成：匹配 3 行，待确认 1 行，未匹配 0 行', {
      timeout: 30_000,
    });
    await expect(row(ROWS.typo)).toContainText('已匹配');
    await expect(row(ROWS.typo)).toContainText('KVV 450/750V 4*2.5');
    await expect(row(ROWS.drums)).toContainText('待确认');
    await row(ROWS.drums).getByLabel('第 6 行数量（米）').fill('1km');
    await row(ROWS.drums).getByRole('button', { name: '确认 6' }).click();

    // 5. All four rows go into group 0, in metres.
    await results.getByRole('button', { name: /加入分组 0/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已加入分组 0：4 项');
    await expect(panel.getByText('共 4 项')).toBeVisible();
    const panelItems = panel.getByRole('list', { name: '已添加清单' }).locator('li');
    await expect(panelItems.filter({ hasText: 'KVV' })).toContainText('×300');
    await expect(panelItems.filter({ hasText: '4*240+1*120' })).toContainText('×1000');
    await expect(panelItems.filter({ hasText: 'YJV22' })).toContainText('×200');
    await shot('journey-03-added');

    // 6. 设置→批量规则 lists the rule learnt from the sheet.
    await page.goto('/setting');
    await page.getByRole('tab', { name: '批量规则' }).click();
    const rule = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'KVV 450/750V 4*2.5' });
    await expect(rule).toContainText('KVW 4×2.5');
    await expect(rule).toContainText('已保存');
    await shot('journey-04-rules');

    // 7. A cable the catalogue does not have is added by hand and priced by hand.
    await page.goto('/real/quotation');
    await page.getByRole('button', { name: '自定义电缆' }).click();
    const custom = page.getByRole('dialog', { name: '自定义电缆' });
    await custom.getByLabel('型号').fill(CUSTOM.model);
    await custom.getByLabel('规格').fill(CUSTOM.spec);
    await custom.getByLabel('名称').fill(CUSTOM.name);
    await custom.getByLabel('数量（米）').fill(CUSTOM.metres);
    await custom.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已保存');
    await page.getByText('未定价 · 定价').click();
    const pricing = page.getByRole('dialog', { name: `定价：${CUSTOM.model} ${CUSTOM.spec}` });
    await pricing.getByRole('spinbutton').fill(CUSTOM.price);
    await pricing.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已定价');
    await expect(page.getByText('未定价 · 定价')).toHaveCount(0);
    await shot('journey-05-custom-priced');

    // 8. The quotation sheet of group 0: one total, to the fen, on the sheet, its documents, its Excel and its record.
    await page.goto('/batch/quotation');
    await expect(page.locator('main .ant-table-tbody tr.ant-table-row')).toHaveCount(5);
    // The number comes with its own answer and may follow the rows (a dash until then).
    await expect(page.getByTestId('sheet-rno').locator('strong')).toHaveText(/\w{6,}/);
    const rno = (await page.getByTestId('sheet-rno').locator('strong').textContent())!.trim();
    await page.getByRole('combobox', { name: '客户' }).click();
    const options = page.locator('.ant-select-dropdown:visible');
    await clickInPopup(options, options.getByText(CUSTOMER, { exact: true }));
    const sheetTotal = fen(/合计\s*([\d,.]+)/.exec((await page.getByTestId('sheet-totals').textContent())!)![1]!);
    expect(sheetTotal).toBeGreaterThan(0);
    // The hand-priced cable counts: nothing is left out of the total.
    await expect(page.getByTestId('sheet-totals')).not.toContainText('未定价');

    await page
      .getByRole('button', { name: /报价单/ })
      .first()
      .click();
    const table = page.frameLocator('.ant-modal iframe').locator('body');
    await expect(table).toContainText(CUSTOMER);
    await expect(table).toContainText(CUSTOM.model);
    await expect(table).toContainText(rno);
    expect(fen((await table.locator('td[data-sum="total"]').textContent())!)).toBe(sheetTotal);
    await shot('journey-06-quotation-preview');
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-modal iframe')).toHaveCount(0);

    await page.getByRole('button', { name: /合同/ }).first().click();
    const contract = page.frameLocator('.ant-modal iframe').locator('body');
    await expect(contract).toContainText('合同总金额');
    expect(fen(/合同总金额（大写）：[^（]*（¥\s*([\d,.]+)）/.exec((await contract.textContent())!)![1]!)).toBe(
      sheetTotal,
    );
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-modal iframe')).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /下载 Excel/ }).click();
    expect(await workbookTotal(await (await downloading).path())).toBe(sheetTotal);

    await page.getByRole('button', { name: /保存到历史报价/ }).click();
    await expect(page.locator('.ant-message')).toContainText(`已保存，报价单号 ${rno}`);
    await page.getByRole('menuitem', { name: '历史报价' }).click();
    const record = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(record).toContainText(CUSTOMER.slice(0, 8));
    const totalColumn = await page.locator('.ant-table-thead th').allTextContents();
    const recordTotal = await record
      .locator('td')
      .nth(totalColumn.findIndex((head) => head.includes('金额')))
      .textContent();
    expect(fen(recordTotal!)).toBe(sheetTotal);
    await shot('journey-07-history');
    expect(pageErrors).toEqual([]);
  });
});

/** An answer key of the inquiry corpus: per source row, what a careful salesperson would quote. */
interface AnswerKey {
  rows: Array<{
    row: number;
    text: string;
    truth: { expect: 'item' | 'review' | 'unknown' | 'noise'; metres?: number };
  }>;
}

const corpusFile = (name: string) => fileURLToPath(new URL(`../../../corpus/inquiries/${name}`, import.meta.url));
const answerKey = (name: string) => JSON.parse(readFileSync(corpusFile(name), 'utf8')) as AnswerKey;

/** Every row of the results table as the user sees it: its source line, state and metres. */
async function shownRows(results: Locator): Promise<Map<number, { state: string; metres: string }>> {
  const shown = new Map<number, { state: string; metres: string }>();
  const rows = results.locator('.ant-table-tbody tr.ant-table-row');
  for (let page = 1; ; page++) {
    for (const row of await rows.all()) {
      const line = Number(await row.locator('td').first().textContent());
      const state = (await row.locator('td').last().locator('.ant-tag').first().textContent()) ?? '';
      const metres = await row.getByLabel(`第 ${line} 行数量（米）`).inputValue();
      shown.set(line, { state, metres });
    }
    const next = results.locator('.ant-pagination-next');
    if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true') return shown;
    await next.click();
    await expect(results.locator('.ant-pagination-item-active')).toHaveText(String(page + 1));
  }
}

/** What the key says against what the screen shows: items matched with their metres, noise absent, doubts flagged. */
function compareWithKey(key: AnswerKey, shown: Map<number, { state: string; metres: string }>) {
  const wrong: string[] = [];
  for (const { row, text, truth } of key.rows) {
    const seen = shown.get(row);
    if (truth.expect === 'noise') {
      if (seen) wrong.push(`row ${row} "${text}" is noise but shown as ${seen.state}`);
    } else if (!seen) wrong.push(`row ${row} "${text}" is missing`);
    else if (truth.expect === 'item') {
      if (seen.state !== '已匹配' || Number(seen.metres) !== truth.metres)
        wrong.push(`row ${row} "${text}": ${seen.state} ${seen.metres} m, expected 已匹配 ${truth.metres} m`);
    } else if (seen.state === '已匹配') wrong.push(`row ${row} "${text}" is ${truth.expect} but shown as 已匹配`);
  }
  return wrong;
}

test.describe('a rule made under 设置→批量规则', () => {
  test('matches the wording it names on the next import, and can be deleted again', async ({ page, api }, testInfo) => {
    // The customer's own name for a cable, which no catalogue knows.
    const wording = '甲方编号K-07控制线';
    const sheet = testInfo.outputPath('甲方清单.csv');
    writeFileSync(sheet, `序号,名称,型号规格,单位,数量\n1,控制电缆,${wording},米,200\n`);
    await openSignedIn(page, api, 'quote', '/batch');
    const results = page.locator('.ant-card').filter({ hasText: '识别结果' });
    const recognise = async () => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '导入报价单' }).click();
      await (await chooser).setFiles(sheet);
      await expect(results).toContainText('甲方清单.csv');
    };
    await recognise();
    await expect(results.locator('.ant-table-tbody tr.ant-table-row')).toContainText('未匹配');

    await page.goto('/setting');
    await page.getByRole('tab', { name: '批量规则' }).click();
    await expect(page.getByText('共 0 条已保存规则')).toBeVisible();
    await page.getByRole('button', { name: /添加规则/ }).click();
    await page.getByRole('button', { name: '选择电缆' }).click();
    const picker = page.getByRole('dialog', { name: '选择电缆' });
    await picker.getByRole('searchbox').fill('KVV 4*2.5');
    await picker.getByRole('searchbox').press('Enter');
    const kvv = picker.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '4*2.5' }).first();
    await kvv.getByRole('button', { name: /选\s*择/ }).click();
    await expect(picker).toBeHidden();
    const rule = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'KVV 450/750V 4*2.5' });
    await rule.getByRole('combobox').fill(wording);
    await rule.getByRole('combobox').press('Enter');
    await page.getByRole('button', { name: /保存规则/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已保存 1 条规则');
    await expect(rule).toContainText('已保存');

    await page.goto('/batch');
    await recognise();
    const matched = results.locator('.ant-table-tbody tr.ant-table-row');
    await expect(matched).toContainText('已匹配');
    await expect(matched).toContainText('KVV 450/750V 4*2.5');
    await expect(results.getByLabel('第 2 行数量（米）')).toHaveValue('200');

    // Deleted, the rule no longer applies.
    await page.goto('/setting');
    await page.getByRole('tab', { name: '批量规则' }).click();
    await rule.getByRole('button', { name: '删除 KVV 450/750V 4*2.5' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(page.locator('.ant-message')).toContainText('已删除规则');
    await expect(page.getByText('共 0 条已保存规则')).toBeVisible();
    await page.goto('/batch');
    await recognise();
    await expect(results.locator('.ant-table-tbody tr.ant-table-row')).toContainText('未匹配');
  });
});

test.describe('the inquiry corpus read through the screens', () => {
  test('a PDF with 单位 before 数量 gives every row its own metres, and flags what the key flags', async ({
    page,
    api,
  }) => {
    await openSignedIn(page, api, 'quote', '/batch');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'PDF识别' }).click();
    await (await chooser).setFiles(corpusFile('e-unit-before-quantity.pdf'));
    await expect(page.locator('.ant-message')).toContainText('识别完成', { timeout: 30_000 });
    const results = page.locator('.ant-card').filter({ hasText: '识别结果' });
    const shown = await shownRows(results);
    expect(compareWithKey(answerKey('e-unit-before-quantity.key.json'), shown)).toEqual([]);
    expect([...shown.values()].filter((row) => row.metres === '1')).toEqual([]);
  });

  test('a pasted chat message keeps BV2.5 100卷 and BV-2.5 100米, and lists the lines it skips', async ({
    page,
    api,
  }) => {
    await openSignedIn(page, api, 'quote', '/batch');
    const message = readFileSync(corpusFile('g-chat-message.txt'), 'utf8');
    const key = answerKey('g-chat-message.key.json');
    await page.getByRole('button', { name: '文本识别' }).click();
    const dialog = page.getByRole('dialog', { name: '文本识别' });
    await dialog.getByRole('textbox').fill(message);
    const skipped = key.rows.filter((row) => row.truth.expect === 'noise' && row.text.trim() !== '');
    await expect(dialog.getByText(`${skipped.length} 行未识别为电缆，不会提交：`)).toBeVisible();
    for (const row of skipped) await expect(dialog).toContainText(`第 ${row.row} 行 ${row.text.trim()}`);
    await dialog.getByRole('button', { name: /识\s*别/ }).click();
    await expect(page.locator('.ant-message')).toContainText(`另有 ${skipped.length} 行未识别为电缆，已跳过`);

    const results = page.locator('.ant-card').filter({ hasText: '识别结果' });
    const shown = await shownRows(results);
    expect(compareWithKey(key, shown)).toEqual([]);
    expect(shown.get(4)).toEqual({ state: '已匹配', metres: '10000' });
    expect(shown.get(6)).toEqual({ state: '已匹配', metres: '100' });
  });
});

test.describe('the second holdout read through the screens', () => {
  const holdoutFile = (name: string) => fileURLToPath(new URL(`../../../corpus/holdout2/${name}`, import.meta.url));
  const holdoutKey = (name: string) => JSON.parse(readFileSync(holdoutFile(name), 'utf8')) as AnswerKey;
  const importFile = async (page: import('@playwright/test').Page, name: string, button: string) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: button }).click();
    await (await chooser).setFiles(holdoutFile(name));
  };

  test('a cable schedule multiplies 根数 by 单根长度 and reads 同上 and 〃 as the model above', async ({
    page,
    api,
    shot,
  }) => {
    await openSignedIn(page, api, 'quote', '/batch');
    await importFile(page, 'cable-schedule.xlsx', '导入报价单');
    await expect(page.locator('.ant-message')).toContainText('识别完成', { timeout: 30_000 });
    const results = page.locator('.ant-card').filter({ hasText: '识别结果' });
    const shown = await shownRows(results);
    expect(compareWithKey(holdoutKey('cable-schedule.key.json'), shown)).toEqual([]);
    // Two runs of 8 m (两根并联), and 〃 under KVV-450/750V.
    expect(shown.get(6)).toEqual({ state: '已匹配', metres: '16' });
    expect(shown.get(18)).toEqual({ state: '已匹配', metres: '18' });
    await shot('batch-holdout2-cable-schedule');
  });

  test('the same cable schedule saved as an old .xls (Excel 97–2003) shows the rows its key names', async ({
    page,
    api,
    shot,
  }) => {
    await openSignedIn(page, api, 'quote', '/batch');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '导入报价单' }).click();
    await (await chooser).setFiles(
      fileURLToPath(new URL('../../../corpus/xls/biff8/holdout2/cable-schedule.xls', import.meta.url)),
    );
    await expect(page.locator('.ant-message')).toContainText('识别完成', { timeout: 30_000 });
    const results = page.locator('.ant-card').filter({ hasText: '识别结果' });
    const shown = await shownRows(results);
    expect(compareWithKey(holdoutKey('cable-schedule.key.json'), shown)).toEqual([]);
    expect(shown.get(6)).toEqual({ state: '已匹配', metres: '16' });
    await shot('batch-holdout2-cable-schedule-xls');
  });

  test('an ERP line marked closed waits for the user with its reason, in Chinese and in English', async ({
    page,
    api,
    shot,
  }) => {
    await openSignedIn(page, api, 'quote', '/batch');
    await importFile(page, 'erp-export.xlsx', '导入报价单');
    await expect(page.locator('.ant-message')).toContainText('识别完成', { timeout: 30_000 });
    const results = page.locator('.ant-card').filter({ hasText: '识别结果' });
    const shown = await shownRows(results);
    // Every row the key quotes is quoted as it says, or waits for the user (460.000: metres or thousands?); none wrong.
    const wrong = compareWithKey(holdoutKey('erp-export.key.json'), shown);
    expect(wrong.filter((problem) => !problem.includes(': 待确认'))).toEqual([]);
    expect(wrong.length).toBeLessThanOrEqual(1);
    const closed = results.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '需求取消' });
    await expect(closed).toContainText('待确认');
    await expect(closed).toContainText('清单中此行已标记关闭或取消，请确认是否仍需报价');
    await closed.scrollIntoViewIfNeeded();
    await shot('batch-holdout2-erp-zh');

    await useEnglish(page);
    await page.goto('/batch');
    await importFile(page, 'erp-export.xlsx', 'Import quotation sheet');
    const english = page.locator('.ant-card').filter({ hasText: 'Recognition results' });
    const closedEn = english.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '需求取消' });
    await expect(closedEn).toContainText('The list marks this line closed or cancelled; check it is still wanted', {
      timeout: 30_000,
    });
    await closedEn.scrollIntoViewIfNeeded();
    await shot('batch-holdout2-erp-en');
  });
});

test.describe('a recognition that finds nothing', () => {
  test('a picture without a list is refused with what the picture needs, never a success', async ({
    page,
    api,
    shot,
  }) => {
    await openSignedIn(page, api, 'quote', '/batch');
    // A screenshot of an empty table: ruled lines, no text.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 320;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.strokeStyle = '#c8c8c8';
      for (let y = 20; y <= 300; y += 40) context.strokeRect(20, y, 600, 40);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '图片识别' }).click();
    await (await chooser).setFiles({ name: '询价截图.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await page.getByRole('button', { name: /裁剪并识别/ }).click();
    // The server finds no text at all in the picture and refuses it (1001): an error dialog with its reason.
    const refusal = page.locator('.ant-modal-confirm, .ant-message-notice').filter({ hasText: '图片中没有识别到文字' });
    await expect(refusal.first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/识别完成/)).toHaveCount(0);
    // The user stays on the cropper, to choose another region or picture.
    await expect(page).toHaveURL(/\/realquotes\/common\/imgcorpper$/);
    await shot('journey-05-nothing-found');
  });
});
