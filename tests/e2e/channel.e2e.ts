/**
 * The channel landing page as a visitor meets it (seed 000 §2 "Channel landing page", §5):
 * without a channel id the first two channels show as two groups and the first channel's
 * navigation lends its links to the second group's resource lists; a section whose ext_param is
 * not JSON is left out while the rest stands; a banner whose url holds .m3u8 opens the video
 * modal at 80 % of the page width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('channel landing page', () => {
  it('without channelId: two groups; the second borrows the first navigation’s links', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${baseUrl}/channel`);
    const groups = page.locator('.channel-sections__group');
    await page.locator('[data-section-id="sec-featured-teachers"]').waitFor();
    await expect(
      groups.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-channel-id'))),
    ).resolves.toEqual(['portal-home', 'portal-featured']);
    // 教师研修 is an item of the first channel's navigation: its link becomes the more-link.
    const more = page.locator('[data-section-id="sec-featured-teachers"] a', { hasText: '更多' });
    await expect(more.getAttribute('href')).resolves.toBe('/teacherTraining');
    // A title without a navigation item keeps its own more-link.
    const books = page.locator('[data-section-id="sec-featured-books"] a', { hasText: '更多' });
    await expect(books.getAttribute('href')).resolves.not.toBe('/tchMaterial');

    // The section with malformed ext_param is absent; the sections around it stand.
    expect(await page.locator('[data-section-id="sec-featured-malformed"]').count()).toBe(0);
    await page.locator('[data-section-id="sec-featured-topics"]').waitFor();
    expect(consoleErrors.some((text) => text.includes('ext_param'))).toBe(true);
    await screenshot(page, 'channel-landing-1440');
    await context.close();
  });

  it('a banner whose url holds .m3u8 opens the video modal at 80 % of the page width', async () => {
    const { page, context } = await openPage(browser, { width: 1440 });
    await page.goto(`${baseUrl}/`);
    const slide = page.locator(
      '[data-banner-id="banner-first-lesson"] button[aria-haspopup="dialog"]',
    );
    await slide.waitFor();
    await slide.click();
    const modal = page.getByRole('dialog').first();
    await modal.waitFor();
    const box = await modal.boundingBox();
    const width = await page.evaluate(() => window.innerWidth);
    expect(box).not.toBeNull();
    expect(Math.abs(box!.width - Math.min(width * 0.8, 1366))).toBeLessThanOrEqual(1);
    // The player loads when the modal opens.
    await modal.locator('video').first().waitFor();
    await expect(modal.locator('video').count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'channel-banner-video');
    await context.close();
  });
});
