/**
 * The gate runner acts on a gate's outcome the way a visitor sees it: a login confirm (with or
 * without its cancel button, CORE-SHARED-12), then sign-in returning to this page.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../../blocks/testing/renderBlock';
import type { SiteManifest } from '../manifest/types';
import type { Runtime } from '../RuntimeContext';
import { useGateRunner } from './useGateRunner';

function GateButton() {
  const runGate = useGateRunner();
  return (
    <button type="button" onClick={() => void runGate({ gate: 'watch', to: '/watch' })}>
      观看
    </button>
  );
}

function siteWith(hideCancel?: boolean): Partial<SiteManifest> {
  return {
    gates: {
      watch: {
        rules: [
          {
            id: 'watch.loggedOut',
            when: { '!==': [{ var: 'loggedIn' }, true] },
            then:
              hideCancel === undefined
                ? { confirmLogin: '需要登录才可以观看，是否登录？' }
                : { confirmLogin: '需要登录才可以观看，是否登录？', hideCancel },
          },
          { id: 'watch.allowed', when: true, then: { allow: true } },
        ],
      },
    },
  };
}

describe('useGateRunner', () => {
  it.each([
    [undefined, false],
    [true, true],
  ])(
    'confirmLogin with hideCancel %s asks with hideCancel %s, then signs in',
    async (flag, hidden) => {
      const { runtime } = renderWithRuntime(<GateButton />, {
        site: siteWith(flag),
        path: '/live',
      });
      fireEvent.click(screen.getByRole('button', { name: '观看' }));
      await waitFor(() =>
        expect(runtime.ui.confirm).toHaveBeenCalledWith('需要登录才可以观看，是否登录？', {
          hideCancel: hidden,
        }),
      );
      await waitFor(() => expect(runtime.session.login).toHaveBeenCalledWith('/live'));
    },
  );

  it('a signed-in visitor goes straight to the target', async () => {
    const { runtime } = renderWithRuntime(<GateButton />, {
      site: siteWith(true),
      path: '/live',
      role: 'STUDENT',
    });
    fireEvent.click(screen.getByRole('button', { name: '观看' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/watch'));
    expect(runtime.ui.confirm).not.toHaveBeenCalled();
  });

  it('a press while the login check runs waits for its answer, then decides as signed in', async () => {
    const { runtime } = renderWithRuntime(<GateButton />, { site: siteWith(), path: '/live' });
    const session = observable({ ...runtime.session, waiting: true, loggedIn: false });
    (runtime as { session: Runtime['session'] }).session = session;
    fireEvent.click(screen.getByRole('button', { name: '观看' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runtime.ui.confirm).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/live');
    runInAction(() => {
      session.loggedIn = true;
      session.role = 'STUDENT';
      session.roles = ['STUDENT'];
      session.waiting = false;
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/watch'));
    expect(runtime.ui.confirm).not.toHaveBeenCalled();
  });
});
