/**
 * Two copies of the rules engine in one process over one json-logic-js (the browser tests'
 * two projects each load the stand-in in a module graph of their own): each copy's rules still
 * read their own facts. The copy loaded second once took json-logic's operator table, and the
 * stand-in's contest gates of the first copy closed on every request (暂时无法完成该操作).
 */
import { describe, expect, it, vi } from 'vitest';

type Engine = typeof import('../../src/runtime/rules/engine');

describe('two copies of the rules engine in one process', () => {
  it('each evaluates its own rules, whichever was loaded last', async () => {
    const first = (await import('../../src/runtime/rules/engine')) as Engine;
    vi.resetModules();
    const second = (await import('../../src/runtime/rules/engine')) as Engine;
    expect(second).not.toBe(first);
    const rule = { and: [{ '===': [{ var: 'contest.status' }, 1] }, { before: [1, 2] }] };
    for (const engine of [first, second, first]) {
      const result = engine.evaluateRule(rule, { contest: { status: 1 } });
      expect(result.error).toBeUndefined();
      expect(result.value).toBe(true);
    }
  });
});
