/**
 * The data contest's teams (issue 13 point 2; seed 001 §5 team rules). The spec shows no call:
 * these are the stand-in's paths on the contest service (server/routes/contestResults.ts). The
 * rules are the service's; a refusal rejects with `HttpError` carrying its Chinese message
 * (`refusalMessage`). Loaded on first use (src/services/index.ts): only the teams page calls it.
 */
import { isRecord, listFrom, segment } from './answers';
import { HttpError } from './http/errors';
import type { HttpClient } from './http/types';

export type TeamMemberRole = 'member' | 'teacher';
/** 中国 or 其他: only Chinese citizens may be members (teachers declare theirs too). */
export type TeamNationality = 'CN' | 'OTHER';

export interface TeamMember {
  user_id: string;
  account: string;
  name: string;
  role: TeamMemberRole;
  is_leader: boolean;
  /** `YYYY-MM-DD`, as declared. */
  birth_date: string | null;
  nationality: TeamNationality | null;
  join_time: string;
}

export interface ContestTeam {
  team_id: string;
  contest_id: string;
  name: string;
  leader_id: string;
  /** The signed-in user leads it (and so may add and remove). */
  is_leader: boolean;
  create_time: string;
  member_count: number;
  teacher_count: number;
  members: TeamMember[];
}

/** What a person declares when joining (the platform's accounts carry neither). */
export interface TeamDeclaration {
  birth_date: string;
  nationality: TeamNationality;
}

export interface ContestTeamService {
  /** The signed-in user's teams in the contest (as member or teacher), oldest first. */
  mine(contestId: string): Promise<ContestTeam[]>;
  /** Creates a team the signed-in user leads as its first member. */
  create(contestId: string, form: { name: string } & TeamDeclaration): Promise<ContestTeam>;
  /** Adds a member or teacher by account (leader only); answers the team as it now is. */
  addMember(
    teamId: string,
    form: { account: string; role: TeamMemberRole } & TeamDeclaration,
  ): Promise<ContestTeam>;
  /** Removes a member or teacher (leader only); answers the team as it now is. */
  removeMember(teamId: string, userId: string): Promise<ContestTeam>;
}

export function myTeamsPath(contestId: string): string {
  return `/contests/${segment(contestId)}/teams/mine`;
}

export function contestTeamsPath(contestId: string): string {
  return `/contests/${segment(contestId)}/teams`;
}

export function teamMembersPath(teamId: string): string {
  return `/teams/${segment(teamId)}/members`;
}

export function teamMemberPath(teamId: string, userId: string): string {
  return `${teamMembersPath(teamId)}/${segment(userId)}`;
}

function isTeam(value: unknown): value is ContestTeam {
  return isRecord(value) && typeof value.team_id === 'string' && Array.isArray(value.members);
}

function teamOf(answer: unknown): ContestTeam {
  if (!isTeam(answer)) throw new HttpError(200, 'The team answer was not a team');
  return answer;
}

export function createContestTeamService(client: HttpClient): ContestTeamService {
  return {
    async mine(contestId) {
      const answer = await client.request({
        service: 'contest',
        method: 'GET',
        path: myTeamsPath(contestId),
      });
      return listFrom<unknown>(answer).filter(isTeam);
    },
    async create(contestId, form) {
      return teamOf(
        await client.request({
          service: 'contest',
          method: 'POST',
          path: contestTeamsPath(contestId),
          data: form,
        }),
      );
    },
    async addMember(teamId, form) {
      return teamOf(
        await client.request({
          service: 'contest',
          method: 'POST',
          path: teamMembersPath(teamId),
          data: form,
        }),
      );
    },
    async removeMember(teamId, userId) {
      return teamOf(
        await client.request({
          service: 'contest',
          method: 'DELETE',
          path: teamMemberPath(teamId, userId),
        }),
      );
    },
  };
}
