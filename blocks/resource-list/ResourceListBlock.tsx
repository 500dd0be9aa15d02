/**
 * Resource list (section type 12): a title row, an optional ad, a more link and cards.
 * Seed 000 §2, §3, §5; ledger; CORE-CHAN-05, 24, 25, 39..41, 43.
 *
 * Layouts (ledger A-09): `useWorks` → work cards (show/content links, empty text 资源征集中，
 * 敬请期待); `useSpecial` → special-topic layout, at most SPECIAL_TOPIC_MAX_ITEMS items;
 * `isArtical` → article list; otherwise a grid of cards. `display.web_show === false` hides
 * the section on desktop (CSS only, so it still renders on phones).
 */
import type { BlockProps, SectionBlockProps } from '../../src/runtime/blocks/contract';
import type { ResourceListProps } from './props.gen';
import type { LibraryContent } from '../../src/services/entities';
import { useT } from '../../src/runtime/hooks';
import { sizedImage } from '../../src/lib/imageUrl';
import { SPECIAL_TOPIC_MAX_ITEMS } from '../../src/lib/specConstants';
import { itemLink, moreLink } from '../../src/runtime/links/sectionLinks';
import { SectionFrame } from '../shared/SectionFrame';
import { EmptyState, emptyKindFor } from '../shared/EmptyState';
import { ItemAction } from '../shared/ItemAction';
import { SafeLink } from '../shared/SafeLink';
import { useLinkBase } from '../shared/useLinkBase';
import { itemDate, itemSource } from '../shared/itemText';
import './resource-list.css';
import { EduImage } from '../../src/shell/ui/EduImage';

const CARD_COVER_PX = 360;

export type ResourceListLayout = 'grid' | 'works' | 'special' | 'article';

export function resourceListLayout(
  data: SectionBlockProps['section']['setting']['data'],
): ResourceListLayout {
  if (data?.useWorks) return 'works';
  if (data?.useSpecial) return 'special';
  if (data?.isArtical) return 'article';
  return 'grid';
}

interface CardProps {
  item: LibraryContent;
  href: string | undefined;
  source: string;
}

function Cover({ item }: { item: LibraryContent }) {
  return (
    <span className="resource-list__cover">
      {item.cover_url ? <EduImage src={sizedImage(item.cover_url, CARD_COVER_PX)} /> : null}
    </span>
  );
}

function Card({ item, href, source }: CardProps) {
  return (
    <li className="resource-list__item">
      <ItemAction href={href} resourceType={item.resource_type} className="resource-list__card">
        <Cover item={item} />
        <span className="resource-list__body">
          <span className="resource-list__title">{item.title}</span>
          <span className="resource-list__source">{source}</span>
        </span>
      </ItemAction>
    </li>
  );
}

function ArticleRow({ item, href }: Omit<CardProps, 'source'>) {
  const date = itemDate(item);
  return (
    <li className="resource-list__item">
      <ItemAction href={href} resourceType={item.resource_type} className="resource-list__article">
        <span className="resource-list__article-title">{item.title}</span>
        {date ? <time className="resource-list__date">{date}</time> : null}
      </ItemAction>
    </li>
  );
}

export default function ResourceListBlock({ props }: BlockProps<ResourceListProps>) {
  const { section } = props;
  const t = useT();
  const base = useLinkBase(props.linkBase);
  const data = section.setting?.data;
  const display = section.setting?.display;
  const layout = resourceListLayout(data);
  const all = section.libraryContents ?? [];
  const items = layout === 'special' ? all.slice(0, SPECIAL_TOPIC_MAX_ITEMS) : all;
  const defaultSource = t('msg:section.defaultSource');
  const mobileOnly = display?.web_show === false;

  const ad =
    display?.ad_enable && display.ad_logo_url ? (
      <SafeLink href={display.ad_url} className="resource-list__ad">
        <EduImage src={display.ad_logo_url} alt={t('msg:section.ad')} />
      </SafeLink>
    ) : null;

  let body;
  if (items.length === 0) {
    body = <EmptyState kind={emptyKindFor(props)} tabTitle={props.tabTitle} />;
  } else if (layout === 'article') {
    body = (
      <ul className="resource-list__articles">
        {items.map((item, index) => (
          <ArticleRow
            key={`${item.id}-${index}`}
            item={item}
            href={itemLink(item, section, base)}
          />
        ))}
      </ul>
    );
  } else {
    body = (
      <ul className={`resource-list__grid resource-list__grid--${layout}`}>
        {items.map((item, index) => (
          <Card
            key={`${item.id}-${index}`}
            item={item}
            href={itemLink(item, section, base)}
            source={itemSource(item, defaultSource)}
          />
        ))}
      </ul>
    );
  }

  return (
    <SectionFrame
      section={section}
      block="resource-list"
      className={[`resource-list--${layout}`, mobileOnly ? 'resource-list--mobile-only' : '']
        .filter(Boolean)
        .join(' ')}
      moreHref={moreLink(section, base)}
    >
      {ad}
      {body}
    </SectionFrame>
  );
}
