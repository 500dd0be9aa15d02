/**
 * The breadcrumb above a page's heading (list, account and administration pages): the
 * configured levels, each a link when it has a page of its own, then the current page.
 * Nothing is drawn when the manifest gives no levels.
 */
import { useT } from '../../src/runtime/hooks';
import { SafeLink } from './SafeLink';
import './breadcrumb.css';

export interface Crumb {
  /** Text or `msg:<key>`. */
  label: string;
  /** Omitted for a level that has no page of its own. */
  to?: string;
}

export function Breadcrumb(props: { crumbs: readonly Crumb[]; current?: string }) {
  const t = useT();
  if (props.crumbs.length === 0) return null;
  return (
    <nav className="edu-breadcrumb" aria-label={t('msg:list.breadcrumb')}>
      <ol>
        {props.crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to ? <SafeLink href={crumb.to}>{t(crumb.label)}</SafeLink> : t(crumb.label)}
          </li>
        ))}
        {props.current ? <li aria-current="page">{props.current}</li> : null}
      </ol>
    </nav>
  );
}
