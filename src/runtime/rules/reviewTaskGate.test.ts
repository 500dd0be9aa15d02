/**
 * The reviewTask page's guard (site-configs/shared/gates.json `reviewTask`; HD-GATE-31/32,
 * the review entry's rules, then only a reviewer of the contest gets in. Decided by the
 * real engine with the real zh-CN catalogue, and the fact loaded through the contest service
 * as the browser does (contestFactLoader).
 */
import { describe, expect, it, vi } from 'vitest';
import gatesJson from '../../../site-configs/shared/gates.json';
import zhCN from '../../../site-configs/messages/zh-CN.json';
import type { Gate } from '../manifest/types';
import type { LoadableFactName } from '../facts/facts';
import { createTranslator } from '../messages/translator';
import { contestFactLoader } from '../gates/contestFactLoader';
import type { ContestService } from '../../services/portalServices';
import { decideGate, type GateDecision } from './index';

const GATE = (gatesJson as unknown as Record<string, Gate>).reviewTask;
const t = createTranslator(zhCN as Record<string, string>, zhCN as Record<string, string>);

const T0 = Date.parse('2026-06-10T12:00:00+08:00');
const DAY = 24 * 60 * 60 * 1000;
const platformTime = (ms: number) =>
  `${new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(0, 23)}+0800`;
const contest = (begin: number) => ({
  contest_id: 'kpzy2026',
  status: 1,
  begin_time: platformTime(begin),
  end_time: platformTime(T0 + 30 * DAY),
});

function text(decision: GateDecision): string {
  const outcome = decision.outcome as Record<string, unknown>;
  if ('allow' in outcome) return 'allow';
  if ('loginRedirect' in outcome) return 'loginRedirect';
  if ('toast' in outcome) return t(outcome.toast as string, decision.params);
  return `closed ${JSON.stringify(outcome)}`;
}

async function decide(options: {
  loggedIn?: boolean;
  now?: number;
  facts?: Partial<Record<LoadableFactName, unknown>>;
}) {
  const values: Partial<Record<LoadableFactName, unknown>> = {
    contest: contest(T0 - DAY),
    isReviewer: true,
    ...options.facts,
  };
  const calls: LoadableFactName[] = [];
  const decision = await decideGate(GATE, {
    facts: {
      loggedIn: options.loggedIn ?? true,
      now: options.now ?? T0,
      roles: ['TEACHER'],
      role: 'TEACHER',
      contestId: 'kpzy2026',
      site: {},
    },
    load: async (name) => {
      calls.push(name);
      return values[name];
    },
  });
  return { decision, calls, text: text(decision), ruleId: decision.ruleId ?? null };
}

describe('shared gate reviewTask', () => {
  it('rule order: the review rules, then the reviewer check', () => {
    expect(GATE.rules.map((rule) => rule.id)).toEqual([
      'reviewTask.loggedOut',
      'reviewTask.notOpen',
      'reviewTask.notReviewer',
      'reviewTask.open',
    ]);
  });

  it('logged out: login redirect, nothing asked', async () => {
    const result = await decide({ loggedIn: false });
    expect(result).toMatchObject({ text: 'loginRedirect', ruleId: 'reviewTask.loggedOut' });
    expect(result.calls).toEqual([]);
  });

  it('before the contest start: 暂未开放，敬请期待, the reviewer question not asked', async () => {
    const result = await decide({ facts: { contest: contest(T0 + DAY) } });
    expect(result).toMatchObject({ text: '暂未开放，敬请期待', ruleId: 'reviewTask.notOpen' });
    expect(result.calls).toEqual(['contest']);
  });

  it('no contest: 暂未开放，敬请期待', async () => {
    expect((await decide({ facts: { contest: null } })).text).toBe('暂未开放，敬请期待');
  });

  it('after the start, not a reviewer: 抱歉，您暂无访问权限', async () => {
    const result = await decide({ facts: { isReviewer: false } });
    expect(result).toMatchObject({
      text: '抱歉，您暂无访问权限',
      ruleId: 'reviewTask.notReviewer',
    });
    expect(result.calls).toEqual(['contest', 'isReviewer']);
  });

  it('a reviewer after the start (exactly at it too): allowed', async () => {
    expect(await decide({})).toMatchObject({ text: 'allow', ruleId: 'reviewTask.open' });
    expect((await decide({ now: T0 - DAY })).text).toBe('allow');
  });

  it('the reviewer question failing closes the gate (never open)', async () => {
    const decision = await decideGate(GATE, {
      facts: { loggedIn: true, now: T0, roles: [], contestId: 'kpzy2026', site: {} },
      load: async (name) => {
        if (name === 'isReviewer') throw new Error('HTTP 500');
        return contest(T0 - DAY);
      },
    });
    expect('allow' in decision.outcome).toBe(false);
  });
});

describe('the isReviewer fact in the browser', () => {
  it('is asked once per decision through contest.isReviewer(contestId)', async () => {
    const isReviewer = vi.fn(async () => true);
    const load = contestFactLoader({ isReviewer } as unknown as ContestService, 'kpzy2026');
    await expect(load('isReviewer')).resolves.toBe(true);
    await expect(load('isReviewer')).resolves.toBe(true);
    expect(isReviewer).toHaveBeenCalledTimes(1);
    expect(isReviewer).toHaveBeenCalledWith('kpzy2026');
  });
});
