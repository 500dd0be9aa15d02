/**
 * One resource for its detail page, by content id and type (the spec shows no path for it:
 * the paths are the stand-in's, on the course service). A missing resource (404) is null: the
 * page then shows 'Oops, this content has been taken down'; other failures reject.
 */
import { isRecord, segment } from './answers';
import type { ResourceDetail } from './entities';
import { HttpError } from './http/errors';
import type { HttpClient } from './http/types';

/** Content detail (src/services/contentService.ts). */
export interface ContentService {
  /** The resource behind a detail page; null when it does not exist (404). */
  detail(contentId: string, contentType?: string): Promise<ResourceDetail | null>;
}

export function contentDetailPath(contentId: string): string {
  return `/v1/contents/${segment(contentId)}/actions/detail`;
}

export function createContentService(client: HttpClient): ContentService {
  return {
    async detail(contentId, contentType) {
      try {
        const answer = await client.request<unknown>({
          service: 'course',
          method: 'GET',
          path: contentDetailPath(contentId),
          query: contentType ? { content_type: contentType } : undefined,
          retry: true,
        });
        if (!isRecord(answer) || typeof answer.id !== 'string') return null;
        return answer as unknown as ResourceDetail;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
