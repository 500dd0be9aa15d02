/**
 * Session store (seed 000 §4): login state, user, roles, current role and token.
 * Minimal for now: bootstrap (ticket exchange, current user, roles) and login. Logout and
 * role switching are completed later.
 */
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { DISPLAY_NAME_PREFIX } from '../lib/specConstants';
import { ROLE_CODES, type RoleCode } from '../runtime/facts/facts';
import type { Translator } from '../runtime/messages/translator';
import type { RoleRecord, SsoToken, UserInfo } from '../services/entities';
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

/** Key of the stored role choice of one user (seed 000 §6: kept per user id). */
export function roleStorageKey(userId: string): string {
  return `edu.role.${userId}`;
}

export interface SessionUser extends UserInfo {
  /** Seed 000 §3 (simplified for now): real_name, else nick_name, else 用户 + last 4 of the id. */
  display_name: string;
}

/** The address bar, behind a seam so tests and other hosts can replace it. */
export interface LocationHelpers {
  /** The current address. */
  href(): string;
  /** Replaces the address without a reload (history.replaceState). */
  replace(url: string): void;
  /** Navigates away. */
  assign(url: string): void;
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
};

export function displayName(user: UserInfo): string {
  const name = user.real_name?.trim() || user.nick_name?.trim();
  return name || `${DISPLAY_NAME_PREFIX}${user.user_id.slice(-4)}`;
}

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
  const known = new Set<string>(ROLE_CODES);
  const roles: RoleCode[] = [];
  for (const { role_code } of records) {
    if (known.has(role_code) && !roles.includes(role_code as RoleCode)) {
      roles.push(role_code as RoleCode);
    }
  }
  return roles;
}

/** The address without the ticket parameter; other parameters are kept exactly as written. */
export function withoutTicket(href: string): string | null {
  const url = new URL(href);
  const parts = url.search.replace(/^\?/, '').split('&').filter(Boolean);
  const kept = parts.filter((part) => {
    const key = part.split('=')[0];
    try {
      return decodeURIComponent(key.replace(/\+/g, ' ')) !== TICKET_QUERY_PARAM;
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

  private readonly deps: Required<Omit<SessionStoreDeps, 'logger'>> & { logger?: HttpLogger };
  private bootstrapping: Promise<void> | null = null;

  constructor(deps: SessionStoreDeps) {
    this.deps = {
      location: browserLocation,
      clock: { now: () => Date.now() },
      ...deps,
    };
    makeObservable<SessionStore, 'setToken' | 'finish'>(this, {
      state: observable,
      user: observableRef,
      roles: observableRef,
      role: observable,
      token: observable,
      message: observable,
      loggedIn: computed,
      authorization: computed,
      setToken: action,
      finish: action,
    });
    this.restoreToken();
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

  private async run(): Promise<void> {
    const { userCentre, location } = this.deps;
    this.restoreToken();

    const ticket = new URL(location.href()).searchParams.get(TICKET_QUERY_PARAM);
    if (ticket) {
      try {
        this.saveToken(await userCentre.exchangeTicket(ticket));
      } catch (error) {
        this.removeTicketFromAddress();
        this.fail(error);
        return;
      }
      this.removeTicketFromAddress();
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
      this.finish(LoginState.Logout, null, [], null);
      return;
    }

    let roles: RoleCode[] = [];
    try {
      roles = selectableRoles(await userCentre.roles(info.user_id));
    } catch (error) {
      this.deps.logger?.warn('roles could not be loaded', error);
    }
    const stored = this.readStorage(roleStorageKey(info.user_id));
    const role = roles.find((code) => code === stored) ?? roles[0] ?? null;
    this.finish(LoginState.Success, { ...info, display_name: displayName(info) }, roles, role);
  }

  private finish(
    state: LoginState,
    user: SessionUser | null,
    roles: RoleCode[],
    role: RoleCode | null,
    message: string | null = null,
  ): void {
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

  private removeTicketFromAddress(): void {
    const { location } = this.deps;
    const cleaned = withoutTicket(location.href());
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
