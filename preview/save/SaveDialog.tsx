/**
 * Save (issue 5, point 5): shows the diff between the file on disk and the draft first, then
 * writes it back through PUT /__preview/sites/:id, which checks the draft again on the server
 * and refuses an invalid one. The file name and path are the server's, never the browser's.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { diffLines, diffStats, hunks } from './diff';
import { problemSentence } from '../editor/problems';

interface SaveProblem {
  file?: string;
  line?: number;
  column?: number;
  pointer: string;
  message: string;
  hint?: string;
}

export function SaveDialog(props: {
  siteId: string;
  text: string;
  onClose(): void;
  onSaved(savedText: string): void;
}) {
  const { siteId, text, onClose, onSaved } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const [base, setBase] = useState<{ file: string; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<SaveProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
    fetch(`/__preview/sites/${encodeURIComponent(siteId)}/source`)
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((source: { file: string; text: string }) => setBase(source))
      .catch(() => setError('读取磁盘上的文件失败，无法显示差异'));
  }, [siteId]);

  const diff = useMemo(() => (base ? diffLines(base.text, text) : []), [base, text]);
  const stats = diffStats(diff);
  const shown = useMemo(() => hunks(diff), [diff]);

  const save = async () => {
    if (!base) return;
    setSaving(true);
    setError(null);
    setProblems([]);
    try {
      const response = await fetch(`/__preview/sites/${encodeURIComponent(siteId)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text, base: base.text }),
      });
      const answer = (await response.json()) as { message?: string; problems?: SaveProblem[] };
      if (!response.ok) {
        setError(answer.message ?? `保存失败（${response.status}）`);
        setProblems(answer.problems ?? []);
        return;
      }
      setSaved(true);
      onSaved(text);
    } catch {
      setError('保存失败：服务无响应');
    } finally {
      setSaving(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="save-dialog"
      aria-labelledby="save-title"
      onClose={onClose}
      onCancel={onClose}
    >
      <h2 id="save-title">写回 {base?.file ?? `${siteId} 的清单文件`}</h2>
      {!base && !error && <p>正在读取文件…</p>}
      {base && stats.added + stats.removed === 0 && <p>草稿与文件相同，无需保存。</p>}
      {base && stats.added + stats.removed > 0 && (
        <>
          <p>
            将修改 <strong>+{stats.added}</strong> / <strong>−{stats.removed}</strong> 行：
          </p>
          <div className="diff" data-testid="save-diff">
            {shown.map((hunk) => (
              <div key={`${hunk.oldStart}-${hunk.newStart}`} className="diff__hunk">
                <div className="diff__head">
                  @@ 原 {hunk.oldStart} 行 · 新 {hunk.newStart} 行 @@
                </div>
                {hunk.lines.map((line, index) => (
                  <pre key={index} className={`diff__line diff__line--${line.kind}`}>
                    {line.kind === 'add' ? '+ ' : line.kind === 'remove' ? '- ' : '  '}
                    {line.text}
                  </pre>
                ))}
              </div>
            ))}
          </div>
        </>
      )}
      {error && (
        <div role="alert" className="save-dialog__error">
          <p>{error}</p>
          {problems.length > 0 && (
            <ul>
              {problems.map((problem, index) => (
                <li key={index}>
                  <code>
                    {problem.line}:{problem.column} {problem.pointer}
                  </code>{' '}
                  {problemSentence(problem)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {saved && <p role="status">已保存。</p>}
      <div className="save-dialog__actions">
        <button type="button" onClick={() => dialog.current?.close()}>
          {saved ? '关闭' : '取消'}
        </button>
        {!saved && (
          <button
            type="button"
            className="primary"
            disabled={!base || saving || stats.added + stats.removed === 0}
            onClick={() => void save()}
          >
            {saving ? '保存中…' : '确认写回'}
          </button>
        )}
      </div>
    </dialog>
  );
}
