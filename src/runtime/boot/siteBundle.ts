/**
 * Fetching what a site needs to render: the index of sites and environments, the message
 * catalogues and the site's manifest. Manifests are data served beside the front end, so a new
 * campaign needs no rebuild (DESIGN principle 2).
 */
import type { EnvironmentsFile } from '../environment';
import type { ManifestProblem, SiteIndexEntry, SiteManifest } from '../manifest/types';
import type { MessageCatalogue } from '../messages/translator';

export const MANIFEST_BASE = '/manifests';

export interface BootIndex {
  sites: SiteIndexEntry[];
  environments: EnvironmentsFile;
  /** Set by the server: preview shows manifest problems, production the generic error screen. */
  mode?: 'production' | 'preview';
}

export interface SiteBundle {
  manifest: SiteManifest;
  /** Problems found by the server-side check (dev and preview only). */
  problems: ManifestProblem[];
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) throw new Error(`${path} did not answer JSON`);
  return (await response.json()) as T;
}

export const fetchBootIndex = () => getJson<BootIndex>(`${MANIFEST_BASE}/index.json`);
const catalogues = new Map<string, Promise<MessageCatalogue>>();

/** One request per language and page load: the boot and every site share the answer. */
export function fetchMessages(lang: string): Promise<MessageCatalogue> {
  let catalogue = catalogues.get(lang);
  if (!catalogue) {
    catalogue = getJson<MessageCatalogue>(
      `${MANIFEST_BASE}/messages/${encodeURIComponent(lang)}.json`,
    );
    // A failed answer is not kept, so a later caller asks again.
    catalogue.catch(() => catalogues.delete(lang));
    catalogues.set(lang, catalogue);
  }
  return catalogue;
}
export const fetchSiteBundle = (id: string) =>
  getJson<SiteBundle>(`${MANIFEST_BASE}/sites/${encodeURIComponent(id)}.json`);
