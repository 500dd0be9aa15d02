/**
 * The data contest's score page (/hd/diaa/score?pos={n}; seed 001 §2; ledger HD-SITE-19,
 * HD-DIAA-13/17/18, A-48): one tab per topic, the tab of `pos` selected (the topic number, from
 * 1; a missing or invalid pos selects topic 1), showing that topic's published results from the
 * contest service: 名次, 作品名称, 作者 (the team the author leads, else the author's display
 * name), 成绩. Before publication: 成绩尚未公布，敬请期待. Changing tab rewrites `pos` (the
 * address stays shareable); the tabs follow the WAI-ARIA pattern (arrows, Home, End).
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useServices, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import type { ContestResults } from '../../src/services/entities';
import { formatChinaDateTime } from '../contest-summary/ContestSummaryBlock';
import { LoadFailed } from '../shared/LoadFailed';
import { tabIndexForKey } from '../shared/tabKeys';
import './contest-results.css';
import type { ContestResultsProps } from './props.gen';

export type { ContestResultsProps };

/** One of the schema's `topics` (props.gen.ts). */
export type ContestResultsTopic = ContestResultsProps['topics'][number];

export const DEFAULT_POS_PARAM = 'pos';

/** The selected topic's index (from 0) for a pos value: a whole number 1…count, else topic 1. */
export function topicIndexOf(pos: string | null, count: number): number {
  if (pos === null || !/^[0-9]{1,3}$/.test(pos)) return 0;
  const n = Number(pos);
  return n >= 1 && n <= count ? n - 1 : 0;
}

function ResultsPanel(props: { results: ContestResults }) {
  const t = useT();
  const { results } = props;
  if (!results.published)
    return <p className="contest-results__notice">{t('msg:contestResults.unpublished')}</p>;
  return (
    <>
      {results.published_time ? (
        <p className="contest-results__time">
          {t('msg:contestResults.publishedAt', {
            time: formatChinaDateTime(results.published_time),
          })}
        </p>
      ) : null}
      {results.items.length === 0 ? (
        <p className="contest-results__notice">{t('msg:contestResults.empty')}</p>
      ) : (
        <div className="contest-results__table-wrap">
          <table className="contest-results__table">
            <thead>
              <tr>
                <th scope="col">{t('msg:contestResults.rank')}</th>
                <th scope="col">{t('msg:contestResults.work')}</th>
                <th scope="col">{t('msg:contestResults.author')}</th>
                <th scope="col">{t('msg:contestResults.score')}</th>
              </tr>
            </thead>
            <tbody>
              {results.items.map((item) => (
                <tr key={item.work_id} data-rank={item.rank}>
                  <td className="contest-results__rank">{item.rank}</td>
                  <td className="contest-results__work">{item.title}</td>
                  <td>{item.team_name || item.author_name}</td>
                  <td className="contest-results__score">{item.score}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export default function ContestResultsBlock({ props, blockId }: BlockProps<ContestResultsProps>) {
  const t = useT();
  const services = useServices();
  const ids = useId();
  const [query, setQuery] = useSearchParams();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const posParam = props.posParam ?? DEFAULT_POS_PARAM;
  const topics = props.topics;
  const selected = topicIndexOf(query.get(posParam), topics.length);
  const topic = topics[selected];
  const request = useRequest(
    () => services.contest.results(topic!.contestId),
    [services, topic?.contestId],
  );
  // On a narrow screen the tabs scroll sideways: bring the selected one into sight (score?pos=8).
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[selected];
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const left = tab.getBoundingClientRect().left - list.getBoundingClientRect().left;
    if (left < 0 || left + tab.offsetWidth > list.clientWidth)
      list.scrollLeft += left - (list.clientWidth - tab.offsetWidth) / 2;
  }, [selected]);
  if (!topic) return null;

  const select = (index: number) => {
    setQuery(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(posParam, String(index + 1));
        return next;
      },
      { replace: true },
    );
    tabRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexForKey(event.key, selected, topics.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  let body;
  if (request.state === 'pending') body = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (request.state === 'error' || !request.data)
    body = (
      <LoadFailed
        className="contest-results__notice"
        buttonClassName="contest-results__retry"
        message={t('msg:contestResults.loadFailed')}
        retryLabel={t('msg:contestResults.reload')}
        retry={request.reload}
      />
    );
  else body = <ResultsPanel results={request.data} />;

  return (
    <section className="contest-results" data-block-id={blockId}>
      <div
        ref={listRef}
        className="contest-results__tabs"
        role="tablist"
        aria-label={t('msg:contestResults.tabs')}
      >
        {topics.map((item, index) => (
          <button
            key={item.contestId}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${ids}-tab-${index}`}
            className="contest-results__tab"
            aria-selected={index === selected}
            aria-controls={`${ids}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            <span className="contest-results__tab-number">
              {t('msg:topicCards.number', { n: index + 1 })}
            </span>
            <span className="contest-results__tab-title">{t(item.title)}</span>
          </button>
        ))}
      </div>
      <div
        className="contest-results__panel"
        role="tabpanel"
        id={`${ids}-panel`}
        aria-labelledby={`${ids}-tab-${selected}`}
        tabIndex={0}
      >
        <h2 className="contest-results__heading">
          {t('msg:contestResults.heading', { n: selected + 1, title: t(topic.title) })}
        </h2>
        {body}
      </div>
    </section>
  );
}
