import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createContestService } from './contestService';
import { AbortedError } from './http/errors';
import type { ContestWork } from './entities';
import { SAMPLE_WORK } from './testing/contestWork';

const origin = window.location.origin;
const base = `${origin}/svc/contest/contests`;
const { server, requests } = startMswServer(
  http.get(`${base}/kpzy2026/actions/detail`, () =>
    HttpResponse.json({ contest_id: 'kpzy2026', status: 1, begin_time: 'b', end_time: 'e' }),
  ),
  http.get(`${base}/gone/actions/detail`, () => new HttpResponse(null, { status: 404 })),
  http.get(`${base}/broken/actions/detail`, () => new HttpResponse(null, { status: 500 })),
  http.get(`${base}/kpzy2026/enrolls`, () => HttpResponse.json({ status: 3, verify_status: 1 })),
  http.get(`${base}/kpzy2026/actions/root_upload_limit`, () =>
    HttpResponse.json({ result: false, code: 2 }),
  ),
);

describe('contest detail', () => {
  it('GETs /contests/{id}/actions/detail with auth', async () => {
    const service = createContestService(testClient().client);
    await expect(service.detail('kpzy2026')).resolves.toMatchObject({ contest_id: 'kpzy2026' });
    expect(requests[0].url.pathname).toBe('/svc/contest/contests/kpzy2026/actions/detail');
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
  });

  it('is null on 404, and other failures reject', async () => {
    const service = createContestService(testClient().client);
    await expect(service.detail('gone')).resolves.toBeNull();
    await expect(service.detail('broken')).rejects.toMatchObject({ status: 500 });
  });
});

describe('my enrolment', () => {
  it('GETs /contests/{id}/enrolls?include_verify_status=true', async () => {
    const service = createContestService(testClient().client);
    await expect(service.myEnrolment('kpzy2026')).resolves.toEqual({ status: 3, verify_status: 1 });
    expect(requests[0].url.pathname).toBe('/svc/contest/contests/kpzy2026/enrolls');
    expect(requests[0].url.searchParams.get('include_verify_status')).toBe('true');
  });

  it.each([
    ['null', null],
    ['an empty object', {}],
    ['an empty list', []],
  ])('is null when the answer is %s', async (_label, body) => {
    server.use(http.get(`${base}/kpzy2026/enrolls`, () => HttpResponse.json(body)));
    await expect(
      createContestService(testClient().client).myEnrolment('kpzy2026'),
    ).resolves.toBeNull();
  });

  it('is null on an empty body', async () => {
    server.use(http.get(`${base}/kpzy2026/enrolls`, () => new HttpResponse(null, { status: 200 })));
    await expect(
      createContestService(testClient().client).myEnrolment('kpzy2026'),
    ).resolves.toBeNull();
  });
});

describe('upload limit', () => {
  it('GETs /contests/{id}/actions/root_upload_limit', async () => {
    const service = createContestService(testClient().client);
    await expect(service.uploadLimit('kpzy2026')).resolves.toEqual({ result: false, code: 2 });
    expect(requests[0].url.pathname).toBe(
      '/svc/contest/contests/kpzy2026/actions/root_upload_limit',
    );
  });
});

describe('enrol', () => {
  it('POSTs the form to /contests/{id}/enrolls with auth and returns the new enrolment', async () => {
    server.use(
      http.post(`${base}/kpzy2026/enrolls`, () =>
        HttpResponse.json({ status: 0, verify_status: 0 }, { status: 201 }),
      ),
    );
    const service = createContestService(testClient().client);
    const form = { real_name: '张三', mobile: '13800000000', school_name: '北京市第一中学' };
    await expect(service.enrol('kpzy2026', form)).resolves.toEqual({ status: 0, verify_status: 0 });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/svc/contest/contests/kpzy2026/enrolls');
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(JSON.parse(await requests[0].body())).toEqual(form);
  });

  it('a refusal rejects with the server message', async () => {
    server.use(
      http.post(`${base}/kpzy2026/enrolls`, () =>
        HttpResponse.json({ code: 'CONTEST/ENROLLED', message: '您已报名' }, { status: 409 }),
      ),
    );
    const service = createContestService(testClient().client);
    await expect(
      service.enrol('kpzy2026', { real_name: '张三', mobile: '13800000000', school_name: '一中' }),
    ).rejects.toMatchObject({ status: 409, message: '您已报名' });
  });
});

describe('upload limit (issue 13 answer)', () => {
  it('keeps submitted, remaining and max_works_per_user', async () => {
    server.use(
      http.get(`${base}/kpzy2026/actions/root_upload_limit`, () =>
        HttpResponse.json({
          result: true,
          code: 0,
          submitted: 1,
          remaining: 2,
          max_works_per_user: 3,
        }),
      ),
    );
    await expect(
      createContestService(testClient().client).uploadLimit('kpzy2026'),
    ).resolves.toEqual({
      result: true,
      code: 0,
      submitted: 1,
      remaining: 2,
      max_works_per_user: 3,
    });
  });
});

const WORK: ContestWork = SAMPLE_WORK;

function workForm() {
  return {
    title: '星空',
    description: '夜空的照片',
    file: new File(['hello'], 'sky.png', { type: 'image/png' }),
    requestId: 'req-0123456789',
  };
}

describe('upload a work', () => {
  it('POSTs multipart to /contests/{id}/works: title, description, request_id, then the file', async () => {
    const parts: string[] = [];
    server.use(
      http.post(`${base}/kpzy2026/works`, async ({ request }) => {
        const form = await request.formData();
        for (const [name, value] of form.entries())
          parts.push(typeof value === 'string' ? `${name}=${value}` : `${name}:file`);
        return HttpResponse.json(WORK, { status: 201 });
      }),
    );
    const progress: number[] = [];
    const service = createContestService(testClient().client);
    await expect(
      service.uploadWork('kpzy2026', workForm(), { onProgress: (loaded) => progress.push(loaded) }),
    ).resolves.toEqual(WORK);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/svc/contest/contests/kpzy2026/works');
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(parts).toEqual([
      'title=星空',
      'description=夜空的照片',
      'request_id=req-0123456789',
      'file:file',
    ]);
    expect(progress.length).toBeGreaterThan(0);
  });

  it('a gate refusal rejects with its Chinese message', async () => {
    server.use(
      http.post(`${base}/kpzy2026/works`, () =>
        HttpResponse.json({ code: 'GATE/upload-ended', message: '上传已结束' }, { status: 403 }),
      ),
    );
    await expect(
      createContestService(testClient().client).uploadWork('kpzy2026', workForm()),
    ).rejects.toMatchObject({ status: 403, code: 'GATE/upload-ended', message: '上传已结束' });
  });

  it('an aborted upload rejects with AbortedError', async () => {
    server.use(
      http.post(`${base}/kpzy2026/works`, async () => {
        await delay('infinite');
        return HttpResponse.json(WORK);
      }),
    );
    const controller = new AbortController();
    const pending = createContestService(testClient().client).uploadWork('kpzy2026', workForm(), {
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortedError);
  });
});

describe('my works', () => {
  it('POSTs contest_id, page_no and page_size to /contests/works/actions/search_mine', async () => {
    server.use(
      http.post(`${base}/works/actions/search_mine`, () =>
        HttpResponse.json({ total: 11, items: [WORK] }),
      ),
    );
    const service = createContestService(testClient().client);
    await expect(service.myWorks('kpzy2026', { pageNo: 1, pageSize: 10 })).resolves.toEqual({
      total: 11,
      items: [WORK],
    });
    expect(requests[0].url.pathname).toBe('/svc/contest/contests/works/actions/search_mine');
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(JSON.parse(await requests[0].body())).toEqual({
      contest_id: 'kpzy2026',
      page_no: 1,
      page_size: 10,
    });
  });
});

describe('withdraw a work', () => {
  it('POSTs /contests/works/{id}/actions/withdraw with no body and returns the work', async () => {
    server.use(
      http.post(`${base}/works/w1/actions/withdraw`, () =>
        HttpResponse.json({ ...WORK, status: 'withdrawn' }),
      ),
    );
    await expect(createContestService(testClient().client).withdrawWork('w1')).resolves.toEqual({
      ...WORK,
      status: 'withdrawn',
    });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/svc/contest/contests/works/w1/actions/withdraw');
    expect(await requests[0].body()).toBe('');
  });

  it('409 rejects with 作品已进入评审，无法撤回', async () => {
    server.use(
      http.post(`${base}/works/w1/actions/withdraw`, () =>
        HttpResponse.json(
          { code: 'CONTEST/REVIEW_STARTED', message: '作品已进入评审，无法撤回' },
          { status: 409 },
        ),
      ),
    );
    await expect(
      createContestService(testClient().client).withdrawWork('w1'),
    ).rejects.toMatchObject({ status: 409, message: '作品已进入评审，无法撤回' });
  });
});

const TASK = {
  task_id: 't1',
  contest_id: 'kpzy2026',
  status: 'pending',
  score: null,
  comment: '',
  assign_time: '2026-06-01T12:00:00.000+0800',
  score_time: null,
  work: {
    work_id: 'w1',
    title: '会“呼吸”的叶子',
    description: '',
    file_name: 'a.png',
    file_size: 10,
    file_type: 'image/png',
    file_url: '/svc/contest/contests/works/w1/file?expires=1&sig=ab',
    create_time: '2026-05-30T12:00:00.000+0800',
  },
};

describe('is reviewer', () => {
  it('GETs /contests/{id}/review_tasks/actions/is_reviewer with auth', async () => {
    server.use(
      http.get(`${base}/kpzy2026/review_tasks/actions/is_reviewer`, () =>
        HttpResponse.json({ is_reviewer: true }),
      ),
    );
    await expect(createContestService(testClient().client).isReviewer('kpzy2026')).resolves.toBe(
      true,
    );
    expect(requests[0].method).toBe('GET');
    expect(requests[0].url.pathname).toBe(
      '/svc/contest/contests/kpzy2026/review_tasks/actions/is_reviewer',
    );
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
  });

  it.each([
    ['false', { is_reviewer: false }],
    ['a string "true"', { is_reviewer: 'true' }],
    ['an empty object', {}],
  ])('is false when the answer says %s', async (_label, body) => {
    server.use(
      http.get(`${base}/kpzy2026/review_tasks/actions/is_reviewer`, () => HttpResponse.json(body)),
    );
    await expect(createContestService(testClient().client).isReviewer('kpzy2026')).resolves.toBe(
      false,
    );
  });
});

describe('review tasks', () => {
  it('POSTs status, page_no and page_size to …/review_tasks/actions/search', async () => {
    server.use(
      http.post(`${base}/kpzy2026/review_tasks/actions/search`, () =>
        HttpResponse.json({ total: 1, pending_total: 1, scored_total: 4, items: [TASK] }),
      ),
    );
    const service = createContestService(testClient().client);
    await expect(
      service.reviewTasks('kpzy2026', { status: 'pending', pageNo: 0, pageSize: 10 }),
    ).resolves.toEqual({ total: 1, pending_total: 1, scored_total: 4, items: [TASK] });
    expect(requests[0].url.pathname).toBe(
      '/svc/contest/contests/kpzy2026/review_tasks/actions/search',
    );
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(JSON.parse(await requests[0].body())).toEqual({
      status: 'pending',
      page_no: 0,
      page_size: 10,
    });
  });

  it('sends no status when none is asked, and a 403 rejects with the server message', async () => {
    server.use(
      http.post(`${base}/kpzy2026/review_tasks/actions/search`, () =>
        HttpResponse.json(
          { code: 'CONTEST/NOT_REVIEWER', message: '抱歉，您暂无访问权限' },
          { status: 403 },
        ),
      ),
    );
    await expect(
      createContestService(testClient().client).reviewTasks('kpzy2026', {
        pageNo: 1,
        pageSize: 20,
      }),
    ).rejects.toMatchObject({ status: 403, message: '抱歉，您暂无访问权限' });
    expect(JSON.parse(await requests[0].body())).toEqual({ page_no: 1, page_size: 20 });
  });
});

describe('score a review', () => {
  it('PUTs {score, comment} to /contests/review_tasks/{id}/score and returns the task', async () => {
    const scored = { ...TASK, status: 'scored', score: 88, comment: '清楚' };
    server.use(http.put(`${base}/review_tasks/t1/score`, () => HttpResponse.json(scored)));
    await expect(
      createContestService(testClient().client).scoreReview('t1', { score: 88, comment: '清楚' }),
    ).resolves.toEqual(scored);
    expect(requests[0].method).toBe('PUT');
    expect(requests[0].url.pathname).toBe('/svc/contest/contests/review_tasks/t1/score');
    expect(JSON.parse(await requests[0].body())).toEqual({ score: 88, comment: '清楚' });
  });

  it('409 rejects with 成绩已发布，无法修改评分', async () => {
    server.use(
      http.put(`${base}/review_tasks/t1/score`, () =>
        HttpResponse.json(
          { code: 'CONTEST/RESULTS_PUBLISHED', message: '成绩已发布，无法修改评分' },
          { status: 409 },
        ),
      ),
    );
    await expect(
      createContestService(testClient().client).scoreReview('t1', { score: 88, comment: '' }),
    ).rejects.toMatchObject({ status: 409, message: '成绩已发布，无法修改评分' });
  });
});
