/**
 * A library's contents as a list (news, guides) or a works grid, for list pages such as
 * /hd/kpzy/list?libraryId=… and /hd/kpzy/show. Works link to show/content?workId&libraryId.
 */
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useSafeHref, useServices, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { siteHref } from '../../src/runtime/links/siteHref';
import { sizedImage } from '../../src/lib/imageUrl';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import type { LibraryContent } from '../../src/services/entities';
import './library-list.css';
import { EduImage } from '../../src/shell/ui/EduImage';
import type { LibraryListProps } from './props.gen';

export type { LibraryListProps };

function itemDate(item: LibraryContent): string {
  return (item.extra?.date ?? item.create_time ?? '').slice(0, 10);
}

export default function LibraryListBlock({ props }: BlockProps<LibraryListProps>) {
  const t = useT();
  const services = useServices();
  const { sitePrefix } = useRuntime();
  const safeHref = useSafeHref();
  const location = useLocation();
  const libraryId =
    props.libraryId ??
    (props.libraryIdFromQuery
      ? (new URLSearchParams(location.search).get(props.libraryIdFromQuery) ?? undefined)
      : undefined);
  const request = useRequest(
    () => (libraryId ? services.library.contents(libraryId) : Promise.resolve([])),
    [libraryId, services],
  );

  if (!libraryId) return <p className="library-list__empty">{t('msg:list.missingLibrary')}</p>;
  if (request.state === 'pending') return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (request.state === 'error')
    return <p className="library-list__empty">{t('msg:shell.error')}</p>;
  const items = request.data ?? [];
  if (items.length === 0)
    return (
      <p className="library-list__empty">
        {t(props.layout === 'works' ? 'msg:section.empty.collecting' : 'msg:list.empty')}
      </p>
    );

  if (props.layout === 'works')
    return (
      <ul className="library-list library-list--works">
        {items.map((item) => {
          const href = safeHref(
            siteHref(
              sitePrefix,
              `show/content?workId=${encodeURIComponent(item.id)}&libraryId=${encodeURIComponent(libraryId)}`,
            ),
          );
          return (
            <li key={item.id}>
              <a href={href} className="library-list__work">
                {item.cover_url && <EduImage src={sizedImage(item.cover_url, 360)} />}
                <span>{item.title}</span>
              </a>
            </li>
          );
        })}
      </ul>
    );

  return (
    <ul className="library-list">
      {items.map((item) => {
        const target =
          item.extra?.url ?? (item.description?.startsWith('http') ? item.description : undefined);
        const href = target ? safeHref(target) : undefined;
        return (
          <li key={item.id} className="library-list__item">
            {href ? <a href={href}>{item.title}</a> : <span>{item.title}</span>}
            <time dateTime={itemDate(item)}>{itemDate(item)}</time>
          </li>
        );
      })}
    </ul>
  );
}
