/**
 * Training-project list (seed 000 §2 "/training", "/teacherTraining/train",
 * "/teacherTrainingNav/train"; §3 training status; ledger CORE-ROUTE-06, -08, -09): every project
 * (GET {course}/v1/trainings), filtered by status tabs 全部 / 进行中 / 未开始 / 已结束 from the
 * runtime clock, as cards leading to /training/{id}. Optional entries (研修手册, 研修直播) sit
 * above the list. The chosen tab is kept in the address (`?status=`).
 *
 * Training types (seed 000 §3; ledger CORE-CAT-10): a filter row of the type codes szsd, tsyx,
 * xkyx, zymt, yjyx, tjyx. The ids are configuration (environments.json `trainingTypeIds`), so the
 * row offers the codes the environment maps and the request carries the chosen code's id
 * (`type_id`); the chosen code is kept in the address (`?type=`).
 */
import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useNow, useT } from '../../src/runtime/hooks';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { TRAINING_TYPE_CODES } from '../../src/lib/categoryCodes';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { EduImage } from '../../src/shell/ui/EduImage';
import { sizedImage } from '../../src/lib/imageUrl';
import { compactCount } from '../../src/lib/numberFormat';
import {
  trainingPeriod,
  trainingStatusAt,
  type TrainingStatus,
} from '../../src/lib/trainingStatus';
import { Breadcrumb } from '../shared/Breadcrumb';
import { SafeLink } from '../shared/SafeLink';
import { tabIndexForKey } from '../shared/tabKeys';
import {
  Failed,
  StatusBadge,
  trainingLinks,
  useSiteLink,
  useTrainingService,
} from '../training-project/trainingShared';
import './training-list.css';
import type { TrainingListProps } from './props.gen';

export type { TrainingListProps };

/** The environment's training type ids by code, for the codes of the table (CORE-CAT-10). */
export function trainingTypeIdsOf(env: Record<string, unknown>): Map<string, string> {
  const raw = env.trainingTypeIds;
  const ids = new Map<string, string>();
  if (!raw || typeof raw !== 'object') return ids;
  for (const code of TRAINING_TYPE_CODES) {
    const id = (raw as Record<string, unknown>)[code];
    if (typeof id === 'string' && id !== '') ids.set(code, id);
  }
  return ids;
}

type Tab = 'all' | TrainingStatus;
const TABS: { tab: Tab; label: string }[] = [
  { tab: 'all', label: 'msg:training.status.all' },
  { tab: 'inProgress', label: 'msg:training.status.inProgress' },
  { tab: 'notStarted', label: 'msg:training.status.notStarted' },
  { tab: 'ended', label: 'msg:training.status.ended' },
];
const STATUS_QUERY = 'status';
const TYPE_QUERY = 'type';
const REFRESH_MS = 60_000;

export default function TrainingListBlock({ props, blockId }: BlockProps<TrainingListProps>) {
  const t = useT();
  const training = useTrainingService();
  const link = useSiteLink();
  const now = useNow(REFRESH_MS);
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((candidate) => candidate.tab === search.get(STATUS_QUERY))?.tab ?? 'all';
  const { env } = useRuntime();
  const typeIds = useMemo(() => trainingTypeIdsOf(env), [env]);
  const showTypes = props.typeFilter !== false && typeIds.size > 0;
  const typeCode = showTypes ? search.get(TYPE_QUERY) : null;
  const typeId = typeCode ? typeIds.get(typeCode) : undefined;
  const list = useRequest(
    async () => (await training()).list(typeId ? { typeId } : {}),
    [training, typeId],
  );
  const tabIds = useId();
  const panelId = `${blockId}-panel`;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = TABS.findIndex((candidate) => candidate.tab === tab);

  const choose = (next: Tab) => {
    const params = new URLSearchParams(search);
    if (next === 'all') params.delete(STATUS_QUERY);
    else params.set(STATUS_QUERY, next);
    setSearch(params, { replace: true });
  };
  const chooseType = (code: string | null) => {
    const params = new URLSearchParams(search);
    if (code === null) params.delete(TYPE_QUERY);
    else params.set(TYPE_QUERY, code);
    setSearch(params, { replace: true });
  };
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabIndexForKey(event.key, selected, TABS.length);
    if (next === null) return;
    event.preventDefault();
    choose(TABS[next].tab);
    tabRefs.current[next]?.focus();
  };

  let body;
  if (list.state === 'pending' && !list.data)
    body = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (list.state === 'error') body = <Failed onRetry={list.reload} />;
  else {
    const shown = (list.data ?? []).filter(
      (project) =>
        tab === 'all' || trainingStatusAt(project.begin_time, project.end_time, now) === tab,
    );
    body =
      shown.length === 0 ? (
        <p className="training-note training-list__empty">{t('msg:training.list.empty')}</p>
      ) : (
        <ul className="training-list__grid">
          {shown.map((project) => (
            <li key={project.id} className="training-list__item" data-train-id={project.id}>
              <SafeLink className="training-list__card" href={link(trainingLinks.home(project.id))}>
                <span className="training-list__cover">
                  {project.cover_url ? <EduImage src={sizedImage(project.cover_url, 480)} /> : null}
                  <StatusBadge project={project} />
                </span>
                <span className="training-list__body">
                  <span className="training-list__title">{project.title}</span>
                  <span className="training-list__meta">{project.organizer}</span>
                  <span className="training-list__meta">
                    {trainingPeriod(project.begin_time, project.end_time)}
                  </span>
                  <span className="training-list__desc">{project.description}</span>
                  <span className="training-list__meta">
                    {t('msg:training.list.cardFacts', {
                      hours: project.study_hours,
                      count: compactCount(project.enrol_count),
                    })}
                  </span>
                </span>
              </SafeLink>
            </li>
          ))}
        </ul>
      );
  }

  const title = t(props.title);
  return (
    <section
      className="training-page training-list"
      aria-labelledby={`${blockId}-title`}
      data-training-list={list.state === 'finished' ? 'ready' : list.state}
    >
      <Breadcrumb crumbs={props.breadcrumb ?? []} current={title} />
      <h1 id={`${blockId}-title`} className="training-list__heading">
        {title}
      </h1>
      {props.entries && props.entries.length > 0 ? (
        <ul className="training-list__entries">
          {props.entries.map((entry) => (
            <li key={entry.to}>
              <SafeLink className="training-list__entry" href={link(entry.to)}>
                <span className="training-list__entry-label">{t(entry.label)}</span>
                {entry.description ? (
                  <span className="training-list__meta">{t(entry.description)}</span>
                ) : null}
              </SafeLink>
            </li>
          ))}
        </ul>
      ) : null}
      {showTypes ? (
        <div
          className="training-list__types"
          role="group"
          aria-label={t('msg:training.list.typeFilter')}
          data-type-filter={typeId ? typeCode : 'all'}
        >
          <span className="training-list__types-name" aria-hidden="true">
            {t('msg:training.type.label')}
          </span>
          <button
            type="button"
            className="training-list__type"
            aria-pressed={!typeId}
            onClick={() => chooseType(null)}
          >
            {t('msg:training.type.all')}
          </button>
          {[...typeIds.keys()].map((code) => (
            <button
              key={code}
              type="button"
              className="training-list__type"
              data-type-code={code}
              aria-pressed={typeId !== undefined && code === typeCode}
              onClick={() => chooseType(code)}
            >
              {t(`msg:training.type.${code}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div
        className="training-list__tabs"
        role="tablist"
        aria-label={t('msg:training.list.filter')}
        onKeyDown={onTabKey}
      >
        {TABS.map((item, index) => (
          <button
            key={item.tab}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            id={`${tabIds}-${index}`}
            type="button"
            role="tab"
            aria-selected={item.tab === tab}
            aria-controls={panelId}
            tabIndex={item.tab === tab ? 0 : -1}
            className="training-list__tab"
            onClick={() => choose(item.tab)}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${tabIds}-${selected}`}>
        {body}
      </div>
    </section>
  );
}
