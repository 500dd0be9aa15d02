import { beforeEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { autorun } from 'mobx';
import zhCN from '../../site-configs/messages/zh-CN.json';
import en from '../../site-configs/messages/en.json';
import { createTranslator, type MessageCatalogue } from '../runtime/messages/translator';
import { createHttpClient } from '../services/http/createHttpClient';
import { manualClock, MemoryStorage, testEnv } from '../services/testing/fakes';
import { startMswServer } from '../services/testing/msw';
import { createUserCentreService } from '../services/userCentreService';
import {
  createSessionStore,
  displayName,
  FIRST_LOGIN_STORAGE_KEY,
  LoginState,
  RELOGIN_FLAG_STORAGE_KEY,
  roleStorageKey,
  SESSION_CACHE_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  withoutQueryParam,
  type LocationHelpers,
  type SessionStore,
  type SessionStoreDeps,
} from './sessionStore';
import {
  DESKTOP_ROLE_CHANGE_EVENT,
  detectEmbeddedApp,
  MOBILE_CURRENT_IDENTITY_STORAGE_KEY,
  type EmbeddedApp,
  type EmbeddingHost,
} from './embeddedApp';

const origin = window.location.origin;
const uc = `${origin}/svc/uc/v1.1`;
const { server, requests } = startMswServer(
  http.post(`${uc}/sso/tickets/actions/exchange`, async ({ request }) => {
    const { ticket } = (await request.json()) as { ticket: string };
    return HttpResponse.json({
      access_token: `token-for-${ticket}`,
      expires_at: Date.UTC(2026, 5, 2),
      user_id: 'u1',
    });
  }),
  http.get(`${uc}/users/current`, () =>
    HttpResponse.json({ user_id: 'u1', real_name: '张老师', nick_name: 'zhang' }),
  ),
  http.post(`${uc}/sessions/actions/login_by_uckey`, async ({ request }) => {
    const { uckey } = (await request.json()) as { uckey: string };
    return HttpResponse.json({ access_token: `uckey-${uckey}`, expires_at: 9e12, user_id: 'u1' });
  }),
  http.post(`${uc}/sessions`, async ({ request }) => {
    const { ticket } = (await request.json()) as { ticket: string };
    return HttpResponse.json({
      access_token: `session-${ticket}`,
      expires_at: 9e12,
      user_id: 'u1',
    });
  }),
  http.post(`${uc}/sessions/actions/logout`, () => HttpResponse.json({ success: true })),
  http.get(`${uc}/users/:id/roles`, () =>
    HttpResponse.json([
      { role_code: 'TEACHER' },
      { role_code: 'EDU_EXPERT' },
      { role_code: 'GUARDIAN' },
    ]),
  ),
);

const zhT = createTranslator(zhCN as MessageCatalogue, zhCN as MessageCatalogue);

interface Setup {
  store: SessionStore;
  storage: MemoryStorage;
  navigations: string[];
  /** How often the page was reloaded. */
  reloads: { count: number };
}

function setup(
  options: {
    storage?: MemoryStorage;
    t?: typeof zhT;
    location?: LocationHelpers;
    embeddedApp?: EmbeddedApp | null;
    identities?: SessionStoreDeps['identities'];
    savedIdentity?: SessionStoreDeps['savedIdentity'];
  } = {},
): Setup {
  const storage = options.storage ?? new MemoryStorage();
  const clock = manualClock(Date.UTC(2026, 5, 1));
  const navigations: string[] = [];
  const reloads = { count: 0 };
  let store: SessionStore | null = null;
  const client = createHttpClient({
    env: testEnv(),
    getAuthorization: () => store?.authorization ?? null,
    clock,
    storage: new MemoryStorage(),
  });
  store = createSessionStore({
    userCentre: createUserCentreService(client, testEnv()),
    storage,
    t: options.t ?? zhT,
    clock,
    location: options.location ?? {
      href: () => window.location.href,
      replace: (url) => window.history.replaceState(null, '', url),
      assign: (url) => navigations.push(url),
      reload: () => {
        reloads.count += 1;
      },
    },
    embeddedApp: options.embeddedApp ?? null,
    identities: options.identities,
    savedIdentity: options.savedIdentity,
  });
  return { store, storage, navigations, reloads };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('login states', () => {
  it('uses the codes wait 0, success 1, failure 2, logout 3', () => {
    expect([LoginState.Wait, LoginState.Success, LoginState.Failure, LoginState.Logout]).toEqual([
      0, 1, 2, 3,
    ]);
  });

  it('waits while the current user is asked, then succeeds and loads the roles', async () => {
    server.use(
      http.get(`${uc}/users/current`, async () => {
        await delay(30);
        return HttpResponse.json({ user_id: 'u1', real_name: '张老师' });
      }),
    );
    const { store } = setup();
    const seen: LoginState[] = [];
    const stop = autorun(() => void seen.push(store.state));
    const done = store.bootstrap();
    expect(store.state).toBe(LoginState.Wait);
    await done;
    stop();
    expect(seen).toEqual([LoginState.Wait, LoginState.Success]);
    expect(store.loggedIn).toBe(true);
    expect(store.user).toMatchObject({ user_id: 'u1', display_name: '张老师' });
    expect(store.roles).toEqual(['TEACHER', 'GUARDIAN']);
    expect(store.role).toBe('TEACHER');
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/svc/uc/v1.1/users/current',
      '/svc/uc/v1.1/users/u1/roles',
    ]);
  });

  it('is logout when there is no user (401), without asking for roles', async () => {
    server.use(http.get(`${uc}/users/current`, () => new HttpResponse(null, { status: 401 })));
    const { store } = setup();
    await store.bootstrap();
    expect(store.state).toBe(LoginState.Logout);
    expect(store.loggedIn).toBe(false);
    expect(store.user).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('is failure with 登录失败，请重试：{reason} when the lookup fails', async () => {
    server.use(
      http.get(`${uc}/users/current`, () =>
        HttpResponse.json({ message: 'timeout' }, { status: 500 }),
      ),
    );
    const { store } = setup();
    await store.bootstrap();
    expect(store.state).toBe(LoginState.Failure);
    expect(store.message).toBe('登录失败，请重试：timeout');
    expect(store.loggedIn).toBe(false);
  });

  it('shows the English failure message from the en catalogue', async () => {
    server.use(
      http.get(`${uc}/users/current`, () =>
        HttpResponse.json({ message: 'timeout' }, { status: 502 }),
      ),
    );
    const enT = createTranslator(en as MessageCatalogue, zhCN as MessageCatalogue);
    const { store } = setup({ t: enT });
    await store.bootstrap();
    expect(store.message).toBe('Login failed, please retry: timeout');
  });
});

describe('ticket', () => {
  it('exchanges the ticket, stores the token, removes the ticket from the address and uses the token', async () => {
    window.history.replaceState(null, '', '/hd/kpzy?x=1&ticket=T1&y=a%20b#part');
    const { store, storage } = setup();
    await store.bootstrap();

    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/svc/uc/v1.1/sso/tickets/actions/exchange');
    expect(JSON.parse(await requests[0].body())).toEqual({ ticket: 'T1' });
    expect(JSON.parse(storage.getItem(TOKEN_STORAGE_KEY) ?? 'null')).toEqual({
      access_token: 'token-for-T1',
      expires_at: Date.UTC(2026, 5, 2),
      user_id: 'u1',
    });
    expect(window.location.pathname).toBe('/hd/kpzy');
    expect(window.location.search).toBe('?x=1&y=a%20b');
    expect(window.location.hash).toBe('#part');
    expect(requests[1].headers.get('authorization')).toBe('Bearer token-for-T1');
    expect(store.authorization).toBe('Bearer token-for-T1');
    expect(store.state).toBe(LoginState.Success);
  });

  it('creates a non-SSO session with the ticket when the SSO check fails', async () => {
    server.use(
      http.post(`${uc}/sso/tickets/actions/exchange`, () =>
        HttpResponse.json({ message: 'sso down' }, { status: 500 }),
      ),
    );
    window.history.replaceState(null, '', '/?ticket=T3&a=1');
    const { store } = setup();
    await store.bootstrap();
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /svc/uc/v1.1/sso/tickets/actions/exchange',
      'POST /svc/uc/v1.1/sessions',
      'GET /svc/uc/v1.1/users/current',
      'GET /svc/uc/v1.1/users/u1/roles',
    ]);
    expect(JSON.parse(await requests[1].body())).toEqual({ ticket: 'T3' });
    expect(requests[2].headers.get('authorization')).toBe('Bearer session-T3');
    expect(window.location.search).toBe('?a=1');
    expect(store.state).toBe(LoginState.Success);
  });

  it('removes the ticket and fails when the SSO check and the non-SSO session both fail', async () => {
    server.use(
      http.post(`${uc}/sso/tickets/actions/exchange`, () =>
        HttpResponse.json({ message: 'sso down' }, { status: 500 }),
      ),
      http.post(`${uc}/sessions`, () =>
        HttpResponse.json({ message: 'ticket expired' }, { status: 400 }),
      ),
    );
    window.history.replaceState(null, '', '/?ticket=T2');
    const { store, storage } = setup();
    await store.bootstrap();
    expect(window.location.search).toBe('');
    expect(store.state).toBe(LoginState.Failure);
    expect(store.message).toBe('登录失败，请重试：ticket expired');
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('stored token', () => {
  it('sends a stored token that has not expired', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      TOKEN_STORAGE_KEY,
      JSON.stringify({ access_token: 'kept', expires_at: Date.UTC(2026, 5, 1, 1), user_id: 'u1' }),
    );
    const { store } = setup({ storage });
    await store.bootstrap();
    expect(requests[0].headers.get('authorization')).toBe('Bearer kept');
  });

  it('ignores and removes an expired token', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      TOKEN_STORAGE_KEY,
      JSON.stringify({ access_token: 'old', expires_at: Date.UTC(2026, 4, 31), user_id: 'u1' }),
    );
    const { store } = setup({ storage });
    expect(store.authorization).toBeNull();
    await store.bootstrap();
    expect(requests[0].headers.get('authorization')).toBeNull();
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('drops the token when the server says there is no user', async () => {
    server.use(http.get(`${uc}/users/current`, () => new HttpResponse(null, { status: 401 })));
    const storage = new MemoryStorage();
    storage.setItem(
      TOKEN_STORAGE_KEY,
      JSON.stringify({ access_token: 'revoked', expires_at: Date.UTC(2027, 0, 1), user_id: 'u1' }),
    );
    const { store } = setup({ storage });
    await store.bootstrap();
    expect(store.token).toBeNull();
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('current role', () => {
  it('restores the stored choice of that user when the user still holds it', async () => {
    const storage = new MemoryStorage();
    storage.setItem(roleStorageKey('u1'), 'GUARDIAN');
    storage.setItem(roleStorageKey('u2'), 'TEACHER');
    const { store } = setup({ storage });
    await store.bootstrap();
    expect(store.role).toBe('GUARDIAN');
  });

  it('takes the first role when the stored choice belongs to another user or is no longer held', async () => {
    const storage = new MemoryStorage();
    storage.setItem(roleStorageKey('u2'), 'GUARDIAN');
    const first = setup({ storage });
    await first.store.bootstrap();
    expect(first.store.role).toBe('TEACHER');

    storage.setItem(roleStorageKey('u1'), 'STUDENT');
    const second = setup({ storage });
    await second.store.bootstrap();
    expect(second.store.role).toBe('TEACHER');
  });
});

/** A window stand-in: the desktop bridge answering `desktopRole`, or the mobile user agent. */
function embeddingHost(options: {
  desktopRole?: string | null;
  mobile?: boolean;
  stored?: string;
}): EmbeddingHost & EventTarget {
  const host = new EventTarget() as EventTarget & EmbeddingHost;
  host.navigator = {
    userAgent: options.mobile ? 'Mozilla/5.0 (Linux; Android 14) SmartEduMobile/3.1.0' : 'jsdom',
  };
  host.localStorage = new MemoryStorage();
  if (options.stored)
    host.localStorage.setItem(MOBILE_CURRENT_IDENTITY_STORAGE_KEY, options.stored);
  if (options.desktopRole !== undefined)
    host.smarteduDesktop = { getRole: () => Promise.resolve(options.desktopRole) };
  return host;
}

describe('current role in the embedded app (seed 000 §4)', () => {
  it('desktop: the app account role wins over the stored choice and the first role', async () => {
    const storage = new MemoryStorage();
    storage.setItem(roleStorageKey('u1'), 'TEACHER');
    const host = embeddingHost({ desktopRole: 'GUARDIAN' });
    const { store } = setup({ storage, embeddedApp: detectEmbeddedApp(host) });
    await store.bootstrap();
    expect(store.role).toBe('GUARDIAN');
    // The app's role is not written over the browser's own choice.
    expect(storage.getItem(roleStorageKey('u1'))).toBe('TEACHER');
  });

  it('desktop: a role-change event reloads the page; the role already shown does not', async () => {
    const host = embeddingHost({ desktopRole: 'TEACHER' });
    const { store, reloads } = setup({ embeddedApp: detectEmbeddedApp(host) });
    await store.bootstrap();
    host.dispatchEvent(new CustomEvent(DESKTOP_ROLE_CHANGE_EVENT, { detail: { role: 'TEACHER' } }));
    expect(reloads.count).toBe(0);
    host.dispatchEvent(
      new CustomEvent(DESKTOP_ROLE_CHANGE_EVENT, { detail: { role: 'GUARDIAN' } }),
    );
    expect(reloads.count).toBe(1);
    host.dispatchEvent(new CustomEvent(DESKTOP_ROLE_CHANGE_EVENT));
    expect(reloads.count).toBe(2);
  });

  it('desktop: no role from the bridge falls back to the stored choice', async () => {
    const storage = new MemoryStorage();
    storage.setItem(roleStorageKey('u1'), 'GUARDIAN');
    const host = embeddingHost({ desktopRole: null });
    const { store } = setup({ storage, embeddedApp: detectEmbeddedApp(host) });
    await store.bootstrap();
    expect(store.role).toBe('GUARDIAN');
  });

  it('mobile: the stored current identity wins, even over a held first role', async () => {
    const host = embeddingHost({ mobile: true, stored: '{"identity_code":"STUDENT"}' });
    const { store } = setup({ embeddedApp: detectEmbeddedApp(host) });
    await store.bootstrap();
    expect(store.roles).toEqual(['TEACHER', 'GUARDIAN']);
    expect(store.role).toBe('STUDENT');
  });

  it('mobile: without a stored identity the first role stays', async () => {
    const host = embeddingHost({ mobile: true });
    const { store } = setup({ embeddedApp: detectEmbeddedApp(host) });
    await store.bootstrap();
    expect(store.role).toBe('TEACHER');
  });
});

describe('display name and login', () => {
  it('re-exports the seed 000 §3 display name of src/lib/displayName.ts', () => {
    expect(displayName({ user_id: 'u1', real_name: '张三', nick_name: 'z' })).toBe('张三');
    expect(displayName({ user_id: 'u1', real_name: '', nick_name: 'zz' })).toBe('zz');
    expect(displayName({ user_id: '123456789' })).toBe('用户6789');
  });

  it('applies the name rules to the signed-in user (minor, adult with both names, mobile)', async () => {
    server.use(
      http.get(`${uc}/users/current`, () =>
        HttpResponse.json({
          user_id: 'u1',
          is_minor: true,
          user_name: '郑小雨',
          nick_name: '小雨',
        }),
      ),
    );
    const minor = setup();
    await minor.store.bootstrap();
    expect(minor.store.user).toMatchObject({ real_name: '郑小雨', display_name: '郑小雨' });

    server.use(
      http.get(`${uc}/users/current`, () =>
        HttpResponse.json({ user_id: 'u1', real_name: '张三', nick_name: 'zs' }),
      ),
    );
    const adult = setup();
    await adult.store.bootstrap();
    expect(adult.store.user).toMatchObject({ nick_name: '', display_name: '张三' });
  });

  it('gives a guest no profile: success, no user, no roles request', async () => {
    server.use(
      http.get(`${uc}/users/current`, () =>
        HttpResponse.json({ user_id: 'u-guest', account_type: 'guest' }),
      ),
    );
    const { store } = setup();
    await store.bootstrap();
    expect(store.state).toBe(LoginState.Success);
    expect(store.guest).toBe(true);
    expect(store.user).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('login() goes to the SSO address returning to the given path, or the current page', () => {
    window.history.replaceState(null, '', '/liveList?a=1');
    const { store, navigations } = setup();
    store.login('/hd/kpzy');
    store.login();
    expect(navigations).toEqual([
      '/sso/login?redirect_uri=%2Fhd%2Fkpzy',
      '/sso/login?redirect_uri=%2FliveList%3Fa%3D1',
    ]);
  });
});

describe('uckey', () => {
  it('logs in with the uckey before asking for the user, then removes it keeping the rest', async () => {
    window.history.replaceState(null, '', '/?uckey=K&x=1');
    const { store } = setup();
    await store.bootstrap();
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /svc/uc/v1.1/sessions/actions/login_by_uckey',
      'GET /svc/uc/v1.1/users/current',
      'GET /svc/uc/v1.1/users/u1/roles',
    ]);
    expect(JSON.parse(await requests[0].body())).toEqual({ uckey: 'K' });
    expect(requests[0].headers.get('authorization')).toBeNull();
    expect(requests[1].headers.get('authorization')).toBe('Bearer uckey-K');
    expect(window.location.search).toBe('?x=1');
    expect(store.state).toBe(LoginState.Success);
  });

  it('removes a uckey that failed and still asks for the current user', async () => {
    server.use(
      http.post(`${uc}/sessions/actions/login_by_uckey`, () =>
        HttpResponse.json({ message: 'bad key' }, { status: 401 }),
      ),
    );
    window.history.replaceState(null, '', '/liveList?uckey=bad');
    const { store } = setup();
    await store.bootstrap();
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/liveList');
    expect(requests[1].url.pathname).toBe('/svc/uc/v1.1/users/current');
    expect(store.state).toBe(LoginState.Success);
  });

  it('withoutQueryParam keeps other parameters as written and gives null when absent', () => {
    expect(withoutQueryParam('http://h/p?a=1&uckey=K&b=%20#h', 'uckey')).toBe('/p?a=1&b=%20#h');
    expect(withoutQueryParam('http://h/p?a=1', 'uckey')).toBeNull();
  });
});

const validToken = JSON.stringify({
  access_token: 'kept',
  expires_at: Date.UTC(2027, 0, 1),
  user_id: 'u1',
});

describe('login cache', () => {
  it('caches the login state and user info after success', async () => {
    const { store, storage } = setup();
    await store.bootstrap();
    expect(JSON.parse(storage.getItem(SESSION_CACHE_STORAGE_KEY) ?? 'null')).toMatchObject({
      state: LoginState.Success,
      user: { user_id: 'u1', display_name: '张老师' },
      roles: ['TEACHER', 'GUARDIAN'],
      role: 'TEACHER',
    });
  });

  it('paints the cached user while waiting (token present), then takes the server answer', async () => {
    const storage = new MemoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, validToken);
    storage.setItem(
      SESSION_CACHE_STORAGE_KEY,
      JSON.stringify({
        state: 1,
        user: { user_id: 'u1', display_name: '旧名字', real_name: '旧名字', nick_name: '' },
        roles: ['GUARDIAN'],
        role: 'GUARDIAN',
      }),
    );
    const { store } = setup({ storage });
    expect(store.state).toBe(LoginState.Wait);
    expect(store.user?.display_name).toBe('旧名字');
    expect(store.role).toBe('GUARDIAN');
    await store.bootstrap();
    expect(store.user?.display_name).toBe('张老师');
  });

  it('ignores the cache without a token and clears it when there is no user', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_CACHE_STORAGE_KEY, JSON.stringify({ user: { user_id: 'u1' } }));
    server.use(http.get(`${uc}/users/current`, () => new HttpResponse(null, { status: 401 })));
    const { store } = setup({ storage });
    expect(store.user).toBeNull();
    await store.bootstrap();
    expect(storage.getItem(SESSION_CACHE_STORAGE_KEY)).toBeNull();
  });
});

describe('logout', () => {
  async function signedIn() {
    const storage = new MemoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, validToken);
    storage.setItem(roleStorageKey('u1'), 'GUARDIAN');
    storage.setItem(FIRST_LOGIN_STORAGE_KEY, '1');
    window.history.replaceState(null, '', '/liveList?a=1#x');
    const result = setup({ storage });
    await result.store.bootstrap();
    requests.length = 0;
    return result;
  }

  it('calls the service, clears the stored state and redirects to the third-party logout', async () => {
    const { store, storage, navigations } = await signedIn();
    storage.setItem(roleStorageKey('u2'), 'TEACHER');
    await store.logout();
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /svc/uc/v1.1/sessions/actions/logout',
    ]);
    expect(requests[0].headers.get('authorization')).toBe('Bearer kept');
    for (const key of [
      TOKEN_STORAGE_KEY,
      SESSION_CACHE_STORAGE_KEY,
      FIRST_LOGIN_STORAGE_KEY,
      roleStorageKey('u1'),
      RELOGIN_FLAG_STORAGE_KEY,
    ]) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(storage.getItem(roleStorageKey('u2'))).toBe('TEACHER');
    expect(store.state).toBe(LoginState.Logout);
    expect(store.user).toBeNull();
    expect(store.authorization).toBeNull();
    const back = encodeURIComponent(`${origin}/liveList`);
    expect(navigations).toEqual([
      `/sso/logout?logout_redirect_uri=${back}&client_id=${testEnv().appId}`,
    ]);
  });

  it('clears the token and sets the re-login flag when sign-out fails; the redirect still follows', async () => {
    const { store, storage, navigations } = await signedIn();
    server.use(
      http.post(`${uc}/sessions/actions/logout`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    await store.logout();
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(RELOGIN_FLAG_STORAGE_KEY)).toBe('1');
    expect(storage.getItem(SESSION_CACHE_STORAGE_KEY)).toBeNull();
    expect(store.state).toBe(LoginState.Logout);
    expect(navigations).toHaveLength(1);
    expect(navigations[0]).toMatch(/^\/sso\/logout\?logout_redirect_uri=/);
  });

  it('drops the re-login flag after the next successful login', async () => {
    const storage = new MemoryStorage();
    storage.setItem(RELOGIN_FLAG_STORAGE_KEY, '1');
    const { store } = setup({ storage });
    await store.bootstrap();
    expect(storage.getItem(RELOGIN_FLAG_STORAGE_KEY)).toBeNull();
  });
});

describe('applyRoles', () => {
  it('sets roles and role, stores the choice per user and refreshes the cache', async () => {
    const { store, storage } = setup();
    await store.bootstrap();
    store.applyRoles(['TEACHER', 'GUARDIAN', 'STUDENT'], 'STUDENT');
    expect(store.role).toBe('STUDENT');
    expect(storage.getItem(roleStorageKey('u1'))).toBe('STUDENT');
    expect(JSON.parse(storage.getItem(SESSION_CACHE_STORAGE_KEY) ?? '{}').role).toBe('STUDENT');
  });
});

describe('identities join the roles (seed 000 §3, §7; CORE-ROLE-28/29)', () => {
  const identity = (identity_code: string) => ({ identity_code, tenant_id: 0 });

  it('adds tenant-0 identities the role list lacks, after the server roles', async () => {
    const asked: string[] = [];
    const { store } = setup({
      identities: async (userId) => {
        asked.push(userId);
        return [identity('GUARDIAN'), identity('ACADEMIC_STAFF')];
      },
    });
    await store.bootstrap();
    expect(asked).toEqual(['u1']);
    expect(store.roles).toEqual(['TEACHER', 'GUARDIAN', 'ACADEMIC_STAFF']);
    expect(store.role).toBe('TEACHER');
  });

  it('a failed role call still gives the (cached) identities, so no role is lost', async () => {
    server.use(http.get(`${uc}/users/:id/roles`, () => HttpResponse.json({}, { status: 500 })));
    const storage = new MemoryStorage();
    storage.setItem(roleStorageKey('u1'), 'GUARDIAN');
    const { store } = setup({
      storage,
      identities: async () => [identity('TEACHER'), identity('GUARDIAN')],
    });
    await store.bootstrap();
    expect(store.state).toBe(LoginState.Success);
    expect(store.roles).toEqual(['TEACHER', 'GUARDIAN']);
    expect(store.role).toBe('GUARDIAN');
  });

  it('a failed identity lookup leaves the server roles as they are', async () => {
    const { store } = setup({
      identities: () => Promise.reject(new Error('offline')),
    });
    await store.bootstrap();
    expect(store.roles).toEqual(['TEACHER', 'GUARDIAN']);
  });
});

describe('role chosen on this browser (first-login dialog, ledger A-30)', () => {
  it('is false without a stored choice, true with a held one, false with one no longer held', async () => {
    const none = setup();
    await none.store.bootstrap();
    expect(none.store.roleChosen).toBe(false);

    const storage = new MemoryStorage();
    storage.setItem(roleStorageKey('u1'), 'GUARDIAN');
    const held = setup({ storage });
    await held.store.bootstrap();
    expect(held.store.roleChosen).toBe(true);

    storage.setItem(roleStorageKey('u1'), 'STUDENT');
    const stale = setup({ storage });
    await stale.store.bootstrap();
    expect(stale.store.roleChosen).toBe(false);
  });

  it('a saved identity on the account counts as chosen; none, or an unknown answer, does not', async () => {
    const asked: string[] = [];
    const saved = (answer: string | null | Error) => async (userId: string) => {
      asked.push(userId);
      if (answer instanceof Error) throw answer;
      return answer;
    };
    const chosen = setup({ savedIdentity: saved('GUARDIAN') });
    await chosen.store.bootstrap();
    expect(chosen.store.roleChosen).toBe(true);
    // The role still follows this browser's choice, else the first role.
    expect(chosen.store.role).toBe('TEACHER');
    expect(asked).toEqual(['u1']);

    const never = setup({ savedIdentity: saved(null) });
    await never.store.bootstrap();
    expect(never.store.roleChosen).toBe(false);
    const unknown = setup({ savedIdentity: saved(new Error('404')) });
    await unknown.store.bootstrap();
    expect(unknown.store.roleChosen).toBe(false);
  });

  it('asks the account only for a user with several roles and no choice here', async () => {
    const asked: string[] = [];
    const savedIdentity = async (userId: string) => {
      asked.push(userId);
      return null;
    };
    server.use(
      http.get(`${uc}/users/:id/roles`, () => HttpResponse.json([{ role_code: 'TEACHER' }])),
    );
    await setup({ savedIdentity }).store.bootstrap();
    server.resetHandlers();
    const storage = new MemoryStorage();
    storage.setItem(roleStorageKey('u1'), 'GUARDIAN');
    await setup({ storage, savedIdentity }).store.bootstrap();
    expect(asked).toEqual([]);
  });

  it('becomes true once a role is chosen (applyRoles stores it)', async () => {
    const { store, storage } = setup();
    await store.bootstrap();
    store.applyRoles(['TEACHER', 'GUARDIAN'], 'GUARDIAN');
    expect(store.roleChosen).toBe(true);
    expect(storage.getItem(roleStorageKey('u1'))).toBe('GUARDIAN');
  });
});

describe('cached paint replaced by the server answer (CORE-LOGIN-08)', () => {
  it('a failed lookup replaces the cached user with failure and its message', async () => {
    const storage = new MemoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, validToken);
    storage.setItem(
      SESSION_CACHE_STORAGE_KEY,
      JSON.stringify({ state: 1, user: { user_id: 'u1', display_name: '旧名字' }, roles: [] }),
    );
    server.use(
      http.get(`${uc}/users/current`, () =>
        HttpResponse.json({ message: 'timeout' }, { status: 500 }),
      ),
    );
    const { store } = setup({ storage });
    expect(store.user?.display_name).toBe('旧名字');
    await store.bootstrap();
    expect(store.state).toBe(LoginState.Failure);
    expect(store.user).toBeNull();
    expect(store.message).toBe('登录失败，请重试：timeout');
  });

  it('no user any more: logout, and the cache is gone', async () => {
    const storage = new MemoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, validToken);
    storage.setItem(
      SESSION_CACHE_STORAGE_KEY,
      JSON.stringify({ state: 1, user: { user_id: 'u1', display_name: '旧名字' }, roles: [] }),
    );
    server.use(http.get(`${uc}/users/current`, () => new HttpResponse(null, { status: 401 })));
    const { store } = setup({ storage });
    await store.bootstrap();
    expect(store.state).toBe(LoginState.Logout);
    expect(store.user).toBeNull();
    expect(storage.getItem(SESSION_CACHE_STORAGE_KEY)).toBeNull();
  });
});
