/**
 * The lesson page's study time as the reporter receives it (seed 000 §3 course tracking fields,
 * §4 viewing timeline; ledger CORE-ANALYTICS-01, -07): every event carries the course tracking
 * fields the page knows, and a page that goes away while a lesson plays sends `video_quit` with
 * the keepalive send of the page going away. The reporter is the page's real one; the analytics
 * service it sends to is a fake that records what it received.
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import videojsModule from 'video.js';
import CoursePlayerBlock from './CoursePlayerBlock';
import { renderBlock } from '../testing/renderBlock';
import { COURSE, fakeCoursePages } from '../course-index/testing';
import { drive } from '../media-player/drivenVideo';
import { analyticsFor } from '../../src/analytics/analyticsHost';
import type { Course } from '../../src/services/coursePagesService';
import type { AnalyticsPayload, AnalyticsService } from '../../src/services/analyticsService';

vi.mock('video.js', () => ({ default: vi.fn(() => ({ dispose: vi.fn(), on: vi.fn() })) }));
vi.mock('video.js/dist/video-js.css', () => ({}));
const videojs = vi.mocked(videojsModule);

beforeEach(() => {
  localStorage.clear();
  videojs.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The sport course as a training project's course: organ, project and studio known. */
const TRAINING_COURSE: Course = {
  ...COURSE,
  organ_id: 'organ-moe-jsgzs',
  training_id: 'train-2026-summer',
  studio_id: 'studio-teach-hd-math',
  channel_code: 'area-sport',
  column_code: 'lib-course-sport',
};

/**
 * The lesson page with the page's analytics host already there (the page view made it, before
 * the player showed, so its `pagehide` listener comes first, as on the portal), and the
 * analytics service the reporter sends to: what it received, by `send` or by the keepalive
 * send at `pagehide`.
 */
async function lessonPage(course: Course, path: string) {
  const { services } = fakeCoursePages({
    course: async (id: string) => (id === course.id ? course : null),
  });
  const received: { type: string; attributes: Record<string, string>; onUnload: boolean }[] = [];
  const receive = (payload: AnalyticsPayload, onUnload: boolean) => {
    for (const event of payload.events)
      received.push({ type: event.event_type, attributes: event.attributes, onUnload });
  };
  const service: AnalyticsService = {
    send: vi.fn(async (sink, payload) => receive(payload, false)),
    sendOnUnload: vi.fn((sink, payload) => {
      receive(payload, true);
      return payload.events.length;
    }),
  };
  services.analytics = async () => service;
  analyticsFor({ services });
  const rendered = renderBlock(CoursePlayerBlock, {}, { services, path });
  await waitFor(() => expect(document.querySelector('.course-player video')).not.toBeNull());
  const video = document.querySelector('.course-player video') as HTMLVideoElement;
  const media = drive(video, 60);
  const tracked = (type: string) => received.find((event) => event.type === type)?.attributes;
  /** Plays to `seconds`, once the play has reached the service (the tracker is running). */
  const playTo = async (seconds: number) => {
    act(() => void video.play());
    await waitFor(() => expect(tracked('video_play')).toBeDefined());
    act(() => media.playTo(seconds));
  };
  return { ...rendered, received, tracked, playTo };
}

const lessonPath = (query = '') => `/sport/courseDetail?courseId=${COURSE.id}&lessonId=l2${query}`;

describe('course tracking fields (CORE-ANALYTICS-07)', () => {
  it('every field: the course, the lesson, the course data, and the channel and column the link came from', async () => {
    const page = await lessonPage(
      TRAINING_COURSE,
      lessonPath('&channelId=area-sport-home&libraryId=lib-sport-featured'),
    );
    await page.playTo(1);
    expect(page.tracked('video_play')).toEqual({
      course_type: 's_course',
      course_id: COURSE.id,
      lesson_id: 'l2',
      resource_id: 'l2',
      organ_id: 'organ-moe-jsgzs',
      training_id: 'train-2026-summer',
      studio_id: 'studio-teach-hd-math',
      channel_code: 'area-sport-home',
      column_code: 'lib-sport-featured',
      position: '0',
    });
  });

  it('without a channel in the link, where the course is filed; a field nobody knows stays out', async () => {
    const { studio_id: _studio, organ_id: _organ, ...withoutStudioOrOrgan } = TRAINING_COURSE;
    const page = await lessonPage(withoutStudioOrOrgan, lessonPath('&channelId=&libraryId='));
    await page.playTo(1);
    const attributes = page.tracked('video_play')!;
    expect(attributes).toMatchObject({
      training_id: 'train-2026-summer',
      channel_code: 'area-sport',
      column_code: 'lib-course-sport',
    });
    expect(attributes).not.toHaveProperty('studio_id');
    expect(attributes).not.toHaveProperty('organ_id');
  });
});

describe('leaving while a lesson plays (CORE-ANALYTICS-01 quit)', () => {
  it('pagehide sends video_quit with the position in the keepalive send, once', async () => {
    const page = await lessonPage(TRAINING_COURSE, lessonPath());
    await page.playTo(12);
    expect(page.tracked('video_quit')).toBeUndefined();
    window.dispatchEvent(new Event('pagehide'));
    // The player's listener runs after the host's unload send: its quit follows right after.
    await Promise.resolve();
    const quits = page.received.filter((event) => event.type === 'video_quit');
    expect(quits).toEqual([
      {
        type: 'video_quit',
        onUnload: true,
        attributes: expect.objectContaining({
          course_id: COURSE.id,
          lesson_id: 'l2',
          training_id: 'train-2026-summer',
          position: '12',
        }) as unknown as Record<string, string>,
      },
    ]);
    // Closing the page after the pagehide reports nothing twice.
    page.unmount();
    await Promise.resolve();
    expect(page.received.filter((event) => event.type === 'video_quit')).toHaveLength(1);
  });
});
