/**
 * Validate-time checks for rules (`npm run validate`, the build and the preview): every
 * operator allowed, every argument count right, every fact name known, every role code real.
 * Problems carry a JSON pointer relative to the rule and a plain-English sentence, plus a
 * hint ("did you mean …") when one helps.
 */
import { ROLE_CODES } from '../facts/facts';
import { argumentTypeProblems, type RulePlace } from './argumentTypes';
import { escapePointerToken, nearest, scanRule } from './walk';
import type { RuleProblem } from './walk';

export type { RuleProblem } from './walk';
export type { RulePlace } from './argumentTypes';

/**
 * Problems of one rule: structure (walk.ts), facts, role codes, and argument types and time
 * literals (argumentTypes.ts). `place` says what the rule's value is used for: a `when` or
 * `visibleWhen` condition (the default), a dialog link's text, or a message parameter.
 */
export function checkRule(
  rule: unknown,
  knownFactNames: readonly string[],
  place: RulePlace = 'condition',
): RuleProblem[] {
  const scan = scanRule(rule);
  const problems = [...scan.problems, ...scan.pathProblems];
  if (rule !== undefined) problems.push(...argumentTypeProblems(rule, place));
  for (const { path, pointer, via } of scan.facts) {
    const name = path.split('.')[0];
    if (knownFactNames.includes(name)) continue;
    const guess = nearest(name, knownFactNames);
    problems.push({
      pointer,
      message:
        via === 'hasRole'
          ? '"hasRole" reads the "roles" fact, which is not available here.'
          : `The rule reads "${path}", but "${name}" is not a fact rules know.`,
      hint: guess
        ? `did you mean "${guess}"?`
        : `the known facts are: ${knownFactNames.join(', ')}`,
    });
  }
  for (const { code, pointer } of scan.roles) {
    if ((ROLE_CODES as readonly string[]).includes(code)) continue;
    const guess = nearest(code, ROLE_CODES);
    problems.push({
      pointer,
      message: `"${code}" is not a role code.`,
      hint: guess ? `did you mean "${guess}"?` : `the role codes are: ${ROLE_CODES.join(', ')}`,
    });
  }
  return problems;
}

/** Rule ids used twice in one gate (pointers relative to the gate). */
export function duplicateRuleIds(gate: unknown): RuleProblem[] {
  const rules = (gate as { rules?: unknown } | null)?.rules;
  if (!Array.isArray(rules)) return [];
  const problems: RuleProblem[] = [];
  const seenIds = new Map<string, number>();
  rules.forEach((entry: unknown, index) => {
    const id = (entry as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') return;
    const first = seenIds.get(id);
    if (first !== undefined)
      problems.push({
        pointer: `/rules/${index}/id`,
        message: `The rule id "${id}" is already used by rule ${first}; ids must be unique within a gate.`,
      });
    else seenIds.set(id, index);
  });
  return problems;
}

/**
 * Every rule inside one gate (`when`, toast `params`, a dialog button's `to` rule), with
 * pointers relative to the gate, plus duplicate rule ids.
 */
export function checkGate(gate: unknown, knownFactNames: readonly string[]): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const rules = (gate as { rules?: unknown } | null)?.rules;
  if (!Array.isArray(rules)) {
    return [{ pointer: '/rules', message: 'A gate needs a "rules" list of { when, then }.' }];
  }
  const at = (base: string, found: RuleProblem[]) =>
    found.forEach((problem) => problems.push({ ...problem, pointer: base + problem.pointer }));
  const duplicates = duplicateRuleIds(gate);
  rules.forEach((entry: unknown, index) => {
    const base = `/rules/${index}`;
    problems.push(...duplicates.filter((problem) => problem.pointer === `${base}/id`));
    const rule = (entry ?? {}) as {
      id?: unknown;
      when?: unknown;
      then?: { params?: Record<string, unknown>; dialog?: { button?: { to?: unknown } } };
    };
    at(`${base}/when`, checkRule(rule.when, knownFactNames));
    for (const [name, expression] of Object.entries(rule.then?.params ?? {})) {
      at(
        `${base}/then/params/${escapePointerToken(name)}`,
        checkRule(expression, knownFactNames, 'value'),
      );
    }
    const to = rule.then?.dialog?.button?.to;
    if (to !== undefined && typeof to !== 'string') {
      at(`${base}/then/dialog/button/to`, checkRule(to, knownFactNames, 'text'));
    }
  });
  return problems;
}
