/**
 * The lesson player, `{base}/courseDetail?courseId&lessonId…` for teacher training, sport, art
 * and special education (seed 000 §2 main routes; ledger CORE-ROUTE-08, -12, -13, -15): the
 * lesson's video in the shared player (blocks/media-player: video.js is imported only when the
 * player shows, so only this course page loads it), the course's lesson list beside it with the
 * current lesson marked, and the previous / next lesson. Without a lessonId (or with an unknown
 * one) the first lesson plays.
 *
 * Study record (issue 15; seed 000 §3 learning progress, §4 video player): the player resumes at
 * the learner's saved position and gets the lesson's seek control, single-session and forced-login
 * options; its timeline saves position and watched time (useLessonStudy.ts) and feeds the study
 * time analytics with the course tracking fields (courseTracking.ts, src/analytics/useStudyTime.ts); the lesson list
 * shows each lesson's progress (未开始 / 学习中 / 已学完) and the current lesson's percentage. A
 * lesson with media counts as studied on the desk once its record is finished (the service does
 * it); a lesson without media counts when a signed-in visitor opens it. Failures there change
 * nothing on the page.
 */
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useServices, useT } from '../../src/runtime/hooks';
import { ErrorScreen, LoadingIndicator } from '../../src/runtime/screens/screens';
import type { Course, CourseLesson } from '../../src/services/coursePagesService';
import type { StudyRecord } from '../../src/services/studyRecordService';
import { useStudyTime } from '../../src/analytics/useStudyTime';
import { LEARNING_PROGRESS_STATUS } from '../../src/lib/learningProgress';
import { MediaPlayer, type PlayerTimelineEvent } from '../media-player/MediaPlayer';
import { Breadcrumb, type Crumb } from '../shared/Breadcrumb';
import { SafeLink } from '../shared/SafeLink';
import { useLinkBase } from '../shared/useLinkBase';
import EmptyContentBlock from '../empty-content/EmptyContentBlock';
import {
  courseDetailHref,
  courseIndexHref,
  courseWorkHref,
  lessonsOf,
  loadCoursePages,
  useCourseCrumbs,
  useCoursePagesRequest,
  WORK_BASES,
} from '../course-index/courseShared';
import { useLessonStudy } from './useLessonStudy';
import { clockOf } from './lessonStudy';
import { courseTrackingOf } from './courseTracking';
import '../course-index/course-common.css';
import './course-player.css';
import type { CoursePlayerProps } from './props.gen';

export type { CoursePlayerProps };

function StepLink(props: { href?: string; label: string; step: 'prev' | 'next' }) {
  if (!props.href)
    return (
      <span className="course-page__secondary course-player__step" aria-disabled="true">
        {props.label}
      </span>
    );
  return (
    <SafeLink
      className="course-page__secondary course-player__step"
      href={props.href}
      aria-label={props.label}
    >
      {props.label}
    </SafeLink>
  );
}

/** A lesson without media has nothing to watch: opening it counts as studying it (the desk). */
function useOpenedLessonRecord(courseId: string, lessonId: string, hasMedia: boolean) {
  const services = useServices();
  const { session } = useRuntime();
  const loggedIn = session.loggedIn;
  useEffect(() => {
    if (!loggedIn || hasMedia) return;
    loadCoursePages(services)
      .then((service) => service.recordLesson(courseId, lessonId))
      .catch(() => undefined);
  }, [services, loggedIn, courseId, lessonId, hasMedia]);
}

const PROGRESS_LABELS = {
  [LEARNING_PROGRESS_STATUS.notStarted]: 'msg:course.lessonProgress.notStarted',
  [LEARNING_PROGRESS_STATUS.studying]: 'msg:course.lessonProgress.studying',
  [LEARNING_PROGRESS_STATUS.finished]: 'msg:course.lessonProgress.finished',
} as const;

/** A lesson's progress in the list: its status, and for the current lesson its percentage. */
function LessonProgress(props: { record: StudyRecord | undefined; current: boolean }) {
  const t = useT();
  const status = props.record?.progress_status ?? LEARNING_PROGRESS_STATUS.notStarted;
  return (
    <span className="course-player__progress" data-progress-status={status}>
      {t(PROGRESS_LABELS[status])}
      {props.current && props.record && status !== LEARNING_PROGRESS_STATUS.finished && (
        <span className="course-player__percent">
          {t('msg:course.lessonProgress.percent', { percent: props.record.progress })}
        </span>
      )}
    </span>
  );
}

function Player(props: { course: Course; lesson: CourseLesson; crumbs: Crumb[] }) {
  const { course, lesson } = props;
  const t = useT();
  const base = useLinkBase();
  const search = new URLSearchParams(useLocation().search);
  const lessons = lessonsOf(course);
  const index = lessons.findIndex((candidate) => candidate.id === lesson.id);
  const previous = index > 0 ? lessons[index - 1] : undefined;
  const next = index < lessons.length - 1 ? lessons[index + 1] : undefined;
  const work = course.work && WORK_BASES.includes(base) ? course.work : null;
  const sources = lesson.video?.sources ?? [];
  useOpenedLessonRecord(course.id, lesson.id, sources.length > 0);
  const study = useLessonStudy(course, lesson);
  // useStudyTime keys on the fields' values: a new object each render restarts nothing.
  const tracking = courseTrackingOf(course, lesson, search);
  const trackStudyTime = useStudyTime(sources.length > 0 ? tracking : null);
  const studyOnTimeline = study.onTimeline;
  const onTimeline = useMemo(
    () => (event: PlayerTimelineEvent) => {
      studyOnTimeline(event);
      trackStudyTime(event);
    },
    [studyOnTimeline, trackStudyTime],
  );
  const begin = study.learning.beginPosition;
  const crumbs = [
    ...props.crumbs,
    { label: course.title, to: courseIndexHref(base, course.id, search) },
  ];
  return (
    <article
      className="course-page course-player"
      data-course-id={course.id}
      data-lesson-id={lesson.id}
    >
      <Breadcrumb crumbs={crumbs} current={lesson.title} />
      <div className="course-player__layout">
        <section className="course-player__main">
          <div className="course-player__stage">
            {sources.length > 0 && !study.ready ? (
              // The saved position is read first: the first play seeks to it (seed 000 §4).
              <div className="course-player__waiting">
                <LoadingIndicator text={t('msg:shell.loading')} />
              </div>
            ) : sources.length > 0 ? (
              <MediaPlayer
                key={lesson.id}
                sources={sources}
                tracks={lesson.video?.tracks}
                poster={lesson.video?.poster ?? course.cover_url}
                title={lesson.title}
                learning={study.learning}
                onTimeline={onTimeline}
              />
            ) : (
              <p className="course-player__no-video">{t('msg:course.noVideo')}</p>
            )}
          </div>
          <h1 className="course-page__title course-player__title">{lesson.title}</h1>
          <p className="course-page__meta">
            <span>{course.title}</span>
            <span>
              {t('msg:course.lessonPosition', { index: index + 1, count: lessons.length })}
            </span>
            {lesson.duration && <span>{lesson.duration}</span>}
          </p>
          {sources.length > 0 && begin !== undefined && (
            <p className="course-player__resume">
              {t('msg:course.resume', { time: clockOf(begin) })}
            </p>
          )}
          <nav className="course-page__actions" aria-label={t('msg:course.steps')}>
            <StepLink
              step="prev"
              label={t('msg:course.prev')}
              href={previous && courseDetailHref(base, course.id, previous.id, search)}
            />
            <StepLink
              step="next"
              label={t('msg:course.next')}
              href={next && courseDetailHref(base, course.id, next.id, search)}
            />
            {work && (
              <SafeLink
                className="course-page__primary"
                href={courseWorkHref(base, course.id, work.id)}
              >
                {t('msg:course.work.entry')}
              </SafeLink>
            )}
          </nav>
        </section>
        <aside className="course-page__panel course-player__aside" aria-labelledby="course-lessons">
          <h2 id="course-lessons" className="course-page__subtitle">
            {t('msg:course.catalogue')}
            <small className="course-player__count">
              {t('msg:course.lessonCount', { count: lessons.length })}
            </small>
          </h2>
          <ol className="course-tree course-player__tree">
            {course.chapters.map((chapter) => (
              <li key={chapter.id} className="course-tree__chapter">
                <h3 className="course-tree__chapter-title">{chapter.title}</h3>
                <ol className="course-tree__lessons">
                  {chapter.lessons.map((item) => (
                    <li key={item.id} data-lesson-id={item.id}>
                      {item.id === lesson.id ? (
                        <span className="course-tree__lesson" aria-current="true">
                          <span className="course-tree__lesson-title">
                            <span className="course-player__playing">
                              {t('msg:course.playing')}
                            </span>
                            {item.title}
                          </span>
                          <span className="course-player__lesson-meta">
                            <LessonProgress record={study.records[item.id]} current />
                            {item.duration && (
                              <span className="course-tree__duration">{item.duration}</span>
                            )}
                          </span>
                        </span>
                      ) : (
                        <SafeLink
                          className="course-tree__lesson"
                          href={courseDetailHref(base, course.id, item.id, search)}
                        >
                          <span className="course-tree__lesson-title">{item.title}</span>
                          <span className="course-player__lesson-meta">
                            <LessonProgress record={study.records[item.id]} current={false} />
                            {item.duration && (
                              <span className="course-tree__duration">{item.duration}</span>
                            )}
                          </span>
                        </SafeLink>
                      )}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </article>
  );
}

export default function CoursePlayerBlock({ props, blockId }: BlockProps<CoursePlayerProps>) {
  const t = useT();
  const base = useLinkBase();
  const crumbs = useCourseCrumbs(base, props.breadcrumb);
  const query = new URLSearchParams(useLocation().search);
  const courseId = query.get(props.idFromQuery ?? 'courseId')?.trim() ?? '';
  const lessonId = query.get(props.lessonFromQuery ?? 'lessonId')?.trim() ?? '';
  const request = useCoursePagesRequest(
    (service) => (courseId ? service.course(courseId) : Promise.resolve(null)),
    [courseId],
  );
  if (request.state === 'pending') return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (request.state === 'error')
    return (
      <ErrorScreen
        message={t('msg:shell.error')}
        homeLabel={t('msg:shell.backHome')}
        homeHref="/"
      />
    );
  const course = request.data;
  if (!course) return <EmptyContentBlock props={{}} blockId={`${blockId}-missing`} />;
  const lessons = lessonsOf(course);
  const lesson = lessons.find((candidate) => candidate.id === lessonId) ?? lessons[0];
  if (!lesson)
    return (
      <section className="course-page course-player" data-course-id={course.id}>
        <Breadcrumb crumbs={crumbs} current={course.title} />
        <h1 className="course-page__title">{course.title}</h1>
        <p className="course-page__muted">{t('msg:course.noLessons')}</p>
      </section>
    );
  return <Player course={course} lesson={lesson} crumbs={crumbs} />;
}
