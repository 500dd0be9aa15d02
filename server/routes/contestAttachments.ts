import { createReadStream, statSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { notFound } from '../http/errors';
import { openQueryOf, paramsOf, schemas } from '../http/json';
import { findContest } from '../data/contests';
import { contestAttachmentsOf } from '../data/contestAttachments';
import { encodeRfc5987 } from './contest';

/**
 * A contest's attachments (资料下载, issue 13 point 2): the file of one declared attachment, as
 * a download. Public like the contest detail that lists them (a visitor reads a contest before
 * taking part). Mounted on `/svc/contest` beside routes/contest.ts.
 *
 * The address names the attachment by its declared id only; the file it stands for is looked
 * up in the declaration and resolved inside the contest-files folder, so nothing a caller sends
 * becomes a path.
 */

const attachmentParams = paramsOf({
  id: schemas.id,
  attachmentId: {
    type: 'string',
    pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$',
    examples: ['notice'],
  },
});

const contestAttachmentRoutes: FastifyPluginAsync<ServiceContext> = async (
  app,
  { db, seedDir },
) => {
  app.get(
    '/contests/:id/attachments/:attachmentId',
    // A file: the page's own parameters (x-edu-theme, which in-site addresses carry) are
    // tolerated, none is read.
    { schema: { params: attachmentParams, querystring: openQueryOf() } },
    async (request, reply) => {
      const { id, attachmentId } = request.params as { id: string; attachmentId: string };
      const missing = () => notFound('附件不存在', 'CONTEST/ATTACHMENT_NOT_FOUND');
      // A contest the service does not hold (the contest-missing scenario) offers nothing.
      if (!findContest(db, id)) throw missing();
      const attachment = contestAttachmentsOf(seedDir, id).find(
        (candidate) => candidate.id === attachmentId,
      );
      if (!attachment) throw missing();
      let size: number;
      try {
        const stat = statSync(attachment.path);
        if (!stat.isFile()) throw missing();
        size = stat.size;
      } catch {
        throw missing();
      }
      return (
        reply
          .header('content-type', attachment.file_type)
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeRfc5987(attachment.file_name)}`,
          )
          .header('x-content-type-options', 'nosniff')
          // Opened on its own (a text or a PDF), the file runs nothing in the site's origin.
          .header('content-security-policy', 'sandbox')
          .header('cache-control', 'public, max-age=300')
          .header('content-length', size)
          .send(createReadStream(attachment.path))
      );
    },
  );
};

export default contestAttachmentRoutes;
