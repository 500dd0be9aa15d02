import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestRuntime } from '../../../blocks/testing/renderBlock';
import { RuntimeContext, type SessionView } from '../../runtime/RuntimeContext';
import { ACCOUNT_LINKS, AccountMenu, accountLinkHref } from './AccountMenu';
import environments from '../../../site-configs/environments.json';
import type { EnvironmentConfig } from '../../runtime/environment';

function renderMenu(user: SessionView['user']) {
  const runtime = createTestRuntime();
  runtime.session = {
    ...runtime.session,
    loggedIn: true,
    user,
    role: 'TEACHER',
    roles: ['TEACHER'],
  };
  const result = render(
    <RuntimeContext.Provider value={runtime}>
      <MemoryRouter>
        <AccountMenu />
      </MemoryRouter>
    </RuntimeContext.Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /账号菜单/ }));
  return result;
}

describe('AccountMenu e-mail (CORE-HELPER-07)', () => {
  it('shows the e-mail masked; the full local part never reaches the page', () => {
    const { container } = renderMenu({
      user_id: 'u1',
      display_name: '张三',
      email: 'zhangsan@x.com',
    });
    expect(screen.getByText('zh****an@x.com')).toBeTruthy();
    expect(container.innerHTML).not.toContain('zhangsan');
  });

  it('shows no e-mail line when the account has none', () => {
    const { container } = renderMenu({ user_id: 'u1', display_name: '张三', email: null });
    expect(container.querySelector('[data-email-masked]')).toBeNull();
  });
});

describe('account entries on the personal-centre application (CORE-HEADER-11, A-05)', () => {
  it('production: every entry is on the personal-centre host', () => {
    const production = environments.environments.production as unknown as EnvironmentConfig;
    expect(ACCOUNT_LINKS.map((link) => accountLinkHref(production, link.path))).toEqual([
      'https://personal.prod.smartedu.example/user/myFavorite',
      'https://personal.prod.smartedu.example/user/myFollows',
      'https://personal.prod.smartedu.example/personal',
      'https://personal.prod.smartedu.example/passport',
      'https://personal.prod.smartedu.example/applicationCenter',
      'https://personal.prod.smartedu.example/user/accountSettings',
    ]);
  });

  it('the menu links carry the x-edu-theme of the page on to the other application', () => {
    const runtime = createTestRuntime();
    runtime.themeParam = 'dark';
    runtime.session = {
      ...runtime.session,
      loggedIn: true,
      user: { user_id: 'u1', display_name: '张三' },
      role: 'TEACHER',
      roles: ['TEACHER'],
    };
    render(
      <RuntimeContext.Provider value={runtime}>
        <MemoryRouter>
          <AccountMenu />
        </MemoryRouter>
      </RuntimeContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /账号菜单/ }));
    expect(screen.getByRole('link', { name: '我的收藏' }).getAttribute('href')).toBe(
      '/svc/personal/user/myFavorite?x-edu-theme=dark',
    );
  });
});
