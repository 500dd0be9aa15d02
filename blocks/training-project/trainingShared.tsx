/**
 * What the training blocks share (training-list, training-project and the blocks of its pages,
 * training-works, training-live, training-handbook): the lazily loaded training service, the
 * page's project (page data), the project header and its sub-page navigation, links of the
 * training pages, and the small failed / no-access / missing screens.
 */
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useNow, useServices, useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { sizedImage } from '../../src/lib/imageUrl';
import { compactCount } from '../../src/lib/numberFormat';
import {
  TRAINING_STATUS_MESSAGES,
  trainingPeriod,
  trainingStatusAt,
} from '../../src/lib/trainingStatus';
import { LoadingIndicator, NoAccessScreen } from '../../src/runtime/screens/screens';
import { EduImage } from '../../src/shell/ui/EduImage';
import { usePageData } from '../../src/runtime/data/PageData';
import type {
  TrainingLibrary,
  TrainingProject,
  TrainingService,
  TrainingSummary,
} from '../../src/services/trainingService';
import { SafeLink } from '../shared/SafeLink';
import './training.css';

/** The status badge refreshes this often while a page stays open. */
const STATUS_REFRESH_MS = 60_000;

/** The training service, loaded on first use; rejects when the portal has none. */
export function useTrainingService(): () => Promise<TrainingService> {
  const services = useServices();
  return useCallback(() => {
    if (!services.training) return Promise.reject(new Error('no training service'));
    return services.training();
  }, [services]);
}

/**
 * The page's training project (page data `project`, the blocks' `x-data`) for a block of a
 * project page: the project, or what to show instead — loading, a failure with 重新加载, or
 * nothing for a project that does not exist (the project frame says so once for the page).
 */
export function useTrainingProject():
  { project: TrainingProject; placeholder: null } | { project: null; placeholder: ReactNode } {
  const t = useT();
  const result = usePageData<TrainingProject | null>('project');
  if (result.data) return { project: result.data, placeholder: null };
  if (result.state === 'pending')
    return { project: null, placeholder: <LoadingIndicator text={t('msg:shell.loading')} /> };
  if (result.state === 'error')
    return { project: null, placeholder: <Failed onRetry={result.reload} /> };
  return { project: null, placeholder: null };
}

/** A project's library of one kind (its notices, its news), or null. */
export const libraryOf = (project: TrainingProject, kind: TrainingLibrary['kind']) =>
  project.libraries.find((library) => library.kind === kind) ?? null;

const enc = encodeURIComponent;

/** Id of the exam panel on the project home, the target of the 在线考试 tab. */
export const TRAINING_EXAMS_ANCHOR = 'exams';

/** Links of the training pages (seed 000 §2 main routes), relative to the site. */
export const trainingLinks = {
  list: '/training',
  home: (trainId: string) => `/training/${enc(trainId)}`,
  introduction: (trainId: string) => `/training/${enc(trainId)}/introduction`,
  optManual: (trainId: string) => `/training/${enc(trainId)}/optManual`,
  /** The project's exam list: a panel of the project home (the spec has no exam-list route). */
  exams: (trainId: string) => `/training/${enc(trainId)}#${TRAINING_EXAMS_ANCHOR}`,
  onlineExam: (trainId: string, examId?: string) =>
    `/training/${enc(trainId)}/onlineExamDetail${examId ? `?examId=${enc(examId)}` : ''}`,
  management: (trainId: string) => `/training/${enc(trainId)}/management`,
  dynamics: (trainId: string, libraryId: string, newsId?: string) =>
    `/training/${enc(trainId)}/${enc(libraryId)}/dynamics${newsId ? `?newsId=${enc(newsId)}` : ''}`,
  workResult: (trainId: string) => `/training/workResult?trainId=${enc(trainId)}`,
  workDetail: (workId: string) => `/training/workDetail?workId=${enc(workId)}`,
  mark: (workId: string) => `/training/workResult/mark?workId=${enc(workId)}`,
  course: (courseId: string) => `/teacherTraining/courseIndex?courseId=${enc(courseId)}`,
};

/** A site-relative link with the site prefix. */
export function useSiteLink(): (to: string) => string {
  const { sitePrefix } = useRuntime();
  return useCallback((to: string) => siteHref(sitePrefix, to), [sitePrefix]);
}

/** `YYYY/MM/DD` of a time label's date part (the platform's wire times), or ''. */
export function dateOf(time: string | null | undefined): string {
  const match = /^(\d{4})-(\d\d)-(\d\d)/.exec(time ?? '');
  return match ? `${match[1]}/${match[2]}/${match[3]}` : '';
}

/** 进行中 / 未开始 / 已结束 from the runtime clock. */
export function StatusBadge(props: { project: Pick<TrainingSummary, 'begin_time' | 'end_time'> }) {
  const t = useT();
  const now = useNow(STATUS_REFRESH_MS);
  const status = trainingStatusAt(props.project.begin_time, props.project.end_time, now);
  if (!status) return null;
  return (
    <span className={`training-status training-status--${status}`} data-training-status={status}>
      {t(TRAINING_STATUS_MESSAGES[status])}
    </span>
  );
}

/** 失败 with 重新加载. */
export function Failed(props: { onRetry: () => void; message?: string }) {
  const t = useT();
  return (
    <p className="training-note" role="alert">
      {props.message ?? t('msg:shell.error')}{' '}
      <button type="button" className="training-button" onClick={props.onRetry}>
        {t('msg:categories.retry')}
      </button>
    </p>
  );
}

/** 抱歉，您暂无访问权限 with a link back (the project home, or the site home). */
export function NoAccess(props: { backTo?: string }) {
  const t = useT();
  const link = useSiteLink();
  return (
    <NoAccessScreen
      message={t('msg:shell.noAccess')}
      homeLabel={t(props.backTo ? 'msg:training.backToProject' : 'msg:shell.backHome')}
      homeHref={link(props.backTo ?? '')}
    />
  );
}

/** A thing that is not there (project, work), with a way on. */
export function Missing(props: { message: string; to: string; label: string }) {
  const link = useSiteLink();
  return (
    <div className="training-missing" data-training-missing="true">
      <p>{props.message}</p>
      <SafeLink className="edu-action" href={link(props.to)}>
        {props.label}
      </SafeLink>
    </div>
  );
}

/** Cover, title, status, organiser, period, hours and trainees of a project. */
export function ProjectHeader(props: {
  project: TrainingSummary;
  titleId: string;
  /** The page heading is the project's title (h1) or a sub-page's (then the title is a p). */
  asHeading: boolean;
}) {
  const t = useT();
  const { project } = props;
  const Title = props.asHeading ? 'h1' : 'p';
  return (
    <header className="training-header" data-train-id={project.id}>
      <span className="training-header__cover">
        {project.cover_url ? <EduImage src={sizedImage(project.cover_url, 480)} /> : null}
      </span>
      <div className="training-header__body">
        <Title id={props.titleId} className="training-header__title">
          {project.title}
        </Title>
        <StatusBadge project={project} />
        <dl className="training-facts">
          <div>
            <dt>{t('msg:training.organizer')}</dt>
            <dd>{project.organizer}</dd>
          </div>
          <div>
            <dt>{t('msg:training.period')}</dt>
            <dd>{trainingPeriod(project.begin_time, project.end_time)}</dd>
          </div>
          <div>
            <dt>{t('msg:training.studyHours')}</dt>
            <dd>{t('msg:training.hours', { count: project.study_hours })}</dd>
          </div>
          <div>
            <dt>{t('msg:training.enrolCount')}</dt>
            <dd>{compactCount(project.enrol_count)}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}

export type ProjectPage =
  'home' | 'introduction' | 'dynamics' | 'optManual' | 'onlineExam' | 'works' | 'management';

/** The project's sub-pages as a navigation bar; the current one is marked. */
export function ProjectNav(props: {
  trainId: string;
  dynamicsLibraryId: string | null;
  current: ProjectPage;
}) {
  const t = useT();
  const link = useSiteLink();
  const { trainId } = props;
  const items: { page: ProjectPage; label: string; to: string | null }[] = [
    { page: 'home', label: 'msg:training.nav.home', to: trainingLinks.home(trainId) },
    {
      page: 'introduction',
      label: 'msg:training.nav.introduction',
      to: trainingLinks.introduction(trainId),
    },
    {
      page: 'dynamics',
      label: 'msg:training.nav.dynamics',
      to: props.dynamicsLibraryId ? trainingLinks.dynamics(trainId, props.dynamicsLibraryId) : null,
    },
    {
      page: 'optManual',
      label: 'msg:training.nav.optManual',
      to: trainingLinks.optManual(trainId),
    },
    {
      page: 'onlineExam',
      label: 'msg:training.nav.onlineExam',
      to: trainingLinks.exams(trainId),
    },
    { page: 'works', label: 'msg:training.nav.works', to: trainingLinks.workResult(trainId) },
    {
      page: 'management',
      label: 'msg:training.nav.management',
      to: trainingLinks.management(trainId),
    },
  ];
  return (
    <nav className="training-nav" aria-label={t('msg:training.nav.label')}>
      <ul>
        {items
          .filter((item) => item.to !== null)
          .map((item) => (
            <li key={item.page}>
              <SafeLink
                href={link(item.to ?? '')}
                className="training-nav__link"
                aria-current={item.page === props.current ? 'page' : undefined}
              >
                {t(item.label)}
              </SafeLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** A titled card of a project page. */
export function Panel(props: { title: string; id: string; children: ReactNode; more?: ReactNode }) {
  return (
    <section className="training-panel" aria-labelledby={props.id}>
      <div className="training-panel__head">
        <h2 id={props.id}>{props.title}</h2>
        {props.more}
      </div>
      {props.children}
    </section>
  );
}
