/**
 * Site footer (seed 000 §2 Footer): hosting ministry, ICP and police record numbers, the
 * customer-service phone (manifest `footer.phone`), the site-statement link ({prefix}/wzsm)
 * and the management-system link.
 * - Variant `alternate-record` (ledger A-35: the two hosts whose manifests choose it) shows
 *   the other ICP and police record numbers (`footer.icp.alternate`, `footer.police.alternate`).
 * - The management-system link is shown to everyone. Logged out it starts the login; logged in
 *   it goes to the admin site. Ledger A-34 wants the admin URL from config with
 *   `jump=<target>&uckey=<user key>`; until that config and the uckey service exist it
 *   navigates in-site to MANAGEMENT_PATH.
 */
import { useNavigate } from 'react-router-dom';
import { useRuntime } from '../../runtime/RuntimeContext';
import { useSafeHref } from '../../runtime/hooks';
import { siteHref } from '../../runtime/links/siteHref';
import './footer.css';

/** Ledger A-34 stand-in for the admin-site jump. */
export const MANAGEMENT_PATH = '/areaAdmin';

export function SiteFooter() {
  const { site, t, sitePrefix, session } = useRuntime();
  const safeHref = useSafeHref();
  const navigate = useNavigate();
  const { variant, phone } = site.footer;
  if (variant === 'none') return null;
  const alternate = variant === 'alternate-record';
  const openManagement = () => {
    if (!session.loggedIn) session.login();
    else void navigate(MANAGEMENT_PATH);
  };
  return (
    <footer className={`site-footer site-footer--${variant}`} data-footer={variant}>
      <div className="site-footer__inner">
        <p className="site-footer__links">
          <a href={safeHref(siteHref(sitePrefix, 'wzsm'))}>{t('msg:footer.statement')}</a>
          <button type="button" className="site-footer__management" onClick={openManagement}>
            {t('msg:footer.management')}
          </button>
        </p>
        <p>
          <span>{t('msg:footer.ministry')}</span>
          {phone && <span>{t('msg:footer.phone', { phone })}</span>}
        </p>
        <p className="site-footer__records">
          <span data-record="icp">
            {t(alternate ? 'msg:footer.icp.alternate' : 'msg:footer.icp')}
          </span>
          <span data-record="police">
            <span className="site-footer__police-badge" aria-hidden="true" />
            {t(alternate ? 'msg:footer.police.alternate' : 'msg:footer.police')}
          </span>
        </p>
      </div>
    </footer>
  );
}
