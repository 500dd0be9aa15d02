/**
 * Hand-written Chinese content of the portal's home sections. Titles imitate the real
 * platform's columns; every image is a generated cover (server/covers.ts), every link in-site.
 * tchMaterial and syncClassroom items come from textbooks.json (real catalogue titles).
 */
import { TEACHER_COURSE_COLUMNS } from './teacherCourses';

export type SectionKey =
  | 'sedu'
  | 'sport'
  | 'art'
  | 'labourEdu'
  | 'schoolService'
  | 'teacherTraining'
  | 'family'
  | 'eduReform'
  | 'tchMaterial'
  | 'syncClassroom'
  | 'specialEdu';

export interface AreaItem {
  title: string;
  description: string;
  /** Catalog code the item is filed under (see `catalog`). */
  tag?: string;
  resource_type?: string;
}

export interface AreaSeed {
  key: SectionKey;
  /** Short name used on the icon navigation. */
  name: string;
  /** Title of the home section. */
  sectionTitle: string;
  webUrl: string;
  /** Gradient of this area's covers; the first colour is the cover's dominant colour. */
  palette: [string, string];
  resourceType: string;
  /** Channel scope of the area's own channel (twy = sport, health and art). */
  scope: 'teach_training' | 'twy';
  catalog?: { code: string; title: string }[];
  items: AreaItem[];
}

export const AREAS: AreaSeed[] = [
  {
    key: 'sedu',
    name: '德育',
    sectionTitle: '德育资源',
    webUrl: '/sedu',
    palette: ['#c8373b', '#f07a5a'],
    resourceType: 'assets_video',
    scope: 'teach_training',
    catalog: [
      { code: 'dsxx', title: '党史学习教育' },
      { code: 'agzy', title: '爱国主义教育' },
      { code: 'xffz', title: '宪法法治教育' },
      { code: 'pdjy', title: '品德教育' },
      { code: 'kcjx', title: '思政课程' },
      { code: 'yxctwh', title: '中华优秀传统文化' },
      { code: 'smyaq', title: '生命与安全教育' },
      { code: 'xljk', title: '心理健康教育' },
      { code: 'stwm', title: '生态文明教育' },
    ],
    items: [
      {
        title: '红色故事我来讲：小英雄雨来',
        description: '通过红色经典故事，引导学生传承革命精神。',
        tag: 'agzy',
      },
      {
        title: '宪法伴我成长——小学生法治教育微课',
        description: '用生活中的例子讲清宪法与我们的关系。',
        tag: 'xffz',
      },
      {
        title: '二十四节气里的中华智慧',
        description: '走进二十四节气，感受中华优秀传统文化。',
        tag: 'yxctwh',
      },
      {
        title: '珍爱生命 预防溺水安全教育',
        description: '暑期防溺水“六不”要求与自救常识。',
        tag: 'smyaq',
      },
      {
        title: '学会调节情绪：中学生心理健康第一课',
        description: '认识情绪、接纳情绪、管理情绪的实用方法。',
        tag: 'xljk',
      },
      {
        title: '垃圾分类从我做起',
        description: '生态文明教育主题课，学习垃圾分类的方法。',
        tag: 'stwm',
      },
      {
        title: '诚信是金：品德教育主题班会',
        description: '围绕诚实守信开展的主题班会示范课。',
        tag: 'pdjy',
        resource_type: 'x_article',
      },
      {
        title: '思政课堂：家国情怀与青春担当',
        description: '大中小学思政课一体化建设示范课例。',
        tag: 'kcjx',
      },
      { title: '百年党史中的青春力量', description: '讲述党史中青年楷模的奋斗故事。', tag: 'dsxx' },
    ],
  },
  {
    key: 'sport',
    name: '体育',
    sectionTitle: '体育锻炼',
    webUrl: '/sport',
    palette: ['#16a06a', '#5fd39a'],
    resourceType: 'assets_video',
    scope: 'twy',
    items: [
      {
        title: '大课间广播体操《七彩阳光》分解教学',
        description: '逐节分解动作要领，适合课间跟练。',
      },
      { title: '跳绳技巧进阶：从单摇到双摇', description: '循序渐进掌握双摇跳绳的发力与节奏。' },
      { title: '足球基本功：脚内侧传接球', description: '脚内侧传球与停球的动作要点和练习方法。' },
      { title: '篮球运球与变向突破', description: '体前变向、背后运球等技术动作示范。' },
      { title: '中长跑呼吸节奏与配速训练', description: '科学呼吸、合理配速，提升耐力水平。' },
      { title: '居家体能练习：十分钟核心力量', description: '无需器材的居家核心力量训练。' },
      { title: '排球正面双手垫球', description: '手型、击球部位与移动步法讲解。' },
      { title: '健身武术：五步拳', description: '五步拳完整套路教学与分解练习。' },
    ],
  },
  {
    key: 'art',
    name: '美育',
    sectionTitle: '美育课堂',
    webUrl: '/art',
    palette: ['#8a4fd6', '#d68ee8'],
    resourceType: 'assets_video',
    scope: 'twy',
    items: [
      {
        title: '走进民族音乐：二胡名曲《赛马》赏析',
        description: '聆听二胡名曲，感受草原赛马的热烈场面。',
      },
      { title: '水墨画入门：画竹', description: '学习中国画用笔用墨，画出挺拔的竹子。' },
      { title: '合唱基础：声部与呼吸', description: '合唱中的气息支撑与声部配合训练。' },
      { title: '剪纸艺术：团花的折剪方法', description: '体验传统剪纸，学习团花的折法与剪法。' },
      { title: '名画里的宋代生活：《清明上河图》', description: '从名画细节中读懂宋代市井生活。' },
      { title: '戏曲进校园：京剧脸谱的色彩', description: '认识京剧脸谱色彩所代表的人物性格。' },
      { title: '儿童舞蹈：《采茶舞》基本步伐', description: '民族民间舞蹈基本步伐与手位教学。' },
      { title: '陶艺体验：泥条盘筑小花瓶', description: '用泥条盘筑法完成一件陶艺作品。' },
    ],
  },
  {
    key: 'labourEdu',
    name: '劳动教育',
    sectionTitle: '劳动教育',
    webUrl: '/labourEdu',
    palette: ['#e07b1f', '#f5b85a'],
    resourceType: 'assets_video',
    scope: 'teach_training',
    // Only the four labour categories: the wisdom-and-skills zone and the navigation codes have
    // libraries of their own (LABOUR_ZONES), so each catalogue page's filter row shows only its
    // own categories (seed 000 §3; ledger CORE-CAT-06..08).
    catalog: [
      { code: 'xjptld', title: '日常生活劳动' },
      { code: 'zcwjjjd', title: '生产劳动' },
      { code: 'zmldz', title: '服务性劳动' },
      { code: 'ldjjyj', title: '劳动精神' },
    ],
    items: [
      {
        title: '整理与收纳：我的书桌我做主',
        description: '学会分类整理，养成良好生活习惯。',
        tag: 'xjptld',
      },
      {
        title: '学做家常菜：西红柿炒鸡蛋',
        description: '从备菜到出锅，完成一道家常菜。',
        tag: 'xjptld',
      },
      {
        title: '校园种植园：番茄的育苗与移栽',
        description: '在劳动实践中观察植物的生长过程。',
        tag: 'zcwjjjd',
      },
      {
        title: '木工入门：制作一个小书架',
        description: '认识常用木工工具，安全完成小制作。',
        tag: 'zcwjjjd',
      },
      {
        title: '传统工艺：竹编小篮',
        description: '体验竹编技艺，感受传统手工之美。',
        tag: 'zcwjjjd',
      },
      {
        title: '社区志愿服务：我是小小环保员',
        description: '走进社区，参与环保志愿服务。',
        tag: 'zmldz',
      },
      {
        title: '劳模故事：大国工匠的匠心',
        description: '讲述大国工匠精益求精的奋斗故事。',
        tag: 'ldjjyj',
        resource_type: 'x_article',
      },
      {
        title: '家庭劳动清单：四季大扫除',
        description: '和家人一起制定并完成家庭劳动清单。',
        tag: 'xjptld',
      },
    ],
  },
  {
    key: 'schoolService',
    name: '课后服务',
    sectionTitle: '课后服务',
    webUrl: '/schoolService',
    palette: ['#0e9aa7', '#5fd0c8'],
    resourceType: 'assets_video',
    scope: 'teach_training',
    catalog: [
      { code: 'kpjy', title: '科普教育' },
      { code: 'tydl', title: '体育锻炼' },
      { code: 'whys', title: '文化艺术' },
      { code: 'fywh', title: '非遗文化' },
      { code: 'jdyd', title: '经典阅读' },
      { code: 'yxsj', title: '影视赏析' },
      { code: 'ysjy', title: '研学实践' },
    ],
    items: [
      {
        title: '科学小实验：会跳舞的盐',
        description: '用声音让盐粒跳舞，探究声音的振动。',
        tag: 'kpjy',
      },
      {
        title: '经典诵读：《少年中国说》',
        description: '诵读经典篇章，感受少年担当。',
        tag: 'jdyd',
      },
      {
        title: '非遗传承：皮影戏的制作与表演',
        description: '动手制作皮影，体验传统戏剧艺术。',
        tag: 'fywh',
      },
      {
        title: '趣味编程：搭建我的第一个小游戏',
        description: '用图形化编程完成一个互动小游戏。',
        tag: 'kpjy',
      },
      {
        title: '天文观测入门：认识北斗七星',
        description: '学习辨认星座，了解北斗七星的用途。',
        tag: 'kpjy',
      },
      { title: '影视赏析：《闪闪的红星》', description: '经典影片赏析与观后交流。', tag: 'yxsj' },
      {
        title: '课后体育：花样跳绳',
        description: '多种花样跳绳动作教学，适合集体练习。',
        tag: 'tydl',
      },
      {
        title: '书法兴趣课：楷书基本笔画',
        description: '横、竖、撇、捺等基本笔画的书写要领。',
        tag: 'whys',
      },
    ],
  },
  {
    key: 'teacherTraining',
    name: '教师研修',
    sectionTitle: '教师研修',
    webUrl: '/teacherTraining',
    palette: ['#2f6bff', '#6fa3ff'],
    resourceType: 'assets_video',
    scope: 'teach_training',
    // All 19 teacher-course codes (ledger CORE-CAT-09): /teacherTrainingNav lists them as
    // column entries, each opening the library its environment maps it to.
    catalog: TEACHER_COURSE_COLUMNS.map(({ code, title }) => ({ code, title })),
    items: [
      {
        title: '2026年暑期教师研修专题：数字化赋能教学',
        description: '聚焦数字化转型，提升教师信息素养。',
        tag: 'zjjd',
      },
      {
        title: '新课标解读：义务教育语文课程标准（2022年版）',
        description: '专家解读新课标的核心素养与学习任务群。',
        tag: 'zjjd',
      },
      {
        title: '大单元教学设计与实施',
        description: '以大概念统领单元教学的设计路径。',
        tag: 'xkyx',
      },
      {
        title: '师德大讲堂：做新时代的大先生',
        description: '优秀教师讲述教书育人的初心与坚守。',
        tag: 'sddjt',
      },
      { title: '作业设计与减负提质', description: '分层作业与弹性作业的设计案例。', tag: 'xkyx' },
      {
        title: '人工智能助力课堂教学',
        description: '人工智能工具在备课与课堂中的应用。',
        tag: 'xkyx',
      },
      {
        title: '班主任工作艺术：家校沟通',
        description: '家校沟通的原则、方法与典型案例。',
        tag: 'jsfc',
      },
      {
        title: '跨学科主题学习的设计路径',
        description: '跨学科主题学习的选题、实施与评价。',
        tag: 'xkyx',
      },
      // One resource for each other column, so no category of /teacherTraining's filter row
      // leads to an empty list.
      ...TEACHER_COURSE_COLUMNS.filter(
        ({ code }) => !['zjjd', 'xkyx', 'sddjt', 'jsfc'].includes(code),
      ).map(({ code, items: [first] }) => ({ ...first, tag: code })),
    ],
  },
  {
    key: 'family',
    name: '家庭教育',
    sectionTitle: '家庭教育',
    webUrl: '/family',
    palette: ['#e0568b', '#f59ac0'],
    resourceType: 'assets_video',
    scope: 'teach_training',
    catalog: [
      { code: 'jygn', title: '家教观念' },
      { code: 'jyff', title: '家教方法' },
      { code: 'jyzd', title: '家教指导' },
    ],
    items: [
      {
        title: '家长如何陪伴孩子度过青春期',
        description: '理解青春期变化，做孩子的倾听者。',
        tag: 'jyff',
      },
      { title: '科学做好幼小衔接', description: '从生活、学习、社交三方面做好准备。', tag: 'jyzd' },
      { title: '培养孩子良好的阅读习惯', description: '亲子共读的方法与书目推荐。', tag: 'jyff' },
      {
        title: '合理使用电子产品：家庭约定怎么定',
        description: '和孩子一起制定使用电子产品的约定。',
        tag: 'jyff',
      },
      {
        title: '孩子厌学怎么办？',
        description: '分析厌学原因，帮助孩子重拾学习兴趣。',
        tag: 'jyzd',
      },
      { title: '家庭劳动教育从小事做起', description: '在家务劳动中培养责任感。', tag: 'jygn' },
      { title: '亲子沟通的五个小技巧', description: '好好说话，让沟通更有温度。', tag: 'jyff' },
      {
        title: '《家庭教育促进法》解读',
        description: '家长应知应会的家庭教育法律知识。',
        tag: 'jygn',
        resource_type: 'x_article',
      },
    ],
  },
  {
    key: 'eduReform',
    name: '教改实践经验',
    sectionTitle: '教改实践经验',
    webUrl: '/eduReform',
    palette: ['#3c4fb5', '#7f8fe6'],
    resourceType: 'x_article',
    scope: 'teach_training',
    catalog: [
      { code: 'djdy', title: '党建引领' },
      { code: 'sjgz', title: '“双减”工作' },
      { code: 'xqjy', title: '学前教育' },
      { code: 'ywjy', title: '义务教育' },
      { code: 'ptgz', title: '普通高中' },
      { code: 'tsjy', title: '特殊教育' },
      { code: 'jxgg', title: '教学改革' },
      { code: 'jyxxh', title: '教育信息化' },
      { code: 'zhgg', title: '综合改革' },
    ],
    items: [
      {
        title: '“双减”背景下的课后服务体系建设',
        description: '区域统筹课后服务资源的实践经验。',
        tag: 'sjgz',
      },
      {
        title: '数字化转型赋能教学改革',
        description: '以国家平台应用推动课堂教学变革。',
        tag: 'jyxxh',
      },
      {
        title: '县域普通高中振兴的实践探索',
        description: '县中托管帮扶与特色发展经验。',
        tag: 'ptgz',
      },
      {
        title: '集团化办学促进义务教育优质均衡',
        description: '以名校带新校、弱校的集团化办学实践。',
        tag: 'ywjy',
      },
      {
        title: '作业管理改革的区域经验',
        description: '作业总量控制与质量提升的制度设计。',
        tag: 'sjgz',
      },
      { title: '人工智能教育进课堂', description: '中小学人工智能课程的开设与评价。', tag: 'jxgg' },
      {
        title: '学前教育普及普惠的发展路径',
        description: '扩大普惠性学前教育资源的实践。',
        tag: 'xqjy',
      },
      {
        title: '特殊教育融合发展探索',
        description: '推进融合教育、完善支持保障体系。',
        tag: 'tsjy',
      },
    ],
  },
  {
    key: 'tchMaterial',
    name: '电子教材',
    sectionTitle: '电子教材',
    webUrl: '/tchMaterial',
    palette: ['#1d4f91', '#4a86d4'],
    resourceType: 'assets_document',
    scope: 'teach_training',
    items: [],
  },
  {
    key: 'syncClassroom',
    name: '课程教学',
    sectionTitle: '课程教学',
    webUrl: '/syncClassroom',
    palette: ['#1769d1', '#4fb0f0'],
    resourceType: 'x_smartlink',
    scope: 'teach_training',
    items: [],
  },
  {
    key: 'specialEdu',
    name: '特殊教育',
    sectionTitle: '特殊教育',
    webUrl: '/specialEdu',
    palette: ['#138c8c', '#59c9b8'],
    resourceType: 'assets_video',
    scope: 'teach_training',
    // The eight special-education codes in the spec's order (seed 000 §3; ledger CORE-CAT-01).
    catalog: [
      { code: 'tjfz', title: '特教发展' },
      { code: 'tjsz', title: '特教思政' },
      { code: 'tjjy', title: '特教教研' },
      { code: 'tjjc', title: '特教教材' },
      { code: 'rhjy', title: '融合教育' },
      { code: 'tjhd', title: '特教活动' },
      { code: 'txjs', title: '特教教师' },
      { code: 'xszy', title: '学生资源' },
    ],
    items: [
      {
        title: '融合教育：普通班级中的个别化支持',
        description: '随班就读学生的个别化教育计划制定。',
        tag: 'rhjy',
      },
      {
        title: '手语入门：日常交流常用手语',
        description: '学习问候、感谢等日常交流手语。',
        tag: 'xszy',
      },
      {
        title: '盲文基础：认识盲文点位',
        description: '认识六点制盲文的点位与拼写规则。',
        tag: 'xszy',
      },
      {
        title: '孤独症儿童的社交能力培养',
        description: '结构化教学在社交训练中的应用。',
        tag: 'txjs',
      },
      {
        title: '培智学校生活适应课：认识超市',
        description: '在情境中学习购物与生活自理。',
        tag: 'tjjc',
      },
      {
        title: '听障学生的言语康复训练',
        description: '听觉言语康复的方法与课堂活动。',
        tag: 'txjs',
      },
      {
        title: '特殊教育教具的制作与使用',
        description: '低成本教具的设计、制作与课堂使用。',
        tag: 'tjhd',
      },
      {
        title: '送教上门：家庭康复指导',
        description: '送教上门服务中的家庭康复指导要点。',
        tag: 'rhjy',
      },
      {
        title: '特殊教育发展提升行动解读',
        description: '特殊教育普及、融合与质量提升的重点任务。',
        tag: 'tjfz',
        resource_type: 'x_article',
      },
      {
        title: '特教学校思政课：我爱我的祖国',
        description: '用直观教具和情境活动上好特教学校思政课。',
        tag: 'tjsz',
      },
      {
        title: '培智学校生活语文的集体教研',
        description: '围绕生活语文单元开展的集体备课与评课。',
        tag: 'tjjy',
      },
    ],
  },
];

/**
 * Two placeholder items the real platform keeps in one library and the front end must never
 * show (seed 000 §7, §9). They live in the moral-education library; the ids must match
 * `libraryExclusions.excludedContentIds` of the local environment (site-configs/environments.json).
 */
export const SAMPLE_LIBRARY_KEY: SectionKey = 'sedu';
export const SAMPLE_CONTENT_IDS = ['sample-content-1', 'sample-content-2'];
/**
 * One item of the same library whose unit is withdrawn: the front end drops it by its unit id
 * (seed 000 §7 "a few unit ids filtered out"); the id must be in the local environment's
 * `libraryExclusions.excludedUnitIds`.
 */
export const WITHDRAWN_UNIT_ID = 'unit-withdrawn-1';
export const WITHDRAWN_UNIT_CONTENT_ID = 'sedu-withdrawn-unit';

export interface BannerSlide {
  id: string;
  title: string;
  description: string;
  resource_type: string;
  url?: string;
  palette: [string, string];
}

export const HOME_BANNER: BannerSlide[] = [
  {
    id: 'banner-first-lesson',
    title: '2026年秋季学期《开学第一课》',
    description: '与全国中小学生一起上好开学第一课',
    resource_type: 'assets_video',
    // An .m3u8 url makes the banner open in the video modal (seed 000 §2).
    url: '/svc/static/media/first-lesson/playlist.m3u8',
    palette: ['#b3262d', '#f0883e'],
  },
  {
    id: 'banner-teacher-summer',
    title: '2026年暑期教师研修专题',
    description: '数字化赋能教师专业发展',
    resource_type: 'x_url',
    url: '/teacherTrainingNav',
    palette: ['#1f4fd1', '#5ea2ff'],
  },
  {
    // A description that starts with http is the link target (seed 000 §2). The .example
    // host is reserved and never resolves: the stand-in has no external dependency.
    id: 'banner-reading',
    title: '书香校园 · 全民阅读行动',
    description: 'https://activity.smartedu.example/2026/reading',
    resource_type: 'x_article',
    palette: ['#0f7d6c', '#58c9a5'],
  },
  {
    id: 'banner-kpzy',
    title: '2026年全国中小学科普资源征集活动',
    description: '用科学点亮好奇心，欢迎师生踊跃参与',
    resource_type: 'x_url',
    url: '/hd/kpzy',
    palette: ['#243c99', '#7b5ce0'],
  },
];

/** The second channel of the landing page (seed 000 §2: the first two channels are shown). */
export const FEATURED_CHANNEL = {
  id: 'portal-featured',
  title: '精品推荐',
  sections: [
    // Titled like the first channel's 教师研修 navigation item, so it borrows that item's link
    // as its more-link on the landing page without a channel id (seed 000 §2).
    { id: 'sec-featured-teachers', title: '教师研修', key: 'teacherTraining' as SectionKey },
    { id: 'sec-featured-books', title: '教材资源', key: 'tchMaterial' as SectionKey },
  ],
  /** A section whose ext_param is not JSON: logged and not shown, the page stands (§5). */
  malformed: { id: 'sec-featured-malformed', title: '体育专题', key: 'sport' as SectionKey },
  tabs: {
    id: 'sec-featured-topics',
    title: '专题教育',
    children: [
      { id: 'sec-featured-topic-sedu', title: '德育专题', key: 'sedu' as SectionKey },
      { id: 'sec-featured-topic-family', title: '家庭教育专题', key: 'family' as SectionKey },
      { id: 'sec-featured-topic-special', title: '特殊教育专题', key: 'specialEdu' as SectionKey },
    ],
  },
};

/**
 * The two zones shown on /labourEdu beside the labour categories (seed 000 §3 wisdom aljj, jnsf,
 * cxcy; navigation odfa, zygg; ledger CORE-CAT-07, -08). Each is a library of its own
 * (`lib-portal-<key>`, environments.json `libraries.portal.<key>`): with them in the labour
 * library, the labour catalogue pages offered all nine categories as filters.
 */
export interface LabourZoneSeed {
  key: 'wisdom' | 'navigation';
  /** Library title. */
  title: string;
  catalog: { code: string; title: string }[];
  items: (AreaItem & { tag: string })[];
}

export const LABOUR_ZONES: LabourZoneSeed[] = [
  {
    key: 'wisdom',
    title: '智慧技能专区',
    catalog: [
      { code: 'aljj', title: '案例集锦' },
      { code: 'jnsf', title: '技能示范' },
      { code: 'cxcy', title: '创新创业' },
    ],
    items: [
      {
        title: '劳动教育优秀案例：校园农场的四季课程',
        description: '一所乡村小学把农场变成劳动课堂的实践案例。',
        tag: 'aljj',
        resource_type: 'x_article',
      },
      {
        title: '技能示范：安全使用手锯与电钻',
        description: '分步骤示范常用工具的安全操作要领。',
        tag: 'jnsf',
      },
      {
        title: '技能示范：家常面点的揉面与擀皮',
        description: '跟着示范学会揉面、醒面和擀饺子皮。',
        tag: 'jnsf',
      },
      {
        title: '创新创业：校园跳蚤市场的策划与运营',
        description: '学生团队从策划、定价到复盘的完整经历。',
        tag: 'cxcy',
      },
    ],
  },
  {
    key: 'navigation',
    title: '专题导航',
    catalog: [
      { code: 'odfa', title: '一地一案' },
      { code: 'zygg', title: '作业改革' },
    ],
    items: [
      {
        title: '一地一案：区域劳动教育实施方案',
        description: '区域统筹校内外劳动实践基地的实施方案。',
        tag: 'odfa',
        resource_type: 'x_article',
      },
      {
        title: '劳动作业改革：每周一次家庭劳动作业',
        description: '把家务劳动设计成可评价的家庭作业。',
        tag: 'zygg',
      },
    ],
  },
];
