/**
 * One item of a library shown on its own page (a campaign work: show/content?workId&libraryId).
 * An item that is no longer in its library shows 'Oops, this content has been taken down' with
 * a link to see the others.
 */
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useSafeHref, useServices, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { siteHref } from '../../src/runtime/links/siteHref';
import { sizedImage } from '../../src/lib/imageUrl';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import './content-detail.css';
import { EduImage } from '../../src/shell/ui/EduImage';
import { useResourceDuration } from '../../src/analytics/useResourceDuration';
import type { ContentDetailProps } from './props.gen';

export type { ContentDetailProps };

export default function ContentDetailBlock({ props }: BlockProps<ContentDetailProps>) {
  const t = useT();
  const services = useServices();
  const { sitePrefix } = useRuntime();
  const safeHref = useSafeHref();
  const query = new URLSearchParams(useLocation().search);
  const id = query.get(props.idFromQuery);
  const libraryId = query.get(props.libraryIdFromQuery);
  const request = useRequest(
    () => (libraryId ? services.library.contents(libraryId) : Promise.resolve([])),
    [libraryId, services],
  );
  const item = request.data?.find((candidate) => candidate.id === id);
  // Time on this content (seed 001 §9, HD-ANALYTICS-12): from when it is shown.
  useResourceDuration(item ? { id: item.id, type: item.resource_type } : null);
  if (request.state === 'pending') return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (!item)
    return (
      <section className="content-detail content-detail--removed" data-content-removed="true">
        <p>{t('msg:shell.contentRemoved')}</p>
        <a href={safeHref(siteHref(sitePrefix, props.othersTo))}>{t('msg:shell.seeOthers')}</a>
      </section>
    );
  const source =
    item.extra?.source ?? item.extra?.providers?.[0]?.name ?? t('msg:section.defaultSource');
  return (
    <article className="content-detail" data-content-id={item.id}>
      {item.cover_url && (
        <EduImage
          className="content-detail__cover"
          src={sizedImage(item.cover_url, 1080)}
          lazy={false}
        />
      )}
      <h1 className="content-detail__title">{item.title}</h1>
      <p className="content-detail__meta">
        <span>{source}</span>
        {item.create_time && (
          <time dateTime={item.create_time}>{item.create_time.slice(0, 10)}</time>
        )}
      </p>
      {(item.extra?.brief_introduction ?? item.description) && (
        <p className="content-detail__body">{item.extra?.brief_introduction ?? item.description}</p>
      )}
    </article>
  );
}
