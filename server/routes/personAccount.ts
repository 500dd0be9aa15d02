import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { ApiError, badRequest } from '../http/errors';
import { currentUser } from '../auth';
import { findUserById, type UserRow } from '../data/users';
import { bodyOf, NO_QUERY, paramsOf, schemas } from '../http/json';

/**
 * The account page's calls (seed 000 §2 `/ucAccount`, §3 account info, §7 SMS; ledger
 * CORE-API-39). Paths under `/v1/person_accounts/:id` are the stand-in's for the account read;
 * the two SMS paths are the spec's. All need the signed-in user and answer only for their own
 * id (403 otherwise).
 *
 * - `GET /v1/person_accounts/:id` → `{account_id, user_name, real_name, mobile, account_type}`,
 *   the mobile masked (`138****0001`) or null.
 * - `POST …/mobile/actions/send_sms_code` body `{mobile}` → `{expires_at}`. No SMS leaves this
 *   machine: the stand-in's code is always {@link STAND_IN_SMS_CODE}, valid 5 minutes. A mobile
 *   that is not 11 digits starting with 1 → 400 `UC/MOBILE_INVALID` 请输入正确的手机号.
 * - `POST …/mobile/actions/valid` body `{mobile, sms_code}` → `{mobile}` (masked) and the account
 *   now has that mobile; no code sent to that mobile, a wrong or expired code → 400
 *   `UC/SMS_CODE_INVALID` 验证码错误 (the page shows the server's message).
 */
export const STAND_IN_SMS_CODE = '246810';
const SMS_CODE_TTL_MS = 5 * 60 * 1000;
const MOBILE = /^1\d{10}$/;

export function maskMobile(mobile: string | null): string | null {
  return mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : null;
}

function ownAccount(request: FastifyRequest<{ Params: { id: string } }>): UserRow {
  const user = currentUser(request);
  if (request.params.id !== user.id)
    throw new ApiError(403, 'UC/FORBIDDEN', '无权操作其他用户的账号');
  return user;
}

const ownId = paramsOf({ id: schemas.id });
// Their formats are checked by the handlers, which answer the platform's own codes and messages.
const mobile = schemas.text(32);
const sendSmsBody = bodyOf({ mobile }, ['mobile']);
const bindMobileBody = bodyOf({ mobile, sms_code: schemas.text(16) }, ['mobile']);

const personAccountRoutes: FastifyPluginAsync<ServiceContext> = async (
  app,
  { db, clock, authenticate },
) => {
  app.get<{ Params: { id: string } }>(
    '/v1/person_accounts/:id',
    { preHandler: authenticate, schema: { params: ownId, querystring: NO_QUERY } },
    async (request) => {
      const user = ownAccount(request);
      return {
        account_id: user.id,
        user_name: user.user_name ?? user.account,
        real_name: user.real_name,
        mobile: maskMobile(user.mobile),
        account_type: user.account_type,
      };
    },
  );

  app.post<{ Params: { id: string }; Body: { mobile: string } }>(
    '/person_accounts/:id/mobile/actions/send_sms_code',
    {
      preHandler: authenticate,
      schema: { params: ownId, querystring: NO_QUERY, body: sendSmsBody },
    },
    async (request) => {
      const user = ownAccount(request);
      const mobile = request.body.mobile.trim();
      if (!MOBILE.test(mobile)) throw badRequest('请输入正确的手机号', 'UC/MOBILE_INVALID');
      const expiresAt = clock() + SMS_CODE_TTL_MS;
      db.prepare(
        'INSERT OR REPLACE INTO uc_sms_codes (user_id, mobile, expires_at) VALUES (?, ?, ?)',
      ).run(user.id, mobile, expiresAt);
      return { expires_at: expiresAt };
    },
  );

  app.post<{ Params: { id: string }; Body: { mobile: string; sms_code?: string } }>(
    '/person_accounts/:id/mobile/actions/valid',
    {
      preHandler: authenticate,
      schema: { params: ownId, querystring: NO_QUERY, body: bindMobileBody },
    },
    async (request) => {
      const user = ownAccount(request);
      const mobile = request.body.mobile.trim();
      const sent = db
        .prepare('SELECT expires_at FROM uc_sms_codes WHERE user_id = ? AND mobile = ?')
        .get(user.id, mobile) as { expires_at: number } | undefined;
      if (
        !sent ||
        sent.expires_at <= clock() ||
        request.body.sms_code?.trim() !== STAND_IN_SMS_CODE
      )
        throw badRequest('验证码错误', 'UC/SMS_CODE_INVALID');
      db.prepare('DELETE FROM uc_sms_codes WHERE user_id = ? AND mobile = ?').run(user.id, mobile);
      db.prepare('UPDATE users SET mobile = ? WHERE id = ?').run(mobile, user.id);
      return { mobile: maskMobile(findUserById(db, user.id)?.mobile ?? mobile) };
    },
  );
};

export default personAccountRoutes;
