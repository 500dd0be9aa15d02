/**
 * An in-memory studio service for the studio and lecturer block tests (never imported by
 * production code): every method a vi.fn spy over the given data, answering like the stand-in
 * (kind and keyword filters, offset and limit, 404 for unknown ids).
 */
import { vi } from 'vitest';
import { HttpError } from '../../src/services/http/errors';
import type {
  Lecturer,
  LecturerDetail,
  StudioDetail,
  StudioNews,
  StudioResource,
  StudioService,
} from '../../src/services/studioService';
import type { PortalServices } from '../../src/services/portalServices';
import { createFakeServices } from '../testing/renderBlock';

export interface FakeStudioData {
  studios?: StudioDetail[];
  news?: Record<string, StudioNews[]>;
  resources?: Record<string, StudioResource[]>;
  lecturers?: LecturerDetail[];
  /** Every call rejects with a 500. */
  fail?: boolean;
}

const notFound = () => new HttpError(404, '该内容不存在', 'NOT_FOUND');
const page = <T>(items: T[], offset: number, limit: number) => ({
  items: items.slice(offset, offset + limit),
  total: items.length,
});

export function fakeStudioService(data: FakeStudioData) {
  const fail = () => Promise.reject(new HttpError(500, '服务器错误'));
  const studios = data.studios ?? [];
  const lecturers = data.lecturers ?? [];
  const service = {
    studios: vi.fn<StudioService['studios']>(async (kind, query) => {
      if (data.fail) return fail();
      const found = studios.filter(
        (studio) => studio.kind === kind && studio.name.includes(query.keyword ?? ''),
      );
      return page(found, query.offset, query.limit);
    }),
    studio: vi.fn<StudioService['studio']>(async (scopeId) => {
      if (data.fail) return fail();
      const found = studios.find((studio) => studio.id === scopeId);
      if (!found) throw notFound();
      return found;
    }),
    news: vi.fn<StudioService['news']>(async (scopeId, offset, limit) =>
      page(
        (data.news?.[scopeId] ?? []).map(({ content: _content, ...item }) => item),
        offset,
        limit,
      ),
    ),
    newsItem: vi.fn<StudioService['newsItem']>(async (scopeId, newsId) => {
      const found = data.news?.[scopeId]?.find((item) => item.id === newsId);
      if (!found) throw notFound();
      return found;
    }),
    resources: vi.fn<StudioService['resources']>(async (scopeId, offset, limit) =>
      page(data.resources?.[scopeId] ?? [], offset, limit),
    ),
    lecturers: vi.fn<StudioService['lecturers']>(async (query) => {
      if (data.fail) return fail();
      const found: Lecturer[] = lecturers.filter(
        (lecturer) =>
          (!query.subject || lecturer.subject === query.subject) &&
          (lecturer.name.includes(query.keyword ?? '') ||
            lecturer.school.includes(query.keyword ?? '')),
      );
      return page(found, query.offset, query.limit);
    }),
    lecturerSubjects: vi.fn<StudioService['lecturerSubjects']>(async () => [
      ...new Set(lecturers.map((lecturer) => lecturer.subject)),
    ]),
    lecturer: vi.fn<StudioService['lecturer']>(async (id) => {
      const found = lecturers.find((lecturer) => lecturer.id === id);
      if (!found) throw notFound();
      return found;
    }),
  } satisfies StudioService;
  const services: PortalServices = { ...createFakeServices(), studio: async () => service };
  return { service, services };
}
