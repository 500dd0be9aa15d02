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
