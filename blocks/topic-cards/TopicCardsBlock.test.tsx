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
      '/hd/diaa/contest/diaa2026-t1/enroll',
    );
    expect(first.getByRole('link', { name: '成绩公布' }).getAttribute('href')).toBe(
      '/hd/diaa/score?pos=0',
    );
    const last = within(cards[7] as HTMLElement);
    expect(last.getByRole('heading', { name: /生成式人工智能教学创新/ })).toBeTruthy();
    expect(last.getByRole('link', { name: '成绩公布' }).getAttribute('href')).toBe(
      '/hd/diaa/score?pos=7',
    );
  });

  it('has a join menu of the topics linking to anchors #1…#8', () => {
    renderBlock(TopicCardsBlock, props('diaa-topics'), { sitePrefix: '/hd/diaa' });
    const join = screen.getByRole('navigation', { name: '报名参赛' });
    const hrefs = within(join)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `/hd/diaa#${n}`));
  });

  it('on its own host the links are relative to /', () => {
    renderBlock(TopicCardsBlock, props('diaa-topics'), { sitePrefix: '' });
    expect(screen.getAllByRole('link', { name: '立即报名' })[2]!.getAttribute('href')).toBe(
      '/contest/diaa2026-t3/enroll',
    );
  });

  it('scrolls to the topic named by the address hash', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderBlock(TopicCardsBlock, props('diaa-topics'), {
      sitePrefix: '/hd/diaa',
      path: '/hd/diaa#5',
    });
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('topic-5'));
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
