/**
 * Quality-course (jpk) jump page (seed 000 §2; ledger CORE-JPK-*, A-01, A-03), route `jpk`.
 * Reads role_code and jpk_type (1 to 4; anything else is 'content illegal'). A logged-out
 * visitor is sent to login, returning here with type 3 treated as 4. A logged-in visitor sees
 * the redirecting state: the ticket call (POST get_ticket) belongs to the identity services and
 * is not wired yet, so this block never invents a ticket; once it is, `jpkTarget` builds the
 * address to go to.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../registryTypes';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useSafeHref, useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { LoadingIndicator } from '../../src/shell/screens/screens';
import { jpkLoginReturn, parseJpkType, type JpkAddresses } from './jpkTarget';
import './jpk-jump.css';

export interface JpkJumpProps {
  /** External address of each jpk_type 1..4. */
  addresses: JpkAddresses;
}

export default function JpkJumpBlock({ props }: BlockProps<JpkJumpProps>) {
  const t = useT();
  const { session, sitePrefix } = useRuntime();
  const safeHref = useSafeHref();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const type = parseJpkType(query.get('jpk_type'));
  const identityCode = query.get('role_code')?.trim() || session.role || '';
  const mustLogin = type !== null && !session.waiting && !session.loggedIn;
  const returnTo = type !== null ? jpkLoginReturn(location.pathname, location.search, type) : '';

  useEffect(() => {
    if (mustLogin) session.login(returnTo);
  }, [mustLogin, returnTo, session]);

  if (type === null || (session.loggedIn && !identityCode)) {
    return (
      <section className="jpk-jump jpk-jump--illegal" data-jpk="illegal">
        <h1 className="jpk-jump__title">{t('msg:extLink.illegal')}</h1>
        <a className="edu-action jpk-jump__action" href={safeHref(siteHref(sitePrefix, ''))}>
          {t('msg:shell.backHome')}
        </a>
      </section>
    );
  }
  if (session.waiting) return <LoadingIndicator text={t('msg:shell.loading')} />;
  return (
    <section
      className="jpk-jump"
      aria-busy="true"
      data-jpk={session.loggedIn ? 'redirecting' : 'login'}
      data-jpk-type={type}
      data-jpk-address={props.addresses[String(type) as keyof JpkAddresses]}
    >
      <p className="jpk-jump__notice">{t('msg:jpk.redirecting')}</p>
    </section>
  );
}
