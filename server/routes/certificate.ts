import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { currentUser } from '../auth';
import { notFound } from '../http/errors';
import { bodyOf, NO_PARAMS, NO_QUERY, paramsOf, schemas } from '../http/json';
import {
  certificateToWire,
  findCertificateById,
  myCertificates,
  searchCertificates,
} from '../data/certificates';

/**
 * Certificate service (seed 000 §7 names a certificate base; its paths are the stand-in's; issue
 * 13 point 2). Certificates are issued by the contest management page (data/certificates.ts
 * `issueCertificate`); this service finds them.
 *
 * - `POST /v1/certificates/actions/search` body `{name, number}` (no login) → `{items}`: exact
 *   name and number (trimmed, number in any case). Both are required: nobody can list.
 * - `GET /v1/certificates/mine` (auth) → `{total, items}`, newest first.
 * - `GET /v1/certificates/:id` → one certificate; unknown → 404 `CERTIFICATE/NOT_FOUND`.
 */
export const CERTIFICATE_NOT_FOUND = '未查询到证书';

const searchBody = bodyOf(
  {
    name: schemas.text(50, 1),
    number: schemas.text(40, 1),
  },
  ['name', 'number'],
);

const certificateRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db, authenticate }) => {
  app.post(
    '/v1/certificates/actions/search',
    { schema: { params: NO_PARAMS, querystring: NO_QUERY, body: searchBody } },
    async (request) => {
      const { name, number } = request.body as { name: string; number: string };
      return { items: searchCertificates(db, name, number).map(certificateToWire) };
    },
  );

  // A fixed path: find-my-way prefers it over `:id`, so `mine` is never read as an id.
  app.get(
    '/v1/certificates/mine',
    { preHandler: authenticate, schema: { params: NO_PARAMS, querystring: NO_QUERY } },
    async (request) => {
      const items = myCertificates(db, currentUser(request).id).map(certificateToWire);
      return { total: items.length, items };
    },
  );

  app.get(
    '/v1/certificates/:id',
    { schema: { params: paramsOf({ id: schemas.id }), querystring: NO_QUERY } },
    async (request) => {
      const row = findCertificateById(db, (request.params as { id: string }).id);
      if (!row) throw notFound(CERTIFICATE_NOT_FOUND, 'CERTIFICATE/NOT_FOUND');
      return certificateToWire(row);
    },
  );
};

export default certificateRoutes;
