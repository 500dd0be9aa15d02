/**
 * The frame every section block shares: the title row (shown only when
 * `display.is_title_show` is true, with the `icon_url` icon beside it; CORE-CHAN-39) and the
 * more link (ledger A-08), then the block's own content.
 */
import { useId, type CSSProperties, type ReactNode } from 'react';
import type { Section } from '../../src/services/entities';
import { sectionTitle } from '../../src/runtime/links/sectionLinks';
import { useSafeHref, useT } from '../../src/runtime/hooks';
import { SafeLink } from './SafeLink';
import './section.css';

export interface SectionFrameProps {
  section: Section;
  /** Block name: the frame gets the class `<block>` for the block's own styles. */
  block: string;
  moreHref?: string;
  className?: string;
  style?: CSSProperties;
  /** Extra content at the end of the title row (the resource list's ad). */
  aside?: ReactNode;
  children: ReactNode;
}

export function showsTitle(section: Section): boolean {
  return section.setting?.display?.is_title_show === true && sectionTitle(section) !== '';
}

export function SectionFrame(props: SectionFrameProps) {
  const t = useT();
  const safeHref = useSafeHref();
  const titleId = useId();
  const { section } = props;
  const title = showsTitle(section) ? sectionTitle(section) : '';
  const icon = section.icon || section.setting?.display?.icon_url;
  // An unsafe more target (javascript:…) means no more link at all, not a dead "更多".
  const more = safeHref(props.moreHref);
  const hasHead = title !== '' || more !== undefined || props.aside !== undefined;
  return (
    <section
      className={['section-frame', props.block, props.className].filter(Boolean).join(' ')}
      style={props.style}
      aria-labelledby={title ? titleId : undefined}
    >
      {hasHead ? (
        <div className="section-frame__head">
          {title ? (
            <h2 className="section-frame__title" id={titleId}>
              {/* The title icon is small and shown as the operator uploaded it (CORE-CHAN-39). */}
              {icon ? <img className="section-frame__icon" src={icon} alt="" /> : null}
              <span>{title}</span>
            </h2>
          ) : (
            <span />
          )}
          {props.aside}
          {more ? (
            <SafeLink
              href={props.moreHref}
              className="section-frame__more"
              aria-describedby={title ? titleId : undefined}
            >
              {t('msg:section.more')}
            </SafeLink>
          ) : null}
        </div>
      ) : null}
      {props.children}
    </section>
  );
}
