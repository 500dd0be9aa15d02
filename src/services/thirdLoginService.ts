/**
 * Third-party login (seed 000 §7, seed 001 §7; ledger HD-BRIDGE-05..07, 10, CORE-API-48): the
 * three calls of the login bridge `/cgi-bin/connect` on service `thirdLogin`, whose base path
 * prefix is /v1. The spec does not show the paths; these are the stand-in's (server/routes/
 * thirdLogin.ts).
 */
import { isRecord } from './answers';
import type { SsoToken } from './entities';
import { HttpError } from './http/errors';
import type { HttpClient } from './http/types';
import { tokenFrom } from './userCentreService';

/** The login bridge's three steps (seed 000 §7, 001 §7; src/services/thirdLoginService.ts). */
export interface ThirdLoginService {
  /** Step 1: a code for `clientId` (scope email), with `appId` in the sdp-app-id header. */
  authorizationCode(request: {
    clientId: string;
    redirectUri: string;
    appId: string;
  }): Promise<string>;
  /** Step 2: a third-party token for the code (redirect_params {code, app_id}, auto_register). */
  createToken(code: string, appId: string): Promise<string>;
  /** Step 3: logs in with the token; the answered portal token becomes the visitor's session. */
  loginByToken(token: string): Promise<SsoToken>;
}

export const AUTHORIZATION_CODE_PATH = '/v1/authorization_codes';
export const THIRD_TOKEN_PATH = '/v1/third_tokens';
export const LOGIN_BY_TOKEN_PATH = '/v1/sessions/actions/login_by_token';

/** Seed 000 §7: the authorisation code is asked for with scope email. */
export const AUTHORIZATION_SCOPE = 'email';

export interface ThirdLoginOptions {
  /**
   * Receives the portal token the login by token answers, so it becomes the visitor's session
   * (the session store keeps it like a ticket exchange's).
   */
  onPortalToken?: (grant: SsoToken) => void;
}

function stringField(answer: unknown, field: string, what: string): string {
  const value = isRecord(answer) ? answer[field] : undefined;
  if (typeof value !== 'string' || value === '')
    throw new HttpError(200, `The ${what} answered no ${field}`);
  return value;
}

export function createThirdLoginService(
  client: HttpClient,
  options: ThirdLoginOptions = {},
): ThirdLoginService {
  return {
    async authorizationCode({ clientId, redirectUri, appId }) {
      const answer = await client.request({
        service: 'thirdLogin',
        method: 'POST',
        path: AUTHORIZATION_CODE_PATH,
        data: { scope: AUTHORIZATION_SCOPE, redirect_uri: redirectUri, client_id: clientId },
        // The application being logged in to, which may differ from this site's own app id.
        headers: { 'sdp-app-id': appId },
      });
      return stringField(answer, 'code', 'authorisation code request');
    },
    async createToken(code, appId) {
      // The code is the credential here; the portal session is not needed.
      const answer = await client.request({
        service: 'thirdLogin',
        method: 'POST',
        path: THIRD_TOKEN_PATH,
        data: { redirect_params: { code, app_id: appId }, auto_register: true },
        noAuth: true,
      });
      return stringField(answer, 'token', 'token creation');
    },
    async loginByToken(token) {
      const answer = await client.request({
        service: 'thirdLogin',
        method: 'POST',
        path: LOGIN_BY_TOKEN_PATH,
        data: { token },
        noAuth: true,
      });
      const grant = tokenFrom(answer, 'login by token');
      options.onPortalToken?.(grant);
      return grant;
    },
  };
}
