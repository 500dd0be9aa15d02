/**
 * A recommendation list (seed 000 §2 `/recommend/activity`, `/recommend/modelLesson`, §9
 * `recommend_week`; ledger CORE-ROUTE-19, CORE-CONST-14): the week's recommended activities or
 * model lessons (优课). The week is the server property `recommend_week` of the app config,
 * `week_1` when the config lacks it (src/services/serverProperties.ts); the list is asked for
 * that week and labelled with it (第1周推荐). Activity cards lead to their in-site page and,
 * when the data has their times, show their status (未开始 / 进行中 / 今日已结束 / 已结束,
 * src/lib/activityStatus.ts) and period; lesson cards lead to the lesson's detail page.
 * Loading, error (重试) and empty states.
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useNow, useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { detailLink } from '../../src/runtime/links/sectionLinks';
import { useRequest } from '../../src/services/http/useRequest';
import { loadServerProperties } from '../../src/services/serverProperties';
import type { RecommendItem } from '../../src/services/recommendService';
import { EduImage } from '../../src/shell/ui/EduImage';
import { sizedImage } from '../../src/lib/imageUrl';
import {
  ACTIVITY_STATE_MESSAGES,
  activityPeriod,
  activityStateAt,
} from '../../src/lib/activityStatus';
import { SafeLink } from '../shared/SafeLink';
import { Breadcrumb } from '../shared/Breadcrumb';
import './recommend-list.css';
import type { RecommendListProps } from './props.gen';

export type { RecommendListProps };

/** Detail pages of model lessons (`/content/detail?contentId&contentType`). */
const LESSON_DETAIL_BASE = '/content';

/** `week_3` → 3 (null for anything else). */
export function weekNumber(week: string): number | null {
  const match = /^week_([0-9]{1,2})$/.exec(week);
  return match ? Number(match[1]) : null;
}

function itemHref(item: RecommendItem, sitePrefix: string): string | null {
  // A link from data goes to SafeLink as it is: only in-site paths and http(s) survive.
  if (item.link) return item.link;
  if (item.resource_id)
    return siteHref(
      sitePrefix,
      detailLink(LESSON_DETAIL_BASE, {
        contentId: item.resource_id,
        contentType: item.resource_type ?? undefined,
      }),
    );
  return null;
}

/** How often the activity states are re-read, so 今日已结束 turns 已结束 at midnight. */
const STATE_REFRESH_MS = 60_000;

function RecommendCard({
  item,
  sitePrefix,
  now,
}: {
  item: RecommendItem;
  sitePrefix: string;
  now: number;
}) {
  const t = useT();
  // An activity with its times shows its status (ledger CORE-HELPER-38/39) where the data's
  // label would be, and its period below; an item without times keeps the label.
  const state = activityStateAt(item.begin_time, item.end_time, now);
  const period = state ? activityPeriod(item.begin_time, item.end_time) : '';
  return (
    <li className="recommend-list__item" data-recommend-id={item.id}>
      <SafeLink className="recommend-list__card" href={itemHref(item, sitePrefix)}>
        <span className="recommend-list__cover">
          {item.cover_url ? <EduImage src={sizedImage(item.cover_url, 360)} /> : null}
          {state ? (
            <span className="recommend-list__label" data-activity-state={state}>
              {t(ACTIVITY_STATE_MESSAGES[state])}
            </span>
          ) : (
            item.label && <span className="recommend-list__label">{item.label}</span>
          )}
        </span>
        <span className="recommend-list__body">
          <span className="recommend-list__title">{item.title}</span>
          {item.summary && <span className="recommend-list__summary">{item.summary}</span>}
          {period && <span className="recommend-list__period">{period}</span>}
          {item.source && <span className="recommend-list__source">{item.source}</span>}
        </span>
      </SafeLink>
    </li>
  );
}

export default function RecommendListBlock({ props, blockId }: BlockProps<RecommendListProps>) {
  const t = useT();
  const now = useNow(STATE_REFRESH_MS);
  const { services, sitePrefix } = useRuntime();
  const request = useRequest(async () => {
    const load = services.recommend;
    if (!load) throw new Error('The recommendation service is not available');
    const { recommend_week: week } = await loadServerProperties(services.appConfig);
    return (await load()).list(props.kind, week);
  }, [services, props.kind]);
  const headingId = `${blockId}-heading`;
  const week = request.data?.week;
  const number = week ? weekNumber(week) : null;

  let body;
  if (request.state === 'pending' && !request.data) {
    body = (
      <p className="recommend-list__note" role="status">
        {t('msg:shell.loading')}
      </p>
    );
  } else if (request.state === 'error') {
    body = (
      <div className="recommend-list__note" role="alert">
        <p>{t('msg:shell.error')}</p>
        <button type="button" className="edu-action" onClick={request.reload}>
          {t('msg:myLives.retry')}
        </button>
      </div>
    );
  } else if (!request.data || request.data.items.length === 0) {
    body = <p className="recommend-list__note">{t('msg:recommendList.empty')}</p>;
  } else {
    body = (
      <ul className="recommend-list__grid">
        {request.data.items.map((item) => (
          <RecommendCard key={item.id} item={item} sitePrefix={sitePrefix} now={now} />
        ))}
      </ul>
    );
  }

  return (
    <section
      className="recommend-list"
      aria-labelledby={headingId}
      data-recommend-kind={props.kind}
      data-recommend-week={week ?? ''}
    >
      <Breadcrumb crumbs={props.breadcrumb ?? []} current={t(props.title)} />
      <div className="recommend-list__head">
        <h1 className="recommend-list__heading" id={headingId}>
          {t(props.title)}
        </h1>
        {week && (
          <span className="recommend-list__week" data-week={week}>
            {number === null
              ? t('msg:recommendList.weekOther', { week })
              : t('msg:recommendList.week', { week: number })}
          </span>
        )}
      </div>
      {body}
    </section>
  );
}
