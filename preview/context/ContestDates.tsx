/**
 * Beside the simulated time field: the previewed contest's four dates (Beijing time) and a
 * warning when the chosen time falls outside the contest or its enrolment window, so QA notice
 * that "nothing happens" is the calendar, not a bug.
 */
import { formatBeijing } from './beijingTime';
import { calendarWarnings, type ContestCalendar } from './previewedContest';

export function ContestDates(props: {
  calendar: ContestCalendar;
  /** The simulated instant; null: real time. */
  now: number | null;
}) {
  const { calendar, now } = props;
  if (calendar.state === 'none')
    return (
      <p className="context-panel__note muted" data-testid="ctx-contest-dates">
        本页与本站点都没有指定活动，没有活动日期可对照。
      </p>
    );
  if (calendar.state === 'loading')
    return (
      <p className="context-panel__note muted" data-testid="ctx-contest-dates">
        {calendar.id === null ? '活动日期加载中…' : `活动 ${calendar.id} 的日期加载中…`}
      </p>
    );
  if (calendar.state === 'failed')
    return (
      <p className="context-panel__note context-panel__warning" role="alert">
        活动 {calendar.id} 的日期获取失败：{calendar.reason}
      </p>
    );
  const { times } = calendar;
  const at = now ?? Date.now();
  const warnings = calendarWarnings(at, times);
  const dates: [string, number][] = [
    ['活动开始', times.begin],
    ['报名开始', times.enrollBegin],
    ['报名截止', times.enrollEnd],
    ['活动结束', times.end],
  ];
  return (
    <div className="context-panel__contest" data-testid="ctx-contest-dates">
      <p className="context-panel__note">
        活动 <code>{calendar.id}</code>
        {calendar.title ? `（${calendar.title}）` : ''}的日期，北京时间：
      </p>
      <dl className="context-panel__dates">
        {dates.map(([label, instant]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <time dateTime={new Date(instant).toISOString()}>{formatBeijing(instant)}</time>
            </dd>
          </div>
        ))}
      </dl>
      <div role="status" className="context-panel__check" data-testid="ctx-time-check">
        {warnings.length === 0 ? (
          <p className="context-panel__note context-panel__ok">所选时间在活动时间与报名时间内。</p>
        ) : (
          warnings.map((warning) => (
            <p key={warning} className="context-panel__note context-panel__warning">
              {warning}
            </p>
          ))
        )}
      </div>
    </div>
  );
}
