/**
 * Resource types and the kinds analytics reports them as (seed 000 §3; ledger CORE-HELPER-11..20).
 * Every type the spec lists is here once; pages decide what to show per kind, so a type the
 * portal does not know (`kindOf` → other, `isKnownResourceType` → false) shows
 * 当前资源类型暂不支持 instead of a broken page.
 */

/** Seed 000 §3: the 23 resource types, in the spec's order. */
export const RESOURCE_TYPES = [
  'assets_document',
  'assets_video',
  'assets_audio',
  'article',
  'assets_url',
  'image_list',
  'offline_course',
  'thematic_course',
  'x_smartlink',
  'share_resource',
  'x_smarturl',
  'x_url',
  'x_audio_video',
  'x_document',
  'x_image_list',
  'x_article',
  'x_provider',
  'o_course',
  't_course',
  's_course',
  'open_class_live',
  't_news',
  'auxo-train',
] as const;

export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Seed 000 §3: resource kinds for analytics. */
export type ResourceKind =
  | 'article'
  | 'document'
  | 'video'
  | 'image'
  | 'link'
  | 'innerLink'
  | 'openClassLive'
  | 'course'
  | 'other';

/**
 * Seed 000 §3 mapping. `activity` is the lesson activity of a catalogue (seed 000 §3 catalogue
 * item kinds). auxo-train is a training project, which the portal treats as a course.
 * share_resource and x_provider have no kind in the spec: other.
 */
const KIND_BY_TYPE: Readonly<Record<string, ResourceKind>> = {
  assets_video: 'video',
  assets_audio: 'video',
  x_audio_video: 'video',
  assets_document: 'document',
  x_document: 'document',
  assets_url: 'link',
  x_url: 'link',
  x_smarturl: 'innerLink',
  x_smartlink: 'innerLink',
  image_list: 'image',
  x_image_list: 'image',
  article: 'article',
  x_article: 'article',
  t_news: 'article',
  open_class_live: 'openClassLive',
  offline_course: 'course',
  thematic_course: 'course',
  o_course: 'course',
  t_course: 'course',
  s_course: 'course',
  'auxo-train': 'course',
  activity: 'course',
};

export function kindOf(resourceType: string | null | undefined): ResourceKind {
  if (!resourceType || !Object.prototype.hasOwnProperty.call(KIND_BY_TYPE, resourceType)) {
    return 'other';
  }
  return KIND_BY_TYPE[resourceType];
}

export function isKnownResourceType(value: string | null | undefined): value is ResourceType {
  return (RESOURCE_TYPES as readonly string[]).includes(value ?? '');
}

/** Audio-only types (the player drops the poster for them, seed 000 §5). */
export const AUDIO_RESOURCE_TYPES: readonly string[] = ['assets_audio'];
