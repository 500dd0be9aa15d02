/**
 * `npm run validate` for the stand-in's declared contests (server/seed-data/contests.json): the
 * checks of server/data/declaredContests.ts (schema, sub-contests, exams, users, the attachments'
 * files in the contest-files folder beside it), the local
 * environment's contest names against the declared ids, and one contest per site (a site's
 * `facts.contestId` that another site already names is reported: a new contest site declares a
 * contest of its own instead of borrowing one). Problems carry file, line, column and pointer.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  checkDeclaredContests,
  CONTEST_FILES_FOLDER,
  contestFileNamesIn,
  type ContestsProblem,
} from '../../server/data/declaredContests';
import { DEMO_USERS } from '../../server/seed-data/users';
import { ONLINE_EXAMS } from '../../server/seed-data/onlineExams';
import { fillEnvironmentNamesDeep, type EnvironmentConfig } from '../runtime/environment';
import { locatePointer, parseJsonFile } from './jsonLocation';
import type { ManifestProblem, SiteManifest } from '../runtime/manifest/types';

/** The local environment's contest names as `a.b` → id (`contests.sxj.sdds` → `113`). */
export function environmentContests(
  env: EnvironmentConfig | undefined,
): { name: string; id: string }[] {
  const found: { name: string; id: string }[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') found.push({ name: path.join('.'), id: value });
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
  };
  walk(env?.contests, []);
  return found;
}

export interface ContestsCheckInput {
  /** Where the file is, and how to name it in problems. */
  path: string;
  display: string;
  /** The file's text (read from `path` when omitted). */
  text?: string;
  localEnvironment?: EnvironmentConfig;
  sites?: readonly SiteManifest[];
  /** Site id → manifest file, for the one-contest-per-site problem. */
  siteFiles?: Readonly<Record<string, string>>;
}

export function checkContestsFile(input: ContestsCheckInput): ManifestProblem[] {
  const text = input.text ?? readFileSync(input.path, 'utf8');
  const parsed = parseJsonFile(input.display, text);
  const problems: ManifestProblem[] = [];
  const place = (problem: ContestsProblem): ManifestProblem => {
    const at = locatePointer(parsed, problem.pointer);
    return {
      file: input.display,
      line: at.line,
      column: at.column,
      pointer: at.pointer || '/',
      message: problem.message,
      ...(problem.hint ? { hint: problem.hint } : {}),
    };
  };
  if (parsed.syntaxErrors.length || parsed.value === undefined) {
    for (const error of parsed.syntaxErrors)
      problems.push({ file: input.display, ...error, pointer: error.pointer || '/' });
    return problems;
  }
  for (const problem of checkDeclaredContests(parsed.value, {
    userIds: DEMO_USERS.map((user) => user.id),
    onlineExamIds: ONLINE_EXAMS.map((exam) => exam.id),
    environmentContests: environmentContests(input.localEnvironment),
    contestFileNames: contestFileNamesIn(join(dirname(input.path), CONTEST_FILES_FOLDER)),
  }))
    problems.push(place(problem));

  // One contest per site: two sites whose facts name the same contest share its enrolments.
  const owners = new Map<string, string>();
  for (const site of input.sites ?? []) {
    const facts = fillEnvironmentNamesDeep(site.facts ?? {}, input.localEnvironment ?? {}) as {
      contestId?: unknown;
    };
    if (typeof facts.contestId !== 'string') continue;
    const owner = owners.get(facts.contestId);
    if (owner) {
      const file = input.siteFiles?.[site.id] ?? site.id;
      problems.push({
        file,
        line: 1,
        column: 1,
        pointer: '/facts/contestId',
        message: `the contest ${JSON.stringify(facts.contestId)} is already the contest of site ${owner}`,
        hint: 'declare a contest of its own in server/seed-data/contests.json and name it in environments.json',
      });
    } else owners.set(facts.contestId, site.id);
  }
  return problems;
}
