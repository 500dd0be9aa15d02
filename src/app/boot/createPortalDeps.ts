/**
 * Builds, once at start, what every site shares: the active environment, one HTTP client, the
 * services over it, the session (started from the address: ticket, token), the clock and the
 * block registry.
 */
import { fetchBootIndex, fetchMessages, type BootIndex } from '../../runtime/boot/siteBundle';
import type { MessageCatalogue } from '../../runtime/messages/translator';
import type { FirstViewAnswers } from '../../services/http/firstViewAnswers';
import { createTranslator, langFromQuery } from '../../runtime/messages/translator';
import { createSystemClock } from '../../runtime/facts/clock';
import { createHttpClient, preloadHttpTransport } from '../../services/http/createHttpClient';
import { createPortalServices } from '../../services';
import { channelScopeFor } from '../../services/channelService';
import { resolveSite, withCampaignHosts } from '../../runtime/site/resolveSite';
import { createUserCentreService } from '../../services/userCentreService';
import { createSessionStore } from '../../stores/sessionStore';
import { createIdentityStore } from '../../stores/identityStore';
import { createIdentityService } from '../../services/identityService';
import { visitorRegistry } from '../../../blocks/visitorRegistry';
import type { PortalDeps } from '../../runtime/boot/portalDeps';
import { loadSiteResources } from '../../runtime/boot/siteResources';

/**
 * Preview frames: their own storage (never the visitor's) and a movable clock. A hydrated first
 * view: the answers it was made from. The server's render (src/entry-server.tsx): its address,
 * the boot files, the services' origin, a recorder, and no login check.
 */
export interface PortalDepsOptions {
  storage?: { local: Storage; session: Storage };
  /** The clock rules, countdowns and live status read; HTTP keeps real time. */
  factsClock?: PortalDeps['clock'];
  /** Where the page is; `window.location` when absent. */
  address?: { host: string; hostname: string; pathname: string; search: string };
  /** The boot files, when the caller has them (the server); fetched when absent. */
  boot?: { index: BootIndex; messages: (lang: string) => Promise<MessageCatalogue> };
  /** Origin for the services' relative bases; the page's when absent. */
  origin?: () => string;
  /** Recorded (server) or replayed (browser) answers of a server-rendered first view. */
  firstViewAnswers?: FirstViewAnswers;
  /** false on the server: nobody signs in there, the session stays waiting (login state 0). */
  startSession?: boolean;
}

export async function createPortalDeps(options: PortalDepsOptions = {}): Promise<PortalDeps> {
  const localStore = options.storage?.local ?? window.localStorage;
  const sessionStore = options.storage?.session ?? window.sessionStorage;
  const address = () => options.address ?? window.location;
  const loadMessages = options.boot?.messages ?? fetchMessages;
  // Every service call waits for axios: start it now, not with the first request.
  void preloadHttpTransport().catch(() => undefined);
  const lang = langFromQuery(address().search);
  const [index, messagesZh, messages] = await Promise.all([
    options.boot?.index ?? fetchBootIndex(),
    loadMessages('zh-CN').catch(() => ({})),
    lang === 'zh-CN' ? Promise.resolve(null) : loadMessages(lang).catch(() => null),
  ]);
  const envName =
    (import.meta.env.VITE_EDU_ENV as string | undefined) ?? index.environments.default;
  const env = index.environments.environments[envName];
  if (!env) throw new Error(`unknown environment "${envName}"`);
  const clock = createSystemClock();
  // A contest on its own host (CORE-CHAN-13): the environment names the host of each such site.
  const sites = withCampaignHosts(index.sites, env.campaignHosts);
  let session: ReturnType<typeof createSessionStore> | null = null;
  /** One HTTP client: the session's token, and the first view's answers when there are any. */
  const clientOver = (firstViewAnswers: FirstViewAnswers | undefined) =>
    createHttpClient({
      env,
      clock,
      storage: sessionStore,
      getAuthorization: () => session?.authorization ?? null,
      origin: options.origin,
      firstViewAnswers,
    });
  const servicesOver = (http: ReturnType<typeof createHttpClient>) =>
    createPortalServices(http, env, {
      // The environment names the unit ids and the per-library content ids never shown (seed
      // 000 §7, §9; ledger CORE-API-10, CORE-CHAN-37) and the channel scope per host or site
      //
      ...env.libraryExclusions,
      channelScope: () => {
        const { host, hostname, pathname } = address();
        return channelScopeFor(env, hostname, resolveSite(sites, host, pathname)?.id);
      },
      // The login bridge's login by token gives the visitor a new portal token: the session
      // keeps it.
      onPortalToken: (grant) => session?.adoptToken(grant),
    });
  const client = clientOver(options.firstViewAnswers);
  const services = servicesOver(client);
  const userCentre = createUserCentreService(client, env);
  const t = createTranslator(messages ?? messagesZh, messagesZh);
  const identityService = createIdentityService(client);
  let identity: ReturnType<typeof createIdentityStore> | null = null;
  session = createSessionStore({
    userCentre,
    storage: localStore,
    t,
    // Tenant-0 identities (cached fallback) join the role list at login (src/stores/README.md).
    identities: (userId) => identity?.loadIdentities(userId) ?? Promise.resolve([]),
    savedIdentity: async (userId) =>
      (await identityService.savedIdentity(userId))?.identity_code ?? null,
  });
  identity = createIdentityStore({
    session,
    userCentre,
    identity: identityService,
    storage: localStore,
    t,
  });
  // School verification follows the confirmed login and the current role (seed 000 §6).
  if (options.startSession !== false) {
    identity.watchSession();
    void session.bootstrap();
  }
  return {
    envName,
    env,
    sites,
    services,
    session,
    identity,
    clock: options.factsClock ?? clock,
    registry: visitorRegistry,
    mode: import.meta.env.DEV ? 'dev' : (index.mode ?? 'production'),
    siteResources: loadSiteResources,
    host: options.address?.host,
    // A snapshot's data asked again after hydration: new caches, the same session.
    renewServices: (answers) => servicesOver(clientOver(answers)),
  };
}
