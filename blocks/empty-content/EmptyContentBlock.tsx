/**
 * The empty-content screen (seed 000 §2 Shared screens, §8): 'Oops, this content has been taken
 * down' with a 'see others' link to the home of the current section (synchronous classroom,
 * lecturer home, class or public live, teacher training), a given path, or the site home.
 */
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useSafeHref, useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { seeOthersPath } from './seeOthers';
import './empty-content.css';
import type { EmptyContentProps } from './props.gen';

export type { EmptyContentProps };

export default function EmptyContentBlock({ props }: BlockProps<EmptyContentProps>) {
  const t = useT();
  const { sitePrefix } = useRuntime();
  const safeHref = useSafeHref();
  const { pathname } = useLocation();
  const fallback = sitePrefix && pathname.startsWith(sitePrefix) ? siteHref(sitePrefix, '') : '/';
  const bySection = seeOthersPath(
    pathname,
    props.othersTo ? siteHref(sitePrefix, props.othersTo) : null,
  );
  const target = bySection === '/' ? fallback : bySection;
  return (
    <section className="empty-content" data-screen="content-removed" data-content-removed="true">
      <div className="empty-content__art" aria-hidden="true" />
      <p className="empty-content__text">{t('msg:shell.contentRemoved')}</p>
      <a className="edu-action empty-content__action" href={safeHref(target) ?? '/'}>
        {t('msg:shell.seeOthers')}
      </a>
    </section>
  );
}
