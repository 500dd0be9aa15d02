/**
 * Images as a visitor's browser loads them (seed 000 §8, §9; ledger CORE-SHARED-10/11): covers
 * far below the fold are not requested until they come within 300 px of the viewport, and a
 * cover or avatar that fails is replaced by the error image or the default avatar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signIn, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWPORT_HEIGHT = 900;

describe('content images', () => {
  it('a cover 1000 px below the fold waits until it is within 300 px of the viewport', async () => {
    const { page, context } = await openPage(browser, { height: VIEWPORT_HEIGHT });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}/`);
    await page.locator('.resource-list img').first().waitFor({ state: 'attached' });
    // The first cover whose top lies more than 1000 px below the fold.
    const index = await page
      .locator('.resource-list img')
      .evaluateAll(
        (images, limit) => images.findIndex((image) => image.getBoundingClientRect().top > limit),
        VIEWPORT_HEIGHT + 1000,
      );
    expect(index).toBeGreaterThan(-1);
    const far = page.locator('.resource-list img').nth(index);
    await expect(far.getAttribute('data-image')).resolves.toBe('waiting');
    await expect(far.getAttribute('src')).resolves.toBeNull();
    const before = requested.length;

    // 350 px below the viewport's bottom edge it still waits; 250 px below it is requested.
    // The gap is measured afresh each time, since sections above may still settle.
    const scrollToGap = (gap: number) =>
      far.evaluate(
        (image, [vh, g]) => {
          window.scrollBy(0, image.getBoundingClientRect().top - vh - g);
        },
        [VIEWPORT_HEIGHT, gap] as const,
      );
    await scrollToGap(350);
    await page.waitForTimeout(400);
    await expect(far.getAttribute('data-image')).resolves.toBe('waiting');
    await scrollToGap(250);
    await page.waitForFunction(
      (i) => document.querySelectorAll('.resource-list img')[i]?.getAttribute('src') !== null,
      index,
    );
    const src = await far.getAttribute('src');
    await expect.poll(() => requested.slice(before)).toContain(new URL(src!, baseUrl).pathname);
    await context.close();
  });

  it('asks the image service for webp, which Chromium decodes (CORE-HELPER-35)', async () => {
    const { page, context } = await openPage(browser, { height: VIEWPORT_HEIGHT });
    // The benchmark channel's covers are raster files; generated SVG covers are sent as they are.
    await page.goto(`${baseUrl}/channel?channelId=bench`);
    const cover = page.locator('[data-section-type="11"] img').first();
    await cover.waitFor({ state: 'attached' });
    const src = new URL((await cover.getAttribute('src'))!, baseUrl);
    expect(src.pathname).toMatch(/\.png$/);
    expect(src.searchParams.get('x-oss-process')).toMatch(/^image\/resize,w_\d+\/format,webp$/);
    await context.close();
  });

  it('a cover that answers 404 shows the error image; an avatar that does shows the default avatar', async () => {
    const { page, context } = await openPage(browser);
    await page.route('**/svc/static/covers/**', (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await signIn(page, baseUrl, 'teacher', '/');
    const avatar = page.locator('button.site-header__user img');
    await expect.poll(() => avatar.getAttribute('src')).toBe('/images/default-avatar.svg');
    const failedCover = page.locator('.resource-list img[data-image="fallback"]').first();
    await failedCover.waitFor();
    await expect(failedCover.getAttribute('src')).resolves.toBe('/images/image-error.svg');
    await screenshot(page, 'images-fallbacks');
    await context.close();
  });
});
