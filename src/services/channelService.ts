/**
 * Channel service (seed 000 §7): the channel list (cached for the session) and the sections of
 * a channel (cached per channel). Paths of the course service live here only.
 */
import type { EnvironmentConfig } from '../runtime/environment';
import { createPromiseCache, listFrom, segment } from './answers';
import type { Channel, Section } from './entities';
import type { HttpClient } from './http/types';

export interface ChannelService {
  /** First page of the channel list (cached for the session). */
  listChannels(): Promise<Channel[]>;
  /** Sections of a channel in server order (cached per channel). */
  sections(channelId: string): Promise<Section[]>;
}

/** Ledger A-25: `twy` for the twy site or host, `teach_training` otherwise. */
export const DEFAULT_CHANNEL_SCOPE = 'teach_training';

/**
 * The scope of the channel list where the visitor is (ledger A-25): the environment's
 * `channelScope` names it per host (without port), then per site id, then a default.
 */
export function channelScopeFor(env: EnvironmentConfig, hostname: string, siteId?: string): string {
  const config = env.channelScope;
  return (
    config?.hosts?.[hostname] ??
    (siteId === undefined ? undefined : config?.sites?.[siteId]) ??
    config?.default ??
    DEFAULT_CHANNEL_SCOPE
  );
}

/**
 * The hash suffix of the channel list (seed 000 §7 "plus hash suffix"; the spec leaves its form
 * open, so this is a product decision): one extra last path segment, as the platform addresses
 * its static channel snapshots (`…/auxo_channel_api/v2/channels/{id}/sections/{hash}`). Caches
 * in front of those snapshots may key on the path alone, so the hash is of the query itself:
 * FNV-1a 32-bit of `language=zh-CN&scope=…`, 8 lower-case hex digits. The same question always
 * has the same URL (cacheable); another scope has another one. Freshness stays with the version
 * parameter `_v` the client adds.
 */
export function channelsHash(query: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < query.length; i++) hash = Math.imul(hash ^ query.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** `/{service}/api/zh-CN/{appid}/auxo_channel_api/v1/app/channels/{hash}` for this scope. */
export function channelsPath(env: EnvironmentConfig, scope: string): string {
  const hash = channelsHash(`language=zh-CN&scope=${scope}`);
  return `/${segment(env.channelServiceName)}/api/zh-CN/${segment(env.appId)}/auxo_channel_api/v1/app/channels/${hash}`;
}

export function sectionsPath(channelId: string): string {
  return `/v2/channels/${segment(channelId)}/sections`;
}

export function createChannelService(
  client: HttpClient,
  env: EnvironmentConfig,
  /** A fixed scope, or one read at each call (the site can change without a reload). */
  options: { scope?: string | (() => string) } = {},
): ChannelService {
  const { scope = DEFAULT_CHANNEL_SCOPE } = options;
  const channels = createPromiseCache<Channel[]>();
  const sections = createPromiseCache<Section[]>();

  return {
    listChannels() {
      const current = typeof scope === 'function' ? scope() : scope;
      // Cached per scope: a visitor moving to the twy site gets its own list.
      return channels.get(current, async () =>
        listFrom<Channel>(
          await client.request({
            service: 'course',
            method: 'GET',
            path: channelsPath(env, current),
            query: { language: 'zh-CN', scope: current },
            retry: true,
          }),
        ),
      );
    },
    sections(channelId) {
      return sections.get(channelId, async () =>
        listFrom<Section>(
          await client.request({
            service: 'course',
            method: 'GET',
            path: sectionsPath(channelId),
            query: { query_type: 0 },
            retry: true,
          }),
        ),
      );
    },
  };
}
