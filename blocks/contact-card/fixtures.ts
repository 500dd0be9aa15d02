import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const contactCardFixtures: BlockFixture[] = [
  {
    name: 'kpzy-contact',
    description: 'The kpzy contact block: phone line and office hours Monday to Friday 8:30–17:00.',
    props: {
      title: 'msg:kpzy.contact.title',
      phone: '010-66097000',
      lines: ['msg:kpzy.contact.phone', 'msg:kpzy.contact.hours'],
    },
  },
];
