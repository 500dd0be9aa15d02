/**
 * Courses of the course pages (seed 000 §2 `{base}/courseIndex`, `{base}/courseDetail`,
 * `{base}/courseDetail/work`, `/teacherTraining/staticTopic`, `/teacherTraining/desk`,
 * `/teacherTraining/honourDetail`; ledger CORE-ROUTE-08, -12, -13, -15): a handful of
 * teacher-training, sport, art and special-education courses with chapters, lessons (the
 * in-site sample clips), teachers, a work (assignment) each for teacher training, sport and art,
 * one static topic, two honours and the demo teachers' study progress.
 *
 * `seedCourses` writes them to their own tables and files each course as a library content of
 * a course type (`t_course`, `s_course`) in a 精品课程 section of its area channel
 * (`area-teacherTraining`, `area-sport`, `area-art`, `area-specialEdu`), so the cards of those
 * channels and lists open the course pages with data. Served by server/routes/coursePages.ts.
 */
import type { Database } from 'better-sqlite3';
import type { CoverKind } from '../covers';
import { DAY_MS, fromPlatformTime, toPlatformTime } from '../time';
import {
  SAMPLE_HLS_URL,
  SAMPLE_VIDEO_URL,
  TIMECODE_HLS_URL,
  TIMECODE_SUBTITLES_SRT_URL,
  TIMECODE_SUBTITLES_VTT_URL,
  TIMECODE_VIDEO_URL,
  type DocumentPage,
} from './resources';
import { TRAINING_SEEDS } from './training';

export type CourseArea = 'teacherTraining' | 'sport' | 'art' | 'specialEdu';

export interface CourseTeacher {
  name: string;
  title: string;
  organization: string;
}

export interface CourseLessonSeed {
  id: string;
  title: string;
  /** mm:ss as the platform shows it. */
  duration: string;
  /** The first lesson of a course plays the HLS clip, the others the MP4. */
  hls?: boolean;
  /** Plays the 60 s time-code sample (MP4, or HLS with `hls`) instead of the 4 s clip. */
  timecode?: boolean;
  /**
   * The player's learning behaviours the lesson asks for (seed 000 §4; issue 15): answered as
   * `seek_control`, `single_session`, `force_login` on the lesson.
   */
  learning?: { seekControl: boolean; singleSession: boolean; forceLogin: boolean };
}

export interface CourseChapterSeed {
  id: string;
  title: string;
  lessons: CourseLessonSeed[];
}

export interface CourseWorkSeed {
  id: string;
  title: string;
  /** The task, one paragraph per entry. */
  task: string[];
  requirements: string[];
  /** Days from the seeding moment until the work closes. */
  closesInDays: number;
}

/** A course material: a document whose pages the static host draws as SVG for the preview. */
export interface CourseAttachmentSeed {
  id: string;
  name: string;
  /** Size of the (notional) file, in bytes. */
  size: number;
  pages: DocumentPage[];
}

/** Where the static host serves an attachment's page images (server/routes/coursePages.ts). */
export const COURSE_ATTACHMENT_BASE = '/svc/static/course-attachments';

export function courseAttachmentPageUrl(courseId: string, attachmentId: string, page: number) {
  return `${COURSE_ATTACHMENT_BASE}/${courseId}/${attachmentId}/page-${page}.svg`;
}

export interface CourseSeed {
  id: string;
  area: CourseArea;
  resourceType: 't_course' | 's_course';
  title: string;
  summary: string;
  introduction: string[];
  source: string;
  teachers: CourseTeacher[];
  /** 学时 the course counts for. */
  hours: number;
  learners: number;
  palette: [string, string];
  chapters: CourseChapterSeed[];
  work?: CourseWorkSeed;
  attachments?: CourseAttachmentSeed[];
  createdDaysAgo: number;
  /** The training project (training.ts) the course belongs to, answered as `training_id`. */
  trainingId?: string;
}

/** Demo ids the tests and the README use. */
export const COURSE_IDS = {
  digital: 'course-tt-szsy',
  standards: 'course-tt-ywkb',
  ethics: 'course-tt-sdsf',
  headTeacher: 'course-tt-bzr',
  rope: 'course-sport-tiaosheng',
  football: 'course-sport-zuqiu',
  inkPainting: 'course-art-shuimo',
  choir: 'course-art-hechang',
  signLanguage: 'course-tj-shouyu',
  autism: 'course-tj-guduzheng',
} as const;

export const TOPIC_ID = 'topic-tt-2026-summer';

/**
 * The training course whose lessons a teacher must really watch: seek control, one course at a
 * time, login required, the 60 s time-code sample (lesson 1 MP4, lesson 2 HLS). A course of the
 * in-progress summer project (training.ts), so its study time carries the project's training_id.
 */
export const LEARNING_CONTROLLED_COURSE_ID = 'tc-summer-szsy';
export const HONOUR_IDS = { digital: 'honour-tt-szsy', ethics: 'honour-tt-sdsf' } as const;

export const COURSES: CourseSeed[] = [
  {
    id: COURSE_IDS.digital,
    area: 'teacherTraining',
    resourceType: 't_course',
    title: '2026年暑期教师研修：数字素养与技术应用',
    summary: '聚焦教师数字化意识、数字技术知识与技能、数字化应用，助力教师提升数字素养。',
    introduction: [
      '本课程依据《教师数字素养》教育行业标准设计，围绕数字化意识、数字技术知识与技能、数字化应用、数字社会责任和专业发展五个维度展开。',
      '课程通过专家讲座与课堂实录相结合的方式，帮助教师掌握利用国家中小学智慧教育平台开展备课、授课、辅导和评价的方法。',
    ],
    source: '教育部教师工作司',
    teachers: [
      { name: '王立新', title: '教授', organization: '北京师范大学教育学部' },
      { name: '陈晓燕', title: '副教授', organization: '华东师范大学教师教育学院' },
    ],
    hours: 10,
    learners: 1286543,
    palette: ['#2f6bff', '#6fa3ff'],
    createdDaysAgo: 40,
    chapters: [
      {
        id: 'szsy-ch1',
        title: '第一章 数字化转型与教师数字素养',
        lessons: [
          { id: 'szsy-l1', title: '教育数字化转型的内涵与路径', duration: '32:15', hls: true },
          { id: 'szsy-l2', title: '解读《教师数字素养》标准', duration: '28:40' },
        ],
      },
      {
        id: 'szsy-ch2',
        title: '第二章 人工智能赋能课堂教学',
        lessons: [
          { id: 'szsy-l3', title: '生成式人工智能在备课中的应用', duration: '35:02' },
          { id: 'szsy-l4', title: '智能助教支持下的差异化教学', duration: '26:18' },
        ],
      },
      {
        id: 'szsy-ch3',
        title: '第三章 用好国家中小学智慧教育平台',
        lessons: [{ id: 'szsy-l5', title: '平台资源支持下的课堂教学实录', duration: '41:30' }],
      },
    ],
    work: {
      id: 'work-szsy-1',
      title: '设计一节融合数字资源的课堂教学方案',
      task: [
        '结合本课程所学，选择自己任教学科的一个课时，设计一份融合国家中小学智慧教育平台资源的课堂教学方案。',
        '方案应包括教学目标、资源选用、教学过程与评价方式，说明数字资源在突破重难点中的作用。',
      ],
      requirements: [
        '写清教学目标与资源的使用方式',
        '注明所用平台资源的名称',
        '在截止时间前提交，提交后不可修改',
      ],
      closesInDays: 30,
    },
    attachments: [
      {
        id: 'att-szsy-handout',
        name: '数字素养与技术应用课程讲义.pdf',
        size: 2_621_440,
        pages: [
          {
            heading: '数字素养与技术应用 · 课程讲义',
            paragraphs: [
              '一、教师数字素养的五个维度',
              '数字化意识；数字技术知识与技能；数字化应用；数字社会责任；专业发展。',
              '二、学习建议',
              '先完成第一章的理念学习，再结合本校教学实际完成第二、三章的应用实践。',
            ],
          },
          {
            heading: '第二章 人工智能赋能课堂教学（要点）',
            paragraphs: [
              '1. 生成式人工智能辅助备课：明确目标，核对事实，保留教师判断。',
              '2. 智能助教支持差异化教学：依据学情数据分层布置任务。',
              '3. 使用原则：安全、合规、以学生发展为本。',
            ],
          },
          {
            heading: '第三章 用好国家中小学智慧教育平台',
            paragraphs: [
              '平台“教师研修”“课程教学”栏目可直接用于备课与授课。',
              '课后可在“我的研修”查看学习进度与证书。',
            ],
          },
        ],
      },
      {
        id: 'att-szsy-checklist',
        name: '课堂教学数字化应用自评表.docx',
        size: 86_016,
        pages: [
          {
            heading: '课堂教学数字化应用自评表',
            paragraphs: [
              '□ 教学目标中写明了数字资源的作用',
              '□ 选用的平台资源与教学重难点对应',
              '□ 课堂中数字工具的使用时长合理',
              '□ 课后利用平台数据了解学生掌握情况',
            ],
          },
        ],
      },
    ],
  },
  {
    id: COURSE_IDS.standards,
    area: 'teacherTraining',
    resourceType: 't_course',
    title: '义务教育语文课程标准（2022年版）解读',
    summary: '专家解读新课标的核心素养、学习任务群与学业质量，指导教师开展大单元教学。',
    introduction: [
      '课程由课程标准修订组专家主讲，系统阐释语文课程核心素养的内涵，解读六个学习任务群的设计意图与实施建议。',
    ],
    source: '人民教育出版社',
    teachers: [{ name: '李红梅', title: '编审', organization: '人民教育出版社中学语文编辑室' }],
    hours: 6,
    learners: 845210,
    palette: ['#0b7285', '#66d9e8'],
    createdDaysAgo: 60,
    chapters: [
      {
        id: 'ywkb-ch1',
        title: '第一章 课程性质与核心素养',
        lessons: [
          { id: 'ywkb-l1', title: '语文课程核心素养的内涵', duration: '30:12', hls: true },
          { id: 'ywkb-l2', title: '课程目标的学段要求', duration: '24:56' },
        ],
      },
      {
        id: 'ywkb-ch2',
        title: '第二章 学习任务群的设计与实施',
        lessons: [
          { id: 'ywkb-l3', title: '基础型学习任务群', duration: '27:33' },
          { id: 'ywkb-l4', title: '发展型与拓展型学习任务群', duration: '33:08' },
        ],
      },
    ],
    work: {
      id: 'work-ywkb-1',
      title: '撰写一份学习任务群教学设计',
      task: ['选择一个学习任务群，围绕一个单元撰写教学设计，体现情境、任务与评价的一致性。'],
      requirements: ['写明所在学段与单元', '体现情境、任务与评价的一致性'],
      closesInDays: 20,
    },
  },
  {
    id: COURSE_IDS.ethics,
    area: 'teacherTraining',
    resourceType: 't_course',
    title: '师德师风专题：做新时代“四有”好老师',
    summary: '学习新时代教师职业行为准则，聆听优秀教师的育人故事。',
    introduction: [
      '课程围绕《新时代中小学教师职业行为十项准则》，通过政策解读、案例分析与名师访谈，引导教师涵养高尚师德。',
    ],
    source: '教育部教师工作司',
    teachers: [
      { name: '张桂英', title: '全国模范教师', organization: '云南省丽江市华坪县第一中学' },
      { name: '刘建国', title: '研究员', organization: '中国教育科学研究院' },
    ],
    hours: 4,
    learners: 2034876,
    palette: ['#c8373b', '#f07a5a'],
    createdDaysAgo: 90,
    chapters: [
      {
        id: 'sdsf-ch1',
        title: '第一章 新时代教师职业行为准则',
        lessons: [
          { id: 'sdsf-l1', title: '十项准则逐条解读', duration: '25:40', hls: true },
          { id: 'sdsf-l2', title: '师德失范典型案例警示', duration: '21:05' },
        ],
      },
      {
        id: 'sdsf-ch2',
        title: '第二章 优秀教师育人故事',
        lessons: [
          { id: 'sdsf-l3', title: '扎根山区的教育坚守', duration: '18:22' },
          { id: 'sdsf-l4', title: '用爱点亮每一个孩子', duration: '19:47' },
        ],
      },
    ],
  },
  {
    id: COURSE_IDS.headTeacher,
    area: 'teacherTraining',
    resourceType: 't_course',
    title: '班主任工作专题：班级管理与家校共育',
    summary: '班级文化建设、学生心理支持与家校沟通的方法与案例。',
    introduction: [
      '课程邀请优秀班主任分享班级管理经验，覆盖班级文化、班干部培养、家校沟通等主题。',
    ],
    source: '中国教育科学研究院',
    teachers: [{ name: '周晓梅', title: '高级教师', organization: '北京市第十一学校' }],
    hours: 3,
    learners: 563012,
    palette: ['#e0568b', '#f59ac0'],
    createdDaysAgo: 120,
    chapters: [
      {
        id: 'bzr-ch1',
        title: '第一章 班级管理',
        lessons: [
          { id: 'bzr-l1', title: '班级文化建设的起点', duration: '22:10', hls: true },
          { id: 'bzr-l2', title: '家校沟通的原则与方法', duration: '24:30' },
        ],
      },
    ],
  },
  {
    id: COURSE_IDS.rope,
    area: 'sport',
    resourceType: 's_course',
    title: '跳绳运动系统教学（小学）',
    summary: '从并脚跳到双摇跳，循序渐进掌握跳绳技术，科学提升体能。',
    introduction: [
      '课程按照《义务教育体育与健康课程标准（2022年版）》要求，分解跳绳的握绳、摇绳、起跳与落地动作，并提供课课练方案。',
    ],
    source: '广东省教育研究院',
    teachers: [{ name: '黄志强', title: '体育教研员', organization: '广州市越秀区教育发展中心' }],
    hours: 2,
    learners: 432108,
    palette: ['#16a06a', '#5fd39a'],
    createdDaysAgo: 30,
    chapters: [
      {
        id: 'tiaosheng-ch1',
        title: '第一单元 基础跳法',
        lessons: [
          { id: 'tiaosheng-l1', title: '握绳与摇绳的基本动作', duration: '08:20', hls: true },
          { id: 'tiaosheng-l2', title: '并脚跳与交换脚跳', duration: '09:45' },
        ],
      },
      {
        id: 'tiaosheng-ch2',
        title: '第二单元 花样跳法',
        lessons: [
          { id: 'tiaosheng-l3', title: '双摇跳的发力与节奏', duration: '10:12' },
          { id: 'tiaosheng-l4', title: '集体长绳“8”字跳', duration: '11:03' },
        ],
      },
    ],
    work: {
      id: 'work-tiaosheng-1',
      title: '一周跳绳练习记录',
      task: ['连续一周每天练习跳绳，记录每天一分钟跳绳的个数，并写下练习中的体会与进步。'],
      requirements: ['记录 7 天的练习数据', '写出一条改进动作的方法'],
      closesInDays: 14,
    },
  },
  {
    id: COURSE_IDS.football,
    area: 'sport',
    resourceType: 's_course',
    title: '校园足球基本技术',
    summary: '脚内侧传接球、运球与射门，打好校园足球基本功。',
    introduction: ['课程由校园足球特色学校教练团队录制，配合游戏化练习，适合小学高年级学生。'],
    source: '全国青少年校园足球工作领导小组办公室',
    teachers: [{ name: '孙浩', title: '一级教练员', organization: '上海市静安区第一中心小学' }],
    hours: 2,
    learners: 298765,
    palette: ['#2b8a3e', '#8ce99a'],
    createdDaysAgo: 45,
    chapters: [
      {
        id: 'zuqiu-ch1',
        title: '第一单元 传接球',
        lessons: [
          { id: 'zuqiu-l1', title: '脚内侧传球', duration: '07:50', hls: true },
          { id: 'zuqiu-l2', title: '脚底停球与脚内侧停球', duration: '08:35' },
        ],
      },
    ],
  },
  {
    id: COURSE_IDS.inkPainting,
    area: 'art',
    resourceType: 's_course',
    title: '中国画入门：水墨花鸟',
    summary: '认识笔墨纸砚，学习中锋、侧锋与墨分五色，完成一幅水墨小品。',
    introduction: ['课程从中国画的工具材料讲起，示范竹、兰、小鸟的画法，引导学生感受水墨之美。'],
    source: '中央美术学院附属中学',
    teachers: [{ name: '林墨', title: '美术教师', organization: '中央美术学院附属中学' }],
    hours: 3,
    learners: 376540,
    palette: ['#495057', '#adb5bd'],
    createdDaysAgo: 25,
    chapters: [
      {
        id: 'shuimo-ch1',
        title: '第一单元 笔墨基础',
        lessons: [
          { id: 'shuimo-l1', title: '认识文房四宝', duration: '09:10', hls: true },
          { id: 'shuimo-l2', title: '中锋与侧锋用笔', duration: '10:25' },
        ],
      },
      {
        id: 'shuimo-ch2',
        title: '第二单元 花鸟小品',
        lessons: [{ id: 'shuimo-l3', title: '画竹与画兰', duration: '12:40' }],
      },
    ],
    work: {
      id: 'work-shuimo-1',
      title: '水墨小品创作说明',
      task: ['完成一幅以竹或兰为主题的水墨小品，并用文字介绍你的构图与用墨想法。'],
      requirements: ['说明作品的题目', '介绍至少一种用墨方法'],
      closesInDays: 21,
    },
  },
  {
    id: COURSE_IDS.choir,
    area: 'art',
    resourceType: 's_course',
    title: '童声合唱基础训练',
    summary: '气息、发声与声部配合，唱好一首二声部歌曲。',
    introduction: ['课程由少年合唱团指挥主讲，包含呼吸练习、发声练习与二声部合唱示范。'],
    source: '中国音乐学院',
    teachers: [{ name: '许静', title: '合唱指挥', organization: '中国音乐学院附中' }],
    hours: 2,
    learners: 215433,
    palette: ['#8a4fd6', '#d68ee8'],
    createdDaysAgo: 50,
    chapters: [
      {
        id: 'hechang-ch1',
        title: '第一单元 气息与发声',
        lessons: [
          { id: 'hechang-l1', title: '腹式呼吸练习', duration: '06:45', hls: true },
          { id: 'hechang-l2', title: '二声部的配合', duration: '08:15' },
        ],
      },
    ],
  },
  {
    id: COURSE_IDS.signLanguage,
    area: 'specialEdu',
    resourceType: 's_course',
    title: '国家通用手语基础',
    summary: '学习国家通用手语的基本词汇与日常会话。',
    introduction: ['课程依据《国家通用手语常用词表》编排，由聋校教师与聋人手语老师共同示范。'],
    source: '中国残疾人联合会',
    teachers: [{ name: '赵静', title: '特教高级教师', organization: '北京市第三聋人学校' }],
    hours: 4,
    learners: 187650,
    palette: ['#138c8c', '#59c9b8'],
    createdDaysAgo: 70,
    chapters: [
      {
        id: 'shouyu-ch1',
        title: '第一章 日常交流',
        lessons: [
          { id: 'shouyu-l1', title: '问候与自我介绍', duration: '12:05', hls: true },
          { id: 'shouyu-l2', title: '数字与时间的表达', duration: '13:20' },
          { id: 'shouyu-l3', title: '校园生活常用手语', duration: '14:10' },
        ],
      },
    ],
  },
  {
    id: COURSE_IDS.autism,
    area: 'specialEdu',
    resourceType: 's_course',
    title: '孤独症儿童康复教育策略',
    summary: '结构化教学、社交故事与正向行为支持的课堂应用。',
    introduction: [
      '课程面向特教教师与随班就读资源教师，结合课堂实录讲解孤独症儿童的教育干预策略。',
    ],
    source: '华东师范大学特殊教育学系',
    teachers: [{ name: '钱敏', title: '副教授', organization: '华东师范大学特殊教育学系' }],
    hours: 5,
    learners: 96540,
    palette: ['#1864ab', '#74c0fc'],
    createdDaysAgo: 80,
    chapters: [
      {
        id: 'gdz-ch1',
        title: '第一章 认识孤独症',
        lessons: [
          { id: 'gdz-l1', title: '孤独症谱系障碍的特点', duration: '20:15', hls: true },
          { id: 'gdz-l2', title: '结构化教学的课堂应用', duration: '23:40' },
        ],
      },
    ],
  },
];

/** The 精品课程 section each area channel gets, and its library. */
export const COURSE_SECTIONS: Record<CourseArea, { id: string; title: string; libraryId: string }> =
  {
    teacherTraining: {
      id: 'sec-area-teacherTraining-courses',
      title: '培训课程',
      libraryId: 'lib-course-teacherTraining',
    },
    sport: { id: 'sec-area-sport-courses', title: '体育精品课', libraryId: 'lib-course-sport' },
    art: { id: 'sec-area-art-courses', title: '美育精品课', libraryId: 'lib-course-art' },
    specialEdu: {
      id: 'sec-area-specialEdu-courses',
      title: '特教精品课',
      libraryId: 'lib-course-specialEdu',
    },
  };

export interface TopicSeed {
  id: string;
  title: string;
  description: string;
  palette: [string, string];
  sections: { title: string; courseIds: string[] }[];
}

export const TOPICS: TopicSeed[] = [
  {
    id: TOPIC_ID,
    title: '2026年暑期教师研修专题',
    description:
      '围绕教育数字化、新课标落地、师德师风与班主任工作，汇聚专家讲座与优秀课例，助力广大教师暑期研修。',
    palette: ['#1f4fd1', '#5aa2ff'],
    sections: [
      { title: '数字化赋能', courseIds: [COURSE_IDS.digital] },
      { title: '新课标学习', courseIds: [COURSE_IDS.standards] },
      { title: '师德师风与班主任工作', courseIds: [COURSE_IDS.ethics, COURSE_IDS.headTeacher] },
    ],
  },
];

export interface HonourSeed {
  id: string;
  title: string;
  courseId: string;
  issuer: string;
  hours: number;
  conditions: string[];
  description: string;
  palette: [string, string];
  /** Holders on the real platform besides the demo accounts (the count shown). */
  otherHolders: number;
}

export const HONOURS: HonourSeed[] = [
  {
    id: HONOUR_IDS.digital,
    title: '数字素养与技术应用研修合格证书',
    courseId: COURSE_IDS.digital,
    issuer: '国家中小学智慧教育平台',
    hours: 10,
    conditions: ['学完全部 5 个课时', '提交课程作业', '研修学时累计达到 10 学时'],
    description: '完成“2026年暑期教师研修：数字素养与技术应用”全部学习任务的教师，可获得本证书。',
    palette: ['#b8860b', '#f2c94c'],
    otherHolders: 352140,
  },
  {
    id: HONOUR_IDS.ethics,
    title: '师德师风专题学习证书',
    courseId: COURSE_IDS.ethics,
    issuer: '国家中小学智慧教育平台',
    hours: 4,
    conditions: ['学完全部 4 个课时', '研修学时累计达到 4 学时'],
    description: '完成“师德师风专题：做新时代‘四有’好老师”全部课时的教师，可获得本证书。',
    palette: ['#a61e4d', '#f783ac'],
    otherHolders: 1286003,
  },
];

/** Study progress of the demo teachers: learned lesson ids, in order. */
export const PROGRESS: { userId: string; courseId: string; learned: string[]; daysAgo: number }[] =
  [
    {
      userId: 'u-teacher',
      courseId: COURSE_IDS.digital,
      learned: ['szsy-l1', 'szsy-l2', 'szsy-l3'],
      daysAgo: 1,
    },
    {
      userId: 'u-teacher',
      courseId: COURSE_IDS.ethics,
      learned: ['sdsf-l1', 'sdsf-l2', 'sdsf-l3', 'sdsf-l4'],
      daysAgo: 5,
    },
    { userId: 'u-teacher', courseId: COURSE_IDS.standards, learned: ['ywkb-l1'], daysAgo: 9 },
    {
      userId: 'u-teacher-guardian',
      courseId: COURSE_IDS.headTeacher,
      learned: ['bzr-l1'],
      daysAgo: 2,
    },
  ];

/** Honours already earned: the demo teacher finished the ethics course. */
export const HONOUR_HOLDERS: { honourId: string; userId: string; daysAgo: number }[] = [
  { honourId: HONOUR_IDS.ethics, userId: 'u-teacher', daysAgo: 4 },
];

/** Seeded courses are dated from here backwards, like the portal's contents. */
const COURSE_EPOCH = fromPlatformTime('2026-09-01T09:00:00.000+0800');

const TABLES = `
CREATE TABLE IF NOT EXISTS courses (
  id          TEXT PRIMARY KEY,
  area        TEXT NOT NULL,
  detail      TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS course_topics (
  id          TEXT PRIMARY KEY,
  detail      TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS course_honours (
  id          TEXT PRIMARY KEY,
  course_id   TEXT NOT NULL,
  detail      TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS course_honour_holders (
  honour_id   TEXT NOT NULL,
  user_id     TEXT NOT NULL,
  issue_time  INTEGER NOT NULL,
  PRIMARY KEY (honour_id, user_id)
);
CREATE TABLE IF NOT EXISTS course_progress (
  user_id     TEXT NOT NULL,
  course_id   TEXT NOT NULL,
  learned     TEXT NOT NULL,
  update_time INTEGER NOT NULL,
  PRIMARY KEY (user_id, course_id)
);
CREATE TABLE IF NOT EXISTS course_work_submissions (
  work_id     TEXT NOT NULL,
  course_id   TEXT NOT NULL,
  user_id     TEXT NOT NULL,
  content     TEXT NOT NULL,
  submit_time INTEGER NOT NULL,
  PRIMARY KEY (work_id, user_id)
);`;

/** What seedCourses needs of the portal seeder (server/db/seed.ts). */
export interface CourseSeeder {
  cover(spec: {
    name: string;
    kind: CoverKind;
    title: string;
    subtitle?: string | null;
    color_from: string;
    color_to: string;
  }): string;
  library(id: string, title: string): void;
  content(
    libraryId: string,
    order: number,
    input: {
      id: string;
      title: string;
      description?: string | null;
      resource_type: string;
      cover_url: string;
      create_time: number;
      extra?: Record<string, unknown>;
    },
  ): void;
  section(
    channelId: string,
    order: number,
    section: { id: string; type: number; setting: unknown },
  ): void;
}

function lessonCount(course: CourseSeed): number {
  return course.chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
}

/** The wire shape of one course (GET /v1/courses/{id}); work times from `now`. */
function courseDetail(course: CourseSeed, cover: string, now: number): Record<string, unknown> {
  const created = COURSE_EPOCH - course.createdDaysAgo * DAY_MS;
  return {
    id: course.id,
    area: course.area,
    resource_type: course.resourceType,
    title: course.title,
    summary: course.summary,
    introduction: course.introduction,
    cover_url: cover,
    source: course.source,
    teachers: course.teachers,
    hours: course.hours,
    learner_count: course.learners,
    lesson_count: lessonCount(course),
    create_time: toPlatformTime(created),
    ...(course.trainingId ? { training_id: course.trainingId } : {}),
    chapters: course.chapters.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      lessons: chapter.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        duration: lesson.duration,
        video: {
          sources: [
            lesson.hls
              ? {
                  src: lesson.timecode ? TIMECODE_HLS_URL : SAMPLE_HLS_URL,
                  type: 'application/x-mpegURL',
                }
              : { src: lesson.timecode ? TIMECODE_VIDEO_URL : SAMPLE_VIDEO_URL, type: 'video/mp4' },
          ],
          // The lecture's Chinese captions: SRT beside the MP4, WebVTT beside the HLS stream,
          // so a course shows both converted (issue 15; tests/e2e/player.e2e.ts).
          ...(lesson.timecode
            ? {
                tracks: [
                  {
                    src: lesson.hls ? TIMECODE_SUBTITLES_VTT_URL : TIMECODE_SUBTITLES_SRT_URL,
                    srclang: 'zh',
                    label: '中文字幕',
                  },
                ],
              }
            : {}),
          poster: cover,
        },
        ...(lesson.learning
          ? {
              seek_control: lesson.learning.seekControl,
              single_session: lesson.learning.singleSession,
              force_login: lesson.learning.forceLogin,
            }
          : {}),
      })),
    })),
    attachments: (course.attachments ?? []).map((attachment) => ({
      id: attachment.id,
      name: attachment.name,
      size: attachment.size,
      pages: attachment.pages.map((_, index) =>
        courseAttachmentPageUrl(course.id, attachment.id, index + 1),
      ),
    })),
    work: course.work
      ? {
          id: course.work.id,
          title: course.work.title,
          task: course.work.task,
          requirements: course.work.requirements,
          end_time: toPlatformTime(now + course.work.closesInDays * DAY_MS),
        }
      : null,
  };
}

/**
 * The courses of the training projects (server/seed-data/training.ts) as teacher-training
 * courses, so a course link on a project home (/teacherTraining/courseIndex?courseId=tc-…) opens
 * the course: its teacher, hours and project, with a lecture and a classroom-practice lesson.
 */
export function trainingProjectCourses(): CourseSeed[] {
  const controlled = { seekControl: true, singleSession: true, forceLogin: true };
  return TRAINING_SEEDS.flatMap((project) =>
    project.courses.map((course): CourseSeed => {
      const learning = course.id === LEARNING_CONTROLLED_COURSE_ID ? controlled : undefined;
      return {
        id: course.id,
        area: 'teacherTraining',
        resourceType: 't_course',
        title: course.title,
        summary: `${project.title}课程，${course.hours} 学时。`,
        introduction: [
          `本课程是“${project.title}”的项目课程，由${course.teacher}主讲，共 ${course.hours} 学时。`,
          project.description,
        ],
        source: project.organizer.split(' · ')[0],
        teachers: [{ name: course.teacher, title: '主讲专家', organization: project.organizer }],
        hours: course.hours,
        learners: project.enrol_count,
        palette: project.palette,
        createdDaysAgo: 20,
        trainingId: project.id,
        chapters: [
          {
            id: `${course.id}-ch1`,
            title: '第一章 专题讲座',
            lessons: learning
              ? [
                  {
                    id: `${course.id}-l1`,
                    title: `${course.title}（专题讲座）`,
                    duration: '01:00',
                    timecode: true,
                    learning,
                  },
                  {
                    id: `${course.id}-l2`,
                    title: `${course.title}（课堂实践）`,
                    duration: '01:00',
                    timecode: true,
                    hls: true,
                    learning,
                  },
                ]
              : [
                  {
                    id: `${course.id}-l1`,
                    title: `${course.title}（专题讲座）`,
                    duration: '30:00',
                  },
                  {
                    id: `${course.id}-l2`,
                    title: `${course.title}（课堂实践）`,
                    duration: '25:00',
                  },
                ],
          },
        ],
      };
    }),
  );
}

export function seedCourses(db: Database, seeder: CourseSeeder, now: number): void {
  db.exec(TABLES);
  const insertCourse = db.prepare('INSERT INTO courses (id, area, detail) VALUES (?, ?, ?)');
  const covers = new Map<string, string>();
  for (const course of [...COURSES, ...trainingProjectCourses()]) {
    const cover = seeder.cover({
      name: `course-${course.id}`,
      kind: 'card',
      title: course.title,
      subtitle: course.source,
      color_from: course.palette[0],
      color_to: course.palette[1],
    });
    covers.set(course.id, cover);
    insertCourse.run(course.id, course.area, JSON.stringify(courseDetail(course, cover, now)));
  }

  // One 精品课程 section per area channel (after the area's own list), its cards course-typed.
  for (const [area, section] of Object.entries(COURSE_SECTIONS) as [
    CourseArea,
    (typeof COURSE_SECTIONS)[CourseArea],
  ][]) {
    seeder.library(section.libraryId, section.title);
    COURSES.filter((course) => course.area === area).forEach((course, order) =>
      seeder.content(section.libraryId, order, {
        id: course.id,
        title: course.title,
        description: course.summary,
        resource_type: course.resourceType,
        cover_url: covers.get(course.id)!,
        create_time: COURSE_EPOCH - course.createdDaysAgo * DAY_MS,
        extra: {
          source: course.source,
          brief_introduction: course.summary,
          providers: [{ name: course.source }],
        },
      }),
    );
    seeder.section(`area-${area}`, 1, {
      id: section.id,
      type: 12,
      setting: {
        data: {
          title: section.title,
          library_id: section.libraryId,
          show_more_data: { show_more: 1, library_id: section.libraryId },
        },
        display: { title: section.title, is_title_show: true },
      },
    });
  }

  const insertTopic = db.prepare('INSERT INTO course_topics (id, detail) VALUES (?, ?)');
  for (const topic of TOPICS) {
    const banner = seeder.cover({
      name: `topic-${topic.id}`,
      kind: 'banner',
      // The page writes the title and description over the banner: the picture stays plain.
      title: '',
      subtitle: null,
      color_from: topic.palette[0],
      color_to: topic.palette[1],
    });
    insertTopic.run(
      topic.id,
      JSON.stringify({
        id: topic.id,
        title: topic.title,
        description: topic.description,
        banner_url: banner,
        sections: topic.sections.map((part) => ({
          title: part.title,
          items: part.courseIds.map((id) => {
            const course = COURSES.find((candidate) => candidate.id === id)!;
            return {
              course_id: course.id,
              title: course.title,
              summary: course.summary,
              cover_url: covers.get(course.id),
              resource_type: course.resourceType,
              teachers: course.teachers.map((teacher) => teacher.name),
              hours: course.hours,
            };
          }),
        })),
      }),
    );
  }

  const insertHonour = db.prepare(
    'INSERT INTO course_honours (id, course_id, detail) VALUES (?, ?, ?)',
  );
  for (const honour of HONOURS) {
    const course = COURSES.find((candidate) => candidate.id === honour.courseId)!;
    const picture = seeder.cover({
      name: `honour-${honour.id}`,
      kind: 'card',
      title: honour.title,
      subtitle: honour.issuer,
      color_from: honour.palette[0],
      color_to: honour.palette[1],
    });
    insertHonour.run(
      honour.id,
      honour.courseId,
      JSON.stringify({
        id: honour.id,
        title: honour.title,
        picture_url: picture,
        issuer: honour.issuer,
        hours: honour.hours,
        conditions: honour.conditions,
        description: honour.description,
        other_holders: honour.otherHolders,
        course: { id: course.id, title: course.title, area: course.area },
      }),
    );
  }
  const insertHolder = db.prepare(
    'INSERT INTO course_honour_holders (honour_id, user_id, issue_time) VALUES (?, ?, ?)',
  );
  for (const holder of HONOUR_HOLDERS)
    insertHolder.run(holder.honourId, holder.userId, now - holder.daysAgo * DAY_MS);

  const insertProgress = db.prepare(
    'INSERT INTO course_progress (user_id, course_id, learned, update_time) VALUES (?, ?, ?, ?)',
  );
  for (const row of PROGRESS)
    insertProgress.run(
      row.userId,
      row.courseId,
      JSON.stringify(row.learned),
      now - row.daysAgo * DAY_MS,
    );
}
