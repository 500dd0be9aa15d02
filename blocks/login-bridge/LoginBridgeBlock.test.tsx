import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginBridgeBlock, { type LoginBridgeProps } from './LoginBridgeBlock';
import { bridgeTarget } from './bridgeTarget';
import { exchangeThirdPartyLogin } from './exchange';
import { createTestRuntime } from '../testing/renderBlock';
import { leavePage } from '../shared/leavePage';
import { RuntimeContext, type SessionView } from '../../src/runtime/RuntimeContext';

vi.mock('../shared/leavePage', () => ({ leavePage: vi.fn() }));
vi.mock('./exchange', () => ({ exchangeThirdPartyLogin: vi.fn(async () => undefined) }));

const ORIGIN = 'http://localhost:3000';

function visit(path: string, session: Partial<SessionView> = {}, props: LoginBridgeProps = {}) {
  const runtime = createTestRuntime();
  runtime.session = { ...runtime.session, ...session };
  const tree = (value: typeof runtime) => (
    <RuntimeContext.Provider value={value}>
      <MemoryRouter initialEntries={[path]}>
        <LoginBridgeBlock props={{ noticeMs: 1500, ...props }} blockId="bridge" />
      </MemoryRouter>
    </RuntimeContext.Provider>
  );
  const result = render(tree(runtime));
  const answer = (next: Partial<SessionView>) => {
    const updated = { ...runtime, session: { ...runtime.session, ...next } };
    result.rerender(tree(updated));
  };
  return { runtime, answer };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(leavePage).mockClear();
  vi.mocked(exchangeThirdPartyLogin).mockReset();
  vi.mocked(exchangeThirdPartyLogin).mockResolvedValue(undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bridgeTarget', () => {
  it('keeps in-site paths and same-origin addresses', () => {
    expect(bridgeTarget('/user?tab=1#top', ORIGIN)).toBe('/user?tab=1#top');
    expect(bridgeTarget(`${ORIGIN}/hd/kpzy`, ORIGIN)).toBe('/hd/kpzy');
  });

  it.each([
    null,
    '',
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
  it('shows 登录中 while the login check runs and does nothing else', () => {
    visit('/cgi-bin/connect?redirect_uri=/user', { waiting: true });
    expect(screen.getByText('登录中')).toBeTruthy();
    vi.advanceTimersByTime(5000);
    expect(leavePage).not.toHaveBeenCalled();
    expect(exchangeThirdPartyLogin).not.toHaveBeenCalled();
  });

  it('without a login says 请先登录, then goes to redirect_uri', () => {
    const { runtime, answer } = visit('/cgi-bin/connect?redirect_uri=%2Fuser%3Fa%3D1', {
      waiting: true,
    });
    answer({ waiting: false, loggedIn: false });
    expect(screen.getByText('请先登录')).toBeTruthy();
    expect(runtime.ui.toast).toHaveBeenCalledWith('请先登录');
    expect(exchangeThirdPartyLogin).not.toHaveBeenCalled();
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

  it('never follows redirect_uri off the site (https://evil.example → /)', () => {
    visit('/cgi-bin/connect?redirect_uri=https%3A%2F%2Fevil.example');
    vi.advanceTimersByTime(1500);
    expect(leavePage).toHaveBeenCalledTimes(1);
    expect(leavePage).toHaveBeenCalledWith('/');
  });

  it('logged in: runs the third-party step with the query, then goes to redirect_uri', async () => {
    visit(
      '/cgi-bin/connect?redirect_uri=https%3A%2F%2Fpartner.example%2Fcb&uckey=K&sdpAppId=APP2',
      { loggedIn: true },
      { allowedHosts: ['partner.example'] },
    );
    expect(exchangeThirdPartyLogin).toHaveBeenCalledWith({
      redirectUri: 'https://partner.example/cb',
      uckey: 'K',
      sdpAppId: 'APP2',
    });
    await act(async () => undefined);
    expect(leavePage).toHaveBeenCalledWith('https://partner.example/cb');
    expect(screen.getByText('登录成功，正在跳转…')).toBeTruthy();
  });

  it('a failing third-party step says 登录失败, then goes to redirect_uri or /', async () => {
    vi.mocked(exchangeThirdPartyLogin).mockRejectedValue(new Error('HTTP 500'));
    const { runtime } = visit('/cgi-bin/connect?redirect_uri=https%3A%2F%2Fevil.example', {
      loggedIn: true,
    });
    await act(async () => undefined);
    expect(screen.getByText('登录失败')).toBeTruthy();
    expect(runtime.ui.toast).toHaveBeenCalledWith('登录失败');
    expect(leavePage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    expect(leavePage).toHaveBeenCalledWith('/');
  });

  it('runs once even when the runtime is handed down again', () => {
    const { answer } = visit('/cgi-bin/connect', { waiting: false });
    answer({});
    answer({});
    vi.advanceTimersByTime(1500);
    expect(leavePage).toHaveBeenCalledTimes(1);
  });
});
