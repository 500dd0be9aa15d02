import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import TrainingProjectBlock, { type TrainingProjectProps } from './TrainingProjectBlock';
import { renderWithRuntime } from '../testing/renderBlock';
import { HttpError } from '../../src/services/http';
import { fakeTrainingServices } from './fakeTrainingService';

const crumbs = [
  { label: 'msg:portal.nav.home', to: '/' },
  { label: 'msg:training.list.title', to: '/training' },
];

function renderAt(path: string, props: TrainingProjectProps, services = fakeTrainingServices()) {
  const element = <TrainingProjectBlock props={props} blockId="tp" />;
  const result = renderWithRuntime(
    <Routes>
      <Route path="/training/:trainId" element={element} />
      <Route path="/training/:trainId/introduction" element={element} />
      <Route path="/training/:trainId/optManual" element={element} />
      <Route path="/training/:trainId/management" element={element} />
      <Route path="/training/:trainId/:libraryId/dynamics" element={element} />
      <Route path="/training/:trainId/:libraryId/portal/dynamics" element={element} />
    </Routes>,
    { path, services: services.services, role: 'TEACHER' },
  );
  return { ...result, ...services };
}

describe('training-project', () => {
  it('home: asks project T and shows its data, courses, notices and news', async () => {
    const { training, services } = renderAt('/training/train-2026-summer', {
      view: 'home',
      breadcrumb: crumbs,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '2026年暑期教师研修' }),
    ).toBeTruthy();
    expect(training.project).toHaveBeenCalledWith('train-2026-summer');
    expect(screen.getByText('教育部教师工作司')).toBeTruthy();
    expect(screen.getByText('10 学时')).toBeTruthy();
    // 2024-09-01 is inside the period.
    expect(screen.getByText('进行中')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '师德大讲堂：做新时代的大先生' }).getAttribute('href'),
    ).toBe('/teacherTraining/courseIndex?courseId=tc-1');
    expect(
      await screen.findByRole('link', { name: '关于开展2026年暑期教师研修的通知' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '暑期教师研修参训人数突破一万人' }).getAttribute('href'),
    ).toBe('/training/train-2026-summer/lib-dyn/dynamics?newsId=d-1');
    expect(services.library.contents).toHaveBeenCalledWith('lib-notice');
    expect(services.library.contents).toHaveBeenCalledWith('lib-dyn');
    const nav = screen.getByRole('navigation', { name: '项目导航' });
    expect(within(nav).getByRole('link', { name: '项目首页' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: '作业成绩' }).getAttribute('href')).toBe(
      '/training/workResult?trainId=train-2026-summer',
    );
  });

  it('dynamics: asks library L from the route and opens one item with ?newsId', async () => {
    const { services } = renderAt('/training/train-2026-summer/lib-dyn/dynamics', {
      view: 'dynamics',
      breadcrumb: crumbs,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '项目动态' })).toBeTruthy();
    expect(await screen.findByText('参训教师已突破一万人。')).toBeTruthy();
    expect(services.library.contents).toHaveBeenCalledWith('lib-dyn');
    expect(services.library.contents).toHaveBeenCalledTimes(1);
  });

  it('dynamics item: title, source and paragraphs, with 返回列表', async () => {
    renderAt('/training/train-2026-summer/lib-dyn/portal/dynamics?newsId=d-1', {
      view: 'dynamics',
      variant: 'portal',
      breadcrumb: crumbs,
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: '暑期教师研修参训人数突破一万人' }),
    ).toBeTruthy();
    expect(screen.getByText('覆盖 31 个省份。')).toBeTruthy();
    expect(screen.getByText('国家智慧教育公共服务平台')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe(
      '/training/train-2026-summer/lib-dyn/dynamics',
    );
    // The portal variant has no project menu.
    expect(screen.queryByRole('navigation', { name: '项目导航' })).toBeNull();
  });

  it('introduction and manual show the whole text and numbered steps', async () => {
    renderAt('/training/train-2026-summer/introduction', { view: 'introduction' });
    expect(await screen.findByText('总学时不少于 10 学时。')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '项目介绍' })).toBeTruthy();
  });

  it('optManual shows the sections of steps', async () => {
    renderAt('/training/train-2026-summer/optManual', { view: 'optManual' });
    expect(await screen.findByRole('heading', { level: 2, name: '登录与报名' })).toBeTruthy();
    expect(screen.getByText('进入项目首页。')).toBeTruthy();
  });

  it('management: figures for administrators', async () => {
    renderAt('/training/train-2026-summer/management', { view: 'management' });
    expect(await screen.findByText('12846')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '北京市海淀区实验小学' })).toBeTruthy();
    expect(screen.getByText('92')).toBeTruthy();
  });

  it('management: a refusal shows 抱歉，您暂无访问权限', async () => {
    const fake = fakeTrainingServices({
      management: vi.fn(async () => {
        throw new HttpError(403, '您不是该培训项目的管理员', 'TRAINING/FORBIDDEN');
      }),
    });
    renderAt('/training/train-2026-summer/management', { view: 'management' }, fake);
    expect(await screen.findByRole('heading', { name: '抱歉，您暂无访问权限' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回项目首页' }).getAttribute('href')).toBe(
      '/training/train-2026-summer',
    );
  });

  it('an unknown project says so, with a way back to the list', async () => {
    renderAt('/training/nope', { view: 'home' });
    expect(await screen.findByText('该培训项目不存在或已下线')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回培训项目' }).getAttribute('href')).toBe(
      '/training',
    );
  });

  it('a failure offers 重新加载', async () => {
    const project = vi.fn().mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValue(null);
    renderAt('/training/x', { view: 'home' }, fakeTrainingServices({ project }));
    expect(await screen.findByText(/服务器开小差了/)).toBeTruthy();
    screen.getByRole('button', { name: '重新加载' }).click();
    expect(await screen.findByText('该培训项目不存在或已下线')).toBeTruthy();
  });
});
