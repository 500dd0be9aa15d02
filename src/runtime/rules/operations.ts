/**
 * The operator table. This is the ONLY module that imports json-logic-js and the only place
 * operations are registered (DESIGN principle 9). Everything else goes through engine.ts.
 *
 * json-logic-js keeps one global table and dispatches `apply` like this: `if`, `?:`, `and`,
 * `or` (and the looping forms, which we forbid) are special-cased inside `apply`; every other
 * operator is looked up in the table and called with `this` = the data. So at load time this
 * module removes the loose/unsafe built-ins and registers strict versions of every allowed
 * operator, including `var`, `missing` and `missing_some` (own-property reads only). The
 * engine also scans every rule before `apply` and rejects any operator not in
 * ALLOWED_OPERATORS, which covers the special-cased loops that no table edit can remove.
 */
import jsonLogic from 'json-logic-js';
import type { AdditionalOperation, RulesLogic } from 'json-logic-js';
import { RuleError, describeValue } from './errors';
import { formatMonthDayChina, toEpochMs } from './time';

/** Every operator a rule may use, in the order the README documents them. */
export const ALLOWED_OPERATORS = [
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  'and',
  'or',
  '!',
  '!!',
  '===',
  '!==',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'cat',
  '+',
  '-',
  '*',
  'max',
  'min',
  'before',
  'after',
  'latest',
  'mmdd',
  'hasRole',
] as const;

export type AllowedOperator = (typeof ALLOWED_OPERATORS)[number];

const ALLOWED_SET: ReadonlySet<string> = new Set(ALLOWED_OPERATORS);

export function isAllowedOperator(name: string): name is AllowedOperator {
  return ALLOWED_SET.has(name);
}

/** How many arguments each operator takes (checked before evaluation and by checkRule). */
export const OPERATOR_ARITY: Readonly<Record<AllowedOperator, { min: number; max?: number }>> = {
  var: { min: 1, max: 2 },
  missing: { min: 1 },
  missing_some: { min: 2, max: 2 },
  if: { min: 1 },
  '?:': { min: 1 },
  and: { min: 1 },
  or: { min: 1 },
  '!': { min: 1, max: 1 },
  '!!': { min: 1, max: 1 },
  '===': { min: 2, max: 2 },
  '!==': { min: 2, max: 2 },
  '<': { min: 2, max: 3 },
  '<=': { min: 2, max: 3 },
  '>': { min: 2, max: 2 },
  '>=': { min: 2, max: 2 },
  in: { min: 2, max: 2 },
  cat: { min: 1 },
  '+': { min: 1 },
  '-': { min: 1, max: 2 },
  '*': { min: 1 },
  max: { min: 1 },
  min: { min: 1 },
  before: { min: 2, max: 2 },
  after: { min: 2, max: 2 },
  latest: { min: 1 },
  mmdd: { min: 1, max: 1 },
  hasRole: { min: 1, max: 1 },
};

/** Path segments that would reach into the prototype chain; never a fact. */
export const FORBIDDEN_PATH_SEGMENTS: ReadonlySet<string> = new Set([
  '__proto__',
  'prototype',
  'constructor',
]);

/** One fact read during an evaluation, for the trace. */
export interface FactRead {
  path: string;
  value: unknown;
  /** The path does not exist in the facts (no own property somewhere along it). */
  missing: boolean;
  /** The path did not exist and the `var` default was used instead. */
  defaulted?: boolean;
}

/** What the operations see of the evaluation in progress. */
export interface EvaluationScope {
  /** Null-prototype fact data (engine.prepareFacts). */
  readonly data: Readonly<Record<string, unknown>>;
  readonly reads: FactRead[];
  /** True when a top-level fact that is not present may still be loaded (gates only). */
  canLoad(name: string): boolean;
}

/** Thrown by `var` when a path without default does not exist: the rule is unresolved. */
export class MissingFactSignal {
  constructor(readonly path: string) {}
}

/** Thrown when a loadable fact is read before it was loaded: the gate loads it and retries. */
export class NeedsFactSignal {
  constructor(readonly name: string) {}
}

let activeScope: EvaluationScope | null = null;

function scope(): EvaluationScope {
  if (!activeScope) {
    throw new RuleError('Rules must be evaluated through the rules engine (runtime/rules).');
  }
  return activeScope;
}

/** json-logic truthiness: an empty list is false, otherwise JavaScript truthiness. */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value) && value.length === 0) return false;
  return Boolean(value);
}

function hasOwn(target: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(target, key);
}

type PathLookup = { found: true; value: unknown } | { found: false };

/** Own-property walk along a dotted path. Loadable top-level facts not yet loaded signal. */
function lookup(current: EvaluationScope, path: string): PathLookup {
  const segments = path.split('.');
  let node: unknown = current.data;
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index];
    if (segment === '' || FORBIDDEN_PATH_SEGMENTS.has(segment)) return { found: false };
    if (node === null || typeof node !== 'object' || !hasOwn(node, segment)) {
      if (index === 0 && current.canLoad(segment)) throw new NeedsFactSignal(segment);
      return { found: false };
    }
    node = (node as Record<string, unknown>)[segment];
    if (node === undefined) return { found: false };
  }
  return { found: true, value: node };
}

function requirePath(value: unknown, operator: string): string {
  if (typeof value !== 'string' || value === '') {
    throw new RuleError(
      `"${operator}" needs a fact path written as text, such as "contest.begin_time", but got ${describeValue(value)}.`,
    );
  }
  return value;
}

function readVar(...args: unknown[]): unknown {
  const current = scope();
  const path = requirePath(args[0], 'var');
  const result = lookup(current, path);
  if (result.found) {
    current.reads.push({ path, value: result.value, missing: false });
    return result.value;
  }
  if (args.length >= 2) {
    current.reads.push({ path, value: args[1], missing: true, defaulted: true });
    return args[1];
  }
  current.reads.push({ path, value: undefined, missing: true });
  throw new MissingFactSignal(path);
}

/** json-logic's meaning: a key is missing when absent, null or "" (own properties only). */
function missingKeys(keys: unknown[]): string[] {
  const current = scope();
  const absent: string[] = [];
  for (const key of keys) {
    const path = requirePath(key, 'missing');
    const result = lookup(current, path);
    current.reads.push({
      path,
      value: result.found ? result.value : undefined,
      missing: !result.found,
    });
    if (!result.found || result.value === null || result.value === '') absent.push(path);
  }
  return absent;
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && !Number.isNaN(value);
}

function numbers(operator: string, args: unknown[]): number[] {
  for (const value of args) {
    if (!isNumber(value)) {
      throw new RuleError(`"${operator}" works on numbers only, but got ${describeValue(value)}.`);
    }
  }
  return args as number[];
}

/** `<`, `<=`, `>`, `>=`: two (or three) numbers, or two (or three) strings, nothing else. */
function comparable(operator: string, args: unknown[]): void {
  const allNumbers = args.every(isNumber);
  const allStrings = args.every((value) => typeof value === 'string');
  if (!allNumbers && !allStrings) {
    throw new RuleError(
      `"${operator}" compares numbers with numbers or text with text, but got ${args.map(describeValue).join(' and ')}.`,
    );
  }
}

function arity(operator: AllowedOperator, args: unknown[]): void {
  const { min, max } = OPERATOR_ARITY[operator];
  if (args.length < min || (max !== undefined && args.length > max)) {
    const expected =
      max === undefined ? `at least ${min}` : min === max ? `${min}` : `${min} to ${max}`;
    throw new RuleError(`"${operator}" takes ${expected} argument(s), but got ${args.length}.`);
  }
}

type Operation = (...args: unknown[]) => unknown;

/**
 * Registered implementations. `if`, `?:`, `and`, `or` are not here: json-logic-js evaluates
 * them inside `apply` (lazily, so `and`/`or` short-circuit and `if` only runs one branch).
 */
const OPERATIONS: Record<Exclude<AllowedOperator, 'if' | '?:' | 'and' | 'or'>, Operation> = {
  var: function (this: unknown, ...args: unknown[]) {
    // json-logic calls operations with `this` = the data in scope. Only the looping forms
    // (rejected by the scan) change it; refuse to read in any scope but the facts themselves.
    if (this !== scope().data) throw new RuleError('Rules may not change the data in scope.');
    return readVar(...args);
  },
  missing: (...args) => missingKeys(Array.isArray(args[0]) ? (args[0] as unknown[]) : args),
  missing_some: (...args) => {
    arity('missing_some', args);
    const [need, keys] = args;
    if (!isNumber(need) || !Array.isArray(keys)) {
      throw new RuleError('"missing_some" takes a number and a list of fact paths.');
    }
    const absent = missingKeys(keys);
    return keys.length - absent.length >= need ? [] : absent;
  },
  '!': (...args) => {
    arity('!', args);
    return !truthy(args[0]);
  },
  '!!': (...args) => {
    arity('!!', args);
    return truthy(args[0]);
  },
  '===': (...args) => {
    arity('===', args);
    return args[0] === args[1];
  },
  '!==': (...args) => {
    arity('!==', args);
    return args[0] !== args[1];
  },
  '<': (...args) => {
    arity('<', args);
    comparable('<', args);
    const [a, b, c] = args as [number, number, number?];
    return c === undefined ? a < b : a < b && b < c;
  },
  '<=': (...args) => {
    arity('<=', args);
    comparable('<=', args);
    const [a, b, c] = args as [number, number, number?];
    return c === undefined ? a <= b : a <= b && b <= c;
  },
  '>': (...args) => {
    arity('>', args);
    comparable('>', args);
    return (args[0] as number) > (args[1] as number);
  },
  '>=': (...args) => {
    arity('>=', args);
    comparable('>=', args);
    return (args[0] as number) >= (args[1] as number);
  },
  in: (...args) => {
    arity('in', args);
    const [needle, haystack] = args;
    if (Array.isArray(haystack)) return haystack.includes(needle);
    if (typeof haystack === 'string' && typeof needle === 'string')
      return haystack.includes(needle);
    throw new RuleError(
      `"in" looks for a value in a list, or for text in text, but got ${describeValue(needle)} in ${describeValue(haystack)}.`,
    );
  },
  cat: (...args) => {
    arity('cat', args);
    for (const value of args) {
      if (typeof value !== 'string' && !isNumber(value)) {
        throw new RuleError(`"cat" joins text and numbers only, but got ${describeValue(value)}.`);
      }
    }
    return args.join('');
  },
  '+': (...args) => {
    arity('+', args);
    return numbers('+', args).reduce((sum, value) => sum + value, 0);
  },
  '-': (...args) => {
    arity('-', args);
    const [a, b] = numbers('-', args);
    return b === undefined ? -a : a - b;
  },
  '*': (...args) => {
    arity('*', args);
    return numbers('*', args).reduce((product, value) => product * value, 1);
  },
  max: (...args) => {
    arity('max', args);
    return Math.max(...numbers('max', args));
  },
  min: (...args) => {
    arity('min', args);
    return Math.min(...numbers('min', args));
  },
  before: (...args) => {
    arity('before', args);
    return toEpochMs(args[0], 'before') < toEpochMs(args[1], 'before');
  },
  after: (...args) => {
    arity('after', args);
    return toEpochMs(args[0], 'after') > toEpochMs(args[1], 'after');
  },
  latest: (...args) => {
    arity('latest', args);
    const times = args
      .filter((value) => value !== null && value !== undefined)
      .map((value) => toEpochMs(value, 'latest'));
    return times.length === 0 ? null : Math.max(...times);
  },
  mmdd: (...args) => {
    arity('mmdd', args);
    return formatMonthDayChina(toEpochMs(args[0], 'mmdd'));
  },
  hasRole: (...args) => {
    arity('hasRole', args);
    const [code] = args;
    if (typeof code !== 'string') {
      throw new RuleError(
        `"hasRole" needs a role code such as "TEACHER", but got ${describeValue(code)}.`,
      );
    }
    const roles = readVar('roles');
    if (!Array.isArray(roles)) {
      throw new RuleError(
        `The "roles" fact must be a list of role codes, but it is ${describeValue(roles)}.`,
      );
    }
    return roles.includes(code);
  },
};

/** Built-ins that must not run even if a rule slipped past the scan. */
const REMOVED_BUILT_INS = ['==', '!=', '%', '/', 'log', 'substr', 'merge', 'method'];

/**
 * json-logic keeps one operator table per copy of json-logic-js, and one process may hold this
 * module more than once over a single json-logic-js (the browser tests' two projects each load
 * the stand-in in a module graph of their own; Node shares the package). Whichever copy
 * registered last would then answer every copy's rules, reading a scope that copy never set:
 * the stand-in's contest gates closed on every request. So a copy claims the table when it
 * evaluates and the table is not its own: a check of one global slot, no work otherwise.
 */
const TABLE_OWNER = Symbol.for('smartedu.rules.jsonLogicTableOwner');
const thisCopy = Symbol('this copy of runtime/rules/operations');
type TableHolder = { [TABLE_OWNER]?: symbol };

function claimOperatorTable(): void {
  const holder = globalThis as TableHolder;
  if (holder[TABLE_OWNER] === thisCopy) return;
  for (const name of REMOVED_BUILT_INS) jsonLogic.rm_operation(name);
  for (const [name, operation] of Object.entries(OPERATIONS))
    jsonLogic.add_operation(name, operation);
  holder[TABLE_OWNER] = thisCopy;
}

claimOperatorTable();

/**
 * Runs an already-scanned rule against prepared data. Synchronous; the scope is restored even
 * when an operation throws, so nested or failed evaluations never leak into each other.
 */
export function runLogic(rule: unknown, current: EvaluationScope): unknown {
  claimOperatorTable();
  const previous = activeScope;
  activeScope = current;
  try {
    return jsonLogic.apply(rule as RulesLogic<AdditionalOperation>, current.data);
  } finally {
    activeScope = previous;
  }
}
