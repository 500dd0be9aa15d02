import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const gateButtonsFixtures: BlockFixture[] = [
  {
    name: 'kpzy-actions',
    description: 'The kpzy home actions: enrol, upload, review entry and my works (new window).',
    props: {
      contestId: 'C1',
      buttons: [
        {
          label: 'msg:kpzy.button.enroll',
          gate: 'enroll',
          to: 'contest/C1/enroll',
          style: 'primary',
        },
        {
          label: 'msg:kpzy.button.upload',
          gate: 'upload',
          to: 'contest/C1/upload',
          style: 'primary',
        },
        { label: 'msg:kpzy.button.review', gate: 'review', to: 'reviewTask?contestId=C1' },
        {
          label: 'msg:kpzy.button.myWork',
          gate: 'myWork',
          to: 'myWork?contestId=C1',
          newWindow: true,
        },
      ],
    },
  },
];
