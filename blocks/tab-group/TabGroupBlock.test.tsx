import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TabGroupBlock from './TabGroupBlock';
import { tabGroupFixtures } from './fixtures';
import { fixtureProps, sampleContent, sampleSection } from '../shared/fixtureHelpers';
import { renderBlock } from '../testing/renderBlock';

const props = (name: string) => fixtureProps(tabGroupFixtures, name);

afterEach(() => vi.restoreAllMocks());

describe('tab group (section type 26)', () => {
  it('shows one tab per child and the first child panel (CORE-CHAN-10)', async () => {
    renderBlock(TabGroupBlock, props('three-tabs'), { path: '/sport' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['小学', '初中', '高中']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: '小学' });
    expect(await within(panel).findByRole('link', { name: /小学课程 1/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: '更多' }).getAttribute('href')).toBe(
      '/sport/list?libraryId=lib-primary&firstLevel=',
    );
  });

  it("clicking tab 2 shows child 2 and its more link follows child 2's show_more_data", async () => {
    renderBlock(TabGroupBlock, props('three-tabs'), { path: '/sport' });
    fireEvent.click(screen.getByRole('tab', { name: '初中' }));
    const panel = screen.getByRole('tabpanel', { name: '初中' });
    expect(await within(panel).findByRole('link', { name: /初中课程 4/ })).toBeTruthy();
    expect(within(panel).queryByText(/小学课程/)).toBeNull();
    const more = screen.getAllByRole('link', { name: '更多' });
    expect(more).toHaveLength(1); // the child's own more link moved up into the tab bar
    expect(more[0].getAttribute('href')).toBe(
      `/externalLink?url=${encodeURIComponent('https://junior.example.edu.cn/more')}`,
    );
  });

  it('moves between tabs with the arrow keys, Home and End (WAI-ARIA tabs)', () => {
    renderBlock(TabGroupBlock, props('three-tabs'));
    const [first, second, third] = screen.getAllByRole('tab');
    expect(first.tabIndex).toBe(0);
    expect(second.tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(second, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-selected')).toBe('true');
  });

  it('shows the tab title with 正在编辑，敬请期待 for an empty child (CORE-CHAN-24)', async () => {
    renderBlock(TabGroupBlock, props('three-tabs'));
    fireEvent.click(screen.getByRole('tab', { name: '高中' }));
    const panel = screen.getByRole('tabpanel', { name: '高中' });
    expect(await within(panel).findByText('正在编辑，敬请期待')).toBeTruthy();
    expect(within(panel).getByText('高中')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '更多' })).toBeNull();
  });

  it('skips children whose type has no block, logging once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const section = sampleSection(26, {
      children: [
        sampleSection(99, { id: 'x1', setting: { display: { title: '未知' } } }),
        sampleSection(12, {
          id: 'x2',
          setting: { display: { title: '资源' } },
          libraryContents: [sampleContent(1)],
        }),
        sampleSection(99, { id: 'x3', setting: { display: { title: '未知2' } } }),
      ],
    });
    renderBlock(TabGroupBlock, { section });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['资源']);
    expect(await screen.findByRole('link', { name: /示例资源 1/ })).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('section type 99');
  });

  it('shows 正在编辑，敬请期待 without children', () => {
    renderBlock(TabGroupBlock, props('no-children'));
    expect(screen.getByText('正在编辑，敬请期待')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
