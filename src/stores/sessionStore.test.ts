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
  LoginState,
  roleStorageKey,
  TOKEN_STORAGE_KEY,
  type LocationHelpers,
  type SessionStore,
} from './sessionStore';

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
}

function setup(
  options: { storage?: MemoryStorage; t?: typeof zhT; location?: LocationHelpers } = {},
): Setup {
  const storage = options.storage ?? new MemoryStorage();
  const clock = manualClock(Date.UTC(2026, 5, 1));
  const navigations: string[] = [];
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
    },
  });
  return { store, storage, navigations };
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

  it('removes the ticket and fails when the exchange fails', async () => {
    server.use(
      http.post(`${uc}/sso/tickets/actions/exchange`, () =>
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

describe('display name and login', () => {
  it('is real_name, else nick_name, else 用户 + the last 4 characters of the user id', () => {
    expect(displayName({ user_id: 'u1', real_name: '张三', nick_name: 'z' })).toBe('张三');
    expect(displayName({ user_id: 'u1', real_name: '', nick_name: 'zz' })).toBe('zz');
    expect(displayName({ user_id: '123456789' })).toBe('用户6789');
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
