/**
 * The one error type rules raise. A RuleError means the rule itself is wrong for the data it
 * met (a forbidden operator, comparing null with a number, an unparseable time): the engine
 * reports it as `error` and the gate closes; it never opens anything.
 */
export class RuleError extends Error {
  override readonly name = 'RuleError';
}

/** A short, human description of a value for error messages ("null", "\"abc\"", "a list"). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return `a value of type ${typeof value === 'object' ? 'object' : typeof value}`;
}
