import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createTrainingService, isForbidden } from './trainingService';

const origin = window.location.origin;
const COURSE = `${origin}/svc/course`;
const { server, requests } = startMswServer(
  http.get(`${COURSE}/v1/trainings`, () =>
    HttpResponse.json({
      total: 1,
      items: [{ id: 'T1', title: '2026年暑期教师研修', study_hours: 10 }, { title: 'no id' }],
    }),
  ),
  http.get(`${COURSE}/v1/trainings/T1`, () =>
    HttpResponse.json({
      id: 'T1',
      title: '2026年暑期教师研修',
      introduction: ['一', 2, '二'],
      courses: [{ id: 'c1', title: '课程', teacher: '于漪', hours: 2 }],
      libraries: [
        { library_id: 'L1', kind: 'notice', title: '通知公告' },
        { kind: 'dynamics', title: 'no library id' },
      ],
      manual: [{ title: '登录', steps: ['a', 'b'] }],
    }),
  ),
  http.get(`${COURSE}/v1/trainings/missing`, () =>
    HttpResponse.json({ code: 'TRAINING/NOT_FOUND', message: '培训项目不存在' }, { status: 404 }),
  ),
  http.get(`${COURSE}/v1/trainings/T1/management`, () =>
    HttpResponse.json({ code: 'TRAINING/FORBIDDEN', message: '不是管理员' }, { status: 403 }),
  ),
  http.post(`${COURSE}/v1/training_works/W1/actions/mark`, async ({ request }) => {
    const body = (await request.json()) as { score: number; comment: string };
    return HttpResponse.json({ id: 'W1', status: 1, ...body, reviewer_name: '刘敏' });
  }),
  http.get(`${origin}/svc/static/teacherTraining/live/datas.json`, () =>
    HttpResponse.json([
      {
        id: 'tl1',
        title: '新课标落地专家直播答疑',
        speaker: '郭华',
        start_time: '2026-09-01T09:00:00.000+0800',
        end_time: '2026-09-01T10:00:00.000+0800',
      },
      { title: 'no id: dropped' },
    ]),
  ),
);

describe('training service (ledger CORE-ROUTE-09..11, CORE-API-23)', () => {
  it('lists projects without the token, dropping items without id', async () => {
    const list = await createTrainingService(testClient().client).list();
    expect(list.map((item) => item.id)).toEqual(['T1']);
    expect(requests[0].url.pathname).toBe('/svc/course/v1/trainings');
    expect(requests[0].headers.get('authorization')).toBeNull();
    expect(requests[0].url.searchParams.has('type_id')).toBe(false);
  });

  it('asks for one training type by its configured id (CORE-CAT-10)', async () => {
    await createTrainingService(testClient().client).list({ typeId: '1104' });
    const sent = requests
      .filter((request) => request.url.pathname === '/svc/course/v1/trainings')
      .at(-1);
    expect(sent?.url.searchParams.get('type_id')).toBe('1104');
  });

  it('reads one project tolerantly; a missing one is null', async () => {
    const service = createTrainingService(testClient().client);
    const project = await service.project('T1');
    expect(project?.introduction).toEqual(['一', '二']);
    expect(project?.libraries).toEqual([{ library_id: 'L1', kind: 'notice', title: '通知公告' }]);
    expect(project?.manual[0].steps).toEqual(['a', 'b']);
    await expect(service.project('missing')).resolves.toBeNull();
  });

  it('rejects a refused management view so the page can tell it apart', async () => {
    const error = await createTrainingService(testClient().client)
      .management('T1')
      .catch((reason: unknown) => reason);
    expect(isForbidden(error)).toBe(true);
    const sent = requests.find((request) => request.url.pathname.endsWith('/management'));
    expect(sent?.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('posts a mark with score and comment', async () => {
    const work = await createTrainingService(testClient().client).mark('W1', 95, '好');
    expect(work).toMatchObject({ id: 'W1', status: 1, score: 95, comment: '好' });
  });

  it('reads the live list from datas.json on the static host, no token (CORE-LIVE-25)', async () => {
    const lives = await createTrainingService(testClient().client).lives();
    expect(lives.map((live) => live.id)).toEqual(['tl1']);
    const sent = requests.find((request) => request.url.pathname.endsWith('/datas.json'));
    expect(sent?.url.pathname).toBe('/svc/static/teacherTraining/live/datas.json');
    expect(sent?.headers.get('authorization')).toBeNull();
    server.resetHandlers();
  });
});
