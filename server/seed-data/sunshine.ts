/**
 * The sunshine school channel (/sunshine, seed 001 §1–§2 "Sunshine school channel"): a school
 * for the children of staff posted overseas. Its home shows four modules, each one keyed
 * section of this channel (ext_param section_key): news notices, course learning, showcase and
 * featured resources (a tab group), related recommendations (a reading platform, the language
 * museum and a notice about the school co-run by two ministries). Every link stays in-site; the
 * reading platform goes through the external-link page to a reserved `.example` host.
 */

export const SUNSHINE_CHANNEL_ID = 'sunshine-home';
export const SUNSHINE_PALETTE: [string, string] = ['#e8731c', '#f5b83d'];

/** The school of the demo class memberships (server/data/identities.ts SUN_SCHOOL) is listed. */
export const SUNSHINE_SCHOOL_LIST_FILE = 'sunshine_school_list.json';

export interface SunshineItem {
  id: string;
  title: string;
  description: string;
  resource_type: string;
  url?: string;
}

export interface SunshineLibrary {
  id: string;
  title: string;
  items: SunshineItem[];
}

const article = (id: string, title: string, description: string): SunshineItem => ({
  id,
  title,
  description,
  resource_type: 'x_article',
});

export const SUNSHINE_BANNER: SunshineLibrary = {
  id: 'lib-sunshine-banner',
  title: '阳光学校轮播',
  items: [
    {
      id: 'sun-banner-welcome',
      title: '阳光学校 · 让海外的孩子同上一堂中国课',
      description: '面向驻外人员随任子女的国家课程学习平台',
      resource_type: 'x_url',
      url: '/sunshine/live',
    },
    {
      id: 'sun-banner-autumn',
      title: '2026年秋季学期课程已全部上线',
      description: '语文、数学、英语、道德与法治等国家课程同步学习',
      resource_type: 'x_url',
      url: '/sunshine/list?libraryId=lib-sunshine-learning',
    },
    {
      id: 'sun-banner-culture',
      title: '“我的中国年”主题实践活动',
      description: '在海外讲好中国故事，传承中华优秀传统文化',
      resource_type: 'x_url',
      url: '/sunshine/list?libraryId=lib-sunshine-exhibition',
    },
  ],
};

export const SUNSHINE_NEWS: SunshineLibrary = {
  id: 'lib-sunshine-news',
  title: '新闻通知',
  items: [
    article('sun-news-01', '阳光学校2026年秋季学期开学通知', '秋季学期安排与注意事项'),
    article('sun-news-02', '阳光学校秋季学期线上课程表发布', '各年级课程表与直播课时间'),
    article('sun-news-03', '关于开展“我的中国年”主题实践活动的通知', '活动内容与作品提交方式'),
    article('sun-news-04', '驻外人员随任子女学籍登记工作说明', '学籍登记材料与办理流程'),
    article('sun-news-05', '“云上升旗仪式”活动回顾', '海外学子共庆新学期'),
    article('sun-news-06', '阳光学校教师线上教研活动纪要', '跨时区教学的经验交流'),
    article('sun-news-07', '关于做好期中学习评价工作的通知', '评价方式与时间安排'),
    article('sun-news-08', '“汉字之美”书写展示活动启事', '硬笔与毛笔书法作品征集'),
    article('sun-news-09', '阳光学校家长线上开放日安排', '家长了解课程与学习方法'),
    article('sun-news-10', '寒假学习资源包上线通知', '分年级的寒假学习建议'),
  ],
};

export const SUNSHINE_LEARNING: SunshineLibrary = {
  id: 'lib-sunshine-learning',
  title: '课程学习',
  items: [
    ['sun-course-01', '七年级语文：《春》朗读与赏析', '感受朱自清笔下的春天'],
    ['sun-course-02', '七年级数学：有理数的加法', '借助数轴理解加法法则'],
    ['sun-course-03', '三年级数学：分数的初步认识', '从分一分中认识几分之一'],
    ['sun-course-04', '四年级语文：古诗三首', '《暮江吟》《题西林壁》《雪梅》'],
    ['sun-course-05', '八年级英语：My hometown', '用英语介绍自己的家乡'],
    ['sun-course-06', '道德与法治：我们的国家', '了解国旗、国徽与国歌'],
    ['sun-course-07', '科学：地球和月球', '观察月相变化的规律'],
    ['sun-course-08', '中国地理：祖国的大好河山', '认识我国的地形与河流'],
  ].map(([id, title, description]) => ({
    id,
    title,
    description,
    resource_type: 'assets_video',
  })),
};

export const SUNSHINE_EXHIBITION: SunshineLibrary = {
  id: 'lib-sunshine-exhibition',
  title: '展示交流',
  items: [
    ['sun-show-01', '我的家乡在中国——学生手抄报', '五年级学生作品'],
    ['sun-show-02', '海外看中国：摄影作品展', '用镜头记录身边的中国元素'],
    ['sun-show-03', '书法作品：《静夜思》', '六年级学生毛笔书法'],
    ['sun-show-04', '中秋诗会朗诵', '海外学子同诵明月'],
    ['sun-show-05', '征文：我眼中的长城', '八年级优秀征文'],
    ['sun-show-06', '数学小报：生活中的对称', '四年级学生作品'],
    ['sun-show-07', '剪纸作品：十二生肖', '三年级学生作品'],
    ['sun-show-08', '科学小实验：会跳舞的盐', '五年级学生实验视频'],
  ].map(([id, title, description]) => ({
    id,
    title,
    description,
    resource_type: 'x_image_list',
  })),
};

export const SUNSHINE_RESOURCES: SunshineLibrary = {
  id: 'lib-sunshine-resource',
  title: '特色资源',
  items: [
    ['sun-res-01', '中华经典诵读', '经典篇目诵读示范'],
    ['sun-res-02', '中国历史故事', '从古代到近代的故事讲读'],
    ['sun-res-03', '传统节日小百科', '春节、端午、中秋的来历与习俗'],
    ['sun-res-04', '民族音乐欣赏', '走近二胡、古筝与琵琶'],
    ['sun-res-05', '汉字里的中国', '从甲骨文看汉字的演变'],
    ['sun-res-06', '中国地理微课堂', '十分钟认识一个省份'],
    ['sun-res-07', '名家讲中国画', '从水墨到丹青的审美之旅'],
    ['sun-res-08', '中医药文化小课堂', '认识身边的中草药'],
  ].map(([id, title, description]) => ({
    id,
    title,
    description,
    resource_type: 'assets_document',
  })),
};

export const SUNSHINE_RECOMMEND: SunshineLibrary = {
  id: 'lib-sunshine-recommend',
  title: '相关推荐',
  items: [
    {
      id: 'sun-rec-reading',
      title: '青少年数字阅读平台',
      description: '海量中文图书在线阅读',
      resource_type: 'x_url',
      // External: through the leave-the-platform page (seed 000 §2 external-link interstitial).
      url: `/externalLink?url=${encodeURIComponent('https://read.smartedu.example/')}`,
    },
    {
      id: 'sun-rec-museum',
      title: '中国语言文字数字博物馆',
      description: '走进汉字与中国语言文字的世界',
      resource_type: 'x_url',
      url: '/hd/yfwl',
    },
  ],
};

/** Seed 001 §2: the notice about the school co-run by two ministries. */
export const SUNSHINE_NOTICE =
  '阳光学校由外交部、教育部共同举办，依托国家中小学智慧教育平台，为驻外人员随任子女提供国家课程学习、文化传承与成长陪伴服务。';

/** Live lessons: where the live-class entry leads once the permission check passes. */
export const SUNSHINE_LIVE: SunshineLibrary = {
  id: 'lib-sunshine-live',
  title: '阳光直播课堂',
  items: [
    article('sun-live-01', '【直播】开学第一课 · 阳光学校专场', '9月1日 北京时间 15:00'),
    article('sun-live-02', '【直播】七年级数学：一元一次方程', '9月3日 北京时间 16:00'),
    article(
      'sun-live-03',
      '【直播】四年级语文：习作指导《我的心儿怦怦跳》',
      '9月5日 北京时间 15:30',
    ),
    article('sun-live-04', '【直播】八年级英语：阅读策略', '9月8日 北京时间 16:00'),
    article('sun-live-05', '【直播】中华传统文化：中秋节的故事', '9月10日 北京时间 15:00'),
    article('sun-live-06', '【直播】家长课堂：海外家庭的中文学习', '9月12日 北京时间 19:00'),
  ],
};
