import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { unauthorized } from '../http/errors';
import { requireAppId } from '../http/app-id';
import { bodyOf, NO_PARAMS, NO_QUERY, schemas } from '../http/json';
import { currentUser, tokenAnswer } from '../auth';
import { issueSingleUse, redeemSingleUse, type SingleUseKind } from '../singleUseSecret';
import { toPlatformTime } from '../time';

/**
 * Third-party login service (seed 000 §7, seed 001 §7; ledger HD-BRIDGE-05..07, 10), the three
 * calls of the login bridge /cgi-bin/connect, all under the service's /v1 prefix. The spec does
 * not show the paths; these are the stand-in's, owned by src/services/thirdLoginService.ts.
 *
 * 1. authorisation code: a signed-in portal user, scope email, redirect URI, client id and the
 *    sdp-app-id header → a single-use code;
 * 2. token creation: redirect_params {code, app_id}, auto_register → a single-use third-party
 *    token (the code is the credential, so no portal token is needed);
 * 3. login by token: the third-party token → a portal access token, answered like the SSO ticket
 *    exchange so the portal stores it the same way.
 *
 * Codes and third-party tokens are random, kept only as SHA-256 and expire; their tables are
 * created on first use (additive: no schema bump, no seed).
 */
export const THIRD_LOGIN_CODE_TTL_MS = 5 * 60 * 1000;
export const THIRD_LOGIN_TOKEN_TTL_MS = 5 * 60 * 1000;

const CODES: SingleUseKind = {
  table: 'third_login_codes',
  hashColumn: 'code_hash',
  ttlMs: THIRD_LOGIN_CODE_TTL_MS,
};
const TOKENS: SingleUseKind = {
  table: 'third_login_tokens',
  hashColumn: 'token_hash',
  ttlMs: THIRD_LOGIN_TOKEN_TTL_MS,
};

const secretString = schemas.text(256, 1);
/** Every call here: no path parameter, no query. */
const plainPath = { params: NO_PARAMS, querystring: NO_QUERY };

const thirdLoginRoutes: FastifyPluginAsync<ServiceContext> = async (
  app,
  { db, clock, authenticate },
) => {
  // Step 1. The session is checked before the header and the body, so an anonymous caller
  // always learns first that it must log in.
  app.post(
    '/v1/authorization_codes',
    {
      onRequest: [authenticate, requireAppId],
      schema: {
        ...plainPath,
        body: bodyOf(
          {
            scope: schemas.oneOf(['email']),
            redirect_uri: schemas.text(2048, 1),
            client_id: schemas.text(128, 1),
          },
          ['scope', 'redirect_uri', 'client_id'],
        ),
      },
    },
    async (request, reply) => {
      const now = clock();
      const code = issueSingleUse(db, CODES, currentUser(request).id, now);
      return reply
        .code(201)
        .send({ code, expires_at: toPlatformTime(now + THIRD_LOGIN_CODE_TTL_MS) });
    },
  );

  // Step 2.
  app.post(
    '/v1/third_tokens',
    {
      schema: {
        ...plainPath,
        body: bodyOf(
          {
            redirect_params: bodyOf({ code: secretString, app_id: schemas.text(128, 1) }, [
              'code',
              'app_id',
            ]),
            auto_register: schemas.boolean,
          },
          ['redirect_params', 'auto_register'],
        ),
      },
    },
    async (request, reply) => {
      const { redirect_params: params } = request.body as {
        redirect_params: { code: string; app_id: string };
      };
      const now = clock();
      const userId = redeemSingleUse(db, CODES, params.code, now);
      if (!userId) throw unauthorized('授权码无效或已过期，请重新登录', 'THIRD_LOGIN/CODE_INVALID');
      const token = issueSingleUse(db, TOKENS, userId, now);
      return reply
        .code(201)
        .send({ token, expires_at: toPlatformTime(now + THIRD_LOGIN_TOKEN_TTL_MS) });
    },
  );

  // Step 3.
  app.post(
    '/v1/sessions/actions/login_by_token',
    {
      schema: { ...plainPath, body: bodyOf({ token: secretString }, ['token']) },
    },
    async (request) => {
      const { token } = request.body as { token: string };
      const now = clock();
      const userId = redeemSingleUse(db, TOKENS, token, now);
      if (!userId)
        throw unauthorized('第三方登录凭证无效或已过期，请重新登录', 'THIRD_LOGIN/TOKEN_INVALID');
      return tokenAnswer(db, userId, now);
    },
  );
};

export default thirdLoginRoutes;
