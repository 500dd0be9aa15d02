import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { ApiError, notFound, unauthorized } from '../http/errors';
import { bearerToken, currentUser, tokenAnswer, redeemTicket, revokeToken } from '../auth';
import { findUserById, rolesOf, userToWire } from '../data/users';
import { bodyOf, NO_BODY, NO_PARAMS, NO_QUERY, paramsOf, schemas } from '../http/json';

/**
 * User centre (paths are "not shown" in the spec, ledger A-38; these are the stand-in's).
 * The portal's login flow: /sso/login issues a ticket, this service swaps it for a token.
 */
const ucRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db, clock, authenticate }) => {
  app.post(
    '/v1.1/sso/tickets/actions/exchange',
    {
      schema: {
        params: NO_PARAMS,
        querystring: NO_QUERY,
        body: bodyOf({ ticket: schemas.text(256, 1) }, ['ticket']),
      },
    },
    async (request) => {
      const { ticket } = request.body as { ticket: string };
      const now = clock();
      const userId = redeemTicket(db, ticket, now);
      if (!userId) throw unauthorized('登录凭证无效或已过期，请重新登录', 'UC/TICKET_INVALID');
      return tokenAnswer(db, userId, now);
    },
  );

  app.get(
    '/v1.1/users/current',
    { preHandler: authenticate, schema: { params: NO_PARAMS, querystring: NO_QUERY } },
    async (request) => userToWire(currentUser(request)),
  );

  app.get(
    '/v1.1/users/:id/roles',
    {
      preHandler: authenticate,
      schema: { params: paramsOf({ id: schemas.id }), querystring: NO_QUERY },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const user = currentUser(request);
      if (!findUserById(db, id)) throw notFound('用户不存在', 'UC/USER_NOT_FOUND');
      // Role lists are private: the portal only ever asks for the signed-in user's own.
      if (id !== user.id) throw new ApiError(403, 'UC/FORBIDDEN', '无权查看其他用户的身份');
      return rolesOf(db, id).map((role_code) => ({ role_code }));
    },
  );

  app.post(
    '/v1.1/sessions/actions/logout',
    {
      preHandler: authenticate,
      schema: { params: NO_PARAMS, querystring: NO_QUERY, body: NO_BODY },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) revokeToken(db, token);
      return { success: true };
    },
  );
};

export default ucRoutes;
