/**
 * 我的作品 of a contest (issue 13): the signed-in visitor's works, newest first, with file,
 * size, time and status, an in-page preview of the signed file, 撤回 (confirmed; refused once
 * the review has started), 还可提交 N 件作品, an empty state linking to the upload page, and
 * pages. The route's guard keeps signed-out visitors away; without a user it only says so.
 */
import { useState } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useServices, useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { useRequest } from '../../src/services/http/useRequest';
import { HttpError, refusalMessage } from '../../src/services/http/errors';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { fileSizeLabel } from '../../src/lib/fileSize';
import { SafeLink } from '../shared/SafeLink';
import { formatChinaDateTime } from '../contest-summary/ContestSummaryBlock';
import type { ContestWork } from '../../src/services/entities';
import './contest-my-works.css';
import { useContestId } from '../shared/useContestId';
import { LoadFailed } from '../shared/LoadFailed';
import { WorkPreview } from '../shared/WorkPreview';
import type { ContestMyWorksProps } from './props.gen';

export type { ContestMyWorksProps };

/** Works per page when the manifest does not say (not a spec number: the spec shows no list). */
export const MY_WORKS_DEFAULT_PAGE_SIZE = 10;

type Translate = (key: string, params?: Record<string, string | number>) => string;

export function workStatusLabel(work: ContestWork, t: Translate): string {
  if (work.status === 'scored')
    return typeof work.score === 'number'
      ? t('msg:myWorks.status.scoredWithScore', { score: work.score })
      : t('msg:myWorks.status.scored');
  if (work.status === 'withdrawn') return t('msg:myWorks.status.withdrawn');
  if (work.status === 'reviewing') return t('msg:myWorks.status.reviewing');
  return t('msg:myWorks.status.submitted');
}

/** The words for a refused or failed withdrawal: 409 is the review having started. */
function withdrawFailure(error: unknown, t: Translate): string {
  if (error instanceof HttpError && error.status === 409) return t('msg:myWorks.reviewStarted');
  const refusal = refusalMessage(error);
  if (refusal) return refusal;
  return t('msg:myWorks.withdrawFailed');
}

export default function ContestMyWorksBlock({ props }: BlockProps<ContestMyWorksProps>) {
  const t = useT();
  const services = useServices();
  const { session, sitePrefix, ui } = useRuntime();
  const contestId = useContestId(props);
  const pageSize = props.pageSize ?? MY_WORKS_DEFAULT_PAGE_SIZE;
  const [pageNo, setPageNo] = useState(0);
  const [previewed, setPreviewed] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; alert: boolean } | null>(null);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const signedIn = session.loggedIn && Boolean(session.user);
  const request = useRequest(async () => {
    if (!contestId || !signedIn) return null;
    const [works, limit] = await Promise.all([
      services.contest.myWorks(contestId, { pageNo, pageSize }),
      // The limit only adds 还可提交 N 件作品: its failure must not hide the works.
      services.contest.uploadLimit(contestId).catch(() => null),
    ]);
    return { works, limit };
  }, [contestId, signedIn, services, pageNo, pageSize]);

  if (!contestId) return null;
  if (!signedIn) return <p className="my-works__state">{t('msg:myWorks.signedOut')}</p>;
  if (request.state === 'pending' && !request.data)
    return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (request.state === 'error' || !request.data)
    return (
      <LoadFailed
        className="my-works__state"
        buttonClassName="my-works__button"
        message={t('msg:myWorks.loadFailed')}
        retryLabel={t('msg:myWorks.reload')}
        retry={request.reload}
      />
    );

  const { works, limit } = request.data;
  const pages = Math.max(1, Math.ceil(works.total / pageSize));
  const uploadHref = siteHref(sitePrefix, `contest/${encodeURIComponent(contestId)}/upload`);

  const withdraw = async (work: ContestWork) => {
    if (withdrawing) return;
    const confirmed = await ui.confirm(t('msg:myWorks.withdrawConfirm', { title: work.title }));
    if (!confirmed) return;
    setWithdrawing(work.work_id);
    setNotice(null);
    try {
      await services.contest.withdrawWork(work.work_id);
      setNotice({ text: t('msg:myWorks.withdrawDone', { title: work.title }), alert: false });
      request.reload();
    } catch (error) {
      setNotice({ text: withdrawFailure(error, t), alert: true });
    } finally {
      setWithdrawing(null);
    }
  };

  return (
    <section className="my-works" aria-busy={request.state === 'pending'}>
      {typeof limit?.remaining === 'number' && (
        <p className="my-works__remaining">
          {t('msg:contestUpload.remaining', { count: limit.remaining })}
        </p>
      )}
      {notice && (
        <p
          className={notice.alert ? 'my-works__alert' : 'my-works__notice'}
          role={notice.alert ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      {works.items.length === 0 ? (
        <div className="my-works__empty">
          <p>{t('msg:myWorks.empty')}</p>
          <SafeLink href={uploadHref} className="my-works__button">
            {t('msg:myWorks.goUpload')}
          </SafeLink>
        </div>
      ) : (
        <ul className="my-works__list">
          {works.items.map((work) => {
            const open = previewed === work.work_id;
            const previewId = `my-works-preview-${work.work_id}`;
            return (
              <li key={work.work_id} className="my-works__item" data-work-status={work.status}>
                <div className="my-works__head">
                  <h3 className="my-works__title">{work.title}</h3>
                  <span className={`my-works__status my-works__status--${work.status}`}>
                    {workStatusLabel(work, t)}
                  </span>
                </div>
                <dl className="my-works__facts">
                  <dt>{t('msg:myWorks.fileName')}</dt>
                  <dd>{work.file_name}</dd>
                  <dt>{t('msg:myWorks.fileSize')}</dt>
                  <dd>{fileSizeLabel(work.file_size)}</dd>
                  <dt>{t('msg:myWorks.time')}</dt>
                  <dd>{formatChinaDateTime(work.create_time)}</dd>
                </dl>
                <div className="my-works__actions">
                  <button
                    type="button"
                    className="my-works__button"
                    aria-expanded={open}
                    aria-controls={open ? previewId : undefined}
                    onClick={() => setPreviewed(open ? null : work.work_id)}
                  >
                    {t(open ? 'msg:myWorks.hidePreview' : 'msg:myWorks.preview')}
                  </button>
                  {work.status === 'submitted' && (
                    <button
                      type="button"
                      className="my-works__button my-works__button--quiet"
                      disabled={withdrawing !== null}
                      aria-busy={withdrawing === work.work_id}
                      onClick={() => void withdraw(work)}
                    >
                      {t('msg:myWorks.withdraw')}
                    </button>
                  )}
                </div>
                {open && (
                  <div id={previewId} className="my-works__preview">
                    <WorkPreview work={work} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 && (
        <nav className="my-works__pages" aria-label={t('msg:myWorks.paging')}>
          <button
            type="button"
            className="my-works__button"
            disabled={pageNo === 0}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {t('msg:myWorks.previousPage')}
          </button>
          <span>{t('msg:myWorks.page', { page: pageNo + 1, pages })}</span>
          <button
            type="button"
            className="my-works__button"
            disabled={pageNo + 1 >= pages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('msg:myWorks.nextPage')}
          </button>
        </nav>
      )}
    </section>
  );
}
