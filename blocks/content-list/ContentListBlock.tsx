/**
 * A library's contents with the catalog as filters (seed 000 §2 `{base}/list?libraryId&firstLevel`,
 * §3 filter keys, §7 catalogs and searches), and the catalogue column pages
 * (/sedu/{id}/catalog …) where the first level comes from the route.
 *
 * Nothing chosen and no keyword: the full contents (CORE-ROUTE-07). Otherwise a library search
 * with the chosen tags and the keyword (CORE-API-12). Several libraries: one cross-library
 * search, newest first (CORE-API-13). Every choice lives in the address, so a reload or a
 * shared link shows the same list.
 */
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useServices, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { EduImage } from '../../src/shell/ui/EduImage';
import { sizedImage } from '../../src/lib/imageUrl';
import { FIRST_LEVEL_QUERY, textbookPartsOf } from '../../src/lib/filterKeys';
import { textbookLabel } from '../../src/lib/textbookLabel';
import { itemLink } from '../../src/runtime/links/sectionLinks';
import type { LibraryContent, Section, TagGroup, TagTreeNode } from '../../src/services/entities';
import { EmptyState } from '../shared/EmptyState';
import { ItemAction } from '../shared/ItemAction';
import { Breadcrumb } from '../shared/Breadcrumb';
import { useLinkBase } from '../shared/useLinkBase';
import { itemDate, itemSource } from '../shared/itemText';
import { chooseIn, filterRows, selectedTagIds, type FilterRow } from './filterRows';
import './content-list.css';
import type { ContentListProps } from './props.gen';

export type { ContentListProps };

export type { Crumb } from '../shared/Breadcrumb';

/** Items shown at first and added by each 加载更多 (a layout choice, not a spec number). */
export const LIST_STEP = 12;
/** Query key of the search box's keyword. */
export const KEYWORD_QUERY = 'keyword';
/** Query key of the channel the list was opened from; items carry it to their detail page. */
const CHANNEL_QUERY = 'channelId';
const EMPTY_TREE: TagGroup = { hierarchy_name: null, children: [] };

function FilterBar(props: {
  rows: FilterRow[];
  allowAllAtTop: boolean;
  onChoose: (row: FilterRow, node: TagTreeNode | undefined) => void;
}) {
  const t = useT();
  return (
    <div className="content-list__filters" role="group" aria-label={t('msg:list.filters')}>
      {props.rows.map((row) => {
        const labelId = `content-list-filter-${row.depth}`;
        const showAll = row.depth > 0 || props.allowAllAtTop;
        return (
          <div
            key={row.depth}
            className="content-list__filter-row"
            role="group"
            aria-labelledby={labelId}
            data-filter={row.key ?? row.queryKey}
          >
            <span id={labelId} className="content-list__filter-name">
              {row.name || t(`msg:list.filter.${row.key ?? 'type'}`)}
            </span>
            <div className="content-list__filter-options">
              {showAll && (
                <button
                  type="button"
                  aria-pressed={!row.selected}
                  onClick={() => props.onChoose(row, undefined)}
                >
                  {t('msg:list.filter.all')}
                </button>
              )}
              {row.nodes.map((node) => (
                <button
                  key={node.catalog_id}
                  type="button"
                  aria-pressed={row.selected === node}
                  onClick={() => props.onChoose(row, node)}
                >
                  {node.tag_name}
                </button>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function ItemCard(props: { item: LibraryContent; href: string | undefined }) {
  const t = useT();
  const { item } = props;
  const parts = textbookPartsOf(item.tags);
  const label = parts ? textbookLabel(parts) : '';
  const date = itemDate(item);
  return (
    <li className="content-list__item">
      <ItemAction
        href={props.href}
        resourceType={item.resource_type}
        className="content-list__link"
      >
        <span className="content-list__cover">
          {item.cover_url ? <EduImage src={sizedImage(item.cover_url, 360)} /> : null}
        </span>
        <span className="content-list__body">
          <span className="content-list__title">{item.title}</span>
          {label ? <span className="content-list__label">{label}</span> : null}
          {item.description && !/^http/i.test(item.description) ? (
            <span className="content-list__description">{item.description}</span>
          ) : null}
          <span className="content-list__meta">
            <span>{itemSource(item, t('msg:section.defaultSource'))}</span>
            {date ? <time dateTime={date}>{date}</time> : null}
          </span>
        </span>
      </ItemAction>
    </li>
  );
}

export default function ContentListBlock({ props, blockId }: BlockProps<ContentListProps>) {
  const t = useT();
  const services = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useParams();
  const base = useLinkBase();
  const query = new URLSearchParams(location.search);
  const libraryIds = props.libraryIds ?? [];
  const crossLibrary = libraryIds.length > 0;
  // The address names the library; a fixed libraryId is the one shown when it names none (the
  // teacher-training column list: /teacherTraining?firstLevel=F filters its default library).
  const libraryId =
    (props.libraryIdFromQuery ? query.get(props.libraryIdFromQuery) || undefined : undefined) ??
    props.libraryId;
  const routeFirstLevel = props.firstLevelFromRoute ? params[props.firstLevelFromRoute] : undefined;
  const keyword = query.get(KEYWORD_QUERY)?.trim() ?? '';
  const channelId = query.get(CHANNEL_QUERY) ?? undefined;

  const catalog = useRequest(
    () =>
      libraryId && !crossLibrary
        ? services.librarySearch.catalogs(libraryId).catch(() => EMPTY_TREE)
        : Promise.resolve(EMPTY_TREE),
    [libraryId, crossLibrary, services],
  );
  const tree = catalog.data ?? EMPTY_TREE;
  const rows = filterRows(tree, (key) =>
    key === FIRST_LEVEL_QUERY && props.firstLevelFromRoute ? routeFirstLevel : query.get(key),
  );
  const tagIds = selectedTagIds(rows);
  const listKey = `${crossLibrary ? libraryIds.join(',') : libraryId}|${tagIds.join(',')}|${keyword}`;
  const catalogReady = catalog.state !== 'pending';

  const list = useRequest(() => {
    if (!catalogReady) return new Promise<LibraryContent[]>(() => undefined);
    if (crossLibrary) return services.librarySearch.searchLibraries(libraryIds);
    if (!libraryId) return Promise.resolve([]);
    if (tagIds.length === 0 && !keyword) return services.library.contents(libraryId);
    return services.librarySearch.search(libraryId, { tagIds, keyword });
    // listKey names everything else the request reads (libraries, tags, keyword).
  }, [listKey, catalogReady, services]);

  // Both are kept with the list or keyword they belong to, so a new choice starts afresh.
  const [paging, setPaging] = useState({ key: listKey, shown: LIST_STEP });
  const shown = paging.key === listKey ? paging.shown : LIST_STEP;
  const [typed, setTyped] = useState({ key: keyword, text: keyword });
  const draft = typed.key === keyword ? typed.text : keyword;
  const setDraft = (text: string) => setTyped({ key: keyword, text });

  const go = (search: URLSearchParams, pathname = location.pathname) => {
    const text = search.toString();
    void navigate({ pathname, search: text ? `?${text}` : '' });
  };

  const choose = (row: FilterRow, node: TagTreeNode | undefined) => {
    const next = chooseIn(query, rows, row, node);
    if (row.depth === 0 && props.firstLevelFromRoute && routeFirstLevel && node) {
      // A column page names its column in the path: choosing another column opens its page.
      next.delete(FIRST_LEVEL_QUERY);
      const segments = location.pathname.split('/');
      const at = segments.lastIndexOf(encodeURIComponent(routeFirstLevel));
      if (at >= 0) segments[at] = encodeURIComponent(node.tag_id);
      go(next, segments.join('/'));
      return;
    }
    go(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(query);
    if (draft.trim()) next.set(KEYWORD_QUERY, draft.trim());
    else next.delete(KEYWORD_QUERY);
    go(next);
  };

  const column = rows[0]?.selected;
  const heading = column?.tag_name ?? (props.title ? t(props.title) : '');
  const crumbs = props.breadcrumb ?? [];
  const section: Section = {
    id: blockId,
    channel_id: channelId ?? '',
    type: 12,
    setting: { data: { title: heading, library_id: libraryId } },
  };

  let body;
  if (!libraryId && !crossLibrary) {
    body = <p className="content-list__note">{t('msg:list.missingLibrary')}</p>;
  } else if (list.state === 'pending' || !catalogReady) {
    body = <LoadingIndicator text={t('msg:shell.loading')} />;
  } else if (list.state === 'error') {
    body = <p className="content-list__note">{t('msg:shell.error')}</p>;
  } else if ((list.data ?? []).length === 0) {
    body = <EmptyState kind="collecting" />;
  } else {
    const items = list.data ?? [];
    body = (
      <>
        <p className="content-list__count" aria-live="polite">
          {t('msg:list.count', { count: items.length })}
        </p>
        <ul className="content-list__items">
          {items.slice(0, shown).map((item) => (
            <ItemCard key={item.id} item={item} href={itemLink(item, section, base)} />
          ))}
        </ul>
        {items.length > shown && (
          <button
            type="button"
            className="content-list__more"
            onClick={() => setPaging({ key: listKey, shown: shown + LIST_STEP })}
          >
            {t('msg:list.loadMore')}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="content-list" aria-labelledby={`${blockId}-title`}>
      <Breadcrumb crumbs={crumbs} current={heading} />
      <div className="content-list__head">
        <h1 id={`${blockId}-title`} className="content-list__heading">
          {heading}
        </h1>
        {props.search !== false && !crossLibrary && libraryId ? (
          <form className="content-list__search" role="search" onSubmit={submit}>
            <input
              type="search"
              aria-label={t('msg:list.search.label')}
              placeholder={t('msg:list.search.placeholder')}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit">{t('msg:list.search.submit')}</button>
          </form>
        ) : null}
      </div>
      {rows.length > 0 && (
        <FilterBar
          rows={rows}
          allowAllAtTop={!props.firstLevelFromRoute || !routeFirstLevel}
          onChoose={choose}
        />
      )}
      {body}
    </section>
  );
}
