/**
 * Reads JSON files keeping positions, so every problem can say file, line:column and pointer.
 */
import { findNodeAtLocation, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { Node as JsonNode } from 'jsonc-parser';

export interface ParsedJsonFile {
  file: string;
  text: string;
  value: unknown;
  tree: JsonNode | undefined;
  syntaxErrors: { line: number; column: number; message: string }[];
}

export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset && index < text.length; index += 1) {
    if (text.charCodeAt(index) === 10) {
      line += 1;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

export function parseJsonFile(file: string, text: string): ParsedJsonFile {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const syntaxErrors = errors.map((error) => ({
    ...lineColumnAt(text, error.offset),
    message: `JSON syntax error: ${printParseErrorCode(error.error)}`,
  }));
  let value: unknown = undefined;
  if (syntaxErrors.length === 0) value = JSON.parse(text);
  return { file, text, value, tree, syntaxErrors };
}

export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function toPointer(segments: (string | number)[]): string {
  return segments.length === 0
    ? ''
    : '/' + segments.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/** Line and column of the value at a JSON pointer; the nearest existing ancestor if absent. */
export function locatePointer(
  parsed: ParsedJsonFile,
  pointer: string,
): { line: number; column: number } {
  if (!parsed.tree) return { line: 1, column: 1 };
  const segments: (string | number)[] = pointerSegments(pointer).map((segment) =>
    /^\d+$/.test(segment) ? Number(segment) : segment,
  );
  for (let length = segments.length; length >= 0; length -= 1) {
    const node = findNodeAtLocation(parsed.tree, segments.slice(0, length));
    if (node) {
      // Point at the property name when there is one: that is where an editor underlines.
      const target = node.parent?.type === 'property' ? node.parent : node;
      return lineColumnAt(parsed.text, target.offset);
    }
  }
  return { line: 1, column: 1 };
}
