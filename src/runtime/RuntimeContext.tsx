/**
 * The runtime handed to every page and block through React context (never globals):
 * the resolved site, environment, translator, clock, services, block registry and the UI
 * primitives (toast, confirm, dialog) that gate outcomes use.
 */
import { createContext, useContext } from 'react';
import type { Clock } from './facts/clock';
import type { Lang, RoleCode, ThemeName, UserFact } from './facts/facts';
import type { Translator } from './messages/translator';
import type { EnvironmentConfig } from './environment';
import type { SiteManifest } from './manifest/types';
import type { PortalServices } from '../services/portalServices';
import type { BlockRegistry } from './blocks/contract';

export interface SessionView {
  /** True until the login check has answered: headers then show neither links nor a name. */
  waiting: boolean;
  loggedIn: boolean;
  user: UserFact | null;
  role: RoleCode | null;
  roles: RoleCode[];
  /** Sends the visitor to sign in, returning to `returnTo` (in-site path) afterwards. */
  login(returnTo?: string): void;
  /** Safe logout (seed 000 §4): service call, stored state cleared, third-party redirect. */
  logout(): Promise<void>;
}

export interface DialogRequest {
  message: string;
  button?: { label: string; onPress: () => void };
}

export interface ConfirmOptions {
  /** Seed 000 §5, §8 (CORE-SHARED-12): a confirm may offer no cancel button. */
  hideCancel?: boolean;
}

export interface RuntimeUi {
  toast(message: string): void;
  /** Resolves true when the visitor confirms. */
  confirm(message: string, options?: ConfirmOptions): Promise<boolean>;
  dialog(request: DialogRequest): void;
}

export interface Runtime {
  envName: string;
  env: EnvironmentConfig;
  /** The site manifest with environment names filled in. */
  site: SiteManifest;
  /** Path prefix of the site ('' for the portal). */
  sitePrefix: string;
  lang: Lang;
  t: Translator;
  clock: Clock;
  services: PortalServices;
  registry: BlockRegistry;
  session: SessionView;
  ui: RuntimeUi;
  /** Theme from the x-edu-theme parameter, or the site default. */
  theme: ThemeName;
  /** The raw x-edu-theme value present in the address, carried over to links. */
  themeParam: string | null;
  mode: 'production' | 'dev' | 'preview';
  /**
   * Leaves the page for another address without keeping it in the history (location.replace):
   * the hand-offs to other applications. The preview's block catalogue holds the address
   * instead, so a fixture that leaves on mount does not take the catalogue away.
   */
  leave(url: string): void;
  /** Opens the role-switch dialog; absent when the current role may not switch (students). */
  openRoleSwitch?: () => void;
}

export const RuntimeContext = createContext<Runtime | null>(null);

export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime must be used inside <RuntimeContext.Provider>');
  return runtime;
}
