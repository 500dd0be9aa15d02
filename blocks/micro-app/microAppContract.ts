/**
 * The contract between the portal and an embedded micro-app (seed 000 §2 shared screens).
 *
 * A micro-app is deployed separately; the portal knows only its remote entry address
 * (`microApps.<name>` in site-configs/environments.json). The entry is a same-origin ES module
 * whose `mount(container, context)` renders into the container the portal hands over and may
 * return (or resolve to) an unmount function, which the portal calls when the page leaves.
 * The micro-app owns everything inside the container; the portal never renders there.
 */
import type { Lang, RoleCode } from '../../src/runtime/facts/facts';

/** The micro-apps the platform embeds, named as seed 000 §2 names them. */
export const MICRO_APP_NAMES = [
  'onlineExam',
  'userSidebar',
  'discussion',
  'excellentCourse',
  'certificate',
  'microAppDetail',
  'videoPlayer',
] as const;

export type MicroAppName = (typeof MICRO_APP_NAMES)[number];

export function isMicroAppName(value: unknown): value is MicroAppName {
  return typeof value === 'string' && (MICRO_APP_NAMES as readonly string[]).includes(value);
}

/** What the portal tells a micro-app when it mounts it. A snapshot: it is mounted again on change. */
export interface MicroAppContext {
  /** Null when the visitor is logged out. */
  user: { id: string; displayName: string } | null;
  /** The visitor's current role, null when logged out or without a role. */
  role: RoleCode | null;
  lang: Lang;
  /** The block's pass-through props, plus the route parameters it was told to pass on. */
  props: Readonly<Record<string, unknown>>;
  /**
   * Goes to an in-site address (a path such as `/certificate/search`, or a site-relative one).
   * Anything else (another host, `javascript:`…) is refused: returns false and goes nowhere.
   */
  navigate(href: string): boolean;
  /** Sends the visitor to sign in and back to the current page. */
  login(): void;
}

/** Called once when the host page leaves or the micro-app is mounted again. */
export type MicroAppUnmount = () => void;

export type MicroAppMountResult = void | MicroAppUnmount | Promise<void | MicroAppUnmount>;

/** The shape a remote entry module must have. */
export interface MicroAppModule {
  mount(container: HTMLElement, context: MicroAppContext): MicroAppMountResult;
}

export function isMicroAppModule(value: unknown): value is MicroAppModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { mount?: unknown }).mount === 'function'
  );
}
