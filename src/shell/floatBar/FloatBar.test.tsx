import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServices, renderWithRuntime } from '../../../blocks/testing/renderBlock';
import type { SiteManifest } from '../../runtime/manifest/types';
import {
  BACK_TO_TOP_SCROLL_PX,
  DOWNLOAD_QR_SIZE_PX,
  FEEDBACK_DIALOG_WIDTH_PX,
  FEEDBACK_IFRAME_HEIGHT_PX,
} from '../../lib/specConstants';
import { FloatBar, isDownloadAppPath } from './FloatBar';
import { readFeedbackMessage } from './FeedbackDialog';
import { qrDataUrl } from './DownloadQr';

const ALL: SiteManifest['floatBar'] = {
  helpCentre: true,
  feedback: true,
  downloadApp: true,
  backToTop: true,
};

function servicesWith(siteConfig: Record<string, unknown>) {
  const services = createFakeServices();
  services.appConfig.siteConfig = vi.fn(async () => ({ siteConfig }));
  return services;
}

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

afterEach(() => {
  setScrollY(0);
});

describe('FloatBar', () => {
  it('shows help centre ({prefix}/faq) and feedback only where the manifest enables them', async () => {
    renderWithRuntime(<FloatBar />, {
      site: { floatBar: ALL },
      sitePrefix: '/hd/kpzy',
      services: servicesWith({ downloadApp: false }),
    });
    expect(screen.getByRole('link', { name: '帮助中心' }).getAttribute('href')).toBe(
      '/hd/kpzy/faq',
    );
    expect(screen.getByRole('button', { name: '意见反馈' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '下载APP' })).toBeNull());
  });

  it('has no help, feedback or download entries when the manifest leaves them off', async () => {
    const services = servicesWith({ downloadApp: true });
    renderWithRuntime(<FloatBar />, {
      site: { floatBar: { helpCentre: false, feedback: false, downloadApp: false } },
      services,
    });
    await waitFor(() => expect(services.appConfig.siteConfig).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: '帮助中心' })).toBeNull();
    expect(screen.queryByRole('button', { name: '意见反馈' })).toBeNull();
    expect(screen.queryByRole('button', { name: '下载APP' })).toBeNull();
  });

  it('feedback dialog: 700 wide, iframe 500 high, resize = height − 20, closes on submit and cancel', async () => {
    renderWithRuntime(<FloatBar />, { site: { floatBar: ALL } });
    fireEvent.click(screen.getByRole('button', { name: '意见反馈' }));
    // The dialog's code loads on the first click (a busy machine may take more than a second).
    const dialog = await screen.findByRole('dialog', { name: '意见反馈' }, { timeout: 10_000 });
    expect(FEEDBACK_DIALOG_WIDTH_PX).toBe(700);
    expect(dialog.style.width).toBe('700px');
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('/productFeedback');
    expect(FEEDBACK_IFRAME_HEIGHT_PX).toBe(500);
    expect(frame.getAttribute('height')).toBe('500');
    expect(frame.style.height).toBe('500px');

    // The dialog listens from its first effect on: until then a message finds nobody.
    await waitFor(() => {
      post({ type: 'resize', height: 640 });
      expect(frame.getAttribute('height')).toBe('620');
    });
    expect(frame.style.height).toBe('620px');

    post({ type: 'submit' }, 'https://evil.example');
    expect(screen.queryByRole('dialog')).not.toBeNull();

    post({ type: 'submit' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '意见反馈' }));
    expect(screen.getByRole('dialog').querySelector('iframe')!.getAttribute('height')).toBe('500');
    post(JSON.stringify({ type: 'cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '意见反馈' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads feedback messages in object, JSON or bare string form', () => {
    expect(readFeedbackMessage({ type: 'resize', height: '300' })).toEqual({
      type: 'resize',
      height: 300,
    });
    expect(readFeedbackMessage('cancel')).toEqual({ type: 'cancel' });
    expect(readFeedbackMessage(42)).toBeNull();
  });

  it('app-download popover shows a 180 px QR code when manifest and site config enable it', async () => {
    renderWithRuntime(<FloatBar />, {
      site: { floatBar: ALL },
      services: servicesWith({ downloadApp: true, downloadAppUrl: 'https://app.example/get' }),
    });
    const button = await screen.findByRole('button', { name: '下载APP' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const img = await screen.findByRole('img', { name: '扫码下载智慧中小学APP' });
    expect(DOWNLOAD_QR_SIZE_PX).toBe(180);
    expect(img.getAttribute('width')).toBe('180');
    expect(img.getAttribute('height')).toBe('180');
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.hidden).toBe(true);
  });

  it('the QR code encodes the link as a 180 px SVG', async () => {
    const url = await qrDataUrl('https://app.example/get');
    const svg = decodeURIComponent(url.split(',')[1]);
    expect(svg).toContain('width="180"');
    expect(svg).toContain('height="180"');
  });

  it('back-to-top appears at 440 px of scroll and scrolls to the top', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderWithRuntime(<FloatBar />, { site: { floatBar: ALL } });
    expect(BACK_TO_TOP_SCROLL_PX).toBe(440);
    setScrollY(439);
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
    setScrollY(440);
    fireEvent.click(screen.getByRole('button', { name: '返回顶部' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    vi.unstubAllGlobals();
  });

  it('is absent on /download_app', () => {
    setScrollY(1000);
    const { container } = renderWithRuntime(<FloatBar />, {
      site: { floatBar: ALL },
      path: '/download_app',
    });
    expect(container.querySelector('[data-float-bar]')).toBeNull();
    expect(isDownloadAppPath('/download_app/', '')).toBe(true);
    expect(isDownloadAppPath('/hd/kpzy/download_app', '/hd/kpzy')).toBe(true);
    expect(isDownloadAppPath('/download', '')).toBe(false);
  });
});
