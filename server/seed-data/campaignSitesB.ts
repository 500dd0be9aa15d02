/**
 * What five campaign sites show (seed 001 §1, §2; ledger CORE-CHAN-12), written by
 * `seedCampaignSitesB` on first start:
 *
 * - /hd/dndsstudent and /hd/dndsteacher (digital literacy, students and teachers): a banner, the
 *   活动动态 and 通知公告 lists (libraries `<key>-news`, `<key>-notice`, items open the site's
 *   /detail) and the works grid (`<key>-works`, opened by /show/content); contests
 *   `dnds2026-student`, `dnds2026-teacher` (常规项目) and `dnds2026-teacher-special` (专项);
 * - /hd/yz and /hd/tjjxj (special-education aids): a banner, a type-26 tabbed group of aid
 *   categories (their "own tabs of sections") and a news list (`<key>-news`, /hd/tjjxj/list);
 * - /hd/diaa (data contest): a banner, the contest list (a type-20 section whose ext_param holds
 *   the list config, DIAA_CONTEST_LIST) and 新闻通知 on the home; the 专家委员会, 活动说明 and
 *   成绩公布 libraries; the eight topic contests `diaa2024-t1` … `t8`, the overseas contest
 *   `diaa2024-overseas` and the topic covers and supporter logos the home's static topic cards
 *   show (`diaa-topic-<n>`, `diaa-support-<n>`). Their states (an ended topic with published
 *   results, an unpublished one) are seed-data/diaaContests.ts.
 *
 * Channel, library and contest ids are the `local` names of site-configs/environments.json.
 */
import type { CoverKind } from '../covers';
import { stableNumber, type Seeder } from '../db/seeder';
import { DAY_MS, fromPlatformTime } from '../time';

/** Content is dated back from here so lists look lived-in but stay deterministic. */
const EPOCH = fromPlatformTime('2026-09-01T09:00:00.000+0800');

interface Item {
  title: string;
  description: string;
  /** Works only: who made it. */
  author?: string;
}

interface Library {
  id: string;
  title: string;
  kind: 'article' | 'work' | 'aid' | 'banner';
  items: Item[];
  palette: [string, string];
}

interface SiteSeed {
  key: string;
  channelId: string;
  channelTitle: string;
  banner: Library;
  libraries: Library[];
  /** Sections in order: a list, a works grid, a tab group of libraries or a type-20 block. */
  sections: (
    | { kind: 'list' | 'works'; id: string; title: string; library: string }
    | { kind: 'tabs'; id: string; title: string; libraries: string[] }
    /** A custom block (type 20) whose ext_param text is `extParam` (the diaa contest list). */
    | { kind: 'custom'; id: string; title: string; extParam: object }
  )[];
}

const STUDENT: [string, string] = ['#1d4fd8', '#38bdf8'];
const TEACHER: [string, string] = ['#0f766e', '#34d399'];
const AIDS: [string, string] = ['#c2410c', '#fbbf24'];
const AIDS_B: [string, string] = ['#7c3aed', '#f472b6'];
const DATA: [string, string] = ['#1e3a8a', '#7c3aed'];

const dndsStudent: SiteSeed = {
  key: 'dndsstudent',
  channelId: 'dndsstudent-home',
  channelTitle: '全国中小学生数字素养提升活动',
  banner: {
    id: 'dndsstudent-banner',
    title: '学生活动轮播',
    kind: 'banner',
    palette: STUDENT,
    items: [
      {
        title: '2026年全国中小学生数字素养提升活动',
        description: '数字化学习 · 数字化创作 · 人工智能体验',
      },
      { title: '优秀学生作品展示', description: '看看同学们用数字技术讲述的故事' },
    ],
  },
  libraries: [
    {
      id: 'dndsstudent-news',
      title: '活动动态',
      kind: 'article',
      palette: STUDENT,
      items: [
        {
          title: '2026年全国中小学生数字素养提升活动正式启动',
          description: '活动围绕数字化学习与创作等主题开展',
        },
        {
          title: '北京市海淀区开展“数字小达人”校园展示周',
          description: '各校学生展示编程与数字创作成果',
        },
        {
          title: '浙江省举办中小学生人工智能体验营',
          description: '学生动手体验图像识别与语音交互',
        },
        {
          title: '四川省组织乡村学校学生线上数字素养课堂',
          description: '依托国家平台资源开展线上课堂',
        },
        {
          title: '广东省深圳市发布学生数字素养活动优秀组织单位名单',
          description: '表彰组织工作突出的学校',
        },
      ],
    },
    {
      id: 'dndsstudent-notice',
      title: '通知公告',
      kind: 'article',
      palette: STUDENT,
      items: [
        {
          title: '关于开展2026年全国中小学生数字素养提升活动的通知',
          description: '活动安排、参与方式与时间节点',
        },
        {
          title: '学生作品提交格式与命名规范说明',
          description: '视频、文档与程序作品的提交要求',
        },
        {
          title: '关于延长学生作品提交时间的公告',
          description: '作品提交截止时间延长至10月31日',
        },
        {
          title: '数字素养提升活动学生报名常见问题解答',
          description: '报名、认证与作品上传的常见问题',
        },
      ],
    },
    {
      id: 'dndsstudent-works',
      title: '学生作品',
      kind: 'work',
      palette: STUDENT,
      items: [
        { title: '我的家乡数字地图', description: '用地图工具记录家乡变化', author: '王子涵' },
        { title: '垃圾分类小助手程序', description: '图形化编程作品', author: '李思远' },
        { title: '校园植物识别图鉴', description: '用拍照识别整理校园植物', author: '陈雨桐' },
        { title: '网络安全我知道', description: '网络安全主题动画短片', author: '张一诺' },
        { title: '用数据看我的一周', description: '个人作息数据可视化', author: '刘梓萱' },
        { title: '智能浇花装置', description: '传感器与开源硬件作品', author: '赵明轩' },
      ],
    },
  ],
  sections: [
    { kind: 'list', id: 'sec-dndsstudent-news', title: '活动动态', library: 'dndsstudent-news' },
    {
      kind: 'list',
      id: 'sec-dndsstudent-notice',
      title: '通知公告',
      library: 'dndsstudent-notice',
    },
    { kind: 'works', id: 'sec-dndsstudent-works', title: '优秀作品', library: 'dndsstudent-works' },
  ],
};

const dndsTeacher: SiteSeed = {
  key: 'dndsteacher',
  channelId: 'dndsteacher-home',
  channelTitle: '全国中小学教师数字素养提升活动',
  banner: {
    id: 'dndsteacher-banner',
    title: '教师活动轮播',
    kind: 'banner',
    palette: TEACHER,
    items: [
      {
        title: '2026年全国中小学教师数字素养提升活动',
        description: '数字化教学设计 · 智能技术赋能课堂',
      },
      { title: '人工智能赋能教学专项征集', description: '专项报名现已开放' },
    ],
  },
  libraries: [
    {
      id: 'dndsteacher-news',
      title: '活动动态',
      kind: 'article',
      palette: TEACHER,
      items: [
        {
          title: '2026年全国中小学教师数字素养提升活动启动会召开',
          description: '部署常规项目与专项工作',
        },
        {
          title: '江苏省开展教师数字化教学设计专题培训',
          description: '覆盖全省三千余名骨干教师',
        },
        {
          title: '湖北省举办人工智能赋能课堂教学观摩活动',
          description: '十余节智能课堂现场展示',
        },
        {
          title: '山东省青岛市建设教师数字素养研修共同体',
          description: '区域协同推进教师数字化研修',
        },
        {
          title: '甘肃省组织乡村教师数字资源应用能力提升行动',
          description: '送教下乡与线上研修相结合',
        },
      ],
    },
    {
      id: 'dndsteacher-notice',
      title: '通知公告',
      kind: 'article',
      palette: TEACHER,
      items: [
        {
          title: '关于开展2026年全国中小学教师数字素养提升活动的通知',
          description: '常规项目与专项的安排',
        },
        {
          title: '人工智能赋能教学专项申报指南',
          description: '专项申报条件与材料要求',
        },
        {
          title: '教师案例作品评审标准（2026年版）',
          description: '评审维度与评分说明',
        },
        {
          title: '关于教师报名信息审核结果查询的说明',
          description: '在“我的报名”中查看审核状态',
        },
      ],
    },
    {
      id: 'dndsteacher-works',
      title: '教师作品',
      kind: 'work',
      palette: TEACHER,
      items: [
        { title: '基于数据分析的初中数学单元复习设计', description: '教学案例', author: '周敏' },
        { title: '小学科学“月相变化”虚拟实验微课', description: '微课作品', author: '吴海燕' },
        {
          title: '高中英语读写结合智能批改实践',
          description: '人工智能专项案例',
          author: '郑凯',
        },
        { title: '语文跨学科主题学习数字资源包', description: '资源开发', author: '孙丽' },
        { title: '信息科技课堂中的生成式人工智能应用', description: '专项案例', author: '黄磊' },
      ],
    },
  ],
  sections: [
    { kind: 'list', id: 'sec-dndsteacher-news', title: '活动动态', library: 'dndsteacher-news' },
    {
      kind: 'list',
      id: 'sec-dndsteacher-notice',
      title: '通知公告',
      library: 'dndsteacher-notice',
    },
    { kind: 'works', id: 'sec-dndsteacher-works', title: '优秀案例', library: 'dndsteacher-works' },
  ],
};

const aidItems = (names: [string, string][]): Item[] =>
  names.map(([title, description]) => ({ title, description }));

const yz: SiteSeed = {
  key: 'yz',
  channelId: 'yz-home',
  channelTitle: '特殊教育优秀教具展示',
  banner: {
    id: 'yz-banner',
    title: '教具展示轮播',
    kind: 'banner',
    palette: AIDS,
    items: [
      { title: '特殊教育优秀教具展示', description: '教师自制教具 · 分类展示 · 交流共享' },
      { title: '让每个孩子都能享有公平而有质量的教育', description: '特殊教育教具研发成果' },
    ],
  },
  libraries: [
    {
      id: 'yz-visual',
      title: '视障教育',
      kind: 'aid',
      palette: AIDS,
      items: aidItems([
        ['盲文拼读触摸板', '帮助视障学生练习盲文拼读'],
        ['立体几何触觉模型', '可拆分的几何体触摸教具'],
        ['有声计算器教学套件', '语音播报的数学学习工具'],
        ['触觉中国地图', '凹凸标注省界与河流'],
      ]),
    },
    {
      id: 'yz-hearing',
      title: '听障教育',
      kind: 'aid',
      palette: AIDS,
      items: aidItems([
        ['看话训练口型卡', '配合镜子练习口型识别'],
        ['声音可视化振动台', '把声音变成看得见的振动'],
        ['手语词汇翻翻书', '常用手语词汇图解'],
        ['节奏感知发光鼓', '用灯光提示节拍'],
      ]),
    },
    {
      id: 'yz-intellectual',
      title: '智力障碍教育',
      kind: 'aid',
      palette: AIDS,
      items: aidItems([
        ['生活数学购物模拟盒', '在模拟购物中认识人民币'],
        ['穿衣系扣训练板', '练习扣扣子与拉拉链'],
        ['时间认知转盘', '认识一天的作息时间'],
        ['分类配对磁力板', '颜色与形状的分类练习'],
        ['情景沟通图卡', '日常生活情景对话'],
      ]),
    },
    {
      id: 'yz-autism',
      title: '孤独症教育',
      kind: 'aid',
      palette: AIDS,
      items: aidItems([
        ['视觉日程表', '用图片呈现一天的安排'],
        ['情绪认知表情轮', '认识和表达情绪'],
        ['感统训练平衡步道', '改善前庭与本体觉'],
        ['社交故事绘本套装', '学习社交规则的故事'],
      ]),
    },
    {
      id: 'yz-news',
      title: '资讯动态',
      kind: 'article',
      palette: AIDS,
      items: aidItems([
        ['特殊教育优秀教具展示活动作品遴选结果公布', '共遴选优秀教具二百余件'],
        ['北京市盲人学校教具研发团队经验分享', '从课堂需求出发研发教具'],
        ['上海市开展培智学校教具应用现场观摩', '十所学校展示课堂应用'],
        ['广西壮族自治区特殊教育教具巡展走进县区', '覆盖十四个设区市'],
      ]),
    },
  ],
  sections: [
    {
      kind: 'tabs',
      id: 'sec-yz-aids',
      title: '教具展示',
      libraries: ['yz-visual', 'yz-hearing', 'yz-intellectual', 'yz-autism'],
    },
    { kind: 'list', id: 'sec-yz-news', title: '资讯动态', library: 'yz-news' },
  ],
};

const tjjxj: SiteSeed = {
  key: 'tjjxj',
  channelId: 'tjjxj-home',
  channelTitle: '特殊教育教具学具征集展示',
  banner: {
    id: 'tjjxj-banner',
    title: '征集展示轮播',
    kind: 'banner',
    palette: AIDS_B,
    items: [
      { title: '特殊教育教具学具征集展示', description: '面向特殊教育学校与随班就读学校' },
      { title: '入选作品展示', description: '看看老师和同学们的巧思' },
    ],
  },
  libraries: [
    {
      id: 'tjjxj-aids',
      title: '教具学具',
      kind: 'aid',
      palette: AIDS_B,
      items: aidItems([
        ['多感官识字积木', '触摸、发声与图片结合的识字积木'],
        ['可调节握笔辅助器', '帮助精细动作困难的学生书写'],
        ['认知训练电子沙盘', '互动投影的认知游戏'],
        ['数与量对应串珠', '理解数量关系的操作学具'],
        ['言语康复发音镜', '配合发音练习的镜面学具'],
      ]),
    },
    {
      id: 'tjjxj-cases',
      title: '应用案例',
      kind: 'aid',
      palette: AIDS_B,
      items: aidItems([
        ['随班就读课堂中的视觉支持策略', '普通学校融合教育案例'],
        ['培智学校生活语文教具应用', '教具在语文课中的使用'],
        ['送教上门中的便携学具包', '为重度残疾学生送教'],
        ['资源教室个别化训练实录', '资源教室学具应用'],
      ]),
    },
    {
      id: 'tjjxj-results',
      title: '评审结果',
      kind: 'aid',
      palette: AIDS_B,
      items: aidItems([
        ['一等奖作品名单', '共四十件作品获一等奖'],
        ['二等奖作品名单', '共八十件作品获二等奖'],
        ['优秀组织单位名单', '二十个单位获评'],
        ['优秀指导教师名单', '六十名教师获评'],
      ]),
    },
    {
      id: 'tjjxj-news',
      title: '通知资讯',
      kind: 'article',
      palette: AIDS_B,
      items: aidItems([
        ['关于开展特殊教育教具学具征集展示活动的通知', '征集范围、要求与时间安排'],
        ['教具学具作品提交与展示说明', '作品图片、视频与说明文档要求'],
        ['征集展示活动专家评审工作顺利完成', '来自全国的专家参与评审'],
        ['特殊教育教具学具征集展示活动评审结果公示', '公示期为五个工作日'],
        ['河南省组织特殊教育学校参加教具学具征集', '全省百余所学校参加'],
      ]),
    },
  ],
  sections: [
    {
      kind: 'tabs',
      id: 'sec-tjjxj-show',
      title: '征集展示',
      libraries: ['tjjxj-aids', 'tjjxj-cases', 'tjjxj-results'],
    },
    { kind: 'list', id: 'sec-tjjxj-news', title: '通知资讯', library: 'tjjxj-news' },
  ],
};

/** The overseas entry of the diaa contest list (A-49: its own 海外 group). */
export const DIAA_OVERSEAS_CONTEST_ID = 'diaa2024-overseas';
/** Topic 7's external participate link (status 5): a reserved .example host, never fetched. */
export const DIAA_EXTERNAL_LINK = 'https://ext.example/diaa-t7';
/**
 * The list status of topics 1…8 (seed 001 §4): every status 0–5 appears at least once on the
 * home. Topic 4 (status 4, ended) has published results (seed-data/diaaContests.ts), topic 6
 * (status 0) is an unpublished contest.
 */
export const DIAA_TOPIC_STATUSES = [1, 1, 3, 4, 2, 0, 5, 1] as const;
const diaaTopicId = (n: number) => `diaa2024-t${n}`;

/**
 * The contest list config of the diaa home (seed 001 §3): JSON text in the ext_param of a
 * type-20 section, rendered by blocks/contest-list. `contest_ids` are the eight topics in topic
 * order (an entry's score link is `score?pos=` its 1-based place there, A-48).
 */
export const DIAA_CONTEST_LIST = {
  contests: [
    ...DIAA_TOPIC_STATUSES.map((status, i) => ({
      contest_id: diaaTopicId(i + 1),
      status,
      ...(status === 5 ? { link: DIAA_EXTERNAL_LINK } : {}),
    })),
    { contest_id: DIAA_OVERSEAS_CONTEST_ID, status: 1 },
  ],
  contest_ids: DIAA_TOPIC_STATUSES.map((_, i) => diaaTopicId(i + 1)),
  overseas_contest_ids: [DIAA_OVERSEAS_CONTEST_ID],
};

const diaa: SiteSeed = {
  key: 'diaa',
  channelId: 'diaa-home',
  channelTitle: '全国中小学教育数据创新应用大赛',
  banner: {
    id: 'diaa-banner',
    title: '大赛轮播',
    kind: 'banner',
    palette: DATA,
    items: [
      { title: '全国中小学教育数据创新应用大赛', description: '八大赛题 · 开放数据 · 创新应用' },
      { title: '赛题报名进行中', description: '2026年9月1日至10月15日' },
    ],
  },
  libraries: [
    {
      id: 'diaa-news',
      title: '新闻通知',
      kind: 'article',
      palette: DATA,
      items: aidItems([
        ['关于举办全国中小学教育数据创新应用大赛的通知', '大赛安排与八个赛题'],
        ['大赛赛题数据集开放申请说明', '脱敏数据的申请与使用'],
        ['大赛线上宣讲会在京举行', '专家解读八个赛题'],
        ['关于初赛作品提交的补充通知', '作品格式与提交方式'],
        ['大赛初赛评审工作启动', '专家委员会开展评审'],
      ]),
    },
    {
      id: 'diaa-experts',
      title: '专家委员会',
      kind: 'article',
      palette: DATA,
      items: aidItems([
        ['主任委员：王建华 教授（北京师范大学）', '教育技术学'],
        ['副主任委员：李晓明 研究员（中国教育科学研究院）', '教育统计与测量'],
        ['委员：陈志强 教授（清华大学）', '数据科学与人工智能'],
        ['委员：刘芳 教授（华东师范大学）', '学习分析'],
        ['委员：赵磊 高级工程师（中央电化教育馆）', '教育信息化'],
      ]),
    },
    {
      id: 'diaa-explain',
      title: '活动说明',
      kind: 'article',
      palette: DATA,
      items: aidItems([
        ['大赛章程', '宗旨、组织机构与参赛要求'],
        ['数据使用协议', '数据安全与使用范围'],
        ['评审办法', '评审流程与评分标准'],
        ['知识产权声明', '作品权属与使用授权'],
      ]),
    },
    {
      id: 'diaa-score',
      title: '成绩公布',
      kind: 'article',
      palette: DATA,
      items: aidItems([
        ['赛题一：精品课视频资源分析 初赛成绩公布', '晋级决赛队伍名单'],
        ['赛题二：多模态试题知识点标注 初赛成绩公布', '晋级决赛队伍名单'],
        ['赛题五：个性化行为预测 初赛成绩公布', '晋级决赛队伍名单'],
        ['赛题八：生成式人工智能教学创新 初赛成绩公布', '晋级决赛队伍名单'],
      ]),
    },
  ],
  sections: [
    { kind: 'custom', id: 'sec-diaa-contests', title: '大赛活动', extParam: DIAA_CONTEST_LIST },
    { kind: 'list', id: 'sec-diaa-news', title: '新闻通知', library: 'diaa-news' },
  ],
};

export const CAMPAIGN_SITES_B: SiteSeed[] = [dndsStudent, dndsTeacher, yz, tjjxj, diaa];

/** The eight diaa topics' covers and supporter logos, drawn by the cover service. */
const DIAA_TOPIC_COVERS = [
  ['精品课视频资源分析', '中央电化教育馆'],
  ['多模态试题知识点标注', '北京师范大学'],
  ['教学课件内容识别与分类', '华东师范大学'],
  ['基于行为的用户属性理解', '华中师范大学'],
  ['个性化行为预测', '东北师范大学'],
  ['数据可视化创意作品', '中国教育科学研究院'],
  ['大模型技术与教育创新设计', '清华大学'],
  ['生成式人工智能教学创新', '中央电化教育馆'],
];

export function seedCampaignSitesB(seeder: Seeder): void {
  const cover = (
    name: string,
    kind: CoverKind,
    title: string,
    subtitle: string,
    [from, to]: [string, string],
  ) => seeder.cover({ name, kind, title, subtitle, color_from: from, color_to: to });

  const seedLibrary = (site: SiteSeed, library: Library) => {
    seeder.library(library.id, library.title);
    library.items.forEach((item, i) => {
      const id = `${library.id}-${String(i + 1).padStart(3, '0')}`;
      // Alternate the two palette colours so neighbouring cards are told apart.
      const palette: [string, string] =
        i % 2 ? [library.palette[1], library.palette[0]] : library.palette;
      const kind: CoverKind = library.kind === 'banner' ? 'banner' : 'card';
      const subtitle = item.author ? `${item.author} · ${item.description}` : item.description;
      const url =
        library.kind === 'article'
          ? `/hd/${site.key}/detail?contentId=${id}&contentType=article&libraryId=${library.id}`
          : library.kind === 'banner'
            ? `/hd/${site.key}`
            : undefined;
      const n = stableNumber(id);
      seeder.content(
        library.id,
        i,
        {
          id,
          title: item.title,
          description: item.description,
          resource_type:
            library.kind === 'article'
              ? 'x_article'
              : library.kind === 'banner'
                ? 'x_url'
                : 'x_document',
          cover_url: cover(id, kind, item.title, subtitle, palette),
          create_time: EPOCH - (i + 1) * DAY_MS,
          ...(library.kind === 'banner' ? { mainColor: palette[0] } : {}),
          extra: {
            source: '国家中小学智慧教育平台',
            brief_introduction: item.description,
            providers: [{ name: '国家中小学智慧教育平台' }],
            ...(item.author ? { author: item.author, work_id: id } : {}),
            ...(url ? { url } : {}),
          },
        },
        // Their own formula (smaller than the portal's), so their cards' counts stay as they were.
        {
          base_like_count: 50 + (n % 9000),
          total_uv: 1000 + (n % 90000),
          open_class_live_count: 0,
        },
      );
    });
  };

  const listSection = (id: string, title: string, libraryId: string, data: object = {}) => ({
    type: 12,
    setting: {
      data: {
        title,
        library_id: libraryId,
        show_more_data: { show_more: 1, library_id: libraryId },
        ...data,
      },
      display: { title, is_title_show: true },
    },
    id,
  });

  CAMPAIGN_SITES_B.forEach((site, siteIndex) => {
    seeder.channel(site.channelId, site.channelTitle, 'hd', 120 + siteIndex, {
      name: site.key,
      web_url: `/hd/${site.key}`,
    });
    seedLibrary(site, site.banner);
    site.libraries.forEach((library) => seedLibrary(site, library));
    const titleOf = (id: string) => site.libraries.find((library) => library.id === id)!.title;

    seeder.section(site.channelId, 0, {
      id: `sec-${site.key}-banner`,
      type: 11,
      setting: {
        data: { title: site.banner.title, library_id: site.banner.id },
        display: { title: site.banner.title, is_title_show: false },
      },
    });
    site.sections.forEach((entry, i) => {
      if (entry.kind === 'custom') {
        seeder.section(site.channelId, i + 1, {
          id: entry.id,
          type: 20,
          setting: {
            data: { title: entry.title, ext_param: JSON.stringify(entry.extParam) },
            display: { title: entry.title, is_title_show: true },
          },
        });
        return;
      }
      if (entry.kind === 'tabs') {
        seeder.section(site.channelId, i + 1, {
          id: entry.id,
          type: 26,
          setting: {
            data: { title: entry.title },
            display: { title: entry.title, is_title_show: true },
          },
        });
        entry.libraries.forEach((libraryId, j) =>
          seeder.section(
            site.channelId,
            j,
            listSection(`${entry.id}-${j + 1}`, titleOf(libraryId), libraryId),
            entry.id,
          ),
        );
        return;
      }
      seeder.section(
        site.channelId,
        i + 1,
        listSection(
          entry.id,
          entry.title,
          entry.library,
          entry.kind === 'works' ? { useWorks: true } : { isArtical: true },
        ),
      );
    });
  });

  DIAA_TOPIC_COVERS.forEach(([title, supporter], i) => {
    cover(
      `diaa-topic-${i + 1}`,
      'card',
      `赛题${i + 1}`,
      title,
      i % 2 ? ['#7c3aed', DATA[0]] : DATA,
    );
    cover(`diaa-support-${i + 1}`, 'icon', supporter.slice(0, 2), '', ['#2563eb', '#60a5fa']);
  });
}
