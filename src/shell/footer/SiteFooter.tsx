/**
 * Site footer (seed 000 §2 Footer): hosting ministry, ICP and police record numbers, the
 * customer-service phone (manifest `footer.phone`), the site-statement link ({prefix}/wzsm)
 * and the management-system link.
 * - Hosts listed in `footer.alternateRecordHosts` (ledger A-35: the two hosts, none by default)
 *   show the other ICP and police record numbers (`footer.icp.alternate`,
 *   `footer.police.alternate`).
 * - The management-system link is shown to everyone (seed 000 §2, §6; ledger A-34). Logged out
 *   it starts the login; logged in it asks for a single-use user key (POST /get_code) and opens
 *   the admin site (environment service `admin`) in a new window with
 *   `jump=<footer.managementJump>&uckey=<key>`. A failure closes that window and says so.
 */
import { useState } from 'react';
import { useRuntime } from '../../runtime/RuntimeContext';
import { useSafeHref } from '../../runtime/hooks';
import { siteHref } from '../../runtime/links/siteHref';
import { buildUrl } from '../../services/http/url';
import './footer.css';

export interface SiteFooterProps {
  /** The address's host name; the browser's unless a test names another. */
  hostname?: string;
}

/** Ledger A-35: whether `hostname` is one of the hosts with the alternate record numbers. */
export function usesAlternateRecords(hosts: readonly string[] | undefined, hostname: string) {
  const host = hostname.toLowerCase();
  return (hosts ?? []).some((entry) => entry.toLowerCase() === host);
}

/**
 * Ledger A-34: the admin site's address with the jump target and the user key. A relative base
 * (the local stand-in's `/svc/admin`) is resolved against `origin`.
 */
export function adminSiteUrl(
  adminBase: string,
  origin: string,
  jump: string | undefined,
  uckey: string,
): string {
  return buildUrl(adminBase, origin, { jump, uckey });
}

export function SiteFooter({ hostname = window.location.hostname }: SiteFooterProps) {
  const { site, env, t, sitePrefix, session, ui, services } = useRuntime();
  const safeHref = useSafeHref();
  const [opening, setOpening] = useState(false);
  const { variant, phone, alternateRecordHosts, managementJump } = site.footer;
  if (variant === 'none') return null;
  const alternate = usesAlternateRecords(alternateRecordHosts, hostname);

  const openManagement = async () => {
    if (!session.loggedIn) return session.login();
    // Opened during the click: a window opened after the key arrives counts as a pop-up and
    // is blocked. It stays blank for the moment the key takes.
    const opened = window.open('', '_blank');
    if (opened) opened.opener = null;
    setOpening(true);
    try {
      const url = adminSiteUrl(
        env.services.admin,
        window.location.origin,
        managementJump,
        await services.sso.userKey(),
      );
      if (opened) opened.location.href = url;
      else window.location.assign(url);
    } catch {
      opened?.close();
      ui.toast(t('msg:footer.management.failed'));
    } finally {
      setOpening(false);
    }
  };

  return (
    <footer
      className={`site-footer site-footer--${variant}`}
      data-footer={variant}
      data-records={alternate ? 'alternate' : 'default'}
    >
      <div className="site-footer__inner">
        <p className="site-footer__links">
          <a href={safeHref(siteHref(sitePrefix, 'wzsm'))}>{t('msg:footer.statement')}</a>
          <button
            type="button"
            className="site-footer__management"
            // While the login check waits, a click could send a signed-in visitor to sign in.
            disabled={session.waiting || opening}
            aria-busy={opening || undefined}
            onClick={() => void openManagement()}
          >
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
