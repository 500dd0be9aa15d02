import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PageTitleBlock from './PageTitleBlock';
import { pageTitleFixtures } from './fixtures';
import { renderBlock } from '../testing/renderBlock';

/** The page's visible heading: one h1, from literal text or a msg: key (README). */

type PageTitleProps = { title: string };

/** What a visitor reads as the page's heading for each fixture (real zh-CN catalogue). */
const HEADING_OF_FIXTURE: Record<string, string> = {
  guide: '活动指南',
};

describe('page title', () => {
  it('knows what every fixture shows', () => {
    expect(pageTitleFixtures.map((fixture) => fixture.name).sort()).toEqual(
      Object.keys(HEADING_OF_FIXTURE).sort(),
    );
  });

  it.each(pageTitleFixtures.map((fixture) => [fixture.name, fixture] as const))(
    'fixture %s: renders the catalogue text as the page’s one h1',
    (name, fixture) => {
      renderBlock(PageTitleBlock, fixture.props as PageTitleProps);
      const headings = screen.getAllByRole('heading');
      expect(headings).toHaveLength(1);
      expect(headings[0]!.tagName).toBe('H1');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(HEADING_OF_FIXTURE[name]);
    },
  );

  it('shows literal text as it is, markup included, as text', () => {
    const { container } = renderBlock(PageTitleBlock, { title: '证书查询 <i>2026</i>' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('证书查询 <i>2026</i>');
    expect(container.querySelector('i')).toBeNull();
  });
});
