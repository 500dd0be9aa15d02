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
  /**
   * Positions (jsonc-parser): the partial tree of a text with a syntax error; for a text that
   * parsed, built on first need by treeOf (most files have no problem to place).
   */
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
  /** Keys met so far in this object (made on the first key). */
  keys?: Set<string>;
}

interface ScanProblem {
  offset: number;
  segments: (string | number)[];
  message: string;
  hint?: string;
}

/**
 * One pass over the text, before any recursive parser sees it: nesting depth and string length
 * (a broken limit ends the scan), and keys that must not be there (named like JavaScript
 * internals, or written twice in one object: JSON.parse would silently keep the last). It reads
 * strings and brackets only — everything else is the parser's business — and keeps the path to
 * where it is, so every problem is reported at a place that exists in the file.
 */
function scanText(text: string): { limit: ScanProblem | null; keys: ScanProblem[] } {
  const stack: Frame[] = [];
  const keys: ScanProblem[] = [];
  const path = () =>
    stack
      .filter((frame) => frame.segment !== null)
      .map((frame) => frame.segment as string | number);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 34 /* " */) {
      const start = index;
      let escaped = false;
      index += 1;
      while (index < text.length) {
        const inner = text.charCodeAt(index);
        if (inner === 92 /* \ */) {
          escaped = true;
          index += 2;
        } else if (inner === 34 || inner === 10) break;
        else index += 1;
      }
      const length = index - start - 1;
      const top = stack[stack.length - 1];
      if (length > JSON_LIMITS.maxStringLength) {
        // A key is not a place yet (its frame has no segment): this points at its object.
        const limit = {
          offset: start,
          segments: path(),
          message: `this string is ${length} characters long; the limit is ${JSON_LIMITS.maxStringLength}`,
          hint: 'long texts belong in the services (a library content), not in a configuration file',
        };
        return { limit, keys };
      }
      if (top && !top.list && top.expectKey) {
        let key = text.slice(start + 1, index);
        if (escaped)
          try {
            key = JSON.parse(text.slice(start, index + 1)) as string;
          } catch {
            // a broken escape: the parser reports it
          }
        top.segment = key;
        if (PROTOTYPE_KEYS.has(key))
          keys.push({
            offset: start,
            segments: path(),
            message: `"${key}" may not be used as a property name`,
            hint: 'it names a JavaScript internal; a runtime reading this data could be tricked through it',
          });
        else if (top.keys?.has(key))
          keys.push({
            offset: start,
            segments: path(),
            message: `the property "${key.length > 80 ? `${key.slice(0, 80)}…` : key}" is written twice in this object; only the last one would count`,
          });
        (top.keys ??= new Set()).add(key);
      }
    } else if (code === 123 /* { */ || code === 91 /* [ */) {
      if (stack.length >= JSON_LIMITS.maxDepth) {
        const limit = {
          offset: index,
          segments: path(),
          message: `objects and lists are nested more than ${JSON_LIMITS.maxDepth} levels deep here`,
          hint: 'a manifest needs a dozen levels at most; look for brackets opened and never closed',
        };
        return { limit, keys };
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
  return { limit: null, keys };
}

/** The innermost object or list of the (partial) tree around an offset. */
function containerPointerAt(tree: JsonNode | undefined, offset: number): string {
  if (!tree) return '';
  let node: JsonNode | undefined = findNodeAtOffset(tree, offset, true) ?? tree;
  while (node && node.type !== 'object' && node.type !== 'array') node = node.parent;
  return node ? toPointer(getNodePath(node)) : '';
}

/**
 * Where a number too large for a double stands (JSON.parse makes it Infinity). Only looked for
 * when the text has a digit run or exponent that long.
 */
function infiniteNumbers(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const pending: [unknown, (string | number)[]][] = [[value, []]];
  while (pending.length) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'number' && !Number.isFinite(node)) found.push(path);
    else if (Array.isArray(node)) node.forEach((item, i) => pending.push([item, [...path, i]]));
    else if (node !== null && typeof node === 'object')
      for (const key of Object.keys(node))
        pending.push([(node as Record<string, unknown>)[key], [...path, key]]);
  }
  return found;
}

/** The position tree of a file that parsed (built on first need: most files have no problem). */
export function treeOf(parsed: ParsedJsonFile): JsonNode | undefined {
  if (parsed.tree === undefined && parsed.value !== undefined)
    parsed.tree = parseTree(parsed.text, [], { allowTrailingComma: false, disallowComments: true });
  return parsed.tree;
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
  // At most 3 bytes per UTF-16 unit: a text that short is under the limit without counting.
  const bytes =
    over || text.length * 3 <= JSON_LIMITS.maxFileBytes ? text.length : utf8Length(text);
  if (bytes > JSON_LIMITS.maxFileBytes)
    return fail(
      0,
      '',
      `the file is larger than the limit of ${JSON_LIMITS.maxFileBytes} bytes (2 MiB): ${over ? `${text.length} characters` : `${bytes} bytes`}`,
      'a configuration file this large is not a manifest; split it or move the data to the services',
    );
  if (text.trim() === '')
    return fail(0, '', 'the file is empty', 'a configuration file holds one JSON object: { … }');
  const scan = scanText(text);
  if (scan.limit)
    return fail(
      scan.limit.offset,
      toPointer(scan.limit.segments),
      scan.limit.message,
      scan.limit.hint,
    );

  try {
    parsed.value = JSON.parse(text);
  } catch (error) {
    // The parser that knows positions says where and what (reporting several errors at once).
    const errors: ParseError[] = [];
    parsed.tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
    for (const found of errors.slice(0, JSON_LIMITS.maxSyntaxErrors))
      fail(
        found.offset,
        containerPointerAt(parsed.tree, found.offset),
        `JSON syntax error: ${printParseErrorCode(found.error)}`,
      );
    if (errors.length > JSON_LIMITS.maxSyntaxErrors) {
      const last = parsed.syntaxErrors[parsed.syntaxErrors.length - 1];
      last.hint = `and ${errors.length - JSON_LIMITS.maxSyntaxErrors} more syntax errors after this one`;
    }
    // jsonc-parser is more lenient than JSON itself in a few corners (control characters).
    if (!errors.length) fail(0, '', `JSON syntax error: ${(error as Error).message}`);
    return parsed;
  }
  for (const key of scan.keys)
    parsed.keyProblems.push({
      ...positionIn(parsed, key.offset),
      pointer: toPointer(key.segments),
      message: key.message,
      ...(key.hint ? { hint: key.hint } : {}),
    });
  if (/\d{300}|[eE]\+?0*[1-9]\d{2}/.test(text))
    for (const path of infiniteNumbers(parsed.value)) {
      const pointer = toPointer(path);
      parsed.keyProblems.push({
        ...locatePointer(parsed, pointer),
        message: 'this number is too large to be read as a number',
      });
    }
  return parsed;
}

/** The node of the (partial) tree at a pointer, or of its nearest existing ancestor. */
export function nearestNode(
  parsed: ParsedJsonFile,
  pointer: string,
): { node: JsonNode | undefined; pointer: string } {
  let node = treeOf(parsed);
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
