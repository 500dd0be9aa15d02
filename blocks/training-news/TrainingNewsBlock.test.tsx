import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderTrainingPage } from '../training-project/renderTrainingPage';
import { fakeTrainingServices } from '../training-project/fakeTrainingService';
import { SAMPLE_NEWS } from '../training-project/fixtures';

describe('training-news', () => {
  it('asks library L from the route (page data news) once and lists its items', async () => {
    const { services } = renderTrainingPage('/training/train-2026-summer/lib-dyn/dynamics');
    expect(await screen.findByRole('heading', { level: 1, name: '项目动态' })).toBeTruthy();
    expect(await screen.findByText('参训教师已突破一万人。')).toBeTruthy();
    expect(services.library.contents).toHaveBeenCalledWith('lib-dyn');
    expect(services.library.contents).toHaveBeenCalledTimes(1);
    expect(
      screen.getByRole('link', { name: '暑期教师研修参训人数突破一万人' }).getAttribute('href'),
    ).toBe('/training/train-2026-summer/lib-dyn/dynamics?newsId=d-1');
  });

  it('?newsId= shows the item: title, source and paragraphs, with 返回列表', async () => {
    renderTrainingPage('/training/train-2026-summer/lib-dyn/portal/dynamics?newsId=d-1');
    expect(
      await screen.findByRole('heading', { level: 2, name: '暑期教师研修参训人数突破一万人' }),
    ).toBeTruthy();
    expect(screen.getByText('覆盖 31 个省份。')).toBeTruthy();
    expect(screen.getByText('国家智慧教育公共服务平台')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe(
      '/training/train-2026-summer/lib-dyn/dynamics',
    );
  });

  it('an item that is not in the library says 哎呀，该内容已下架 with 返回列表', async () => {
    renderTrainingPage('/training/train-2026-summer/lib-dyn/dynamics?newsId=gone');
    expect(await screen.findByText('哎呀，该内容已下架')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe(
      '/training/train-2026-summer/lib-dyn/dynamics',
    );
  });

  it('a failed library says so with 重新加载 under the project frame', async () => {
    renderTrainingPage(
      '/training/train-2026-summer/lib-dyn/dynamics',
      fakeTrainingServices({}, { libraries: SAMPLE_NEWS, fail: { libraries: ['lib-dyn'] } }),
    );
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '项目导航' })).toBeTruthy();
  });
});
