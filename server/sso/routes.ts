import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ServiceContext } from '../context';
import { installFormParser } from '../http/json';
import { issueTicket } from '../auth';
import { verifyPassword } from '../db/passwords';
import { findUserByAccount, listUsers, rolesOf } from '../data/users';
import { DEMO_PASSWORD, ROLE_LABELS, type RoleCode } from '../seed-data/users';
import { renderLoginPage } from './page';
import { safeRedirectPath, withTicket } from './redirect';
import { ssoLogout } from './logout';

/** Single sign-on stand-in: GET shows the sign-in page, POST checks it and hands out a ticket. */
const ssoRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db, clock }) => {
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

  app.get('/login', async (request, reply) => {
    const { redirect_uri: redirectUri } = request.query as { redirect_uri?: string };
    return page(reply, 200, safeRedirectPath(redirectUri, request.headers.host));
  });

  app.post('/login', async (request, reply) => {
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
    return reply.header('Cache-Control', 'no-store').redirect(withTicket(redirectUri, ticket), 302);
  });

  app.get('/logout', ssoLogout);
};

export default ssoRoutes;
