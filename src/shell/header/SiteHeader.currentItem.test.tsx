/**
 * Seed 001 §2 "Headers and menus per campaign": the current menu item is derived from the URL.
 * The digital-literacy menu has two items to the same list page (活动动态 and 通知公告, each
 * `list?libraryId=…`): only the one whose library the address names is highlighted.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../../blocks/testing/renderBlock';
import type { SiteManifest } from '../../runtime/manifest/types';
import { SiteHeader } from './SiteHeader';

const MENU: SiteManifest['header']['menu'] = [
  { label: '首页', to: '' },
  { label: '活动动态', to: 'list?libraryId=lib-news' },
  { label: '通知公告', to: 'list?libraryId=lib-notice' },
  { label: '作品展示', to: 'show?libraryId=lib-works' },
];

function currentItems(path: string): string[] {
  renderWithRuntime(<SiteHeader />, {
    path,
    sitePrefix: '/hd/dndsstudent',
    site: { header: { variant: 'campaign', title: '数字素养提升活动', menu: MENU } },
  });
  return Array.from(document.querySelectorAll('header nav a[aria-current="page"]')).map(
    (a) => a.textContent ?? '',
  );
}

describe('SiteHeader current item among links to the same page', () => {
  it.each([
    ['/hd/dndsstudent/list?libraryId=lib-notice', ['通知公告']],
    ['/hd/dndsstudent/list?libraryId=lib-news&firstLevel=a', ['活动动态']],
    ['/hd/dndsstudent/list?libraryId=other', ['活动动态']],
    ['/hd/dndsstudent/show?libraryId=lib-works', ['作品展示']],
    ['/hd/dndsstudent', ['首页']],
  ])('%s highlights %j', (path, expected) => {
    expect(currentItems(path)).toEqual(expected);
    expect(screen.getAllByRole('link', { name: '通知公告' })).toHaveLength(1);
  });
});
