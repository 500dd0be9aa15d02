/**
 * The sunshine school channel (/sunshine, seed 001 §1–§2 "Sunshine school channel"): a school
 * for the children of staff posted overseas. Its home shows four modules, each one keyed
 * section of this channel (ext_param section_key): news notices, course learning, showcase and
 * featured resources (a tab group), related recommendations (a reading platform, the language
 * museum and a notice about the school co-run by two ministries). Every link stays in-site; the
 * reading platform goes through the external-link page to a reserved `.example` host.
 */
import { loadSeedContent } from './content';

export const SUNSHINE_CHANNEL_ID = 'sunshine-home';
export const SUNSHINE_PALETTE: [string, string] = ['#e8731c', '#f5b83d'];

/** The school of the demo class memberships (server/data/identities.ts SUN_SCHOOL) is listed. */
export const SUNSHINE_SCHOOL_LIST_FILE = 'sunshine_school_list.json';

export interface SunshineItem {
  /** Why the item is as it is, for whoever edits the content file; not seeded. */
  note?: string;
  id: string;
  title: string;
  description: string;
  resource_type: string;
  url?: string;
}

export interface SunshineLibrary {
  id: string;
  title: string;
  items: SunshineItem[];
}

/** The content itself: content/sunshine.json (schema sunshine.schema.json beside it). */
interface SunshineContent {
  banner: SunshineLibrary;
  news: SunshineLibrary;
  learning: SunshineLibrary;
  exhibition: SunshineLibrary;
  resources: SunshineLibrary;
  recommend: SunshineLibrary;
  /** Seed 001 §2: the notice about the school co-run by two ministries. */
  notice: string;
  /** Live lessons: where the live-class entry leads once the permission check passes. */
  live: SunshineLibrary;
}

const CONTENT = loadSeedContent<SunshineContent>('sunshine');
export const SUNSHINE_BANNER = CONTENT.banner;
export const SUNSHINE_NEWS = CONTENT.news;
export const SUNSHINE_LEARNING = CONTENT.learning;
export const SUNSHINE_EXHIBITION = CONTENT.exhibition;
export const SUNSHINE_RESOURCES = CONTENT.resources;
export const SUNSHINE_RECOMMEND = CONTENT.recommend;
export const SUNSHINE_NOTICE = CONTENT.notice;
export const SUNSHINE_LIVE = CONTENT.live;
