import { describe, expect, it } from 'vitest';
import { outboundHref } from './externalLink';

const ORIGIN = 'https://basic.smartedu.example';

describe('outboundHref', () => {
  it.each([
    [
      'https://reading.smartedu.example/books',
      '/externalLink?url=https%3A%2F%2Freading.smartedu.example%2Fbooks',
    ],
    ['http://x.example/a?b=1', '/externalLink?url=http%3A%2F%2Fx.example%2Fa%3Fb%3D1'],
    ['/hd/kpzy', '/hd/kpzy'],
    [`${ORIGIN}/sport`, `${ORIGIN}/sport`],
    ['javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['//evil.example/x', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (href, expected) => {
    expect(outboundHref(href, ORIGIN)).toBe(expected);
  });
});
