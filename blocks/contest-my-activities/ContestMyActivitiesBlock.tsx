/**
 * 我的活动 (`{prefix}/user/myactivities?he=1`, seed 001 §2; issue 13 point 2): the contests the
 * signed-in visitor joined, in the service's order (newest enrolment first), each with its
 * title, its time span, the visitor's enrolment status and the next pages: 报名详情, 我的作品
 * (verified enrolments only, seed 001 §3) and 作品上传, all on the current site. Pages, an
 * empty state leading to the site home, loading and error states. The route's guard keeps
 * signed-out visitors away; without a user the block only says so and asks nothing.
 */
import { useState } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useServices, useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { SafeLink } from '../shared/SafeLink';
import { LoadFailed } from '../shared/LoadFailed';
import { formatChinaDateTime } from '../contest-summary/ContestSummaryBlock';
import { enrolmentStatusLabel } from '../contest-summary/enrolmentStatusLabel';
import { opensMyWork, participantPath, type ParticipantAction } from './participantLinks';
import './contest-my-activities.css';
import type { ContestMyActivitiesProps } from './props.gen';

export type { ContestMyActivitiesProps };

/** Entries per page when the manifest does not say (not a spec number: the spec shows no list). */
export const MY_ACTIVITIES_DEFAULT_PAGE_SIZE = 10;

const DEFAULT_ACTIONS: readonly ParticipantAction[] = ['enrolment', 'myWork', 'upload'];

/** The label of each link, in the order the entry shows them. */
const ACTION_LABELS: [ParticipantAction, string][] = [
  ['enrolment', 'msg:myActivities.enrolment'],
  ['myWork', 'msg:myActivities.myWork'],
  ['upload', 'msg:myActivities.upload'],
  ['teams', 'msg:myActivities.teams'],
];

/** The badge's colour: verified (3), enrolled (2), else awaiting approval (0, 1: ledger A-43). */
function tone(status: number): 'verified' | 'enrolled' | 'pending' {
  if (status === 3) return 'verified';
  return status === 2 ? 'enrolled' : 'pending';
}

export default function ContestMyActivitiesBlock({ props }: BlockProps<ContestMyActivitiesProps>) {
  const t = useT();
  const services = useServices();
  const { session, sitePrefix } = useRuntime();
  const pageSize = props.pageSize ?? MY_ACTIVITIES_DEFAULT_PAGE_SIZE;
  const actions = props.actions ?? DEFAULT_ACTIONS;
  const [pageNo, setPageNo] = useState(0);
  const signedIn = session.loggedIn && Boolean(session.user);
  const request = useRequest(async () => {
    if (!signedIn) return null;
    return services.contest.myJoinedContests({ pageNo, pageSize });
  }, [signedIn, services, pageNo, pageSize]);

  if (!signedIn) return <p className="my-activities__state">{t('msg:myActivities.signedOut')}</p>;
  if (request.state === 'pending' && !request.data)
    return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (request.state === 'error' || !request.data)
    return (
      <LoadFailed
        className="my-activities__state"
        buttonClassName="my-activities__button"
        message={t('msg:myActivities.loadFailed')}
        retryLabel={t('msg:myActivities.reload')}
        retry={request.reload}
      />
    );

  const { total, items } = request.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (items.length === 0 && pageNo === 0)
    return (
      <div className="my-activities__state">
        <p>{t('msg:myActivities.empty')}</p>
        <SafeLink href={siteHref(sitePrefix, '')} className="my-activities__button">
          {t('msg:myActivities.goHome')}
        </SafeLink>
      </div>
    );

  return (
    <section className="my-activities" aria-busy={request.state === 'pending'}>
      <ul className="my-activities__list">
        {items.map((contest) => {
          const status = contest.enroll_status;
          const shown = ACTION_LABELS.filter(
            ([action]) => actions.includes(action) && (action !== 'myWork' || opensMyWork(status)),
          );
          return (
            <li
              key={contest.contest_id}
              className="my-activities__item"
              data-contest-id={contest.contest_id}
              data-enrol-status={status}
            >
              <div className="my-activities__head">
                <h3 className="my-activities__title">{contest.title || contest.contest_id}</h3>
                <span className={`my-activities__status my-activities__status--${tone(status)}`}>
                  {t(enrolmentStatusLabel({ status }))}
                </span>
              </div>
              <dl className="my-activities__facts">
                <dt>{t('msg:contest.summary.contestPeriod')}</dt>
                <dd>
                  {formatChinaDateTime(contest.begin_time)} —{' '}
                  {formatChinaDateTime(contest.end_time)}
                </dd>
              </dl>
              {shown.length > 0 && (
                <div className="my-activities__actions">
                  {shown.map(([action, label]) => (
                    <SafeLink
                      key={action}
                      href={siteHref(sitePrefix, participantPath(action, contest.contest_id))}
                      className="my-activities__button"
                    >
                      {t(label)}
                    </SafeLink>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <nav className="my-activities__pages" aria-label={t('msg:myActivities.paging')}>
          <button
            type="button"
            className="my-activities__button"
            disabled={pageNo === 0}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {t('msg:myActivities.previousPage')}
          </button>
          <span>{t('msg:myActivities.page', { page: pageNo + 1, pages })}</span>
          <button
            type="button"
            className="my-activities__button"
            disabled={pageNo + 1 >= pages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('msg:myActivities.nextPage')}
          </button>
        </nav>
      )}
    </section>
  );
}
