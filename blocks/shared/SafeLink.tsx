/**
 * A link whose target comes from data, decided by the link policy (`useDataLink()`): a refused
 * or missing target renders the content without a link; in-site paths navigate inside the app
 * (and carry x-edu-theme); other sites go through the /externalLink interstitial, in a new tab
 * as the portal opens other sites.
 */
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDataLink } from '../../src/runtime/hooks';

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
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function SafeLink({ href, className, style, children, ...aria }: SafeLinkProps) {
  const target = useDataLink()(href);
  if (!target) {
    return (
      <span className={className} style={style}>
        {children}
      </span>
    );
  }
  if (!target.leaves) {
    return (
      <Link to={target.href} className={className} style={style} {...aria}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={target.href}
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
