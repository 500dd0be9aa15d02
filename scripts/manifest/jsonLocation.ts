/**
 * Reads JSON files keeping positions, so every problem can say file, line:column and pointer.
 * Pure (no Node APIs): the preview app's editor uses it in the browser too.
 *
 * Any text goes in — empty, binary, megabytes, ten thousand brackets deep — and a result comes
 * out, never an exception: limits are checked by one linear scan before the (recursive) parser
 * runs, so the parser only ever sees text of bounded depth.
 */
import {
  findNodeAtOffset,
  getNodePath,
  parseTree,
  printParseErrorCode,
  type ParseError,
} from 'jsonc-parser';
import type { Node as JsonNode } from 'jsonc-parser';

/**
 * Limits of a configuration file, far above what real manifests need (the deepest is 12 levels,
 * the longest string 400 characters, the largest file 60 kB) and low enough that checking the
 * worst file allowed stays well under a second.
 */
export const JSON_LIMITS = {
  /** Bytes (UTF-8) of one file. */
  maxFileBytes: 2 * 1024 * 1024,
  /** Levels of nested objects and lists. */
  maxDepth: 64,
  /** Characters of one string or property name, as written in the file. */
  maxStringLength: 64 * 1024,
  /** Syntax errors listed per file; binary junk would otherwise give one per byte. */
  maxSyntaxErrors: 10,
} as const;

/** A problem found while reading: a syntax error, a limit, or a key that must not be there. */
export interface JsonFileProblem {
  line: number;
  column: number;
  /** An existing pointer: the innermost object or list around the place, '' for the root. */
  pointer: string;
  message: string;
  hint?: string;
}

export interface ParsedJsonFile {
  file: string;
  text: string;
  /** The parsed value; undefined when the text has a syntax error or breaks a limit. */
  value: unknown;
  tree: JsonNode | undefined;
  /** Syntax errors and broken limits: the file could not be read as JSON. */
  syntaxErrors: JsonFileProblem[];
  /**
   * Problems of a file that did parse: keys named like JavaScript internals, keys written
   * twice, numbers too large to be numbers.
   */
  keyProblems: JsonFileProblem[];
  /** Offsets where each line starts (lazily built), for line:column in O(log n). */
  lineStarts?: number[];
}

/** Property names that would reach into JavaScript internals when the data is used. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1))
    starts.push(index + 1);
  return starts;
}

function lineColumnIn(starts: number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low] + 1 };
}

export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  return lineColumnIn(lineStartsOf(text), Math.max(0, Math.min(offset, text.length)));
}

function positionIn(parsed: ParsedJsonFile, offset: number): { line: number; column: number } {
  parsed.lineStarts ??= lineStartsOf(parsed.text);
  return lineColumnIn(parsed.lineStarts, Math.max(0, Math.min(offset, parsed.text.length)));
}

export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function toPointer(segments: readonly (string | number)[]): string {
  return segments.length === 0
    ? ''
    : '/' + segments.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/** Bytes the text takes in UTF-8, counted without copying it. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // A surrogate pair is 4 bytes: 2 for each half.
    bytes += code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code < 0xe000) ? 2 : 3;
  }
  return bytes;
}

interface Frame {
  list: boolean;
  /** Segment of the value being read inside this container (its key or index). */
  segment: string | number | null;
  expectKey: boolean;
}

/**
 * One pass over the text, before any recursive parser sees it: nesting depth and string length.
 * It reads strings and brackets only (everything else is the parser's business), and keeps the
 * path to where it is, so a broken limit is reported at a place that exists in the file.
 */
function scanLimits(
  text: string,
): { offset: number; segments: (string | number)[]; message: string; hint: string } | null {
  const stack: Frame[] = [];
  const path = () =>
    stack
      .filter((frame) => frame.segment !== null)
      .map((frame) => frame.segment as string | number);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 34 /* " */) {
      const start = index;
      index += 1;
      while (index < text.length) {
        const inner = text.charCodeAt(index);
        if (inner === 92 /* \ */) index += 2;
        else if (inner === 34 || inner === 10) break;
        else index += 1;
      }
      const length = index - start - 1;
      const top = stack[stack.length - 1];
      if (length > JSON_LIMITS.maxStringLength) {
        // A key is not a place yet (its frame has no segment): this points at its object.
        return {
          offset: start,
          segments: path(),
          message: `this string is ${length} characters long; the limit is ${JSON_LIMITS.maxStringLength}`,
          hint: 'long texts belong in the services (a library content), not in a configuration file',
        };
      }
      if (top && !top.list && top.expectKey) {
        try {
          top.segment = JSON.parse(text.slice(start, index + 1)) as string;
        } catch {
          top.segment = text.slice(start + 1, index);
        }
      }
    } else if (code === 123 /* { */ || code === 91 /* [ */) {
      if (stack.length >= JSON_LIMITS.maxDepth) {
        return {
          offset: index,
          segments: path(),
          message: `objects and lists are nested more than ${JSON_LIMITS.maxDepth} levels deep here`,
          hint: 'a manifest needs a dozen levels at most; look for brackets opened and never closed',
        };
      }
      stack.push(
        code === 91
          ? { list: true, segment: 0, expectKey: false }
          : { list: false, segment: null, expectKey: true },
      );
    } else if (code === 125 /* } */ || code === 93 /* ] */) {
      stack.pop();
    } else if (code === 44 /* , */) {
      const top = stack[stack.length - 1];
      if (top?.list) top.segment = (top.segment as number) + 1;
      else if (top) {
        top.expectKey = true;
        top.segment = null;
      }
    } else if (code === 58 /* : */) {
      const top = stack[stack.length - 1];
      if (top && !top.list) top.expectKey = false;
    }
  }
  return null;
}

/** The innermost object or list of the (partial) tree around an offset. */
function containerPointerAt(tree: JsonNode | undefined, offset: number): string {
  if (!tree) return '';
  let node: JsonNode | undefined = findNodeAtOffset(tree, offset, true) ?? tree;
  while (node && node.type !== 'object' && node.type !== 'array') node = node.parent;
  return node ? toPointer(getNodePath(node)) : '';
}

/** Keys written twice, keys named like JavaScript internals, numbers beyond a double. */
function scanKeys(parsed: ParsedJsonFile): JsonFileProblem[] {
  const problems: JsonFileProblem[] = [];
  const at = (node: JsonNode, message: string, hint?: string) => {
    const pointer = toPointer(getNodePath(node));
    problems.push({
      ...positionIn(parsed, node.offset),
      pointer,
      message,
      ...(hint ? { hint } : {}),
    });
  };
  const pending: JsonNode[] = parsed.tree ? [parsed.tree] : [];
  while (pending.length) {
    const node = pending.pop()!;
    if (node.type === 'number' && !Number.isFinite(node.value)) {
      at(node, 'this number is too large to be read as a number');
    } else if (node.type === 'object') {
      const seen = new Set<string>();
      for (const property of node.children ?? []) {
        const keyNode = property.children?.[0];
        const valueNode = property.children?.[1];
        const key = keyNode?.value as string | undefined;
        if (key === undefined || !valueNode) continue;
        if (PROTOTYPE_KEYS.has(key))
          at(
            valueNode,
            `"${key}" may not be used as a property name`,
            'it names a JavaScript internal; a runtime reading this data could be tricked through it',
          );
        else if (seen.has(key))
          at(
            valueNode,
            `the property "${key}" is written twice in this object; only the last one would count`,
          );
        seen.add(key);
        pending.push(valueNode);
      }
    } else if (node.type === 'array') pending.push(...(node.children ?? []));
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Parses any text; see the module comment. A leading byte order mark is read as a space. */
export function parseJsonFile(file: string, rawText: string): ParsedJsonFile {
  const text = rawText.charCodeAt(0) === 0xfeff ? ` ${rawText.slice(1)}` : rawText;
  const parsed: ParsedJsonFile = {
    file,
    text,
    value: undefined,
    tree: undefined,
    syntaxErrors: [],
    keyProblems: [],
  };
  const fail = (offset: number, pointer: string, message: string, hint?: string) => {
    parsed.syntaxErrors.push({
      ...positionIn(parsed, offset),
      pointer,
      message,
      ...(hint ? { hint } : {}),
    });
    return parsed;
  };

  // Every character takes at least one byte: a text longer than the limit is over it.
  const over = text.length > JSON_LIMITS.maxFileBytes;
  const bytes = over ? text.length : utf8Length(text);
  if (bytes > JSON_LIMITS.maxFileBytes)
    return fail(
      0,
      '',
      `the file is larger than the limit of ${JSON_LIMITS.maxFileBytes} bytes (2 MiB): ${over ? `${text.length} characters` : `${bytes} bytes`}`,
      'a configuration file this large is not a manifest; split it or move the data to the services',
    );
  if (text.trim() === '')
    return fail(0, '', 'the file is empty', 'a configuration file holds one JSON object: { … }');
  const limit = scanLimits(text);
  if (limit) return fail(limit.offset, toPointer(limit.segments), limit.message, limit.hint);

  const errors: ParseError[] = [];
  parsed.tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  for (const error of errors.slice(0, JSON_LIMITS.maxSyntaxErrors))
    fail(
      error.offset,
      containerPointerAt(parsed.tree, error.offset),
      `JSON syntax error: ${printParseErrorCode(error.error)}`,
    );
  if (errors.length > JSON_LIMITS.maxSyntaxErrors) {
    const last = parsed.syntaxErrors[parsed.syntaxErrors.length - 1];
    last.hint = `and ${errors.length - JSON_LIMITS.maxSyntaxErrors} more syntax errors after this one`;
  }
  if (parsed.syntaxErrors.length) return parsed;
  try {
    parsed.value = JSON.parse(text);
  } catch (error) {
    // jsonc-parser is more lenient than JSON itself in a few corners (control characters).
    return fail(0, '', `JSON syntax error: ${(error as Error).message}`);
  }
  parsed.keyProblems = scanKeys(parsed);
  return parsed;
}

/** The node of the (partial) tree at a pointer, or of its nearest existing ancestor. */
export function nearestNode(
  parsed: ParsedJsonFile,
  pointer: string,
): { node: JsonNode | undefined; pointer: string } {
  let node = parsed.tree;
  const found: string[] = [];
  if (!node) return { node: undefined, pointer: '' };
  for (const segment of pointerSegments(pointer)) {
    let next: JsonNode | undefined;
    if (node.type === 'object') {
      // The last of duplicated keys, as JSON.parse keeps it.
      for (const property of node.children ?? [])
        if (property.children?.[0]?.value === segment && property.children[1])
          next = property.children[1];
    } else if (node.type === 'array' && /^(0|[1-9]\d*)$/.test(segment)) {
      next = node.children?.[Number(segment)];
    }
    if (!next) break;
    node = next;
    found.push(segment);
  }
  return { node, pointer: toPointer(found) };
}

/**
 * Line, column and pointer of the value at a JSON pointer; those of its nearest existing
 * ancestor when the pointer goes further than the file does (a problem never names a place the
 * file does not have).
 */
export function locatePointer(
  parsed: ParsedJsonFile,
  pointer: string,
): { line: number; column: number; pointer: string } {
  const { node, pointer: existing } = nearestNode(parsed, pointer);
  if (!node) return { line: 1, column: 1, pointer: existing };
  // Point at the property name when there is one: that is where an editor underlines.
  const target = node.parent?.type === 'property' ? node.parent : node;
  return { ...positionIn(parsed, target.offset), pointer: existing };
}
