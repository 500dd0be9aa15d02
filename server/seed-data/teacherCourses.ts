/**
 * Teacher-course columns of the stand-in (seed 000 §3 teacher-course codes; ledger CORE-CAT-09).
 * The spec lists the 19 codes without their names or ids: the titles below are the stand-in's
 * own (to be confirmed against the real catalogue), and each code gets a library
 * `lib-tt-<code>` — the id the `local` environment's `teacherCourseColumns` maps it to — holding
 * two resources, so every column entry on /teacherTrainingNav lands on a list with content.
 * The teacher-training library's catalog lists the 19 codes in this order (the entries' names).
 * Used by server/db/seed.ts.
 */

export interface TeacherCourseColumnSeed {
  code: string;
  title: string;
  items: { title: string; description: string }[];
}

/** The library a code's column opens in the `local` environment. */
export const teacherCourseLibraryId = (code: string) => `lib-tt-${code}`;

export const TEACHER_COURSE_COLUMNS: TeacherCourseColumnSeed[] = [
  {
    code: 'zyyq',
    title: '专业引领',
    items: [
      { title: '教师专业发展的三个阶段', description: '从新手到专家：专业成长路径与支持策略。' },
      {
        title: '专业标准导读：中小学教师专业标准',
        description: '逐条解读教师专业标准的基本理念。',
      },
    ],
  },
  {
    code: 'jyyl',
    title: '教育引领',
    items: [
      { title: '教育家精神的时代内涵', description: '学习教育家精神，涵养高尚师德。' },
      { title: '立德树人根本任务的课堂落实', description: '把育人目标落到每一节课的设计里。' },
    ],
  },
  {
    code: 'zjjd',
    title: '专家解读',
    items: [
      { title: '专家解读：义务教育课程方案', description: '课程方案的结构、要求与实施建议。' },
      { title: '专家解读：学业质量标准', description: '学业质量标准如何指导教学与评价。' },
    ],
  },
  {
    code: 'sddjt',
    title: '师德大讲堂',
    items: [
      { title: '师德大讲堂：坚守三尺讲台的四十年', description: '一位乡村教师的育人故事。' },
      { title: '师德大讲堂：用爱点亮每一个孩子', description: '关爱特殊需要学生的教育实践。' },
    ],
  },
  {
    code: 'sdjsl',
    title: '师德警示录',
    items: [
      { title: '师德失范典型案例剖析', description: '以案为鉴，守住师德底线。' },
      { title: '新时代中小学教师职业行为十项准则', description: '十项准则逐条学习与案例对照。' },
    ],
  },
  {
    code: 'jsfc',
    title: '教师风采',
    items: [
      { title: '最美教师：大山里的“点灯人”', description: '扎根山区二十年的教学坚守。' },
      { title: '青年教师成长记：从站稳讲台到站好讲台', description: '青年教师的三年成长之路。' },
    ],
  },
  {
    code: 'yszp',
    title: '优师作品',
    items: [
      { title: '优秀教学设计：《背影》', description: '初中语文优秀教学设计与课堂实录。' },
      { title: '优秀课件展评：分数的初步认识', description: '小学数学获奖课件与设计说明。' },
    ],
  },
  {
    code: 'szsy',
    title: '数字素养',
    items: [
      { title: '教师数字素养标准解读', description: '数字化意识、知识技能与应用的要求。' },
      { title: '用数据看学情：课堂测评数据的分析', description: '从测评数据发现教与学的问题。' },
    ],
  },
  {
    code: 'tsyx',
    title: '通识研修',
    items: [
      { title: '通识研修：学习科学与有效教学', description: '学习科学的研究成果如何改进课堂。' },
      { title: '通识研修：课堂提问的艺术', description: '好问题的特征与提问策略。' },
    ],
  },
  {
    code: 'xkyx',
    title: '学科研修',
    items: [
      { title: '学科研修：初中数学的单元整体教学', description: '以函数单元为例的整体设计。' },
      { title: '学科研修：小学英语绘本阅读教学', description: '绘本阅读的选材、活动与评价。' },
    ],
  },
  {
    code: 'zymt',
    title: '作业命题',
    items: [
      { title: '作业设计的分层与弹性', description: '基础、拓展、挑战三层作业的设计方法。' },
      { title: '素养导向的命题设计', description: '情境化试题的命制要点与案例。' },
    ],
  },
  {
    code: 'yjyx',
    title: '幼教研修',
    items: [
      { title: '幼儿园游戏活动的观察与支持', description: '在游戏中看懂儿童、支持儿童。' },
      { title: '幼小衔接：入学准备教育指导要点', description: '身心、生活、社会和学习准备。' },
    ],
  },
  {
    code: 'tjyx',
    title: '特教研修',
    items: [
      { title: '融合教育课堂的差异化教学', description: '随班就读学生的课堂支持策略。' },
      { title: '个别化教育计划的制订与实施', description: 'IEP 的评估、目标与实施流程。' },
    ],
  },
  {
    code: 'gpsf',
    title: '国培示范',
    items: [
      { title: '国培计划示范课：高中物理实验教学', description: '示范性项目的优质课例。' },
      { title: '国培计划示范课：小学语文习作教学', description: '示范性项目的优质课例。' },
    ],
  },
  {
    code: 'ysjt',
    title: '云上讲堂',
    items: [
      { title: '云上讲堂：双减背景下的课后服务', description: '课后服务的课程化建设经验。' },
      { title: '云上讲堂：家校社协同育人', description: '构建协同育人机制的区域实践。' },
    ],
  },
  {
    code: 'mskt',
    title: '名师课堂',
    items: [
      { title: '名师课堂：《荷塘月色》教学实录', description: '高中语文名师课堂完整实录。' },
      { title: '名师课堂：勾股定理的探索', description: '初中数学名师课堂完整实录。' },
    ],
  },
  {
    code: 'msjt',
    title: '名师讲堂',
    items: [
      { title: '名师讲堂：我的语文教学主张', description: '特级教师谈教学主张的形成。' },
      { title: '名师讲堂：如何上好一节复习课', description: '复习课的结构化设计与实施。' },
    ],
  },
  {
    code: 'mxzjt',
    title: '名校长讲堂',
    items: [
      { title: '名校长讲堂：学校课程体系的顶层设计', description: '从办学理念到课程体系。' },
      { title: '名校长讲堂：教师队伍建设的校本路径', description: '以校本研修带动教师成长。' },
    ],
  },
  {
    code: 'px2022s',
    title: '2022年暑期教师研修',
    items: [
      {
        title: '2022年暑期研修：新课标学习专题',
        description: '2022年版义务教育课程标准专题学习。',
      },
      { title: '2022年暑期研修：教育家精神专题', description: '暑期研修师德专题课程。' },
    ],
  },
];
