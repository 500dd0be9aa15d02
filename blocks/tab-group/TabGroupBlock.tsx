/**
 * Tab group (section type 26): the child sections as tabs (WAI-ARIA tabs pattern: arrow keys,
 * Home and End move and select, one tab stop). The active child renders with the registry
 * entry for its type; the tab bar carries the active child's more link (ledger A-08). An
 * empty child shows the tab title with its empty text (CORE-CHAN-10, 24; HD-SECT-07).
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import type { TabGroupProps } from './props.gen';
import type { Section } from '../../src/services/entities';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useT } from '../../src/runtime/hooks';
import { moreLink, sectionTitle } from '../../src/runtime/links/sectionLinks';
import { SectionFrame } from '../shared/SectionFrame';
import { SafeLink } from '../shared/SafeLink';
import { EmptyState, emptyKindFor } from '../shared/EmptyState';
import { SectionSlot, useLogUnknownSectionTypes } from '../shared/SectionSlot';
import { useLinkBase } from '../shared/useLinkBase';
import './tab-group.css';
import { tabIndexForKey } from '../shared/tabKeys';

/** The child as its panel shows it: its title and more link move up into the tab bar. */
function panelSection(child: Section): Section {
  const { data, display } = child.setting ?? {};
  return {
    ...child,
    moreUrl: undefined,
    setting: {
      data: data ? { ...data, show_more_data: undefined } : data,
      display: display ? { ...display, is_title_show: false } : display,
    },
  };
}

export default function TabGroupBlock({ props }: BlockProps<TabGroupProps>) {
  const { section } = props;
  const t = useT();
  const { registry } = useRuntime();
  const base = useLinkBase(props.linkBase);
  const ids = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [selected, setSelected] = useState(0);
  const children = section.children ?? [];
  useLogUnknownSectionTypes(
    children.map((child) => child.type),
    'tab-group',
  );
  const tabs = children.filter((child) => registry.bySectionType(child.type));

  if (tabs.length === 0) {
    return (
      <SectionFrame section={section} block="tab-group" moreHref={moreLink(section, base)}>
        <EmptyState kind={emptyKindFor(props)} tabTitle={props.tabTitle} />
      </SectionFrame>
    );
  }

  const active = Math.min(selected, tabs.length - 1);
  const activeChild = tabs[active];
  const titleOf = (child: Section, index: number) => sectionTitle(child) || String(index + 1);
  const activeTitle = titleOf(activeChild, active);
  const more = moreLink(activeChild, base);

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexForKey(event.key, active, tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <SectionFrame section={section} block="tab-group">
      <div className="tab-group__bar">
        <div
          className="tab-group__tabs"
          role="tablist"
          aria-label={sectionTitle(section) || undefined}
        >
          {tabs.map((child, index) => (
            <button
              key={child.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${ids}-tab-${index}`}
              className="tab-group__tab"
              aria-selected={index === active}
              aria-controls={`${ids}-panel`}
              tabIndex={index === active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
            >
              {titleOf(child, index)}
            </button>
          ))}
        </div>
        {more ? (
          <SafeLink
            href={more}
            className="tab-group__more"
            aria-describedby={`${ids}-tab-${active}`}
          >
            {t('msg:section.more')}
          </SafeLink>
        ) : null}
      </div>
      <div
        className="tab-group__panel"
        role="tabpanel"
        id={`${ids}-panel`}
        aria-labelledby={`${ids}-tab-${active}`}
        tabIndex={0}
      >
        <SectionSlot
          key={activeChild.id}
          section={panelSection(activeChild)}
          linkBase={base}
          tabTitle={activeTitle}
          emptyText={props.emptyText}
        />
      </div>
    </SectionFrame>
  );
}
