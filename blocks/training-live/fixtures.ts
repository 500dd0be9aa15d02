import type { BlockFixture } from '../../src/runtime/blocks/contract';
import type { TrainingLive } from '../../src/services/trainingService';

export const trainingLiveFixtures: BlockFixture[] = [
  {
    name: 'teacher-training',
    description: '/teacherTraining/train/live under 首页 / 教师研修 / 培训项目.',
    props: {
      title: 'msg:training.live.title',
      breadcrumb: [
        { label: 'msg:portal.nav.home', to: '/' },
        { label: 'msg:portal.nav.teacherTraining', to: '/teacherTrainingNav' },
        { label: 'msg:training.list.title', to: '/teacherTraining/train' },
      ],
    },
  },
];

/** Test data around the harness clock, T0 = 2024-09-01 10:00 Beijing time. */
const T0 = Date.UTC(2024, 8, 1, 2, 0, 0);
const HOUR = 3_600_000;
const at = (hours: number) => new Date(T0 + hours * HOUR).toISOString();

export const SAMPLE_TRAINING_LIVES: TrainingLive[] = [
  {
    id: 'tl-ended',
    title: '师德大讲堂：扎根乡村教育三十年',
    speaker: '张桂梅',
    organ: '华坪女子高级中学',
    cover_url: null,
    url: null,
    start_time: at(-50),
    end_time: at(-48),
    create_time: at(-200),
  },
  {
    id: 'tl-upcoming',
    title: '人工智能助力课堂教学：案例分享',
    speaker: '王珠珠',
    organ: '中央电化教育馆',
    cover_url: null,
    url: '/teacherTraining/detail?contentId=x',
    start_time: at(26),
    end_time: at(28),
    create_time: at(-100),
  },
  {
    id: 'tl-live',
    title: '新课标落地专家直播答疑',
    speaker: '郭华',
    organ: '北京师范大学',
    cover_url: null,
    url: null,
    start_time: at(-0.5),
    end_time: at(1.5),
    create_time: at(-150),
  },
];
