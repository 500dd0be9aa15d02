/**
 * The site header drawn from the manifest (seed 000 §2 Header): title, menu (items filtered
 * by `visibleWhen`, scrolling horizontally with arrows when it overflows) and the login state
 * (waiting: the links' unseen room; logged out: 登录 / 注册; logged in: the account dropdown).
 * Seed 000 §4 caches login state and user info: while the check waits, a cached user is shown
 * at once (data-login-state="cached") and the server's answer then confirms or replaces it;
 * with no cache the wait shows neither links nor menu (CORE-HEADER-08), only keeps the links'
 * room. The account area carries the numeric login state as data-login-code (0 wait, 1
 * success, 2 failure, 3 logout).
 * The portal header becomes fixed once the page has scrolled STICKY_HEADER_SCROLL_PX
 * (ledger A-60: portal variant only); a spacer keeps the page from jumping.
 * Campaign headers keep their own look (dark by default).
 */
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRuntime } from '../../runtime/RuntimeContext';
import { useFacts } from '../../runtime/facts/useFacts';
import { useRules, visibleWith } from '../../runtime/rules/lazyRules';
import { hrefPath, hrefQuery, siteHref } from '../../runtime/links/siteHref';
import { useSafeHref } from '../../runtime/hooks';
import { STICKY_HEADER_SCROLL_PX } from '../../lib/specConstants';
import { trackEvent } from '../../analytics/track';
import { MENU_VIEW_EVENT_TYPE } from '../../analytics/eventTypes';
import { useHydrating } from '../../runtime/render/hydration';
import { useScrolledPast } from './useScrolledPast';
import { HeaderMenu } from './HeaderMenu';
import { preloadableLazy } from '../../runtime/render/preloadableLazy';

/**
 * The account menu concerns signed-in visitors only: its code is not in an anonymous visitor's
 * first view. The entry loads it before the first render when the browser remembers a user
 * (CORE-LOGIN-08: a cached user shows at once), and the header then uses it directly; otherwise
 * it loads when the session says so, an avatar-sized placeholder holding its place meanwhile.
 */
const accountMenu = preloadableLazy(() =>
  import('./AccountMenu').then((module) => module.AccountMenu),
);

export const preloadAccountMenu = accountMenu.preload;
import './header.css';

/** 登录 / 注册, both signing in; without `onPress`, the room they take while the check waits. */
function SignedOutLinks(props: { login: string; register: string; onPress?: () => void }) {
  return (
    <>
      <button
        type="button"
        className="site-header__link site-header__link--login"
        onClick={props.onPress}
      >
        {props.login}
      </button>
      <span aria-hidden="true" className="site-header__sep">
        /
      </span>
      <button type="button" className="site-header__link" onClick={props.onPress}>
        {props.register}
      </button>
    </>
  );
}

/** Login state codes of seed 000 §4 as the header derives them without the store's value. */
function loginCodeOf(session: { waiting: boolean; loggedIn: boolean }): number {
  if (session.waiting) return 0;
  return session.loggedIn ? 1 : 3;
}

/** This tab's last menu section of a site (sessionStorage); returns the one before, or null. */
export const MENU_SECTION_STORAGE_PREFIX = 'edu.analytics.menuSection:';
function rememberMenuSection(siteId: string, section: string): string | null {
  try {
    const key = `${MENU_SECTION_STORAGE_PREFIX}${siteId}`;
    const previous = sessionStorage.getItem(key);
    sessionStorage.setItem(key, section);
    return previous;
  } catch {
    return null; // storage refused: no menu views rather than wrong ones
  }
}

export function SiteHeader(props: {
  /** The session's numeric login state (seed 000 §4); derived from the view when absent. */
  loginState?: number;
  /** The current role is school-verified (seed 000 §6): the account menu marks it. */
  schoolVerified?: boolean;
}) {
  const runtime = useRuntime();
  const facts = useFacts();
  const location = useLocation();
  const safeHref = useSafeHref();
  const AccountMenu = accountMenu.useComponent();
  const { header } = runtime.site;
  const { t, session } = runtime;
  const isPortal = header.variant === 'portal';
  const sticky = useScrolledPast(STICKY_HEADER_SCROLL_PX, isPortal);
  const headerRef = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    if (!sticky) setHeight(headerRef.current?.offsetHeight ?? 0);
  }, [sticky]);

  const rules = useRules(header.menu.some((item) => item.visibleWhen !== undefined));
  const items = header.menu.filter((item) => visibleWith(rules, item.visibleWhen, facts));
  const homeHref = safeHref(siteHref(runtime.sitePrefix, '')) ?? '/';
  const current = items
    .map((item) => hrefPath(siteHref(runtime.sitePrefix, item.to)))
    .filter((path) => location.pathname === path || location.pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  // Items to the same page differ by query (活动动态 and 通知公告 are both list?libraryId=…):
  // the one whose query the address carries is current, else the first to that page.
  const search = new URLSearchParams(location.search);
  const samePage = items.filter(
    (item) => hrefPath(siteHref(runtime.sitePrefix, item.to)) === current,
  );
  const currentItem =
    samePage.find((item) =>
      [...new URLSearchParams(hrefQuery(item.to))].every(
        ([key, value]) => search.get(key) === value,
      ),
    ) ?? samePage[0];
  // Seed 001 §2 (HD-MENU-17): a campaign reports a menu view when the current section changes.
  // Menu links load a new page, so the tab remembers the last section per site; the section a
  // visit starts on, and a click on the current one, report nothing.
  const menuSection = currentItem ? `${currentItem.label}|${currentItem.to}` : null;
  // A server-rendered page reports once it is the visitor's (after hydration): the event carries
  // their role, which the hydrating render does not know yet.
  const hydrating = useHydrating();
  useEffect(() => {
    if (hydrating || isPortal || !currentItem || !menuSection) return;
    const previous = rememberMenuSection(runtime.site.id, menuSection);
    if (previous === null || previous === menuSection) return;
    trackEvent(runtime, 'campaign', MENU_VIEW_EVENT_TYPE, {
      menu: t(currentItem.label),
      to: currentItem.to,
      site_id: runtime.site.id,
    });
    // Only a change of section counts; the rest is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menuSection, hydrating]);
  const returnTo = `${location.pathname}${location.search}`;
  const cachedUser = session.waiting && session.user !== null;
  const loginState = session.loggedIn
    ? 'in'
    : cachedUser
      ? 'cached'
      : session.waiting
        ? 'wait'
        : 'out';

  return (
    <>
      {sticky && <div className="site-header__spacer" aria-hidden="true" style={{ height }} />}
      <header
        ref={headerRef}
        className={`site-header site-header--${header.variant}${sticky ? ' site-header--sticky' : ''}`}
        data-site-header={runtime.site.id}
        data-sticky={sticky ? 'true' : undefined}
      >
        <div className="site-header__inner">
          <a className="site-header__brand" href={homeHref}>
            <span className="site-header__logo" aria-hidden="true" />
            <span className="site-header__titles">
              <span className="site-header__title">{t(header.title)}</span>
              {header.subtitle && (
                <span className="site-header__subtitle">{t(header.subtitle)}</span>
              )}
            </span>
          </a>
          <HeaderMenu
            label={t(header.title)}
            leftLabel={t('msg:header.menu.more.left')}
            rightLabel={t('msg:header.menu.more.right')}
          >
            <ul>
              {items.map((item, index) => {
                const href = safeHref(siteHref(runtime.sitePrefix, item.to));
                const isCurrent = item === currentItem;
                return (
                  <li key={index}>
                    <a
                      href={href}
                      className={isCurrent ? 'is-current' : undefined}
                      aria-current={isCurrent ? 'page' : undefined}
                      target={item.newWindow ? '_blank' : undefined}
                      rel={item.newWindow ? 'noopener noreferrer' : undefined}
                    >
                      {t(item.label)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </HeaderMenu>
          {header.showLogin !== false && (
            <div
              className="site-header__account"
              data-login-state={loginState}
              data-login-code={props.loginState ?? loginCodeOf(session)}
            >
              {loginState === 'wait' ? (
                // The signed-out links' room, unseen and inert, so nothing moves when the check
                // answers (a mobile header wrapped a row lower when they came, 36 px of shift).
                <span className="site-header__account-pending" aria-hidden="true" inert>
                  <SignedOutLinks
                    login={t('msg:header.login')}
                    register={t('msg:header.register')}
                  />
                </span>
              ) : loginState === 'in' || loginState === 'cached' ? (
                <Suspense fallback={<span className="site-header__avatar" aria-hidden="true" />}>
                  <AccountMenu schoolVerified={props.schoolVerified === true} />
                </Suspense>
              ) : (
                <SignedOutLinks
                  login={t('msg:header.login')}
                  register={t('msg:header.register')}
                  onPress={() => session.login(returnTo)}
                />
              )}
            </div>
          )}
        </div>
      </header>
    </>
  );
}
