/**
 * A static walk over a rule: its structural problems (forbidden or unknown operators, wrong
 * argument counts, non-literal fact paths, prototype paths) and the facts it reads. Used by
 * the engine before every first evaluation of a rule, and by checkRule at validate time.
 */
import {
  ALLOWED_OPERATORS,
  FORBIDDEN_PATH_SEGMENTS,
  OPERATOR_ARITY,
  isAllowedOperator,
} from './operations';

export interface RuleProblem {
  /** JSON pointer relative to the rule ("" is the rule itself). */
  pointer: string;
  message: string;
  hint?: string;
}

export interface FactReference {
  /** Dotted path as written, e.g. "contest.enroll_setting.begin_time". */
  path: string;
  pointer: string;
  via: 'var' | 'missing' | 'hasRole';
}

export interface RoleReference {
  code: string;
  pointer: string;
}

export interface RuleScan {
  /** Problems that make the rule impossible to evaluate (the engine refuses it). */
  problems: RuleProblem[];
  /**
   * Fact paths through JavaScript internals (`constructor`, `__proto__`, `prototype`). The
   * engine can evaluate such a rule, the path simply reads nothing (a missing fact), but
   * validation rejects it.
   */
  pathProblems: RuleProblem[];
  facts: FactReference[];
  roles: RoleReference[];
}

const LOOSE_REASON =
  'compares loosely (1 == "1" and null == undefined are both true), so a rule could pass by accident';
const LOOP_REASON =
  'loops over data with a changed scope, which gate and visibility rules do not need; write the condition on the fact itself';

/** Operators json-logic knows (or knew) that rules may not use, with the reason and a hint. */
export const FORBIDDEN_OPERATORS: Readonly<Record<string, { reason: string; hint?: string }>> = {
  '==': { reason: LOOSE_REASON, hint: 'use "===" (strict equality) instead' },
  '!=': { reason: LOOSE_REASON, hint: 'use "!==" (strict inequality) instead' },
  log: { reason: 'writes to the browser console and decides nothing' },
  method: { reason: 'would call a JavaScript method on a value, which manifests may never do' },
  map: { reason: LOOP_REASON },
  filter: { reason: LOOP_REASON },
  reduce: { reason: LOOP_REASON },
  all: { reason: LOOP_REASON },
  some: { reason: LOOP_REASON },
  none: { reason: LOOP_REASON },
  merge: { reason: 'is not needed by gate or visibility rules' },
  substr: { reason: 'is not needed by gate or visibility rules' },
  '%': { reason: 'is not needed by gate or visibility rules' },
  '/': { reason: 'is not needed by gate or visibility rules (division by zero gives Infinity)' },
};

export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Levenshtein distance, case-insensitive. */
export function editDistance(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[right.length];
}

/**
 * Longer words are not names anyone mistyped, and comparing them costs length × length: a
 * megabyte-long "operator" must not stall the check.
 */
const NEAREST_MAX_LENGTH = 64;

/** The closest candidate within a length-dependent distance, or undefined. */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  if (word.length > NEAREST_MAX_LENGTH) return undefined;
  const limit = word.length <= 3 ? 1 : word.length <= 6 ? 2 : 3;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

function operatorProblem(operator: string, pointer: string): RuleProblem {
  const forbidden = Object.prototype.hasOwnProperty.call(FORBIDDEN_OPERATORS, operator)
    ? FORBIDDEN_OPERATORS[operator]
    : undefined;
  if (forbidden) {
    return {
      pointer,
      message: `The operator "${operator}" is not allowed in rules: it ${forbidden.reason}.`,
      ...(forbidden.hint ? { hint: forbidden.hint } : {}),
    };
  }
  const guess = operator === '=' ? '===' : nearest(operator, ALLOWED_OPERATORS);
  return {
    pointer,
    message: `"${operator}" is not an operator rules can use.`,
    hint: guess
      ? `did you mean "${guess}"?`
      : `the allowed operators are: ${ALLOWED_OPERATORS.join(', ')}`,
  };
}

function checkPath(
  path: unknown,
  pointer: string,
  via: FactReference['via'],
  scan: RuleScan,
): void {
  if (typeof path !== 'string') {
    scan.problems.push({
      pointer,
      message: `A fact path must be written as literal text (for example "contest.begin_time"), not computed; found ${
        path !== null && typeof path === 'object' ? 'an expression' : JSON.stringify(path)
      }.`,
    });
    return;
  }
  const segments = path.split('.');
  if (path === '' || segments.some((segment) => segment === '')) {
    scan.problems.push({
      pointer,
      message: `The fact path "${path}" is empty or has an empty part; name a fact such as "loggedIn" or "contest.status".`,
    });
    return;
  }
  const forbidden = segments.find((segment) => FORBIDDEN_PATH_SEGMENTS.has(segment));
  if (forbidden) {
    scan.pathProblems.push({
      pointer,
      message: `The fact path "${path}" uses "${forbidden}", which would read JavaScript internals instead of a fact; rules read facts only.`,
    });
    return;
  }
  scan.facts.push({ path, pointer, via });
}

function walk(node: unknown, pointer: string, scan: RuleScan): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => walk(item, `${pointer}/${index}`, scan));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const keys = Object.keys(node);
  if (keys.length !== 1) {
    scan.problems.push({
      pointer,
      message:
        keys.length === 0
          ? 'An empty object is not a rule; write an operation such as {"var": "loggedIn"}.'
          : `An object in a rule must have exactly one key, the operator, but this one has ${keys.length}: ${keys.join(', ')}.`,
    });
    return;
  }
  const operator = keys[0];
  const raw = (node as Record<string, unknown>)[operator];
  const opPointer = `${pointer}/${escapePointerToken(operator)}`;
  const args = Array.isArray(raw) ? raw : [raw];
  const argPointer = (index: number) => (Array.isArray(raw) ? `${opPointer}/${index}` : opPointer);

  if (!isAllowedOperator(operator)) {
    scan.problems.push(operatorProblem(operator, pointer));
    args.forEach((arg, index) => walk(arg, argPointer(index), scan));
    return;
  }

  const { min, max } = OPERATOR_ARITY[operator];
  if (args.length < min || (max !== undefined && args.length > max)) {
    const expected =
      max === undefined ? `at least ${min}` : min === max ? `exactly ${min}` : `${min} to ${max}`;
    scan.problems.push({
      pointer,
      message: `"${operator}" takes ${expected} argument(s), but ${args.length} ${args.length === 1 ? 'is' : 'are'} given.`,
    });
  }

  switch (operator) {
    case 'var':
      checkPath(args[0], argPointer(0), 'var', scan);
      args.slice(1).forEach((arg, index) => walk(arg, argPointer(index + 1), scan));
      return;
    case 'missing': {
      const list = Array.isArray(args[0]) && args.length === 1 ? (args[0] as unknown[]) : args;
      const base = list === args ? argPointer : (index: number) => `${argPointer(0)}/${index}`;
      list.forEach((key, index) => checkPath(key, base(index), 'missing', scan));
      return;
    }
    case 'missing_some': {
      if (typeof args[0] !== 'number') {
        scan.problems.push({
          pointer: argPointer(0),
          message: '"missing_some" starts with how many of the facts must be present, as a number.',
        });
      }
      if (!Array.isArray(args[1])) {
        scan.problems.push({
          pointer: argPointer(1),
          message: '"missing_some" needs a list of fact paths as its second argument.',
        });
        return;
      }
      (args[1] as unknown[]).forEach((key, index) =>
        checkPath(key, `${argPointer(1)}/${index}`, 'missing', scan),
      );
      return;
    }
    case 'hasRole':
      scan.facts.push({ path: 'roles', pointer, via: 'hasRole' });
      if (typeof args[0] === 'string') scan.roles.push({ code: args[0], pointer: argPointer(0) });
      args.forEach((arg, index) => walk(arg, argPointer(index), scan));
      return;
    default:
      args.forEach((arg, index) => walk(arg, argPointer(index), scan));
  }
}

export function scanRule(rule: unknown): RuleScan {
  const scan: RuleScan = { problems: [], pathProblems: [], facts: [], roles: [] };
  if (rule === undefined) {
    scan.problems.push({ pointer: '', message: 'The rule is empty.' });
    return scan;
  }
  walk(rule, '', scan);
  return scan;
}

/** The top-level fact names a rule reads, in first-read order (static: every branch). */
export function factNamesRead(rule: unknown): string[] {
  const names: string[] = [];
  for (const { path } of scanRule(rule).facts) {
    const name = path.split('.')[0];
    if (!names.includes(name)) names.push(name);
  }
  return names;
}
