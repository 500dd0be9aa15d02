/**
 * The gate runner acts on a gate's outcome the way a visitor sees it: a login confirm (with or
 * without its cancel button, CORE-SHARED-12), then sign-in returning to this page.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../../blocks/testing/renderBlock';
import type { SiteManifest } from '../manifest/types';
import type { Runtime } from '../RuntimeContext';
import { useGateRunner } from './useGateRunner';
import { withUserKey } from './userKeyLink';

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

  it('前往测评 opens the exam with a fresh user key (HD-GATE-22)', async () => {
    const exam: Partial<SiteManifest> = {
      gates: {
        watch: {
          rules: [
            {
              id: 'upload.examRequired',
              when: true,
              then: {
                dialog: {
                  message: '作品上传前请先进行测评',
                  button: {
                    label: '前往测评',
                    newWindow: true,
                    uckey: true,
                    to: {
                      cat: [
                        '/svc/assessment/exam?online_exam_id=',
                        'E1',
                        '&sdp-app-id=A1&sso=false',
                      ],
                    },
                  },
                },
              },
            },
          ],
        },
      },
    };
    const popup = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    try {
      const { runtime } = renderWithRuntime(<GateButton />, { site: exam, role: 'STUDENT' });
      runtime.services.sso.userKey = vi.fn(() => Promise.resolve('KEY-9'));
      fireEvent.click(screen.getByRole('button', { name: '观看' }));
      await waitFor(() => expect(runtime.ui.dialog).toHaveBeenCalled());
      const [{ message, button }] = vi.mocked(runtime.ui.dialog).mock.calls[0];
      expect(message).toBe('作品上传前请先进行测评');
      expect(button?.label).toBe('前往测评');
      button?.onPress();
      // Opened during the press, sent on once the key is there; the opener is cut.
      expect(open).toHaveBeenCalledWith('', '_blank');
      await waitFor(() =>
        expect(popup.location.href).toBe(
          '/svc/assessment/exam?online_exam_id=E1&sdp-app-id=A1&sso=false&uckey=KEY-9',
        ),
      );
      expect(popup.opener).toBeNull();
    } finally {
      open.mockRestore();
    }
  });

  it.each([
    ['https://exam.example/e?id=1', 'https://exam.example/e?id=1&uckey=K'],
    ['/svc/assessment/exam?x=1', '/svc/assessment/exam?x=1&uckey=K'],
    ['javascript:alert(1)', null],
    ['//evil.example/x', null],
    ['/\\evil.example/x', null],
    ['exam', null],
  ])('withUserKey(%s) → %s', (target, expected) => {
    expect(withUserKey(target, 'K', 'http://localhost')).toBe(expected);
  });
});
