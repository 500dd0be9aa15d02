/**
 * Session store (seed 000 §4): login state, user, roles, current role and token.
 * Bootstrap: uckey login, SSO check with the ticket (non-SSO fallback), current user, roles;
 * login state and user info are cached so a reload paints before the server answers.
 * Current role: the embedded app's (embeddedApp.ts), else the stored choice, else the first.
 * Logout: service call, stored state cleared, third-party logout redirect.
 * Role switching lives in identityStore.ts, which writes back through applyRoles().
 */
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { namedProfile, type NamedProfile } from '../lib/displayName';
import { selectableRoleCodes } from '../lib/roles';
import { restoreRole } from './roleSwitch';
import { detectEmbeddedApp, type EmbeddedApp } from './embeddedApp';
import type { RoleCode } from '../runtime/facts/facts';
import type { Translator } from '../runtime/messages/translator';
import type { RoleRecord, SsoToken, UserInfo } from '../services/entities';
import type { Identity } from '../services/identityService';
import type { ClockLike, HttpLogger, StorageLike } from '../services/http/types';
import type { UserCentreService } from '../services/userCentreService';

/** Seed 000 §4: login states and their codes. */
export enum LoginState {
  Wait = 0,
  Success = 1,
  Failure = 2,
  Logout = 3,
}

export const TOKEN_STORAGE_KEY = 'edu.session.token';
export const TICKET_QUERY_PARAM = 'ticket';
export const UCKEY_QUERY_PARAM = 'uckey';
/** Cached login state and user info (seed 000 §4): `{state, user, roles, role}` as JSON. */
export const SESSION_CACHE_STORAGE_KEY = 'edu.session.cache';
/** First-login flag (set by the complete-information flow); cleared on logout. */
export const FIRST_LOGIN_STORAGE_KEY = 'edu.session.firstLogin';
/** Set when sign-out failed: the token was dropped locally and the next visit must log in again. */
export const RELOGIN_FLAG_STORAGE_KEY = 'edu.session.relogin';

/** Key of the stored role choice of one user (seed 000 §6: kept per user id). */
export function roleStorageKey(userId: string): string {
  return `edu.role.${userId}`;
}

/** The user with the seed 000 §3 name rules applied (src/lib/displayName.ts). */
export type SessionUser = NamedProfile<UserInfo>;

/** What the login cache holds. */
interface SessionCache {
  state: LoginState;
  user: SessionUser;
  roles: RoleCode[];
  role: RoleCode | null;
}

/** The address bar, behind a seam so tests and other hosts can replace it. */
export interface LocationHelpers {
  /** The current address. */
  href(): string;
  /** Replaces the address without a reload (history.replaceState). */
  replace(url: string): void;
  /** Navigates away. */
  assign(url: string): void;
  /** Reloads the page (the desktop app's account changed its role). */
  reload(): void;
}

export interface SessionStoreDeps {
  userCentre: UserCentreService;
  /** localStorage in the browser. */
  storage: StorageLike;
  /** Translator for the failure message (catalogue key session.loginFailed). */
  t: Translator;
  location?: LocationHelpers;
  clock?: ClockLike;
  logger?: HttpLogger;
  /** The embedded app the page runs in (default: detected from window), null in a browser. */
  embeddedApp?: EmbeddedApp | null;
  /**
   * The user's tenant-0 identities, the cached ones when the fetch fails (identityStore
   * .loadIdentities). Their codes join the role list (src/stores/README.md "Identities").
   */
  identities?: (userId: string) => Promise<Identity[]>;
  /**
   * The role code the user last saved with "Save identity" on any browser, or null when never;
   * asked only for a user with several roles and no choice here (first-login dialog, A-30).
   */
  savedIdentity?: (userId: string) => Promise<string | null>;
}

interface StoredToken {
  access_token: string;
  expires_at: number;
  user_id: string;
}

export const browserLocation: LocationHelpers = {
  href: () => window.location.href,
  replace: (url) => window.history.replaceState(window.history.state, '', url),
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};

export { displayName } from '../lib/displayName';

/** Epoch ms of an expiry given as ms, seconds (below 1e12) or an ISO date-time; NaN if invalid. */
export function expiryMs(expiresAt: string | number): number {
  const numeric = typeof expiresAt === 'number' ? expiresAt : Number(expiresAt);
  if (typeof expiresAt === 'number' || (expiresAt.trim() !== '' && Number.isFinite(numeric))) {
    return numeric < 1e12 ? numeric * 1000 : numeric;
  }
  return Date.parse(expiresAt);
}

/** Known, selectable role codes in server order (EDU_EXPERT and unknown codes dropped). */
export function selectableRoles(records: RoleRecord[]): RoleCode[] {
  return selectableRoleCodes(records.map((record) => record.role_code));
}

/** The address without the ticket parameter; other parameters are kept exactly as written. */
export function withoutTicket(href: string): string | null {
  return withoutQueryParam(href, TICKET_QUERY_PARAM);
}

/** The address without `name` in its query (other parameters kept as written); null if absent. */
export function withoutQueryParam(href: string, name: string): string | null {
  const url = new URL(href);
  const parts = url.search.replace(/^\?/, '').split('&').filter(Boolean);
  const kept = parts.filter((part) => {
    const key = part.split('=')[0];
    try {
      return decodeURIComponent(key.replace(/\+/g, ' ')) !== name;
    } catch {
      return true;
    }
  });
  if (kept.length === parts.length) return null;
  return `${url.pathname}${kept.length ? `?${kept.join('&')}` : ''}${url.hash}`;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class SessionStore {
  state: LoginState = LoginState.Wait;
  user: SessionUser | null = null;
  roles: RoleCode[] = [];
  role: RoleCode | null = null;
  token: string | null = null;
  /** The failure message ('Login failed, please retry: {reason}') in failure state. */
  message: string | null = null;
  /** Seed 000 §3: a guest account is signed in but gets no profile (user stays null). */
  guest = false;
  /**
   * The user has chosen a role before: this browser holds a still-held choice
   * (`edu.role.<userId>`), or the user centre has a saved identity of the user. Otherwise a
   * user with several known roles is asked once (first-login dialog, A-30).
   */
  roleChosen = false;

  private readonly deps: Required<
    Omit<SessionStoreDeps, 'logger' | 'identities' | 'savedIdentity'>
  > &
    Pick<SessionStoreDeps, 'logger' | 'identities' | 'savedIdentity'>;
  private bootstrapping: Promise<void> | null = null;

  constructor(deps: SessionStoreDeps) {
    this.deps = {
      location: browserLocation,
      clock: { now: () => Date.now() },
      ...deps,
      embeddedApp: deps.embeddedApp === undefined ? detectEmbeddedApp() : deps.embeddedApp,
    };
    makeObservable<SessionStore, 'setToken' | 'finish' | 'setRoleChosen'>(this, {
      state: observable,
      guest: observable,
      user: observableRef,
      roles: observableRef,
      role: observable,
      token: observable,
      message: observable,
      roleChosen: observable,
      loggedIn: computed,
      authorization: computed,
      setToken: action,
      finish: action,
      setRoleChosen: action,
      applyRoles: action,
    });
    this.restoreToken();
    if (this.token) this.restoreCache();
  }

  get loggedIn(): boolean {
    return this.state === LoginState.Success && this.user !== null;
  }

  /** The Authorization header value for the HTTP client, or null. */
  get authorization(): string | null {
    return this.token ? `Bearer ${this.token}` : null;
  }

  /** Runs once per page: ticket exchange, then current user and roles. */
  bootstrap(): Promise<void> {
    this.bootstrapping ??= this.run();
    return this.bootstrapping;
  }

  /** Sends the visitor to SSO login, returning to `returnTo` (default: the current page). */
  login(returnTo?: string): void {
    const { location, userCentre } = this.deps;
    const here = new URL(location.href());
    const target = returnTo ?? `${here.pathname}${here.search}${here.hash}`;
    location.assign(userCentre.loginUrl(target));
  }

  /**
   * Safe logout (seed 000 §4): the logout service, then the stored user info, first-login flag,
   * stored role and login cache are cleared; a failed sign-out also drops the token locally and
   * sets the re-login flag. The third-party logout redirect follows either way.
   */
  async logout(): Promise<void> {
    const { userCentre, location, logger } = this.deps;
    const userId = this.user?.user_id ?? this.cachedUserId();
    try {
      await userCentre.logout();
    } catch (error) {
      logger?.warn('sign-out failed; the token is dropped locally', error);
      this.writeStorage(RELOGIN_FLAG_STORAGE_KEY, '1');
    }
    // The server revoked the token (or could not be told): either way it is of no further use.
    this.clearToken();
    this.removeStorage(SESSION_CACHE_STORAGE_KEY);
    this.removeStorage(FIRST_LOGIN_STORAGE_KEY);
    if (userId) this.removeStorage(roleStorageKey(userId));
    this.finish(LoginState.Logout, null, [], null);
    location.assign(userCentre.logoutUrl(location.href()));
  }

  /**
   * Takes over a portal token another login answered (the login bridge's login by token, seed
   * 000 §7), kept like a ticket exchange's so the visitor's session continues with it.
   */
  adoptToken(grant: SsoToken): void {
    this.saveToken(grant);
  }

  /** Sets the roles and current role (identity store: reload, add, switch); stores the choice. */
  applyRoles(roles: RoleCode[], role: RoleCode | null): void {
    this.roles = roles;
    this.role = role;
    if (this.user && role) {
      this.writeStorage(roleStorageKey(this.user.user_id), role);
      this.roleChosen = true;
    }
    if (this.user && this.state === LoginState.Success) this.writeCache();
  }

  private async run(): Promise<void> {
    const { userCentre, location, embeddedApp } = this.deps;
    this.restoreToken();
    // Seed 000 §4: in the desktop app a change of the app account's role reloads the page, which
    // then starts again with the new role (one event naming the role already shown is no change).
    embeddedApp?.onRoleChange((role) => {
      if (role === null || role !== this.role) location.reload();
    });

    // Seed 000 §4: a uckey logs in first; it leaves the address whether or not it worked.
    const uckey = new URL(location.href()).searchParams.get(UCKEY_QUERY_PARAM);
    if (uckey) {
      try {
        this.saveToken(await userCentre.loginByUckey(uckey));
      } catch (error) {
        // A stale uckey must not block a visitor who is still signed in: carry on.
        this.deps.logger?.warn('uckey login failed', error);
      }
      this.removeQueryParam(UCKEY_QUERY_PARAM);
    }

    const ticket = new URL(location.href()).searchParams.get(TICKET_QUERY_PARAM);
    if (ticket) {
      const signedIn = await this.signInWithTicket(ticket);
      this.removeQueryParam(TICKET_QUERY_PARAM);
      if (!signedIn) return;
    }

    let info: UserInfo | null;
    try {
      info = await userCentre.currentUser();
    } catch (error) {
      this.fail(error);
      return;
    }
    if (!info) {
      this.clearToken();
      this.removeStorage(SESSION_CACHE_STORAGE_KEY);
      this.finish(LoginState.Logout, null, [], null);
      return;
    }
    this.removeStorage(RELOGIN_FLAG_STORAGE_KEY);

    const user = namedProfile(info);
    if (!user) {
      // Seed 000 §3: guests get no profile, so neither user info nor roles are loaded.
      this.finish(LoginState.Success, null, [], null, null, true);
      return;
    }

    const roles = await this.loadRoles(info.user_id);
    const stored = this.readStorage(roleStorageKey(info.user_id));
    const role = (await this.embeddedRole()) ?? restoreRole(roles, stored);
    const chosenHere = stored !== null && roles.some((held) => held === stored);
    // Set before success so the first-login dialog never flashes for a user who chose before.
    this.setRoleChosen(
      chosenHere || (roles.length > 1 && (await this.choseOnAccount(info.user_id))),
    );
    this.finish(LoginState.Success, user, roles, role);
    this.writeCache();
  }

  /**
   * Seed 000 §4: inside the embedded app the app account's role wins (desktop: the bridge's
   * role; mobile: the stored current identity), whether or not the portal's role list has it.
   */
  private async embeddedRole(): Promise<RoleCode | null> {
    return (await this.deps.embeddedApp?.role()) ?? null;
  }

  /**
   * The user's roles (server order) followed by tenant-0 identities not already listed, both
   * asked at once. Either may fail alone: the other still gives the list (identities fall back
   * to their cache), so a lost role call does not force the complete-information dialog.
   */
  private async loadRoles(userId: string): Promise<RoleCode[]> {
    const { userCentre, identities, logger } = this.deps;
    const [records, held] = await Promise.all([
      userCentre.roles(userId).catch((error: unknown) => {
        logger?.warn('roles could not be loaded', error);
        return [] as RoleRecord[];
      }),
      (identities?.(userId) ?? Promise.resolve([])).catch((error: unknown) => {
        logger?.warn('identities could not be loaded', error);
        return [] as Identity[];
      }),
    ]);
    return selectableRoleCodes([
      ...selectableRoles(records),
      ...held.map((identity) => identity.identity_code),
    ]);
  }

  /**
   * Whether the user centre holds a saved identity of the user. Unknown (no such call, or it
   * failed) counts as not chosen: the user is asked, as on a first login.
   */
  private async choseOnAccount(userId: string): Promise<boolean> {
    const { savedIdentity, logger } = this.deps;
    if (!savedIdentity) return false;
    try {
      return (await savedIdentity(userId)) !== null;
    } catch (error) {
      logger?.warn('saved identity could not be read', error);
      return false;
    }
  }

  private setRoleChosen(chosen: boolean): void {
    this.roleChosen = chosen;
  }

  /**
   * Seed 000 §4: the SSO check with the ticket; if it fails, a non-SSO session is created from
   * the same ticket. False (and failure state) when both fail.
   */
  private async signInWithTicket(ticket: string): Promise<boolean> {
    const { userCentre, logger } = this.deps;
    try {
      this.saveToken(await userCentre.exchangeTicket(ticket));
      return true;
    } catch (error) {
      logger?.warn('SSO check failed; trying a non-SSO session', error);
    }
    try {
      this.saveToken(await userCentre.createSessionWithTicket(ticket));
      return true;
    } catch (error) {
      this.fail(error);
      return false;
    }
  }

  private writeCache(): void {
    if (!this.user) return;
    const cache: SessionCache = {
      state: this.state,
      user: this.user,
      roles: this.roles,
      role: this.role,
    };
    this.writeStorage(SESSION_CACHE_STORAGE_KEY, JSON.stringify(cache));
  }

  private readCache(): SessionCache | null {
    const raw = this.readStorage(SESSION_CACHE_STORAGE_KEY);
    if (!raw) return null;
    try {
      const cache = JSON.parse(raw) as Partial<SessionCache>;
      if (!cache.user || typeof cache.user.user_id !== 'string') return null;
      return {
        state: LoginState.Success,
        user: cache.user,
        roles: selectableRoleCodes(Array.isArray(cache.roles) ? cache.roles : []),
        role: cache.role ?? null,
      };
    } catch {
      return null;
    }
  }

  /**
   * Paints the cached user, roles and role while the state stays wait (CORE-LOGIN-01/08): the
   * header can show the name at once; the server's answer then replaces it.
   */
  private restoreCache(): void {
    const cache = this.readCache();
    if (!cache) return;
    this.finish(LoginState.Wait, cache.user, cache.roles, cache.role);
  }

  private cachedUserId(): string | null {
    return this.readCache()?.user.user_id ?? null;
  }

  private finish(
    state: LoginState,
    user: SessionUser | null,
    roles: RoleCode[],
    role: RoleCode | null,
    message: string | null = null,
    guest = false,
  ): void {
    this.guest = guest;
    this.state = state;
    this.user = user;
    this.roles = roles;
    this.role = role;
    this.message = message;
  }

  private fail(error: unknown): void {
    const message = this.deps.t('msg:session.loginFailed', { reason: reasonOf(error) });
    this.deps.logger?.warn(message, error);
    this.finish(LoginState.Failure, null, [], null, message);
  }

  private removeQueryParam(name: string): void {
    const { location } = this.deps;
    const cleaned = withoutQueryParam(location.href(), name);
    if (cleaned !== null) location.replace(cleaned);
  }

  private setToken(token: string | null): void {
    this.token = token;
  }

  /** Takes a stored token that has not expired; drops an expired or unreadable one. */
  private restoreToken(): void {
    const raw = this.readStorage(TOKEN_STORAGE_KEY);
    if (raw === null) return this.setToken(null);
    try {
      const stored = JSON.parse(raw) as Partial<StoredToken>;
      if (
        typeof stored.access_token === 'string' &&
        typeof stored.expires_at === 'number' &&
        stored.expires_at > this.deps.clock.now()
      ) {
        return this.setToken(stored.access_token);
      }
    } catch {
      // unreadable: dropped below
    }
    this.clearToken();
  }

  private saveToken(grant: SsoToken): void {
    const stored: StoredToken = {
      access_token: grant.access_token,
      expires_at: expiryMs(grant.expires_at),
      user_id: grant.user_id,
    };
    try {
      this.deps.storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(stored));
    } catch (error) {
      this.deps.logger?.warn('token could not be stored', error);
    }
    this.setToken(stored.access_token);
  }

  private clearToken(): void {
    try {
      this.deps.storage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // storage unavailable
    }
    this.setToken(null);
  }

  private writeStorage(key: string, value: string): void {
    try {
      this.deps.storage.setItem(key, value);
    } catch (error) {
      this.deps.logger?.warn(`${key} could not be stored`, error);
    }
  }

  private removeStorage(key: string): void {
    try {
      this.deps.storage.removeItem(key);
    } catch {
      // storage unavailable
    }
  }

  private readStorage(key: string): string | null {
    try {
      return this.deps.storage.getItem(key);
    } catch {
      return null;
    }
  }
}

export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  return new SessionStore(deps);
}
