/**
 * Third-party login landing `/thirdLogin` (seed 000 §2, 001 §2): a third-party sign-in comes
 * back here with `code`. The page says where the login stands: with a code the authorisation
 * was received and the login is being completed; without one (or with `error`) the login did
 * not complete and the visitor may log in again or go home. Exchanging the code is the identity
 * services' job (not wired in this block), so the page never claims a finished login.
 */
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useSafeHref, useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import './third-login.css';
import type { ThirdLoginProps } from './props.gen';

export type { ThirdLoginProps };

export type ThirdLoginState = 'received' | 'missing';

/** 'received' when the address carries a non-empty code and no error. */
export function thirdLoginState(search: string, codeParam = 'code'): ThirdLoginState {
  const query = new URLSearchParams(search);
  return query.get(codeParam)?.trim() && !query.get('error') ? 'received' : 'missing';
}

export default function ThirdLoginBlock({ props }: BlockProps<ThirdLoginProps>) {
  const t = useT();
  const { session, sitePrefix } = useRuntime();
  const safeHref = useSafeHref();
  const state = thirdLoginState(useLocation().search, props.codeFromQuery);
  return (
    <section className="third-login" data-third-login={state}>
      <h1 className="third-login__title">{t('msg:thirdLogin.title')}</h1>
      <p className="third-login__text" role="status">
        {t(state === 'received' ? 'msg:thirdLogin.received' : 'msg:thirdLogin.missing')}
      </p>
      <div className="third-login__actions">
        {state === 'missing' && !session.loggedIn && (
          <button
            type="button"
            className="edu-action third-login__action"
            onClick={() => session.login(siteHref(sitePrefix, ''))}
          >
            {t('msg:thirdLogin.retry')}
          </button>
        )}
        <a className="third-login__link" href={safeHref(siteHref(sitePrefix, ''))}>
          {t('msg:shell.backHome')}
        </a>
      </div>
    </section>
  );
}
