/**
 * Contest works on /hd/kpzy (issue 13, first slice): a verified participant uploads a work with
 * the progress bar, finds it in 我的作品, withdraws it; the limit's code 2 closes the form; and
 * the stand-in refuses a direct enrol or upload after the deadline with the text the button shows.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  e2eBaseUrl,
  launchBrowser,
  openPage,
  screenshot,
  setScenario,
  signIn,
  type WatchedPage,
  toastText,
} from './browser';

const baseUrl = e2eBaseUrl();
const CONTEST = 'kpzy2026';
const UPLOAD = `/hd/kpzy/contest/${CONTEST}/upload`;
const MY_WORK = `/hd/kpzy/myWork?contestId=${CONTEST}`;
/** The stand-in's 4 s sample clip, uploaded as a video work. */
const LESSON_MP4 = fileURLToPath(
  new URL('../../server/seed-data/media/lesson.mp4', import.meta.url),
);
let browser: Browser;
/** Where the sample works are written (a folder of this file's own, removed afterwards). */
let samplesDir: string;

beforeAll(async () => {
  samplesDir = mkdtempSync(join(tmpdir(), 'contest-works-e2e-'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(samplesDir, { recursive: true, force: true });
});

/** A PNG of `bytes` (a real header, then padding): big enough to watch the progress bar. */
function samplePng(bytes: number): string {
  const header = Buffer.from('89504e470d0a1a0a', 'hex');
  const path = join(samplesDir, `work-sample-${bytes}.png`);
  writeFileSync(path, Buffer.concat([header, Buffer.alloc(bytes - header.length, 7)]));
  return path;
}

/** A request the page's own session sends, skipping every button (as a script could). */
async function directPost(
  page: Page,
  path: string,
  body: { json: object } | { form: Record<string, string> },
): Promise<{ status: number; message: string }> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = (
        JSON.parse(localStorage.getItem('edu.session.token') ?? '{}') as { access_token?: string }
      ).access_token;
      let payload: BodyInit;
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if ('json' in body) {
        payload = JSON.stringify(body.json);
        headers['content-type'] = 'application/json';
      } else {
        const form = new FormData();
        for (const [key, value] of Object.entries(body.form)) form.append(key, value);
        form.append('file', new Blob(['作品'], { type: 'image/png' }), 'work.png');
        payload = form;
      }
      const answer = await fetch(path, { method: 'POST', headers, body: payload });
      return {
        status: answer.status,
        message: ((await answer.json()) as { message: string }).message,
      };
    },
    { path, body },
  );
}

describe('a verified participant on /hd/kpzy', () => {
  let watched: WatchedPage;
  beforeAll(async () => {
    await setScenario(baseUrl, 'enrolled-verified');
    watched = await openPage(browser);
  });
  afterAll(async () => watched.context.close());

  it('uploads with a progress bar, lands on 我的作品 with the work, withdraws it', async () => {
    const { page, cspViolations } = watched;
    await signIn(page, baseUrl, 'student', UPLOAD);
    await page.getByText('还可提交 3 件作品').waitFor();
    await screenshot(page, 'contest-upload-1440');
    await page.getByLabel('作品名称').fill('会“呼吸”的叶子');
    await page.getByLabel('作品简介').fill('<b>叶片</b>在光照下放出氧气');
    await page.getByLabel('作品文件').setInputFiles(samplePng(6 * 1024 * 1024));
    // Slowed to about 3 MB/s, so the progress bar is on screen while the file goes out.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 3 * 1024 * 1024,
    });
    await page.getByRole('button', { name: '提交作品' }).click();
    await page.getByRole('progressbar').waitFor();
    // The list, or the refusal the page shows instead (named, should it come).
    const landed = await Promise.race([
      page
        .waitForURL((url) => url.pathname === '/hd/kpzy/myWork', { timeout: 30_000 })
        .then(() => 'myWork'),
      page
        .locator('.upload-form__failure')
        .waitFor({ timeout: 30_000 })
        .then(async () => `refused: ${await page.locator('.upload-form__failure').textContent()}`),
    ]);
    expect(landed).toBe('myWork');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(new URL(page.url()).searchParams.get('contestId')).toBe(CONTEST);
    const work = page.locator('.my-works__item').first();
    await expect(work.locator('.my-works__title').textContent()).resolves.toBe('会“呼吸”的叶子');
    await expect(work.textContent()).resolves.toContain('已提交');
    await page.getByText('还可提交 2 件作品').waitFor();
    await screenshot(page, 'contest-my-works-1440');

    await work.getByRole('button', { name: '撤回' }).click();
    await page.locator('[data-testid="confirm"]').getByRole('button', { name: '确定' }).click();
    await page.locator('.my-works__item[data-work-status="withdrawn"]').waitFor();
    await page.getByText('还可提交 3 件作品').waitFor();
    expect(cspViolations).toEqual([]);
  });

  it('a video work plays in the portal player when 预览 opens it (issue 15 point 1)', async () => {
    const { page, cspViolations } = watched;
    await page.goto(`${baseUrl}${UPLOAD}`);
    await page.getByLabel('作品名称').fill('叶片的呼吸（实验视频）');
    await page.getByLabel('作品简介').fill('延时拍摄叶片放出气泡');
    await page.getByLabel('作品文件').setInputFiles(LESSON_MP4);
    await page.getByRole('button', { name: '提交作品' }).click();
    await page.waitForURL((url) => url.pathname === '/hd/kpzy/myWork', { timeout: 30_000 });
    const work = page.locator('.my-works__item').first();
    await expect(work.locator('.my-works__title').textContent()).resolves.toBe(
      '叶片的呼吸（实验视频）',
    );
    await work.getByRole('button', { name: '预览' }).click();
    // The one player, video.js over it, the signed file read as video/mp4 and playable.
    const video = work.locator('[data-media-player="video"] .video-js video');
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(1);
    await expect(work.locator('[data-media-player] source').getAttribute('type')).resolves.toBe(
      'video/mp4',
    );
    await screenshot(page, 'contest-my-works-video-preview-1440');
    await work.getByRole('button', { name: '撤回' }).click();
    await page.locator('[data-testid="confirm"]').getByRole('button', { name: '确定' }).click();
    await page.getByText('还可提交 3 件作品').waitFor();
    expect(cspViolations).toEqual([]);
  });

  it('fits 375 px: the form and the list', async () => {
    const { page } = watched;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl}${UPLOAD}`);
    await page.getByRole('button', { name: '提交作品' }).waitFor();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await expect(overflow()).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'contest-upload-375');
    await page.goto(`${baseUrl}${MY_WORK}`);
    await page.locator('.my-works__item').first().waitFor();
    await expect(overflow()).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'contest-my-works-375');
  });
});

describe('the limit and the deadlines, on the page and at the stand-in', () => {
  let watched: WatchedPage;
  beforeAll(async () => {
    watched = await openPage(browser);
    await signIn(watched.page, baseUrl, 'student', '/hd/kpzy');
  });
  afterAll(async () => watched.context.close());

  it('at the limit (code 2) the upload page says so instead of the form', async () => {
    const { page } = watched;
    await setScenario(baseUrl, 'upload-limit-reached');
    await page.goto(`${baseUrl}${UPLOAD}`);
    await page
      .getByText('您已到达提交上限，如有需要请撤回已提交作品后重试或联系管理员确认')
      .first()
      .waitFor();
    await expect(page.locator('input[type="file"]').count()).resolves.toBe(0);
  });

  it('after the upload end, a direct upload gets the refusal 作品上传 shows', async () => {
    const { page } = watched;
    await setScenario(baseUrl, 'contest-ended');
    await page.goto(`${baseUrl}/hd/kpzy`);
    await page.locator('[data-gate="upload"]').click();
    const shown = await toastText(page);
    expect(shown).toBe('当前上传时间已截止，暂时无法上传');
    const answer = await directPost(page, `/svc/contest/contests/${CONTEST}/works`, {
      form: { title: '绕过按钮', request_id: 'direct-upload-0001' },
    });
    expect(answer.message).toBe(shown);
    expect(answer.status).toBe(403);
  });

  it('after the enrolment end, a direct enrol gets the refusal 活动报名 shows', async () => {
    const { page } = watched;
    await setScenario(baseUrl, 'enrolment-closed');
    await page.goto(`${baseUrl}/hd/kpzy`);
    await page.locator('[data-gate="enroll"]').click();
    const shown = await toastText(page);
    expect(shown).toBe('当前报名已截止，暂时无法报名');
    const answer = await directPost(page, `/svc/contest/contests/${CONTEST}/enrolls`, {
      json: {},
    });
    expect(answer.message).toBe(shown);
    expect(answer.status).toBe(403);
  });
});
