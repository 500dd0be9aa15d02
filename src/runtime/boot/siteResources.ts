/**
 * Loads (once per site and language) the manifest and catalogues. The promise is cached so
 * React's `use` can suspend on it across renders. The manifest is not checked again here: the
 * build and the server check every manifest and send its problems with it (issue 17: no
 * validator in the visitor's bundle); the preview checks the operator's drafts itself.
 */
import { fetchMessages, fetchSiteBundle } from './siteBundle';
import { trackSettled } from '../../lib/settledPromise';
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
  const [bundle, messagesZh, messages] = await Promise.all([
    fetchSiteBundle(siteId).catch((error: unknown) => {
      console.error(`site "${siteId}" could not be loaded`, error);
      return { manifest: null, problems: [] };
    }),
    fetchMessages('zh-CN').catch(() => ({})),
    lang === 'zh-CN' ? Promise.resolve(null) : fetchMessages(lang).catch(() => ({})),
  ]);
  const problems: SiteResources['problems'] = bundle.problems ?? [];
  return { manifest: bundle.manifest, problems, messages: messages ?? messagesZh, messagesZh };
}

export function loadSiteResources(siteId: string, lang: string): Promise<SiteResources> {
  const key = `${siteId}|${lang}`;
  let promise = cache.get(key);
  if (!promise) {
    // Marked when settled, so a render after the answer came (the entry waits for it:
    // app/boot/firstView.ts) takes it without suspending — no startup fallback, no reveal
    // throttle.
    promise = trackSettled(load(siteId, lang));
    cache.set(key, promise);
  }
  return promise;
}
