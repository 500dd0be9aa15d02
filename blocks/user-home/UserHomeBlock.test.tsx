import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '../testing/renderBlock';
import UserHomeBlock, { USER_HOME_ENTRIES } from './UserHomeBlock';
import { accountLinkHref } from '../../src/shell/header/AccountMenu';
import environments from '../../site-configs/environments.json';
import type { EnvironmentConfig } from '../../src/runtime/environment';

const props = { title: 'msg:userHome.title', breadcrumb: [{ label: '首页', to: '/' }] };

describe('user-home block', () => {
  it('shows the profile summary and the current role', () => {
    renderBlock(UserHomeBlock, props, { role: 'TEACHER' });
    expect(screen.getByRole('heading', { level: 1, name: '我的' })).toBeTruthy();
    expect(screen.getByText('你好，张三')).toBeTruthy();
    expect(screen.getByText('教师')).toBeTruthy();
    expect(screen.getByRole('navigation').textContent).toContain('首页');
  });

  it('leads every entry to the personal-centre page the account menu opens', () => {
    renderBlock(UserHomeBlock, props, { role: 'STUDENT' });
    const env = environments.environments.local as unknown as EnvironmentConfig;
    const links = screen.getAllByRole('link').filter((link) => link.hasAttribute('data-entry'));
    expect(links.map((link) => link.textContent)).toEqual([
      '我的收藏',
      '我的关注',
      '我的足迹',
      '个人中心',
      '应用中心',
      '账号设置',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      USER_HOME_ENTRIES.map((entry) => accountLinkHref(env, entry.path)),
    );
    expect(links[0].getAttribute('href')).toBe('/svc/personal/user/myFavorite');
  });

  it('shows nothing without a signed-in user', () => {
    const { container } = renderBlock(UserHomeBlock, props);
    expect(container.querySelector('.user-home')).toBeNull();
  });
});
