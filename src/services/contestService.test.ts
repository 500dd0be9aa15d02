import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createContestService } from './contestService';

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
