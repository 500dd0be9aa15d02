/**
 * Page-level arrangement of hydrated sections: ordering by section keys, and the more-links
 * that the first channel's navigation lends to the second channel (seed 000 §2).
 */
import type { IconLink } from '../../services/entities';
import type { HydratedSection } from './hydrateSection';

export const ICON_NAV_SECTION_TYPE = 13;
export const RESOURCE_LIST_SECTION_TYPE = 12;

/**
 * With `sectionKeys`, the keyed sections render in that order and the unkeyed ones (banner,
 * icon navigation…) keep their server order before them. A key with no section renders
 * nothing; a keyed section whose key is not listed is left out (the list selects). Without
 * keys, the server order stands.
 */
export function arrangeByKeys(
  sections: HydratedSection[],
  sectionKeys?: readonly string[],
): HydratedSection[] {
  if (!sectionKeys) return sections;
  const unkeyed = sections.filter((section) => !section.key);
  const keyed: HydratedSection[] = [];
  for (const key of sectionKeys) {
    const found = sections.find((section) => section.key === key);
    if (found && !keyed.includes(found)) keyed.push(found);
  }
  return [...unkeyed, ...keyed];
}

function normaliseTitle(title: string | undefined): string {
  return (title ?? '').replace(/\s+/g, '');
}

function titleOf(section: HydratedSection): string {
  return section.setting?.display?.title || section.setting?.data?.title || '';
}

/**
 * First-two-channels mode: the first channel's navigation sections (type 13) lend their
 * links to the second channel's type-12 sections. Rule: a type-12 section takes the
 * `web_url` of the first navigation item whose title equals the section's title (display
 * title, else data title), ignoring white space. Sections without a match keep their own
 * show_more_data.
 */
export function lendNavigationMoreLinks(
  navigationSource: HydratedSection[],
  target: HydratedSection[],
): HydratedSection[] {
  const links: IconLink[] = navigationSource
    .filter((section) => section.type === ICON_NAV_SECTION_TYPE)
    .flatMap((section) => section.setting?.data?.item_data_list ?? []);
  if (links.length === 0) return target;
  return target.map((section) => {
    if (section.type !== RESOURCE_LIST_SECTION_TYPE) return section;
    const title = normaliseTitle(titleOf(section));
    if (!title) return section;
    const match = links.find((link) => link.web_url && normaliseTitle(link.title) === title);
    return match?.web_url ? { ...section, moreUrl: match.web_url } : section;
  });
}
