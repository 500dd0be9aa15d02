/**
 * Synchronous classroom (同步课堂) content of the stand-in: the real textbook catalogue of the
 * national platform (tag tree and textbook list parts, in `syncClassroom/`, rebuilt by
 * `scripts/syncClassroomSeed.ts`) and, because the archived catalogue has no chapters
 * (`chapter_paths` and `chapter_ids` are empty in every record), a derived chapter tree and
 * lesson resources per textbook.
 *
 * Derivation (documented in server/README.md): a textbook gets 4–8 units (第一单元 …), each
 * with 2–4 lessons (第1课时 …); every lesson has one resource of each of the five kinds. The
 * counts come from a hash of the textbook id, so they are stable across reseeds and cost
 * nothing to store: trees are computed when asked for, not written at seeding.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Seeder } from '../db/seeder';
import type { CoverSpec } from '../covers';
import { stableNumber } from '../db/seeder';
import { SAMPLE_HLS_URL, SAMPLE_VIDEO_URL, type DocumentPage } from './resources';

/** Where the textbook covers are served (the static service of the stand-in). */
export const SYNC_CLASSROOM_COVER_BASE = '/svc/static/zxx/ndrs/national_lesson/covers';

export function textbookCoverPath(textbookId: string): string {
  return `${SYNC_CLASSROOM_COVER_BASE}/${encodeURIComponent(textbookId)}.svg`;
}

/** The five kinds of lesson resource, in the order the textbook page shows them. */
export const LESSON_RESOURCE_KINDS = [
  { code: 'video_course', name: '视频课程', format: 'mp4', colors: ['#1f6feb', '#5aa2ff'] },
  { code: 'courseware', name: '课件', format: 'pptx', colors: ['#d9480f', '#ff922b'] },
  { code: 'teaching_design', name: '教学设计', format: 'docx', colors: ['#2b8a3e', '#69db7c'] },
  { code: 'learning_task', name: '学习任务单', format: 'pdf', colors: ['#6741d9', '#9775fa'] },
  { code: 'after_class_exercise', name: '课后练习', format: 'pdf', colors: ['#c2255c', '#f06595'] },
] as const;

export type LessonResourceKind = (typeof LESSON_RESOURCE_KINDS)[number]['code'];

/** The stored catalogue files, by the name the routes serve them under. */
export interface SyncClassroomVersion {
  module: string;
  module_version: number;
  parts: string[];
}

const DATA_DIR = 'syncClassroom';

/**
 * Writes the catalogue files as text rows: inflating is all the work, nothing is parsed here,
 * so seeding stays fast (the server tests seed many times).
 */
export function seedSyncClassroom(seeder: Seeder, seedDir: string): void {
  const dir = resolve(seedDir, DATA_DIR);
  const versionText = readFileSync(resolve(dir, 'data_version.json'), 'utf8');
  const version = JSON.parse(versionText) as SyncClassroomVersion;
  const insert = (name: string, body: string) => seeder.row('sync_classroom_files', { name, body });
  insert('data_version', versionText);
  const inflate = (file: string) => gunzipSync(readFileSync(resolve(dir, file))).toString('utf8');
  insert('national_lesson_tag', inflate('national_lesson_tag.json.gz'));
  for (const part of version.parts) insert(part, inflate(`${part}.json.gz`));
}

const CHINESE_NUMBERS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** A node of a textbook's content tree (seed 000 §3: node_id, node_type, child_nodes). */
export interface ContentTreeNode {
  node_id: string;
  /** catalog: a chapter (unit); activity: a lesson (seed 000 §3 catalogue item kinds). */
  node_type: 'catalog' | 'activity';
  title: string;
  child_nodes: ContentTreeNode[];
}

const LESSON_ID = /^(.+)_u(\d{1,2})_l(\d{1,2})$/;

export function lessonId(textbookId: string, unit: number, lesson: number): string {
  return `${textbookId}_u${unit}_l${lesson}`;
}

function unitCount(textbookId: string): number {
  return 4 + (stableNumber(textbookId) % 5);
}

function lessonCount(textbookId: string, unit: number): number {
  return 2 + (stableNumber(`${textbookId}/${unit}`) % 3);
}

/** The chapter tree of a textbook: units (catalog) holding lessons (activity). */
export function chapterTree(textbookId: string, title: string): ContentTreeNode {
  const units: ContentTreeNode[] = [];
  for (let unit = 1; unit <= unitCount(textbookId); unit += 1) {
    const lessons: ContentTreeNode[] = [];
    for (let lesson = 1; lesson <= lessonCount(textbookId, unit); lesson += 1) {
      lessons.push({
        node_id: lessonId(textbookId, unit, lesson),
        node_type: 'activity',
        title: `第${lesson}课时`,
        child_nodes: [],
      });
    }
    units.push({
      node_id: `${textbookId}_u${unit}`,
      node_type: 'catalog',
      title: `第${CHINESE_NUMBERS[unit - 1]}单元`,
      child_nodes: lessons,
    });
  }
  return { node_id: textbookId, node_type: 'catalog', title, child_nodes: units };
}

/** Splits a lesson id into its textbook, unit and lesson; null when it names no lesson. */
export function parseLessonId(
  id: string,
): { textbookId: string; unit: number; lesson: number } | null {
  const match = LESSON_ID.exec(id);
  if (!match) return null;
  const [, textbookId, unitText, lessonText] = match;
  const unit = Number(unitText);
  const lesson = Number(lessonText);
  if (unit < 1 || unit > unitCount(textbookId)) return null;
  if (lesson < 1 || lesson > lessonCount(textbookId, unit)) return null;
  return { textbookId, unit, lesson };
}

/** Where a lesson document's page images are served (server/routes/syncClassroom.ts). */
export const LESSON_RESOURCE_BASE = '/svc/static/zxx/ndrv2/national_lesson/resources';

export function lessonResourcePagePath(resourceId: string, page: number): string {
  return `${LESSON_RESOURCE_BASE}/${encodeURIComponent(resourceId)}/page-${page}.svg`;
}

/**
 * A lesson resource as the platform's resource records carry it: the files in `ti_items`
 * (format and storage addresses; the video as MP4 and HLS, the sample clips of the stand-in) and,
 * for documents, the page images of the online preview in `custom_properties.preview`
 * (`Slide1`, `Slide2`… as in the platform's electronic-textbook records).
 */
export interface LessonResource {
  id: string;
  title: string;
  resource_type_code: LessonResourceKind;
  resource_type_code_name: string;
  custom_properties: {
    format: string;
    thumbnails: string[];
    duration?: number;
    preview?: Record<string, string>;
  };
  ti_items: { ti_format: string; ti_storages: string[] }[];
  create_time: string;
}

/** What a lesson document's pages say: a real-looking outline per kind. */
export function lessonDocumentPages(kind: LessonResourceKind, lessonTitle: string): DocumentPage[] {
  switch (kind) {
    case 'courseware':
      return [
        { heading: lessonTitle, paragraphs: ['课件', '国家中小学智慧教育平台 · 课程教学'] },
        {
          heading: '学习目标',
          paragraphs: ['1. 理解本课时的核心概念。', '2. 能用所学解决简单问题。'],
        },
        { heading: '新课探究', paragraphs: ['观察情境，提出问题。', '小组合作，交流发现。'] },
        { heading: '课堂小结', paragraphs: ['回顾本课时所学，完成课后练习。'] },
      ];
    case 'teaching_design':
      return [
        {
          heading: `${lessonTitle} 教学设计`,
          paragraphs: ['一、教学目标', '二、教学重点与难点', '三、教学准备'],
        },
        { heading: '四、教学过程', paragraphs: ['导入 → 探究 → 练习 → 小结', '五、板书设计'] },
      ];
    case 'learning_task':
      return [
        {
          heading: `${lessonTitle} 学习任务单`,
          paragraphs: [
            '任务一：预习课本内容，圈出不理解的地方。',
            '任务二：观看视频课程，记录要点。',
          ],
        },
      ];
    default:
      return [
        {
          heading: `${lessonTitle} 课后练习`,
          paragraphs: ['一、基础练习（共 3 题）', '二、拓展练习（共 2 题）'],
        },
        { heading: '参考答案', paragraphs: ['完成练习后再查看答案，订正错误。'] },
      ];
  }
}

/** The lesson and kind a resource id names; null when it names none. */
export function parseLessonResourceId(
  id: string,
): { lessonId: string; kind: LessonResourceKind } | null {
  const kind = LESSON_RESOURCE_KINDS.find((candidate) => id.endsWith(`_${candidate.code}`));
  return kind ? { lessonId: id.slice(0, -(kind.code.length + 1)), kind: kind.code } : null;
}

/** The five resources of one lesson; `createTime` is the textbook's own. */
export function lessonResources(
  textbookId: string,
  unit: number,
  lesson: number,
  createTime: string,
): { node_id: string; title: string; chapter_path: string[]; resources: LessonResource[] } {
  const id = lessonId(textbookId, unit, lesson);
  const unitTitle = `第${CHINESE_NUMBERS[unit - 1]}单元`;
  const lessonTitle = `第${lesson}课时`;
  return {
    node_id: id,
    title: `${unitTitle} ${lessonTitle}`,
    chapter_path: [unitTitle, lessonTitle],
    resources: LESSON_RESOURCE_KINDS.map((kind) => {
      const resourceId = `${id}_${kind.code}`;
      const video = kind.code === 'video_course';
      const pages = video ? [] : lessonDocumentPages(kind.code, `${unitTitle} ${lessonTitle}`);
      return {
        id: resourceId,
        title: `${unitTitle} ${lessonTitle} ${kind.name}`,
        resource_type_code: kind.code,
        resource_type_code_name: kind.name,
        custom_properties: {
          format: kind.format,
          thumbnails: [`${SYNC_CLASSROOM_COVER_BASE}/${kind.code}.svg`],
          // A lesson video of the real platform runs 15–25 minutes.
          ...(video ? { duration: 900 + (stableNumber(id) % 600) } : {}),
          ...(video
            ? {}
            : {
                preview: Object.fromEntries(
                  pages.map((_, index) => [
                    `Slide${index + 1}`,
                    lessonResourcePagePath(resourceId, index + 1),
                  ]),
                ),
              }),
        },
        ti_items: video
          ? [
              { ti_format: 'm3u8', ti_storages: [SAMPLE_HLS_URL] },
              { ti_format: 'mp4', ti_storages: [SAMPLE_VIDEO_URL] },
            ]
          : [{ ti_format: kind.format, ti_storages: [] }],
        create_time: createTime,
      };
    }),
  };
}

/** Cover of a lesson-resource kind, or undefined when `name` is not a kind. */
export function kindCover(name: string): CoverSpec | undefined {
  const kind = LESSON_RESOURCE_KINDS.find((candidate) => candidate.code === name);
  if (!kind) return undefined;
  return {
    name,
    kind: 'card',
    title: kind.name,
    subtitle: '课程教学',
    color_from: kind.colors[0],
    color_to: kind.colors[1],
    main_color: kind.colors[0],
  };
}

/** Book covers take their colours from the subject, so one subject's shelf looks alike. */
const BOOK_PALETTES: [string, string][] = [
  ['#1c7ed6', '#4dabf7'],
  ['#e8590c', '#ffa94d'],
  ['#2f9e44', '#8ce99a'],
  ['#7048e8', '#b197fc'],
  ['#c2255c', '#faa2c1'],
  ['#0c8599', '#66d9e8'],
  ['#5c940d', '#a9e34b'],
  ['#862e9c', '#e599f7'],
];

export function textbookCover(
  textbookId: string,
  title: string,
  subject: string,
  edition: string,
): CoverSpec {
  const [from, to] = BOOK_PALETTES[stableNumber(subject) % BOOK_PALETTES.length];
  return {
    name: textbookId,
    kind: 'book',
    title,
    subtitle: [subject, edition].filter(Boolean).join(' · '),
    color_from: from,
    color_to: to,
    main_color: from,
  };
}
