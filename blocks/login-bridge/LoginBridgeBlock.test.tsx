import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginBridgeBlock, { type LoginBridgeProps } from './LoginBridgeBlock';
import { bridgeTarget } from './bridgeTarget';
import {
  createFakeServices,
  createTestRuntime,
  leaveSpy as leavePage,
} from '../testing/renderBlock';
import { RuntimeContext, type SessionView } from '../../src/runtime/RuntimeContext';
import type { PortalServices } from '../../src/services/portalServices';
import { createThirdLoginService } from '../../src/services/thirdLoginService';
import { startMswServer } from '../../src/services/testing/msw';
import { testClient } from '../../src/services/testing/fakes';

const ORIGIN = 'http://localhost:3000';
const origin = window.location.origin;
const BRIDGE_PROPS: LoginBridgeProps = {
  authorizationRedirectUri: '/thirdLogin',
  clientId: 'CLIENT',
  noticeMs: 1500,
};
const PARTNER = '/cgi-bin/connect?redirect_uri=https%3A%2F%2Fpartner.example%2Fcb&sdpAppId=APP2';

function visit(
  path: string,
  session: Partial<SessionView> = {},
  props: Partial<LoginBridgeProps> = {},
  services: PortalServices = createFakeServices(),
) {
  const runtime = createTestRuntime({ services });
  runtime.session = { ...runtime.session, ...session };
  const tree = (value: typeof runtime) => (
    <RuntimeContext.Provider value={value}>
      <MemoryRouter initialEntries={[path]}>
        <LoginBridgeBlock props={{ ...BRIDGE_PROPS, ...props }} blockId="bridge" />
      </MemoryRouter>
    </RuntimeContext.Provider>
  );
  const result = render(tree(runtime));
  const answer = (next: Partial<SessionView>) => {
    const updated = { ...runtime, session: { ...runtime.session, ...next } };
    result.rerender(tree(updated));
  };
  return { runtime, answer, thirdLogin: vi.mocked(runtime.services.thirdLogin) };
}

/** Lets the pending promise callbacks run (the fake timers do not). */
const settle = () => act(async () => undefined);

describe('bridgeTarget', () => {
  it('keeps in-site paths and same-origin addresses', () => {
    expect(bridgeTarget('/user?tab=1#top', ORIGIN)).toBe('/user?tab=1#top');
    expect(bridgeTarget(`${ORIGIN}/hd/kpzy`, ORIGIN)).toBe('/hd/kpzy');
  });

  it.each([
    null,
    '',
    // Issue 12: these reached evil.example (a dot segment leaves //evil.example/x).
    '/.//evil.example/x',
    '/../..//evil.example/x',
    '/%2e%2e//evil.example/x',
    '/%252e%252e//evil.example/x',
    '/.\\/evil.example/x',
    '/\t/evil.example/x',
    '\\\\evil.example/x',
    'http://partner.example@evil.example/x',
    'https://evil.example',
    'https://evil.example/cb?x=1',
    '//evil.example/x',
    '/\\evil.example/x',
    'javascript:alert(1)',
    'data:text/html,x',
    'http://localhost:3001/',
  ])('sends %j to /', (raw) => {
    expect(bridgeTarget(raw, ORIGIN)).toBe('/');
  });

  it('allows a listed partner host (and its subdomains) with http(s) only', () => {
    expect(bridgeTarget('https://partner.example/cb?a=1', ORIGIN, ['partner.example'])).toBe(
      'https://partner.example/cb?a=1',
    );
    expect(bridgeTarget('https://sso.partner.example/cb', ORIGIN, ['partner.example'])).toBe(
      'https://sso.partner.example/cb',
    );
    expect(bridgeTarget('https://notpartner.example/cb', ORIGIN, ['partner.example'])).toBe('/');
  });
});

describe('login bridge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    leavePage.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows 登录中 while the login check runs and does nothing else', () => {
    const { thirdLogin } = visit('/cgi-bin/connect?redirect_uri=/user', { waiting: true });
    expect(screen.getByText('登录中')).toBeTruthy();
    vi.advanceTimersByTime(5000);
    expect(leavePage).not.toHaveBeenCalled();
    expect(thirdLogin.authorizationCode).not.toHaveBeenCalled();
  });

  it('without a login says 请先登录, asks for no code, then goes to redirect_uri', () => {
    const { runtime, answer, thirdLogin } = visit('/cgi-bin/connect?redirect_uri=%2Fuser%3Fa%3D1', {
      waiting: true,
    });
    answer({ waiting: false, loggedIn: false });
    expect(screen.getByText('请先登录')).toBeTruthy();
    expect(runtime.ui.toast).toHaveBeenCalledWith('请先登录');
    expect(thirdLogin.authorizationCode).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1499);
    expect(leavePage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(leavePage).toHaveBeenCalledWith('/user?a=1');
  });

  it('without a login and without redirect_uri goes to /', () => {
    visit('/cgi-bin/connect');
    expect(screen.getByText('请先登录')).toBeTruthy();
    vi.advanceTimersByTime(1500);
    expect(leavePage).toHaveBeenCalledWith('/');
  });

  it.each([
    ['logged out', false],
    ['logged in', true],
  ])(
    '%s: redirect_uri /.//evil.example/x (encoded) ends on / (issue 12)',
    async (_state, loggedIn) => {
      visit('/cgi-bin/connect?redirect_uri=%2F.%2F%2Fevil.example%2Fx', { loggedIn });
      await settle();
      vi.advanceTimersByTime(1500);
      expect(leavePage).toHaveBeenCalledTimes(1);
      expect(leavePage).toHaveBeenCalledWith('/');
    },
  );

  it('never follows redirect_uri off the site (https://evil.example → /)', () => {
    visit('/cgi-bin/connect?redirect_uri=https%3A%2F%2Fevil.example');
    vi.advanceTimersByTime(1500);
    expect(leavePage).toHaveBeenCalledTimes(1);
    expect(leavePage).toHaveBeenCalledWith('/');
  });

  it('a uckey is the session’s: the bridge waits for the check, then runs as logged in', async () => {
    const { answer, thirdLogin } = visit('/cgi-bin/connect?uckey=K&redirect_uri=/user', {
      waiting: true,
    });
    expect(thirdLogin.authorizationCode).not.toHaveBeenCalled();
    answer({ waiting: false, loggedIn: true });
    await settle();
    expect(screen.queryByText('请先登录')).toBeNull();
    expect(thirdLogin.loginByToken).toHaveBeenCalledTimes(1);
    expect(leavePage).toHaveBeenCalledWith('/user');
  });

  it('logged in: code (configured client id and redirect URI, sdpAppId), token, login, then redirect_uri', async () => {
    const { thirdLogin } = visit(
      PARTNER,
      { loggedIn: true },
      { allowedHosts: ['partner.example'] },
    );
    await settle();
    expect(thirdLogin.authorizationCode).toHaveBeenCalledWith({
      clientId: 'CLIENT',
      redirectUri: `${origin}/thirdLogin`,
      appId: 'APP2',
    });
    expect(thirdLogin.createToken).toHaveBeenCalledWith('code-1', 'APP2');
    expect(thirdLogin.loginByToken).toHaveBeenCalledWith('third-token-1');
    expect(leavePage).toHaveBeenCalledTimes(1);
    expect(leavePage).toHaveBeenCalledWith('https://partner.example/cb');
    expect(screen.getByText('登录成功，正在跳转…')).toBeTruthy();
  });

  it('without sdpAppId or clientId, both fall back to the environment’s app id', async () => {
    const { runtime, thirdLogin } = visit(
      '/cgi-bin/connect?redirect_uri=/user',
      { loggedIn: true },
      { clientId: undefined, authorizationRedirectUri: 'https://partner.example/oauth' },
    );
    await settle();
    const appId = runtime.env.appId;
    expect(thirdLogin.authorizationCode).toHaveBeenCalledWith({
      clientId: appId,
      redirectUri: 'https://partner.example/oauth',
      appId,
    });
    expect(thirdLogin.createToken).toHaveBeenCalledWith('code-1', appId);
  });

  it('shows 登录中 for as long as a step is slow, and only then goes on', async () => {
    const services = createFakeServices();
    let answerCode: (code: string) => void = () => undefined;
    services.thirdLogin.authorizationCode = vi.fn(
      () => new Promise<string>((resolve) => (answerCode = resolve)),
    );
    const { thirdLogin } = visit(
      '/cgi-bin/connect?redirect_uri=/user',
      { loggedIn: true },
      {},
      services,
    );
    vi.advanceTimersByTime(2000);
    await settle();
    expect(screen.getByText('登录中')).toBeTruthy();
    expect(document.querySelector('[data-bridge="running"]')).not.toBeNull();
    expect(thirdLogin.createToken).not.toHaveBeenCalled();
    expect(leavePage).not.toHaveBeenCalled();
    answerCode('C-late');
    await settle();
    expect(thirdLogin.createToken).toHaveBeenCalledWith('C-late', 'local-app-id');
    expect(leavePage).toHaveBeenCalledWith('/user');
  });

  it.each(['authorizationCode', 'createToken', 'loginByToken'] as const)(
    'when %s fails: 登录失败, no later step, then redirect_uri (allowed) after the notice',
    async (step) => {
      const services = createFakeServices();
      services.thirdLogin[step] = vi.fn(() => Promise.reject(new Error('HTTP 500')));
      const { runtime, thirdLogin } = visit(
        PARTNER,
        { loggedIn: true },
        { allowedHosts: ['partner.example'] },
        services,
      );
      await settle();
      expect(screen.getByText('登录失败')).toBeTruthy();
      expect(runtime.ui.toast).toHaveBeenCalledWith('登录失败');
      const order = ['authorizationCode', 'createToken', 'loginByToken'] as const;
      for (const later of order.slice(order.indexOf(step) + 1))
        expect(thirdLogin[later]).not.toHaveBeenCalled();
      expect(leavePage).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1500);
      expect(leavePage).toHaveBeenCalledWith('https://partner.example/cb');
    },
  );

  it('a configured authorisation redirect URI the link policy refuses ends in 登录失败, asking nothing', async () => {
    const { thirdLogin } = visit(
      '/cgi-bin/connect?redirect_uri=/user',
      { loggedIn: true },
      { authorizationRedirectUri: '/.//evil.example/cb' },
    );
    await settle();
    expect(screen.getByText('登录失败')).toBeTruthy();
    expect(thirdLogin.authorizationCode).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    expect(leavePage).toHaveBeenCalledWith('/user');
  });

  it('a failure without an allowed redirect_uri goes to /', async () => {
    const services = createFakeServices();
    services.thirdLogin.createToken = vi.fn(() => Promise.reject(new Error('HTTP 500')));
    visit(
      '/cgi-bin/connect?redirect_uri=https%3A%2F%2Fevil.example',
      { loggedIn: true },
      {},
      services,
    );
    await settle();
    expect(screen.getByText('登录失败')).toBeTruthy();
    vi.advanceTimersByTime(1500);
    expect(leavePage).toHaveBeenCalledWith('/');
  });

  it('runs once even when the runtime is handed down again', async () => {
    const { answer, thirdLogin } = visit('/cgi-bin/connect', { loggedIn: true });
    answer({});
    answer({});
    await settle();
    expect(thirdLogin.authorizationCode).toHaveBeenCalledTimes(1);
    expect(leavePage).toHaveBeenCalledTimes(1);
  });
});

describe('login bridge over HTTP', () => {
  const base = `${origin}/svc/thirdLogin`;
  const { requests } = startMswServer(
    http.post(`${base}/v1/authorization_codes`, () => HttpResponse.json({ code: 'C123' })),
    http.post(`${base}/v1/third_tokens`, () => HttpResponse.json({ token: 'TT' })),
    http.post(`${base}/v1/sessions/actions/login_by_token`, () =>
      HttpResponse.json({ access_token: 'PORTAL', expires_at: 9e12, user_id: 'u1' }),
    ),
  );

  it('sends the three requests the spec names, under /svc/thirdLogin/v1, then leaves', async () => {
    leavePage.mockClear();
    const onPortalToken = vi.fn();
    const services = {
      ...createFakeServices(),
      thirdLogin: createThirdLoginService(testClient().client, { onPortalToken }),
    };
    visit(PARTNER, { loggedIn: true }, { allowedHosts: ['partner.example'] }, services);
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://partner.example/cb'));
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /svc/thirdLogin/v1/authorization_codes',
      'POST /svc/thirdLogin/v1/third_tokens',
      'POST /svc/thirdLogin/v1/sessions/actions/login_by_token',
    ]);
    expect(requests[0].headers.get('sdp-app-id')).toBe('APP2');
    expect(JSON.parse(await requests[0].body())).toEqual({
      scope: 'email',
      redirect_uri: `${origin}/thirdLogin`,
      client_id: 'CLIENT',
    });
    expect(JSON.parse(await requests[1].body())).toEqual({
      redirect_params: { code: 'C123', app_id: 'APP2' },
      auto_register: true,
    });
    expect(JSON.parse(await requests[2].body())).toEqual({ token: 'TT' });
    expect(onPortalToken).toHaveBeenCalledWith(
      expect.objectContaining({ access_token: 'PORTAL', user_id: 'u1' }),
    );
  });
});
