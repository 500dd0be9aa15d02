import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderTrainingPage } from '../training-project/renderTrainingPage';
import { fakeTrainingServices } from '../training-project/fakeTrainingService';
import { SAMPLE_NEWS } from '../training-project/fixtures';
import type { LibraryContent } from '../../src/services/entities';

const panelOf = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('section') as HTMLElement;

describe('training-library-panels', () => {
  it('the home shows the notices and the news, each item leading to its news page', async () => {
    const { services } = renderTrainingPage('/training/train-2026-summer');
    expect(
      await screen.findByRole('link', { name: '关于开展2026年暑期教师研修的通知' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '暑期教师研修参训人数突破一万人' }).getAttribute('href'),
    ).toBe('/training/train-2026-summer/lib-dyn/dynamics?newsId=d-1');
    expect(services.library.contents).toHaveBeenCalledWith('lib-notice');
    expect(services.library.contents).toHaveBeenCalledWith('lib-dyn');
    const notices = await panelOf('通知公告');
    expect(within(notices).getByRole('link', { name: '更多' }).getAttribute('href')).toBe(
      '/training/train-2026-summer/lib-notice/dynamics',
    );
  });

  it('shows the first 5 items of a library', async () => {
    const many: LibraryContent[] = Array.from({ length: 7 }, (_, index) => ({
      id: `n-${index}`,
      library_id: 'lib-notice',
      title: `通知 ${index + 1}`,
      create_time: '2024-08-20T09:00:00.000+0800',
    }));
    renderTrainingPage(
      '/training/train-2026-summer',
      fakeTrainingServices({}, { libraries: { ...SAMPLE_NEWS, 'lib-notice': many } }),
    );
    await screen.findByRole('link', { name: '通知 1' });
    const notices = await panelOf('通知公告');
    expect(within(notices).getAllByRole('listitem')).toHaveLength(5);
    expect(within(notices).queryByRole('link', { name: '通知 6' })).toBeNull();
  });

  it('a library that fails says so with 重新加载, the other still shows', async () => {
    renderTrainingPage(
      '/training/train-2026-summer',
      fakeTrainingServices({}, { libraries: SAMPLE_NEWS, fail: { libraries: ['lib-notice'] } }),
    );
    expect(
      await screen.findByRole('link', { name: '暑期教师研修参训人数突破一万人' }),
    ).toBeTruthy();
    const notices = await panelOf('通知公告');
    expect(await within(notices).findByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
