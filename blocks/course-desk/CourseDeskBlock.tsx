/**
 * The teacher's training desk, `/teacherTraining/desk` (seed 000 §2 main routes; ledger
 * CORE-ROUTE-08): the signed-in teacher's courses with their progress (已学 n/m 课时) and a
 * 继续学习 link to the next lesson, the totals (courses, completed, hours earned of hours
 * enrolled) and the certificates earned. Login is needed: a visitor who is not signed in sees a
 * prompt with 登录, which goes to sign in and back here (the session's login flow).
 */
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useT } from '../../src/runtime/hooks';
import { sizedImage } from '../../src/lib/imageUrl';
import {
  LEARNING_PROGRESS_MESSAGES,
  LEARNING_PROGRESS_STATUS,
  learningProgressOfPercent,
} from '../../src/lib/learningProgress';
import { ErrorScreen, LoadingIndicator } from '../../src/runtime/screens/screens';
import { EduImage } from '../../src/shell/ui/EduImage';
import type { DeskCourse, TrainingDesk } from '../../src/services/coursePagesService';
import { Breadcrumb } from '../shared/Breadcrumb';
import { SafeLink } from '../shared/SafeLink';
import {
  courseDetailHref,
  courseIndexHref,
  courseTime,
  honourHref,
  useCoursePagesRequest,
} from '../course-index/courseShared';
import { baseOfArea } from './deskLinks';
import '../course-index/course-common.css';
import './course-desk.css';
import type { CourseDeskProps } from './props.gen';

export type { CourseDeskProps };

const COVER_WIDTH = 320;

function CourseRow({ course }: { course: DeskCourse }) {
  const t = useT();
  const base = baseOfArea(course.area);
  // The desk answer carries no learning progress status (DeskCourse has only the percentage),
  // so the status (seed 000 §3: 0 not started, 1 studying, 2 finished) is derived from it.
  const status = learningProgressOfPercent(course.progress);
  const done = status === LEARNING_PROGRESS_STATUS.finished;
  return (
    <li className="course-desk__course" data-course-id={course.course_id}>
      <SafeLink className="course-desk__cover" href={courseIndexHref(base, course.course_id)}>
        {course.cover_url && (
          <EduImage
            src={sizedImage(course.cover_url, COVER_WIDTH)}
            alt={course.title}
            width={320}
            height={180}
          />
        )}
      </SafeLink>
      <div className="course-desk__info">
        <h3 className="course-desk__title">
          <SafeLink href={courseIndexHref(base, course.course_id)}>{course.title}</SafeLink>
        </h3>
        <p className="course-page__meta">
          <span className="course-desk__status" data-learning-status={status}>
            {t(LEARNING_PROGRESS_MESSAGES[status])}
          </span>
          <span>
            {t('msg:course.desk.progress', {
              learned: course.learned_count,
              total: course.lesson_count,
            })}
          </span>
          <span>{t('msg:course.hours', { hours: course.hours })}</span>
        </p>
        <div
          className="course-desk__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={course.progress}
          aria-label={course.title}
        >
          <span style={{ width: `${Math.min(100, Math.max(0, course.progress))}%` }} />
        </div>
        <span className="course-desk__percent">{course.progress}%</span>
      </div>
      <SafeLink
        className={done ? 'course-page__secondary' : 'course-page__primary'}
        href={courseDetailHref(base, course.course_id, course.next_lesson_id ?? undefined)}
      >
        {t(done ? 'msg:course.desk.review' : 'msg:course.continue')}
      </SafeLink>
    </li>
  );
}

function Desk({ desk, browseTo }: { desk: TrainingDesk; browseTo: string }) {
  const t = useT();
  const { summary } = desk;
  return (
    <>
      <ul className="course-desk__summary">
        <li>
          <strong data-summary="courses">{summary.course_count}</strong>
          <span>{t('msg:course.desk.courseCount')}</span>
        </li>
        <li>
          <strong data-summary="finished">{summary.finished_count}</strong>
          <span>{t('msg:course.desk.finished')}</span>
        </li>
        <li>
          <strong data-summary="hours">
            {summary.learned_hours}
            <small>/{summary.total_hours}</small>
          </strong>
          <span>{t('msg:course.desk.learnedHours')}</span>
        </li>
      </ul>
      <section className="course-page__panel" aria-labelledby="course-desk-courses">
        <h2 id="course-desk-courses" className="course-page__subtitle">
          {t('msg:course.desk.courses')}
        </h2>
        {desk.courses.length === 0 ? (
          <div className="course-desk__empty" data-desk-empty="true">
            <p className="course-page__muted">{t('msg:course.desk.empty')}</p>
            <SafeLink className="course-page__primary" href={browseTo}>
              {t('msg:course.desk.browse')}
            </SafeLink>
          </div>
        ) : (
          <ul className="course-desk__courses">
            {desk.courses.map((course) => (
              <CourseRow key={course.course_id} course={course} />
            ))}
          </ul>
        )}
      </section>
      <section className="course-page__panel" aria-labelledby="course-desk-honours">
        <h2 id="course-desk-honours" className="course-page__subtitle">
          {t('msg:course.desk.honours')}
        </h2>
        {desk.honours.length === 0 ? (
          <p className="course-page__muted">{t('msg:course.desk.noHonours')}</p>
        ) : (
          <ul className="course-desk__honours">
            {desk.honours.map((honour) => (
              <li key={honour.id}>
                <SafeLink href={honourHref(honour.id)}>{honour.title}</SafeLink>
                {honour.issue_time && (
                  <span className="course-page__muted">{courseTime(honour.issue_time)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function SignedInDesk({ browseTo }: { browseTo: string }) {
  const t = useT();
  const request = useCoursePagesRequest((service) => service.desk(), []);
  if (request.state === 'pending') return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (request.state === 'error' || !request.data)
    return (
      <ErrorScreen
        message={t('msg:shell.error')}
        homeLabel={t('msg:shell.backHome')}
        homeHref="/"
      />
    );
  return <Desk desk={request.data} browseTo={browseTo} />;
}

export default function CourseDeskBlock({ props }: BlockProps<CourseDeskProps>) {
  const t = useT();
  const { session } = useRuntime();
  const location = useLocation();
  const browseTo = props.browseTo ?? '/teacherTrainingNav';
  let body;
  if (session.waiting) body = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (!session.loggedIn)
    body = (
      <section className="course-page__panel course-desk__login" data-desk-login="true">
        <p>{t('msg:course.desk.loginHint')}</p>
        <button
          type="button"
          className="course-page__primary"
          onClick={() => session.login(`${location.pathname}${location.search}`)}
        >
          {t('msg:course.desk.login')}
        </button>
      </section>
    );
  else body = <SignedInDesk browseTo={browseTo} />;
  return (
    <div className="course-page course-desk">
      <Breadcrumb crumbs={props.breadcrumb ?? []} current={t('msg:course.desk.title')} />
      <h1 className="course-page__title">{t('msg:course.desk.title')}</h1>
      {body}
    </div>
  );
}
