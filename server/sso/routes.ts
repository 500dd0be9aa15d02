import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ServiceContext } from '../context';
import {
  bodyOf,
  IGNORED_BODY,
  installFormParser,
  NO_BODY,
  NO_PARAMS,
  NO_QUERY,
  openQueryOf,
  schemas,
} from '../http/json';
import { currentUser, issueTicket, TICKET_TTL_MS } from '../auth';
import { verifyPassword } from '../db/passwords';
import { findUserByAccount, listUsers, rolesOf } from '../data/users';
import { DEMO_PASSWORD, ROLE_LABELS, type RoleCode } from '../seed-data/users';
import { renderLoginPage } from './page';
import { safeRedirectPath, withTicket } from './redirect';
import { ssoLogout } from './logout';
import { toPlatformTime } from '../time';
import { MAX_LINK_LENGTH } from '../../src/runtime/links/linkPolicy';
import { issueUckey, UCKEY_TTL_MS } from '../data/identities';

/**
 * Where the browser goes back to: the link policy behind safeRedirectPath decides it, and one it
 * refuses (longer than a link may be included) sends the browser to `/`, so a sign-in does not
 * fail on its return address. Only text far beyond any link is refused outright.
 */
const returnAddress = schemas.text(2 * MAX_LINK_LENGTH);

/**
 * The sign-in form. Every field is optional here: a form missing one gets the page again with
 * 请输入账号和密码, not a bare error.
 */
const loginForm = bodyOf({
  account: schemas.text(64),
  password: schemas.text(128),
  redirect_uri: returnAddress,
});

/** Single sign-on stand-in: GET shows the sign-in page, POST checks it and hands out a ticket. */
const ssoRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db, clock, authenticate }) => {
  installFormParser(app);

  const accounts = () =>
    listUsers(db).map((user) => ({
      user,
      roleLabels: rolesOf(db, user.id).map((role) => ROLE_LABELS[role as RoleCode] ?? role),
    }));

  const page = (
    reply: FastifyReply,
    status: number,
    redirectUri: string,
    extra: { error?: string; account?: string } = {},
  ) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        renderLoginPage({
          redirectUri,
          accounts: accounts(),
          demoPassword: DEMO_PASSWORD,
          ...extra,
        }),
      );

  // Pages the browser opens: parameters they do not read are tolerated.
  app.get(
    '/login',
    { schema: { params: NO_PARAMS, querystring: openQueryOf({ redirect_uri: returnAddress }) } },
    async (request, reply) => {
      const { redirect_uri: redirectUri } = request.query as { redirect_uri?: string };
      return page(reply, 200, safeRedirectPath(redirectUri, request.headers.host));
    },
  );

  app.post(
    '/login',
    { schema: { params: NO_PARAMS, querystring: NO_QUERY, body: loginForm } },
    async (request, reply) => {
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
        string,
        unknown
      >;
      const redirectUri = safeRedirectPath(body.redirect_uri, request.headers.host);
      const account = typeof body.account === 'string' ? body.account.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      if (!account || !password) {
        return page(reply, 400, redirectUri, { error: '请输入账号和密码', account });
      }
      const user = findUserByAccount(db, account);
      if (!user || !verifyPassword(password, user.password_salt, user.password_hash)) {
        return page(reply, 401, redirectUri, { error: '账号或密码错误', account });
      }
      const ticket = issueTicket(db, user.id, clock());
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(withTicket(redirectUri, ticket), 302);
    },
  );

  app.get(
    '/logout',
    {
      schema: {
        params: NO_PARAMS,
        querystring: openQueryOf({
          logout_redirect_uri: returnAddress,
          client_id: schemas.text(128),
        }),
      },
    },
    ssoLogout,
  );

  // Seed 000 §7 'Ticket and code': POST /get_ticket with an empty body (ledger CORE-JPK-02,
  // CORE-API-41). The ticket is an ordinary single-use SSO ticket (5 minutes), so the
  // quality-course site redeems it like the portal does; any body is ignored.
  app.post(
    '/get_ticket',
    {
      onRequest: authenticate,
      schema: { params: NO_PARAMS, querystring: NO_QUERY, body: IGNORED_BODY },
    },
    async (request) => {
      const now = clock();
      const ticket = issueTicket(db, currentUser(request).id, now);
      return { ticket, expires_at: toPlatformTime(now + TICKET_TTL_MS) };
    },
  );

  // Seed 000 §7 'Ticket and code': POST /get_code, empty body (ledger CORE-API-41, A-34). The
  // code is a user key for the signed-in user (single use, 5 minutes): the admin site and the
  // uckey login redeem it from the same store.
  app.post(
    '/get_code',
    {
      onRequest: authenticate,
      schema: { params: NO_PARAMS, querystring: NO_QUERY, body: NO_BODY },
    },
    async (request, reply) => {
      const now = clock();
      const code = issueUckey(db, currentUser(request).id, now);
      return reply
        .header('Cache-Control', 'no-store')
        .send({ code, expires_at: toPlatformTime(now + UCKEY_TTL_MS) });
    },
  );
};

export default ssoRoutes;
