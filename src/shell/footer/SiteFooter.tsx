/**
 * Site footer (seed 000 §2): hosting ministry, ICP and police record numbers, the
 * customer-service phone (per site) and the site-statement link. A later issue adds the
 * alternate record numbers and the management-system jump.
 */
import { useRuntime } from '../../runtime/RuntimeContext';
import { useSafeHref } from '../../runtime/hooks';
import { siteHref } from '../../runtime/links/siteHref';
import './footer.css';

export function SiteFooter() {
  const { site, t, sitePrefix } = useRuntime();
  const safeHref = useSafeHref();
  if (site.footer.variant === 'none') return null;
  return (
    <footer
      className={`site-footer site-footer--${site.footer.variant}`}
      data-footer={site.footer.variant}
    >
      <div className="site-footer__inner">
        <p>{t('msg:footer.ministry')}</p>
        <p>
          <span>{t('msg:footer.icp')}</span>
          <span>{t('msg:footer.police')}</span>
          {site.footer.phone && <span>{t('msg:footer.phone', { phone: site.footer.phone })}</span>}
          <a href={safeHref(siteHref(sitePrefix, 'wzsm'))}>{t('msg:footer.statement')}</a>
        </p>
      </div>
    </footer>
  );
}
