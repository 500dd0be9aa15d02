/**
 * Hydrating a server-rendered first view: the first browser render matches the server's
 * (nobody signed in), the next shows the visitor's own.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, Suspense, use } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydrationPhase, SERVER_SESSION, useHydrating } from './hydration';

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
    await act(async () => root.unmount());
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

describe('HydrationPhase', () => {
  /** A part of the page that does not read the phase: hydrated once, never rendered again. */
  function Static(props: { renders: { count: number } }) {
    props.renders.count += 1;
    return <span>课程教学</span>;
  }
  const page = (seen: boolean[], renders: { count: number }) => (
    <HydrationPhase>
      <Greeting seen={seen} />
      <Static renders={renders} />
    </HydrationPhase>
  );

  it('ends the hydration in a render of the readers only: the rest of the page is not rendered again', async () => {
    const serverSeen: boolean[] = [];
    const html = renderToString(page(serverSeen, { count: 0 }));
    expect(html).toBe('<p>登录</p><span>课程教学</span>');
    expect(serverSeen).toEqual([true]);

    const container = document.createElement('div');
    container.innerHTML = html;
    const recoverable = vi.fn();
    const seen: boolean[] = [];
    const renders = { count: 0 };
    await act(async () => {
      hydrateRoot(container, page(seen, renders), { onRecoverableError: recoverable });
    });
    expect(seen).toEqual([true, false]);
    expect(renders.count).toBe(1);
    expect(container.textContent).toBe('你好，张老师课程教学');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('ends it as a transition: a part that must wait then keeps showing the hydrated page, no fallback', async () => {
    let arrive!: (text: string) => void;
    const visitorText = new Promise<string>((resolve) => (arrive = resolve));
    function Account() {
      const hydrating = useHydrating();
      return <b>{hydrating ? '登录' : use(visitorText)}</b>;
    }
    // As app/PortalApp.tsx has it: the site's boundary, then the phase.
    const tree = (
      <Suspense fallback={<i>加载中</i>}>
        <HydrationPhase>
          <Account />
        </HydrationPhase>
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    expect(container.textContent).toBe('登录');
    await act(async () => {
      hydrateRoot(container, tree);
    });
    // A synchronous render would have put the fallback in the page while the part waited.
    expect(container.textContent).toBe('登录');
    await act(async () => arrive('张老师'));
    expect(container.textContent).toBe('张老师');
  });

  it('is false at once in a page the browser renders alone', async () => {
    const container = document.createElement('div');
    const seen: boolean[] = [];
    const root = createRoot(container);
    await act(async () => root.render(page(seen, { count: 0 })));
    expect(seen).toEqual([false]);
    await act(async () => root.unmount());
  });
});
