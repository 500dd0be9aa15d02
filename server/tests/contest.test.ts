import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, fromPlatformTime } from '../time';
import { bearer, buildApp, login, tempDir } from './helpers';

const dir = tempDir();
let app: FastifyInstance;
let student: string;
let teacher: string;

beforeAll(async () => {
  app = await buildApp(dir.path);
  student = await login(app, 'student');
  teacher = await login(app, 'teacher');
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const BASE = '/svc/contest';

interface Contest {
  contest_id: string;
  status: number;
  begin_time: string;
  end_time: string;
  enroll_setting: { begin_time: string; end_time: string; config: object };
}

const scenario = (name: string, body?: object) =>
  app.inject({ method: 'POST', url: `/__scenario/${name}`, ...(body ? { payload: body } : {}) });
const detail = () => app.inject(`${BASE}/contests/kpzy2026/actions/detail`);
const enrolment = (token: string, flag = 'include_verify_status') =>
  app.inject({ url: `${BASE}/contests/kpzy2026/enrolls?${flag}=true`, headers: bearer(token) });
const uploadLimit = (token: string) =>
  app.inject({
    url: `${BASE}/contests/kpzy2026/actions/root_upload_limit`,
    headers: bearer(token),
  });
const enrol = (token: string, payload: unknown, raw = false) =>
  app.inject({
    method: 'POST',
    url: `${BASE}/contests/kpzy2026/enrolls`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: raw ? (payload as string) : JSON.stringify(payload),
  });
const enrolmentRows = () =>
  (
    app.portal.db
      .prepare("SELECT COUNT(*) AS n FROM enrolments WHERE contest_id = 'kpzy2026'")
      .get() as { n: number }
  ).n;

/** Offsets in days from now, read back from the detail answer. */
function offsets(contest: Contest, now: number) {
  const days = (text: string) => Math.round((fromPlatformTime(text) - now) / DAY_MS);
  return {
    begin: days(contest.begin_time),
    end: days(contest.end_time),
    enrollBegin: days(contest.enroll_setting.begin_time),
    enrollEnd: days(contest.enroll_setting.end_time),
  };
}

const OPEN = { begin: -10, end: 40, enrollBegin: -10, enrollEnd: 20 };
/** root_upload_limit answers (issue 13 contract): the code and the caller's counts. */
const COUNTS = { submitted: 0, remaining: 3, max_works_per_user: 3 };
const UPLOAD_OPEN = { result: true, code: 0, ...COUNTS };
const UPLOAD_CLOSED = { result: false, code: 1, ...COUNTS };
const LIMIT_REACHED = { result: false, code: 2, submitted: 3, remaining: 0, max_works_per_user: 3 };

const EXPECTED: Record<
  string,
  {
    status?: number;
    times?: Partial<typeof OPEN>;
    enrolment: object | null;
    upload: object;
    /** The student's upload limit, when it differs from the teacher's (`upload`). */
    studentUpload?: object;
  }
> = {
  default: { status: 1, times: OPEN, enrolment: null, upload: UPLOAD_OPEN },
  'enrolment-open': { status: 1, times: OPEN, enrolment: null, upload: UPLOAD_OPEN },
  'contest-unpublished': { status: 0, times: OPEN, enrolment: null, upload: UPLOAD_OPEN },
  // Enrolment is refused by the whitelist (whitelist.test.ts); the rest is the default.
  'contest-restricted': { status: 1, times: OPEN, enrolment: null, upload: UPLOAD_OPEN },
  // Only the student is on the list (namedScenarios.test.ts); the rest is the default.
  'contest-restricted-listed': { status: 1, times: OPEN, enrolment: null, upload: UPLOAD_OPEN },
  'contest-not-started': {
    status: 1,
    times: { begin: 15, enrollBegin: 20 },
    enrolment: null,
    upload: UPLOAD_OPEN,
  },
  'enrolment-closed': {
    status: 1,
    times: { ...OPEN, enrollEnd: -1 },
    enrolment: null,
    upload: UPLOAD_OPEN,
  },
  'contest-ended': {
    status: 1,
    times: { begin: -10, end: -1, enrollEnd: -2 },
    enrolment: null,
    upload: UPLOAD_CLOSED,
  },
  'enrolled-pending': {
    status: 1,
    times: OPEN,
    enrolment: { status: 0 },
    upload: UPLOAD_OPEN,
  },
  'enrolled-unverified': {
    status: 1,
    times: OPEN,
    enrolment: { status: 2 },
    upload: UPLOAD_OPEN,
  },
  'enrolled-verified': {
    status: 1,
    times: OPEN,
    enrolment: { status: 3, verify_status: 1 },
    upload: UPLOAD_OPEN,
  },
  'upload-closed': {
    status: 1,
    times: OPEN,
    enrolment: { status: 3 },
    upload: UPLOAD_CLOSED,
  },
  'upload-limit-reached': {
    status: 1,
    times: OPEN,
    enrolment: { status: 3 },
    upload: LIMIT_REACHED,
  },
  // The student's one work is under review (it still counts); the teacher has none.
  'review-assigned': {
    status: 1,
    times: OPEN,
    enrolment: { status: 3 },
    upload: UPLOAD_OPEN,
    studentUpload: { ...UPLOAD_OPEN, submitted: 1, remaining: 2 },
  },
  // The scenarios of the data and writing contests (namedScenarios.test.ts) leave kpzy as by
  // default.
  'diaa-open': { status: 1, times: OPEN, enrolment: null, upload: UPLOAD_OPEN },
  'writing-exam-pending': { status: 1, times: OPEN, enrolment: null, upload: UPLOAD_OPEN },
  'writing-review-missing': { status: 1, times: OPEN, enrolment: null, upload: UPLOAD_OPEN },
  'writing-review-pending': { status: 1, times: OPEN, enrolment: null, upload: UPLOAD_OPEN },
  'writing-review-approved': { status: 1, times: OPEN, enrolment: null, upload: UPLOAD_OPEN },
};

describe('scenario endpoint', () => {
  it('lists every scenario with a Chinese description', async () => {
    const res = await app.inject('/__scenario');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { name: string; description: string }[];
    expect(list.map((s) => s.name).sort()).toEqual(
      [...Object.keys(EXPECTED), 'contest-missing'].sort(),
    );
    for (const item of list) expect(item.description).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers 404 for an unknown scenario and 400 for a bad now', async () => {
    expect((await scenario('no-such-state')).statusCode).toBe(404);
    expect((await scenario('default', { now: 'tomorrow' })).statusCode).toBe(400);
  });

  it.each(Object.entries(EXPECTED))(
    '%s sets detail, enrolment and upload limit',
    async (name, expected) => {
      const now = Date.now();
      const res = await scenario(name);
      expect(res.statusCode).toBe(200);

      const contest = (await detail()).json() as Contest;
      expect(contest.status).toBe(expected.status);
      expect(offsets(contest, now)).toMatchObject(expected.times ?? {});

      for (const token of [student, teacher]) {
        const mine = await enrolment(token);
        expect(mine.statusCode).toBe(200);
        expect(mine.headers['content-type']).toBe('application/json; charset=utf-8');
        if (expected.enrolment === null) expect(mine.body).toBe('null');
        else expect(mine.json()).toMatchObject(expected.enrolment);
        expect((await uploadLimit(token)).json()).toEqual(
          token === student ? (expected.studentUpload ?? expected.upload) : expected.upload,
        );
      }
    },
  );

  it('contest-missing makes the detail, enrolment and upload calls answer 404', async () => {
    await scenario('contest-missing');
    expect((await detail()).statusCode).toBe(404);
    expect((await enrolment(student)).statusCode).toBe(404);
    expect((await uploadLimit(student)).statusCode).toBe(404);
    await scenario('default');
    expect((await detail()).statusCode).toBe(200);
  });

  it('bases every time on the instant given in the body', async () => {
    const instant = Date.UTC(2030, 5, 1, 4, 0, 0);
    const res = await scenario('enrolment-closed', { now: instant });
    expect(res.json()).toMatchObject({
      name: 'enrolment-closed',
      now: '2030-06-01T12:00:00.000+0800',
    });
    expect(offsets((await detail()).json() as Contest, instant)).toEqual({
      ...OPEN,
      enrollEnd: -1,
    });
  });

  it('accepts the include-verify-status spelling too', async () => {
    await scenario('enrolled-verified');
    expect((await enrolment(student, 'include-verify-status')).json()).toMatchObject({ status: 3 });
  });
});

describe('scenarios switched off', () => {
  it('answers 404 on /__scenario', async () => {
    const off = tempDir();
    const plain = await buildApp(off.path, { scenarios: false });
    expect((await plain.inject('/__scenario')).statusCode).toBe(404);
    const post = await plain.inject({ method: 'POST', url: '/__scenario/default' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'NOT_FOUND' });
    await plain.close();
    off.cleanup();
  });
});

describe('enrolment', () => {
  it('needs a signed-in user', async () => {
    await scenario('default');
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/contests/kpzy2026/enrolls`,
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect((await app.inject(`${BASE}/contests/kpzy2026/enrolls`)).statusCode).toBe(401);
    expect(
      (await app.inject(`${BASE}/contests/kpzy2026/actions/root_upload_limit`)).statusCode,
    ).toBe(401);
  });

  it.each([
    ['broken JSON', '{"real_name": "李明"', true, '请求体不是合法的 JSON'],
    ['an array', [], false, '请求体 类型不正确，应为对象'],
    ['a number as name', { real_name: 7 }, false, '请求体字段 real_name 类型不正确，应为字符串'],
    ['an empty name', { real_name: '' }, false, '请求体字段 real_name 不能为空'],
    ['a bad mobile', { real_name: '李明', mobile: '12345' }, false, '请求体字段 mobile 格式不正确'],
    ['an unknown role', { role_code: 'ADMIN' }, false, '请求体字段 role_code 取值不在允许范围内'],
  ])('refuses %s with 400 and stores nothing', async (_label, payload, raw, message) => {
    await scenario('default');
    const res = await enrol(student, payload, raw);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toBe(message);
    expect(enrolmentRows()).toBe(0);
  });

  it('creates a pending enrolment once, then refuses a second one', async () => {
    await scenario('default');
    const res = await enrol(student, {
      real_name: '李明',
      mobile: '13800000001',
      school_name: '北京市第一中学',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      contest_id: 'kpzy2026',
      user_id: 'u-student',
      status: 0,
      verify_status: 0,
    });
    expect((await enrolment(student)).json()).toMatchObject({ status: 0 });
    expect((await enrolment(teacher)).body).toBe('null');
    const again = await enrol(student, {});
    expect(again.statusCode).toBe(409);
    expect(enrolmentRows()).toBe(1);
  });

  it('refuses enrolment outside the window with the campaign messages', async () => {
    const cases: [string, number, string][] = [
      // The enrol gate's text for an unpublished contest (shared gates.json enroll.contestNotStarted):
      // the server answers what the button shows.
      ['contest-unpublished', 403, '活动暂未开始，敬请期待'],
      ['enrolment-closed', 403, '当前报名已截止，暂时无法报名'],
      ['contest-ended', 403, '当前报名已截止，暂时无法报名'],
      ['contest-not-started', 403, '正式开始，敬请期待'],
      ['contest-missing', 404, '活动不存在'],
    ];
    for (const [name, status, message] of cases) {
      await scenario(name);
      const res = await enrol(student, {});
      expect(res.statusCode).toBe(status);
      expect((res.json() as { message: string }).message).toContain(message);
      expect(enrolmentRows()).toBe(0);
    }
  });
});

describe('searches', () => {
  it('finds contests by id and status', async () => {
    await scenario('default');
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/contests/actions/search`,
      payload: { contest_ids: ['kpzy2026', '115'], page_size: 10 },
    });
    const { total, items } = res.json() as { total: number; items: Contest[] };
    expect(total).toBe(2);
    expect(items.map((c) => c.contest_id).sort()).toEqual(['115', 'kpzy2026']);
  });

  it('lists the contests the user joined and the user enrolments by status', async () => {
    await scenario('enrolled-unverified');
    const joined = await app.inject({
      method: 'POST',
      url: `${BASE}/contests/actions/search_mine_join`,
      headers: bearer(student),
      payload: { page_no: 0, page_size: 10 },
    });
    expect(joined.json()).toMatchObject({
      total: 1,
      items: [{ contest_id: 'kpzy2026', enroll_status: 2 }],
    });

    const search = (statuses: number[]) =>
      app.inject({
        method: 'POST',
        url: `${BASE}/enrolls/actions/search`,
        headers: bearer(student),
        payload: { contest_ids: ['kpzy2026'], statuses, page_size: 1 },
      });
    expect((await search([1, 2])).json()).toMatchObject({ total: 1 });
    expect((await search([3])).json()).toMatchObject({ total: 0, items: [] });
    const bad = await app.inject({
      method: 'POST',
      url: `${BASE}/enrolls/actions/search`,
      headers: bearer(student),
      payload: { statuses: [1] },
    });
    expect(bad.statusCode).toBe(400);
  });
});
