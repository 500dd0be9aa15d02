/**
 * A line diff (longest common subsequence) shown before a draft is written back, as unified
 * hunks with a few lines of context. Manifests are small (tens of kB), so the quadratic table
 * is fine; a pathological size falls back to "whole file replaced".
 */
export interface DiffLine {
  kind: 'same' | 'add' | 'remove';
  text: string;
  /** Line numbers in the old and new text (absent on the side the line does not exist). */
  oldLine?: number;
  newLine?: number;
}

export interface Hunk {
  oldStart: number;
  newStart: number;
  lines: DiffLine[];
}

const MAX_CELLS = 25_000_000;

export function diffLines(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // Common head and tail first: an edit touches a few lines of a long file.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail += 1;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const lines: DiffLine[] = [];
  for (let i = 0; i < head; i += 1)
    lines.push({ kind: 'same', text: a[i], oldLine: i + 1, newLine: i + 1 });
  if (midA.length * midB.length > MAX_CELLS) {
    midA.forEach((text, i) => lines.push({ kind: 'remove', text, oldLine: head + i + 1 }));
    midB.forEach((text, i) => lines.push({ kind: 'add', text, newLine: head + i + 1 }));
  } else {
    const n = midA.length;
    const m = midB.length;
    const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i -= 1)
      for (let j = m - 1; j >= 0; j -= 1)
        table[i][j] =
          midA[i] === midB[j]
            ? table[i + 1][j + 1] + 1
            : Math.max(table[i + 1][j], table[i][j + 1]);
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        lines.push({ kind: 'same', text: midA[i], oldLine: head + i + 1, newLine: head + j + 1 });
        i += 1;
        j += 1;
      } else if (i < n && (j === m || table[i + 1][j] >= table[i][j + 1])) {
        // Removals before additions, as unified diffs show a replaced line.
        lines.push({ kind: 'remove', text: midA[i], oldLine: head + i + 1 });
        i += 1;
      } else {
        lines.push({ kind: 'add', text: midB[j], newLine: head + j + 1 });
        j += 1;
      }
    }
  }
  for (let k = 0; k < tail; k += 1) {
    const oldLine = a.length - tail + k + 1;
    const newLine = b.length - tail + k + 1;
    lines.push({ kind: 'same', text: a[oldLine - 1], oldLine, newLine });
  }
  return lines;
}

/** The changed lines with `context` unchanged lines around each change. */
export function hunks(lines: DiffLine[], context = 3): Hunk[] {
  const result: Hunk[] = [];
  let current: Hunk | null = null;
  let lastChange = -Infinity;
  lines.forEach((line, index) => {
    if (line.kind === 'same') return;
    if (!current || index - lastChange > 2 * context + 1) {
      current = {
        oldStart: lines[Math.max(0, index - context)].oldLine ?? 1,
        newStart: lines[Math.max(0, index - context)].newLine ?? 1,
        lines: lines.slice(Math.max(0, index - context), index),
      };
      result.push(current);
    } else current.lines.push(...lines.slice(lastChange + 1, index));
    current.lines.push(line);
    lastChange = index;
  });
  // Trailing context of each hunk.
  for (const hunk of result) {
    const last = hunk.lines[hunk.lines.length - 1];
    const at = lines.indexOf(last);
    hunk.lines.push(...lines.slice(at + 1, at + 1 + context).filter((l) => l.kind === 'same'));
  }
  return result;
}

export function diffStats(lines: DiffLine[]): { added: number; removed: number } {
  return {
    added: lines.filter((line) => line.kind === 'add').length,
    removed: lines.filter((line) => line.kind === 'remove').length,
  };
}
