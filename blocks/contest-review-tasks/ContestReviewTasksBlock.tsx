/**
 * 评审任务 of a contest (issue 13 point 3; A-46): the works assigned to the signed-in reviewer,
 * filtered 待评审 / 已评审 with their counts, each opened inside the page (the shared work
 * preview) with a score form: an integer 0–100 and an optional comment of at most 500
 * characters, 保存评分. A scored task keeps its form so the score can change until the results
 * are published (the server's 409 is shown). Blind review: a task carries no author. The
 * route's guard (`reviewTask`) lets only reviewers in; a refusal the service still answers is
 * shown as its message.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useServices, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { refusalMessage } from '../../src/services/http/errors';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { fileSizeLabel } from '../../src/lib/fileSize';
import { formatChinaDateTime } from '../contest-summary/ContestSummaryBlock';
import type { ReviewTask, ReviewTaskStatus } from '../../src/services/entities';
import { useContestId } from '../shared/useContestId';
import { LoadFailed } from '../shared/LoadFailed';
import { WorkPreview } from '../shared/WorkPreview';
import './contest-review-tasks.css';
import type { ContestReviewTasksProps } from './props.gen';

export type { ContestReviewTasksProps };

/** Tasks per page when the manifest does not say (not a spec number: the spec shows no list). */
export const REVIEW_TASKS_DEFAULT_PAGE_SIZE = 10;
/** The score's range and the comment's length: the service refuses anything else (400). */
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;
export const COMMENT_MAX_LENGTH = 500;

const TABS: readonly ReviewTaskStatus[] = ['pending', 'scored'];
const TAB_LABELS: Record<ReviewTaskStatus, string> = {
  pending: 'msg:reviewTasks.tab.pending',
  scored: 'msg:reviewTasks.tab.scored',
};

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The score as typed, when it is a whole number from 0 to 100; null otherwise. */
export function parseScore(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= SCORE_MIN && value <= SCORE_MAX ? value : null;
}

function statusLabel(task: ReviewTask, t: Translate): string {
  return task.status === 'scored' && typeof task.score === 'number'
    ? t('msg:reviewTasks.status.scored', { score: task.score })
    : t('msg:reviewTasks.status.pending');
}

/** The score form of one opened task; `onSaved` runs once the service has stored the score. */
function ScoreForm(props: { task: ReviewTask; onSaved: () => void }) {
  const { task, onSaved } = props;
  const t = useT();
  const services = useServices();
  const id = useId();
  const [score, setScore] = useState(task.score === null ? '' : String(task.score));
  const [comment, setComment] = useState(task.comment);
  const [problem, setProblem] = useState<{ field: 'score' | 'comment'; text: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A second click while the first request is out sends nothing (the button is disabled too,
  // but a fast double click can land before React re-renders it).
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setRefusal(null);
    const value = parseScore(score);
    if (value === null) {
      setProblem({ field: 'score', text: t('msg:reviewTasks.scoreInvalid') });
      return;
    }
    if (comment.length > COMMENT_MAX_LENGTH) {
      setProblem({ field: 'comment', text: t('msg:reviewTasks.commentTooLong') });
      return;
    }
    setProblem(null);
    inFlight.current = true;
    setSaving(true);
    try {
      await services.contest.scoreReview(task.task_id, { score: value, comment: comment.trim() });
      onSaved();
    } catch (error) {
      setRefusal(refusalMessage(error) ?? t('msg:reviewTasks.saveFailed'));
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  const scoreId = `${id}-score`;
  const commentId = `${id}-comment`;
  const problemId = `${id}-problem`;
  return (
    <form
      className="review-tasks__form"
      noValidate
      aria-label={t('msg:reviewTasks.form', { title: task.work.title })}
      onSubmit={(event) => void submit(event)}
    >
      <div className="review-tasks__field">
        <label htmlFor={scoreId}>{t('msg:reviewTasks.score')}</label>
        <input
          id={scoreId}
          className="review-tasks__score"
          type="number"
          inputMode="numeric"
          min={SCORE_MIN}
          max={SCORE_MAX}
          step={1}
          value={score}
          aria-invalid={problem?.field === 'score'}
          aria-describedby={problem?.field === 'score' ? problemId : undefined}
          onChange={(event) => {
            setScore(event.target.value);
            // The sentence was about what was typed before: it goes once the score changes.
            if (problem?.field === 'score') setProblem(null);
          }}
        />
      </div>
      <div className="review-tasks__field">
        <label htmlFor={commentId}>{t('msg:reviewTasks.comment')}</label>
        <textarea
          id={commentId}
          rows={3}
          maxLength={COMMENT_MAX_LENGTH}
          value={comment}
          aria-invalid={problem?.field === 'comment'}
          aria-describedby={problem?.field === 'comment' ? problemId : undefined}
          onChange={(event) => {
            setComment(event.target.value);
            if (problem?.field === 'comment') setProblem(null);
          }}
        />
        <span className="review-tasks__count">
          {t('msg:reviewTasks.commentCount', { count: comment.length })}
        </span>
      </div>
      {problem && (
        <p id={problemId} className="review-tasks__problem" role="alert">
          {problem.text}
        </p>
      )}
      {refusal && (
        <p className="review-tasks__problem" role="alert">
          {refusal}
        </p>
      )}
      <button
        type="submit"
        className="review-tasks__button review-tasks__button--primary"
        disabled={saving}
        aria-busy={saving}
      >
        {t(saving ? 'msg:reviewTasks.saving' : 'msg:reviewTasks.save')}
      </button>
    </form>
  );
}

export default function ContestReviewTasksBlock({ props }: BlockProps<ContestReviewTasksProps>) {
  const t = useT();
  const services = useServices();
  const { session } = useRuntime();
  const contestId = useContestId(props);
  const pageSize = props.pageSize ?? REVIEW_TASKS_DEFAULT_PAGE_SIZE;
  const [status, setStatus] = useState<ReviewTaskStatus>('pending');
  const [pageNo, setPageNo] = useState(0);
  const [opened, setOpened] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const signedIn = session.loggedIn && Boolean(session.user);
  const request = useRequest(async () => {
    if (!contestId || !signedIn) return null;
    return services.contest.reviewTasks(contestId, { status, pageNo, pageSize });
  }, [contestId, signedIn, services, status, pageNo, pageSize]);
  const total = request.data?.total;
  useEffect(() => {
    // The last task of a later page was scored (it left 待评审): show the page now last.
    if (total === undefined || pageNo === 0) return;
    const last = Math.max(0, Math.ceil(total / pageSize) - 1);
    if (pageNo > last) setPageNo(last);
  }, [total, pageNo, pageSize]);

  if (!contestId) return null;
  if (!signedIn) return <p className="review-tasks__state">{t('msg:reviewTasks.signedOut')}</p>;
  if (request.state === 'pending' && !request.data)
    return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (request.state === 'error' || !request.data)
    return (
      <LoadFailed
        className="review-tasks__state"
        buttonClassName="review-tasks__button"
        // A refusal the guard did not foresee (no longer a reviewer…) says why; else 加载失败.
        message={refusalMessage(request.error) ?? t('msg:reviewTasks.loadFailed')}
        retryLabel={t('msg:reviewTasks.reload')}
        retry={request.reload}
      />
    );

  const page = request.data;
  const pages = Math.max(1, Math.ceil(page.total / pageSize));
  const counts: Record<ReviewTaskStatus, number> = {
    pending: page.pending_total,
    scored: page.scored_total,
  };
  const choose = (next: ReviewTaskStatus) => {
    if (next === status) return;
    setStatus(next);
    setPageNo(0);
    setOpened(null);
    setSaved(false);
  };

  return (
    <section className="review-tasks" aria-busy={request.state === 'pending'}>
      <div className="review-tasks__tabs" role="group" aria-label={t('msg:reviewTasks.filter')}>
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            className="review-tasks__tab"
            aria-pressed={status === tab}
            onClick={() => choose(tab)}
          >
            {t(TAB_LABELS[tab], { count: counts[tab] })}
          </button>
        ))}
      </div>
      {saved && (
        <p className="review-tasks__notice" role="status">
          {t('msg:reviewTasks.saved')}
        </p>
      )}
      {page.items.length === 0 ? (
        <p className="review-tasks__state">{t('msg:reviewTasks.empty')}</p>
      ) : (
        <ul className="review-tasks__list">
          {page.items.map((task) => {
            const open = opened === task.task_id;
            const panelId = `review-task-${task.task_id}`;
            return (
              <li key={task.task_id} className="review-tasks__item" data-task-status={task.status}>
                <div className="review-tasks__head">
                  <h3 className="review-tasks__title">{task.work.title}</h3>
                  <span className={`review-tasks__status review-tasks__status--${task.status}`}>
                    {statusLabel(task, t)}
                  </span>
                </div>
                <dl className="review-tasks__facts">
                  <dt>{t('msg:reviewTasks.fileName')}</dt>
                  <dd>{task.work.file_name}</dd>
                  <dt>{t('msg:reviewTasks.fileSize')}</dt>
                  <dd>{fileSizeLabel(task.work.file_size)}</dd>
                  <dt>{t('msg:reviewTasks.submitTime')}</dt>
                  <dd>{formatChinaDateTime(task.work.create_time)}</dd>
                  {task.score_time && (
                    <>
                      <dt>{t('msg:reviewTasks.scoreTime')}</dt>
                      <dd>{formatChinaDateTime(task.score_time)}</dd>
                    </>
                  )}
                </dl>
                <div className="review-tasks__actions">
                  <button
                    type="button"
                    className="review-tasks__button"
                    aria-expanded={open}
                    aria-controls={open ? panelId : undefined}
                    onClick={() => {
                      setOpened(open ? null : task.task_id);
                      setSaved(false);
                    }}
                  >
                    {t(open ? 'msg:reviewTasks.close' : 'msg:reviewTasks.open')}
                  </button>
                </div>
                {open && (
                  <div id={panelId} className="review-tasks__panel">
                    <div className="review-tasks__about">
                      <h4>{t('msg:reviewTasks.description')}</h4>
                      <p>{task.work.description || t('msg:reviewTasks.noDescription')}</p>
                    </div>
                    <div className="review-tasks__preview">
                      <WorkPreview work={task.work} />
                    </div>
                    <ScoreForm
                      // A saved score reloads the list: the form starts again from what is stored.
                      key={`${task.task_id}-${task.score_time ?? ''}`}
                      task={task}
                      onSaved={() => {
                        setSaved(true);
                        request.reload();
                      }}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 && (
        <nav className="review-tasks__pages" aria-label={t('msg:reviewTasks.paging')}>
          <button
            type="button"
            className="review-tasks__button"
            disabled={pageNo === 0}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {t('msg:reviewTasks.previousPage')}
          </button>
          <span>{t('msg:reviewTasks.page', { page: pageNo + 1, pages })}</span>
          <button
            type="button"
            className="review-tasks__button"
            disabled={pageNo + 1 >= pages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('msg:reviewTasks.nextPage')}
          </button>
        </nav>
      )}
    </section>
  );
}
