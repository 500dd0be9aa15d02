import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ContactCardBlock, { type ContactCardProps } from './ContactCardBlock';
import { contactCardFixtures } from './fixtures';
import { renderBlock } from '../testing/renderBlock';

/**
 * The contact block of a campaign: a titled card of lines (seed 001 §2, kpzy: a phone line and
 * office hours Monday to Friday 8:30–17:00). `{phone}` is filled from the `phone` prop, which
 * manifests take from the environment, so the number is configuration, not code (README).
 */

/** What a visitor sees for each fixture (real zh-CN catalogue): the card's name and its lines. */
const SEEN_FOR_FIXTURE: Record<string, { title: string; lines: string[] }> = {
  'kpzy-contact': {
    title: '联系我们',
    lines: ['咨询电话：010-66097000', '工作时间：周一至周五 8:30–17:00'],
  },
};

const lineTexts = (card: HTMLElement) =>
  [...card.querySelectorAll('p')].map((line) => line.textContent);

describe('contact card', () => {
  it('knows what every fixture shows', () => {
    expect(contactCardFixtures.map((fixture) => fixture.name).sort()).toEqual(
      Object.keys(SEEN_FOR_FIXTURE).sort(),
    );
  });

  it.each(contactCardFixtures.map((fixture) => [fixture.name, fixture] as const))(
    'fixture %s: a card named by its h2 title, with its lines in order',
    (name, fixture) => {
      renderBlock(ContactCardBlock, fixture.props as unknown as ContactCardProps);
      const seen = SEEN_FOR_FIXTURE[name]!;
      const card = screen.getByRole('region', { name: seen.title });
      expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe(seen.title);
      expect(lineTexts(card)).toEqual(seen.lines);
    },
  );

  it('takes the number from the phone prop (configuration), never from the catalogue', () => {
    renderBlock(ContactCardBlock, {
      title: 'msg:kpzy.contact.title',
      phone: '010-00000000',
      lines: ['msg:kpzy.contact.phone', 'msg:kpzy.contact.hours'],
    });
    const card = screen.getByRole('region', { name: '联系我们' });
    expect(lineTexts(card)).toEqual(['咨询电话：010-00000000', '工作时间：周一至周五 8:30–17:00']);
  });

  it('fills {phone} in literal lines too, and shows other lines as they are', () => {
    renderBlock(ContactCardBlock, {
      title: '联系方式',
      phone: '400-800-1234',
      lines: ['热线 {phone}（工作日）', '邮箱：<kefu@example.edu.cn>'],
    });
    const card = screen.getByRole('region', { name: '联系方式' });
    expect(lineTexts(card)).toEqual(['热线 400-800-1234（工作日）', '邮箱：<kefu@example.edu.cn>']);
  });
});
