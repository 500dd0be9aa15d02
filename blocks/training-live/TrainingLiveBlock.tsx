/**
 * The teacher-training live list, `/teacherTraining/train/live` (seed 000 §2, §7 "Teacher-training
 * live list: GET a datas.json file"; ledger CORE-ROUTE-08, CORE-LIVE-25, CORE-API-23). The whole
 * list is one file on the static host (`…/teacherTraining/live/datas.json`, no token); the tabs
 * 全部 / 未开始 / 直播中 / 已结束 filter it in the page with the live list's own helpers (the
 * filter set of src/lib/liveList.ts, `liveFilterOf` of the time-derived status), and the cards are
 * ordered and badged as on /liveList (`sortLives`, `liveStatusAt`, `liveTimeRange`), reading the
 * runtime clock. A card with a `url` opens it (through the safe-link check).
 */
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useNow, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { EduImage } from '../../src/shell/ui/EduImage';
import { sizedImage } from '../../src/lib/imageUrl';
import { LIVE_STATUS_MESSAGES, liveStatusAt } from '../../src/lib/liveStatus';
import {
  LIVE_FILTER,
  LIVE_FILTER_TABS,
  liveFilterOf,
  sortLives,
  type LiveFilter,
} from '../../src/lib/liveList';
import type { TrainingLive } from '../../src/services/trainingService';
import { Breadcrumb } from '../shared/Breadcrumb';
import { SafeLink } from '../shared/SafeLink';
import { LiveFilterTabs } from '../live-list/LiveFilterTabs';
import { liveTimeRange } from '../live-list/liveTime';
import { Failed, useSiteLink, useTrainingService } from '../training-project/trainingShared';
import '../live-list/live-list.css';
import './training-live.css';
import type { TrainingLiveProps } from './props.gen';

export type { TrainingLiveProps };

const STATUS_QUERY = 'status';
const REFRESH_MS = 30_000;

function filterFrom(raw: string | null): LiveFilter {
  return LIVE_FILTER_TABS.find((tab) => String(tab.filter) === raw)?.filter ?? LIVE_FILTER.all;
}

function LiveCard(props: { live: TrainingLive; now: number }) {
  const t = useT();
  const link = useSiteLink();
  const { live } = props;
  const status = liveStatusAt(live.start_time, live.end_time, props.now);
  const body: ReactNode = (
    <>
      <span className="live-list__cover">
        {live.cover_url ? <EduImage src={sizedImage(live.cover_url, 360)} /> : null}
        {status !== null && (
          <span className={`live-list__badge live-list__badge--${status + 1}`}>
            {t(LIVE_STATUS_MESSAGES[status])}
          </span>
        )}
      </span>
      <span className="live-list__body">
        <span className="live-list__title">{live.title}</span>
        <span className="live-list__meta">{liveTimeRange(live.start_time, live.end_time)}</span>
        <span className="live-list__meta">
          {[live.speaker, live.organ].filter(Boolean).join(' · ')}
        </span>
      </span>
    </>
  );
  return (
    <li className="live-list__item" data-live-id={live.id} data-live-phase={status ?? undefined}>
      {live.url ? (
        <SafeLink className="live-list__card" href={link(live.url)}>
          {body}
        </SafeLink>
      ) : (
        <div className="live-list__card training-live__card">{body}</div>
      )}
    </li>
  );
}

export default function TrainingLiveBlock({ props, blockId }: BlockProps<TrainingLiveProps>) {
  const t = useT();
  const training = useTrainingService();
  const now = useNow(REFRESH_MS);
  const [search, setSearch] = useSearchParams();
  const filter = filterFrom(search.get(STATUS_QUERY));
  const lives = useRequest(async () => (await training()).lives(), [training]);
  const tabIds = useId();
  const panelId = `${blockId}-panel`;
  const selected = LIVE_FILTER_TABS.findIndex((tab) => tab.filter === filter);

  const choose = (next: LiveFilter) => {
    const params = new URLSearchParams(search);
    if (next === LIVE_FILTER.all) params.delete(STATUS_QUERY);
    else params.set(STATUS_QUERY, String(next));
    setSearch(params, { replace: true });
  };

  let body;
  let state: string = lives.state === 'finished' ? 'ready' : lives.state;
  if (lives.state === 'pending' && !lives.data)
    body = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (lives.state === 'error') body = <Failed onRetry={lives.reload} />;
  else {
    const shown = sortLives(
      (lives.data ?? []).filter((live) => {
        if (filter === LIVE_FILTER.all) return true;
        const status = liveStatusAt(live.start_time, live.end_time, now);
        return status !== null && liveFilterOf(status) === filter;
      }),
      now,
    );
    if (shown.length === 0) {
      state = 'empty';
      body = <p className="training-note training-live__empty">{t('msg:training.live.empty')}</p>;
    } else
      body = (
        <ul className="live-list__grid">
          {shown.map((live) => (
            <LiveCard key={live.id} live={live} now={now} />
          ))}
        </ul>
      );
  }

  const title = t(props.title);
  return (
    <section
      className="training-page live-list training-live"
      aria-labelledby={`${blockId}-title`}
      data-training-live={state}
      data-live-status={filter}
    >
      <Breadcrumb crumbs={props.breadcrumb ?? []} current={title} />
      <h1 id={`${blockId}-title`} className="live-list__heading">
        {title}
      </h1>
      <LiveFilterTabs filter={filter} onChoose={choose} idPrefix={tabIds} panelId={panelId} />
      <div
        className="live-list__panel"
        role="tabpanel"
        id={panelId}
        aria-labelledby={`${tabIds}-${selected}`}
      >
        {body}
      </div>
    </section>
  );
}
