/**
 * 我的直播, the signed-in teacher's own live activities on the live hub `/live` (seed 000 §7
 * call table, §9; ledger CORE-LIVE-22/23, CORE-API-22): one request,
 * `POST /live_activities/actions/search_by_user` with `{offset: 0, limit: 2, is_mine: true,
 * scope_type: 4, status: [0, 1]}` — limit 6 on a phone (`isMobileClient`). Each card shows the
 * cover, 直播中 / 预告 from the runtime clock, the time range and leads to its live room. Nothing
 * is asked, and nothing shown, for a visitor who is not signed in (the manifest also shows the
 * block to teachers only).
 */
import { useMemo } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useNow, useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { useRequest } from '../../src/services/http/useRequest';
import { EduImage } from '../../src/shell/ui/EduImage';
import { sizedImage } from '../../src/lib/imageUrl';
import { LIVE_STATUS_MESSAGES, liveStatusAt } from '../../src/lib/liveStatus';
import type { LiveActivity } from '../../src/services/liveService';
import { SafeLink } from '../shared/SafeLink';
import { liveTimeRange } from '../live-list/liveTime';
import { isMobileClient } from '../../src/lib/mobileClient';
import './my-lives.css';
import type { MyLivesProps } from './props.gen';

export type { MyLivesProps };

function MyLiveCard({ live, now }: { live: LiveActivity; now: number }) {
  const t = useT();
  const { sitePrefix } = useRuntime();
  const status = liveStatusAt(live.start_time, live.end_time, now);
  return (
    <li className="my-lives__item" data-my-live-id={live.id}>
      <SafeLink
        className="my-lives__card"
        href={live.live_url ? siteHref(sitePrefix, live.live_url) : null}
      >
        <span className="my-lives__cover">
          {live.cover_url ? <EduImage src={sizedImage(live.cover_url, 360)} /> : null}
          {status !== null && (
            <span className={`my-lives__badge my-lives__badge--${status + 1}`}>
              {t(LIVE_STATUS_MESSAGES[status])}
            </span>
          )}
        </span>
        <span className="my-lives__body">
          <span className="my-lives__name">{live.title}</span>
          <span className="my-lives__meta">{liveTimeRange(live.start_time, live.end_time)}</span>
        </span>
      </SafeLink>
    </li>
  );
}

export default function MyLivesBlock({ props, blockId }: BlockProps<MyLivesProps>) {
  const t = useT();
  const { services, session } = useRuntime();
  const now = useNow(60_000);
  const mobile = useMemo(() => isMobileClient(), []);
  const signedIn = session.loggedIn && !session.waiting;
  const userId = session.user?.user_id ?? '';
  const request = useRequest(async () => {
    if (!signedIn) return null;
    const load = services.liveActivity;
    if (!load) throw new Error('The live activity service is not available');
    return (await load()).mine(mobile);
  }, [services, signedIn, userId, mobile]);

  if (!signedIn) return null;
  const headingId = `${blockId}-heading`;
  let body;
  if (request.state === 'pending' && !request.data) {
    body = (
      <p className="my-lives__note" role="status">
        {t('msg:shell.loading')}
      </p>
    );
  } else if (request.state === 'error') {
    body = (
      <p className="my-lives__note" role="alert">
        {t('msg:myLives.error')}{' '}
        <button type="button" className="my-lives__retry" onClick={request.reload}>
          {t('msg:myLives.retry')}
        </button>
      </p>
    );
  } else if (!request.data || request.data.items.length === 0) {
    body = <p className="my-lives__note">{t('msg:myLives.empty')}</p>;
  } else {
    body = (
      <ul className="my-lives__grid">
        {request.data.items.map((live) => (
          <MyLiveCard key={live.id} live={live} now={now} />
        ))}
      </ul>
    );
  }
  return (
    <section
      className="my-lives"
      aria-labelledby={headingId}
      data-my-lives={request.state}
      data-mobile={mobile}
    >
      <h2 className="my-lives__heading" id={headingId}>
        {t(props.title)}
        {request.data && request.data.total > 0 && (
          <span className="my-lives__count">
            {t('msg:myLives.count', { count: request.data.total })}
          </span>
        )}
      </h2>
      {body}
    </section>
  );
}
