import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const loginBridgeFixtures: BlockFixture[] = [
  {
    name: 'portal',
    description: '/cgi-bin/connect on the portal: only in-site or same-origin redirect_uri.',
    props: { authorizationRedirectUri: '/thirdLogin', allowedHosts: [], noticeMs: 1500 },
  },
  {
    name: 'partner',
    description: 'A bridge that may return to a partner host.',
    props: {
      authorizationRedirectUri: 'https://partner.example/oauth/callback',
      clientId: 'partner-client',
      allowedHosts: ['partner.example'],
    },
  },
];
