/**
 * 我的报名 (`myEnroll/:contestId`, seed 001 §2; issue 13 point 6): the contest's title and
 * dates and the signed-in visitor's enrolment in it: status, when they enrolled, whether it is
 * verified, the online exam when the contest has one (taken once `exam_highest_score` is set,
 * ledger A-44), the book review when the contest has a sub-contest (the visitor's enrolment in
 * it: approved at status 3, A-44), and the next pages as links. Without an enrolment it says
 * 您尚未报名该活动 and links to the enrol page. The route's guard keeps signed-out visitors away;
 * without a user the block only says so and asks nothing.
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useServices, useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import type { Contest, Enrolment } from '../../src/services/entities';
import { SafeLink } from '../shared/SafeLink';
import { LoadFailed } from '../shared/LoadFailed';
import { useContestId } from '../shared/useContestId';
import { formatChinaDateTime } from '../contest-summary/ContestSummaryBlock';
import { enrolmentStatusLabel } from '../contest-summary/enrolmentStatusLabel';
import {
  opensMyWork,
  participantPath,
  type ParticipantAction,
} from '../contest-my-activities/participantLinks';
import './contest-my-enrolment.css';
import type { ContestMyEnrolmentProps } from './props.gen';

export type { ContestMyEnrolmentProps };

const DEFAULT_ACTIONS: readonly ParticipantAction[] = ['enroll', 'upload', 'myWork'];

type Translate = (key: string, params?: Record<string, string | number>) => string;

interface Loaded {
  contest: Contest | null;
  enrolment: Enrolment | null;
  /** The visitor's enrolment in the book-review sub-contest; undefined when there is none. */
  review?: Enrolment | null;
}

/** Verified when the service says so; an answer without the flag counts status 3 as verified. */
function isVerified(enrolment: Enrolment): boolean {
  if (typeof enrolment.verify_status === 'number') return enrolment.verify_status === 1;
  return enrolment.status === 3;
}

function examText(enrolment: Enrolment, t: Translate): string {
  const score = enrolment.exam_highest_score;
  return typeof score === 'number'
    ? t('msg:myEnrolment.examDone', { score })
    : t('msg:myEnrolment.examPending');
}

function reviewText(review: Enrolment | null, t: Translate): string {
  if (!review) return t('msg:myEnrolment.reviewMissing');
  return review.status === 3
    ? t('msg:myEnrolment.reviewApproved')
    : t('msg:myEnrolment.reviewPending');
}

export default function ContestMyEnrolmentBlock({ props }: BlockProps<ContestMyEnrolmentProps>) {
  const t = useT();
  const services = useServices();
  const { session, sitePrefix } = useRuntime();
  const contestId = useContestId(props);
  const actions = props.actions ?? DEFAULT_ACTIONS;
  const signedIn = session.loggedIn && Boolean(session.user);
  const request = useRequest(async (): Promise<Loaded | null> => {
    if (!contestId || !signedIn) return null;
    const [contest, enrolment] = await Promise.all([
      services.contest.detail(contestId),
      services.contest.myEnrolment(contestId),
    ]);
    const subContestId = contest?.enroll_setting?.config?.sub_contest_id;
    if (!subContestId || !enrolment) return { contest, enrolment };
    return { contest, enrolment, review: await services.contest.myEnrolment(subContestId) };
  }, [contestId, signedIn, services]);

  if (!contestId) return null;
  if (!signedIn) return <p className="my-enrolment__state">{t('msg:myEnrolment.signedOut')}</p>;
  if (request.state === 'pending' && !request.data)
    return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (request.state === 'error' || !request.data)
    return (
      <LoadFailed
        className="my-enrolment__state"
        buttonClassName="my-enrolment__button"
        message={t('msg:myEnrolment.loadFailed')}
        retryLabel={t('msg:myEnrolment.reload')}
        retry={request.reload}
      />
    );

  const { contest, enrolment, review } = request.data;
  if (!contest) return <p className="my-enrolment__state">{t('msg:contest.missing')}</p>;
  const href = (action: ParticipantAction, id = contest.contest_id) =>
    siteHref(sitePrefix, participantPath(action, id));
  const subContestId = contest.enroll_setting?.config?.sub_contest_id;
  const hasExam = Boolean(contest.online_exam_id ?? enrolment?.online_exam_id);
  const showMyWork = actions.includes('myWork') && opensMyWork(enrolment?.status);

  return (
    <section
      className="my-enrolment"
      data-contest-id={contest.contest_id}
      data-enrolment-status={enrolment?.status ?? 'none'}
    >
      <h2 className="my-enrolment__title">{contest.title || contest.contest_id}</h2>
      <dl className="my-enrolment__facts">
        {contest.enroll_setting?.begin_time && (
          <>
            <dt>{t('msg:contest.summary.enrolPeriod')}</dt>
            <dd>
              {formatChinaDateTime(contest.enroll_setting.begin_time)} —{' '}
              {formatChinaDateTime(contest.enroll_setting.end_time)}
            </dd>
          </>
        )}
        <dt>{t('msg:contest.summary.contestPeriod')}</dt>
        <dd>
          {formatChinaDateTime(contest.begin_time)} — {formatChinaDateTime(contest.end_time)}
        </dd>
      </dl>
      {enrolment ? (
        <div className="my-enrolment__mine">
          <h3 className="my-enrolment__heading">{t('msg:myEnrolment.mine')}</h3>
          <dl className="my-enrolment__facts">
            <dt>{t('msg:myEnrolment.status')}</dt>
            <dd data-field="status">{t(enrolmentStatusLabel(enrolment))}</dd>
            {enrolment.create_time && (
              <>
                <dt>{t('msg:myEnrolment.time')}</dt>
                <dd data-field="time">{formatChinaDateTime(enrolment.create_time)}</dd>
              </>
            )}
            <dt>{t('msg:myEnrolment.verify')}</dt>
            <dd data-field="verify">
              {t(isVerified(enrolment) ? 'msg:myEnrolment.verified' : 'msg:myEnrolment.unverified')}
            </dd>
            {hasExam && (
              <>
                <dt>{t('msg:myEnrolment.exam')}</dt>
                <dd data-field="exam">{examText(enrolment, t)}</dd>
              </>
            )}
            {subContestId && review !== undefined && (
              <>
                <dt>{t('msg:myEnrolment.review')}</dt>
                <dd data-field="review">{reviewText(review, t)}</dd>
              </>
            )}
          </dl>
          {(actions.includes('upload') || showMyWork) && (
            <nav className="my-enrolment__next" aria-label={t('msg:myEnrolment.next')}>
              {actions.includes('upload') && (
                <SafeLink href={href('upload')} className="my-enrolment__button">
                  {t('msg:myEnrolment.upload')}
                </SafeLink>
              )}
              {actions.includes('upload') && subContestId && review === null && (
                <SafeLink href={href('upload', subContestId)} className="my-enrolment__button">
                  {t('msg:myEnrolment.uploadReview')}
                </SafeLink>
              )}
              {showMyWork && (
                <SafeLink href={href('myWork')} className="my-enrolment__button">
                  {t('msg:myEnrolment.myWork')}
                </SafeLink>
              )}
            </nav>
          )}
        </div>
      ) : (
        <div className="my-enrolment__none">
          <p>{t('msg:myEnrolment.none')}</p>
          {actions.includes('enroll') && (
            <SafeLink
              href={href('enroll')}
              className="my-enrolment__button my-enrolment__button--primary"
            >
              {t('msg:myEnrolment.enroll')}
            </SafeLink>
          )}
        </div>
      )}
    </section>
  );
}
