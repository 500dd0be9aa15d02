import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ContentDetailBlock from './ContentDetailBlock';
import { renderBlock } from '../testing/renderBlock';
import type { LibraryContent } from '../../src/services/entities';

const works: LibraryContent[] = [
  {
    id: 'w1',
    title: '自制简易净水器',
    cover_url: '/covers/w1.svg',
    create_time: '2026-10-01T09:00:00.000+0800',
    extra: {
      brief_introduction: '用沙子和活性炭做一个净水器。',
      source: '上海市静安区第一中心小学',
    },
  },
];
const props = { idFromQuery: 'workId', libraryIdFromQuery: 'libraryId', othersTo: 'show' };

describe('content detail', () => {
  it('shows the work found by workId in the libraryId library', async () => {
    renderBlock(ContentDetailBlock, props, {
      path: '/hd/kpzy/show/content?workId=w1&libraryId=kpzy-works',
      sitePrefix: '/hd/kpzy',
      data: { libraries: { 'kpzy-works': works } },
    });
    expect(await screen.findByRole('heading', { name: '自制简易净水器' })).toBeTruthy();
    expect(screen.getByText('上海市静安区第一中心小学')).toBeTruthy();
    expect(screen.getByText('用沙子和活性炭做一个净水器。')).toBeTruthy();
  });

  it('a work no longer in the library shows the taken-down text and a see-others link', async () => {
    renderBlock(ContentDetailBlock, props, {
      path: '/hd/kpzy/show/content?workId=gone&libraryId=kpzy-works',
      sitePrefix: '/hd/kpzy',
      data: { libraries: { 'kpzy-works': works } },
    });
    expect(await screen.findByText('哎呀，该内容已下架')).toBeTruthy();
    expect(screen.getByRole('link', { name: '看看其他' }).getAttribute('href')).toBe(
      '/hd/kpzy/show',
    );
  });
});
