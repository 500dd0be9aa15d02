/**
 * The running wiring (ledger CORE-API-10, CORE-CHAN-37, A-25): the services createPortalDeps
 * builds take the library exclusions and the channel scope from the environment file, not from
 * constants in the code.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import environments from '../../../site-configs/environments.json';
import { startMswServer } from '../../services/testing/msw';
import type { EnvironmentConfig, EnvironmentsFile } from '../../runtime/environment';
import type { SiteIndexEntry } from '../../runtime/manifest/types';
import { createPortalDeps } from './createPortalDeps';

const origin = window.location.origin;
const local = environments.environments.local as unknown as EnvironmentConfig;
const sedu = 'lib-portal-sedu';
const excludedUnit = local.libraryExclusions?.excludedUnitIds?.[0] ?? '';
const excludedContents = local.libraryExclusions?.excludedContentIds?.[sedu] ?? [];

const sites: SiteIndexEntry[] = [
  { id: 'portal', kind: 'portal', match: { pathPrefix: '/' } },
  { id: 'hd-twy', kind: 'campaign', match: { pathPrefix: '/hd/twy' } },
];

const { requests } = startMswServer(
  http.get(`${origin}/svc/course/v1/libraries/${sedu}/contents/actions/full/adapter`, () =>
    HttpResponse.json({ files: [`${origin}/files/sedu-1.json`] }),
  ),
  http.get(`${origin}/files/sedu-1.json`, () =>
    HttpResponse.json([
      { id: 'sedu-0001', title: '保留', unit_id: 'sedu-0001' },
      { id: 'withdrawn', title: '已下线单元', unit_id: excludedUnit },
      ...excludedContents.map((id) => ({ id, title: '样例', unit_id: id })),
    ]),
  ),
  http.get(
    `${origin}/svc/course/zxx/api/zh-CN/local-app-id/auxo_channel_api/v1/app/channels/:hash`,
    () => HttpResponse.json([{ id: 'c1' }]),
  ),
  // The session's own start-up calls: a visitor who is not logged in.
  http.all('*', () => HttpResponse.json({ code: 'UC/AUTH_TOKEN_EXPIRED' }, { status: 401 })),
);

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  const file = structuredClone(environments) as unknown as EnvironmentsFile;
  // A twy site in this environment, besides the twy host the file names.
  file.environments.local.channelScope = {
    ...file.environments.local.channelScope,
    sites: { 'hd-twy': 'twy' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      json(path.endsWith('/index.json') ? { sites, environments: file } : {}),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('createPortalDeps', () => {
  it('drops the configured unit id and the two sample content ids from the library', async () => {
    expect(excludedUnit).not.toBe('');
    expect(excludedContents).toHaveLength(2);
    const deps = await createPortalDeps();
    const items = await deps.services.library.contents(sedu);
    expect(items.map((item) => item.id)).toEqual(['sedu-0001']);
  });

  it('asks for the teach_training channels on the portal and twy ones on the twy site', async () => {
    const deps = await createPortalDeps();
    await deps.services.channels.listChannels();
    window.history.replaceState(null, '', '/hd/twy/channel');
    await deps.services.channels.listChannels();
    const scopes = requests
      .filter((r) => r.url.pathname.includes('/auxo_channel_api/'))
      .map((r) => r.url.searchParams.get('scope'));
    expect(scopes).toEqual(['teach_training', 'twy']);
  });
});
