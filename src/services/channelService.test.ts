import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient, testEnv } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { channelScopeFor, channelsHash, createChannelService } from './channelService';

const origin = window.location.origin;
const channelsBase = '/svc/course/zxx/api/zh-CN/local-app-id/auxo_channel_api/v1/app/channels';
const channelsUrl = `${origin}${channelsBase}/:hash`;
const { server, requests } = startMswServer(
  http.get(channelsUrl, () => HttpResponse.json([{ id: 'c1', title: '首页' }])),
  http.get(`${origin}/svc/course/v2/channels/:id/sections`, ({ params }) =>
    HttpResponse.json([{ id: `s-${String(params.id)}`, type: 1, setting: {} }]),
  ),
);

describe('channel list', () => {
  it('GETs the channel path plus its hash suffix with language and scope, auth and version', async () => {
    const { client } = testClient();
    const service = createChannelService(client, testEnv());
    await expect(service.listChannels()).resolves.toEqual([{ id: 'c1', title: '首页' }]);
    const [request] = requests;
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toMatch(new RegExp(`^${channelsBase}/[0-9a-f]{8}$`));
    expect(request.url.searchParams.get('language')).toBe('zh-CN');
    expect(request.url.searchParams.get('scope')).toBe('teach_training');
    expect(request.url.searchParams.has('_v')).toBe(true);
    expect(request.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('hashes the query: FNV-1a 32-bit, stable per scope, different between scopes', () => {
    // FNV-1a reference values: "" → 811c9dc5, "a" → e40c292c.
    expect(channelsHash('')).toBe('811c9dc5');
    expect(channelsHash('a')).toBe('e40c292c');
    const teach = channelsHash('language=zh-CN&scope=teach_training');
    expect(teach).toMatch(/^[0-9a-f]{8}$/);
    expect(channelsHash('language=zh-CN&scope=teach_training')).toBe(teach);
    expect(channelsHash('language=zh-CN&scope=twy')).not.toBe(teach);
  });

  it('is cached for the session', async () => {
    const service = createChannelService(testClient().client, testEnv());
    await service.listChannels();
    await service.listChannels();
    expect(requests).toHaveLength(1);
  });

  it('uses the configured scope and reads a wrapped list', async () => {
    server.use(http.get(channelsUrl, () => HttpResponse.json({ items: [{ id: 'c9' }] })));
    const service = createChannelService(testClient().client, testEnv(), { scope: 'twy' });
    await expect(service.listChannels()).resolves.toEqual([{ id: 'c9' }]);
    expect(requests[0].url.searchParams.get('scope')).toBe('twy');
    expect(requests[0].url.pathname).toBe(
      `${channelsBase}/${channelsHash('language=zh-CN&scope=twy')}`,
    );
  });

  it('reads a scope given as a function at each call and caches each scope once', async () => {
    let scope = 'teach_training';
    const service = createChannelService(testClient().client, testEnv(), { scope: () => scope });
    await service.listChannels();
    scope = 'twy';
    await service.listChannels();
    await service.listChannels();
    scope = 'teach_training';
    await service.listChannels();
    expect(requests.map((r) => r.url.searchParams.get('scope'))).toEqual(['teach_training', 'twy']);
  });

  it('asks again after a failure instead of caching it', async () => {
    server.use(
      http.get(channelsUrl, () => new HttpResponse(null, { status: 404 }), { once: true }),
    );
    const service = createChannelService(testClient().client, testEnv());
    await expect(service.listChannels()).rejects.toMatchObject({ status: 404 });
    await expect(service.listChannels()).resolves.toHaveLength(1);
    expect(requests).toHaveLength(2);
  });
});

describe('channel scope (ledger A-25)', () => {
  const env = testEnv({
    channelScope: {
      default: 'teach_training',
      hosts: { 'twy.localhost': 'twy' },
      sites: { 'hd-twy': 'twy' },
    },
  });

  it('is twy on the twy host or the twy site, teach_training otherwise', () => {
    expect(channelScopeFor(env, 'twy.localhost', 'portal')).toBe('twy');
    expect(channelScopeFor(env, 'localhost', 'hd-twy')).toBe('twy');
    expect(channelScopeFor(env, 'localhost', 'portal')).toBe('teach_training');
    expect(channelScopeFor(env, 'localhost')).toBe('teach_training');
  });

  it('is teach_training when the environment names no scope', () => {
    expect(channelScopeFor(testEnv({ channelScope: undefined }), 'twy.localhost')).toBe(
      'teach_training',
    );
  });

  it('the local environment file names the twy host', () => {
    expect(channelScopeFor(testEnv(), 'twy.localhost')).toBe('twy');
    expect(channelScopeFor(testEnv(), 'localhost', 'portal')).toBe('teach_training');
  });
});

describe('sections', () => {
  it('GETs /v2/channels/{id}/sections?query_type=0 and caches per channel', async () => {
    const service = createChannelService(testClient().client, testEnv());
    await expect(service.sections('portal-home')).resolves.toEqual([
      { id: 's-portal-home', type: 1, setting: {} },
    ]);
    await service.sections('portal-home');
    await service.sections('kpzy-home');
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/svc/course/v2/channels/portal-home/sections',
      '/svc/course/v2/channels/kpzy-home/sections',
    ]);
    expect(requests[0].url.searchParams.get('query_type')).toBe('0');
  });

  it('retries a 5xx answer (retry-enabled call)', async () => {
    let calls = 0;
    server.use(
      http.get(`${origin}/svc/course/v2/channels/flaky/sections`, () => {
        calls += 1;
        return calls < 3 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json([]);
      }),
    );
    const service = createChannelService(testClient().client, testEnv());
    await expect(service.sections('flaky')).resolves.toEqual([]);
    expect(calls).toBe(3);
  });
});
