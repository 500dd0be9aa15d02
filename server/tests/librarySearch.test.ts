/**
 * Catalogs and searches as the list and column pages use them: catalogs deep enough for two
 * filter rows, and searches that narrow by the chosen tags and a keyword.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, tempDir } from './helpers';

interface Node {
  id: string;
  code: string;
  title: string;
  next_level_name: string | null;
  tagCode: string | null;
  children: Node[];
}

interface Content {
  id: string;
  title: string;
  library_id: string;
  create_time: string;
  tags: { tag_id?: string; tag_dimension_id?: string; tag_name: string }[];
}

const dir = tempDir();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp(dir.path);
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const catalog = async (libraryId: string) => {
  const res = await app.inject(`/svc/course/v1/catalogs/libraries/${libraryId}?all=true`);
  expect(res.statusCode).toBe(200);
  return res.json() as Node[];
};

const search = async (libraryId: string, body: Record<string, unknown>) => {
  const res = await app.inject({
    method: 'POST',
    url: `/svc/course/v1/libraries/${libraryId}/contents/actions/search/adapter`,
    payload: { page_no: 0, page_size: 500, ...body },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Content[]; total: number };
};

describe('catalogs for list filters', () => {
  it('gives the moral-education categories a 学科 level under them', async () => {
    const tree = await catalog('lib-portal-sedu');
    expect(tree.map((n) => n.code)).toEqual([
      'dsxx',
      'agzy',
      'xffz',
      'pdjy',
      'kcjx',
      'yxctwh',
      'smyaq',
      'xljk',
      'stwm',
    ]);
    const agzy = tree.find((n) => n.code === 'agzy')!;
    expect(agzy.next_level_name).toBe('学科');
    expect(agzy.children.map((n) => n.title)).toEqual(['语文', '历史', '道德与法治']);
  });

  it('keeps the textbook order 学段 → 学科 → 版本 → 年级 → 册次, with the tags the books carry', async () => {
    const tree = await catalog('lib-portal-syncClassroom');
    const path: Node[] = [];
    for (let level: Node[] = tree; level.length > 0; level = level[0].children) path.push(level[0]);
    expect(path.map((n) => n.tagCode)).toEqual(['zxxxd', 'zxxxk', 'zxxbb', 'zxxnj', 'zxxcc']);
    const { items } = await search('lib-portal-syncClassroom', {
      tag_ids: path.map((n) => n.code),
    });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(item.tags.map((t) => t.tag_id)).toEqual(
        expect.arrayContaining(path.map((n) => n.code)),
      );
  });

  it('gives the electronic textbooks tag ids that match their catalog nodes', async () => {
    const tree = await catalog('lib-portal-tchMaterial');
    const primary = tree.find((n) => n.title === '小学')!;
    const all = (await search('lib-portal-tchMaterial', {})).items;
    const narrowed = (await search('lib-portal-tchMaterial', { tag_ids: [primary.code] })).items;
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(all.length);
    expect(narrowed.every((item) => item.tags.some((t) => t.tag_name === '小学'))).toBe(true);
  });
});

describe('library search narrows', () => {
  it('by every chosen tag: category, then subject', async () => {
    const all = await search('lib-portal-sedu', {});
    const agzy = await search('lib-portal-sedu', { tag_ids: ['agzy'] });
    const agzyChinese = await search('lib-portal-sedu', { tag_ids: ['agzy', 'xk-yw'] });
    expect(agzy.total).toBe(4);
    expect(agzyChinese.items.map((i) => i.title)).toEqual(
      expect.arrayContaining(['诗词里的家国情怀', '红色故事我来讲：小英雄雨来']),
    );
    expect(agzyChinese.total).toBe(2);
    expect(all.total).toBeGreaterThan(agzy.total);
  });

  it('by keyword in title or description, newest first', async () => {
    const { items } = await search('lib-portal-sedu', { keyword: '英雄' });
    expect(items.map((i) => i.title)).toEqual(
      expect.arrayContaining(['英雄人物故事：黄继光', '红色故事我来讲：小英雄雨来']),
    );
    const times = items.map((i) => Date.parse(i.create_time.replace(/(\d{2})(\d{2})$/, '$1:$2')));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('across libraries with the same filters', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/svc/course/v1/libraries/contents/actions/search/adapter',
      payload: {
        library_ids: ['lib-portal-sedu', 'lib-portal-schoolService'],
        tag_ids: ['xk-yw'],
        page_no: 0,
        page_size: 500,
      },
    });
    const { items } = res.json() as { items: Content[] };
    expect(new Set(items.map((i) => i.library_id))).toEqual(
      new Set(['lib-portal-sedu', 'lib-portal-schoolService']),
    );
  });

  it('refuses malformed tag ids with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/svc/course/v1/libraries/lib-portal-sedu/contents/actions/search/adapter',
      payload: { tag_ids: ['bad id!'] },
    });
    expect(res.statusCode).toBe(400);
  });
});
