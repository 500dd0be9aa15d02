import { describe, expect, it } from 'vitest';
import { siteHref } from './siteHref';

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
