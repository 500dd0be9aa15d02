import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, tempDir } from './helpers';
import { LECTURER_SEEDS, STUDIO_IDS, STUDIO_SEEDS } from '../seed-data/studios';
import { STUDIO_KIND_VALUES } from '../routes/studios';

const dir = tempDir();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(dir.path);
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const get = async (url: string) => app.inject({ method: 'GET', url: `/svc/studio${url}` });
interface Page<T> {
  total: number;
  items: T[];
}
interface StudioWire {
  id: string;
  kind: string;
  name: string;
  owner: { name: string; title: string };
  cover_url: string;
  member_count: number;
  resource_count: number;
  visit_count: number;
}

describe('GET /svc/studio/v1/studios (studio lists, CORE-ROUTE-20/21)', () => {
  it.each(STUDIO_KIND_VALUES)('lists the %s studios without login', async (kind) => {
    const res = await get(`/v1/studios?kind=${kind}&$offset=0&$limit=50`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Page<StudioWire>;
    const seeded = STUDIO_SEEDS.filter((studio) => studio.kind === kind);
    expect(seeded.length).toBeGreaterThan(1);
    expect(body.total).toBe(seeded.length);
    expect(body.items.map((item) => item.id)).toEqual(seeded.map((studio) => studio.id));
    for (const item of body.items) {
      expect(item.kind).toBe(kind);
      expect(item.cover_url).toMatch(/^\/svc\/static\/covers\//);
      expect(item.owner.name).not.toBe('');
      expect(item.member_count).toBeGreaterThan(0);
      expect(item.resource_count).toBeGreaterThan(0);
    }
  });

  it('pages and searches by name, owner or area', async () => {
    const first = (
      await get('/v1/studios?kind=teach-studio&$offset=0&$limit=4')
    ).json() as Page<StudioWire>;
    const second = (
      await get('/v1/studios?kind=teach-studio&$offset=4&$limit=4')
    ).json() as Page<StudioWire>;
    expect(first.total).toBe(10);
    expect(first.items).toHaveLength(4);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const found = (
      await get(`/v1/studios?kind=teach-studio&keyword=${encodeURIComponent('海淀')}`)
    ).json() as Page<StudioWire>;
    expect(found.items.map((item) => item.name)).toEqual(['北京市海淀区小学数学名师工作室']);
    const literal = (
      await get('/v1/studios?kind=teach-studio&keyword=%25')
    ).json() as Page<StudioWire>;
    expect(literal.total).toBe(0);
  });

  it('refuses an unknown kind or a missing one', async () => {
    expect((await get('/v1/studios?kind=inst')).statusCode).toBe(400);
    expect((await get('/v1/studios')).statusCode).toBe(400);
  });
});

describe('one studio, its news and resources', () => {
  it('answers the resource account with its members', async () => {
    const res = await get(`/v1/studios/${STUDIO_IDS.resourceAccount}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as StudioWire & { members: { name: string; role: string }[] };
    expect(body.kind).toBe('inst-studio');
    expect(body.name).toBe('人民教育出版社');
    expect(body.members[0]).toMatchObject({ name: '人民教育出版社', role: 'owner' });
  });

  it('404s an unknown studio', async () => {
    const res = await get('/v1/studios/no-such-studio');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'STUDIO/NOT_FOUND', message: '该工作室不存在' });
  });

  it('lists news newest first without bodies, and answers one item with its body', async () => {
    const list = (
      await get(`/v1/studios/${STUDIO_IDS.resourceAccount}/news?$limit=10`)
    ).json() as Page<{ id: string; publish_time: string; content?: string }>;
    expect(list.total).toBe(5);
    expect(list.items.map((item) => item.id)).toContain(STUDIO_IDS.resourceAccountNews);
    expect(list.items[0].content).toBeUndefined();
    const times = list.items.map((item) => item.publish_time);
    expect([...times].sort().reverse()).toEqual(times);
    const one = await get(
      `/v1/studios/${STUDIO_IDS.resourceAccount}/news/${STUDIO_IDS.resourceAccountNews}`,
    );
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: STUDIO_IDS.resourceAccountNews,
      title: '“用好新教材”优秀课例征集活动启动',
    });
    expect((one.json() as { content: string }).content).toContain('<p>');
    // The news of another studio is not this studio's.
    const other = await get(
      `/v1/studios/${STUDIO_IDS.teachStudio}/news/${STUDIO_IDS.resourceAccountNews}`,
    );
    expect(other.statusCode).toBe(404);
  });

  it('lists resources that open real detail pages', async () => {
    const list = (await get(`/v1/studios/${STUDIO_IDS.teachStudio}/resources`)).json() as Page<{
      id: string;
      title: string;
    }>;
    expect(list.total).toBe(4);
    const detail = await app.inject({
      method: 'GET',
      url: `/svc/course/v1/contents/${list.items[0].id}/actions/detail`,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      title: list.items[0].title,
      resource_type: 'assets_video',
    });
  });
});

describe('lecturers (CORE-ROUTE-17 /lecturer)', () => {
  it('lists lecturers with their courses, filtered by subject', async () => {
    const all = (await get('/v1/lecturers?$limit=50')).json() as Page<{
      id: string;
      subject: string;
      course_count: number;
      courses: { title: string }[];
    }>;
    expect(all.total).toBe(LECTURER_SEEDS.length);
    expect(all.items[0].courses.length).toBeGreaterThan(0);
    const maths = (
      await get(`/v1/lecturers?subject=${encodeURIComponent('数学')}`)
    ).json() as Page<{
      subject: string;
    }>;
    expect(maths.total).toBe(2);
    expect(maths.items.every((item) => item.subject === '数学')).toBe(true);
  });

  it('names the subjects that have lecturers', async () => {
    const subjects = (await get('/v1/lecturers/subjects')).json() as string[];
    expect(subjects[0]).toBe('数学');
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(subjects).toEqual(expect.arrayContaining(['语文', '英语', '心理健康']));
  });

  it('answers one lecturer with every course and the studio they lead', async () => {
    const res = await get(`/v1/lecturers/${STUDIO_IDS.lecturer}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: '王晓燕',
      course_count: 2,
      studio: { id: STUDIO_IDS.teachStudio, kind: 'teach-studio' },
    });
    expect((await get('/v1/lecturers/nobody')).statusCode).toBe(404);
  });
});
