import type { BlockFixture } from '../../src/runtime/blocks/contract';
import type { TrainingSummary } from '../../src/services/trainingService';

export const trainingListFixtures: BlockFixture[] = [
  {
    name: 'training',
    description: '/training: every project under the portal home.',
    props: {
      title: 'msg:training.list.title',
      breadcrumb: [{ label: 'msg:portal.nav.home', to: '/' }],
    },
  },
  {
    name: 'channel-entry',
    description: '/teacherTrainingNav/train: the channel entry with the handbook and lives.',
    props: {
      title: 'msg:training.list.title',
      breadcrumb: [
        { label: 'msg:portal.nav.home', to: '/' },
        { label: 'msg:portal.nav.teacherTraining', to: '/teacherTrainingNav' },
      ],
      entries: [
        {
          label: 'msg:training.handbook.title',
          to: '/teacherTrainingNav/train/handbook',
          description: 'msg:training.handbook.entry',
        },
        {
          label: 'msg:training.live.title',
          to: '/teacherTraining/train/live',
          description: 'msg:training.live.entry',
        },
      ],
    },
  },
];

/** Test data around the harness clock (2024-09-01 10:00 Beijing time). */
export const SAMPLE_TRAININGS: TrainingSummary[] = [
  {
    id: 'train-ai',
    title: '2026年“人工智能+教育”教师能力提升专项培训',
    organizer: '中央电化教育馆',
    cover_url: null,
    type_code: 'tsyx',
    study_hours: 8,
    enrol_count: 3260,
    description: '系统学习人工智能通识。',
    begin_time: '2024-09-10T09:00:00.000+0800',
    end_time: '2024-11-10T18:00:00.000+0800',
  },
  {
    id: 'train-summer',
    title: '2026年暑期教师研修',
    organizer: '教育部教师工作司',
    cover_url: '/svc/static/covers/training-train-2026-summer.svg',
    type_code: 'szsd',
    study_hours: 10,
    enrol_count: 12846,
    description: '暑期集中研修。',
    begin_time: '2024-08-01T09:00:00.000+0800',
    end_time: '2024-10-01T18:00:00.000+0800',
  },
  {
    id: 'train-old',
    title: '2025年中小学教师信息技术应用能力提升工程2.0',
    organizer: '教育部教师工作司',
    cover_url: null,
    type_code: 'xkyx',
    study_hours: 12,
    enrol_count: 20517,
    description: '整校推进。',
    begin_time: '2023-08-01T09:00:00.000+0800',
    end_time: '2023-12-01T18:00:00.000+0800',
  },
];
