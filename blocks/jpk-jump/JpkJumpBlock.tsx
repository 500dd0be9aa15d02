/**
 * Quality-course (jpk) jump page (seed 000 §2, §7; ledger CORE-JPK-*, A-01, A-03,
 * CORE-API-41), route `jpk`. Reads role_code and jpk_type (1 to 4; anything else is 'content
 * illegal'). A logged-out visitor is sent to login, returning here with type 3 treated as 4, and
 * no ticket is asked for. A logged-in visitor sees the redirecting state while the ticket is
 * fetched (POST /get_ticket, body {}), then leaves for the address of the type with ticket and
 * identity_code (`jpkTarget`). If the ticket cannot be had, the page says so and offers a retry
 * and the way home.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useSafeHref, useServices, useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { jpkLoginReturn, jpkTarget, parseJpkType, type JpkAddresses } from './jpkTarget';
import './jpk-jump.css';
import type { JpkJumpProps } from './props.gen';

export type { JpkJumpProps };

export default function JpkJumpBlock({ props }: BlockProps<JpkJumpProps>) {
  const t = useT();
  const { session, sitePrefix, leave } = useRuntime();
  const safeHref = useSafeHref();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const type = parseJpkType(query.get('jpk_type'));
  const identityCode = query.get('role_code')?.trim() || session.role || '';
  const mustLogin = type !== null && !session.waiting && !session.loggedIn;
  const returnTo = type !== null ? jpkLoginReturn(location.pathname, location.search, type) : '';
  const { sso } = useServices();
  const mayJump = type !== null && !session.waiting && session.loggedIn && identityCode !== '';
  // Each attempt asks for one ticket; a retry is a new attempt.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const requested = useRef(-1);
  const { addresses } = props;

  useEffect(() => {
    if (mustLogin) session.login(returnTo);
  }, [mustLogin, returnTo, session]);

  useEffect(() => {
    // The ref (not a cleanup flag) keeps a re-run of the effect from asking twice.
    if (!mayJump || type === null || requested.current === attempt) return;
    requested.current = attempt;
    sso.getTicket().then(
      (ticket) => {
        const target = jpkTarget(type, ticket, identityCode, addresses);
        if (target) leave(target);
        else setFailed(true);
      },
      () => setFailed(true),
    );
  }, [mayJump, attempt, type, identityCode, addresses, sso, leave]);

  const homeLink = (variant = '') => (
    <a
      className={`edu-action jpk-jump__action ${variant}`.trim()}
      href={safeHref(siteHref(sitePrefix, ''))}
    >
      {t('msg:shell.backHome')}
    </a>
  );

  if (type === null || (session.loggedIn && !identityCode)) {
    return (
      <section className="jpk-jump jpk-jump--illegal" data-jpk="illegal">
        <h1 className="jpk-jump__title">{t('msg:extLink.illegal')}</h1>
        {homeLink()}
      </section>
    );
  }
  if (failed) {
    return (
      <section className="jpk-jump jpk-jump--failed" data-jpk="failed" role="alert">
        <h1 className="jpk-jump__title">{t('msg:jpk.ticketFailed')}</h1>
        <div className="jpk-jump__actions">
          <button
            type="button"
            className="edu-action jpk-jump__action"
            onClick={() => {
              setFailed(false);
              setAttempt((value) => value + 1);
            }}
          >
            {t('msg:jpk.retry')}
          </button>
          {homeLink('jpk-jump__action--secondary')}
        </div>
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
