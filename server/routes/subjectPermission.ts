import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { bearerToken, userForToken } from '../auth';
import { SUBJECT_DENIALS, SUBJECTS } from '../seed-data/subjectPermission';
import { NO_PARAMS, NO_QUERY } from '../http/json';

/**
 * The subject permission check of the sport and art channels (seed 000 §2, §6; ledger
 * CORE-ROUTE-12..14, A-06). The real service is not shown; the stand-in answers
 * `GET /v1/subject_permissions` (on the course service) with the caller's grant per subject,
 * `{sport: boolean, art: boolean}`. A valid Bearer token names the user; without one the caller
 * is a visitor who is not signed in, granted every subject.
 */
const subjectPermissionRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db, clock }) => {
  app.get(
    '/v1/subject_permissions',
    { schema: { params: NO_PARAMS, querystring: NO_QUERY } },
    async (request) => {
      const token = bearerToken(request);
      const user = token ? userForToken(db, token, clock()) : null;
      return Object.fromEntries(
        SUBJECTS.map((subject) => [subject, !user || !SUBJECT_DENIALS[subject].includes(user.id)]),
      );
    },
  );
};

export default subjectPermissionRoutes;
