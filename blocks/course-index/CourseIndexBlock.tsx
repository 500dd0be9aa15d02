/**
 * The course home, `{base}/courseIndex?courseId&tag&channelId&libraryId&breadcrumb&firstLevel
 * &secondLevel&thirdLevel&align&showPv` for teacher training, sport, art and special education
 * (seed 000 §2 main routes and course link; ledger CORE-ROUTE-08, -12, -13, -15, CORE-CHAN-16):
 * cover, title, summary, stats, teachers, introduction and the chapter / lesson tree, with the
 * breadcrumb from the manifest and the `breadcrumb` query. 开始学习 opens the first lesson on
 * the course detail page; each lesson opens its own. No player here: video.js loads only on
 * the course detail page.
 */
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import { sizedImage } from '../../src/lib/imageUrl';
import { ErrorScreen, LoadingIndicator } from '../../src/runtime/screens/screens';
import { EduImage } from '../../src/shell/ui/EduImage';
import type { Course } from '../../src/services/coursePagesService';
import { Breadcrumb, type Crumb } from '../shared/Breadcrumb';
import { SafeLink } from '../shared/SafeLink';
import { useLinkBase } from '../shared/useLinkBase';
import EmptyContentBlock from '../empty-content/EmptyContentBlock';
import {
  CourseStats,
  courseDetailHref,
  courseWorkHref,
  lessonsOf,
  useCourseCrumbs,
  useCoursePagesRequest,
  WORK_BASES,
} from './courseShared';
import { CourseAttachments } from './CourseAttachments';
import './course-common.css';
import './course-index.css';
import type { CourseIndexProps } from './props.gen';

export type { CourseIndexProps };

/** Width asked of the image service for the cover. */
const COVER_WIDTH = 640;

function CourseHome({ course, crumbs }: { course: Course; crumbs: Crumb[] }) {
  const t = useT();
  const base = useLinkBase();
  const search = new URLSearchParams(useLocation().search);
  const lessons = lessonsOf(course);
  const first = lessons[0];
  const work = course.work && WORK_BASES.includes(base) ? course.work : null;
  return (
    <article className="course-page course-index" data-course-id={course.id}>
      <Breadcrumb crumbs={crumbs} current={course.title} />
      <section className="course-index__hero">
        {course.cover_url && (
          <EduImage
            className="course-index__cover"
            src={sizedImage(course.cover_url, COVER_WIDTH)}
            alt={course.title}
            lazy={false}
          />
        )}
        <div className="course-index__facts">
          <h1 className="course-page__title">{course.title}</h1>
          {course.summary && <p className="course-index__summary">{course.summary}</p>}
          <p className="course-page__meta">
            <span>{t('msg:course.lessonCount', { count: lessons.length })}</span>
            {course.hours !== undefined && (
              <span>{t('msg:course.hours', { hours: course.hours })}</span>
            )}
            {course.source && <span>{t('msg:course.source', { source: course.source })}</span>}
          </p>
          <CourseStats
            className="course-page__stats"
            resourceId={course.id}
            learners={course.learner_count}
          />
          <div className="course-page__actions">
            {first ? (
              <SafeLink
                className="edu-action course-page__primary"
                href={courseDetailHref(base, course.id, first.id, search)}
              >
                {t('msg:course.start')}
              </SafeLink>
            ) : (
              <span className="course-page__muted">{t('msg:course.noLessons')}</span>
            )}
            {work && (
              <SafeLink
                className="course-page__secondary"
                href={courseWorkHref(base, course.id, work.id)}
              >
                {t('msg:course.work.entry')}
              </SafeLink>
            )}
          </div>
        </div>
      </section>
      <div className="course-index__body">
        <section
          className="course-page__panel course-index__catalogue"
          aria-labelledby="course-catalogue"
        >
          <h2 id="course-catalogue" className="course-page__subtitle">
            {t('msg:course.catalogue')}
          </h2>
          {course.chapters.length === 0 ? (
            <p className="course-page__muted">{t('msg:course.noLessons')}</p>
          ) : (
            <ol className="course-tree">
              {course.chapters.map((chapter) => (
                <li key={chapter.id} className="course-tree__chapter" data-chapter-id={chapter.id}>
                  <h3 className="course-tree__chapter-title">{chapter.title}</h3>
                  <ol className="course-tree__lessons">
                    {chapter.lessons.map((lesson) => (
                      <li key={lesson.id} data-lesson-id={lesson.id}>
                        <SafeLink
                          className="course-tree__lesson"
                          href={courseDetailHref(base, course.id, lesson.id, search)}
                        >
                          <span className="course-tree__lesson-title">{lesson.title}</span>
                          {lesson.duration && (
                            <span className="course-tree__duration">{lesson.duration}</span>
                          )}
                        </SafeLink>
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          )}
        </section>
        <aside className="course-index__aside">
          {course.teachers.length > 0 && (
            <section className="course-page__panel" aria-labelledby="course-teachers">
              <h2 id="course-teachers" className="course-page__subtitle">
                {t('msg:course.teachers')}
              </h2>
              <ul className="course-teachers">
                {course.teachers.map((teacher) => (
                  <li key={teacher.name} className="course-teachers__item">
                    <span className="course-teachers__avatar" aria-hidden="true">
                      {teacher.name.slice(0, 1)}
                    </span>
                    <span>
                      <strong>{teacher.name}</strong>
                      {teacher.title && <small>{teacher.title}</small>}
                      {teacher.organization && <small>{teacher.organization}</small>}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <CourseAttachments attachments={course.attachments} />
          {(course.introduction?.length ?? 0) > 0 && (
            <section className="course-page__panel" aria-labelledby="course-intro">
              <h2 id="course-intro" className="course-page__subtitle">
                {t('msg:course.intro')}
              </h2>
              {course.introduction!.map((paragraph) => (
                <p key={paragraph} className="course-page__paragraph">
                  {paragraph}
                </p>
              ))}
            </section>
          )}
        </aside>
      </div>
    </article>
  );
}

export default function CourseIndexBlock({ props, blockId }: BlockProps<CourseIndexProps>) {
  const t = useT();
  const base = useLinkBase();
  const crumbs = useCourseCrumbs(base, props.breadcrumb);
  const query = new URLSearchParams(useLocation().search);
  const courseId = query.get(props.idFromQuery ?? 'courseId')?.trim() ?? '';
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
  if (!request.data) return <EmptyContentBlock props={{}} blockId={`${blockId}-missing`} />;
  return <CourseHome course={request.data} crumbs={crumbs} />;
}
