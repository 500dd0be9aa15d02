import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ServiceContext } from '../context';
import { findUserById, userToWire } from '../data/users';
import { redeemUckey } from '../data/identities';
import { escapeHtml } from '../sso/page';
import { NO_PARAMS, openQueryOf, schemas } from '../http/json';
import { namedProfile } from '../../src/lib/displayName';

/**
 * Stand-in for the separate management (admin) site (seed 000 §2 Footer, §6; ledger A-34).
 * The portal's footer opens `GET /svc/admin?jump=<target>&uckey=<user key>`; the real admin
 * site logs the visitor in with the user key and goes to the jump target. Here the key is
 * redeemed (single use, 5 minutes, the same store as the uckey login) and a landing page names
 * the signed-in user and the target, so a tester can see that the jump carried both. A missing,
 * unknown, used or expired key gets the 401 page.
 */
export const ADMIN_PAGE_TITLE = '管理系统';
export const ADMIN_KEY_INVALID = '登录凭证无效或已过期';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;
  color:#1f2a44;background:#f2f5fa}
header{background:#1d2433;color:#fff;padding:16px 32px;display:flex;align-items:center;gap:12px}
.logo{width:36px;height:36px;border-radius:8px;background:#3c7dff;font-weight:700;display:flex;
  align-items:center;justify-content:center;font-size:18px}
header h1{margin:0;font-size:19px;font-weight:600;letter-spacing:1px}
header small{display:block;font-size:12px;opacity:.7;font-weight:400}
main{max-width:720px;margin:48px auto;padding:0 20px}
.card{background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(31,42,68,.08);padding:28px 32px}
.card h2{margin:0 0 18px;font-size:20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:10px 18px;margin:0;font-size:15px}
dt{color:#5c6780}
dd{margin:0;word-break:break-all;font-weight:600}
.error h2{color:#cf1322}
.hint{color:#5c6780;font-size:14px;margin:14px 0 0}
a{color:#1f4fd1}
footer{text-align:center;color:#7a8699;font-size:12px;padding:10px 0 30px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><div class="logo" aria-hidden="true">管</div>
  <h1>${escapeHtml(ADMIN_PAGE_TITLE)}<small>国家中小学智慧教育平台 · 本地替身服务</small></h1></header>
<main>
${body}
  <p class="hint"><a href="/">返回平台首页</a></p>
</main>
<footer>本页面为管理系统的本地替身，仅用于开发与测试。</footer>
</body>
</html>`;
}

const adminRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db, clock }) => {
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      // The user key sits in this page's address: it must not travel on in a Referer.
      .header('Referrer-Policy', 'no-referrer')
      .send(body);

  app.get(
    '/',
    {
      schema: {
        params: NO_PARAMS,
        // A page the browser opens: parameters it does not read are tolerated.
        querystring: openQueryOf({ jump: schemas.text(2048), uckey: schemas.text(256) }),
      },
    },
    async (request, reply) => {
      const { jump, uckey } = request.query as { jump?: string; uckey?: string };
      const userId = uckey ? redeemUckey(db, uckey, clock()) : null;
      const user = userId ? findUserById(db, userId) : undefined;
      if (!user) {
        return html(
          reply,
          401,
          page(
            ADMIN_KEY_INVALID,
            `<section class="card error" role="alert"><h2>${escapeHtml(ADMIN_KEY_INVALID)}</h2>
  <p class="hint">请回到平台重新点击“管理系统”。</p></section>`,
          ),
        );
      }
      const name = namedProfile(userToWire(user))?.display_name ?? user.account;
      const target = jump ?? '';
      return html(
        reply,
        200,
        page(
          ADMIN_PAGE_TITLE,
          `<section class="card" aria-labelledby="admin-title"><h2 id="admin-title">欢迎进入管理系统</h2>
  <dl>
    <dt>当前用户</dt><dd data-admin="user">${escapeHtml(name)}</dd>
    <dt>跳转目标</dt><dd data-admin="jump">${escapeHtml(target || '（未指定）')}</dd>
  </dl></section>`,
        ),
      );
    },
  );
};

export default adminRoutes;
