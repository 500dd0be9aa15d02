/**
 * The portal as a visitor meets it: the home renders its seeded banner, icon navigation and
 * sections with real Chinese text and images; unknown routes show the not-found page; no page
 * breaks the Content-Security-Policy.
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

describe('portal home /', () => {
  it('fetches the boot data once: the head preloads it and the app uses that answer', async () => {
    const { page, context } = await openPage(browser);
    const boot: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/manifests/index.json' || path.startsWith('/manifests/messages/'))
        boot.push(path);
    });
    await page.goto(`${baseUrl}/`);
    await page.locator('[data-section-type="11"]').first().waitFor();
    expect(boot.sort()).toEqual(['/manifests/index.json', '/manifests/messages/zh-CN.json']);
    await context.close();
  });

  it('shows the seeded banner, icon navigation and the eleven home sections', async () => {
    const { page, context, cspViolations, consoleErrors } = await openPage(browser);
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('[data-section-type="11"]').first().waitFor();
    // Wait for content, not just the section frames (each section loads its library).
    await page.locator('[data-section-key="specialEdu"] img').first().waitFor();
    await page.locator('[data-section-key="sport"] img').first().waitFor();

    const keys = await page
      .locator('[data-section-key]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section-key')));
    expect(keys).toEqual([
      'syncClassroom',
      'tchMaterial',
      'sedu',
      'sport',
      'art',
      'labourEdu',
      'schoolService',
      'teacherTraining',
      'family',
      'eduReform',
      'specialEdu',
    ]);
    // Real Chinese text in the header and the sections.
    await expect(page.locator('header').textContent()).resolves.toContain('国家中小学智慧教育平台');
    const sectionText = await page.locator('[data-section-key="sport"]').textContent();
    expect(sectionText).toMatch(/[\u4e00-\u9fa5]{2,}/);
    // Icons and covers load as images.
    const icons = page.locator('[data-section-type="13"] img');
    expect(await icons.count()).toBeGreaterThan(3);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-section-type="13"] img')).every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    );
    await screenshot(page, 'portal-home-1440');
    expect(cspViolations).toEqual([]);
    // The anonymous current-user check answers 401 by design (seed 000 §4: absent → logout).
    expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('titles the home page 首页 (CORE-ROUTE-01)', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.locator('[data-section-type="11"]').first().waitFor();
    await page.waitForFunction(() => document.title.includes('首页'));
    await expect(page.title()).resolves.toBe('首页 - 国家中小学智慧教育平台');
    await context.close();
  });

  it('renders at 375 px wide without horizontal overflow', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 812 });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-section-key="specialEdu"] img').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'portal-home-375');
    await context.close();
  });

  it('an unknown route shows the not-found page', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await page.goto(`${baseUrl}/no/such/page`);
    await page.locator('[data-screen="not-found"]').waitFor();
    await expect(page.locator('[data-screen="not-found"] h1').textContent()).resolves.toBe(
      '页面不存在',
    );
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('carries x-edu-theme over to in-site menu links', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/?x-edu-theme=light`);
    await page.locator('header nav a').first().waitFor();
    const hrefs = await page
      .locator('header nav a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs) expect(href).toContain('x-edu-theme=light');
    await context.close();
  });

  it('switches to the English catalogue with ?lang=en', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/no/such/page?lang=en`);
    await page.locator('[data-screen="not-found"]').waitFor();
    await expect(page.locator('[data-screen="not-found"] h1').textContent()).resolves.toBe(
      'Page not found',
    );
    await context.close();
  });
});
