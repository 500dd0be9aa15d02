import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import videojsModule from 'video.js';
import CoursePlayerBlock from './CoursePlayerBlock';
import { renderBlock } from '../testing/renderBlock';
import { COURSE, fakeCoursePages } from '../course-index/testing';

vi.mock('video.js', () => ({ default: vi.fn(() => ({ dispose: vi.fn(), on: vi.fn() })) }));
vi.mock('video.js/dist/video-js.css', () => ({}));
const videojs = vi.mocked(videojsModule);

beforeEach(() => {
  videojs.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
});
afterEach(() => vi.restoreAllMocks());

const CRUMBS = [
  { label: 'msg:portal.nav.home', to: '/' },
  { label: 'msg:portal.nav.sport', to: '/sport' },
];
const at = (lessonId?: string) =>
  `/sport/courseDetail?courseId=${COURSE.id}${lessonId ? `&lessonId=${lessonId}` : ''}&libraryId=lib-course-sport&breadcrumb=${encodeURIComponent('体育精品课')}`;
const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('course-player block', () => {
  it('plays the lesson of the address in the shared player, marked in the lesson list', async () => {
    const { services } = fakeCoursePages();
    renderBlock(CoursePlayerBlock, { breadcrumb: CRUMBS }, { services, path: at('l2') });
    await screen.findByRole('heading', { level: 1, name: '并脚跳与交换脚跳' });
    // The player appears once the saved position is read (the visitor's, from localStorage).
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('title')).toBe('并脚跳与交换脚跳');
    await waitFor(() => expect(videojs).toHaveBeenCalledTimes(1));
    expect(document.querySelector('[aria-current="true"]')?.textContent).toContain(
      '并脚跳与交换脚跳',
    );
    expect(screen.getByText('第 2/3 课时')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '当前位置' }).textContent).toBe(
      `首页体育体育精品课${COURSE.title}并脚跳与交换脚跳`,
    );
    expect(href(COURSE.title)).toContain('/sport/courseIndex?courseId=course-sport-tiaosheng');
  });

  it('links the previous and next lessons across chapters, keeping the query', async () => {
    const { services } = fakeCoursePages();
    renderBlock(CoursePlayerBlock, { breadcrumb: CRUMBS }, { services, path: at('l2') });
    await screen.findByRole('heading', { level: 1 });
    expect(href('上一课时')).toContain(
      '/sport/courseDetail?courseId=course-sport-tiaosheng&lessonId=l1',
    );
    const next = new URL(href('下一课时')!, 'http://portal.test');
    expect(next.searchParams.get('lessonId')).toBe('l3');
    expect(next.searchParams.get('libraryId')).toBe('lib-course-sport');
    expect(href('课程作业')).toBe(
      '/sport/courseDetail/work?courseId=course-sport-tiaosheng&workId=work-1',
    );
  });

  it('starts with the first lesson without a lessonId; the first has no previous link', async () => {
    const { services } = fakeCoursePages();
    renderBlock(CoursePlayerBlock, {}, { services, path: at() });
    await screen.findByRole('heading', { level: 1, name: '握绳与摇绳的基本动作' });
    expect(screen.queryByRole('link', { name: '上一课时' })).toBeNull();
    expect(screen.getByText('上一课时').getAttribute('aria-disabled')).toBe('true');
  });

  it('a lesson without media counts as studied when a signed-in visitor opens it; one with media does not', async () => {
    const withoutVideo = {
      ...COURSE,
      chapters: COURSE.chapters.map((chapter) => ({
        ...chapter,
        lessons: chapter.lessons.map((lesson) =>
          lesson.id === 'l3' ? { ...lesson, video: undefined } : lesson,
        ),
      })),
    };
    const course = async (id: string) => (id === COURSE.id ? withoutVideo : null);
    const anonymous = fakeCoursePages({ course });
    const first = renderBlock(
      CoursePlayerBlock,
      {},
      { services: anonymous.services, path: at('l3') },
    );
    await screen.findByText('本课时暂无视频');
    expect(anonymous.service.recordLesson).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: '下一课时' })).toBeNull();
    first.unmount();
    const signedIn = fakeCoursePages({ course });
    const second = renderBlock(
      CoursePlayerBlock,
      {},
      { services: signedIn.services, path: at('l3'), role: 'TEACHER' },
    );
    await waitFor(() =>
      expect(signedIn.service.recordLesson).toHaveBeenCalledWith('course-sport-tiaosheng', 'l3'),
    );
    second.unmount();
    // A lesson with media counts once its study record is finished (the service decides).
    const video = fakeCoursePages({ course });
    renderBlock(
      CoursePlayerBlock,
      {},
      { services: video.services, path: at('l2'), role: 'TEACHER' },
    );
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
    expect(video.service.recordLesson).not.toHaveBeenCalled();
  });

  it('shows the taken-down screen for an unknown course', async () => {
    const { services } = fakeCoursePages();
    renderBlock(CoursePlayerBlock, {}, { services, path: '/sport/courseDetail?courseId=nope' });
    await screen.findByText('哎呀，该内容已下架');
    expect(document.querySelector('video')).toBeNull();
  });
});
