/**
 * The contest list of the data contest home (seed 001 §2 "Data contest page", §3, §4; ledger
 * HD-DIAA-02, 14..21, HD-GATE-33, A-45, A-48, A-49). A channel section (type 20, rendered here
 * by the custom block) whose ext_param holds the list config (`contestListConfig.ts`): every
 * entry's title and dates come from the contest service (one search for all ids), its badge and
 * buttons from the status the config gives it:
 *
 * | status | badge  | buttons                                                        |
 * | ------ | ------ | -------------------------------------------------------------- |
 * | 0      | 未开始 | none; a press on the entry says 活动暂未发布            |
 * | 1      | 报名中 | 立即参与 → the site's enrol gate → contest/{id}/enroll          |
 * | 2      | 进行中 | none                                                           |
 * | 3      | 进行中 | 成绩公布 → score?pos={n}                                        |
 * | 4      | 已结束 | 成绩公布 → score?pos={n}                                        |
 * | 5      | 进行中 | 立即参与 → the entry's link in a new tab, through the external-link interstitial (HD-DIAA-19) |
 *
 * n is the entry's 1-based place in `contest_ids` (the topics in order). Overseas contests are
 * their own group, 海外. The list is the target of the `#anchor_activity` anchor, 72 px below
 * the top. A config that cannot be read is logged and the block not shown (CORE-CHAN-32).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import type { ContestListProps } from './props.gen';
import type { Contest } from '../../src/services/entities';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useSafeUrl, useServices, useT } from '../../src/runtime/hooks';
import { useGateRunner } from '../../src/runtime/gates/useGateRunner';
import { siteHref } from '../../src/runtime/links/siteHref';
import { useRequest } from '../../src/services/http/useRequest';
import { settledContestSearch, takeContestSearch } from './contestListEarly';
import { formatChinaDateTime } from '../contest-summary/ContestSummaryBlock';
import { SectionFrame } from '../shared/SectionFrame';
import { SectionSkeleton } from '../shared/SectionSlot';
import { EmptyState, emptyKindFor } from '../shared/EmptyState';
import { LoadFailed } from '../shared/LoadFailed';
import { SafeLink } from '../shared/SafeLink';
import { ACTIVITY_ANCHOR_ID, anchorStyle, useHashAnchor } from '../shared/useHashAnchor';
import {
  contestListOf,
  scorePosOf,
  searchIdsOf,
  STATUS_VIEWS,
  type ContestListConfig,
  type ContestListEntry,
} from './contestListConfig';
import './contest-list.css';

/** The gate 立即参与 runs (the site's enrol gate, shared/gates.json `enroll`). */
export const CONTEST_LIST_ENROL_GATE = 'enroll';

const dateOf = (time: string | undefined) => formatChinaDateTime(time).slice(0, 10);

function EntryItem(props: {
  entry: ContestListEntry;
  contest: Contest;
  config: ContestListConfig;
}) {
  const t = useT();
  const { sitePrefix, ui } = useRuntime();
  const runGate = useGateRunner();
  const safeUrl = useSafeUrl();
  const [busy, setBusy] = useState(false);
  const { entry, contest } = props;
  const view = STATUS_VIEWS[entry.status];
  const id = entry.contest_id;
  const title = contest.title || id;
  const pos = view.score ? scorePosOf(props.config, id) : null;
  // Only http(s) (or an in-site path) is followed; anything else shows no button at all.
  const external = view.join === 'external' ? safeUrl(entry.link) : undefined;
  const unpublished = entry.status === 0;
  const begin = dateOf(contest.begin_time);
  const end = dateOf(contest.end_time);

  const join = async () => {
    setBusy(true);
    try {
      await runGate({
        gate: CONTEST_LIST_ENROL_GATE,
        contestId: id,
        to: `contest/${encodeURIComponent(id)}/enroll`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      className={`contest-list__entry${unpublished ? ' contest-list__entry--unpublished' : ''}`}
      data-contest-id={id}
      data-status={entry.status}
      // a press anywhere on an unpublished entry says so (its title is the keyboard's way).
      onClick={unpublished ? () => ui.toast(t('msg:gate.contest.unpublished')) : undefined}
    >
      <div className="contest-list__head">
        <span className={`contest-list__badge contest-list__badge--${view.badge}`}>
          {t(`msg:contestList.badge.${view.badge}`)}
        </span>
        <h3 className="contest-list__title">
          {unpublished ? (
            <button type="button" className="contest-list__title-button">
              {title}
            </button>
          ) : (
            title
          )}
        </h3>
      </div>
      {begin && end ? (
        <p className="contest-list__dates">{t('msg:contestList.dates', { begin, end })}</p>
      ) : null}
      {view.join === 'enroll' || external || pos !== null ? (
        <div className="contest-list__actions">
          {view.join === 'enroll' ? (
            <button
              type="button"
              className="contest-list__button contest-list__button--primary"
              data-gate={CONTEST_LIST_ENROL_GATE}
              aria-busy={busy}
              disabled={busy}
              onClick={() => void join()}
            >
              {t('msg:contestList.join')}
            </button>
          ) : null}
          {external ? (
            // Another site goes through the external-link interstitial in a new tab, like every
            // link from data (HD-DIAA-19); an in-site path stays in the app.
            <SafeLink
              className="contest-list__button contest-list__button--primary"
              href={external}
            >
              {t('msg:contestList.join')}
            </SafeLink>
          ) : null}
          {pos !== null ? (
            <SafeLink
              className="contest-list__button"
              href={siteHref(sitePrefix, `score?pos=${pos}`)}
            >
              {t('msg:contestList.score')}
            </SafeLink>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function EntryList(props: {
  entries: ContestListEntry[];
  contests: Map<string, Contest>;
  config: ContestListConfig;
}) {
  return (
    <ol className="contest-list__entries">
      {props.entries.map((entry) => (
        <EntryItem
          key={entry.contest_id}
          entry={entry}
          contest={props.contests.get(entry.contest_id)!}
          config={props.config}
        />
      ))}
    </ol>
  );
}

export default function ContestListBlock({ props, blockId }: BlockProps<ContestListProps>) {
  const t = useT();
  const services = useServices();
  const { section } = props;
  const parsed = useMemo(() => contestListOf(section), [section]);
  const config = parsed.kind === 'list' ? parsed.config : null;
  const ids = useMemo(() => (config ? searchIdsOf(config) : []), [config]);
  // The channel's early start usually has them already (contestListEarly.ts): then the list
  // is drawn in its first frame.
  // Kept for these ids once read: the request below takes the early search out of its store,
  // and a render before its answer (the one right after hydration, say) must not lose the list
  // and collapse the section for a frame.
  const kept = useRef<{ key: string; contests: Contest[] } | null>(null);
  const key = ids.join('\n');
  const settledNow = ids.length > 0 ? settledContestSearch(services, ids) : undefined;
  if (settledNow) kept.current = { key, contests: settledNow };
  const early = settledNow ?? (kept.current?.key === key ? kept.current.contests : undefined);
  const request = useRequest(
    () => (ids.length > 0 ? takeContestSearch(services, ids) : Promise.resolve([])),
    [services, ids.join('\n')],
  );
  const answer = request.data ?? (request.state === 'pending' ? early : undefined);

  useEffect(() => {
    if (parsed.kind === 'malformed')
      console.error(
        `[contest-list] section ${section.id}: malformed contest list (${parsed.error}); not shown`,
      );
    if (parsed.kind === 'list')
      for (const reason of parsed.skipped)
        console.warn(`[contest-list] section ${section.id}: ${reason}; left out`);
  }, [parsed, section.id]);

  const contests = useMemo(
    () => new Map((answer ?? []).map((contest) => [contest.contest_id, contest])),
    [answer],
  );
  const missing = useMemo(
    () =>
      request.state === 'finished' && config
        ? config.contests.filter((entry) => !contests.has(entry.contest_id))
        : [],
    [request.state, config, contests],
  );
  useEffect(() => {
    for (const entry of missing)
      console.warn(
        `[contest-list] contest ${entry.contest_id} is unknown to the service; left out`,
      );
  }, [missing]);

  // The activity anchor lands on the list once its entries are drawn (their height counts).
  useHashAnchor((id) => id === ACTIVITY_ANCHOR_ID, request.state !== 'pending' || Boolean(early));

  if (!config) return null;
  const overseas = new Set(config.overseas_contest_ids);
  const shown = config.contests.filter((entry) => contests.has(entry.contest_id));
  const home = shown.filter((entry) => !overseas.has(entry.contest_id));
  const abroad = shown.filter((entry) => overseas.has(entry.contest_id));

  let body;
  if (request.state === 'pending' && !answer) body = <SectionSkeleton />;
  else if (request.state === 'error')
    body = (
      <LoadFailed
        className="contest-list__state"
        buttonClassName="contest-list__button"
        message={t('msg:contestList.loadFailed')}
        retryLabel={t('msg:contestList.reload')}
        retry={request.reload}
      />
    );
  else if (shown.length === 0)
    body = <EmptyState kind={emptyKindFor(props)} tabTitle={props.tabTitle} />;
  else
    body = (
      <>
        {home.length > 0 ? <EntryList entries={home} contests={contests} config={config} /> : null}
        {abroad.length > 0 ? (
          <section className="contest-list__group" aria-labelledby={`${blockId}-overseas`}>
            <h3 className="contest-list__group-title" id={`${blockId}-overseas`}>
              {t('msg:contestList.overseas')}
            </h3>
            <EntryList entries={abroad} contests={contests} config={config} />
          </section>
        ) : null}
      </>
    );

  return (
    <div
      id={ACTIVITY_ANCHOR_ID}
      className="contest-list-anchor"
      style={anchorStyle}
      data-block-id={blockId}
    >
      <SectionFrame section={section} block="contest-list">
        {body}
      </SectionFrame>
    </div>
  );
}
