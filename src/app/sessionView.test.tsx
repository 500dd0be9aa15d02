/**
 * The session as blocks see it while a server-rendered first view hydrates, and after: the
 * server's (waiting, nobody) in the hydrating render, the visitor's once the hydration has
 * ended, and code that waits on it with mobx `when` (a gate pressed early) is told.
 */
import { describe, expect, it } from 'vitest';
import { useEffect } from 'react';
// Testing Library's act: it also marks the test an act environment (tests/unit/setup.ts).
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { observable, when } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { SessionLike } from '../runtime/boot/portalDeps';
import type { SessionView } from '../runtime/RuntimeContext';
import { HydrationPhase, useHydrating } from '../runtime/render/hydration';
import { useSessionView } from './sessionView';

/** A visitor the login check has answered: signed in as 张老师. */
const signedIn = (): SessionLike =>
  observable({
    state: 1,
    loggedIn: true,
    user: { user_id: 'u1', display_name: '张老师' },
    role: 'TEACHER',
    roles: ['TEACHER'],
    message: null,
    login: () => undefined,
    logout: async () => undefined,
  } as SessionLike);

describe('useSessionView', () => {
  it('reads as the server rendered it while hydrating, then as the visitor; a gate waiting from the hydration is told', async () => {
    const session = signedIn();
    const views: { hydrating: boolean; loggedIn: boolean; name?: string }[] = [];
    let waited: Promise<void> | undefined;
    const Host = observer(function Host() {
      const hydrating = useHydrating();
      const view: SessionView = useSessionView(session, hydrating);
      views.push({ hydrating, loggedIn: view.loggedIn, name: view.user?.display_name });
      useEffect(() => {
        // What a gate pressed now does: wait for the login check as this view shows it.
        if (hydrating && view.waiting && !waited)
          waited = when(() => !view.waiting, { timeout: 1000 });
      }, [hydrating, view]);
      return <p>{view.loggedIn ? `你好，${view.user?.display_name}` : ''}</p>;
    });
    const tree = (
      <HydrationPhase>
        <Host />
      </HydrationPhase>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    expect(container.textContent).toBe('');
    views.length = 0;

    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(views[0]).toEqual({ hydrating: true, loggedIn: false, name: undefined });
    expect(views.at(-1)).toEqual({ hydrating: false, loggedIn: true, name: '张老师' });
    expect(container.textContent).toBe('你好，张老师');
    expect(waited).toBeDefined();
    await expect(waited).resolves.toBeUndefined();
  });
});
