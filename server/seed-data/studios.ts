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
import type { CoverKind } from '../covers';
import type { Seeder } from '../db/seeder';
import { loadSeedContent } from './content';
import { DAY_MS, toPlatformTime } from '../time';
import { SAMPLE_VIDEO_URL } from './resources';

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

/** A teacher studio of the content file: its owner title and introduction follow one pattern. */
interface TeachStudioContent {
  id: string;
  name: string;
  owner: string;
  area: string;
  subject: string;
  members: number;
  resources: number;
  visits: number;
  palette: [string, string];
}

const teach = (studio: TeachStudioContent): StudioSeed => ({
  id: studio.id,
  kind: 'teach-studio',
  name: studio.name,
  owner: studio.owner,
  ownerTitle: '正高级教师 · 特级教师',
  area: studio.area,
  subject: studio.subject,
  introduction: `${studio.name}由${studio.owner}领衔，汇聚区域${studio.subject}骨干教师，围绕新课标下的${studio.subject}课堂教学开展课例研究、集体备课与青年教师培养，定期发布优质课例与教学设计。`,
  members: studio.members,
  resources: studio.resources,
  visits: studio.visits,
  palette: studio.palette,
});

interface NewsSeed {
  title: string;
  summary: string;
  paragraphs: string[];
  daysAgo: number;
}

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

/** The content itself: content/studios.json (schema studios.schema.json beside it). */
interface StudiosContent {
  /** Teacher studios, listed before every other kind. */
  teachStudios: TeachStudioContent[];
  studios: StudioSeed[];
  /** The resource account's own news (the browser test opens the third). */
  resourceAccountNews: NewsSeed[];
  /** A studio's resource titles by its subject. */
  resourceTitles: Record<string, string[]>;
  /** Resources of the resource account named in the tests (a publisher's own). */
  resourceAccountResources: string[];
  /** Resource titles of a studio whose subject has none of its own. */
  generalResourceTitles: string[];
  memberNames: string[];
  memberTitles: string[];
  lecturers: LecturerSeed[];
}

const CONTENT = loadSeedContent<StudiosContent>('studios');
export const STUDIO_SEEDS: StudioSeed[] = [...CONTENT.teachStudios.map(teach), ...CONTENT.studios];
export const LECTURER_SEEDS = CONTENT.lecturers;

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

export function seedStudios(seeder: Seeder, now: number): void {
  const cover = (name: string, kind: CoverKind, title: string, palette: string[]) =>
    seeder.cover({ name, kind, title, color_from: palette[0], color_to: palette[1] });
  const detail = (id: string, body: Record<string, unknown>) =>
    seeder.row('resource_details', { id, detail: JSON.stringify(body), pages: null }, 'replace');
  STUDIO_SEEDS.forEach((seed, index) => {
    const studioCover = cover(`studio-${seed.id}`, 'card', seed.name, seed.palette);
    seeder.row(
      'studios',
      {
        id: seed.id,
        kind: seed.kind,
        name: seed.name,
        owner_name: seed.owner,
        owner_title: seed.ownerTitle,
        area: seed.area,
        subject: seed.subject ?? null,
        introduction: seed.introduction,
        cover_url: studioCover,
        member_count: seed.members,
        resource_count: seed.resources,
        visit_count: seed.visits,
        create_time: now - (400 + index * 17) * DAY_MS,
        sort_order: index,
      },
      'replace',
    );
    const shortId = seed.id.replace(/^studio-/, '');
    const items =
      seed.id === STUDIO_IDS.resourceAccount ? CONTENT.resourceAccountNews : newsOf(seed);
    items.forEach((item, i) =>
      seeder.row(
        'studio_news',
        {
          id: `news-${shortId}-${i + 1}`,
          studio_id: seed.id,
          title: item.title,
          summary: item.summary,
          content: paragraphsHtml(item.paragraphs),
          publish_time: now - item.daysAgo * DAY_MS,
        },
        'replace',
      ),
    );
    const titles =
      seed.id === STUDIO_IDS.resourceAccount
        ? CONTENT.resourceAccountResources
        : (seed.subject && CONTENT.resourceTitles[seed.subject]) || CONTENT.generalResourceTitles;
    titles.forEach((title, i) => {
      const id = `studio-res-${shortId}-${i + 1}`;
      const resCover = cover(id, 'card', title, [seed.palette[i % 2], seed.palette[(i + 1) % 2]]);
      const created = now - (5 + i * 9) * DAY_MS;
      seeder.row(
        'studio_resources',
        {
          id,
          studio_id: seed.id,
          title,
          resource_type: 'assets_video',
          cover_url: resCover,
          view_count: 860 + ((index * 7919 + i * 104_729) % 48_000),
          create_time: created,
        },
        'replace',
      );
      detail(id, videoDetail(id, title, seed.name, resCover, created));
    });
    const member = (name: string, title: string, school: string, role: string, order: number) =>
      seeder.row(
        'studio_members',
        { studio_id: seed.id, name, title, school, role, sort_order: order },
        'replace',
      );
    member(seed.owner, seed.ownerTitle, seed.area, 'owner', 0);
    if (seed.kind !== 'inst-studio' && seed.kind !== 'school-space')
      for (let i = 0; i < 5; i += 1) {
        const name = CONTENT.memberNames[(index + i) % CONTENT.memberNames.length];
        if (name !== seed.owner)
          member(name, CONTENT.memberTitles[i], `${seed.area}教师`, 'member', i + 1);
      }
  });

  LECTURER_SEEDS.forEach((seed, index) => {
    const avatar = cover(`avatar-${seed.id}`, 'avatar', seed.name.slice(-2), seed.palette);
    seeder.row(
      'lecturers',
      {
        id: seed.id,
        name: seed.name,
        title: seed.title,
        subject: seed.subject,
        stage: seed.stage,
        school: seed.school,
        introduction: seed.introduction,
        avatar_url: avatar,
        studio_id: seed.studioId ?? null,
        sort_order: index,
      },
      'replace',
    );
    seed.courses.forEach((item, i) => {
      const id = `course-${seed.id.replace(/^lecturer-/, '')}-${i + 1}`;
      const courseCover = cover(id, 'card', item.title, seed.palette);
      seeder.row(
        'lecturer_courses',
        {
          id,
          lecturer_id: seed.id,
          title: item.title,
          cover_url: courseCover,
          lesson_count: item.lessons,
          learner_count: item.learners,
          sort_order: i,
        },
        'replace',
      );
      detail(
        id,
        videoDetail(
          id,
          item.title,
          `${seed.school} ${seed.name}`,
          courseCover,
          now - (20 + i) * DAY_MS,
        ),
      );
    });
  });
}
