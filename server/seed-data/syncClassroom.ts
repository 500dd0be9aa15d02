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
import type { Database } from 'better-sqlite3';
import type { CoverSpec } from '../covers';

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
export function seedSyncClassroom(db: Database, seedDir: string): void {
  const dir = resolve(seedDir, DATA_DIR);
  const versionText = readFileSync(resolve(dir, 'data_version.json'), 'utf8');
  const version = JSON.parse(versionText) as SyncClassroomVersion;
  const insert = db.prepare('INSERT INTO sync_classroom_files (name, body) VALUES (?, ?)');
  insert.run('data_version', versionText);
  const inflate = (file: string) => gunzipSync(readFileSync(resolve(dir, file))).toString('utf8');
  insert.run('national_lesson_tag', inflate('national_lesson_tag.json.gz'));
  for (const part of version.parts) insert.run(part, inflate(`${part}.json.gz`));
}

/** FNV-1a: stable small numbers from an id. */
function stableNumber(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
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

export interface LessonResource {
  id: string;
  title: string;
  resource_type_code: LessonResourceKind;
  resource_type_code_name: string;
  custom_properties: { format: string; thumbnails: string[]; duration?: number };
  create_time: string;
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
    resources: LESSON_RESOURCE_KINDS.map((kind) => ({
      id: `${id}_${kind.code}`,
      title: `${unitTitle} ${lessonTitle} ${kind.name}`,
      resource_type_code: kind.code,
      resource_type_code_name: kind.name,
      custom_properties: {
        format: kind.format,
        thumbnails: [`${SYNC_CLASSROOM_COVER_BASE}/${kind.code}.svg`],
        // A lesson video of the real platform runs 15–25 minutes.
        ...(kind.code === 'video_course' ? { duration: 900 + (stableNumber(id) % 600) } : {}),
      },
      create_time: createTime,
    })),
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
