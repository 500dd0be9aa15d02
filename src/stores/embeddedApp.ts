/**
 * The embedded apps the portal can run inside (seed 000 §4; ledger CORE-ROLE-07/24/25, A-30).
 * In both, the app owns the identity: the page follows the app account's role and never asks
 * the complete-information question. The spec names neither bridge, so this module is the
 * contract (also in src/stores/README.md):
 *
 * Desktop client — injects `window.smarteduDesktop` before the page's scripts run:
 *   `getRole(): string | null | Promise<string | null>` — the role code (TEACHER, STUDENT, …)
 *     of the app account, or null/undefined when it has none; no answer within 3 s is none.
 *   When the app account's role changes, the client dispatches on window
 *   `new CustomEvent('smartedu-desktop-role-change', { detail: { role: 'GUARDIAN' } })`;
 *   the page then reloads (unless the role named is the one it already shows).
 *
 * Mobile bridge — the web view's user agent contains the token `SmartEduMobile` (for example
 *   `… Mobile Safari/537.36 SmartEduMobile/3.1.0`); the user agent is there before any script,
 *   so no injection race. The app keeps the current identity in the web view's localStorage
 *   under `smartedu.currentIdentity`: the identity object as the user centre answers it
 *   (`{"identity_code":"STUDENT", …}`) or the bare role code (`STUDENT`).
 *
 * Codes that are not selectable roles (EDU_EXPERT, unknown) are ignored, as anywhere else.
 */
import { isRoleCode, type RoleCode } from '../lib/roles';
import type { StorageLike } from '../services/http/types';
import { MOBILE_USER_AGENT_TOKEN } from '../lib/mobileClient';

export { MOBILE_USER_AGENT_TOKEN };

export const DESKTOP_BRIDGE_GLOBAL = 'smarteduDesktop';
export const DESKTOP_ROLE_CHANGE_EVENT = 'smartedu-desktop-role-change';
export const MOBILE_CURRENT_IDENTITY_STORAGE_KEY = 'smartedu.currentIdentity';
/** A desktop bridge that has not answered by then counts as no role, so sign-in never hangs. */
export const DESKTOP_ROLE_TIMEOUT_MS = 3000;

/** What the desktop client injects as `window.smarteduDesktop`. */
export interface DesktopBridge {
  getRole(): string | null | undefined | Promise<string | null | undefined>;
}

export type EmbeddedAppKind = 'desktop' | 'mobile';

export interface EmbeddedApp {
  kind: EmbeddedAppKind;
  /** The app account's role when it names a selectable role, else null (never rejects). */
  role(): Promise<RoleCode | null>;
  /**
   * Calls `listener` with the new role (null when the event names none) each time the app says
   * the account's role changed; returns the unsubscribe. The mobile bridge never calls it.
   */
  onRoleChange(listener: (role: RoleCode | null) => void): () => void;
}

/** The parts of `window` this module reads, so tests can hand in a plain object. */
export interface EmbeddingHost {
  navigator: { userAgent: string };
  localStorage?: StorageLike;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  [DESKTOP_BRIDGE_GLOBAL]?: unknown;
}

const roleOf = (code: unknown): RoleCode | null => (isRoleCode(code) ? code : null);

function desktopBridgeOf(host: EmbeddingHost): DesktopBridge | null {
  const bridge = host[DESKTOP_BRIDGE_GLOBAL];
  return typeof bridge === 'object' &&
    bridge !== null &&
    typeof (bridge as Partial<DesktopBridge>).getRole === 'function'
    ? (bridge as DesktopBridge)
    : null;
}

/** The stored current identity of the mobile bridge: `{identity_code}` JSON or a bare code. */
export function storedCurrentIdentity(raw: string | null): RoleCode | null {
  if (!raw) return null;
  const text = raw.trim();
  if (!text.startsWith('{') && !text.startsWith('"')) return roleOf(text);
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'string') return roleOf(parsed);
    return typeof parsed === 'object' && parsed !== null
      ? roleOf((parsed as { identity_code?: unknown }).identity_code)
      : null;
  } catch {
    return null;
  }
}

/** Reading `localStorage` itself can throw (storage disabled): that reads as nothing stored. */
function readStorage(host: EmbeddingHost, key: string): string | null {
  try {
    return host.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The embedded app the page runs in, or null in an ordinary browser. Desktop wins over mobile. */
export function detectEmbeddedApp(
  host: EmbeddingHost | undefined = browserHost(),
): EmbeddedApp | null {
  if (!host) return null;
  const bridge = desktopBridgeOf(host);
  if (bridge) {
    return {
      kind: 'desktop',
      async role() {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const timeout = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), DESKTOP_ROLE_TIMEOUT_MS);
        });
        try {
          return roleOf(await Promise.race([bridge.getRole(), timeout]));
        } catch {
          // A broken bridge must not block sign-in: the page falls back to its own choice.
          return null;
        } finally {
          clearTimeout(timer);
        }
      },
      onRoleChange(listener) {
        const handler = (event: Event) => {
          const detail = (event as CustomEvent<{ role?: unknown } | null>).detail;
          listener(roleOf(detail?.role));
        };
        host.addEventListener(DESKTOP_ROLE_CHANGE_EVENT, handler);
        return () => host.removeEventListener(DESKTOP_ROLE_CHANGE_EVENT, handler);
      },
    };
  }
  if (host.navigator.userAgent.includes(MOBILE_USER_AGENT_TOKEN)) {
    return {
      kind: 'mobile',
      role: () =>
        Promise.resolve(
          storedCurrentIdentity(readStorage(host, MOBILE_CURRENT_IDENTITY_STORAGE_KEY)),
        ),
      onRoleChange: () => () => undefined,
    };
  }
  return null;
}

/** True inside the desktop client or the mobile bridge (no complete-information dialog there). */
export function isEmbeddedApp(host: EmbeddingHost | undefined = browserHost()): boolean {
  return detectEmbeddedApp(host) !== null;
}

function browserHost(): EmbeddingHost | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as EmbeddingHost);
}
