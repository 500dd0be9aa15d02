import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeServices,
  renderWithRuntime,
  type RenderOptions,
} from '../../../blocks/testing/renderBlock';
import type { SiteManifest } from '../../runtime/manifest/types';
import { adminSiteUrl, SiteFooter, usesAlternateRecords } from './SiteFooter';

const origin = window.location.origin;
const ALTERNATE_HOSTS = ['www.zxx.example.cn', 'basic.example.cn'];

function renderFooter(
  footer: SiteManifest['footer'],
  options: RenderOptions & { hostname?: string; userKey?: () => Promise<string> } = {},
) {
  const userKey = vi.fn(options.userKey ?? (() => Promise.resolve('KEY-1')));
  const services = createFakeServices();
  services.sso.userKey = userKey;
  const result = renderWithRuntime(<SiteFooter hostname={options.hostname} />, {
    ...options,
    services,
    site: { footer },
  });
  return { ...result, userKey };
}

/** A stand-in for the window the management link opens. */
function fakeWindow() {
  const opened = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  return { opened, open };
}

const records = () => {
  const footer = screen.getByRole('contentinfo');
  return {
    icp: footer.querySelector('[data-record="icp"]')!.textContent,
    police: footer.querySelector('[data-record="police"]')!.textContent,
  };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SiteFooter', () => {
  it('shows ministry, ICP, police record, the site phone and the statement link', () => {
    renderFooter({ variant: 'portal', phone: '400-996-0909' }, { sitePrefix: '/hd/kpzy' });
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('主办单位：中华人民共和国教育部');
    expect(footer.textContent).toContain('京ICP备10040402号-65');
    expect(footer.textContent).toContain('京公网安备11010802045763号');
    expect(footer.textContent).toContain('客服电话：400-996-0909');
    expect(screen.getByRole('link', { name: '网站声明' }).getAttribute('href')).toBe(
      '/hd/kpzy/wzsm',
    );
  });

  it('omits the phone when the site has none', () => {
    renderFooter({ variant: 'portal' });
    expect(screen.getByRole('contentinfo').textContent).not.toContain('客服电话');
  });

  it('variant none renders nothing', () => {
    const { container } = renderFooter({ variant: 'none' });
    expect(container.querySelector('footer')).toBeNull();
  });
});

describe('alternate record hosts (seed 000 §2 Footer, ledger A-35)', () => {
  it.each(ALTERNATE_HOSTS)('%s shows the alternate ICP and police numbers', (hostname) => {
    renderFooter({ variant: 'portal', alternateRecordHosts: ALTERNATE_HOSTS }, { hostname });
    expect(records()).toEqual({
      icp: '京ICP备10040402号-66',
      police: '京公网安备11010802045764号',
    });
    expect(screen.getByRole('contentinfo').textContent).not.toContain('京ICP备10040402号-65');
  });

  it('another host of the same site shows the default numbers', () => {
    renderFooter(
      { variant: 'portal', alternateRecordHosts: ALTERNATE_HOSTS },
      { hostname: 'www.smartedu.example.cn' },
    );
    expect(records()).toEqual({
      icp: '京ICP备10040402号-65',
      police: '京公网安备11010802045763号',
    });
  });

  it('no list (the default) means the default numbers on every host', () => {
    renderFooter({ variant: 'campaign' }, { hostname: ALTERNATE_HOSTS[0] });
    expect(records().icp).toBe('京ICP备10040402号-65');
  });

  it('compares host names without regard to case; the browser host is the default', () => {
    expect(usesAlternateRecords(['Basic.Example.CN'], 'basic.example.cn')).toBe(true);
    expect(usesAlternateRecords(undefined, 'basic.example.cn')).toBe(false);
    renderFooter({ variant: 'portal', alternateRecordHosts: [window.location.hostname] });
    expect(records().icp).toBe('京ICP备10040402号-66');
  });
});

describe('management-system link (seed 000 §2 Footer, §6; ledger A-34)', () => {
  it('is shown logged out and logged in', () => {
    const loggedOut = renderFooter({ variant: 'portal' });
    expect(screen.getByRole('button', { name: '管理系统' })).toBeTruthy();
    loggedOut.unmount();
    renderFooter({ variant: 'campaign' }, { role: 'STUDENT' });
    expect(screen.getByRole('button', { name: '管理系统' })).toBeTruthy();
  });

  it('logged out: starts the login and asks for no key', () => {
    const { open } = fakeWindow();
    const { runtime, userKey } = renderFooter({ variant: 'portal' }, { path: '/sport' });
    fireEvent.click(screen.getByRole('button', { name: '管理系统' }));
    expect(runtime.session.login).toHaveBeenCalledTimes(1);
    expect(userKey).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('logged in: opens the admin site in a new window with jump and the user key', async () => {
    const { opened, open } = fakeWindow();
    const { runtime, userKey } = renderFooter(
      { variant: 'portal', managementJump: 'areaAdmin' },
      { role: 'EDU_ADMIN', userKey: () => Promise.resolve('K/1+x') },
    );
    fireEvent.click(screen.getByRole('button', { name: '管理系统' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(opened.location.href).toBe(`${origin}/svc/admin?jump=areaAdmin&uckey=K%2F1%2Bx`),
    );
    expect(opened.opener).toBeNull();
    expect(userKey).toHaveBeenCalledTimes(1);
    expect(runtime.session.login).not.toHaveBeenCalled();
    expect(runtime.ui.toast).not.toHaveBeenCalled();
  });

  it('logged in without a configured jump: the address carries the user key only', async () => {
    const { opened } = fakeWindow();
    renderFooter({ variant: 'portal' }, { role: 'TEACHER' });
    fireEvent.click(screen.getByRole('button', { name: '管理系统' }));
    await waitFor(() => expect(opened.location.href).toBe(`${origin}/svc/admin?uckey=KEY-1`));
  });

  it('no key: closes the new window and shows 管理系统暂时无法打开，请稍后重试', async () => {
    const { opened } = fakeWindow();
    const { runtime } = renderFooter(
      { variant: 'portal', managementJump: 'areaAdmin' },
      { role: 'EDU_ADMIN', userKey: () => Promise.reject(new Error('HTTP 401')) },
    );
    fireEvent.click(screen.getByRole('button', { name: '管理系统' }));
    await waitFor(() =>
      expect(runtime.ui.toast).toHaveBeenCalledWith('管理系统暂时无法打开，请稍后重试'),
    );
    expect(opened.close).toHaveBeenCalledTimes(1);
    expect(opened.location.href).toBe('');
  });

  it('builds the address on an absolute admin host (other environments)', () => {
    expect(adminSiteUrl('https://admin.prod.smartedu.example', origin, 'areaAdmin', 'K')).toBe(
      'https://admin.prod.smartedu.example/?jump=areaAdmin&uckey=K',
    );
  });
});
