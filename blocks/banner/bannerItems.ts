/**
 * Banner items of a type-11 section (seed 000 §2, §3): one per library content, with the
 * click rule decided up front.
 */
import type { Banner, LibraryContent, Section } from '../../src/services/entities';
import { descriptionTarget, isUrlResource, itemLink } from '../../src/runtime/links/sectionLinks';

/** How a banner opens: in the video modal (m3u8), in the modal as an iframe, or as a link. */
export type BannerOpen = 'video' | 'iframe' | 'link';

export interface BannerItem extends Banner {
  open: BannerOpen;
}

/** A banner content may carry its cover's dominant colour (mainColor) from the server. */
type BannerContent = LibraryContent & {
  mainColor?: string;
  extra?: LibraryContent['extra'] & { mainColor?: string; main_color?: string };
};

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

/** A CSS colour we are willing to put in a style, or undefined. */
export function cleanColour(value: unknown): string | undefined {
  return typeof value === 'string' && COLOUR.test(value.trim()) ? value.trim() : undefined;
}

/**
 * The banner's target: a description starting with http; for url-type resources extra.url;
 * any other banner that carries extra.url goes there too; otherwise the item's page by type.
 */
export function bannerTarget(
  item: LibraryContent,
  section: Section,
  base: string,
): string | undefined {
  const described = descriptionTarget(item);
  if (described) return described;
  if (isUrlResource(item) || item.extra?.url) return item.extra?.url || undefined;
  return itemLink(item, section, base);
}

/** `.m3u8` → video modal; `open_type=iframe` → iframe modal; otherwise a link. */
export function bannerOpenKind(url: string): BannerOpen {
  if (url.toLowerCase().includes('.m3u8')) return 'video';
  if (url.includes('open_type=iframe')) return 'iframe';
  return 'link';
}

export function bannerItems(section: Section, base: string): BannerItem[] {
  return (section.libraryContents ?? []).map((content) => {
    const item = content as BannerContent;
    const url = bannerTarget(item, section, base) ?? '';
    return {
      id: item.id,
      title: item.title,
      cover: item.cover_url ?? '',
      url,
      mainColor: cleanColour(item.mainColor ?? item.extra?.mainColor ?? item.extra?.main_color),
      open: bannerOpenKind(url),
    };
  });
}
