/**
 * Topic block (section type 22): the topic's picture (`display.web_picture_url`, linked to the
 * section's more link) beside a dated article list of its contents. Articles open the detail
 * page of the current base (HD-SECT-06: /hd/{hdmx}/detail?contentId&contentType…). CORE-CHAN-09.
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import type { TopicBlockProps } from './props.gen';
import { sizedImage } from '../../src/lib/imageUrl';
import { itemLink, moreLink, sectionTitle } from '../../src/runtime/links/sectionLinks';
import { SectionFrame } from '../shared/SectionFrame';
import { SafeLink } from '../shared/SafeLink';
import { ItemAction } from '../shared/ItemAction';
import { EmptyState, emptyKindFor } from '../shared/EmptyState';
import { useLinkBase } from '../shared/useLinkBase';
import { itemDate } from '../shared/itemText';
import './topic-block.css';
import { EduImage } from '../../src/shell/ui/EduImage';

const PICTURE_PX = 600;

export default function TopicBlock({ props }: BlockProps<TopicBlockProps>) {
  const { section } = props;
  const base = useLinkBase(props.linkBase);
  const picture = section.setting?.display?.web_picture_url;
  const items = section.libraryContents ?? [];
  const more = moreLink(section, base);
  return (
    <SectionFrame section={section} block="topic-block" moreHref={more}>
      {items.length === 0 && !picture ? (
        <EmptyState kind={emptyKindFor(props)} tabTitle={props.tabTitle} />
      ) : (
        <div className={`topic-block__body${picture ? ' topic-block__body--with-picture' : ''}`}>
          {picture ? (
            <SafeLink href={more} className="topic-block__picture-link">
              <EduImage
                className="topic-block__picture"
                src={sizedImage(picture, PICTURE_PX)}
                alt={sectionTitle(section)}
              />
            </SafeLink>
          ) : null}
          {items.length === 0 ? (
            <EmptyState kind={emptyKindFor(props)} tabTitle={props.tabTitle} />
          ) : (
            <ol className="topic-block__list">
              {items.map((item, index) => {
                const date = itemDate(item);
                return (
                  <li key={`${item.id}-${index}`} className="topic-block__item">
                    <ItemAction
                      href={itemLink(item, section, base)}
                      resourceType={item.resource_type}
                      className="topic-block__link"
                    >
                      <span className="topic-block__title">{item.title}</span>
                      {date ? <time className="topic-block__date">{date}</time> : null}
                    </ItemAction>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      )}
    </SectionFrame>
  );
}
