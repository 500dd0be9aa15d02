import type { BlockFixture } from '../../src/runtime/blocks/contract';
import type { TrainingWork } from '../../src/services/trainingService';

export const trainingWorksFixtures: BlockFixture[] = [
  {
    name: 'results',
    description: '/training/workResult?trainId=… (the page-frame around it gives the heading).',
    props: {},
  },
];

export const SAMPLE_WORK: TrainingWork = {
  id: 'work-1',
  train_id: 'train-2026-summer',
  train_title: '2026年暑期教师研修',
  user_id: 'u-teacher',
  author_name: '张三',
  school_name: '北京市海淀区实验小学',
  title: '人工智能辅助下的小学语文习作教学设计',
  content: ['本设计以三年级习作单元为例。', '反思：关注学生的真实表达。'],
  attachments: [{ name: '习作教学设计.docx', size: 48_213 }],
  submit_time: '2024-08-26T10:00:00.000+0800',
  status: 0,
  score: null,
  comment: null,
  reviewer_name: null,
  mark_time: null,
  can_mark: false,
};
