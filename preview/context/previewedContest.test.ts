import { describe, expect, it } from 'vitest';
import environments from '../../site-configs/environments.json';
import kpzySite from '../../site-configs/hd/kpzy/site.json';
import dndsteacherSite from '../../site-configs/hd/dndsteacher/site.json';
import portalSite from '../../site-configs/portal/site.json';
import contestPages from '../../site-configs/shared/contest-pages.json';
import {
  calendarWarnings,
  contestDetailPath,
  contestOfPage,
  fetchContestCalendar,
  matchPage,
  type ManifestShape,
} from './previewedContest';

const env = environments.environments.local;

/** A manifest as the preview previews it: shared pages inlined (the served bundle does this). */
function withSharedPages(site: object): ManifestShape {
  const value = structuredClone(site) as { pages: Record<string, { $ref?: string }> };
  const shared = contestPages as unknown as Record<string, unknown>;
  for (const [name, page] of Object.entries(value.pages)) {
    const ref = page.$ref?.match(/contest-pages\.json#\/(.+)$/)?.[1];
    if (ref) value.pages[name] = shared[ref] as { $ref?: string };
  }
  return value as unknown as ManifestShape;
}

const kpzy = withSharedPages(kpzySite);
const dndsteacher = withSharedPages(dndsteacherSite);

/** A contest from 2026-09-01 09:00 to 2026-10-31 18:00 Beijing time, enrolment 09-05..10-15. */
const times = {
  begin: Date.UTC(2026, 8, 1, 1, 0),
  enrollBegin: Date.UTC(2026, 8, 5, 1, 0),
  enrollEnd: Date.UTC(2026, 9, 15, 10, 0),
  end: Date.UTC(2026, 9, 31, 10, 0),
};
/** The same contest as the contest service answers it. */
const detail = {
  id: 'kpzy2026',
  title: '2026年全国中小学科普资源征集活动',
  begin_time: '2026-09-01T09:00:00.000+0800',
  end_time: '2026-10-31T18:00:00.000+0800',
  enroll_setting: {
    begin_time: '2026-09-05T09:00:00.000+0800',
    end_time: '2026-10-15T18:00:00.000+0800',
  },
};

describe('the contest a previewed page names', () => {
  it('matches a page path to its route, with parameters and query', () => {
    expect(matchPage(kpzy, '/')).toMatchObject({ page: 'home', params: {} });
    const enrol = matchPage(kpzy, '/contest/kpzy2026/enroll');
    expect(enrol).toMatchObject({ page: 'enroll', params: { contestId: 'kpzy2026' } });
    expect(matchPage(kpzy, '/myWork?contestId=x1')?.query.get('contestId')).toBe('x1');
    expect(matchPage(kpzy, '/no/such/page')).toBeNull();
  });

  it('the home page: the contest of its gate buttons, environment names filled', () => {
    expect(contestOfPage(kpzy, '/', env)).toEqual({ id: 'kpzy2026', source: 'page' });
  });

  it("a page that reads its contest from the address: the address's contest", () => {
    expect(contestOfPage(kpzy, '/contest/other2026/enroll', env)).toEqual({
      id: 'other2026',
      source: 'page',
    });
    expect(contestOfPage(kpzy, '/myWork?contestId=kpzy2025', env)).toEqual({
      id: 'kpzy2025',
      source: 'page',
    });
  });

  it("a page without a contest of its own: the site's facts.contestId", () => {
    expect(contestOfPage(kpzy, '/faq', env)).toEqual({ id: 'kpzy2026', source: 'site' });
    // The address lacks the query the page reads its contest from.
    expect(contestOfPage(kpzy, '/myWork', env)).toEqual({ id: 'kpzy2026', source: 'site' });
  });

  it('a site with two contests: each page names its own', () => {
    expect(contestOfPage(dndsteacher, '/enrolls', env)?.id).toBe('dnds2026-teacher');
    expect(contestOfPage(dndsteacher, '/enrolls/special', env)?.id).toBe(
      'dnds2026-teacher-special',
    );
  });

  it('no contest anywhere (the portal), or only an unknown environment name: none', () => {
    expect(contestOfPage(portalSite as ManifestShape, '/', env)).toBeNull();
    const unknownName = { facts: { contestId: '{{contests.nosuch}}' }, routes: [], pages: {} };
    expect(contestOfPage(unknownName, '/', env)).toBeNull();
  });
});

function answer(status: number, body: unknown): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    expect(String(input)).toBe(contestDetailPath('kpzy2026'));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

describe('the contest calendar from the contest detail', () => {
  it('reads the platform times (+0800) of the detail', async () => {
    await expect(fetchContestCalendar('kpzy2026', answer(200, detail))).resolves.toEqual({
      state: 'loaded',
      id: 'kpzy2026',
      title: detail.title,
      times,
    });
  });

  it('says why when the contest cannot be fetched', async () => {
    await expect(
      fetchContestCalendar(
        'kpzy2026',
        answer(404, { code: 'CONTEST/NOT_FOUND', message: '活动不存在' }),
      ),
    ).resolves.toEqual({
      state: 'failed',
      id: 'kpzy2026',
      reason: '活动详情请求失败（404：活动不存在）',
    });
    const unreachable = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(fetchContestCalendar('kpzy2026', unreachable)).resolves.toMatchObject({
      state: 'failed',
      reason: '活动服务不可达',
    });
    await expect(
      fetchContestCalendar('kpzy2026', answer(200, { id: 'kpzy2026' })),
    ).resolves.toMatchObject({ state: 'failed', reason: '活动详情中没有可用的开始与结束时间' });
  });
});

describe('warnings about the chosen time', () => {
  it('before the contest: outside the contest and before enrolment, with the dates', () => {
    expect(calendarWarnings(Date.UTC(2026, 7, 31, 1, 0), times)).toEqual([
      '所选时间不在活动时间内（活动 2026-09-01 09:00 至 2026-10-31 18:00）',
      '所选时间早于报名开始（报名 2026-09-05 09:00 至 2026-10-15 18:00）',
    ]);
  });

  it('inside the contest, before enrolment opens: only the enrolment warning', () => {
    expect(calendarWarnings(Date.UTC(2026, 8, 2, 1, 0), times)).toEqual([
      '所选时间早于报名开始（报名 2026-09-05 09:00 至 2026-10-15 18:00）',
    ]);
  });

  it('boundaries are inside (the gates allow exactly at a begin or end time)', () => {
    expect(calendarWarnings(times.begin, { ...times, enrollBegin: times.begin })).toEqual([]);
    expect(calendarWarnings(times.enrollEnd, times)).toEqual([]);
    expect(calendarWarnings(times.enrollEnd + 60_000, times)).toEqual([
      '所选时间晚于报名截止（报名 2026-09-05 09:00 至 2026-10-15 18:00）',
    ]);
  });

  it('after the contest: outside it and after enrolment', () => {
    expect(calendarWarnings(times.end + 1, times)).toEqual([
      '所选时间不在活动时间内（活动 2026-09-01 09:00 至 2026-10-31 18:00）',
      '所选时间晚于报名截止（报名 2026-09-05 09:00 至 2026-10-15 18:00）',
    ]);
  });
});
