import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTestRuntime, renderWithRuntime } from '../../../blocks/testing/renderBlock';
import { RuntimeContext, type SessionView } from '../../runtime/RuntimeContext';
import type { SiteManifest } from '../../runtime/manifest/types';
import { STICKY_HEADER_SCROLL_PX, WIDE_SCREEN_PX } from '../../lib/specConstants';
import { SiteHeader, preloadAccountMenu } from './SiteHeader';
import { loadRules } from '../../runtime/rules/lazyRules';

// As the entry does for a remembered user: the account menu's code is there before the header
// renders, so a cached user shows at once (CORE-LOGIN-08).
beforeAll(() => preloadAccountMenu());
import zhCatalogue from '../../../site-configs/messages/zh-CN.json';
import enCatalogue from '../../../site-configs/messages/en.json';
import portalSite from '../../../site-configs/portal/site.json';
import kpzySite from '../../../site-configs/hd/kpzy/site.json';
import { createTranslator, type MessageCatalogue } from '../../runtime/messages/translator';

const MENU: SiteManifest['header']['menu'] = [
  { label: 'msg:portal.nav.home', to: '' },
  { label: 'msg:portal.nav.sport', to: 'sport' },
  { label: 'msg:portal.nav.art', to: 'art' },
  { label: 'msg:portal.nav.teacherTraining', to: 'teacherTraining' },
];

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function renderHeader(
  session: Partial<SessionView> = {},
  site: Partial<SiteManifest> = {},
  props: Parameters<typeof SiteHeader>[0] = {},
) {
  const runtime = createTestRuntime({
    site: { header: { variant: 'portal', title: 'msg:portal.title', menu: MENU }, ...site },
  });
  runtime.session = { ...runtime.session, ...session };
  const result = render(
    <RuntimeContext.Provider value={runtime}>
      <MemoryRouter>
        <SiteHeader {...props} />
      </MemoryRouter>
    </RuntimeContext.Provider>,
  );
  return { ...result, runtime };
}

const teacher: Partial<SessionView> = {
  loggedIn: true,
  user: { user_id: 'u1', display_name: '张三' },
  role: 'TEACHER',
  roles: ['TEACHER'],
};

afterEach(() => {
  setScrollY(0);
});

// As the entry does for a header with rules (app/boot/firstView.ts): the engine is there first.
beforeAll(async () => {
  await loadRules();
});

describe('SiteHeader', () => {
  it('shows the menu items in manifest order', () => {
    renderHeader();
    const nav = screen.getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['首页', '体育', '美育', '教师研修']);
  });

  // Issue 12: these `to` values looked in-site and left the site without the interstitial.
  it.each(['/\\evil.example/p', '/\t/evil.example/p', '/\n/evil.example/p', '\\\\evil.example/p'])(
    'a menu item to %j goes through the external-link interstitial',
    (to) => {
      renderHeader(
        {},
        {
          header: { variant: 'portal', title: 'msg:portal.title', menu: [{ label: '外站', to }] },
        },
      );
      const link = within(screen.getByRole('navigation')).getByRole('link', { name: '外站' });
      expect(link.getAttribute('href')).toBe(
        `/externalLink?url=${encodeURIComponent(`${window.location.protocol}//evil.example/p`)}`,
      );
    },
  );

  it('a menu item whose dot segments leave //evil.example has no link at all', () => {
    renderHeader(
      {},
      {
        header: {
          variant: 'portal',
          title: 'msg:portal.title',
          menu: [{ label: '外站', to: '/.//evil.example/p' }],
        },
      },
    );
    expect(within(screen.getByRole('navigation')).queryByRole('link', { name: '外站' })).toBeNull();
  });

  it('logged out: shows 登录 and 注册 that start the login', () => {
    const { runtime } = renderHeader();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(runtime.session.login).toHaveBeenCalledWith('/');
    expect(screen.queryByRole('button', { name: /账号菜单/ })).toBeNull();
  });

  it('while the login check waits: neither links nor the user menu', () => {
    const { container } = renderHeader({ waiting: true });
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
    expect(screen.queryByRole('button', { name: /账号菜单/ })).toBeNull();
    const account = container.querySelector('.site-header__account')!;
    expect(account.getAttribute('data-login-code')).toBe('0');
    // Only the signed-out links' room, unseen and inert, so their arrival moves nothing.
    const room = account.querySelector('.site-header__account-pending')!;
    expect(room.getAttribute('aria-hidden')).toBe('true');
    expect(room.hasAttribute('inert')).toBe(true);
    expect(room.textContent).toBe(account.textContent);
  });

  it('while the login check waits with a cached user: that user shows at once (CORE-LOGIN-08)', () => {
    const { container } = renderHeader({ ...teacher, waiting: true, loggedIn: false });
    expect(screen.getByRole('button', { name: '账号菜单：张三' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
    const account = container.querySelector('.site-header__account')!;
    expect(account.getAttribute('data-login-state')).toBe('cached');
    expect(account.getAttribute('data-login-code')).toBe('0');
  });

  it.each([
    [1, teacher, 'in'],
    [2, {}, 'out'],
    [3, {}, 'out'],
  ] as const)(
    'login state %i is the account area’s data-login-code (CORE-LOGIN-01)',
    (code, session, state) => {
      const { container } = renderHeader(session, {}, { loginState: code });
      const account = container.querySelector('.site-header__account')!;
      expect(account.getAttribute('data-login-code')).toBe(String(code));
      expect(account.getAttribute('data-login-state')).toBe(state);
    },
  );

  it('marks a school-verified role with 已认证 beside the role tag (CORE-ROLE-26)', () => {
    renderHeader(teacher, {}, { schoolVerified: true });
    fireEvent.click(screen.getByRole('button', { name: '账号菜单：张三' }));
    const tag = document.querySelector('.site-header__role-tag')!;
    expect(tag.nextElementSibling?.textContent).toBe('已认证');
  });

  it.each([
    ['portal', 'portal', '学生'],
    ['a campaign site', 'campaign', '教师'],
  ] as const)(
    'a STUDENT+TEACHER user on %s: the role tag names %s (seed 001 §6 priority, HD-MENU-24)',
    (_where, kind, label) => {
      renderHeader(
        { ...teacher, role: 'STUDENT', roles: ['STUDENT', 'TEACHER'] },
        { kind, header: { variant: kind, title: 'msg:portal.title', menu: MENU } },
      );
      fireEvent.click(screen.getByRole('button', { name: '账号菜单：张三' }));
      expect(document.querySelector('.site-header__role-tag')?.textContent).toBe(label);
    },
  );

  it('a GUARDIAN+SOCIAL_LEARNER user on a campaign site acts as 家长', () => {
    renderHeader(
      { ...teacher, role: 'SOCIAL_LEARNER', roles: ['SOCIAL_LEARNER', 'GUARDIAN'] },
      { kind: 'campaign', header: { variant: 'campaign', title: 'msg:portal.title', menu: MENU } },
    );
    fireEvent.click(screen.getByRole('button', { name: '账号菜单：张三' }));
    expect(document.querySelector('.site-header__role-tag')?.textContent).toBe('家长');
  });

  it('shows no 已认证 when the role is not verified', () => {
    renderHeader(teacher, {}, { schoolVerified: false });
    fireEvent.click(screen.getByRole('button', { name: '账号菜单：张三' }));
    expect(document.querySelector('[data-school-verified]')).toBeNull();
    expect(screen.queryByText('已认证')).toBeNull();
  });

  it('becomes sticky at 172 px of scroll (171 is not), portal only', () => {
    expect(STICKY_HEADER_SCROLL_PX).toBe(172);
    const { container } = renderHeader();
    const header = container.querySelector('header')!;
    setScrollY(171);
    expect(header.hasAttribute('data-sticky')).toBe(false);
    expect(header.classList.contains('site-header--sticky')).toBe(false);
    setScrollY(172);
    expect(header.getAttribute('data-sticky')).toBe('true');
    expect(header.classList.contains('site-header--sticky')).toBe(true);
    expect(container.querySelector('.site-header__spacer')).not.toBeNull();
    setScrollY(0);
    expect(header.hasAttribute('data-sticky')).toBe(false);
  });

  it('campaign headers never become sticky (ledger A-60)', () => {
    const { container } = renderHeader(
      {},
      { header: { variant: 'campaign', title: 'msg:portal.title', menu: MENU } },
    );
    setScrollY(500);
    const header = container.querySelector('header')!;
    expect(header.hasAttribute('data-sticky')).toBe(false);
    expect(header.className).toContain('site-header--campaign');
  });

  it('logged in: the dropdown holds greeting, role tag, six links and 安全退出 in order', async () => {
    const { runtime } = renderHeader(teacher);
    const button = screen.getByRole('button', { name: '账号菜单：张三' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    const entries = [
      ...panel.querySelectorAll('.site-header__greeting, .site-header__role-tag, a, button'),
    ].map((el) => el.textContent);
    expect(entries).toEqual([
      '您好，张三',
      '教师',
      '我的收藏',
      '我的关注',
      '个人中心',
      '通行证',
      '应用中心',
      '账号设置',
      '安全退出',
    ]);
    // Ledger CORE-HEADER-11, A-05: every entry opens on the personal-centre application,
    // the local environment's stand-in /svc/personal.
    const hrefs = [...panel.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/svc/personal/user/myFavorite',
      '/svc/personal/user/myFollows',
      '/svc/personal/personal',
      '/svc/personal/passport',
      '/svc/personal/applicationCenter',
      '/svc/personal/user/accountSettings',
    ]);

    fireEvent.click(within(panel).getByRole('button', { name: '安全退出' }));
    await waitFor(() => expect(runtime.session.logout).toHaveBeenCalledTimes(1));
    expect(panel.hidden).toBe(true);
  });

  it('Escape closes the dropdown and returns focus to its button; click toggles', () => {
    renderHeader(teacher);
    const button = screen.getByRole('button', { name: '账号菜单：张三' });
    fireEvent.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    (panel.querySelector('a') as HTMLElement).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(panel.hidden).toBe(false);
    fireEvent.click(button);
    expect(panel.hidden).toBe(true);
  });

  it('hovering opens the dropdown and leaving closes it', () => {
    const { container } = renderHeader(teacher);
    const root = container.querySelector('.site-header__account-menu')!;
    fireEvent.mouseEnter(root);
    expect(root.classList.contains('is-open')).toBe(true);
    fireEvent.mouseLeave(root);
    expect(root.classList.contains('is-open')).toBe(false);
  });

  it('name and role in the button are the wide-screen-only part (CSS at 1441 px)', () => {
    const { container } = renderHeader(teacher);
    const who = container.querySelector('.site-header__user .site-header__who')!;
    expect(who.hasAttribute('data-wide-only')).toBe(true);
    expect(who.textContent).toBe('张三教师');
    const css = readFileSync(resolve(__dirname, 'header.css'), 'utf8');
    expect(WIDE_SCREEN_PX).toBe(1440);
    expect(css).toMatch(/\.site-header__who \{\s*display: none;/);
    expect(css).toContain(`@media (min-width: ${WIDE_SCREEN_PX + 1}px)`);
  });

  it('menu arrows appear only when the menu overflows and scroll it', async () => {
    const { container } = renderHeader();
    const scroller = container.querySelector<HTMLElement>('.site-header__menu-scroll')!;
    expect(screen.queryByRole('button', { name: '向右滚动菜单' })).toBeNull();

    let left = 0;
    Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 1200 });
    Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 400 });
    Object.defineProperty(scroller, 'scrollLeft', {
      configurable: true,
      get: () => left,
      set: (value: number) => {
        left = value;
      },
    });
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    const right = screen.getByRole('button', { name: '向右滚动菜单' });
    const leftButton = screen.getByRole('button', { name: '向左滚动菜单' });
    expect((leftButton as HTMLButtonElement).disabled).toBe(true);
    expect((right as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(right);
    await waitFor(() => expect(left).toBe(280), { timeout: 1000 });
    expect((leftButton as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(leftButton);
    await waitFor(() => expect(left).toBe(0), { timeout: 1000 });
  });

  it('renders through renderWithRuntime with the default test site', () => {
    renderWithRuntime(<SiteHeader />);
    expect(screen.getByRole('banner').getAttribute('data-site-header')).toBe('test-portal');
  });
});

describe('site titles in Chinese and English (seed 000 §2 Header, ledger CORE-HEADER-07)', () => {
  const catalogues = {
    'zh-CN': zhCatalogue as MessageCatalogue,
    en: enCatalogue as MessageCatalogue,
  };
  const manifests = { portal: portalSite, kpzy: kpzySite } as unknown as Record<
    string,
    SiteManifest
  >;

  function renderSite(site: 'portal' | 'kpzy', lang: 'zh-CN' | 'en') {
    const runtime = createTestRuntime({ site: manifests[site] });
    runtime.lang = lang;
    runtime.t = createTranslator(catalogues[lang], catalogues['zh-CN']);
    render(
      <RuntimeContext.Provider value={runtime}>
        <MemoryRouter>
          <SiteHeader />
        </MemoryRouter>
      </RuntimeContext.Provider>,
    );
    return screen.getByRole('banner').querySelector('.site-header__title')!.textContent;
  }

  it.each([
    ['portal', 'zh-CN', '国家中小学智慧教育平台'],
    ['portal', 'en', 'National Smart Education Platform for Primary and Secondary Schools'],
    ['kpzy', 'zh-CN', '科普资源征集活动'],
    ['kpzy', 'en', 'Science-popularisation resource collection'],
  ] as const)('%s in %s: the header title is %s', (site, lang, title) => {
    expect(renderSite(site, lang)).toBe(title);
  });
});
