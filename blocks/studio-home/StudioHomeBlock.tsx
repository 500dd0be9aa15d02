/**
 * A studio's home (seed 000 §2 `/tResource/{scopeId}?contentId={newsId}` and the other studio
 * homes `/{routeKey}/{scopeId}`; ledger CORE-ROUTE-20, CORE-ROUTE-21). The route key the manifest
 * gives decides the kind (src/lib/studioKinds.ts): `data-studio-kind` on the page and the kind's
 * label on screen — a `tResource` page is a resource account, 资源号.
 *
 * The studio is loaded by its scope id (a route parameter), then its news (newest first) and
 * resources, each with 查看更多. `?contentId=` names a news item to open: it is asked by id (so
 * an item beyond the first page opens too), shown expanded with its sanitised body, highlighted
 * (`data-highlighted`) and scrolled into view. Opening another item puts its id in the address.
 * An unknown studio shows the taken-down screen whose 看看其他 leads to the kind's list.
 */
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { detailLink } from '../../src/runtime/links/sectionLinks';
import { ErrorScreen, LoadingIndicator } from '../../src/runtime/screens/screens';
import { EduImage } from '../../src/shell/ui/EduImage';
import { sizedImage } from '../../src/lib/imageUrl';
import { compactCount } from '../../src/lib/numberFormat';
import { parseTimeLabel, formatDateLabel } from '../../src/lib/timeLabel';
import { studioKindOfRouteKey, type StudioKindInfo } from '../../src/lib/studioKinds';
import { HttpError } from '../../src/services/http/errors';
import type {
  Page,
  StudioService,
  StudioDetail,
  StudioNews,
  StudioResource,
} from '../../src/services/studioService';
import { Breadcrumb, type Crumb } from '../shared/Breadcrumb';
import { SafeLink } from '../shared/SafeLink';
import EmptyContentBlock from '../empty-content/EmptyContentBlock';
import { ArticleBody } from '../resource-detail/ArticleBody';
import { StudioCounts } from '../studio-list/StudioListBlock';
import { useStudioLoad, type Loaded } from '../studio-list/useStudioLoad';
import '../studio-list/studio-page.css';
import './studio-home.css';
import type { StudioHomeProps } from './props.gen';

export type { StudioHomeProps };

const DETAIL_BASE = '/content';
const HOME_CRUMB: Crumb = { label: 'msg:portal.nav.home', to: '/' };

function dateOf(value: string): string {
  const time = parseTimeLabel(value);
  return time === null ? '' : formatDateLabel(time);
}

/** Pages loaded one after another with 查看更多. */
function usePaged<T>(
  key: string | null,
  pageSize: number,
  load: (service: StudioService, offset: number) => Promise<Page<T>>,
) {
  const [pages, setPages] = useState({ key, count: 1 });
  const count = pages.key === key ? pages.count : 1;
  const [answers, setAnswers] = useState<{ key: string | null; items: T[][]; total: number }>({
    key: null,
    items: [],
    total: 0,
  });
  const loaded = useStudioLoad(key === null ? null : `${key}|${count}`, (service) =>
    load(service, (count - 1) * pageSize),
  );
  useEffect(() => {
    if (loaded.state !== 'ready') return;
    setAnswers((previous) => {
      const items = previous.key === key ? [...previous.items] : [];
      items[count - 1] = loaded.value.items;
      return { key, items, total: loaded.value.total };
    });
  }, [loaded, key, count]);
  const mine = answers.key === key ? answers : { items: [], total: 0 };
  const items = mine.items.slice(0, count).flat();
  const state: Loaded<null>['state'] =
    loaded.state === 'error' ? 'error' : mine.items.length === 0 ? 'loading' : 'ready';
  return {
    state,
    items,
    total: mine.total,
    loadingMore: loaded.state === 'loading' && mine.items.length > 0,
    more: () => setPages({ key, count: count + 1 }),
  };
}

function NewsItem(props: {
  scopeId: string;
  item: StudioNews;
  open: boolean;
  highlighted: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const { item } = props;
  const ref = useRef<HTMLLIElement>(null);
  const body = useStudioLoad(
    props.open && item.content === undefined ? `${props.scopeId}|${item.id}` : null,
    (service) => service.newsItem(props.scopeId, item.id),
  );
  useEffect(() => {
    if (props.highlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [props.highlighted]);
  const html = item.content ?? (body.state === 'ready' ? body.value.content : undefined);
  const bodyId = `studio-news-${item.id}`;
  return (
    <li
      ref={ref}
      className={`studio-home__news-item${props.highlighted ? ' studio-home__news-item--highlighted' : ''}`}
      data-news-id={item.id}
      data-highlighted={props.highlighted ? 'true' : undefined}
      data-open={props.open ? 'true' : undefined}
    >
      <button
        type="button"
        className="studio-home__news-toggle"
        aria-expanded={props.open}
        aria-controls={bodyId}
        aria-current={props.highlighted ? 'true' : undefined}
        onClick={props.onToggle}
      >
        <span className="studio-home__news-title">{item.title}</span>
        <span className="studio-home__news-date">{dateOf(item.publish_time)}</span>
      </button>
      {!props.open && item.summary ? (
        <p className="studio-home__news-summary">{item.summary}</p>
      ) : null}
      {props.open ? (
        <div id={bodyId} className="studio-home__news-body">
          {html !== undefined ? (
            <ArticleBody html={html} />
          ) : body.state === 'error' ? (
            <p className="studio-home__note">{t('msg:studio.home.newsNotFound')}</p>
          ) : (
            <LoadingIndicator text={t('msg:shell.loading')} />
          )}
        </div>
      ) : null}
    </li>
  );
}

function NewsSection(props: { scopeId: string; pageSize: number; queryKey: string }) {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get(props.queryKey)?.trim() || null;
  const news = usePaged(props.scopeId, props.pageSize, (service, offset) =>
    service.news(props.scopeId, offset, props.pageSize),
  );
  // The item the address names, asked by id so that one beyond the first page opens too.
  const named = useStudioLoad(wanted ? `${props.scopeId}|named|${wanted}` : null, (service) =>
    service.newsItem(props.scopeId, wanted ?? ''),
  );
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());

  const namedItem = named.state === 'ready' ? named.value : null;
  const items =
    namedItem && !news.items.some((item) => item.id === namedItem.id)
      ? [namedItem, ...news.items]
      : news.items.map((item) => (namedItem && item.id === namedItem.id ? namedItem : item));

  const toggle = (id: string) => {
    const isOpen = id === wanted && !closed.has(id);
    const params = new URLSearchParams(search);
    if (isOpen) {
      setClosed(new Set([...closed, id]));
      return;
    }
    setClosed(new Set([...closed].filter((other) => other !== id)));
    params.set(props.queryKey, id);
    setSearch(params, { replace: true });
  };

  let body;
  if (news.state === 'loading') body = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (news.state === 'error')
    body = <p className="studio-home__note">{t('msg:shell.error')}</p>;
  else if (items.length === 0)
    body = <p className="studio-home__note">{t('msg:studio.home.newsEmpty')}</p>;
  else
    body = (
      <>
        <ul className="studio-home__news">
          {items.map((item) => (
            <NewsItem
              key={item.id}
              scopeId={props.scopeId}
              item={item}
              open={item.id === wanted && !closed.has(item.id)}
              highlighted={item.id === wanted}
              onToggle={() => toggle(item.id)}
            />
          ))}
        </ul>
        {news.items.length < news.total ? (
          <button
            type="button"
            className="edu-action studio-home__more"
            disabled={news.loadingMore}
            onClick={news.more}
          >
            {t('msg:studio.home.moreNews')}
          </button>
        ) : null}
      </>
    );
  return (
    <section
      className="studio-home__panel"
      aria-labelledby="studio-home-news"
      data-studio-news={news.state}
    >
      <h2 id="studio-home-news" className="studio-home__panel-title">
        {t('msg:studio.home.news')}
      </h2>
      {wanted && named.state === 'error' ? (
        <p className="studio-home__note" role="status" data-news-missing={wanted}>
          {t('msg:studio.home.newsNotFound')}
        </p>
      ) : null}
      {body}
    </section>
  );
}

function ResourceSection(props: { scopeId: string; pageSize: number }) {
  const t = useT();
  const { sitePrefix } = useRuntime();
  const resources = usePaged<StudioResource>(props.scopeId, props.pageSize, (service, offset) =>
    service.resources(props.scopeId, offset, props.pageSize),
  );
  let body;
  if (resources.state === 'loading') body = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (resources.state === 'error')
    body = <p className="studio-home__note">{t('msg:shell.error')}</p>;
  else if (resources.items.length === 0)
    body = <p className="studio-home__note">{t('msg:studio.home.resourcesEmpty')}</p>;
  else
    body = (
      <>
        <ul className="studio-home__resources">
          {resources.items.map((item) => (
            <li key={item.id} className="studio-home__resource" data-resource-id={item.id}>
              <SafeLink
                className="studio-home__resource-link"
                href={siteHref(
                  sitePrefix,
                  detailLink(DETAIL_BASE, { contentId: item.id, contentType: item.resource_type }),
                )}
              >
                <span className="studio-home__resource-cover">
                  {item.cover_url ? <EduImage src={sizedImage(item.cover_url, 360)} /> : null}
                </span>
                <span className="studio-home__resource-title">{item.title}</span>
                <span className="studio-home__resource-meta">
                  {t('msg:studio.home.views', { count: compactCount(item.view_count) })}
                </span>
              </SafeLink>
            </li>
          ))}
        </ul>
        {resources.items.length < resources.total ? (
          <button
            type="button"
            className="edu-action studio-home__more"
            disabled={resources.loadingMore}
            onClick={resources.more}
          >
            {t('msg:studio.home.moreResources')}
          </button>
        ) : null}
      </>
    );
  return (
    <section className="studio-home__panel" aria-labelledby="studio-home-resources">
      <h2 id="studio-home-resources" className="studio-home__panel-title">
        {t('msg:studio.home.resources')}
      </h2>
      {body}
    </section>
  );
}

function Members(props: { studio: StudioDetail }) {
  const t = useT();
  if (props.studio.members.length === 0) return null;
  return (
    <section
      className="studio-home__panel studio-home__members"
      aria-labelledby="studio-home-members"
    >
      <h2 id="studio-home-members" className="studio-home__panel-title">
        {t('msg:studio.home.members')}
      </h2>
      <ul>
        {props.studio.members.map((member) => (
          <li key={member.name} data-member-role={member.role}>
            <span className="studio-home__member-name">{member.name}</span>
            <span className="studio-home__member-role">
              {t(
                member.role === 'owner'
                  ? 'msg:studio.home.ownerRole'
                  : 'msg:studio.home.memberRole',
              )}
            </span>
            {member.title ? (
              <span className="studio-home__member-title">{member.title}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Header(props: { studio: StudioDetail; info: StudioKindInfo }) {
  const t = useT();
  const { studio, info } = props;
  return (
    <header className="studio-home__header">
      <span className="studio-home__cover">
        {studio.cover_url ? <EduImage src={sizedImage(studio.cover_url, 480)} /> : null}
      </span>
      <div className="studio-home__summary">
        <span className="studio-home__kind" data-studio-kind-label={info.kind}>
          {t(info.label)}
        </span>
        <h1 className="studio-home__name">{studio.name}</h1>
        <p className="studio-home__owner">
          {studio.owner.name && studio.owner.name !== studio.name
            ? t('msg:studio.owner', { name: studio.owner.name })
            : studio.owner.title}
          {studio.owner.name !== studio.name && studio.owner.title
            ? ` · ${studio.owner.title}`
            : ''}
          {studio.area ? ` · ${studio.area}` : ''}
        </p>
        {studio.introduction ? <p className="studio-home__intro">{studio.introduction}</p> : null}
        <StudioCounts studio={studio} className="studio-home__counts" />
      </div>
    </header>
  );
}

export default function StudioHomeBlock({ props }: BlockProps<StudioHomeProps>) {
  const t = useT();
  const { sitePrefix } = useRuntime();
  const params = useParams();
  const info = studioKindOfRouteKey(props.routeKey);
  const scopeId = params[props.scopeIdFromRoute ?? 'scopeId']?.trim() || null;
  const studio = useStudioLoad(scopeId, (service) => service.studio(scopeId ?? ''));
  if (!info) return null;

  const listCrumb: Crumb[] = info.listPath ? [{ label: info.label, to: info.listPath }] : [];
  const crumbs = [HOME_CRUMB, ...listCrumb].map((crumb) => ({
    ...crumb,
    ...(crumb.to ? { to: siteHref(sitePrefix, crumb.to) } : {}),
  }));
  const missing =
    scopeId === null ||
    (studio.state === 'error' && studio.error instanceof HttpError && studio.error.status === 404);

  let content;
  if (missing)
    content = (
      <EmptyContentBlock props={{ othersTo: info.listPath ?? '/' }} blockId="studio-home-missing" />
    );
  else if (studio.state === 'loading') content = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (studio.state === 'error')
    content = (
      <ErrorScreen
        message={t('msg:shell.error')}
        homeLabel={t('msg:shell.backHome')}
        homeHref={siteHref(sitePrefix, '')}
      />
    );
  else
    content = (
      <>
        <Breadcrumb crumbs={crumbs} current={studio.value.name} />
        <Header studio={studio.value} info={info} />
        <div className="studio-home__columns">
          <div className="studio-home__main">
            <NewsSection
              scopeId={studio.value.id}
              pageSize={props.newsPageSize ?? 6}
              queryKey={props.newsIdFromQuery ?? 'contentId'}
            />
            <ResourceSection scopeId={studio.value.id} pageSize={props.resourcePageSize ?? 8} />
          </div>
          <aside className="studio-home__side">
            <Members studio={studio.value} />
          </aside>
        </div>
      </>
    );

  return (
    <section
      className="studio-page studio-home"
      data-studio-kind={info.kind}
      data-studio-id={scopeId ?? undefined}
      data-studio-home={missing ? 'missing' : studio.state}
    >
      {content}
    </section>
  );
}
