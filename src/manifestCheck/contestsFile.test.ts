import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../server/time';
import { declaredContestRow, declaredTime } from '../../server/data/declaredContests';
import type { DeclaredContestsFile } from '../../server/data/declaredContests';
import type { EnvironmentConfig } from '../runtime/environment';
import type { SiteManifest } from '../runtime/manifest/types';
import { checkContestsFile } from './contestsFile';

/**
 * The stand-in's declared contests as `npm run validate` checks them (issue 13: contests are data
 * an operator declares; a new contest site never borrows another site's contest).
 */

const path = resolve(import.meta.dirname, '../../server/seed-data/contests.json');
const text = readFileSync(path, 'utf8');
const environments = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../site-configs/environments.json'), 'utf8'),
) as { environments: Record<string, EnvironmentConfig> };
const local = environments.environments.local;

const check = (changed: string, extra: Partial<Parameters<typeof checkContestsFile>[0]> = {}) =>
  checkContestsFile({
    path,
    display: 'contests.json',
    text: changed,
    localEnvironment: local,
    ...extra,
  });

describe('server/seed-data/contests.json', () => {
  it('as committed: no problem, and every contest the local environment names is declared', () => {
    expect(check(text)).toEqual([]);
  });

  it('a sub-contest that is not declared is named, with its line and a suggestion', () => {
    const problems = check(
      text.replace('"subContestId": "115-review"', '"subContestId": "115-reveiw"'),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: 'contests.json',
      pointer: expect.stringMatching(/^\/contests\/\d+\/subContestId$/),
      message: 'the sub-contest "115-reveiw" is not declared',
      hint: expect.stringContaining('115-review'),
    });
    expect(problems[0].line).toBe(
      text.split('\n').findIndex((l) => l.includes('"115-review"') && l.includes('subContestId')) +
        1,
    );
  });

  it('an unknown user, an unknown exam and a bad time are refused', () => {
    const changed = text
      .replace('"whitelist": ["u-student"]', '"whitelist": ["u-nobody"]')
      .replace('"onlineExamId": "exam-sxds-125"', '"onlineExamId": "exam-none"');
    const messages = check(changed).map((problem) => problem.message);
    expect(messages).toContain('no user "u-nobody" in the stand-in');
    expect(messages).toContain(
      'no online exam "exam-none" in the stand-in (server/seed-data/onlineExams.ts)',
    );
    const badTime = check(text.replace('"begin": "-10d"', '"begin": "next week"'));
    expect(badTime[0]).toMatchObject({ pointer: '/defaults/schedule/begin' });
  });

  it('an attachment whose file is not in contest-files/ is named, with its pointer and a suggestion', () => {
    const problems = check(
      text.replace('"file": "kpzy2026-enrol-form.csv"', '"file": "kpzy2026-enrol-from.csv"'),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'contests.json',
        pointer: '/contests/0/attachments/1/file',
        message: 'no file "kpzy2026-enrol-from.csv" in server/seed-data/contest-files/',
        hint: expect.stringContaining('kpzy2026-enrol-form.csv'),
        line: text.split('\n').findIndex((l) => l.includes('"kpzy2026-enrol-form.csv"')) + 1,
      }),
    ]);
  });

  it('an attachment file outside the folder, or an id declared twice, is refused', () => {
    const outside = check(text.replace('"file": "kpzy2026-licence.txt"', '"file": "../users.ts"'));
    expect(outside).toEqual([
      expect.objectContaining({ pointer: '/contests/0/attachments/3/file' }),
    ]);
    const twice = check(text.replace('"id": "licence"', '"id": "notice"'));
    expect(twice.map((problem) => [problem.pointer, problem.message])).toEqual([
      ['/contests/0/attachments/3/id', 'the attachment "notice" is declared twice in this contest'],
    ]);
  });

  it('a contest the local environment names must be declared here', () => {
    const problems = check(text, {
      localEnvironment: { ...local, contests: { ...local.contests, newsite: 'newsite2027' } },
    });
    expect(problems.map((problem) => problem.message)).toEqual([
      'the local environment names contest "newsite2027" (contests.newsite), which is not declared here',
    ]);
  });

  it('two sites whose facts name one contest: the second is told to declare its own', () => {
    const site = (id: string) =>
      ({ id, facts: { contestId: '{{contests.kpzy}}' } }) as unknown as SiteManifest;
    const problems = check(text, {
      sites: [site('hd-kpzy'), site('hd-newsite')],
      siteFiles: { 'hd-newsite': 'site-configs/hd/newsite/site.json' },
    });
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'site-configs/hd/newsite/site.json',
        pointer: '/facts/contestId',
        message: 'the contest "kpzy2026" is already the contest of site hd-kpzy',
      }),
    ]);
  });
});

describe('declared times and rows', () => {
  const now = Date.UTC(2026, 10, 27);
  it('days relative to the first start, or an absolute time with its offset', () => {
    expect(declaredTime('-10d', now)).toBe(now - 10 * DAY_MS);
    expect(declaredTime('+40d', now)).toBe(now + 40 * DAY_MS);
    expect(declaredTime('2024-06-15T00:00:00+08:00', now)).toBe(Date.UTC(2024, 5, 14, 16));
  });

  it('a contest takes the defaults it does not override, field by field', () => {
    const file = JSON.parse(text) as DeclaredContestsFile;
    const kpzy = file.contests.find((contest) => contest.id === 'kpzy2026')!;
    expect(declaredContestRow(file, kpzy, now)).toMatchObject({
      status: 1,
      max_works_per_user: 3,
      max_file_size: 500 * 1024 * 1024,
      begin_time: now - 10 * DAY_MS,
      enroll_end_time: now + 20 * DAY_MS,
      upload_end_time: now + 40 * DAY_MS,
      whitelist_only: 0,
      results_published_time: null,
    });
    const hmt = file.contests.find((contest) => contest.id === 'dnds2026-hmt')!;
    expect(declaredContestRow(file, hmt, now).whitelist_only).toBe(1);
  });
});
