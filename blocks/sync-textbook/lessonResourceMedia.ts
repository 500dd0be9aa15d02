/**
 * What a lesson resource can show in the textbook page's viewer: a video's playable sources
 * (from its `ti_items`, HLS first as the platform plays it) or a document's preview pages
 * (`custom_properties.preview` Slide1, Slide2… in page order, not key order: Slide10 follows
 * Slide9).
 */
import type { LessonResource } from '../../src/services/syncClassroomService';
import type { VideoSource } from '../../src/services/entities';
import { MEDIA_TYPE_BY_EXTENSION } from '../../src/lib/mediaType';

const PLAYABLE_FORMATS = ['m3u8', 'mp4'];

export function videoSourcesOf(resource: LessonResource): VideoSource[] {
  return (resource.ti_items ?? [])
    .filter((item) => PLAYABLE_FORMATS.includes((item.ti_format ?? '').toLowerCase()))
    .sort(
      (a, b) =>
        PLAYABLE_FORMATS.indexOf((a.ti_format ?? '').toLowerCase()) -
        PLAYABLE_FORMATS.indexOf((b.ti_format ?? '').toLowerCase()),
    )
    .flatMap((item) =>
      (item.ti_storages ?? []).slice(0, 1).map((src) => ({
        src,
        type: MEDIA_TYPE_BY_EXTENSION[(item.ti_format ?? '').toLowerCase()],
      })),
    );
}

export function previewPagesOf(resource: LessonResource): string[] {
  const preview = resource.custom_properties?.preview ?? {};
  return Object.entries(preview)
    .map(([key, url]) => ({ page: Number(/^Slide(\d+)$/.exec(key)?.[1] ?? NaN), url }))
    .filter((entry) => Number.isInteger(entry.page) && typeof entry.url === 'string')
    .sort((a, b) => a.page - b.page)
    .map((entry) => entry.url);
}
