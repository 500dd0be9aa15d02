/**
 * A training project's frame (seed 000 §2 "/training/{trainId} with sub-pages
 * /{libraryId}/dynamics, /{libraryId}/portal/dynamics, /optManual, /introduction, /management";
 * ledger CORE-ROUTE-09, CORE-ROUTE-10). Issue 16 turned its five views into five pages: this
 * block draws what they share — the breadcrumb, the project header, the project menu with the
 * current page marked and the page heading — and the manifest composes the rest in its slots
 * (`body`, and `aside` for a second column): training-introduction, training-courses,
 * training-exams, training-library-panels, training-manual, training-news, training-management.
 *
 * The project is the page's data `project` (training.project, trainId from the route), read by
 * the frame and by every block in it through the one call. Until it is there the frame shows
 * loading, a failure with 重新加载, or 该培训项目不存在或已下线; its slots render only for a
 * project that exists.
 */
import { useParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import { usePageData } from '../../src/runtime/data/PageData';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import type { TrainingProject } from '../../src/services/trainingService';
import { Breadcrumb, type Crumb } from '../shared/Breadcrumb';
import {
  Failed,
  Missing,
  ProjectHeader,
  ProjectNav,
  libraryOf,
  trainingLinks,
} from './trainingShared';
import './training-project.css';
import type { TrainingProjectProps } from './props.gen';

export type { TrainingProjectProps };

export type TrainingProjectPage = TrainingProjectProps['page'];

const PAGE_TITLES: Record<TrainingProjectPage, string> = {
  home: 'msg:training.nav.home',
  introduction: 'msg:training.nav.introduction',
  optManual: 'msg:training.nav.optManual',
  dynamics: 'msg:training.nav.dynamics',
  management: 'msg:training.nav.management',
};

export default function TrainingProjectBlock({
  props,
  blockId,
  slots,
}: BlockProps<TrainingProjectProps>) {
  const t = useT();
  const params = useParams();
  const project = usePageData<TrainingProject | null>('project');
  const crumbs = props.breadcrumb ?? [];
  const portal = props.page === 'dynamics' && props.variant === 'portal';

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

  const libraryId = params[props.libraryIdFromRoute ?? 'libraryId'] ?? '';
  const library = data.libraries.find((candidate) => candidate.library_id === libraryId);
  const pageTitle =
    props.page === 'dynamics'
      ? (library?.title ?? t(PAGE_TITLES.dynamics))
      : t(PAGE_TITLES[props.page]);
  const titleId = `${blockId}-title`;
  const levels: Crumb[] =
    props.page === 'home'
      ? crumbs
      : [...crumbs, { label: data.title, to: trainingLinks.home(data.id) }];

  return (
    <section
      className={`training-project training-project--${props.page}${portal ? ' training-project--portal' : ''}`}
      data-training-project="ready"
      data-train-id={data.id}
      aria-labelledby={titleId}
    >
      <Breadcrumb crumbs={levels} current={props.page === 'home' ? data.title : pageTitle} />
      {portal ? (
        <h1 id={titleId} className="training-project__heading">
          {pageTitle}
        </h1>
      ) : (
        <>
          <ProjectHeader project={data} titleId={titleId} asHeading={props.page === 'home'} />
          <ProjectNav
            trainId={data.id}
            dynamicsLibraryId={libraryOf(data, 'dynamics')?.library_id ?? null}
            current={props.page}
          />
          {props.page !== 'home' ? (
            <h1 className="training-project__heading">{pageTitle}</h1>
          ) : null}
        </>
      )}
      {slots?.aside ? (
        <div className="training-home">
          <div className="training-home__main">{slots.body}</div>
          <div className="training-home__side">{slots.aside}</div>
        </div>
      ) : (
        slots?.body
      )}
    </section>
  );
}
