/**
 * The JSON source of the whole draft, with a line gutter that marks each problem at its line.
 * Typing here edits the same draft as the form.
 */
import { useEffect, useMemo, useRef } from 'react';
import { problemSentence, type ShownProblem } from './problems';

const LINE_HEIGHT = 18;

export function SourceView(props: {
  text: string;
  problems: ShownProblem[];
  /** Line to scroll to and mark (the selected part or a clicked problem). */
  focusLine: number | null;
  onChange(text: string): void;
}) {
  const { text, problems, focusLine, onChange } = props;
  const area = useRef<HTMLTextAreaElement>(null);
  const gutter = useRef<HTMLDivElement>(null);
  const lineCount = useMemo(() => text.split('\n').length, [text]);
  // Keyed by what the gutter shows, so a new but equal problem list does not rebuild it.
  const problemKey = problems
    .map((problem) => `${problem.line}|${problemSentence(problem)}`)
    .join('\n');
  const byLine = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const entry of problemKey ? problemKey.split('\n') : []) {
      const cut = entry.indexOf('|');
      const line = Number(entry.slice(0, cut));
      map.set(line, [...(map.get(line) ?? []), entry.slice(cut + 1)]);
    }
    return map;
  }, [problemKey]);

  // Built only when the line count, the problems or the focus change, not on every keystroke:
  // a large manifest has a thousand lines and an edit must reach the preview quickly.
  const gutterView = useMemo(
    () => (
      <div className="source__gutter" ref={gutter} aria-hidden="true">
        {Array.from({ length: lineCount }, (_, index) => {
          const line = index + 1;
          const here = byLine.get(line);
          return (
            <div
              key={line}
              data-line={line}
              className={`source__line${here ? ' source__line--error' : ''}${
                line === focusLine ? ' source__line--focus' : ''
              }`}
              title={here?.join('\n')}
            >
              {here ? '●' : ''}
              {line}
            </div>
          );
        })}
      </div>
    ),
    [lineCount, byLine, focusLine],
  );

  useEffect(() => {
    if (focusLine === null || !area.current) return;
    area.current.scrollTop = Math.max(0, (focusLine - 4) * LINE_HEIGHT);
  }, [focusLine]);

  return (
    <div className="source">
      {gutterView}
      <textarea
        ref={area}
        className="source__text"
        aria-label="JSON 源码"
        spellCheck={false}
        wrap="off"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onScroll={(event) => {
          if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
        }}
      />
    </div>
  );
}
