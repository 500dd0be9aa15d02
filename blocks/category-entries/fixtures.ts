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
];
