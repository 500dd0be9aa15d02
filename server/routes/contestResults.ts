import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { notFound } from '../http/errors';
import { bodyOf, NO_BODY, NO_QUERY, paramsOf, schemas } from '../http/json';
import { currentUser } from '../auth';
import { findContest, type ContestRow } from '../data/contests';
import { contestResults } from '../data/contestResults';
import {
  addMember,
  createTeam,
  MEMBER_ROLES,
  NATIONALITIES,
  removeMember,
  requireLedTeam,
  teamsOfUser,
  teamToWire,
  type MemberRole,
  type Nationality,
  type TeamRow,
} from '../data/contestTeams';

/**
 * The data contest's published results and its teams (issue 13 points 2 and 4; seed 001 §2
 * "Data contest page", §5 team rules). The stand-in's paths on the contest service: the spec
 * shows neither call. Mounted on `/svc/contest` beside routes/contest.ts.
 *
 * - `GET /contests/:id/results` (public) → `{published, published_time, items[{rank, work_id,
 *   title, author_name, team_name, score}]}`: nothing before publication.
 * - `GET /contests/:id/teams/mine` (auth) → `{items: Team[]}`: the caller's teams in the contest.
 * - `POST /contests/:id/teams` (auth) `{name, birth_date, nationality}` → 201 Team, the caller
 *   its leader and first member (the leader declares like every member).
 * - `POST /teams/:teamId/members` (auth, leader) `{account, role, birth_date, nationality}` →
 *   201 Team.
 * - `DELETE /teams/:teamId/members/:userId` (auth, leader) → Team.
 */

const contestParams = paramsOf({ id: schemas.id });
const teamParams = paramsOf({ teamId: schemas.id });
const memberParams = paramsOf({ teamId: schemas.id, userId: schemas.id });

/** `YYYY-MM-DD`; the handler checks the day exists and is not in the future. */
const birthDate = {
  type: 'string',
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  examples: ['2000-01-31'],
};
const declaration = {
  birth_date: birthDate,
  nationality: schemas.oneOf(NATIONALITIES),
};

const createTeamBody = bodyOf({ name: schemas.text(30, 1), ...declaration }, [
  'name',
  'birth_date',
  'nationality',
]);
const addMemberBody = bodyOf(
  { account: schemas.text(64, 1), role: schemas.oneOf(MEMBER_ROLES), ...declaration },
  ['account', 'role', 'birth_date', 'nationality'],
);

const contestResultsRoutes: FastifyPluginAsync<ServiceContext> = async (
  app,
  { db, clock, authenticate },
) => {
  const requireContest = (id: string): ContestRow => {
    const contest = findContest(db, id);
    if (!contest) throw notFound('活动不存在', 'CONTEST/NOT_FOUND');
    return contest;
  };
  const teamAnswer = (team: TeamRow, viewerId: string) => teamToWire(db, team, viewerId);

  app.get(
    '/contests/:id/results',
    { schema: { params: contestParams, querystring: NO_QUERY } },
    async (request) => {
      const { id } = request.params as { id: string };
      requireContest(id);
      return contestResults(db, id);
    },
  );

  app.get(
    '/contests/:id/teams/mine',
    { preHandler: authenticate, schema: { params: contestParams, querystring: NO_QUERY } },
    async (request) => {
      const { id } = request.params as { id: string };
      requireContest(id);
      const user = currentUser(request);
      return { items: teamsOfUser(db, id, user.id).map((team) => teamAnswer(team, user.id)) };
    },
  );

  app.post(
    '/contests/:id/teams',
    {
      preHandler: authenticate,
      schema: { params: contestParams, querystring: NO_QUERY, body: createTeamBody },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const body = request.body as { name: string; birth_date: string; nationality: Nationality };
      const user = currentUser(request);
      const team = createTeam(db, requireContest(id), user.id, body, clock());
      reply.code(201);
      return teamAnswer(team, user.id);
    },
  );

  app.post(
    '/teams/:teamId/members',
    {
      preHandler: authenticate,
      schema: { params: teamParams, querystring: NO_QUERY, body: addMemberBody },
    },
    async (request, reply) => {
      const { teamId } = request.params as { teamId: string };
      const body = request.body as {
        account: string;
        role: MemberRole;
        birth_date: string;
        nationality: Nationality;
      };
      const user = currentUser(request);
      const team = requireLedTeam(db, teamId, user.id);
      addMember(db, team, requireContest(team.contest_id), body, clock());
      reply.code(201);
      return teamAnswer(team, user.id);
    },
  );

  app.delete(
    '/teams/:teamId/members/:userId',
    {
      preHandler: authenticate,
      schema: { params: memberParams, querystring: NO_QUERY, body: NO_BODY },
    },
    async (request) => {
      const { teamId, userId } = request.params as { teamId: string; userId: string };
      const user = currentUser(request);
      const team = requireLedTeam(db, teamId, user.id);
      removeMember(db, team, requireContest(team.contest_id), userId, clock());
      return teamAnswer(team, user.id);
    },
  );
};

export default contestResultsRoutes;
