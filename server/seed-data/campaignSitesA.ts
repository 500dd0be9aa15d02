/**
 * Channels, libraries and contests of five campaign sites (seed 001 §1, §2; ledger CORE-CHAN-12,
 * HD-SITE-01/03..08/13/27, HD-SXJ-01..07): the Chinese dream action (/hd/zgm), the three
 * editions of 中华经典诵写讲大赛 (/hd/sxj, /hd/b-sxj, /hd/c-sxj) and the digital-literacy home
 * (/hd/dnds). Each site's home renders the sections of its own channel; the recitation contest
 * pages run their gates against the activity ids of seed 001 §3.
 */
import { portalStats, type Seeder } from '../db/seeder';
import { DAY_MS, fromPlatformTime } from '../time';

/** Seed content is dated from here backwards, like the rest of the stand-in's content. */
const CONTENT_EPOCH = fromPlatformTime('2026-09-01T09:00:00.000+0800');

export const ZGM_CHANNEL_ID = 'zgm-home';
export const DNDS_CHANNEL_ID = 'dnds-home';

interface Item {
  id: string;
  title: string;
  /** Article summary (the derived article body) or card subtitle. */
  summary: string;
  resource_type: 'x_article' | 'x_audio_video' | 'x_url';
  url?: string;
  source?: string;
}

interface Slide {
  id: string;
  title: string;
  description: string;
  url: string;
}

const ZGM_PALETTE: [string, string] = ['#b3261e', '#e8833a'];
const SXJ_PALETTE: [string, string] = ['#7a2e1f', '#c58b3c'];
const DNDS_PALETTE: [string, string] = ['#1d4ed8', '#06b6d4'];

const ZGM_BANNER: Slide[] = [
  {
    id: 'zgm-banner-main',
    title: '“中国梦”主题教育实践活动',
    description: '少年强则国强——讲述我和祖国共同成长的故事',
    url: '/hd/zgm/list?libraryId=zgm-news',
  },
  {
    id: 'zgm-banner-video',
    title: '视频展播：我心中的中国梦',
    description: '全国中小学生优秀作品线上展播',
    url: '/hd/zgm/list?libraryId=zgm-videos',
  },
];

const ZGM_NEWS: Item[] = [
  {
    id: 'zgm-news-001',
    title: '关于开展2026年“中国梦”主题教育实践活动的通知',
    summary:
      '活动面向全国中小学生，围绕“少年强则国强”主题，通过主题班会、寻访红色足迹、作品创作与展播等形式开展，9月启动，12月结束。',
    resource_type: 'x_article',
    source: '教育部基础教育司',
  },
  {
    id: 'zgm-news-002',
    title: '“中国梦”主题教育实践活动线上启动仪式在京举行',
    summary:
      '启动仪式通过国家中小学智慧教育平台同步直播，来自各地的学生代表分享了参与志愿服务和科技创新的成长故事。',
    resource_type: 'x_article',
  },
  {
    id: 'zgm-news-003',
    title: '北京市中小学积极开展“中国梦·我的梦”主题班会',
    summary:
      '全市中小学以班级为单位组织主题班会，学生们用演讲、情景剧和手抄报等形式表达对祖国的热爱和对未来的憧憬。',
    resource_type: 'x_article',
  },
  {
    id: 'zgm-news-004',
    title: '活动作品征集要求与评选办法',
    summary:
      '作品分为征文、绘画、微视频三类，每位学生限报一件作品；由专家组按思想性、艺术性和创新性进行评选。',
    resource_type: 'x_article',
  },
  {
    id: 'zgm-news-005',
    title: '浙江省组织学生走进红色教育基地 讲述身边的中国梦故事',
    summary:
      '各地学校组织学生走进革命纪念馆和乡村振兴示范村，寻访老党员、劳动模范，记录身边的奋斗故事。',
    resource_type: 'x_article',
  },
  {
    id: 'zgm-news-006',
    title: '关于活动证书发放及查询方式的说明',
    summary: '完成活动的学生可登录平台，在“我的证书”中查看并下载电子证书；证书信息以平台记录为准。',
    resource_type: 'x_article',
  },
];

const ZGM_VIDEOS: Item[] = [
  {
    id: 'zgm-video-001',
    title: '我心中的中国梦——小学组诗朗诵',
    summary: '湖南省长沙市育英小学',
    resource_type: 'x_audio_video',
  },
  {
    id: 'zgm-video-002',
    title: '追梦少年：航天科技社团的一天',
    summary: '陕西省西安市铁一中学',
    resource_type: 'x_audio_video',
  },
  {
    id: 'zgm-video-003',
    title: '红色足迹寻访微纪录片',
    summary: '江西省瑞金市第一中学',
    resource_type: 'x_audio_video',
  },
  {
    id: 'zgm-video-004',
    title: '家乡新变化——乡村振兴里的中国梦',
    summary: '贵州省黔东南州榕江县第一小学',
    resource_type: 'x_audio_video',
  },
  {
    id: 'zgm-video-005',
    title: '我与祖国共成长 合唱展演',
    summary: '山东省青岛市实验小学',
    resource_type: 'x_audio_video',
  },
  {
    id: 'zgm-video-006',
    title: '强国有我——中学组主题演讲',
    summary: '四川省成都市第七中学',
    resource_type: 'x_audio_video',
  },
];

/** One edition of 中华经典诵写讲大赛: its key, activity ids (seed 001 §3) and news. */
interface RecitationEdition {
  key: 'sxj' | 'b-sxj' | 'c-sxj';
  /** recitation, explanation, writing, seal carving (seed 001 §3). */
  contestIds: [string, string, string, string];
  banner: Slide;
  news: Item[];
  /** Edition c only: the award-works grid (seed 001 §2 Recitation contest, HD-SXJ-07). */
  awards?: Item[];
}

const CONTEST_NAMES: [string, string, string, string] = [
  '诵读大赛',
  '讲解大赛',
  '书写大赛',
  '篆刻大赛',
];
const CONTEST_CODES = ['sdds', 'jjds', 'sxds', 'zkds'] as const;
const CONTEST_ICON_COLOURS: [string, string][] = [
  ['#b3261e', '#e8833a'],
  ['#1f6f5c', '#5fb49c'],
  ['#243c99', '#7b5ce0'],
  ['#7a2e1f', '#c58b3c'],
];

const RECITATION_EDITIONS: RecitationEdition[] = [
  {
    key: 'sxj',
    contestIds: ['113', '114', '115', '116'],
    banner: {
      id: 'sxj-banner-main',
      title: '第六届中华经典诵写讲大赛',
      description: '诵读中国 · 诗教中国 · 笔墨中国 · 印记中国',
      url: '/hd/sxj/explain',
    },
    news: [
      {
        id: 'sxj-news-001',
        title: '关于举办第六届中华经典诵写讲大赛的通知',
        summary:
          '大赛设诵读、讲解、书写、篆刻四项赛事，面向大中小学生、教师及社会人士，报名与作品提交均在平台进行。',
        resource_type: 'x_article',
        source: '教育部语言文字应用管理司',
      },
      {
        id: 'sxj-news-002',
        title: '第六届中华经典诵写讲大赛启动仪式在京举行',
        summary:
          '启动仪式上发布了大赛章程和参赛指南，往届获奖选手代表现场展示了经典诵读与书法作品。',
        resource_type: 'x_article',
      },
      {
        id: 'sxj-news-003',
        title: '“诵读中国”经典诵读大赛参赛指南',
        summary: '参赛作品为诵读视频，时长不超过5分钟，须为本人诵读，背景音乐不得含有歌词。',
        resource_type: 'x_article',
      },
      {
        id: 'sxj-news-004',
        title: '“笔墨中国”汉字书写大赛作品要求及评审标准',
        summary: '毛笔作品尺幅不超过四尺整张，硬笔作品使用A4或A3纸；书写内容须为中华经典诗文。',
        resource_type: 'x_article',
      },
      {
        id: 'sxj-news-005',
        title: '“印记中国”篆刻大赛作品提交常见问题解答',
        summary: '每位作者提交印蜕不少于3方，须附边款拓片及原石照片，印文内容取自中华经典名句。',
        resource_type: 'x_article',
      },
      {
        id: 'sxj-news-006',
        title: '“诗教中国”诗词讲解大赛初测结果公示',
        summary: '初测结果现予公示，公示期5个工作日；通过初测的选手请按通知参加复测。',
        resource_type: 'x_article',
      },
    ],
  },
  {
    key: 'b-sxj',
    contestIds: ['117', '124', '125', '126'],
    banner: {
      id: 'b-sxj-banner-main',
      title: '中华经典诵写讲大赛',
      description: '传承中华优秀传统文化 弘扬中华经典之美',
      url: '/hd/b-sxj/explain',
    },
    news: [
      {
        id: 'b-sxj-news-001',
        title: '关于做好中华经典诵写讲大赛组织报名工作的通知',
        summary: '请各地教育部门做好宣传动员，指导学校和教师在规定时间内通过平台完成报名。',
        resource_type: 'x_article',
        source: '大赛组委会',
      },
      {
        id: 'b-sxj-news-002',
        title: '诵读大赛复测安排及注意事项',
        summary: '复测采用线上方式进行，选手须按时登录平台，现场诵读指定篇目并完成录制。',
        resource_type: 'x_article',
      },
      {
        id: 'b-sxj-news-003',
        title: '讲解大赛参赛作品上传指南',
        summary: '讲解视频须为横屏拍摄，画面清晰，分辨率不低于1080P，文件大小不超过500MB。',
        resource_type: 'x_article',
      },
      {
        id: 'b-sxj-news-004',
        title: '书写大赛硬笔、毛笔作品规格说明',
        summary: '作品须拍摄或扫描为彩色图片上传，画面完整、无遮挡，不得进行美化处理。',
        resource_type: 'x_article',
      },
      {
        id: 'b-sxj-news-005',
        title: '篆刻大赛印稿及边款拍摄要求',
        summary: '印蜕须钤盖于白色宣纸上，边款拓片与原石照片分别拍摄，统一上传至作品附件。',
        resource_type: 'x_article',
      },
      {
        id: 'b-sxj-news-006',
        title: '大赛评审专家委员会名单公布',
        summary: '评审专家委员会由语言文字、书法篆刻和教育领域专家组成，负责各项赛事的复评与终评。',
        resource_type: 'x_article',
      },
    ],
  },
  {
    key: 'c-sxj',
    contestIds: ['118', '132', '127', '133'],
    banner: {
      id: 'c-sxj-banner-main',
      title: '中华经典诵写讲大赛 获奖作品展示',
      description: '以声传情 以笔寄意 以刀刻心',
      url: '/hd/c-sxj/news',
    },
    news: [
      {
        id: 'c-sxj-news-001',
        title: '中华经典诵写讲大赛获奖作品展示上线',
        summary: '四项赛事的获奖作品已在平台集中展示，欢迎广大师生观摩学习。',
        resource_type: 'x_article',
        source: '大赛组委会',
      },
      {
        id: 'c-sxj-news-002',
        title: '关于公布诵读大赛获奖名单的通知',
        summary: '经初评、复评和终评，共评出一等奖、二等奖、三等奖及优秀指导教师若干名。',
        resource_type: 'x_article',
      },
      {
        id: 'c-sxj-news-003',
        title: '讲解大赛优秀作品巡展安排',
        summary: '优秀讲解作品将在各地中小学开展巡展，并在平台“获奖作品”栏目长期展示。',
        resource_type: 'x_article',
      },
      {
        id: 'c-sxj-news-004',
        title: '书写大赛获奖证书发放说明',
        summary: '获奖者可登录平台在“证书查询”中输入姓名和证书编号，查询并下载电子证书。',
        resource_type: 'x_article',
      },
      {
        id: 'c-sxj-news-005',
        title: '篆刻大赛优秀作品集编印工作启动',
        summary: '组委会将从获奖作品中遴选优秀篆刻作品，编印作品集并赠送给获奖者和指导教师。',
        resource_type: 'x_article',
      },
      {
        id: 'c-sxj-news-006',
        title: '大赛总结交流会在京召开',
        summary: '交流会总结了本届大赛组织经验，获奖选手和指导教师代表分享了参赛体会。',
        resource_type: 'x_article',
      },
    ],
    awards: [
      {
        id: 'c-sxj-award-001',
        title: '诵读《少年中国说》（小学组一等奖）',
        summary: '浙江省杭州市天长小学',
        source: '浙江省杭州市天长小学',
        resource_type: 'x_audio_video',
      },
      {
        id: 'c-sxj-award-002',
        title: '讲解《将进酒》（高中组一等奖）',
        summary: '江苏省南京市金陵中学',
        source: '江苏省南京市金陵中学',
        resource_type: 'x_url',
        url: 'https://jingdian.smartedu.example/works/jjds-2026-001',
      },
      {
        id: 'c-sxj-award-003',
        title: '硬笔书法《岳阳楼记》节选（初中组一等奖）',
        summary: '河南省郑州市第八中学',
        source: '河南省郑州市第八中学',
        resource_type: 'x_audio_video',
      },
      {
        id: 'c-sxj-award-004',
        title: '篆刻《自强不息》（教师组一等奖）',
        summary: '福建省福州市第三中学',
        source: '福建省福州市第三中学',
        resource_type: 'x_url',
        url: 'https://jingdian.smartedu.example/works/zkds-2026-001',
      },
      {
        id: 'c-sxj-award-005',
        title: '诵读《满江红·写怀》（初中组二等奖）',
        summary: '河北省石家庄市第四十二中学',
        source: '河北省石家庄市第四十二中学',
        resource_type: 'x_audio_video',
      },
      {
        id: 'c-sxj-award-006',
        title: '毛笔书法《兰亭集序》临作（高中组二等奖）',
        summary: '浙江省绍兴市第一中学',
        source: '浙江省绍兴市第一中学',
        resource_type: 'x_audio_video',
      },
    ],
  },
];

const DNDS_BANNER: Slide = {
  id: 'dnds-banner-main',
  title: '全国中小学师生数字素养提升实践活动',
  description: '学生活动与教师活动同步开展，欢迎选择身份参加',
  url: '/hd/dnds/list?libraryId=dnds-notice',
};

/** The two entries of the digital-literacy home (seed 001 §2 Digital literacy home). */
const DNDS_ENTRIES = [
  // Short labels: the icon navigation cuts captions longer than about four characters at 375 px.
  { id: 'dnds-entry-student', title: '学生活动', web_url: '/hd/dndsstudent' },
  { id: 'dnds-entry-teacher', title: '教师活动', web_url: '/hd/dndsteacher' },
];

const DNDS_NEWS: Item[] = [
  {
    id: 'dnds-news-001',
    title: '2026年全国中小学师生数字素养提升实践活动正式启动',
    summary: '活动分学生和教师两个项目，围绕数字化学习、数字化创作和数字安全开展实践与展示。',
    resource_type: 'x_article',
    source: '中央电化教育馆',
  },
  {
    id: 'dnds-news-002',
    title: '上海市举办中小学数字素养教育展示交流活动',
    summary: '来自全市的师生展示了编程创作、数字艺术和数据探究等方面的优秀成果。',
    resource_type: 'x_article',
  },
  {
    id: 'dnds-news-003',
    title: '人工智能进课堂：广东中小学开展编程创作周',
    summary: '各校组织学生围绕校园生活设计小程序和智能作品，教师开展跨学科项目式教学展示。',
    resource_type: 'x_article',
  },
  {
    id: 'dnds-news-004',
    title: '专家解读：如何提升中小学生数字素养与技能',
    summary: '专家从数字意识、计算思维、数字化学习与创新、数字社会责任四个方面进行了解读。',
    resource_type: 'x_article',
  },
  {
    id: 'dnds-news-005',
    title: '江苏省教师数字化教学能力提升培训侧记',
    summary: '培训聚焦智能工具在备课、授课和评价中的应用，参训教师完成了数字化教学设计作品。',
    resource_type: 'x_article',
  },
  {
    id: 'dnds-news-006',
    title: '各地积极组织学生参与“数字创作”项目',
    summary: '学生们用数字绘画、微视频和程序作品记录校园生活，展示数字时代的学习成果。',
    resource_type: 'x_article',
  },
];

const DNDS_NOTICE: Item[] = [
  {
    id: 'dnds-notice-001',
    title: '关于开展2026年全国中小学师生数字素养提升实践活动的通知',
    summary: '活动时间为9月至12月，学生和教师分别通过对应活动页面报名并提交作品。',
    resource_type: 'x_article',
    source: '中央电化教育馆',
  },
  {
    id: 'dnds-notice-002',
    title: '学生项目活动报名指南',
    summary: '学生登录平台后进入“学生数字素养提升活动”，在“活动报名”中选择项目并填写报名信息。',
    resource_type: 'x_article',
  },
  {
    id: 'dnds-notice-003',
    title: '教师项目常规项目与专项报名说明',
    summary: '教师可报名常规项目或专项项目，每位教师每类项目限报一项，请在报名截止前完成。',
    resource_type: 'x_article',
  },
  {
    id: 'dnds-notice-004',
    title: '参赛作品提交技术规范',
    summary: '视频作品采用MP4格式，图片作品采用JPG或PNG格式，程序作品须附运行说明。',
    resource_type: 'x_article',
  },
  {
    id: 'dnds-notice-005',
    title: '关于延长作品提交时间的通知',
    summary: '应各地申请，作品提交截止时间延长7天，评审工作相应顺延。',
    resource_type: 'x_article',
  },
  {
    id: 'dnds-notice-006',
    title: '电子证书查询与下载说明',
    summary: '活动结束后，参与者可在“证书查询”中输入姓名和证书编号查询电子证书。',
    resource_type: 'x_article',
  },
];

/** The writers of the five sites' channels, built on the shared seeder. */
function siteWriter(seeder: Seeder) {
  const cover = (
    name: string,
    kind: 'card' | 'banner' | 'icon',
    title: string,
    subtitle: string | null,
    [from, to]: [string, string],
  ) => seeder.cover({ name, kind, title, subtitle, color_from: from, color_to: to });

  const channel = (id: string, title: string, order: number, key: string) =>
    seeder.channel(id, title, 'hd', order, { name: key, web_url: `/hd/${key}` });

  const section = (channelId: string, order: number, id: string, type: number, setting: object) =>
    seeder.section(channelId, order, { id, type, setting });

  /** A library of cards; `order` dates the items a day apart, newest first. */
  const library = (libraryId: string, title: string, items: Item[], palette: [string, string]) => {
    seeder.library(libraryId, title);
    items.forEach((item, i) =>
      seeder.content(
        libraryId,
        i,
        {
          id: item.id,
          title: item.title,
          description: item.summary,
          resource_type: item.resource_type,
          cover_url: cover(item.id, 'card', item.title, item.summary, palette),
          create_time: CONTENT_EPOCH - (i + 1) * DAY_MS,
          extra: {
            source: item.source ?? '智慧中小学',
            brief_introduction: item.summary,
            ...(item.url ? { url: item.url } : {}),
          },
        },
        // Campaign items are not live classes: their live count is 0.
        { ...portalStats(item.id), open_class_live_count: 0 },
      ),
    );
  };

  /** A one- or two-slide banner library and its type-11 section at the top of the channel. */
  const banner = (channelId: string, slides: Slide[], palette: [string, string]) => {
    const libraryId = `${channelId}-banner`;
    seeder.library(libraryId, '活动轮播');
    slides.forEach((slide, i) =>
      seeder.content(
        libraryId,
        i,
        {
          id: slide.id,
          title: slide.title,
          description: slide.description,
          resource_type: 'x_url',
          cover_url: cover(slide.id, 'banner', slide.title, slide.description, palette),
          create_time: CONTENT_EPOCH - i * DAY_MS,
          mainColor: palette[0],
          // Slides are seeded without a date or counters; an undefined date stays out of the row.
          extra: { date: undefined, url: slide.url },
        },
        null,
      ),
    );
    section(channelId, 0, `sec-${channelId}-banner`, 11, {
      data: { title: '活动轮播', library_id: libraryId },
      display: { title: '活动轮播', is_title_show: false },
    });
  };

  /** A type-12 card list whose more link opens `{base}/list?libraryId`. */
  const cards = (
    channelId: string,
    order: number,
    id: string,
    title: string,
    libraryId: string,
    data: object = {},
  ) =>
    section(channelId, order, id, 12, {
      data: {
        title,
        library_id: libraryId,
        show_more_data: { show_more: 1, library_id: libraryId },
        ...data,
      },
      display: { title, is_title_show: true },
    });

  /** A type-13 icon navigation of in-site entries. */
  const entries = (
    channelId: string,
    order: number,
    id: string,
    title: string,
    links: { id: string; title: string; web_url: string; colours: [string, string] }[],
  ) =>
    section(channelId, order, id, 13, {
      data: {
        title,
        item_data_list: links.map((link) => {
          const icon = cover(`icon-${link.id}`, 'icon', link.title, null, link.colours);
          return {
            id: link.id,
            title: link.title,
            web_url: link.web_url,
            web_picture_url: icon,
            mobile_url: link.web_url,
            mobile_picture_url: icon,
          };
        }),
      },
      display: { title, is_title_show: true },
    });

  return { channel, banner, library, cards, entries };
}

/**
 * Seeds the five sites' channels and libraries, and the twelve recitation contests (activity
 * ids 113–118, 124–127, 132, 133) open from ten days ago for forty days, enrolment for twenty.
 */
export function seedCampaignSitesA(seeder: Seeder): void {
  const write = siteWriter(seeder);

  write.channel(ZGM_CHANNEL_ID, '“中国梦”主题教育实践活动', 110, 'zgm');
  write.banner(ZGM_CHANNEL_ID, ZGM_BANNER, ZGM_PALETTE);
  write.library('zgm-news', '“中国梦”活动资讯', ZGM_NEWS, ZGM_PALETTE);
  write.library('zgm-videos', '“中国梦”视频展播', ZGM_VIDEOS, ['#8a1c14', '#d9534f']);
  write.cards(ZGM_CHANNEL_ID, 1, 'sec-zgm-news', '活动资讯', 'zgm-news', { isArtical: true });
  write.cards(ZGM_CHANNEL_ID, 2, 'sec-zgm-videos', '视频展播', 'zgm-videos');

  RECITATION_EDITIONS.forEach((edition, e) => {
    const channelId = `${edition.key}-home`;
    write.channel(channelId, '中华经典诵写讲大赛', 120 + e, edition.key);
    write.banner(channelId, [edition.banner], SXJ_PALETTE);
    write.entries(
      channelId,
      1,
      `sec-${edition.key}-contests`,
      '四项赛事',
      CONTEST_CODES.map((code, i) => ({
        id: `${edition.key}-${code}`,
        title: CONTEST_NAMES[i],
        web_url: `/hd/${edition.key}/${code}`,
        colours: CONTEST_ICON_COLOURS[i],
      })),
    );
    write.library(
      `${edition.key}-news`,
      '中华经典诵写讲大赛 · 新闻通知',
      edition.news,
      SXJ_PALETTE,
    );
    write.cards(channelId, 2, `sec-${edition.key}-news`, '新闻通知', `${edition.key}-news`, {
      isArtical: true,
    });
    if (edition.awards) {
      write.library(`${edition.key}-awards`, '中华经典诵写讲大赛 · 获奖作品', edition.awards, [
        '#5b2a86',
        '#c58b3c',
      ]);
      write.cards(channelId, 3, `sec-${edition.key}-awards`, '获奖作品', `${edition.key}-awards`);
    }
  });

  write.channel(DNDS_CHANNEL_ID, '全国中小学师生数字素养提升实践活动', 130, 'dnds');
  write.banner(DNDS_CHANNEL_ID, [DNDS_BANNER], DNDS_PALETTE);
  write.entries(
    DNDS_CHANNEL_ID,
    1,
    'sec-dnds-entries',
    '活动入口',
    DNDS_ENTRIES.map((entry, i) => ({
      ...entry,
      colours: i === 0 ? DNDS_PALETTE : ['#0f766e', '#34d399'],
    })),
  );
  write.library('dnds-news', '数字素养提升活动 · 活动动态', DNDS_NEWS, DNDS_PALETTE);
  write.library('dnds-notice', '数字素养提升活动 · 通知公告', DNDS_NOTICE, ['#0f766e', '#34d399']);
  write.cards(DNDS_CHANNEL_ID, 2, 'sec-dnds-news', '活动动态', 'dnds-news', { isArtical: true });
  write.cards(DNDS_CHANNEL_ID, 3, 'sec-dnds-notice', '通知公告', 'dnds-notice', {
    isArtical: true,
  });
}
