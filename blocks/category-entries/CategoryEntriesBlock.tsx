/**
 * Category entries (seed 000 §2 catalogue column pages, §3 library categories; ledger
 * CORE-CAT-01..08): the first level of a library's catalog, each a link to its column page, e.g.
 * 家教观念 → /family/jygn/catalog. With `area`, only that area's codes of the code table
 * (CATEGORY_CODES), in its order: one library may file several zones (labour education, the
 * wisdom-and-skills zone and the navigation codes share one). Loading, error (with retry) and
 * empty states of its own.
 *
 * With `links: "teacherCourseColumns"` (ledger CORE-CAT-09) an entry's link is not a template
 * but the environment's column of its teacher-course code (src/runtime/links/
 * teacherCourseColumns.ts); a code the environment does not map is shown without a link.
 */
import { useMemo } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useServices, useT } from '../../src/runtime/hooks';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import {
  createTeacherCourseColumnResolver,
  teacherCourseColumnsOf,
} from '../../src/runtime/links/teacherCourseColumns';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { EmptyState } from '../shared/EmptyState';
import { SafeLink } from '../shared/SafeLink';
import { isCategoryArea, pickAreaCategories } from '../../src/lib/categoryCodes';
import './category-entries.css';
import type { CategoryEntriesProps } from './props.gen';

export type { CategoryEntriesProps };

export default function CategoryEntriesBlock({ props, blockId }: BlockProps<CategoryEntriesProps>) {
  const t = useT();
  const services = useServices();
  const { env } = useRuntime();
  const template = props.to;
  const linkOf = useMemo<(code: string) => string | null>(() => {
    if (props.links === 'teacherCourseColumns')
      return createTeacherCourseColumnResolver(teacherCourseColumnsOf(env));
    return (code) => (template ? template.replace('{code}', encodeURIComponent(code)) : null);
  }, [props.links, env, template]);
  const catalog = useRequest(
    () => services.librarySearch.catalogs(props.libraryId),
    [props.libraryId, services],
  );
  const heading = t(props.title ?? 'msg:categories.title');
  const level = catalog.data?.children ?? [];
  const area = props.area;
  const entries =
    area !== undefined && isCategoryArea(area)
      ? pickAreaCategories(area, level, (node) => node.tag_id)
      : level;

  let body;
  if (catalog.state === 'pending' && !catalog.data) {
    body = <LoadingIndicator text={t('msg:shell.loading')} />;
  } else if (catalog.state === 'error') {
    body = (
      <p className="category-entries__note">
        {t('msg:shell.error')}{' '}
        <button type="button" onClick={catalog.reload}>
          {t('msg:categories.retry')}
        </button>
      </p>
    );
  } else if (entries.length === 0) {
    body = <EmptyState kind="collecting" />;
  } else {
    body = (
      <ul className="category-entries__list">
        {entries.map((node) => {
          const href = linkOf(node.tag_id);
          return (
            <li key={node.tag_id} data-code={node.tag_id}>
              {href ? (
                <SafeLink className="category-entries__link" href={href}>
                  {node.tag_name}
                </SafeLink>
              ) : (
                <span className="category-entries__link category-entries__link--unlinked">
                  {node.tag_name}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <nav className="category-entries" aria-labelledby={`${blockId}-title`}>
      <h2 id={`${blockId}-title`} className="category-entries__heading">
        {heading}
      </h2>
      {body}
    </nav>
  );
}
