import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { badRequest } from '../http/errors';
import { bodyOf, NO_PARAMS, NO_QUERY, schemas } from '../http/json';
import { bearerToken, userForToken } from '../auth';
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_PAGE_MAX,
  FEEDBACK_TYPES,
  saveFeedback,
  type FeedbackType,
} from '../data/feedback';

/**
 * Product feedback (seed 000 §2 /productFeedback, the float bar's feedback dialog). The path is
 * the stand-in's, owned by src/services/feedbackService.ts. Anonymous feedback is accepted; a
 * valid Bearer token adds the user id. A malformed form is refused (400) and nothing is stored.
 */
interface FeedbackBody {
  type: FeedbackType;
  content: string;
  contact?: string;
  page?: string;
}

const bodySchema = bodyOf(
  {
    type: schemas.oneOf(FEEDBACK_TYPES),
    // Its length is checked after trimming, in characters, with its own message.
    content: schemas.text(FEEDBACK_CONTENT_MAX),
    contact: schemas.text(FEEDBACK_CONTACT_MAX),
    page: schemas.text(FEEDBACK_PAGE_MAX),
  },
  ['type', 'content'],
);

/** An in-site path: `/…`, not `//host`, no backslash, no control characters. */
export function isSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])/.test(value) && !/[\\\u0000-\u001f\u007f]/.test(value);
}

const feedbackRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db, clock }) => {
  app.post(
    '/v1/feedbacks',
    { schema: { params: NO_PARAMS, querystring: NO_QUERY, body: bodySchema } },
    async (request, reply) => {
      const body = request.body as FeedbackBody;
      const content = body.content.trim();
      const length = Array.from(content).length;
      if (length < FEEDBACK_CONTENT_MIN || length > FEEDBACK_CONTENT_MAX)
        throw badRequest(
          `反馈内容需为 ${FEEDBACK_CONTENT_MIN}–${FEEDBACK_CONTENT_MAX} 个字符`,
          'FEEDBACK/CONTENT_LENGTH',
        );
      const contact = body.contact?.trim() || null;
      const page = body.page?.trim() || null;
      if (page !== null && !isSitePath(page))
        throw badRequest('反馈页面须为站内路径', 'FEEDBACK/PAGE_INVALID');
      const token = bearerToken(request);
      const user = token ? userForToken(db, token, clock()) : null;
      const id = saveFeedback(db, {
        user_id: user?.id ?? null,
        type: body.type,
        content,
        contact,
        page,
        created_at: clock(),
      });
      return reply.code(201).send({ id });
    },
  );
};

export default feedbackRoutes;
