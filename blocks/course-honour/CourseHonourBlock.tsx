/**
 * An honour (certificate) of a teacher-training course, `/teacherTraining/honourDetail?honourId`
 * (seed 000 §2 main routes; ledger CORE-ROUTE-08): its picture, issuer, hours, the conditions to
 * earn it, how many teachers hold it and the course it belongs to (去学习 opens the course home).
 * A signed-in visitor also sees whether they hold it, and since when.
 */
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useT } from '../../src/runtime/hooks';
import { sizedImage } from '../../src/lib/imageUrl';
import { compactCount } from '../../src/lib/numberFormat';
import { ErrorScreen, LoadingIndicator } from '../../src/runtime/screens/screens';
import { EduImage } from '../../src/shell/ui/EduImage';
import type { Honour } from '../../src/services/coursePagesService';
import { Breadcrumb, type Crumb } from '../shared/Breadcrumb';
import { SafeLink } from '../shared/SafeLink';
import EmptyContentBlock from '../empty-content/EmptyContentBlock';
import { baseOfArea } from '../course-desk/deskLinks';
import { courseIndexHref, courseTime, useCoursePagesRequest } from '../course-index/courseShared';
import '../course-index/course-common.css';
import './course-honour.css';
import type { CourseHonourProps } from './props.gen';

export type { CourseHonourProps };

const PICTURE_WIDTH = 640;

function HonourCard({ honour, crumbs }: { honour: Honour; crumbs: Crumb[] }) {
  const t = useT();
  const course = honour.course;
  return (
    <article className="course-page course-honour" data-honour-id={honour.id}>
      <Breadcrumb crumbs={crumbs} current={honour.title} />
      <div className="course-page__panel course-honour__card">
        {honour.picture_url && (
          <EduImage
            className="course-honour__picture"
            src={sizedImage(honour.picture_url, PICTURE_WIDTH)}
            alt={honour.title}
            lazy={false}
          />
        )}
        <div className="course-honour__facts">
          <h1 className="course-page__title">{honour.title}</h1>
          {honour.obtained !== undefined && (
            <p
              className={`course-honour__state${honour.obtained ? ' course-honour__state--on' : ''}`}
              data-honour-obtained={honour.obtained}
            >
              {honour.obtained
                ? t('msg:course.honour.obtained', { time: courseTime(honour.issue_time) })
                : t('msg:course.honour.notObtained')}
            </p>
          )}
          <dl className="course-honour__list">
            {honour.issuer && (
              <>
                <dt>{t('msg:course.honour.issuer')}</dt>
                <dd>{honour.issuer}</dd>
              </>
            )}
            {honour.hours !== undefined && (
              <>
                <dt>{t('msg:course.honour.hours')}</dt>
                <dd>{t('msg:course.hours', { hours: honour.hours })}</dd>
              </>
            )}
            {course && (
              <>
                <dt>{t('msg:course.honour.course')}</dt>
                <dd>
                  <SafeLink href={courseIndexHref(baseOfArea(course.area), course.id)}>
                    {course.title}
                  </SafeLink>
                </dd>
              </>
            )}
          </dl>
          {honour.holder_count !== undefined && (
            <p className="course-page__muted">
              {t('msg:course.honour.holders', { count: compactCount(honour.holder_count) })}
            </p>
          )}
        </div>
      </div>
      {(honour.conditions?.length ?? 0) > 0 && (
        <section className="course-page__panel" aria-labelledby="course-honour-conditions">
          <h2 id="course-honour-conditions" className="course-page__subtitle">
            {t('msg:course.honour.conditions')}
          </h2>
          <ol className="course-honour__conditions">
            {honour.conditions!.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ol>
          {honour.description && <p className="course-page__paragraph">{honour.description}</p>}
          {course && !honour.obtained && (
            <SafeLink
              className="course-page__primary"
              href={courseIndexHref(baseOfArea(course.area), course.id)}
            >
              {t('msg:course.honour.goStudy')}
            </SafeLink>
          )}
        </section>
      )}
    </article>
  );
}

export default function CourseHonourBlock({ props, blockId }: BlockProps<CourseHonourProps>) {
  const t = useT();
  const { session } = useRuntime();
  const query = new URLSearchParams(useLocation().search);
  const honourId = query.get(props.idFromQuery ?? 'honourId')?.trim() ?? '';
  // Asked again once the login check answers, so a signed-in visitor sees their own state.
  const request = useCoursePagesRequest(
    (service) => (honourId && !session.waiting ? service.honour(honourId) : Promise.resolve(null)),
    [honourId, session.waiting, session.loggedIn],
  );
  if (request.state === 'pending' || session.waiting)
    return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (request.state === 'error')
    return (
      <ErrorScreen
        message={t('msg:shell.error')}
        homeLabel={t('msg:shell.backHome')}
        homeHref="/"
      />
    );
  if (!request.data) return <EmptyContentBlock props={{}} blockId={`${blockId}-missing`} />;
  return <HonourCard honour={request.data} crumbs={props.breadcrumb ?? []} />;
}
