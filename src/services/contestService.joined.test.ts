/**
 * The contests the user joined (我的活动, search_mine_join) and the enrolment count of the
 * enrolment list query (seed 001 §7; HD-API-02, A-43): the requests sent and what is read back.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import {
  createContestService,
  ENROLMENT_SEARCH_PATH,
  MY_JOINED_CONTESTS_PATH,
} from './contestService';

const origin = window.location.origin;
const joinedUrl = `${origin}/svc/contest${MY_JOINED_CONTESTS_PATH}`;
const enrolmentsUrl = `${origin}/svc/contest${ENROLMENT_SEARCH_PATH}`;

const kpzy = {
  contest_id: 'kpzy2026',
  title: '2026年全国中小学科普资源征集活动',
  status: 1,
  begin_time: '2026-06-01T00:00:00.000+0800',
  end_time: '2026-07-31T23:59:59.000+0800',
  enroll_status: 3,
};

const { server, requests } = startMswServer(
  http.post(joinedUrl, () => HttpResponse.json({ total: 11, items: [kpzy] })),
  http.post(enrolmentsUrl, () =>
    HttpResponse.json({ total: 2, items: [{ contest_id: '113', status: 2 }] }),
  ),
);

describe('my joined contests', () => {
  it('POSTs /contests/actions/search_mine_join with the page, signed in, and reads total and items', async () => {
    const service = createContestService(testClient().client);
    await expect(service.myJoinedContests({ pageNo: 1, pageSize: 10 })).resolves.toEqual({
      total: 11,
      items: [kpzy],
    });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/svc/contest/contests/actions/search_mine_join');
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(JSON.parse(await requests[0].body())).toEqual({ page_no: 1, page_size: 10 });
  });

  it('sends the statuses when given', async () => {
    const service = createContestService(testClient().client);
    await service.myJoinedContests({ pageNo: 0, pageSize: 5, statuses: [2, 3] });
    expect(JSON.parse(await requests[0].body())).toEqual({
      statuses: [2, 3],
      page_no: 0,
      page_size: 5,
    });
  });

  it('leaves out entries without a contest id; no total counts the items', async () => {
    server.use(
      http.post(joinedUrl, () => HttpResponse.json({ items: [kpzy, { title: '无编号' }, null] })),
    );
    await expect(
      createContestService(testClient().client).myJoinedContests({ pageNo: 0, pageSize: 10 }),
    ).resolves.toEqual({ total: 1, items: [kpzy] });
  });

  it('rejects when the service fails', async () => {
    server.use(http.post(joinedUrl, () => new HttpResponse(null, { status: 500 })));
    await expect(
      createContestService(testClient().client).myJoinedContests({ pageNo: 0, pageSize: 10 }),
    ).rejects.toMatchObject({ status: 500 });
  });
});

describe('enrolment total', () => {
  it('POSTs /enrolls/actions/search with {contest_ids, statuses: [1,2], page_size: 1} and reads only total', async () => {
    const service = createContestService(testClient().client);
    await expect(service.enrolmentTotal(['113', '114', '113'])).resolves.toBe(2);
    expect(requests[0].url.pathname).toBe('/svc/contest/enrolls/actions/search');
    expect(JSON.parse(await requests[0].body())).toEqual({
      contest_ids: ['113', '114'],
      statuses: [1, 2],
      page_size: 1,
    });
  });

  it('sends other statuses when asked', async () => {
    await createContestService(testClient().client).enrolmentTotal(['kpzy2026'], [3]);
    expect(JSON.parse(await requests[0].body())).toMatchObject({ statuses: [3] });
  });

  it('is 0 without asking when there is no contest, and 0 when the answer has no total', async () => {
    const service = createContestService(testClient().client);
    await expect(service.enrolmentTotal([])).resolves.toBe(0);
    expect(requests).toHaveLength(0);
    server.use(http.post(enrolmentsUrl, () => HttpResponse.json({ items: [] })));
    await expect(service.enrolmentTotal(['113'])).resolves.toBe(0);
  });
});
