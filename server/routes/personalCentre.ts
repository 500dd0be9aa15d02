import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { escapeHtml } from '../sso/page';
import { openQueryOf, paramsOf, schemas } from '../http/json';

/**
 * Stand-in for the personal-centre application (seed 000 §2 "the last items open on another
 * application", ledger A-05, CORE-HEADER-11). The portal's account entries link to
 * `{personalCentre}/user/myFavorite`, `/personal`, `/applicationCenter` and the like; the real
 * application is a separate site. Here every path answers one landing page that names the page
 * asked for, so a tester can see where an entry led. It holds no content and asks no login.
 */
export const PERSONAL_CENTRE_TITLE = '个人中心';

function page(path: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(PERSONAL_CENTRE_TITLE)}</title>
<style>body{margin:0;font-family:"Noto Sans CJK SC","PingFang SC",sans-serif;color:#1f2a44;background:#f2f5fa}
main{max-width:720px;margin:48px auto;padding:24px 32px;background:#fff;border-radius:12px}
code{font-size:15px}</style>
</head>
<body>
<main>
  <h1>${escapeHtml(PERSONAL_CENTRE_TITLE)}</h1>
  <p>个人中心应用的本地替身。请求的页面：<code data-personal-centre="path">${escapeHtml(path)}</code></p>
  <p><a href="/">返回平台首页</a></p>
</main>
</body>
</html>`;
}

const personalCentreRoutes: FastifyPluginAsync<ServiceContext> = async (app) => {
  app.get(
    '/*',
    // A page the browser opens: parameters it does not read are tolerated.
    { schema: { params: paramsOf({ '*': schemas.pagePath }), querystring: openQueryOf() } },
    async (request, reply) => {
      const { '*': rest = '' } = request.params as { '*'?: string };
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(page(`/${rest}`));
    },
  );
};

export default personalCentreRoutes;
