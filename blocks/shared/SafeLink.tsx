/**
 * A link whose target comes from data. The href goes through `useSafeHref()`: an unsafe or
 * missing target renders the content without a link; in-site paths navigate inside the app
 * (and carry x-edu-theme); other sites open in a new tab, as the portal does.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSafeHref } from '../../src/runtime/hooks';
import { isInSite } from '../../src/runtime/links/safeHref';

export interface SafeLinkProps {
  href: string | undefined | null;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** The kind analytics reports a click as (ItemAction). */
  'data-resource-kind'?: string;
  'aria-current'?: 'page' | 'step' | 'location' | 'true';
}

export function SafeLink({ href, className, style, children, ...aria }: SafeLinkProps) {
  const safeHref = useSafeHref();
  const target = safeHref(href);
  if (!target) {
    return (
      <span className={className} style={style}>
        {children}
      </span>
    );
  }
  if (target.startsWith('/')) {
    return (
      <Link to={target} className={className} style={style} {...aria}>
        {children}
      </Link>
    );
  }
  // An absolute URL of this very site stays in the tab; other sites open a new one.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  if (origin && isInSite(target, origin)) {
    return (
      <a href={target} className={className} style={style} {...aria}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={target}
      className={className}
      style={style}
      target="_blank"
      rel="noopener noreferrer"
      {...aria}
    >
      {children}
    </a>
  );
}
