import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlaceholderWork } from '../data/contestWorks';
import { DIAA_CONTEST_LIST, DIAA_EXTERNAL_LINK } from '../seed-data/campaignSitesB';
import { DIAA_SEEDED_TEAM } from '../seed-data/diaaContests';
import { bearer, buildApp, login, tempDir } from './helpers';

/**
 * The data contest /hd/diaa (issue 13 point 4; seed 001 §2 "Data contest page", §3, §4, §5,
 * §9): the home's contest list config in a section's ext_param, the published results of a
 * topic (ranked, nothing before publication), enrolment closed on the topics' own 2024
 * calendar, and the team rules (on the `diaa-open` scenario, where enrolment is open), each
 * refused with its own sentence and nothing stored.
 */

const dir = tempDir();
let app: FastifyInstance;
const tokens: Record<string, string> = {};

const BASE = '/svc/contest';
const TOPIC = 'diaa2024-t1';

beforeAll(async () => {
  app = await buildApp(dir.path);
  for (const account of ['student', 'teacher', 'learner', 'electric', 'academic', 'nickonly'])
    tokens[account] = await login(app, account);
}, 60_000);
afterAll(async () => {
  await app?.close();
  dir.cleanup();
});

const db = () => app.portal.db;
const rows = (table: string) =>
  db().prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
const teamRows = () => rows('contest_teams') + rows('contest_team_members');

/** Enrols a demo user in a contest the way an approved enrolment is stored. */
function enrol(userId: string, contestId = TOPIC) {
  db()
    .prepare(
      `INSERT OR IGNORE INTO enrolments (contest_id, user_id, status, verify_status, online_exam_id,
         exam_highest_score, form, create_time) VALUES (?, ?, 3, 1, NULL, NULL, '{}', ?)`,
    )
    .run(contestId, userId, Date.now());
}

interface Member {
  user_id: string;
  account: string;
  name: string;
  role: 'member' | 'teacher';
  is_leader: boolean;
  birth_date: string;
  nationality: string;
}
interface Team {
  team_id: string;
  contest_id: string;
  name: string;
  is_leader: boolean;
  member_count: number;
  teacher_count: number;
  members: Member[];
}

const ADULT = { birth_date: '1998-05-20', nationality: 'CN' } as const;

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  account: string | null,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `${BASE}${url}`,
    headers: account ? bearer(tokens[account]!) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function createTeam(account: string, name: string, contestId = TOPIC): Promise<Team> {
  const res = await call('POST', `/contests/${contestId}/teams`, account, { name, ...ADULT });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Team>();
}

/** Adds a member and expects it to be refused with `message`, storing nothing. */
async function expectRefused(
  account: string,
  teamId: string,
  body: Record<string, string>,
  status: number,
  message: string,
) {
  const before = teamRows();
  const res = await call('POST', `/teams/${teamId}/members`, account, { ...ADULT, ...body });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json<{ message: string }>().message).toBe(message);
  expect(teamRows()).toBe(before);
}

describe('the diaa home contest list (seed 001 §3)', () => {
  it('is a type-20 section of diaa-home whose ext_param holds every status 0–5 and an overseas group', async () => {
    const res = await app.inject({ url: '/svc/course/v2/channels/diaa-home/sections' });
    const sections =
      res.json<{ id: string; type: number; setting: { data: { ext_param?: string } } }[]>();
    const list = sections.find((section) => section.id === 'sec-diaa-contests')!;
    expect(list.type).toBe(20);
    const config = JSON.parse(list.setting.data.ext_param!) as {
      contests: { contest_id: string; status: number; link?: string }[];
      contest_ids: string[];
      overseas_contest_ids: string[];
    };
    expect(config).toEqual(DIAA_CONTEST_LIST);
    expect(new Set(config.contests.map((entry) => entry.status))).toEqual(
      new Set([0, 1, 2, 3, 4, 5]),
    );
    expect(config.contests.find((entry) => entry.status === 5)?.link).toBe(DIAA_EXTERNAL_LINK);
    // Every contest the list names exists: the list's search finds them all.
    const search = await call('POST', '/contests/actions/search', null, {
      contest_ids: [...config.contest_ids, ...config.overseas_contest_ids],
      page_size: 100,
    });
    expect(search.json<{ total: number }>().total).toBe(9);
  });
});

describe('published results (HD-SITE-19)', () => {
  it('ranks the scored works of the ended topic, ties sharing a rank, team name for a leader', async () => {
    const res = await call('GET', '/contests/diaa2024-t4/results', null);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      published: boolean;
      published_time: string;
      items: {
        rank: number;
        title: string;
        author_name: string;
        team_name: string | null;
        score: number;
      }[];
    }>();
    expect(body.published).toBe(true);
    expect(body.published_time).toMatch(/^\d{4}-\d{2}-\d{2}T.*\+0800$/);
    expect(body.items.map((item) => [item.rank, item.score])).toEqual([
      [1, 95],
      [2, 88.5],
      [2, 88.5],
      [4, 82],
      [5, 76.5],
    ]);
    expect(body.items[0]).toMatchObject({
      title: '基于行为序列的用户角色识别模型',
      author_name: '孙丽',
      team_name: DIAA_SEEDED_TEAM.name,
    });
    expect(body.items[1]).toMatchObject({ author_name: '周华', team_name: null });
    expect(body.items[2]).toMatchObject({ author_name: '王芳', team_name: null });
  });

  it('reveals nothing before publication, not even a scored work', async () => {
    insertPlaceholderWork(db(), {
      id: 'diaa-t3-early',
      contestId: 'diaa2024-t3',
      userId: 'u-student',
      title: '提前评分的作品',
      description: '',
      time: Date.now(),
    });
    db()
      .prepare(`UPDATE contest_works SET status = 'scored', score = 99 WHERE id = ?`)
      .run('diaa-t3-early');
    const res = await call('GET', '/contests/diaa2024-t3/results', null);
    expect(res.json()).toEqual({ published: false, published_time: null, items: [] });
  });

  it('an unknown contest is 404; a malformed id 400', async () => {
    expect((await call('GET', '/contests/nope/results', null)).statusCode).toBe(404);
    const bad = await call('GET', `/contests/${'x'.repeat(200)}/results`, null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('enrolment on the seeded calendar (seed 001 §9: topics until 2024-10-10)', () => {
  it('is refused as closed, with the enrol button’s words, and nothing is stored', async () => {
    const enrolments = () =>
      db().prepare('SELECT COUNT(*) FROM enrolments WHERE contest_id = ?').pluck().get(TOPIC);
    const before = enrolments();
    const res = await call('POST', `/contests/${TOPIC}/enrolls`, 'student', {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'GATE/enroll.closed',
      message: '当前报名已截止，暂时无法报名',
    });
    expect(enrolments()).toBe(before);
  });
});

describe('teams (seed 001 §5)', () => {
  let team: Team;

  // The topics' own calendar ended in 2024: teams are walked on a live one.
  beforeAll(async () => {
    const res = await app.inject({ method: 'POST', url: '/__scenario/diaa-open' });
    expect(res.statusCode).toBe(200);
  });

  it('a participant not enrolled cannot create a team; nothing stored', async () => {
    const before = teamRows();
    const res = await call('POST', `/contests/${TOPIC}/teams`, 'student', {
      name: '未报名队',
      ...ADULT,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'TEAM/NOT_ENROLLED', message: '请先进行活动报名' });
    expect(teamRows()).toBe(before);
  });

  it('an enrolled participant creates a team and is its leader and first member', async () => {
    enrol('u-student');
    team = await createTeam('student', '智慧先锋');
    expect(team).toMatchObject({
      name: '智慧先锋',
      is_leader: true,
      member_count: 1,
      teacher_count: 0,
    });
    expect(team.members).toEqual([
      expect.objectContaining({
        user_id: 'u-student',
        name: '李明',
        role: 'member',
        is_leader: true,
        ...ADULT,
      }),
    ]);
    const mine = await call('GET', `/contests/${TOPIC}/teams/mine`, 'student');
    expect(mine.json<{ items: Team[] }>().items.map((item) => item.team_id)).toEqual([
      team.team_id,
    ]);
    expect((await call('GET', `/contests/${TOPIC}/teams/mine`, null)).statusCode).toBe(401);
  });

  it('refuses a second team of the same participant in the same topic', async () => {
    const before = teamRows();
    const res = await call('POST', `/contests/${TOPIC}/teams`, 'student', {
      name: '第二队',
      ...ADULT,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe('每位参赛者在同一赛题只能加入一支队伍');
    expect(teamRows()).toBe(before);
  });

  it('refuses a member under 18 on the contest begin date; 18 that very day is allowed', async () => {
    const detail = await call('GET', `/contests/${TOPIC}/actions/detail`, null);
    const begin = detail.json<{ begin_time: string }>().begin_time.slice(0, 10);
    const eighteenYearsBefore = `${Number(begin.slice(0, 4)) - 18}${begin.slice(4)}`;
    const dayAfter = new Date(`${eighteenYearsBefore}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    await expectRefused(
      'student',
      team.team_id,
      { account: 'learner', role: 'member', birth_date: dayAfter.toISOString().slice(0, 10) },
      409,
      '参赛成员须年满 18 周岁',
    );
    const ok = await call('POST', `/teams/${team.team_id}/members`, 'student', {
      account: 'learner',
      role: 'member',
      birth_date: eighteenYearsBefore,
      nationality: 'CN',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<Team>().member_count).toBe(2);
  });

  it('refuses a member who is not a Chinese citizen, and an unknown account', async () => {
    await expectRefused(
      'student',
      team.team_id,
      { account: 'guardian', role: 'member', nationality: 'OTHER' },
      409,
      '参赛成员须为中国公民',
    );
    await expectRefused(
      'student',
      team.team_id,
      { account: 'no-such-account', role: 'member' },
      404,
      '未找到该账号',
    );
    await expectRefused(
      'student',
      team.team_id,
      { account: 'learner', role: 'teacher' },
      409,
      '该账号已在队伍中',
    );
  });

  it('holds at most 5 members', async () => {
    for (const account of ['guardian', 'eduadmin', 'academic']) {
      const res = await call('POST', `/teams/${team.team_id}/members`, 'student', {
        account,
        role: 'member',
        ...ADULT,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await expectRefused(
      'student',
      team.team_id,
      { account: 'electric', role: 'member' },
      409,
      '队伍成员最多 5 人',
    );
  });

  it('holds at most 2 supervising teachers', async () => {
    for (const account of ['teacher', 'teacher-guardian']) {
      const res = await call('POST', `/teams/${team.team_id}/members`, 'student', {
        account,
        role: 'teacher',
        ...ADULT,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await expectRefused(
      'student',
      team.team_id,
      { account: 'norole', role: 'teacher' },
      409,
      '指导教师最多 2 人',
    );
  });

  it('a participant already in a team of the topic cannot join another one', async () => {
    enrol('u-electric');
    const other = await createTeam('electric', '数据之光');
    await expectRefused(
      'electric',
      other.team_id,
      { account: 'learner', role: 'member' },
      409,
      '每位参赛者在同一赛题只能加入一支队伍',
    );
    // Another topic is another contest: the same participant may join a team there.
    enrol('u-electric', 'diaa2024-t2');
    const elsewhere = await createTeam('electric', '数据之光二队', 'diaa2024-t2');
    const res = await call('POST', `/teams/${elsewhere.team_id}/members`, 'electric', {
      account: 'learner',
      role: 'member',
      ...ADULT,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a teacher guides at most 2 teams per topic', async () => {
    const second = (await call('GET', `/contests/${TOPIC}/teams/mine`, 'electric')).json<{
      items: Team[];
    }>().items[0]!;
    const add = await call('POST', `/teams/${second.team_id}/members`, 'electric', {
      account: 'teacher',
      role: 'teacher',
      ...ADULT,
    });
    expect(add.statusCode, add.body).toBe(201);
    enrol('u-nickonly');
    const third = await createTeam('nickonly', '第三支队伍');
    await expectRefused(
      'nickonly',
      third.team_id,
      { account: 'teacher', role: 'teacher' },
      409,
      '同一指导教师在同一赛题最多指导 2 支队伍',
    );
    // The teacher sees both teams they guide, without leading them.
    const guided = (await call('GET', `/contests/${TOPIC}/teams/mine`, 'teacher')).json<{
      items: Team[];
    }>();
    expect(guided.items.map((item) => [item.name, item.is_leader])).toEqual([
      ['智慧先锋', false],
      ['数据之光', false],
    ]);
  });

  it('only the leader manages members (403); the leader stays; removing frees the place', async () => {
    const before = teamRows();
    const notLeader = await call('POST', `/teams/${team.team_id}/members`, 'learner', {
      account: 'electric',
      role: 'member',
      ...ADULT,
    });
    expect(notLeader.statusCode).toBe(403);
    expect(notLeader.json<{ message: string }>().message).toBe('只有队长可以管理队伍成员');
    const notLeaderRemove = await call(
      'DELETE',
      `/teams/${team.team_id}/members/u-guardian`,
      'learner',
    );
    expect(notLeaderRemove.statusCode).toBe(403);
    const leader = await call('DELETE', `/teams/${team.team_id}/members/u-student`, 'student');
    expect(leader.statusCode).toBe(409);
    expect(leader.json<{ message: string }>().message).toBe('队长不能移出队伍');
    const stranger = await call('DELETE', `/teams/${team.team_id}/members/u-minor`, 'student');
    expect(stranger.statusCode).toBe(404);
    expect(teamRows()).toBe(before);

    const removed = await call('DELETE', `/teams/${team.team_id}/members/u-guardian`, 'student');
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Team>().member_count).toBe(4);
    expect(teamRows()).toBe(before - 1);
  });

  it('teams exist only for the data contest, and not once a topic has ended', async () => {
    enrol('u-academic', 'kpzy2026');
    const before = teamRows();
    const kpzy = await call('POST', '/contests/kpzy2026/teams', 'academic', {
      name: '科普队',
      ...ADULT,
    });
    expect(kpzy.statusCode).toBe(400);
    expect(kpzy.json<{ message: string }>().message).toBe('该活动不设参赛队伍');
    const ended = await call('POST', '/contests/diaa2024-t4/teams', 'academic', {
      name: '迟到队',
      ...ADULT,
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json<{ message: string }>().message).toBe('活动已结束，队伍不可再修改');
    expect(teamRows()).toBe(before);
  });

  it('malformed input is 400 with a Chinese message and stores nothing', async () => {
    enrol('u-academic');
    const before = teamRows();
    const cases: [unknown, string][] = [
      [{ name: '   ', ...ADULT }, '请输入队伍名称'],
      [{ name: '好队', birth_date: '2000-02-30', nationality: 'CN' }, '出生日期无效'],
      [{ name: '好队', birth_date: '2999-01-01', nationality: 'CN' }, '出生日期无效'],
      [{ name: '好队', birth_date: '20000101', nationality: 'CN' }, ''],
      [{ name: '好队', ...ADULT, nationality: 'JP' }, ''],
      [{ name: '好队', ...ADULT, leader_id: 'u-teacher' }, '请求体包含不支持的字段 leader_id'],
      [{ name: 'x'.repeat(31), ...ADULT }, ''],
      [{ name: '好队' }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', `/contests/${TOPIC}/teams`, 'academic', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const answer = res.json<{ message: string }>().message;
      if (message) expect(answer).toBe(message);
      else expect(answer).toMatch(/[\u4e00-\u9fff]/);
    }
    const badRole = await call('POST', `/teams/${team.team_id}/members`, 'student', {
      account: 'minor',
      role: 'captain',
      ...ADULT,
    });
    expect(badRole.statusCode).toBe(400);
    const withBody = await app.inject({
      method: 'DELETE',
      url: `${BASE}/teams/${team.team_id}/members/u-academic`,
      headers: { ...bearer(tokens.student!), 'content-type': 'application/json' },
      payload: '{"force":true}',
    });
    expect(withBody.statusCode).toBe(400);
    expect(teamRows()).toBe(before);
  });
});
