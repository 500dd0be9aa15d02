import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildApp, login, manualClock, tempDir } from './helpers';
import { TRAINING_LIVES, TRAINING_SEEDS, TRAINING_TYPE_IDS } from '../seed-data/training';
import environments from '../../site-configs/environments.json';

const dir = tempDir();
const clock = manualClock(Date.UTC(2026, 8, 1, 2, 0, 0));
let app: FastifyInstance;
let teacher: string;
let academic: string;
let eduAdmin: string;

beforeAll(async () => {
  app = await buildApp(dir.path, { clock: clock.now });
  [teacher, academic, eduAdmin] = await Promise.all(
    ['teacher', 'academic', 'eduadmin'].map((account) => login(app, account)),
  );
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('training projects (course service)', () => {
  it('filters by training type id, one non-empty list per type code (CORE-CAT-10)', async () => {
    // The stand-in's ids are the local environment's configuration.
    expect(TRAINING_TYPE_IDS).toEqual(environments.environments.local.trainingTypeIds);
    const seen = new Set<string>();
    for (const [code, typeId] of Object.entries(TRAINING_TYPE_IDS)) {
      const res = await get(`/svc/course/v1/trainings?$offset=0&$limit=20&type_id=${typeId}`);
      expect(res.statusCode).toBe(200);
      const items = (res.json() as { items: { id: string; type_code: string }[] }).items;
      expect(items.length, code).toBeGreaterThan(0);
      expect(items.every((item) => item.type_code === code)).toBe(true);
      items.forEach((item) => seen.add(item.id));
    }
    expect(seen.size).toBe(TRAINING_SEEDS.length);
    const none = await get('/svc/course/v1/trainings?type_id=9999');
    expect((none.json() as { total: number }).total).toBe(0);
  });

  it('lists every project without login, newest begin first, with summaries only', async () => {
    const res = await get('/svc/course/v1/trainings?$offset=0&$limit=20');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { total: number; items: Record<string, unknown>[] };
    expect(body.total).toBe(TRAINING_SEEDS.length);
    expect(body.items.map((item) => item.id)).toEqual([
      'train-2026-ai',
      'train-2026-summer',
      'train-2025-xxjs',
      'train-2025-zymt',
      'train-2025-yjyx',
      'train-2025-tjyx',
    ]);
    expect(body.items[1]).toMatchObject({
      title: '2026年暑期教师研修',
      organizer: '教育部教师工作司 · 国家智慧教育公共服务平台',
      cover_url: '/svc/static/covers/training-train-2026-summer.svg',
      begin_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000\+0800$/),
    });
    expect(body.items[1]).not.toHaveProperty('courses');
    expect(body.items[1]).not.toHaveProperty('admins');
  });

  it('answers one project with courses, libraries and manual; unknown → 404', async () => {
    const res = await get('/svc/course/v1/trainings/train-2026-summer');
    expect(res.statusCode).toBe(200);
    const project = res.json() as Record<string, unknown>;
    expect(project).toMatchObject({
      id: 'train-2026-summer',
      title: '2026年暑期教师研修',
      study_hours: 10,
      libraries: [
        { library_id: 'lib-train-summer-notice', kind: 'notice', title: '通知公告' },
        { library_id: 'lib-train-summer-dynamics', kind: 'dynamics', title: '项目动态' },
      ],
    });
    expect((project.courses as unknown[]).length).toBe(4);
    expect(project).not.toHaveProperty('admins');
    expect(project).not.toHaveProperty('reviewers');
    const missing = await get('/svc/course/v1/trainings/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'TRAINING/NOT_FOUND', message: '培训项目不存在' });
  });

  it("serves the project's libraries through the ordinary library-contents call", async () => {
    const res = await get(
      '/svc/course/v1/libraries/lib-train-summer-dynamics/contents/actions/full/adapter',
    );
    expect(res.statusCode).toBe(200);
    const files = res.json() as string[];
    const part = await get(files[0]);
    const items = part.json() as { title: string; library_id: string }[];
    expect(items[0]).toMatchObject({
      title: '暑期教师研修参训人数突破一万人',
      library_id: 'lib-train-summer-dynamics',
    });
  });

  it('opens the management view to administrators only', async () => {
    const url = '/svc/course/v1/trainings/train-2026-summer/management';
    expect((await get(url)).statusCode).toBe(401);
    const refused = await get(url, teacher);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TRAINING/FORBIDDEN' });
    const res = await get(url, academic);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      enrol_count: 12846,
      works_submitted: 2,
      works_marked: 1,
      average_score: 92,
      admins: ['刘敏', '赵建国'],
      reviewers: ['刘敏'],
    });
  });
});

describe('training works', () => {
  it('shows a trainee their own works, a reviewer every work of the project', async () => {
    const url = '/svc/course/v1/training_works?train_id=train-2026-summer';
    expect((await get(url)).statusCode).toBe(401);
    const own = (await get(url, teacher)).json() as {
      can_mark: boolean;
      items: { id: string; status: number }[];
    };
    expect(own.can_mark).toBe(false);
    expect(own.items.map((item) => item.id)).toEqual(['work-summer-zhangsan']);
    const all = (await get(url, academic)).json() as { can_mark: boolean; items: unknown[] };
    expect(all.can_mark).toBe(true);
    expect(all.items).toHaveLength(2);
  });

  it('lets the author and reviewers read a work, nobody else', async () => {
    const url = '/svc/course/v1/training_works/work-summer-zhouhua';
    expect((await get(url, teacher)).statusCode).toBe(403);
    const res = await get(url, academic);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: '初中数学函数单元的大单元教学设计',
      author_name: '周华',
      status: 1,
      score: 92,
      can_mark: true,
    });
    expect((await get('/svc/course/v1/training_works/none', academic)).statusCode).toBe(404);
  });

  it('stores a reviewer mark; refuses trainees and bad scores', async () => {
    const url = '/svc/course/v1/training_works/work-summer-zhangsan/actions/mark';
    const post = (token: string, payload: unknown) =>
      app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
    expect((await post(teacher, { score: 100 })).statusCode).toBe(403);
    expect((await post(academic, { score: 101 })).statusCode).toBe(400);
    expect((await post(academic, { score: '90' })).statusCode).toBe(400);
    const res = await post(eduAdmin, { score: 95, comment: '  设计完整，反思深入。 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      score: 95,
      comment: '设计完整，反思深入。',
      reviewer_name: '赵建国',
    });
    const mine = (
      await get('/svc/course/v1/training_works/work-summer-zhangsan', teacher)
    ).json() as { score: number; can_mark: boolean };
    expect(mine).toMatchObject({ score: 95, can_mark: false });
  });
});

describe('teacher-training files (static host)', () => {
  it('serves the live list as datas.json, no login', async () => {
    const res = await get('/svc/static/teacherTraining/live/datas.json');
    expect(res.statusCode).toBe(200);
    const items = res.json() as Record<string, unknown>[];
    expect(items).toHaveLength(TRAINING_LIVES.length);
    expect(items[0]).toMatchObject({
      id: 'tlive-xkb-dayi',
      title: '新课标落地专家直播答疑',
      speaker: '郭华',
      cover_url: '/svc/static/covers/training-live-tlive-xkb-dayi.svg',
    });
    const start = Date.parse(String(items[0].start_time).replace(/(\d\d)(\d\d)$/, '$1:$2'));
    expect(start).toBe(clock.now() - 30 * 60_000);
  });

  it('serves the handbook', async () => {
    const res = await get('/svc/static/teacherTraining/handbook.json');
    expect(res.statusCode).toBe(200);
    const handbook = res.json() as { title: string; sections: { steps: string[] }[] };
    expect(handbook.title).toBe('教师研修手册');
    expect(handbook.sections.length).toBeGreaterThan(3);
  });
});
