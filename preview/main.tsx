/**
 * The QA and operator preview app's entry. For now it lists every site manifest with its check
 * result and links to open each site; the editor, context simulator and truth tables come with
 * the preview issue. It is its own Vite entry, never part of the visitor's bundle.
 */
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import './preview.css';

interface SiteRow {
  id: string;
  kind: string;
  match: { pathPrefix?: string; hosts?: string[] };
}

interface SiteState {
  problems: {
    file?: string;
    line?: number;
    column?: number;
    pointer: string;
    message: string;
    hint?: string;
  }[];
}

function PreviewHome() {
  const [sites, setSites] = useState<SiteRow[] | null>(null);
  const [states, setStates] = useState<Record<string, SiteState>>({});
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetch('/manifests/index.json')
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then(async (index: { sites: SiteRow[] }) => {
        setSites(index.sites);
        for (const site of index.sites) {
          const bundle = (await fetch(`/manifests/sites/${site.id}.json`).then((r) =>
            r.json(),
          )) as SiteState;
          setStates((current) => ({ ...current, [site.id]: { problems: bundle.problems ?? [] } }));
        }
      })
      .catch(() => setError('站点清单加载失败，请确认服务已启动'));
  }, []);

  return (
    <main className="preview">
      <h1>站点预览</h1>
      <p className="preview__lead">每个站点清单及其校验结果。点击站点在新窗口中打开。</p>
      {error && <p role="alert">{error}</p>}
      {!sites && !error && <p>努力加载中…</p>}
      {sites && (
        <table className="preview__table">
          <thead>
            <tr>
              <th scope="col">站点</th>
              <th scope="col">类型</th>
              <th scope="col">地址</th>
              <th scope="col">校验</th>
            </tr>
          </thead>
          <tbody>
            {sites.map((site) => {
              const state = states[site.id];
              const path = site.match.pathPrefix ?? '/';
              return (
                <tr key={site.id} data-site-row={site.id}>
                  <td>{site.id}</td>
                  <td>{site.kind === 'portal' ? '门户' : '活动'}</td>
                  <td>
                    <a href={path} target="_blank" rel="noopener noreferrer">
                      {path}
                    </a>
                  </td>
                  <td>
                    {!state && '…'}
                    {state && state.problems.length === 0 && <span className="ok">通过</span>}
                    {state && state.problems.length > 0 && (
                      <ul className="problems">
                        {state.problems.map((problem, index) => (
                          <li key={index}>
                            <code>{problem.pointer}</code> {problem.message}
                            {problem.hint ? ` — ${problem.hint}` : ''}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </main>
  );
}

createRoot(document.getElementById('preview-root')!).render(<PreviewHome />);
