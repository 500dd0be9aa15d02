import type { BlockFixture } from '../registryTypes';
import type { TagGroup } from '../../src/services/entities';

/** The family-education catalog of the stand-in (seed 000 §3: jygn, jyff, jyzd). */
export const familyTree: TagGroup = {
  hierarchy_name: null,
  children: [
    { tag_id: 'jygn', tag_name: '家教观念', catalog_id: 'lib-family:jygn', hierarchies: [] },
    { tag_id: 'jyff', tag_name: '家教方法', catalog_id: 'lib-family:jyff', hierarchies: [] },
    { tag_id: 'jyzd', tag_name: '家教指导', catalog_id: 'lib-family:jyzd', hierarchies: [] },
  ],
};

/**
 * The stand-in's labour-education catalog: the four labour categories, the wisdom-and-skills
 * zone and the two navigation codes share the library (seed 000 §3 labour, wisdom, navigation).
 */
export const labourTree: TagGroup = {
  hierarchy_name: null,
  children: [
    ['xjptld', '日常生活劳动'],
    ['zcwjjjd', '生产劳动'],
    ['zmldz', '服务性劳动'],
    ['ldjjyj', '劳动精神'],
    ['aljj', '案例集锦'],
    ['jnsf', '技能示范'],
    ['cxcy', '创新创业'],
    ['odfa', '一地一案'],
    ['zygg', '作业改革'],
  ].map(([code, name]) => ({
    tag_id: code,
    tag_name: name,
    catalog_id: `lib-labourEdu:${code}`,
    hierarchies: [],
  })),
};

export const categoryEntriesFixtures: BlockFixture[] = [
  {
    name: 'family',
    description: 'Family education: each category opens /family/{code}/catalog.',
    props: {
      libraryId: 'lib-family',
      to: '/family/{code}/catalog',
      title: 'msg:categories.title',
    },
  },
  {
    name: 'eduReform',
    description: 'Education reform: the one catalogue page with the category chosen.',
    props: { libraryId: 'lib-eduReform', to: '/eduReform/catalog?firstLevel={code}' },
  },
  {
    name: 'wisdomZone',
    description: 'The wisdom-and-skills zone: only aljj, jnsf, cxcy of a shared library.',
    props: {
      libraryId: 'lib-labourEdu',
      to: '/labourEdu/{code}/catalog',
      title: 'msg:categories.wisdom.title',
      area: 'wisdom',
    },
  },
];
