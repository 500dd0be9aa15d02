/**
 * What five campaign sites show (seed 001 §1, §2; ledger CORE-CHAN-12), written by
 * `seedCampaignSitesB` on first start:
 *
 * - /hd/dndsstudent and /hd/dndsteacher (digital literacy, students and teachers): a banner, the
 *   活动动态 and 通知公告 lists (libraries `<key>-news`, `<key>-notice`, items open the site's
 *   /detail) and the works grid (`<key>-works`, opened by /show/content); contests
 *   `dnds2026-student`, `dnds2026-teacher` (常规项目) and `dnds2026-teacher-special` (专项);
 * - /hd/yz and /hd/tjjxj (special-education aids): a banner, a type-26 tabbed group of aid
 *   categories (their "own tabs of sections") and a news list (`<key>-news`, /hd/tjjxj/list);
 * - /hd/diaa (data contest): a banner, the contest list (a type-20 section whose ext_param holds
 *   the list config, DIAA_CONTEST_LIST) and 新闻通知 on the home; the 专家委员会, 活动说明 and
 *   成绩公布 libraries; the eight topic contests `diaa2024-t1` … `t8`, the overseas contest
 *   `diaa2024-overseas` and the topic covers and supporter logos the home's static topic cards
 *   show (`diaa-topic-<n>`, `diaa-support-<n>`). Their states (an ended topic with published
 *   results, an unpublished one) are seed-data/diaaContests.ts.
 *
 * Channel, library and contest ids are the `local` names of site-configs/environments.json.
 */
import type { CoverKind } from '../covers';
import { stableNumber, type Seeder } from '../db/seeder';
import { DAY_MS, fromPlatformTime } from '../time';
import { loadSeedContent } from './content';

/** Content is dated back from here so lists look lived-in but stay deterministic. */
const EPOCH = fromPlatformTime('2026-09-01T09:00:00.000+0800');

interface Item {
  title: string;
  description: string;
  /** Works only: who made it. */
  author?: string;
}

interface Library {
  id: string;
  title: string;
  kind: 'article' | 'work' | 'aid' | 'banner';
  items: Item[];
  palette: [string, string];
}

interface SiteSeed {
  key: string;
  channelId: string;
  channelTitle: string;
  banner: Library;
  libraries: Library[];
  /** Sections in order: a list, a works grid, a tab group of libraries or a type-20 block. */
  sections: (
    | { kind: 'list' | 'works'; id: string; title: string; library: string }
    | { kind: 'tabs'; id: string; title: string; libraries: string[] }
    /** A custom block (type 20) whose ext_param text is `extParam` (the diaa contest list). */
    | { kind: 'custom'; id: string; title: string; extParam: object }
  )[];
}

/** The data contest's colours (its topic covers). */
const DATA: [string, string] = ['#1e3a8a', '#7c3aed'];

/** The overseas entry of the diaa contest list (A-49: its own 海外 group). */
export const DIAA_OVERSEAS_CONTEST_ID = 'diaa2024-overseas';
/** Topic 7's external participate link (status 5): a reserved .example host, never fetched. */
export const DIAA_EXTERNAL_LINK = 'https://ext.example/diaa-t7';
/**
 * The list status of topics 1…8 (seed 001 §4): every status 0–5 appears at least once on the
 * home. Topic 4 (status 4, ended) has published results (seed-data/diaaContests.ts), topic 6
 * (status 0) is an unpublished contest.
 */
export const DIAA_TOPIC_STATUSES = [1, 1, 3, 4, 2, 0, 5, 1] as const;
const diaaTopicId = (n: number) => `diaa2024-t${n}`;

/**
 * The contest list config of the diaa home (seed 001 §3): JSON text in the ext_param of a
 * type-20 section, rendered by blocks/contest-list. `contest_ids` are the eight topics in topic
 * order (an entry's score link is `score?pos=` its 1-based place there, A-48).
 */
export const DIAA_CONTEST_LIST = {
  contests: [
    ...DIAA_TOPIC_STATUSES.map((status, i) => ({
      contest_id: diaaTopicId(i + 1),
      status,
      ...(status === 5 ? { link: DIAA_EXTERNAL_LINK } : {}),
    })),
    { contest_id: DIAA_OVERSEAS_CONTEST_ID, status: 1 },
  ],
  contest_ids: DIAA_TOPIC_STATUSES.map((_, i) => diaaTopicId(i + 1)),
  overseas_contest_ids: [DIAA_OVERSEAS_CONTEST_ID],
};

/** Configs a type-20 section of the content file names as its ext_param. */
const EXT_PARAMS = { DIAA_CONTEST_LIST };

/** The content itself: content/campaignSitesB.json (schema campaignSitesB.schema.json beside it). */
interface CampaignSitesBContent {
  sites: (Omit<SiteSeed, 'sections'> & {
    sections: (
      | Exclude<SiteSeed['sections'][number], { kind: 'custom' }>
      | { kind: 'custom'; id: string; title: string; extParam: keyof typeof EXT_PARAMS }
    )[];
  })[];
  /** The eight diaa topics' covers and supporter logos, drawn by the cover service. */
  diaaTopicCovers: { title: string; supporter: string }[];
}

const CONTENT = loadSeedContent<CampaignSitesBContent>('campaignSitesB');

export const CAMPAIGN_SITES_B: SiteSeed[] = CONTENT.sites.map((site) => ({
  ...site,
  sections: site.sections.map((entry) =>
    entry.kind === 'custom' ? { ...entry, extParam: EXT_PARAMS[entry.extParam] } : entry,
  ),
}));

export function seedCampaignSitesB(seeder: Seeder): void {
  const cover = (
    name: string,
    kind: CoverKind,
    title: string,
    subtitle: string,
    [from, to]: [string, string],
  ) => seeder.cover({ name, kind, title, subtitle, color_from: from, color_to: to });

  const seedLibrary = (site: SiteSeed, library: Library) => {
    seeder.library(library.id, library.title);
    library.items.forEach((item, i) => {
      const id = `${library.id}-${String(i + 1).padStart(3, '0')}`;
      // Alternate the two palette colours so neighbouring cards are told apart.
      const palette: [string, string] =
        i % 2 ? [library.palette[1], library.palette[0]] : library.palette;
      const kind: CoverKind = library.kind === 'banner' ? 'banner' : 'card';
      const subtitle = item.author ? `${item.author} · ${item.description}` : item.description;
      const url =
        library.kind === 'article'
          ? `/hd/${site.key}/detail?contentId=${id}&contentType=article&libraryId=${library.id}`
          : library.kind === 'banner'
            ? `/hd/${site.key}`
            : undefined;
      const n = stableNumber(id);
      seeder.content(
        library.id,
        i,
        {
          id,
          title: item.title,
          description: item.description,
          resource_type:
            library.kind === 'article'
              ? 'x_article'
              : library.kind === 'banner'
                ? 'x_url'
                : 'x_document',
          cover_url: cover(id, kind, item.title, subtitle, palette),
          create_time: EPOCH - (i + 1) * DAY_MS,
          ...(library.kind === 'banner' ? { mainColor: palette[0] } : {}),
          extra: {
            source: '国家中小学智慧教育平台',
            brief_introduction: item.description,
            providers: [{ name: '国家中小学智慧教育平台' }],
            ...(item.author ? { author: item.author, work_id: id } : {}),
            ...(url ? { url } : {}),
          },
        },
        // Their own formula (smaller than the portal's), so their cards' counts stay as they were.
        {
          base_like_count: 50 + (n % 9000),
          total_uv: 1000 + (n % 90000),
          open_class_live_count: 0,
        },
      );
    });
  };

  const listSection = (id: string, title: string, libraryId: string, data: object = {}) => ({
    type: 12,
    setting: {
      data: {
        title,
        library_id: libraryId,
        show_more_data: { show_more: 1, library_id: libraryId },
        ...data,
      },
      display: { title, is_title_show: true },
    },
    id,
  });

  CAMPAIGN_SITES_B.forEach((site, siteIndex) => {
    seeder.channel(site.channelId, site.channelTitle, 'hd', 120 + siteIndex, {
      name: site.key,
      web_url: `/hd/${site.key}`,
    });
    seedLibrary(site, site.banner);
    site.libraries.forEach((library) => seedLibrary(site, library));
    const titleOf = (id: string) => site.libraries.find((library) => library.id === id)!.title;

    seeder.section(site.channelId, 0, {
      id: `sec-${site.key}-banner`,
      type: 11,
      setting: {
        data: { title: site.banner.title, library_id: site.banner.id },
        display: { title: site.banner.title, is_title_show: false },
      },
    });
    site.sections.forEach((entry, i) => {
      if (entry.kind === 'custom') {
        seeder.section(site.channelId, i + 1, {
          id: entry.id,
          type: 20,
          setting: {
            data: { title: entry.title, ext_param: JSON.stringify(entry.extParam) },
            display: { title: entry.title, is_title_show: true },
          },
        });
        return;
      }
      if (entry.kind === 'tabs') {
        seeder.section(site.channelId, i + 1, {
          id: entry.id,
          type: 26,
          setting: {
            data: { title: entry.title },
            display: { title: entry.title, is_title_show: true },
          },
        });
        entry.libraries.forEach((libraryId, j) =>
          seeder.section(
            site.channelId,
            j,
            listSection(`${entry.id}-${j + 1}`, titleOf(libraryId), libraryId),
            entry.id,
          ),
        );
        return;
      }
      seeder.section(
        site.channelId,
        i + 1,
        listSection(
          entry.id,
          entry.title,
          entry.library,
          entry.kind === 'works' ? { useWorks: true } : { isArtical: true },
        ),
      );
    });
  });

  CONTENT.diaaTopicCovers.forEach(({ title, supporter }, i) => {
    cover(
      `diaa-topic-${i + 1}`,
      'card',
      `赛题${i + 1}`,
      title,
      i % 2 ? ['#7c3aed', DATA[0]] : DATA,
    );
    cover(`diaa-support-${i + 1}`, 'icon', supporter.slice(0, 2), '', ['#2563eb', '#60a5fa']);
  });
}
