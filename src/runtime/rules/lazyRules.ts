/**
 * The rules engine on demand (issue 17 point 5: nothing a page does not use in its critical
 * path). json-logic and the hardened engine around it decide visibility (`visibleWhen`), route
 * guards and gates; a page without any of those never needs them, so they are a chunk of their
 * own. The first view loads it before the first render when the page, its route or its header
 * has a rule (app/boot/firstView.ts), so readers find it there; a gate loads it on press.
 */
import { use } from 'react';
import { fulfilledValue, trackSettled } from '../../lib/settledPromise';

export type RulesEngine = typeof import('./index');

let loading: Promise<RulesEngine> | null = null;

/** The engine, loaded once (a failed load is tried again by the next caller). */
export function loadRules(): Promise<RulesEngine> {
  loading ??= trackSettled(
    import('./index').catch((error: unknown) => {
      loading = null;
      throw error;
    }),
  );
  return loading;
}

/**
 * The engine for a render that has rules to read (suspends until it is there, which the first
 * view makes never happen at start); null for one that has none.
 */
export function useRules(needed: boolean): RulesEngine | null {
  if (!needed) return null;
  const engine = loadRules();
  // Loaded: taken as it is (a render that reads it does not go through `use` at all).
  return fulfilledValue(engine) ?? use(engine);
}

/** Whether a part with this `visibleWhen` shows: no rule shows, a rule needs the engine. */
export const visibleWith = (engine: RulesEngine | null, rule: unknown, facts: object): boolean =>
  rule === undefined || (engine !== null && engine.isVisible(rule, facts));
