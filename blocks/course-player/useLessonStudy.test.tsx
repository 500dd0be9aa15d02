import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import videojsModule from 'video.js';
import { useLessonStudy, type LessonStudy } from './useLessonStudy';
import { createStudyTally, PENDING_UPDATES_PREFIX, SAVE_EVERY_PLAYED_S } from './lessonStudy';
import CoursePlayerBlock from './CoursePlayerBlock';
import { renderBlock, renderWithRuntime } from '../testing/renderBlock';
import { COURSE, fakeCoursePages } from '../course-index/testing';
import type { Course } from '../../src/services/coursePagesService';
import type {
  StudyRecord,
  StudyRecordService,
  StudyRecordUpdate,
} from '../../src/services/studyRecordService';
import { LOCAL_STUDY_RECORD_PREFIX } from '../../src/services/studyRecordService';

vi.mock('video.js', () => ({ default: vi.fn(() => ({ dispose: vi.fn(), on: vi.fn() })) }));
vi.mock('video.js/dist/video-js.css', () => ({}));
const videojs = vi.mocked(videojsModule);

beforeEach(() => {
  localStorage.clear();
  videojs.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
});
afterEach(() => vi.restoreAllMocks());

/** The sport fixture course with the training flags on its second lesson. */
const CONTROLLED: Course = {
  ...COURSE,
  chapters: COURSE.chapters.map((chapter) => ({
    ...chapter,
    lessons: chapter.lessons.map((lesson) =>
      lesson.id === 'l2'
        ? { ...lesson, seek_control: true, single_session: true, force_login: true }
        : lesson,
    ),
  })),
};

const record = (fields: Partial<StudyRecord> & { resource_id: string }): StudyRecord => ({
  course_id: COURSE.id,
  last_position: 0,
  furthest_position: 0,
  watched_seconds: 0,
  duration: 60,
  progress_status: 1,
  progress: 0,
  ...fields,
});

function fakeStudyRecords(initial: StudyRecord[] = []) {
  const saved: { resourceId: string; update: StudyRecordUpdate }[] = [];
  const service = {
    courseRecords: vi.fn<StudyRecordService['courseRecords']>(async () => initial),
    records: vi.fn<StudyRecordService['records']>(async () => initial),
    save: vi.fn<StudyRecordService['save']>(async (resourceId, update) => {
      saved.push({ resourceId, update });
      return record({
        resource_id: resourceId,
        last_position: update.position,
        watched_seconds: update.watched,
        progress: Math.floor((update.watched / update.duration) * 100),
      });
    }),
  };
  return { service, saved };
}

/** Renders the hook for a lesson of the course; `current()` is its latest answer. */
function renderStudy(
  lessonId: string,
  options: { role?: 'TEACHER'; studyRecord?: StudyRecordService } = {},
) {
  let latest: LessonStudy | null = null;
  function Probe() {
    const lesson = CONTROLLED.chapters
      .flatMap((chapter) => chapter.lessons)
      .find((item) => item.id === lessonId)!;
    latest = useLessonStudy(CONTROLLED, lesson);
    return null;
  }
  const services = {
    ...fakeCoursePages().services,
    ...(options.studyRecord ? { studyRecord: async () => options.studyRecord! } : {}),
  };
  const result = renderWithRuntime(<Probe />, { services, role: options.role });
  return { ...result, current: () => latest! };
}

describe('the study tally', () => {
  it('counts only playback between play and pause, never a seek, and saves every 15 s', () => {
    const tally = createStudyTally();
    expect(tally.handle({ type: 'progress', position: 0, duration: 60 })).toBeNull();
    expect(tally.snapshot()).toBeNull(); // nothing before the first play
    tally.handle({ type: 'play', position: 0 });
    const reasons = [];
    for (let second = 0.5; second <= 16; second += 0.5)
      reasons.push(tally.handle({ type: 'progress', position: second, duration: 60 }));
    expect(reasons.filter(Boolean)).toEqual(['progress']);
    expect(reasons.indexOf('progress')).toBe(SAVE_EVERY_PLAYED_S * 2 - 1);
    tally.handle({ type: 'seek', position: 50, from: 16 });
    tally.handle({ type: 'progress', position: 50.5, duration: 60 });
    expect(tally.handle({ type: 'pause', position: 51 })).toBe('pause');
    expect(tally.snapshot()).toEqual({ position: 51, duration: 60, watched: 17, furthest: 51 });
    // Paused: a position change is a seek, not playback.
    tally.handle({ type: 'progress', position: 52, duration: 60 });
    expect(tally.snapshot()?.watched).toBe(17);
    tally.handle({ type: 'play', position: 52 });
    expect(tally.handle({ type: 'ended', position: 53 })).toBe('ended');
    expect(tally.snapshot()).toMatchObject({ position: 60, watched: 18, ended: true });
  });
});

describe('useLessonStudy', () => {
  it('signed in: the saved position becomes the begin position, with the lesson flags', async () => {
    const { service } = fakeStudyRecords([
      record({ resource_id: 'l2', last_position: 37.4, furthest_position: 50 }),
    ]);
    const study = renderStudy('l2', { role: 'TEACHER', studyRecord: service });
    await waitFor(() => expect(study.current().ready).toBe(true));
    expect(service.courseRecords).toHaveBeenCalledWith(COURSE.id);
    expect(study.current().learning).toEqual({
      beginPosition: 37.4,
      // What earlier visits watched stays open under seek control.
      furthestPosition: 50,
      seekControl: true,
      singleSession: true,
      forceLogin: true,
    });
  });

  it('a finished lesson (stopped at its end) starts over; a lesson without flags has none', async () => {
    const { service } = fakeStudyRecords([
      record({ resource_id: 'l1', last_position: 59.5, progress_status: 2 }),
    ]);
    const study = renderStudy('l1', { role: 'TEACHER', studyRecord: service });
    await waitFor(() => expect(study.current().ready).toBe(true));
    expect(study.current().learning).toMatchObject({
      beginPosition: undefined,
      seekControl: false,
      singleSession: false,
      forceLogin: false,
    });
  });

  it('a pause saves the position and the seconds played, with the course; repeated sends carry the same total', async () => {
    const { service, saved } = fakeStudyRecords();
    const study = renderStudy('l2', { role: 'TEACHER', studyRecord: service });
    await waitFor(() => expect(study.current().ready).toBe(true));
    const timeline = study.current().onTimeline;
    act(() => {
      timeline({ type: 'play', position: 0 });
      for (let second = 0.5; second <= 6; second += 0.5)
        timeline({ type: 'progress', position: second, duration: 60 });
      timeline({ type: 'pause', position: 6.2 });
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].resourceId).toBe('l2');
    expect(saved[0].update).toMatchObject({
      courseId: COURSE.id,
      position: 6.2,
      duration: 60,
      watched: 6.2,
      furthest: 6.2,
    });
    expect(saved[0].update.sessionId).toMatch(/.{8,}/);
    // Confirmed: nothing is left waiting.
    await waitFor(() => expect(localStorage.getItem(`${PENDING_UPDATES_PREFIX}u1`)).toBeNull());
    act(() => timeline({ type: 'quit', position: 6.2 }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1].update.watched).toBe(6.2);
    expect(saved[1].update.sessionId).toBe(saved[0].update.sessionId);
    // The lesson list follows the answer.
    await waitFor(() => expect(study.current().records.l2?.watched_seconds).toBe(6.2));
  });

  it('an update the service did not take waits in localStorage and is sent before the next read', async () => {
    const failing = fakeStudyRecords();
    failing.service.save.mockRejectedValue(new Error('offline'));
    const first = renderStudy('l2', { role: 'TEACHER', studyRecord: failing.service });
    await waitFor(() => expect(first.current().ready).toBe(true));
    act(() => {
      first.current().onTimeline({ type: 'play', position: 10 });
      first.current().onTimeline({ type: 'progress', position: 11, duration: 60 });
      first.current().onTimeline({ type: 'pause', position: 12 });
    });
    await waitFor(() => expect(failing.service.save).toHaveBeenCalled());
    const waiting = JSON.parse(localStorage.getItem(`${PENDING_UPDATES_PREFIX}u1`)!);
    expect(waiting).toHaveLength(1);
    expect(waiting[0].update).toMatchObject({ position: 12, watched: 2 });
    first.unmount();

    const next = fakeStudyRecords();
    const order: string[] = [];
    next.service.save.mockImplementation(async (resourceId, update) => {
      order.push(`save ${resourceId} ${update.position}`);
      return record({ resource_id: resourceId, last_position: update.position });
    });
    next.service.courseRecords.mockImplementation(async () => {
      order.push('read');
      return [record({ resource_id: 'l2', last_position: 12 })];
    });
    const second = renderStudy('l2', { role: 'TEACHER', studyRecord: next.service });
    await waitFor(() => expect(second.current().ready).toBe(true));
    expect(order).toEqual(['save l2 12', 'read']);
    expect(second.current().learning.beginPosition).toBe(12);
    expect(localStorage.getItem(`${PENDING_UPDATES_PREFIX}u1`)).toBeNull();
  });

  it('a visitor: the position is kept in localStorage per lesson and resumed', async () => {
    const first = renderStudy('l2');
    await waitFor(() => expect(first.current().ready).toBe(true));
    expect(first.current().learning.beginPosition).toBeUndefined();
    act(() => {
      first.current().onTimeline({ type: 'play', position: 0 });
      first.current().onTimeline({ type: 'progress', position: 2, duration: 60 });
      first.current().onTimeline({ type: 'pause', position: 3 });
    });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(`${LOCAL_STUDY_RECORD_PREFIX}l2`)!)).toMatchObject({
        last_position: 3,
        watched_seconds: 3,
        progress_status: 1,
      }),
    );
    first.unmount();
    const again = renderStudy('l2');
    await waitFor(() => expect(again.current().ready).toBe(true));
    expect(again.current().learning.beginPosition).toBe(3);
    expect(again.current().records.l2.progress_status).toBe(1);
  });
});

describe('course-player block: progress in the lesson list', () => {
  const at = (lessonId: string) => `/sport/courseDetail?courseId=${COURSE.id}&lessonId=${lessonId}`;

  it('shows 已学完 / 学习中 with the current percentage / 未开始, and where the lesson resumes', async () => {
    const { service } = fakeStudyRecords([
      record({ resource_id: 'l1', progress_status: 2, progress: 100, last_position: 60 }),
      record({
        resource_id: 'l2',
        progress_status: 1,
        progress: 45,
        last_position: 95,
        duration: 600,
      }),
    ]);
    const { services } = fakeCoursePages();
    renderBlock(
      CoursePlayerBlock,
      {},
      {
        services: { ...services, studyRecord: async () => service },
        path: at('l2'),
        role: 'TEACHER',
      },
    );
    await screen.findByText('上次学到 01:35，播放时从这里继续');
    const item = (id: string) => document.querySelector(`[data-lesson-id="${id}"]`) as HTMLElement;
    expect(within(item('l1')).getByText('已学完')).toBeTruthy();
    expect(item('l2').textContent).toContain('学习中已学 45%');
    expect(item('l2').textContent).toContain('正在播放');
    expect(within(item('l3')).getByText('未开始')).toBeTruthy();
    expect(item('l1').textContent).not.toContain('%');
    await waitFor(() => expect(videojs).toHaveBeenCalledTimes(1));
  });

  it('a visitor sees every lesson 未开始 and no resume line', async () => {
    const { services } = fakeCoursePages();
    renderBlock(CoursePlayerBlock, {}, { services, path: at('l1') });
    await screen.findByRole('heading', { level: 1, name: '握绳与摇绳的基本动作' });
    await waitFor(() => expect(screen.getAllByText('未开始')).toHaveLength(3));
    expect(screen.queryByText(/上次学到/)).toBeNull();
  });
});
