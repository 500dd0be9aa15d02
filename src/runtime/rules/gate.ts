/**
 * Gates: an ordered list of `{ when, then }`; the first rule whose `when` holds decides.
 *
 * - No rule matches → closed. A rule that reads a missing fact, or fails, → closed at once
 *   (a later rule never gets the chance to allow). Closed is never allow.
 * - Loadable facts (contest, enrolment, uploadLimit, subEnrolment) are loaded lazily, once,
 *   when a rule actually reaches them: a logged-out visitor's enrol click stops at the login
 *   rule and never asks for the contest. A loader that throws leaves the fact missing, so the
 *   rule that needs it closes the gate.
 * - The decision carries a trace (each rule tried, whether it matched, what it read) for the
 *   preview app, and the toast params / dialog link evaluated from the outcome's rules.
 */
import type { Gate, GateOutcome } from '../manifest/types';
import { LOADABLE_FACT_NAMES } from '../facts/facts';
import type { LoadableFactName } from '../facts/facts';
import { copyFactValue, evaluateOnData, mutableFactData, truthy } from './engine';
import type { FactData, FactRead } from './engine';

export interface ClosedOutcome {
  closed: true;
  /** The fact path a rule needed and did not have. */
  missingFact?: string;
  /** Why a rule could not be evaluated. */
  error?: string;
}

export interface GateTraceEntry {
  index: number;
  id?: string;
  matched: boolean;
  reads: FactRead[];
  missingFact?: string;
  error?: string;
}

export interface GateDecision {
  /** The matching rule's outcome (dialog links evaluated to text), or closed. */
  outcome: GateOutcome | ClosedOutcome;
  /** Index of the rule that decided (matched or failed), null when none matched. */
  decidedBy: number | null;
  ruleId?: string;
  /** Toast params evaluated from the outcome's `params` rules. */
  params?: Record<string, string | number>;
  trace: GateTraceEntry[];
  /** Loadable facts asked for, in order. Always set by decideGate (empty for decideGateSync). */
  loads?: GateLoad[];
}

export interface GateLoad {
  name: LoadableFactName;
  /** loaded: a value (null counts); absent: the loader gave undefined; failed: it threw. */
  result: 'loaded' | 'absent' | 'failed';
  error?: string;
}

export interface GateFactSource {
  facts: object;
  load?: (name: LoadableFactName) => Promise<unknown>;
}

export function isClosed(outcome: GateDecision['outcome']): outcome is ClosedOutcome {
  return (outcome as Partial<ClosedOutcome>).closed === true;
}

export function isAllowed(decision: GateDecision): boolean {
  return (decision.outcome as { allow?: unknown }).allow === true;
}

const LOADABLE: ReadonlySet<string> = new Set(LOADABLE_FACT_NAMES);

function isLoadable(name: string): name is LoadableFactName {
  return LOADABLE.has(name);
}

type Step = { decision: GateDecision } | { needs: LoadableFactName };

/**
 * One pass of a gate over the data it has. Stops with `needs` when a rule reaches a loadable
 * fact not yet tried; the caller loads it and runs the pass again from the same rule.
 */
class GateRun {
  private readonly trace: GateTraceEntry[] = [];
  private index = 0;
  private readonly attempted = new Set<string>();
  readonly loads: GateLoad[] = [];

  constructor(
    private readonly gate: Gate,
    private readonly data: Record<string, unknown>,
    private readonly loading: boolean,
  ) {}

  private canLoad = (name: string): boolean =>
    this.loading && isLoadable(name) && !this.attempted.has(name) && !(name in this.data);

  supply(name: LoadableFactName, value: unknown, error?: unknown): void {
    this.attempted.add(name);
    let copied: unknown;
    try {
      copied = error === undefined ? copyFactValue(value) : undefined;
    } catch (copyError) {
      error = copyError;
    }
    if (copied !== undefined) this.data[name] = copied;
    const load: GateLoad = {
      name,
      result: error !== undefined ? 'failed' : copied !== undefined ? 'loaded' : 'absent',
    };
    if (error !== undefined) load.error = error instanceof Error ? error.message : String(error);
    this.loads.push(load);
  }

  step(): Step {
    const rules = this.gate.rules ?? [];
    for (; this.index < rules.length; this.index += 1) {
      const rule = rules[this.index];
      const entry: GateTraceEntry = { index: this.index, matched: false, reads: [] };
      if (rule.id !== undefined) entry.id = rule.id;

      const condition = evaluateOnData(rule.when, this.data as FactData, this.canLoad);
      if ('needs' in condition) return { needs: condition.needs as LoadableFactName };
      entry.reads.push(...condition.reads);
      if (condition.missingFact !== undefined || condition.error !== undefined) {
        return this.closeAt(entry, condition.missingFact, condition.error);
      }
      if (!truthy(condition.value)) {
        this.trace.push(entry);
        continue;
      }

      entry.matched = true;
      const resolved = this.resolveOutcome(rule.then, entry);
      if ('needs' in resolved) return resolved;
      if ('closed' in resolved) return this.closeAt(entry, resolved.missingFact, resolved.error);
      this.trace.push(entry);
      const decision: GateDecision = {
        outcome: resolved.outcome,
        decidedBy: this.index,
        trace: this.trace,
        loads: this.loads,
      };
      if (rule.id !== undefined) decision.ruleId = rule.id;
      if (resolved.params) decision.params = resolved.params;
      return { decision };
    }
    return {
      decision: {
        outcome: { closed: true },
        decidedBy: null,
        trace: this.trace,
        loads: this.loads,
      },
    };
  }

  private closeAt(entry: GateTraceEntry, missingFact?: string, error?: string): Step {
    if (missingFact !== undefined) entry.missingFact = missingFact;
    if (error !== undefined) entry.error = error;
    this.trace.push(entry);
    const outcome: ClosedOutcome = { closed: true };
    if (missingFact !== undefined) outcome.missingFact = missingFact;
    if (error !== undefined) outcome.error = error;
    const decision: GateDecision = {
      outcome,
      decidedBy: this.index,
      trace: this.trace,
      loads: this.loads,
    };
    const id = this.gate.rules[this.index]?.id;
    if (id !== undefined) decision.ruleId = id;
    return { decision };
  }

  /** Evaluates the outcome's rules: toast params and a dialog button's link. */
  private resolveOutcome(
    then: GateOutcome,
    entry: GateTraceEntry,
  ):
    | { outcome: GateOutcome; params?: Record<string, string | number> }
    | { needs: LoadableFactName }
    | ClosedOutcome {
    const evaluate = (
      expression: unknown,
      label: string,
    ): { value: string | number } | { needs: LoadableFactName } | ClosedOutcome => {
      const result = evaluateOnData(expression, this.data as FactData, this.canLoad);
      if ('needs' in result) return { needs: result.needs as LoadableFactName };
      entry.reads.push(...result.reads);
      if (result.missingFact !== undefined || result.error !== undefined) {
        const closed: ClosedOutcome = { closed: true };
        if (result.missingFact !== undefined) closed.missingFact = result.missingFact;
        if (result.error !== undefined) closed.error = `${label}: ${result.error}`;
        return closed;
      }
      if (typeof result.value !== 'string' && typeof result.value !== 'number') {
        return {
          closed: true,
          error: `${label} must evaluate to text or a number, but gave ${JSON.stringify(result.value) ?? 'nothing'}.`,
        };
      }
      return { value: result.value };
    };

    if ('toast' in then && then.params) {
      const params: Record<string, string | number> = {};
      for (const [name, expression] of Object.entries(then.params)) {
        const result = evaluate(expression, `The toast parameter "${name}"`);
        if (!('value' in result)) return result;
        params[name] = result.value;
      }
      return { outcome: then, params };
    }
    if ('dialog' in then && typeof then.dialog.button.to !== 'string') {
      const result = evaluate(then.dialog.button.to, 'The dialog button link');
      if (!('value' in result)) return result;
      return {
        outcome: {
          dialog: { ...then.dialog, button: { ...then.dialog.button, to: String(result.value) } },
        },
      };
    }
    return { outcome: then };
  }
}

/**
 * Decides a gate, loading facts on demand through `source.load`. Facts already present in
 * `source.facts` (even as null) are never loaded again; each loadable fact is asked for once.
 */
export async function decideGate(gate: Gate, source: GateFactSource): Promise<GateDecision> {
  const { load } = source;
  const run = new GateRun(gate, mutableFactData(source.facts), load !== undefined);
  for (;;) {
    const step = run.step();
    if ('decision' in step) return step.decision;
    let value: unknown;
    let failure: unknown;
    try {
      value = load ? await load(step.needs) : undefined;
    } catch (error) {
      failure = error ?? new Error('the loader failed');
    }
    run.supply(step.needs, value, failure);
  }
}

/** Decides a gate over facts already loaded (preview truth tables): absent facts are missing. */
export function decideGateSync(gate: Gate, facts: object): GateDecision {
  const step = new GateRun(gate, mutableFactData(facts), false).step();
  if ('decision' in step) return step.decision;
  // Unreachable: without loading, no rule asks for a fact.
  return {
    outcome: { closed: true, missingFact: step.needs },
    decidedBy: null,
    trace: [],
    loads: [],
  };
}
