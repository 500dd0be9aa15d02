/**
 * A course's work (assignment), `{base}/courseDetail/work?courseId&workId` for teacher training,
 * sport and art (seed 000 §2 main routes; ledger CORE-ROUTE-08, -12, -13): the task and its
 * requirements, the closing time and the visitor's submission state (未提交 / 已提交 / 作业已截止).
 * Anyone reads the task; submitting needs login: the press runs the site gate `submitGate`
 * (default `courseWorkSubmit`), whose confirm-login outcome asks 需要登录才可以提交作业，是否登录？
 * and sends the visitor to sign in — the same login-confirm flow as every other gated action.
 * A signed-in visitor writes the answer (10–2000 characters) and submits once.
 */
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useNow, useServices, useT } from '../../src/runtime/hooks';
import { useGateRunner } from '../../src/runtime/gates/useGateRunner';
import { parseTimeLabel } from '../../src/lib/timeLabel';
import { ErrorScreen, LoadingIndicator } from '../../src/runtime/screens/screens';
import { HttpError } from '../../src/services/http/errors';
import type { CourseWork, WorkSubmission } from '../../src/services/coursePagesService';
import { Breadcrumb, type Crumb } from '../shared/Breadcrumb';
import { useLinkBase } from '../shared/useLinkBase';
import EmptyContentBlock from '../empty-content/EmptyContentBlock';
import {
  courseIndexHref,
  courseTime as workTime,
  loadCoursePages,
  useCourseCrumbs,
  useCoursePagesRequest,
} from '../course-index/courseShared';
import schema from './schema.json';
import '../course-index/course-common.css';
import './course-work.css';
import type { CourseWorkProps } from './props.gen';

export type { CourseWorkProps };

/** Answer length, in characters after trimming (the stand-in checks the same). */
export const WORK_MIN_LENGTH = 10;
export const WORK_MAX_LENGTH = 2000;
// The schema's default, which `npm run validate` checks the site defines when the prop is left out.
const DEFAULT_GATE = schema.properties.submitGate.default;

function Submitted({ submission }: { submission: WorkSubmission }) {
  const t = useT();
  return (
    <div className="course-work__submitted" data-work-state="submitted">
      <p className="course-work__state course-work__state--done">
        {t('msg:course.work.state.done')}
      </p>
      {submission.submit_time && (
        <p className="course-page__meta">
          {t('msg:course.work.submittedAt', { time: workTime(submission.submit_time) })}
        </p>
      )}
      <h3 className="course-work__answer-title">{t('msg:course.work.myAnswer')}</h3>
      <p className="course-work__answer">{submission.content}</p>
    </div>
  );
}

function SubmitArea(props: { work: CourseWork; gate: string; closed: boolean }) {
  const { work } = props;
  const t = useT();
  const services = useServices();
  const { session, ui } = useRuntime();
  const runGate = useGateRunner();
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<WorkSubmission | null>(null);
  const loggedIn = session.loggedIn;
  const mine = useCoursePagesRequest(
    (service) =>
      loggedIn
        ? service.mySubmission(work.course.id, work.id)
        : Promise.resolve<WorkSubmission>({ work_id: work.id, submitted: false }),
    [loggedIn, work.course.id, work.id],
  );

  const submission = sent ?? (mine.data?.submitted ? mine.data : null);
  if (submission) return <Submitted submission={submission} />;
  if (props.closed)
    return (
      <p className="course-work__state" data-work-state="closed">
        {t('msg:course.work.closed')}
      </p>
    );
  if (loggedIn && mine.state === 'pending')
    return <LoadingIndicator text={t('msg:shell.loading')} />;

  const askLogin = async () => {
    await runGate({ gate: props.gate });
  };

  if (!loggedIn)
    return (
      <div className="course-work__login" data-work-state="anonymous">
        <p className="course-work__state">{t('msg:course.work.state.none')}</p>
        <p className="course-page__muted">{t('msg:course.work.loginHint')}</p>
        <button type="button" className="course-page__primary" onClick={() => void askLogin()}>
          {t('msg:course.work.submit')}
        </button>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const content = text.trim();
    if (content.length < WORK_MIN_LENGTH) {
      setProblem(t('msg:course.work.tooShort', { min: WORK_MIN_LENGTH }));
      return;
    }
    setProblem('');
    const decision = await runGate({ gate: props.gate });
    if (!('allow' in decision.outcome)) return;
    setBusy(true);
    try {
      const service = await loadCoursePages(services);
      const answer = await service.submitWork(work.course.id, work.id, content);
      setSent(answer.submitted ? answer : { ...answer, submitted: true, content });
      ui.toast(t('msg:course.work.success'));
    } catch (error) {
      setProblem(
        error instanceof HttpError && error.status > 0 && error.status < 500 && error.message
          ? error.message
          : t('msg:course.work.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="course-work__form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="course-work__state" data-work-state="open">
        {t('msg:course.work.state.none')}
      </p>
      <label className="course-work__label" htmlFor={inputId}>
        {t('msg:course.work.input')}
      </label>
      <textarea
        id={inputId}
        className="course-work__input"
        value={text}
        maxLength={WORK_MAX_LENGTH}
        rows={8}
        aria-describedby={hintId}
        aria-invalid={problem ? true : undefined}
        placeholder={t('msg:course.work.placeholder', {
          min: WORK_MIN_LENGTH,
          max: WORK_MAX_LENGTH,
        })}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={hintId} className="course-work__hint">
        <span role="alert" className="course-work__problem">
          {problem}
        </span>
        <span className="course-work__counter">
          {text.trim().length}/{WORK_MAX_LENGTH}
        </span>
      </p>
      <button type="submit" className="course-page__primary" disabled={busy}>
        {t('msg:course.work.submit')}
      </button>
    </form>
  );
}

function WorkPage(props: { work: CourseWork; crumbs: Crumb[]; gate: string }) {
  const { work } = props;
  const t = useT();
  const base = useLinkBase();
  const now = useNow(60_000);
  const end = parseTimeLabel(work.end_time);
  const closed = end !== null && now > end;
  const crumbs = [
    ...props.crumbs,
    { label: work.course.title, to: courseIndexHref(base, work.course.id) },
  ];
  return (
    <article className="course-page course-work" data-work-id={work.id}>
      <Breadcrumb crumbs={crumbs} current={t('msg:course.work.title')} />
      <section className="course-page__panel">
        <h1 className="course-page__title">{work.title}</h1>
        <p className="course-page__meta">
          <span>{work.course.title}</span>
          {work.end_time && (
            <span>{t('msg:course.work.deadline', { time: workTime(work.end_time) })}</span>
          )}
        </p>
        <h2 className="course-page__subtitle">{t('msg:course.work.task')}</h2>
        {work.task.map((paragraph) => (
          <p key={paragraph} className="course-page__paragraph">
            {paragraph}
          </p>
        ))}
        {work.requirements.length > 0 && (
          <>
            <h2 className="course-page__subtitle">{t('msg:course.work.requirements')}</h2>
            <ul className="course-work__requirements">
              {work.requirements.map((requirement) => (
                <li key={requirement}>{requirement}</li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="course-page__panel" aria-label={t('msg:course.work.myAnswer')}>
        <SubmitArea work={work} gate={props.gate} closed={closed} />
      </section>
    </article>
  );
}

export default function CourseWorkBlock({ props, blockId }: BlockProps<CourseWorkProps>) {
  const t = useT();
  const base = useLinkBase();
  const crumbs = useCourseCrumbs(base, props.breadcrumb);
  const query = new URLSearchParams(useLocation().search);
  const courseId = query.get('courseId')?.trim() ?? '';
  const workId = query.get('workId')?.trim() ?? '';
  const request = useCoursePagesRequest(
    (service) => (courseId && workId ? service.work(courseId, workId) : Promise.resolve(null)),
    [courseId, workId],
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
  return <WorkPage work={request.data} crumbs={crumbs} gate={props.submitGate ?? DEFAULT_GATE} />;
}
