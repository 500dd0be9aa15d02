/**
 * The live status tabs (全部, 未开始, 直播中, 已结束; seed 000 §7 status -1/0/1/2) shared by the
 * live lists: a tablist whose arrows, Home and End move between the tabs and choose them. The
 * list owns the chosen filter (in its URL) and the tab panel, labelled by `${idPrefix}-${index}`.
 */
import { useRef, type KeyboardEvent } from 'react';
import { useT } from '../../src/runtime/hooks';
import { LIVE_FILTER_TABS, type LiveFilter } from '../../src/lib/liveList';
import { tabIndexForKey } from '../shared/tabKeys';

export function LiveFilterTabs(props: {
  filter: LiveFilter;
  onChoose: (filter: LiveFilter) => void;
  /** Tab ids are `${idPrefix}-${index}`. */
  idPrefix: string;
  panelId: string;
}) {
  const t = useT();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = LIVE_FILTER_TABS.findIndex((tab) => tab.filter === props.filter);
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabIndexForKey(event.key, selectedIndex, LIVE_FILTER_TABS.length);
    if (next === null) return;
    event.preventDefault();
    props.onChoose(LIVE_FILTER_TABS[next].filter);
    tabRefs.current[next]?.focus();
  };
  return (
    <div
      className="live-list__tabs"
      role="tablist"
      aria-label={t('msg:liveList.filterLabel')}
      onKeyDown={onTabKey}
    >
      {LIVE_FILTER_TABS.map((tab, index) => (
        <button
          key={tab.filter}
          ref={(node) => {
            tabRefs.current[index] = node;
          }}
          id={`${props.idPrefix}-${index}`}
          type="button"
          role="tab"
          className="live-list__tab"
          aria-selected={tab.filter === props.filter}
          aria-controls={props.panelId}
          tabIndex={tab.filter === props.filter ? 0 : -1}
          data-live-filter={tab.filter}
          onClick={() => props.onChoose(tab.filter)}
        >
          {t(tab.label)}
        </button>
      ))}
    </div>
  );
}
