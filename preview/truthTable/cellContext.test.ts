import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/seed-data/users';
import { SCENARIOS, defaultTimes } from '../../server/scenarios';
import { toPlatformTime } from '../../server/time';
import { ROLE_CODES } from '../../src/runtime/facts/facts';
import { allCombinations } from './dimensions';
import {
  DEMO_ACCOUNT_FOR_ROLE,
  contextForCell,
  scenarioFor,
  standInDefaultTimes,
} from './cellContext';
import { DAY_MS, contestTimesFromWire } from './timeline';

const serverNow = Date.UTC(2026, 10, 22, 4, 0, 0);
const times = defaultTimes(serverNow);
/** The stand-in's contest under the default scenario, as POST /__scenario answers it. */
const answer = {
  now: toPlatformTime(serverNow),
  contest: {
    id: 'kpzy2026',
    status: 1,
    begin_time: toPlatformTime(times.begin),
    end_time: toPlatformTime(times.end),
    enroll_setting: {
      begin_time: toPlatformTime(times.enrollBegin),
      end_time: toPlatformTime(times.enrollEnd),
      config: {},
    },
  },
};
const site = { id: 'hd-kpzy', page: '/' };

describe('cell → preview context', () => {
  it('picks a demo account of the stand-in that holds exactly the role', () => {
    for (const role of ROLE_CODES) {
      const user = DEMO_USERS.find(
        (candidate) => candidate.account === DEMO_ACCOUNT_FOR_ROLE[role],
      );
      expect(user?.roles, role).toEqual([role]);
    }
  });

  it('only names scenarios the stand-in has, with either switch', () => {
    const names = new Set(SCENARIOS.map((scenario) => scenario.name));
    for (const options of [{}, { reviewer: true }, { restricted: true }])
      for (const combination of allCombinations())
        expect(names.has(scenarioFor(combination, options).scenario)).toBe(true);
  });

  it('the 白名单 switch previews the restricted contest (A-47)', () => {
    expect(
      scenarioFor(
        { identity: 'STUDENT', phase: 'enrolmentOpen', contest: 'published', enrolment: 'none' },
        { restricted: true },
      ),
    ).toEqual({ scenario: 'contest-restricted' });
  });

  it('maps a logged-in verified enrolment after the enrolment end to its account, scenario and instant', () => {
    const { context, approximate } = contextForCell(
      {
        identity: 'TEACHER',
        phase: 'afterEnrolmentEnd',
        contest: 'published',
        enrolment: 'verified',
      },
      answer,
      site,
    );
    expect(approximate).toBeUndefined();
    expect(context).toMatchObject({
      site: 'hd-kpzy',
      page: '/',
      account: 'teacher',
      role: 'TEACHER',
      scenario: 'enrolled-verified',
    });
    expect(context.now).toBeGreaterThan(times.enrollEnd);
    expect(context.now).toBeLessThan(times.end);
  });

  it('logged out: no account, no role; each phase lands inside the stand-in contest calendar', () => {
    const at = (phase: 'beforeStart' | 'enrolmentOpen' | 'afterContestEnd') =>
      contextForCell(
        { identity: 'loggedOut', phase, contest: 'published', enrolment: 'none' },
        answer,
        site,
      ).context;
    expect(at('beforeStart')).toMatchObject({ account: null, role: null, scenario: 'default' });
    expect(at('beforeStart').now).toBe(times.begin - DAY_MS);
    expect(at('enrolmentOpen').now).toBeGreaterThan(times.enrollBegin);
    expect(at('enrolmentOpen').now).toBeLessThan(times.enrollEnd);
    expect(at('afterContestEnd').now).toBe(times.end + DAY_MS);
  });

  it('an unpublished contest with an enrolment is marked approximate, with the reason', () => {
    const result = contextForCell(
      { identity: 'STUDENT', phase: 'enrolmentOpen', contest: 'unpublished', enrolment: 'pending' },
      answer,
      site,
    );
    expect(result.context.scenario).toBe('contest-unpublished');
    expect(result.approximate).toContain('没有报名记录');
  });

  it('no contest in the answer (contest-missing): the stand-in default calendar around its now', () => {
    const { context } = contextForCell(
      { identity: 'STUDENT', phase: 'afterContestEnd', contest: 'missing', enrolment: 'none' },
      { now: answer.now, contest: null },
      site,
    );
    expect(context.scenario).toBe('contest-missing');
    expect(standInDefaultTimes(serverNow)).toEqual({
      begin: times.begin,
      enrollBegin: times.enrollBegin,
      enrollEnd: times.enrollEnd,
      end: times.end,
    });
    expect(context.now).toBe(times.end + DAY_MS);
  });

  it('reads the wire times of the contest service', () => {
    expect(contestTimesFromWire(answer.contest)).toEqual({
      begin: times.begin,
      end: times.end,
      enrollBegin: times.enrollBegin,
      enrollEnd: times.enrollEnd,
    });
  });
});
