import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { ApiError, badRequest, notFound } from '../http/errors';
import { toPlatformTime } from '../time';
import type { ContestRow } from './contests';
import { displayNameOf } from './contestResults';
import { findUserByAccount, findUserById } from './users';

/**
 * Teams of the data contest's topics (issue 13 point 2; seed 001 §5 "Team rules", HD-DIAA-22):
 * a participant creates a team and leads it as its first member, then adds members and
 * supervising teachers by account with their declared birth date and nationality. The rules are
 * the spec's, each refused with its own sentence before anything is written:
 *
 * - 1 to 5 members (the leader is one, and cannot be removed, so never fewer than 1);
 * - at most 2 supervising teachers;
 * - members 18 or over on the contest's begin date (Beijing date), Chinese citizens;
 * - one team per topic per participant (as a member: a contest is one topic);
 * - a teacher guides at most 2 teams per topic.
 *
 * Only contests of the products in TEAM_CONTEST_PRODUCTS have teams: the eight diaa topics and
 * the diaa overseas contest (their `product` is data in the contests table).
 */

export const TEAM_CONTEST_PRODUCTS: ReadonlySet<string> = new Set(['diaa']);

export const TEAM_MAX_MEMBERS = 5;
export const TEAM_MAX_TEACHERS = 2;
export const TEACHER_MAX_TEAMS_PER_TOPIC = 2;
export const MEMBER_MIN_AGE = 18;
export const NATIONALITIES = ['CN', 'OTHER'] as const;
export const MEMBER_ROLES = ['member', 'teacher'] as const;

export type Nationality = (typeof NATIONALITIES)[number];
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The spec's sentences (seed 001 §5), and the stand-in's own for the other refusals. */
export const TEAM_MESSAGES = {
  tooManyMembers: '队伍成员最多 5 人',
  tooManyTeachers: '指导教师最多 2 人',
  underAge: '参赛成员须年满 18 周岁',
  notCitizen: '参赛成员须为中国公民',
  onePerTopic: '每位参赛者在同一赛题只能加入一支队伍',
  teacherLimit: '同一指导教师在同一赛题最多指导 2 支队伍',
  accountNotFound: '未找到该账号',
  notLeader: '只有队长可以管理队伍成员',
  notTeamContest: '该活动不设参赛队伍',
  notEnrolled: '请先进行活动报名',
  contestEnded: '活动已结束，队伍不可再修改',
  teamNotFound: '队伍不存在',
  memberNotFound: '该成员不在队伍中',
  alreadyInTeam: '该账号已在队伍中',
  leaderStays: '队长不能移出队伍',
  nameTaken: '该队伍名称已被使用',
  nameEmpty: '请输入队伍名称',
  birthDateInvalid: '出生日期无效',
} as const;

export interface TeamRow {
  id: string;
  contest_id: string;
  name: string;
  leader_id: string;
  create_time: number;
}

interface MemberRow {
  team_id: string;
  contest_id: string;
  user_id: string;
  role: MemberRole;
  birth_date: string | null;
  nationality: string | null;
  join_time: number;
}

/** What a member declares about themselves (the stand-in's users carry neither). */
export interface Declaration {
  birth_date: string;
  nationality: Nationality;
}

const refuse = (code: string, message: string) => new ApiError(409, `TEAM/${code}`, message);

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not) and is not after `today`. */
export function assertBirthDate(text: string, today: string): void {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw badRequest(TEAM_MESSAGES.birthDateInvalid);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  if (!exists || text > today) throw badRequest(TEAM_MESSAGES.birthDateInvalid);
}

/** Whole years from `birth` to `on` (both `YYYY-MM-DD`): a birthday on `on` counts. */
export function ageOn(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4));
  return on.slice(5) >= birth.slice(5) ? years : years - 1;
}

/** The Beijing calendar date of an epoch time (the platform's wire time is Beijing time). */
export function beijingDate(epochMs: number): string {
  return toPlatformTime(epochMs).slice(0, 10);
}

export function findTeam(db: Database, teamId: string): TeamRow | undefined {
  return db.prepare('SELECT * FROM contest_teams WHERE id = ?').get(teamId) as TeamRow | undefined;
}

function membersOf(db: Database, teamId: string): MemberRow[] {
  return db
    .prepare(
      `SELECT m.* FROM contest_team_members m
       LEFT JOIN contest_teams t ON t.id = m.team_id
       WHERE m.team_id = ?
       ORDER BY (m.user_id = t.leader_id) DESC, m.role = 'teacher', m.join_time, m.user_id`,
    )
    .all(teamId) as MemberRow[];
}

/** A team as the teams page shows it to its own members and teachers. */
export function teamToWire(db: Database, team: TeamRow, viewerId: string) {
  const members = membersOf(db, team.id).map((member) => {
    const user = findUserById(db, member.user_id);
    return {
      user_id: member.user_id,
      account: user?.account ?? '',
      name: user ? displayNameOf(user) : '',
      role: member.role,
      is_leader: member.user_id === team.leader_id,
      birth_date: member.birth_date,
      nationality: member.nationality,
      join_time: toPlatformTime(member.join_time),
    };
  });
  return {
    team_id: team.id,
    contest_id: team.contest_id,
    name: team.name,
    leader_id: team.leader_id,
    is_leader: team.leader_id === viewerId,
    create_time: toPlatformTime(team.create_time),
    member_count: members.filter((member) => member.role === 'member').length,
    teacher_count: members.filter((member) => member.role === 'teacher').length,
    members,
  };
}

/** The teams of a contest the user belongs to (as member or teacher), oldest first. */
export function teamsOfUser(db: Database, contestId: string, userId: string): TeamRow[] {
  return db
    .prepare(
      `SELECT t.* FROM contest_teams t JOIN contest_team_members m ON m.team_id = t.id
       WHERE t.contest_id = ? AND m.user_id = ? ORDER BY t.create_time, t.id`,
    )
    .all(contestId, userId) as TeamRow[];
}

/** Refuses a contest that has no teams (400) or whose teams can no longer change (409). */
export function assertTeamContest(contest: ContestRow, now: number): void {
  if (!TEAM_CONTEST_PRODUCTS.has(contest.product))
    throw badRequest(TEAM_MESSAGES.notTeamContest, 'TEAM/NOT_TEAM_CONTEST');
  if (now > contest.end_time) throw refuse('CONTEST_ENDED', TEAM_MESSAGES.contestEnded);
}

/** The rules a participant (role member) must meet to join a team of `contest`. */
function assertParticipant(
  db: Database,
  contest: ContestRow,
  userId: string,
  declaration: Declaration,
): void {
  const joined = db
    .prepare(
      `SELECT 1 FROM contest_team_members WHERE contest_id = ? AND user_id = ? AND role = 'member'`,
    )
    .get(contest.id, userId);
  if (joined) throw refuse('ONE_TEAM_PER_TOPIC', TEAM_MESSAGES.onePerTopic);
  if (ageOn(declaration.birth_date, beijingDate(contest.begin_time)) < MEMBER_MIN_AGE)
    throw refuse('MEMBER_AGE', TEAM_MESSAGES.underAge);
  if (declaration.nationality !== 'CN')
    throw refuse('MEMBER_NATIONALITY', TEAM_MESSAGES.notCitizen);
}

function insertMember(
  db: Database,
  team: TeamRow,
  userId: string,
  role: MemberRole,
  declaration: Declaration,
  now: number,
): void {
  db.prepare(
    `INSERT INTO contest_team_members (team_id, contest_id, user_id, role, birth_date, nationality, join_time)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    team.id,
    team.contest_id,
    userId,
    role,
    declaration.birth_date,
    declaration.nationality,
    now,
  );
}

/** Creates a team led by `leaderId`, its first member; every rule is checked first. */
export function createTeam(
  db: Database,
  contest: ContestRow,
  leaderId: string,
  input: { name: string } & Declaration,
  now: number,
): TeamRow {
  const name = input.name.trim();
  if (name === '') throw badRequest(TEAM_MESSAGES.nameEmpty);
  assertBirthDate(input.birth_date, beijingDate(now));
  assertTeamContest(contest, now);
  const enrolled = db
    .prepare('SELECT 1 FROM enrolments WHERE contest_id = ? AND user_id = ?')
    .get(contest.id, leaderId);
  if (!enrolled) throw new ApiError(403, 'TEAM/NOT_ENROLLED', TEAM_MESSAGES.notEnrolled);
  return db.transaction(() => {
    assertParticipant(db, contest, leaderId, input);
    const taken = db
      .prepare('SELECT 1 FROM contest_teams WHERE contest_id = ? AND name = ?')
      .get(contest.id, name);
    if (taken) throw refuse('NAME_TAKEN', TEAM_MESSAGES.nameTaken);
    const team: TeamRow = {
      id: `team-${randomUUID()}`,
      contest_id: contest.id,
      name,
      leader_id: leaderId,
      create_time: now,
    };
    db.prepare(
      'INSERT INTO contest_teams (id, contest_id, name, leader_id, create_time) VALUES (?, ?, ?, ?, ?)',
    ).run(team.id, team.contest_id, team.name, team.leader_id, team.create_time);
    insertMember(db, team, leaderId, 'member', input, now);
    return team;
  })();
}

/** The team `teamId` when `userId` leads it: 404 when it does not exist, 403 otherwise. */
export function requireLedTeam(db: Database, teamId: string, userId: string): TeamRow {
  const team = findTeam(db, teamId);
  if (!team) throw notFound(TEAM_MESSAGES.teamNotFound, 'TEAM/NOT_FOUND');
  if (team.leader_id !== userId)
    throw new ApiError(403, 'TEAM/NOT_LEADER', TEAM_MESSAGES.notLeader);
  return team;
}

/** Adds a member or a supervising teacher to a team, checking every rule first. */
export function addMember(
  db: Database,
  team: TeamRow,
  contest: ContestRow,
  input: { account: string; role: MemberRole } & Declaration,
  now: number,
): void {
  assertBirthDate(input.birth_date, beijingDate(now));
  assertTeamContest(contest, now);
  const user = findUserByAccount(db, input.account.trim());
  if (!user) throw notFound(TEAM_MESSAGES.accountNotFound, 'TEAM/ACCOUNT_NOT_FOUND');
  db.transaction(() => {
    const members = membersOf(db, team.id);
    if (members.some((member) => member.user_id === user.id))
      throw refuse('ALREADY_IN_TEAM', TEAM_MESSAGES.alreadyInTeam);
    if (input.role === 'member') {
      const count = members.filter((member) => member.role === 'member').length;
      if (count >= TEAM_MAX_MEMBERS) throw refuse('TOO_MANY_MEMBERS', TEAM_MESSAGES.tooManyMembers);
      assertParticipant(db, contest, user.id, input);
    } else {
      const count = members.filter((member) => member.role === 'teacher').length;
      if (count >= TEAM_MAX_TEACHERS)
        throw refuse('TOO_MANY_TEACHERS', TEAM_MESSAGES.tooManyTeachers);
      const guided = db
        .prepare(
          `SELECT COUNT(*) FROM contest_team_members WHERE contest_id = ? AND user_id = ? AND role = 'teacher'`,
        )
        .pluck()
        .get(contest.id, user.id) as number;
      if (guided >= TEACHER_MAX_TEAMS_PER_TOPIC)
        throw refuse('TEACHER_LIMIT', TEAM_MESSAGES.teacherLimit);
    }
    insertMember(db, team, user.id, input.role, input, now);
  })();
}

/** Removes a member or teacher; the leader stays (a team always has its first member). */
export function removeMember(
  db: Database,
  team: TeamRow,
  contest: ContestRow,
  userId: string,
  now: number,
): void {
  assertTeamContest(contest, now);
  if (userId === team.leader_id) throw refuse('LEADER_STAYS', TEAM_MESSAGES.leaderStays);
  const removed = db
    .prepare('DELETE FROM contest_team_members WHERE team_id = ? AND user_id = ?')
    .run(team.id, userId);
  if (removed.changes === 0) throw notFound(TEAM_MESSAGES.memberNotFound, 'TEAM/MEMBER_NOT_FOUND');
}
