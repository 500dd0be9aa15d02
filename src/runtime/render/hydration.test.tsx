/**
 * Hydrating a server-rendered first view: the first browser render matches the server's
 * (nobody signed in), the next shows the visitor's own.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_SESSION, useHydrating } from './hydration';

const remembered = { loggedIn: true, user: { user_id: 'u1', display_name: '张老师' } };

function Greeting(props: { seen: boolean[] }) {
  const hydrating = useHydrating();
  props.seen.push(hydrating);
  const session = hydrating ? SERVER_SESSION : remembered;
  return <p>{session.loggedIn ? `你好，${session.user?.display_name}` : '登录'}</p>;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeAll(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

describe('useHydrating', () => {
  it('the server renders nobody; the browser hydrates that, then shows the remembered user, with no mismatch', async () => {
    const serverSeen: boolean[] = [];
    const html = renderToString(<Greeting seen={serverSeen} />);
    expect(html).toBe('<p>登录</p>');
    expect(serverSeen).toEqual([true]);

    const container = document.createElement('div');
    container.innerHTML = html;
    const recoverable = vi.fn();
    const seen: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Greeting seen={seen} />, { onRecoverableError: recoverable });
    });
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
    expect(container.textContent).toBe('你好，张老师');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('is false in a page the browser renders alone', async () => {
    const container = document.createElement('div');
    const seen: boolean[] = [];
    const root = createRoot(container);
    await act(async () => root.render(<Greeting seen={seen} />));
    expect(seen).toEqual([false]);
    expect(container.textContent).toBe('你好，张老师');
    root.unmount();
  });

  it('the server session is login state 0 (wait) with nobody (seed 000 §4)', () => {
    expect(SERVER_SESSION).toEqual({
      state: 0,
      loggedIn: false,
      user: null,
      role: null,
      roles: [],
      message: null,
    });
  });
});
