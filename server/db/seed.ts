import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database } from 'better-sqlite3';
import { coverUrl } from '../covers';
import { hashPassword } from './passwords';
import { Seeder, stableNumber, type ContentInput } from './seeder';
import { applyScenario } from '../scenarios';
import { DAY_MS, fromPlatformTime } from '../time';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed-data/users';
import {
  AREAS,
  FEATURED_CHANNEL,
  HOME_BANNER,
  LABOUR_ZONES,
  SAMPLE_CONTENT_IDS,
  WITHDRAWN_UNIT_CONTENT_ID,
  WITHDRAWN_UNIT_ID,
  SAMPLE_LIBRARY_KEY,
  type AreaSeed,
  type SectionKey,
} from '../seed-data/portal';
import {
  KPZY_BANNER,
  KPZY_CHANNEL_ID,
  KPZY_GUIDE,
  KPZY_PALETTE,
  KPZY_WORKS,
} from '../seed-data/kpzy';
import {
  SUNSHINE_BANNER,
  SUNSHINE_CHANNEL_ID,
  SUNSHINE_EXHIBITION,
  SUNSHINE_LEARNING,
  SUNSHINE_LIVE,
  SUNSHINE_NEWS,
  SUNSHINE_NOTICE,
  SUNSHINE_PALETTE,
  SUNSHINE_RECOMMEND,
  SUNSHINE_RESOURCES,
  type SunshineLibrary,
} from '../seed-data/sunshine';
import { seedSyncClassroom } from '../seed-data/syncClassroom';
import { seedTchMaterial } from '../seed-data/tchMaterial';
import { seedResources } from '../seed-data/resources';
import { seedLives } from '../seed-data/lives';
import { seedCourses } from '../seed-data/courses';
import { seedStudios } from '../seed-data/studios';
import { seedMiscPages } from '../seed-data/miscPages';
import { seedTraining } from '../seed-data/training';
import { TEACHER_COURSE_COLUMNS, teacherCourseLibraryId } from '../seed-data/teacherCourses';
import { seedCampaignSitesA } from '../seed-data/campaignSitesA';
import { seedCampaignSitesB } from '../seed-data/campaignSitesB';
import { declaredContestsIn, seedDeclaredContests } from '../data/declaredContests';
import { seedCertificates } from '../seed-data/certificates';
import {
  EXTRA_AREA_ITEMS,
  isSubjectTag,
  SUBJECT_LEVEL_NAME,
  subjectTagOf,
} from '../seed-data/listCatalogs';

/**
 * Fills an empty database. Everything the services answer comes from the rows written here,
 * so the routes stay free of content.
 */

export const PORTAL_CHANNEL_ID = 'portal-home';
export const BENCH_CHANNELS = [
  { id: 'bench', title: '基准测试频道', file: 'channel.json' },
  { id: 'bench-200', title: '基准测试频道（200 栏目）', file: 'channel-200.json' },
];
export const libraryIdOf = (key: SectionKey) => `lib-portal-${key}`;

/** Seed content is dated from here backwards so lists look lived-in but stay deterministic. */
const CONTENT_EPOCH = fromPlatformTime('2026-09-01T09:00:00.000+0800');

interface Textbooks {
  tchMaterial: {
    id: string;
    title: string;
    stage: string;
    subject: string;
    edition: string;
    grade: string;
  }[];
  syncClassroom: {
    id: string;
    title: string;
    create_time: string;
    tag_list: { tag_dimension_id: string; tag_id: string; tag_name: string }[];
  }[];
}

interface BenchSection {
  id: string;
  type: number;
  setting: unknown;
  libraryContents?: { id: string; cover_url?: string }[];
  children?: BenchSection[];
}

/** An area item before its cover is drawn: how the cover should look instead of its URL. */
type AreaContent = Omit<ContentInput, 'cover_url'> & {
  cover: { kind: 'card' | 'book'; title: string; subtitle: string };
};

/** Textbook titles carry edition boilerplate that would crowd a small cover. */
function shortBookTitle(title: string): string {
  return title
    .replace(/^（[^）]*）/, '')
    .replace(/^(义务教育|普通高中)教科书\s*[·•]?\s*/, '')
    .trim();
}

function seedUsers(seeder: Seeder): void {
  DEMO_USERS.forEach((user, index) => {
    const { salt, hash } = hashPassword(DEMO_PASSWORD);
    const avatar = user.avatar_text
      ? seeder.cover({
          name: `avatar-${user.account}`,
          kind: 'avatar',
          title: user.avatar_text,
          color_from: user.avatar_color,
          color_to: user.avatar_color,
        })
      : null;
    seeder.row('users', {
      id: user.id,
      account: user.account,
      password_salt: salt,
      password_hash: hash,
      real_name: user.real_name,
      nick_name: user.nick_name,
      user_name: user.user_name,
      avatar,
      email: user.email,
      mobile: user.mobile,
      account_type: user.account_type,
      is_minor: user.is_minor ? 1 : 0,
      label: user.label,
      sort_order: index,
    });
    user.roles.forEach((role, roleIndex) =>
      seeder.row('user_roles', { user_id: user.id, role_code: role, sort_order: roleIndex }),
    );
  });
}

/** A textbook tag's id: stable and ASCII like the platform's, the same wherever the tag occurs. */
function textbookTagId(dimension: string, name: string): string {
  return `${dimension}-${stableNumber(`${dimension}/${name}`).toString(16)}`;
}

function areaContents(area: AreaSeed, areaIndex: number, textbooks: Textbooks): AreaContent[] {
  const dated = (i: number) => CONTENT_EPOCH - (areaIndex * 2 + i * 3) * DAY_MS;
  if (area.key === 'tchMaterial') {
    return textbooks.tchMaterial.map((book, i) => ({
      id: book.id,
      title: book.title,
      description: `${book.stage}${book.subject}（${book.edition}）${book.grade}电子教材`,
      resource_type: area.resourceType,
      create_time: dated(i),
      // Stable tag ids, so a catalog node and the books under it name the same tag (list filters).
      tags: [
        ['zxxxd', book.stage],
        ['zxxxk', book.subject],
        ['zxxbb', book.edition],
        ['zxxnj', book.grade],
      ].map(([dimension, name]) => ({
        tag_dimension_id: dimension,
        tag_id: textbookTagId(dimension, name),
        tag_name: name,
      })),
      cover: {
        kind: 'book',
        title: shortBookTitle(book.title),
        subtitle: `${book.subject} · ${book.edition}`,
      },
    }));
  }
  if (area.key === 'syncClassroom') {
    return textbooks.syncClassroom.map((course) => ({
      id: course.id,
      title: course.title,
      description: '国家中小学智慧教育平台课程教学资源',
      resource_type: area.resourceType,
      create_time: fromPlatformTime(course.create_time),
      tags: course.tag_list,
      extra: { url: `/syncClassroom/textBook/${course.id}` },
      cover: { kind: 'card', title: course.title, subtitle: area.sectionTitle },
    }));
  }
  const areaItems = [...area.items, ...(EXTRA_AREA_ITEMS[area.key] ?? [])];
  const items: AreaContent[] = areaItems.map((item, i) => ({
    id: `${area.key}-${String(i + 1).padStart(4, '0')}`,
    title: item.title,
    description: item.description,
    resource_type: item.resource_type ?? area.resourceType,
    create_time: dated(i),
    tags: [
      ...(item.tag
        ? [
            {
              tag_id: item.tag,
              tag_name: area.catalog?.find((c) => c.code === item.tag)?.title ?? item.tag,
            },
          ]
        : []),
      ...[subjectTagOf(area.key, item.title)].filter((tag) => tag !== undefined),
    ],
    extra: {
      brief_introduction: item.description,
      providers: [{ name: '国家中小学智慧教育平台' }],
    },
    cover: { kind: 'card', title: item.title, subtitle: area.sectionTitle },
  }));
  if (area.key === SAMPLE_LIBRARY_KEY) {
    SAMPLE_CONTENT_IDS.forEach((id, i) =>
      items.push({
        id,
        title: `【样例】资源占位内容${i + 1}`,
        description: '平台样例数据，前台不应展示',
        resource_type: area.resourceType,
        create_time: CONTENT_EPOCH - 400 * DAY_MS,
        tags: [],
        extra: { brief_introduction: '样例', providers: [{ name: '样例' }] },
        cover: { kind: 'card', title: '样例内容', subtitle: area.sectionTitle },
      }),
    );
    // An item of a withdrawn unit: the front end drops it by its unit id (CORE-API-10).
    items.push({
      id: WITHDRAWN_UNIT_CONTENT_ID,
      unit_id: WITHDRAWN_UNIT_ID,
      title: '【已下线】单元占位内容',
      description: '所属单元已下线，前台不应展示',
      resource_type: area.resourceType,
      create_time: CONTENT_EPOCH - 401 * DAY_MS,
      tags: [],
      extra: { brief_introduction: '已下线', providers: [{ name: '样例' }] },
      cover: { kind: 'card', title: '已下线内容', subtitle: area.sectionTitle },
    });
  }
  return items;
}

function seedAreaCatalog(
  seeder: Seeder,
  area: AreaSeed,
  libraryId: string,
  contents: AreaContent[],
): void {
  if (area.catalog) {
    const tagIdsOf = (content: AreaContent) =>
      ((content.tags ?? []) as { tag_id?: string; tag_name: string }[]).filter((t) => t.tag_id);
    area.catalog.forEach((node, i) => {
      const id = `${libraryId}:${node.code}`;
      // Level 2 (学科): the subjects of the items filed under this category, in item order.
      const subjects = new Map<string, string>();
      for (const content of contents) {
        const tags = tagIdsOf(content);
        if (!tags.some((t) => t.tag_id === node.code)) continue;
        for (const t of tags)
          if (t.tag_id && isSubjectTag(t.tag_id)) subjects.set(t.tag_id, t.tag_name);
      }
      seeder.catalog(libraryId, null, i, {
        id,
        code: node.code,
        title: node.title,
        nextLevel: subjects.size > 0 ? SUBJECT_LEVEL_NAME : null,
        tagCode: node.code,
      });
      [...subjects].forEach(([code, title], order) =>
        seeder.catalog(libraryId, id, order, {
          id: `${id}/${code}`,
          code,
          title,
          nextLevel: null,
          tagCode: null,
        }),
      );
    });
    return;
  }
  if (area.key !== 'tchMaterial' && area.key !== 'syncClassroom') return;
  // Textbook libraries are browsed 学段 → 学科 → 版本 → 年级 → 册次, the real tag-tree order
  // (a book without a 册次 tag stops at 年级).
  const levels = [
    { dimension: 'zxxxd', next: '学科' },
    { dimension: 'zxxxk', next: '版本' },
    { dimension: 'zxxbb', next: '年级' },
    { dimension: 'zxxnj', next: '册次' },
    { dimension: 'zxxcc', next: null },
  ];
  const created = new Set<string>();
  const childCount = new Map<string, number>();
  for (const content of contents) {
    const tags = (content.tags ?? []) as {
      tag_dimension_id: string;
      tag_id?: string;
      tag_name: string;
    }[];
    let parent: string | null = null;
    for (const level of levels) {
      const tag = tags.find((t) => t.tag_dimension_id === level.dimension);
      if (!tag) break;
      // The same tag (一年级 …) recurs under many branches: a node is keyed by its path.
      const parentKey: string = parent ?? libraryId;
      const id = `${parentKey}/${tag.tag_name}`;
      if (!created.has(id)) {
        created.add(id);
        const order = childCount.get(parentKey) ?? 0;
        childCount.set(parentKey, order + 1);
        seeder.catalog(libraryId, parent, order, {
          id,
          code: tag.tag_id ?? `${level.dimension}-${stableNumber(id).toString(16)}`,
          title: tag.tag_name,
          nextLevel: level.next,
          tagCode: level.dimension,
        });
      }
      parent = id;
    }
  }
}

function typeTwelve(
  id: string,
  title: string,
  libraryId: string,
  extra: { data?: object; display?: object } = {},
) {
  return {
    id,
    type: 12,
    setting: {
      data: {
        title,
        library_id: libraryId,
        show_more_data: { show_more: 1, library_id: libraryId },
        ...extra.data,
      },
      display: { title, is_title_show: true, ...extra.display },
    },
  };
}

/**
 * A library whose one catalog level is a list of category codes, each item filed under one:
 * the wisdom-and-skills and navigation zones of /labourEdu and the 19 teacher-course columns
 * (ledger CORE-CAT-07..09).
 */
function seedCategoryLibrary(
  seeder: Seeder,
  library: {
    id: string;
    title: string;
    palette: [string, string];
    catalog: { code: string; title: string }[];
    items: { title: string; description: string; tag: string; resource_type?: string }[];
  },
  dayOffset: number,
): void {
  const [from, to] = library.palette;
  seeder.library(library.id, library.title);
  library.items.forEach((item, i) => {
    const id = `${library.id}-${String(i + 1).padStart(4, '0')}`;
    const tagName = library.catalog.find((node) => node.code === item.tag)?.title ?? item.tag;
    seeder.content(library.id, i, {
      id,
      title: item.title,
      description: item.description,
      resource_type: item.resource_type ?? 'assets_video',
      cover_url: seeder.cover({
        name: id,
        kind: 'card',
        title: item.title,
        subtitle: library.title,
        color_from: from,
        color_to: to,
      }),
      create_time: CONTENT_EPOCH - (dayOffset + i * 3) * DAY_MS,
      tags: [{ tag_id: item.tag, tag_name: tagName }],
      extra: {
        brief_introduction: item.description,
        providers: [{ name: '国家中小学智慧教育平台' }],
      },
    });
  });
  library.catalog.forEach((node, i) =>
    seeder.catalog(library.id, null, i, {
      id: `${library.id}:${node.code}`,
      code: node.code,
      title: node.title,
      nextLevel: null,
      tagCode: node.code,
    }),
  );
}

function seedPortal(seeder: Seeder, textbooks: Textbooks): void {
  seeder.channel(PORTAL_CHANNEL_ID, '首页', 'teach_training', 0, { name: 'home', web_url: '/' });
  seeder.channel(FEATURED_CHANNEL.id, FEATURED_CHANNEL.title, 'teach_training', 1, {
    name: 'featured',
  });

  seeder.library('lib-portal-banner', '首页轮播');
  HOME_BANNER.forEach((slide, i) => {
    const [from, to] = slide.palette;
    seeder.content('lib-portal-banner', i, {
      id: slide.id,
      title: slide.title,
      description: slide.description,
      resource_type: slide.resource_type,
      cover_url: seeder.cover({
        name: slide.id,
        kind: 'banner',
        title: slide.title,
        subtitle: slide.description.startsWith('http') ? '点击了解详情' : slide.description,
        color_from: from,
        color_to: to,
      }),
      mainColor: from,
      create_time: CONTENT_EPOCH - i * DAY_MS,
      extra: slide.url ? { url: slide.url } : {},
    });
  });
  seeder.section(PORTAL_CHANNEL_ID, 0, {
    id: 'sec-home-banner',
    type: 11,
    setting: {
      data: { title: '首页轮播', library_id: 'lib-portal-banner' },
      display: { title: '首页轮播', is_title_show: false, banner_width: 1200 },
    },
  });

  const navItems = AREAS.map((area) => {
    const icon = seeder.cover({
      name: `icon-${area.key}`,
      kind: 'icon',
      title: area.name,
      color_from: area.palette[0],
      color_to: area.palette[1],
    });
    return {
      id: `nav-${area.key}`,
      title: area.name,
      web_url: area.webUrl,
      web_picture_url: icon,
      mobile_url: area.webUrl,
      mobile_picture_url: icon,
    };
  });
  seeder.section(PORTAL_CHANNEL_ID, 1, {
    id: 'sec-home-nav',
    type: 13,
    setting: {
      data: { title: '快捷导航', item_data_list: navItems },
      display: { title: '快捷导航', is_title_show: false },
    },
  });

  AREAS.forEach((area, areaIndex) => {
    const libraryId = libraryIdOf(area.key);
    const [from, to] = area.palette;
    seeder.library(libraryId, area.sectionTitle);
    const contents = areaContents(area, areaIndex, textbooks);
    contents.forEach(({ cover, ...content }, i) => {
      seeder.content(libraryId, i, {
        ...content,
        cover_url: seeder.cover({ name: content.id, ...cover, color_from: from, color_to: to }),
      });
    });
    seedAreaCatalog(seeder, area, libraryId, contents);

    const display: Record<string, unknown> = { icon_url: coverUrl(`icon-${area.key}`) };
    // One section says web_show explicitly and one carries an advert, so both paths get exercised.
    if (area.key === 'sport') display.web_show = true;
    if (area.key === 'art') {
      display.ad_enable = true;
      display.ad_logo_url = seeder.cover({
        name: 'ad-art-show',
        kind: 'ad',
        title: '全国学生艺术展演',
        subtitle: '优秀作品线上展播',
        color_from: '#8a4fd6',
        color_to: '#e8684a',
      });
      display.ad_url = '/hd/myzj';
    }
    seeder.section(
      PORTAL_CHANNEL_ID,
      areaIndex + 2,
      typeTwelve(`sec-home-${area.key}`, area.sectionTitle, libraryId, {
        data: { ext_param: JSON.stringify({ section_key: area.key }) },
        display,
      }),
    );

    const channelId = `area-${area.key}`;
    seeder.channel(channelId, area.name, area.scope, 10 + areaIndex, {
      name: area.key,
      web_url: area.webUrl,
    });
    seeder.section(
      channelId,
      0,
      typeTwelve(`sec-area-${area.key}`, area.sectionTitle, libraryId, {
        data: { ext_param: JSON.stringify({ section_key: area.key }) },
        display: { icon_url: coverUrl(`icon-${area.key}`) },
      }),
    );
  });

  const labour = AREAS.find((area) => area.key === 'labourEdu');
  LABOUR_ZONES.forEach((zone, i) =>
    seedCategoryLibrary(
      seeder,
      {
        id: `lib-portal-${zone.key}`,
        title: zone.title,
        palette: labour?.palette ?? ['#e07b1f', '#f5b85a'],
        catalog: zone.catalog,
        items: zone.items,
      },
      30 + i,
    ),
  );
  const teacherTraining = AREAS.find((area) => area.key === 'teacherTraining');
  TEACHER_COURSE_COLUMNS.forEach((column, i) =>
    seedCategoryLibrary(
      seeder,
      {
        id: teacherCourseLibraryId(column.code),
        title: column.title,
        palette: teacherTraining?.palette ?? ['#2f6bff', '#6fa3ff'],
        catalog: [{ code: column.code, title: column.title }],
        items: column.items.map((item) => ({ ...item, tag: column.code })),
      },
      40 + i,
    ),
  );

  FEATURED_CHANNEL.sections.forEach((section, i) =>
    seeder.section(
      FEATURED_CHANNEL.id,
      i,
      typeTwelve(section.id, section.title, libraryIdOf(section.key)),
    ),
  );
  const { malformed } = FEATURED_CHANNEL;
  seeder.section(
    FEATURED_CHANNEL.id,
    FEATURED_CHANNEL.sections.length + 1,
    typeTwelve(malformed.id, malformed.title, libraryIdOf(malformed.key), {
      data: { ext_param: '{"section_key": "sport",' },
    }),
  );
  const tabs = FEATURED_CHANNEL.tabs;
  seeder.section(FEATURED_CHANNEL.id, FEATURED_CHANNEL.sections.length, {
    id: tabs.id,
    type: 26,
    setting: { data: { title: tabs.title }, display: { title: tabs.title, is_title_show: true } },
  });
  tabs.children.forEach((child, i) =>
    seeder.section(
      FEATURED_CHANNEL.id,
      i,
      typeTwelve(child.id, child.title, libraryIdOf(child.key)),
      tabs.id,
    ),
  );
}

function seedKpzy(seeder: Seeder): void {
  seeder.channel(KPZY_CHANNEL_ID, '科普资源征集活动', 'hd', 100, {
    name: 'kpzy',
    web_url: '/hd/kpzy',
  });
  const [from, to] = KPZY_PALETTE;

  seeder.library('kpzy-banner', '科普活动轮播');
  KPZY_BANNER.forEach((slide, i) =>
    seeder.content('kpzy-banner', i, {
      id: slide.id,
      title: slide.title,
      description: slide.description,
      resource_type: 'x_url',
      cover_url: seeder.cover({
        name: slide.id,
        kind: 'banner',
        title: slide.title,
        subtitle: slide.description,
        color_from: slide.palette[0],
        color_to: slide.palette[1],
      }),
      mainColor: slide.palette[0],
      create_time: CONTENT_EPOCH - i * DAY_MS,
      extra: { url: slide.url },
    }),
  );

  seeder.library('kpzy-works', '科普资源征集 · 优秀作品');
  KPZY_WORKS.forEach((work, i) =>
    seeder.content('kpzy-works', i, {
      id: work.id,
      title: work.title,
      description: work.description,
      resource_type: work.work_type === '科普文章' ? 'x_document' : 'x_audio_video',
      cover_url: seeder.cover({
        name: work.id,
        kind: 'card',
        title: work.title,
        subtitle: `${work.author} · ${work.school}`,
        color_from: i % 2 ? '#0d6e8a' : from,
        color_to: i % 2 ? '#43b7c9' : to,
      }),
      create_time: CONTENT_EPOCH - (i + 1) * DAY_MS,
      extra: {
        work_id: work.id,
        contest_id: 'kpzy2026',
        work_type: work.work_type,
        author: work.author,
        school_name: work.school,
        area_name: work.area,
        brief_introduction: work.description,
        providers: [{ name: work.school }],
      },
    }),
  );

  seeder.library('kpzy-guide', '科普资源征集 · 活动指南');
  KPZY_GUIDE.forEach((article, i) =>
    seeder.content('kpzy-guide', i, {
      id: article.id,
      title: article.title,
      description: article.category,
      resource_type: 'x_article',
      cover_url: seeder.cover({
        name: article.id,
        kind: 'card',
        title: article.title,
        subtitle: article.category,
        color_from: from,
        color_to: to,
      }),
      create_time: CONTENT_EPOCH - (10 + i) * DAY_MS,
      extra: { source: '中央电化教育馆', brief_introduction: article.category },
    }),
  );

  seeder.section(KPZY_CHANNEL_ID, 0, {
    id: 'sec-kpzy-banner',
    type: 11,
    setting: {
      data: { title: '活动轮播', library_id: 'kpzy-banner' },
      display: { title: '活动轮播', is_title_show: false },
    },
  });
  seeder.section(
    KPZY_CHANNEL_ID,
    1,
    typeTwelve('sec-kpzy-works', '优秀作品展示', 'kpzy-works', { data: { useWorks: true } }),
  );
  seeder.section(
    KPZY_CHANNEL_ID,
    2,
    typeTwelve('sec-kpzy-guide', '活动指南', 'kpzy-guide', { data: { isArtical: true } }),
  );
}

/** A sunshine library; items without their own url open the sunshine detail page. */
function seedSunshineLibrary(seeder: Seeder, library: SunshineLibrary, kind: 'card' | 'banner') {
  const [from, to] = SUNSHINE_PALETTE;
  seeder.library(library.id, library.title);
  library.items.forEach(({ note: _note, ...item }, i) =>
    seeder.content(library.id, i, {
      ...item,
      cover_url: seeder.cover({
        name: item.id,
        kind,
        title: item.title,
        subtitle: item.description,
        color_from: i % 2 ? '#d9531e' : from,
        color_to: i % 2 ? '#f08a5d' : to,
      }),
      ...(kind === 'banner' ? { mainColor: from } : {}),
      create_time: CONTENT_EPOCH - (i + 1) * DAY_MS,
      extra: {
        source: '阳光学校',
        url:
          item.url ??
          `/sunshine/detail?contentId=${encodeURIComponent(item.id)}&libraryId=${library.id}`,
      },
    }),
  );
}

/** Seed 001 §2 "Sunshine school channel": banner, then the home's four keyed modules. */
function seedSunshine(seeder: Seeder): void {
  seeder.channel(SUNSHINE_CHANNEL_ID, '阳光学校', 'sunshine', 110, {
    name: 'sunshine',
    web_url: '/sunshine',
  });
  seedSunshineLibrary(seeder, SUNSHINE_BANNER, 'banner');
  for (const library of [
    SUNSHINE_NEWS,
    SUNSHINE_LEARNING,
    SUNSHINE_EXHIBITION,
    SUNSHINE_RESOURCES,
    SUNSHINE_RECOMMEND,
    SUNSHINE_LIVE,
  ])
    seedSunshineLibrary(seeder, library, 'card');
  const keyed = (key: string) => ({ ext_param: JSON.stringify({ section_key: key }) });

  seeder.section(SUNSHINE_CHANNEL_ID, 0, {
    id: 'sec-sun-banner',
    type: 11,
    setting: {
      data: { title: SUNSHINE_BANNER.title, library_id: SUNSHINE_BANNER.id },
      display: { title: SUNSHINE_BANNER.title, is_title_show: false, banner_width: 1200 },
    },
  });
  seeder.section(
    SUNSHINE_CHANNEL_ID,
    1,
    typeTwelve('sec-sun-news', SUNSHINE_NEWS.title, SUNSHINE_NEWS.id, {
      data: { isArtical: true, ...keyed('news') },
    }),
  );
  seeder.section(
    SUNSHINE_CHANNEL_ID,
    2,
    typeTwelve('sec-sun-learning', SUNSHINE_LEARNING.title, SUNSHINE_LEARNING.id, {
      data: keyed('learning'),
    }),
  );
  const showcase = '展示交流与特色资源';
  seeder.section(SUNSHINE_CHANNEL_ID, 3, {
    id: 'sec-sun-showcase',
    type: 26,
    setting: {
      data: { title: showcase, ...keyed('showcase') },
      display: { title: showcase, is_title_show: true },
    },
  });
  [SUNSHINE_EXHIBITION, SUNSHINE_RESOURCES].forEach((library, i) =>
    seeder.section(
      SUNSHINE_CHANNEL_ID,
      i,
      typeTwelve(`sec-sun-showcase-${i + 1}`, library.title, library.id),
      'sec-sun-showcase',
    ),
  );
  seeder.section(SUNSHINE_CHANNEL_ID, 4, {
    id: 'sec-sun-recommend',
    type: 20,
    setting: {
      data: {
        title: SUNSHINE_RECOMMEND.title,
        library_id: SUNSHINE_RECOMMEND.id,
        description: SUNSHINE_NOTICE,
        ...keyed('recommend'),
      },
      display: { title: SUNSHINE_RECOMMEND.title, is_title_show: true },
    },
  });
}

/** The bench fixtures reference covers relative to themselves; here they are served files. */
function rewriteBenchCovers<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value).replace(
      /"(?:\.{0,2}\/)*fixtures\/covers\//g,
      '"/svc/static/bench/covers/',
    ),
  ) as T;
}

function seedBench(seeder: Seeder, seedDir: string): void {
  BENCH_CHANNELS.forEach((bench, channelIndex) => {
    seeder.channel(bench.id, bench.title, 'bench', 200 + channelIndex);
    const sections = rewriteBenchCovers(
      JSON.parse(readFileSync(resolve(seedDir, 'bench', bench.file), 'utf8')) as BenchSection[],
    );
    sections.forEach((section, i) => {
      // Bench cards show like counts too, so their ids get stats rows like any content.
      [section, ...(section.children ?? [])]
        .flatMap((s) => s.libraryContents ?? [])
        .forEach((card) => seeder.stats(card.id));
      seeder.section(bench.id, i, section, null, section.libraryContents ?? []);
      (section.children ?? []).forEach((child, j) =>
        seeder.section(bench.id, j, child, section.id, child.libraryContents ?? []),
      );
    });
  });
}

function seedSettings(seeder: Seeder): void {
  const siteConfig = {
    downloadApp: true,
    downloadPcUrl: '/svc/static/download/',
    theme: { enable: false, disablePath: [], logo: '', icon: '', slogan: '' },
  };
  seeder.setting('app_config', 'recommend_week', 'week_1');
  seeder.setting('app_config', 'live_close_login', 0);
  seeder.setting('app_config', 'live_record_random_delay_sec', 99);
  seeder.setting('app_config', 'siteConfig', siteConfig);
  // Service component config (seed 000 §3, §7): course attachments may be previewed online.
  seeder.setting('component:teacher-train', 'attachment-preview-enable', true);
  // The static file is the fallback the portal merges under app_configs (ledger A-23).
  seeder.setting('web_config', 'recommend_week', 'week_1');
  seeder.setting('web_config', 'live_close_login', 0);
  seeder.setting('web_config', 'live_record_random_delay_sec', 99);
  seeder.setting('web_config', 'siteConfig', { ...siteConfig, downloadApp: false });
  seeder.setting('download', 'latest', {
    version: '2.2.22',
    path: 'smartedu-setup-2.2.22.exe',
    releaseDate: '2026-08-20T10:00:00.000Z',
  });
}

/**
 * The contests as declared in the seed folder's contests.json (staff and whitelists with them),
 * then the default scenario, which also adds the contests' seeded activity (the data contest's
 * published results and team, seed-data/diaaContests.ts): a scenario switch restores them from
 * the same code.
 */
function seedContests(seeder: Seeder, seedDir: string, now: number): void {
  seedDeclaredContests(seeder.db, declaredContestsIn(seedDir), now);
  applyScenario(seeder.db, 'default', now, seedDir);
}

export interface SeedOptions {
  seedDir: string;
  now: number;
}

export function seedDatabase(db: Database, options: SeedOptions): void {
  const textbooks = JSON.parse(
    readFileSync(resolve(options.seedDir, 'textbooks.json'), 'utf8'),
  ) as Textbooks;
  const seeder = new Seeder(db);
  seedUsers(seeder);
  seedPortal(seeder, textbooks);
  seedKpzy(seeder);
  seedCampaignSitesA(seeder);
  seedCampaignSitesB(seeder);
  seedContests(seeder, options.seedDir, options.now);
  seedSunshine(seeder);
  seedBench(seeder, options.seedDir);
  seedSyncClassroom(seeder, options.seedDir);
  seedTchMaterial(seeder, options.seedDir);
  seedResources(seeder, options.now);
  seedLives(seeder, options.now);
  seedCourses(seeder, options.now);
  seedStudios(seeder, options.now);
  seedMiscPages(seeder, options.now);
  seedTraining(seeder, options.now);
  seedSettings(seeder);
  // Last: a certificate names a contest and a user seeded above.
  seedCertificates(seeder);
}
