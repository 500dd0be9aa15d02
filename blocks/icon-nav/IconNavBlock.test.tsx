import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import IconNavBlock, { iconLinksOf } from './IconNavBlock';
import { iconNavFixtures } from './fixtures';
import { fixtureProps } from '../shared/fixtureHelpers';
import { renderBlock } from '../testing/renderBlock';

const props = (name: string) => fixtureProps(iconNavFixtures, name);

describe('icon navigation (section type 13)', () => {
  it('is a navigation landmark labelled 快捷导航', () => {
    renderBlock(IconNavBlock, props('five-icons'));
    expect(screen.getByRole('navigation', { name: '快捷导航' })).toBeTruthy();
  });

  it('links each icon to web_url with web_picture_url at 240 px (CORE-CHAN-06, 35)', () => {
    renderBlock(IconNavBlock, props('five-icons'));
    const nav = screen.getByRole('navigation', { name: '快捷导航' });
    const sport = within(nav).getByRole('link', { name: '体育' });
    expect(sport.getAttribute('href')).toBe('/sport');
    expect(sport.querySelector('img')!.getAttribute('src')).toBe(
      '/static/samples/icon-2.png?x-oss-process=image/resize,w_240',
    );
    expect(within(nav).getByRole('link', { name: '家庭教育' }).getAttribute('href')).toBe(
      `/externalLink?url=${encodeURIComponent('https://family.example.edu.cn/')}`,
    );
  });

  it('shows an icon with a javascript: link without the link', () => {
    renderBlock(IconNavBlock, props('five-icons'));
    expect(screen.getByText('坏链接')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '坏链接' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('carries x-edu-theme to in-site icons', () => {
    renderBlock(IconNavBlock, props('five-icons'), { themeParam: 'dark' });
    expect(screen.getByRole('link', { name: '美育' }).getAttribute('href')).toBe(
      '/art?x-edu-theme=dark',
    );
  });

  it('shows 正在编辑，敬请期待 without icons', () => {
    renderBlock(IconNavBlock, props('empty'));
    expect(screen.getByText('正在编辑，敬请期待')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('icon navigation from library contents', () => {
  it('shows each content as an icon with its cover, linking to extra.url when there is one', () => {
    const links = iconLinksOf({
      id: 's',
      type: 13,
      setting: { data: {} },
      libraryContents: [
        { id: 'a', title: '同步课堂', cover_url: '/icons/a.svg', extra: { url: '/syncClassroom' } },
        { id: 'b', title: '名师课堂', cover_url: '/icons/b.svg' },
      ],
    });
    expect(links).toEqual([
      { id: 'a', title: '同步课堂', web_url: '/syncClassroom', web_picture_url: '/icons/a.svg' },
      { id: 'b', title: '名师课堂', web_url: undefined, web_picture_url: '/icons/b.svg' },
    ]);
  });
});
