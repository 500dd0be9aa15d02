import { describe, expect, it } from 'vitest';
import type { HydratedSection } from './hydrateSection';
import { arrangeByKeys, lendNavigationMoreLinks } from './arrangeSections';

function s(id: string, type: number, key?: string, title?: string): HydratedSection {
  return { id, type, key, setting: { display: { title } } };
}

describe('arrangeByKeys', () => {
  const sections = [
    s('banner', 11),
    s('a', 12, 'art'),
    s('nav', 13),
    s('b', 12, 'sport'),
    s('c', 12, 'family'),
  ];

  it('keeps the server order without keys', () => {
    expect(arrangeByKeys(sections)).toBe(sections);
  });

  it('puts unkeyed sections first, then keyed ones in key order; unknown keys render nothing', () => {
    expect(arrangeByKeys(sections, ['sport', 'missing', 'art']).map((x) => x.id)).toEqual([
      'banner',
      'nav',
      'b',
      'a',
    ]);
  });
});

describe('lendNavigationMoreLinks', () => {
  it('gives type-12 sections the web_url of the navigation item with the same title', () => {
    const first: HydratedSection[] = [
      {
        id: 'nav',
        type: 13,
        setting: {
          data: {
            item_data_list: [
              { id: 'i1', title: '体育 锻炼', web_url: '/sport/list?libraryId=LS' },
              { id: 'i2', title: '美育', web_url: '/art/list?libraryId=LA' },
            ],
          },
        },
      },
    ];
    const second = [
      s('x', 12, undefined, '体育锻炼'),
      s('y', 12, undefined, '劳动'),
      s('z', 21, undefined, '美育'),
    ];
    const result = lendNavigationMoreLinks(first, second);
    expect(result.map((x) => x.moreUrl)).toEqual([
      '/sport/list?libraryId=LS',
      undefined,
      undefined,
    ]);
  });
});
