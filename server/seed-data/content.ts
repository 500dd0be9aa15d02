import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { schemaProblems } from '../../src/runtime/manifest/schemaProblems';
import { REPO_ROOT } from '../paths';

/**
 * The seed's literal content (titles, descriptions, lists of items) lives in
 * `seed-data/content/<area>.json`, each checked against `<area>.schema.json` beside it (JSON
 * Schema 2020-12) before any of it is used. The seed modules keep the logic: ids derived from
 * others, dates relative to the clock, covers. See seed-data/README.md.
 */
export const CONTENT_DIR = join(import.meta.dirname, 'content');

export interface ContentProblem {
  /** The content file, relative to the repository. */
  file: string;
  /** JSON pointer into the file ('' for the whole file). */
  pointer: string;
  message: string;
}

/** A content file that does not match its schema: every problem, one line each. */
export class SeedContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `Seed content does not match its schema:\n${problems
        .map((problem) => `  ${problem.file}: ${problem.pointer || '/'}: ${problem.message}`)
        .join('\n')}`,
    );
    this.name = 'SeedContentError';
  }
}

// Unknown keywords and formats are refused (a typo in a schema is caught); `required` beside
// `oneOf` branches is the usual way to say which fields each kind needs, so it is allowed.
// `verbose` lets an unknown property's message name the ones allowed.
// One validator per check: the schemas carry an $id, which an Ajv instance accepts only once.
const newAjv = () =>
  new Ajv2020({
    allErrors: true,
    verbose: true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
  });

/** The areas that have content: every `<area>.json` of the folder (schemas excepted). */
export function contentAreas(dir = CONTENT_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.schema.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** Every problem of one area's file against its schema (none: the file is good). */
export function checkSeedContent(area: string, dir = CONTENT_DIR): ContentProblem[] {
  const path = join(dir, `${area}.json`);
  const file = relative(REPO_ROOT, path);
  const schema = JSON.parse(readFileSync(join(dir, `${area}.schema.json`), 'utf8')) as object;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return [{ file, pointer: '', message: `not JSON: ${(error as Error).message}` }];
  }
  const validate = newAjv().compile(schema);
  if (validate(value)) return [];
  return schemaProblems(validate.errors as never).map((problem) => ({
    file,
    pointer: problem.pointer,
    message: problem.hint ? `${problem.message} (${problem.hint})` : problem.message,
  }));
}

/**
 * One area's content, checked: a file that does not match its schema stops the seed with the
 * file, the JSON pointer and the message of each problem. The TypeScript type is the seed
 * module's own description of the same shape as the schema.
 */
export function loadSeedContent<T>(area: string, dir = CONTENT_DIR): T {
  const problems = checkSeedContent(area, dir);
  if (problems.length > 0) throw new SeedContentError(problems);
  return JSON.parse(readFileSync(join(dir, `${area}.json`), 'utf8')) as T;
}
