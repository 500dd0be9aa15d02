/**
 * The data contest's calls (issue 13 point 4): the contest list's search by ids, a topic's
 * results, and the team calls — what each sends and how its answer is read.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createContestService } from './contestService';
import { createContestTeamService } from './contestTeamService';

const origin = window.location.origin;
const base = `${origin}/svc/contest`;
const TEAM = { team_id: 'team-1', name: '智慧先锋', members: [], is_leader: true };

const { server, requests } = startMswServer(
  http.post(`${base}/contests/actions/search`, () =>
    HttpResponse.json({
      total: 3,
      items: [{ contest_id: 't1', title: '赛题1' }, { title: 'no id' }, { contest_id: 't2' }],
    }),
  ),
  http.get(`${base}/contests/t4/results`, () =>
    HttpResponse.json({
      published: true,
      published_time: '2026-08-29T09:00:00.000+0800',
      items: [
        { rank: 1, work_id: 'w1', title: '作品', author_name: '孙丽', team_name: null, score: 95 },
        { rank: 'x', title: '坏条目' },
      ],
    }),
  ),
  http.get(`${base}/contests/t3/results`, () =>
    HttpResponse.json({ published: false, published_time: null, items: [] }),
  ),
  http.get(`${base}/contests/t1/teams/mine`, () => HttpResponse.json({ items: [TEAM, { x: 1 }] })),
  http.post(`${base}/contests/t1/teams`, () => HttpResponse.json(TEAM, { status: 201 })),
  http.post(`${base}/teams/team-1/members`, () =>
    HttpResponse.json(
      { code: 'TEAM/TOO_MANY_MEMBERS', message: '队伍成员最多 5 人' },
      { status: 409 },
    ),
  ),
  http.delete(`${base}/teams/team-1/members/u-a%2Fb`, () => HttpResponse.json(TEAM)),
);

describe('contest search (the contest list)', () => {
  it('POSTs the ids once, without duplicates, and keeps the contests that name themselves', async () => {
    const service = createContestService(testClient().client);
    const found = await service.search(['t1', 't2', 't1']);
    expect(found.map((contest) => contest.contest_id)).toEqual(['t1', 't2']);
    expect(requests[0]!.url.pathname).toBe('/svc/contest/contests/actions/search');
    expect(JSON.parse(await requests[0]!.body())).toEqual({
      contest_ids: ['t1', 't2'],
      page_no: 0,
      page_size: 2,
    });
  });

  it('asks nothing for no ids', async () => {
    await expect(createContestService(testClient().client).search([])).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
  });
});

describe('contest results (the score page)', () => {
  it('GETs /contests/{id}/results and keeps well-formed items', async () => {
    const results = await createContestService(testClient().client).results('t4');
    expect(requests[0]!.url.pathname).toBe('/svc/contest/contests/t4/results');
    expect(results.published).toBe(true);
    expect(results.items.map((item) => item.title)).toEqual(['作品']);
  });

  it('unpublished (or a strange answer) is published: false with no items', async () => {
    const service = createContestService(testClient().client);
    await expect(service.results('t3')).resolves.toEqual({
      published: false,
      published_time: null,
      items: [],
    });
    server.use(http.get(`${base}/contests/t3/results`, () => HttpResponse.json([1, 2])));
    await expect(service.results('t3')).resolves.toMatchObject({ published: false, items: [] });
  });
});

describe('teams', () => {
  it('mine GETs /contests/{id}/teams/mine and keeps the teams', async () => {
    const teams = await createContestTeamService(testClient().client).mine('t1');
    expect(teams.map((team) => team.team_id)).toEqual(['team-1']);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('create POSTs the name and the declaration', async () => {
    const form = { name: '智慧先锋', birth_date: '1998-05-20', nationality: 'CN' as const };
    await createContestTeamService(testClient().client).create('t1', form);
    expect(requests[0]!.method).toBe('POST');
    expect(JSON.parse(await requests[0]!.body())).toEqual(form);
  });

  it('a refusal rejects with the service message', async () => {
    const add = createContestTeamService(testClient().client).addMember('team-1', {
      account: 'learner',
      role: 'member',
      birth_date: '1999-01-01',
      nationality: 'CN',
    });
    await expect(add).rejects.toMatchObject({
      status: 409,
      body: { message: '队伍成员最多 5 人' },
    });
  });

  it('removeMember DELETEs /teams/{teamId}/members/{userId}, the id encoded', async () => {
    const team = await createContestTeamService(testClient().client).removeMember(
      'team-1',
      'u-a/b',
    );
    expect(team.team_id).toBe('team-1');
    expect(requests[0]!.method).toBe('DELETE');
  });
});
