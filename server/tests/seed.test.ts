import { cpSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import { DEFAULT_SEED_DIR } from '../paths';
import { DEMO_USERS } from '../seed-data/users';
import { DAY_MS, fromPlatformTime } from '../time';
import { APP_ID, bearer, buildApp, login, tempDir } from './helpers';

const dir = tempDir();
afterAll(() => dir.cleanup());

function counts(dbPath: string) {
  const { db } = openDatabase(dbPath, { seedDir: DEFAULT_SEED_DIR, now: Date.now() });
  const count = (table: string) =>
    (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  const result = {
    channels: count('channels'),
    sections: count('sections'),
    contents: count('library_contents'),
    users: count('users'),
    contests: count('contests'),
    likes: count('likes'),
  };
  db.close();
  return result;
}

describe('first start', () => {
  const nested = join(dir.path, 'deep', 'folder', 'portal.sqlite');

  it('creates the database file and its folder, and seeds it', async () => {
    expect(existsSync(nested)).toBe(false);
    const app = await buildApp(dir.path, { dbPath: nested });
    expect(existsSync(nested)).toBe(true);

    const sections = await app.inject('/svc/course/v2/channels/portal-home/sections');
    expect(sections.statusCode).toBe(200);
    const detail = await app.inject('/svc/contest/contests/kpzy2026/actions/detail');
    expect(detail.json()).toMatchObject({
      contest_id: 'kpzy2026',
      title: '2026年全国中小学科普资源征集活动',
      status: 1,
    });
    await app.close();

    const seeded = counts(nested);
    expect(seeded.channels).toBeGreaterThanOrEqual(4);
    expect(seeded.users).toBe(DEMO_USERS.length);
    expect(seeded.contents).toBeGreaterThan(100);
  });

  it('puts the default contest times relative to the moment of seeding', async () => {
    const before = Date.now();
    const app = await buildApp(dir.path, { dbPath: join(dir.path, 'times.sqlite') });
    const contest = (await app.inject('/svc/contest/contests/kpzy2026/actions/detail')).json() as {
      begin_time: string;
      end_time: string;
      enroll_setting: { begin_time: string; end_time: string };
    };
    await app.close();
    const near = (text: string, offsetDays: number) =>
      Math.abs(fromPlatformTime(text) - (before + offsetDays * DAY_MS)) < 60_000;
    expect(near(contest.begin_time, -10)).toBe(true);
    expect(near(contest.end_time, 40)).toBe(true);
    expect(near(contest.enroll_setting.begin_time, -10)).toBe(true);
    expect(near(contest.enroll_setting.end_time, 20)).toBe(true);
    expect(contest.begin_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0800$/);
  });

  it('does not reseed on the second start: data written in between survives', async () => {
    const app = await buildApp(dir.path, { dbPath: nested });
    const token = await login(app, 'student');
    const like = await app.inject({
      method: 'POST',
      url: '/svc/stats/v1/res_stats/sedu-0001?type=like',
      headers: { ...APP_ID, ...bearer(token) },
    });
    expect(like.statusCode).toBe(200);
    await app.close();
    const before = counts(nested);

    const again = await buildApp(dir.path, { dbPath: nested });
    const stats = await again.inject({ url: '/svc/stats/v1/res_stats/sedu-0001', headers: APP_ID });
    expect(stats.json()).toMatchObject({
      like_count: (like.json() as { like_count: number }).like_count,
    });
    // The token issued before the restart still works: sessions live in the database.
    const me = await again.inject({ url: '/svc/uc/v1.1/users/current', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    await again.close();
    expect(counts(nested)).toEqual(before);
    expect(before.likes).toBe(1);
  });
});

describe('a changed seed', () => {
  it('rebuilds an existing database, so new seed content reaches it', () => {
    const seedDir = join(dir.path, 'seed-copy');
    cpSync(DEFAULT_SEED_DIR, seedDir, { recursive: true });
    const dbPath = join(dir.path, 'changed-seed.sqlite');
    const first = openDatabase(dbPath, { seedDir, now: Date.now() });
    expect(first.seeded).toBe(true);
    first.db
      .prepare("INSERT INTO likes (res_id, user_id, update_time) VALUES ('x', 'u-student', 0)")
      .run();
    first.db.close();

    const same = openDatabase(dbPath, { seedDir, now: Date.now() });
    expect(same.seeded).toBe(false);
    same.db.close();

    writeFileSync(join(seedDir, 'configs', 'added-by-test.json'), '{}');
    const changed = openDatabase(dbPath, { seedDir, now: Date.now() });
    expect(changed.seeded).toBe(true);
    const likes = changed.db.prepare('SELECT COUNT(*) AS n FROM likes').get() as { n: number };
    expect(likes.n).toBe(0);
    changed.db.close();
  });
});
