/**
 * The live-class list, `/liveList` (seed 000 §2 "Recommendation and live lists", §3 live
 * class status, §4 live status and sort; ledger CORE-ROUTE-19, CORE-LIVE-01..08, CORE-LIVE-17,
 * CORE-SHARED-02, CORE-LOGIN-16).
 *
 * Tabs 全部 / 未开始 / 直播中 / 已结束 ask the service with status -1 / 0 / 1 / 2 (the filter
 * set, A-10); the chosen tab is kept in the address (`?status=`) so a reload or a shared link
 * shows the same list. Cards are ordered by the live channel sort and badged from their times
 * (预告 / 直播中 / 回放). An empty tab shows the shared taken-down screen whose 看看其他 leads
 * back to /liveList. Anonymous visitors browse it: only 预约 asks for login.
 *
 * Subscribing (seed 000 §4, §5, §7, §8, §9; ledger CORE-LIVE-09..16, -18..21): an upcoming live
 * shows 预约 while it is more than 15 minutes away, 已预约 once subscribed, and within the 15
 * minutes (not subscribed) a countdown ticking every second; at zero the card becomes the live
 * view (badge 直播中). All of it reads the runtime clock, never Date.now(), and re-renders
 * exactly when something changes (`nextChangeIn`). The signed-in user's subscriptions are asked
 * once (a failure leaves them empty: every live shows 预约). 预约 when logged out asks
 * 需要登录才可以预约，是否登录？ and goes to sign-in on OK; 已预约 does nothing.
 */
import { useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useServices, useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { detailLink } from '../../src/runtime/links/sectionLinks';
import { ErrorScreen, LoadingIndicator } from '../../src/runtime/screens/screens';
import { EduImage } from '../../src/shell/ui/EduImage';
import { sizedImage } from '../../src/lib/imageUrl';
import { LIVE_STATUS_MESSAGES, liveStatusAt } from '../../src/lib/liveStatus';
import { LIVE_FILTER, LIVE_FILTER_TABS, sortLives, type LiveFilter } from '../../src/lib/liveList';
import { subscribeFailureMessage, type OpenClassLive } from '../../src/services/liveService';
import { SafeLink } from '../shared/SafeLink';
import EmptyContentBlock from '../empty-content/EmptyContentBlock';
import { liveTimeRange } from './liveTime';
import { countdownText, nextChangeIn, subscribeViewAt } from './liveSubscribe';
import './live-list.css';
import { LiveFilterTabs } from './LiveFilterTabs';
import { LiveCarousel } from './LiveCarousel';
import type { LiveListProps } from './props.gen';

export type { LiveListProps };

const DEFAULT_PAGE_SIZE = 12;
/**
 * The list looks at the clock at least this often (a live that ends while the page is open
 * moves on); countdowns, the 15-minute boundary and starts are met exactly (`nextChangeIn`).
 */
const BADGE_REFRESH_MS = 60_000;
const NO_SUBSCRIPTIONS: ReadonlySet<string> = new Set();
const NO_LIVES: readonly OpenClassLive[] = [];
const STATUS_QUERY = 'status';
/** The detail page base of an open class live (`/content/detail?contentId&contentType`). */
const LIVE_DETAIL_BASE = '/content';
const LIVE_RESOURCE_TYPE = 'open_class_live';

function filterFrom(raw: string | null): LiveFilter {
  const found = LIVE_FILTER_TABS.find((tab) => String(tab.filter) === raw);
  return found ? found.filter : LIVE_FILTER.all;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; items: OpenClassLive[]; total: number; more: 'idle' | 'loading' };

/** The signed-in user's subscribed lives; `user` tells whose they are. */
interface Subscriptions {
  user: string;
  state: 'loading' | 'ready';
  ids: ReadonlySet<string>;
}

/** The runtime clock's time, read again whenever the list next changes (or the clock jumps). */
function useListNow(lives: readonly OpenClassLive[], subscribed: ReadonlySet<string>): number {
  const { clock } = useRuntime();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => clock.subscribe(() => setNow(clock.now())), [clock]);
  useEffect(() => {
    const timer = setTimeout(
      () => setNow(clock.now()),
      nextChangeIn(lives, subscribed, clock.now(), BADGE_REFRESH_MS),
    );
    return () => clearTimeout(timer);
  }, [clock, lives, subscribed, now]);
  return now;
}

/** 预约 / 已预约 / the countdown of one upcoming live (nothing once it has started). */
function LiveSubscribe(props: {
  live: OpenClassLive;
  now: number;
  subscribed: boolean;
  /** Subscriptions still loading: the button waits. */
  pending: boolean;
  onSubscribed: (liveId: string) => void;
}) {
  const { t, ui, session, services } = useRuntime();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const { live } = props;
  const view = subscribeViewAt(live.start_time, props.subscribed, props.now);
  if (view.kind === 'none') return null;
  if (view.kind === 'countdown')
    return (
      // role=timer: announced when reached, not every second (its aria-live is off).
      <span
        role="timer"
        className="live-list__countdown"
        data-live-countdown={Math.ceil(view.remainingMs / 1000)}
      >
        {t('msg:liveList.countdown', { time: countdownText(view.remainingMs, t) })}
      </span>
    );

  const subscribe = async () => {
    // CORE-LIVE-16: 已预约 does nothing.
    if (view.kind === 'subscribed' || busy || props.pending || session.waiting) return;
    if (!session.loggedIn) {
      // CORE-LIVE-14/15: OK goes to sign-in (back here afterwards); Cancel leaves all as it was.
      if (await ui.confirm(t('msg:liveList.loginToSubscribe')))
        session.login(`${location.pathname}${location.search}`);
      return;
    }
    setBusy(true);
    try {
      const load = services.live;
      if (!load) throw new Error('The live service is not available');
      await (await load()).subscribe(live.id);
      props.onSubscribed(live.id);
      ui.toast(t('msg:liveList.subscribeSuccess'));
    } catch (error) {
      ui.toast(subscribeFailureMessage(error) ?? t('msg:liveList.subscribeFailed'));
    } finally {
      setBusy(false);
    }
  };

  const subscribed = view.kind === 'subscribed';
  return (
    <button
      type="button"
      className={`live-list__subscribe${subscribed ? ' live-list__subscribe--done' : ''}`}
      aria-disabled={subscribed || busy || props.pending || undefined}
      data-subscribed={subscribed}
      onClick={() => void subscribe()}
    >
      {t(subscribed ? 'msg:liveList.subscribed' : 'msg:liveList.subscribe')}
    </button>
  );
}

function LiveCard(props: {
  live: OpenClassLive;
  now: number;
  subscribed: boolean;
  pending: boolean;
  onSubscribed: (liveId: string) => void;
  /** `div` inside the carousel, whose slide is the list item. */
  element?: 'li' | 'div';
}) {
  const Frame = props.element ?? 'li';
  const { t, ui, sitePrefix } = useRuntime();
  const { live } = props;
  const status = liveStatusAt(live.start_time, live.end_time, props.now);
  const view = subscribeViewAt(live.start_time, props.subscribed, props.now);
  const body = (
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
        {live.extra?.source && <span className="live-list__meta">{live.extra.source}</span>}
      </span>
    </>
  );
  return (
    <Frame
      className="live-list__item"
      data-live-id={live.id}
      data-live-phase={status === null ? undefined : status}
      data-subscribe={view.kind}
    >
      {live.resource_id ? (
        <SafeLink
          className="live-list__card"
          href={siteHref(
            sitePrefix,
            detailLink(LIVE_DETAIL_BASE, {
              contentId: live.resource_id,
              contentType: LIVE_RESOURCE_TYPE,
            }),
          )}
        >
          {body}
        </SafeLink>
      ) : (
        // CORE-LIVE-17: a live without a resource id cannot be opened.
        <button
          type="button"
          className="live-list__card"
          onClick={() => ui.toast(t('msg:liveList.notFound'))}
        >
          {body}
        </button>
      )}
      {view.kind !== 'none' && (
        // Outside the card's link: a button inside a link is neither valid nor usable.
        <div className="live-list__action">
          <LiveSubscribe
            live={live}
            now={props.now}
            subscribed={props.subscribed}
            pending={props.pending}
            onSubscribed={props.onSubscribed}
          />
        </div>
      )}
    </Frame>
  );
}

export default function LiveListBlock({ props }: BlockProps<LiveListProps>) {
  const t = useT();
  const { sitePrefix, session } = useRuntime();
  const services = useServices();
  const [search, setSearch] = useSearchParams();
  const carousel = props.layout === 'carousel';
  // The carousel has no tabs: it shows every status, whatever the address asks the list for.
  const filter = carousel ? LIVE_FILTER.all : filterFrom(search.get(STATUS_QUERY));
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  const channel = props.channel;
  // Each answer remembers the tab it belongs to: a newer tab's list is "loading" until its own
  // answer arrives, without resetting state in an effect.
  const [answer, setAnswer] = useState<{ filter: LiveFilter; loaded: Loaded }>({
    filter,
    loaded: { state: 'loading' },
  });
  const [paging, setPaging] = useState({ filter, page: 0 });
  const page = paging.filter === filter ? paging.page : 0;
  const loaded: Loaded = answer.filter === filter ? answer.loaded : { state: 'loading' };

  // CORE-LIVE-21: the signed-in user's subscriptions, once per user; a failure is an empty list.
  const userId = !session.waiting && session.loggedIn ? (session.user?.user_id ?? null) : null;
  const [subscriptions, setSubscriptions] = useState<Subscriptions | null>(null);
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    const load = services.live;
    (load ? load().then((live) => live.subscriptions()) : Promise.resolve(NO_SUBSCRIPTIONS))
      .catch(() => NO_SUBSCRIPTIONS)
      .then((ids) => {
        if (current)
          setSubscriptions((previous) => ({
            user: userId,
            state: 'ready',
            // Subscribed here while the list was on its way: keep those too.
            ids: previous?.user === userId ? new Set([...ids, ...previous.ids]) : new Set(ids),
          }));
      });
    return () => {
      current = false;
    };
  }, [services, userId]);
  const mine = userId !== null && subscriptions?.user === userId ? subscriptions : null;
  const subscribedIds = mine?.ids ?? NO_SUBSCRIPTIONS;
  const subscriptionsState =
    session.waiting || (userId !== null && mine?.state !== 'ready') ? 'loading' : 'ready';
  const onSubscribed = (liveId: string) => {
    if (userId === null) return;
    setSubscriptions((previous) => ({
      user: userId,
      state: previous?.user === userId ? previous.state : 'loading',
      ids: new Set([...(previous?.user === userId ? previous.ids : []), liveId]),
    }));
  };
  const shown = loaded.state === 'ready' ? loaded.items : NO_LIVES;
  const now = useListNow(shown, subscribedIds);

  useEffect(() => {
    let current = true;
    const settle = (next: (previous: Loaded) => Loaded) =>
      setAnswer((previous) => ({
        filter,
        loaded: next(previous.filter === filter ? previous.loaded : { state: 'loading' }),
      }));
    const load = services.live;
    if (!load) {
      settle(() => ({ state: 'error' }));
      return;
    }
    load()
      .then((live) =>
        channel
          ? live.search(filter, page * pageSize, pageSize, channel)
          : live.search(filter, page * pageSize, pageSize),
      )
      .then(
        (result) => {
          if (!current) return;
          settle((previous) => ({
            state: 'ready',
            items:
              page > 0 && previous.state === 'ready'
                ? [...previous.items, ...result.items]
                : result.items,
            total: result.total,
            more: 'idle',
          }));
        },
        () => {
          if (current) settle(() => ({ state: 'error' }));
        },
      );
    return () => {
      current = false;
    };
  }, [services, filter, page, pageSize, channel]);

  const tabIdPrefix = useId();
  const panelId = useId();
  const headingId = useId();
  const selectedIndex = LIVE_FILTER_TABS.findIndex((tab) => tab.filter === filter);

  const choose = (next: LiveFilter) => {
    if (next === filter) return;
    const params = new URLSearchParams(search);
    if (next === LIVE_FILTER.all) params.delete(STATUS_QUERY);
    else params.set(STATUS_QUERY, String(next));
    setSearch(params);
  };

  let content;
  if (loaded.state === 'loading') content = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (loaded.state === 'error')
    content = (
      <ErrorScreen
        message={t('msg:shell.error')}
        homeLabel={t('msg:shell.backHome')}
        homeHref={siteHref(sitePrefix, '')}
      />
    );
  else if (loaded.items.length === 0)
    content = carousel ? null : (
      <EmptyContentBlock props={{ othersTo: '/liveList' }} blockId="live-list-empty" />
    );
  else if (carousel) {
    const cardProps = (live: OpenClassLive) => ({
      live,
      now,
      subscribed: subscribedIds.has(live.id),
      pending: subscriptionsState === 'loading',
      onSubscribed,
    });
    content = (
      <LiveCarousel
        labelledBy={headingId}
        cards={sortLives(loaded.items, now).map((live) => (
          <LiveCard key={live.id} element="div" {...cardProps(live)} />
        ))}
      />
    );
  } else {
    const items = sortLives(loaded.items, now);
    content = (
      <>
        <ul className="live-list__grid">
          {items.map((live) => (
            <LiveCard
              key={live.id}
              live={live}
              now={now}
              subscribed={subscribedIds.has(live.id)}
              pending={subscriptionsState === 'loading'}
              onSubscribed={onSubscribed}
            />
          ))}
        </ul>
        {loaded.items.length < loaded.total && (
          <button
            type="button"
            className="edu-action live-list__more"
            disabled={loaded.more === 'loading'}
            onClick={() => {
              setAnswer({ filter, loaded: { ...loaded, more: 'loading' } });
              setPaging({ filter, page: page + 1 });
            }}
          >
            {t('msg:liveList.more')}
          </button>
        )}
      </>
    );
  }

  const dataState = loaded.state === 'ready' && loaded.items.length === 0 ? 'empty' : loaded.state;
  if (carousel)
    return (
      <section
        className="live-list live-list--carousel"
        data-live-list={dataState}
        data-live-layout="carousel"
        data-subscriptions={subscriptionsState}
      >
        <h2 className="live-list__heading" id={headingId}>
          {t(props.title)}
        </h2>
        {content}
      </section>
    );

  return (
    <section
      className="live-list"
      data-live-list={
        loaded.state === 'ready' && loaded.items.length === 0 ? 'empty' : loaded.state
      }
      data-live-status={filter}
      data-subscriptions={subscriptionsState}
    >
      <h1 className="live-list__heading">{t(props.title)}</h1>
      <LiveFilterTabs filter={filter} onChoose={choose} idPrefix={tabIdPrefix} panelId={panelId} />
      <div
        className="live-list__panel"
        role="tabpanel"
        id={panelId}
        aria-labelledby={`${tabIdPrefix}-${selectedIndex}`}
      >
        {content}
      </div>
    </section>
  );
}
