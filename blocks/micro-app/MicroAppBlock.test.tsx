import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MicroAppBlock, { type MicroAppProps } from './MicroAppBlock';
import { microAppEntryLoader } from './importEntry';
import { microAppEntryUrl, retryUrl } from './entryUrl';
import type { MicroAppContext, MicroAppModule } from './microAppContract';
import { createTestRuntime, renderBlock, renderWithRuntime } from '../testing/renderBlock';
import { RuntimeContext } from '../../src/runtime/RuntimeContext';

const importEntry = vi.spyOn(microAppEntryLoader, 'load');

// Later files (the unit project shares modules) get the real loader back.
afterAll(() => importEntry.mockRestore());

/** A micro-app that renders a heading and remembers what it was given. */
function fakeMicroApp() {
  const contexts: MicroAppContext[] = [];
  const unmount = vi.fn();
  const module: MicroAppModule = {
    mount: vi.fn((container: HTMLElement, context: MicroAppContext) => {
      contexts.push(context);
      const heading = document.createElement('h2');
      heading.textContent = '证书查询';
      container.append(heading);
      return unmount;
    }),
  };
  return { module, contexts, unmount };
}

const CERTIFICATE_ENTRY = '/svc/static/micro-apps/certificate/entry.js';
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  importEntry.mockReset();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

const certificate = (options: Parameters<typeof renderBlock>[2] = {}) =>
  renderBlock<MicroAppProps>(MicroAppBlock, { app: 'certificate' }, options);

describe('micro-app block', () => {
  it('mounts the configured entry into its container with the visitor and props', async () => {
    const app = fakeMicroApp();
    importEntry.mockResolvedValue(app.module);
    const { container } = renderBlock<MicroAppProps>(
      MicroAppBlock,
      { app: 'onlineExam', props: { examId: 'exam-1' } },
      { role: 'TEACHER' },
    );
    const host = container.querySelector('[data-micro-app="onlineExam"]');
    expect(host).not.toBeNull();
    await screen.findByRole('heading', { name: '证书查询' });
    expect(importEntry).toHaveBeenCalledWith('/svc/static/micro-apps/onlineExam/entry.js');
    expect(app.module.mount).toHaveBeenCalledWith(host, expect.anything());
    expect(app.contexts[0]).toMatchObject({
      user: { id: 'u1', displayName: '张三' },
      role: 'TEACHER',
      lang: 'zh-CN',
      props: { examId: 'exam-1' },
    });
    expect(screen.getByRole('region', { name: '在线考试' })).toBeTruthy();
  });

  it('tells a logged-out visitor apart (no user, no role)', async () => {
    const app = fakeMicroApp();
    importEntry.mockResolvedValue(app.module);
    certificate();
    await screen.findByRole('heading', { name: '证书查询' });
    expect(app.contexts[0]).toMatchObject({ user: null, role: null });
  });

  it('passes the route parameters it is told to (certificate detail id)', async () => {
    const app = fakeMicroApp();
    importEntry.mockResolvedValue(app.module);
    renderWithRuntime(
      <Routes>
        <Route
          path="/certificate/detail/:id"
          element={
            <MicroAppBlock
              blockId="detail"
              props={{ app: 'certificate', propsFromRoute: { certificateId: 'id' } }}
            />
          }
        />
      </Routes>,
      { path: '/certificate/detail/CERT-2026-001' },
    );
    await screen.findByRole('heading', { name: '证书查询' });
    expect(app.contexts[0].props).toEqual({ certificateId: 'CERT-2026-001' });
  });

  it('shows the loading indicator while the entry loads', () => {
    importEntry.mockReturnValue(new Promise(() => undefined));
    const { container } = certificate();
    expect(container.querySelector('[data-screen="loading"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the entry fails: a notice with 重试, and 重试 imports a fresh copy and mounts it', async () => {
    const app = fakeMicroApp();
    importEntry.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    importEntry.mockResolvedValueOnce(app.module);
    certificate();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('该功能暂时无法加载，请稍后重试');
    expect(consoleError).toHaveBeenCalledWith(
      '[micro-app] certificate could not be loaded or mounted',
      expect.any(TypeError),
    );
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('heading', { name: '证书查询' });
    expect(importEntry).toHaveBeenLastCalledWith(`${CERTIFICATE_ENTRY}?retry=1`);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when mount throws: the notice, and whatever the micro-app drew is cleared', async () => {
    importEntry.mockResolvedValue({
      mount(container: HTMLElement) {
        container.append(document.createElement('form'));
        throw new Error('mount failed');
      },
    });
    const { container } = certificate();
    await screen.findByRole('alert');
    expect(container.querySelector('[data-micro-app="certificate"]')?.children).toHaveLength(0);
  });

  it('treats an entry without mount() as a failure', async () => {
    importEntry.mockResolvedValue({ default: {} });
    certificate();
    expect((await screen.findByRole('alert')).textContent).toContain('该功能暂时无法加载');
  });

  it('calls the unmount function when the page leaves', async () => {
    const app = fakeMicroApp();
    importEntry.mockResolvedValue(app.module);
    const { unmount } = certificate();
    await screen.findByRole('heading', { name: '证书查询' });
    unmount();
    expect(app.unmount).toHaveBeenCalledTimes(1);
  });

  it('lends the portal player: mounted into the micro-app’s element, removed by its unmount', async () => {
    const app = fakeMicroApp();
    importEntry.mockResolvedValue(app.module);
    const { container } = renderBlock<MicroAppProps>(MicroAppBlock, { app: 'videoPlayer' });
    await screen.findByRole('heading', { name: '证书查询' });
    const host = container.querySelector('[data-micro-app="videoPlayer"]') as HTMLElement;
    const stage = document.createElement('div');
    host.append(stage);
    let remove: () => void = () => undefined;
    act(() => {
      remove = app.contexts[0].player.mount(stage, {
        sources: [{ src: '/svc/static/media/lesson.mp4' }],
        tracks: [{ src: '/svc/static/media/subtitles/lesson.zh.srt', label: '中文字幕' }],
        title: '直播回放',
      });
    });
    // The one player (lazy): its <video> in the micro-app's element, the type from the extension.
    const source = await vi.waitFor(() => {
      const found = stage.querySelector('[data-media-player] source');
      if (!found) throw new Error('no player yet');
      return found;
    });
    expect(source.getAttribute('src')).toBe('/svc/static/media/lesson.mp4');
    expect(source.getAttribute('type')).toBe('video/mp4');
    expect(stage.querySelector('video')?.getAttribute('aria-label')).toBe('直播回放');
    act(() => remove());
    expect(stage.querySelector('[data-media-player]')).toBeNull();
  });

  it('mounts no player outside the container or without a usable source', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = fakeMicroApp();
    importEntry.mockResolvedValue(app.module);
    const { container } = renderBlock<MicroAppProps>(MicroAppBlock, { app: 'videoPlayer' });
    await screen.findByRole('heading', { name: '证书查询' });
    const host = container.querySelector('[data-micro-app="videoPlayer"]') as HTMLElement;
    const outside = document.createElement('div');
    document.body.append(outside);
    const inside = document.createElement('div');
    host.append(inside);
    act(() => {
      app.contexts[0].player.mount(outside, { sources: [{ src: '/a.mp4' }] });
      app.contexts[0].player.mount(inside, { sources: [{ src: 42 }] } as never);
      app.contexts[0].player.mount(inside, null as never);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(document.querySelector('[data-media-player]')).toBeNull();
    // Only the player's refusals count: other code in the shared unit worker may warn too.
    const refusals = warn.mock.calls.filter(([message]) =>
      String(message).includes('asked for a player the portal cannot mount'),
    );
    expect(refusals).toHaveLength(3);
    outside.remove();
    warn.mockRestore();
  });

  it('navigate goes in-site and refuses other hosts and schemes', async () => {
    const app = fakeMicroApp();
    importEntry.mockResolvedValue(app.module);
    certificate({ path: '/certificate/search' });
    await screen.findByRole('heading', { name: '证书查询' });
    const { navigate } = app.contexts[0];
    expect(navigate('https://evil.example/x')).toBe(false);
    expect(navigate('javascript:alert(1)')).toBe(false);
    expect(navigate('//evil.example')).toBe(false);
    // Issue 12: forms that look in-site but leave.
    for (const href of [
      '/\\evil.example/p',
      '/\t/evil.example/p',
      '\\\\evil.example/p',
      '/.//evil.example',
    ])
      expect(navigate(href)).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/certificate/search');
    act(() => {
      expect(navigate('/certificate/detail/C1')).toBe(true);
    });
    expect(screen.getByTestId('location').textContent).toBe('/certificate/detail/C1');
    act(() => {
      expect(navigate(`${window.location.origin}/user/myFavorite?x=1`)).toBe(true);
    });
    expect(screen.getByTestId('location').textContent).toBe('/user/myFavorite?x=1');
  });

  it('login sends the visitor to sign in and back to this page', async () => {
    const app = fakeMicroApp();
    importEntry.mockResolvedValue(app.module);
    const { runtime } = certificate({ path: '/certificate/search?from=home' });
    await screen.findByRole('heading', { name: '证书查询' });
    app.contexts[0].login();
    expect(runtime.session.login).toHaveBeenCalledWith('/certificate/search?from=home');
  });

  it('never imports an entry address that is missing or not http(s)/in-site', async () => {
    const entry = (certificate: unknown) =>
      microAppEntryUrl({ microApps: { certificate } }, 'certificate', window.location.origin);
    expect(entry('javascript:alert(1)')).toBeNull();
    expect(entry('entry.js')).toBeNull();
    expect(entry('/.//evil.example/e.js')).toBeNull();
    expect(microAppEntryUrl({}, 'certificate', window.location.origin)).toBeNull();
    expect(entry('https://m.example/e.js')).toBe('https://m.example/e.js');
    expect(entry('/apps/e.js')).toBe('/apps/e.js');
    // Scheme-relative takes the page's scheme, as the browser's import would.
    expect(entry('//cdn.example/e.js')).toBe(`${window.location.protocol}//cdn.example/e.js`);
    expect(retryUrl('/e.js', 0)).toBe('/e.js');
    expect(retryUrl('/e.js?v=2', 3)).toBe('/e.js?v=2&retry=3');
  });
});

describe('micro-app block with an unusable configuration', () => {
  it('shows the notice and imports nothing when the entry address is not allowed', async () => {
    const runtime = createTestRuntime();
    runtime.env = { ...runtime.env, microApps: { certificate: 'javascript:alert(1)' } };
    render(
      <RuntimeContext.Provider value={runtime}>
        <MemoryRouter>
          <MicroAppBlock blockId="certificate" props={{ app: 'certificate' }} />
        </MemoryRouter>
      </RuntimeContext.Provider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('该功能暂时无法加载');
    expect(importEntry).not.toHaveBeenCalled();
  });
});
