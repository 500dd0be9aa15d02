/**
 * A training project and its sub-pages (seed 000 §2 "/training/{trainId} with sub-pages
 * /{libraryId}/dynamics, /{libraryId}/portal/dynamics, /optManual, /introduction, /management";
 * ledger CORE-ROUTE-09, CORE-ROUTE-10). Every view asks project T (GET {course}/v1/trainings/{T})
 * for its header, breadcrumb and navigation, then:
 * - `home`: introduction excerpt, courses, the online exams (TrainingExams.tsx: the 在线考试 tab
 *   leads here), and the first items of the notice and dynamics libraries (the ordinary
 *   library-contents call);
 * - `introduction`: the full introduction and the project's facts;
 * - `optManual`: the operation manual, sections of numbered steps;
 * - `dynamics`: the news of library L (from the route) as a list, one item when `?newsId=`;
 *   variant `portal` shows it as a portal list page without the project's header;
 * - `management`: the administrators' figures (GET …/management with the token); anybody who is
 *   not an administrator of the project gets 抱歉，您暂无访问权限.
 */
import { useId } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useServices, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import type { LibraryContent } from '../../src/services/entities';
import {
  isForbidden,
  type TrainingLibrary,
  type TrainingProject,
} from '../../src/services/trainingService';
import { Breadcrumb, type Crumb } from '../shared/Breadcrumb';
import { SafeLink } from '../shared/SafeLink';
import {
  Failed,
  Missing,
  NoAccess,
  Panel,
  ProjectHeader,
  ProjectNav,
  dateOf,
  trainingLinks,
  useSiteLink,
  useTrainingService,
  type ProjectPage,
} from './trainingShared';
import { ExamsPanel } from './TrainingExams';
import './training-project.css';
import type { TrainingProjectProps } from './props.gen';

export type { TrainingProjectProps };

export type TrainingProjectView = TrainingProjectProps['view'];

/** Items the home shows of each library. */
const HOME_ITEMS = 5;
const NEWS_QUERY = 'newsId';

const VIEW_TITLES: Record<TrainingProjectView, string> = {
  home: 'msg:training.nav.home',
  introduction: 'msg:training.nav.introduction',
  optManual: 'msg:training.nav.optManual',
  dynamics: 'msg:training.nav.dynamics',
  management: 'msg:training.nav.management',
};

const libraryOf = (project: TrainingProject, kind: TrainingLibrary['kind']) =>
  project.libraries.find((library) => library.kind === kind) ?? null;

function NewsList(props: { items: LibraryContent[]; trainId: string; libraryId: string }) {
  const link = useSiteLink();
  return (
    <ul className="training-news">
      {props.items.map((item) => (
        <li key={item.id} data-news-id={item.id}>
          <SafeLink
            className="training-news__title"
            href={link(trainingLinks.dynamics(props.trainId, props.libraryId, item.id))}
          >
            {item.title}
          </SafeLink>
          <time dateTime={item.create_time}>{dateOf(item.create_time)}</time>
        </li>
      ))}
    </ul>
  );
}

/** The first items of one of the project's libraries, on the home. */
function LibraryPanel(props: { trainId: string; library: TrainingLibrary; id: string }) {
  const t = useT();
  const services = useServices();
  const link = useSiteLink();
  const { library } = props;
  const items = useRequest(
    () => services.library.contents(library.library_id),
    [services, library.library_id],
  );
  let body;
  if (items.state === 'pending' && !items.data)
    body = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (items.state === 'error') body = <Failed onRetry={items.reload} />;
  else if ((items.data ?? []).length === 0)
    body = <p className="training-note">{t('msg:training.noNews')}</p>;
  else
    body = (
      <NewsList
        items={(items.data ?? []).slice(0, HOME_ITEMS)}
        trainId={props.trainId}
        libraryId={library.library_id}
      />
    );
  return (
    <Panel
      id={props.id}
      title={library.title}
      more={
        <SafeLink
          className="training-panel__more"
          href={link(trainingLinks.dynamics(props.trainId, library.library_id))}
        >
          {t('msg:training.more')}
        </SafeLink>
      }
    >
      <div data-library-id={library.library_id}>{body}</div>
    </Panel>
  );
}

function Courses(props: { project: TrainingProject }) {
  const t = useT();
  const link = useSiteLink();
  if (props.project.courses.length === 0)
    return <p className="training-note">{t('msg:training.noCourses')}</p>;
  return (
    <ol className="training-courses">
      {props.project.courses.map((course) => (
        <li key={course.id}>
          <SafeLink
            className="training-courses__title"
            href={link(trainingLinks.course(course.id))}
          >
            {course.title}
          </SafeLink>
          <span className="training-courses__meta">
            {t('msg:training.courseMeta', { teacher: course.teacher, hours: course.hours })}
          </span>
        </li>
      ))}
    </ol>
  );
}

function HomeView(props: { project: TrainingProject; idPrefix: string }) {
  const t = useT();
  const link = useSiteLink();
  const { project } = props;
  const libraries = [libraryOf(project, 'notice'), libraryOf(project, 'dynamics')].filter(
    (library): library is TrainingLibrary => library !== null,
  );
  return (
    <div className="training-home">
      <div className="training-home__main">
        <Panel
          id={`${props.idPrefix}-intro`}
          title={t('msg:training.nav.introduction')}
          more={
            <SafeLink
              className="training-panel__more"
              href={link(trainingLinks.introduction(project.id))}
            >
              {t('msg:training.more')}
            </SafeLink>
          }
        >
          <p className="training-text">{project.description}</p>
          {project.introduction[0] ? (
            <p className="training-text">{project.introduction[0]}</p>
          ) : null}
        </Panel>
        <Panel id={`${props.idPrefix}-courses`} title={t('msg:training.courses')}>
          <Courses project={project} />
        </Panel>
        <ExamsPanel trainId={project.id} id={`${props.idPrefix}-exams`} />
      </div>
      <div className="training-home__side">
        {libraries.map((library) => (
          <LibraryPanel
            key={library.library_id}
            trainId={project.id}
            library={library}
            id={`${props.idPrefix}-${library.kind}`}
          />
        ))}
      </div>
    </div>
  );
}

function IntroductionView(props: { project: TrainingProject; idPrefix: string }) {
  const t = useT();
  const { project } = props;
  return (
    <>
      <Panel id={`${props.idPrefix}-intro`} title={t('msg:training.nav.introduction')}>
        {[project.description, ...project.introduction].map((paragraph, index) => (
          <p key={index} className="training-text">
            {paragraph}
          </p>
        ))}
      </Panel>
      <Panel id={`${props.idPrefix}-courses`} title={t('msg:training.courses')}>
        <Courses project={project} />
      </Panel>
    </>
  );
}

function ManualView(props: { project: TrainingProject; idPrefix: string }) {
  const t = useT();
  if (props.project.manual.length === 0)
    return <p className="training-note">{t('msg:training.noManual')}</p>;
  return (
    <>
      {props.project.manual.map((part, index) => (
        <Panel key={index} id={`${props.idPrefix}-manual-${index}`} title={part.title}>
          <ol className="training-steps">
            {part.steps.map((step, stepIndex) => (
              <li key={stepIndex}>{step}</li>
            ))}
          </ol>
        </Panel>
      ))}
    </>
  );
}

function DynamicsView(props: { trainId: string; libraryId: string }) {
  const t = useT();
  const services = useServices();
  const link = useSiteLink();
  const newsId = new URLSearchParams(useLocation().search).get(NEWS_QUERY);
  const items = useRequest(
    () => services.library.contents(props.libraryId),
    [services, props.libraryId],
  );
  let body;
  if (items.state === 'pending' && !items.data)
    body = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (items.state === 'error') body = <Failed onRetry={items.reload} />;
  else if (newsId) {
    const item = (items.data ?? []).find((candidate) => candidate.id === newsId);
    const back = link(trainingLinks.dynamics(props.trainId, props.libraryId));
    body = item ? (
      <article className="training-article" data-news-id={item.id}>
        <h2 className="training-article__title">{item.title}</h2>
        <p className="training-article__meta">
          {item.extra?.source ? <span>{item.extra.source}</span> : null}
          <time dateTime={item.create_time}>{dateOf(item.create_time)}</time>
        </p>
        {(item.extra?.description ?? item.description ?? '')
          .split('\n')
          .filter((paragraph) => paragraph.trim() !== '')
          .map((paragraph, index) => (
            <p key={index} className="training-text">
              {paragraph}
            </p>
          ))}
        <SafeLink className="edu-action" href={back}>
          {t('msg:training.backToList')}
        </SafeLink>
      </article>
    ) : (
      <Missing
        message={t('msg:shell.contentRemoved')}
        to={back}
        label={t('msg:training.backToList')}
      />
    );
  } else if ((items.data ?? []).length === 0)
    body = <p className="training-note">{t('msg:training.noNews')}</p>;
  else
    body = (
      <ul className="training-news training-news--full">
        {(items.data ?? []).map((item) => (
          <li key={item.id} data-news-id={item.id}>
            <SafeLink
              className="training-news__title"
              href={link(trainingLinks.dynamics(props.trainId, props.libraryId, item.id))}
            >
              {item.title}
            </SafeLink>
            <time dateTime={item.create_time}>{dateOf(item.create_time)}</time>
            {item.description ? <p className="training-news__summary">{item.description}</p> : null}
          </li>
        ))}
      </ul>
    );
  return (
    <div className="training-panel" data-library-id={props.libraryId}>
      {body}
    </div>
  );
}

function ManagementView(props: { project: TrainingProject; idPrefix: string }) {
  const t = useT();
  const training = useTrainingService();
  const link = useSiteLink();
  const { project } = props;
  const figures = useRequest(
    async () => (await training()).management(project.id),
    [training, project.id],
  );
  if (figures.state === 'pending' && !figures.data)
    return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (figures.state === 'error')
    return isForbidden(figures.error) ? (
      <NoAccess backTo={trainingLinks.home(project.id)} />
    ) : (
      <Failed onRetry={figures.reload} />
    );
  const data = figures.data;
  if (!data) return null;
  const stats: [string, string][] = [
    ['msg:training.manage.enrolled', String(data.enrol_count)],
    ['msg:training.manage.completed', String(data.completed_count)],
    ['msg:training.manage.submitted', String(data.works_submitted)],
    ['msg:training.manage.marked', String(data.works_marked)],
    ['msg:training.manage.average', data.average_score === null ? '—' : String(data.average_score)],
  ];
  return (
    <div data-training-management="ready">
      <ul className="training-stats">
        {stats.map(([label, value]) => (
          <li key={label}>
            <span className="training-stats__value">{value}</span>
            <span className="training-stats__label">{t(label)}</span>
          </li>
        ))}
      </ul>
      <Panel
        id={`${props.idPrefix}-schools`}
        title={t('msg:training.manage.schools')}
        more={
          <SafeLink
            className="training-panel__more"
            href={link(trainingLinks.workResult(project.id))}
          >
            {t('msg:training.manage.reviewWorks')}
          </SafeLink>
        }
      >
        {data.schools.length === 0 ? (
          <p className="training-note">{t('msg:training.manage.noSchools')}</p>
        ) : (
          <div className="training-table-wrap">
            <table className="training-table">
              <thead>
                <tr>
                  <th scope="col">{t('msg:training.manage.school')}</th>
                  <th scope="col">{t('msg:training.manage.enrolled')}</th>
                  <th scope="col">{t('msg:training.manage.completed')}</th>
                </tr>
              </thead>
              <tbody>
                {data.schools.map((school) => (
                  <tr key={school.school_name}>
                    <th scope="row">{school.school_name}</th>
                    <td>{school.enrolled}</td>
                    <td>{school.completed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      <Panel id={`${props.idPrefix}-people`} title={t('msg:training.manage.people')}>
        <dl className="training-facts training-facts--plain">
          <div>
            <dt>{t('msg:training.manage.admins')}</dt>
            <dd>{data.admins.join('、') || '—'}</dd>
          </div>
          <div>
            <dt>{t('msg:training.manage.reviewers')}</dt>
            <dd>{data.reviewers.join('、') || '—'}</dd>
          </div>
        </dl>
      </Panel>
    </div>
  );
}

export default function TrainingProjectBlock({ props, blockId }: BlockProps<TrainingProjectProps>) {
  const t = useT();
  const training = useTrainingService();
  const params = useParams();
  const trainId = params[props.trainIdFromRoute ?? 'trainId'] ?? '';
  const libraryId = params[props.libraryIdFromRoute ?? 'libraryId'] ?? '';
  const idPrefix = useId();
  const project = useRequest(
    async () => (trainId ? (await training()).project(trainId) : null),
    [training, trainId],
  );
  const crumbs = props.breadcrumb ?? [];
  const portal = props.view === 'dynamics' && props.variant === 'portal';

  if (project.state === 'pending' && !project.data)
    return (
      <section className="training-project" data-training-project="loading">
        <LoadingIndicator text={t('msg:shell.loading')} />
      </section>
    );
  if (project.state === 'error')
    return (
      <section className="training-project" data-training-project="error">
        <Breadcrumb crumbs={crumbs} />
        <Failed onRetry={project.reload} />
      </section>
    );
  const data = project.data;
  if (!data)
    return (
      <section className="training-project" data-training-project="missing">
        <Breadcrumb crumbs={crumbs} />
        <Missing
          message={t('msg:training.notFound')}
          to={trainingLinks.list}
          label={t('msg:training.backToProjects')}
        />
      </section>
    );

  const library = data.libraries.find((candidate) => candidate.library_id === libraryId);
  const viewTitle =
    props.view === 'dynamics'
      ? (library?.title ?? t(VIEW_TITLES.dynamics))
      : t(VIEW_TITLES[props.view]);
  const titleId = `${blockId}-title`;
  const navCurrent: ProjectPage = props.view;
  const levels: Crumb[] =
    props.view === 'home'
      ? crumbs
      : [...crumbs, { label: data.title, to: trainingLinks.home(data.id) }];

  let body;
  if (props.view === 'home') body = <HomeView project={data} idPrefix={idPrefix} />;
  else if (props.view === 'introduction')
    body = <IntroductionView project={data} idPrefix={idPrefix} />;
  else if (props.view === 'optManual') body = <ManualView project={data} idPrefix={idPrefix} />;
  else if (props.view === 'management')
    body = <ManagementView project={data} idPrefix={idPrefix} />;
  else body = <DynamicsView trainId={data.id} libraryId={libraryId} />;

  return (
    <section
      className={`training-project training-project--${props.view}${portal ? ' training-project--portal' : ''}`}
      data-training-project="ready"
      data-train-id={data.id}
      aria-labelledby={titleId}
    >
      <Breadcrumb crumbs={levels} current={props.view === 'home' ? data.title : viewTitle} />
      {portal ? (
        <h1 id={titleId} className="training-project__heading">
          {viewTitle}
        </h1>
      ) : (
        <>
          <ProjectHeader project={data} titleId={titleId} asHeading={props.view === 'home'} />
          <ProjectNav
            trainId={data.id}
            dynamicsLibraryId={libraryOf(data, 'dynamics')?.library_id ?? null}
            current={navCurrent}
          />
          {props.view !== 'home' ? (
            <h1 className="training-project__heading">{viewTitle}</h1>
          ) : null}
        </>
      )}
      {body}
    </section>
  );
}
