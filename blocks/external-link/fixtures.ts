import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const externalLinkFixtures: BlockFixture[] = [
  {
    name: 'portal',
    description: 'The portal interstitial: /externalLink?url=…, no whitelisted host.',
    props: { urlFromQuery: 'url', whitelist: [] },
  },
  {
    name: 'whitelisted',
    description: 'Links to www.moe.gov.cn (and its subdomains) open directly.',
    props: { whitelist: ['www.moe.gov.cn'] },
  },
];
