import { describe, expect, it } from 'vitest';
import type { LibraryContent, Section } from '../../services/entities';
import { RESOURCE_TYPES } from '../../lib/resourceKind';
import {
  catalogueLink,
  courseLink,
  descriptionTarget,
  detailLink,
  itemLink,
  linkBaseFor,
  listLink,
  liveLink,
  moreLink,
  teacherTrainingColumnLink,
  trainingLink,
  workShowLink,
  zgmListLink,
} from './sectionLinks';

function parts(href: string): { path: string; keys: string[]; query: URLSearchParams } {
  const url = new URL(href, 'http://site.example');
  return { path: url.pathname, keys: [...url.searchParams.keys()], query: url.searchParams };
}

const section: Section = {
  id: 'S1',
  channel_id: 'C1',
  type: 12,
  setting: { data: { title: '精品课程', library_id: 'L1' }, display: { title: '精品课程' } },
};

function item(overrides: Partial<LibraryContent>): LibraryContent {
  return { id: 'I1', title: '资源', ...overrides };
}

describe('linkBaseFor (CORE-CHAN-15)', () => {
  it.each([
    ['/teacherTraining', '/teacherTraining'],
    ['/teacherTraining/courseIndex', '/teacherTraining'],
    ['/teacherTrainingNav/train', '/teacherTraining'],
    ['/sport', '/sport'],
    ['/sport/list', '/sport'],
    ['/art', '/art'],
    ['/specialEdu/courseIndex', '/specialEdu'],
    ['/kx', '/kx'],
    ['/hd/zgm', '/hd/zgm'],
    ['/hd/zgm/list', '/hd/zgm'],
    ['/hd/b-sxj/news', '/hd/b-sxj'],
    ['/hd/kpzy', '/hd/kpzy'],
    ['/', '/teacherTraining'],
  ])('%s → %s', (pathname, base) => {
    expect(linkBaseFor(pathname)).toBe(base);
  });

  it('matches whole path segments only', () => {
    expect(linkBaseFor('/article')).toBe('/teacherTraining');
    expect(linkBaseFor('/sporty')).toBe('/teacherTraining');
  });

  it('lets a configured host win over the path', () => {
    expect(linkBaseFor('/list', 'diaa.example', { 'diaa.example': '' })).toBe('');
    expect(linkBaseFor('/sport', 'other.example', { 'diaa.example': '' })).toBe('/sport');
  });
});

describe('URL builders (seed 000 §2 shapes)', () => {
  it('course link has exactly the spec keys (CORE-CHAN-16)', () => {
    const { path, keys, query } = parts(
      courseLink('/sport', { courseId: 'K1', channelId: 'C1', libraryId: 'L1' }),
    );
    expect(path).toBe('/sport/courseIndex');
    expect(keys).toEqual([
      'courseId',
      'tag',
      'channelId',
      'libraryId',
      'breadcrumb',
      'firstLevel',
      'secondLevel',
      'thirdLevel',
      'align',
      'showPv',
    ]);
    expect(query.get('courseId')).toBe('K1');
    expect(query.get('libraryId')).toBe('L1');
  });

  it('detail link has exactly the spec keys (CORE-CHAN-17)', () => {
    const { path, keys, query } = parts(
      detailLink('/art', {
        contentId: 'X',
        contentType: 'article',
        channelId: 'C',
        libraryId: 'L',
      }),
    );
    expect(path).toBe('/art/detail');
    expect(keys).toEqual(['contentId', 'contentType', 'channelId', 'libraryId', 'showPv']);
    expect(query.get('contentType')).toBe('article');
  });

  it('list link (CORE-CHAN-18)', () => {
    expect(listLink('/sport', { libraryId: 'L', firstLevel: 'F' })).toBe(
      '/sport/list?libraryId=L&firstLevel=F',
    );
  });

  it('work show link (CORE-CHAN-19)', () => {
    expect(workShowLink('/hd/kpzy', { workId: 'W', libraryId: 'L' })).toBe(
      '/hd/kpzy/show/content?workId=W&libraryId=L',
    );
  });

  it('live link (CORE-CHAN-20), kept inside a campaign site', () => {
    expect(liveLink('L1')).toBe('/publicLive/L1');
    expect(liveLink('L1', '/sport')).toBe('/publicLive/L1');
    expect(liveLink('L1', '/hd/zgm')).toBe('/hd/zgm/publicLive/L1');
  });

  it('training link (CORE-CHAN-21)', () => {
    expect(trainingLink('T1')).toBe('/training/T1');
  });

  it('teacher-training column link (CORE-CHAN-22)', () => {
    expect(teacherTrainingColumnLink({ channelId: 'C', sectionId: 'S', libraryId: 'L' })).toBe(
      '/teacherTraining?channelId=C&sectionId=S&libraryId=L',
    );
  });

  it('zgm list link (CORE-CHAN-23)', () => {
    expect(zgmListLink('L')).toBe('/hd/zgm/list?libraryId=L');
  });

  it('catalogue link', () => {
    expect(catalogueLink('/sport', 'CAT 1')).toBe('/sport/CAT%201/catalog');
  });
});

describe('itemLink', () => {
  it('uses a description starting with http (CORE-CHAN-30)', () => {
    const link = itemLink(
      item({
        resource_type: 'assets_url',
        description: 'https://d.example/x',
        extra: { url: 'https://u.example' },
      }),
      section,
      '/sport',
    );
    expect(link).toBe('https://d.example/x');
  });

  it.each([
    [' \thttps://d.example/x', 'https://d.example/x'],
    ['HTTP://d.example/x', 'http://d.example/x'],
    ['ht\ttp\n://d.example/x', 'http://d.example/x'],
  ])('takes %j as the address the browser would read (CORE-CHAN-30)', (description, target) => {
    expect(descriptionTarget({ description })).toBe(target);
  });

  it.each([
    'httpx://d.example/x',
    'http 讲座 https://d.example/x',
    '本课讲解 https://d.example/x 的内容',
    'javascript:alert(1)',
    '',
  ])('keeps the description %j as text', (description) => {
    expect(descriptionTarget({ description })).toBeUndefined();
  });

  it.each(['assets_url', 'x_url', 'x_smarturl', 'x_smartlink'])(
    'url type %s opens extra.url (CORE-CHAN-31)',
    (type) => {
      expect(
        itemLink(
          item({ resource_type: type, extra: { url: 'https://u.example' } }),
          section,
          '/sport',
        ),
      ).toBe('https://u.example');
    },
  );

  it.each(['offline_course', 'thematic_course', 'o_course', 't_course', 's_course'])(
    'course type %s opens courseIndex',
    (type) => {
      const { path, query } = parts(
        itemLink(item({ resource_type: type, resource_id: 'K9' }), section, '/art')!,
      );
      expect(path).toBe('/art/courseIndex');
      expect(query.get('courseId')).toBe('K9');
      expect(query.get('channelId')).toBe('C1');
      expect(query.get('libraryId')).toBe('L1');
      expect(query.get('breadcrumb')).toBe('精品课程');
    },
  );

  it('open class live opens the public live page', () => {
    expect(
      itemLink(item({ resource_type: 'open_class_live', resource_id: 'LV' }), section, '/sport'),
    ).toBe('/publicLive/LV');
  });

  it('training opens the training page', () => {
    expect(
      itemLink(item({ resource_type: 'auxo-train', resource_id: 'T1' }), section, '/sport'),
    ).toBe('/training/T1');
  });

  it.each(['article', 'assets_document', 'assets_video', 'x_article', 't_news'])(
    '%s opens detail by library_content_id (HD-SECT-11)',
    (type) => {
      const { path, query } = parts(
        itemLink(
          item({ resource_type: type, library_content_id: 'LC', unit_id: 'U' }),
          section,
          '/sport',
        )!,
      );
      expect(path).toBe('/sport/detail');
      expect(query.get('contentId')).toBe('LC');
      expect(query.get('contentType')).toBe(type);
    },
  );

  it('falls back to unit_id for the detail content id', () => {
    const link = itemLink(item({ resource_type: 'article', unit_id: 'U' }), section, '/sport')!;
    expect(parts(link).query.get('contentId')).toBe('U');
  });

  it('works sections open the work show page', () => {
    const works: Section = { ...section, setting: { data: { useWorks: true, library_id: 'LW' } } };
    expect(
      itemLink(item({ resource_type: 'assets_video', resource_id: 'W1' }), works, '/hd/kpzy'),
    ).toBe('/hd/kpzy/show/content?workId=W1&libraryId=LW');
  });

  // CORE-HELPER-20: none of the 23 spec types falls through to 当前资源类型暂不支持 (undefined).
  it('covers all 23 resource types of the spec', () => {
    expect(RESOURCE_TYPES).toHaveLength(23);
  });

  it.each(RESOURCE_TYPES)('%s opens a page (CORE-HELPER-20)', (type) => {
    const link = itemLink(
      item({
        resource_type: type,
        resource_id: 'R1',
        library_content_id: 'LC',
        extra: { url: 'https://u.example' },
      }),
      section,
      '/sport',
    );
    expect(link).toEqual(expect.any(String));
    expect(link).not.toBe('');
  });

  it('unknown types and url types without a url are unsupported', () => {
    expect(itemLink(item({ resource_type: 'foo' }), section, '/sport')).toBeUndefined();
    expect(itemLink(item({ resource_type: 'x_url' }), section, '/sport')).toBeUndefined();
  });
});

describe('moreLink (ledger A-08, CORE-CHAN-41)', () => {
  function withMore(
    show_more_data: NonNullable<Section['setting']['data']>['show_more_data'],
  ): Section {
    return { ...section, setting: { data: { library_id: 'L1', show_more_data } } };
  }

  it('show_more 1 → list by library', () => {
    expect(moreLink(withMore({ show_more: 1, library_id: 'L2', catalog_id: 'F' }), '/sport')).toBe(
      '/sport/list?libraryId=L2&firstLevel=F',
    );
  });

  it('show_more 1 on teacher training → column page', () => {
    expect(moreLink(withMore({ show_more: 1, library_id: 'L2' }), '/teacherTraining')).toBe(
      '/teacherTraining?channelId=C1&sectionId=S1&libraryId=L2',
    );
  });

  it('show_more 1 on zgm → zgm list', () => {
    expect(moreLink(withMore({ show_more: 1, library_id: 'L2' }), '/hd/zgm')).toBe(
      '/hd/zgm/list?libraryId=L2',
    );
  });

  it('show_more 2 → catalogue page', () => {
    expect(moreLink(withMore({ show_more: 2, catalog_id: 'CAT' }), '/sport')).toBe(
      '/sport/CAT/catalog',
    );
  });

  it('show_more 3 → web_url', () => {
    expect(moreLink(withMore({ show_more: 3, web_url: 'https://w.example/m' }), '/sport')).toBe(
      'https://w.example/m',
    );
  });

  it('without show_more, web_url, then library, then catalogue (HD-SECT-09)', () => {
    expect(moreLink(withMore({ web_url: 'https://w.example' }), '/hd/kpzy')).toBe(
      'https://w.example',
    );
    expect(moreLink(withMore({ library_id: 'L3' }), '/hd/kpzy')).toBe(
      '/hd/kpzy/list?libraryId=L3&firstLevel=',
    );
    const catalogOnly: Section = {
      ...section,
      setting: { data: { show_more_data: { catalog_id: 'C9' } } },
    };
    expect(moreLink(catalogOnly, '/hd/kpzy')).toBe('/hd/kpzy/C9/catalog');
  });

  it('no show_more_data → no link', () => {
    expect(moreLink(section, '/sport')).toBeUndefined();
  });

  it('a derived moreUrl wins', () => {
    expect(
      moreLink(
        { ...withMore({ show_more: 3, web_url: 'https://x' }), moreUrl: '/sport/list?x=1' },
        '/art',
      ),
    ).toBe('/sport/list?x=1');
  });
});
