import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ThirdLoginBlock, { thirdLoginState } from './ThirdLoginBlock';
import { createTestRuntime } from '../testing/renderBlock';
import { RuntimeContext, type SessionView } from '../../src/runtime/RuntimeContext';

function visit(path: string, session: Partial<SessionView> = {}) {
  const runtime = createTestRuntime();
  runtime.session = { ...runtime.session, ...session };
  render(
    <RuntimeContext.Provider value={runtime}>
      <MemoryRouter initialEntries={[path]}>
        <ThirdLoginBlock props={{}} blockId="third" />
      </MemoryRouter>
    </RuntimeContext.Provider>,
  );
  return runtime;
}

describe('third-party login landing', () => {
  it('reads the state from the address', () => {
    expect(thirdLoginState('?code=C123')).toBe('received');
    expect(thirdLoginState('?code=')).toBe('missing');
    expect(thirdLoginState('')).toBe('missing');
    expect(thirdLoginState('?code=C&error=access_denied')).toBe('missing');
    expect(thirdLoginState('?auth=C', 'auth')).toBe('received');
  });

  it('with a code says the authorisation was received', () => {
    visit('/thirdLogin?code=C123');
    expect(screen.getByRole('heading', { name: '第三方账号登录' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('已收到第三方账号的授权');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('without a code says the login did not complete and offers to log in again', () => {
    const runtime = visit('/thirdLogin');
    expect(screen.getByRole('status').textContent).toContain('登录未完成');
    fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
    expect(runtime.session.login).toHaveBeenCalledWith('/');
  });

  it('does not offer a login to a visitor who is logged in', () => {
    visit('/thirdLogin', { loggedIn: true });
    expect(screen.queryByRole('button', { name: '重新登录' })).toBeNull();
  });
});
