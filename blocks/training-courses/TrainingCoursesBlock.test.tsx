import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderTrainingPage } from '../training-project/renderTrainingPage';
import { fakeTrainingServices } from '../training-project/fakeTrainingService';
import { SAMPLE_PROJECT } from '../training-project/fixtures';

const panel = async () =>
  (await screen.findByRole('heading', { level: 2, name: '项目课程' })).closest(
    'section',
  ) as HTMLElement;

describe('training-courses', () => {
  it('lists the courses with teacher and hours, each leading to its course page', async () => {
    renderTrainingPage('/training/train-2026-summer/introduction');
    const courses = await panel();
    expect(
      within(courses)
        .getByRole('link', { name: '师德大讲堂：做新时代的大先生' })
        .getAttribute('href'),
    ).toBe('/teacherTraining/courseIndex?courseId=tc-1');
    expect(within(courses).getAllByRole('listitem')).toHaveLength(2);
    expect(within(courses).getByText(/王珠珠/).textContent).toContain('3');
  });

  it('a project without courses says 本项目暂未安排课程', async () => {
    const project = vi.fn(async () => ({ ...structuredClone(SAMPLE_PROJECT), courses: [] }));
    renderTrainingPage('/training/train-2026-summer', fakeTrainingServices({ project }));
    expect(within(await panel()).getByText('本项目暂未安排课程')).toBeTruthy();
  });
});
