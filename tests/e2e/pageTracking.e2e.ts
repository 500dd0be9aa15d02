/**
 * Standard page-view tracking and campaign skins (seed 000 §2 "Channel landing page", §7
 * analytics call; ledger CORE-CHAN-14, CORE-ANALYTICS-10, CORE-API-47): on the portal each
 * route change sends `POST {analytics}/v1/data_collect/xstudy_web` with a page_view event and the
 * path; a campaign site (/hd/kpzy) sends none and, with its data 3 s slow, never shows the
 * delayed loading text 努力加载中….
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { launchBrowser, openPage, screenshot, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DATA_COLLECT = '/v1/data_collect/xstudy_web';
const LOADING_TEXT = '努力加载中…';
/** The ledger's slow data: 3 s. */
const SLOW_DATA_MS = 3000;

const isPageView = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.endsWith(DATA_COLLECT);

interface SentEvent {
  event_id: string;
  event_type: string;
  event_time: number;
  attributes: Record<string, string>;
}
interface SentPayload {
  header: Record<string, string>;
  events: SentEvent[];
}

const payloadOf = (request: Request) => request.postDataJSON() as SentPayload;

describe('standard page-view tracking (CORE-CHAN-14, CORE-API-47)', () => {
  it('on / a page_view with the path is sent; another portal page sends another', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const sent: Request[] = [];
    context.on('request', (request) => {
      if (isPageView(request)) sent.push(request);
    });
    const first = page.waitForRequest(isPageView);
    await page.goto(`${baseUrl}/`);
    const home = payloadOf(await first);
    expect(home.header).toMatchObject({ platform: 'WEB', user_id: '' });
    expect(home.header.device_id).not.toBe('');
    expect(home.events).toHaveLength(1);
    expect(home.events[0]).toMatchObject({
      event_type: 'page_view',
      attributes: { path: '/' },
    });
    expect((await first).headers()['sdp-app-id']).toBeTruthy();
    const answer = await (await first).response();
    expect(answer?.status()).toBe(204);

    // An in-site link (client-side route change) to another portal page.
    const link = page.locator('header nav a[href^="/"]:not([href="/"])').first();
    const target = new URL((await link.getAttribute('href')) ?? '', baseUrl).pathname;
    const second = page.waitForRequest(
      (request) => isPageView(request) && payloadOf(request).events[0].attributes.path === target,
    );
    await link.click();
    await page.waitForURL((url) => url.pathname === target);
    const next = payloadOf(await second);
    expect(next.events[0].event_type).toBe('page_view');
    expect(next.events[0].event_id).not.toBe(home.events[0].event_id);
    expect(next.header.device_id).toBe(home.header.device_id);
    expect(
      sent.filter((request) => payloadOf(request).events[0].attributes.path === '/'),
    ).toHaveLength(1);
    // The anonymous current-user check answers 401 by design (seed 000 §4: absent → logout).
    expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it.each(['/hd/kpzy'])(
    '%s with 3 s slow data: no page view and never 努力加载中…',
    async (path) => {
      const { page, context } = await openPage(browser);
      const sent: Request[] = [];
      context.on('request', (request) => {
        if (isPageView(request)) sent.push(request);
      });
      // Records whether the delayed loading text ever appears, however briefly.
      await page.addInitScript((text) => {
        const flag = window as unknown as { __sawLoadingText?: boolean };
        flag.__sawLoadingText = false;
        new MutationObserver(() => {
          if (document.body?.textContent?.includes(text)) flag.__sawLoadingText = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      }, LOADING_TEXT);
      // Slow data: the site's manifest, channel sections, library contents and contests all
      // answer after 3 s (the portal would show 努力加载中… after 1.5 s of it).
      let delayed = 0;
      const slowData = [
        '**/manifests/sites/**',
        '**/svc/course/**',
        '**/svc/static/**',
        '**/svc/contest/**',
      ];
      for (const pattern of slowData)
        await page.route(pattern, async (route) => {
          delayed += 1;
          await new Promise((resolve) => setTimeout(resolve, SLOW_DATA_MS));
          await route.continue().catch(() => undefined);
        });
      await page.goto(`${baseUrl}${path}`);
      await page.waitForTimeout(SLOW_DATA_MS + 1000);
      await page.waitForLoadState('networkidle');
      expect(delayed).toBeGreaterThanOrEqual(2);
      await expect(page.getByText(LOADING_TEXT).count()).resolves.toBe(0);
      await expect(
        page.evaluate(() => (window as unknown as { __sawLoadingText?: boolean }).__sawLoadingText),
      ).resolves.toBe(false);
      // The campaign's own page is there once the data arrives.
      await expect(page.locator('[data-skin="kpzy"]').count()).resolves.toBe(1);
      await screenshot(page, `page-tracking${path.replaceAll('/', '-')}-slow`);
      expect(sent).toHaveLength(0);
      await context.close();
    },
  );
});
