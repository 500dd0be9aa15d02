/**
 * Channel service (seed 000 §7): the channel list (cached for the session) and the sections of
 * a channel (cached per channel). Paths of the course service live here only.
 */
import type { EnvironmentConfig } from '../runtime/environment';
import { createPromiseCache, listFrom, segment } from './answers';
import type { Channel, Section } from './entities';
import type { HttpClient } from './http/types';
import type { ChannelService } from './portalServices';

/** Ledger A-25: `twy` for the twy site, `teach_training` otherwise. */
export const DEFAULT_CHANNEL_SCOPE = 'teach_training';

export function channelsPath(env: EnvironmentConfig): string {
  return `/${segment(env.channelServiceName)}/api/zh-CN/${segment(env.appId)}/auxo_channel_api/v1/app/channels`;
}

export function sectionsPath(channelId: string): string {
  return `/v2/channels/${segment(channelId)}/sections`;
}

export function createChannelService(
  client: HttpClient,
  env: EnvironmentConfig,
  options: { scope?: string } = {},
): ChannelService {
  const scope = options.scope ?? DEFAULT_CHANNEL_SCOPE;
  const channels = createPromiseCache<Channel[]>();
  const sections = createPromiseCache<Section[]>();

  return {
    listChannels() {
      return channels.get('all', async () =>
        listFrom<Channel>(
          await client.request({
            service: 'course',
            method: 'GET',
            path: channelsPath(env),
            query: { language: 'zh-CN', scope },
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
