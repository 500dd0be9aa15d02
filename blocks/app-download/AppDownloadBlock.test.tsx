import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import AppDownloadBlock from './AppDownloadBlock';
import { createFakeServices, renderBlock } from '../testing/renderBlock';

function servicesWith(siteConfig: Record<string, unknown>) {
  const services = createFakeServices();
  services.appConfig.siteConfig = vi.fn(async () => ({ siteConfig }));
  return services;
}

function answerLatestYml(text: string | null) {
  const fetchFn = vi.fn(async (_input: RequestInfo | URL) =>
    text === null ? new Response('', { status: 404 }) : new Response(text, { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const entry = (key: string) => document.querySelector(`[data-entry="${key}"]`) as HTMLElement;

describe('app-download', () => {
  it('shows the mobile app, pad HD and desktop client entries with QR codes and the installer', async () => {
    const fetchFn = answerLatestYml('version: 2.2.22\npath: smartedu-setup-2.2.22.exe\n');
    renderBlock(
      AppDownloadBlock,
      {},
      {
        services: servicesWith({ downloadPcUrl: '/svc/static/download/' }),
        path: '/download_app',
      },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('下载智慧中小学APP');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '手机APP',
      'Pad HD版',
      '电脑客户端',
    ]);
    const link = await screen.findByRole('link', { name: '下载 Windows 版' });
    expect(link.getAttribute('href')).toBe('/svc/static/download/smartedu-setup-2.2.22.exe');
    expect(within(entry('desktop')).getByText('smartedu-setup-2.2.22.exe')).toBeTruthy();
    expect(String(fetchFn.mock.calls[0][0])).toMatch(/^\/svc\/static\/download\/latest\.yml\?v=/);
    expect(
      await within(entry('mobile')).findByRole('img', { name: '手机APP下载二维码' }),
    ).toBeTruthy();
    expect(
      await within(entry('pad')).findByRole('img', { name: 'Pad HD版下载二维码' }),
    ).toBeTruthy();
    expect(entry('pad').getAttribute('aria-current')).toBeNull();
  });

  it('marks the pad entry for ?device=pad and says when the desktop client cannot be read', async () => {
    answerLatestYml(null);
    renderBlock(
      AppDownloadBlock,
      {},
      {
        services: servicesWith({ downloadPcUrl: '/svc/static/download/' }),
        path: '/download_app?device=pad',
      },
    );
    expect(entry('pad').getAttribute('aria-current')).toBe('true');
    expect(await screen.findByText('电脑客户端暂未提供下载')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '下载 Windows 版' })).toBeNull();
  });
});
