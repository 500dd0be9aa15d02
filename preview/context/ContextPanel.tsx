/**
 * The context simulator (issue 5, point 2): who is signed in (a stand-in demo account, or no
 * one) and in which role, what time it is, the contest / enrolment scenario, theme, language,
 * page and device width. Every control writes the one PreviewContext, which lives in the URL.
 */
import { useEffect, useId, useState } from 'react';
// The stand-in's demo accounts and role names are the identities the simulator can take.
import { DEMO_USERS, ROLE_LABELS as STAND_IN_ROLE_LABELS } from '../../server/seed-data/users';
import { PREVIEW_WIDTHS, type PreviewContext } from './previewContext';
import { beijingInputValue, epochFromBeijingInput, formatBeijing } from './beijingTime';
import { ContestDates } from './ContestDates';
import type { ContestCalendar } from './previewedContest';

const ROLE_LABELS: Record<string, string> = STAND_IN_ROLE_LABELS;

export interface ScenarioInfo {
  name: string;
  description: string;
}

export interface ContestTimes {
  id: string;
  /** Its name in environments.json (`kpzy`, `dndsteacher.regular`): manifests say {{contests.<name>}}. */
  name: string;
  enrollEnd: number | null;
  end: number | null;
}

/** environments.json `contests`: a name maps to an id, or to a group of named ids. */
export type ContestNames = { [name: string]: string | ContestNames };

/** Every contest id with its dotted name (`dndsteacher.regular`), groups walked through. */
export function contestIdsByName(names: ContestNames, prefix = ''): { name: string; id: string }[] {
  return Object.entries(names).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [{ name: `${prefix}${key}`, id: value }]
      : contestIdsByName(value, `${prefix}${key}.`),
  );
}

const DAY = 24 * 60 * 60 * 1000;

/** The platform's wire time (2026-09-01T09:00:00.000+0800) as epoch ms. */
export function platformTime(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const value = Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(value) ? null : value;
}

export function ContextPanel(props: {
  context: PreviewContext;
  pages: { label: string; path: string }[];
  scenarios: ScenarioInfo[] | null;
  /** The stand-in issues demo-account sessions (scenario mode). */
  identities: boolean;
  contests: ContestTimes[];
  /** The previewed page's contest and its dates (previewedContest.ts). */
  calendar: ContestCalendar;
  onChange(change: Partial<PreviewContext>): void;
}) {
  const { context, pages, scenarios, identities, contests, calendar, onChange } = props;
  const id = useId();
  const account = DEMO_USERS.find((user) => user.account === context.account) ?? null;
  const [customWidth, setCustomWidth] = useState(String(context.width));
  useEffect(() => setCustomWidth(String(context.width)), [context.width]);
  const preset = (PREVIEW_WIDTHS as readonly number[]).includes(context.width);

  return (
    <form
      className="context-panel"
      aria-label="模拟上下文"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="context-panel__row">
        <label htmlFor={`${id}-account`}>身份</label>
        <select
          id={`${id}-account`}
          data-testid="ctx-account"
          value={context.account ?? ''}
          disabled={!identities && !context.account}
          title={identities ? undefined : '身份模拟需要场景接口：以 npm start -- --scenarios 启动'}
          onChange={(event) => {
            const next = DEMO_USERS.find((user) => user.account === event.target.value);
            onChange({ account: next?.account ?? null, role: next?.roles[0] ?? null });
          }}
        >
          <option value="">未登录</option>
          {DEMO_USERS.map((user) => (
            <option key={user.account} value={user.account}>
              {user.label}（{user.account}
              {user.roles.length
                ? `：${user.roles.map((r) => ROLE_LABELS[r] ?? r).join('、')}`
                : ''}
              ）
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-role`}>当前角色</label>
        <select
          id={`${id}-role`}
          data-testid="ctx-role"
          value={context.role ?? ''}
          disabled={!account || account.roles.length === 0}
          onChange={(event) => onChange({ role: event.target.value || null })}
        >
          {(!account || account.roles.length === 0) && (
            <option value="">
              {account ? (account.account_type === 'guest' ? '游客（无角色）' : '无角色') : '—'}
            </option>
          )}
          {account?.roles.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role] ?? role}
            </option>
          ))}
        </select>
      </div>

      {!identities && (
        <p className="muted context-panel__note">
          身份模拟和活动状态需要场景接口：以 <code>npm start -- --scenarios</code> 启动。
        </p>
      )}
      <div className="context-panel__row">
        <label htmlFor={`${id}-time`}>时间（北京时间）</label>
        {/* The field's zone-less value is Beijing time in every browser zone (beijingTime.ts). */}
        <input
          id={`${id}-time`}
          data-testid="ctx-time"
          type="datetime-local"
          aria-describedby={`${id}-time-readout`}
          value={context.now === null ? '' : beijingInputValue(context.now)}
          onChange={(event) => onChange({ now: epochFromBeijingInput(event.target.value) })}
        />
        <button
          type="button"
          onClick={() => onChange({ now: null })}
          disabled={context.now === null}
        >
          真实时间
        </button>
        <button type="button" onClick={() => onChange({ now: (context.now ?? Date.now()) + DAY })}>
          +1 天
        </button>
        {contests.map(
          (contest) =>
            contest.enrollEnd !== null && (
              <button
                key={contest.id}
                type="button"
                data-testid={`ctx-after-enrol-${contest.id}`}
                title={`活动 ${contest.id} 报名截止：${formatBeijing(contest.enrollEnd)}（北京时间）`}
                onClick={() => onChange({ now: (contest.enrollEnd as number) + DAY })}
              >
                报名截止后 1 天
              </button>
            ),
        )}
      </div>
      <p id={`${id}-time-readout`} className="context-panel__note" data-testid="ctx-time-readout">
        {context.now === null
          ? '预览使用真实时间'
          : `预览时间：${formatBeijing(context.now)}（北京时间 UTC+08:00）`}
      </p>
      <ContestDates calendar={calendar} now={context.now} />

      <div className="context-panel__row">
        <label htmlFor={`${id}-scenario`}>活动状态</label>
        <select
          id={`${id}-scenario`}
          data-testid="ctx-scenario"
          value={context.scenario ?? ''}
          disabled={!scenarios}
          title={scenarios ? undefined : '场景接口未开启：以 npm start -- --scenarios 启动'}
          onChange={(event) => onChange({ scenario: event.target.value || null })}
        >
          <option value="">{scenarios ? '保持当前' : '场景接口未开启'}</option>
          {scenarios?.map((scenario) => (
            <option key={scenario.name} value={scenario.name}>
              {scenario.description}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-theme`}>主题</label>
        <select
          id={`${id}-theme`}
          value={context.theme}
          onChange={(event) => onChange({ theme: event.target.value as PreviewContext['theme'] })}
        >
          <option value="site">站点默认</option>
          <option value="light">浅色 light</option>
          <option value="dark">深色 dark</option>
        </select>
        <label htmlFor={`${id}-lang`}>语言</label>
        <select
          id={`${id}-lang`}
          value={context.lang}
          onChange={(event) => onChange({ lang: event.target.value === 'en' ? 'en' : 'zh-CN' })}
        >
          <option value="zh-CN">中文</option>
          <option value="en">English</option>
        </select>
      </div>

      <div className="context-panel__row">
        <label htmlFor={`${id}-page`}>页面</label>
        <input
          id={`${id}-page`}
          data-testid="ctx-page"
          list={`${id}-pages`}
          value={context.page}
          onChange={(event) =>
            event.target.value.startsWith('/') && onChange({ page: event.target.value })
          }
        />
        <datalist id={`${id}-pages`}>
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.label}
            </option>
          ))}
        </datalist>
        <span className="context-panel__widths" role="group" aria-label="设备宽度">
          {PREVIEW_WIDTHS.map((width) => (
            <button
              key={width}
              type="button"
              aria-pressed={context.width === width}
              onClick={() => onChange({ width })}
            >
              {width}
            </button>
          ))}
          <input
            aria-label="自定义宽度（像素）"
            className={preset ? '' : 'is-active'}
            type="number"
            min={240}
            max={3840}
            value={customWidth}
            onChange={(event) => setCustomWidth(event.target.value)}
            onBlur={() => {
              const width = Number(customWidth);
              if (Number.isInteger(width) && width >= 240 && width <= 3840) onChange({ width });
              else setCustomWidth(String(context.width));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
          />
        </span>
      </div>
    </form>
  );
}
