import type { BlockFixture } from '../../src/runtime/blocks/contract';
import type {
  AssessmentResult,
  TrainingExam,
  TrainingProject,
} from '../../src/services/trainingService';
import type { LibraryContent } from '../../src/services/entities';

const crumbs = [
  { label: 'msg:portal.nav.home', to: '/' },
  { label: 'msg:training.list.title', to: '/training' },
];

/** The page data a project page declares, with the sample project's id. */
const projectData = {
  project: { source: 'training.project', params: { trainId: 'train-2026-summer' } },
} as const;

export const trainingProjectFixtures: BlockFixture[] = [
  {
    name: 'home',
    description: '/training/{trainId}: the project home (its content is the blocks in its slots).',
    props: { page: 'home', breadcrumb: crumbs },
    pageData: projectData,
  },
  {
    name: 'introduction',
    description: '/training/{trainId}/introduction.',
    props: { page: 'introduction', breadcrumb: crumbs },
    pageData: projectData,
  },
  {
    name: 'opt-manual',
    description: '/training/{trainId}/optManual.',
    props: { page: 'optManual', breadcrumb: crumbs },
    pageData: projectData,
  },
  {
    name: 'portal-dynamics',
    description:
      '/training/{trainId}/{libraryId}/portal/dynamics: without the project header and menu.',
    props: { page: 'dynamics', variant: 'portal', breadcrumb: crumbs },
    pageData: projectData,
  },
  {
    name: 'management',
    description: '/training/{trainId}/management: administrators only.',
    props: { page: 'management', breadcrumb: crumbs },
    pageData: projectData,
  },
];

/** Test data: the summer project as the stand-in answers it, dated around 2024-09-01. */
export const SAMPLE_PROJECT: TrainingProject = {
  id: 'train-2026-summer',
  title: '2026年暑期教师研修',
  organizer: '教育部教师工作司',
  cover_url: '/svc/static/covers/training-train-2026-summer.svg',
  type_code: 'szsd',
  study_hours: 10,
  enrol_count: 12846,
  description: '围绕师德师风、数字素养和新课标落地的暑期集中研修。',
  begin_time: '2024-08-01T09:00:00.000+0800',
  end_time: '2024-10-01T18:00:00.000+0800',
  introduction: ['研修依托国家中小学智慧教育平台开展。', '总学时不少于 10 学时。'],
  courses: [
    { id: 'tc-1', title: '师德大讲堂：做新时代的大先生', teacher: '于漪', hours: 2 },
    { id: 'tc-2', title: '数字素养提升：人工智能助力课堂教学', teacher: '王珠珠', hours: 3 },
  ],
  libraries: [
    { library_id: 'lib-notice', kind: 'notice', title: '通知公告' },
    { library_id: 'lib-dyn', kind: 'dynamics', title: '项目动态' },
  ],
  manual: [{ title: '登录与报名', steps: ['使用平台账号登录。', '进入项目首页。'] }],
};

export const SAMPLE_NEWS: Record<string, LibraryContent[]> = {
  'lib-notice': [
    {
      id: 'n-1',
      library_id: 'lib-notice',
      title: '关于开展2026年暑期教师研修的通知',
      create_time: '2024-08-20T09:00:00.000+0800',
    },
  ],
  'lib-dyn': [
    {
      id: 'd-1',
      library_id: 'lib-dyn',
      title: '暑期教师研修参训人数突破一万人',
      description: '参训教师已突破一万人。',
      create_time: '2024-08-25T09:00:00.000+0800',
      extra: {
        source: '国家智慧教育公共服务平台',
        description: '参训教师已突破一万人。\n覆盖 31 个省份。',
      },
    },
  ],
};

/** One exam per answer status (0, 1, 2, never answered); the first two have results. */
export const SAMPLE_EXAMS: TrainingExam[] = [
  {
    id: 'exam-1',
    title: '师德师风专题测试',
    duration_minutes: 60,
    end_time: '2024-09-10T23:59:00.000+0800',
    answer_status: 0,
    assessment_id: 'as-1',
  },
  {
    id: 'exam-2',
    title: '数字素养提升测评',
    duration_minutes: 45,
    end_time: null,
    answer_status: 1,
    assessment_id: 'as-2',
  },
  {
    id: 'exam-3',
    title: '新课标理解测验',
    duration_minutes: null,
    end_time: '2024-09-20T18:00:00.000+0800',
    answer_status: 2,
    assessment_id: 'as-3',
  },
  {
    id: 'exam-4',
    title: '研修结业考试',
    duration_minutes: 90,
    end_time: '2024-09-30T23:59:00.000+0800',
    answer_status: null,
    assessment_id: null,
  },
];

export const SAMPLE_EXAM_RESULTS: AssessmentResult[] = [
  { assessment_id: 'as-1', best_score: 86, total_score: 100 },
  { assessment_id: 'as-2', best_score: 92, total_score: 100 },
];
