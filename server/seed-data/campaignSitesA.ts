/**
 * Channels, libraries and contests of five campaign sites (seed 001 §1, §2; ledger CORE-CHAN-12,
 * HD-SITE-01/03..08/13/27, HD-SXJ-01..07): the Chinese dream action (/hd/zgm), the three
 * editions of 中华经典诵写讲大赛 (/hd/sxj, /hd/b-sxj, /hd/c-sxj) and the digital-literacy home
 * (/hd/dnds). Each site's home renders the sections of its own channel; the recitation contest
 * pages run their gates against the activity ids of seed 001 §3.
 */
import { portalStats, type Seeder } from '../db/seeder';
import { DAY_MS, fromPlatformTime } from '../time';
import { loadSeedContent } from './content';

/** Seed content is dated from here backwards, like the rest of the stand-in's content. */
const CONTENT_EPOCH = fromPlatformTime('2026-09-01T09:00:00.000+0800');

export const ZGM_CHANNEL_ID = 'zgm-home';
export const DNDS_CHANNEL_ID = 'dnds-home';

interface Item {
  id: string;
  title: string;
  /** Article summary (the derived article body) or card subtitle. */
  summary: string;
  resource_type: 'x_article' | 'x_audio_video' | 'x_url';
  url?: string;
  source?: string;
}

interface Slide {
  id: string;
  title: string;
  description: string;
  url: string;
}

const ZGM_PALETTE: [string, string] = ['#b3261e', '#e8833a'];
const SXJ_PALETTE: [string, string] = ['#7a2e1f', '#c58b3c'];
const DNDS_PALETTE: [string, string] = ['#1d4ed8', '#06b6d4'];

/** One edition of 中华经典诵写讲大赛: its key, activity ids (seed 001 §3) and news. */
interface RecitationEdition {
  key: 'sxj' | 'b-sxj' | 'c-sxj';
  /** recitation, explanation, writing, seal carving (seed 001 §3). */
  contestIds: [string, string, string, string];
  banner: Slide;
  news: Item[];
  /** Edition c only: the award-works grid (seed 001 §2 Recitation contest, HD-SXJ-07). */
  awards?: Item[];
}

/** The content itself: content/campaignSitesA.json (schema campaignSitesA.schema.json beside it). */
interface CampaignSitesAContent {
  zgm: { banner: Slide[]; news: Item[]; videos: Item[] };
  /** The four contests every recitation edition links to, in order (/hd/<edition>/<code>). */
  recitationContests: { code: string; name: string; colours: [string, string] }[];
  recitationEditions: RecitationEdition[];
  /** The digital-literacy home; `entries` are its two entries (seed 001 §2). */
  dnds: {
    banner: Slide;
    entries: { id: string; title: string; web_url: string }[];
    news: Item[];
    notice: Item[];
  };
}

const CONTENT = loadSeedContent<CampaignSitesAContent>('campaignSitesA');

/** The writers of the five sites' channels, built on the shared seeder. */
function siteWriter(seeder: Seeder) {
  const cover = (
    name: string,
    kind: 'card' | 'banner' | 'icon',
    title: string,
    subtitle: string | null,
    [from, to]: [string, string],
  ) => seeder.cover({ name, kind, title, subtitle, color_from: from, color_to: to });

  const channel = (id: string, title: string, order: number, key: string) =>
    seeder.channel(id, title, 'hd', order, { name: key, web_url: `/hd/${key}` });

  const section = (channelId: string, order: number, id: string, type: number, setting: object) =>
    seeder.section(channelId, order, { id, type, setting });

  /** A library of cards; `order` dates the items a day apart, newest first. */
  const library = (libraryId: string, title: string, items: Item[], palette: [string, string]) => {
    seeder.library(libraryId, title);
    items.forEach((item, i) =>
      seeder.content(
        libraryId,
        i,
        {
          id: item.id,
          title: item.title,
          description: item.summary,
          resource_type: item.resource_type,
          cover_url: cover(item.id, 'card', item.title, item.summary, palette),
          create_time: CONTENT_EPOCH - (i + 1) * DAY_MS,
          extra: {
            source: item.source ?? '智慧中小学',
            brief_introduction: item.summary,
            ...(item.url ? { url: item.url } : {}),
          },
        },
        // Campaign items are not live classes: their live count is 0.
        { ...portalStats(item.id), open_class_live_count: 0 },
      ),
    );
  };

  /** A one- or two-slide banner library and its type-11 section at the top of the channel. */
  const banner = (channelId: string, slides: Slide[], palette: [string, string]) => {
    const libraryId = `${channelId}-banner`;
    seeder.library(libraryId, '活动轮播');
    slides.forEach((slide, i) =>
      seeder.content(
        libraryId,
        i,
        {
          id: slide.id,
          title: slide.title,
          description: slide.description,
          resource_type: 'x_url',
          cover_url: cover(slide.id, 'banner', slide.title, slide.description, palette),
          create_time: CONTENT_EPOCH - i * DAY_MS,
          mainColor: palette[0],
          // Slides are seeded without a date or counters; an undefined date stays out of the row.
          extra: { date: undefined, url: slide.url },
        },
        null,
      ),
    );
    section(channelId, 0, `sec-${channelId}-banner`, 11, {
      data: { title: '活动轮播', library_id: libraryId },
      display: { title: '活动轮播', is_title_show: false },
    });
  };

  /** A type-12 card list whose more link opens `{base}/list?libraryId`. */
  const cards = (
    channelId: string,
    order: number,
    id: string,
    title: string,
    libraryId: string,
    data: object = {},
  ) =>
    section(channelId, order, id, 12, {
      data: {
        title,
        library_id: libraryId,
        show_more_data: { show_more: 1, library_id: libraryId },
        ...data,
      },
      display: { title, is_title_show: true },
    });

  /** A type-13 icon navigation of in-site entries. */
  const entries = (
    channelId: string,
    order: number,
    id: string,
    title: string,
    links: { id: string; title: string; web_url: string; colours: [string, string] }[],
  ) =>
    section(channelId, order, id, 13, {
      data: {
        title,
        item_data_list: links.map((link) => {
          const icon = cover(`icon-${link.id}`, 'icon', link.title, null, link.colours);
          return {
            id: link.id,
            title: link.title,
            web_url: link.web_url,
            web_picture_url: icon,
            mobile_url: link.web_url,
            mobile_picture_url: icon,
          };
        }),
      },
      display: { title, is_title_show: true },
    });

  return { channel, banner, library, cards, entries };
}

/**
 * Seeds the five sites' channels and libraries, and the twelve recitation contests (activity
 * ids 113–118, 124–127, 132, 133) open from ten days ago for forty days, enrolment for twenty.
 */
export function seedCampaignSitesA(seeder: Seeder): void {
  const write = siteWriter(seeder);

  write.channel(ZGM_CHANNEL_ID, '“中国梦”主题教育实践活动', 110, 'zgm');
  write.banner(ZGM_CHANNEL_ID, CONTENT.zgm.banner, ZGM_PALETTE);
  write.library('zgm-news', '“中国梦”活动资讯', CONTENT.zgm.news, ZGM_PALETTE);
  write.library('zgm-videos', '“中国梦”视频展播', CONTENT.zgm.videos, ['#8a1c14', '#d9534f']);
  write.cards(ZGM_CHANNEL_ID, 1, 'sec-zgm-news', '活动资讯', 'zgm-news', { isArtical: true });
  write.cards(ZGM_CHANNEL_ID, 2, 'sec-zgm-videos', '视频展播', 'zgm-videos');

  CONTENT.recitationEditions.forEach((edition, e) => {
    const channelId = `${edition.key}-home`;
    write.channel(channelId, '中华经典诵写讲大赛', 120 + e, edition.key);
    write.banner(channelId, [edition.banner], SXJ_PALETTE);
    write.entries(
      channelId,
      1,
      `sec-${edition.key}-contests`,
      '四项赛事',
      CONTENT.recitationContests.map((contest) => ({
        id: `${edition.key}-${contest.code}`,
        title: contest.name,
        web_url: `/hd/${edition.key}/${contest.code}`,
        colours: contest.colours,
      })),
    );
    write.library(
      `${edition.key}-news`,
      '中华经典诵写讲大赛 · 新闻通知',
      edition.news,
      SXJ_PALETTE,
    );
    write.cards(channelId, 2, `sec-${edition.key}-news`, '新闻通知', `${edition.key}-news`, {
      isArtical: true,
    });
    if (edition.awards) {
      write.library(`${edition.key}-awards`, '中华经典诵写讲大赛 · 获奖作品', edition.awards, [
        '#5b2a86',
        '#c58b3c',
      ]);
      write.cards(channelId, 3, `sec-${edition.key}-awards`, '获奖作品', `${edition.key}-awards`);
    }
  });

  write.channel(DNDS_CHANNEL_ID, '全国中小学师生数字素养提升实践活动', 130, 'dnds');
  write.banner(DNDS_CHANNEL_ID, [CONTENT.dnds.banner], DNDS_PALETTE);
  write.entries(
    DNDS_CHANNEL_ID,
    1,
    'sec-dnds-entries',
    '活动入口',
    CONTENT.dnds.entries.map((entry, i) => ({
      ...entry,
      colours: i === 0 ? DNDS_PALETTE : ['#0f766e', '#34d399'],
    })),
  );
  write.library('dnds-news', '数字素养提升活动 · 活动动态', CONTENT.dnds.news, DNDS_PALETTE);
  write.library('dnds-notice', '数字素养提升活动 · 通知公告', CONTENT.dnds.notice, [
    '#0f766e',
    '#34d399',
  ]);
  write.cards(DNDS_CHANNEL_ID, 2, 'sec-dnds-news', '活动动态', 'dnds-news', { isArtical: true });
  write.cards(DNDS_CHANNEL_ID, 3, 'sec-dnds-notice', '通知公告', 'dnds-notice', {
    isArtical: true,
  });
}
