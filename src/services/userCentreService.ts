/**
 * User centre / SSO (seed 000 §4, §7; ledger A-38). Not part of PortalServices: the session
 * store uses it. Paths are those of the local stand-in.
 */
import type { EnvironmentConfig } from '../runtime/environment';
import { isRecord, listFrom, segment } from './answers';
import type { RoleRecord, SsoToken, UserInfo } from './entities';
import { HttpError } from './http/errors';
import type { HttpClient } from './http/types';
import { joinPath } from './http/url';

export const TICKET_EXCHANGE_PATH = '/v1.1/sso/tickets/actions/exchange';
export const CURRENT_USER_PATH = '/v1.1/users/current';
export const LOGOUT_PATH = '/v1.1/sessions/actions/logout';

export function userRolesPath(userId: string): string {
  return `/v1.1/users/${segment(userId)}/roles`;
}

export interface UserCentreService {
  /** Exchanges an SSO ticket for a token (no auth header). */
  exchangeTicket(ticket: string): Promise<SsoToken>;
  /** The signed-in user, or null when there is none (HTTP 401 or an empty answer). */
  currentUser(): Promise<UserInfo | null>;
  roles(userId: string): Promise<RoleRecord[]>;
  logout(): Promise<void>;
  /** The SSO login address returning to an in-site path afterwards. */
  loginUrl(returnTo: string): string;
}

/**
 * Keeps the return target in this site: a path (not `//host`) as is, a same-origin absolute
 * URL as its path, anything else becomes `/` (no open redirect).
 */
export function inSitePath(returnTo: string, origin: string): string {
  if (/^\/(?![/\\])/.test(returnTo)) return returnTo;
  try {
    const url = new URL(returnTo);
    if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // not a URL
  }
  return '/';
}

function currentOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

export function createUserCentreService(
  client: HttpClient,
  env: EnvironmentConfig,
): UserCentreService {
  return {
    async exchangeTicket(ticket) {
      const answer = await client.request<SsoToken>({
        service: 'uc',
        method: 'POST',
        path: TICKET_EXCHANGE_PATH,
        data: { ticket },
        noAuth: true,
      });
      if (!isRecord(answer) || typeof answer.access_token !== 'string') {
        throw new HttpError(200, 'The ticket exchange answered no token');
      }
      return { ...answer, user_id: String(answer.user_id) };
    },
    async currentUser() {
      try {
        const answer = await client.request({
          service: 'uc',
          method: 'GET',
          path: CURRENT_USER_PATH,
        });
        if (!isRecord(answer) || answer.user_id === undefined || answer.user_id === null)
          return null;
        return { ...answer, user_id: String(answer.user_id) } as UserInfo;
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) return null;
        throw error;
      }
    },
    async roles(userId) {
      const answer = await client.request({
        service: 'uc',
        method: 'GET',
        path: userRolesPath(userId),
      });
      return listFrom<unknown>(answer).filter(
        (entry): entry is RoleRecord => isRecord(entry) && typeof entry.role_code === 'string',
      );
    },
    async logout() {
      await client.request({ service: 'uc', method: 'POST', path: LOGOUT_PATH });
    },
    loginUrl(returnTo) {
      const target = encodeURIComponent(inSitePath(returnTo, currentOrigin()));
      return `${joinPath(env.services.sso, '/login')}?redirect_uri=${target}`;
    },
  };
}
