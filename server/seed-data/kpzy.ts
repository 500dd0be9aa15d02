/**
 * The science-popularisation collection site (/hd/kpzy, seed 001 §2): its channel content. Its
 * contest (kpzy2026) is declared in contests.json; the scenarios set its times relative to now.
 */
import { loadSeedContent } from './content';

export const KPZY_CHANNEL_ID = 'kpzy-home';
export const KPZY_CONTEST_ID = 'kpzy2026';
export const KPZY_PALETTE: [string, string] = ['#243c99', '#7b5ce0'];

export interface WorkSeed {
  id: string;
  title: string;
  author: string;
  school: string;
  area: string;
  work_type: '科普视频' | '科普文章' | '科学实验';
  description: string;
}

/** The content itself: content/kpzy.json (schema kpzy.schema.json beside it). */
interface KpzyContent {
  banner: {
    id: string;
    title: string;
    description: string;
    url: string;
    palette: [string, string];
  }[];
  works: WorkSeed[];
  /** 活动指南: articles with their category. */
  guide: { id: string; title: string; category: string }[];
}

const CONTENT = loadSeedContent<KpzyContent>('kpzy');
export const KPZY_BANNER = CONTENT.banner;
export const KPZY_WORKS = CONTENT.works;
export const KPZY_GUIDE = CONTENT.guide;
