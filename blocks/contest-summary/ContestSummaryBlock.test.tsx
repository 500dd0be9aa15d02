import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import ContestSummaryBlock, { type ContestSummaryProps } from './ContestSummaryBlock';
import { contestSummaryFixtures } from './fixtures';
import { createFakeServices, renderWithRuntime } from '../testing/renderBlock';
import type { RoleCode } from '../../src/runtime/facts/facts';
import type { Contest, Enrolment } from '../../src/services/entities';
import { LOADING_INDICATOR_DELAY_MS } from '../../src/lib/specConstants';

/**
 * A contest's title, enrolment and activity periods in China time and, for a signed-in visitor,
 * their enrolment status (README; statuses from seed 001 §4: 0 awaiting approval, 2 enrolled,
 * 3 verified). Shown on contest/:contestId/enroll and the other contest pages.
 */

const CONTEST: Contest = {
  contest_id: 'kpzy2026',
  status: 1,
  title: '2026年全国中小学科普资源征集活动',
  begin_time: '2026-05-01T00:00:00.000+0800',
  end_time: '2026-12-31T17:30:00.000+0800',
  enroll_setting: {
    begin_time: '2026-05-01T08:00:00.000+0800',
    end_time: '2026-06-30T23:59:00.000+0800',
  },
};

interface SetupOptions {
  props?: ContestSummaryProps;
  path?: string;
  contest?: Contest | null | Error | 'hang';
  enrolment?: Enrolment | null;
  role?: RoleCode;
}

/** Renders the block on the enrol route, as the kpzy manifest places it. */
function setup(options: SetupOptions = {}) {
  const services = createFakeServices();
  const contest = options.contest === undefined ? CONTEST : options.contest;
  services.contest.detail = vi.fn(() => {
    if (contest === 'hang') return new Promise<Contest | null>(() => undefined);
    if (contest instanceof Error) return Promise.reject(contest);
    return Promise.resolve(structuredClone(contest));
  });
  services.contest.myEnrolment = vi.fn(async () => structuredClone(options.enrolment ?? null));
  const props = options.props ?? { contestIdFromParam: 'contestId' };
  const result = renderWithRuntime(
    <Routes>
      <Route
        path="/hd/kpzy/contest/:contestId/enroll"
        element={<ContestSummaryBlock props={props} blockId="summary" />}
      />
    </Routes>,
    {
      services,
      path: options.path ?? '/hd/kpzy/contest/kpzy2026/enroll',
      sitePrefix: '/hd/kpzy',
      role: options.role,
    },
  );
  return { ...result, services };
}

/** The description a visitor reads beside a term of the summary (null: the term is not shown). */
function valueOf(term: string): string | null {
  const dt = [...document.querySelectorAll('dt')].find((node) => node.textContent === term);
  if (!dt) return null;
  const dd = dt.nextElementSibling;
  expect(dd?.tagName).toBe('DD');
  return dd!.textContent;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('contest summary', () => {
  describe('fixtures', () => {
    /** What a signed-in, verified student sees for each fixture on /hd/kpzy/contest/kpzy2026/enroll. */
    const SEEN_FOR_FIXTURE: Record<string, Record<string, string>> = {
      'from-route': {
        报名时间: '2026-05-01 08:00 — 2026-06-30 23:59',
        活动时间: '2026-05-01 00:00 — 2026-12-31 17:30',
        我的报名状态: '已报名（审核通过）',
      },
    };

    it('knows what every fixture shows', () => {
      expect(contestSummaryFixtures.map((fixture) => fixture.name).sort()).toEqual(
        Object.keys(SEEN_FOR_FIXTURE).sort(),
      );
    });

    it.each(contestSummaryFixtures.map((fixture) => [fixture.name, fixture] as const))(
      'fixture %s: the contest of the address, its periods and the enrolment status',
      async (name, fixture) => {
        const { services } = setup({
          props: fixture.props as ContestSummaryProps,
          role: 'STUDENT',
          enrolment: { status: 3, contest_id: 'kpzy2026' },
        });
        const heading = await screen.findByRole('heading', { level: 2 });
        expect(heading.textContent).toBe('2026年全国中小学科普资源征集活动');
        const seen = SEEN_FOR_FIXTURE[name]!;
        expect([...document.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(
          Object.keys(seen),
        );
        for (const [term, value] of Object.entries(seen)) expect(valueOf(term)).toBe(value);
        expect(services.contest.detail).toHaveBeenCalledWith('kpzy2026');
        expect(services.contest.myEnrolment).toHaveBeenCalledWith('kpzy2026');
      },
    );
  });

  describe('where the contest id comes from', () => {
    it.each([
      ['a fixed contestId', { contestId: 'kpzy2026' }, '/hd/kpzy/contest/other/enroll'],
      [
        'a query parameter',
        { contestIdFromQuery: 'contestId' },
        '/hd/kpzy/contest/other/enroll?contestId=kpzy2026',
      ],
    ])('reads %s', async (_name, props: ContestSummaryProps, path) => {
      const { services } = setup({ props, path });
      await screen.findByRole('heading', { name: '2026年全国中小学科普资源征集活动' });
      expect(services.contest.detail).toHaveBeenCalledWith('kpzy2026');
    });

    it('without a contest id in the address asks nothing and says the contest has not started', async () => {
      const { services } = setup({
        props: { contestIdFromQuery: 'contestId' },
        path: '/hd/kpzy/contest/kpzy2026/enroll',
      });
      expect(await screen.findByText('活动暂未开始，敬请期待')).toBeTruthy();
      expect(services.contest.detail).not.toHaveBeenCalled();
    });
  });

  describe('dates in China time', () => {
    it('shows platform times (+0800) as they are, to the minute', async () => {
      setup();
      await screen.findByRole('heading', { level: 2 });
      expect(valueOf('报名时间')).toBe('2026-05-01 08:00 — 2026-06-30 23:59');
      expect(valueOf('活动时间')).toBe('2026-05-01 00:00 — 2026-12-31 17:30');
    });

    it('turns times given in another offset into Beijing time', async () => {
      setup({
        contest: {
          ...CONTEST,
          begin_time: '2026-04-30T16:00:00.000Z',
          end_time: '2026-12-31T09:30:00.000+0000',
          enroll_setting: {
            begin_time: '2026-05-01T00:00:00.000+0000',
            end_time: '2026-06-30T15:59:00.000Z',
          },
        },
      });
      await screen.findByRole('heading', { level: 2 });
      expect(valueOf('报名时间')).toBe('2026-05-01 08:00 — 2026-06-30 23:59');
      expect(valueOf('活动时间')).toBe('2026-05-01 00:00 — 2026-12-31 17:30');
    });

    it('leaves the enrolment period out when the contest has none', async () => {
      setup({ contest: { ...CONTEST, enroll_setting: undefined } });
      await screen.findByRole('heading', { level: 2 });
      expect(valueOf('报名时间')).toBeNull();
      expect(valueOf('活动时间')).toBe('2026-05-01 00:00 — 2026-12-31 17:30');
    });

    it('shows no heading for a contest without a title, and the periods still', async () => {
      setup({ contest: { ...CONTEST, title: undefined } });
      await waitFor(() => expect(valueOf('活动时间')).toBe('2026-05-01 00:00 — 2026-12-31 17:30'));
      expect(screen.queryByRole('heading')).toBeNull();
    });
  });

  describe('the visitor’s enrolment status', () => {
    it.each([
      ['not enrolled', null, '未报名'],
      ['awaiting approval (0)', { status: 0 }, '待审核'],
      ['enrolled (2)', { status: 2 }, '已报名'],
      ['verified (3)', { status: 3 }, '已报名（审核通过）'],
    ])('signed in and %s: 我的报名状态 %s', async (_name, enrolment, label) => {
      setup({ role: 'STUDENT', enrolment });
      await screen.findByRole('heading', { level: 2 });
      expect(valueOf('我的报名状态')).toBe(label);
    });

    it('signed out: the contest without any enrolment status, and no enrolment asked for', async () => {
      const { services } = setup();
      await screen.findByRole('heading', { name: '2026年全国中小学科普资源征集活动' });
      expect(valueOf('我的报名状态')).toBeNull();
      expect(screen.queryByText('未报名')).toBeNull();
      expect(services.contest.myEnrolment).not.toHaveBeenCalled();
    });
  });

  describe('loading and missing', () => {
    it('while loading shows the loading indicator, its text only after the delay', async () => {
      vi.useFakeTimers();
      const { container } = setup({ contest: 'hang', role: 'STUDENT' });
      expect(container.querySelector('[data-screen="loading"][aria-busy="true"]')).not.toBeNull();
      expect(screen.queryByText('努力加载中…')).toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(LOADING_INDICATOR_DELAY_MS);
      });
      expect(screen.getByText('努力加载中…')).toBeTruthy();
      expect(screen.queryByRole('heading')).toBeNull();
      expect(valueOf('我的报名状态')).toBeNull();
    });

    it('a contest the service does not know says it has not started yet', async () => {
      setup({ contest: null });
      expect(await screen.findByText('活动暂未开始，敬请期待')).toBeTruthy();
      expect(screen.queryByRole('heading')).toBeNull();
    });

    it('a failed load stays inside the block, with the same notice', async () => {
      setup({ contest: new Error('HTTP 500: contest detail'), role: 'STUDENT' });
      expect(await screen.findByText('活动暂未开始，敬请期待')).toBeTruthy();
      expect(document.querySelector('dl')).toBeNull();
    });
  });
});
