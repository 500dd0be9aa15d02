import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, getJson, tempDir } from './helpers';

interface Material {
  id: string;
  global_title: { 'zh-CN': string };
  resource_type_code: string;
  custom_properties: { format?: string; thumbnails?: string[]; preview?: Record<string, string> };
  tag_paths: string[];
}

interface TagNode {
  tag_path?: string;
  tag_name?: string;
  hierarchies?: { children?: TagNode[] }[];
}

const BASE = '/svc/static/zxx/ndrs/resources/tch_material';
/** 小学 · 英语 · 人教大同版 · 三年级 · 下册 in tch_material_part_103.json. */
const ENGLISH_3B = {
  id: '0b0a036f-c24f-3187-b9e8-e65f8b408770',
  title: '（根据2022年版课程标准修订）义务教育教科书 英语 三年级 下册',
};

let app: FastifyInstance;
const dir = tempDir();

beforeAll(async () => {
  app = await buildApp(dir.path);
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const get = <T>(url: string) => getJson<T>(app, url);

describe('electronic textbook catalogue (电子教材)', () => {
  it('the version file names its parts in one comma-separated string, as the platform does', async () => {
    const version = await get<{ module: string; module_version: number; urls: string }>(
      `${BASE}/version/data_version.json`,
    );
    expect(version.module).toBe('tch_material');
    expect(version.module_version).toBe(932011015);
    // Only part_103 of the platform's four parts is archived.
    expect(version.urls).toBe(`${BASE}/part_103.json`);
    const parts = await Promise.all(
      version.urls.split(',').map((url) => get<Material[]>(url.trim())),
    );
    expect(parts.map((part) => part.length)).toEqual([228]);
  });

  it('the part keeps the real titles and tag paths; its images are the stand-in’s own', async () => {
    const [part] = [await get<Material[]>(`${BASE}/part_103.json`)];
    const book = part.find((item) => item.id === ENGLISH_3B.id);
    expect(book?.global_title['zh-CN']).toBe(ENGLISH_3B.title);
    expect(book?.tag_paths[0]).toMatch(/^f5261ccc-b7a5-42f4-b015-610dcec58c60\/ac92c18a-/);
    expect(book?.custom_properties.thumbnails).toEqual([`${BASE}/covers/${ENGLISH_3B.id}.svg`]);
    expect(book?.custom_properties.preview?.Slide1).toBe(`${BASE}/previews/${ENGLISH_3B.id}/1.svg`);
    expect(Object.keys(book?.custom_properties.preview ?? {})).toHaveLength(49);
    const urls = JSON.stringify(part);
    expect(urls).not.toContain('ykt.cbern.com.cn/edu_product');
  });

  it('serves the real tag tree: 电子教材 → 学段 (小学 … 特殊教育)', async () => {
    const tree = await get<TagNode>('/svc/static/zxx/ndrs/tags/tch_material_tag.json');
    expect(tree.tag_path).toBe('f5261ccc-b7a5-42f4-b015-610dcec58c60');
    const root = tree.hierarchies?.[0]?.children?.[0];
    expect(root?.tag_name).toBe('电子教材');
    expect(root?.hierarchies?.[0]?.children?.map((node) => node.tag_name)).toEqual([
      '小学',
      '初中',
      '小学（五•四学制）',
      '初中（五•四学制）',
      '高中',
      '特殊教育',
    ]);
  });

  it('draws a cover and every preview page of a book; anything else is 404', async () => {
    const cover = await app.inject({ method: 'GET', url: `${BASE}/covers/${ENGLISH_3B.id}.svg` });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body).toContain('英语 · 人教大同版');

    const page = await app.inject({
      method: 'GET',
      url: `${BASE}/previews/${ENGLISH_3B.id}/49.svg`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('image/svg+xml');
    expect(page.body).toContain('— 49 / 49 —');
    const first = await app.inject({
      method: 'GET',
      url: `${BASE}/previews/${ENGLISH_3B.id}/1.svg`,
    });
    // The title page: the subject as heading, the real title and where the book sits below.
    expect(first.body).toContain('>英语</text>');
    expect(first.body).toContain('小学 · 英语 · 人教大同版 · 三年级 · 下册');

    for (const url of [
      `${BASE}/previews/${ENGLISH_3B.id}/50.svg`,
      `${BASE}/previews/unknown/1.svg`,
      `${BASE}/covers/unknown.svg`,
      `${BASE}/part_100.json`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
