import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CourseWorkBlock from './CourseWorkBlock';
import { renderBlock } from '../testing/renderBlock';
import { fakeCoursePages, WORK } from '../course-index/testing';
import { HttpError } from '../../src/services/http/errors';
import type { Gate } from '../../src/runtime/manifest/types';
import portal from '../../site-configs/portal/site.json';

const gates = { courseWorkSubmit: portal.gates.courseWorkSubmit as unknown as Gate };
const PATH = `/sport/courseDetail/work?courseId=${WORK.course.id}&workId=${WORK.id}`;
const props = { submitGate: 'courseWorkSubmit' };

describe('course-work block', () => {
  it('shows the task and requirements to everyone; submitting asks a visitor to log in', async () => {
    const { services, service } = fakeCoursePages();
    const { runtime } = renderBlock(CourseWorkBlock, props, {
      services,
      path: PATH,
      site: { gates },
    });
    await screen.findByRole('heading', { level: 1, name: '一周跳绳练习记录' });
    expect(screen.getByText('连续一周每天练习跳绳，记录每天一分钟跳绳的个数。')).toBeTruthy();
    expect(screen.getByText('记录 7 天的练习数据')).toBeTruthy();
    expect(screen.getByText(/^截止时间：2024\/09\/20 \d\d:00$/)).toBeTruthy();
    expect(screen.getByText('登录后即可提交作业')).toBeTruthy();
    expect(service.mySubmission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '提交作业' }));
    await waitFor(() =>
      expect(runtime.ui.confirm).toHaveBeenCalledWith('需要登录才可以提交作业，是否登录？', {
        hideCancel: false,
      }),
    );
    await waitFor(() => expect(runtime.session.login).toHaveBeenCalledWith(PATH));
  });

  it('lets a signed-in visitor submit once: too short is refused, then 已提交 with the answer', async () => {
    const { services, service } = fakeCoursePages();
    const { runtime } = renderBlock(CourseWorkBlock, props, {
      services,
      path: PATH,
      site: { gates },
      role: 'TEACHER',
    });
    const input = await screen.findByLabelText('我的作答');
    expect(service.mySubmission).toHaveBeenCalledWith(WORK.course.id, WORK.id);
    fireEvent.change(input, { target: { value: '太短了' } });
    fireEvent.click(screen.getByRole('button', { name: '提交作业' }));
    await screen.findByText('作业内容至少 10 个字');
    expect(service.submitWork).not.toHaveBeenCalled();
    const answer = '第一天 120 个，第七天 156 个，摇绳时手腕发力更稳了。';
    fireEvent.change(input, { target: { value: answer } });
    fireEvent.click(screen.getByRole('button', { name: '提交作业' }));
    await screen.findByText('已提交');
    expect(service.submitWork).toHaveBeenCalledWith(WORK.course.id, WORK.id, answer);
    expect(screen.getByText(answer)).toBeTruthy();
    expect(runtime.ui.toast).toHaveBeenCalledWith('作业提交成功');
  });

  it('shows an earlier submission, and the server refusal message', async () => {
    const done = fakeCoursePages({
      mySubmission: vi.fn(async () => ({
        work_id: WORK.id,
        submitted: true,
        content: '已经交过的作业内容',
        submit_time: '2024-08-31T20:00:00.000+0800',
      })),
    });
    const first = renderBlock(CourseWorkBlock, props, {
      services: done.services,
      path: PATH,
      site: { gates },
      role: 'TEACHER',
    });
    await screen.findByText('已经交过的作业内容');
    expect(screen.getByText(/^提交时间：2024\/0[89]\/\d\d \d\d:00$/)).toBeTruthy();
    first.unmount();
    const refused = fakeCoursePages({
      submitWork: vi.fn(async () => {
        throw new HttpError(409, '作业已提交，不可重复提交', 'COURSE/WORK_SUBMITTED');
      }),
    });
    renderBlock(CourseWorkBlock, props, {
      services: refused.services,
      path: PATH,
      site: { gates },
      role: 'TEACHER',
    });
    fireEvent.change(await screen.findByLabelText('我的作答'), {
      target: { value: '这是一份足够长的作业答案。' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交作业' }));
    await screen.findByText('作业已提交，不可重复提交');
  });

  it('says 作业已截止 after the end time, and shows the taken-down screen for an unknown work', async () => {
    const { services } = fakeCoursePages();
    const first = renderBlock(CourseWorkBlock, props, {
      services,
      path: PATH,
      site: { gates },
      role: 'TEACHER',
      now: Date.UTC(2024, 9, 1),
    });
    await screen.findByText('作业已截止');
    expect(screen.queryByLabelText('我的作答')).toBeNull();
    first.unmount();
    renderBlock(CourseWorkBlock, props, {
      services,
      path: `/sport/courseDetail/work?courseId=${WORK.course.id}&workId=nope`,
    });
    await screen.findByText('哎呀，该内容已下架');
  });
});
