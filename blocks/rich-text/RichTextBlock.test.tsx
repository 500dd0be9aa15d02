import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RichTextBlock, { type RichTextProps } from './RichTextBlock';
import { richTextFixtures } from './fixtures';
import { renderBlock } from '../testing/renderBlock';

/**
 * Headed paragraphs of catalogue text. Text is rendered as text, never as HTML (README): a
 * manifest string that looks like markup reaches the visitor as the characters it is.
 */

/** What a visitor sees for each fixture (real zh-CN catalogue): the h2, then the paragraphs. */
const SEEN_FOR_FIXTURE: Record<string, { heading: string | null; paragraphs: string[] }> = {
  'kpzy-intro': {
    heading: '活动介绍',
    paragraphs: ['面向全国中小学师生征集优秀科普资源，展示科学探究成果，激发青少年科学兴趣。'],
  },
};

const paragraphTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('p')].map((paragraph) => paragraph.textContent);

describe('rich text', () => {
  it('knows what every fixture shows', () => {
    expect(richTextFixtures.map((fixture) => fixture.name).sort()).toEqual(
      Object.keys(SEEN_FOR_FIXTURE).sort(),
    );
  });

  it.each(richTextFixtures.map((fixture) => [fixture.name, fixture] as const))(
    'fixture %s: shows its heading as an h2 and its paragraphs in order',
    (name, fixture) => {
      const { container } = renderBlock(RichTextBlock, fixture.props as unknown as RichTextProps);
      const seen = SEEN_FOR_FIXTURE[name]!;
      if (seen.heading === null) expect(screen.queryByRole('heading')).toBeNull();
      else expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(seen.heading);
      expect(paragraphTexts(container)).toEqual(seen.paragraphs);
    },
  );

  it('without a title shows no heading, only the paragraphs', () => {
    const { container } = renderBlock(RichTextBlock, {
      paragraphs: ['第一段。', 'msg:kpzy.intro.body'],
    });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(paragraphTexts(container)).toEqual([
      '第一段。',
      '面向全国中小学师生征集优秀科普资源，展示科学探究成果，激发青少年科学兴趣。',
    ]);
  });

  it('never renders HTML from data: markup in the title and paragraphs stays text', () => {
    const markup =
      '<img src="x" onerror="alert(1)"><b>加粗</b><a href="javascript:alert(1)">点我</a>';
    const { container } = renderBlock(RichTextBlock, {
      title: '<script>alert(1)</script>通知',
      paragraphs: [markup, '<p>嵌套段落</p>'],
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      '<script>alert(1)</script>通知',
    );
    expect(paragraphTexts(container)).toEqual([markup, '<p>嵌套段落</p>']);
    expect(container.querySelector('script, img, b, a, p p')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
