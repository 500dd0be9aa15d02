/**
 * Study progress on a training course (issue 15 points 2 and 4; seed 000 §3 learning progress,
 * §4 resume; ledger CORE-VIDEO-01, CORE-HELPER-24): the teacher plays the seek-controlled,
 * single-session lesson of 数字素养提升 (the 60 s time-code sample), pauses, reloads: the player
 * resumes where it stopped (±1 s) and the lesson list says 学习中 with the percentage; played to
 * the end, the lesson is 已学完 after a reload. Real playback in Chromium (a faster rate for the
 * long stretches), the saves watched at the stand-in's study-record service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import {
  e2eBaseUrl,
  launchBrowser,
  openPage,
  screenshot,
  signIn,
  type WatchedPage,
} from './browser';

const baseUrl = e2eBaseUrl();
const COURSE = 'tc-summer-szsy';
const LESSON = `${COURSE}-l1`;
const LESSON_PATH = `/teacherTraining/courseDetail?courseId=${COURSE}&lessonId=${LESSON}`;
const SAVE = new RegExp(`/svc/studyRecord/v1/study_records/${LESSON}(\\?|$)`);

let browser: Browser;
let watched: WatchedPage;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  watched = await openPage(browser);
  page = watched.page;
});
afterAll(async () => {
  await browser?.close();
});

const video = () => page.locator('.course-player video');
const currentTime = () => video().evaluate((element: HTMLVideoElement) => element.currentTime);
const lessonItem = (id: string) => page.locator(`.course-player__tree [data-lesson-id="${id}"]`);
const saved = (predicate: (body: Record<string, unknown>) => boolean = () => true) =>
  page.waitForResponse(
    (response: Response) =>
      SAVE.test(response.url()) &&
      response.request().method() === 'PUT' &&
      predicate(JSON.parse(response.request().postData() ?? '{}') as Record<string, unknown>),
  );

/**
 * The player element video.js built. The <video> carries the `video-js` class before video.js
 * runs, so a bare `.video-js` may be the element video.js is about to wrap (a CI run hovered it
 * while the big play button, added on top of it, took every pointer event).
 */
const playerBox = () => page.locator('.course-player .video-js:not(video)').first();

/** The player ready: video.js took over the element and its metadata is known. */
async function playerReady() {
  await playerBox().waitFor();
  await expect
    .poll(() => video().evaluate((element: HTMLVideoElement) => element.readyState), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(1);
}

/** Presses play like a visitor: the big button before the first play, the control bar after. */
async function clickPlay() {
  // Hovering makes video.js show its control bar (it hides it while the user is idle); the
  // locator re-resolves on each retry, so whichever play button is visible at that moment wins.
  await playerBox().hover();
  await page
    .locator(
      '.course-player .vjs-big-play-button:visible, .course-player .vjs-play-control:visible',
    )
    .first()
    .click();
  await expect
    .poll(() => video().evaluate((element: HTMLVideoElement) => element.paused))
    .toBe(false);
}

describe('study progress of a seek-controlled training lesson', () => {
  it('saves on pause and resumes there after a reload, with 学习中 and the percentage', async () => {
    await signIn(page, baseUrl, 'teacher', LESSON_PATH);
    await page.getByRole('heading', { level: 1, name: /专题讲座/ }).waitFor();
    await playerReady();
    await expect(lessonItem(LESSON).textContent()).resolves.toContain('未开始');
    await expect(lessonItem(`${COURSE}-l2`).textContent()).resolves.toContain('未开始');

    await clickPlay();
    // Twice the speed for a while, then pause past 12 s of the clip.
    await video().evaluate((element: HTMLVideoElement) => {
      element.playbackRate = 2;
    });
    // Past 12.5 s, so the saved position (a tenth of a second) is past 12 whatever the moment.
    await expect.poll(currentTime, { timeout: 20_000 }).toBeGreaterThan(12.5);
    const pauseSaved = saved((body) => body.ended !== true);
    await video().evaluate((element: HTMLVideoElement) => element.pause());
    const answer = (await (await pauseSaved).json()) as Record<string, number>;
    const stoppedAt = await currentTime();
    expect(answer.last_position).toBeGreaterThan(12);
    expect(Math.abs(answer.last_position - stoppedAt)).toBeLessThanOrEqual(1);
    expect(answer.watched_seconds).toBeGreaterThan(10);
    expect(answer.progress_status).toBe(1);

    await page.reload();
    await playerReady();
    await expect
      .poll(() => lessonItem(LESSON).textContent())
      .toMatch(new RegExp(`学习中已学 ${answer.progress}%`));
    await page.getByText(/^上次学到 00:1\d，播放时从这里继续$/).waitFor();
    await screenshot(page, 'study-progress-1440');
    await clickPlay();
    // The first play seeks to the saved position (CORE-VIDEO-01), within a second.
    await expect.poll(currentTime).toBeGreaterThan(answer.last_position - 1);
    expect(await currentTime()).toBeLessThan(answer.last_position + 1.5);
    const resumedPause = saved();
    await video().evaluate((element: HTMLVideoElement) => element.pause());
    await resumedPause;
  });

  it('played to the end, the lesson is 已学完 after a reload; seek control keeps the clip', async () => {
    // Seek control: a jump to 55 s, beyond the furthest position watched, is put back.
    const before = await currentTime();
    await video().evaluate((element: HTMLVideoElement) => {
      element.currentTime = 55;
    });
    await expect.poll(currentTime).toBeLessThan(before + 2.5);

    await clickPlay();
    await video().evaluate((element: HTMLVideoElement) => {
      element.playbackRate = 4;
    });
    const endSaved = saved((body) => body.ended === true);
    const end = (await (await endSaved).json()) as Record<string, number>;
    expect(end).toMatchObject({ progress_status: 2, progress: 100, last_position: 60 });
    await page.getByRole('button', { name: '再学一遍' }).waitFor();

    await page.reload();
    await playerReady();
    await expect.poll(() => lessonItem(LESSON).textContent()).toContain('已学完');
    await expect(lessonItem(`${COURSE}-l2`).textContent()).resolves.toContain('未开始');
    // Nothing left to watch: it starts over, and says nothing about where it stopped.
    await expect(page.getByText(/^上次学到/).count()).resolves.toBe(0);
    await screenshot(page, 'study-finished-1440');

    // The training desk counts the finished lesson as studied.
    await page.goto(`${baseUrl}/teacherTraining/desk`);
    await page.locator(`[data-course-id="${COURSE}"]`).first().waitFor();
    await expect(
      page.locator(`[data-course-id="${COURSE}"]`).first().textContent(),
    ).resolves.toContain('已学 1/2 课时');

    expect(watched.cspViolations).toEqual([]);
    expect(watched.consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
  });

  it('at 375 px the lesson list with its progress stays readable', async () => {
    const narrow = await openPage(browser, { width: 375, height: 812 });
    try {
      await signIn(narrow.page, baseUrl, 'teacher', LESSON_PATH);
      await narrow.page.locator('.course-player .video-js').first().waitFor();
      const item = narrow.page.locator(`.course-player__tree [data-lesson-id="${LESSON}"]`);
      await expect.poll(() => item.textContent()).toContain('已学完');
      const box = await item.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(375);
      const overflow = await narrow.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(narrow.page, 'study-progress-375');
    } finally {
      await narrow.context.close();
    }
  });
});
