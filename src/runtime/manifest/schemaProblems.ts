/**
 * Turns ajv errors into sentences an operator understands, one per real mistake.
 */
/** The part of an ajv error object used here (ajv and its standalone code both produce it). */
export interface ErrorObject {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: unknown;
}
import { didYouMean } from './didYouMean';

export interface SchemaProblem {
  pointer: string;
  message: string;
  hint?: string;
}

function describeType(type: unknown): string {
  const names: Record<string, string> = {
    string: 'text',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
    null: 'null',
  };
  const list = Array.isArray(type) ? type : [type];
  return list.map((item) => names[String(item)] ?? String(item)).join(' or ');
}

function sentenceFor(error: ErrorObject): SchemaProblem {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {
        pointer: at,
        message: `the required property "${String(params.missingProperty)}" is missing`,
      };
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const known = Object.keys(
        ((error.parentSchema as Record<string, unknown> | undefined)?.properties as object) ?? {},
      );
      return {
        pointer: `${at}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        message: `unknown property "${name}"`,
        hint:
          didYouMean(name, known) ?? (known.length ? `allowed: ${known.join(', ')}` : undefined),
      };
    }
    case 'enum':
      return {
        pointer: at,
        message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'const':
      return { pointer: at, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'type':
      return { pointer: at, message: `must be ${describeType(params.type)}` };
    case 'pattern':
      return {
        pointer: at,
        message: 'does not have the expected form',
        hint: (error.parentSchema as { description?: string } | undefined)?.description,
      };
    case 'minItems':
      return { pointer: at, message: `needs at least ${String(params.limit)} item(s)` };
    case 'minProperties':
      return { pointer: at, message: `needs at least ${String(params.limit)} property(ies)` };
    case 'maxProperties':
      return { pointer: at, message: `may have at most ${String(params.limit)} property(ies)` };
    case 'minLength':
      return { pointer: at, message: 'must not be empty' };
    case 'minimum':
      return { pointer: at, message: `must be at least ${String(params.limit)}` };
    case 'maximum':
      return { pointer: at, message: `must be at most ${String(params.limit)}` };
    case 'uniqueItems':
      return { pointer: at, message: 'must not list the same item twice' };
    case 'oneOf':
    case 'anyOf':
      return {
        pointer: at,
        message: 'does not match any allowed form',
        hint: (error.parentSchema as { description?: string } | undefined)?.description,
      };
    default:
      return { pointer: at, message: error.message ?? `fails the "${error.keyword}" rule` };
  }
}

/**
 * When a oneOf/anyOf fails, ajv also reports every branch's complaint; those are noise.
 * Keep the outermost union's sentence and drop everything ajv said at or below that place
 * (branch errors of $ref'd schemas carry their own schemaPath, so match by instance path).
 */
function isAtOrBelow(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

export function schemaProblems(errors: ErrorObject[] | null | undefined): SchemaProblem[] {
  if (!errors) return [];
  // An if/then/else (a shared page reference or a page) reports its branch's own errors and
  // then 'must match "then" schema', which says nothing more.
  errors = errors.filter((error) => error.keyword !== 'if');
  const unions = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  const outermost = unions.filter(
    (union) =>
      !unions.some(
        (other) =>
          other !== union &&
          isAtOrBelow(union.instancePath, other.instancePath) &&
          (other.instancePath !== union.instancePath ||
            errors.indexOf(other) > errors.indexOf(union)),
      ),
  );
  const kept = errors.filter((error) =>
    outermost.includes(error)
      ? true
      : !outermost.some((union) => isAtOrBelow(error.instancePath, union.instancePath)),
  );
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const error of kept) {
    const problem = sentenceFor(error);
    const key = `${problem.pointer}|${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}
