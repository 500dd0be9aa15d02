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
 *   scenario leaves no contest (contest-missing), the stand-in's default calendar around the
 *   server's now stands in (`standInDefaultTimes`, the same offsets as server/scenarios.ts).
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

export function accountFor(identity: Identity): string | null {
  return identity === 'loggedOut' ? null : DEMO_ACCOUNT_FOR_ROLE[identity];
}

export interface ScenarioChoice {
  scenario: string;
  /** Set when the scenario cannot reproduce the whole combination; says what differs. */
  approximate?: string;
}

/** The stand-in scenario closest to a cell's contest and enrolment status. */
export function scenarioFor(combination: Combination): ScenarioChoice {
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
): CellContext {
  const choice = scenarioFor(combination);
  const serverNow = parseTimeText(answer.now) ?? Date.now();
  const times = contestTimesFromWire(answer.contest) ?? standInDefaultTimes(serverNow);
  const context: Partial<PreviewContext> = {
    site: site.id,
    page: site.page,
    account: accountFor(combination.identity),
    role: combination.identity === 'loggedOut' ? null : combination.identity,
    scenario: choice.scenario,
    now: phaseInstant(combination.phase, times),
  };
  return choice.approximate ? { context, approximate: choice.approximate } : { context };
}
