/**
 * Content detail pages as a visitor meets them (seed 000 §2 /content/detail and {base}/detail,
 * §3 resource types, §5 likes, §8): every resource type of the stand-in shows its content, a
 * hostile article renders harmlessly, a taken-down resource and an unknown type show their
 * texts, and liking needs login and is kept across a reload. Screenshots at 1440 and 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signIn, e2eBaseUrl } from './browser';
import { DETAIL_IDS } from '../../server/seed-data/resources';

const baseUrl = e2eBaseUrl();
let browser: Browser;

/** The anonymous current-user check answers 401 by design (seed 000 §4: absent → logout). */
const unexpected = (errors: string[]) => errors.filter((text) => !text.includes('status of 401'));

const detailPath = (id: string, type = '') =>
  `/content/detail?contentId=${id}&contentType=${type}&channelId=&libraryId=&showPv=true`;

async function openDetail(page: Page, id: string, type = '') {
  await page.goto(`${baseUrl}${detailPath(id, type)}`);
  // The page is done when it shows the resource, or the taken-down or unsupported screen.
  await page
    .locator(
      `[data-content-id="${id}"], [data-screen="content-removed"], [data-screen="unsupported-resource"]`,
    )
    .first()
    .waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('content detail: every resource type', () => {
  it('a video plays in the player (video.js over an MP4), with likes and views', async () => {
    for (const width of [1440, 375]) {
      const { page, context, cspViolations, consoleErrors } = await openPage(browser, { width });
      await openDetail(page, DETAIL_IDS.video, 'assets_video');
      await expect(page.locator('h1').textContent()).resolves.toBe(
        '《观潮》课文精讲（四年级上册 语文）',
      );
      // video.js has taken over the element: its wrapper carries the vjs classes.
      await page.locator('.video-js.vjs-paused, .video-js.vjs-playing').first().waitFor();
      const media = page.locator('[data-media-player] video');
      await page.waitForFunction(
        () =>
          (document.querySelector('[data-media-player] video') as HTMLVideoElement)?.readyState >=
          1,
      );
      expect(await media.evaluate((video: HTMLVideoElement) => video.duration)).toBeGreaterThan(3);
      await page.locator('[data-stats-state="loaded"]').waitFor();
      await expect(page.locator('.resource-detail__like').textContent()).resolves.toBe('点赞1.2万');
      await expect(page.locator('.resource-detail__views').textContent()).resolves.toBe(
        '浏览 23.4万',
      );
      await expect(page.locator('.resource-detail__meta').textContent()).resolves.toContain(
        '来源：人民教育出版社',
      );
      await screenshot(page, `content-detail-video-${width}`);
      expect(cspViolations).toEqual([]);
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    }
  });

  it('an HLS video (.m3u8) loads through video.js, and so does the home banner clip', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await openDetail(page, DETAIL_IDS.hls);
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-media-player] video') as HTMLVideoElement)?.readyState >= 1,
    );
    const banner = await page.request.get(`${baseUrl}/svc/static/media/first-lesson/playlist.m3u8`);
    expect(banner.status()).toBe(200);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('an audio has the audio layout without a poster, and its WAV loads', async () => {
    const { page, context } = await openPage(browser);
    await openDetail(page, DETAIL_IDS.audio);
    await page.locator('[data-media-player="audio"]').waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-media-player] video') as HTMLVideoElement)?.readyState >= 1,
    );
    expect(
      await page
        .locator('[data-media-player] video')
        .evaluate((video: HTMLVideoElement) => video.poster),
    ).toBe('');
    await context.close();
  });

  it('a document shows its pages as previews', async () => {
    for (const width of [1440, 375]) {
      const { page, context, cspViolations } = await openPage(browser, { width });
      await openDetail(page, DETAIL_IDS.document, 'assets_document');
      await page.locator('[data-document-pages="4"]').waitFor();
      await expect(
        page.locator('.resource-detail__document-count').textContent(),
      ).resolves.toContain('共 4 页');
      const first = page.locator('.resource-detail__page img').first();
      await page.waitForFunction(
        () =>
          (document.querySelector('.resource-detail__page img') as HTMLImageElement)?.naturalWidth >
          0,
      );
      expect(await first.getAttribute('alt')).toBe('第 1 页');
      await screenshot(page, `content-detail-document-${width}`);
      expect(cspViolations).toEqual([]);
      await context.close();
    }
  });

  it('an article is sanitised: the hostile samples never run and no dialog opens', async () => {
    for (const width of [1440, 375]) {
      const { page, context, cspViolations, consoleErrors } = await openPage(browser, { width });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await openDetail(page, DETAIL_IDS.article, 'article');
      const body = page.locator('[data-article-body]');
      await body.waitFor();
      await expect(body.locator('h2').first().textContent()).resolves.toBe(
        '一、充分认识加强学生心理健康工作的重要意义',
      );
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(await body.locator('script, iframe, [onerror], [onclick]').count()).toBe(0);
      // The sample's broken picture shows the project's error image (seed 000 §8).
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('[data-article-body] img')).some((image) =>
          (image as HTMLImageElement).src.endsWith('/images/image-error.svg'),
        ),
      );
      await expect(
        body.locator('a', { hasText: '点击查看附件' }).getAttribute('href'),
      ).resolves.toBeNull();
      await expect(
        body.locator('a', { hasText: '教育部专题网页' }).getAttribute('href'),
      ).resolves.toBe(`/externalLink?url=${encodeURIComponent('https://www.moe.example/xljk')}`);
      await expect(page.locator('.resource-detail__time').textContent()).resolves.toMatch(
        /^\d+分钟前$/,
      );
      await page.locator('[data-stats-state="loaded"]').waitFor();
      await expect(page.locator('.resource-detail__like').textContent()).resolves.toBe('点赞9.9万');
      await expect(page.locator('.resource-detail__views').textContent()).resolves.toBe(
        '浏览 1000万+',
      );
      await screenshot(page, `content-detail-article-${width}`);
      // Sanitising never meets the hostile handlers in the page's own window (ArticleBody.tsx):
      // no violation is reported, not even a refused one.
      expect(cspViolations).toEqual([]);
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    }
  });

  it('an article link that looks in-site (/\\evil.example) leads to the interstitial, never off the site (issue 12)', async () => {
    const { page, context } = await openPage(browser);
    const foreign: string[] = [];
    await context.route(
      (url) => url.hostname === 'evil.example',
      async (route) => {
        foreign.push(route.request().url());
        await route.abort();
      },
    );
    // The article as the content service could store it: a link a browser reads as //evil.example.
    await page.route('**/v1/contents/*/actions/detail*', async (route) => {
      const response = await route.fetch();
      const detail = (await response.json()) as Record<string, unknown>;
      const html = '<p><a href="/\\evil.example/p">相关链接</a></p>';
      await route.fulfill({ response, json: { ...detail, article: { html } } });
    });
    await openDetail(page, DETAIL_IDS.article, 'article');
    await page.locator('[data-article-body] a', { hasText: '相关链接' }).click();
    await page.locator('[data-external-link="warn"]').waitFor();
    expect(new URL(page.url()).origin).toBe(baseUrl);
    await expect(page.locator('[data-external-url]').textContent()).resolves.toBe(
      `${new URL(baseUrl).protocol}//evil.example/p`,
    );
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('a link opens the external-link interstitial; an in-site link stays in the site', async () => {
    const { page, context } = await openPage(browser);
    await openDetail(page, DETAIL_IDS.link, 'assets_url');
    await page.locator('[data-detail-link]').click();
    await page.locator('[data-external-link="warn"]').waitFor();
    await expect(page.locator('[data-external-url]').textContent()).resolves.toBe(
      'https://reading.smartedu.example/books',
    );
    await openDetail(page, DETAIL_IDS.innerLink);
    await expect(page.locator('[data-detail-link]').getAttribute('href')).resolves.toBe('/hd/kpzy');
    await context.close();
  });

  it('an image list shows its pictures; courses show facts and lessons; lives their status', async () => {
    const { page, context } = await openPage(browser);
    await openDetail(page, DETAIL_IDS.images, 'image_list');
    await page.locator('[data-image-count="4"]').waitFor();
    await expect(page.locator('.resource-detail__image-title').allTextContents()).resolves.toEqual([
      '机器人编程挑战赛',
      '航模飞行表演',
      '趣味科学小实验',
      '科技节闭幕式合影',
    ]);
    await openDetail(page, DETAIL_IDS.offline);
    await expect(page.locator('.resource-detail__facts').textContent()).resolves.toContain(
      '上海市徐汇区零陵路 599 号',
    );
    expect(await page.locator('.resource-detail__lessons li').count()).toBe(3);
    await openDetail(page, DETAIL_IDS.thematic);
    expect(await page.locator('.resource-detail__lessons li').count()).toBe(6);
    await openDetail(page, DETAIL_IDS.liveUpcoming);
    await expect(page.locator('.resource-detail__live-status').textContent()).resolves.toBe('预告');
    await openDetail(page, DETAIL_IDS.liveReplay);
    await expect(page.locator('.resource-detail__live-status').textContent()).resolves.toBe('回放');
    await page.locator('[data-media-player] video').waitFor();
    await context.close();
  });

  it('a card of the home opens its detail under /teacherTraining/detail', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(
      `${baseUrl}/teacherTraining/detail?contentId=sedu-0001&contentType=assets_video`,
    );
    await page.locator('[data-content-id="sedu-0001"]').waitFor();
    await page.locator('[data-media-player] video').waitFor();
    await context.close();
  });
});

describe('content detail: removed and unsupported', () => {
  it('a taken-down resource shows 哎呀，该内容已下架 with see others', async () => {
    const { page, context } = await openPage(browser);
    for (const id of [DETAIL_IDS.removed, 'no-such-content']) {
      await openDetail(page, id, 'assets_video');
      await expect(page.locator('[data-content-removed] p').textContent()).resolves.toBe(
        '哎呀，该内容已下架',
      );
      await expect(page.getByRole('link', { name: '看看其他' }).getAttribute('href')).resolves.toBe(
        '/',
      );
    }
    await context.close();
  });

  it('an unknown type shows 当前资源类型暂不支持', async () => {
    const { page, context } = await openPage(browser);
    await openDetail(page, DETAIL_IDS.unsupported);
    await expect(
      page.locator('[data-screen="unsupported-resource"] p').textContent(),
    ).resolves.toBe('当前资源类型暂不支持');
    await context.close();
  });
});

describe('content detail: likes', () => {
  it('an anonymous like asks to log in; signed in, the like counts and survives a reload', async () => {
    const { page, context } = await openPage(browser);
    const path = detailPath(DETAIL_IDS.document, 'assets_document');
    await openDetail(page, DETAIL_IDS.document, 'assets_document');
    const like = page.locator('.resource-detail__like');
    const statsLoaded = page.locator('[data-stats-state="loaded"]');
    await statsLoaded.waitFor();
    await expect(like.textContent()).resolves.toBe('点赞2万');
    await like.click();
    const confirm = page.locator('[data-testid="confirm"]');
    await expect(confirm.locator('p').textContent()).resolves.toBe(
      '需要登录才可以点赞，是否登录？',
    );
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.pathname === '/sso/login');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toContain('/content/detail');

    await signIn(page, baseUrl, 'student', path);
    await statsLoaded.waitFor();
    await expect(like.textContent()).resolves.toBe('点赞2万');
    const posted = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        request.url().includes(`/res_stats/${DETAIL_IDS.document}?`) &&
        request.url().includes('type=like'),
    );
    await like.click();
    const request = await posted;
    expect(request.headers()['sdp-app-id']).toBeTruthy();
    await page.locator('.resource-detail__like--on').waitFor();
    await expect(like.getAttribute('data-like-count')).resolves.toBe('20001');
    await expect(like.textContent()).resolves.toBe('已点赞2万');

    await page.reload();
    await page.locator('.resource-detail__like--on').waitFor();
    // The liked state may answer before the stats: read the count once they are in.
    await statsLoaded.waitFor();
    await expect(like.getAttribute('data-like-count')).resolves.toBe('20001');
    await expect(like.textContent()).resolves.toBe('已点赞2万');
    await context.close();
  });
});
