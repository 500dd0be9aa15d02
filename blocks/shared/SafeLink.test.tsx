import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeLink } from './SafeLink';
import { renderWithRuntime } from '../testing/renderBlock';

describe('SafeLink', () => {
  it('renders an in-site path as an app link carrying x-edu-theme', () => {
    renderWithRuntime(<SafeLink href="/sport/list?libraryId=L">体育</SafeLink>, {
      themeParam: 'dark',
    });
    const link = screen.getByRole('link', { name: '体育' });
    expect(link.getAttribute('href')).toBe('/sport/list?libraryId=L&x-edu-theme=dark');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('keeps an absolute URL of this site in the tab', () => {
    const href = `${window.location.origin}/art`;
    renderWithRuntime(<SafeLink href={href}>美育</SafeLink>);
    expect(screen.getByRole('link', { name: '美育' }).getAttribute('target')).toBeNull();
  });

  it('sends another site through the interstitial in a new tab; the theme stays on our page (ledger A-59)', () => {
    renderWithRuntime(<SafeLink href="https://other.example/x">外站</SafeLink>, {
      themeParam: 'dark',
    });
    const link = screen.getByRole('link', { name: '外站' });
    expect(link.getAttribute('href')).toBe(
      '/externalLink?url=https%3A%2F%2Fother.example%2Fx&x-edu-theme=dark',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  // Issue 12: these looked in-site and left the site without the interstitial.
  it.each([
    '/\\evil.example/p',
    '/\t/evil.example/p',
    '/\n/evil.example/p',
    '\\\\evil.example/p',
    '//evil.example/p',
  ])('%j goes through the interstitial, not straight to evil.example', (href) => {
    renderWithRuntime(<SafeLink href={href}>外站</SafeLink>);
    const link = screen.getByRole('link', { name: '外站' });
    const scheme = window.location.protocol;
    expect(link.getAttribute('href')).toBe(
      `/externalLink?url=${encodeURIComponent(`${scheme}//evil.example/p`)}`,
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '/.//evil.example/p', '', undefined])(
    'renders %s as plain text, not a link',
    (href) => {
      renderWithRuntime(<SafeLink href={href}>文字</SafeLink>);
      expect(screen.getByText('文字')).toBeTruthy();
      expect(screen.queryByRole('link')).toBeNull();
    },
  );
});
