/**
 * The lecturer home, `/lecturer` (seed 000 §2 "lecturer home"; ledger CORE-ROUTE-17,
 * CORE-SHARED-03). A list of lecturer profiles — avatar, name, title, subject and stage,
 * school, their courses — filtered by subject (from the service's subject list) and searched
 * by name or school, with page numbers. `?lecturerId=` shows one lecturer instead: profile,
 * the studio they lead (its home, with the kind's label) and every course, each opening its
 * detail page. Subject, keyword, page and lecturer live in the address. An unknown lecturer
 * shows the taken-down screen whose 看看其他 leads back to /lecturer.
 */
import { useSearchParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { detailLink } from '../../src/runtime/links/sectionLinks';
import { ErrorScreen, LoadingIndicator } from '../../src/runtime/screens/screens';
import { DEFAULT_AVATAR_URL, EduImage } from '../../src/shell/ui/EduImage';
import { sizedImage } from '../../src/lib/imageUrl';
import { compactCount } from '../../src/lib/numberFormat';
import { studioHomePath, studioKindInfo } from '../../src/lib/studioKinds';
import { HttpError } from '../../src/services/http/errors';
import type { Lecturer, LecturerCourse, LecturerDetail } from '../../src/services/studioService';
import { Breadcrumb, type Crumb } from '../shared/Breadcrumb';
import { SafeLink } from '../shared/SafeLink';
import EmptyContentBlock from '../empty-content/EmptyContentBlock';
import { Pager } from '../studio-list/Pager';
import { pageFromQuery, useStudioLoad } from '../studio-list/useStudioLoad';
import { StudioPageHead } from '../studio-list/StudioPageHead';
import '../studio-list/studio-page.css';
import './lecturer-list.css';
import type { LecturerListProps } from './props.gen';

export type { LecturerListProps };

const DEFAULT_PAGE_SIZE = 8;
const SUBJECT_QUERY = 'subject';
const KEYWORD_QUERY = 'keyword';
const PAGE_QUERY = 'page';
const LECTURER_QUERY = 'lecturerId';
const DETAIL_BASE = '/content';
const HOME_CRUMB: Crumb = { label: 'msg:portal.nav.home', to: '/' };

function courseHref(sitePrefix: string, course: LecturerCourse): string {
  return siteHref(
    sitePrefix,
    detailLink(DETAIL_BASE, { contentId: course.id, contentType: course.resource_type }),
  );
}

function LecturerCard(props: { lecturer: Lecturer; href: string }) {
  const t = useT();
  const { lecturer } = props;
  return (
    <li className="lecturer-list__item" data-lecturer-id={lecturer.id}>
      <SafeLink className="lecturer-list__card" href={props.href}>
        <span className="lecturer-list__avatar">
          <EduImage kind="avatar" src={lecturer.avatar_url ?? DEFAULT_AVATAR_URL} />
        </span>
        <span className="lecturer-list__name">{lecturer.name}</span>
        <span className="lecturer-list__title">{lecturer.title}</span>
        <span className="lecturer-list__tags">
          <span className="lecturer-list__subject" data-subject={lecturer.subject}>
            {lecturer.subject}
          </span>
          {lecturer.stage ? <span>{lecturer.stage}</span> : null}
        </span>
        <span className="lecturer-list__school">{lecturer.school}</span>
        <span className="lecturer-list__courses">
          <span className="lecturer-list__courses-head">
            {t('msg:lecturer.courseCount', { count: lecturer.course_count })}
          </span>
          {lecturer.courses.map((course) => (
            <span key={course.id} className="lecturer-list__course" data-course-id={course.id}>
              {course.title}
            </span>
          ))}
        </span>
      </SafeLink>
    </li>
  );
}

function LecturerProfile(props: { lecturer: LecturerDetail; crumbs: Crumb[] }) {
  const t = useT();
  const { sitePrefix } = useRuntime();
  const { lecturer } = props;
  const studio = lecturer.studio;
  return (
    <div className="lecturer-list__profile" data-lecturer-detail={lecturer.id}>
      <Breadcrumb crumbs={props.crumbs} current={lecturer.name} />
      <header className="lecturer-list__profile-head">
        <span className="lecturer-list__avatar lecturer-list__avatar--large">
          <EduImage kind="avatar" src={lecturer.avatar_url ?? DEFAULT_AVATAR_URL} />
        </span>
        <div className="lecturer-list__profile-text">
          <h1 className="lecturer-list__heading">{lecturer.name}</h1>
          <p className="lecturer-list__title">
            {lecturer.title}
            {' · '}
            <span data-subject={lecturer.subject}>{lecturer.subject}</span>
            {lecturer.stage ? ` · ${lecturer.stage}` : ''}
          </p>
          <p className="lecturer-list__school">{lecturer.school}</p>
          {studio ? (
            <p className="lecturer-list__studio">
              <span className="lecturer-list__studio-kind" data-studio-kind-label={studio.kind}>
                {t(studioKindInfo(studio.kind).label)}
              </span>
              <SafeLink href={siteHref(sitePrefix, studioHomePath(studio.kind, studio.id))}>
                {studio.name}
              </SafeLink>
            </p>
          ) : null}
        </div>
      </header>
      {lecturer.introduction ? (
        <section className="lecturer-list__section" aria-labelledby="lecturer-intro">
          <h2 id="lecturer-intro">{t('msg:lecturer.intro')}</h2>
          <p>{lecturer.introduction}</p>
        </section>
      ) : null}
      <section className="lecturer-list__section" aria-labelledby="lecturer-courses">
        <h2 id="lecturer-courses">{t('msg:lecturer.courses')}</h2>
        {lecturer.courses.length === 0 ? (
          <p className="lecturer-list__note">{t('msg:lecturer.coursesEmpty')}</p>
        ) : (
          <ul className="lecturer-list__course-grid">
            {lecturer.courses.map((course) => (
              <li key={course.id} data-course-id={course.id}>
                <SafeLink
                  className="lecturer-list__course-card"
                  href={courseHref(sitePrefix, course)}
                >
                  <span className="lecturer-list__course-cover">
                    {course.cover_url ? <EduImage src={sizedImage(course.cover_url, 360)} /> : null}
                  </span>
                  <span className="lecturer-list__course-title">{course.title}</span>
                  <span className="lecturer-list__course-meta">
                    {t('msg:lecturer.lessons', { count: course.lesson_count })}
                    {' · '}
                    {t('msg:lecturer.learners', { count: compactCount(course.learner_count) })}
                  </span>
                </SafeLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function LecturerDetailView(props: { id: string; crumbs: Crumb[]; listPath: string }) {
  const t = useT();
  const { sitePrefix } = useRuntime();
  const loaded = useStudioLoad(`lecturer|${props.id}`, (service) => service.lecturer(props.id));
  if (loaded.state === 'loading') return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (loaded.state === 'error') {
    if (loaded.error instanceof HttpError && loaded.error.status === 404)
      return <EmptyContentBlock props={{ othersTo: props.listPath }} blockId="lecturer-missing" />;
    return (
      <ErrorScreen
        message={t('msg:shell.error')}
        homeLabel={t('msg:shell.backHome')}
        homeHref={siteHref(sitePrefix, '')}
      />
    );
  }
  return <LecturerProfile lecturer={loaded.value} crumbs={props.crumbs} />;
}

export default function LecturerListBlock({ props, blockId }: BlockProps<LecturerListProps>) {
  const t = useT();
  const { sitePrefix } = useRuntime();
  const [search, setSearch] = useSearchParams();
  const subject = search.get(SUBJECT_QUERY)?.trim() ?? '';
  const keyword = search.get(KEYWORD_QUERY)?.trim() ?? '';
  const page = pageFromQuery(search.get(PAGE_QUERY));
  const lecturerId = search.get(LECTURER_QUERY)?.trim() || null;
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  const listPath = props.path ?? '/lecturer';
  const heading = t(props.title);

  const subjects = useStudioLoad(lecturerId ? null : 'subjects', (service) =>
    service.lecturerSubjects(),
  );
  const loaded = useStudioLoad(
    lecturerId ? null : `${subject}|${keyword}|${page}|${pageSize}`,
    (service) =>
      service.lecturers({
        offset: (page - 1) * pageSize,
        limit: pageSize,
        keyword,
        ...(subject ? { subject } : {}),
      }),
  );
  const hrefWith = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) params.set(key, value);
      else params.delete(key);
    }
    const text = params.toString();
    return text ? `?${text}` : '';
  };
  const go = (changes: Record<string, string | null>) => setSearch(hrefWith(changes));

  const crumbs: Crumb[] = [HOME_CRUMB].map((crumb) => ({
    ...crumb,
    to: siteHref(sitePrefix, crumb.to ?? '/'),
  }));

  if (lecturerId) {
    const backTo = hrefWith({ [LECTURER_QUERY]: null });
    return (
      <section className="studio-page lecturer-list" data-lecturer-view="detail">
        <LecturerDetailView
          id={lecturerId}
          listPath={listPath}
          crumbs={[
            ...crumbs,
            { label: props.title, to: `${siteHref(sitePrefix, listPath)}${backTo}` },
          ]}
        />
      </section>
    );
  }

  let body;
  if (loaded.state === 'loading') body = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (loaded.state === 'error')
    body = (
      <ErrorScreen
        message={t('msg:shell.error')}
        homeLabel={t('msg:shell.backHome')}
        homeHref={siteHref(sitePrefix, '')}
      />
    );
  else if (loaded.value.items.length === 0)
    body = (
      <p className="lecturer-list__note" data-lecturer-empty="true">
        {t(subject || keyword ? 'msg:lecturer.searchEmpty' : 'msg:lecturer.empty')}
      </p>
    );
  else
    body = (
      <>
        <p className="lecturer-list__total" aria-live="polite">
          {t('msg:lecturer.count', { count: loaded.value.total })}
        </p>
        <ul className="lecturer-list__grid">
          {loaded.value.items.map((lecturer) => (
            <LecturerCard
              key={lecturer.id}
              lecturer={lecturer}
              href={`${siteHref(sitePrefix, listPath)}${hrefWith({ [LECTURER_QUERY]: lecturer.id })}`}
            />
          ))}
        </ul>
        <Pager
          page={page}
          totalPages={Math.max(1, Math.ceil(loaded.value.total / pageSize))}
          onChange={(next) => go({ [PAGE_QUERY]: next > 1 ? String(next) : null })}
        />
      </>
    );

  const subjectOptions = ['', ...(subjects.state === 'ready' ? subjects.value : [])];
  return (
    <section
      className="studio-page lecturer-list"
      aria-labelledby={`${blockId}-title`}
      data-lecturer-view="list"
      data-lecturer-list={
        loaded.state === 'ready' && loaded.value.items.length === 0 ? 'empty' : loaded.state
      }
      data-lecturer-subject={subject || undefined}
    >
      <Breadcrumb crumbs={crumbs} current={heading} />
      <StudioPageHead
        headingId={`${blockId}-title`}
        heading={heading}
        keyword={keyword}
        label={t('msg:lecturer.search.label')}
        placeholder={t('msg:lecturer.search.placeholder')}
        onSearch={(word) => go({ [KEYWORD_QUERY]: word, [PAGE_QUERY]: null })}
      />
      <div
        className="lecturer-list__filter"
        role="group"
        aria-label={t('msg:lecturer.filter.label')}
      >
        <span className="lecturer-list__filter-name" aria-hidden="true">
          {t('msg:lecturer.filter.label')}
        </span>
        {subjectOptions.map((option) => (
          <button
            key={option || 'all'}
            type="button"
            className="lecturer-list__filter-option"
            aria-pressed={option === subject}
            data-subject-option={option || 'all'}
            onClick={() => go({ [SUBJECT_QUERY]: option || null, [PAGE_QUERY]: null })}
          >
            {option || t('msg:lecturer.filter.all')}
          </button>
        ))}
      </div>
      {body}
    </section>
  );
}
