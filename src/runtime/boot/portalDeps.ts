/** What the app is built from once at start: environment, services, session, clock, registry. */
import type { Clock } from '../facts/clock';
import type { EnvironmentConfig } from '../environment';
import type { PortalServices } from '../../services/portalServices';
import type { BlockRegistry } from '../blocks/contract';
import type { RoleCode, UserFact } from '../facts/facts';
import type { SiteIndexEntry } from '../manifest/types';
import type { IdentityStore } from '../../stores/identityStore';
import type { SiteResources } from './siteResources';
import type { FirstViewAnswers } from '../../services/http/firstViewAnswers';

/** The session store as the shell reads it (mobx observable). */
export interface SessionLike {
  /** Login state (seed 000 §4): 0 wait, 1 success, 2 failure, 3 logout. */
  state: number;
  loggedIn: boolean;
  user: UserFact | null;
  role: RoleCode | null;
  roles: RoleCode[];
  /** In failure state: 'Login failed, please retry: {reason}' (seed 000 §4, §8). */
  message: string | null;
  login(returnTo?: string): void;
  logout(): Promise<void>;
}

export interface PortalDeps {
  envName: string;
  env: EnvironmentConfig;
  sites: SiteIndexEntry[];
  services: PortalServices;
  session: SessionLike;
  /** Roles, the complete-information and role-switch dialogs' rules. */
  identity: IdentityStore;
  clock: Clock;
  registry: BlockRegistry;
  mode: 'production' | 'dev' | 'preview';
  /** The address's host where there is no `window` (the server's render); else the page's. */
  host?: string;
  /**
   * The services made again over a new HTTP client (empty caches, the same session), its
   * answers recorded: how a prerendered snapshot's data is revalidated after hydration.
   */
  renewServices?: (answers?: FirstViewAnswers) => PortalServices;
  /**
   * A site's manifest and catalogues, loaded once per site and language (`loadSiteResources`).
   * A preview frame hands in its own source, which answers the operator's draft instead.
   */
  siteResources(siteId: string, lang: string): Promise<SiteResources>;
}
