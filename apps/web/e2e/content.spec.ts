import type { Locator, Page } from '@playwright/test';
import { expect, openSignedIn, test, useEnglish } from './support/fixtures';

test.describe('logged-out content pages', () => {
  test('home shows the banner carousel, the public menu and the login entries', async ({ page, shot, pageErrors }) => {
    await page.goto('/');
    const header = page.locator('header');
    // The title is the operator's (oper.title of the seeded operator config).
    await expect(header).toContainText('线缆智能报价系统');
    await expect(header.getByRole('button', { name: /微信登录/ })).toBeVisible();
    // The first banner is in view, with its picture, and one dot per banner (9 asked for), the first one current.
    const carousel = page.getByRole('region', { name: '首页图片' });
    await expect(carousel.getByRole('group')).toHaveAccessibleName('第 1 张，共 9 张');
    await expect(carousel.getByRole('group')).toBeInViewport({ ratio: 0.99 });
    await expect(carousel.getByRole('button', { name: '铜价实时联动 报价一步到位' })).toHaveCSS(
      'background-image',
      /banner-1\.svg/,
    );
    await expect(carousel.getByRole('button', { name: /^第 \d 张，共 9 张$/ })).toHaveCount(9);
    await expect(carousel.getByRole('button', { name: '第 1 张，共 9 张' })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('button', { name: '上一张' })).toBeDisabled();
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
    const carousel = page.getByRole('region', { name: '首页图片' });
    const shownSlide = carousel.getByRole('group');
    // Slide 1 names its article by the article call; the page opens that article, not an error.
    await shownSlide.getByRole('button').click();
    await expect(page).toHaveURL(/\/article\?id=1$/);
    await expect(page.getByRole('heading', { name: '如何根据负载电流选择电缆截面' })).toBeVisible();

    await page.getByRole('menuitem', { name: '首页' }).click();
    await carousel.getByRole('button', { name: '第 9 张，共 9 张' }).click();
    await expect(shownSlide).toHaveAccessibleName('第 9 张，共 9 张');
    await expect(shownSlide).toBeInViewport({ ratio: 0.99 });
    await shownSlide.getByRole('button', { name: '检测报告 在线查阅' }).click();
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
    const carousel = page.getByRole('region', { name: '首页图片' });
    const shownSlide = carousel.getByRole('group');
    await shownSlide.getByRole('button').click();
    await expect(page.getByRole('dialog', { name: '微信扫码' })).toBeVisible();
    await page.keyboard.press('Escape');
    await carousel.getByRole('button', { name: '第 2 张，共 9 张' }).click();
    // The journeys' browser asks for less motion: the banner is in place at once, not slid in.
    await expect(shownSlide).toHaveAccessibleName('第 2 张，共 9 张');
    expect(await slideOffset(shownSlide)).toBe(0);
    await expect(shownSlide.getByRole('img', { name: '十组报价清单 随心管理' })).toBeInViewport({ ratio: 0.99 });
    await expect(shownSlide.getByRole('button')).toHaveCount(0);
    // The arrows and the keyboard step through the banners too.
    await carousel.getByRole('button', { name: '下一张' }).click();
    await expect(shownSlide).toHaveAccessibleName('第 3 张，共 9 张');
    await carousel.getByRole('button', { name: '第 3 张，共 9 张' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(shownSlide).toHaveAccessibleName('第 2 张，共 9 张');
    await expect(shownSlide.getByRole('img', { name: '十组报价清单 随心管理' })).toBeInViewport({ ratio: 0.99 });
  });

  test.describe('with no preference for less motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('the banner slides into view', async ({ page }) => {
      await page.goto('/');
      const carousel = page.getByRole('region', { name: '首页图片' });
      const shownSlide = carousel.getByRole('group');
      await expect(shownSlide).toHaveAccessibleName('第 1 张，共 9 张');
      // Every frame from the click on, the page notes where the shown banner stands: on its way in from the
      // right it stands right of the carousel's edge, then it stops in place. Noting it in the page, frame by
      // frame, sees the slide however slowly this test's own steps run beside it.
      await startNotingSlideOffsets(shownSlide);
      await carousel.getByRole('button', { name: '第 2 张，共 9 张' }).click();
      await expect(shownSlide).toHaveAccessibleName('第 2 张，共 9 张');
      await expect.poll(() => slideOffset(shownSlide)).toBe(0);
      const offsets = await notedSlideOffsets(page);
      expect(Math.max(...offsets)).toBeGreaterThan(0);
      expect(offsets.at(-1)).toBe(0);
      await expect(shownSlide.getByRole('img', { name: '十组报价清单 随心管理' })).toBeInViewport({ ratio: 0.99 });
    });
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

test.describe('language tables', () => {
  test.use({ ownPage: true });

  /**
   * The app's header text when its menu first appears (index.html's static shell has no menu), recorded by a script the
   * page runs before any of the app's.
   */
  const RECORD_FIRST_HEADER = `new MutationObserver((records, observer) => {
    const header = document.querySelector('#root header');
    if (!header || !header.querySelector('[role="menuitem"]')) return;
    window.__firstHeader = header.textContent;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });`;

  test('an English page shows English from its first render; a Chinese one never fetches the English texts', async ({
    page,
    api,
  }) => {
    const englishRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/english-texts-/.test(request.url())) englishRequests.push(request.url());
    });
    await page.addInitScript(RECORD_FIRST_HEADER);
    await openSignedIn(page, api, 'quote', '/realquotes');
    await expect(page.getByRole('combobox', { name: '价格类型' })).toBeVisible();
    expect(englishRequests).toEqual([]);

    // Switching loads the English texts, then the whole page changes language at once, the screen's own texts included.
    await page.locator('header').getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('combobox', { name: 'Price type' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Home' })).toBeVisible();
    expect(englishRequests).toHaveLength(1);

    // Opened anew in English (the saved setting), the first header the page shows is already English.
    // The screen can show before the header's menu does, so the record is read once the menu is there.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Price type' })).toBeVisible();
    await expect(page.locator('header').getByRole('menuitem').first()).toBeVisible();
    const firstHeader = await page.evaluate(() => (window as unknown as { __firstHeader?: string }).__firstHeader);
    expect(firstHeader).toContain('Home');
    expect(firstHeader).not.toContain('首页');
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

/** How far (px, rounded) the slide in view stands from the carousel's left edge: 0 once it has slid into place. */
/** Notes, each animation frame, the left offset of the slide shown in the carousel from its edge. */
function startNotingSlideOffsets(slide: Locator): Promise<void> {
  return slide.evaluate((element) => {
    const carousel = element.closest('section');
    if (!carousel) throw new Error('the slide is not in a carousel');
    const noted: number[] = [];
    (window as unknown as { notedSlideOffsets: number[] }).notedSlideOffsets = noted;
    const note = () => {
      const shown = carousel.querySelector('[role="group"][aria-hidden="false"]');
      if (shown) noted.push(Math.round(shown.getBoundingClientRect().left - carousel.getBoundingClientRect().left));
      requestAnimationFrame(note);
    };
    requestAnimationFrame(note);
  });
}

function notedSlideOffsets(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { notedSlideOffsets: number[] }).notedSlideOffsets.slice());
}

function slideOffset(slide: Locator): Promise<number> {
  return slide.evaluate((element) => {
    const carousel = element.closest('section');
    if (!carousel) throw new Error('the slide is not in a carousel');
    return Math.round(element.getBoundingClientRect().left - carousel.getBoundingClientRect().left);
  });
}
