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
import { redirectTarget } from '../runtime/links/linkPolicy';

/** Tickets of the single sign-on for other sites (implemented by userCentreService.ts). */
export interface SsoTicketService {
  /** A ticket of the signed-in user for the quality-course site (POST /get_ticket, body {}). */
  getTicket(): Promise<string>;
  /** A single-use user key for the admin-site jump (POST /get_code, body {}; ledger A-34). */
  userKey(): Promise<string>;
}

export const TICKET_EXCHANGE_PATH = '/v1.1/sso/tickets/actions/exchange';
export const CURRENT_USER_PATH = '/v1.1/users/current';
export const LOGOUT_PATH = '/v1.1/sessions/actions/logout';
/** Seed 000 §4: login with the `uckey` query parameter (path is the stand-in's). */
export const UCKEY_LOGIN_PATH = '/v1.1/sessions/actions/login_by_uckey';
/**
 * Seed 000 §4: when the SSO check with a ticket fails, a non-SSO session is created and the
 * ticket exchanged in it. Our reading: one call that creates the session from the ticket.
 */
export const NON_SSO_SESSION_PATH = '/v1.1/sessions';
/**
 * Seed 000 §7 'Ticket and code': POST /get_code with an empty body, on the SSO service. It
 * answers `{code}`, a single-use user key (uckey) of the signed-in user (ledger A-34, CORE-API-41).
 */
export const GET_CODE_PATH = '/get_code';
/**
 * Seed 000 §7 'Ticket and code': POST /get_ticket with an empty body, on the SSO service: a
 * ticket of the signed-in user for the quality-course site (ledger CORE-JPK-02, CORE-API-41).
 * The answer is not shown; the stand-in's is `{ticket, expires_at}`.
 */
export const GET_TICKET_PATH = '/get_ticket';
/** Seed 000 §7 'Save identity' (userId, role code); path is the stand-in's. */
export const SAVE_IDENTITY_PATH = '/v1.1/identities/actions/save';
/** Seed 000 §7: teacher verify status (query user_type). */
export const TEACHER_VERIFY_STATUS_PATH = '/v1/teacher/profile/verify/status';

export function identitiesPath(userId: string): string {
  return `/v1.1/users/${segment(userId)}/identities`;
}

/**
 * The saved identity choice, the user centre's current identity (seed 000 §4 names a stored
 * current identity; path and answer `{user_id, identity}` are the stand-in's).
 */
export function currentIdentityPath(userId: string): string {
  return `/v1.1/users/${segment(userId)}/identities/actions/current`;
}

export function classMembershipsPath(userId: string): string {
  return `/v1/members/${segment(userId)}/classes/actions/page_query`;
}

export function sunTeacherSchoolsPath(userId: string): string {
  return `/v1/sun_teachers/${segment(userId)}/schools/actions/query`;
}

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
  /** Logs in with a uckey (no auth header); answers a token like the ticket exchange. */
  loginByUckey(uckey: string): Promise<SsoToken>;
  /** Fallback of a failed SSO check: a non-SSO session created from the ticket. */
  createSessionWithTicket(ticket: string): Promise<SsoToken>;
  /**
   * Seed 000 §4: third-party logout address,
   * `{sso}/logout?logout_redirect_uri=<origin + path of href>&client_id=<appId>`.
   */
  logoutUrl(href: string): string;
  /**
   * A single-use user key for the signed-in user (POST /get_code, body `{}`), for the admin
   * jump. Rejects when the call fails or answers no code.
   */
  userKey(): Promise<string>;
  /**
   * A ticket of the signed-in user for the quality-course site (POST /get_ticket, body `{}`).
   * Rejects when the call fails or answers no ticket.
   */
  getTicket(): Promise<string>;
}

/** A token answer, or an error when the answer has none. */
export function tokenFrom(answer: unknown, what: string): SsoToken {
  if (!isRecord(answer) || typeof answer.access_token !== 'string') {
    throw new HttpError(200, `The ${what} answered no token`);
  }
  return { ...(answer as unknown as SsoToken), user_id: String(answer.user_id) };
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
      return tokenFrom(answer, 'ticket exchange');
    },
    async loginByUckey(uckey) {
      const answer = await client.request({
        service: 'uc',
        method: 'POST',
        path: UCKEY_LOGIN_PATH,
        data: { uckey },
        noAuth: true,
      });
      return tokenFrom(answer, 'uckey login');
    },
    async createSessionWithTicket(ticket) {
      const answer = await client.request({
        service: 'uc',
        method: 'POST',
        path: NON_SSO_SESSION_PATH,
        data: { ticket },
        noAuth: true,
      });
      return tokenFrom(answer, 'non-SSO session');
    },
    logoutUrl(href) {
      const here = new URL(href);
      const back = encodeURIComponent(`${here.origin}${here.pathname}`);
      const clientId = encodeURIComponent(env.appId);
      return `${joinPath(env.services.sso, '/logout')}?logout_redirect_uri=${back}&client_id=${clientId}`;
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
    async userKey() {
      const answer = await client.request({
        service: 'sso',
        method: 'POST',
        path: GET_CODE_PATH,
        data: {},
      });
      if (!isRecord(answer) || typeof answer.code !== 'string' || !answer.code) {
        throw new HttpError(200, 'get_code answered no code');
      }
      return answer.code;
    },
    async getTicket() {
      const answer = await client.request({
        service: 'sso',
        method: 'POST',
        path: GET_TICKET_PATH,
        data: {},
      });
      if (!isRecord(answer) || typeof answer.ticket !== 'string' || !answer.ticket) {
        throw new HttpError(200, 'get_ticket answered no ticket');
      }
      return answer.ticket;
    },
    loginUrl(returnTo) {
      // The login returns only in-site (the link policy; anything else returns to /).
      const target = encodeURIComponent(redirectTarget(returnTo, { origin: currentOrigin() }));
      return `${joinPath(env.services.sso, '/login')}?redirect_uri=${target}`;
    },
  };
}
