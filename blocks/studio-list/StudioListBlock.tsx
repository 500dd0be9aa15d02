/**
 * The studio lists (seed 000 §2 studio routes; ledger CORE-ROUTE-20, CORE-ROUTE-21):
 * `/tStudio` (名师工作室), `/theResourceNav` (资源号), `/expStudio` (专家工作室),
 * `/aiStudioList` (AI工作室) and `/lStudios` (语言文字工作室), one kind each (the route-key
 * table is src/lib/studioKinds.ts).
 *
 * Breadcrumb, heading, a search box (name, host or area) and a card grid: cover, the kind's
 * label, name, host, and member, resource and visit counts in the compact form (1.2万, 1000万+:
 * src/lib/numberFormat.ts). Each card leads to the studio home (`/{routeKey}/{scopeId}`).
 * Keyword and page live in the address (`?keyword=&page=`), so a reload or a shared link
 * shows the same page. Loading, empty (none yet, or none found) and error states in Chinese.
 */
import { useSearchParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { ErrorScreen, LoadingIndicator } from '../../src/runtime/screens/screens';
import { EduImage } from '../../src/shell/ui/EduImage';
import { sizedImage } from '../../src/lib/imageUrl';
import { compactCount } from '../../src/lib/numberFormat';
import { studioHomePath, studioKindInfo, type StudioKind } from '../../src/lib/studioKinds';
import type { Studio } from '../../src/services/studioService';
import { Breadcrumb, type Crumb } from '../shared/Breadcrumb';
import { SafeLink } from '../shared/SafeLink';
import { Pager } from './Pager';
import { pageFromQuery, useStudioLoad } from './useStudioLoad';
import { StudioPageHead } from './StudioPageHead';
import './studio-page.css';
import './studio-list.css';
import type { StudioListProps } from './props.gen';

export type { StudioListProps };

const DEFAULT_PAGE_SIZE = 8;
const KEYWORD_QUERY = 'keyword';
const PAGE_QUERY = 'page';
const HOME_CRUMB: Crumb[] = [{ label: 'msg:portal.nav.home', to: '/' }];

/** The host line: an account named after its owner shows what the owner is instead. */
function ownerLine(studio: Studio): string {
  return studio.owner.name && studio.owner.name !== studio.name
    ? studio.owner.name
    : studio.owner.title;
}

/** Member, resource and visit counts, compact (shared with the studio home). */
export function StudioCounts(props: { studio: Studio; className: string }) {
  const t = useT();
  const { studio } = props;
  return (
    <span className={props.className}>
      <span data-count="members">
        {t('msg:studio.members', { count: compactCount(studio.member_count) })}
      </span>
      <span data-count="resources">
        {t('msg:studio.resources', { count: compactCount(studio.resource_count) })}
      </span>
      <span data-count="visits">
        {t('msg:studio.visits', { count: compactCount(studio.visit_count) })}
      </span>
    </span>
  );
}

function StudioCard(props: { studio: Studio; kind: StudioKind }) {
  const t = useT();
  const { sitePrefix } = useRuntime();
  const { studio } = props;
  const info = studioKindInfo(props.kind);
  const owner = ownerLine(studio);
  return (
    <li className="studio-list__item" data-studio-id={studio.id}>
      <SafeLink
        className="studio-list__card"
        href={siteHref(sitePrefix, studioHomePath(props.kind, studio.id))}
      >
        <span className="studio-list__cover">
          {studio.cover_url ? <EduImage src={sizedImage(studio.cover_url, 360)} /> : null}
          <span className="studio-list__kind" data-studio-kind-label={props.kind}>
            {t(info.label)}
          </span>
        </span>
        <span className="studio-list__body">
          <span className="studio-list__name">{studio.name}</span>
          {owner ? (
            <span className="studio-list__owner">
              {t('msg:studio.owner', { name: owner })}
              {studio.area && studio.area !== owner ? ` · ${studio.area}` : ''}
            </span>
          ) : null}
          <StudioCounts studio={studio} className="studio-list__counts" />
        </span>
      </SafeLink>
    </li>
  );
}

export default function StudioListBlock({ props, blockId }: BlockProps<StudioListProps>) {
  const t = useT();
  const { sitePrefix } = useRuntime();
  const [search, setSearch] = useSearchParams();
  const keyword = search.get(KEYWORD_QUERY)?.trim() ?? '';
  const page = pageFromQuery(search.get(PAGE_QUERY));
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  const info = studioKindInfo(props.kind);
  const heading = t(props.title ?? info.label);

  const loaded = useStudioLoad(`${props.kind}|${keyword}|${page}|${pageSize}`, (service) =>
    service.studios(props.kind, { offset: (page - 1) * pageSize, limit: pageSize, keyword }),
  );

  const go = (next: { keyword?: string; page?: number }) => {
    const params = new URLSearchParams(search);
    const word = next.keyword ?? keyword;
    if (word) params.set(KEYWORD_QUERY, word);
    else params.delete(KEYWORD_QUERY);
    if (next.page && next.page > 1) params.set(PAGE_QUERY, String(next.page));
    else params.delete(PAGE_QUERY);
    setSearch(params);
  };

  let body;
  if (loaded.state === 'loading') body = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (loaded.state === 'error')
    body = (
      <ErrorScreen
        message={t('msg:shell.error')}
        homeLabel={t('msg:shell.backHome')}
        homeHref={siteHref(sitePrefix, '')}
      />
    );
  else if (loaded.value.items.length === 0)
    body = (
      <p className="studio-list__empty" data-studio-empty={keyword ? 'search' : 'none'}>
        {t(keyword ? 'msg:studio.searchEmpty' : 'msg:studio.empty')}
      </p>
    );
  else {
    const totalPages = Math.max(1, Math.ceil(loaded.value.total / pageSize));
    body = (
      <>
        <p className="studio-list__total" aria-live="polite">
          {t('msg:studio.count', { count: loaded.value.total })}
        </p>
        <ul className="studio-list__grid">
          {loaded.value.items.map((studio) => (
            <StudioCard key={studio.id} studio={studio} kind={props.kind} />
          ))}
        </ul>
        <Pager page={page} totalPages={totalPages} onChange={(next) => go({ page: next })} />
      </>
    );
  }

  const crumbs = (props.breadcrumb ?? HOME_CRUMB).map((crumb) => ({
    ...crumb,
    ...(crumb.to ? { to: siteHref(sitePrefix, crumb.to) } : {}),
  }));
  return (
    <section
      className="studio-page studio-list"
      aria-labelledby={`${blockId}-title`}
      data-studio-kind={props.kind}
      data-studio-list={
        loaded.state === 'ready' && loaded.value.items.length === 0 ? 'empty' : loaded.state
      }
    >
      <Breadcrumb crumbs={crumbs} current={heading} />
      <StudioPageHead
        headingId={`${blockId}-title`}
        heading={heading}
        keyword={keyword}
        label={t('msg:studio.search.label')}
        placeholder={t('msg:studio.search.placeholder')}
        onSearch={(word) => go({ keyword: word, page: 1 })}
      />
      {body}
    </section>
  );
}
