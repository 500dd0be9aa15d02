import { describe, expect, it, vi } from 'vitest';
import type { Gate } from '../manifest/types';
import type { LoadableFactName } from '../facts/facts';
import { decideGate, decideGateSync, isAllowed, isClosed } from './index';

/** Gates in tests use custom operators, which the json-logic-js types do not know. */
const gate = (value: unknown): Gate => value as Gate;

const DEMO = gate({
  rules: [
    {
      id: 'loggedOut',
      when: { '!==': [{ var: 'loggedIn' }, true] },
      then: { confirmLogin: 'login?' },
    },
    {
      id: 'noContest',
      when: { '===': [{ var: 'contest' }, null] },
      then: { toast: 'no contest' },
    },
    {
      id: 'early',
      when: { before: [{ var: 'now' }, { var: 'contest.begin_time' }] },
      then: { toast: 'starts {date}', params: { date: { mmdd: [{ var: 'contest.begin_time' }] } } },
    },
    {
      id: 'needsEnrolment',
      when: { '===': [{ var: 'enrolment' }, null] },
      then: {
        dialog: {
          message: 'enrol first',
          button: {
            label: 'go',
            to: { cat: ['contest/', { var: 'contest.contest_id' }, '/enroll'] },
          },
        },
      },
    },
    { id: 'open', when: true, then: { allow: true } },
  ],
});

const CONTEST = { contest_id: 'C1', status: 1, begin_time: '2024-06-15T09:00:00.000+0800' };
const BEFORE = Date.parse('2024-06-10T12:00:00+08:00');
const AFTER = Date.parse('2024-06-20T12:00:00+08:00');

function loader(values: Partial<Record<LoadableFactName, unknown>>) {
  const calls: LoadableFactName[] = [];
  const load = vi.fn(async (name: LoadableFactName) => {
    calls.push(name);
    if (!(name in values)) throw new Error(`no ${name} in this test`);
    const value = values[name];
    if (value instanceof Error) throw value;
    return value;
  });
  return { load, calls };
}

describe('decideGate', () => {
  it('first matching rule decides, with a trace of every rule tried and what it read', async () => {
    const { load, calls } = loader({ contest: CONTEST, enrolment: { status: 3 } });
    const decision = await decideGate(DEMO, { facts: { loggedIn: true, now: AFTER }, load });
    expect(decision.outcome).toEqual({ allow: true });
    expect(isAllowed(decision)).toBe(true);
    expect(decision.decidedBy).toBe(4);
    expect(decision.ruleId).toBe('open');
    expect(calls).toEqual(['contest', 'enrolment']);
    expect(decision.loads).toEqual([
      { name: 'contest', result: 'loaded' },
      { name: 'enrolment', result: 'loaded' },
    ]);
    expect(decision.trace).toEqual([
      {
        index: 0,
        id: 'loggedOut',
        matched: false,
        reads: [{ path: 'loggedIn', value: true, missing: false }],
      },
      {
        index: 1,
        id: 'noContest',
        matched: false,
        reads: [{ path: 'contest', value: CONTEST, missing: false }],
      },
      {
        index: 2,
        id: 'early',
        matched: false,
        reads: [
          { path: 'now', value: AFTER, missing: false },
          { path: 'contest.begin_time', value: CONTEST.begin_time, missing: false },
        ],
      },
      {
        index: 3,
        id: 'needsEnrolment',
        matched: false,
        reads: [{ path: 'enrolment', value: { status: 3 }, missing: false }],
      },
      { index: 4, id: 'open', matched: true, reads: [] },
    ]);
  });

  it('a logged-out decision calls no loader at all', async () => {
    const { load } = loader({ contest: CONTEST });
    const decision = await decideGate(DEMO, { facts: { loggedIn: false, now: BEFORE }, load });
    expect(decision.outcome).toEqual({ confirmLogin: 'login?' });
    expect(decision.decidedBy).toBe(0);
    expect(load).not.toHaveBeenCalled();
    expect(decision.loads).toEqual([]);
    expect(decision.trace).toHaveLength(1);
  });

  it('loads each fact once, only when a rule reaches it, and never a fact already given', async () => {
    const { load, calls } = loader({ enrolment: null });
    const decision = await decideGate(DEMO, {
      facts: { loggedIn: true, now: AFTER, contest: CONTEST },
      load,
    });
    expect(calls).toEqual(['enrolment']);
    expect(decision.ruleId).toBe('needsEnrolment');
    expect(decision.outcome).toEqual({
      dialog: { message: 'enrol first', button: { label: 'go', to: 'contest/C1/enroll' } },
    });
  });

  it('evaluates toast params and records their reads in the matching entry', async () => {
    const { load } = loader({ contest: CONTEST });
    const decision = await decideGate(DEMO, { facts: { loggedIn: true, now: BEFORE }, load });
    expect(decision.ruleId).toBe('early');
    expect(decision.outcome).toEqual(DEMO.rules[2].then);
    expect(decision.params).toEqual({ date: '06月15日' });
    expect(decision.trace[2].reads.map((read) => read.path)).toEqual([
      'now',
      'contest.begin_time',
      'contest.begin_time',
    ]);
  });

  it('a loader that throws leaves the fact missing and closes the gate', async () => {
    const { load, calls } = loader({ contest: new Error('503') });
    const decision = await decideGate(DEMO, { facts: { loggedIn: true, now: AFTER }, load });
    expect(decision.outcome).toEqual({ closed: true, missingFact: 'contest' });
    expect(isClosed(decision.outcome)).toBe(true);
    expect(decision.decidedBy).toBe(1);
    expect(decision.ruleId).toBe('noContest');
    expect(decision.loads).toEqual([{ name: 'contest', result: 'failed', error: '503' }]);
    expect(calls).toEqual(['contest']);
    expect(decision.trace[1]).toEqual({
      index: 1,
      id: 'noContest',
      matched: false,
      reads: [{ path: 'contest', value: undefined, missing: true }],
      missingFact: 'contest',
    });
  });

  it('a loader that answers undefined also leaves the fact missing', async () => {
    const { load } = loader({ contest: undefined });
    const decision = await decideGate(DEMO, { facts: { loggedIn: true, now: AFTER }, load });
    expect(decision.outcome).toEqual({ closed: true, missingFact: 'contest' });
    expect(decision.loads).toEqual([{ name: 'contest', result: 'absent' }]);
  });

  it('without a loader, loadable facts are simply missing', async () => {
    const decision = await decideGate(DEMO, { facts: { loggedIn: true, now: AFTER } });
    expect(decision.outcome).toEqual({ closed: true, missingFact: 'contest' });
  });

  it('a missing fact closes the gate even when a later rule would allow', () => {
    const decision = decideGateSync(
      gate({
        rules: [
          { id: 'a', when: { var: 'user.user_id' }, then: { toast: 'x' } },
          { id: 'b', when: true, then: { allow: true } },
        ],
      }),
      { user: {} },
    );
    expect(decision).toEqual({
      outcome: { closed: true, missingFact: 'user.user_id' },
      decidedBy: 0,
      ruleId: 'a',
      loads: [],
      trace: [
        {
          index: 0,
          id: 'a',
          matched: false,
          reads: [{ path: 'user.user_id', value: undefined, missing: true }],
          missingFact: 'user.user_id',
        },
      ],
    });
  });

  it('an erroring rule closes the gate and says why', () => {
    const decision = decideGateSync(
      gate({
        rules: [
          { when: { '<': [{ var: 'score' }, 60] }, then: { toast: 'low' } },
          { when: true, then: { allow: true } },
        ],
      }),
      { score: null },
    );
    expect(decision.outcome).toEqual({
      closed: true,
      error: '"<" compares numbers with numbers or text with text, but got null and 60.',
    });
    expect(decision.decidedBy).toBe(0);
    expect(decision.ruleId).toBeUndefined();
  });

  it('a forbidden operator closes the gate', () => {
    const decision = decideGateSync(
      gate({ rules: [{ when: { '==': [{ var: 'x' }, 1] }, then: { allow: true } }] }),
      { x: '1' },
    );
    expect(isClosed(decision.outcome)).toBe(true);
    expect((decision.outcome as { error: string }).error).toContain('"==" is not allowed');
  });

  it('no matching rule is closed, with decidedBy null', () => {
    const decision = decideGateSync(
      gate({ rules: [{ id: 'never', when: false, then: { allow: true } }] }),
      {},
    );
    expect(decision.outcome).toEqual({ closed: true });
    expect(decision.decidedBy).toBeNull();
    expect(decision.trace).toEqual([{ index: 0, id: 'never', matched: false, reads: [] }]);
  });

  it('a param that cannot be evaluated closes the gate instead of showing a broken text', () => {
    const decision = decideGateSync(
      gate({
        rules: [{ id: 't', when: true, then: { toast: '{d}', params: { d: { mmdd: ['soon'] } } } }],
      }),
      {},
    );
    expect(decision.outcome).toEqual({
      closed: true,
      error:
        'The toast parameter "d": "mmdd" needs a time (milliseconds since 1970, or text such as 2024-06-15T09:00:00+08:00), but got "soon".',
    });
    expect(decision.decidedBy).toBe(0);
    expect(decision.trace[0].matched).toBe(true);
  });

  it('decideGateSync treats facts given as null as present and absent ones as missing', () => {
    expect(decideGateSync(DEMO, { loggedIn: true, now: AFTER, contest: null }).ruleId).toBe(
      'noContest',
    );
    expect(decideGateSync(DEMO, { loggedIn: true, now: AFTER }).outcome).toEqual({
      closed: true,
      missingFact: 'contest',
    });
  });

  it('does not change the facts it was given', async () => {
    const facts = { loggedIn: true, now: AFTER };
    const { load } = loader({ contest: CONTEST, enrolment: null });
    await decideGate(DEMO, { facts, load });
    expect(facts).toEqual({ loggedIn: true, now: AFTER });
  });
});
