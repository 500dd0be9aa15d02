/**
 * Problems as the validation panel, the form and the source view show them: the sentences and
 * hints of the project's validator (`npm run validate` through the stand-in's /__preview/check,
 * or the in-browser check when the server cannot check), each with its line in the draft.
 */
import type { ErrorSchema } from '@rjsf/utils';
import { pathOf, relativePointer } from './draft';

export interface ShownProblem {
  pointer: string;
  message: string;
  hint?: string;
  line: number;
  column: number;
  /** Where it came from: the full server check, the in-browser check, or the JSON parser. */
  source: 'server' | 'browser' | 'syntax';
}

export function problemSentence(problem: Pick<ShownProblem, 'message' | 'hint'>): string {
  return problem.hint ? `${problem.message} — ${problem.hint}` : problem.message;
}

/**
 * rjsf's error schema for the selected part: each problem at its field (or at the nearest
 * field the form shows; below a JSON field the JSON field takes it).
 */
export function errorSchemaFor(
  problems: ShownProblem[],
  selectionPointer: string,
  shownPath: (path: (string | number)[]) => (string | number)[],
): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    const below = relativePointer(problem.pointer, selectionPointer);
    if (below === null) continue;
    let node = root;
    for (const segment of shownPath(pathOf(below))) {
      const key = String(segment);
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    const errors = (node.__errors as string[] | undefined) ?? [];
    errors.push(problemSentence(problem));
    node.__errors = errors;
  }
  return root as ErrorSchema;
}
