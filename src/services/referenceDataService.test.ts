import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createReferenceDataService } from './referenceDataService';

const origin = window.location.origin;
const FILE = `${origin}/svc/static/bdxcloud/configs/rank_area_info.json`;
const { server, requests } = startMswServer(
  http.get(FILE, () =>
    HttpResponse.json([
      {
        area_code: '110000',
        area_name: '北京市',
        childrens: [{ area_code: '110108', area_name: '海淀区' }],
      },
      { area_name: 'no code: dropped' },
    ]),
  ),
);

describe('rank_area_info.json (ledger CORE-API-46)', () => {
  it('is asked once, without auth, from the static host', async () => {
    const service = createReferenceDataService(testClient().client);
    const first = await service.rankAreaInfo();
    await service.rankAreaInfo();
    expect(requests).toHaveLength(1);
    expect(requests[0].url.pathname).toBe('/svc/static/bdxcloud/configs/rank_area_info.json');
    expect(requests[0].headers.get('authorization')).toBeNull();
    expect(first).toEqual([
      {
        area_code: '110000',
        area_name: '北京市',
        childrens: [{ area_code: '110108', area_name: '海淀区', childrens: [] }],
      },
    ]);
  });

  it('asks again after a failure', async () => {
    server.use(http.get(FILE, () => new HttpResponse(null, { status: 404 }), { once: true }));
    const service = createReferenceDataService(testClient().client);
    await expect(service.rankAreaInfo()).rejects.toThrow();
    await expect(service.rankAreaInfo()).resolves.toHaveLength(1);
  });
});
