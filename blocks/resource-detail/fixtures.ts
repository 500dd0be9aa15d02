import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const resourceDetailFixtures: BlockFixture[] = [
  {
    name: 'portal',
    description:
      'The portal detail pages: /content/detail and {base}/detail?contentId&contentType…',
    props: { idFromQuery: 'contentId', typeFromQuery: 'contentType' },
  },
  {
    name: 'others-to-home',
    description: "'see others' always leads to the site home.",
    props: { idFromQuery: 'contentId', typeFromQuery: 'contentType', othersTo: '/' },
  },
  {
    name: 'youth-simple',
    description:
      '/youth/detail?contentType&contentId&catalogType=youth&displayType=simple&breadCrumb: the simple layout under the breadcrumb.',
    props: {
      idFromQuery: 'contentId',
      typeFromQuery: 'contentType',
      displayTypeFromQuery: 'displayType',
      breadcrumbFromQuery: 'breadCrumb',
      breadcrumb: [{ label: 'msg:portal.nav.home', to: '/' }],
    },
  },
];
