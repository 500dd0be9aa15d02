/**
 * Links from data that leave the site go through the external-link interstitial
 * (`/externalLink?url=…`, seed 000 §2), which warns before the visitor leaves; in-site links
 * stay as they are; anything that is not http(s) or in-site gives undefined (not rendered).
 */
import { isInSite, isSafeHref } from './safeHref';

/** The portal's interstitial route (site-configs/portal/site.json, block external-link). */
export const EXTERNAL_LINK_PATH = '/externalLink';

export function outboundHref(href: string | null | undefined, origin: string): string | undefined {
  const trimmed = href?.trim();
  if (!trimmed || !isSafeHref(trimmed)) return undefined;
  if (isInSite(trimmed, origin)) return trimmed;
  return `${EXTERNAL_LINK_PATH}?url=${encodeURIComponent(trimmed)}`;
}
