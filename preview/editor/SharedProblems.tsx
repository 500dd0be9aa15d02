/**
 * Problems of the files every site shares — message catalogues, `environments.json`, shared
 * gate files — as `/manifests/index.json` lists them in preview mode. The stand-in serves the
 * sites from the last good version of such a file, so they are shown here, above every tab,
 * rather than as a problem screen on every site. Same line as `npm run validate` prints:
 * file:line:column pointer sentence — hint.
 */
import type { ManifestProblem } from '../../src/runtime/manifest/types';

export interface SharedFileProblems {
  problems: ManifestProblem[];
  /** Files the stand-in serves from their last good copy. */
  lastGood: string[];
}

/** What the index answer says about the shared files (nothing outside preview mode). */
export function sharedProblemsOf(index: {
  problems?: ManifestProblem[];
  lastGood?: string[];
}): SharedFileProblems {
  return {
    problems: Array.isArray(index.problems) ? index.problems : [],
    lastGood: Array.isArray(index.lastGood) ? index.lastGood : [],
  };
}

export function SharedProblems(props: SharedFileProblems) {
  const { problems, lastGood } = props;
  if (!problems.length) return null;
  const files = [...new Set(problems.map((problem) => problem.file))];
  return (
    <section
      className="shared-problems"
      role="alert"
      aria-labelledby="shared-problems-title"
      data-testid="shared-problems"
    >
      <h2 id="shared-problems-title">共享配置文件有误</h2>
      {files.map((file) => (
        <div key={file} className="shared-problems__file" data-file={file}>
          <p className="shared-problems__served">
            <code>{file}</code>{' '}
            {lastGood.includes(file)
              ? '：各站点继续使用这个文件上一次正确的版本，修正后自动生效。'
              : '：没有上一次正确的版本可用，依赖它的文案、环境或站点可能无法正常显示。'}
          </p>
          <ol className="problems-panel__list">
            {problems
              .filter((problem) => problem.file === file)
              .map((problem, index) => (
                <li key={`${problem.pointer}|${problem.message}|${index}`} className="problem">
                  <code className="problem__where">
                    {problem.file}:{problem.line}:{problem.column} {problem.pointer}
                  </code>
                  <span className="problem__message">{problem.message}</span>
                  {problem.hint && <span className="problem__hint">{problem.hint}</span>}
                </li>
              ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
