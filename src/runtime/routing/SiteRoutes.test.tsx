/**
 * Routes come from the manifest: unknown paths show the not-found page, and a role blocked from
 * a page type (seed 000 §6) lands on the portal home instead. A route to a page the manifest
 * does not define (a preview draft is checked in the browser for its shape only) shows the
 * problem in the page's place instead of unmounting the whole site (issue 12's white page).
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SiteRoutes } from './SiteRoutes';
import {
  createFakeServices,
  createTestRuntime,
  renderWithRuntime,
} from '../../../blocks/testing/renderBlock';
import { RuntimeContext } from '../RuntimeContext';
import { createBlockRegistry } from '../blocks/createBlockRegistry';
import type { BlockProps } from '../blocks/contract';
import type { SiteManifest } from '../manifest/types';
import type { RoleCode } from '../facts/facts';

function Words({ props }: BlockProps<{ text: string }>) {
  return <p>{props.text}</p>;
}
const registry = createBlockRegistry([
  { type: 'words', load: async () => ({ default: Words as never }) },
]);
const site: Partial<SiteManifest> = {
  routes: [
    { path: '', page: 'home' },
    { path: 'teacherTrainingNav', page: 'training', pageType: 'teacherTraining' },
    { path: 'mine', page: 'mine', guard: 'signedIn' },
    { path: 'sport', page: 'sport', guard: 'sportSubject' },
  ],
  gates: {
    signedIn: {
      rules: [
        {
          id: 'signedIn.out',
          when: { '!==': [{ var: 'loggedIn' }, true] },
          then: { loginRedirect: true },
        },
        { id: 'signedIn.in', when: true, then: { allow: true } },
      ],
    },
    sportSubject: {
      rules: [
        {
          id: 'sportSubject.denied',
          when: { '!==': [{ var: 'subjectPermission.sport' }, true] },
          then: { toast: 'msg:shell.noAccess' },
        },
        { id: 'sportSubject.granted', when: true, then: { allow: true } },
      ],
    },
  },
  pages: {
    home: { blocks: [{ type: 'words', props: { text: '首页内容' } }] },
    training: { blocks: [{ type: 'words', props: { text: '教师研修内容' } }] },
    mine: { blocks: [{ type: 'words', props: { text: '我的作品内容' } }] },
    sport: { blocks: [{ type: 'words', props: { text: '体育频道内容' } }] },
  },
};

describe('SiteRoutes', () => {
  it('a teacher sees the teacher-training page', async () => {
    renderWithRuntime(<SiteRoutes />, {
      site,
      registry,
      path: '/teacherTrainingNav',
      role: 'TEACHER',
    });
    expect(await screen.findByText('教师研修内容')).toBeTruthy();
  });

  it.each<[RoleCode]>([['STUDENT'], ['GUARDIAN']])(
    'a %s opening a teacher-training page lands on /',
    async (role) => {
      renderWithRuntime(<SiteRoutes />, { site, registry, path: '/teacherTrainingNav', role });
      expect(await screen.findByText('首页内容')).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe('/');
    },
  );

  it('an unknown path shows the not-found page', async () => {
    renderWithRuntime(<SiteRoutes />, { site, registry, path: '/no/such/page' });
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });

  it('a guarded page waits for the login check instead of sending a signed-in visitor to sign in', async () => {
    const runtime = createTestRuntime({ site, registry, role: 'TEACHER' });
    const signedIn = runtime.session;
    runtime.session = { ...signedIn, waiting: true, loggedIn: false, user: null, role: null };
    const view = (value: typeof runtime) => (
      <RuntimeContext.Provider value={value}>
        <MemoryRouter initialEntries={['/mine']}>
          <SiteRoutes />
        </MemoryRouter>
      </RuntimeContext.Provider>
    );
    const { rerender } = render(view(runtime));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(signedIn.login).not.toHaveBeenCalled();
    rerender(view({ ...runtime, session: signedIn }));
    expect(await screen.findByText('我的作品内容')).toBeTruthy();
    expect(signedIn.login).not.toHaveBeenCalled();
  });

  it('a guarded page sends a logged-out visitor to sign in, returning to it', async () => {
    const { runtime } = renderWithRuntime(<SiteRoutes />, { site, registry, path: '/mine' });
    await vi.waitFor(() => expect(runtime.session.login).toHaveBeenCalledWith('/mine'));
  });

  it.each([
    [true, '体育频道内容'],
    [false, '抱歉，您暂无访问权限'],
  ])(
    'a subject-gated page shows nothing until the permission check answers, then the page or the no-access view (granted %s)',
    async (granted, text) => {
      let answer: (grants: Record<string, boolean>) => void = () => undefined;
      const services = createFakeServices();
      services.subjectPermission = {
        grants: vi.fn(() => new Promise<Record<string, boolean>>((resolve) => (answer = resolve))),
      };
      renderWithRuntime(<SiteRoutes />, { site, registry, services, path: '/sport' });
      await vi.waitFor(() => expect(services.subjectPermission?.grants).toHaveBeenCalled());
      expect(screen.queryByText('体育频道内容')).toBeNull();
      expect(screen.queryByText('抱歉，您暂无访问权限')).toBeNull();
      act(() => answer({ sport: granted, art: !granted }));
      expect(await screen.findByText(text)).toBeTruthy();
      if (!granted) expect(screen.queryByText('体育频道内容')).toBeNull();
    },
  );
});

describe('a route to a page the manifest does not define', () => {
  const broken: Partial<SiteManifest> = {
    ...site,
    routes: [
      { path: '', page: 'home' },
      { path: 'list', page: 'nope' },
      { path: 'own', page: 'constructor', guard: 'signedIn' },
    ],
  };
  const renderAt = (path: string, mode: 'preview' | 'production') => {
    const runtime = { ...createTestRuntime({ site: broken, registry }), mode };
    return render(
      <RuntimeContext.Provider value={runtime}>
        <MemoryRouter initialEntries={[path]}>
          <SiteRoutes />
        </MemoryRouter>
      </RuntimeContext.Provider>,
    );
  };

  it('preview: the problem shows in place of the page, with its pointer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/list', 'preview');
    expect(await screen.findByText('站点配置有误')).toBeTruthy();
    expect(document.querySelector('[data-screen="manifest-errors"] li')?.textContent).toBe(
      '/routes/1/page the route "list" shows page "nope", which is not defined in "pages"',
    );
    error.mockRestore();
  });

  it('a page named like a built-in ("constructor") is no page either', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/own', 'preview');
    expect(await screen.findByText(/shows page "constructor", which is not defined/)).toBeTruthy();
    error.mockRestore();
  });

  it('production: the generic error in its place; the other routes still work', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/list', 'production');
    expect(await screen.findByText('服务器开小差了，请稍后重试')).toBeTruthy();
    error.mockRestore();
    renderAt('/', 'production');
    expect(await screen.findByText('首页内容')).toBeTruthy();
  });
});
