import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '../testing/renderBlock';
import TopicCardsBlock, { type TopicCardsProps } from './TopicCardsBlock';
import { topicCardsFixtures } from './fixtures';

const props = (name: string) =>
  topicCardsFixtures.find((fixture) => fixture.name === name)!.props as unknown as TopicCardsProps;

describe('topic-cards block', () => {
  it('shows the eight diaa topics with enrol and score links (seed 001 §2)', () => {
    const { container } = renderBlock(TopicCardsBlock, props('diaa-topics'), {
      sitePrefix: '/hd/diaa',
    });
    const cards = container.querySelectorAll('.topic-cards__card');
    expect(cards).toHaveLength(8);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: /精品课视频资源分析/ })).toBeTruthy();
    expect(first.getByRole('link', { name: '立即报名' }).getAttribute('href')).toBe(
      '/hd/diaa/contest/diaa2024-t1/enroll',
    );
    expect(first.getByRole('link', { name: '成绩公布' }).getAttribute('href')).toBe(
      '/hd/diaa/score?pos=1',
    );
    const last = within(cards[7] as HTMLElement);
    expect(last.getByRole('heading', { name: /生成式人工智能教学创新/ })).toBeTruthy();
    expect(last.getByRole('link', { name: '成绩公布' }).getAttribute('href')).toBe(
      '/hd/diaa/score?pos=8',
    );
  });

  it('has a join menu of the topics linking to anchors #anchor_1…#anchor_8 (A-48)', () => {
    renderBlock(TopicCardsBlock, props('diaa-topics'), { sitePrefix: '/hd/diaa' });
    const join = screen.getByRole('navigation', { name: '报名参赛' });
    const hrefs = within(join)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `/hd/diaa#anchor_${n}`));
  });

  it('on its own host the links are relative to /', () => {
    renderBlock(TopicCardsBlock, props('diaa-topics'), { sitePrefix: '' });
    expect(screen.getAllByRole('link', { name: '立即报名' })[2]!.getAttribute('href')).toBe(
      '/contest/diaa2024-t3/enroll',
    );
  });

  it('scrolls to the topic named by the address hash, 72 px below the top', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderBlock(TopicCardsBlock, props('diaa-topics'), {
      sitePrefix: '/hd/diaa',
      path: '/hd/diaa#anchor_5',
    });
    expect(scroll).toHaveBeenCalledTimes(1);
    const card = document.getElementById('anchor_5')!;
    expect(scroll.mock.contexts[0]).toBe(card);
    expect(card.style.scrollMarginTop).toBe('72px');
  });

  it('leaves other hashes alone (the contest list owns #anchor_activity)', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderBlock(TopicCardsBlock, props('diaa-topics'), {
      sitePrefix: '/hd/diaa',
      path: '/hd/diaa#anchor_activity',
    });
    expect(scroll).not.toHaveBeenCalled();
  });

  it('fills custom link templates; a card without a note shows none', () => {
    const { container } = renderBlock(TopicCardsBlock, props('plain-text'), {
      sitePrefix: '/hd/x',
    });
    expect(screen.getByRole('navigation', { name: '选择赛题' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '立即报名' })[1]!.getAttribute('href')).toBe(
      '/hd/x/join?contest=contest-b',
    );
    expect(screen.getAllByRole('link', { name: '成绩公布' })[1]!.getAttribute('href')).toBe(
      '/hd/x/rank/1',
    );
    expect(container.querySelector('.topic-cards__note')).toBeNull();
  });
});
