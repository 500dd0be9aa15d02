import { describe, expect, it } from 'vitest';
import sharedGates from '../../site-configs/shared/gates.json';
import zhCN from '../../site-configs/messages/zh-CN.json';
import { createTranslator } from '../../src/runtime/messages/translator';
import type { Gate, SiteManifest } from '../../src/runtime/manifest/types';
import { gatePage } from './gatePage';
import { allCombinations, combinationKey, type Combination } from './dimensions';
import { computeTruthTable, factsFor } from './truthTable';
import { REFERENCE_ANCHOR, phaseInstant, referenceTimes } from './timeline';

const catalogue = zhCN as Record<string, string>;
const t = createTranslator(catalogue, catalogue);
const gates = sharedGates as unknown as Record<string, Gate>;
const kpzyFacts = { contestId: 'kpzy2026', uploadRequiresVerifiedEnrolment: true };

function cell(gate: Gate, combination: Combination) {
  const table = computeTruthTable(gate, t, { siteFacts: kpzyFacts });
  return table.byKey.get(combinationKey(combination))!;
}

describe('combinations', () => {
  it('covers logged out and seven roles × four phases × three contest × four enrolment states', () => {
    const all = allCombinations();
    expect(all).toHaveLength(8 * 4 * 3 * 4);
    expect(new Set(all.map(combinationKey)).size).toBe(all.length);
  });

  it('places each phase instant inside its phase of the calendar', () => {
    const times = referenceTimes(REFERENCE_ANCHOR);
    expect(phaseInstant('beforeStart', times)).toBeLessThan(times.begin);
    const open = phaseInstant('enrolmentOpen', times);
    expect(open).toBeGreaterThan(times.enrollBegin);
    expect(open).toBeLessThan(times.enrollEnd);
    const closed = phaseInstant('afterEnrolmentEnd', times);
    expect(closed).toBeGreaterThan(times.enrollEnd);
    expect(closed).toBeLessThan(times.end);
    expect(phaseInstant('afterContestEnd', times)).toBeGreaterThan(times.end);
  });

  it('gives a logged-out visitor no role and no enrolment, whatever the enrolment axis says', () => {
    const facts = factsFor({
      identity: 'loggedOut',
      phase: 'enrolmentOpen',
      contest: 'published',
      enrolment: 'verified',
    });
    expect(facts).toMatchObject({ loggedIn: false, role: null, roles: [], enrolment: null });
  });
});

describe('the kpzy enrol gate (shared gates.json#/enroll)', () => {
  const enroll = gates.enroll;

  it('shows the login confirm message for every logged-out cell, decided by enroll.loggedOut', () => {
    const table = computeTruthTable(enroll, t, { siteFacts: kpzyFacts });
    const loggedOut = table.cells.filter((c) => c.combination.identity === 'loggedOut');
    expect(loggedOut).toHaveLength(48);
    for (const c of loggedOut) {
      expect(c.ruleId).toBe('enroll.loggedOut');
      expect(c.outcome.text).toBe('确认框：需要登录才可以报名，是否登录？');
    }
  });

  it('after the enrolment end: 当前报名已截止，暂时无法报名 (enroll.closed), with its trace', () => {
    const c = cell(enroll, {
      identity: 'STUDENT',
      phase: 'afterEnrolmentEnd',
      contest: 'published',
      enrolment: 'none',
    });
    expect(c.ruleId).toBe('enroll.closed');
    expect(c.outcome).toEqual({ kind: 'toast', text: '提示：当前报名已截止，暂时无法报名' });
    // The trace lists the rules tried before, each unmatched, and the facts they read.
    expect(c.decision.trace.map((entry) => [entry.id, entry.matched])).toEqual([
      ['enroll.loggedOut', false],
      ['enroll.contestNotStarted', false],
      ['enroll.notWhitelisted', false],
      ['enroll.beforeBegin', false],
      ['enroll.closed', true],
    ]);
    expect(c.decision.trace[0].reads).toEqual([
      expect.objectContaining({ path: 'loggedIn', value: true }),
    ]);
  });

  it('the 白名单 switch: a restricted contest refuses a visitor not on its list (A-47)', () => {
    const table = computeTruthTable(enroll, t, { restricted: true });
    const c = table.byKey.get(
      combinationKey({
        identity: 'STUDENT',
        phase: 'enrolmentOpen',
        contest: 'published',
        enrolment: 'none',
      }),
    );
    expect(c?.ruleId).toBe('enroll.notWhitelisted');
    expect(c?.outcome).toEqual({ kind: 'toast', text: '提示：抱歉，您暂无访问权限' });
    // Off, the rule still decides somewhere (the switch's other answer), so it is no finding.
    expect(computeTruthTable(enroll, t).findings).toEqual([]);
  });

  it('before the start: the start date message with the date filled in', () => {
    const c = cell(enroll, {
      identity: 'TEACHER',
      phase: 'beforeStart',
      contest: 'published',
      enrolment: 'none',
    });
    expect(c.ruleId).toBe('enroll.beforeBegin');
    expect(c.outcome.text).toBe('提示：活动03月01日正式开始，敬请期待');
  });

  it('an unpublished or missing contest: 活动暂未开始，敬请期待; during enrolment: allowed', () => {
    for (const contest of ['unpublished', 'missing'] as const) {
      const c = cell(enroll, {
        identity: 'GUARDIAN',
        phase: 'enrolmentOpen',
        contest,
        enrolment: 'none',
      });
      expect(c.ruleId).toBe('enroll.contestNotStarted');
      expect(c.outcome.text).toBe('提示：活动暂未开始，敬请期待');
    }
    const open = cell(enroll, {
      identity: 'GUARDIAN',
      phase: 'enrolmentOpen',
      contest: 'published',
      enrolment: 'none',
    });
    expect(open.ruleId).toBe('enroll.open');
    expect(open.outcome.kind).toBe('allow');
  });

  it('has no findings: every rule decides somewhere', () => {
    expect(computeTruthTable(enroll, t, { siteFacts: kpzyFacts }).findings).toEqual([]);
  });
});

describe('the upload and myWork gates', () => {
  it('upload: an unverified enrolment needs approval on kpzy; a verified one may upload', () => {
    const base = { identity: 'STUDENT', phase: 'enrolmentOpen', contest: 'published' } as const;
    expect(cell(gates.upload, { ...base, enrolment: 'unverified' }).outcome.text).toBe(
      '提示：需要管理员审核确认后才能上传作品',
    );
    expect(cell(gates.upload, { ...base, enrolment: 'verified' }).ruleId).toBe('upload.open');
  });

  it('myWork: only a verified enrolment opens it', () => {
    const base = { identity: 'TEACHER', phase: 'afterContestEnd', contest: 'published' } as const;
    expect(cell(gates.myWork, { ...base, enrolment: 'pending' }).ruleId).toBe(
      'myWork.noValidEnrolment',
    );
    expect(cell(gates.myWork, { ...base, enrolment: 'verified' }).ruleId).toBe('myWork.open');
  });
});

describe('findings', () => {
  const login = { confirmLogin: 'msg:gate.enroll.loginRequired' } as const;

  it('flags a rule shadowed by an earlier one with the same effect, naming the earlier rule', () => {
    const gate: Gate = {
      rules: [
        { id: 'a.loggedOut', when: { '!==': [{ var: 'loggedIn' }, true] }, then: login },
        { id: 'a.again', when: { '!': { var: 'loggedIn' } }, then: { toast: 'msg:gate.closed' } },
        { id: 'a.open', when: true, then: { allow: true } },
        { id: 'a.late', when: { var: 'loggedIn' }, then: { toast: 'msg:gate.closed' } },
      ],
    };
    const findings = computeTruthTable(gate, t).findings;
    expect(findings).toEqual([
      expect.objectContaining({ kind: 'shadowed', ruleId: 'a.again', shadowedBy: ['a.loggedOut'] }),
      expect.objectContaining({ kind: 'shadowed', ruleId: 'a.late', shadowedBy: ['a.open'] }),
    ]);
    expect(findings[1].message).toContain('永远不会生效');
  });

  it('flags a rule whose condition never holds', () => {
    const gate: Gate = {
      rules: [
        { id: 'b.nobody', when: { '===': [{ var: 'role' }, 'NOBODY'] }, then: login },
        { id: 'b.open', when: true, then: { allow: true } },
      ],
    };
    expect(computeTruthTable(gate, t).findings).toEqual([
      expect.objectContaining({ kind: 'neverMatches', ruleId: 'b.nobody' }),
    ]);
  });

  it('flags facts the runtime does not know and facts no simulated context provides', () => {
    const gate: Gate = {
      rules: [
        {
          id: 'c.weather',
          // Logged out, `and` stops before reading the unknown fact; logged in, it closes the gate.
          when: { and: [{ var: 'loggedIn' }, { '===': [{ var: 'weather.rain' }, true] }] },
          then: login,
        },
        {
          id: 'c.sunshine',
          when: { '!==': [{ var: 'specialSpaceQualified' }, true] },
          then: { toast: 'msg:shell.noAccess' },
        },
        { id: 'c.open', when: true, then: { allow: true } },
      ],
    };
    const table = computeTruthTable(gate, t);
    expect(table.findings).toEqual([
      expect.objectContaining({ kind: 'unknownFact', ruleId: 'c.weather', facts: ['weather'] }),
      expect.objectContaining({
        kind: 'unprovidedFact',
        ruleId: 'c.sunshine',
        facts: ['specialSpaceQualified'],
      }),
    ]);
    // The engine closes the gate at the unknown fact, and the cell says so.
    const student = table.cells.find((c) => c.combination.identity === 'STUDENT')!;
    expect(student.ruleId).toBe('c.weather');
    expect(student.outcome.kind).toBe('closed');
    expect(student.outcome.text).toBe('暂时无法完成该操作，请稍后重试（缺少事实 weather.rain）');
  });
});

describe('gatePage', () => {
  const manifest = {
    routes: [
      { path: '', page: 'home' },
      { path: 'contest/:contestId/enroll', page: 'enroll', guard: 'enroll' },
      { path: 'reviewTask', page: 'review', guard: 'review' },
    ],
    pages: {
      home: { blocks: [{ type: 'gate-buttons', props: { buttons: [{ gate: 'enroll' }] } }] },
      enroll: { blocks: [] },
      review: { blocks: [] },
    },
  } as unknown as SiteManifest;

  it('opens the page whose gate button runs the gate, else a route it guards, else home', () => {
    expect(gatePage(manifest, 'enroll')).toBe('/');
    expect(gatePage(manifest, 'review')).toBe('/reviewTask');
    expect(gatePage(manifest, 'other')).toBe('/');
  });
});
