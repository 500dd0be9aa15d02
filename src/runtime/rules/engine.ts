/**
 * The hardened rule engine: evaluate a json-logic rule against facts and say why.
 *
 * - Facts are deep-copied into frozen null-prototype objects before a rule sees them, and
 *   `var` reads own properties only, so no rule can reach `constructor`, `__proto__` or
 *   `toString`.
 * - A `var` whose path does not exist and has no default makes the rule unresolved
 *   (`missingFact`): gates close, visibility hides. A fact whose value is null exists.
 * - Every rule is scanned once before its first evaluation; a forbidden or unknown operator
 *   is an `error`, never a silent pass.
 */
import { MissingFactSignal, NeedsFactSignal, runLogic, truthy } from './operations';
import type { FactRead } from './operations';
import { scanRule } from './walk';
import type { RuleProblem } from './walk';

export type { FactRead } from './operations';

/** Facts as rules see them: plain, frozen, null-prototype data. */
export type FactData = Readonly<Record<string, unknown>>;

export interface RuleEvaluation {
  /** The rule's value (undefined when it could not be resolved). */
  value: unknown;
  /** Every fact the evaluation read, in order, with its value. */
  reads: FactRead[];
  /** The first path the rule needed that the facts do not have. */
  missingFact?: string;
  /** Why the rule could not be evaluated (forbidden operator, bad comparison, bad time…). */
  error?: string;
}

const DROP = Symbol('drop');
const preparedRoots = new WeakSet<object>();

/**
 * A plain-data copy of one fact value: objects become frozen null-prototype objects (own
 * enumerable keys only), lists stay lists, Dates become epoch ms; functions, symbols,
 * undefined, cycles and prototype-named keys are dropped.
 */
export function copyFactValue(value: unknown, seen: WeakSet<object> = new WeakSet()): unknown {
  const copied = copy(value, seen);
  return copied === DROP ? undefined : copied;
}

function copy(value: unknown, seen: WeakSet<object>): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (typeof value !== 'object') return DROP;
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? DROP : time;
  }
  if (seen.has(value)) return DROP;
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      return Object.freeze(
        value.map((item: unknown) => {
          const copiedItem = copy(item, seen);
          return copiedItem === DROP ? null : copiedItem;
        }),
      );
    }
    const out: Record<string, unknown> = Object.create(null);
    for (const key of Object.keys(value)) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
      const copiedValue = copy((value as Record<string, unknown>)[key], seen);
      if (copiedValue !== DROP) out[key] = copiedValue;
    }
    return Object.freeze(out);
  } finally {
    seen.delete(value);
  }
}

/**
 * The facts as a rule sees them. Prepare once and pass the result to many evaluations (a
 * menu's visibleWhen rules, a truth table) to skip the copy; evaluateRule accepts either.
 */
export function prepareFacts(facts: object): FactData {
  if (preparedRoots.has(facts)) return facts as FactData;
  const prepared = mutableFactData(facts);
  Object.freeze(prepared);
  preparedRoots.add(prepared);
  return prepared;
}

/** A null-prototype root (not frozen, so a gate can add loaded facts to it). */
export function mutableFactData(facts: object): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null);
  const seen = new WeakSet<object>([facts]);
  for (const key of Object.keys(facts)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const copied = copy((facts as Record<string, unknown>)[key], seen);
    if (copied !== DROP) root[key] = copied;
  }
  return root;
}

/** "<message> <Hint>. (at <pointer>)" as one sentence an operator can act on. */
export function describeProblem(problem: RuleProblem): string {
  let text = problem.message;
  if (problem.hint) {
    const hint = problem.hint.charAt(0).toUpperCase() + problem.hint.slice(1);
    text += ` ${hint}${/[.?!]$/.test(hint) ? '' : '.'}`;
  }
  return problem.pointer ? `${text} (at ${problem.pointer})` : text;
}

/**
 * First structural problem of a rule, or null. Cached per rule object: manifests are data and
 * rules are treated as immutable once evaluated (an editor replaces a rule, it does not edit
 * it in place). Even a rule mutated after its scan cannot do harm: the unsafe built-ins are
 * removed from the table and `var` refuses any scope but the facts.
 */
const scanCache = new WeakMap<object, string | null>();

function structuralError(rule: unknown): string | null {
  const cacheable = rule !== null && typeof rule === 'object';
  if (cacheable && scanCache.has(rule)) return scanCache.get(rule) ?? null;
  const [problem] = scanRule(rule).problems;
  const message = problem ? describeProblem(problem) : null;
  if (cacheable) scanCache.set(rule, message);
  return message;
}

export type ScopedEvaluation = RuleEvaluation | { needs: string; reads: FactRead[] };

/**
 * Evaluates against already-prepared data. `canLoad(name)` says whether a top-level fact that
 * is absent may still be loaded; reading one returns `{ needs: name }` instead of a result,
 * so the caller (gate.ts) can load it and evaluate again. Rules are pure, so a retry is safe.
 */
export function evaluateOnData(
  rule: unknown,
  data: FactData,
  canLoad: (name: string) => boolean = () => false,
): ScopedEvaluation {
  const reads: FactRead[] = [];
  const problem = structuralError(rule);
  if (problem) return { value: undefined, reads, error: problem };
  try {
    const value = runLogic(rule, { data, reads, canLoad });
    return { value, reads };
  } catch (thrown) {
    if (thrown instanceof NeedsFactSignal) return { needs: thrown.name, reads };
    if (thrown instanceof MissingFactSignal) {
      return { value: undefined, reads, missingFact: thrown.path };
    }
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    return { value: undefined, reads, error: message };
  }
}

/** Evaluates a rule against facts (copied into null-prototype data unless prepared). */
export function evaluateRule(rule: unknown, facts: object): RuleEvaluation {
  const result = evaluateOnData(rule, prepareFacts(facts));
  if ('needs' in result) {
    // Unreachable without a loader; kept so the types stay honest.
    return { value: undefined, reads: result.reads, missingFact: result.needs };
  }
  return result;
}

/** visibleWhen: no rule → visible; a missing fact or an error → hidden; else truthy. */
export function isVisible(rule: unknown, facts: object): boolean {
  if (rule === undefined) return true;
  const result = evaluateRule(rule, facts);
  if (result.missingFact !== undefined || result.error !== undefined) return false;
  return truthy(result.value);
}

export { truthy };
