import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createSyncClassroomService, LESSON_RESOURCE_KINDS } from './syncClassroomService';
import { createLazySyncClassroomService } from './lazyServices';

const origin = window.location.origin;
const base = `${origin}/svc/static/zxx`;
const book = (id: string, title: string) => ({ id, title, tag_list: [] });

const { server, requests } = startMswServer(
  http.get(`${base}/ndrs/tags/national_lesson_tag.json`, () =>
    HttpResponse.json({ hierarchies: [{ hierarchy_name: '学段', children: [] }] }),
  ),
  http.get(`${base}/ndrs/national_lesson/teachingmaterials/version/data_version.json`, () =>
    HttpResponse.json({
      module: 'national_lesson',
      module_version: 1,
      urls: [`${origin}/files/part_100.json`, `${origin}/files/part_101.json`],
    }),
  ),
  http.get(`${origin}/files/part_100.json`, () =>
    HttpResponse.json([
      book('a', '小学数学人教版三年级上册'),
      book('b', '小学语文统编版一年级上册'),
    ]),
  ),
  http.get(`${origin}/files/part_101.json`, () => HttpResponse.json([book('c', '高中数学人教版')])),
  http.get(`${base}/ndrs/national_lesson/teachingmaterials/details/:file`, ({ params }) =>
    params.file === 'a.json'
      ? HttpResponse.json(book('a', '小学数学人教版三年级上册'))
      : HttpResponse.json({ code: 'NOT_FOUND', message: '教材不存在' }, { status: 404 }),
  ),
  http.get(`${base}/ndrv2/national_lesson/trees/:file`, () =>
    HttpResponse.json({ node_id: 'a', node_type: 'catalog', title: 'x', child_nodes: [] }),
  ),
  http.get(`${base}/ndrv2/national_lesson/lessons/:file`, ({ params }) =>
    HttpResponse.json({
      node_id: String(params.file).replace('.json', ''),
      title: '第一单元 第1课时',
      resources: [{ id: 'r1', title: '视频', resource_type_code: 'video_course' }],
    }),
  ),
);

describe('synchronous classroom service', () => {
  it('fetches the version file, then each part, and concatenates them in order', async () => {
    const service = createSyncClassroomService(testClient().client);
    const books = await service.textbooks();
    expect(books.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/svc/static/zxx/ndrs/national_lesson/teachingmaterials/version/data_version.json',
      '/files/part_100.json',
      '/files/part_101.json',
    ]);
    // Static files: no session token goes with them.
    expect(requests.every((request) => !request.headers.has('authorization'))).toBe(true);
    // Kept for the session: a second call sends nothing.
    await service.textbooks();
    expect(requests).toHaveLength(3);
  });

  it('accepts the version file with urls as one comma-separated string', async () => {
    server.use(
      http.get(`${base}/ndrs/national_lesson/teachingmaterials/version/data_version.json`, () =>
        HttpResponse.json({
          module: 'national_lesson',
          urls: `${origin}/files/part_101.json,${origin}/files/part_100.json`,
        }),
      ),
    );
    const books = await createSyncClassroomService(testClient().client).textbooks();
    expect(books.map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });

  it('reads the tag tree from the platform path', async () => {
    const tree = await createSyncClassroomService(testClient().client).tagTree();
    expect(tree.hierarchies?.[0].hierarchy_name).toBe('学段');
    expect(requests[0].url.pathname).toBe('/svc/static/zxx/ndrs/tags/national_lesson_tag.json');
  });

  it('one textbook, null when it does not exist', async () => {
    const service = createSyncClassroomService(testClient().client);
    await expect(service.textbook('a')).resolves.toMatchObject({
      title: '小学数学人教版三年级上册',
    });
    await expect(service.textbook('missing')).resolves.toBeNull();
    expect(requests.map((request) => request.url.pathname)).toContain(
      '/svc/static/zxx/ndrs/national_lesson/teachingmaterials/details/missing.json',
    );
  });

  it('the chapter tree and one lesson’s resources by their ids', async () => {
    const service = createSyncClassroomService(testClient().client);
    await expect(service.chapterTree('a')).resolves.toMatchObject({ node_id: 'a' });
    const lesson = await service.lessonResources('a_u1_l1');
    expect(lesson.title).toBe('第一单元 第1课时');
    expect(lesson.resources).toHaveLength(1);
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/svc/static/zxx/ndrv2/national_lesson/trees/a.json',
      '/svc/static/zxx/ndrv2/national_lesson/lessons/a_u1_l1.json',
    ]);
  });

  it('a failed part rejects the whole list (no half catalogue)', async () => {
    server.use(
      http.get(`${origin}/files/part_101.json`, () => new HttpResponse(null, { status: 404 })),
    );
    await expect(createSyncClassroomService(testClient().client).textbooks()).rejects.toThrow();
  });

  it('the lazily loaded service the runtime hands out sends the same requests', async () => {
    const service = createLazySyncClassroomService(testClient().client);
    expect((await service.textbooks()).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    await expect(service.textbook('missing')).resolves.toBeNull();
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/svc/static/zxx/ndrs/national_lesson/teachingmaterials/version/data_version.json',
      '/files/part_100.json',
      '/files/part_101.json',
      '/svc/static/zxx/ndrs/national_lesson/teachingmaterials/details/missing.json',
    ]);
  });

  it('names the five lesson resource kinds in display order', () => {
    expect(LESSON_RESOURCE_KINDS).toEqual([
      'video_course',
      'courseware',
      'teaching_design',
      'learning_task',
      'after_class_exercise',
    ]);
  });
});
