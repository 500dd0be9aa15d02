/**
 * Resources with a detail page of their own: one of every resource type of seed 000 §3 the
 * detail page shows (video, HLS video, audio, document, article, news, link, in-site link,
 * image list, offline and thematic course, open class lives), one taken-down (下架) resource and
 * one of a type the portal does not know. Written to `resource_details` (with their covers and
 * stats) by `seedResources`; served by server/routes/contentDetail.ts, which also answers for
 * every library content by deriving a detail from it.
 *
 * Media are real, tiny and in-site: `media/lesson.mp4` (4 s H.264/AAC test card),
 * `media/first-lesson/` (the same clip as HLS, also the home banner's video) and a generated
 * WAV; `media/timecode-60s.mp4` (60 s with its time code drawn in, for seek and resume),
 * `media/timecode-60s/` (the same as HLS, six 10 s segments) and `media/chime-20s.mp3`, made
 * with ffmpeg as server/README.md shows; document pages and article pictures are generated SVG.
 */
import { coverUrl, type CoverKind } from '../covers';
import type { Seeder } from '../db/seeder';
import { DAY_MS, HOUR_MS, toPlatformTime } from '../time';

export const MEDIA_BASE = '/svc/static/media';
export const SAMPLE_VIDEO_URL = `${MEDIA_BASE}/lesson.mp4`;
export const SAMPLE_HLS_URL = `${MEDIA_BASE}/first-lesson/playlist.m3u8`;
export const SAMPLE_AUDIO_URL = '/svc/static/audio/spring-dawn.wav';
/** 60 s with a visible time code: the lessons with seek control and resume (courses.ts). */
export const TIMECODE_VIDEO_URL = `${MEDIA_BASE}/timecode-60s.mp4`;
export const TIMECODE_HLS_URL = `${MEDIA_BASE}/timecode-60s/playlist.m3u8`;
/** Chinese captions of the 60 s lecture, one every 6 s from 1 s: SRT (CRLF) and WebVTT. */
export const TIMECODE_SUBTITLES_SRT_URL = `${MEDIA_BASE}/subtitles/timecode-lecture.zh.srt`;
export const TIMECODE_SUBTITLES_VTT_URL = `${MEDIA_BASE}/subtitles/timecode-lecture.zh.vtt`;
/** 20 s of chimes, one a second (mp3). */
export const SAMPLE_MP3_URL = `${MEDIA_BASE}/chime-20s.mp3`;

export function documentPageUrl(resourceId: string, page: number): string {
  return `/svc/static/resources/${encodeURIComponent(resourceId)}/page-${page}.svg`;
}

/** Text of a generated document page: a heading and paragraphs. */
export interface DocumentPage {
  heading: string;
  paragraphs: string[];
}

interface ResourceSeed {
  id: string;
  resource_type: string;
  title: string;
  description: string;
  /** Days before seeding (negative: minutes, for a "just published" item). */
  age: { days?: number; minutes?: number };
  source?: string;
  palette: [string, string];
  stats?: { likes: number; views: number };
  status?: 'offline';
  detail?: Record<string, unknown>;
  /** Document pages, rendered by the route as SVG. */
  pages?: DocumentPage[];
  /** Image list captions, each drawn as a generated picture. */
  images?: string[];
}

/** Demo ids the browser tests and the README use. */
export const DETAIL_IDS = {
  video: 'res-video-guanchao',
  hls: 'res-video-first-lesson',
  audio: 'res-audio-chunxiao',
  document: 'res-doc-fuli',
  article: 'res-article-xinli',
  news: 'res-news-kexue',
  link: 'res-link-yuedu',
  innerLink: 'res-smarturl-kpzy',
  images: 'res-images-kejijie',
  offline: 'res-offline-danyuan',
  thematic: 'res-thematic-chuantong',
  liveUpcoming: 'res-live-shuxue',
  liveReplay: 'res-live-kexue-replay',
  removed: 'res-video-removed',
  unsupported: 'res-vr-gugong',
} as const;

/**
 * Article HTML as an editor would save it, plus what a hostile editor could slip in: every
 * one of these must render harmlessly (the front end sanitises with DOMPurify).
 */
const ARTICLE_HTML = [
  '<h2>一、充分认识加强学生心理健康工作的重要意义</h2>',
  '<p>学生心理健康事关学生健康成长，事关千家万户。各地各校要坚持<strong>健康第一</strong>的教育理念，把心理健康工作摆在更加突出的位置。</p>',
  `<p><img src="${coverUrl('res-article-xinli-figure')}" alt="心理健康课堂"></p>`,
  '<h2>二、主要任务</h2>',
  '<ul><li>开齐开好心理健康教育课程，每学期不少于 8 课时；</li><li>配齐建强心理健康教师队伍；</li><li>建立学生心理健康监测与预警机制。</li></ul>',
  '<p>详见<a href="/hd/kpzy">科普资源征集活动</a>与<a href="https://www.moe.example/xljk">教育部专题网页</a>。</p>',
  // Hostile samples: an error handler, a script, a javascript: link, an inline handler.
  '<p><img src="x" onerror="window.__xss=1;alert(1)">图片加载失败时不应执行任何脚本。</p>',
  '<script>window.__xss=1;alert(1)</script>',
  '<p><a href="javascript:window.__xss=1">点击查看附件</a></p>',
  '<p onclick="window.__xss=1" style="color:#333">各地教育行政部门要加强组织领导，确保各项任务落到实处。</p>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
].join('\n');

const NEWS_HTML = [
  '<p>11月18日，2026年全国中小学科学教育工作现场推进会在杭州召开。会议总结了科学教育“加法”行动的进展，交流了各地经验做法。</p>',
  '<p>会议要求，要用好国家中小学智慧教育平台的科学教育资源，推动科学教育与课后服务深度融合，让每一名学生都能动手做实验、动脑想问题。</p>',
  '<blockquote>“科学教育要从娃娃抓起，点燃孩子的好奇心。”</blockquote>',
].join('\n');

export const DETAIL_RESOURCES: ResourceSeed[] = [
  {
    id: DETAIL_IDS.video,
    resource_type: 'assets_video',
    title: '《观潮》课文精讲（四年级上册 语文）',
    description: '跟随名师朗读课文，体会钱塘江大潮的雄伟壮观，学习作者按时间顺序描写景物的方法。',
    age: { days: 6 },
    source: '人民教育出版社',
    palette: ['#1f6feb', '#5aa2ff'],
    stats: { likes: 12345, views: 234567 },
    detail: {
      video: {
        sources: [{ src: SAMPLE_VIDEO_URL, type: 'video/mp4' }],
        // Chinese subtitles for the clip, SRT (CRLF, as editors save it) and WebVTT: the
        // player converts and shows them (issue 15; tests/e2e/player.e2e.ts).
        tracks: [
          { src: `${MEDIA_BASE}/subtitles/lesson.zh.srt`, srclang: 'zh', label: '中文字幕' },
          {
            src: `${MEDIA_BASE}/subtitles/lesson.zh.vtt`,
            srclang: 'zh',
            label: '中文字幕（WebVTT）',
          },
        ],
        duration: 4,
      },
    },
  },
  {
    id: DETAIL_IDS.hls,
    resource_type: 'x_audio_video',
    title: '2026年秋季学期《开学第一课》',
    description: '与全国中小学生一起上好开学第一课：科技强国，少年当先。',
    age: { days: 80 },
    source: '中央广播电视总台',
    palette: ['#b3262d', '#f0883e'],
    stats: { likes: 15990, views: 12345678 },
    detail: { video: { sources: [{ src: SAMPLE_HLS_URL, type: 'application/x-mpegURL' }] } },
  },
  {
    id: DETAIL_IDS.audio,
    resource_type: 'assets_audio',
    title: '古诗朗读示范：孟浩然《春晓》',
    description: '春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。',
    age: { days: 12 },
    source: '国家中小学智慧教育平台',
    palette: ['#2b8a3e', '#69db7c'],
    stats: { likes: 864, views: 9999 },
    detail: { video: { sources: [{ src: SAMPLE_AUDIO_URL, type: 'audio/wav' }] } },
  },
  {
    id: DETAIL_IDS.document,
    resource_type: 'assets_document',
    title: '初中物理《浮力》教学设计',
    description: '人教版八年级下册第十章第一节，含教学目标、重难点、教学过程与板书设计。',
    age: { days: 20 },
    source: '北京市海淀区教师进修学校',
    palette: ['#d9480f', '#ff922b'],
    stats: { likes: 20000, views: 56789 },
    detail: { document: { file_name: '浮力教学设计.pdf' } },
    pages: [
      {
        heading: '《浮力》教学设计',
        paragraphs: [
          '课题：人教版八年级物理下册 第十章 第一节 浮力',
          '课时：1 课时',
          '一、教学目标',
          '1. 知道浮力的概念，会用弹簧测力计测量浮力的大小。',
          '2. 通过实验探究，认识浮力产生的原因。',
          '3. 经历探究影响浮力大小因素的过程，体会控制变量法。',
        ],
      },
      {
        heading: '二、教学重点与难点',
        paragraphs: [
          '重点：浮力的概念；影响浮力大小的因素。',
          '难点：浮力产生的原因——液体对物体上下表面的压力差。',
          '三、教学准备',
          '弹簧测力计、铝块、烧杯、水、盐水、细线、乒乓球。',
        ],
      },
      {
        heading: '四、教学过程',
        paragraphs: [
          '（一）情境导入：播放“死海不死”视频，提出问题。',
          '（二）新课探究：称重法测浮力，分组实验并记录数据。',
          '（三）分析论证：比较不同液体、不同排开体积时的浮力。',
          '（四）课堂小结：浮力大小与液体密度、排开液体体积有关。',
        ],
      },
      {
        heading: '五、板书设计',
        paragraphs: [
          '浮力：浸在液体中的物体受到向上的力',
          '方向：竖直向上　施力物体：液体',
          '称重法：F浮 = G − F示',
          '产生原因：F浮 = F向上 − F向下',
        ],
      },
    ],
  },
  {
    id: DETAIL_IDS.article,
    resource_type: 'article',
    title: '关于加强中小学生心理健康教育工作的通知',
    description: '各地各校要把心理健康工作摆在更加突出的位置，开齐开好心理健康教育课程。',
    age: { minutes: 12 },
    source: '教育部基础教育司',
    palette: ['#6741d9', '#9775fa'],
    stats: { likes: 99999, views: 10000001 },
    detail: { article: { html: ARTICLE_HTML } },
  },
  {
    id: DETAIL_IDS.news,
    resource_type: 't_news',
    title: '全国中小学科学教育工作现场推进会在杭州召开',
    description: '推动科学教育与课后服务深度融合。',
    age: { days: 4 },
    source: '中国教育报',
    palette: ['#0f7d6c', '#58c9a5'],
    stats: { likes: 321, views: 4567 },
    detail: { article: { html: NEWS_HTML } },
  },
  {
    id: DETAIL_IDS.link,
    resource_type: 'assets_url',
    title: '全民阅读数字资源平台',
    description: '汇聚经典名著、少儿读物与有声书，支持在线阅读。',
    age: { days: 30 },
    palette: ['#1864ab', '#4dabf7'],
    detail: { link: { url: 'https://reading.smartedu.example/books' } },
  },
  {
    id: DETAIL_IDS.innerLink,
    resource_type: 'x_smarturl',
    title: '2026年全国中小学科普资源征集活动',
    description: '用科学点亮好奇心，欢迎师生踊跃参与。',
    age: { days: 9 },
    palette: ['#243c99', '#7b5ce0'],
    detail: { link: { url: '/hd/kpzy' } },
  },
  {
    id: DETAIL_IDS.images,
    resource_type: 'image_list',
    title: '第十届校园科技节活动掠影',
    description: '机器人编程、航模飞行、科学小实验，同学们在动手实践中感受科学的魅力。',
    age: { days: 15 },
    source: '杭州市天长小学',
    palette: ['#c2255c', '#f06595'],
    stats: { likes: 42, views: 1234 },
    images: ['机器人编程挑战赛', '航模飞行表演', '趣味科学小实验', '科技节闭幕式合影'],
  },
  {
    id: DETAIL_IDS.offline,
    resource_type: 'offline_course',
    title: '线下研修：新课标背景下的大单元教学设计',
    description: '面向初中语文教师的线下工作坊，现场研讨大单元教学设计案例。',
    age: { days: 3 },
    source: '上海市教育委员会教学研究室',
    palette: ['#5c940d', '#94d82d'],
    detail: {
      course: {
        teacher: '王红梅（特级教师）',
        address: '上海市徐汇区零陵路 599 号 教研楼 301 室',
        lessons: [
          { title: '专题讲座：什么是大单元教学', duration: '90 分钟' },
          { title: '案例研讨：七年级上册第三单元', duration: '120 分钟' },
          { title: '分组实践：设计一个单元学习任务', duration: '120 分钟' },
        ],
      },
    },
  },
  {
    id: DETAIL_IDS.thematic,
    resource_type: 'thematic_course',
    title: '专题课程：中华优秀传统文化进校园',
    description: '书法、京剧、剪纸、二十四节气，六节课带学生走近传统文化。',
    age: { days: 25 },
    source: '国家中小学智慧教育平台',
    palette: ['#a61e4d', '#e64980'],
    stats: { likes: 5678, views: 87654 },
    detail: {
      course: {
        lessons: [
          { title: '第1课 汉字之美：从甲骨文到楷书', duration: '18:20' },
          { title: '第2课 国粹京剧：生旦净丑', duration: '21:05' },
          { title: '第3课 指尖艺术：剪纸', duration: '16:40' },
          { title: '第4课 二十四节气里的智慧', duration: '19:12' },
          { title: '第5课 传统节日与习俗', duration: '17:58' },
          { title: '第6课 诗词里的中国', duration: '20:30' },
        ],
      },
    },
  },
  {
    id: DETAIL_IDS.liveUpcoming,
    resource_type: 'open_class_live',
    title: '名师公开课：小学数学思维训练——巧算24点',
    description: '北京市特级教师带领三至六年级学生玩转24点，培养数感与运算能力。',
    age: { days: 1 },
    source: '北京市东城区教育研修中心',
    palette: ['#e67700', '#ffc078'],
    stats: { likes: 88, views: 3021 },
    detail: { live: { offsetHours: [48, 49.5] } },
  },
  {
    id: DETAIL_IDS.liveReplay,
    resource_type: 'open_class_live',
    title: '科学公开课：跟着航天员做实验',
    description: '空间站里的水球实验、浮力消失实验，地面课堂同步演示。',
    age: { days: 10 },
    source: '中国科学技术馆',
    palette: ['#364fc7', '#748ffc'],
    stats: { likes: 7777, views: 123456 },
    detail: {
      live: {
        offsetHours: [-72, -71],
        replay: [{ src: SAMPLE_VIDEO_URL, type: 'video/mp4' }],
      },
    },
  },
  {
    id: DETAIL_IDS.removed,
    resource_type: 'assets_video',
    title: '（已下架）期末复习串讲',
    description: '该资源已下架。',
    age: { days: 200 },
    palette: ['#868e96', '#ced4da'],
    status: 'offline',
  },
  {
    id: DETAIL_IDS.unsupported,
    resource_type: 'vr_scene',
    title: 'VR 全景：故宫博物院',
    description: '沉浸式游览紫禁城（需要专用客户端）。',
    age: { days: 40 },
    palette: ['#862e9c', '#cc5de8'],
  },
];

/** Writes the detail resources, their covers and their stats; `now` anchors dates and lives. */
export function seedResources(seeder: Seeder, now: number): void {
  const cover = (name: string, kind: CoverKind, title: string, palette: string[]) =>
    seeder.cover({ name, kind, title, color_from: palette[0], color_to: palette[1] });
  for (const seed of DETAIL_RESOURCES) {
    const created = now - (seed.age.days ?? 0) * DAY_MS - (seed.age.minutes ?? 0) * 60_000;
    const coverUrlOf = cover(seed.id, 'card', seed.title, seed.palette);
    const detail: Record<string, unknown> = {
      id: seed.id,
      unit_id: seed.id,
      library_content_id: seed.id,
      resource_id: seed.id,
      resource_type: seed.resource_type,
      title: seed.title,
      description: seed.description,
      cover_url: coverUrlOf,
      create_time: toPlatformTime(created),
      status: seed.status ?? 'online',
      extra: { source: seed.source, brief_introduction: seed.description },
    };
    const part = { ...seed.detail };
    if (part.video) {
      part.video = { poster: coverUrlOf, ...(part.video as object) };
    }
    if (part.link) {
      detail.extra = { ...(detail.extra as object), url: (part.link as { url: string }).url };
    }
    if (seed.pages) {
      part.document = {
        ...(part.document as object),
        page_count: seed.pages.length,
        pages: seed.pages.map((_, i) => documentPageUrl(seed.id, i + 1)),
      };
    }
    if (seed.images) {
      part.images = seed.images.map((caption, i) => ({
        title: caption,
        url: cover(`${seed.id}-${i + 1}`, 'banner', caption, [
          seed.palette[i % 2],
          seed.palette[(i + 1) % 2],
        ]),
      }));
    }
    if (part.live) {
      const { offsetHours, replay } = part.live as { offsetHours: number[]; replay?: unknown };
      part.live = {
        live_id: seed.id,
        start_time: toPlatformTime(now + offsetHours[0] * HOUR_MS),
        end_time: toPlatformTime(now + offsetHours[1] * HOUR_MS),
        ...(replay ? { replay } : {}),
      };
      detail.start_time = (part.live as { start_time: string }).start_time;
      detail.end_time = (part.live as { end_time: string }).end_time;
    }
    seeder.row(
      'resource_details',
      {
        id: seed.id,
        detail: JSON.stringify({ ...detail, ...part }),
        pages: seed.pages ? JSON.stringify(seed.pages) : null,
      },
      'replace',
    );
    if (seed.stats)
      seeder.row(
        'res_stats',
        {
          id: seed.id,
          base_like_count: seed.stats.likes,
          total_uv: seed.stats.views,
          open_class_live_count: 0,
        },
        'replace',
      );
  }
  // The article's own picture.
  cover('res-article-xinli-figure', 'banner', '心理健康教育 · 阳光成长', ['#6741d9', '#9775fa']);
}
