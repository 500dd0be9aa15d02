/**
 * The content detail page (seed 000 §2 `/content/detail` and `{base}/detail?contentId&contentType
 * &channelId&libraryId&showPv`): one resource of any type of seed 000 §3, with its source, its
 * recent-time label, views and likes. A resource that does not exist or was taken down shows
 * 'Oops, this content has been taken down' with a 'see others' link (the empty-content screen);
 * a type the portal does not know shows 当前资源类型暂不支持 (seed 000 §5, §8).
 */
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useNow, useSafeHref, useServices, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { siteHref } from '../../src/runtime/links/siteHref';
import { useResourceDuration } from '../../src/analytics/useResourceDuration';
import { isKnownResourceType, kindOf } from '../../src/lib/resourceKind';
import { recentTimeLabel } from '../../src/lib/timeLabel';
import { ErrorScreen, LoadingIndicator } from '../../src/runtime/screens/screens';
import EmptyContentBlock from '../empty-content/EmptyContentBlock';
import { seeOthersPath } from '../empty-content/seeOthers';
import type { ResourceDetail } from '../../src/services/entities';
import { DetailBody } from './DetailBody';
import { LikeBar } from './LikeBar';
import { Breadcrumb } from '../shared/Breadcrumb';
import './resource-detail.css';
import type { ResourceDetailProps } from './props.gen';

export type { ResourceDetailProps };

/** The display type value of the simple layout (seed 000 §2 youth detail). */
export const SIMPLE_DISPLAY_TYPE = 'simple';

function Unsupported({ othersTo }: { othersTo?: string }) {
  const t = useT();
  const { sitePrefix } = useRuntime();
  const safeHref = useSafeHref();
  const { pathname } = useLocation();
  const target = seeOthersPath(pathname, othersTo ? siteHref(sitePrefix, othersTo) : null);
  return (
    <section className="empty-content" data-screen="unsupported-resource">
      <div className="empty-content__art" aria-hidden="true" />
      <p className="empty-content__text">{t('msg:section.unsupportedResource')}</p>
      <a className="edu-action empty-content__action" href={safeHref(target) ?? '/'}>
        {t('msg:shell.seeOthers')}
      </a>
    </section>
  );
}

function Detail({ detail, simple }: { detail: ResourceDetail; simple?: boolean }) {
  const t = useT();
  const now = useNow(60_000);
  const kind = kindOf(detail.resource_type);
  const source =
    detail.extra?.source ?? detail.extra?.providers?.[0]?.name ?? t('msg:section.defaultSource');
  const published = recentTimeLabel(detail.create_time, now, t);
  const introduction = detail.extra?.brief_introduction ?? detail.description;
  // Time on this content (seed 000 §9, seed 001 §9; CORE-ANALYTICS-04, HD-ANALYTICS-12).
  useResourceDuration({ id: detail.id, type: detail.resource_type });
  return (
    <article
      className={`resource-detail resource-detail--${kind}${simple ? ' resource-detail--simple' : ''}`}
      data-content-id={detail.id}
      data-resource-type={detail.resource_type}
      data-display={simple ? SIMPLE_DISPLAY_TYPE : 'full'}
    >
      <header className="resource-detail__header">
        <h1 className="resource-detail__title">{detail.title}</h1>
        <p className="resource-detail__meta">
          <span>{t('msg:detail.source', { source })}</span>
          {published && (
            <time dateTime={detail.create_time} className="resource-detail__time">
              {published}
            </time>
          )}
        </p>
      </header>
      <div className="resource-detail__body">
        <DetailBody detail={detail} />
      </div>
      {!simple && <LikeBar resourceId={detail.resource_id || detail.id} />}
      {kind !== 'article' && introduction && (
        <p className="resource-detail__introduction">{introduction}</p>
      )}
    </article>
  );
}

export default function ResourceDetailBlock({ props, blockId }: BlockProps<ResourceDetailProps>) {
  const t = useT();
  const services = useServices();
  const query = new URLSearchParams(useLocation().search);
  const contentId = query.get(props.idFromQuery)?.trim() ?? '';
  const contentType = query.get(props.typeFromQuery)?.trim() || undefined;
  const simple =
    !!props.displayTypeFromQuery &&
    query.get(props.displayTypeFromQuery)?.trim() === SIMPLE_DISPLAY_TYPE;
  const crumbText = props.breadcrumbFromQuery
    ? query.get(props.breadcrumbFromQuery)?.trim() || undefined
    : undefined;
  const request = useRequest(
    () => (contentId ? services.content.detail(contentId, contentType) : Promise.resolve(null)),
    [contentId, contentType, services],
  );
  if (request.state === 'pending') return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (request.state === 'error') {
    return (
      <ErrorScreen
        message={t('msg:shell.error')}
        homeLabel={t('msg:shell.backHome')}
        homeHref="/"
      />
    );
  }
  const detail = request.data;
  if (!detail || detail.status === 'offline') {
    return (
      <EmptyContentBlock props={{ othersTo: props.othersTo }} blockId={`${blockId}-removed`} />
    );
  }
  const type = detail.resource_type || contentType;
  if (!isKnownResourceType(type)) return <Unsupported othersTo={props.othersTo} />;
  const crumbs = props.breadcrumb ?? [];
  if (crumbs.length === 0)
    return <Detail detail={{ ...detail, resource_type: type }} simple={simple} />;
  return (
    <div className="resource-detail__page">
      <Breadcrumb crumbs={crumbs} current={crumbText ?? detail.title} />
      <Detail detail={{ ...detail, resource_type: type }} simple={simple} />
    </div>
  );
}
