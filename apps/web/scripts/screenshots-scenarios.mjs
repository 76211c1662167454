// Screenshots of the states driven through the mock server's control API: QR scanned / expired / confirmed,
// maintenance (20), price adjustment. Usage: node scripts/screenshots-scenarios.mjs [baseUrl] [outDir]
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:5173';
const out = process.argv[3] ?? '/tmp/shots';
const mock = process.env.MOCK_BACKEND_URL ?? 'http://localhost:8080';
await mkdir(out, { recursive: true });

const control = async (path, body) => {
  const response = await fetch(`${mock}/__control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()).data;
};
/** The tag of the QR the dialog shows (the canvas carries it), once a new one replaced `previous`. */
const shownTag = async (previous) => {
  const canvas = page.locator('canvas[data-testid="login-qr"]');
  for (let attempt = 0; attempt < 40; attempt++) {
    const tag = await canvas.getAttribute('data-qr-tag').catch(() => null);
    if (tag && tag !== previous) return tag;
    await page.waitForTimeout(250);
  }
  throw new Error('the dialog shows no new QR');
};

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
const shot = async (name) => {
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/${name}.png` });
  console.log(`${out}/${name}.png`);
};

try {
  await page.goto(`${base}/book`);
  await page.getByRole('button', { name: /微信登录|WeChat/ }).click();
  await page.waitForSelector('canvas[data-testid="login-qr"]');
  const tag = await shownTag();
  await control('qr/scan', { tag });
  await shot('20-qr-scanned');
  await control('qr/expire', { tag });
  await shot('21-qr-expired');
  await page.getByRole('button', { name: /刷新/ }).click();
  await control('qr/confirm', { tag: await shownTag(tag), user: 'approver' });
  await shot('22-qr-confirmed-logged-in');

  await control('adjustment/start', { seconds: 40, deltas: { cu: 2 } });
  await page.goto(`${base}/`);
  await shot('23-price-adjustment-modal');
  await control('adjustment/stop');

  await control('maintenance', { on: true });
  await page.goto(`${base}/hualification`);
  await page
    .waitForSelector('.ant-modal-confirm', { timeout: 10000 })
    .catch(() => console.log('no maintenance dialog'));
  await shot('24-maintenance-20');
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await shot('25-after-maintenance-confirm');
  await control('maintenance', { on: false });

  // The version check is skipped in development, so it is shown on a production build (vite preview).
  const preview = process.env.PREVIEW_URL;
  if (preview) {
    await control('web-version', { version: '2.10.0' });
    await page.goto(`${preview}/book`);
    await page.waitForSelector('.ant-modal-confirm', { timeout: 10000 }).catch(() => console.log('no version dialog'));
    await shot('26-version-update');
    await control('web-version', { version: '2.9.12' });
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForTimeout(1500);
    console.log('local storage after the update:', await page.evaluate(() => Object.keys(localStorage)));
  }
} finally {
  await control('web-version', { version: '2.9.12' }).catch(() => undefined);
  await control('maintenance', { on: false }).catch(() => undefined);
  await control('adjustment/stop').catch(() => undefined);
  await browser.close();
}
