/**
 * The site header drawn from the manifest: title, menu (items filtered by `visibleWhen`), and
 * the login state (waiting: nothing; logged out: 登录 / 注册; logged in: the user's name).
 * Campaign headers are dark by default; the portal header is light.
 */
import { useLocation } from 'react-router-dom';
import { useRuntime } from '../../runtime/RuntimeContext';
import { useFacts } from '../../runtime/facts/useFacts';
import { isVisible } from '../../runtime/rules';
import { hrefPath, siteHref } from '../../runtime/links/siteHref';
import { useSafeHref } from '../../runtime/hooks';
import './header.css';

export function SiteHeader() {
  const runtime = useRuntime();
  const facts = useFacts();
  const location = useLocation();
  const safeHref = useSafeHref();
  const { header } = runtime.site;
  const { t, session } = runtime;
  const items = header.menu.filter((item) => isVisible(item.visibleWhen, facts));
  const homeHref = safeHref(siteHref(runtime.sitePrefix, '')) ?? '/';
  const current = items
    .map((item) => hrefPath(siteHref(runtime.sitePrefix, item.to)))
    .filter((path) => location.pathname === path || location.pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  const returnTo = `${location.pathname}${location.search}`;

  return (
    <header
      className={`site-header site-header--${header.variant}`}
      data-site-header={runtime.site.id}
    >
      <div className="site-header__inner">
        <a className="site-header__brand" href={homeHref}>
          <span className="site-header__logo" aria-hidden="true" />
          <span className="site-header__titles">
            <span className="site-header__title">{t(header.title)}</span>
            {header.subtitle && <span className="site-header__subtitle">{t(header.subtitle)}</span>}
          </span>
        </a>
        <nav className="site-header__menu" aria-label={t(header.title)}>
          <ul>
            {items.map((item, index) => {
              const href = safeHref(siteHref(runtime.sitePrefix, item.to));
              const isCurrent = hrefPath(siteHref(runtime.sitePrefix, item.to)) === current;
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
        </nav>
        {header.showLogin !== false && !session.waiting && (
          <div className="site-header__account" data-login-state={session.loggedIn ? 'in' : 'out'}>
            {session.loggedIn ? (
              <span className="site-header__user">
                <span className="site-header__avatar" aria-hidden="true">
                  {session.user?.display_name.slice(0, 1)}
                </span>
                {session.user?.display_name}
              </span>
            ) : (
              <>
                <button
                  type="button"
                  className="site-header__link"
                  onClick={() => session.login(returnTo)}
                >
                  {t('msg:header.login')}
                </button>
                <span aria-hidden="true" className="site-header__sep">
                  /
                </span>
                <button
                  type="button"
                  className="site-header__link"
                  onClick={() => session.login(returnTo)}
                >
                  {t('msg:header.register')}
                </button>
              </>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
