import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LecturerListBlock from './LecturerListBlock';
import { lecturerAt } from './fixtures';
import { fakeStudioService, type FakeStudioData } from '../studio-list/fakeStudioService';
import { renderBlock } from '../testing/renderBlock';
import type { LecturerDetail } from '../../src/services/studioService';

const detail = (id: string, extra: Partial<LecturerDetail> = {}): LecturerDetail => ({
  ...lecturerAt(id),
  studio: null,
  ...extra,
});
const LECTURERS: LecturerDetail[] = [
  detail('L1', {
    name: '王晓燕',
    title: '正高级教师 · 特级教师',
    studio_id: 'T1',
    studio: { id: 'T1', kind: 'teach-studio', name: '北京市海淀区小学数学名师工作室' },
    course_count: 2,
    courses: [
      { ...lecturerAt('L1').courses[0], id: 'C1', title: '小学数学单元整体教学设计' },
      { ...lecturerAt('L1').courses[0], id: 'C2', title: '数学思维训练', learner_count: 46_300 },
    ],
  }),
  detail('L2', { name: '陈静', subject: '语文', stage: '初中', school: '上海市徐汇区附属中学' }),
  detail('L3', { name: '周敏', subject: '英语' }),
];

function show(path = '/lecturer', pageSize?: number, data: FakeStudioData = {}) {
  const fake = fakeStudioService({ lecturers: LECTURERS, ...data });
  const view = renderBlock(
    LecturerListBlock,
    { title: 'msg:lecturer.title', ...(pageSize ? { pageSize } : {}) },
    { services: fake.services, path },
  );
  return { ...view, ...fake };
}
const listState = () =>
  document.querySelector('[data-lecturer-list]')?.getAttribute('data-lecturer-list');
const ready = () => waitFor(() => expect(listState()).toMatch(/ready|empty|error/));
const cards = () =>
  Array.from(document.querySelectorAll('[data-lecturer-id]')).map((node) =>
    node.getAttribute('data-lecturer-id'),
  );
const location = () => screen.getByTestId('location').textContent;

describe('lecturer-list block (ledger CORE-ROUTE-17 /lecturer)', () => {
  it('shows lecturer profiles with name, title, subject, school and courses', async () => {
    const { service } = show();
    await ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('名师讲堂');
    expect(service.lecturers).toHaveBeenCalledWith({ offset: 0, limit: 8, keyword: '' });
    expect(cards()).toEqual(['L1', 'L2', 'L3']);
    const card = document.querySelector('[data-lecturer-id="L1"]') as HTMLElement;
    expect(within(card).getByText('王晓燕')).toBeTruthy();
    expect(within(card).getByText('正高级教师 · 特级教师')).toBeTruthy();
    expect(card.querySelector('[data-subject]')?.textContent).toBe('数学');
    expect(card.textContent).toContain('主讲课程 2 门');
    expect(card.querySelector('[data-course-id="C1"]')?.textContent).toBe(
      '小学数学单元整体教学设计',
    );
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/lecturer?lecturerId=L1');
    expect(screen.getByText('共 3 位讲师')).toBeTruthy();
  });

  it('filters by subject from the service subjects, kept in the address', async () => {
    const { service } = show();
    await ready();
    const filter = screen.getByRole('group', { name: '学科' });
    await waitFor(() => expect(within(filter).getByRole('button', { name: '语文' })).toBeTruthy());
    expect(within(filter).getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(filter).getByRole('button', { name: '语文' }));
    await waitFor(() => expect(location()).toBe('/lecturer?subject=%E8%AF%AD%E6%96%87'));
    await waitFor(() => expect(cards()).toEqual(['L2']));
    expect(service.lecturers).toHaveBeenLastCalledWith({
      offset: 0,
      limit: 8,
      keyword: '',
      subject: '语文',
    });
    expect(
      within(screen.getByRole('group', { name: '学科' }))
        .getByRole('button', { name: '语文' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('searches by name and pages', async () => {
    show('/lecturer', 2);
    await ready();
    expect(cards()).toEqual(['L1', 'L2']);
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(cards()).toEqual(['L3']));
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索讲师' }), {
      target: { value: '陈' },
    });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(cards()).toEqual(['L2']));
    expect(location()).toBe('/lecturer?keyword=%E9%99%88');
  });

  it('says when nothing matches', async () => {
    show('/lecturer?subject=%E7%89%A9%E7%90%86');
    await ready();
    expect(listState()).toBe('empty');
    expect(screen.getByText('没有找到相关讲师，请换个条件试试')).toBeTruthy();
  });

  it('shows one lecturer from ?lecturerId=: profile, studio with its kind label, courses', async () => {
    const { service } = show('/lecturer?lecturerId=L1');
    await waitFor(() => expect(document.querySelector('[data-lecturer-detail="L1"]')).toBeTruthy());
    expect(service.lecturer).toHaveBeenCalledWith('L1');
    expect(service.lecturers).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('王晓燕');
    expect(document.querySelector('[data-studio-kind-label]')?.textContent).toBe('名师工作室');
    expect(
      screen.getByRole('link', { name: '北京市海淀区小学数学名师工作室' }).getAttribute('href'),
    ).toBe('/tStudio/T1');
    const course = document.querySelector('[data-course-id="C2"]') as HTMLElement;
    expect(course.textContent).toContain('4.6万人学习');
    const href = new URL(
      course.querySelector('a')?.getAttribute('href') ?? '',
      'http://portal.test',
    );
    expect(href.pathname).toBe('/content/detail');
    expect(href.searchParams.get('contentId')).toBe('C2');
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '名师讲堂' }).getAttribute('href')).toBe(
      '/lecturer',
    );
  });

  it('shows the taken-down screen for an unknown lecturer, leading back to /lecturer', async () => {
    show('/lecturer?lecturerId=nobody');
    await waitFor(() => expect(screen.getByRole('link', { name: '看看其他' })).toBeTruthy());
    expect(screen.getByRole('link', { name: '看看其他' }).getAttribute('href')).toBe('/lecturer');
  });

  it('shows the error screen when the service fails', async () => {
    show('/lecturer', undefined, { fail: true });
    await ready();
    expect(listState()).toBe('error');
  });
});
