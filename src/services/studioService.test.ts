import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createStudioService } from './studioService';

const origin = window.location.origin;
const base = `${origin}/svc/studio`;
const { server, requests } = startMswServer(
  http.get(`${base}/v1/studios`, () =>
    HttpResponse.json({
      total: 11,
      items: [
        {
          id: 'S1',
          kind: 'teach-studio',
          name: '北京市海淀区小学数学名师工作室',
          owner: { name: '王晓燕', title: '特级教师' },
          cover_url: '/c.svg',
          member_count: 36,
          resource_count: 12860,
          visit_count: -1,
        },
        { id: 'S2', kind: 'institution', name: '未知类型：丢弃' },
        { name: '无 id：丢弃', kind: 'teach-studio' },
      ],
    }),
  ),
  http.get(`${base}/v1/studios/:id`, ({ params }) =>
    HttpResponse.json({
      id: params.id,
      kind: 'inst-studio',
      name: '人民教育出版社',
      owner: { name: '人民教育出版社' },
      members: [{ name: '人民教育出版社', role: 'owner' }, { title: 'no name' }],
    }),
  ),
  http.get(`${base}/v1/studios/:id/news/:newsId`, ({ params }) =>
    HttpResponse.json({ id: params.newsId, title: '通知', content: '<p>正文</p>' }),
  ),
  http.get(`${base}/v1/lecturers`, () =>
    HttpResponse.json({
      total: 1,
      items: [{ id: 'L1', name: '王晓燕', courses: [{ id: 'C1', title: '课程' }, {}] }],
    }),
  ),
  http.get(`${base}/v1/lecturers/subjects`, () => HttpResponse.json(['数学', '', 3, '语文'])),
);

describe('studio service (ledger CORE-ROUTE-20/21, CORE-HTTP-01)', () => {
  it('asks one kind on the studio base, without the token, and drops malformed items', async () => {
    const service = createStudioService(testClient().client);
    const page = await service.studios('teach-studio', { offset: 8, limit: 8, keyword: ' 海淀 ' });
    const sent = requests[0];
    expect(sent.url.pathname).toBe('/svc/studio/v1/studios');
    expect(Object.fromEntries(sent.url.searchParams)).toMatchObject({
      kind: 'teach-studio',
      keyword: '海淀',
      $offset: '8',
      $limit: '8',
    });
    expect(sent.headers.get('authorization')).toBeNull();
    expect(page.total).toBe(11);
    expect(page.items.map((item) => item.id)).toEqual(['S1']);
    expect(page.items[0]).toMatchObject({ resource_count: 12860, visit_count: 0 });
  });

  it('loads one studio by its scope id, with members', async () => {
    const service = createStudioService(testClient().client);
    const studio = await service.studio('S 1');
    expect(requests.at(-1)?.url.pathname).toBe('/svc/studio/v1/studios/S%201');
    expect(studio.kind).toBe('inst-studio');
    expect(studio.members).toEqual([
      { name: '人民教育出版社', title: '', school: '', role: 'owner' },
    ]);
  });

  it('opens one news item with its body', async () => {
    const service = createStudioService(testClient().client);
    const item = await service.newsItem('S1', 'N1');
    expect(requests.at(-1)?.url.pathname).toBe('/svc/studio/v1/studios/S1/news/N1');
    expect(item).toMatchObject({ id: 'N1', content: '<p>正文</p>' });
  });

  it('filters lecturers by subject and reads the subjects', async () => {
    const service = createStudioService(testClient().client);
    const page = await service.lecturers({ offset: 0, limit: 12, subject: '数学' });
    expect(requests.at(-1)?.url.searchParams.get('subject')).toBe('数学');
    expect(page.items[0].courses.map((course) => course.id)).toEqual(['C1']);
    expect(page.items[0].course_count).toBe(1);
    expect(await service.lecturerSubjects()).toEqual(['数学', '语文']);
  });

  it('rejects when the service fails', async () => {
    server.use(http.get(`${base}/v1/studios/:id`, () => new HttpResponse(null, { status: 404 })));
    const service = createStudioService(testClient().client);
    await expect(service.studio('gone')).rejects.toThrow();
  });
});
