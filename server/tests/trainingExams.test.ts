import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildApp, login, manualClock, tempDir } from './helpers';

const dir = tempDir();
const clock = manualClock(Date.UTC(2026, 8, 1, 2, 0, 0));
let app: FastifyInstance;
let teacher: string;

beforeAll(async () => {
  app = await buildApp(dir.path, { clock: clock.now });
  teacher = await login(app, 'teacher');
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

interface Exam {
  id: string;
  answer_status: number | null;
  assessment_id: string | null;
  end_time: string | null;
  duration_minutes: number | null;
}

describe('training exams and the assessments query (stand-in)', () => {
  it("lists the summer project's exams, answer statuses 0 / 1 / 2 / none for a learner", async () => {
    const res = await get('/svc/course/v1/trainings/train-2026-summer/exams', teacher);
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: Exam[] }).items;
    expect(items.map((exam) => exam.answer_status)).toEqual([0, 1, 2, null]);
    expect(items[0].end_time).toMatch(/\+0800$/);
    expect(items[0].duration_minutes).toBe(60);
    // A visitor gets the exams without anybody's status.
    const visitor = (
      (await get('/svc/course/v1/trainings/train-2026-summer/exams')).json() as { items: Exam[] }
    ).items;
    expect(visitor.map((exam) => exam.answer_status)).toEqual([null, null, null, null]);
    expect((await get('/svc/course/v1/trainings/nope/exams')).statusCode).toBe(404);
  });

  it('answers the results of the asked ids and type, signed in only, at most 100 ids', async () => {
    const ids = 'assess-summer-sdsf,assess-summer-szsy,assess-summer-xkb,assess-summer-jy';
    const url = `/svc/assessment/v1/assessments/actions/query?assessment_ids=${ids}&assessment_type=exam`;
    const res = await get(url, teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ assessment_id: 'assess-summer-szsy', best_score: 92 }),
      expect.objectContaining({ assessment_id: 'assess-summer-xkb', best_score: 78 }),
    ]);
    const other = await get(url.replace('type=exam', 'type=homework'), teacher);
    expect(other.json()).toEqual([]);
    expect((await get(url)).statusCode).toBe(401);
    const many = Array.from({ length: 101 }, (_, index) => `a${index}`).join(',');
    const tooMany = await get(
      `/svc/assessment/v1/assessments/actions/query?assessment_ids=${many}&assessment_type=exam`,
      teacher,
    );
    expect(tooMany.statusCode).toBe(400);
  });
});
