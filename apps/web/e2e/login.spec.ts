import { answerData, expect, openSignedIn, pageSession, test, useEnglish } from './support/fixtures';

interface LoginQr {
  qr: { tag: string; url: string; expire: number };
}

test.describe('sign-in', () => {
  test('QR login: the phone page scans, then confirms as a demo user', async ({ page, context, shot, pageErrors }) => {
    await page.goto('/');
    const qrAnswer = page.waitForResponse((response) => response.url().endsWith('/biz/user/login/info'));
    await page
      .locator('header')
      .getByRole('button', { name: /微信登录/ })
      .click();
    const dialog = page.getByRole('dialog', { name: '微信扫码' });
    await expect(dialog).toBeVisible();
    const { qr } = await answerData<LoginQr>(await qrAnswer);
    expect(qr.url).toContain(`tag=${encodeURIComponent(qr.tag)}`);
    await expect(dialog.getByTestId('login-qr')).toHaveAttribute('width', '210');
    await expect(dialog.getByRole('status')).toHaveText('请使用「微信」扫描二维码登录');
    await shot('login-01-qr-dialog');

    const phone = await context.newPage();
    await phone.goto(qr.url);
    await expect(phone.locator('#state')).toContainText('Wait');
    await phone.getByRole('button', { name: /Scan/ }).click();
    await expect(phone.locator('#state')).toContainText('Scan');
    await expect(dialog.getByRole('status')).toHaveText('已扫码，请在「微信」确认登录');
    await page.bringToFront();
    await shot('login-02-qr-scanned');

    await phone.locator('#user').selectOption('approver');
    await phone.getByRole('button', { name: /Confirm/ }).click();
    await expect(phone.locator('#state')).toContainText('Pass');
    await phone.close();

    await expect(page.locator('.ant-message')).toContainText('登录成功');
    await expect(dialog).toBeHidden();
    const session = await pageSession(page);
    expect(session?.token).toBeTruthy();
    await expect(page.locator('header')).toContainText(session!.name);
    await expect(page.locator('header').getByRole('button', { name: /微信登录/ })).toBeHidden();
    await shot('login-03-qr-signed-in');
    expect(pageErrors).toEqual([]);
  });

  test('QR login: a rejected QR asks for a refresh and the refresh issues a new one', async ({ page, control }) => {
    await page.goto('/');
    const firstAnswer = page.waitForResponse((response) => response.url().endsWith('/biz/user/login/info'));
    await page
      .locator('header')
      .getByRole('button', { name: /微信登录/ })
      .click();
    const { qr } = await answerData<LoginQr>(await firstAnswer);
    await control.call('POST', 'qr/reject', { tag: qr.tag });
    const dialog = page.getByRole('dialog', { name: '微信扫码' });
    await expect(dialog.getByRole('status')).toHaveText('二维码状态异常，请刷新重试');

    const secondAnswer = page.waitForResponse((response) => response.url().endsWith('/biz/user/login/info'));
    await dialog.getByRole('button', { name: /刷新/ }).click();
    const second = await answerData<LoginQr>(await secondAnswer);
    expect(second.qr.tag).not.toBe(qr.tag);
    await expect(dialog.getByRole('status')).toHaveText('请使用「微信」扫描二维码登录');
  });

  test('QR login: an expired QR says so and offers a refresh', async ({ page, control, shot }) => {
    await page.goto('/');
    const qrAnswer = page.waitForResponse((response) => response.url().endsWith('/biz/user/login/info'));
    await page
      .locator('header')
      .getByRole('button', { name: /微信登录/ })
      .click();
    const { qr } = await answerData<LoginQr>(await qrAnswer);
    const dialog = page.getByRole('dialog', { name: '微信扫码' });
    await expect(dialog.getByRole('status')).toHaveText('请使用「微信」扫描二维码登录');
    // The server's clock moves past the code's expire time: the dialog's next poll is answered Expire.
    const { now } = await control.call<{ now: number }>('GET', 'clock');
    await control.advanceClock(qr.expire * 1000 - now + 1000);
    await expect(dialog.getByRole('status')).toHaveText('二维码已过期，请刷新重试');
    await expect(dialog.getByRole('button', { name: /刷新/ })).toBeVisible();
    await shot('login-07-qr-expired');
  });

  test('account login from the floating button', async ({ page, shot, pageErrors }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '登录', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: '账号登录' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('account-submit')).toBeDisabled();
    await dialog.getByLabel('用户名').fill('quote');
    await dialog.getByLabel('密码').fill('demo123');
    await shot('login-04-account-dialog');
    await dialog.getByTestId('account-submit').click();
    await expect(page.locator('.ant-message')).toContainText('登录成功');
    await expect(dialog).toBeHidden();
    const session = await pageSession(page);
    await expect(page.locator('header')).toContainText(session!.name);
    // Signed in, the private menu entries appear and open their pages.
    await page.getByRole('menuitem', { name: '历史报价' }).click();
    await expect(page).toHaveURL(/\/historical$/);
    await expect(page.getByRole('columnheader', { name: '报价时间' })).toBeVisible();
    await shot('login-05-account-signed-in');
    expect(pageErrors).toEqual([]);
  });

  test('account login with a wrong password shows the server message and stays logged out', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '登录', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: '账号登录' });
    await dialog.getByLabel('用户名').fill('quote');
    await dialog.getByLabel('密码').fill('wrong-password');
    await dialog.getByTestId('account-submit').click();
    await expect(page.locator('.ant-modal-confirm, .ant-message-notice').first()).toBeVisible();
    expect(await pageSession(page)).toBeUndefined();
  });

  test('sign out returns to the logged-out header', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '登录', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: '账号登录' });
    await dialog.getByLabel('用户名').fill('limited');
    await dialog.getByLabel('密码').fill('demo123');
    await dialog.getByTestId('account-submit').click();
    await expect(page.locator('.ant-message')).toContainText('登录成功');
    await page.locator('header').getByRole('button', { name: '退出登录' }).click();
    await expect(page.locator('header').getByRole('button', { name: /微信登录/ })).toBeVisible();
    expect(await pageSession(page)).toBeUndefined();
  });

  test("signing out on purpose shows no signed-out dialog: the reads still under way then are a guest's", async ({
    page,
    api,
  }) => {
    // quote's header reads the material prices and the quote modes, calls a guest may not make.
    await openSignedIn(page, api, 'quote', '/');
    await expect(page.locator('header').getByRole('button', { name: /材料价格/ })).toBeVisible();
    const signedInReadsAfter: string[] = [];
    page.on('request', (request) => {
      if (/\/biz\/(qms\/material\/basic\/info|user\/info\/profit\/mode\/list)$/.test(request.url()))
        signedInReadsAfter.push(request.url());
    });
    await page.locator('header').getByRole('button', { name: '退出登录' }).click();
    await expect(page.locator('header').getByRole('button', { name: /微信登录/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
    // The header's signed-in parts are gone before the reads are refetched: the guest does not ask for them.
    expect(signedInReadsAfter).toEqual([]);
    expect(await pageSession(page)).toBeUndefined();
  });

  test('sign-out keeps the language the user chose: it is a preference, not session data', async ({ page, api }) => {
    await openSignedIn(page, api, 'quote', '/');
    // The user switches to English in the header.
    await page.locator('header').getByRole('button', { name: 'English' }).click();
    await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator('header').getByRole('button', { name: /WeChat sign-in/ })).toBeVisible();
    expect(await pageSession(page)).toBeUndefined();
    await page.reload();
    await expect(page.locator('header').getByRole('button', { name: /WeChat sign-in/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Home' })).toBeVisible();
  });

  test('account login in English', async ({ page, shot }) => {
    await useEnglish(page);
    await page.goto('/');
    await page.locator('.ant-float-btn').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#login-account-key').fill('nobase');
    await dialog.locator('#login-account-password').fill('demo123');
    await dialog.getByTestId('account-submit').click();
    await expect(dialog).toBeHidden();
    const session = await pageSession(page);
    await expect(page.locator('header')).toContainText(session!.name);
    await shot('login-06-signed-in-en');
  });
});
