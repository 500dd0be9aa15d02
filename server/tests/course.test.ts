import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, tempDir } from './helpers';
import { SAMPLE_CONTENT_IDS, WITHDRAWN_UNIT_ID } from '../seed-data/portal';

interface Section {
  id: string;
  channel_id: string;
  type: number;
  setting: {
    data?: {
      title?: string;
      library_id?: string;
      ext_param?: string;
      item_data_list?: { id: string; title: string; web_url?: string; web_picture_url?: string }[];
      show_more_data?: { show_more?: number; library_id?: string };
    };
    display?: Record<string, unknown>;
  };
  libraryContents?: { id: string; cover_url?: string }[];
  children?: Section[];
}

interface Content {
  id: string;
  unit_id: string;
  library_id: string;
  title: string;
  resource_type: string;
  cover_url: string;
  create_time: string;
  mainColor?: string;
  description?: string | null;
  extra?: { url?: string };
}

const HOME_KEYS = [
  'sedu',
  'sport',
  'art',
  'labourEdu',
  'schoolService',
  'teacherTraining',
  'family',
  'eduReform',
  'tchMaterial',
  'syncClassroom',
  'specialEdu',
];

const CHANNELS_URL = '/svc/course/zxx/api/zh-CN/local-app-id/auxo_channel_api/v1/app/channels';

const dir = tempDir();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(dir.path);
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

async function sections(channelId: string): Promise<Section[]> {
  const res = await app.inject(`/svc/course/v2/channels/${channelId}/sections?query_type=0`);
  expect(res.statusCode).toBe(200);
  return res.json() as Section[];
}

/** What the portal's client does: fetch the list of part files, then each part, and concatenate. */
async function libraryContents(libraryId: string): Promise<{ files: string[]; items: Content[] }> {
  const res = await app.inject(
    `/svc/course/v1/libraries/${libraryId}/contents/actions/full/adapter?sort_type=3`,
  );
  expect(res.statusCode).toBe(200);
  const files = res.json() as string[];
  const items: Content[] = [];
  for (const file of files) {
    const part = await app.inject(file);
    expect(part.statusCode).toBe(200);
    expect(part.headers['content-type']).toBe('application/json; charset=utf-8');
    items.push(...(part.json() as Content[]));
  }
  return { files, items };
}

describe('channels', () => {
  it('lists the teach_training channels in a stable order, portal home first', async () => {
    const first = await app.inject(`${CHANNELS_URL}?language=zh-CN&scope=teach_training`);
    expect(first.statusCode).toBe(200);
    const list = first.json() as { id: string; title: string }[];
    expect(list[0]).toMatchObject({ id: 'portal-home', title: '首页' });
    expect(list[1].id).toBe('portal-featured');
    const again = await app.inject(`${CHANNELS_URL}?language=zh-CN&scope=teach_training`);
    expect(again.json()).toEqual(list);
  });

  it('answers the twy scope with the sport and art channels', async () => {
    const list = (await app.inject(`${CHANNELS_URL}?language=zh-CN&scope=twy`)).json() as {
      id: string;
    }[];
    expect(list.map((c) => c.id)).toEqual(['area-sport', 'area-art']);
  });

  it('tolerates the client hash suffix as a path segment or a parameter', async () => {
    const segment = await app.inject(`${CHANNELS_URL}/a1b2c3?language=zh-CN&scope=teach_training`);
    const param = await app.inject(
      `${CHANNELS_URL}?language=zh-CN&scope=teach_training&_v=2941234`,
    );
    expect(segment.statusCode).toBe(200);
    expect(segment.json()).toEqual(param.json());
  });

  it('rejects a call without scope with a Chinese message', async () => {
    const res = await app.inject(`${CHANNELS_URL}?language=zh-CN`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_ARGUMENT', message: '缺少参数 scope' });
  });
});

describe('portal home sections', () => {
  it('starts with a 4-slide banner and an icon navigation', async () => {
    const [banner, nav] = await sections('portal-home');
    expect(banner).toMatchObject({ type: 11, channel_id: 'portal-home' });
    const slides = (await libraryContents(banner.setting.data?.library_id as string)).items;
    expect(slides).toHaveLength(4);
    for (const slide of slides) {
      expect(slide.title).toBeTruthy();
      expect(slide.cover_url).toMatch(/^\/svc\/static\/covers\/.+\.svg$/);
      expect(slide.mainColor).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(slides.some((s) => s.extra?.url?.includes('.m3u8'))).toBe(true);
    expect(slides.some((s) => s.description?.startsWith('https://'))).toBe(true);

    expect(nav.type).toBe(13);
    const icons = nav.setting.data?.item_data_list ?? [];
    expect(icons.map((i) => i.web_url)).toEqual(
      expect.arrayContaining(['/syncClassroom', '/sport', '/art', '/teacherTraining']),
    );
    for (const icon of icons) {
      const image = await app.inject(icon.web_picture_url as string);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    }
  });

  it('has one resource list per home section key, each on a library of 8 or more items', async () => {
    const lists = (await sections('portal-home')).filter((s) => s.type === 12);
    const keys = lists.map(
      (s) =>
        (JSON.parse(s.setting.data?.ext_param as string) as { section_key: string }).section_key,
    );
    expect(keys.sort()).toEqual([...HOME_KEYS].sort());
    const titles = Object.fromEntries(
      lists.map((s) => [
        JSON.parse(s.setting.data?.ext_param as string).section_key,
        s.setting.display?.title,
      ]),
    );
    expect(titles).toMatchObject({
      sedu: '德育资源',
      sport: '体育锻炼',
      art: '美育课堂',
      tchMaterial: '电子教材',
    });
    for (const section of lists) {
      expect(section.setting.display).toMatchObject({ is_title_show: true });
      expect(section.setting.display?.icon_url).toMatch(/^\/svc\/static\/covers\//);
      expect(section.setting.data?.show_more_data).toEqual({
        show_more: 1,
        library_id: section.setting.data?.library_id,
      });
      const { items } = await libraryContents(section.setting.data?.library_id as string);
      expect(items.length).toBeGreaterThanOrEqual(8);
    }
    expect(lists.filter((s) => s.setting.display?.web_show === true)).toHaveLength(1);
    const ads = lists.filter((s) => s.setting.display?.ad_enable === true);
    expect(ads).toHaveLength(1);
    expect(ads[0].setting.display).toMatchObject({ ad_url: expect.stringMatching(/^\//) });
  });

  it('uses real textbook titles for the electronic textbooks and the course teaching lists', async () => {
    const books = (await libraryContents('lib-portal-tchMaterial')).items;
    expect(books.map((b) => b.title)).toContain(
      '（根据2022年版课程标准修订）义务教育教科书·语文一年级上册',
    );
    const courses = (await libraryContents('lib-portal-syncClassroom')).items;
    expect(courses.map((c) => c.title)).toContain('初中数学人教版七年级上册');
  });

  it('lets a browser keep sections and a content list for one version bucket (10 minutes)', async () => {
    // Issue 17: a repeat visit within the window downloads neither again.
    const portal = await app.inject('/svc/course/v2/channels/portal-home/sections?query_type=0');
    const [banner] = portal.json() as Section[];
    const libraryId = banner.setting.data?.library_id as string;
    const list = await app.inject(
      `/svc/course/v1/libraries/${libraryId}/contents/actions/full/adapter?sort_type=3`,
    );
    for (const answer of [portal, list]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=600');
    }
    // Not an error: the next look may find the channel.
    const missing = await app.inject(
      '/svc/course/v2/channels/no-such-channel/sections?query_type=0',
    );
    expect(missing.headers['cache-control']).not.toBe('public, max-age=600');
  });

  it('answers 404 with a Chinese message for an unknown channel', async () => {
    const res = await app.inject('/svc/course/v2/channels/no-such-channel/sections?query_type=0');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'COURSE/CHANNEL_NOT_FOUND', message: '频道不存在' });
  });

  it('nests the tabs of a type-26 group as children', async () => {
    const tabs = (await sections('portal-featured')).find((s) => s.type === 26);
    expect(tabs?.children?.map((c) => c.type)).toEqual([12, 12, 12]);
  });
});

describe('kpzy and bench channels', () => {
  it('gives the kpzy site a banner, a works list and a guide list', async () => {
    const [banner, works, guide] = await sections('kpzy-home');
    expect(banner.type).toBe(11);
    expect((await libraryContents('kpzy-banner')).items).toHaveLength(2);
    expect(works.setting.data).toMatchObject({ library_id: 'kpzy-works', useWorks: true });
    expect((await libraryContents('kpzy-works')).items).toHaveLength(8);
    expect(guide.setting.data?.library_id).toBe('kpzy-guide');
    const articles = (await libraryContents('kpzy-guide')).items;
    expect(articles).toHaveLength(5);
    expect(articles[0].title).toContain('通知');
  });

  it('serves the bench fixtures with their inline contents and served cover files', async () => {
    const bench = await sections('bench');
    expect(bench).toHaveLength(13);
    const cards = bench
      .flatMap((s) => [s, ...(s.children ?? [])])
      .flatMap((s) => s.libraryContents ?? []);
    expect(cards.length).toBeGreaterThan(80);
    const cover = cards[0].cover_url as string;
    expect(cover).toMatch(/^\/svc\/static\/bench\/covers\//);
    expect((await app.inject(cover)).statusCode).toBe(200);
    const big = await sections('bench-200');
    expect(big.filter((s) => s.type === 12)).toHaveLength(200);
  });
});

describe('library contents', () => {
  it('splits a larger library into at least two part files that concatenate to the whole', async () => {
    const { files, items } = await libraryContents('lib-portal-sedu');
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(files[0]).toBe('/svc/static/libraries/lib-portal-sedu/part_1.json');
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const search = await app.inject({
      method: 'POST',
      url: '/svc/course/v1/libraries/lib-portal-sedu/contents/actions/search/adapter',
      payload: { page_no: 0, page_size: 500 },
    });
    expect((search.json() as { total: number }).total).toBe(items.length);
  });

  it('keeps the two sample items the front end must exclude in the moral-education library', async () => {
    const { items } = await libraryContents('lib-portal-sedu');
    const ids = items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(SAMPLE_CONTENT_IDS));
    expect(items.filter((i) => !SAMPLE_CONTENT_IDS.includes(i.id)).length).toBeGreaterThanOrEqual(
      8,
    );
  });

  it('keeps one item of a withdrawn unit the front end must drop by its unit id', async () => {
    const { items } = await libraryContents('lib-portal-sedu');
    const withdrawn = items.filter((i) => i.unit_id === WITHDRAWN_UNIT_ID);
    expect(withdrawn).toHaveLength(1);
    expect(withdrawn[0].id).not.toBe(WITHDRAWN_UNIT_ID);
  });

  it('answers 404 for an unknown library and for a part beyond the last', async () => {
    expect(
      (await app.inject('/svc/course/v1/libraries/nope/contents/actions/full/adapter?sort_type=3'))
        .statusCode,
    ).toBe(404);
    expect((await app.inject('/svc/static/libraries/lib-portal-sedu/part_9.json')).statusCode).toBe(
      404,
    );
  });

  it('serves covers as SVG even with an image-processing query string', async () => {
    const res = await app.inject(
      '/svc/static/covers/sedu-0001.svg?x-oss-process=image/resize,w_360/format,webp',
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Noto Sans CJK SC');
    expect(res.body).toContain('红色故事我来讲');
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });
});

describe('catalogs and search', () => {
  it('returns the catalog tree of a library', async () => {
    const res = await app.inject(
      '/svc/course/v1/catalogs/libraries/lib-portal-tchMaterial?all=true',
    );
    const tree = res.json() as {
      title: string;
      next_level_name: string;
      tagCode: string;
      children: unknown[];
    }[];
    expect(tree.map((n) => n.title)).toEqual(['小学', '初中', '高中']);
    expect(tree[0]).toMatchObject({ next_level_name: '学科', tagCode: 'zxxxd' });
    const sedu = (
      await app.inject('/svc/course/v1/catalogs/libraries/lib-portal-sedu?all=true')
    ).json() as {
      code: string;
    }[];
    expect(sedu.map((n) => n.code)).toContain('xljk');
  });

  it('searches across libraries, newest first, paging from 0', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/svc/course/v1/libraries/contents/actions/search/adapter',
      payload: { library_ids: ['lib-portal-sport', 'kpzy-guide'], page_no: 0, page_size: 500 },
    });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json() as { items: Content[]; total: number };
    expect(total).toBe(13);
    const times = items.map((i) => Date.parse(i.create_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await app.inject({
      method: 'POST',
      url: '/svc/course/v1/libraries/contents/actions/search/adapter',
      payload: { library_ids: ['lib-portal-sport', 'kpzy-guide'], page_no: 1, page_size: 5 },
    });
    expect((second.json() as { items: Content[] }).items.map((i) => i.id)).toEqual(
      items.slice(5, 10).map((i) => i.id),
    );
  });

  it('refuses a page size over 500 and malformed bodies with 400 and a Chinese message', async () => {
    const url = '/svc/course/v1/libraries/contents/actions/search/adapter';
    const tooBig = await app.inject({
      method: 'POST',
      url,
      payload: { library_ids: ['kpzy-guide'], page_size: 501 },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({
      code: 'INVALID_ARGUMENT',
      message: '请求体字段 page_size 不能大于 500',
    });
    const broken = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"library_ids": [',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 'INVALID_JSON', message: '请求体不是合法的 JSON' });
    const missing = await app.inject({ method: 'POST', url, payload: { page_no: 0 } });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { message: string }).message).toContain('library_ids');
  });
});
