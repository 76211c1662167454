// Takes screenshots of the shell's screens against a running dev server (default http://localhost:5173)
// backed by the mock server. Usage: node scripts/screenshots.mjs [baseUrl] [outDir]
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:5173';
const out = process.argv[3] ?? '/tmp/shots';
await mkdir(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
const problems = [];
page.on('console', (message) => {
  if (message.type() === 'error') problems.push(`console: ${message.text()}`);
});
page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
page.on('dialog', (dialog) => {
  problems.push(`dialog: ${dialog.message()}`);
  void dialog.dismiss();
});

const settle = (selector) =>
  page
    .waitForSelector(selector, { timeout: 8000 })
    .catch(() => problems.push(`not found: ${selector} on ${page.url()}`));

const shot = async (name) => {
  await page.waitForTimeout(900);
  await page.screenshot({ path: `${out}/${name}.png` });
  console.log(`${out}/${name}.png`);
};

await page.goto(`${base}/`);
await settle('header');
await shot('01-home-zh');
await page.goto(`${base}/book`);
await settle('.ant-table');
await shot('02-book-zh');
await page.goto(`${base}/hualification`);
await settle('.ant-card');
await shot('03-hualification-zh');
await page
  .locator('.ant-card')
  .first()
  .click({ timeout: 5000 })
  .catch(() => problems.push('no qualification card to open'));
await page.waitForTimeout(800);
await shot('04-hualification-viewer');
await page.keyboard.press('Escape');
await page.goto(`${base}/`);
await page.getByRole('button', { name: /微信登录/ }).click();
await settle('canvas[data-testid="login-qr"]');
await shot('05-qr-dialog');
await page.keyboard.press('Escape');
await page.locator('.ant-float-btn').click();
await settle('#login-account-key');
await shot('06-account-dialog-empty');
await page.fill('#login-account-key', process.env.DEMO_USER ?? 'quote');
await page.fill('#login-account-password', process.env.DEMO_PASSWORD ?? 'demo123');
await shot('07-account-dialog-filled');
await page.press('#login-account-password', 'Enter');
await page.waitForSelector('.ant-message-notice', { timeout: 10000 }).catch(() => undefined);
await shot('08-logged-in-zh');
await page.goto(`${base}/historical`);
await shot('09-historical-zh');
await page.goto(`${base}/`);
await page.getByRole('button', { name: /English|中文/ }).click();
await shot('10-logged-in-en');
await page.goto(`${base}/book`);
await shot('11-book-en');

await page.getByRole('button', { name: /English|中文/ }).click();
await page.goto(`${base}/`);
await page.getByRole('button', { name: /材料价格/ }).hover();
await shot('12-material-dropdown');
await page.getByRole('button', { name: '退出登录' }).click();
await page.waitForTimeout(800);
await shot('13-logged-out-after-logout');
await page.locator('.ant-float-btn').click();
await settle('#login-account-key');
await page.fill('#login-account-key', 'multimode');
await page.fill('#login-account-password', process.env.DEMO_PASSWORD ?? 'demo123');
await page.press('#login-account-password', 'Enter');
await page.waitForTimeout(1500);
await page
  .getByRole('button', { name: '报价模式' })
  .click({ timeout: 5000 })
  .catch(() => problems.push('no mode dropdown'));
await shot('14-mode-dropdown');
await page.goto(`${base}/setting/index%20geshi`);
await shot('15-setting-index-geshi');
await page.goto(`${base}/no/such/page`);
await shot('16-missing-path');

console.log(problems.length ? `problems:\n${problems.join('\n')}` : 'no console errors');
await browser.close();
