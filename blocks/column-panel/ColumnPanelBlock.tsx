/**
 * Column panel (section type 21): a column of contents, each with its cover, title and brief.
 * When the section names a library it shows the first COLUMN_PANEL_MAX_ITEMS contents (seed
 * 000 §9); the rest are one click away through the more link. CORE-CHAN-08, HD-SECT-06.
 */
import type { BlockProps, SectionBlockProps } from '../../src/runtime/blocks/contract';
import type { ColumnPanelProps } from './props.gen';
import type { LibraryContent } from '../../src/services/entities';
import { useT } from '../../src/runtime/hooks';
import { sizedImage } from '../../src/lib/imageUrl';
import { COLUMN_PANEL_MAX_ITEMS } from '../../src/lib/specConstants';
import { descriptionTarget, itemLink, moreLink } from '../../src/runtime/links/sectionLinks';
import { SectionFrame } from '../shared/SectionFrame';
import { ItemAction } from '../shared/ItemAction';
import { EmptyState, emptyKindFor } from '../shared/EmptyState';
import { useLinkBase } from '../shared/useLinkBase';
import { itemDate, itemSource } from '../shared/itemText';
import './column-panel.css';
import { EduImage } from '../../src/shell/ui/EduImage';

const COVER_PX = 360;

/** The contents the panel shows: the first three when the section names a library. */
export function columnPanelItems(section: SectionBlockProps['section']): LibraryContent[] {
  const all = section.libraryContents ?? [];
  return section.setting?.data?.library_id ? all.slice(0, COLUMN_PANEL_MAX_ITEMS) : all;
}

/** A brief line: extra.brief_introduction, else a description that is not a link target. */
function brief(item: LibraryContent): string {
  if (item.extra?.brief_introduction) return item.extra.brief_introduction;
  return descriptionTarget(item) ? '' : (item.description ?? '');
}

export default function ColumnPanelBlock({ props }: BlockProps<ColumnPanelProps>) {
  const { section } = props;
  const t = useT();
  const base = useLinkBase(props.linkBase);
  const items = columnPanelItems(section);
  const defaultSource = t('msg:section.defaultSource');
  return (
    <SectionFrame section={section} block="column-panel" moreHref={moreLink(section, base)}>
      {items.length === 0 ? (
        <EmptyState kind={emptyKindFor(props)} tabTitle={props.tabTitle} />
      ) : (
        <ul className="column-panel__list">
          {items.map((item, index) => {
            const date = itemDate(item);
            const text = brief(item);
            return (
              <li key={`${item.id}-${index}`} className="column-panel__item">
                <ItemAction
                  href={itemLink(item, section, base)}
                  resourceType={item.resource_type}
                  className="column-panel__card"
                >
                  <span className="column-panel__cover">
                    {item.cover_url ? (
                      <EduImage src={sizedImage(item.cover_url, COVER_PX)} />
                    ) : null}
                  </span>
                  <span className="column-panel__body">
                    <span className="column-panel__title">{item.title}</span>
                    {text ? <span className="column-panel__brief">{text}</span> : null}
                    <span className="column-panel__meta">
                      <span>{itemSource(item, defaultSource)}</span>
                      {date ? <time>{date}</time> : null}
                    </span>
                  </span>
                </ItemAction>
              </li>
            );
          })}
        </ul>
      )}
    </SectionFrame>
  );
}
