/**
 * The contest figures of `npm run bench` (issue 13):
 *  - a 200 MB work uploaded to the stand-in keeps its memory flat: the server process's resident
 *    memory is sampled while the file streams in, and the peak is reported against idle;
 *  - 我的作品 of a participant with 200 works renders in the same time band as a channel page
 *    (navigation start → the first page of works in a frame, median of several runs).
 */
import { request } from 'node:http';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { insertPlaceholderWork } from '../../server/data/contestWorks';
import { DEMO_PASSWORD } from '../../server/seed-data/users';

const CONTEST = 'kpzy2026';
const MB = 1024 * 1024;
/** Issue 13: the upload the stand-in must take without holding it in memory. */
export const UPLOAD_BENCH_BYTES = 200 * MB;
/** Memory growth during that upload that still counts as flat (buffers, not the file). */
export const UPLOAD_RSS_BUDGET_BYTES = 64 * MB;
export const MY_WORKS_BENCH_COUNT = 200;

interface BenchServer {
  url: string;
  app: FastifyInstance;
}

/** Signs `account` in the way the portal does (SSO page → ticket → exchange): its token. */
async function accessToken(baseUrl: string, account: string): Promise<string> {
  const signIn = await fetch(`${baseUrl}/sso/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: DEMO_PASSWORD, redirect_uri: '/' }),
  });
  const ticket = new URL(signIn.headers.get('location') ?? '', baseUrl).searchParams.get('ticket');
  const exchange = await fetch(`${baseUrl}/svc/uc/v1.1/sso/tickets/actions/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket }),
  });
  return ((await exchange.json()) as { access_token: string }).access_token;
}

function verifiedEnrolment(app: FastifyInstance, userId: string) {
  app.portal.db
    .prepare(
      `INSERT OR REPLACE INTO enrolments (contest_id, user_id, status, verify_status,
         online_exam_id, exam_highest_score, form, create_time) VALUES (?, ?, 3, 1, NULL, NULL, '{}', ?)`,
    )
    .run(CONTEST, userId, Date.now());
}

/** Streams a `bytes`-long mp4 to the upload call in 1 MB chunks; resolves with the status. */
function streamUpload(baseUrl: string, token: string, bytes: number): Promise<number> {
  const boundary = '----edu-bench-boundary';
  const head = Buffer.from(
    [
      ['title', '大文件作品'],
      ['description', ''],
      ['request_id', `bench-${Date.now()}`],
    ]
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MB, 7);
  const url = new URL(`/svc/contest/contests/${CONTEST}/works`, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + bytes + tail.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const size = Math.min(MB, bytes - sent);
        sent += size;
        if (!req.write(size === MB ? chunk : chunk.subarray(0, size))) {
          req.once('drain', pump);
          return;
        }
      }
      req.end(tail);
    };
    pump();
  });
}

/** Peak resident memory of this process (the in-process stand-in) while `work` runs. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

export async function benchUpload(server: BenchServer): Promise<{ line: string; ok: boolean }> {
  verifiedEnrolment(server.app, 'u-teacher');
  const token = await accessToken(server.url, 'teacher');
  global.gc?.();
  const idle = process.memoryUsage().rss;
  const started = performance.now();
  const { result: status, peak } = await peakRss(() =>
    streamUpload(server.url, token, UPLOAD_BENCH_BYTES),
  );
  const seconds = (performance.now() - started) / 1000;
  const growth = peak - idle;
  const ok = status === 201 && growth < UPLOAD_RSS_BUDGET_BYTES;
  return {
    ok,
    line: `upload of ${UPLOAD_BENCH_BYTES / MB} MB to the stand-in: answered ${status} in ${seconds.toFixed(1)} s; server RSS idle ${(idle / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB (+${(growth / MB).toFixed(0)} MB, budget +${UPLOAD_RSS_BUDGET_BYTES / MB} MB)`,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchMyWorks(
  server: BenchServer,
  browser: Browser,
  runs: number,
): Promise<{ line: string; medianMs: number }> {
  const db = server.app.portal.db;
  verifiedEnrolment(server.app, 'u-student');
  const now = Date.now();
  db.transaction(() => {
    for (let i = 0; i < MY_WORKS_BENCH_COUNT; i += 1)
      insertPlaceholderWork(db, {
        id: `bench-work-${i}`,
        contestId: CONTEST,
        userId: 'u-student',
        title: `基准测试作品 ${i + 1}`,
        description: '用于测量“我的作品”渲染时间的作品',
        time: now - i * 60_000,
      });
  })();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const path = `/hd/kpzy/myWork?contestId=${CONTEST}`;
  await page.goto(`${server.url}/sso/login?redirect_uri=${encodeURIComponent(path)}`);
  await page.locator('[data-account="student"]').click();
  await page.waitForURL(
    (url) => url.pathname === '/hd/kpzy/myWork' && !url.searchParams.has('ticket'),
  );
  await page.locator('.my-works__item').first().waitFor();
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(`${server.url}${path}`);
    // A string, not a function: tsx would wrap a function with helpers the page lacks.
    timings.push(
      await page.evaluate<number>(`new Promise((done) => {
        const check = () => {
          // The first page: MY_WORKS_DEFAULT_PAGE_SIZE (10) of the 200.
          if (document.querySelectorAll('.my-works__item').length >= 10) done(performance.now());
          else requestAnimationFrame(check);
        };
        check();
      })`),
    );
  }
  await context.close();
  const medianMs = median(timings);
  return {
    medianMs,
    line: `我的作品 with ${MY_WORKS_BENCH_COUNT} works: navigation start → first page of works in a frame, median ${medianMs.toFixed(0)} ms (runs: ${timings.map((t) => t.toFixed(0)).join(', ')})`,
  };
}
