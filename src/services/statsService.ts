/**
 * Resource stats (seed 000 §7): one resource, many resources in batches of 100 (a failure
 * gives an empty list), and the like call. Calls carry the sdp-app-id header.
 */
import { STATS_BATCH_SIZE } from '../lib/specConstants';
import { chunk, isRecord, listFrom, segment } from './answers';
import type { ResourceStats } from './entities';
import type { HttpClient, HttpLogger } from './http/types';

export interface StatsService {
  one(resourceId: string): Promise<ResourceStats | null>;
  /** Batched by 100 ids; a failure gives an empty list. */
  many(resourceIds: string[]): Promise<ResourceStats[]>;
  like(resourceId: string): Promise<void>;
}

export const STATS_QUERY_PATH = '/v1/res_stats/actions/query';

export function resourceStatsPath(resourceId: string): string {
  return `/v1/res_stats/${segment(resourceId)}`;
}

/** Seed 000 §7 names the live count `open_live_count` in the batch answer. */
function normalise(raw: unknown): ResourceStats | null {
  if (!isRecord(raw) || raw.id === undefined || raw.id === null) return null;
  const openLive = raw.open_class_live_count ?? raw.open_live_count;
  return {
    ...raw,
    id: String(raw.id),
    like_count: Number(raw.like_count ?? 0),
    total_uv: Number(raw.total_uv ?? 0),
    ...(openLive === undefined ? {} : { open_class_live_count: Number(openLive) }),
  };
}

export function createStatsService(client: HttpClient, logger?: HttpLogger): StatsService {
  return {
    async one(resourceId) {
      try {
        const answer = await client.request({
          service: 'stats',
          method: 'GET',
          path: resourceStatsPath(resourceId),
          appIdHeader: true,
        });
        return normalise(Array.isArray(answer) ? answer[0] : answer);
      } catch (error) {
        logger?.warn(`stats of ${resourceId} failed`, error);
        return null;
      }
    },
    async many(resourceIds) {
      const ids = [...new Set(resourceIds.filter((id) => id))];
      if (ids.length === 0) return [];
      try {
        const batches = await Promise.all(
          chunk(ids, STATS_BATCH_SIZE).map((batch) =>
            client.request({
              service: 'stats',
              method: 'GET',
              path: STATS_QUERY_PATH,
              query: { res_ids: batch },
              appIdHeader: true,
            }),
          ),
        );
        return batches
          .flatMap((answer) => listFrom<unknown>(answer))
          .map(normalise)
          .filter((stats): stats is ResourceStats => stats !== null);
      } catch (error) {
        logger?.warn('batch stats failed', error);
        return [];
      }
    },
    async like(resourceId) {
      await client.request({
        service: 'stats',
        method: 'POST',
        path: resourceStatsPath(resourceId),
        query: { type: 'like' },
        appIdHeader: true,
      });
    },
  };
}
