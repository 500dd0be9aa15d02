/**
 * The in-frame side of the /preview app's live preview, loaded (dynamic import) only when the
 * page is opened as a preview frame, so none of it enters the visitor's bundle.
 *
 * - Identity: the frame signs in as one of the stand-in's demo accounts (`as` in its address)
 *   through POST /__preview/session, into storage of its own (memory), so gate facts come
 *   through the real services and the visitor's own session in this browser is left alone.
 * - Time: the facts clock is an offset clock started at `at`; the parent can move it.
 * - Draft: the parent posts the draft manifest; the frame checks it with the same in-browser
 *   check as any manifest, and re-renders the site without a reload (SiteView observes it).
 */
import { observable, runInAction } from 'mobx';
import { createPortalDeps } from './boot/createPortalDeps';
import { fetchMessages } from '../runtime/boot/siteBundle';
import type { SiteResources } from '../runtime/boot/siteResources';
import { createOffsetClock } from '../runtime/facts/clock';
import { validateManifestInBrowser } from '../runtime/manifest/validateInBrowser';
import type { SiteManifest } from '../runtime/manifest/types';
import type { PortalDeps } from '../runtime/boot/portalDeps';
import { TOKEN_STORAGE_KEY, expiryMs, roleStorageKey } from '../stores/sessionStore';
import {
  FRAME_QUERY,
  PREVIEW_MESSAGE_KIND,
  fromExpectedSender,
  isParentMessage,
  type DraftMessage,
  type FrameMessage,
} from '../runtime/preview/protocol';
import { createMemoryStorage } from '../lib/memoryStorage';

interface PreviewGrant {
  access_token: string;
  expires_at: string | number;
  user_id: string;
}

async function signInAs(account: string, storage: Storage, role: string | null): Promise<void> {
  const response = await fetch('/__preview/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ account }),
  });
  if (!response.ok) {
    console.error(`preview: could not sign in as ${account} (${response.status})`);
    return;
  }
  const grant = (await response.json()) as PreviewGrant;
  // The shape the session store's adoptToken / saveToken keeps, read back by its bootstrap.
  storage.setItem(
    TOKEN_STORAGE_KEY,
    JSON.stringify({
      access_token: grant.access_token,
      expires_at: expiryMs(grant.expires_at),
      user_id: grant.user_id,
    }),
  );
  // The current role among the account's roles, as a role switch would have stored it.
  if (role) storage.setItem(roleStorageKey(grant.user_id), role);
}

function settled<T>(value: T): Promise<T> {
  // React's `use` reads a thenable's status: a settled draft renders without suspending.
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

const navigations = () => performance.getEntriesByType('navigation').length;

export async function bootPreviewFrame(): Promise<PortalDeps> {
  const query = new URLSearchParams(window.location.search);
  const account = query.get(FRAME_QUERY.account);
  const role = query.get(FRAME_QUERY.role);
  const at = Date.parse(query.get(FRAME_QUERY.now) ?? '');
  const local = createMemoryStorage();
  if (account) await signInAs(account, local, role);
  const clock = createOffsetClock(Number.isNaN(at) ? Date.now() : at);
  const deps = await createPortalDeps({
    storage: { local, session: createMemoryStorage() },
    factsClock: clock,
  });

  const draft = observable.box<{ siteId: string; resources: Promise<SiteResources> } | null>(null, {
    deep: false,
  });
  // The operator's draft replaces the served manifest of its site (SiteView is an observer: a
  // new draft re-renders without a reload); other sites load as for a visitor.
  const served = deps.siteResources;
  deps.siteResources = (siteId, lang) => {
    const current = draft.get();
    return current && current.siteId === siteId ? current.resources : served(siteId, lang);
  };

  const marker = Math.random().toString(36).slice(2);
  const parentOrigin = window.location.origin;
  const send = (message: FrameMessage) => window.parent.postMessage(message, parentOrigin);

  const applyDraft = async (message: DraftMessage) => {
    const problems = await validateManifestInBrowser(message.manifest);
    if (message.revision !== latest) return; // a newer draft arrived meanwhile
    if (problems.length) {
      send({ kind: PREVIEW_MESSAGE_KIND, type: 'rejected', revision: message.revision, problems });
      return;
    }
    const lang = new URLSearchParams(window.location.search).get('lang') === 'en' ? 'en' : 'zh-CN';
    const [messagesZh, messages] = await Promise.all([
      fetchMessages('zh-CN').catch(() => ({})),
      lang === 'zh-CN' ? Promise.resolve(null) : fetchMessages(lang).catch(() => null),
    ]);
    if (message.revision !== latest) return;
    const resources: SiteResources = {
      manifest: message.manifest as unknown as SiteManifest,
      problems: [],
      messages: messages ?? messagesZh,
      messagesZh,
    };
    runInAction(() => draft.set({ siteId: message.siteId, resources: settled(resources) }));
    // After React has committed the new render.
    requestAnimationFrame(() =>
      setTimeout(() =>
        send({
          kind: PREVIEW_MESSAGE_KIND,
          type: 'rendered',
          revision: message.revision,
          marker,
        }),
      ),
    );
  };

  let latest = -1;
  window.addEventListener('message', (event) => {
    if (!fromExpectedSender(event, { origin: parentOrigin, source: window.parent })) return;
    if (!isParentMessage(event.data)) return;
    const message = event.data;
    if (message.type === 'clock') clock.set(message.now ?? Date.now());
    else if (message.revision > latest) {
      latest = message.revision;
      void applyDraft(message);
    }
  });
  send({ kind: PREVIEW_MESSAGE_KIND, type: 'ready', marker, navigations: navigations() });
  return deps;
}
