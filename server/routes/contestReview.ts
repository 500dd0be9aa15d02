import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { ApiError, notFound } from '../http/errors';
import { bodyOf, NO_QUERY, paramsOf, schemas } from '../http/json';
import { currentUser } from '../auth';
import { findContest, type ContestRow } from '../data/contests';
import type { FileLinkSigner } from '../data/contestWorks';
import {
  findReviewTaskForList,
  isReviewer,
  listReviewTasks,
  reviewTaskToWire,
  scoreReview,
  type ReviewTaskStatus,
} from '../data/reviews';

/**
 * The reviewer's side of a contest (issue 13 point 3; HD-GATE-31/32, A-46): whether the caller
 * reviews a contest, their review tasks, and their scores. The page's `reviewTask` gate asks
 * the same questions in the same order (signed in, review open, reviewer), so a request that
 * skips the page meets the same refusals.
 */

export interface ContestReviewRoutesOptions extends ServiceContext {
  /** The contest service's signer: the file route checks the links handed out here. */
  fileLinks: FileLinkSigner;
}

const contestParams = paramsOf({ id: schemas.id });
const taskParams = paramsOf({ taskId: schemas.id });

const searchBody = bodyOf({
  status: schemas.oneOf(['pending', 'scored']),
  page_no: schemas.pageNo,
  page_size: schemas.pageSize(50),
});

const scoreBody = bodyOf(
  {
    score: { type: 'integer', minimum: 0, maximum: 100, examples: [88] },
    comment: schemas.text(500),
  },
  ['score'],
);

/** Works per page when the caller does not say. */
const DEFAULT_PAGE_SIZE = 20;

const notReviewer = () => new ApiError(403, 'CONTEST/NOT_REVIEWER', '抱歉，您暂无访问权限');
const notOpen = () => new ApiError(403, 'CONTEST/REVIEW_NOT_OPEN', '暂未开放，敬请期待');

const contestReviewRoutes: FastifyPluginAsync<ContestReviewRoutesOptions> = async (
  app,
  { db, clock, authenticate, fileLinks },
) => {
  const requireContest = (id: string): ContestRow => {
    const contest = findContest(db, id);
    if (!contest) throw notFound('活动不存在', 'CONTEST/NOT_FOUND');
    return contest;
  };

  app.get(
    '/contests/:id/review_tasks/actions/is_reviewer',
    { preHandler: authenticate, schema: { params: contestParams, querystring: NO_QUERY } },
    async (request) => {
      const { id } = request.params as { id: string };
      const contest = requireContest(id);
      return { is_reviewer: isReviewer(db, contest.id, currentUser(request).id) };
    },
  );

  app.post(
    '/contests/:id/review_tasks/actions/search',
    {
      preHandler: authenticate,
      schema: { params: contestParams, querystring: NO_QUERY, body: searchBody },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const body = request.body as {
        status?: ReviewTaskStatus;
        page_no?: number;
        page_size?: number;
      };
      const user = currentUser(request);
      const contest = requireContest(id);
      const now = clock();
      // The gate's order: review open (from begin_time, inclusive), then reviewer rights.
      if (now < contest.begin_time) throw notOpen();
      if (!isReviewer(db, contest.id, user.id)) throw notReviewer();
      const { rows, ...counts } = listReviewTasks(db, {
        contestId: contest.id,
        reviewerId: user.id,
        status: body.status,
        pageNo: body.page_no ?? 0,
        pageSize: body.page_size ?? DEFAULT_PAGE_SIZE,
      });
      return { ...counts, items: rows.map((row) => reviewTaskToWire(row, fileLinks, now)) };
    },
  );

  app.put(
    '/contests/review_tasks/:taskId/score',
    {
      preHandler: authenticate,
      schema: { params: taskParams, querystring: NO_QUERY, body: scoreBody },
    },
    async (request) => {
      const { taskId } = request.params as { taskId: string };
      const { score, comment } = request.body as { score: number; comment?: string };
      const now = clock();
      const task = scoreReview(db, {
        taskId,
        reviewerId: currentUser(request).id,
        score,
        comment,
        now,
      });
      const row = findReviewTaskForList(db, task.id);
      if (!row) throw notFound('评审任务不存在', 'CONTEST/TASK_NOT_FOUND');
      return reviewTaskToWire(row, fileLinks, now);
    },
  );
};

export default contestReviewRoutes;
