import { describe, expect, it } from 'vitest';
import { diffLines, diffStats, hunks } from '../../../preview/save/diff';

describe('save diff', () => {
  it('marks the one changed line of a long file, with context', () => {
    const before = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`).join('\n');
    const after = before.replace('line 20', 'line twenty');
    const lines = diffLines(before, after);
    expect(diffStats(lines)).toEqual({ added: 1, removed: 1 });
    const shown = hunks(lines, 2);
    expect(shown).toHaveLength(1);
    expect(shown[0].oldStart).toBe(18);
    expect(shown[0].lines.map((line) => `${line.kind}:${line.text}`)).toEqual([
      'same:line 18',
      'same:line 19',
      'remove:line 20',
      'add:line twenty',
      'same:line 21',
      'same:line 22',
    ]);
  });

  it('keeps distant changes in separate hunks and close ones together', () => {
    const before = Array.from({ length: 30 }, (_, i) => `l${i}`).join('\n');
    const after = before.replace('l2\n', 'x2\n').replace('l25', 'x25').replace('l27', 'x27');
    const shown = hunks(diffLines(before, after), 1);
    expect(shown).toHaveLength(2);
    expect(shown[1].lines.filter((line) => line.kind !== 'same').map((l) => l.text)).toEqual([
      'l25',
      'x25',
      'l27',
      'x27',
    ]);
  });

  it('handles insertions and identical texts', () => {
    expect(diffStats(diffLines('a\nb', 'a\nb'))).toEqual({ added: 0, removed: 0 });
    expect(hunks(diffLines('a\nb', 'a\nb'))).toEqual([]);
    const lines = diffLines('a\nc', 'a\nb\nc');
    expect(lines.map((line) => line.kind)).toEqual(['same', 'add', 'same']);
    expect(lines[1].newLine).toBe(2);
  });
});
