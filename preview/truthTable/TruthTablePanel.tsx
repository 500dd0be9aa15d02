/**
 * The gate truth table panel (issue 5, point 3): pick a gate of the site, see its outcome for
 * every identity × enrolment × contest status × date phase, decided by the runtime's engine,
 * with the deciding rule and its trace; findings flag rules that can never decide or read
 * facts no context provides. Clicking a cell applies the matching stand-in scenario and asks
 * the preview app to open the live preview in that context (cellContext.ts says how).
 */
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { PreviewContext } from '../context/previewContext';
import {
  contestOfPage,
  useContestCalendar,
  type ContestCalendar,
} from '../context/previewedContest';
import type { Gate, SiteManifest } from '../../src/runtime/manifest/types';
import { createTranslator, type Translator } from '../../src/runtime/messages/translator';
import { fetchBootIndex, fetchMessages } from '../../src/runtime/boot/siteBundle';
import { fillEnvironmentNamesDeep } from '../../src/runtime/environment';
import {
  CONTEST_LABELS,
  CONTEST_STATUSES,
  DATE_PHASES,
  ENROLMENT_LABELS,
  ENROLMENT_STATUSES,
  IDENTITIES,
  IDENTITY_LABELS,
  PHASE_LABELS,
  combinationKey,
  type Combination,
  type Identity,
  type EnrolmentStatus,
} from './dimensions';
import { computeTruthTable, gateReadsFact, type TruthTableCell } from './truthTable';
import { contextForCell, scenarioFor, type ScenarioAnswer } from './cellContext';
import { platformTime } from './timeline';
import { gatePage } from './gatePage';
import { useTableCalendar } from './calendar';
import { PageGatesView } from './PageGatesView';
import { PageDataView } from './PageDataView';
import './truthTable.css';

export interface TruthTablePanelProps {
  siteId: string;
  siteBundle: unknown;
  onOpenCell(context: Partial<PreviewContext>): void;
  /** The previewed page, time and scenario (the context panel's), for 本页门禁一览. */
  context: Pick<PreviewContext, 'page' | 'now' | 'scenario'>;
  /** The previewed page's contest calendar, as the context panel shows it. */
  pageCalendar: ContestCalendar;
  /** Changes whenever the stand-in's contest may have changed (a scenario was applied). */
  refreshKey: number;
}

const VIEWS = [
  { id: 'gate', label: '按门禁：真值表' },
  { id: 'page', label: '本页门禁一览' },
] as const;
type ViewId = (typeof VIEWS)[number]['id'];

function manifestOf(bundle: unknown): SiteManifest | null {
  if (bundle === null || typeof bundle !== 'object') return null;
  const manifest = (bundle as { manifest?: unknown }).manifest;
  return manifest && typeof manifest === 'object' ? (manifest as SiteManifest) : null;
}

/** Rows: one for a logged-out visitor (who has no enrolment), four per role. */
type Row = { identity: Identity; enrolment: EnrolmentStatus };
const ROWS: Row[] = IDENTITIES.flatMap((identity): Row[] =>
  identity === 'loggedOut'
    ? [{ identity, enrolment: 'none' }]
    : ENROLMENT_STATUSES.map((enrolment) => ({ identity, enrolment })),
);

/** Applies the cell's scenario on the stand-in; its answer carries the contest's times. */
async function applyScenario(name: string): Promise<ScenarioAnswer | null> {
  try {
    const response = await fetch(`/__scenario/${encodeURIComponent(name)}`, { method: 'POST' });
    if (!response.ok) return null;
    return (await response.json()) as ScenarioAnswer;
  } catch {
    return null;
  }
}

export function TruthTablePanel(props: TruthTablePanelProps) {
  const { siteId, siteBundle, onOpenCell, context, pageCalendar, refreshKey } = props;
  const manifest = manifestOf(siteBundle);
  const gates: Record<string, Gate> = useMemo(() => manifest?.gates ?? {}, [manifest]);
  const gateNames = Object.keys(gates);
  const [chosen, setChosen] = useState<string | null>(null);
  const gateName =
    chosen !== null && chosen in gates
      ? chosen
      : gateNames.includes('enroll')
        ? 'enroll'
        : (gateNames[0] ?? null);
  const [t, setT] = useState<Translator | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  /** The default environment's names (`{{contests.kpzy}}` → its id), as the runtime fills them. */
  const [env, setEnv] = useState<object | null>(null);
  /** QA's 评审专家 switch: the `isReviewer` answer of every signed-in cell (reviewTask gate). */
  const [reviewer, setReviewer] = useState(false);
  /** QA's 白名单 switch: the contest is restricted and no visitor is on its list (A-47). */
  const [restricted, setRestricted] = useState(false);
  const [view, setView] = useState<ViewId>('gate');
  /** Bumped after a cell applied its scenario: the contest's dates are fetched again. */
  const [applied, setApplied] = useState(0);

  // One calendar (issue 13, point 6): the phases are drawn from the real dates of the contest
  // the gate's page names, fetched from the stand-in, not from a fixed reference calendar.
  const page = manifest && gateName ? gatePage(manifest, gateName) : '/';
  // undefined until the environment names are read: which contest is not known yet.
  const tableContest =
    manifest && env ? (contestOfPage(manifest, page, env)?.id ?? null) : undefined;
  const calendar = useTableCalendar(useContestCalendar(tableContest, `${refreshKey}:${applied}`));
  const pageDates = useTableCalendar(pageCalendar);
  const siteFacts = useMemo(
    () => (env ? fillEnvironmentNamesDeep(manifest?.facts ?? {}, env) : {}),
    [env, manifest],
  );

  useEffect(() => {
    let live = true;
    fetchMessages('zh-CN')
      .catch(() => ({}))
      .then((catalogue) => {
        if (live) setT(() => createTranslator(catalogue, catalogue));
      });
    fetchBootIndex()
      .then((index) => {
        if (live) setEnv(index.environments.environments[index.environments.default] ?? {});
      })
      .catch(() => live && setEnv({}));
    return () => {
      live = false;
    };
  }, []);

  const table = useMemo(() => {
    if (!t || !env || !gateName || !gates[gateName] || calendar.source === 'loading') return null;
    return computeTruthTable(gates[gateName], t, {
      siteFacts,
      reviewer,
      restricted,
      times: calendar.times,
      contestId: calendar.contestId ?? undefined,
    });
  }, [t, env, gateName, gates, siteFacts, reviewer, restricted, calendar]);
  const reads = (fact: string) =>
    gateName !== null && gateName in gates ? gateReadsFact(gates[gateName], fact) : false;
  const readsReviewer = reads('isReviewer');
  const readsWhitelist = reads('whitelisted');

  if (!manifest)
    return (
      <section className="tt" aria-label="门禁真值表">
        <p role="alert">站点 {siteId} 的清单不可用（请先修正校验问题）</p>
      </section>
    );
  if (!gateName)
    return (
      <section className="tt" aria-label="门禁真值表">
        <p>站点 {siteId} 没有定义门禁。</p>
      </section>
    );

  const selectedCell = selected ? table?.byKey.get(selected) : undefined;

  const open = async (cell: TruthTableCell) => {
    setSelected(cell.key);
    const asked = {
      reviewer: readsReviewer && reviewer,
      restricted: readsWhitelist && restricted,
      times: calendar.times,
    };
    const choice = scenarioFor(cell.combination, asked);
    const answer = await applyScenario(choice.scenario);
    const result = contextForCell(
      cell.combination,
      answer ?? { now: platformTime(Date.now()), contest: null },
      { id: siteId, page },
      asked,
    );
    setApplied((n) => n + 1);
    const notes = [
      answer ? null : '场景接口不可用（服务未以 --scenarios 启动），时间按本表的活动日历推算',
      result.approximate ?? null,
    ].filter((text): text is string => text !== null);
    setNote(notes.length ? notes.join('；') : null);
    onOpenCell(result.context);
  };

  const onViewKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    // The app's own tabs move with ←/→ too: this list handles its keys alone.
    event.preventDefault();
    event.stopPropagation();
    const index = VIEWS.findIndex((item) => item.id === view);
    const next = VIEWS[(index + step + VIEWS.length) % VIEWS.length];
    setView(next.id);
    document.getElementById(`tt-view-tab-${next.id}`)?.focus();
  };

  return (
    <section className="tt" aria-label="门禁真值表" data-panel="truth-table">
      <header className="tt__head">
        <h2>门禁真值表</h2>
        <div role="tablist" aria-label="真值表视图" className="tt__views">
          {VIEWS.map((item) => (
            <button
              key={item.id}
              id={`tt-view-tab-${item.id}`}
              type="button"
              role="tab"
              aria-selected={view === item.id}
              aria-controls={`tt-view-${item.id}`}
              tabIndex={view === item.id ? 0 : -1}
              onClick={() => setView(item.id)}
              onKeyDown={onViewKey}
            >
              {item.label}
            </button>
          ))}
        </div>
      </header>

      {view === 'page' && (
        <div role="tabpanel" id="tt-view-page" aria-labelledby="tt-view-tab-page">
          {t && env ? (
            <PageGatesView
              manifest={manifest}
              gates={gates}
              t={t}
              pagePath={context.page}
              now={context.now}
              scenario={context.scenario}
              calendar={pageDates}
              siteFacts={siteFacts}
            />
          ) : (
            <p>努力加载中…</p>
          )}
          <PageDataView manifest={manifest} pagePath={context.page} />
        </div>
      )}

      {view === 'gate' && (
        <div role="tabpanel" id="tt-view-gate" aria-labelledby="tt-view-tab-gate">
          <div className="tt__controls">
            <label>
              门禁
              <select
                value={gateName}
                onChange={(event) => {
                  setChosen(event.target.value);
                  setSelected(null);
                }}
                data-gate-select
              >
                {gateNames.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            {readsReviewer && (
              <label>
                <input
                  type="checkbox"
                  checked={reviewer}
                  onChange={(event) => {
                    setReviewer(event.target.checked);
                    setSelected(null);
                  }}
                  data-reviewer-switch
                />
                已登录访客是本活动的评审专家（isReviewer）
              </label>
            )}
            {readsWhitelist && (
              <label>
                <input
                  type="checkbox"
                  checked={restricted}
                  onChange={(event) => {
                    setRestricted(event.target.checked);
                    setSelected(null);
                  }}
                  data-whitelist-switch
                />
                白名单活动，已登录访客不在名单内（whitelisted）
              </label>
            )}
            <p className="tt__lead">
              每格是该组合下门禁的结果（与运行时同一规则引擎计算）及决定它的规则；点击一格，在该情境下打开实时预览（
              {page}）。
            </p>
            <p
              className={`tt__lead${calendar.source === 'contest' ? '' : ' tt__warn'}`}
              role="status"
              data-calendar-source={calendar.source}
            >
              {calendar.note}
            </p>
          </div>

          {table && (
            <section className="tt__findings" aria-label="规则检查">
              <h3>规则检查</h3>
              {table.findings.length === 0 ? (
                <p className="tt__ok">每条规则都会在某些组合中生效，没有发现问题。</p>
              ) : (
                <ul>
                  {table.findings.map((finding) => (
                    <li
                      key={`${finding.kind}-${finding.ruleIndex}`}
                      data-finding={finding.kind}
                      data-rule={finding.ruleId}
                    >
                      {finding.message}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}

          {!table && <p>努力加载中…</p>}
          {table && (
            <div className="tt__scroll">
              <table className="tt__table">
                <thead>
                  <tr>
                    <th rowSpan={2} scope="col">
                      身份
                    </th>
                    <th rowSpan={2} scope="col">
                      报名状态
                    </th>
                    {CONTEST_STATUSES.map((contest) => (
                      <th key={contest} colSpan={DATE_PHASES.length} scope="colgroup">
                        活动{CONTEST_LABELS[contest]}
                      </th>
                    ))}
                  </tr>
                  <tr>
                    {CONTEST_STATUSES.flatMap((contest) =>
                      DATE_PHASES.map((phase) => (
                        <th key={`${contest}-${phase}`} scope="col">
                          {PHASE_LABELS[phase]}
                        </th>
                      )),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {ROWS.map(({ identity, enrolment }) => (
                    <tr key={`${identity}-${enrolment}`}>
                      <th scope="row">{IDENTITY_LABELS[identity]}</th>
                      <td className="tt__enrolment">
                        {identity === 'loggedOut' ? '—' : ENROLMENT_LABELS[enrolment]}
                      </td>
                      {CONTEST_STATUSES.flatMap((contest) =>
                        DATE_PHASES.map((phase) => {
                          const combination: Combination = { identity, enrolment, contest, phase };
                          const key = combinationKey(combination);
                          const cell = table.byKey.get(key);
                          if (!cell) return <td key={key} />;
                          return (
                            <td key={key} className={`tt__cell tt__cell--${cell.outcome.kind}`}>
                              <button
                                type="button"
                                data-cell={key}
                                data-rule={cell.ruleId ?? ''}
                                aria-pressed={selected === key}
                                title={traceText(cell)}
                                onClick={() => void open(cell)}
                              >
                                <span className="tt__outcome">{cell.outcome.text}</span>
                                <code className="tt__rule">{cell.ruleId ?? '无规则命中'}</code>
                              </button>
                            </td>
                          );
                        }),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          {note && (
            <p className="tt__note" role="status">
              {note}
            </p>
          )}
          {selectedCell && <TraceView cell={selectedCell} />}
        </div>
      )}
    </section>
  );
}

function describeCombination(combination: Combination): string {
  const who = IDENTITY_LABELS[combination.identity];
  const enrolment =
    combination.identity === 'loggedOut' ? '' : `，${ENROLMENT_LABELS[combination.enrolment]}`;
  return `${who}${enrolment}，活动${CONTEST_LABELS[combination.contest]}，${PHASE_LABELS[combination.phase]}`;
}

function readText(path: string, value: unknown, missing: boolean): string {
  if (missing) return '缺失';
  if (path === 'now' && typeof value === 'number') return platformTime(value);
  const text = JSON.stringify(value);
  return text === undefined ? '—' : text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function traceText(cell: TruthTableCell): string {
  return cell.decision.trace
    .map((entry) => `${entry.matched ? '✔' : '✘'} ${entry.id ?? `#${entry.index}`}`)
    .join('\n');
}

/** Why a cell decided as it did: each rule tried, matched or not, and the facts it read. */
function TraceView(props: { cell: TruthTableCell }) {
  const { cell } = props;
  return (
    <section className="tt__trace" aria-label="判定过程" data-trace={cell.key}>
      <h3>判定过程：{describeCombination(cell.combination)}</h3>
      <p>
        结果：{cell.outcome.text}（规则 <code>{cell.ruleId ?? '无'}</code>，时间{' '}
        {platformTime(cell.now).slice(0, 16).replace('T', ' ')}）
      </p>
      <ol>
        {cell.decision.trace.map((entry) => (
          <li key={entry.index} data-matched={entry.matched}>
            <code>{entry.id ?? `#${entry.index}`}</code> {entry.matched ? '命中' : '未命中'}
            {entry.missingFact ? `，缺少事实 ${entry.missingFact}` : ''}
            {entry.error ? `，出错：${entry.error}` : ''}
            {entry.reads.length > 0 && (
              <span className="tt__reads">
                {' '}
                读取：
                {entry.reads
                  .map((read) => `${read.path} = ${readText(read.path, read.value, read.missing)}`)
                  .join('；')}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
