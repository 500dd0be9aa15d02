/**
 * The static type check of rules, for `checkRule` (validate time only). For each operation it
 * works out what every argument can evaluate to, as far as the rule's text tells before it runs,
 * and compares that with what the operation accepts in operations.ts — where the same case is a
 * RuleError at run time, which closes a gate or hides a block for every visitor. So a date
 * written `2024/07/01` inside `before`, a list compared with `===`, or `"TEACHER"` given to
 * `hasRole` as a number is rejected by `npm run validate`, with the place and the accepted forms.
 *
 * The engine does not refuse a rule for these (unlike the structural scan in walk.ts): a branch
 * the data never reaches never fails, and changing what runs is not this check's business.
 */
import type { Facts } from '../facts/facts';
import { describeValue } from './errors';
import { isAllowedOperator } from './operations';
import { TIME_FORMS_HINT, parseTimeText } from './time';
import { escapePointerToken } from './walk';
import type { RuleProblem } from './walk';

/** What a rule node can evaluate to: a set of kinds, as bits. */
type Kinds = number;
const NUMBER = 1;
const TEXT = 2;
const BOOLEAN = 4;
const NULL = 8;
const LIST = 16;
const OBJECT = 32;
const ANY: Kinds = NUMBER | TEXT | BOOLEAN | NULL | LIST | OBJECT;

const KIND_NAMES: [Kinds, string][] = [
  [NUMBER, 'a number'],
  [TEXT, 'text'],
  [BOOLEAN, 'true or false'],
  [NULL, 'null'],
  [LIST, 'a list'],
  [OBJECT, 'an object'],
];

function describeKinds(kinds: Kinds): string {
  return KIND_NAMES.filter(([kind]) => kinds & kind)
    .map(([, name]) => name)
    .join(' or ');
}

/**
 * The kinds of the facts whose shape is fixed (see `Facts` in ../facts/facts.ts); a fact not
 * listed (contest, enrolment, …: service data) can be anything.
 */
const FACT_KINDS: Partial<Record<keyof Facts, Kinds>> = {
  loggedIn: BOOLEAN,
  now: NUMBER,
  roles: LIST,
  role: TEXT | NULL,
  user: OBJECT | NULL,
  params: OBJECT,
  query: OBJECT,
  site: OBJECT,
  env: OBJECT,
  theme: TEXT,
  lang: TEXT,
};

/** What an operation gives back (operations.ts), for the operations whose result is fixed. */
const RESULT_KINDS: Readonly<Record<string, Kinds>> = {
  missing: LIST,
  missing_some: LIST,
  '!': BOOLEAN,
  '!!': BOOLEAN,
  '===': BOOLEAN,
  '!==': BOOLEAN,
  '<': BOOLEAN,
  '<=': BOOLEAN,
  '>': BOOLEAN,
  '>=': BOOLEAN,
  in: BOOLEAN,
  before: BOOLEAN,
  after: BOOLEAN,
  hasRole: BOOLEAN,
  cat: TEXT,
  mmdd: TEXT,
  '+': NUMBER,
  '-': NUMBER,
  '*': NUMBER,
  max: NUMBER,
  min: NUMBER,
  latest: NUMBER | NULL,
};

/** A node that is an operation: an object with exactly one key, an allowed operator. */
function operationOf(node: unknown): { operator: string; args: unknown[]; array: boolean } | null {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
  const keys = Object.keys(node);
  if (keys.length !== 1 || !isAllowedOperator(keys[0])) return null;
  const raw = (node as Record<string, unknown>)[keys[0]];
  return { operator: keys[0], args: Array.isArray(raw) ? raw : [raw], array: Array.isArray(raw) };
}

function isMalformedObject(node: unknown): boolean {
  return node !== null && typeof node === 'object' && !Array.isArray(node) && !operationOf(node);
}

export function kindsOf(node: unknown): Kinds {
  if (node === null) return NULL;
  if (typeof node === 'number') return NUMBER;
  if (typeof node === 'string') return TEXT;
  if (typeof node === 'boolean') return BOOLEAN;
  // json-logic evaluates a list in a rule item by item, into a list.
  if (Array.isArray(node)) return LIST;
  const operation = operationOf(node);
  if (!operation) return ANY;
  const { operator, args } = operation;
  if (operator in RESULT_KINDS) return RESULT_KINDS[operator];
  if (operator === 'var') {
    const path = args[0];
    const fact =
      typeof path === 'string' && Object.prototype.hasOwnProperty.call(FACT_KINDS, path)
        ? (FACT_KINDS[path as keyof Facts] ?? ANY)
        : ANY;
    return args.length >= 2 ? fact | kindsOf(args[1]) : fact;
  }
  if (operator === 'and' || operator === 'or')
    return args.reduce<Kinds>((kinds, arg) => kinds | kindsOf(arg), 0) || ANY;
  if (operator === 'if' || operator === '?:') {
    // [c1, v1, c2, v2, …, else]: a value, the else, or null when no condition holds.
    let kinds = 0;
    for (let index = 1; index < args.length; index += 2) kinds |= kindsOf(args[index]);
    kinds |= args.length % 2 === 1 ? kindsOf(args[args.length - 1]) : NULL;
    return kinds;
  }
  return ANY;
}

/** Where a rule sits decides what its value must be. */
export type RulePlace =
  /** `when`, `visibleWhen`: decides by truthiness; must be true/false or an operation. */
  | 'condition'
  /** A dialog button's `to`: must give text (a site path). */
  | 'text'
  /** A toast's params: any value a message can show. */
  | 'value';

interface Expectation {
  kinds: Kinds;
  /** "a time", "a number", … for the message. */
  needs: string;
  /** Text literals must parse as times. */
  time?: boolean;
}

const TIME: Expectation = { kinds: NUMBER | TEXT, needs: 'a time', time: true };
const TIME_OR_NULL: Expectation = {
  kinds: NUMBER | TEXT | NULL,
  needs: 'a time or null',
  time: true,
};
const NUMBERS: Expectation = { kinds: NUMBER, needs: 'numbers' };
const TEXT_OR_NUMBER: Expectation = { kinds: NUMBER | TEXT, needs: 'text or numbers' };
const ORDERED: Expectation = { kinds: NUMBER | TEXT, needs: 'numbers or text' };
const ROLE_CODE: Expectation = { kinds: TEXT, needs: 'a role code such as "TEACHER"' };
const LIST_OR_TEXT: Expectation = { kinds: LIST | TEXT, needs: 'a list or text to look in' };

/** What each argument of an operation must be; `undefined`: anything. */
function expectationFor(operator: string, index: number): Expectation | undefined {
  switch (operator) {
    case 'before':
    case 'after':
    case 'mmdd':
      return TIME;
    case 'latest':
      return TIME_OR_NULL;
    case '+':
    case '-':
    case '*':
    case 'max':
    case 'min':
      return NUMBERS;
    case 'cat':
      return TEXT_OR_NUMBER;
    case '<':
    case '<=':
    case '>':
    case '>=':
      return ORDERED;
    case 'hasRole':
      return ROLE_CODE;
    case 'in':
      return index === 1 ? LIST_OR_TEXT : undefined;
    default:
      return undefined;
  }
}

function describeNode(node: unknown): string {
  const operation = operationOf(node);
  return operation ? `the result of "${operation.operator}"` : describeValue(node);
}

function checkArgument(
  operator: string,
  expectation: Expectation,
  arg: unknown,
  pointer: string,
  problems: RuleProblem[],
): void {
  if (isMalformedObject(arg)) return; // walk.ts reports it
  if (typeof arg === 'string' && expectation.time) {
    if (parseTimeText(arg) === null)
      problems.push({
        pointer,
        message: `${describeValue(arg)} is not a time "${operator}" can read, so the rule would fail whenever it gets here.`,
        hint: TIME_FORMS_HINT,
      });
    return;
  }
  if (typeof arg === 'number' && !Number.isFinite(arg)) {
    problems.push({
      pointer,
      message: `"${operator}" needs ${expectation.needs}, but this number is not finite.`,
    });
    return;
  }
  const kinds = kindsOf(arg);
  if ((kinds & expectation.kinds) === 0)
    problems.push({
      pointer,
      message: `"${operator}" needs ${expectation.needs}, but ${describeNode(arg)} is ${describeKinds(kinds)}.`,
      ...(expectation.time ? { hint: TIME_FORMS_HINT } : {}),
    });
}

/** `<` and friends compare numbers with numbers or text with text (operations.ts comparable). */
function checkOrdering(
  operator: string,
  args: unknown[],
  pointer: string,
  problems: RuleProblem[],
) {
  const kinds = args.map(kindsOf);
  const numberAt = kinds.findIndex((k) => k === NUMBER);
  const textAt = kinds.findIndex((k) => k === TEXT);
  if (numberAt < 0 || textAt < 0) return;
  const text = args[textAt];
  const looksLikeTime = typeof text === 'string' && parseTimeText(text) !== null;
  problems.push({
    pointer,
    message: `"${operator}" compares numbers with numbers or text with text, but here ${describeNode(args[numberAt])} is a number and ${describeNode(text)} is text.`,
    ...(looksLikeTime
      ? {
          hint: `to compare times, use "before" or "after": {"before": [{"var": "now"}, ${JSON.stringify(text)}]}`,
        }
      : {}),
  });
}

function walkTypes(node: unknown, pointer: string, problems: RuleProblem[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => walkTypes(item, `${pointer}/${index}`, problems));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const keys = Object.keys(node);
  if (keys.length !== 1) return; // walk.ts reports it
  const opPointer = `${pointer}/${escapePointerToken(keys[0])}`;
  const raw = (node as Record<string, unknown>)[keys[0]];
  const args = Array.isArray(raw) ? raw : [raw];
  const argPointer = (index: number) => (Array.isArray(raw) ? `${opPointer}/${index}` : opPointer);
  const operation = operationOf(node);
  if (operation && operation.operator !== 'var' && operation.operator !== 'missing') {
    const { operator } = operation;
    args.forEach((arg, index) => {
      const expectation = expectationFor(operator, index);
      if (expectation) checkArgument(operator, expectation, arg, argPointer(index), problems);
    });
    if (operator === '<' || operator === '<=' || operator === '>' || operator === '>=')
      checkOrdering(operator, args, pointer, problems);
    if (operator === '===' || operator === '!==')
      args.forEach((arg, index) => {
        if (kindsOf(arg) === LIST)
          problems.push({
            pointer: argPointer(index),
            message: `"${operator}" compares lists by identity, so a list is never equal to anything here: the rule is always ${operator === '===' ? 'false' : 'true'}.`,
            hint: 'to test membership use "in"; to test for missing facts use {"!": {"missing": […]}}',
          });
      });
    if (operator === 'in' && args.length === 2 && kindsOf(args[1]) === TEXT) {
      const needle = kindsOf(args[0]);
      if ((needle & TEXT) === 0)
        problems.push({
          pointer: argPointer(0),
          message: `"in" looks for text in text, but ${describeNode(args[0])} is ${describeKinds(needle)}.`,
        });
    }
  }
  // The arguments' own operations (a var's default included); missing paths are walk.ts's.
  if (operation?.operator === 'missing' || operation?.operator === 'missing_some') return;
  if (operation?.operator === 'var') {
    if (args.length >= 2) walkTypes(args[1], argPointer(1), problems);
    return;
  }
  args.forEach((arg, index) => walkTypes(arg, argPointer(index), problems));
}

/** Type problems of a rule at its place, with pointers relative to the rule. */
export function argumentTypeProblems(rule: unknown, place: RulePlace): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const isObject = rule !== null && typeof rule === 'object' && !Array.isArray(rule);
  if (place === 'condition' && typeof rule !== 'boolean' && !isObject)
    problems.push({
      pointer: '',
      message: `A condition must be true, false or an operation such as {"var": "loggedIn"}, but this is ${describeKinds(kindsOf(rule))}.`,
      ...(Array.isArray(rule)
        ? { hint: 'a list here counts as true whenever it is not empty' }
        : {}),
    });
  if (place === 'text' && typeof rule !== 'string') {
    const kinds = kindsOf(rule);
    if ((kinds & TEXT) === 0 && !isMalformedObject(rule))
      problems.push({
        pointer: '',
        message: `This must give text (a path in the site), but ${describeNode(rule)} is ${describeKinds(kinds)}.`,
      });
  }
  walkTypes(rule, '', problems);
  return problems;
}
