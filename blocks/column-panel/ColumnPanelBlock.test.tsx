import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ColumnPanelBlock from './ColumnPanelBlock';
import { columnPanelFixtures } from './fixtures';
import { fixtureProps } from '../shared/fixtureHelpers';
import { renderBlock } from '../testing/renderBlock';
import { COLUMN_PANEL_MAX_ITEMS } from '../../src/lib/specConstants';

const props = (name: string) => fixtureProps(columnPanelFixtures, name);

describe('column panel (section type 21)', () => {
  it(`shows the first ${COLUMN_PANEL_MAX_ITEMS} contents, in order, when a library is set (CORE-CHAN-08)`, () => {
    renderBlock(ColumnPanelBlock, props('library-seven'));
    const links = screen.getAllByRole('link', { name: /专栏文章/ });
    expect(links).toHaveLength(3);
    expect(links.map((link) => link.querySelector('.column-panel__title')!.textContent)).toEqual([
      '专栏文章 1',
      '专栏文章 2',
      '专栏文章 3',
    ]);
  });

  it('shows every picked content when no library is set', () => {
    renderBlock(ColumnPanelBlock, props('resources-four'));
    expect(screen.getAllByRole('link', { name: /专栏文章/ })).toHaveLength(4);
  });

  it('shows the title, brief, source and date, and the more link', () => {
    renderBlock(ColumnPanelBlock, props('library-seven'), { path: '/sport' });
    expect(screen.getByRole('heading', { name: '名师专栏' })).toBeTruthy();
    expect(screen.getAllByText('聚焦课堂教学改革的一线实践。')).toHaveLength(3);
    expect(screen.getByText('2024-05-01')).toBeTruthy();
    expect(screen.getAllByText('智慧中小学')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '更多' }).getAttribute('href')).toBe(
      '/sport/list?libraryId=lib-column&firstLevel=',
    );
  });

  it('shows 正在编辑，敬请期待 when empty', () => {
    renderBlock(ColumnPanelBlock, props('empty'));
    expect(screen.getByText('正在编辑，敬请期待')).toBeTruthy();
  });
});
