/**
 * The analytics reporter against the stand-in (issue 14; seed 001 §3, §4, §7, §9; ledger
 * HD-ANALYTICS-01..13, HD-CACHE-02/03/07, HD-MENU-17, CORE-ANALYTICS-08/09). The stand-in stores
 * each event once by event_id; its test-only switch makes the collector fail, and its counts
 * endpoint says what arrived. Time runs on Playwright's clock, so 30 minutes of outage take a
 * moment.
 *
 * The outage uses 500 and lost answers, not 503: a 503 blocks the whole client for 10 minutes
 * (seed 000 §7), which is the client's rule, not the reporter's.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import {
  appAnswers,
  e2eBaseUrl,
  launchBrowser,
  openPage as openWatchedPage,
  signIn,
} from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

interface StoredEvent {
  sink: 'campaign' | 'portal';
  event_id: string;
  event_type: string;
  /** When the page says it happened (its clock, ms). */
  event_time: number;
  attributes: Record<string, string>;
  user_id: string;
  user_role: string;
  device_id: string;
  duplicates: number;
}
interface Counts {
  total: number;
  byType: Record<string, number>;
  duplicatesIgnored: number;
  events: StoredEvent[];
}

async function analyticsSwitch(path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/__scenario/analytics/${path}`, {
    method: 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`analytics ${path} answered ${response.status}`);
}
const fault = (mode: 'ok' | '500' | 'hang' | 'lose-answer') => analyticsSwitch('fault', { mode });

async function counts(): Promise<Counts> {
  const response = await fetch(`${baseUrl}/__scenario/analytics/counts?events=true`);
  return (await response.json()) as Counts;
}

const COLLECTORS = ['/svc/analytics/v1/events', '/svc/analytics/v1/data_collect/xstudy_web'];
const isAnalytics = (request: Request) =>
  request.method() === 'POST' && COLLECTORS.includes(new URL(request.url()).pathname);

/** Every event id the pages of `context` tried to send, in any request. */
function watchSent(context: BrowserContext) {
  const ids = new Set<string>();
  const requests: { path: string; ids: string[] }[] = [];
  context.on('request', (request) => {
    if (!isAnalytics(request)) return;
    const body = request.postDataJSON() as { events: { event_id: string }[] };
    const sent = body.events.map((event) => event.event_id);
    sent.forEach((id) => ids.add(id));
    requests.push({ path: new URL(request.url()).pathname, ids: sent });
  });
  return { ids, requests };
}

/** What the page's queue holds: IndexedDB records and sessionStorage items. */
async function queued(page: Page) {
  return page.evaluate(async () => {
    const session = Object.keys(sessionStorage).filter((key) =>
      key.startsWith('edu.cache:analytics:'),
    );
    // Never create the database here: a page's own first open must find it as it left it.
    let exists = false;
    try {
      exists = (await indexedDB.databases()).some((db) => db.name === 'edu-cache');
    } catch {
      exists = false; // the database is refused (the fallback test)
    }
    const records = await new Promise<unknown[]>((resolve) => {
      if (!exists) return resolve([]);
      const open = indexedDB.open('edu-cache');
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        const names = [...db.objectStoreNames];
        if (!names.length) return resolve([]);
        const all = db.transaction(names[0]).objectStore(names[0]).getAll();
        all.onsuccess = () =>
          resolve(
            (all.result as { key: string }[]).filter((record) =>
              record.key.startsWith('analytics:'),
            ),
          );
        all.onerror = () => resolve([]);
      };
    });
    return { session, records: records as { key: string; expire: number; data: unknown }[] };
  });
}

const T0 = new Date('2026-11-27T10:00:00+08:00');
/** A page's first event waits for its render, an idle moment and the reporter's chunk. */
const POLL = { timeout: 15_000 };

/** Runs the page's clock a minute at a time until `done` (at most an hour). */
async function advanceUntil(page: Page, done: () => boolean | Promise<boolean>): Promise<void> {
  for (let minute = 0; minute < 60 && !(await done()); minute += 1) {
    await page.clock.fastForward('01:00');
    await page.waitForTimeout(50);
  }
  expect(await done()).toBe(true);
}

/** Pages of the running test: closed after it even when it fails, so no reporter outlives it. */
const open: BrowserContext[] = [];
async function openPage(...args: Parameters<typeof openWatchedPage>) {
  const watched = await openWatchedPage(...args);
  open.push(watched.context);
  return watched;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
beforeEach(async () => {
  await analyticsSwitch('reset');
});
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});
afterAll(async () => {
  await browser?.close();
  await analyticsSwitch('reset');
});

describe('outage, reload and recovery (HD-ANALYTICS-06..09)', () => {
  it('events of a 30-minute outage with a reload and lost answers all arrive exactly once', async () => {
    await fault('500');
    const { page, context } = await openPage(browser);
    const sent = watchSent(context);
    await page.clock.install({ time: T0 });
    // Each page's view is queued once the page has rendered; then the visitor moves on.
    const queuedCount = async () => (await queued(page)).records.length;
    await page.goto(`${baseUrl}/hd/diaa`);
    await expect.poll(queuedCount, POLL).toBe(1);
    await page.locator('header nav').getByRole('link', { name: '新闻通知' }).click();
    await page.waitForURL(/\/hd\/diaa\/news/);
    await expect.poll(queuedCount, POLL).toBe(3);
    await page.locator('header nav').getByRole('link', { name: '活动说明' }).click();
    await page.waitForURL(/\/hd\/diaa\/explain/);
    // Queued before any send, and kept while the service fails (HD-ANALYTICS-06/07).
    await expect.poll(queuedCount, POLL).toBe(5);
    const first = (await queued(page)).records[0];
    expect(Object.keys(first).sort()).toEqual(['data', 'expire', 'key']);
    await page.clock.fastForward('10:00');
    // A reload in the middle: what was queued survives it.
    await page.reload();
    await expect.poll(queuedCount, POLL).toBe(6);
    await page.clock.fastForward('10:00');
    // An answer lost after storing: the retry that follows must not count twice.
    await fault('lose-answer');
    const before = sent.requests.length;
    await advanceUntil(page, () => sent.requests.length > before);
    await expect.poll(async () => (await counts()).total, POLL).toBe(6);
    await fault('500');
    await page.clock.fastForward('05:00');
    await fault('ok');
    // The next retry (at most 5 minutes away) empties the queue.
    await advanceUntil(page, async () => (await queued(page)).records.length === 0);
    const stored = await counts();
    const storedIds = stored.events.map((event) => event.event_id);
    // Every event any request carried is stored, each once; nothing else is.
    expect(new Set(storedIds).size).toBe(storedIds.length);
    expect([...sent.ids].sort()).toEqual([...storedIds].sort());
    expect(stored.byType).toMatchObject({ page_view: 4, menu_view: 2 });
    // The retries resent stored batches (the lost answers), which the stand-in ignored.
    expect(stored.duplicatesIgnored).toBeGreaterThan(0);
    expect(sent.requests.length).toBeGreaterThan(storedIds.length / 6);
    console.info(
      `outage: produced ${sent.ids.size}, delivered ${stored.total}, duplicates ignored ${stored.duplicatesIgnored}, requests ${sent.requests.length}`,
    );
    await context.close();
  });

  it('retries 5 s after a failure, then every 5 minutes (HD-ANALYTICS-08/09)', async () => {
    await fault('500');
    const { page, context } = await openPage(browser);
    await page.clock.install({ time: T0 });
    const times: number[] = [];
    context.on('request', (request) => {
      if (isAnalytics(request)) times.push(Date.now());
    });
    await page.goto(`${baseUrl}/hd/kpzy`);
    await expect.poll(() => times.length, POLL).toBe(1);
    await page.clock.runFor(4500);
    expect(times).toHaveLength(1);
    await page.clock.runFor(1000);
    await expect.poll(() => times.length, POLL).toBe(2);
    await page.clock.runFor(298_000);
    expect(times).toHaveLength(2);
    await page.clock.runFor(3000);
    await expect.poll(() => times.length, POLL).toBe(3);
    await fault('ok');
    await page.clock.runFor(300_000);
    await expect.poll(async () => (await counts()).total, POLL).toBe(1);
    await context.close();
  });
});

describe('the queue (HD-ANALYTICS-10, HD-CACHE-02/03/07)', () => {
  it('an entry older than 24 h is dropped unsent; one 23 h old is sent', async () => {
    await fault('hang');
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/hd/kpzy`);
    await expect.poll(async () => (await queued(page)).records.length, POLL).toBe(1);
    // Two old events of the same kind, written where the reporter keeps its queue.
    await page.evaluate(async () => {
      const [record] = await new Promise<{ key: string; data: never }[]>((resolve) => {
        const open = indexedDB.open('edu-cache');
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction(db.objectStoreNames[0]).objectStore(db.objectStoreNames[0]);
          const all = store.getAll();
          all.onsuccess = () => resolve(all.result as never);
        };
      });
      const now = Date.now();
      const copy = (id: string, age: number) => {
        const data = structuredClone(record.data) as {
          event: { event_id: string; event_time: number };
        };
        data.event.event_id = id;
        data.event.event_time = now - age;
        return { key: `analytics:${id}`, expire: now - age + 24 * 3600_000, data };
      };
      await new Promise<void>((resolve) => {
        const open = indexedDB.open('edu-cache');
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(db.objectStoreNames[0], 'readwrite');
          tx.objectStore(db.objectStoreNames[0]).put(copy('old-24h', 24 * 3600_000 + 1000));
          tx.objectStore(db.objectStoreNames[0]).put(copy('recent-23h', 23 * 3600_000));
          tx.oncomplete = () => resolve();
        };
      });
    });
    await fault('ok');
    await page.reload();
    await expect.poll(async () => (await queued(page)).records.length, POLL).toBe(0);
    const ids = (await counts()).events.map((event) => event.event_id);
    expect(ids).toContain('recent-23h');
    expect(ids).not.toContain('old-24h');
    await context.close();
  });

  it('with IndexedDB refused, events queue in sessionStorage, survive a reload and arrive', async () => {
    await fault('500');
    const { page, context } = await openPage(browser);
    await page.addInitScript(() => {
      // A browser whose database cannot be opened (private mode, a blocked profile).
      IDBFactory.prototype.open = function open() {
        throw new DOMException('blocked by the test', 'InvalidStateError');
      };
    });
    await page.goto(`${baseUrl}/hd/kpzy`);
    await expect.poll(async () => (await queued(page)).session.length, POLL).toBe(1);
    await page.reload();
    await expect.poll(async () => (await queued(page)).session.length, POLL).toBe(2);
    await fault('ok');
    await page.reload();
    await expect.poll(async () => (await counts()).byType.page_view ?? 0, POLL).toBe(3);
    await expect.poll(async () => (await queued(page)).session.length, POLL).toBe(0);
    await context.close();
  });
});

describe('two tabs and roles (HD-ANALYTICS-02..04, HD-MENU-17)', () => {
  it('two tabs on the same site send no duplicate', async () => {
    await fault('500');
    const { page, context } = await openPage(browser);
    const second = await context.newPage();
    const queuedCount = async () => (await queued(page)).records.length;
    await page.goto(`${baseUrl}/hd/diaa`);
    await expect.poll(queuedCount, POLL).toBe(1);
    await second.goto(`${baseUrl}/hd/diaa/news`);
    await expect.poll(queuedCount, POLL).toBe(2);
    await page.locator('header nav').getByRole('link', { name: '专家委员会' }).click();
    await expect.poll(queuedCount, POLL).toBe(4);
    await second.locator('header nav').getByRole('link', { name: '活动说明' }).click();
    // Four page views and two menu views, in the queue both tabs share.
    await expect.poll(async () => (await queued(page)).records.length, POLL).toBe(6);
    await fault('ok');
    // Both tabs look again after 5 s; one flushes the shared queue while holding the lock.
    await expect.poll(async () => (await counts()).total, { timeout: 20_000 }).toBe(6);
    await page.waitForTimeout(6000);
    const stored = await counts();
    expect(stored.total).toBe(6);
    expect(stored.duplicatesIgnored).toBe(0);
    await context.close();
  });

  it('a campaign menu click sends one menu-view event with the campaign role and the header of seed 001 §3', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'teacher-guardian', '/hd/diaa');
    const menuViews: Request[] = [];
    context.on('request', (request) => {
      if (
        isAnalytics(request) &&
        (request.postDataJSON() as { events: { event_type: string }[] }).events.some(
          (event) => event.event_type === 'menu_view',
        )
      )
        menuViews.push(request);
    });
    const nav = page.locator('header nav');
    await nav.getByRole('link', { name: '新闻通知' }).click();
    await page.waitForURL(/\/news/);
    // Menu links load a new page: the next click is the app's once it answers (a click before
    // that follows the plain link and loads the page once more, which is not what this asks).
    await appAnswers(page);
    // The first click's event is stored and has left this page's queue before the next click:
    // the click loads the page again, and a send still on its way at that moment goes out once
    // more at pagehide (the service drops the copy; this test counts requests; CI met it once).
    const newsViews = async () =>
      (await counts()).events.filter(
        (event) => event.event_type === 'page_view' && event.attributes.path === '/hd/diaa/news',
      ).length;
    await expect.poll(newsViews, POLL).toBe(1);
    await expect.poll(async () => (await counts()).byType.menu_view ?? 0, POLL).toBe(1);
    await expect.poll(async () => (await queued(page)).records.length, POLL).toBe(0);
    // The same section again: the page it loads reports its view, and no menu view.
    await nav.getByRole('link', { name: '新闻通知' }).click();
    await expect.poll(newsViews, POLL).toBe(2);
    await page.waitForTimeout(500);
    expect((await counts()).byType.menu_view).toBe(1);
    expect(menuViews).toHaveLength(1);
    const request = menuViews[0];
    expect(new URL(request.url()).pathname).toBe('/svc/analytics/v1/events');
    expect(request.headers()['sdp-app-id']).toBeTruthy();
    const body = request.postDataJSON() as {
      header: Record<string, string>;
      events: { event_type: string; attributes: Record<string, string> }[];
    };
    expect(body.header).toMatchObject({
      platform: 'WEB',
      user_id: 'u-teacher-guardian',
      user_role: 'TEACHER',
    });
    expect(body.header.device_id).not.toBe('');
    expect(body.events.find((event) => event.event_type === 'menu_view')?.attributes).toMatchObject(
      { menu: '新闻通知' },
    );
    // HD-ANALYTICS-03: the same device after a reload.
    await page.reload();
    await expect
      .poll(async () => new Set((await counts()).events.map((event) => event.device_id)).size)
      .toBe(1);
    await context.close();
  });
});

describe('resource clicks and durations (CORE-ANALYTICS-08/09, HD-ANALYTICS-12)', () => {
  it('a card click reports its kind before the navigation, which follows 300 ms later', async () => {
    const { page, context } = await openPage(browser);
    const order: string[] = [];
    context.on('request', (request) => {
      if (!isAnalytics(request)) return;
      const body = request.postDataJSON() as { events: { event_type: string }[] };
      if (body.events.some((event) => event.event_type === 'resource_click')) order.push('report');
    });
    await page.clock.install({ time: T0 });
    await page.goto(`${baseUrl}/hd/zgm`);
    const card = page.locator('main a[data-resource-kind="article"]').first();
    const href = await card.getAttribute('href');
    // The page's own view is delivered first: the jump to T0 + 60 s below would otherwise
    // time out a send still on its way (a loaded machine), and the click's report would then
    // wait for the retry 5 s later on a clock that stands still.
    await expect
      .poll(
        async () => (await counts()).events.some((event) => event.event_type === 'page_view'),
        POLL,
      )
      .toBe(true);
    // Time stands still from here: only runFor moves it (CORE-ANALYTICS-09's fake clock).
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    const start = new URL(page.url()).pathname;
    await card.click();
    await page.clock.runFor(250);
    expect(new URL(page.url()).pathname).toBe(start);
    // The report is queued (a real IndexedDB write) and flushed at the next tick of the clock.
    await expect
      .poll(async () => {
        await page.clock.runFor(1);
        return order;
      }, POLL)
      .toEqual(['report']);
    expect(new URL(page.url()).pathname).toBe(start);
    await page.clock.runFor(60);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await expect
      .poll(
        async () => (await counts()).events.find((e) => e.event_type === 'resource_click'),
        POLL,
      )
      .toMatchObject({
        sink: 'campaign',
        attributes: { kind: 'article', resource_type: 'x_article' },
      });
  });

  it('a campaign detail page reports its duration at 5 minutes and the rest when the page goes', async () => {
    const { page, context } = await openPage(browser);
    await page.clock.install({ time: T0 });
    await page.goto(
      `${baseUrl}/hd/zgm/detail?contentId=zgm-news-001&contentType=x_article&libraryId=zgm-news`,
    );
    await page.locator('main article').waitFor();
    const durations = async () =>
      (await counts()).events.filter((event) => event.event_type === 'resource_duration');
    // Active time (a mouse move every 10 s) until the 5-minute report arrives; the tracker
    // starts once the page's config and reporter are loaded, so count from then.
    for (let step = 0; step < 60 && (await durations()).length === 0; step += 1) {
      await page.mouse.move(100 + (step % 20) * 10, 200);
      await page.clock.runFor('00:10');
      await page.waitForTimeout(50);
    }
    await expect.poll(async () => (await durations()).length, POLL).toBe(1);
    const [first] = await durations();
    expect(first.attributes).toMatchObject({ resource_id: 'zgm-news-001', kind: 'article' });
    expect(Number(first.attributes.duration)).toBeGreaterThanOrEqual(299);
    expect(Number(first.attributes.duration)).toBeLessThanOrEqual(301);
    await page.mouse.move(300, 300);
    await page.clock.runFor('00:40');
    // Leaving: the last 40 s go out with the page (a keepalive request at pagehide).
    await page.close({ runBeforeUnload: true });
    await expect.poll(async () => (await durations()).length, POLL).toBe(2);
    const last = (await durations())[1];
    // The 40 s after the report, plus what was left of the 10 s step it came in.
    expect(Number(last.attributes.duration)).toBeGreaterThanOrEqual(40);
    expect(Number(last.attributes.duration)).toBeLessThanOrEqual(51);
    await context.close();
  });
});

describe('study time of a training course (CORE-ANALYTICS-01..03/06/07, issue 15 point 3)', () => {
  const COURSE = 'tc-summer-szsy';
  const LESSON_PATH = `/teacherTraining/courseDetail?courseId=${COURSE}&lessonId=${COURSE}-l1`;
  /** The fixture project the course belongs to, and its organizer (server/seed-data/training). */
  const TRAINING_ID = 'train-2026-summer';
  const ORGAN_ID = 'organ-moe-jsgzs';

  it('a teacher’s play sends the timeline, in order, and the play durations with the course fields; the config sets the intervals', async () => {
    const { page } = await openPage(browser);
    // The app config overrides the defaults: points every 5 s, an A post per 20 s of play.
    await page.route('**/v1/app_configs**', (route) =>
      route.fulfill({
        json: {
          ResourcePlayDurationAPointTime: 5,
          ResourcePlayDurationAPostTime: 20,
          ResourcePlayDurationBPostTime: 20,
        },
      }),
    );
    // Another teacher than studyProgress.e2e.ts's, whose lesson must start untouched.
    await signIn(page, baseUrl, 'reviewer', LESSON_PATH);
    const video = page.locator('.course-player video').first();
    await video.waitFor();
    await page.clock.install({ time: T0 });
    await page.locator('.course-player .vjs-big-play-button').click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused), POLL).toBe(false);
    /**
     * Each step a second apart on the page's clock: the events' times then give their order,
     * and no step falls within the 200 ms throttle of the one before (on the page's clock,
     * which this test holds; a loaded machine's events arrive bunched).
     */
    const step = async (action: (v: HTMLVideoElement) => unknown) => {
      await page.clock.runFor(1_000);
      await video.evaluate(action);
      await video.evaluate((v: HTMLVideoElement) =>
        v.seeking
          ? new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }))
          : 0,
      );
    };
    await step((v) => {
      v.playbackRate = 1.5;
    });
    // 21 s of play on the page's clock, then a pause, a seek back and a seek forward again to
    // where it was (watched already: seek control lets it through).
    await page.clock.runFor(20_000);
    // The media plays on real time, not the page's clock: with less than a second played (a
    // loaded machine), the seek back stopped at 0, where it started, and was no seek.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), POLL)
      .toBeGreaterThan(1.5);
    await step((v) => v.pause());
    await step((v) => {
      v.currentTime = Math.max(0, v.currentTime - 1);
    });
    await step((v) => {
      v.currentTime += 1;
    });
    const leftAt = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await page.clock.runFor(1_000);
    const studyEvents = async () =>
      (await counts()).events.filter((event) => /^(video_|play_duration_)/.test(event.event_type));
    // The reporter sends its queue on its own timer, which may be on the page's clock (it loads
    // after the first render, possibly after the clock was installed): the clock moves on.
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        return (await studyEvents()).map((event) => event.event_type).sort();
      }, POLL)
      .toEqual(
        expect.arrayContaining([
          'play_duration_a',
          'play_duration_b',
          'video_pause',
          'video_play',
          'video_seek',
          'video_speed',
        ]),
      );
    await expect
      .poll(async () => {
        // As above: a batch the reporter must send again goes out on the page's clock.
        await page.clock.runFor(1_000);
        return (await studyEvents()).filter((event) => event.event_type === 'video_seek').length;
      }, POLL)
      .toBe(2);
    // Leaving: video_quit goes out with the page (the keepalive send at pagehide).
    await page.close({ runBeforeUnload: true });
    await expect
      .poll(async () => (await studyEvents()).some((e) => e.event_type === 'video_quit'), POLL)
      .toBe(true);

    const events = await studyEvents();
    const timeline = events
      .filter((event) => event.event_type.startsWith('video_'))
      .sort((a, b) => a.event_time - b.event_time)
      .map((event) =>
        event.event_type === 'video_seek'
          ? `${event.event_type}:${event.attributes.direction}`
          : event.event_type,
      );
    expect(timeline).toEqual([
      'video_play',
      'video_speed',
      'video_pause',
      'video_seek:backward',
      'video_seek:forward',
      'video_quit',
    ]);
    const of = (type: string) => events.find((event) => event.event_type === type)!;
    expect(of('video_speed').attributes.rate).toBe('1.5');
    expect(Number(of('video_quit').attributes.position)).toBeCloseTo(leftAt, 0);
    const a = of('play_duration_a');
    expect(a.attributes.count).toBe('4');
    // The course tracking fields the page knows, exactly: the course data's project and
    // organizer, the channel it is filed in (a project course is in no column).
    expect(a.attributes).toMatchObject({
      course_type: 't_course',
      course_id: COURSE,
      lesson_id: `${COURSE}-l1`,
      resource_id: `${COURSE}-l1`,
      training_id: TRAINING_ID,
      organ_id: ORGAN_ID,
      channel_code: 'area-teacherTraining',
    });
    expect(a.attributes).not.toHaveProperty('column_code');
    for (const event of events) {
      expect(event.sink).toBe('portal');
      expect(event.user_id).toBe('u-reviewer');
      expect(event.attributes.course_id).toBe(COURSE);
      expect(event.attributes.training_id).toBe(TRAINING_ID);
    }
  });
});
