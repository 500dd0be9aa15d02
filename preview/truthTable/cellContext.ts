/**
 * From a truth-table cell to the live preview's context (preview/context/previewContext.ts):
 *
 * - identity → a demo account of the stand-in's sign-in page (server/seed-data/users.ts),
 *   one per role; logged out → no account;
 * - contest status × enrolment status → a named stand-in scenario (server/scenarios.ts).
 *   Scenarios change one thing at a time, so a contest that is unpublished or missing wins
 *   over the enrolment status: those cells are marked `approximate` with the reason;
 * - date phase → an absolute instant, drawn with `phaseInstant` from the contest's times under
 *   that scenario. The stand-in's scenario times are relative to the server's clock, so the
 *   caller first applies the scenario (POST /__scenario/<name>, whose answer carries the
 *   contest and the server's `now`), then calls `contextForCell` with that answer. When the
 *   scenario leaves no contest (contest-missing), the table's own calendar stands in (the
 *   contest's real dates as last fetched, `CellOptions.times`), else the stand-in's default
 *   calendar around the server's now (`standInDefaultTimes`, the offsets of server/scenarios.ts).
 * - the 白名单 switch (the `whitelisted` fact) → the `contest-restricted` scenario, where the
 *   contest is restricted and no demo account is on its list;
 * - the 评审专家 switch (the `isReviewer` fact) → the demo reviewer (`reviewer`, 何静, a TEACHER
 *   who reviews kpzy) and the `review-assigned` scenario, so the review page has a task to
 *   show; another role is shown as that teacher (`approximate`).
 */
import type { PreviewContext } from '../context/previewContext';
import { parseTimeText } from '../../src/runtime/rules';
import type { RoleCode } from '../../src/runtime/facts/facts';
import type { Combination, Identity } from './dimensions';
import { DAY_MS, contestTimesFromWire, phaseInstant, type ContestTimes } from './timeline';

/** The demo account of each role (a unit test keeps this in step with the seed users). */
export const DEMO_ACCOUNT_FOR_ROLE: Record<RoleCode, string> = {
  STUDENT: 'student',
  TEACHER: 'teacher',
  GUARDIAN: 'guardian',
  EDU_ADMIN: 'eduadmin',
  ACADEMIC_STAFF: 'academic',
  ELECTRIC_TEACHER: 'electric',
  SOCIAL_LEARNER: 'learner',
};

/** The demo account that reviews the kpzy contest (server/seed-data/users.ts REVIEWER_ID). */
export const DEMO_REVIEWER = { account: 'reviewer', role: 'TEACHER' as RoleCode };

/** The scenario where the demo reviewer has a work to review (server/scenarios.ts). */
export const REVIEWER_SCENARIO = 'review-assigned';

/** The scenario where the contest is whitelist-restricted and nobody is on the list. */
export const RESTRICTED_SCENARIO = 'contest-restricted';

export interface CellOptions {
  /** QA's 评审专家 switch: the signed-in visitor reviews the contest. */
  reviewer?: boolean;
  /** QA's 白名单 switch: the contest is restricted and the visitor is not on its list. */
  restricted?: boolean;
  /**
   * The table's calendar (the previewed contest's real dates, calendar.ts): a cell whose
   * scenario leaves no contest (or no scenario answer at all) opens at the very instant the
   * table evaluated it.
   */
  times?: ContestTimes;
}

export function accountFor(identity: Identity): string | null {
  return identity === 'loggedOut' ? null : DEMO_ACCOUNT_FOR_ROLE[identity];
}

export interface ScenarioChoice {
  scenario: string;
  /** Set when the scenario cannot reproduce the whole combination; says what differs. */
  approximate?: string;
}

/** The stand-in scenario closest to a cell's contest and enrolment status. */
export function scenarioFor(combination: Combination, options: CellOptions = {}): ScenarioChoice {
  if (
    options.reviewer &&
    combination.identity !== 'loggedOut' &&
    combination.contest === 'published'
  )
    return { scenario: REVIEWER_SCENARIO };
  if (options.restricted && combination.contest === 'published') {
    const enrolledHere = combination.identity !== 'loggedOut' && combination.enrolment !== 'none';
    return enrolledHere
      ? {
          scenario: RESTRICTED_SCENARIO,
          approximate: '白名单场景下演示账号没有报名记录（场景一次只改变一项状态）',
        }
      : { scenario: RESTRICTED_SCENARIO };
  }
  const enrolled = combination.identity !== 'loggedOut' && combination.enrolment !== 'none';
  if (combination.contest !== 'published') {
    const scenario = combination.contest === 'missing' ? 'contest-missing' : 'contest-unpublished';
    return enrolled
      ? { scenario, approximate: '该场景下演示账号没有报名记录（场景一次只改变一项状态）' }
      : { scenario };
  }
  if (combination.identity === 'loggedOut') return { scenario: 'default' };
  switch (combination.enrolment) {
    case 'none':
      return { scenario: 'default' };
    case 'pending':
      return { scenario: 'enrolled-pending' };
    case 'unverified':
      return { scenario: 'enrolled-unverified' };
    case 'verified':
      return { scenario: 'enrolled-verified' };
  }
}

/** The stand-in's default contest calendar around its clock (server/scenarios.ts defaultTimes). */
export function standInDefaultTimes(serverNow: number): ContestTimes {
  return {
    begin: serverNow - 10 * DAY_MS,
    enrollBegin: serverNow - 10 * DAY_MS,
    enrollEnd: serverNow + 20 * DAY_MS,
    end: serverNow + 40 * DAY_MS,
  };
}

/** What POST /__scenario/<name> answers (the parts used here). */
export interface ScenarioAnswer {
  /** The server's now, platform time text. */
  now: string;
  contest: unknown;
}

export interface CellContext {
  context: Partial<PreviewContext>;
  approximate?: string;
}

/** The preview context that shows a cell, given the applied scenario's answer. */
export function contextForCell(
  combination: Combination,
  answer: ScenarioAnswer,
  site: { id: string; page: string },
  options: CellOptions = {},
): CellContext {
  const choice = scenarioFor(combination, options);
  const serverNow = parseTimeText(answer.now) ?? Date.now();
  const times =
    contestTimesFromWire(answer.contest) ?? options.times ?? standInDefaultTimes(serverNow);
  const reviewer = options.reviewer === true && combination.identity !== 'loggedOut';
  const context: Partial<PreviewContext> = {
    site: site.id,
    page: site.page,
    account: reviewer ? DEMO_REVIEWER.account : accountFor(combination.identity),
    role:
      combination.identity === 'loggedOut'
        ? null
        : reviewer
          ? DEMO_REVIEWER.role
          : combination.identity,
    scenario: choice.scenario,
    now: phaseInstant(combination.phase, times),
  };
  const notes = [
    choice.approximate,
    reviewer && combination.identity !== DEMO_REVIEWER.role
      ? '演示账号中的评审专家（reviewer）只有教师身份，以教师身份预览'
      : undefined,
  ].filter((note): note is string => note !== undefined);
  return notes.length ? { context, approximate: notes.join('；') } : { context };
}
