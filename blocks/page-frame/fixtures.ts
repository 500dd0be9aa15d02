import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const pageFrameFixtures: BlockFixture[] = [
  {
    name: 'training-work',
    description: 'The frame of /training/workDetail: two levels, then the page.',
    props: {
      title: 'msg:training.works.detailTitle',
      breadcrumb: [
        { label: 'msg:portal.nav.home', to: '/' },
        { label: 'msg:training.list.title', to: '/training' },
      ],
    },
  },
  {
    name: 'title-only',
    description: 'A heading without levels above it.',
    props: { title: '常见问题' },
  },
];
