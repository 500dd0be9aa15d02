import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const contestAttachmentsFixtures: BlockFixture[] = [
  {
    name: 'download-page',
    description: 'On contest/:contestId/download: every notice and template of the contest.',
    props: { contestIdFromParam: 'contestId', title: 'msg:contestAttachments.page.download' },
  },
  {
    name: 'templates-only',
    description: 'Only the templates to fill in (报名表模板, 作品登记表…) of a fixed contest.',
    props: { contestId: 'kpzy2026', kinds: ['template'] },
  },
  {
    name: 'preview-with-actions',
    description:
      'On contest/:contestId/preview: the attachments, then 活动报名 / 作品上传 through the gates.',
    props: {
      contestIdFromParam: 'contestId',
      actions: [
        {
          label: 'msg:contestAttachments.action.enroll',
          gate: 'enroll',
          to: 'contest/{contestId}/enroll',
          style: 'primary',
        },
        {
          label: 'msg:contestAttachments.action.upload',
          gate: 'upload',
          to: 'contest/{contestId}/upload',
        },
      ],
    },
  },
];
