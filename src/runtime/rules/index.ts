/**
 * The hardened json-logic engine (DESIGN principle 9). See README.md in this folder.
 */
export { ALLOWED_OPERATORS, OPERATOR_ARITY, FORBIDDEN_PATH_SEGMENTS } from './operations';
export type { AllowedOperator, FactRead } from './operations';
export { RuleError } from './errors';
export { evaluateRule, isVisible, prepareFacts, copyFactValue, truthy } from './engine';
export type { FactData, RuleEvaluation } from './engine';
export { decideGate, decideGateSync, isClosed, isAllowed } from './gate';
export type { ClosedOutcome, GateDecision, GateFactSource, GateLoad, GateTraceEntry } from './gate';
export { checkRule, checkGate, duplicateRuleIds } from './checkRule';
export type { RuleProblem, RulePlace } from './checkRule';
export { factNamesRead, FORBIDDEN_OPERATORS } from './walk';
export {
  parseTimeText,
  formatMonthDayChina,
  CHINA_UTC_OFFSET_MINUTES,
  TIME_TEXT_EXAMPLES,
  TIME_FORMS_HINT,
} from './time';
