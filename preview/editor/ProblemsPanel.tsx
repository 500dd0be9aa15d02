/** The validation panel: every problem of the draft, its line and field; a click goes there. */
import type { ShownProblem } from './problems';

const SOURCE_LABEL: Record<ShownProblem['source'], string> = {
  server: '校验',
  browser: '浏览器校验',
  syntax: 'JSON 语法',
};

export function ProblemsPanel(props: {
  file: string;
  problems: ShownProblem[];
  checking: boolean;
  checkNote: string | null;
  onOpen(problem: ShownProblem): void;
}) {
  const { file, problems, checking, checkNote, onOpen } = props;
  return (
    <section className="problems-panel" aria-labelledby="problems-title" data-testid="problems">
      <h3 id="problems-title">
        校验结果{' '}
        <span className={problems.length ? 'badge badge--error' : 'badge badge--ok'}>
          {problems.length ? `${problems.length} 个问题` : '通过'}
        </span>
        {checking && <span className="muted"> 校验中…</span>}
      </h3>
      {checkNote && <p className="muted">{checkNote}</p>}
      {problems.length > 0 && (
        <ol className="problems-panel__list">
          {problems.map((problem, index) => (
            <li key={`${problem.pointer}|${problem.message}|${index}`}>
              <button type="button" className="problem" onClick={() => onOpen(problem)}>
                <code className="problem__where">
                  {file}:{problem.line}:{problem.column} {problem.pointer}
                </code>
                <span className="problem__message">{problem.message}</span>
                {problem.hint && <span className="problem__hint">{problem.hint}</span>}
                <span className="problem__source">{SOURCE_LABEL[problem.source]}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
