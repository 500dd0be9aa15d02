import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CourseIndexBlock from './CourseIndexBlock';
import { renderBlock } from '../testing/renderBlock';
import { COURSE, fakeCoursePages } from './testing';
import { courseIndexFixtures } from './fixtures';
import portal from '../../site-configs/portal/site.json';

const SPORT_CRUMBS = courseIndexFixtures[1].props as Parameters<
  typeof CourseIndexBlock
>[0]['props'];
const SPORT_QUERY =
  '/sport/courseIndex?courseId=course-sport-tiaosheng&tag=&channelId=area-sport&libraryId=lib-course-sport&breadcrumb=%E4%BD%93%E8%82%B2%E7%B2%BE%E5%93%81%E8%AF%BE&firstLevel=&secondLevel=&thirdLevel=&align=&showPv=true';

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('course-index block', () => {
  it('shows the course: title, summary, teachers, introduction, the chapter and lesson tree', async () => {
    const { services, service } = fakeCoursePages();
    vi.mocked(services.stats.one).mockResolvedValue({
      id: COURSE.id,
      like_count: 12345,
      total_uv: 234567,
    });
    renderBlock(CourseIndexBlock, SPORT_CRUMBS, { services, path: SPORT_QUERY });
    await screen.findByRole('heading', { level: 1, name: COURSE.title });
    expect(service.course).toHaveBeenCalledWith('course-sport-tiaosheng');
    expect(screen.getByText(COURSE.summary!)).toBeTruthy();
    expect(screen.getByText('黄志强')).toBeTruthy();
    expect(screen.getByText('课程分解跳绳的握绳、摇绳、起跳与落地动作。')).toBeTruthy();
    expect(screen.getByText('共 3 课时')).toBeTruthy();
    expect(screen.getByText('2 学时')).toBeTruthy();
    expect(screen.getByText('43.2万 人学习')).toBeTruthy();
    await screen.findByText('浏览 23.4万');
    expect(screen.getByText('点赞 1.2万')).toBeTruthy();
    const chapters = Array.from(document.querySelectorAll('.course-tree__chapter-title')).map(
      (node) => node.textContent,
    );
    expect(chapters).toEqual(['第一单元 基础跳法', '第二单元 花样跳法']);
    expect(document.querySelectorAll('[data-lesson-id]')).toHaveLength(3);
    // No player on the course home: video.js loads only on the course detail page.
    expect(document.querySelector('video')).toBeNull();
  });

  it('builds the breadcrumb from the manifest and the breadcrumb query, linking the section list', async () => {
    const { services } = fakeCoursePages();
    renderBlock(CourseIndexBlock, SPORT_CRUMBS, { services, path: SPORT_QUERY });
    await screen.findByRole('heading', { level: 1 });
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(crumbs.textContent).toBe(`首页体育体育精品课${COURSE.title}`);
    expect(href('体育精品课')).toBe('/sport/list?libraryId=lib-course-sport&firstLevel=');
  });

  it('开始学习 opens the first lesson on the course detail page; the work link on sport', async () => {
    const { services } = fakeCoursePages();
    renderBlock(CourseIndexBlock, SPORT_CRUMBS, { services, path: SPORT_QUERY });
    await screen.findByRole('heading', { level: 1 });
    const start = new URL(href('开始学习')!, 'http://portal.test');
    expect(start.pathname).toBe('/sport/courseDetail');
    expect(start.searchParams.get('courseId')).toBe(COURSE.id);
    expect(start.searchParams.get('lessonId')).toBe('l1');
    expect(start.searchParams.get('libraryId')).toBe('lib-course-sport');
    expect(href('课程作业')).toBe(
      '/sport/courseDetail/work?courseId=course-sport-tiaosheng&workId=work-1',
    );
  });

  it('offers no work page on special education, whose courses have none', async () => {
    const { services } = fakeCoursePages();
    renderBlock(
      CourseIndexBlock,
      {},
      {
        services,
        path: `/specialEdu/courseIndex?courseId=${COURSE.id}`,
      },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: '课程作业' })).toBeNull();
    expect(href('开始学习')).toBe(`/specialEdu/courseDetail?courseId=${COURSE.id}&lessonId=l1`);
  });

  it('shows the taken-down screen for an unknown course and the error screen on failure', async () => {
    const { services } = fakeCoursePages();
    const first = renderBlock(
      CourseIndexBlock,
      {},
      { services, path: '/art/courseIndex?courseId=nope' },
    );
    await screen.findByText('哎呀，该内容已下架');
    first.unmount();
    const failing = fakeCoursePages({
      course: vi.fn(async () => Promise.reject(new Error('500'))),
    });
    renderBlock(
      CourseIndexBlock,
      {},
      {
        services: failing.services,
        path: `/art/courseIndex?courseId=${COURSE.id}`,
      },
    );
    await screen.findByText('服务器开小差了，请稍后重试');
  });

  it('shows the loading text while the course is asked', async () => {
    const { services } = fakeCoursePages({
      course: vi.fn(() => new Promise<null>(() => undefined)),
    });
    renderBlock(
      CourseIndexBlock,
      {},
      { services, path: `/sport/courseIndex?courseId=${COURSE.id}` },
    );
    await waitFor(() => expect(document.querySelector('[data-screen="loading"]')).not.toBeNull());
    expect(document.querySelector('[data-course-id]')).toBeNull();
  });

  it('is guarded like the sport and art channels on their course routes (the portal manifest)', () => {
    const routes = portal.routes as { path: string; page: string; guard?: string }[];
    for (const subject of ['sport', 'art']) {
      const channel = routes.find((route) => route.path === subject)!;
      for (const path of ['courseIndex', 'courseDetail', 'courseDetail/work']) {
        const route = routes.find((candidate) => candidate.path === `${subject}/${path}`);
        expect(route?.guard).toBe(channel.guard);
      }
    }
    const special = routes.filter((route) => route.path.startsWith('specialEdu/course'));
    expect(special.map((route) => [route.path, route.guard])).toEqual([
      ['specialEdu/courseIndex', undefined],
      ['specialEdu/courseDetail', undefined],
    ]);
  });

  it('lists the course materials and previews their pages when the component config allows it', async () => {
    const { services, service } = fakeCoursePages();
    renderBlock(CourseIndexBlock, SPORT_CRUMBS, { services, path: SPORT_QUERY });
    await screen.findByRole('heading', { level: 2, name: '课程资料' });
    expect(screen.getByText('跳绳教学讲义.pdf')).toBeTruthy();
    expect(screen.getByText('1.2 MB')).toBeTruthy();
    const open = await screen.findByRole('button', { name: '在线预览 跳绳教学讲义.pdf' });
    expect(service.attachmentPreviewEnabled).toHaveBeenCalledTimes(1);
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: '跳绳教学讲义.pdf' });
    const pages = Array.from(dialog.querySelectorAll('img')).map((img) => img.getAttribute('alt'));
    expect(pages).toEqual(['第 1 页', '第 2 页']);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no preview when the component config says no or cannot be read', async () => {
    for (const answer of [
      () => Promise.resolve(false),
      () => Promise.reject(new Error('component config down')),
    ]) {
      const { services, service } = fakeCoursePages({ attachmentPreviewEnabled: vi.fn(answer) });
      const view = renderBlock(CourseIndexBlock, SPORT_CRUMBS, { services, path: SPORT_QUERY });
      await screen.findByText('跳绳教学讲义.pdf');
      await waitFor(() => expect(service.attachmentPreviewEnabled).toHaveBeenCalled());
      await waitFor(() =>
        expect(
          document.querySelector('[data-preview-enabled]')?.getAttribute('data-preview-enabled'),
        ).toBe('false'),
      );
      expect(screen.queryByRole('button', { name: /在线预览/ })).toBeNull();
      view.unmount();
    }
  });
});
