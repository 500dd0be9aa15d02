/**
 * The three training-works pages' bodies, shared by their blocks: training-works (the results
 * list), training-work-detail and training-work-mark. Training works (seed 000 §2 "/training/workDetail, /training/workResult,
 * /training/workResult/mark"; ledger CORE-ROUTE-11), all for signed-in users (the routes carry
 * the `signedIn` guard):
 * - `results` (`?trainId=`): the project's works with status and score — a trainee's own, or
 *   every work for the project's reviewers, who also get 批阅 links;
 * - `detail` (`?workId=`): one work — content, attachments, and the mark once given;
 * - `mark` (`?workId=`): the reviewers' marking form (score 0–100, comment ≤ 500); anybody
 *   else gets 抱歉，您暂无访问权限.
 * Works come from the training service (GET/POST {course}/v1/training_works…, the stand-in's
 * paths); a refusal (403) shows the no-access screen, a missing work says 作业不存在.
 */
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { fileSizeLabel } from '../../src/lib/fileSize';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { HttpError } from '../../src/services/http/errors';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { isForbidden, type TrainingWork } from '../../src/services/trainingService';
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
} from '../training-project/trainingShared';
import './training-works.css';

export const SCORE_MAX = 100;
export const COMMENT_MAX = 500;

function WorkStatus(props: { work: TrainingWork }) {
  const t = useT();
  return (
    <span
      className={`training-works__status training-works__status--${props.work.status}`}
      data-work-status={props.work.status}
    >
      {t(props.work.status === 1 ? 'msg:training.works.marked' : 'msg:training.works.pending')}
    </span>
  );
}

export function ResultsView(props: { trainId: string }) {
  const t = useT();
  const training = useTrainingService();
  const link = useSiteLink();
  const idPrefix = useId();
  const project = useRequest(
    async () => (await training()).project(props.trainId),
    [training, props.trainId],
  );
  const works = useRequest(
    async () => (await training()).works(props.trainId),
    [training, props.trainId],
  );
  if ((project.state === 'pending' && !project.data) || (works.state === 'pending' && !works.data))
    return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (project.state === 'error') return <Failed onRetry={project.reload} />;
  if (!project.data)
    return (
      <Missing
        message={t('msg:training.notFound')}
        to={trainingLinks.list}
        label={t('msg:training.backToProjects')}
      />
    );
  const dynamics = project.data.libraries.find((library) => library.kind === 'dynamics');
  let table;
  if (works.state === 'error')
    table = isForbidden(works.error) ? (
      <p className="training-note">{t('msg:shell.noAccess')}</p>
    ) : (
      <Failed onRetry={works.reload} />
    );
  else if ((works.data?.items ?? []).length === 0)
    table = <p className="training-note">{t('msg:training.works.empty')}</p>;
  else {
    const canMark = works.data?.can_mark === true;
    table = (
      <div className="training-table-wrap">
        <table className="training-table training-table--stack" data-can-mark={canMark}>
          <thead>
            <tr>
              <th scope="col">{t('msg:training.works.title')}</th>
              <th scope="col">{t('msg:training.works.author')}</th>
              <th scope="col">{t('msg:training.works.submitTime')}</th>
              <th scope="col">{t('msg:training.works.status')}</th>
              <th scope="col">{t('msg:training.works.score')}</th>
              {canMark ? <th scope="col">{t('msg:training.works.action')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {(works.data?.items ?? []).map((work) => (
              <tr key={work.id} data-work-id={work.id}>
                <th scope="row">
                  <SafeLink href={link(trainingLinks.workDetail(work.id))}>{work.title}</SafeLink>
                </th>
                <td data-label={t('msg:training.works.author')}>
                  {work.author_name}
                  <span className="training-works__school">{work.school_name}</span>
                </td>
                <td data-label={t('msg:training.works.submitTime')}>{dateOf(work.submit_time)}</td>
                <td data-label={t('msg:training.works.status')}>
                  <WorkStatus work={work} />
                </td>
                <td data-label={t('msg:training.works.score')}>{work.score ?? '—'}</td>
                {canMark ? (
                  <td data-label={t('msg:training.works.action')}>
                    <SafeLink href={link(trainingLinks.mark(work.id))}>
                      {t(
                        work.status === 1 ? 'msg:training.works.remark' : 'msg:training.works.mark',
                      )}
                    </SafeLink>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <>
      <ProjectHeader project={project.data} titleId={`${idPrefix}-project`} asHeading={false} />
      <ProjectNav
        trainId={project.data.id}
        dynamicsLibraryId={dynamics?.library_id ?? null}
        current="works"
      />
      <Panel id={`${idPrefix}-works`} title={t('msg:training.works.listTitle')}>
        <div data-training-works="ready">{table}</div>
      </Panel>
    </>
  );
}

function WorkBody(props: { work: TrainingWork }) {
  const t = useT();
  const link = useSiteLink();
  const { work } = props;
  return (
    <article className="training-panel training-works__work" data-work-id={work.id}>
      <h2 className="training-works__title">{work.title}</h2>
      <dl className="training-facts">
        <div>
          <dt>{t('msg:training.works.project')}</dt>
          <dd>
            <SafeLink href={link(trainingLinks.home(work.train_id))}>{work.train_title}</SafeLink>
          </dd>
        </div>
        <div>
          <dt>{t('msg:training.works.author')}</dt>
          <dd>
            {work.author_name} {work.school_name}
          </dd>
        </div>
        <div>
          <dt>{t('msg:training.works.submitTime')}</dt>
          <dd>{dateOf(work.submit_time)}</dd>
        </div>
        <div>
          <dt>{t('msg:training.works.status')}</dt>
          <dd>
            <WorkStatus work={work} />
          </dd>
        </div>
      </dl>
      <div className="training-works__content">
        {work.content.map((paragraph, index) => (
          <p key={index} className="training-text">
            {paragraph}
          </p>
        ))}
      </div>
      {work.attachments.length > 0 ? (
        <>
          <h3 className="training-works__sub">{t('msg:training.works.attachments')}</h3>
          <ul className="training-works__files">
            {work.attachments.map((file) => (
              <li key={file.name}>
                <span>{file.name}</span>
                <span className="training-note">{fileSizeLabel(file.size)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}

function MarkResult(props: { work: TrainingWork }) {
  const t = useT();
  const { work } = props;
  if (work.status !== 1) return <p className="training-note">{t('msg:training.works.awaiting')}</p>;
  return (
    <div className="training-works__result" data-work-score={work.score ?? ''}>
      <p className="training-works__score">
        {t('msg:training.works.scoreValue', { score: work.score ?? 0 })}
      </p>
      {work.comment ? <p className="training-text">{work.comment}</p> : null}
      <p className="training-note">
        {t('msg:training.works.markedBy', {
          name: work.reviewer_name ?? '',
          date: dateOf(work.mark_time),
        })}
      </p>
    </div>
  );
}

function useWork(workId: string) {
  const training = useTrainingService();
  return useRequest(async () => (await training()).work(workId), [training, workId]);
}

/**
 * What a work page shows until its work is there: loading, no access (403), failed with 重试,
 * or 作业不存在; null once the work can be shown.
 */
function workNotShown(work: ReturnType<typeof useWork>, t: ReturnType<typeof useT>) {
  if (work.state === 'pending' && !work.data)
    return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (work.state === 'error')
    return isForbidden(work.error) ? <NoAccess /> : <Failed onRetry={work.reload} />;
  if (!work.data)
    return (
      <Missing
        message={t('msg:training.works.notFound')}
        to={trainingLinks.list}
        label={t('msg:training.backToProjects')}
      />
    );
  return null;
}

export function DetailView(props: { workId: string }) {
  const t = useT();
  const link = useSiteLink();
  const idPrefix = useId();
  const work = useWork(props.workId);
  const waiting = workNotShown(work, t);
  if (waiting || !work.data) return waiting;
  return (
    <>
      <WorkBody work={work.data} />
      <Panel
        id={`${idPrefix}-result`}
        title={t('msg:training.works.result')}
        more={
          work.data.can_mark ? (
            <SafeLink
              className="training-panel__more"
              href={link(trainingLinks.mark(work.data.id))}
            >
              {t(work.data.status === 1 ? 'msg:training.works.remark' : 'msg:training.works.mark')}
            </SafeLink>
          ) : undefined
        }
      >
        <MarkResult work={work.data} />
      </Panel>
      <SafeLink className="edu-action" href={link(trainingLinks.workResult(work.data.train_id))}>
        {t('msg:training.works.backToResults')}
      </SafeLink>
    </>
  );
}

function MarkForm(props: { work: TrainingWork; onMarked: (work: TrainingWork) => void }) {
  const t = useT();
  const { ui } = useRuntime();
  const training = useTrainingService();
  const idPrefix = useId();
  const [score, setScore] = useState(props.work.score === null ? '' : String(props.work.score));
  const [comment, setComment] = useState(props.work.comment ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = Number(score);
    if (score.trim() === '' || !Number.isInteger(value) || value < 0 || value > SCORE_MAX) {
      setProblem(t('msg:training.works.scoreInvalid', { max: SCORE_MAX }));
      return;
    }
    if (comment.length > COMMENT_MAX) {
      setProblem(t('msg:training.works.commentTooLong', { max: COMMENT_MAX }));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const marked = await (await training()).mark(props.work.id, value, comment.trim());
      props.onMarked(marked);
      ui.toast(t('msg:training.works.markSaved'));
    } catch (error) {
      setProblem(
        error instanceof HttpError && error.message ? error.message : t('msg:shell.error'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="training-panel training-works__form"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2>{t('msg:training.works.markTitle')}</h2>
      <label htmlFor={`${idPrefix}-score`}>
        {t('msg:training.works.scoreLabel', { max: SCORE_MAX })}
      </label>
      <input
        id={`${idPrefix}-score`}
        name="score"
        type="number"
        inputMode="numeric"
        min={0}
        max={SCORE_MAX}
        step={1}
        required
        value={score}
        aria-invalid={problem !== null && score.trim() === '' ? true : undefined}
        onChange={(event) => setScore(event.target.value)}
      />
      <label htmlFor={`${idPrefix}-comment`}>{t('msg:training.works.commentLabel')}</label>
      <textarea
        id={`${idPrefix}-comment`}
        name="comment"
        rows={5}
        maxLength={COMMENT_MAX}
        value={comment}
        placeholder={t('msg:training.works.commentPlaceholder')}
        onChange={(event) => setComment(event.target.value)}
      />
      <span className="training-note training-works__count">
        {comment.length}/{COMMENT_MAX}
      </span>
      {problem ? (
        <p className="training-works__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="training-button training-button--primary" disabled={busy}>
        {t(busy ? 'msg:training.works.saving' : 'msg:training.works.submitMark')}
      </button>
    </form>
  );
}

export function MarkView(props: { workId: string }) {
  const t = useT();
  const link = useSiteLink();
  const idPrefix = useId();
  const work = useWork(props.workId);
  const [marked, setMarked] = useState<TrainingWork | null>(null);
  const waiting = workNotShown(work, t);
  if (waiting || !work.data) return waiting;
  if (!work.data.can_mark) return <NoAccess backTo={trainingLinks.home(work.data.train_id)} />;
  const current = marked?.id === work.data.id ? marked : work.data;
  return (
    <div className="training-works__marking" data-training-mark="ready">
      <WorkBody work={current} />
      <div>
        <Panel id={`${idPrefix}-result`} title={t('msg:training.works.result')}>
          <MarkResult work={current} />
        </Panel>
        <MarkForm key={current.mark_time ?? 'new'} work={current} onMarked={setMarked} />
        <SafeLink className="edu-action" href={link(trainingLinks.workResult(current.train_id))}>
          {t('msg:training.works.backToResults')}
        </SafeLink>
      </div>
    </div>
  );
}

/**
 * A training-works page body for the id in the address (`?trainId=` or `?workId=`), or the
 * sentence that it is missing; the three blocks differ only in which.
 */
export function WorksPage(props: { kind: 'results' | 'detail' | 'mark'; blockId: string }) {
  const t = useT();
  const query = new URLSearchParams(useLocation().search);
  const id = query.get(props.kind === 'results' ? 'trainId' : 'workId') ?? '';
  let body;
  if (!id)
    body = (
      <Missing
        message={t(
          props.kind === 'results' ? 'msg:training.works.noProject' : 'msg:training.works.noWork',
        )}
        to={trainingLinks.list}
        label={t('msg:training.backToProjects')}
      />
    );
  else if (props.kind === 'results') body = <ResultsView trainId={id} />;
  else if (props.kind === 'detail') body = <DetailView workId={id} />;
  else body = <MarkView workId={id} />;
  return (
    <div
      className={`training-page training-page--framed training-works training-works--${props.kind}`}
      data-block-id={props.blockId}
    >
      {body}
    </div>
  );
}
