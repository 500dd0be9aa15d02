import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeRedirectPath } from './redirect';

/**
 * Third-party logout (seed 000 §4): `GET /sso/logout?logout_redirect_uri=…&client_id=…`.
 * The stand-in signs in without a cookie, but a real SSO keeps one, so a cookie of that name is
 * expired when the browser sends it. The browser goes back to logout_redirect_uri when it is
 * in-site or same-origin, else to `/` (no open redirect).
 */
export const SSO_COOKIE_NAME = 'sso_session';

function sendsSsoCookie(request: FastifyRequest): boolean {
  const header = request.headers.cookie ?? '';
  return header.split(';').some((part) => part.trim().startsWith(`${SSO_COOKIE_NAME}=`));
}

export async function ssoLogout(request: FastifyRequest, reply: FastifyReply) {
  const { logout_redirect_uri: target } = request.query as { logout_redirect_uri?: string };
  if (sendsSsoCookie(request)) {
    reply.header('Set-Cookie', `${SSO_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  }
  return reply
    .header('Cache-Control', 'no-store')
    .redirect(safeRedirectPath(target, request.headers.host), 302);
}
