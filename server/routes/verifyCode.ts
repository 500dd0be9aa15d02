import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { notFound } from '../http/errors';
import { bodyOf, NO_PARAMS, NO_QUERY } from '../http/json';

/**
 * Code verification (seed 000 §2 `/verifyCode`; ledger CORE-ROUTE-30). The spec shows no path;
 * this is the stand-in's, on the course service. No login.
 *
 * - `POST /v1/verify_codes/actions/check` body `{code}` (6–20 letters or digits; compared
 *   without regard to case) → `{code, title, holder_name, issuer, issue_date}` of the
 *   certificate; an unknown code → 404 `VERIFY_CODE/NOT_FOUND` 验证码错误，请核对后重新输入; a
 *   malformed body → 400. The seed's valid code is `ZX2026KP0001`.
 */
export const VERIFY_CODE_PATH = '/v1/verify_codes/actions/check';

const verifyCodeRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  app.post(
    VERIFY_CODE_PATH,
    {
      schema: {
        params: NO_PARAMS,
        querystring: NO_QUERY,
        body: bodyOf(
          { code: { type: 'string', pattern: '^[A-Za-z0-9]{6,20}$', examples: ['ZX2026KP0001'] } },
          ['code'],
        ),
      },
    },
    async (request) => {
      const code = (request.body as { code: string }).code.toUpperCase();
      const row = db.prepare('SELECT certificate FROM verify_codes WHERE code = ?').get(code) as
        { certificate: string } | undefined;
      if (!row) throw notFound('验证码错误，请核对后重新输入', 'VERIFY_CODE/NOT_FOUND');
      return JSON.parse(row.certificate) as Record<string, unknown>;
    },
  );
};

export default verifyCodeRoutes;
