/**
 * The first view in the HTML (issue 17 point 2), as a visitor and `view-source:` see it: the
 * server sends the page's sections in its HTML with the answers they came from; the browser
 * hydrates that markup without asking the services for them again and without rendering any part
 * twice; a signed-in visitor's header comes from their session right after; a guarded page is
 * never rendered on the server (its guard decides live).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { e2eBaseUrl, launchBrowser, openPage, screenshot, signIn } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What `view-source:` shows: the HTML as the server sent it. */
const source = async (path: string) => {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

/**
 * A 375 px page whose app entry is held back until `release()`: what a visitor has before the
 * scripts arrive. A page of its own: openPage's goto waits for the app.
 */
async function pageWithAppHeld() {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let askedFor!: () => void;
  /** Settles when the page asks for the app's entry: its first view has painted. */
  const entryAskedFor = new Promise<void>((resolve) => (askedFor = resolve));
  await page.route(/\/assets\/portal-[^/]+\.js$/, async (route) => {
    askedFor();
    await held;
    await route.continue();
  });
  return { page, context, release, entryAskedFor };
}

/**
 * How each element of the portal's root looks, by where it is in the tree: what a stylesheet
 * decides and, with `boxes`, where it is and how big.
 */
const rootLook = (boxes: boolean) => {
  const looks: Record<string, string> = {};
  const visit = (element: Element, path: string) => {
    const style = getComputedStyle(element);
    const look = [
      style.position,
      style.display,
      style.color,
      style.backgroundColor,
      style.fontSize,
    ];
    if (boxes) {
      const box = element.getBoundingClientRect();
      look.push(
        `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    }
    looks[path] = `${element.getAttribute('class') ?? ''} | ${look.join(' ')}`;
    [...element.children].forEach((child, index) =>
      visit(child, `${path} > ${child.tagName.toLowerCase()}:${index}`),
    );
  };
  visit(document.getElementById('root')!, '#root');
  return looks;
};

describe('the first view in the HTML', () => {
  it('view-source of / holds the sections’ titles and the answers they came from', async () => {
    const html = await source('/');
    const root = rootOf(html);
    for (const title of ['课程教学', '电子教材', '德育资源', '体育锻炼'])
      expect(root).toContain(`>${title}<`);
    expect(root).toContain('<script type="application/json" id="edu-first-view">');
    // Styled before any script runs, without a round trip: the blocks' stylesheets are in the
    // head, each with the link that tells the chunk loader it is there.
    const head = html.slice(0, html.indexOf('</head>'));
    for (const block of ['ChannelSectionsBlock', 'BannerBlock'])
      expect(head).toMatch(
        new RegExp(
          `<style data-sheet="/assets/${block}-[^"]+\\.css">[^{]+\\{[\\s\\S]+?</style>` +
            `<link rel="stylesheet" crossorigin href="/assets/${block}-[^"]+\\.css" media="not all">`,
        ),
      );
    // Shared by every visitor: nobody signed in, no login links either (the check is waiting);
    // only their room is kept, unseen and inert.
    const account =
      /<div class="site-header__account" data-login-state="wait"[^>]*>(.*?)<\/div>/.exec(root);
    expect(account?.[1]).toMatch(
      /^<span class="site-header__account-pending" aria-hidden="true" inert="">/,
    );
    expect(root.split('site-header__link--login').length).toBe(2);
    expect(root).not.toContain('site-header__avatar');
    // No inline script: the portal's CSP allows none.
    expect(root).not.toMatch(/<script(?![^>]*type="application\/json")/);
  });

  it('campaign homes and channel pages too; a guarded page is left to the browser', async () => {
    expect(rootOf(await source('/hd/kpzy'))).toContain('优秀作品展示');
    expect(rootOf(await source('/hd/diaa'))).toContain('全国中小学教育数据创新应用大赛');
    const guarded = await source('/hd/kpzy/myWork?contestId=kpzy-2026');
    expect(guarded).toContain('<div id="root"></div>');
    expect(guarded).not.toContain('edu-first-view');
  });

  it('the browser hydrates it: no second call for the sections, no part rendered again, still interactive', async () => {
    const { page, consoleErrors, cspViolations } = await openPage(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const serviceCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/svc\/course\/.*(sections|channels|contents)/.test(request.url()))
        serviceCalls.push(request.url());
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: '课程教学' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(serviceCalls).toEqual([]);
    expect(warnings.filter((text) => text.includes('[first view]'))).toEqual([]);
    // Hydrated: the header's login link came with the login answer, and links navigate.
    await page.locator('.site-header__link--login').waitFor();
    await screenshot(page, 'first-view-home-1440');
    await page.getByRole('link', { name: '体育', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/sport');
    expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('the app’s scripts are asked for once the first view has painted, and the page then answers', async () => {
    const { page } = await openPage(browser, { width: 375, height: 812 });
    // openPage's goto returns once the app answers (<html data-app="ready">).
    await page.goto(`${baseUrl}/`);
    const timing = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      entry: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/portal-[^/]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(timing.painted).not.toBeNull();
    expect(timing.entry).toBeGreaterThanOrEqual(timing.painted!);
    await page.getByRole('link', { name: '体育', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/sport');
    await page.context().close();
  });

  it('a press on a button before the app has started is answered once it has, not lost', async () => {
    const { page, context, release } = await pageWithAppHeld();
    await page.goto(`${baseUrl}/hd/kpzy`, { waitUntil: 'domcontentloaded' });
    // Readable, not yet answering: the visitor presses 资料下载 (signed out: sign in first).
    await page.getByRole('button', { name: '资料下载' }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/hd/kpzy');
    release();
    await page.waitForURL((url) => url.pathname === '/sso/login');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toContain('/hd/kpzy');
    await context.close();
  });

  it('the first view’s images within 300 px show before the app has started, the rest as they come near', async () => {
    const { page, context, release } = await pageWithAppHeld();
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') imageRequests.push(request.url());
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    /** The content images (EduImage's; the banner's are eager), by where they are and what they show. */
    const images = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('#root img[data-image]')].map((image) => {
          const box = image.getBoundingClientRect();
          return {
            near: box.top < window.innerHeight + 300 && box.bottom > -300,
            address: image.getAttribute('src'),
            shown: image.complete && image.naturalWidth > 0,
          };
        }),
      );
    // The icon navigation and the first covers, while the app is still held back.
    await expect
      .poll(async () => (await images()).filter((image) => image.near && !image.shown), {
        timeout: 10_000,
      })
      .toEqual([]);
    const before = await images();
    expect(before.filter((image) => image.near).length).toBeGreaterThan(12);
    expect(await page.evaluate(() => document.documentElement.dataset.app ?? null)).toBeNull();
    // Further down, nothing is asked for yet.
    const far = before.filter((image) => !image.near);
    expect(far.length).toBeGreaterThan(20);
    expect(far.filter((image) => image.address)).toEqual([]);

    release();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await page.keyboard.press('End');
    await page.waitForFunction(() => window.scrollY > 2000);
    await expect
      .poll(async () => (await images()).filter((image) => image.near && !image.shown), {
        timeout: 10_000,
      })
      .toEqual([]);
    // What the early script asked for is not asked for again by the app.
    const addresses = new Set((await images()).map((image) => image.address).filter(Boolean));
    const asked = imageRequests.filter((url) => {
      const { pathname, search } = new URL(url);
      return addresses.has(pathname + search);
    });
    expect(asked.length).toBeGreaterThan(12);
    expect(asked.length).toBe(new Set(asked).size);
    await context.close();
  });

  it('the first view is styled before the app starts: nothing on it changes its look or moves when the app arrives', async () => {
    // A campaign home as it lays out at 375 px, boxes too; the portal's home as it is styled
    // (its download bar and footer fill in from the app's config once it has started).
    for (const [path, boxes] of [
      ['/hd/dnds', true],
      ['/', false],
    ] as const) {
      const { page, context, release, entryAskedFor } = await pageWithAppHeld();
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
      await entryAskedFor;
      const before = await page.evaluate(rootLook, boxes);
      // A campaign's float bar is server-rendered while its code is a chunk of its own: it
      // showed page-wide icons until the app came (the portal's shows once its config is read).
      if (boxes)
        expect(Object.values(before).some((look) => look.startsWith('float-bar |'))).toBe(true);
      release();
      // The app has started and the login check answered: the signed-out links are there.
      await page.locator('.site-header__link--login').first().waitFor();
      const after = await page.evaluate(rootLook, boxes);
      const changed = Object.entries(before)
        .filter(([where, look]) => after[where]?.split(' | ')[0] === look.split(' | ')[0])
        .filter(([where, look]) => after[where] !== look)
        .map(([where, look]) => `${path} ${where}: ${look} -> ${after[where]}`);
      expect(changed).toEqual([]);
      await context.close();
    }
  });

  it('a signed-in visitor sees their own header right after hydration, without a mismatch', async () => {
    const { page } = await openPage(browser, { width: 375, height: 812 });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await signIn(page, baseUrl, 'teacher', '/hd/kpzy');
    await page.goto(`${baseUrl}/hd/kpzy`);
    await page.getByRole('heading', { name: '优秀作品展示' }).waitFor();
    await page.locator('.site-header__account .site-header__avatar').first().waitFor();
    expect(await page.locator('.site-header__link--login').count()).toBe(0);
    expect(warnings.filter((text) => text.includes('[first view]'))).toEqual([]);
    await screenshot(page, 'first-view-kpzy-signed-in-375');
    await page.context().close();
  });
});
