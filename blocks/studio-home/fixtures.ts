import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const studioHomeFixtures: BlockFixture[] = [
  {
    name: 'resource-account',
    description:
      '/tResource/:scopeId?contentId=…: a resource account (资源号) with a news item opened.',
    props: { routeKey: 'tResource' },
  },
  {
    name: 'teach-studio',
    description: '/tStudio/:scopeId: a teacher studio home, 4 news items per request.',
    props: { routeKey: 'tStudio', newsPageSize: 4 },
  },
];
