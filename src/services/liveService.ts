/**
 * The public live-class list (seed 000 §2 `/liveList`, §3 live class status; ledger
 * CORE-LIVE-01, A-10). The spec shows no path for it; this is the stand-in's, on the course
 * service, in the platform's `open_class_lives` family. No login needed (CORE-LOGIN-16), so it
 * is asked without the token. Loaded on first use (src/services/index.ts), outside the
 * visitor's entry.
 *
 * Subscriptions (seed 000 §7 call table, §8; ledger CORE-LIVE-18..21, CORE-API-19/20), both
 * with the user's token on the course service:
 * - `GET /v1/open_class_lives/actions/get_subscription` → the subscribed live ids; any failure
 *   gives an empty set (every live then shows 预约), never an error;
 * - `POST /v1/open_class_lives/{liveId}/actions/subscribe` with no body; failures reject, and
 *   `subscribeFailureMessage` gives the server's message when the answer carried one.
 */
import { isRecord, listFrom, segment } from './answers';
import { HttpError } from './http/errors';
import type { HttpClient } from './http/types';
import type { LiveFilter } from '../lib/liveList';
import {
  MY_LIVE_ACTIVITIES_LIMIT,
  MY_LIVE_ACTIVITIES_LIMIT_MOBILE,
  MY_LIVE_ACTIVITIES_SCOPE_TYPE,
  MY_LIVE_ACTIVITIES_STATUS,
} from '../lib/specConstants';

export const LIVE_SEARCH_PATH = '/v1/open_class_lives/actions/search';
export const LIVE_SUBSCRIPTIONS_PATH = '/v1/open_class_lives/actions/get_subscription';

export function liveSubscribePath(liveId: string): string {
  return `/v1/open_class_lives/${segment(liveId)}/actions/subscribe`;
}

export interface OpenClassLive {
  id: string;
  title: string;
  /** The resource the card opens; absent → 该直播未找到 (CORE-LIVE-17). */
  resource_id: string | null;
  cover_url: string | null;
  start_time: string;
  end_time: string;
  create_time: string | null;
  extra?: { source?: string };
}

export interface LivePage {
  items: OpenClassLive[];
  total: number;
}

export interface LiveService {
  /**
   * One page of lives with the filter's status code (-1 all … 2 ended), of one channel when
   * given (`channel`, e.g. schoolService); failures reject.
   */
  search(status: LiveFilter, offset: number, limit: number, channel?: string): Promise<LivePage>;
  /** Ids of the lives the signed-in user subscribed to (`is_subscribe`); empty on failure. */
  subscriptions(): Promise<Set<string>>;
  /** Subscribes the signed-in user (POST with no body); failures reject. */
  subscribe(liveId: string): Promise<void>;
}

/**
 * The server's own message of a failed subscribe (`message` or `msg` of the answer body), or
 * null when it gave none (an empty 500, a time-out, a network failure).
 */
export function subscribeFailureMessage(error: unknown): string | null {
  if (!(error instanceof HttpError) || !isRecord(error.body)) return null;
  for (const name of ['message', 'msg']) {
    const value = error.body[name];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function liveFrom(item: unknown): OpenClassLive[] {
  if (!isRecord(item) || !text(item.id)) return [];
  const extra = isRecord(item.extra)
    ? { source: optionalText(item.extra.source) ?? undefined }
    : {};
  return [
    {
      id: text(item.id),
      title: text(item.title),
      resource_id: optionalText(item.resource_id),
      cover_url: optionalText(item.cover_url),
      start_time: text(item.start_time),
      end_time: text(item.end_time),
      create_time: optionalText(item.create_time),
      extra,
    },
  ];
}

export function createLiveService(client: HttpClient): LiveService {
  return {
    async search(status, offset, limit, channel) {
      const answer = await client.request<unknown>({
        service: 'course',
        method: 'GET',
        path: LIVE_SEARCH_PATH,
        query: {
          status: String(status),
          $offset: String(offset),
          $limit: String(limit),
          ...(channel ? { channel } : {}),
        },
        noAuth: true,
        retry: true,
      });
      const items = listFrom<unknown>(answer).flatMap(liveFrom);
      const total =
        isRecord(answer) && typeof answer.total === 'number' ? answer.total : items.length;
      return { items, total };
    },

    async subscriptions() {
      try {
        const answer = await client.request<unknown>({
          service: 'course',
          method: 'GET',
          path: LIVE_SUBSCRIPTIONS_PATH,
        });
        const ids = listFrom<unknown>(answer).flatMap((item) =>
          isRecord(item) && item.is_subscribe === true && text(item.live_id)
            ? [text(item.live_id)]
            : [],
        );
        return new Set(ids);
      } catch {
        return new Set<string>();
      }
    },

    async subscribe(liveId) {
      await client.request<unknown>({
        service: 'course',
        method: 'POST',
        path: liveSubscribePath(liveId),
      });
    },
  };
}

/*
 * Live activities (seed 000 §7 call table, §9; ledger CORE-LIVE-22..24, CORE-API-21/22, A-13),
 * with the user's token on the course service (the stand-in's base for the live service):
 * - my live activities: `POST /live_activities/actions/search_by_user` with the body of
 *   `myLiveActivitiesBody` (limit 2, 6 on mobile); failures reject;
 * - the ban check: `GET /v1/live_activity_banned/actions/by_user_id?banned_user_id=…`; a
 *   failure counts as not banned (watching never depends on it);
 * - a live room's comments (the stand-in's paths; the spec shows none):
 *   `GET /v1/live_activities/{liveId}/comments`, `POST` the same with `{content}`.
 */
export const MY_LIVE_ACTIVITIES_PATH = '/live_activities/actions/search_by_user';
export const LIVE_BANNED_PATH = '/v1/live_activity_banned/actions/by_user_id';

export function liveCommentsPath(liveId: string): string {
  return `/v1/live_activities/${segment(liveId)}/comments`;
}

export interface MyLiveActivitiesBody {
  offset: number;
  limit: number;
  is_mine: true;
  scope_type: number;
  status: number[];
}

/** The body of the my-live-activities search: first page, 2 lives (6 on mobile). */
export function myLiveActivitiesBody(mobile: boolean): MyLiveActivitiesBody {
  return {
    offset: 0,
    limit: mobile ? MY_LIVE_ACTIVITIES_LIMIT_MOBILE : MY_LIVE_ACTIVITIES_LIMIT,
    is_mine: true,
    scope_type: MY_LIVE_ACTIVITIES_SCOPE_TYPE,
    status: [...MY_LIVE_ACTIVITIES_STATUS],
  };
}

export interface LiveActivity {
  id: string;
  title: string;
  cover_url: string | null;
  start_time: string;
  end_time: string;
  /** 0 not started, 1 in progress (the statuses asked for). */
  status: number;
  /** The room's page (an in-site path such as /publicLive/{id}), or null. */
  live_url: string | null;
}

export interface LiveComment {
  id: string;
  user_name: string;
  content: string;
  create_time: string;
}

export interface LiveActivityService {
  /** The signed-in user's own live activities (not started or in progress). */
  mine(mobile: boolean): Promise<{ items: LiveActivity[]; total: number }>;
  /** Whether the user is banned from live interaction; false on any failure. */
  isBanned(userId: string): Promise<boolean>;
  comments(liveId: string): Promise<LiveComment[]>;
  /** Posts a comment of the signed-in user; refusals reject (HttpError). */
  postComment(liveId: string, content: string): Promise<LiveComment>;
}

function activityFrom(item: unknown): LiveActivity[] {
  if (!isRecord(item) || !text(item.id)) return [];
  return [
    {
      id: text(item.id),
      title: text(item.title),
      cover_url: optionalText(item.cover_url),
      start_time: text(item.start_time),
      end_time: text(item.end_time),
      status: typeof item.status === 'number' ? item.status : 0,
      live_url: optionalText(item.live_url),
    },
  ];
}

function commentFrom(item: unknown): LiveComment[] {
  if (!isRecord(item) || !text(item.id)) return [];
  return [
    {
      id: text(item.id),
      user_name: text(item.user_name),
      content: text(item.content),
      create_time: text(item.create_time),
    },
  ];
}

export function createLiveActivityService(client: HttpClient): LiveActivityService {
  return {
    async mine(mobile) {
      const answer = await client.request<unknown>({
        service: 'course',
        method: 'POST',
        path: MY_LIVE_ACTIVITIES_PATH,
        data: myLiveActivitiesBody(mobile),
      });
      const items = listFrom<unknown>(answer).flatMap(activityFrom);
      const total =
        isRecord(answer) && typeof answer.total === 'number' ? answer.total : items.length;
      return { items, total };
    },

    async isBanned(userId) {
      try {
        const answer = await client.request<unknown>({
          service: 'course',
          method: 'GET',
          path: LIVE_BANNED_PATH,
          query: { banned_user_id: userId },
        });
        return isRecord(answer) && answer.banned === true;
      } catch {
        return false;
      }
    },

    async comments(liveId) {
      const answer = await client.request<unknown>({
        service: 'course',
        method: 'GET',
        path: liveCommentsPath(liveId),
      });
      return listFrom<unknown>(answer).flatMap(commentFrom);
    },

    async postComment(liveId, content) {
      const answer = await client.request<unknown>({
        service: 'course',
        method: 'POST',
        path: liveCommentsPath(liveId),
        data: { content },
      });
      const [comment] = commentFrom(answer);
      if (!comment) throw new Error('The comment answer has no id');
      return comment;
    },
  };
}
