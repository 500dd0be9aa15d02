/**
 * The QA and operator preview app (/preview; its own Vite entry, never in the visitor's bundle).
 *
 * Left, by tab: 编辑 (sites and their pages and blocks, the schema form beside the JSON source,
 * the validation panel), 门禁真值表 and 组件目录. Right, always: the context simulator and the
 * live preview of the draft. The whole context is in the address (previewContext.ts), so a
 * copied link reproduces exactly what someone saw.
 */
import { createRoot } from 'react-dom/client';
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import {
  decodePreviewContext,
  frameHref,
  previewHref,
  type PreviewContext,
} from './context/previewContext';
import {
  ContextPanel,
  contestIdsByName,
  platformTime,
  type ContestNames,
  type ContestTimes,
  type ScenarioInfo,
} from './context/ContextPanel';
import {
  createDraft,
  editAt,
  editText,
  lineOf,
  manifestForFrame,
  selectionOfPointer,
  selectionPointer,
  valueAt,
  type Draft,
  type Selection,
} from './editor/draft';
import { contestOfPage, useContestCalendar, type ManifestShape } from './context/previewedContest';
import { FormView } from './editor/FormView';
import { SourceView } from './editor/SourceView';
import { ProblemsPanel } from './editor/ProblemsPanel';
import { SharedProblems, sharedProblemsOf, type SharedFileProblems } from './editor/SharedProblems';
import { useDraftChecks } from './editor/useDraftChecks';
import { BLOCK_SCHEMAS } from './editor/blockSchemas';
import type { ShownProblem } from './editor/problems';
import { LivePreview } from './livePreview/LivePreview';
import { SaveDialog } from './save/SaveDialog';
import { downloadDraft } from './save/download';
import './preview.css';

const TruthTablePanel = lazy(() =>
  import('./truthTable/TruthTablePanel').then((module) => ({ default: module.TruthTablePanel })),
);
const BlockCatalogue = lazy(() =>
  import('./catalogue/BlockCatalogue').then((module) => ({ default: module.BlockCatalogue })),
);

interface SiteRow {
  id: string;
  kind: string;
  match: { pathPrefix?: string; hosts?: string[] };
}

interface ServedBundle {
  manifest: { gates?: Record<string, unknown>; pages?: Record<string, unknown> } | null;
  problems: unknown[];
}

/** The parts of /manifests/index.json the preview app reads. */
interface ManifestIndex extends Partial<SharedFileProblems> {
  sites: SiteRow[];
  environments?: {
    default: string;
    environments: Record<string, { contests?: ContestNames }>;
  } | null;
}

interface ServerStatus {
  mode: 'preview' | 'production';
  scenarios: boolean;
  save: boolean;
}

const TABS = [
  { id: 'edit', label: '编辑' },
  { id: 'truth', label: '门禁真值表' },
  { id: 'catalogue', label: '组件目录' },
] as const;
type TabId = (typeof TABS)[number]['id'];

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A route's path inside the site as the context's `page` holds it. */
function pagePath(routePath: string): string {
  return routePath === '' ? '/' : `/${routePath}`;
}

function PreviewApp() {
  const [context, setContext] = useState<PreviewContext>(() =>
    decodePreviewContext(new URLSearchParams(window.location.search)),
  );
  const [tab, setTab] = useState<TabId>('edit');
  const [sites, setSites] = useState<SiteRow[] | null>(null);
  const [shared, setShared] = useState<SharedFileProblems>({ problems: [], lastGood: [] });
  const [contests, setContests] = useState<ContestTimes[]>([]);
  /** The default environment's names (`{{contests.kpzy}}` → its id); null until read. */
  const [env, setEnv] = useState<object | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [status, setStatus] = useState<ServerStatus | null>(null);
  const [scenarios, setScenarios] = useState<ScenarioInfo[] | null>(null);
  const [bundle, setBundle] = useState<ServedBundle | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [siteError, setSiteError] = useState<string | null>(null);
  const [selection, setSelection] = useState<Selection>({ kind: 'site' });
  const [focusLine, setFocusLine] = useState<number | null>(null);
  const [frameNonce, setFrameNonce] = useState(0);
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState(false);
  const editedAt = useRef(performance.now());

  const updateContext = useCallback((change: Partial<PreviewContext>) => {
    setContext((current) => {
      const next = { ...current, ...change };
      window.history.replaceState(null, '', previewHref(next));
      return next;
    });
  }, []);

  // Boot: sites, what the server allows, scenarios, contest times.
  useEffect(() => {
    getJson<ManifestIndex>('/manifests/index.json')
      .then(async (index) => {
        setSites(index.sites);
        setShared(sharedProblemsOf(index));
        const env = index.environments?.environments[index.environments.default];
        setEnv(env ?? {});
        const named = contestIdsByName(env?.contests ?? {});
        const times = await Promise.all(
          named.map(({ name, id }) =>
            getJson<{ end_time?: string; enroll_setting?: { end_time?: string } }>(
              `/svc/contest/contests/${encodeURIComponent(id)}/actions/detail`,
            )
              .then((detail) => ({
                id,
                name,
                enrollEnd: platformTime(detail.enroll_setting?.end_time),
                end: platformTime(detail.end_time),
              }))
              .catch(() => null),
          ),
        );
        setContests(times.filter((time): time is ContestTimes => time !== null));
      })
      .catch(() => setLoadError('站点清单加载失败，请确认服务已启动'));
    getJson<ServerStatus>('/__preview/status')
      .then(setStatus)
      .catch(() => setStatus({ mode: 'production', scenarios: false, save: false }));
  }, []);

  // The shared files may be fixed (or broken) in an editor meanwhile: read their problems again
  // whenever the operator comes back to this window.
  useEffect(() => {
    const refresh = () => {
      getJson<ManifestIndex>('/manifests/index.json')
        .then((index) => setShared(sharedProblemsOf(index)))
        .catch(() => undefined);
    };
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, []);

  useEffect(() => {
    if (!status?.scenarios) return;
    getJson<ScenarioInfo[]>('/__scenario')
      .then(setScenarios)
      .catch(() => setScenarios(null));
  }, [status]);

  // The selected site: its served bundle and the file text the draft starts from.
  useEffect(() => {
    if (!status) return;
    let live = true;
    setBundle(null);
    setDraft(null);
    setSiteError(null);
    setSelection({ kind: 'site' });
    const id = context.site;
    Promise.all([
      getJson<ServedBundle>(`/manifests/sites/${encodeURIComponent(id)}.json`).catch(() => null),
      status.save
        ? getJson<{ text: string }>(`/__preview/sites/${encodeURIComponent(id)}/source`).catch(
            () => null,
          )
        : Promise.resolve(null),
    ]).then(([served, source]) => {
      if (!live) return;
      if (!served && !source) {
        setSiteError(`站点 ${id} 加载失败`);
        return;
      }
      setBundle(served ?? { manifest: null, problems: [] });
      const text =
        source?.text ?? (served?.manifest ? `${JSON.stringify(served.manifest, null, 2)}\n` : '');
      if (!text) {
        setSiteError(`站点 ${id} 的清单无法读取`);
        return;
      }
      setDraft(createDraft(id, text));
    });
    return () => {
      live = false;
    };
  }, [context.site, status]);

  // A scenario in the context is applied on the stand-in, then the frame starts afresh.
  const appliedScenario = useRef<string | null>(null);
  useEffect(() => {
    if (!status?.scenarios || !context.scenario || appliedScenario.current === context.scenario)
      return;
    appliedScenario.current = context.scenario;
    fetch(`/__scenario/${encodeURIComponent(context.scenario)}`, { method: 'POST' })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json() as Promise<{
          contest?: {
            id?: string;
            contest_id?: string;
            end_time?: string;
            enroll_setting?: { end_time?: string };
          } | null;
        }>;
      })
      .then((answer) => {
        const contest = answer.contest;
        if (contest)
          setContests((current) =>
            current.map((item) =>
              item.id === (contest.contest_id ?? contest.id)
                ? {
                    ...item,
                    enrollEnd: platformTime(contest.enroll_setting?.end_time),
                    end: platformTime(contest.end_time),
                  }
                : item,
            ),
          );
        setFrameNonce((n) => n + 1);
      })
      .catch(() => setSiteError(`场景 ${context.scenario} 应用失败`));
  }, [context.scenario, status]);

  // The previewed page's contest and its real dates (one calendar for the context panel, the
  // truth table and the per-page gate view), fetched again after a scenario moved them.
  const served = useMemo(
    () => ({
      gates: (bundle?.manifest?.gates ?? {}) as Record<string, unknown>,
      pages: (bundle?.manifest?.pages ?? {}) as Record<string, unknown>,
    }),
    [bundle],
  );
  // The draft as the frame shows it: shared pages and gates inlined (a shared page's blocks name
  // the contest the page previews).
  const manifestValue = useMemo(
    () => (draft?.value ? manifestForFrame(draft.value, served) : (bundle?.manifest ?? null)),
    [draft, served, bundle],
  );
  const previewedContestId = useMemo(() => {
    if (env === null || !sites) return undefined;
    if (manifestValue === null || typeof manifestValue !== 'object') return null;
    return contestOfPage(manifestValue as ManifestShape, context.page, env)?.id ?? null;
  }, [env, sites, manifestValue, context.page]);
  const calendar = useContestCalendar(previewedContestId, frameNonce);

  const checks = useDraftChecks(draft, served, status?.save ?? false);

  const site = sites?.find((row) => row.id === context.site) ?? null;
  const prefix = site?.match.pathPrefix ?? '/';
  const nowRef = useRef(context.now);
  nowRef.current = context.now;
  const frameSrc = useMemo(
    () => frameHref({ ...context, now: nowRef.current }, prefix),
    // Width and time reach the frame without a reload; everything else needs a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      prefix,
      context.page,
      context.account,
      context.role,
      context.theme,
      context.lang,
      context.site,
    ],
  );

  const routes = useMemo(() => {
    const value = draft?.value as { routes?: { path: string; page: string }[] } | undefined;
    return Array.isArray(value?.routes) ? value.routes : [];
  }, [draft]);
  const pages = useMemo(() => {
    const value = draft?.value as
      { pages?: Record<string, { blocks?: { type?: string }[] }> } | undefined;
    return value?.pages && typeof value.pages === 'object' ? Object.entries(value.pages) : [];
  }, [draft]);
  const pageChoices = useMemo(
    () =>
      routes
        .filter((route) => typeof route.path === 'string')
        .map((route) => ({ label: route.page, path: pagePath(route.path) })),
    [routes],
  );

  const select = (next: Selection) => {
    setSelection(next);
    if (draft) setFocusLine(lineOf(draft.text, selectionPointer(next)));
    if (next.kind !== 'site') {
      // Show the page in the preview when a route without parameters leads to it.
      const route = routes.find((item) => item.page === next.page && !item.path.includes(':'));
      if (route) updateContext({ page: pagePath(route.path) });
    }
  };

  const onFormChange = useCallback((pointer: string, next: unknown) => {
    editedAt.current = performance.now();
    setDraft((current) => (current ? editAt(current, pointer, next) : current));
  }, []);
  const onSourceChange = useCallback((text: string) => {
    editedAt.current = performance.now();
    setDraft((current) => (current ? editText(current, text) : current));
  }, []);
  const openProblem = (problem: ShownProblem) => {
    setTab('edit');
    setSelection(selectionOfPointer(problem.pointer));
    setFocusLine(problem.line);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((item) => item.id === tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length];
    setTab(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };

  // Problems per page and per block, shown in the tree so a broken part is found at a glance.
  const problemCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const problem of checks.problems) {
      const where = selectionOfPointer(problem.pointer);
      const keys =
        where.kind === 'site'
          ? ['site']
          : where.kind === 'page'
            ? [`page:${where.page}`]
            : [`page:${where.page}`, `block:${where.page}/${where.index}`];
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }, [checks.problems]);
  const countBadge = (key: string) => {
    const count = problemCounts.get(key);
    return count ? (
      <span className="tree__count" aria-label={`${count} 个问题`}>
        {count}
      </span>
    ) : null;
  };

  const selectedExists = draft?.value
    ? valueAt(draft.value, selectionPointer(selection)) !== undefined
    : false;

  return (
    <div className="app">
      <header className="app__bar">
        <h1>站点预览</h1>
        <div role="tablist" aria-label="功能" className="tabs">
          {TABS.map((item) => (
            <button
              key={item.id}
              id={`tab-${item.id}`}
              role="tab"
              type="button"
              aria-selected={tab === item.id}
              aria-controls={`panel-${item.id}`}
              tabIndex={tab === item.id ? 0 : -1}
              onClick={() => setTab(item.id)}
              onKeyDown={onTabKey}
            >
              {item.label}
            </button>
          ))}
        </div>
        <div className="app__actions">
          {status?.mode === 'production' && <span className="muted">只读：服务不在预览模式</span>}
          {status?.save && (
            <button
              type="button"
              disabled={!draft || checks.problems.length > 0}
              title={checks.problems.length ? '草稿有错误，不能保存' : undefined}
              onClick={() => setSaving(true)}
            >
              保存到文件…
            </button>
          )}
          <button
            type="button"
            disabled={!draft}
            onClick={() => draft && downloadDraft(draft.siteId, draft.text)}
          >
            下载 JSON
          </button>
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard?.writeText(window.location.href).then(() => {
                setCopied(true);
                setTimeout(() => setCopied(false), 1500);
              });
            }}
          >
            {copied ? '已复制' : '复制当前链接'}
          </button>
        </div>
      </header>

      {loadError && (
        <p role="alert" className="app__error">
          {loadError}
        </p>
      )}
      <SharedProblems {...shared} />

      <div className="app__body">
        <section
          id={`panel-${tab}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab}`}
          className="app__main"
        >
          {tab === 'edit' && (
            <div className="editor">
              <nav className="tree" aria-label="站点与页面">
                {!sites && !loadError && <p className="muted">努力加载中…</p>}
                <ul>
                  {sites?.map((row) => (
                    <li key={row.id} data-site-row={row.id}>
                      <button
                        type="button"
                        className="tree__site"
                        aria-current={row.id === context.site}
                        onClick={() =>
                          row.id !== context.site && updateContext({ site: row.id, page: '/' })
                        }
                      >
                        {row.id}
                        <span className="muted">
                          {' '}
                          {row.kind === 'portal' ? '门户' : '活动'} {row.match.pathPrefix}
                        </span>
                      </button>
                      {row.id === context.site && draft && (
                        <ul>
                          <li>
                            <button
                              type="button"
                              aria-current={selection.kind === 'site'}
                              onClick={() => select({ kind: 'site' })}
                            >
                              站点设置
                              {countBadge('site')}
                            </button>
                          </li>
                          {pages.map(([name, page]) => (
                            <li key={name}>
                              <button
                                type="button"
                                data-page={name}
                                aria-current={selection.kind === 'page' && selection.page === name}
                                onClick={() => select({ kind: 'page', page: name })}
                              >
                                页面 {name}
                                {countBadge(`page:${name}`)}
                              </button>
                              {selection.kind !== 'site' && selection.page === name && (
                                <ul>
                                  {(Array.isArray(page.blocks) ? page.blocks : []).map(
                                    (block, index) => (
                                      <li key={index}>
                                        <button
                                          type="button"
                                          data-block={`${name}/${index}`}
                                          aria-current={
                                            selection.kind === 'block' && selection.index === index
                                          }
                                          onClick={() =>
                                            select({ kind: 'block', page: name, index })
                                          }
                                        >
                                          {index + 1}. {String(block?.type ?? '?')}
                                          {countBadge(`block:${name}/${index}`)}
                                        </button>
                                      </li>
                                    ),
                                  )}
                                </ul>
                              )}
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="editor__form" aria-label="表单编辑">
                <h2>
                  {selection.kind === 'site'
                    ? `站点设置 · ${context.site}`
                    : selection.kind === 'page'
                      ? `页面 ${selection.page}`
                      : `页面 ${selection.page} · 第 ${selection.index + 1} 个组件`}
                </h2>
                {siteError && (
                  <p role="alert" className="app__error">
                    {siteError}
                  </p>
                )}
                {!draft && !siteError && <p className="muted">正在加载站点清单…</p>}
                {draft?.value && selectedExists && (
                  <FormView
                    value={draft.value}
                    selection={selection}
                    blockSchemas={BLOCK_SCHEMAS}
                    problems={checks.problems}
                    onChange={onFormChange}
                  />
                )}
                {draft?.value && !selectedExists && (
                  <p className="muted">所选内容在草稿中不存在，请在左侧重新选择。</p>
                )}
              </div>
              <div className="editor__source">
                <h2>JSON 源码</h2>
                {draft && (
                  <SourceView
                    text={draft.text}
                    problems={checks.problems}
                    focusLine={focusLine}
                    onChange={onSourceChange}
                  />
                )}
              </div>
              <div className="editor__problems">
                {draft && (
                  <ProblemsPanel
                    file={checks.file ?? context.site}
                    problems={checks.problems}
                    checking={checks.checking}
                    checkNote={checks.note}
                    onOpen={openProblem}
                  />
                )}
              </div>
            </div>
          )}
          {tab === 'truth' && (
            <Suspense fallback={<p className="muted">门禁真值表加载中…</p>}>
              <TruthTablePanel
                siteId={context.site}
                siteBundle={bundle}
                context={context}
                pageCalendar={calendar}
                refreshKey={frameNonce}
                onOpenCell={(change) => {
                  // The cell's context, shown afresh (its scenario may just have been re-applied).
                  updateContext(change);
                  setFrameNonce((n) => n + 1);
                }}
              />
            </Suspense>
          )}
          {tab === 'catalogue' && (
            <Suspense fallback={<p className="muted">组件目录加载中…</p>}>
              <BlockCatalogue />
            </Suspense>
          )}
        </section>

        <aside className="app__preview" aria-label="实时预览">
          <ContextPanel
            context={context}
            pages={pageChoices}
            scenarios={scenarios}
            identities={status?.scenarios ?? false}
            contests={contests.filter((contest) =>
              draft?.text.includes(`{{contests.${contest.name}}}`),
            )}
            calendar={calendar}
            onChange={updateContext}
          />
          {site ? (
            <LivePreview
              key={`${frameNonce}`}
              src={frameSrc}
              width={context.width}
              draft={checks.frameDraft}
              editedAt={editedAt.current}
              now={context.now}
            />
          ) : (
            <p className="muted">{sites ? `没有站点 ${context.site}` : '努力加载中…'}</p>
          )}
        </aside>
      </div>
      {saving && draft && (
        <SaveDialog
          siteId={draft.siteId}
          text={draft.text}
          onClose={() => setSaving(false)}
          onSaved={() => undefined}
        />
      )}
    </div>
  );
}

createRoot(document.getElementById('preview-root')!).render(<PreviewApp />);
