/**
 * A contest's title, enrolment and activity periods, and the visitor's enrolment status, for
 * the enrol, upload, my-works and review pages.
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useServices, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { enrolmentStatusLabel } from './enrolmentStatusLabel';
import './contest-summary.css';
import { useContestId } from '../shared/useContestId';
import type { ContestSummaryProps } from './props.gen';

export type { ContestSummaryProps };

/** China time, whatever the visitor's time zone: contest times are set in Beijing. */
export function formatChinaDateTime(value: string | undefined): string {
  if (!value) return '';
  const normalised = value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const ms = Date.parse(normalised);
  if (Number.isNaN(ms)) return value;
  const china = new Date(ms + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${china.getUTCFullYear()}-${pad(china.getUTCMonth() + 1)}-${pad(china.getUTCDate())} ${pad(china.getUTCHours())}:${pad(china.getUTCMinutes())}`;
}

export default function ContestSummaryBlock({ props }: BlockProps<ContestSummaryProps>) {
  const t = useT();
  const services = useServices();
  const { session } = useRuntime();
  const contestId = useContestId(props);
  const request = useRequest(async () => {
    if (!contestId) return { contest: null, enrolment: null };
    const [contest, enrolment] = await Promise.all([
      services.contest.detail(contestId),
      session.loggedIn ? services.contest.myEnrolment(contestId) : Promise.resolve(null),
    ]);
    return { contest, enrolment };
  }, [contestId, services, session.loggedIn]);

  if (request.state === 'pending') return <LoadingIndicator text={t('msg:shell.loading')} />;
  const contest = request.data?.contest;
  if (request.state === 'error' || !contest)
    return <p className="contest-summary__missing">{t('msg:contest.missing')}</p>;
  return (
    <section className="contest-summary" data-contest-id={contest.contest_id}>
      {contest.title && <h2 className="contest-summary__title">{contest.title}</h2>}
      <dl>
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
        {session.loggedIn && (
          <>
            <dt>{t('msg:contest.summary.myEnrolment')}</dt>
            <dd data-enrolment-status={request.data?.enrolment?.status ?? 'none'}>
              {t(enrolmentStatusLabel(request.data?.enrolment ?? null))}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
