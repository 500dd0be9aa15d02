/**
 * Teacher-training projects (seed 000 §2 "/training, /training/{trainId} with sub-pages …;
 * /training/workDetail, /training/workResult, /training/workResult/mark", §3 training status,
 * §7 "Teacher-training live list: GET a datas.json file"; ledger CORE-ROUTE-06, -08..11,
 * CORE-LIVE-25, CORE-API-23).
 *
 * Three projects whose periods are offsets from the seeding moment, so a fresh database always
 * holds one in progress, one not started and one ended (the status the portal derives from
 * begin_time / end_time). Each project has a notice library and a dynamics library, written as
 * ordinary library contents so the portal reads them with the existing library-contents call.
 * Trainees' works (作业) carry scores once a reviewer marked them. The teacher-training live list
 * (`datas.json` on the static host) and the training handbook are rows of this module too.
 *
 * Who may do what: `admins` of a project see its management view; `reviewers` (and admins) see
 * every work of the project and mark them; a trainee sees only their own works.
 */
import type { Database } from 'better-sqlite3';
import { coverUrl } from '../covers';
import { DAY_MS, HOUR_MS } from '../time';

const TABLES = `
CREATE TABLE IF NOT EXISTS training_projects (
  id          TEXT PRIMARY KEY,
  sort_order  INTEGER NOT NULL,
  begin_time  INTEGER NOT NULL,
  end_time    INTEGER NOT NULL,
  create_time INTEGER NOT NULL,
  body        TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS training_works (
  id           TEXT PRIMARY KEY,
  train_id     TEXT NOT NULL REFERENCES training_projects(id) ON DELETE CASCADE,
  user_id      TEXT NOT NULL,
  submit_time  INTEGER NOT NULL,
  body         TEXT NOT NULL,
  score        INTEGER,
  comment      TEXT,
  reviewer     TEXT,
  mark_time    INTEGER
);
CREATE TABLE IF NOT EXISTS training_lives (
  id          TEXT PRIMARY KEY,
  sort_order  INTEGER NOT NULL,
  start_time  INTEGER NOT NULL,
  end_time    INTEGER NOT NULL,
  create_time INTEGER NOT NULL,
  body        TEXT NOT NULL
);`;

export interface TrainingCourse {
  id: string;
  title: string;
  teacher: string;
  hours: number;
}

export interface TrainingLibrary {
  library_id: string;
  kind: 'notice' | 'dynamics';
  title: string;
}

export interface TrainingProjectSeed {
  id: string;
  title: string;
  organizer: string;
  /** Training type code (seed 000 §3: szsd, tsyx, xkyx, zymt, yjyx, tjyx). */
  type_code: string;
  study_hours: number;
  enrol_count: number;
  description: string;
  introduction: string[];
  courses: TrainingCourse[];
  libraries: TrainingLibrary[];
  manual: { title: string; steps: string[] }[];
  admins: string[];
  reviewers: string[];
  /** Begin and end, in days from the seeding moment. */
  days: [number, number];
  palette: [string, string];
  /** Management figures (the stand-in does not simulate study progress). */
  progress: {
    completed: number;
    schools: { school_name: string; enrolled: number; completed: number }[];
  };
  notices: { id: string; title: string; source: string; body: string[] }[];
  dynamics: { id: string; title: string; source: string; body: string[] }[];
}

const COMMON_MANUAL = [
  {
    title: '登录与报名',
    steps: [
      '使用国家中小学智慧教育平台账号登录，首次登录请完善实名信息与任教学校。',
      '在“培训项目”中找到本项目，点击进入项目首页，阅读项目介绍与学时要求。',
      '按所在地区或学校的统一安排确认参训，参训名单由项目管理员导入。',
    ],
  },
  {
    title: '课程学习',
    steps: [
      '在项目首页“项目课程”中依次学习各门课程，视频学习时长自动计入学时。',
      '每门课程的学习进度在“我的学习”中可查，拖动进度条不计入学时。',
      '建议每次连续学习不超过 2 小时，注意休息。',
    ],
  },
  {
    title: '作业提交与成绩',
    steps: [
      '在“作业成绩”中查看需要提交的研修作业与截止时间。',
      '作业提交后由评审专家批阅，批阅完成后可在“作业成绩”中查看分数与评语。',
      '对成绩有疑问的，请在项目结束前联系项目管理员。',
    ],
  },
];

/**
 * Training type code → type id on the stand-in (seed 000 §3; ledger CORE-CAT-10). The ids are
 * configuration: the `local` environment's `trainingTypeIds` carries the same map (a server
 * test keeps the two equal), and `GET /v1/trainings?type_id=` filters by them.
 */
export const TRAINING_TYPE_IDS: Record<string, string> = {
  szsd: '1101',
  tsyx: '1102',
  xkyx: '1103',
  zymt: '1104',
  yjyx: '1105',
  tjyx: '1106',
};

/** Ended projects of the three types the current ones do not cover, one each. */
function pastProject(
  id: string,
  type_code: string,
  title: string,
  description: string,
  days: [number, number],
  palette: [string, string],
): TrainingProjectSeed {
  return {
    id,
    title,
    organizer: '教育部教师工作司',
    type_code,
    study_hours: 6,
    enrol_count: 4200 + days[0] * -3,
    description,
    introduction: [description, '本期项目已结束，学时认定结果已同步。'],
    courses: [],
    libraries: [],
    manual: COMMON_MANUAL,
    admins: ['u-edu-admin'],
    reviewers: ['u-academic'],
    days,
    palette,
    progress: { completed: 0, schools: [] },
    notices: [],
    dynamics: [],
  };
}

export const TRAINING_SEEDS: TrainingProjectSeed[] = [
  {
    id: 'train-2026-summer',
    title: '2026年暑期教师研修',
    organizer: '教育部教师工作司 · 国家智慧教育公共服务平台',
    type_code: 'szsd',
    study_hours: 10,
    enrol_count: 12846,
    description: '围绕师德师风、数字素养和新课标落地，面向全国中小学教师的暑期集中研修。',
    introduction: [
      '为深入贯彻《教育强国建设规划纲要（2024—2035年）》，推动教师队伍建设和教育数字化转型，2026年暑期教师研修依托国家中小学智慧教育平台开展。',
      '研修内容包括师德师风、数字素养提升、新课标与新教材实施、心理健康教育和科学教育五个专题，总学时不少于 10 学时。',
      '参训教师完成全部课程学习并提交研修作业、经评审合格后，可获得相应学时认定。',
    ],
    courses: [
      { id: 'tc-summer-sddjt', title: '师德大讲堂：做新时代的大先生', teacher: '于漪', hours: 2 },
      {
        id: 'tc-summer-szsy',
        title: '数字素养提升：人工智能助力课堂教学',
        teacher: '王珠珠',
        hours: 3,
      },
      {
        id: 'tc-summer-xkb',
        title: '新课标解读：义务教育课程方案（2022年版）',
        teacher: '郭华',
        hours: 3,
      },
      { id: 'tc-summer-xljk', title: '学生心理健康教育实务', teacher: '俞国良', hours: 2 },
    ],
    libraries: [
      { library_id: 'lib-train-summer-notice', kind: 'notice', title: '通知公告' },
      { library_id: 'lib-train-summer-dynamics', kind: 'dynamics', title: '项目动态' },
    ],
    manual: COMMON_MANUAL,
    admins: ['u-academic', 'u-edu-admin'],
    reviewers: ['u-academic'],
    days: [-135, 20],
    palette: ['#1f6fff', '#6fa3ff'],
    progress: {
      completed: 7315,
      schools: [
        { school_name: '北京市海淀区实验小学', enrolled: 186, completed: 142 },
        { school_name: '北京市第一中学', enrolled: 214, completed: 131 },
        { school_name: '上海市徐汇区第一中心小学', enrolled: 158, completed: 97 },
      ],
    },
    notices: [
      {
        id: 'n-summer-1',
        title: '关于开展2026年暑期教师研修的通知',
        source: '教育部教师工作司',
        body: [
          '各省、自治区、直辖市教育厅（教委），新疆生产建设兵团教育局：',
          '为进一步提升教师思想政治素质、职业道德水平和教育教学能力，决定依托国家中小学智慧教育平台组织开展2026年暑期教师研修。请各地认真组织本地区中小学教师参加。',
          '研修时间为本项目起止时间内，教师可自主安排学习进度。',
        ],
      },
      {
        id: 'n-summer-2',
        title: '暑期教师研修学时认定办法',
        source: '项目办公室',
        body: [
          '完成项目全部课程学习、观看时长达到要求并提交研修作业，作业评审合格者认定 10 学时。',
          '学时认定结果将于项目结束后 15 个工作日内同步至教师继续教育管理系统。',
        ],
      },
      {
        id: 'n-summer-3',
        title: '关于研修作业提交截止时间的提醒',
        source: '项目办公室',
        body: ['研修作业提交通道将于项目结束前 7 天关闭，请尚未提交的教师抓紧时间完成。'],
      },
    ],
    dynamics: [
      {
        id: 'd-summer-1',
        title: '暑期教师研修参训人数突破一万人',
        source: '国家智慧教育公共服务平台',
        body: [
          '截至目前，2026年暑期教师研修参训教师已突破一万人，覆盖全国 31 个省份。',
          '其中，“数字素养提升”专题最受欢迎，平均学习时长超过 2.5 小时。',
        ],
      },
      {
        id: 'd-summer-2',
        title: '海淀区组织教师开展暑期研修集中学习',
        source: '北京市海淀区教师进修学校',
        body: [
          '海淀区教师进修学校组织区内 40 余所学校教师开展集中学习，并结合学科特点开展线下研讨。',
        ],
      },
      {
        id: 'd-summer-3',
        title: '专家直播答疑：新课标如何落到课堂',
        source: '项目办公室',
        body: ['项目组邀请课程标准修订组专家进行直播答疑，回放已上线“直播”栏目。'],
      },
      {
        id: 'd-summer-4',
        title: '优秀研修作业展示（第一期）',
        source: '项目办公室',
        body: ['本期展示 12 份优秀研修作业，涵盖小学语文、初中数学、高中物理等学科。'],
      },
    ],
  },
  {
    id: 'train-2026-ai',
    title: '2026年“人工智能+教育”教师能力提升专项培训',
    organizer: '中央电化教育馆',
    type_code: 'tsyx',
    study_hours: 8,
    enrol_count: 3260,
    description: '面向中小学骨干教师，系统学习人工智能通识与智能教学工具的课堂应用。',
    introduction: [
      '本专项培训聚焦人工智能通识、生成式人工智能的课堂应用与安全伦理，帮助教师在教学设计、作业批改和个性化辅导中用好智能工具。',
      '培训采用线上课程学习与校本实践相结合的方式，参训教师需完成一份应用案例作业。',
    ],
    courses: [
      { id: 'tc-ai-ts', title: '人工智能通识：从原理到应用', teacher: '李晓明', hours: 3 },
      { id: 'tc-ai-sj', title: '智能工具支持的大单元教学设计', teacher: '陈丽', hours: 3 },
      { id: 'tc-ai-ll', title: '人工智能教育应用的安全与伦理', teacher: '黄荣怀', hours: 2 },
    ],
    libraries: [
      { library_id: 'lib-train-ai-notice', kind: 'notice', title: '通知公告' },
      { library_id: 'lib-train-ai-dynamics', kind: 'dynamics', title: '项目动态' },
    ],
    manual: COMMON_MANUAL,
    admins: ['u-edu-admin'],
    reviewers: ['u-academic'],
    days: [12, 72],
    palette: ['#7048e8', '#b197fc'],
    progress: { completed: 0, schools: [] },
    notices: [
      {
        id: 'n-ai-1',
        title: '“人工智能+教育”专项培训报名通知',
        source: '中央电化教育馆',
        body: ['请各地推荐骨干教师参加，名单于培训开始前报送项目办公室。'],
      },
    ],
    dynamics: [
      {
        id: 'd-ai-1',
        title: '专项培训课程资源建设完成',
        source: '中央电化教育馆',
        body: ['三门课程共 24 个课时的视频资源已完成录制与审核，将于培训开始当天上线。'],
      },
    ],
  },
  {
    id: 'train-2025-xxjs',
    title: '2025年中小学教师信息技术应用能力提升工程2.0',
    organizer: '教育部教师工作司',
    type_code: 'xkyx',
    study_hours: 12,
    enrol_count: 20517,
    description: '整校推进教师信息技术应用能力提升，聚焦混合式教学与数据驱动的教学改进。',
    introduction: [
      '信息技术应用能力提升工程2.0以学校信息化教育教学发展规划为引领，推动教师在多媒体教学、混合学习和智慧教学环境中的能力发展。',
      '本期项目已结束，学时认定结果已同步。',
    ],
    courses: [
      { id: 'tc-xxjs-hh', title: '混合式教学的设计与实施', teacher: '祝智庭', hours: 4 },
      { id: 'tc-xxjs-sj', title: '学情分析与数据驱动的教学改进', teacher: '余胜泉', hours: 4 },
      { id: 'tc-xxjs-wk', title: '微课设计与制作', teacher: '胡铁生', hours: 4 },
    ],
    libraries: [
      { library_id: 'lib-train-xxjs-notice', kind: 'notice', title: '通知公告' },
      { library_id: 'lib-train-xxjs-dynamics', kind: 'dynamics', title: '项目动态' },
    ],
    manual: COMMON_MANUAL,
    admins: ['u-edu-admin'],
    reviewers: ['u-academic'],
    days: [-420, -240],
    palette: ['#0b7285', '#66d9e8'],
    progress: {
      completed: 18932,
      schools: [{ school_name: '北京市海淀区实验小学', enrolled: 180, completed: 176 }],
    },
    notices: [
      {
        id: 'n-xxjs-1',
        title: '能力提升工程2.0学时认定结果公示',
        source: '教育部教师工作司',
        body: ['学时认定结果已公示完毕，教师可在继续教育管理系统中查询。'],
      },
    ],
    dynamics: [
      {
        id: 'd-xxjs-1',
        title: '能力提升工程2.0项目总结会召开',
        source: '教育部教师工作司',
        body: ['总结会通报了项目实施情况，并对优秀组织单位进行了表扬。'],
      },
    ],
  },
  pastProject(
    'train-2025-zymt',
    'zymt',
    '2025年义务教育作业设计与命题能力提升培训',
    '围绕分层作业设计与素养导向命题，提升教师的作业与命题能力。',
    [-480, -450],
    ['#c2255c', '#f783ac'],
  ),
  pastProject(
    'train-2025-yjyx',
    'yjyx',
    '2025年幼儿园教师游戏活动指导能力研修',
    '聚焦幼儿园游戏活动的观察、记录与支持，提升保教质量。',
    [-540, -510],
    ['#e8590c', '#ffa94d'],
  ),
  pastProject(
    'train-2025-tjyx',
    'tjyx',
    '2025年特殊教育教师融合教育专题研修',
    '面向特殊教育学校与随班就读教师，学习融合教育课堂支持策略。',
    [-600, -570],
    ['#2b8a3e', '#8ce99a'],
  ),
];

/**
 * Online exams of the training projects (seed 000 §3 answer-button text; ledger CORE-HELPER-25,
 * CORE-API-18). Served as they are by `GET /v1/trainings/:trainId/exams`: the stand-in does not
 * simulate answering, so every signed-in learner has the same `answer_status` (visitors: none).
 */
export interface TrainingExamSeed {
  id: string;
  train_id: string;
  title: string;
  duration_minutes: number | null;
  /** The deadline, in days before the project's end; null: no deadline. */
  deadlineDaysBeforeEnd: number | null;
  /** 0 answering, 1 or 2 answered (seed 000 §3), null never started. */
  answer_status: 0 | 1 | 2 | null;
  assessment_id: string | null;
}

export const TRAINING_EXAMS: TrainingExamSeed[] = [
  {
    id: 'exam-summer-sdsf',
    train_id: 'train-2026-summer',
    title: '师德师风专题测试',
    duration_minutes: 60,
    deadlineDaysBeforeEnd: 7,
    answer_status: 0,
    assessment_id: 'assess-summer-sdsf',
  },
  {
    id: 'exam-summer-szsy',
    train_id: 'train-2026-summer',
    title: '教师数字素养提升测评',
    duration_minutes: 45,
    deadlineDaysBeforeEnd: 3,
    answer_status: 1,
    assessment_id: 'assess-summer-szsy',
  },
  {
    id: 'exam-summer-xkb',
    train_id: 'train-2026-summer',
    title: '新课标与新教材理解测验',
    duration_minutes: null,
    deadlineDaysBeforeEnd: null,
    answer_status: 2,
    assessment_id: 'assess-summer-xkb',
  },
  {
    id: 'exam-summer-jy',
    train_id: 'train-2026-summer',
    title: '暑期研修结业考试',
    duration_minutes: 90,
    deadlineDaysBeforeEnd: 0,
    answer_status: null,
    assessment_id: 'assess-summer-jy',
  },
];

/**
 * Results of the assessments query (`GET {assessment}/v1/assessments/actions/query`): the
 * signed-in learner's best score per assessment. The exam being answered (status 0) and the
 * one never started have none.
 */
export const TRAINING_ASSESSMENT_RESULTS: {
  assessment_id: string;
  assessment_type: string;
  best_score: number;
  total_score: number;
}[] = [
  {
    assessment_id: 'assess-summer-szsy',
    assessment_type: 'exam',
    best_score: 92,
    total_score: 100,
  },
  { assessment_id: 'assess-summer-xkb', assessment_type: 'exam', best_score: 78, total_score: 100 },
];

export interface TrainingWorkSeed {
  id: string;
  train_id: string;
  user_id: string;
  author_name: string;
  school_name: string;
  title: string;
  content: string[];
  attachments: { name: string; size: number }[];
  submittedDaysAgo: number;
  mark?: { score: number; comment: string; reviewer: string; markedDaysAgo: number };
}

export const TRAINING_WORKS: TrainingWorkSeed[] = [
  {
    id: 'work-summer-zhangsan',
    train_id: 'train-2026-summer',
    user_id: 'u-teacher',
    author_name: '张三',
    school_name: '北京市海淀区实验小学',
    title: '人工智能辅助下的小学语文习作教学设计',
    content: [
      '本设计以统编版三年级下册习作单元为例，借助智能批改工具为学生提供即时反馈。',
      '教学过程分为情境导入、范文赏析、自主习作、智能反馈与同伴互评五个环节。',
      '反思：智能工具能提高反馈效率，但教师仍需关注学生的真实表达与情感体验。',
    ],
    attachments: [
      { name: '习作教学设计.docx', size: 48_213 },
      { name: '课堂实录片段.mp4', size: 21_504_000 },
    ],
    submittedDaysAgo: 6,
  },
  {
    id: 'work-summer-zhouhua',
    train_id: 'train-2026-summer',
    user_id: 'u-teacher-guardian',
    author_name: '周华',
    school_name: '北京市第一中学',
    title: '初中数学函数单元的大单元教学设计',
    content: [
      '以“一次函数”为核心概念组织单元学习，设计三个递进的真实情境任务。',
      '通过平台学情数据确定分层作业，课后跟踪学生的错因分布。',
    ],
    attachments: [{ name: '函数大单元设计.pdf', size: 932_112 }],
    submittedDaysAgo: 4,
    mark: {
      score: 92,
      comment: '单元目标清晰，情境任务设计层层递进，数据使用合理，建议补充评价量规。',
      reviewer: '刘敏',
      markedDaysAgo: 2,
    },
  },
  {
    id: 'work-xxjs-zhangsan',
    train_id: 'train-2025-xxjs',
    user_id: 'u-teacher',
    author_name: '张三',
    school_name: '北京市海淀区实验小学',
    title: '微课《认识钟表》设计与制作',
    content: ['微课时长 6 分钟，采用动画演示与生活情境结合的方式讲解整点与半点。'],
    attachments: [{ name: '认识钟表微课.mp4', size: 15_728_640 }],
    submittedDaysAgo: 300,
    mark: {
      score: 88,
      comment: '选题贴近学生生活，动画清晰；结尾可增加练习环节。',
      reviewer: '刘敏',
      markedDaysAgo: 290,
    },
  },
];

export interface TrainingLiveSeed {
  id: string;
  title: string;
  speaker: string;
  organ: string;
  /** Start and end, in hours from the seeding moment. */
  hours: [number, number];
  palette: [string, string];
}

/** The teacher-training live list served as `datas.json` (CORE-LIVE-25). */
export const TRAINING_LIVES: TrainingLiveSeed[] = [
  {
    id: 'tlive-xkb-dayi',
    title: '新课标落地专家直播答疑',
    speaker: '郭华',
    organ: '北京师范大学',
    hours: [-0.5, 1.5],
    palette: ['#c92a2a', '#ff8787'],
  },
  {
    id: 'tlive-ai-ketang',
    title: '人工智能助力课堂教学：案例分享',
    speaker: '王珠珠',
    organ: '中央电化教育馆',
    hours: [26, 28],
    palette: ['#7048e8', '#b197fc'],
  },
  {
    id: 'tlive-xljk',
    title: '开学季学生心理调适与家校协同',
    speaker: '俞国良',
    organ: '中国人民大学',
    hours: [74, 75.5],
    palette: ['#2b8a3e', '#8ce99a'],
  },
  {
    id: 'tlive-sddjt',
    title: '师德大讲堂：扎根乡村教育三十年',
    speaker: '张桂梅',
    organ: '华坪女子高级中学',
    hours: [-50, -48.5],
    palette: ['#e67700', '#ffd43b'],
  },
  {
    id: 'tlive-dadanyuan',
    title: '大单元教学设计工作坊（回放）',
    speaker: '崔允漷',
    organ: '华东师范大学',
    hours: [-170, -168],
    palette: ['#1864ab', '#74c0fc'],
  },
];

/** The training handbook (/teacherTrainingNav/train/handbook): a guide of sections and steps. */
export const TRAINING_HANDBOOK = {
  title: '教师研修手册',
  updated: '2026-06-20',
  sections: [
    {
      id: 'start',
      title: '一、研修准备',
      steps: [
        '登录国家中小学智慧教育平台，在右上角切换为“教师”身份。',
        '在“我的”中完善任教学校、学段与学科，便于系统推荐研修内容。',
        '使用电脑浏览器或“智慧中小学”App 均可参加研修，建议使用最新版浏览器。',
      ],
    },
    {
      id: 'join',
      title: '二、加入培训项目',
      steps: [
        '进入“教师研修”频道，点击“培训项目”，查看正在进行的项目。',
        '点击项目卡片进入项目首页，阅读项目介绍、起止时间与学时要求。',
        '由地方统一组织的项目，参训名单由管理员导入，无需自行报名。',
      ],
    },
    {
      id: 'study',
      title: '三、课程学习与直播',
      steps: [
        '在项目首页“项目课程”中逐门学习，学习进度自动保存。',
        '在“研修直播”中预约或观看专家直播，直播结束后可看回放。',
        '学习时请勿倍速播放或拖动进度条，否则不计入有效学时。',
      ],
    },
    {
      id: 'work',
      title: '四、作业与学时认定',
      steps: [
        '按项目要求提交研修作业，提交后可在“作业成绩”中查看批阅状态。',
        '评审专家完成批阅后显示分数与评语，合格者获得相应学时。',
        '学时认定结果同步至教师继续教育管理系统，可在项目结束后查询。',
      ],
    },
    {
      id: 'help',
      title: '五、常见问题',
      steps: [
        '学习记录未更新：请刷新页面或退出后重新登录，记录同步可能有几分钟延迟。',
        '看不到项目：请确认当前身份为“教师”，并联系学校管理员确认参训名单。',
        '其他问题请拨打服务热线 400-996-0909（工作日 9:00-17:00）。',
      ],
    },
  ],
};

/** Dated from the seeding moment backwards, one day apart, newest first. */
function libraryRows(
  project: TrainingProjectSeed,
  library: TrainingLibrary,
  now: number,
): { id: string; time: number; content: Record<string, unknown> }[] {
  const items = library.kind === 'notice' ? project.notices : project.dynamics;
  const anchor = now + Math.min(project.days[1], 0) * DAY_MS;
  return items.map((item, index) => {
    const time = anchor - (index + 1) * DAY_MS - index * 3 * HOUR_MS;
    return {
      id: item.id,
      time,
      content: {
        id: item.id,
        unit_id: item.id,
        library_id: library.library_id,
        title: item.title,
        description: item.body[0],
        resource_type: 't_news',
        create_time: new Date(time).toISOString(),
        extra: { source: item.source, news_id: item.id, description: item.body.join('\n') },
      },
    };
  });
}

export function seedTraining(db: Database, now: number): void {
  db.exec(TABLES);
  const cover = db.prepare(
    `INSERT OR REPLACE INTO covers (name, kind, title, subtitle, color_from, color_to, main_color)
     VALUES (?, 'card', ?, ?, ?, ?, ?)`,
  );
  const project = db.prepare(
    `INSERT OR REPLACE INTO training_projects (id, sort_order, begin_time, end_time, create_time, body)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const library = db.prepare('INSERT OR IGNORE INTO libraries (id, title) VALUES (?, ?)');
  const content = db.prepare(
    `INSERT OR REPLACE INTO library_contents (id, library_id, sort_order, create_time, content)
     VALUES (?, ?, ?, ?, ?)`,
  );
  TRAINING_SEEDS.forEach((seed, index) => {
    const coverName = `training-${seed.id}`;
    cover.run(
      coverName,
      seed.title,
      seed.organizer,
      seed.palette[0],
      seed.palette[1],
      seed.palette[0],
    );
    const body: Partial<TrainingProjectSeed> & { cover_url: string; type_id: string } = {
      ...seed,
      cover_url: coverUrl(coverName),
      type_id: TRAINING_TYPE_IDS[seed.type_code] ?? '',
    };
    delete body.days;
    delete body.palette;
    delete body.notices;
    delete body.dynamics;
    project.run(
      seed.id,
      index,
      now + seed.days[0] * DAY_MS,
      now + seed.days[1] * DAY_MS,
      now + (seed.days[0] - 30) * DAY_MS,
      JSON.stringify(body),
    );
    for (const lib of seed.libraries) {
      library.run(lib.library_id, `${seed.title} · ${lib.title}`);
      libraryRows(seed, lib, now).forEach((row, order) =>
        content.run(row.id, lib.library_id, order, row.time, JSON.stringify(row.content)),
      );
    }
  });

  const work = db.prepare(
    `INSERT OR REPLACE INTO training_works
       (id, train_id, user_id, submit_time, body, score, comment, reviewer, mark_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const seed of TRAINING_WORKS) {
    const { id, train_id, user_id, submittedDaysAgo, mark, ...body } = seed;
    work.run(
      id,
      train_id,
      user_id,
      now - submittedDaysAgo * DAY_MS,
      JSON.stringify(body),
      mark?.score ?? null,
      mark?.comment ?? null,
      mark?.reviewer ?? null,
      mark ? now - mark.markedDaysAgo * DAY_MS : null,
    );
  }

  const live = db.prepare(
    `INSERT OR REPLACE INTO training_lives (id, sort_order, start_time, end_time, create_time, body)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  TRAINING_LIVES.forEach((seed, index) => {
    const coverName = `training-live-${seed.id}`;
    cover.run(
      coverName,
      seed.title,
      seed.speaker,
      seed.palette[0],
      seed.palette[1],
      seed.palette[0],
    );
    live.run(
      seed.id,
      index,
      now + seed.hours[0] * HOUR_MS,
      now + seed.hours[1] * HOUR_MS,
      now - (10 - index) * DAY_MS,
      JSON.stringify({
        title: seed.title,
        speaker: seed.speaker,
        organ: seed.organ,
        cover_url: coverUrl(coverName),
      }),
    );
  });
}
