/**
 * The preloads the stand-in adds to a page's HTML (issue 17: no request chain before the
 * sections). `index.html` already names the two answers every page needs (the site index and the
 * zh-CN catalogue); which site manifest comes next depends on the address, so the server, which
 * knows the sites, names it: the browser fetches it while the scripts load instead of after
 * them.
 *
 * Each link must match the request the front end really makes, or the browser downloads twice:
 * `src/runtime/boot/siteBundle.ts` fetches `/manifests/sites/<id>.json` and
 * `/manifests/messages/<lang>.json` with fetch()'s defaults (mode cors, credentials
 * same-origin), which is what `as="fetch" crossorigin` (anonymous) asks for. The site is the one
 * `src/app/SiteHost.tsx` resolves: the listed sites of `/manifests/index.json`, with the
 * environment's campaign hosts, matched against the address's host and path.
 */
import { resolveSite, withCampaignHosts } from '../../src/runtime/site/resolveSite';
import { langFromQuery } from '../../src/runtime/messages/translator';
import { PREVIEW_FRAME_PARAM } from '../../src/runtime/preview/frameParam';
import { MANIFEST_BASE } from '../../src/runtime/boot/siteBundle';
import { listedSites, type ServedSiteConfigs } from '../manifestRoutes';

/** A value for a double-quoted HTML attribute the server writes into a page. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const fetchPreload = (href: string) =>
  `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="anonymous" />`;

/**
 * The addresses the front end fetches first for this page beyond those `index.html` names: the
 * resolved site's manifest, and the catalogue of a language other than zh-CN (`?lang=en`).
 * None for a preview frame, which boots from the operator's draft.
 */
export function bootFetchesFor(
  configs: ServedSiteConfigs,
  mode: 'production' | 'preview',
  host: string,
  url: string,
): string[] {
  const address = new URL(url, 'http://localhost');
  if (address.searchParams.get(PREVIEW_FRAME_PARAM) === '1') return [];
  // The environment the front end picks when its build names none (VITE_EDU_ENV): the file's
  // default, as the stand-in's own builds use it.
  const environments = configs.environments;
  const env = environments?.environments?.[environments.default];
  const sites = withCampaignHosts(listedSites(configs, mode), env?.campaignHosts);
  const site = resolveSite(sites, host, address.pathname);
  const fetches: string[] = [];
  if (site) fetches.push(`${MANIFEST_BASE}/sites/${encodeURIComponent(site.id)}.json`);
  const lang = langFromQuery(address.search);
  if (lang !== 'zh-CN') fetches.push(`${MANIFEST_BASE}/messages/${lang}.json`);
  return fetches;
}

/**
 * The page with a preload link for each address, placed before its first script so the browser
 * starts them at once (the page's own preloads stay first).
 */
export function withFetchPreloads(html: string, hrefs: readonly string[]): string {
  if (hrefs.length === 0) return html;
  const links = hrefs.map(fetchPreload).join('\n    ');
  const at = html.search(/<script\b|<\/head>/i);
  if (at < 0) return html;
  return `${html.slice(0, at)}${links}\n    ${html.slice(at)}`;
}
