import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServices, renderWithRuntime } from '../../../blocks/testing/renderBlock';
import { DownloadBar } from './DownloadBar';
import { fetchInstallerUrl, joinDownloadUrl, latestYmlUrl, parseLatestYml } from './latestYml';
import { readAppSiteConfig } from './appSiteConfig';

const LATEST_YML = [
  'version: 2.2.22',
  'files:',
  '  - url: smartedu-setup-2.2.22.exe',
  'path: smartedu-setup-2.2.22.exe',
  "releaseDate: '2026-08-20T10:00:00.000Z'",
  '',
].join('\n');

function textResponse(body: string, status = 200) {
  return new Response(body, { status });
}

function servicesWith(siteConfig: Record<string, unknown>) {
  const services = createFakeServices();
  services.appConfig.siteConfig = vi.fn(async () => ({ siteConfig }));
  return services;
}

describe('latest.yml', () => {
  it('reads the path: value, else the first url:, unquoting it', () => {
    expect(parseLatestYml(LATEST_YML)).toBe('smartedu-setup-2.2.22.exe');
    expect(parseLatestYml("path: 'Setup 1.2.3.exe'")).toBe('Setup 1.2.3.exe');
    expect(parseLatestYml('files:\n  - url: a.exe\n  - url: b.exe')).toBe('a.exe');
    expect(parseLatestYml('version: 1')).toBeNull();
    expect(parseLatestYml('')).toBeNull();
  });

  it('asks {downloadPcUrl}latest.yml with a random v', () => {
    expect(latestYmlUrl('https://dl.example/', () => 0.5)).toBe(
      'https://dl.example/latest.yml?v=i',
    );
    expect(latestYmlUrl('/svc/static/download', () => 0.25)).toBe(
      '/svc/static/download/latest.yml?v=9',
    );
    expect(joinDownloadUrl('https://dl.example/', 'Setup-1.2.3.exe')).toBe(
      'https://dl.example/Setup-1.2.3.exe',
    );
  });

  it('builds the installer link through the given fetch', async () => {
    const fetchFn = vi.fn(async () => textResponse('path: Setup-1.2.3.exe\n'));
    await expect(fetchInstallerUrl(fetchFn, 'https://dl.example/')).resolves.toBe(
      'https://dl.example/Setup-1.2.3.exe',
    );
    const url = String((fetchFn.mock.calls[0] as unknown[])[0]);
    expect(url).toMatch(/^https:\/\/dl\.example\/latest\.yml\?v=[0-9a-z]+$/);
    await fetchInstallerUrl(fetchFn, 'https://dl.example/');
    expect(String((fetchFn.mock.calls[1] as unknown[])[0])).not.toBe(url);
  });

  it('answers null on HTTP errors, network errors and unreadable files', async () => {
    await expect(
      fetchInstallerUrl(
        vi.fn(async () => textResponse('nope', 404)),
        '/d/',
      ),
    ).resolves.toBeNull();
    await expect(
      fetchInstallerUrl(
        vi.fn(async () => Promise.reject(new Error('offline'))),
        '/d/',
      ),
    ).resolves.toBeNull();
    await expect(
      fetchInstallerUrl(
        vi.fn(async () => textResponse('version: 1')),
        '/d/',
      ),
    ).resolves.toBeNull();
  });

  it('reads siteConfig nested or flat', () => {
    expect(readAppSiteConfig({ siteConfig: { downloadApp: true, downloadPcUrl: '/d/' } })).toEqual({
      downloadApp: true,
      downloadPcUrl: '/d/',
      downloadAppUrl: null,
    });
    expect(readAppSiteConfig({ downloadApp: true })).toMatchObject({ downloadApp: true });
    expect(readAppSiteConfig(null)).toMatchObject({ downloadApp: false, downloadPcUrl: null });
  });
});

describe('DownloadBar', () => {
  it('offers mobile app, pad HD and the desktop client from latest.yml', async () => {
    const fetchFn = vi.fn(async () => textResponse(LATEST_YML));
    renderWithRuntime(<DownloadBar fetchFn={fetchFn} />, {
      services: servicesWith({ downloadPcUrl: '/svc/static/download/' }),
    });
    expect(screen.getByRole('link', { name: '手机APP' }).getAttribute('href')).toBe(
      '/download_app',
    );
    expect(screen.getByRole('link', { name: 'Pad HD版' })).toBeTruthy();
    const desktop = await screen.findByRole('link', { name: '电脑客户端' });
    expect(desktop.getAttribute('href')).toBe('/svc/static/download/smartedu-setup-2.2.22.exe');
    expect(String((fetchFn.mock.calls[0] as unknown[])[0])).toMatch(
      /^\/svc\/static\/download\/latest\.yml\?v=/,
    );
  });

  it('hides the desktop link when latest.yml fails', async () => {
    const fetchFn = vi.fn(async () => textResponse('', 500));
    renderWithRuntime(<DownloadBar fetchFn={fetchFn} />, {
      services: servicesWith({ downloadPcUrl: '/svc/static/download/' }),
    });
    await waitFor(() => expect(fetchFn).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('link', { name: '电脑客户端' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('is absent on /download_app and on campaign sites', () => {
    const fetchFn = vi.fn(async () => textResponse(LATEST_YML));
    const first = renderWithRuntime(<DownloadBar fetchFn={fetchFn} />, { path: '/download_app' });
    expect(first.container.querySelector('[data-download-bar]')).toBeNull();
    first.unmount();
    const second = renderWithRuntime(<DownloadBar fetchFn={fetchFn} />, {
      site: { kind: 'campaign' },
    });
    expect(second.container.querySelector('[data-download-bar]')).toBeNull();
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
