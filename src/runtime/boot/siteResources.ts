/**
 * Loads (once per site and language) the manifest and catalogues, and checks the manifest in
 * the browser with the generated validators. The promise is cached so React's `use` can
 * suspend on it across renders.
 */
import { fetchMessages, fetchSiteBundle } from './siteBundle';
import { preloadValidators, validateManifestInBrowser } from '../manifest/validateInBrowser';
import type { ManifestProblem, SiteManifest } from '../manifest/types';
import type { MessageCatalogue } from '../messages/translator';

export interface SiteResources {
  manifest: SiteManifest | null;
  problems: (ManifestProblem | { pointer: string; message: string; hint?: string })[];
  messages: MessageCatalogue;
  messagesZh: MessageCatalogue;
}

const cache = new Map<string, Promise<SiteResources>>();

async function load(siteId: string, lang: string): Promise<SiteResources> {
  void preloadValidators().catch(() => undefined);
  const [bundle, messagesZh, messages] = await Promise.all([
    fetchSiteBundle(siteId).catch((error: unknown) => {
      console.error(`site "${siteId}" could not be loaded`, error);
      return { manifest: null, problems: [] };
    }),
    fetchMessages('zh-CN').catch(() => ({})),
    lang === 'zh-CN' ? Promise.resolve(null) : fetchMessages(lang).catch(() => ({})),
  ]);
  let problems: SiteResources['problems'] = bundle.problems ?? [];
  if (bundle.manifest && problems.length === 0) {
    problems = await validateManifestInBrowser(bundle.manifest).catch((error: unknown) => [
      { pointer: '/', message: `the manifest could not be checked: ${String(error)}` },
    ]);
  }
  return { manifest: bundle.manifest, problems, messages: messages ?? messagesZh, messagesZh };
}

export function loadSiteResources(siteId: string, lang: string): Promise<SiteResources> {
  const key = `${siteId}|${lang}`;
  let promise = cache.get(key);
  if (!promise) {
    promise = load(siteId, lang);
    cache.set(key, promise);
  }
  return promise;
}
