/**
 * The draft of one site manifest that the form and the JSON source both edit. The text is the
 * truth (it is what gets saved); form edits are applied to it as small text edits at their JSON
 * path (jsonc-parser), so saving a one-field change diffs as one line, not as a reformatted file.
 */
import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import {
  locatePointer,
  parseJsonFile,
  pointerSegments,
} from '../../src/manifestCheck/jsonLocation';

export interface SyntaxProblem {
  line: number;
  column: number;
  message: string;
}

export interface Draft {
  siteId: string;
  text: string;
  /** The last value that parsed (kept while the text has a syntax error). */
  value: Record<string, unknown> | null;
  syntaxErrors: SyntaxProblem[];
  /** Bumped on every edit; the preview frame renders only the newest. */
  revision: number;
}

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

function parse(text: string) {
  const parsed = parseJsonFile('draft', text);
  const value =
    parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value)
      ? (parsed.value as Record<string, unknown>)
      : null;
  return { value, syntaxErrors: parsed.syntaxErrors };
}

export function createDraft(siteId: string, text: string): Draft {
  const { value, syntaxErrors } = parse(text);
  return { siteId, text, value, syntaxErrors, revision: 0 };
}

/** The source view changed the text. */
export function editText(draft: Draft, text: string): Draft {
  if (text === draft.text) return draft;
  const { value, syntaxErrors } = parse(text);
  return {
    ...draft,
    text,
    value: syntaxErrors.length ? draft.value : value,
    syntaxErrors,
    revision: draft.revision + 1,
  };
}

export function pathOf(pointer: string): JSONPath {
  return pointerSegments(pointer).map((segment) =>
    /^\d+$/.test(segment) ? Number(segment) : segment,
  );
}

export function valueAt(value: unknown, pointer: string): unknown {
  let current: unknown = value;
  for (const segment of pathOf(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** The smallest set of (path, new value) changes turning `before` into `after`. */
export function leafChanges(
  before: unknown,
  after: unknown,
  path: JSONPath = [],
): { path: JSONPath; value: unknown }[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const changes: { path: JSONPath; value: unknown }[] = [];
    for (const key of Object.keys(before))
      if (!(key in after) || after[key] === undefined)
        changes.push({ path: [...path, key], value: undefined });
    for (const [key, item] of Object.entries(after))
      if (item !== undefined) changes.push(...leafChanges(before[key], item, [...path, key]));
    return changes;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return after.flatMap((item, index) => leafChanges(before[index], item, [...path, index]));
  return [{ path, value: after }];
}

/**
 * The form changed the value at `pointer` (the selected site, page or block). Only what differs
 * is rewritten in the text. Refused (draft unchanged) while the text has a syntax error.
 */
export function editAt(draft: Draft, pointer: string, next: unknown): Draft {
  if (draft.syntaxErrors.length || !draft.value) return draft;
  const changes = leafChanges(valueAt(draft.value, pointer), next, pathOf(pointer));
  if (!changes.length) return draft;
  let text = draft.text;
  for (const change of changes)
    text = applyEdits(text, modify(text, change.path, change.value, FORMAT));
  return editText(draft, text);
}

/** Line (1-based) where the value at a pointer starts, or its nearest existing ancestor. */
export function lineOf(text: string, pointer: string): number {
  return locatePointer(parseJsonFile('draft', text), pointer).line;
}

/** What the served bundle holds with its shared references inlined. */
export interface ServedShared {
  gates: Record<string, unknown>;
  pages: Record<string, unknown>;
}

/**
 * The manifest the frame renders: the draft with each `$ref` gate and page replaced by the
 * served bundle's inlined one of the same name (the server resolves shared gate and page files).
 */
export function manifestForFrame(
  value: Record<string, unknown>,
  served: ServedShared,
): Record<string, unknown> {
  const inline = (entries: unknown, servedEntries: Record<string, unknown>) => {
    const resolved: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(isPlainObject(entries) ? entries : {}))
      resolved[name] =
        isPlainObject(entry) && '$ref' in entry ? (servedEntries[name] ?? entry) : entry;
    return resolved;
  };
  return {
    ...value,
    gates: inline(value.gates, served.gates),
    ...(isPlainObject(value.pages) ? { pages: inline(value.pages, served.pages) } : {}),
  };
}

/** Where a problem pointer belongs: the site, one of its pages, or one block. */
export type Selection =
  | { kind: 'site' }
  | { kind: 'page'; page: string }
  | { kind: 'block'; page: string; index: number };

export function selectionPointer(selection: Selection): string {
  const escape = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1');
  if (selection.kind === 'site') return '';
  if (selection.kind === 'page') return `/pages/${escape(selection.page)}`;
  return `/pages/${escape(selection.page)}/blocks/${selection.index}`;
}

export function selectionOfPointer(pointer: string): Selection {
  const segments = pointerSegments(pointer);
  if (segments[0] !== 'pages' || segments.length < 2) return { kind: 'site' };
  if (segments[2] === 'blocks' && segments[3] !== undefined && /^\d+$/.test(segments[3]))
    return { kind: 'block', page: segments[1], index: Number(segments[3]) };
  return { kind: 'page', page: segments[1] };
}

/** The pointer below the selection ('' for the selection itself), or null if outside it. */
export function relativePointer(pointer: string, base: string): string | null {
  if (pointer === base || (pointer === '/' && base === '')) return '';
  if (base === '') return pointer === '/' ? '' : pointer;
  return pointer.startsWith(`${base}/`) ? pointer.slice(base.length) : null;
}
