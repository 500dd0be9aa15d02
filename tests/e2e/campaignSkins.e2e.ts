/**
 * The eleven campaign skins of seed 000 §2 "Channel landing page" (ledger CORE-CHAN-12): each
 * prefix renders its own campaign site — the skin root `data-skin=<key>` with the campaign
 * header — instead of the portal's standard channel page. The sites' own pages are tested in
 * campaignSitesA/B, kpzy and hmt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { e2eBaseUrl, launchBrowser, openPage } from './browser';

const baseUrl = e2eBaseUrl();
/** The prefixes exactly as the spec lists them. */
const SKIN_PREFIXES = [
  '/hd/zgm',
  '/hd/kpzy',
  '/hd/sxj',
  '/hd/b-sxj',
  '/hd/c-sxj',
  '/hd/dnds',
  '/hd/dndsstudent',
  '/hd/dndsteacher',
  '/hd/yz',
  '/hd/diaa',
  '/hd/tjjxj',
];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('campaign skins by path prefix (CORE-CHAN-12)', () => {
  it('lists the spec’s eleven prefixes', () => {
    expect(SKIN_PREFIXES).toHaveLength(11);
  });

  it.each(SKIN_PREFIXES)('%s renders its own skin, not the portal channel page', async (prefix) => {
    const key = prefix.replace('/hd/', '');
    const { page, context, consoleErrors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}${prefix}`);
      const root = page.locator(`[data-skin="${key}"]`);
      await root.waitFor();
      await expect(root.getAttribute('data-site')).resolves.toBe(`hd-${key}`);
      await expect(root.getAttribute('class')).resolves.toContain('site--campaign');
      // The campaign header, and nothing of the portal's site around or beside it.
      await page.locator(`[data-skin="${key}"] header`).first().waitFor();
      await expect(page.locator('[data-site="portal"]').count()).resolves.toBe(0);
      // The home shows the campaign's own content (a block rendered, not an empty page).
      await page.locator(`[data-skin="${key}"] main [data-block]`).first().waitFor();
      // The anonymous visitor's current-user call answers 401; nothing else may fail.
      expect(consoleErrors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
