/**
 * The studio service (seed 000 §7 "studio" base; §2 studio routes and `/lecturer`; ledger
 * CORE-ROUTE-17, -20, -21, CORE-HTTP-01): studio lists by kind, one studio with its news and
 * resources, and the lecturers. The spec shows no paths; these are the stand-in's
 * (server/routes/studios.ts). Public pages: every call goes without the token. Loaded on
 * first use (src/services/index.ts), outside the visitor's entry. Failures reject; answers
 * are read tolerantly (a malformed item is dropped, a missing count is 0).
 */
import { isRecord, listFrom, segment } from './answers';
import type { HttpClient } from './http/types';
import { isStudioKind, type StudioKind } from '../lib/studioKinds';

export const STUDIOS_PATH = '/v1/studios';
export const LECTURERS_PATH = '/v1/lecturers';
export const LECTURER_SUBJECTS_PATH = '/v1/lecturers/subjects';

export const studioPath = (scopeId: string) => `${STUDIOS_PATH}/${segment(scopeId)}`;
export const studioNewsPath = (scopeId: string, newsId?: string) =>
  `${studioPath(scopeId)}/news${newsId === undefined ? '' : `/${segment(newsId)}`}`;
export const studioResourcesPath = (scopeId: string) => `${studioPath(scopeId)}/resources`;
export const lecturerPath = (id: string) => `${LECTURERS_PATH}/${segment(id)}`;

export interface Studio {
  id: string;
  kind: StudioKind;
  name: string;
  owner: { name: string; title: string };
  area: string;
  subject: string | null;
  introduction: string;
  cover_url: string | null;
  member_count: number;
  resource_count: number;
  visit_count: number;
}

export interface StudioMember {
  name: string;
  title: string;
  school: string;
  role: 'owner' | 'member';
}

export interface StudioDetail extends Studio {
  members: StudioMember[];
}

export interface StudioNews {
  id: string;
  title: string;
  summary: string;
  publish_time: string;
  /** HTML; only in the one-item answer. Sanitised before it is shown. */
  content?: string;
}

export interface StudioResource {
  id: string;
  title: string;
  resource_type: string;
  cover_url: string | null;
  view_count: number;
  create_time: string;
}

export interface LecturerCourse {
  id: string;
  title: string;
  cover_url: string | null;
  resource_type: string;
  lesson_count: number;
  learner_count: number;
}

export interface Lecturer {
  id: string;
  name: string;
  title: string;
  subject: string;
  stage: string;
  school: string;
  introduction: string;
  avatar_url: string | null;
  studio_id: string | null;
  course_count: number;
  courses: LecturerCourse[];
}

export interface LecturerDetail extends Lecturer {
  studio: { id: string; kind: StudioKind; name: string } | null;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface PageQuery {
  offset: number;
  limit: number;
  keyword?: string;
}

export interface StudioService {
  studios(kind: StudioKind, query: PageQuery): Promise<Page<Studio>>;
  studio(scopeId: string): Promise<StudioDetail>;
  news(scopeId: string, offset: number, limit: number): Promise<Page<StudioNews>>;
  newsItem(scopeId: string, newsId: string): Promise<StudioNews>;
  resources(scopeId: string, offset: number, limit: number): Promise<Page<StudioResource>>;
  lecturers(query: PageQuery & { subject?: string }): Promise<Page<Lecturer>>;
  lecturerSubjects(): Promise<string[]>;
  lecturer(id: string): Promise<LecturerDetail>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

export function studioFrom(item: unknown): Studio | null {
  if (!isRecord(item) || !text(item.id) || !isStudioKind(item.kind)) return null;
  const owner = isRecord(item.owner) ? item.owner : {};
  return {
    id: text(item.id),
    kind: item.kind,
    name: text(item.name),
    owner: { name: text(owner.name), title: text(owner.title) },
    area: text(item.area),
    subject: optionalText(item.subject),
    introduction: text(item.introduction),
    cover_url: optionalText(item.cover_url),
    member_count: count(item.member_count),
    resource_count: count(item.resource_count),
    visit_count: count(item.visit_count),
  };
}

function memberFrom(item: unknown): StudioMember[] {
  if (!isRecord(item) || !text(item.name)) return [];
  return [
    {
      name: text(item.name),
      title: text(item.title),
      school: text(item.school),
      role: item.role === 'owner' ? 'owner' : 'member',
    },
  ];
}

function newsFrom(item: unknown): StudioNews[] {
  if (!isRecord(item) || !text(item.id)) return [];
  const content = optionalText(item.content);
  return [
    {
      id: text(item.id),
      title: text(item.title),
      summary: text(item.summary),
      publish_time: text(item.publish_time),
      ...(content === null ? {} : { content }),
    },
  ];
}

function resourceFrom(item: unknown): StudioResource[] {
  if (!isRecord(item) || !text(item.id)) return [];
  return [
    {
      id: text(item.id),
      title: text(item.title),
      resource_type: text(item.resource_type),
      cover_url: optionalText(item.cover_url),
      view_count: count(item.view_count),
      create_time: text(item.create_time),
    },
  ];
}

function courseFrom(item: unknown): LecturerCourse[] {
  if (!isRecord(item) || !text(item.id)) return [];
  return [
    {
      id: text(item.id),
      title: text(item.title),
      cover_url: optionalText(item.cover_url),
      resource_type: text(item.resource_type),
      lesson_count: count(item.lesson_count),
      learner_count: count(item.learner_count),
    },
  ];
}

export function lecturerFrom(item: unknown): Lecturer | null {
  if (!isRecord(item) || !text(item.id)) return null;
  const courses = listFrom<unknown>(item.courses).flatMap(courseFrom);
  return {
    id: text(item.id),
    name: text(item.name),
    title: text(item.title),
    subject: text(item.subject),
    stage: text(item.stage),
    school: text(item.school),
    introduction: text(item.introduction),
    avatar_url: optionalText(item.avatar_url),
    studio_id: optionalText(item.studio_id),
    course_count: Math.max(count(item.course_count), courses.length),
    courses,
  };
}

function pageFrom<T>(answer: unknown, read: (item: unknown) => T[]): Page<T> {
  const items = listFrom<unknown>(answer).flatMap(read);
  const total = isRecord(answer) && typeof answer.total === 'number' ? answer.total : items.length;
  return { items, total };
}

const paging = (offset: number, limit: number) => ({
  $offset: String(offset),
  $limit: String(limit),
});

export function createStudioService(client: HttpClient): StudioService {
  const get = (path: string, query?: Record<string, string>) =>
    client.request<unknown>({
      service: 'studio',
      method: 'GET',
      path,
      ...(query ? { query } : {}),
      noAuth: true,
      retry: true,
    });
  const keywordOf = (keyword?: string): Record<string, string> =>
    keyword?.trim() ? { keyword: keyword.trim() } : {};

  return {
    async studios(kind, query) {
      const answer = await get(STUDIOS_PATH, {
        kind,
        ...keywordOf(query.keyword),
        ...paging(query.offset, query.limit),
      });
      return pageFrom(answer, (item) => {
        const studio = studioFrom(item);
        return studio ? [studio] : [];
      });
    },

    async studio(scopeId) {
      const answer = await get(studioPath(scopeId));
      const studio = studioFrom(answer);
      if (!studio || !isRecord(answer)) throw new Error('Malformed studio answer');
      return { ...studio, members: listFrom<unknown>(answer.members).flatMap(memberFrom) };
    },

    async news(scopeId, offset, limit) {
      return pageFrom(await get(studioNewsPath(scopeId), paging(offset, limit)), newsFrom);
    },

    async newsItem(scopeId, newsId) {
      const [item] = newsFrom(await get(studioNewsPath(scopeId, newsId)));
      if (!item) throw new Error('Malformed news answer');
      return item;
    },

    async resources(scopeId, offset, limit) {
      return pageFrom(await get(studioResourcesPath(scopeId), paging(offset, limit)), resourceFrom);
    },

    async lecturers(query) {
      const answer = await get(LECTURERS_PATH, {
        ...(query.subject ? { subject: query.subject } : {}),
        ...keywordOf(query.keyword),
        ...paging(query.offset, query.limit),
      });
      return pageFrom(answer, (item) => {
        const lecturer = lecturerFrom(item);
        return lecturer ? [lecturer] : [];
      });
    },

    async lecturerSubjects() {
      const answer = await get(LECTURER_SUBJECTS_PATH);
      return listFrom<unknown>(answer).filter(
        (item): item is string => typeof item === 'string' && item !== '',
      );
    },

    async lecturer(id) {
      const answer = await get(lecturerPath(id));
      const lecturer = lecturerFrom(answer);
      if (!lecturer || !isRecord(answer)) throw new Error('Malformed lecturer answer');
      const studio = isRecord(answer.studio) ? answer.studio : null;
      return {
        ...lecturer,
        studio:
          studio && text(studio.id) && isStudioKind(studio.kind)
            ? { id: text(studio.id), kind: studio.kind, name: text(studio.name) }
            : null,
      };
    },
  };
}
