import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../services/testing/fakes';
import {
  DESKTOP_ROLE_CHANGE_EVENT,
  DESKTOP_ROLE_TIMEOUT_MS,
  detectEmbeddedApp,
  isEmbeddedApp,
  MOBILE_CURRENT_IDENTITY_STORAGE_KEY,
  storedCurrentIdentity,
  type EmbeddingHost,
} from './embeddedApp';

const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 SmartEduMobile/3.1.0';

function host(
  options: { userAgent?: string; bridge?: unknown; stored?: string } = {},
): EmbeddingHost & EventTarget {
  const target = new EventTarget() as EventTarget & EmbeddingHost;
  target.navigator = { userAgent: options.userAgent ?? 'Mozilla/5.0 Chrome/140' };
  target.localStorage = new MemoryStorage();
  if (options.stored !== undefined)
    target.localStorage.setItem(MOBILE_CURRENT_IDENTITY_STORAGE_KEY, options.stored);
  if (options.bridge !== undefined) target.smarteduDesktop = options.bridge;
  return target;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('embedded app detection (the contract in embeddedApp.ts)', () => {
  it('an ordinary browser is no embedded app (also under jsdom)', () => {
    expect(detectEmbeddedApp(host())).toBeNull();
    expect(isEmbeddedApp(host())).toBe(false);
    expect(isEmbeddedApp()).toBe(false);
  });

  it('window.smarteduDesktop with getRole() is the desktop client; its role is read', async () => {
    const app = detectEmbeddedApp(host({ bridge: { getRole: () => 'TEACHER' } }));
    expect(app?.kind).toBe('desktop');
    await expect(app?.role()).resolves.toBe('TEACHER');
    const asyncApp = detectEmbeddedApp(host({ bridge: { getRole: async () => 'GUARDIAN' } }));
    await expect(asyncApp?.role()).resolves.toBe('GUARDIAN');
  });

  it('a bridge without getRole is not one; a failing or unknown role reads as none', async () => {
    expect(detectEmbeddedApp(host({ bridge: {} }))).toBeNull();
    expect(detectEmbeddedApp(host({ bridge: 'yes' }))).toBeNull();
    const failing = detectEmbeddedApp(
      host({ bridge: { getRole: () => Promise.reject(new Error('ipc closed')) } }),
    );
    await expect(failing?.role()).resolves.toBeNull();
    const expert = detectEmbeddedApp(host({ bridge: { getRole: () => 'EDU_EXPERT' } }));
    await expect(expert?.role()).resolves.toBeNull();
  });

  it('a desktop bridge silent for 3 s counts as no role (sign-in does not hang)', async () => {
    expect(DESKTOP_ROLE_TIMEOUT_MS).toBe(3000);
    vi.useFakeTimers();
    const app = detectEmbeddedApp(
      host({ bridge: { getRole: () => new Promise(() => undefined) } }),
    );
    let settled: unknown = 'pending';
    void app!.role().then((role) => (settled = role));
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
  });

  it('desktop: smartedu-desktop-role-change events reach the listener until unsubscribed', () => {
    const window = host({ bridge: { getRole: () => 'TEACHER' } });
    const app = detectEmbeddedApp(window);
    const seen: unknown[] = [];
    const stop = app!.onRoleChange((role) => seen.push(role));
    window.dispatchEvent(
      new CustomEvent('smartedu-desktop-role-change', { detail: { role: 'GUARDIAN' } }),
    );
    window.dispatchEvent(new CustomEvent(DESKTOP_ROLE_CHANGE_EVENT, { detail: { role: 'x' } }));
    stop();
    window.dispatchEvent(
      new CustomEvent(DESKTOP_ROLE_CHANGE_EVENT, { detail: { role: 'STUDENT' } }),
    );
    expect(seen).toEqual(['GUARDIAN', null]);
  });

  it('the SmartEduMobile user agent is the mobile bridge; the role is the stored identity', async () => {
    const app = detectEmbeddedApp(host({ userAgent: MOBILE_UA, stored: 'STUDENT' }));
    expect(app?.kind).toBe('mobile');
    await expect(app?.role()).resolves.toBe('STUDENT');
    const none = detectEmbeddedApp(host({ userAgent: MOBILE_UA }));
    await expect(none?.role()).resolves.toBeNull();
  });

  it('the desktop bridge wins when both are present', () => {
    const app = detectEmbeddedApp(
      host({ userAgent: MOBILE_UA, bridge: { getRole: () => 'TEACHER' } }),
    );
    expect(app?.kind).toBe('desktop');
  });

  it('reads the stored identity as {identity_code} JSON, a JSON string or a bare code', () => {
    expect(storedCurrentIdentity('{"identity_code":"STUDENT","tenant_id":0}')).toBe('STUDENT');
    expect(storedCurrentIdentity('"GUARDIAN"')).toBe('GUARDIAN');
    expect(storedCurrentIdentity(' TEACHER ')).toBe('TEACHER');
    expect(storedCurrentIdentity('{broken')).toBeNull();
    expect(storedCurrentIdentity('EDU_EXPERT')).toBeNull();
    expect(storedCurrentIdentity(null)).toBeNull();
  });

  it('storage that throws reads as no stored identity', async () => {
    const window = host({ userAgent: MOBILE_UA });
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    await expect(detectEmbeddedApp(window)?.role()).resolves.toBeNull();
  });
});
