import { describe, expect, it } from 'vitest';
import sharedGates from '../../site-configs/shared/gates.json';
import zhCN from '../../site-configs/messages/zh-CN.json';
import { createTranslator } from '../../src/runtime/messages/translator';
import type { Gate } from '../../src/runtime/manifest/types';
import { allCombinations, combinationKey } from './dimensions';
import { computeTruthTable } from './truthTable';
import { contextForCell, scenarioFor } from './cellContext';
import { tableCalendar } from './calendar';
import { REFERENCE_ANCHOR, platformTime, referenceTimes, type ContestTimes } from './timeline';

const catalogue = zhCN as Record<string, string>;
const t = createTranslator(catalogue, catalogue);
const gates = sharedGates as unknown as Record<string, Gate>;

/** kpzy2026 as the stand-in answers it: 2026-09-01 09:00 .. 10-31 18:00, enrolment 09-05..10-15. */
const real: ContestTimes = {
  begin: Date.UTC(2026, 8, 1, 1, 0),
  enrollBegin: Date.UTC(2026, 8, 5, 1, 0),
  enrollEnd: Date.UTC(2026, 9, 15, 10, 0),
  end: Date.UTC(2026, 9, 31, 10, 0),
};
const loaded = { state: 'loaded', id: 'kpzy2026', title: '科普', times: real } as const;

describe('which calendar the table draws its phases from', () => {
  it("the contest's real dates when its detail was fetched, saying so with the dates", () => {
    const calendar = tableCalendar(loaded, null);
    expect(calendar).toMatchObject({ source: 'contest', contestId: 'kpzy2026', times: real });
    expect(calendar.note).toBe(
      '日期取自活动 kpzy2026（科普）的真实日期（北京时间）：报名 2026-09-05 09:00 至 2026-10-15 18:00，活动 2026-09-01 09:00 至 2026-10-31 18:00',
    );
  });

  it('the reference calendar only when the contest cannot be fetched, with the reason', () => {
    const failed = { state: 'failed', id: 'kpzy2026', reason: '活动服务不可达' } as const;
    const calendar = tableCalendar(failed, null);
    expect(calendar.source).toBe('reference');
    expect(calendar.times).toEqual(referenceTimes(REFERENCE_ANCHOR));
    expect(calendar.note).toContain(
      '活动 kpzy2026 的详情取不到（活动服务不可达），日期按参考日历推算',
    );
    expect(tableCalendar({ state: 'none' }, null)).toMatchObject({
      source: 'reference',
      contestId: null,
    });
  });

  it('a failed refetch of the same contest keeps its last real dates', () => {
    const failed = { state: 'failed', id: 'kpzy2026', reason: '活动详情请求失败（404）' } as const;
    expect(tableCalendar(failed, { id: 'kpzy2026', times: real })).toMatchObject({
      source: 'lastKnown',
      times: real,
    });
    // The last dates of another contest are not this one's.
    expect(tableCalendar(failed, { id: 'other', times: real }).source).toBe('reference');
  });
});

describe("one calendar: the table's cells against the live preview's", () => {
  const table = computeTruthTable(gates.enroll, t, {
    siteFacts: { contestId: 'kpzy2026' },
    times: real,
    contestId: 'kpzy2026',
  });

  it("puts every cell's instant inside its phase of the real contest", () => {
    for (const cell of table.cells) {
      const { phase } = cell.combination;
      if (phase === 'beforeStart') expect(cell.now).toBeLessThan(real.begin);
      if (phase === 'enrolmentOpen') {
        expect(cell.now).toBeGreaterThan(real.enrollBegin);
        expect(cell.now).toBeLessThan(real.enrollEnd);
      }
      if (phase === 'afterEnrolmentEnd') {
        expect(cell.now).toBeGreaterThan(real.enrollEnd);
        expect(cell.now).toBeLessThan(real.end);
      }
      if (phase === 'afterContestEnd') expect(cell.now).toBeGreaterThan(real.end);
    }
  });

  it("shows the real contest's dates in its messages", () => {
    const before = table.byKey.get('STUDENT|none|published|beforeStart');
    expect(before?.outcome.text).toBe('提示：活动09月05日正式开始，敬请期待');
  });

  it('opens every cell at the instant it was evaluated at, when the stand-in has the same contest', () => {
    const contest = {
      id: 'kpzy2026',
      status: 1,
      begin_time: platformTime(real.begin),
      end_time: platformTime(real.end),
      enroll_setting: {
        begin_time: platformTime(real.enrollBegin),
        end_time: platformTime(real.enrollEnd),
        config: {},
      },
    };
    for (const combination of allCombinations()) {
      const cell = table.byKey.get(combinationKey(combination))!;
      const { scenario } = scenarioFor(combination);
      // contest-missing leaves no contest in the answer: the table's calendar stands in.
      const answer = {
        now: platformTime(real.begin),
        contest: scenario === 'contest-missing' ? null : contest,
      };
      const { context } = contextForCell(
        combination,
        answer,
        { id: 'hd-kpzy', page: '/' },
        { times: real },
      );
      expect(context.now, cell.key).toBe(cell.now);
    }
  });
});
