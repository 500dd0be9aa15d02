/**
 * Studios and lecturers (seed 000 §1 "Teacher studios, institution resource accounts, expert
 * studios, school spaces, AI studio and language studio", §2 `/tStudio`, `/tResource/{scopeId}`,
 * `/expStudio`, `/theResourceNav`, `/aiStudioList`, `/lStudios`, `/lecturer`; ledger
 * CORE-ROUTE-17, -20, -21). The spec shows neither their answers nor their contents: these look
 * like the real platform's (studios named after their area, stage and subject; resource
 * accounts of publishers and museums), and every resource and course opens a real detail page
 * (`/content/detail?contentId=…`): each gets a `resource_details` row, a video.
 *
 * Kinds are the spec's (src/lib/studioKinds.ts holds the route-key table). Dates are offsets
 * from the seeding moment. `STUDIO_IDS` names the rows tests rely on.
 */
import type { Database } from 'better-sqlite3';
import { coverUrl } from '../covers';
import { DAY_MS, toPlatformTime } from '../time';
import { SAMPLE_VIDEO_URL, ensureResourceTable } from './resources';

const TABLES = `
CREATE TABLE IF NOT EXISTS studios (
  id             TEXT PRIMARY KEY,
  kind           TEXT NOT NULL,
  name           TEXT NOT NULL,
  owner_name     TEXT NOT NULL,
  owner_title    TEXT NOT NULL,
  area           TEXT NOT NULL,
  subject        TEXT,
  introduction   TEXT NOT NULL,
  cover_url      TEXT NOT NULL,
  member_count   INTEGER NOT NULL,
  resource_count INTEGER NOT NULL,
  visit_count    INTEGER NOT NULL,
  create_time    INTEGER NOT NULL,
  sort_order     INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS studio_news (
  id           TEXT PRIMARY KEY,
  studio_id    TEXT NOT NULL REFERENCES studios(id),
  title        TEXT NOT NULL,
  summary      TEXT NOT NULL,
  content      TEXT NOT NULL,
  publish_time INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS studio_resources (
  id            TEXT PRIMARY KEY,
  studio_id     TEXT NOT NULL REFERENCES studios(id),
  title         TEXT NOT NULL,
  resource_type TEXT NOT NULL,
  cover_url     TEXT NOT NULL,
  view_count    INTEGER NOT NULL,
  create_time   INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS studio_members (
  studio_id  TEXT NOT NULL REFERENCES studios(id),
  name       TEXT NOT NULL,
  title      TEXT NOT NULL,
  school     TEXT NOT NULL,
  role       TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (studio_id, name)
);
CREATE TABLE IF NOT EXISTS lecturers (
  id           TEXT PRIMARY KEY,
  name         TEXT NOT NULL,
  title        TEXT NOT NULL,
  subject      TEXT NOT NULL,
  stage        TEXT NOT NULL,
  school       TEXT NOT NULL,
  introduction TEXT NOT NULL,
  avatar_url   TEXT NOT NULL,
  studio_id    TEXT,
  sort_order   INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS lecturer_courses (
  id           TEXT PRIMARY KEY,
  lecturer_id  TEXT NOT NULL REFERENCES lecturers(id),
  title        TEXT NOT NULL,
  cover_url    TEXT NOT NULL,
  lesson_count INTEGER NOT NULL,
  learner_count INTEGER NOT NULL,
  sort_order   INTEGER NOT NULL
);`;

/** Rows tests and the browser test name. */
export const STUDIO_IDS = {
  /** A resource account (inst-studio) with news: `/tResource/studio-inst-pep`. */
  resourceAccount: 'studio-inst-pep',
  /** Its third news item (not the first, so opening it is visible). */
  resourceAccountNews: 'news-inst-pep-3',
  /** The teach studio named in the task: 北京市海淀区小学数学名师工作室. */
  teachStudio: 'studio-teach-hd-math',
  /** A lecturer with courses and a studio. */
  lecturer: 'lecturer-wang-xiaoyan',
} as const;

export interface StudioSeed {
  id: string;
  kind: string;
  name: string;
  owner: string;
  ownerTitle: string;
  area: string;
  subject?: string;
  introduction: string;
  members: number;
  resources: number;
  visits: number;
  palette: [string, string];
}

const teach = (
  id: string,
  name: string,
  owner: string,
  area: string,
  subject: string,
  numbers: [number, number, number],
  palette: [string, string],
): StudioSeed => ({
  id,
  kind: 'teach-studio',
  name,
  owner,
  ownerTitle: '正高级教师 · 特级教师',
  area,
  subject,
  introduction: `${name}由${owner}领衔，汇聚区域${subject}骨干教师，围绕新课标下的${subject}课堂教学开展课例研究、集体备课与青年教师培养，定期发布优质课例与教学设计。`,
  members: numbers[0],
  resources: numbers[1],
  visits: numbers[2],
  palette,
});

export const STUDIO_SEEDS: StudioSeed[] = [
  teach(
    STUDIO_IDS.teachStudio,
    '北京市海淀区小学数学名师工作室',
    '王晓燕',
    '北京市海淀区',
    '数学',
    [36, 12860, 356_800],
    ['#1c7ed6', '#74c0fc'],
  ),
  teach(
    'studio-teach-xh-chinese',
    '上海市徐汇区初中语文名师工作室',
    '陈静',
    '上海市徐汇区',
    '语文',
    [28, 8640, 201_530],
    ['#c92a2a', '#ffa8a8'],
  ),
  teach(
    'studio-teach-nj-physics',
    '江苏省南京市高中物理名师工作室',
    '李卫东',
    '江苏省南京市',
    '物理',
    [24, 5320, 98_200],
    ['#5f3dc4', '#b197fc'],
  ),
  teach(
    'studio-teach-hz-english',
    '浙江省杭州市小学英语名师工作室',
    '周敏',
    '浙江省杭州市',
    '英语',
    [31, 7415, 154_000],
    ['#0b7285', '#66d9e8'],
  ),
  teach(
    'studio-teach-sz-math',
    '广东省深圳市初中数学名师工作室',
    '黄志强',
    '广东省深圳市',
    '数学',
    [42, 15230, 412_600],
    ['#e67700', '#ffc078'],
  ),
  teach(
    'studio-teach-cd-chinese',
    '四川省成都市小学语文名师工作室',
    '刘芳',
    '四川省成都市',
    '语文',
    [26, 6120, 87_450],
    ['#a61e4d', '#f783ac'],
  ),
  teach(
    'studio-teach-qd-chemistry',
    '山东省青岛市高中化学名师工作室',
    '孙建华',
    '山东省青岛市',
    '化学',
    [19, 3980, 46_300],
    ['#2b8a3e', '#8ce99a'],
  ),
  teach(
    'studio-teach-wh-morality',
    '湖北省武汉市初中道德与法治名师工作室',
    '何丽',
    '湖北省武汉市',
    '道德与法治',
    [22, 4510, 63_900],
    ['#862e9c', '#e599f7'],
  ),
  teach(
    'studio-teach-xa-science',
    '陕西省西安市小学科学名师工作室',
    '赵磊',
    '陕西省西安市',
    '科学',
    [18, 2870, 9_860],
    ['#364fc7', '#91a7ff'],
  ),
  teach(
    'studio-teach-xm-biology',
    '福建省厦门市高中生物名师工作室',
    '林海燕',
    '福建省厦门市',
    '生物学',
    [20, 3350, 41_200],
    ['#087f5b', '#63e6be'],
  ),
  {
    id: STUDIO_IDS.resourceAccount,
    kind: 'inst-studio',
    name: '人民教育出版社',
    owner: '人民教育出版社',
    ownerTitle: '教材出版机构',
    area: '北京市',
    introduction:
      '人民教育出版社资源号，发布统编教材配套的教学资源、教材培训与教研活动信息，服务全国中小学教师用好新教材。',
    members: 128,
    resources: 268_450,
    visits: 12_680_300,
    palette: ['#c92a2a', '#ff8787'],
  },
  {
    id: 'studio-inst-cstm',
    kind: 'inst-studio',
    name: '中国科学技术馆',
    owner: '中国科学技术馆',
    ownerTitle: '科普场馆',
    area: '北京市',
    introduction:
      '中国科学技术馆资源号，提供科学实验、科普讲座与展品解读资源，助力中小学科学教育。',
    members: 46,
    resources: 5_630,
    visits: 1_532_000,
    palette: ['#1864ab', '#74c0fc'],
  },
  {
    id: 'studio-inst-bnup',
    kind: 'inst-studio',
    name: '北京师范大学出版社',
    owner: '北京师范大学出版社',
    ownerTitle: '教材出版机构',
    area: '北京市',
    introduction: '北京师范大学出版社资源号，发布北师大版教材配套课例、课件与教师培训资源。',
    members: 64,
    resources: 48_210,
    visits: 2_356_700,
    palette: ['#0b7285', '#3bc9db'],
  },
  {
    id: 'studio-inst-nlc-kids',
    kind: 'inst-studio',
    name: '国家图书馆少年儿童馆',
    owner: '国家图书馆少年儿童馆',
    ownerTitle: '公共图书馆',
    area: '北京市',
    introduction: '国家图书馆少年儿童馆资源号，推荐优秀少儿读物，发布阅读指导与经典诵读资源。',
    members: 21,
    resources: 3_120,
    visits: 486_000,
    palette: ['#e67700', '#ffd43b'],
  },
  {
    id: 'studio-expert-curriculum',
    kind: 'expert-studio',
    name: '基础教育课程改革专家工作室',
    owner: '张华',
    ownerTitle: '教授 · 博士生导师',
    area: '华东师范大学',
    introduction:
      '聚焦义务教育课程方案和课程标准的落地实施，开展大单元教学、跨学科主题学习等专题研究与指导。',
    members: 15,
    resources: 1_260,
    visits: 326_500,
    palette: ['#343a40', '#868e96'],
  },
  {
    id: 'studio-expert-evaluation',
    kind: 'expert-studio',
    name: '课堂教学评价专家工作室',
    owner: '李明远',
    ownerTitle: '研究员',
    area: '中国教育科学研究院',
    introduction: '研究课堂教学评价的理念与工具，提供课堂观察量表、评价案例和教研活动设计。',
    members: 12,
    resources: 860,
    visits: 158_900,
    palette: ['#5c940d', '#a9e34b'],
  },
  {
    id: 'studio-expert-mental',
    kind: 'expert-studio',
    name: '中小学心理健康教育专家工作室',
    owner: '郑晓梅',
    ownerTitle: '教授',
    area: '北京师范大学',
    introduction: '面向中小学心理教师和班主任，提供心理健康课程、危机干预与家校协同的专业支持。',
    members: 18,
    resources: 1_540,
    visits: 244_100,
    palette: ['#6741d9', '#9775fa'],
  },
  {
    id: 'studio-school-hd-shiyan',
    kind: 'school-space',
    name: '北京市海淀区实验小学',
    owner: '北京市海淀区实验小学',
    ownerTitle: '学校',
    area: '北京市海淀区',
    introduction: '学校空间展示本校课程建设、校本教研成果与学生活动风采。',
    members: 96,
    resources: 2_310,
    visits: 67_800,
    palette: ['#1971c2', '#a5d8ff'],
  },
  {
    id: 'studio-school-cd-yucai',
    kind: 'school-space',
    name: '成都市育才学校',
    owner: '成都市育才学校',
    ownerTitle: '学校',
    area: '四川省成都市',
    introduction: '学校空间展示本校课程建设、校本教研成果与学生活动风采。',
    members: 84,
    resources: 1_870,
    visits: 52_300,
    palette: ['#d9480f', '#ffa94d'],
  },
  {
    id: 'studio-ai-teaching',
    kind: 'ai-studio',
    name: '人工智能教育应用工作室',
    owner: '王志刚',
    ownerTitle: '正高级教师',
    area: '上海市',
    introduction:
      '探索人工智能在备课、课堂互动与学情分析中的应用，分享可复用的教学案例与使用指南。',
    members: 27,
    resources: 1_980,
    visits: 213_400,
    palette: ['#0c8599', '#99e9f2'],
  },
  {
    id: 'studio-ai-writing',
    kind: 'ai-studio',
    name: '智能作文批改研究工作室',
    owner: '吴晓丽',
    ownerTitle: '高级教师',
    area: '江苏省苏州市',
    introduction: '研究智能批改在作文教学中的合理使用，形成“人机协同”的作文评改流程。',
    members: 16,
    resources: 760,
    visits: 88_600,
    palette: ['#4263eb', '#bac8ff'],
  },
  {
    id: 'studio-ai-programming',
    kind: 'ai-studio',
    name: '中小学人工智能启蒙课程工作室',
    owner: '陈晓东',
    ownerTitle: '高级教师',
    area: '广东省广州市',
    introduction: '开发适合中小学生的人工智能启蒙课程，提供图形化编程与智能硬件实践课例。',
    members: 22,
    resources: 1_150,
    visits: 120_700,
    palette: ['#2f9e44', '#b2f2bb'],
  },
  {
    id: 'studio-lang-putonghua',
    kind: 'lang-studio',
    name: '推广普通话工作室',
    owner: '国家通用语言文字推广中心',
    ownerTitle: '语言文字机构',
    area: '北京市',
    introduction: '发布普通话学习、测试指导与推普周活动资源，助力学校语言文字工作。',
    members: 33,
    resources: 2_640,
    visits: 305_800,
    palette: ['#c2255c', '#faa2c1'],
  },
  {
    id: 'studio-lang-classics',
    kind: 'lang-studio',
    name: '中华经典诵读工作室',
    owner: '周文华',
    ownerTitle: '正高级教师',
    area: '山东省济南市',
    introduction: '开展中华经典诵写讲活动，提供诵读示范、书写指导与经典篇目赏析资源。',
    members: 29,
    resources: 1_720,
    visits: 176_300,
    palette: ['#9c36b5', '#eebefa'],
  },
  {
    id: 'studio-lang-hanzi',
    kind: 'lang-studio',
    name: '规范汉字书写工作室',
    owner: '马建国',
    ownerTitle: '高级教师',
    area: '河南省郑州市',
    introduction: '围绕规范汉字书写教学，提供硬笔、毛笔书写课例与写字教学评价工具。',
    members: 17,
    resources: 940,
    visits: 64_500,
    palette: ['#495057', '#ced4da'],
  },
];

interface NewsSeed {
  title: string;
  summary: string;
  paragraphs: string[];
  daysAgo: number;
}

/** The resource account's own news (the browser test opens the third). */
const PEP_NEWS: NewsSeed[] = [
  {
    title: '2026年秋季学期统编教材使用培训通知',
    summary: '面向全国中小学语文、道德与法治、历史教师开展新学期教材使用培训。',
    paragraphs: [
      '为帮助教师准确把握教材编写理念，用好统编教材，我社将于秋季学期开学前组织线上培训。',
      '培训内容包括教材总体介绍、单元教学设计与课例展示，教师可在国家中小学智慧教育平台参加学习。',
    ],
    daysAgo: 2,
  },
  {
    title: '义务教育教科书配套数字资源更新说明',
    summary: '小学数学、英语等学科配套数字资源完成更新，新增课堂活动与练习。',
    paragraphs: [
      '本次更新覆盖小学数学一至六年级、英语三至六年级配套数字资源。',
      '更新后的资源已同步至“课程教学”栏目，教师可按教材目录检索使用。',
    ],
    daysAgo: 6,
  },
  {
    title: '“用好新教材”优秀课例征集活动启动',
    summary: '面向全国中小学教师征集新教材优秀课例，优秀作品将在平台展示。',
    paragraphs: [
      '为总结推广新教材实施中的好经验、好做法，现面向全国中小学教师征集优秀课例。',
      '征集学科：语文、数学、英语、道德与法治、科学。每位教师限报一件作品，请于截止日期前通过资源号提交。',
      '<strong>征集对象：</strong>全国中小学在职教师及教研员。',
    ],
    daysAgo: 11,
  },
  {
    title: '教材编写组走进课堂：小学语文大单元教学研讨',
    summary: '教材编写组专家与一线教师共同研讨大单元教学设计与实施。',
    paragraphs: [
      '研讨活动以四年级上册第二单元为例，展示了从单元整体设计到课时落实的完整过程。',
      '活动视频已上传至本资源号，欢迎教师观看学习。',
    ],
    daysAgo: 19,
  },
  {
    title: '暑期教师研修专题资源上线',
    summary: '暑期教师研修专题上线教材解读、课例示范等系列资源。',
    paragraphs: ['专题共包含 36 个教材解读视频和 120 个课例示范，覆盖小学与初中主要学科。'],
    daysAgo: 40,
  },
];

/** News of other studios, made from their name and subject. */
function newsOf(studio: StudioSeed): NewsSeed[] {
  const topic = studio.subject ?? '教育教学';
  return [
    {
      title: `${studio.name}开展${topic}主题教研活动`,
      summary: `围绕新课标下的${topic}课堂教学，工作室成员开展课例观摩与研讨。`,
      paragraphs: [
        `本次活动由${studio.owner}主持，成员教师展示了两节研究课，并围绕教学目标与评价进行了深入研讨。`,
        '活动课例与研讨记录已发布在工作室资源栏目，欢迎大家学习交流。',
      ],
      daysAgo: 3,
    },
    {
      title: `${studio.name}新学期工作计划发布`,
      summary: '明确新学期的研究专题、课例打磨安排与成员培养计划。',
      paragraphs: ['新学期工作室将继续开展每月一次的集体备课与每学期一次的成果展示。'],
      daysAgo: 15,
    },
    {
      title: `${topic}优秀课例展评活动圆满结束`,
      summary: '展评活动共收到课例 86 件，评选出一等奖 10 件。',
      paragraphs: ['获奖课例将陆续在工作室发布，供广大教师学习参考。'],
      daysAgo: 32,
    },
  ];
}

const RESOURCE_TITLES: Record<string, string[]> = {
  数学: [
    '《分数的初步认识》课例',
    '《圆的面积》教学设计',
    '“鸡兔同笼”问题探究',
    '单元整体教学：多位数乘法',
  ],
  语文: [
    '《观潮》课文精讲',
    '古诗词诵读指导：《静夜思》',
    '整本书阅读：《西游记》导读',
    '习作指导：写一次难忘的经历',
  ],
  英语: ['Unit 3 My Friends 课例', '英语绘本阅读指导', '自然拼读入门', '英语课堂游戏设计'],
  物理: [
    '牛顿第一定律演示实验',
    '《电磁感应》复习课',
    '物理建模思想在课堂中的渗透',
    '实验探究：测量小灯泡的电功率',
  ],
  化学: ['氧化还原反应概念建构', '化学实验安全指导', '《化学反应速率》课例', '化学与生活主题学习'],
  道德与法治: [
    '《宪法是根本法》课例',
    '法治教育案例教学',
    '《少年有梦》教学设计',
    '时政热点进课堂',
  ],
  科学: ['会“跳舞”的盐粒：声音的产生', '植物的一生观察记录', '简单电路实验', '认识天气现象'],
  生物学: ['细胞的结构与功能', '生态系统的稳定性', 'DNA 分子的结构模型制作', '光合作用实验探究'],
};

/** Resources of the resource account named in the tests (a publisher's own). */
const PEP_RESOURCES = [
  '统编语文教材培训：四年级上册',
  '小学数学新教材解读：图形与几何',
  '初中历史统编教材备课指导',
  '小学英语教材配套听说课例',
  '道德与法治教材使用答疑',
];

const GENERAL_TITLES = ['专题讲座：新课标解读', '教学案例分享', '教研活动实录', '教师专业发展指导'];

const MEMBER_NAMES = ['张丽', '王强', '李娜', '刘洋', '陈晨', '杨帆', '赵倩', '黄磊'];
const MEMBER_TITLES = ['高级教师', '一级教师', '高级教师', '一级教师', '二级教师', '一级教师'];

export interface LecturerSeed {
  id: string;
  name: string;
  title: string;
  subject: string;
  stage: string;
  school: string;
  introduction: string;
  studioId?: string;
  courses: { title: string; lessons: number; learners: number }[];
  palette: [string, string];
}

export const LECTURER_SEEDS: LecturerSeed[] = [
  {
    id: STUDIO_IDS.lecturer,
    name: '王晓燕',
    title: '正高级教师 · 特级教师',
    subject: '数学',
    stage: '小学',
    school: '北京市海淀区实验小学',
    introduction:
      '从事小学数学教学二十余年，北京市海淀区小学数学名师工作室主持人，长期研究数学思维培养与单元整体教学。',
    studioId: STUDIO_IDS.teachStudio,
    courses: [
      { title: '小学数学单元整体教学设计', lessons: 12, learners: 128_600 },
      { title: '数学思维训练：从计算到推理', lessons: 8, learners: 46_300 },
    ],
    palette: ['#1c7ed6', '#74c0fc'],
  },
  {
    id: 'lecturer-chen-jing',
    name: '陈静',
    title: '正高级教师',
    subject: '语文',
    stage: '初中',
    school: '上海市徐汇区教育学院附属中学',
    introduction: '上海市徐汇区初中语文名师工作室主持人，研究整本书阅读与写作教学。',
    studioId: 'studio-teach-xh-chinese',
    courses: [
      { title: '整本书阅读教学的策略与实践', lessons: 10, learners: 86_200 },
      { title: '初中写作教学十讲', lessons: 10, learners: 9_870 },
    ],
    palette: ['#c92a2a', '#ffa8a8'],
  },
  {
    id: 'lecturer-li-weidong',
    name: '李卫东',
    title: '正高级教师',
    subject: '物理',
    stage: '高中',
    school: '南京市第一中学',
    introduction: '江苏省南京市高中物理名师工作室主持人，擅长实验教学与物理建模。',
    studioId: 'studio-teach-nj-physics',
    courses: [{ title: '高中物理实验教学创新', lessons: 9, learners: 32_100 }],
    palette: ['#5f3dc4', '#b197fc'],
  },
  {
    id: 'lecturer-zhou-min',
    name: '周敏',
    title: '高级教师',
    subject: '英语',
    stage: '小学',
    school: '杭州市天长小学',
    introduction: '浙江省杭州市小学英语名师工作室主持人，研究英语绘本阅读与语音教学。',
    studioId: 'studio-teach-hz-english',
    courses: [
      { title: '小学英语绘本阅读教学', lessons: 6, learners: 54_800 },
      { title: '自然拼读教学实操', lessons: 5, learners: 21_400 },
    ],
    palette: ['#0b7285', '#66d9e8'],
  },
  {
    id: 'lecturer-huang-zhiqiang',
    name: '黄志强',
    title: '正高级教师',
    subject: '数学',
    stage: '初中',
    school: '深圳市红岭中学',
    introduction: '广东省深圳市初中数学名师工作室主持人，研究数学建模与项目式学习。',
    studioId: 'studio-teach-sz-math',
    courses: [{ title: '初中数学项目式学习设计', lessons: 8, learners: 67_900 }],
    palette: ['#e67700', '#ffc078'],
  },
  {
    id: 'lecturer-liu-fang',
    name: '刘芳',
    title: '高级教师',
    subject: '语文',
    stage: '小学',
    school: '成都市泡桐树小学',
    introduction: '四川省成都市小学语文名师工作室主持人，研究低年级识字写字教学。',
    studioId: 'studio-teach-cd-chinese',
    courses: [{ title: '低年级识字写字教学指导', lessons: 7, learners: 41_500 }],
    palette: ['#a61e4d', '#f783ac'],
  },
  {
    id: 'lecturer-sun-jianhua',
    name: '孙建华',
    title: '高级教师',
    subject: '化学',
    stage: '高中',
    school: '青岛第二中学',
    introduction: '山东省青岛市高中化学名师工作室主持人，关注化学实验安全与探究教学。',
    studioId: 'studio-teach-qd-chemistry',
    courses: [{ title: '高中化学探究实验设计', lessons: 6, learners: 18_300 }],
    palette: ['#2b8a3e', '#8ce99a'],
  },
  {
    id: 'lecturer-zhao-lei',
    name: '赵磊',
    title: '高级教师',
    subject: '科学',
    stage: '小学',
    school: '西安市曲江第一小学',
    introduction: '陕西省西安市小学科学名师工作室主持人，带领学生开展校园科学探究活动。',
    studioId: 'studio-teach-xa-science',
    courses: [{ title: '小学科学探究活动组织', lessons: 6, learners: 12_600 }],
    palette: ['#364fc7', '#91a7ff'],
  },
  {
    id: 'lecturer-zheng-xiaomei',
    name: '郑晓梅',
    title: '教授',
    subject: '心理健康',
    stage: '通用',
    school: '北京师范大学',
    introduction: '中小学心理健康教育专家工作室主持人，研究学生心理危机预防与干预。',
    studioId: 'studio-expert-mental',
    courses: [
      { title: '班主任心理健康教育能力提升', lessons: 10, learners: 235_400 },
      { title: '学生心理危机识别与干预', lessons: 6, learners: 98_100 },
    ],
    palette: ['#6741d9', '#9775fa'],
  },
  {
    id: 'lecturer-he-li',
    name: '何丽',
    title: '高级教师',
    subject: '道德与法治',
    stage: '初中',
    school: '武汉市第二初级中学',
    introduction: '湖北省武汉市初中道德与法治名师工作室主持人，研究法治教育案例教学。',
    studioId: 'studio-teach-wh-morality',
    courses: [{ title: '法治教育案例教学', lessons: 5, learners: 15_700 }],
    palette: ['#862e9c', '#e599f7'],
  },
];

function coverRow(db: Database, name: string, kind: string, title: string, palette: string[]) {
  db.prepare(
    `INSERT OR REPLACE INTO covers (name, kind, title, subtitle, color_from, color_to, main_color)
     VALUES (?, ?, ?, NULL, ?, ?, ?)`,
  ).run(name, kind, title, palette[0], palette[1], palette[0]);
  return coverUrl(name);
}

/** A video detail page for a studio resource or a lecturer course, so each card opens one. */
function videoDetail(
  id: string,
  title: string,
  source: string,
  cover: string,
  created: number,
): Record<string, unknown> {
  return {
    id,
    unit_id: id,
    library_content_id: id,
    resource_id: id,
    resource_type: 'assets_video',
    title,
    description: `${source}发布的${title}。`,
    cover_url: cover,
    create_time: toPlatformTime(created),
    status: 'online',
    extra: { source, brief_introduction: `${source}发布的${title}。` },
    video: { poster: cover, sources: [{ src: SAMPLE_VIDEO_URL, type: 'video/mp4' }], duration: 4 },
  };
}

const paragraphsHtml = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

export function seedStudios(db: Database, now: number): void {
  db.exec(TABLES);
  ensureResourceTable(db);
  const detail = db.prepare(
    'INSERT OR REPLACE INTO resource_details (id, detail, pages) VALUES (?, ?, NULL)',
  );
  const studio = db.prepare(
    `INSERT OR REPLACE INTO studios (id, kind, name, owner_name, owner_title, area, subject,
       introduction, cover_url, member_count, resource_count, visit_count, create_time, sort_order)
     VALUES (@id, @kind, @name, @owner, @ownerTitle, @area, @subject, @introduction, @cover,
       @members, @resources, @visits, @created, @sort)`,
  );
  const news = db.prepare(
    `INSERT OR REPLACE INTO studio_news (id, studio_id, title, summary, content, publish_time)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const resource = db.prepare(
    `INSERT OR REPLACE INTO studio_resources
       (id, studio_id, title, resource_type, cover_url, view_count, create_time)
     VALUES (?, ?, ?, 'assets_video', ?, ?, ?)`,
  );
  const member = db.prepare(
    `INSERT OR REPLACE INTO studio_members (studio_id, name, title, school, role, sort_order)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  STUDIO_SEEDS.forEach((seed, index) => {
    const cover = coverRow(db, `studio-${seed.id}`, 'card', seed.name, seed.palette);
    studio.run({
      ...seed,
      subject: seed.subject ?? null,
      cover,
      created: now - (400 + index * 17) * DAY_MS,
      sort: index,
    });
    const shortId = seed.id.replace(/^studio-/, '');
    const items = seed.id === STUDIO_IDS.resourceAccount ? PEP_NEWS : newsOf(seed);
    items.forEach((item, i) =>
      news.run(
        `news-${shortId}-${i + 1}`,
        seed.id,
        item.title,
        item.summary,
        paragraphsHtml(item.paragraphs),
        now - item.daysAgo * DAY_MS,
      ),
    );
    const titles =
      seed.id === STUDIO_IDS.resourceAccount
        ? PEP_RESOURCES
        : (seed.subject && RESOURCE_TITLES[seed.subject]) || GENERAL_TITLES;
    titles.forEach((title, i) => {
      const id = `studio-res-${shortId}-${i + 1}`;
      const resCover = coverRow(db, id, 'card', title, [
        seed.palette[i % 2],
        seed.palette[(i + 1) % 2],
      ]);
      const created = now - (5 + i * 9) * DAY_MS;
      resource.run(
        id,
        seed.id,
        title,
        resCover,
        860 + ((index * 7919 + i * 104_729) % 48_000),
        created,
      );
      detail.run(id, JSON.stringify(videoDetail(id, title, seed.name, resCover, created)));
    });
    member.run(seed.id, seed.owner, seed.ownerTitle, seed.area, 'owner', 0);
    if (seed.kind !== 'inst-studio' && seed.kind !== 'school-space')
      for (let i = 0; i < 5; i += 1) {
        const name = MEMBER_NAMES[(index + i) % MEMBER_NAMES.length];
        if (name !== seed.owner)
          member.run(seed.id, name, MEMBER_TITLES[i], `${seed.area}教师`, 'member', i + 1);
      }
  });

  const lecturer = db.prepare(
    `INSERT OR REPLACE INTO lecturers
       (id, name, title, subject, stage, school, introduction, avatar_url, studio_id, sort_order)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const course = db.prepare(
    `INSERT OR REPLACE INTO lecturer_courses
       (id, lecturer_id, title, cover_url, lesson_count, learner_count, sort_order)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  LECTURER_SEEDS.forEach((seed, index) => {
    const avatar = coverRow(db, `avatar-${seed.id}`, 'avatar', seed.name.slice(-2), seed.palette);
    lecturer.run(
      seed.id,
      seed.name,
      seed.title,
      seed.subject,
      seed.stage,
      seed.school,
      seed.introduction,
      avatar,
      seed.studioId ?? null,
      index,
    );
    seed.courses.forEach((item, i) => {
      const id = `course-${seed.id.replace(/^lecturer-/, '')}-${i + 1}`;
      const cover = coverRow(db, id, 'card', item.title, seed.palette);
      course.run(id, seed.id, item.title, cover, item.lessons, item.learners, i);
      detail.run(
        id,
        JSON.stringify(
          videoDetail(
            id,
            item.title,
            `${seed.school} ${seed.name}`,
            cover,
            now - (20 + i) * DAY_MS,
          ),
        ),
      );
    });
  });
}
