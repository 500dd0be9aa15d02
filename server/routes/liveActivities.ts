import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { toPlatformTime } from '../time';
import { currentUser } from '../auth';
import { ApiError, badRequest, notFound } from '../http/errors';
import { bodyOf, NO_PARAMS, NO_QUERY, paramsOf, queryOf, schemas } from '../http/json';

/**
 * Live activities (seed 000 §7 call table, §9; ledger CORE-LIVE-22..24, CORE-API-21/22, A-13),
 * on the course service like the open class lives (server/routes/lives.ts). All with the user's
 * token (401 otherwise) except reading a room's comments.
 *
 * - `POST /live_activities/actions/search_by_user` body `{offset, limit (1–50), is_mine,
 *   scope_type, status: [0|1|2…]}` → `{total, items: [{id, title, cover_url, start_time,
 *   end_time, status, live_url}]}`: with `is_mine` the caller's own activities, whose status
 *   (0 not started, 1 in progress, 2 ended, by the server's clock) is in `status`, soonest
 *   first. The portal sends `{offset:0, limit:2 (6 on mobile), is_mine:true, scope_type:4,
 *   status:[0,1]}`.
 * - `GET /v1/live_activity_banned/actions/by_user_id?banned_user_id=…` →
 *   `{banned_user_id, banned, reason}`; `u-student` is banned in the seed.
 * - `GET /v1/live_activities/{liveId}/comments` → the room's last 50 comments, oldest first
 *   (`[{id, user_name, content, create_time}]`); no login.
 * - `POST /v1/live_activities/{liveId}/comments` body `{content}` (1–200 characters after
 *   trimming) → 201 the comment; a banned caller → 403 `LIVE/BANNED` 您已被禁言，暂时无法发言;
 *   an unknown room → 404 该直播未找到.
 */
export const MY_LIVE_ACTIVITIES_PATH = '/live_activities/actions/search_by_user';
export const LIVE_BANNED_PATH = '/v1/live_activity_banned/actions/by_user_id';
export const LIVE_COMMENTS_PATH = '/v1/live_activities/:liveId/comments';

const COMMENT_MAX = 200;

interface ActivityRow {
  id: string;
  title: string;
  cover_url: string;
  start_time: number;
  end_time: number;
}

interface CommentRow {
  id: string;
  user_name: string;
  content: string;
  create_time: number;
}

const statusAt = (row: ActivityRow, now: number) =>
  row.start_time > now ? 0 : row.end_time >= now ? 1 : 2;

const commentAnswer = (row: CommentRow) => ({
  id: row.id,
  user_name: row.user_name,
  content: row.content,
  create_time: toPlatformTime(row.create_time),
});

const liveActivityRoutes: FastifyPluginAsync<ServiceContext> = async (
  app,
  { db, clock, authenticate },
) => {
  const liveParams = paramsOf({ liveId: schemas.id });

  function bannedRow(userId: string) {
    return db.prepare('SELECT reason FROM live_activity_banned WHERE user_id = ?').get(userId) as
      { reason: string } | undefined;
  }

  app.post(
    MY_LIVE_ACTIVITIES_PATH,
    {
      preHandler: authenticate,
      schema: {
        params: NO_PARAMS,
        querystring: NO_QUERY,
        body: bodyOf(
          {
            offset: schemas.offset,
            limit: schemas.limit(50),
            is_mine: schemas.boolean,
            scope_type: { type: 'integer', minimum: 0, maximum: 99 },
            status: {
              type: 'array',
              maxItems: 3,
              items: { type: 'integer', enum: [0, 1, 2] },
            },
          },
          ['offset', 'limit'],
        ),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body as {
        offset: number;
        limit: number;
        is_mine?: boolean;
        status?: number[];
      };
      const now = clock();
      const rows = (
        body.is_mine === false
          ? db.prepare('SELECT * FROM live_activities ORDER BY start_time, id').all()
          : db
              .prepare('SELECT * FROM live_activities WHERE owner_id = ? ORDER BY start_time, id')
              .all(user.id)
      ) as ActivityRow[];
      const wanted = new Set(body.status ?? [0, 1, 2]);
      const matching = rows.filter((row) => wanted.has(statusAt(row, now)));
      return {
        total: matching.length,
        items: matching.slice(body.offset, body.offset + body.limit).map((row) => ({
          id: row.id,
          title: row.title,
          cover_url: row.cover_url,
          start_time: toPlatformTime(row.start_time),
          end_time: toPlatformTime(row.end_time),
          status: statusAt(row, now),
          live_url: `/publicLive/${encodeURIComponent(row.id)}`,
        })),
      };
    },
  );

  app.get(
    LIVE_BANNED_PATH,
    {
      preHandler: authenticate,
      schema: {
        params: NO_PARAMS,
        querystring: queryOf({ banned_user_id: schemas.id }, ['banned_user_id']),
      },
    },
    async (request) => {
      const { banned_user_id: userId } = request.query as { banned_user_id: string };
      const row = bannedRow(userId);
      return { banned_user_id: userId, banned: Boolean(row), reason: row?.reason ?? null };
    },
  );

  function requireRoom(liveId: string): void {
    const known =
      db.prepare('SELECT 1 FROM open_class_lives WHERE id = ?').get(liveId) ??
      db.prepare('SELECT 1 FROM live_activities WHERE id = ?').get(liveId);
    if (!known) throw notFound('该直播未找到', 'LIVE/NOT_FOUND');
  }

  app.get(
    LIVE_COMMENTS_PATH,
    { schema: { params: liveParams, querystring: NO_QUERY } },
    async (request) => {
      const { liveId } = request.params as { liveId: string };
      requireRoom(liveId);
      const rows = db
        .prepare(
          `SELECT * FROM (SELECT * FROM live_comments WHERE live_id = ?
           ORDER BY create_time DESC, id DESC LIMIT 50) ORDER BY create_time, id`,
        )
        .all(liveId) as CommentRow[];
      return rows.map(commentAnswer);
    },
  );

  app.post(
    LIVE_COMMENTS_PATH,
    {
      preHandler: authenticate,
      schema: {
        params: liveParams,
        querystring: NO_QUERY,
        // Its length is checked after trimming (1 to COMMENT_MAX), with its own message.
        body: bodyOf({ content: schemas.text(1000) }, ['content']),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { liveId } = request.params as { liveId: string };
      requireRoom(liveId);
      if (bannedRow(user.id)) throw new ApiError(403, 'LIVE/BANNED', '您已被禁言，暂时无法发言');
      const content = (request.body as { content: string }).content.trim();
      if (content.length === 0 || content.length > COMMENT_MAX)
        throw badRequest(`评论内容需为 1 至 ${COMMENT_MAX} 个字`);
      const row: CommentRow = {
        id: `c-${liveId}-${clock()}-${Math.random().toString(36).slice(2, 8)}`,
        user_name: user.real_name ?? user.nick_name ?? user.user_name ?? '用户',
        content,
        create_time: clock(),
      };
      db.prepare(
        `INSERT INTO live_comments (id, live_id, user_id, user_name, content, create_time)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(row.id, liveId, user.id, row.user_name, row.content, row.create_time);
      reply.code(201);
      return commentAnswer(row);
    },
  );
};

export default liveActivityRoutes;
