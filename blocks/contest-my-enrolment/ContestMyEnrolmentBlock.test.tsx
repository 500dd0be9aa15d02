import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import ContestMyEnrolmentBlock, { type ContestMyEnrolmentProps } from './ContestMyEnrolmentBlock';
import { createFakeServices, renderWithRuntime } from '../testing/renderBlock';
import type { Contest, Enrolment } from '../../src/services/entities';

const CONTEST: Contest = {
  contest_id: 'kpzy2026',
  title: '2026年全国中小学科普资源征集活动',
  status: 1,
  begin_time: '2026-06-01T00:00:00.000+0800',
  end_time: '2026-07-31T23:59:00.000+0800',
  enroll_setting: {
    begin_time: '2026-06-01T00:00:00.000+0800',
    end_time: '2026-06-30T23:59:00.000+0800',
    config: {},
  },
  online_exam_id: null,
};

const WRITING: Contest = {
  ...CONTEST,
  contest_id: 'sxj2026-sxds',
  title: '书写大赛',
  online_exam_id: 'exam-1',
  enroll_setting: { ...CONTEST.enroll_setting, config: { sub_contest_id: 'sxj2026-sxds-review' } },
};

function enrolment(status: number, overrides: Partial<Enrolment> = {}): Enrolment {
  return {
    status,
    verify_status: status === 3 ? 1 : 0,
    online_exam_id: null,
    exam_highest_score: null,
    create_time: '2026-06-02T09:30:00.000+0800',
    ...overrides,
  };
}

function setup(
  contest: Contest | null,
  answers: Record<string, Enrolment | null>,
  options: {
    signedOut?: boolean;
    props?: Partial<ContestMyEnrolmentProps>;
    /** The first detail call fails (HTTP 500), the next ones answer. */
    failFirst?: boolean;
  } = {},
) {
  const services = createFakeServices();
  services.contest.detail = vi.fn(async () => structuredClone(contest));
  if (options.failFirst)
    services.contest.detail = vi
      .fn()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockResolvedValue(structuredClone(contest));
  services.contest.myEnrolment = vi.fn(async (id: string) => structuredClone(answers[id] ?? null));
  const id = contest?.contest_id ?? 'gone';
  const result = renderWithRuntime(
    <Routes>
      <Route
        path="/hd/kpzy/myEnroll/:contestId"
        element={
          <ContestMyEnrolmentBlock
            props={{ contestIdFromParam: 'contestId', ...options.props }}
            blockId="e"
          />
        }
      />
    </Routes>,
    {
      services,
      path: `/hd/kpzy/myEnroll/${id}`,
      sitePrefix: '/hd/kpzy',
      role: options.signedOut ? undefined : 'STUDENT',
    },
  );
  return { ...result, services };
}

const field = (container: HTMLElement, name: string) =>
  container.querySelector(`[data-field="${name}"]`)?.textContent;
const links = () => screen.queryAllByRole('link').map((link) => link.textContent);
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('contest my enrolment', () => {
  it('a verified enrolment: title, dates, status, time, 已审核, 作品上传 and 我的作品', async () => {
    const { container, services } = setup(CONTEST, { kpzy2026: enrolment(3) });
    expect(
      await screen.findByRole('heading', { name: '2026年全国中小学科普资源征集活动' }),
    ).toBeTruthy();
    expect(services.contest.detail).toHaveBeenCalledWith('kpzy2026');
    expect(services.contest.myEnrolment).toHaveBeenCalledWith('kpzy2026');
    expect(screen.getByText('2026-06-01 00:00 — 2026-06-30 23:59')).toBeTruthy();
    expect(screen.getByText('2026-06-01 00:00 — 2026-07-31 23:59')).toBeTruthy();
    expect(field(container, 'status')).toBe('已报名（审核通过）');
    expect(field(container, 'time')).toBe('2026-06-02 09:30');
    expect(field(container, 'verify')).toBe('已审核');
    // No exam and no sub-contest: neither row.
    expect(field(container, 'exam')).toBeUndefined();
    expect(field(container, 'review')).toBeUndefined();
    expect(links()).toEqual(['作品上传', '我的作品']);
    expect(hrefOf('作品上传')).toBe('/hd/kpzy/contest/kpzy2026/upload');
    expect(hrefOf('我的作品')).toBe('/hd/kpzy/myWork?contestId=kpzy2026');
  });

  it.each([
    [0, '待审核'],
    [1, '待审核'],
    [2, '已报名'],
  ])('status %s shows %s, 未审核, and no 我的作品', async (status, label) => {
    const { container } = setup(CONTEST, { kpzy2026: enrolment(status) });
    await screen.findByText('未审核');
    expect(field(container, 'status')).toBe(label);
    expect(links()).toEqual(['作品上传']);
  });

  it('the online exam: 尚未测评, then 已完成测评，最高分 N 分', async () => {
    const first = setup({ ...CONTEST, online_exam_id: 'exam-1' }, { kpzy2026: enrolment(3) });
    await screen.findByText('已审核');
    expect(field(first.container, 'exam')).toBe('尚未测评');
    first.unmount();
    const second = setup(
      { ...CONTEST, online_exam_id: 'exam-1' },
      { kpzy2026: enrolment(3, { exam_highest_score: 86 }) },
    );
    await screen.findByText('已审核');
    expect(field(second.container, 'exam')).toBe('已完成测评，最高分 86 分');
  });

  it.each([
    [null, '尚未上传书评', ['作品上传', '上传书评', '我的作品']],
    [enrolment(0), '书评待审核', ['作品上传', '我的作品']],
    [enrolment(2), '书评待审核', ['作品上传', '我的作品']],
    [enrolment(3), '书评已通过', ['作品上传', '我的作品']],
  ])('the book review (sub-contest enrolment %o): %s', async (review, text, expected) => {
    const { container, services } = setup(WRITING, {
      'sxj2026-sxds': enrolment(3, { exam_highest_score: 90 }),
      'sxj2026-sxds-review': review,
    });
    await screen.findByText('已审核');
    expect(services.contest.myEnrolment).toHaveBeenCalledWith('sxj2026-sxds-review');
    expect(field(container, 'review')).toBe(text);
    expect(field(container, 'exam')).toBe('已完成测评，最高分 90 分');
    expect(links()).toEqual(expected);
    if (review === null)
      expect(hrefOf('上传书评')).toBe('/hd/kpzy/contest/sxj2026-sxds-review/upload');
  });

  it('no enrolment: 您尚未报名该活动 with a link to the enrol page; the sub-contest is not asked', async () => {
    const { services } = setup(WRITING, {});
    expect(await screen.findByText('您尚未报名该活动')).toBeTruthy();
    expect(hrefOf('去报名')).toBe('/hd/kpzy/contest/sxj2026-sxds/enroll');
    expect(links()).toEqual(['去报名']);
    expect(services.contest.myEnrolment).toHaveBeenCalledTimes(1);
  });

  it('offers only the links the site has pages for', async () => {
    setup(CONTEST, { kpzy2026: enrolment(3) }, { props: { actions: ['myWork'] } });
    await screen.findByText('已审核');
    expect(links()).toEqual(['我的作品']);
  });

  it('an unknown contest says 活动暂未开始，敬请期待', async () => {
    setup(null, {});
    expect(await screen.findByText('活动暂未开始，敬请期待')).toBeTruthy();
  });

  it('a failed load offers 重新加载', async () => {
    const { services } = setup(CONTEST, { kpzy2026: enrolment(2) }, { failFirst: true });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('报名信息加载失败')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('未审核')).toBeTruthy();
    expect(services.contest.detail).toHaveBeenCalledTimes(2);
  });

  it('without a user it asks nothing and says 登录后可查看我的报名', async () => {
    const { services } = setup(CONTEST, { kpzy2026: enrolment(3) }, { signedOut: true });
    expect(await screen.findByText('登录后可查看我的报名')).toBeTruthy();
    expect(services.contest.detail).not.toHaveBeenCalled();
    expect(services.contest.myEnrolment).not.toHaveBeenCalled();
  });
});
