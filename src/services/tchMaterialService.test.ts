import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createTchMaterialService, partUrlsOf } from './tchMaterialService';
import { createLazyTchMaterialService } from './tchMaterialLazy';

const origin = window.location.origin;
const base = `${origin}/svc/static/zxx`;
const VERSION_PATH = '/svc/static/zxx/ndrs/resources/tch_material/version/data_version.json';
const book = (id: string, title: string) => ({
  id,
  global_title: { 'zh-CN': title },
  tag_paths: [],
});

/** The platform's own form: the part URLs in one comma-separated string. */
const { server, requests } = startMswServer(
  http.get(`${base}/ndrs/tags/tch_material_tag.json`, () =>
    HttpResponse.json({ tag_path: 'root', hierarchies: [{ hierarchy_name: '专题*' }] }),
  ),
  http.get(`${origin}${VERSION_PATH}`, () =>
    HttpResponse.json({
      module: 'tch_material',
      module_version: 932011015,
      urls: `${origin}/files/part_102.json,${origin}/files/part_103.json`,
    }),
  ),
  http.get(`${origin}/files/part_102.json`, () =>
    HttpResponse.json([book('a', '义务教育教科书 英语 三年级 下册')]),
  ),
  http.get(`${origin}/files/part_103.json`, () =>
    HttpResponse.json([
      book('b', '聋校义务教育实验教科书 数学 一年级 下册'),
      book('c', '普通高中教科书·通用技术选择性必修5 服装及其设计'),
    ]),
  ),
);

describe('electronic textbook service (电子教材)', () => {
  it('fetches the version file, then each part, and concatenates them in order', async () => {
    const service = createTchMaterialService(testClient().client);
    const books = await service.materials();
    expect(books.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(requests.map((request) => request.url.pathname)).toEqual([
      VERSION_PATH,
      '/files/part_102.json',
      '/files/part_103.json',
    ]);
    // Static files: no session token goes with them.
    expect(requests.every((request) => !request.headers.has('authorization'))).toBe(true);
    // Kept for the session: a second call sends nothing.
    await service.materials();
    expect(requests).toHaveLength(3);
  });

  it('accepts urls as an array too', async () => {
    server.use(
      http.get(`${origin}${VERSION_PATH}`, () =>
        HttpResponse.json({
          urls: [`${origin}/files/part_103.json`, `${origin}/files/part_102.json`],
        }),
      ),
    );
    const books = await createTchMaterialService(testClient().client).materials();
    expect(books.map((item) => item.id)).toEqual(['b', 'c', 'a']);
  });

  it('reads both forms of urls, trimming blanks', () => {
    expect(partUrlsOf({ urls: 'https://h/p_100.json, https://h/p_101.json,' })).toEqual([
      'https://h/p_100.json',
      'https://h/p_101.json',
    ]);
    expect(partUrlsOf({ urls: ['https://h/p_100.json'] })).toEqual(['https://h/p_100.json']);
    expect(partUrlsOf({})).toEqual([]);
  });

  it('reads the tag tree from the platform path', async () => {
    const tree = await createTchMaterialService(testClient().client).tagTree();
    expect(tree.tag_path).toBe('root');
    expect(requests[0].url.pathname).toBe('/svc/static/zxx/ndrs/tags/tch_material_tag.json');
  });

  it('a failed part rejects the whole list (no half catalogue)', async () => {
    server.use(
      http.get(`${origin}/files/part_103.json`, () => new HttpResponse(null, { status: 404 })),
    );
    await expect(createTchMaterialService(testClient().client).materials()).rejects.toThrow();
  });

  it('the lazily loaded service loads once and sends the same requests', async () => {
    const lazy = createLazyTchMaterialService(testClient().client);
    const [first, second] = await Promise.all([lazy(), lazy()]);
    expect(first).toBe(second);
    expect((await first.materials()).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(requests.map((request) => request.url.pathname)).toEqual([
      VERSION_PATH,
      '/files/part_102.json',
      '/files/part_103.json',
    ]);
  });
});
