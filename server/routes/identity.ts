import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { ApiError, badRequest, notFound, unauthorized } from '../http/errors';
import { currentUser, tokenAnswer, redeemTicket } from '../auth';
import { findUserById, rolesOf, type UserRow } from '../data/users';
import {
  addRole,
  classMembershipsOf,
  identityChoiceOf,
  identityToWire,
  isSelectableRole,
  issueUckey,
  OTHER_TENANT_IDENTITIES,
  redeemUckey,
  saveIdentityChoice,
  sunTeacherSchoolsOf,
  verifyStatusOf,
} from '../data/identities';
import { CLASS_MEMBERSHIP_PAGE_SIZE } from '../../src/lib/specConstants';
import {
  bodyOf,
  NO_BODY,
  NO_PARAMS,
  NO_QUERY,
  ownValue,
  paramsOf,
  queryOf,
  schemas,
} from '../http/json';

/**
 * Identity and session calls of the user centre (seed 000 §4, §6, §7). Paths the spec does not
 * show (save identity, uckey, non-SSO session) are the stand-in's, owned by
 * src/services/userCentreService.ts. Every call but the logins checks the token first (onRequest,
 * so an unsigned caller gets 401 before any body check).
 */
const MAX_MEMBERSHIP_LIMIT = 100;

const identityRoutes: FastifyPluginAsync<ServiceContext> = async (
  app,
  { db, clock, authenticate },
) => {
  const answerToken = (userId: string) => tokenAnswer(db, userId, clock());

  /** Identity data is private: the portal only ever asks about the signed-in user. */
  const ownUser = (request: FastifyRequest, id: string): UserRow => {
    const user = currentUser(request);
    if (!findUserById(db, id)) throw notFound('用户不存在', 'UC/USER_NOT_FOUND');
    if (id !== user.id) throw new ApiError(403, 'UC/FORBIDDEN', '无权操作其他用户的身份');
    return user;
  };

  /** A body of one required text field, on a path without parameters or query. */
  const stringBody = (name: string) => ({
    params: NO_PARAMS,
    querystring: NO_QUERY,
    body: bodyOf({ [name]: schemas.text(256, 1) }, [name]),
  });
  /** The user id in the path, no query. */
  const ofUser = { params: paramsOf({ id: schemas.id }), querystring: NO_QUERY };

  // Seed 000 §4: login with a uckey from the address (single use, 5 minutes).
  app.post(
    '/v1.1/sessions/actions/login_by_uckey',
    { schema: stringBody('uckey') },
    async (request) => {
      const { uckey } = request.body as { uckey: string };
      const userId = redeemUckey(db, uckey, clock());
      if (!userId) throw unauthorized('用户凭证无效或已过期，请重新登录', 'UC/UCKEY_INVALID');
      return answerToken(userId);
    },
  );

  // A uckey for the signed-in user (the admin jump of ledger A-34 carries one).
  app.post(
    '/v1.1/uckeys',
    {
      onRequest: authenticate,
      schema: { params: NO_PARAMS, querystring: NO_QUERY, body: NO_BODY },
    },
    async (request, reply) => {
      const uckey = issueUckey(db, currentUser(request).id, clock());
      return reply.code(201).send({ uckey });
    },
  );

  // Seed 000 §4: the non-SSO session a failed SSO check falls back to, made from the ticket.
  app.post('/v1.1/sessions', { schema: stringBody('ticket') }, async (request, reply) => {
    const { ticket } = request.body as { ticket: string };
    const userId = redeemTicket(db, ticket, clock());
    if (!userId) throw unauthorized('登录凭证无效或已过期，请重新登录', 'UC/TICKET_INVALID');
    return reply.code(201).send(answerToken(userId));
  });

  // Seed 000 §7 'Save identity' (userId, role code): stored, and added to the roles when missing.
  app.post(
    '/v1.1/identities/actions/save',
    {
      onRequest: authenticate,
      schema: {
        params: NO_PARAMS,
        querystring: NO_QUERY,
        body: bodyOf({ userId: schemas.id, role: schemas.text(64, 1) }, ['userId', 'role']),
      },
    },
    async (request) => {
      const { userId, role } = request.body as { userId: string; role: string };
      ownUser(request, userId);
      if (!isSelectableRole(role)) throw badRequest('身份不可选择', 'UC/IDENTITY_INVALID');
      addRole(db, userId, role);
      saveIdentityChoice(db, userId, role, clock());
      return { user_id: userId, role_code: role };
    },
  );

  // Seed 000 §3, §7: identities; the demo adds another tenant's item that the portal must skip.
  app.get(
    '/v1.1/users/:id/identities',
    { onRequest: authenticate, schema: ofUser },
    async (request) => {
      const { id } = request.params as { id: string };
      ownUser(request, id);
      return [
        ...rolesOf(db, id).map(identityToWire),
        ...(ownValue(OTHER_TENANT_IDENTITIES, id) ?? []).map((item) => ({
          ...identityToWire(item.identity_code),
          tenant_id: item.tenant_id,
        })),
      ];
    },
  );

  // The saved identity choice, the user centre's "current identity" (seed 000 §4: the mobile
  // bridge stores it as the user centre answers it): null until the user has ever chosen. The
  // portal asks only to learn whether a user with several roles chose before (ledger A-30).
  app.get(
    '/v1.1/users/:id/identities/actions/current',
    { onRequest: authenticate, schema: ofUser },
    async (request) => {
      const { id } = request.params as { id: string };
      ownUser(request, id);
      const role = identityChoiceOf(db, id);
      return { user_id: id, identity: role ? identityToWire(role) : null };
    },
  );

  app.post(
    '/v1.1/users/:id/identities',
    {
      onRequest: authenticate,
      schema: {
        ...ofUser,
        body: bodyOf({ identity_code: schemas.text(64, 1) }, ['identity_code']),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const { identity_code: code } = request.body as { identity_code: string };
      ownUser(request, id);
      if (!isSelectableRole(code)) throw badRequest('身份不可选择', 'UC/IDENTITY_INVALID');
      const added = addRole(db, id, code);
      return reply.code(added ? 201 : 200).send(identityToWire(code));
    },
  );

  // Seed 000 §6, §7: verified when code is 2 and a school is returned.
  app.get(
    '/v1/teacher/profile/verify/status',
    {
      onRequest: authenticate,
      schema: {
        params: NO_PARAMS,
        querystring: queryOf({ user_type: schemas.text(64, 1) }, ['user_type']),
      },
    },
    async (request) => verifyStatusOf(currentUser(request).id),
  );

  // Seed 000 §7: class memberships, paged ($offset, $limit; the portal asks 20 at a time).
  app.get(
    '/v1/members/:id/classes/actions/page_query',
    {
      onRequest: authenticate,
      schema: {
        params: paramsOf({ id: schemas.id }),
        querystring: queryOf({ $offset: schemas.queryOffset, $limit: schemas.queryLimit }),
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      ownUser(request, id);
      const query = request.query as { $offset?: string; $limit?: string };
      const offset = Number(query.$offset ?? 0);
      const limit = Number(query.$limit ?? CLASS_MEMBERSHIP_PAGE_SIZE);
      if (limit < 1 || limit > MAX_MEMBERSHIP_LIMIT) throw badRequest('$limit 超出范围');
      const all = classMembershipsOf(id);
      return { total: all.length, items: all.slice(offset, offset + limit) };
    },
  );

  // Seed 000 §6, §7: schools of a sun teacher (special-space qualification).
  app.get(
    '/v1/sun_teachers/:id/schools/actions/query',
    { onRequest: authenticate, schema: ofUser },
    async (request) => {
      const { id } = request.params as { id: string };
      ownUser(request, id);
      return sunTeacherSchoolsOf(id);
    },
  );
};

export default identityRoutes;
