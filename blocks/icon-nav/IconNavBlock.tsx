/**
 * Icon navigation (section type 13): one icon link per `setting.data.item_data_list` entry
 * (seed 001 §3 icon link). Desktop fields: web_picture_url at ICON_WIDTH_PX through the image
 * service, web_url through useSafeHref (an unsafe link shows the icon without a link).
 * Sections that carry their icons as library contents instead (title, cover_url, extra.url —
 * as the benchmark channel does) are read the same way. CORE-CHAN-06, 35.
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import type { IconNavProps } from './props.gen';
import type { IconLink, Section } from '../../src/services/entities';
import { useT } from '../../src/runtime/hooks';
import { sizedImage } from '../../src/lib/imageUrl';
import { ICON_WIDTH_PX } from '../../src/lib/specConstants';
import { moreLink } from '../../src/runtime/links/sectionLinks';
import { SectionFrame } from '../shared/SectionFrame';
import { SafeLink } from '../shared/SafeLink';
import { EmptyState, emptyKindFor } from '../shared/EmptyState';
import { useLinkBase } from '../shared/useLinkBase';
import './icon-nav.css';
import { EduImage } from '../../src/shell/ui/EduImage';

/** The section's icon links: its item_data_list, else its library contents as icons. */
export function iconLinksOf(section: Section): IconLink[] {
  const items = section.setting?.data?.item_data_list;
  if (items?.length) return items;
  return (section.libraryContents ?? []).map((content) => ({
    id: content.id,
    title: content.title,
    web_url:
      content.extra?.url ??
      (content.description?.startsWith('http') ? content.description : undefined),
    web_picture_url: content.cover_url,
  }));
}

export default function IconNavBlock({ props }: BlockProps<IconNavProps>) {
  const { section } = props;
  const t = useT();
  const base = useLinkBase(props.linkBase);
  const links = iconLinksOf(section);
  return (
    <SectionFrame section={section} block="icon-nav" moreHref={moreLink(section, base)}>
      {links.length === 0 ? (
        <EmptyState kind={emptyKindFor(props)} tabTitle={props.tabTitle} />
      ) : (
        <nav className="icon-nav__nav" aria-label={t('msg:iconNav.label')}>
          <ul className="icon-nav__list">
            {links.map((link, index) => (
              <li key={`${link.id}-${index}`} className="icon-nav__item">
                <SafeLink href={link.web_url} className="icon-nav__link">
                  <span className="icon-nav__icon">
                    {link.web_picture_url ? (
                      <EduImage src={sizedImage(link.web_picture_url, ICON_WIDTH_PX)} />
                    ) : null}
                  </span>
                  <span className="icon-nav__title">{link.title}</span>
                </SafeLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </SectionFrame>
  );
}
