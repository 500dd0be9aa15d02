import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import Ajv2020 from 'ajv/dist/2020.js';
import contestsSchema from '../../schemas/contests.schema.json';
import { schemaProblems } from '../../src/runtime/manifest/schemaProblems';
import { didYouMean } from '../../src/runtime/manifest/didYouMean';
import { DAY_MS } from '../time';
import { DEMO_USERS } from '../seed-data/users';
import { ONLINE_EXAMS } from '../seed-data/onlineExams';

/**
 * The contests an operator declares for the stand-in (`server/seed-data/contests.json`, schema
 * `schemas/contests.schema.json`): dates, status, upload limits, sub-contest, online exam,
 * whitelist, staff and attachments. Seeding writes them into the database (the attachments stay
 * in memory: data/contestAttachments.ts); `npm run validate` checks the file (schema, then the
 * references: sub-contests, exams, users, attachment files, and the local environment's
 * contest names) with the same function, so a new contest site gets its own contest and never
 * borrows another's.
 */
export const CONTESTS_FILE_NAME = 'contests.json';

/** The folder beside contests.json that holds the declared attachments' files. */
export const CONTEST_FILES_FOLDER = 'contest-files';

export interface DeclaredSchedule {
  begin?: string;
  end?: string;
  enrollBegin?: string;
  enrollEnd?: string;
  uploadEnd?: string;
  resultsPublished?: string;
}

export interface DeclaredUpload {
  maxWorksPerUser?: number;
  acceptedTypes?: string[];
  maxFileSizeMb?: number;
}

export interface DeclaredStaff {
  admins?: string[];
  reviewers?: string[];
}

/** A notice or template a contest offers for download (资料下载). */
export interface DeclaredAttachment {
  id: string;
  title: string;
  kind: 'notice' | 'template';
  /** A plain file name in the contest-files folder. */
  file: string;
}

export interface DeclaredContest {
  id: string;
  title: string;
  product: string;
  status?: number;
  schedule?: DeclaredSchedule;
  upload?: DeclaredUpload;
  onlineExamId?: string;
  subContestId?: string;
  whitelist?: string[];
  staff?: DeclaredStaff;
  attachments?: DeclaredAttachment[];
}

export interface DeclaredContestsFile {
  schemaVersion: 1;
  defaults?: Pick<DeclaredContest, 'status' | 'schedule' | 'upload' | 'staff'>;
  contests: DeclaredContest[];
}

/** A problem of the file, placed by its JSON pointer. */
export interface ContestsProblem {
  pointer: string;
  message: string;
  hint?: string;
}

/** What the references are checked against. Each list is optional: unknown → not checked. */
export interface ContestReferences {
  userIds?: readonly string[];
  onlineExamIds?: readonly string[];
  /** Contest ids the environment names (`contests.*` of `local`), with the name for messages. */
  environmentContests?: readonly { name: string; id: string }[];
  /** The files of the contest-files folder (`contestFileNamesIn`), which attachments name. */
  contestFileNames?: readonly string[];
}

/** The plain files of a contest-files folder; none when the folder is missing. */
export function contestFileNamesIn(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validateFile = ajv.compile(contestsSchema);

/** Every problem of the file's value: its shape first; the references only when it has one. */
export function checkDeclaredContests(
  value: unknown,
  references: ContestReferences = {},
): ContestsProblem[] {
  if (!validateFile(value)) return schemaProblems(validateFile.errors as never);
  const file = value as unknown as DeclaredContestsFile;
  const problems: ContestsProblem[] = [];
  const ids = file.contests.map((contest) => contest.id);
  const users = references.userIds ? new Set(references.userIds) : null;
  const exams = references.onlineExamIds ? new Set(references.onlineExamIds) : null;
  const contestFiles = references.contestFileNames ? new Set(references.contestFileNames) : null;
  const checkUsers = (list: string[] | undefined, at: string) =>
    list?.forEach((userId, index) => {
      if (users && !users.has(userId))
        problems.push({
          pointer: `${at}/${index}`,
          message: `no user ${JSON.stringify(userId)} in the stand-in`,
          hint: didYouMean(userId, [...users]),
        });
    });
  checkUsers(file.defaults?.staff?.admins, '/defaults/staff/admins');
  checkUsers(file.defaults?.staff?.reviewers, '/defaults/staff/reviewers');

  const parents = new Map<string, string>();
  file.contests.forEach((contest, index) => {
    const at = `/contests/${index}`;
    if (ids.indexOf(contest.id) !== index)
      problems.push({
        pointer: `${at}/id`,
        message: `the contest ${JSON.stringify(contest.id)} is declared twice`,
      });
    if (contest.subContestId !== undefined) {
      const sub = contest.subContestId;
      if (sub === contest.id)
        problems.push({
          pointer: `${at}/subContestId`,
          message: 'a contest cannot be its own sub-contest',
        });
      else if (!ids.includes(sub))
        problems.push({
          pointer: `${at}/subContestId`,
          message: `the sub-contest ${JSON.stringify(sub)} is not declared`,
          hint: didYouMean(sub, ids),
        });
      else if (parents.has(sub))
        problems.push({
          pointer: `${at}/subContestId`,
          message: `the sub-contest ${JSON.stringify(sub)} already belongs to ${JSON.stringify(parents.get(sub))}`,
        });
      parents.set(sub, contest.id);
    }
    if (contest.onlineExamId !== undefined && exams && !exams.has(contest.onlineExamId))
      problems.push({
        pointer: `${at}/onlineExamId`,
        message: `no online exam ${JSON.stringify(contest.onlineExamId)} in the stand-in (server/seed-data/onlineExams.ts)`,
        hint: didYouMean(contest.onlineExamId, [...exams]),
      });
    checkUsers(contest.whitelist, `${at}/whitelist`);
    checkUsers(contest.staff?.admins, `${at}/staff/admins`);
    checkUsers(contest.staff?.reviewers, `${at}/staff/reviewers`);
    const attachmentIds = (contest.attachments ?? []).map((attachment) => attachment.id);
    contest.attachments?.forEach((attachment, attachmentIndex) => {
      const where = `${at}/attachments/${attachmentIndex}`;
      if (attachmentIds.indexOf(attachment.id) !== attachmentIndex)
        problems.push({
          pointer: `${where}/id`,
          message: `the attachment ${JSON.stringify(attachment.id)} is declared twice in this contest`,
        });
      if (contestFiles && !contestFiles.has(attachment.file))
        problems.push({
          pointer: `${where}/file`,
          message: `no file ${JSON.stringify(attachment.file)} in server/seed-data/${CONTEST_FILES_FOLDER}/`,
          hint: didYouMean(attachment.file, [...contestFiles]),
        });
    });
    const schedule = resolvedSchedule(file, contest, 0);
    if (schedule.end < schedule.begin)
      problems.push({ pointer: `${at}/schedule`, message: 'the contest ends before it begins' });
    if (schedule.enrollEnd < schedule.enrollBegin)
      problems.push({ pointer: `${at}/schedule`, message: 'enrolment ends before it begins' });
  });
  for (const { name, id } of references.environmentContests ?? [])
    if (!ids.includes(id))
      problems.push({
        pointer: '/contests',
        message: `the local environment names contest ${JSON.stringify(id)} (contests.${name}), which is not declared here`,
        hint: 'declare it with its own id: a contest site never borrows another site’s contest',
      });
  return problems;
}

/** Reads and checks the file; throws with every problem when it cannot be used. */
export function loadDeclaredContests(
  path: string,
  references: ContestReferences = {},
): DeclaredContestsFile {
  const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const problems = checkDeclaredContests(value, references);
  if (problems.length)
    throw new Error(
      `${path} has problems (npm run validate explains them):\n${problems
        .map((problem) => `  ${problem.pointer}: ${problem.message}`)
        .join('\n')}`,
    );
  return value as DeclaredContestsFile;
}

const loaded = new Map<string, { mtimeMs: number; file: DeclaredContestsFile }>();

/**
 * The declared contests of a seed folder (its contests.json), checked, read again when the file
 * changed. Used by seeding, by the scenarios that rebuild a contest as declared and by the
 * contest attachments (data/contestAttachments.ts).
 */
export function declaredContestsIn(seedDir: string): DeclaredContestsFile {
  const path = join(seedDir, CONTESTS_FILE_NAME);
  const { mtimeMs } = statSync(path);
  const cached = loaded.get(path);
  if (cached && cached.mtimeMs === mtimeMs) return cached.file;
  const file = loadDeclaredContests(path, {
    userIds: DEMO_USERS.map((user) => user.id),
    onlineExamIds: ONLINE_EXAMS.map((exam) => exam.id),
    contestFileNames: contestFileNamesIn(join(seedDir, CONTEST_FILES_FOLDER)),
  });
  loaded.set(path, { mtimeMs, file });
  return file;
}

/** An instant from a declared time: days relative to `now`, or an absolute time with offset. */
export function declaredTime(text: string, now: number): number {
  const relative = /^([+-])([0-9]+)d$/.exec(text);
  if (relative) return now + (relative[1] === '-' ? -1 : 1) * Number(relative[2]) * DAY_MS;
  const absolute = Date.parse(text);
  if (Number.isNaN(absolute)) throw new Error(`not a declared time: ${text}`);
  return absolute;
}

/** The stand-in's default calendar: open for enrolment (scenarios.ts `defaultTimes` offsets). */
const DEFAULT_SCHEDULE: Required<Omit<DeclaredSchedule, 'uploadEnd' | 'resultsPublished'>> = {
  begin: '-10d',
  end: '+40d',
  enrollBegin: '-10d',
  enrollEnd: '+20d',
};

export interface ResolvedSchedule {
  begin: number;
  end: number;
  enrollBegin: number;
  enrollEnd: number;
  uploadEnd: number;
  resultsPublished: number | null;
}

export function resolvedSchedule(
  file: DeclaredContestsFile,
  contest: DeclaredContest,
  now: number,
): ResolvedSchedule {
  const schedule = { ...DEFAULT_SCHEDULE, ...file.defaults?.schedule, ...contest.schedule };
  const at = (text: string) => declaredTime(text, now);
  const end = at(schedule.end);
  return {
    begin: at(schedule.begin),
    end,
    enrollBegin: at(schedule.enrollBegin),
    enrollEnd: at(schedule.enrollEnd),
    uploadEnd: schedule.uploadEnd ? at(schedule.uploadEnd) : end,
    resultsPublished: schedule.resultsPublished ? at(schedule.resultsPublished) : null,
  };
}

const MB = 1024 * 1024;
const FALLBACK_UPLOAD: Required<DeclaredUpload> = {
  maxWorksPerUser: 1,
  acceptedTypes: ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'mp3', 'mp4', 'zip'],
  maxFileSizeMb: 200,
};

/** The contest's row values, its defaults merged in. */
export function declaredContestRow(
  file: DeclaredContestsFile,
  contest: DeclaredContest,
  now: number,
) {
  const schedule = resolvedSchedule(file, contest, now);
  const upload = { ...FALLBACK_UPLOAD, ...file.defaults?.upload, ...contest.upload };
  return {
    id: contest.id,
    title: contest.title,
    status: contest.status ?? file.defaults?.status ?? 1,
    begin_time: schedule.begin,
    end_time: schedule.end,
    enroll_begin_time: schedule.enrollBegin,
    enroll_end_time: schedule.enrollEnd,
    upload_end_time: schedule.uploadEnd,
    max_works_per_user: upload.maxWorksPerUser,
    sub_contest_id: contest.subContestId ?? null,
    online_exam_id: contest.onlineExamId ?? null,
    product: contest.product,
    accepted_types: JSON.stringify(upload.acceptedTypes),
    max_file_size: upload.maxFileSizeMb * MB,
    results_published_time: schedule.resultsPublished,
    whitelist_only: contest.whitelist ? 1 : 0,
  };
}

export type DeclaredContestRow = ReturnType<typeof declaredContestRow>;

const INSERT_CONTEST = `INSERT INTO contests (id, title, status, begin_time, end_time,
  enroll_begin_time, enroll_end_time, upload_end_time, max_works_per_user, sub_contest_id,
  online_exam_id, product, accepted_types, max_file_size, results_published_time, whitelist_only)
  VALUES (@id, @title, @status, @begin_time, @end_time, @enroll_begin_time, @enroll_end_time,
  @upload_end_time, @max_works_per_user, @sub_contest_id, @online_exam_id, @product,
  @accepted_types, @max_file_size, @results_published_time, @whitelist_only)`;

/**
 * Writes one declared contest with its staff and whitelist (a contest already there is
 * replaced, its dependent rows with it: the scenarios rebuild kpzy this way).
 */
export function writeDeclaredContest(
  db: Database,
  file: DeclaredContestsFile,
  contest: DeclaredContest,
  now: number,
): void {
  db.prepare('DELETE FROM contests WHERE id = ?').run(contest.id);
  db.prepare(INSERT_CONTEST).run(declaredContestRow(file, contest, now));
  const staff = {
    admins: contest.staff?.admins ?? file.defaults?.staff?.admins ?? [],
    reviewers: contest.staff?.reviewers ?? file.defaults?.staff?.reviewers ?? [],
  };
  const addStaff = db.prepare(
    'INSERT OR IGNORE INTO contest_staff (contest_id, user_id, role) VALUES (?, ?, ?)',
  );
  for (const userId of staff.admins) addStaff.run(contest.id, userId, 'admin');
  for (const userId of staff.reviewers) addStaff.run(contest.id, userId, 'reviewer');
  const admit = db.prepare(
    'INSERT OR IGNORE INTO contest_whitelist (contest_id, user_id) VALUES (?, ?)',
  );
  for (const userId of contest.whitelist ?? []) admit.run(contest.id, userId);
}

/** Seeds every declared contest. */
export function seedDeclaredContests(db: Database, file: DeclaredContestsFile, now: number): void {
  db.transaction(() => {
    for (const contest of file.contests) writeDeclaredContest(db, file, contest, now);
  })();
}

export function findDeclaredContest(
  file: DeclaredContestsFile,
  id: string,
): DeclaredContest | undefined {
  return file.contests.find((contest) => contest.id === id);
}
