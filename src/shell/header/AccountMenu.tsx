/**
 * The logged-in account dropdown (seed 000 §2 Header, ledger CORE-HEADER-05): a button with
 * the avatar (and, above WIDE_SCREEN_PX, the name and role) that opens a panel with the
 * greeting, the masked e-mail (CORE-HELPER-07), the role tag (marked 已认证 when the role is
 * school-verified, seed 000 §6), six links and 安全退出. Enter / Space / click toggle it,
 * hovering opens it, Escape and a click outside close it; Escape returns focus to the button.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useRuntime } from '../../runtime/RuntimeContext';
import { useSafeUrl } from '../../runtime/hooks';
import { maskEmail } from '../../lib/emailMask';
import { siteRole } from '../../lib/roles';
import { EduImage } from '../ui/EduImage';
import { joinPath } from '../../services/http/url';
import type { EnvironmentConfig } from '../../runtime/environment';

/**
 * The account entries and their paths on the personal-centre application (seed 000 §2 "the
 * last items open on another application", 001 §2, ledger CORE-HEADER-11, A-05): favourites,
 * follows, personal centre and application centre by A-05, account settings by 001 §2, and
 * the passport with them because the portal has no page of its own for it.
 */
export const ACCOUNT_LINKS = [
  { key: 'favorites', path: '/user/myFavorite' },
  { key: 'follows', path: '/user/myFollows' },
  { key: 'personal', path: '/personal' },
  { key: 'passport', path: '/passport' },
  { key: 'appCenter', path: '/applicationCenter' },
  { key: 'settings', path: '/user/accountSettings' },
] as const;

/** The address of an account entry on the environment's personal-centre application. */
export function accountLinkHref(env: Pick<EnvironmentConfig, 'services'>, path: string): string {
  return joinPath(env.services.personalCentre, path);
}

/** The user's picture, or the first character of the name when the account has none. */
function Avatar(props: { name: string; avatar?: string | null; large?: boolean }) {
  return (
    <span
      className={`site-header__avatar${props.large ? ' site-header__avatar--large' : ''}`}
      aria-hidden="true"
    >
      {props.avatar ? (
        <EduImage
          className="site-header__avatar-image"
          src={props.avatar}
          kind="avatar"
          lazy={false}
        />
      ) : (
        props.name.slice(0, 1)
      )}
    </span>
  );
}

export function AccountMenu(props: { schoolVerified?: boolean }) {
  const runtime = useRuntime();
  const { session, t } = runtime;
  const safeUrl = useSafeUrl();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const openedByHover = useRef(false);
  const panelId = useId();
  const name = session.user?.display_name ?? '';
  // On a campaign site the tag names the campaign's role (seed 001 §6 priority, HD-MENU-24).
  const role = siteRole(runtime.site.kind, session.role, session.roles);
  const roleLabel = role ? t(`msg:role.${role}`) : '';
  const maskedEmail = maskEmail(session.user?.email);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);

  return (
    <div
      className={`site-header__account-menu${open ? ' is-open' : ''}`}
      ref={root}
      onMouseEnter={() => {
        if (open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !root.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="site-header__user"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('msg:header.user.menu', { name })}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
            return;
          }
          setOpen((value) => !value);
        }}
      >
        <Avatar name={name} avatar={session.user?.avatar} />
        <span className="site-header__who" data-wide-only="" aria-hidden="true">
          <span className="site-header__name">{name}</span>
          {roleLabel && <span className="site-header__role">{roleLabel}</span>}
        </span>
        <span className="site-header__caret" aria-hidden="true" />
      </button>
      <div className="site-header__panel" id={panelId} hidden={!open}>
        <div className="site-header__panel-head">
          <Avatar name={name} avatar={session.user?.avatar} large />
          <div>
            <p className="site-header__greeting">{t('msg:header.greeting', { name })}</p>
            {maskedEmail && (
              <p className="site-header__email" data-email-masked="">
                {maskedEmail}
              </p>
            )}
            {roleLabel &&
              (runtime.openRoleSwitch ? (
                <button
                  type="button"
                  className="site-header__role-tag site-header__role-tag--switch"
                  data-role-switch=""
                  onClick={() => {
                    setOpen(false);
                    runtime.openRoleSwitch?.();
                  }}
                >
                  {roleLabel}
                </button>
              ) : (
                <span className="site-header__role-tag">{roleLabel}</span>
              ))}
            {roleLabel && props.schoolVerified && (
              <span className="site-header__verified" data-school-verified="">
                {t('msg:header.user.verified')}
              </span>
            )}
          </div>
        </div>
        <ul className="site-header__panel-links">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.key}>
              <a href={safeUrl(accountLinkHref(runtime.env, link.path))}>
                {t(`msg:header.user.${link.key}`)}
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="site-header__logout"
          onClick={() => {
            setOpen(false);
            void session.logout();
          }}
        >
          {t('msg:header.logout')}
        </button>
      </div>
    </div>
  );
}
