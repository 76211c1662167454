import type { Page } from '@playwright/test';
import { expect, openSignedIn, test, useEnglish } from './support/fixtures';

test.describe('logged-out content pages', () => {
  test('home shows the banner carousel, the public menu and the login entries', async ({ page, shot, pageErrors }) => {
    await page.goto('/');
    const header = page.locator('header');
    // The title is the operator's (oper.title of the seeded operator config).
    await expect(header).toContainText('线缆智能报价系统');
    await expect(header.getByRole('button', { name: /微信登录/ })).toBeVisible();
    await expect(page.locator('.ant-carousel .slick-slide:not(.slick-cloned) button').first()).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '首页' })).toBeVisible();
    await expect(page).toHaveTitle(/首页/);
    await shot('content-01-home-zh');
    expect(pageErrors).toEqual([]);
  });

  test('home banners lead somewhere: an article, the test reports; home links to Book and Hualification', async ({
    page,
    api,
  }) => {
    await openSignedIn(page, api, 'quote', '/');
    const activeSlide = page.locator('.ant-carousel .slick-slide.slick-active');
    // Slide 1 names its article by the article call; the page opens that article, not an error.
    await activeSlide.getByRole('button').click();
    await expect(page).toHaveURL(/\/article\?id=1$/);
    await expect(page.getByRole('heading', { name: '如何根据负载电流选择电缆截面' })).toBeVisible();

    await page.getByRole('menuitem', { name: '首页' }).click();
    await page.locator('.ant-carousel .slick-dots li').nth(8).click();
    await carouselSettled(page);
    await activeSlide.getByRole('button', { name: '检测报告 在线查阅' }).click();
    await expect(page).toHaveURL(/\/book$/);

    await page.getByRole('menuitem', { name: '首页' }).click();
    await page.getByRole('link', { name: '公司资质' }).click();
    await expect(page).toHaveURL(/\/hualification$/);
    await page.getByRole('menuitem', { name: '首页' }).click();
    await page.getByRole('link', { name: '检测报告' }).click();
    await expect(page).toHaveURL(/\/book$/);
  });

  test('logged out, an article banner opens the sign-in; a banner without action is no button', async ({ page }) => {
    await page.goto('/');
    const activeSlide = page.locator('.ant-carousel .slick-slide.slick-active');
    await activeSlide.getByRole('button').click();
    await expect(page.getByRole('dialog', { name: '微信扫码' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('.ant-carousel .slick-dots li').nth(1).click();
    await carouselSettled(page);
    // The journeys' browser asks for less motion: the banner is there at once, not slid in.
    expect(await page.locator('.slick-track').evaluate((track) => getComputedStyle(track).transitionDuration)).toBe(
      '0s',
    );
    await expect(activeSlide.getByRole('img', { name: '十组报价清单 随心管理' })).toBeVisible();
    await expect(activeSlide.getByRole('button')).toHaveCount(0);
  });

  test('a missing article ends in a clear state with a way home, not an endless skeleton', async ({ page, api }) => {
    await openSignedIn(page, api, 'quote', '/article?id=99');
    await expect(page.getByText('文章不存在或已被删除')).toBeVisible();
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  });

  test('Book lists the report categories and the PDFs of the chosen one', async ({ page, shot, pageErrors }) => {
    await page.goto('/book');
    await expect(page).toHaveURL(/\/book$/);
    const categories = page.locator('.ant-card').first().getByRole('menuitem');
    await expect(categories.first()).toBeVisible();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '上传时间' })).toBeVisible();
    await expect(rows.first().getByRole('link', { name: /下载/ })).toHaveAttribute('href', /\.pdf/);
    // The saved file is named after the report, with its .pdf extension.
    await expect(rows.first().getByRole('link', { name: /下载/ })).toHaveAttribute('download', /^[^/]+\.pdf$/);

    if ((await categories.count()) > 1) {
      const firstNames = await rows.allTextContents();
      await categories.nth(1).click();
      await expect(categories.nth(1)).toHaveClass(/ant-menu-item-selected/);
      await expect.poll(() => rows.allTextContents()).not.toEqual(firstNames);
    }
    await shot('content-02-book-zh');
    expect(pageErrors).toEqual([]);
  });

  test('Hualification shows qualification cards and opens the image viewer', async ({ page, shot, pageErrors }) => {
    await page.goto('/hualification');
    const cards = page.locator('.ant-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(/共 \d+ 页/);
    await shot('content-03-hualification-zh');

    // Every card's page count is what its viewer pages through (营业执照: 共 3 页 and 1 / 3). A closed viewer leaves
    // nothing behind that could take the next click: it is out of the page at once.
    const viewer = page.locator('.ant-image-preview');
    for (const card of await cards.all()) {
      const count = Number((await card.textContent())?.match(/共 (\d+) 页/)?.[1]);
      await card.click();
      await expect(viewer.locator('span').filter({ hasText: new RegExp(`^1 / ${count}$`) })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);
    }

    await cards.first().click();
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('span').filter({ hasText: /^1 \/ \d+$/ })).toBeVisible();
    const next = viewer.getByRole('button', { name: 'next' });
    if (await next.isEnabled()) {
      await next.click();
      await expect(viewer.locator('span').filter({ hasText: /^2 \/ \d+$/ })).toBeVisible();
    }
    await shot('content-04-hualification-viewer');
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  for (const privatePath of ['/real', '/historical', '/setting', '/batch', '/realquotes']) {
    test(`private route ${privatePath} sends a logged-out visitor home`, async ({ page }) => {
      await page.goto(privatePath);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('header').getByRole('button', { name: /微信登录/ })).toBeVisible();
    });
  }

  test('an unknown path goes home too', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the English home and Book read in English', async ({ page, shot }) => {
    await useEnglish(page);
    await page.goto('/book');
    await expect(page.getByRole('columnheader', { name: 'Uploaded' })).toBeVisible();
    await expect(page.getByText('Report categories')).toBeVisible();
    await shot('content-05-book-en');
  });
});

test.describe('less motion', () => {
  /** The duration antd animates dialogs and drawers with, as the open sign-in dialog's styles carry it. */
  async function dialogMotion(page: Page): Promise<string> {
    await page.goto('/');
    await page
      .locator('header')
      .getByRole('button', { name: /微信登录/ })
      .click();
    const dialog = page.getByRole('dialog', { name: '微信扫码' });
    await expect(dialog).toBeVisible();
    return dialog.evaluate((element) => getComputedStyle(element).getPropertyValue('--ant-motion-duration-mid').trim());
  }

  test.describe('with no preference', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('dialogs animate for a user who did not ask for less motion', async ({ page }) => {
      expect(await dialogMotion(page)).toBe('0.2s');
    });
  });

  test.describe('with the system asking for reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('dialogs open without animation', async ({ page }) => {
      expect(await dialogMotion(page)).toBe('0s');
    });
  });
});

/** Waits until the carousel has slid: the active slide fills the carousel's width and nothing on its track moves. */
async function carouselSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.locator('.ant-carousel').evaluate((carousel) => {
        const track = carousel.querySelector('.slick-track');
        const active = carousel.querySelector('.slick-slide.slick-active');
        if (!track || !active) return 'no active slide';
        if (track.getAnimations().some((animation) => animation.playState === 'running')) return 'sliding';
        const offset = active.getBoundingClientRect().left - carousel.getBoundingClientRect().left;
        return Math.abs(offset) < 2 ? 'settled' : `the active slide is ${offset} px off`;
      }),
    )
    .toBe('settled');
}
