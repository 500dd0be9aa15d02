/**
 * 本页门禁一览: every gated button of the previewed page (columns) for every visitor (rows:
 * logged out, each role) at the context's time and the chosen contest and enrolment state,
 * each cell the outcome the runtime's engine decides (pageGates.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import type { Gate } from '../../src/runtime/manifest/types';
import type { Translator } from '../../src/runtime/messages/translator';
import { formatBeijing } from '../context/beijingTime';
import { matchPage, type ManifestShape } from '../context/previewedContest';
import { BLOCK_SCHEMAS } from '../editor/blockSchemas';
import type { TableCalendar } from './calendar';
import {
  CONTEST_LABELS,
  CONTEST_STATUSES,
  ENROLMENT_LABELS,
  ENROLMENT_STATUSES,
  IDENTITY_LABELS,
  type ContestStatus,
  type EnrolmentStatus,
} from './dimensions';
import { computePageGates, gateButtonsOfPage, stateOfScenario } from './pageGates';
import { gateReadsFact } from './truthTable';

export interface PageGatesViewProps {
  manifest: ManifestShape;
  gates: Readonly<Record<string, Gate>>;
  t: Translator;
  /** The previewed page, as the context holds it (`/`, `/contest/kpzy2026/enroll`). */
  pagePath: string;
  /** The context's simulated instant; null: real time. */
  now: number | null;
  /** The context's stand-in scenario: the contest and enrolment state the view starts in. */
  scenario: string | null;
  calendar: TableCalendar;
  siteFacts: Record<string, unknown>;
}

export function PageGatesView(props: PageGatesViewProps) {
  const { manifest, gates, t, pagePath, now, scenario, calendar, siteFacts } = props;
  const [state, setState] = useState(() => stateOfScenario(scenario));
  // A new scenario in the context moves the view to the state the live preview now shows.
  useEffect(() => setState(stateOfScenario(scenario)), [scenario]);
  const [realNow] = useState(() => Date.now());
  const at = now ?? realNow;

  const matched = matchPage(manifest, pagePath);
  const pageName = matched?.page ?? null;
  const buttons = useMemo(
    () => (pageName === null ? [] : gateButtonsOfPage(manifest, pageName, t, BLOCK_SCHEMAS)),
    [manifest, pageName, t],
  );
  const reads = (fact: string) =>
    buttons.some((button) => {
      const gate = Object.prototype.hasOwnProperty.call(gates, button.gate)
        ? gates[button.gate]
        : undefined;
      return gate ? gateReadsFact(gate, fact) : false;
    });
  const readsReviewer = reads('isReviewer');
  const readsWhitelist = reads('whitelisted');
  const rows = useMemo(
    () =>
      computePageGates(
        buttons,
        gates,
        t,
        { now: at, contest: state.contest, enrolment: state.enrolment },
        {
          siteFacts,
          times: calendar.times,
          contestId: calendar.contestId ?? undefined,
          reviewer: state.reviewer,
          restricted: state.restricted,
        },
      ),
    [buttons, gates, t, at, state, siteFacts, calendar],
  );

  const when = `${formatBeijing(at)}（北京时间，${now === null ? '真实时间' : '模拟时间'}）`;
  return (
    <section className="tt__page" aria-labelledby="page-gates-title" data-panel="page-gates">
      <h3 id="page-gates-title">
        本页门禁一览：<code>{pagePath}</code>
        {matched ? `（页面 ${matched.page}）` : ''}
      </h3>
      <p className="tt__lead">
        每格是该访客在 {when}
        按下该按钮时门禁的结果（与运行时同一规则引擎计算）。时间在“时间”栏修改。
      </p>
      <p className="tt__lead" data-calendar-source={calendar.source}>
        {calendar.note}
      </p>
      <div className="tt__controls">
        <label>
          活动状态
          <select
            value={state.contest}
            data-page-contest
            onChange={(event) =>
              setState({ ...state, contest: event.target.value as ContestStatus })
            }
          >
            {CONTEST_STATUSES.map((contest) => (
              <option key={contest} value={contest}>
                活动{CONTEST_LABELS[contest]}
              </option>
            ))}
          </select>
        </label>
        <label>
          已登录访客的报名状态
          <select
            value={state.enrolment}
            data-page-enrolment
            onChange={(event) =>
              setState({ ...state, enrolment: event.target.value as EnrolmentStatus })
            }
          >
            {ENROLMENT_STATUSES.map((enrolment) => (
              <option key={enrolment} value={enrolment}>
                {ENROLMENT_LABELS[enrolment]}
              </option>
            ))}
          </select>
        </label>
        {readsReviewer && (
          <label>
            <input
              type="checkbox"
              checked={state.reviewer}
              onChange={(event) => setState({ ...state, reviewer: event.target.checked })}
            />
            已登录访客是评审专家（isReviewer）
          </label>
        )}
        {readsWhitelist && (
          <label>
            <input
              type="checkbox"
              checked={state.restricted}
              onChange={(event) => setState({ ...state, restricted: event.target.checked })}
            />
            白名单活动，已登录访客不在名单内（whitelisted）
          </label>
        )}
      </div>

      {!matched && (
        <p role="status">页面 {pagePath} 不对应本站点的任何路由，没有可列出的门禁按钮。</p>
      )}
      {matched && buttons.length === 0 && (
        <p role="status">本页（{matched.page}）没有带门禁的按钮。</p>
      )}
      {buttons.length > 0 && (
        // Focusable so a keyboard user can scroll a wide table at 375 px.
        <div className="tt__scroll" role="region" aria-label="本页门禁一览（可滚动）" tabIndex={0}>
          <table className="tt__table tt__table--page">
            <caption>
              活动{CONTEST_LABELS[state.contest]}，已登录访客{ENROLMENT_LABELS[state.enrolment]}，
              {when}
            </caption>
            <thead>
              <tr>
                <th scope="col">访客</th>
                {buttons.map((button) => (
                  <th key={button.key} scope="col" data-page-button={button.gate}>
                    <span className="tt__label">{button.label}</span>{' '}
                    <code className="tt__rule">
                      {button.gate}
                      {button.fromDefault ? '（默认）' : ''}
                    </code>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.identity}>
                  <th scope="row">{IDENTITY_LABELS[row.identity]}</th>
                  {row.cells.map((cell) => (
                    <td
                      key={cell.button.key}
                      className={`tt__cell tt__cell--${cell.outcome.kind}`}
                      data-page-cell={`${row.identity}|${cell.button.gate}`}
                    >
                      <span className="tt__text">
                        <span className="tt__outcome">{cell.outcome.text}</span>
                        <code className="tt__rule">{cell.ruleId ?? '无规则命中'}</code>
                      </span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
