import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ExternalLinkBlock from './ExternalLinkBlock';
import { classifyExternalUrl } from './externalUrl';
import { renderBlock, leaveSpy as leavePage } from '../testing/renderBlock';

const visit = (url: string | null, whitelist: string[] = []) =>
  renderBlock(
    ExternalLinkBlock,
    { whitelist },
    { path: url === null ? '/externalLink' : `/externalLink?url=${encodeURIComponent(url)}` },
  );

beforeEach(() => {
  leavePage.mockClear();
});

describe('classifyExternalUrl', () => {
  it('warns for http and https URLs', () => {
    expect(classifyExternalUrl('https://example.org/a')).toEqual({
      kind: 'warn',
      url: 'https://example.org/a',
    });
    expect(classifyExternalUrl('HTTP://example.org')).toEqual({
      kind: 'warn',
      url: 'http://example.org/',
    });
    // Written loosely, it still starts with http: the warning shows where it really leads.
    expect(classifyExternalUrl('http:/example.org')).toEqual({
      kind: 'warn',
      url: 'http://example.org/',
    });
  });

  it.each([
    null,
    '',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'ftp://x.example/file',
    '//evil.com',
    '/relative/path',
    'example.org',
    'httpx://example.org',
    'https://',
    'http://ok.example@evil.example/',
    '/\\evil.example/p',
    '\\\\evil.example/p',
  ])('treats %j as illegal', (raw) => {
    expect(classifyExternalUrl(raw)).toEqual({ kind: 'illegal' });
  });

  it('follows whitelisted hosts and their subdomains directly', () => {
    expect(classifyExternalUrl('https://ok.example/x', ['ok.example'])).toEqual({
      kind: 'direct',
      url: 'https://ok.example/x',
    });
    expect(classifyExternalUrl('https://a.ok.example/x', ['ok.example']).kind).toBe('direct');
    expect(classifyExternalUrl('https://notok.example/x', ['ok.example']).kind).toBe('warn');
    expect(classifyExternalUrl('https://ok.example.evil.example/', ['ok.example']).kind).toBe(
      'warn',
    );
    expect(classifyExternalUrl('https://other.example/x', ['ok.example']).kind).toBe('warn');
  });
});

describe('external-link interstitial', () => {
  it('shows the warning, the link, the privacy notice and a continue link for an http(s) URL', () => {
    visit('https://example.org/a?b=1');
    expect(screen.getByRole('heading', { name: '您即将离开平台，访问其他网站' })).toBeTruthy();
    expect(screen.getByText('https://example.org/a?b=1')).toBeTruthy();
    expect(screen.getByText(/隐私/)).toBeTruthy();
    const link = screen.getByRole('link', { name: '继续访问' });
    expect(link.getAttribute('href')).toBe('https://example.org/a?b=1');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('accepts an encoded URL (the check is on the decoded value)', () => {
    renderBlock(ExternalLinkBlock, {}, { path: '/externalLink?url=https%3A%2F%2Fexample.org' });
    expect(screen.getByRole('link', { name: '继续访问' }).getAttribute('href')).toBe(
      'https://example.org/',
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.com', '/x', null])(
    'shows content illegal for %j, with no link to it and a back-home link',
    (url) => {
      visit(url);
      expect(screen.getByRole('heading', { name: '内容不合法' })).toBeTruthy();
      const links = screen.getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/']);
      expect(links[0].textContent).toBe('返回首页');
      expect(screen.queryByText('继续访问')).toBeNull();
      expect(leavePage).not.toHaveBeenCalled();
    },
  );

  it('goes straight to a whitelisted host without the warning', () => {
    visit('https://ok.example/x', ['ok.example']);
    expect(leavePage).toHaveBeenCalledWith('https://ok.example/x');
    expect(screen.queryByText('您即将离开平台，访问其他网站')).toBeNull();
  });
});
