import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CustomBlock from './CustomBlock';
import { customBlockFixtures } from './fixtures';
import { fixtureProps } from '../shared/fixtureHelpers';
import { renderBlock } from '../testing/renderBlock';

const props = (name: string) => fixtureProps(customBlockFixtures, name);

describe('custom block (section type 20)', () => {
  it('renders its title and its picture, linked to the more link (CORE-CHAN-07)', () => {
    renderBlock(CustomBlock, props('picture-link'));
    expect(screen.getByRole('heading', { name: '劳动教育' })).toBeTruthy();
    const picture = screen.getByRole('img', { name: '劳动教育' });
    expect(picture.getAttribute('src')).toBe(
      '/static/samples/custom.jpg?x-oss-process=image/resize,w_1080',
    );
    expect(picture.closest('a')!.getAttribute('href')).toBe(
      `/externalLink?url=${encodeURIComponent('https://labour.example.edu.cn/')}`,
    );
    expect(screen.getByText('走进田间地头，体验劳动之美。')).toBeTruthy();
  });

  it('lists its contents with their links', () => {
    renderBlock(CustomBlock, props('picture-link'), { path: '/art' });
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: '校园种植课' }).getAttribute('href')).toContain(
      '/art/detail?',
    );
    expect(within(list).getAllByRole('link')).toHaveLength(2);
  });

  it('shows 正在编辑，敬请期待 with nothing to show', () => {
    renderBlock(CustomBlock, props('empty'));
    expect(screen.getByText('正在编辑，敬请期待')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '自定义' })).toBeTruthy();
  });
});
