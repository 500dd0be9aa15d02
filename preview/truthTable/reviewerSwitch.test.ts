/**
 * QA's 评审专家 switch (the `isReviewer` fact) in the gate truth table: the reviewTask gate's
 * cells for a reviewer and for anybody else, findings that consider both, and the live preview
 * signed in as the demo reviewer with a task to review.
 */
import { describe, expect, it } from 'vitest';
import sharedGates from '../../site-configs/shared/gates.json';
import zhCN from '../../site-configs/messages/zh-CN.json';
import { createTranslator } from '../../src/runtime/messages/translator';
import type { Gate } from '../../src/runtime/manifest/types';
import { DEMO_USERS, REVIEWER_ID } from '../../server/seed-data/users';
import { SCENARIOS } from '../../server/scenarios';
import { combinationKey, type Combination } from './dimensions';
import { computeTruthTable, factsFor, gateReadsFact } from './truthTable';
import { DEMO_REVIEWER, REVIEWER_SCENARIO, contextForCell, scenarioFor } from './cellContext';

const catalogue = zhCN as Record<string, string>;
const t = createTranslator(catalogue, catalogue);
const gates = sharedGates as unknown as Record<string, Gate>;
const siteFacts = { contestId: 'kpzy2026' };
const teacherDuring: Combination = {
  identity: 'TEACHER',
  phase: 'enrolmentOpen',
  contest: 'published',
  enrolment: 'none',
};

const cellOf = (reviewer: boolean, combination: Combination) =>
  computeTruthTable(gates.reviewTask, t, { siteFacts, reviewer }).byKey.get(
    combinationKey(combination),
  )!;

describe('the 评审专家 switch', () => {
  it('is offered for the gates that read isReviewer only', () => {
    expect(gateReadsFact(gates.reviewTask, 'isReviewer')).toBe(true);
    for (const name of ['enroll', 'upload', 'myWork', 'review'])
      expect(gateReadsFact(gates[name], 'isReviewer'), name).toBe(false);
  });

  it('answers isReviewer for signed-in visitors only', () => {
    expect(factsFor(teacherDuring, { reviewer: true }).isReviewer).toBe(true);
    expect(factsFor(teacherDuring).isReviewer).toBe(false);
    expect(
      factsFor({ ...teacherDuring, identity: 'loggedOut' }, { reviewer: true }).isReviewer,
    ).toBe(false);
  });

  it('reviewTask: off → 抱歉，您暂无访问权限; on → allowed; before the start → 暂未开放', () => {
    expect(cellOf(false, teacherDuring)).toMatchObject({
      ruleId: 'reviewTask.notReviewer',
      outcome: { kind: 'toast', text: '提示：抱歉，您暂无访问权限' },
    });
    expect(cellOf(true, teacherDuring)).toMatchObject({
      ruleId: 'reviewTask.open',
      outcome: { kind: 'allow' },
    });
    expect(cellOf(true, { ...teacherDuring, phase: 'beforeStart' })).toMatchObject({
      ruleId: 'reviewTask.notOpen',
      outcome: { text: '提示：暂未开放，敬请期待' },
    });
  });

  it('finds nothing wrong with reviewTask either way (each rule decides for one answer)', () => {
    for (const reviewer of [false, true])
      expect(computeTruthTable(gates.reviewTask, t, { siteFacts, reviewer }).findings).toEqual([]);
  });

  it('opens the live preview as the demo reviewer, in a scenario with a task to review', () => {
    const reviewer = DEMO_USERS.find((user) => user.account === DEMO_REVIEWER.account);
    expect(reviewer?.id).toBe(REVIEWER_ID);
    expect(reviewer?.roles).toEqual([DEMO_REVIEWER.role]);
    expect(SCENARIOS.some((scenario) => scenario.name === REVIEWER_SCENARIO)).toBe(true);

    const answer = { now: '2026-06-10T12:00:00.000+0800', contest: null };
    const site = { id: 'hd-kpzy', page: '/reviewTask' };
    expect(contextForCell(teacherDuring, answer, site, { reviewer: true })).toEqual({
      context: expect.objectContaining({
        account: 'reviewer',
        role: 'TEACHER',
        scenario: 'review-assigned',
      }) as unknown,
    });
    const student = contextForCell({ ...teacherDuring, identity: 'STUDENT' }, answer, site, {
      reviewer: true,
    });
    expect(student.context.account).toBe('reviewer');
    expect(student.approximate).toContain('只有教师身份');
    // Off: the role's own account, which reviews nothing.
    expect(contextForCell(teacherDuring, answer, site).context.account).toBe('teacher');
    expect(
      scenarioFor({ ...teacherDuring, identity: 'loggedOut' }, { reviewer: true }).scenario,
    ).toBe('default');
  });
});
