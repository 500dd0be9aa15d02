import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, getJson, tempDir } from './helpers';

interface Tag {
  tag_dimension_id: string;
  tag_id: string;
  tag_name: string;
  order_num: number;
}

interface Textbook {
  id: string;
  title: string;
  resource_type_code: string;
  custom_properties: { thumbnails: string[] };
  tag_list: Tag[];
}

interface TreeNode {
  node_id: string;
  node_type: string;
  title: string;
  child_nodes: TreeNode[];
}

const BASE = '/svc/static/zxx';
/** 小学 · 数学 · 人教版 · 三年级 · 上册 in the real catalogue. */
const MATH_3A = { id: '92a82135-2748-4ec2-9bc4-e3fae0fb80f9', title: '小学数学人教版三年级上册' };

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

describe('synchronous classroom catalogue', () => {
  it('the data-version file names three parts that concatenate to the 2400 real textbooks', async () => {
    const version = await get<{ module: string; module_version: number; urls: string[] }>(
      `${BASE}/ndrs/national_lesson/teachingmaterials/version/data_version.json`,
    );
    expect(version.module).toBe('national_lesson');
    expect(version.urls).toEqual([
      `${BASE}/ndrs/national_lesson/teachingmaterials/part_100.json`,
      `${BASE}/ndrs/national_lesson/teachingmaterials/part_101.json`,
      `${BASE}/ndrs/national_lesson/teachingmaterials/part_102.json`,
    ]);
    const parts = await Promise.all(version.urls.map((url) => get<Textbook[]>(url)));
    expect(parts.map((part) => part.length)).toEqual([1000, 1000, 400]);
    const all = parts.flat();
    const book = all.find((item) => item.id === MATH_3A.id);
    expect(book?.title).toBe(MATH_3A.title);
    expect(book?.resource_type_code).toBe('teachingmaterials');
    expect(book?.tag_list.map((tag) => tag.tag_name).sort()).toEqual(
      ['上册', '三年级', '人教版', '同步课资源视图', '小学', '数学'].sort(),
    );
    // Covers are the stand-in's own: nothing points at the platform's hosts.
    expect(book?.custom_properties.thumbnails).toEqual([
      `/svc/static/zxx/ndrs/national_lesson/covers/${MATH_3A.id}.svg`,
    ]);
    expect(JSON.stringify(all).includes('cbern.com.cn')).toBe(false);
  });

  it('a part the version file does not name is 404', async () => {
    const response = await app.inject({
      url: `${BASE}/ndrs/national_lesson/teachingmaterials/part_999.json`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('the tag tree is the real one: 学段 小学 → 年级 → 学科 → 版本 → 册次', async () => {
    const tree = await get<{
      hierarchies: {
        hierarchy_name: string;
        children: { tag_name: string; hierarchies: { hierarchy_name: string }[] }[];
      }[];
    }>(`${BASE}/ndrs/tags/national_lesson_tag.json`);
    expect(tree.hierarchies[0].hierarchy_name).toBe('学段');
    expect(tree.hierarchies[0].children.map((stage) => stage.tag_name)).toEqual([
      '小学',
      '初中',
      '小学（五•四学制）',
      '初中（五•四学制）',
      '高中',
    ]);
    expect(tree.hierarchies[0].children[0].hierarchies[0].hierarchy_name).toBe('年级');
  });

  it('one textbook record by id; an unknown id is 404', async () => {
    const book = await get<Textbook>(
      `${BASE}/ndrs/national_lesson/teachingmaterials/details/${MATH_3A.id}.json`,
    );
    expect(book.title).toBe(MATH_3A.title);
    const missing = await app.inject({
      url: `${BASE}/ndrs/national_lesson/teachingmaterials/details/nope.json`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: '教材不存在' });
  });

  it('a chapter tree of units (catalog) and lessons (activity) whose resources come in five kinds', async () => {
    const tree = await get<TreeNode>(`${BASE}/ndrv2/national_lesson/trees/${MATH_3A.id}.json`);
    expect(tree).toMatchObject({ node_id: MATH_3A.id, title: MATH_3A.title });
    expect(tree.child_nodes.length).toBeGreaterThanOrEqual(4);
    expect(tree.child_nodes[0]).toMatchObject({ node_type: 'catalog', title: '第一单元' });
    const lesson = tree.child_nodes[0].child_nodes[0];
    expect(lesson).toMatchObject({ node_type: 'activity', title: '第1课时', child_nodes: [] });

    const answer = await get<{
      node_id: string;
      title: string;
      resources: { resource_type_code: string; resource_type_code_name: string; title: string }[];
    }>(`${BASE}/ndrv2/national_lesson/lessons/${lesson.node_id}.json`);
    expect(answer.title).toBe('第一单元 第1课时');
    expect(answer.resources.map((r) => r.resource_type_code_name)).toEqual([
      '视频课程',
      '课件',
      '教学设计',
      '学习任务单',
      '课后练习',
    ]);
    // The same textbook gives the same tree on every reseed.
    expect(await get<TreeNode>(`${BASE}/ndrv2/national_lesson/trees/${MATH_3A.id}.json`)).toEqual(
      tree,
    );
  });

  it('a lesson video carries playable files; a lesson document its preview pages, each served', async () => {
    const lessonId = `${MATH_3A.id}_u1_l1`;
    const answer = await get<{
      resources: {
        resource_type_code: string;
        ti_items: { ti_format: string; ti_storages: string[] }[];
        custom_properties: { preview?: Record<string, string> };
      }[];
    }>(`${BASE}/ndrv2/national_lesson/lessons/${lessonId}.json`);
    const [video, courseware] = answer.resources;
    expect(video.ti_items.map((item) => item.ti_format)).toEqual(['m3u8', 'mp4']);
    const media = await app.inject({ url: video.ti_items[1].ti_storages[0] });
    expect(media.statusCode).toBe(200);
    const slides = Object.keys(courseware.custom_properties.preview ?? {});
    expect(slides).toEqual(['Slide1', 'Slide2', 'Slide3', 'Slide4']);
    const page = await app.inject({ url: courseware.custom_properties.preview!.Slide2 });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('image/svg+xml');
    expect(page.body).toContain('学习目标');
    const beyond = await app.inject({
      url: courseware.custom_properties.preview!.Slide1.replace('page-1', 'page-5'),
    });
    expect(beyond.statusCode).toBe(404);
  });

  it('a lesson id outside the tree is 404', async () => {
    const response = await app.inject({
      url: `${BASE}/ndrv2/national_lesson/lessons/${MATH_3A.id}_u99_l1.json`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('textbook and kind covers are generated SVGs carrying the title', async () => {
    const response = await app.inject({
      url: `${BASE}/ndrs/national_lesson/covers/${MATH_3A.id}.svg`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('aria-label="小学数学人教版三年级上册"');
    const kind = await app.inject({ url: `${BASE}/ndrs/national_lesson/covers/courseware.svg` });
    expect(kind.body).toContain('课件');
  });
});
