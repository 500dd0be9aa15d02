/**
 * The subject-permission gate on every sport and art route (seed 000 §2 main routes, §6; ledger
 * CORE-ROUTE-12, -13, A-06): for each of the five pages of a subject, a permitted account's
 * browser asks `GET {course}/v1/subject_permissions` before any content request and then sees
 * the page; a refused account sees 抱歉，您暂无访问权限 and no content is asked for. Each page
 * is opened with a full load, so no answer from an earlier page can stand in for the check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eBaseUrl, launchBrowser, openPage, signIn } from './browser';

const baseUrl = e2eBaseUrl();
const PERMISSION_CHECK = /\/svc\/course\/v1\/subject_permissions(\?|$)/;
/** What a channel, list or course page reads: sections, library contents and catalogs, courses. */
const CONTENT_REQUEST = /\/sections|\/libraries\/|\/catalogs\/|\/courses\/|\/contents/;
const NO_ACCESS = '抱歉，您暂无访问权限';

interface GuardedRoute {
  path: string;
  /** Waits for what the permitted visitor sees of the page. */
  shown: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name }).first().waitFor();

const SUBJECTS: Record<'sport' | 'art', GuardedRoute[]> = {
  sport: [
    {
      path: '/sport',
      shown: (page) => page.getByText('大课间广播体操《七彩阳光》分解教学').first().waitFor(),
    },
    {
      path: '/sport/list?libraryId=lib-portal-sport',
      shown: (page) => page.locator('.content-list__count').waitFor(),
    },
    {
      path: '/sport/courseIndex?courseId=course-sport-tiaosheng',
      shown: (page) => heading(page, '跳绳运动系统教学（小学）'),
    },
    {
      path: '/sport/courseDetail?courseId=course-sport-tiaosheng&lessonId=tiaosheng-l1',
      shown: (page) => heading(page, '握绳与摇绳的基本动作'),
    },
    {
      path: '/sport/courseDetail/work?courseId=course-sport-tiaosheng&workId=work-tiaosheng-1',
      shown: (page) => heading(page, '一周跳绳练习记录'),
    },
  ],
  art: [
    { path: '/art', shown: (page) => page.getByText('美育课堂').first().waitFor() },
    {
      path: '/art/list?libraryId=lib-portal-art',
      shown: (page) => page.locator('.content-list__count').waitFor(),
    },
    {
      path: '/art/courseIndex?courseId=course-art-shuimo',
      shown: (page) => heading(page, '中国画入门：水墨花鸟'),
    },
    {
      path: '/art/courseDetail?courseId=course-art-shuimo&lessonId=shuimo-l1',
      shown: (page) => heading(page, '认识文房四宝'),
    },
    {
      path: '/art/courseDetail/work?courseId=course-art-shuimo&workId=work-shuimo-1',
      shown: (page) => heading(page, '水墨小品创作说明'),
    },
  ],
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Every request path (and query) the page sends from now on; cleared by the caller per visit.
 * A page's last calls (a lesson's study record, say) may still go out as the next address loads:
 * `sinceDocument` keeps only what follows the new document's own request.
 */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    urls.push(`${url.pathname}${url.search}`);
  });
  return urls;
}

function sinceDocument(requests: string[], path: string): string[] {
  const start = requests.indexOf(path);
  return start < 0 ? requests : requests.slice(start + 1);
}

describe.each(['sport', 'art'] as const)(
  'the %s routes behind the subject permission',
  (subject) => {
    it('a permitted account: the check goes out before any content request, then the page shows', async () => {
      const { page, context } = await openPage(browser);
      // The tips page reads no content, so nothing from the sign-in landing is still in flight.
      await signIn(page, baseUrl, 'teacher', '/goTip');
      const requests = recordRequests(page);
      for (const route of SUBJECTS[subject]) {
        requests.length = 0;
        await page.goto(`${baseUrl}${route.path}`);
        await route.shown(page);
        const visit = sinceDocument(requests, route.path);
        const check = visit.findIndex((url) => PERMISSION_CHECK.test(url));
        const firstContent = visit.findIndex(
          (url) => CONTENT_REQUEST.test(url) && !PERMISSION_CHECK.test(url),
        );
        expect(check, `${route.path}: permission check`).toBeGreaterThanOrEqual(0);
        expect(firstContent, `${route.path}: a content request`).toBeGreaterThan(check);
        await expect(page.getByText(NO_ACCESS).count()).resolves.toBe(0);
      }
      await context.close();
    });

    it('a refused account sees 抱歉，您暂无访问权限 on each, and no content is asked for', async () => {
      const { page, context } = await openPage(browser);
      await signIn(page, baseUrl, 'learner', '/goTip');
      const requests = recordRequests(page);
      for (const route of SUBJECTS[subject]) {
        requests.length = 0;
        await page.goto(`${baseUrl}${route.path}`);
        await page.getByText(NO_ACCESS).waitFor();
        const visit = sinceDocument(requests, route.path);
        expect(
          visit.some((url) => PERMISSION_CHECK.test(url)),
          `${route.path}: permission check`,
        ).toBe(true);
        expect(
          visit.filter((url) => CONTENT_REQUEST.test(url) && !PERMISSION_CHECK.test(url)),
          `${route.path}: content requests`,
        ).toEqual([]);
      }
      await context.close();
    });
  },
);
