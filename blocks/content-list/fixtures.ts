import type { BlockFixture } from '../../src/runtime/blocks/contract';
import type { LibraryContent, TagGroup } from '../../src/services/entities';

export const contentListFixtures: BlockFixture[] = [
  {
    name: 'list-from-query',
    description: '{base}/list?libraryId&firstLevel: the library and first level from the address.',
    props: { libraryIdFromQuery: 'libraryId', title: 'msg:list.title' },
  },
  {
    name: 'column-page',
    description: '/sedu/{id}/catalog: a fixed library, the column from the route, a breadcrumb.',
    props: {
      libraryId: 'lib-portal-sedu',
      firstLevelFromRoute: 'id',
      title: 'msg:portal.area.sedu',
      breadcrumb: [{ label: 'msg:portal.nav.home', to: '/' }, { label: 'msg:portal.area.sedu' }],
    },
  },
  {
    name: 'several-libraries',
    description: 'Cross-library search over two libraries, newest first.',
    props: { libraryIds: ['lib-portal-family', 'lib-portal-eduReform'], search: false },
  },
];

/** Test data: a moral-education library with two levels (type → subject). */
export const seduTree: TagGroup = {
  hierarchy_name: null,
  children: [
    {
      tag_id: 'agzy',
      tag_name: '爱国主义教育',
      catalog_id: 'lib-sedu:agzy',
      hierarchies: [
        {
          hierarchy_name: '学科',
          children: [
            { tag_id: 'xk-yw', tag_name: '语文', catalog_id: 'lib-sedu:agzy/yw', hierarchies: [] },
            { tag_id: 'xk-ls', tag_name: '历史', catalog_id: 'lib-sedu:agzy/ls', hierarchies: [] },
          ],
        },
      ],
    },
    { tag_id: 'xljk', tag_name: '心理健康教育', catalog_id: 'lib-sedu:xljk', hierarchies: [] },
  ],
};

const item = (id: string, title: string, tags: string[], day: number): LibraryContent => ({
  id,
  title,
  library_id: 'lib-sedu',
  resource_type: 'assets_video',
  description: `${title}简介`,
  create_time: `2026-05-${String(day).padStart(2, '0')}T08:00:00.000+0800`,
  tags: tags.map((tag) => ({ tag_id: tag, tag_name: tag })),
});

export const seduItems: LibraryContent[] = [
  item('s1', '红色故事我来讲：小英雄雨来', ['agzy', 'xk-yw'], 1),
  item('s2', '抗战历史中的英雄', ['agzy', 'xk-ls'], 2),
  item('s3', '学会调节情绪', ['xljk'], 3),
];
