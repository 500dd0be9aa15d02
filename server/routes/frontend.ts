import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { createAnswerCompressor } from '../http/compressedAnswer';
import { sendError } from '../http/errors';
import { bootFetchesFor, withFetchPreloads } from '../http/pagePreloads';
import { createFirstViewRenderer } from '../http/firstViewRender';
import { openQueryOf, paramsOf, schemas } from '../http/json';
import type { ServedSiteConfigsSource } from '../manifestRoutes';
import { isApiPath, SERVER_DIR } from '../paths';

/**
 * Serves the built portal (and, in preview mode only, the preview app) from distDir. Any GET that is not a service
 * path and not a file gets the app's index.html, so deep links work and the front end shows its
 * own not-found page. The dist folder is looked up per request: a build made after the server
 * started is picked up without a restart.
 *
 * Served like production (issue 17): a file goes out as the `.br` or `.gz` twin the build wrote
 * beside it (scripts/vitePluginPrecompress.ts) when the request accepts it, with the file's own
 * type and `Vary: Accept-Encoding`; hashed files are cached for a year, everything else is
 * revalidated. The portal's page carries a preload of the site manifest its address needs
 * (http/pagePreloads.ts) and its first view rendered from the manifest and the services' answers
 * (http/firstViewRender.ts), and, being made per request, is compressed here.
 */

/** Vite puts content-hashed files under assets/; those never change and may be cached for a year. */
const HASHED_ASSET = /(^|\/)assets\/.+[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>前端尚未构建</title>
<style>body{font-family:"Noto Sans CJK SC",sans-serif;display:flex;align-items:center;justify-content:center;
min-height:100vh;margin:0;background:#f5f7fb;color:#1f2a44}main{text-align:center}
code{background:#eef3ff;color:#1f4fd1;padding:2px 8px;border-radius:4px}</style></head>
<body><main><h1>前端尚未构建，请先运行 npm run build</h1>
<p>服务接口已可用；构建完成后刷新本页即可，无需重启服务。</p><p><code>npm run build</code></p></main></body></html>`;

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export interface FrontendRoutesOptions extends ServiceContext {
  /** production: the preview app is not served (its pages fall to the portal's not-found). */
  mode?: 'production' | 'preview';
  /** The served site configs: the page preloads the manifest of the site its address shows. */
  siteConfigs?: ServedSiteConfigsSource;
}

/** The preview app's addresses (its files are those under dist/preview/). */
const isPreviewPath = (pathname: string) =>
  pathname === '/preview' || pathname.startsWith('/preview/');

const frontendRoutes: FastifyPluginAsync<FrontendRoutesOptions> = async (
  app,
  { distDir, mode = 'preview', siteConfigs },
) => {
  // The preview app is a QA and operator tool: a production server has no business offering it.
  const servesPreview = mode !== 'production';

  // Only the sendFile decorator is wanted; the routing below decides what gets served.
  // preCompressed: sendFile sends `<file>.br` / `<file>.gz` when the request accepts it.
  await app.register(fastifyStatic, { root: SERVER_DIR, serve: false, preCompressed: true });

  // A page carries its first view and the data behind it: made anew whenever the data changes.
  const compressor = createAnswerCompressor('fast');
  const portalIndex = resolve(distDir, 'index.html');
  const withFirstView = createFirstViewRenderer(distDir);

  /** An HTML file, no-cache (it names the hashed files of the current build). */
  const sendHtml = async (request: FastifyRequest, reply: FastifyReply, file: string) => {
    let html = await readFile(file, 'utf8');
    if (file === portalIndex && siteConfigs) {
      const host = request.headers.host ?? 'localhost';
      try {
        html = withFetchPreloads(
          html,
          bootFetchesFor(siteConfigs.current(), mode, host, request.url),
        );
      } catch (error) {
        // A preload only saves time: the page goes out without it rather than not at all.
        request.log.warn({ err: error }, 'page preloads left out');
      }
      // The first view in the HTML (http/firstViewRender.ts); without it, the page as before.
      html = await withFirstView(html, request, siteConfigs.current(), mode);
    }
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    return reply.send(await compressor.encode(request, reply, html));
  };

  app.get(
    '/*',
    // The front end's pages read their own parameters: any is tolerated here.
    { schema: { params: paramsOf({ '*': schemas.pagePath }), querystring: openQueryOf() } },
    async (request, reply) => {
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
      } catch {
        return sendError(reply, 400, { code: 'BAD_REQUEST', message: '请求路径不合法' });
      }
      if (isApiPath(pathname)) {
        return sendError(reply, 404, { code: 'NOT_FOUND', message: '接口不存在' });
      }

      const candidate = resolve(distDir, `.${pathname}`);
      const inside = candidate === distDir || candidate.startsWith(distDir + sep);
      const previewFile = relative(distDir, candidate).split(sep)[0] === 'preview';
      if (
        inside &&
        isFile(candidate) &&
        !/(^|\/)\./.test(pathname) &&
        (servesPreview || !previewFile)
      ) {
        if (extname(candidate) === '.html') return sendHtml(request, reply, candidate);
        const rel = relative(distDir, candidate);
        return HASHED_ASSET.test(pathname)
          ? reply.sendFile(rel, distDir, { maxAge: '365d', immutable: true })
          : reply.sendFile(rel, distDir, { maxAge: 0 });
      }

      // A missing script or stylesheet must fail as such, not turn into an HTML page.
      if (/(^|\/)assets\//.test(pathname)) {
        return sendError(reply, 404, { code: 'NOT_FOUND', message: '文件不存在' });
      }

      const previewIndex = resolve(distDir, 'preview', 'index.html');
      if (servesPreview && isPreviewPath(pathname) && existsSync(previewIndex)) {
        return sendHtml(request, reply, previewIndex);
      }
      if (isFile(portalIndex)) return sendHtml(request, reply, portalIndex);
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(NOT_BUILT_PAGE);
    },
  );
};

export default frontendRoutes;
