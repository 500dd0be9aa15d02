import type { BlockFixture } from '../../src/runtime/blocks/contract';

const STAGES = [
  { key: 'first', description: 'msg:sxj.stage.first.description' },
  { key: 'second', description: 'msg:sxj.stage.second.description' },
];

export const contestRegionsFixtures: BlockFixture[] = [
  {
    name: 'three-regions',
    description:
      'A recitation contest page (/hd/sxj/sdds): mainland, Hong Kong/Macao/Taiwan and overseas, then 初测 · 复测.',
    props: {
      contestId: '113',
      regions: [{ key: 'mainland' }, { key: 'hmt' }, { key: 'overseas' }],
      stages: STAGES,
    },
  },
  {
    name: 'two-regions',
    description:
      'Writing or seal carving on editions b and c (/hd/b-sxj/sxds): mainland and Hong Kong/Macao/Taiwan only.',
    props: {
      contestId: '125',
      regions: [{ key: 'mainland' }, { key: 'hmt' }],
      stages: STAGES,
    },
  },
  {
    name: 'own-texts',
    description: 'A region titled and described by the manifest, the contest id from the route.',
    props: {
      contestIdFromParam: 'contestId',
      regions: [{ key: 'overseas', title: '国际赛区', description: '面向在海外学习的中文学习者' }],
    },
  },
];
