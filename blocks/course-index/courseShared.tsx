/**
 * What the course blocks (course-index, course-player, course-work, course-topic, course-desk,
 * course-honour) share: the course pages' link shapes, the lazily loaded course-pages service,
 * the breadcrumb built from the manifest and the `breadcrumb` query, lesson order, and the
 * stats line (views and likes from the stats service, formatted by src/lib).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices, useT } from '../../src/runtime/hooks';
import { useRequest, type RequestResult } from '../../src/services/http/useRequest';
import type {
  Course,
  CourseLesson,
  CoursePagesService,
} from '../../src/services/coursePagesService';
import type { ResourceStats } from '../../src/services/entities';
import { formatLikeCount } from '../../src/lib/likeCount';
import { compactCount } from '../../src/lib/numberFormat';
import { parseTimeLabel } from '../../src/lib/timeLabel';
import {
  listLink,
  TEACHER_TRAINING_BASE,
  teacherTrainingColumnLink,
} from '../../src/runtime/links/sectionLinks';
import type { Crumb } from '../shared/Breadcrumb';

/** Query keys of a course link that later course pages carry on (seed 000 §2 course link). */
export const CARRIED_KEYS = ['channelId', 'libraryId', 'breadcrumb', 'firstLevel'] as const;

type QueryValue = string | null | undefined;

function withQuery(path: string, entries: [string, QueryValue][]): string {
  const query = new URLSearchParams();
  for (const [key, value] of entries) if (value) query.append(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The carried keys of the current address, as query entries. */
export function carriedEntries(search: URLSearchParams): [string, QueryValue][] {
  return CARRIED_KEYS.map((key) => [key, search.get(key)]);
}

/** `{base}/courseIndex?courseId&…` (the carried keys kept). */
export function courseIndexHref(base: string, courseId: string, search?: URLSearchParams): string {
  return withQuery(`${base}/courseIndex`, [
    ['courseId', courseId],
    ...(search ? carriedEntries(search) : []),
  ]);
}

/** `{base}/courseDetail?courseId&lessonId&…` */
export function courseDetailHref(
  base: string,
  courseId: string,
  lessonId: string | undefined,
  search?: URLSearchParams,
): string {
  return withQuery(`${base}/courseDetail`, [
    ['courseId', courseId],
    ['lessonId', lessonId],
    ...(search ? carriedEntries(search) : []),
  ]);
}

/** `{base}/courseDetail/work?courseId&workId` */
export function courseWorkHref(base: string, courseId: string, workId: string): string {
  return withQuery(`${base}/courseDetail/work`, [
    ['courseId', courseId],
    ['workId', workId],
  ]);
}

/** `/teacherTraining/honourDetail?honourId` */
export function honourHref(honourId: string): string {
  return withQuery(`${TEACHER_TRAINING_BASE}/honourDetail`, [['honourId', honourId]]);
}

/** Bases whose courses have a work page (seed 000 §2: teacher training, sport, art). */
export const WORK_BASES: readonly string[] = [TEACHER_TRAINING_BASE, '/sport', '/art'];

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** YYYY/MM/DD HH:mm of a platform time in the visitor's zone ('' when invalid). */
export function courseTime(value: string | undefined): string {
  const epoch = parseTimeLabel(value);
  if (epoch === null) return '';
  const date = new Date(epoch);
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** Every lesson of a course in chapter order. */
export function lessonsOf(course: Pick<Course, 'chapters'>): CourseLesson[] {
  return course.chapters.flatMap((chapter) => chapter.lessons);
}

/** The list page the `breadcrumb` query names (the section a course card was in), if any. */
export function sectionCrumb(base: string, search: URLSearchParams): Crumb | null {
  const label = search.get('breadcrumb')?.trim();
  if (!label) return null;
  const libraryId = search.get('libraryId') || undefined;
  if (!libraryId) return { label };
  const to =
    base === TEACHER_TRAINING_BASE
      ? teacherTrainingColumnLink({ channelId: search.get('channelId') || undefined, libraryId })
      : listLink(base, { libraryId, firstLevel: search.get('firstLevel') || undefined });
  return { label, to };
}

/** The manifest's levels, then the section level from the address. */
export function useCourseCrumbs(base: string, configured: readonly Crumb[] = []): Crumb[] {
  const search = new URLSearchParams(useLocation().search);
  const section = sectionCrumb(base, search);
  return section ? [...configured, section] : [...configured];
}

/** The course-pages service, loaded on first use; rejects when the runtime has none. */
export function loadCoursePages(
  services: ReturnType<typeof useServices>,
): Promise<CoursePagesService> {
  return services.coursePages
    ? services.coursePages()
    : Promise.reject(new Error('course pages service unavailable'));
}

/** One call of the course-pages service, as `useRequest` state. */
export function useCoursePagesRequest<T>(
  call: (service: CoursePagesService) => Promise<T>,
  deps: readonly unknown[],
): RequestResult<T> {
  const services = useServices();
  return useRequest(() => loadCoursePages(services).then(call), [services, ...deps]);
}

/** Views and likes of a course from the stats service (nothing shown until it answers). */
export function CourseStats(props: { resourceId: string; learners?: number; className: string }) {
  const t = useT();
  const services = useServices();
  const [stats, setStats] = useState<ResourceStats | null>(null);
  useEffect(() => {
    let live = true;
    services.stats.one(props.resourceId).then(
      (answer) => {
        if (live) setStats(answer);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [services, props.resourceId]);
  return (
    <ul className={props.className} data-course-stats={stats ? 'loaded' : 'loading'}>
      {props.learners !== undefined && (
        <li data-stat="learners">
          {t('msg:course.learners', { count: compactCount(props.learners) })}
        </li>
      )}
      {stats && (
        <>
          <li data-stat="views">
            {t('msg:course.views', { count: compactCount(stats.total_uv) })}
          </li>
          <li data-stat="likes">
            {t('msg:course.likes', { count: formatLikeCount(stats.like_count) })}
          </li>
        </>
      )}
    </ul>
  );
}
