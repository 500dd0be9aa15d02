import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createLiveService, subscribeFailureMessage } from './liveService';

const origin = window.location.origin;
const { server, requests } = startMswServer(
  http.get(`${origin}/svc/course/v1/open_class_lives/actions/search`, () =>
    HttpResponse.json({
      total: 9,
      items: [
        {
          id: 'L1',
          title: '古诗词里的中国',
          resource_id: 'r1',
          cover_url: '/c.svg',
          start_time: '2026-09-01T09:00:00.000+0800',
          end_time: '2026-09-01T10:00:00.000+0800',
          create_time: '2026-08-01T09:00:00.000+0800',
          extra: { source: '北京市海淀区教师进修学校' },
        },
        { title: 'no id: dropped' },
        { id: 'L2', title: '无资源', start_time: 'x', end_time: 'y' },
      ],
    }),
  ),
);

describe('live list search (ledger CORE-LIVE-01)', () => {
  it('sends the filter status with offset and limit, without the token', async () => {
    const service = createLiveService(testClient().client);
    const page = await service.search(1, 20, 10);
    const sent = requests[0].url;
    expect(sent.pathname).toBe('/svc/course/v1/open_class_lives/actions/search');
    expect(sent.searchParams.get('status')).toBe('1');
    expect(sent.searchParams.get('$offset')).toBe('20');
    expect(sent.searchParams.get('$limit')).toBe('10');
    expect(requests[0].headers.get('authorization')).toBeNull();
    expect(page.total).toBe(9);
    expect(page.items.map((item) => item.id)).toEqual(['L1', 'L2']);
    expect(page.items[0].extra?.source).toBe('北京市海淀区教师进修学校');
    expect(page.items[1].resource_id).toBeNull();
  });

  it('rejects when the service fails', async () => {
    server.use(
      http.get(
        `${origin}/svc/course/v1/open_class_lives/actions/search`,
        () => new HttpResponse(null, { status: 404 }),
      ),
    );
    await expect(createLiveService(testClient().client).search(-1, 0, 20)).rejects.toThrow();
  });
});

const SUBSCRIPTIONS = `${origin}/svc/course/v1/open_class_lives/actions/get_subscription`;
const SUBSCRIBE = `${origin}/svc/course/v1/open_class_lives/:liveId/actions/subscribe`;

describe('live subscriptions (ledger CORE-LIVE-21, CORE-API-19)', () => {
  it('GETs get_subscription with the token and keeps the subscribed live ids', async () => {
    server.use(
      http.get(SUBSCRIPTIONS, () =>
        HttpResponse.json([
          { live_id: 'L1', is_subscribe: true },
          { live_id: 'L2', is_subscribe: false },
          { is_subscribe: true },
        ]),
      ),
    );
    const ids = await createLiveService(testClient().client).subscriptions();
    expect([...ids]).toEqual(['L1']);
    expect(requests[0].method).toBe('GET');
    expect(requests[0].url.pathname).toBe(
      '/svc/course/v1/open_class_lives/actions/get_subscription',
    );
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
  });

  it('a failed lookup gives an empty set, not an error', async () => {
    server.use(http.get(SUBSCRIPTIONS, () => new HttpResponse(null, { status: 500 })));
    const ids = await createLiveService(testClient().client).subscriptions();
    expect(ids.size).toBe(0);
  });
});

describe('subscribe (ledger CORE-LIVE-18..20, CORE-API-20)', () => {
  it('POSTs …/{liveId}/actions/subscribe with the token and no body', async () => {
    server.use(http.post(SUBSCRIBE, () => HttpResponse.json({ live_id: 'L 1' })));
    await createLiveService(testClient().client).subscribe('L 1');
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe(
      '/svc/course/v1/open_class_lives/L%201/actions/subscribe',
    );
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
    await expect(requests[0].body()).resolves.toBe('');
  });

  it('rejects on failure; the server message is kept when there is one', async () => {
    server.use(
      http.post(SUBSCRIBE, () => HttpResponse.json({ message: '名额已满' }, { status: 400 })),
    );
    const full = await createLiveService(testClient().client)
      .subscribe('L1')
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(subscribeFailureMessage(full)).toBe('名额已满');

    server.use(http.post(SUBSCRIBE, () => new HttpResponse(null, { status: 500 })));
    const empty = await createLiveService(testClient().client)
      .subscribe('L1')
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(empty).toBeInstanceOf(Error);
    expect(subscribeFailureMessage(empty)).toBeNull();
    expect(subscribeFailureMessage(new Error('boom'))).toBeNull();
  });
});
