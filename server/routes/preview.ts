/**
 * The preview app's stand-in endpoints (/__preview, issue 5):
 *
 * - GET  /__preview/status             what this server allows the asking client
 *                                      ({mode, scenarios, save}; false for another machine)
 * - POST /__preview/session {account}  scenario mode only: a session token for a demo account,
 *                                      issued like every stand-in login (auth.ts tokenAnswer)
 * - GET  /__preview/sites/:id/source   preview mode only: the manifest file's text
 * - POST /__preview/check {siteId, text}  preview mode only: the draft's problems, as
 *                                      `npm run validate` prints them
 * - PUT  /__preview/sites/:id {text, base}  preview mode only: writes a valid draft back to its
 *                                      file in site-configs/ (never an invalid one, never outside)
 *
 * Everything but the status answers only to this machine (http/access.ts isLocalClient; a
 * password-less session or a write to the manifests must not be open to the network), and the
 * writes only to JSON from this server's own pages. Production mode has no session (scenarios are
 * off there) and refuses the source, check and save.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { ApiError, badRequest, notFound } from '../http/errors';
import { tokenAnswer } from '../auth';
import { findUserByAccount, rolesOf } from '../data/users';
import { loadSiteConfigs } from '../../src/manifestCheck/siteConfigs';
import { blockSchemaInfo } from '../../src/manifestCheck/blockSchemas';
import { checkDraft, resolveSiteFile } from './previewFiles';
import {
  isLocalClient,
  requireBrowserWrite,
  requireLocalClient,
  type HostAllowList,
} from '../http/access';
import { bodyOf, NO_PARAMS, NO_QUERY, ownValue, paramsOf, schemas } from '../http/json';

export interface PreviewRoutesOptions extends ServiceContext {
  siteConfigDir: string;
  repoRoot: string;
  mode: 'production' | 'preview';
  scenarios: boolean;
  /** Host names whose pages may write (http/access.ts). */
  hosts: HostAllowList;
}

const MAX_TEXT = 900 * 1024;

/** What each route reads (http/json.ts); a draft's text is checked further by the handlers. */
const noInput = { schema: { params: NO_PARAMS, querystring: NO_QUERY } };
const draftText = schemas.text(MAX_TEXT);
const sessionInput = {
  schema: { ...noInput.schema, body: bodyOf({ account: schemas.text(64, 1) }, ['account']) },
};
const checkInput = {
  schema: {
    ...noInput.schema,
    body: bodyOf({ siteId: schemas.siteId, text: draftText }, ['siteId', 'text']),
  },
};
// Any name up to 128 characters: only a site of site-configs/ is ever found (404 otherwise).
const sitePath = { params: paramsOf({ id: schemas.text(128, 1) }), querystring: NO_QUERY };
const saveInput = {
  schema: { ...sitePath, body: bodyOf({ text: draftText, base: draftText }, ['text']) },
};
type Site = { Params: { id: string } };

const previewRoutes: FastifyPluginAsync<PreviewRoutesOptions> = async (app, options) => {
  const { db, clock, mode, scenarios, hosts } = options;
  const siteConfigDir = resolve(options.siteConfigDir);
  const repoRoot = resolve(options.repoRoot);
  const blocks = await blockSchemaInfo();
  const load = () => loadSiteConfigs(siteConfigDir, { blocks, repoRoot });

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url === '/__preview/status') return;
    requireLocalClient(request, 'PREVIEW/LOCAL_ONLY');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      requireBrowserWrite(request, hosts, 'PREVIEW');
  });
  const requirePreviewMode = () => {
    if (mode !== 'preview')
      throw new ApiError(
        403,
        'PREVIEW/NOT_PREVIEW_MODE',
        '服务不在预览模式，不能读取或写回清单文件',
      );
  };
  const textOf = (body: unknown, key: string): string => {
    const value = (body as Record<string, unknown> | null)?.[key];
    if (typeof value !== 'string') throw badRequest(`${key} 应为文本`);
    if (value.length > MAX_TEXT) throw badRequest(`${key} 过长`);
    return value;
  };

  app.get('/__preview/status', noInput, async (request) => {
    const local = isLocalClient(request);
    return { mode, scenarios: scenarios && local, save: mode === 'preview' && local };
  });

  if (scenarios)
    app.post('/__preview/session', sessionInput, async (request) => {
      const account = (request.body as { account?: unknown } | null)?.account;
      if (typeof account !== 'string') throw badRequest('account 应为演示账号名');
      const user = findUserByAccount(db, account);
      if (!user) throw notFound(`没有演示账号 ${account}`, 'PREVIEW/ACCOUNT_NOT_FOUND');
      return { ...tokenAnswer(db, user.id, clock()), roles: rolesOf(db, user.id) };
    });

  app.get<Site>('/__preview/sites/:id/source', { schema: sitePath }, async (request, reply) => {
    requirePreviewMode();
    const loaded = load();
    const file = ownValue(loaded.files, request.params.id);
    const real = file ? resolveSiteFile(siteConfigDir, repoRoot, file) : null;
    if (!file || !real) throw notFound(`没有站点 ${request.params.id}`, 'PREVIEW/SITE_NOT_FOUND');
    reply.header('cache-control', 'no-store');
    return { file, text: readFileSync(real, 'utf8') };
  });

  app.post('/__preview/check', checkInput, async (request) => {
    requirePreviewMode();
    const siteId = textOf(request.body, 'siteId');
    const text = textOf(request.body, 'text');
    // checkDraft looks the id up as an own key: `constructor` is no site.
    const checked = checkDraft({ siteConfigDir, repoRoot, blocks }, load(), siteId, text);
    if (!checked) throw notFound(`没有站点 ${siteId}`, 'PREVIEW/SITE_NOT_FOUND');
    return checked;
  });

  app.put<Site>('/__preview/sites/:id', saveInput, async (request, reply) => {
    requirePreviewMode();
    const siteId = request.params.id;
    const text = textOf(request.body, 'text');
    const base = (request.body as { base?: unknown }).base;
    const loaded = load();
    const file = ownValue(loaded.files, siteId);
    const real = file ? resolveSiteFile(siteConfigDir, repoRoot, file) : null;
    if (!file || !real) throw notFound(`没有站点 ${siteId}`, 'PREVIEW/SITE_NOT_FOUND');
    if (typeof base === 'string' && readFileSync(real, 'utf8') !== base)
      return reply.code(409).send({
        code: 'PREVIEW/FILE_CHANGED',
        message: '文件在你编辑期间已被修改，请重新载入后再保存',
      });
    const checked = checkDraft({ siteConfigDir, repoRoot, blocks }, loaded, siteId, text);
    if (!checked) throw notFound(`没有站点 ${siteId}`, 'PREVIEW/SITE_NOT_FOUND');
    let id: unknown;
    try {
      id = (JSON.parse(text) as { id?: unknown }).id;
    } catch {
      id = undefined;
    }
    if (checked.problems.length || id !== siteId)
      return reply.code(422).send({
        code: 'PREVIEW/DRAFT_INVALID',
        message:
          id !== siteId && !checked.problems.length
            ? `草稿的 id 不是 ${siteId}，不能写回这个文件`
            : '草稿未通过校验，未保存',
        problems: checked.problems,
      });
    writeFileSync(real, text);
    request.log.info(`preview: ${file} saved`);
    return { file, saved: true };
  });
};

export default previewRoutes;
