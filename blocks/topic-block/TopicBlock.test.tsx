import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TopicBlock from './TopicBlock';
import { topicBlockFixtures } from './fixtures';
import { fixtureProps } from '../shared/fixtureHelpers';
import { renderBlock } from '../testing/renderBlock';

const props = (name: string) => fixtureProps(topicBlockFixtures, name);

describe('topic block (section type 22)', () => {
  it('renders the topic picture and its articles (CORE-CHAN-09)', () => {
    renderBlock(TopicBlock, props('picture-and-articles'), { path: '/hd/kpzy' });
    expect(screen.getByRole('heading', { name: '宪法学习' })).toBeTruthy();
    const picture = screen.getByRole('img', { name: '宪法学习' });
    expect(picture.closest('a')!.getAttribute('href')).toBe(
      '/hd/kpzy/list?libraryId=lib-topic&firstLevel=',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('opens an article on the detail page of the campaign (HD-SECT-06)', () => {
    renderBlock(TopicBlock, props('picture-and-articles'), { path: '/hd/kpzy' });
    const link = screen.getByRole('link', { name: /宪法宣传周活动 2/ });
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/hd/kpzy/detail');
    expect(url.searchParams.get('contentType')).toBe('article');
    expect(url.searchParams.get('contentId')).toBe('lc-2');
    expect(screen.getByText('2024-12-02')).toBeTruthy();
  });

  it('shows 正在编辑，敬请期待 without picture and contents', () => {
    renderBlock(TopicBlock, props('empty'));
    expect(screen.getByText('正在编辑，敬请期待')).toBeTruthy();
  });
});
