/**
 * The signed-in user's page `/user` (seed 000 §2 "/user (needs permission)", §3 name rules;
 * ledger CORE-ROUTE-24/25, A-05, A-06): a profile summary — avatar (or the name's first
 * character), display name, masked e-mail, current role and the other roles held — and the
 * personal entries 我的收藏, 我的关注, 我的足迹, 个人中心, 应用中心 and 账号设置. Those pages live on
 * the personal-centre application: each entry leads there exactly as the account menu and the
 * personal-handoff block do (`accountLinkHref`, through the safe-link check). The route's
 * `signedIn` guard sends a visitor who is not signed in to sign in first; the block itself
 * shows nothing without a user.
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useSafeUrl, useT } from '../../src/runtime/hooks';
import { accountLinkHref } from '../../src/shell/header/AccountMenu';
import { maskEmail } from '../../src/lib/emailMask';
import { EduImage } from '../../src/shell/ui/EduImage';
import { Breadcrumb } from '../shared/Breadcrumb';
import './user-home.css';
import type { UserHomeProps } from './props.gen';

export type { UserHomeProps };

/** The entries, their texts and their paths on the personal-centre application. */
export const USER_HOME_ENTRIES = [
  { key: 'favorites', label: 'msg:header.user.favorites', path: '/user/myFavorite' },
  { key: 'follows', label: 'msg:header.user.follows', path: '/user/myFollows' },
  { key: 'footprint', label: 'msg:personalHandoff.footprint', path: '/user/myFootprint' },
  { key: 'personal', label: 'msg:header.user.personal', path: '/personal' },
  { key: 'appCenter', label: 'msg:header.user.appCenter', path: '/applicationCenter' },
  { key: 'settings', label: 'msg:header.user.settings', path: '/user/accountSettings' },
] as const;

export default function UserHomeBlock({ props, blockId }: BlockProps<UserHomeProps>) {
  const t = useT();
  const { session, env } = useRuntime();
  const safeUrl = useSafeUrl();
  const user = session.user;
  if (!session.loggedIn || !user) return null;
  const name = user.display_name;
  const email = user.email ? maskEmail(user.email) : '';
  const others = session.roles.filter((role) => role !== session.role);
  const headingId = `${blockId}-heading`;
  return (
    <section className="user-home" aria-labelledby={headingId} data-user-home={user.user_id}>
      <Breadcrumb crumbs={props.breadcrumb ?? []} current={t(props.title)} />
      <h1 className="user-home__heading" id={headingId}>
        {t(props.title)}
      </h1>
      <div className="user-home__profile">
        <span className="user-home__avatar" aria-hidden="true">
          {user.avatar ? (
            <EduImage className="user-home__avatar-image" src={user.avatar} kind="avatar" />
          ) : (
            name.slice(0, 1)
          )}
        </span>
        <div className="user-home__who">
          <p className="user-home__name">{t('msg:userHome.greeting', { name })}</p>
          {email && <p className="user-home__meta">{t('msg:userHome.email', { email })}</p>}
          <p className="user-home__meta">
            {session.role ? (
              <span className="user-home__role">{t(`msg:role.${session.role}`)}</span>
            ) : (
              t('msg:userHome.noRole')
            )}
            {others.length > 0 && (
              <span className="user-home__others">
                {t('msg:userHome.otherRoles', {
                  roles: others.map((role) => t(`msg:role.${role}`)).join('、'),
                })}
              </span>
            )}
          </p>
        </div>
      </div>
      <h2 className="user-home__subheading">{t('msg:userHome.entries')}</h2>
      <ul className="user-home__entries">
        {USER_HOME_ENTRIES.map((entry) => {
          const href = safeUrl(accountLinkHref(env, entry.path));
          return (
            <li key={entry.key}>
              {href ? (
                <a
                  className={`user-home__entry user-home__entry--${entry.key}`}
                  href={href}
                  data-entry={entry.key}
                >
                  <span className="user-home__entry-icon" aria-hidden="true" />
                  <span>{t(entry.label)}</span>
                </a>
              ) : (
                <span className="user-home__entry" data-entry={entry.key}>
                  {t(entry.label)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
