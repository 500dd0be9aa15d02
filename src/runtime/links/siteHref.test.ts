import { describe, expect, it } from 'vitest';
import { hrefQuery, siteHref } from './siteHref';

describe('siteHref', () => {
  it.each([
    ['/hd/kpzy', '', '/hd/kpzy'],
    ['/hd/kpzy', 'list?libraryId=L1', '/hd/kpzy/list?libraryId=L1'],
    ['/hd/kpzy', '/sport', '/sport'],
    ['', '', '/'],
    ['', 'sport', '/sport'],
    ['/hd/kpzy', 'https://example.cn/a', 'https://example.cn/a'],
  ])('prefix %s + %s → %s', (prefix, to, expected) => {
    expect(siteHref(prefix, to)).toBe(expected);
  });
});

describe('hrefQuery', () => {
  it.each([
    ['/hd/dnds/list?libraryId=L1', 'libraryId=L1'],
    ['list?libraryId=L1&firstLevel=a#top', 'libraryId=L1&firstLevel=a'],
    ['/hd/dnds/list', ''],
    ['/hd/diaa#6', ''],
  ])('%s → %s', (href, expected) => {
    expect(hrefQuery(href)).toBe(expected);
  });
});

describe('siteHref through the link policy (issue 12)', () => {
  /** Where the escaping forms lead on this page (the page's scheme, as in the browser). */
  const EVIL = `${window.location.protocol}//evil.example/p`;
  it.each([
    // What a browser makes of these on the site: another host, written out.
    ['', '/\\evil.example/p', EVIL],
    ['', '/\t/evil.example/p', EVIL],
    ['', '/\n/evil.example/p', EVIL],
    ['', '\\\\evil.example/p', EVIL],
    ['/hd/kpzy', '\\\\evil.example/p', EVIL],
    [`/hd/kpzy`, `${window.location.origin}/sport`, '/sport'],
    // Refused: no link.
    ['/hd/kpzy', '/.//evil.example/p', ''],
    ['/hd/kpzy', 'javascript:alert(1)', ''],
    // Normalised in-site paths.
    ['/hd/kpzy', '../sport', '/hd/sport'],
    ['/hd/kpzy', 'list?keyword=数学', '/hd/kpzy/list?keyword=%E6%95%B0%E5%AD%A6'],
    ['/hd/kpzy', '?tab=1', '/hd/kpzy?tab=1'],
  ])('prefix %j + %j → %j', (prefix, to, expected) => {
    expect(siteHref(prefix, to)).toBe(expected);
  });
});
