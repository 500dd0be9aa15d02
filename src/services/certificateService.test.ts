import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import {
  CERTIFICATE_SEARCH_PATH,
  certificatePath,
  createCertificateService,
  MY_CERTIFICATES_PATH,
} from './certificateService';

const origin = window.location.origin;
const base = `${origin}/svc/certificate`;
const CERTIFICATE = {
  certificate_id: 'cert-1',
  number: 'ZS2026SXJ000001',
  holder_name: '张三',
  title: '中华经典诵写讲大赛·诵读大赛',
  award: '优秀作品奖',
  issuer: '国家智慧教育公共服务平台',
  issue_time: '2026-07-20T10:00:00.000+0800',
  contest_id: '118',
};

const { server, requests } = startMswServer(
  http.post(`${base}${CERTIFICATE_SEARCH_PATH}`, () => HttpResponse.json({ items: [CERTIFICATE] })),
  http.get(`${base}/v1/certificates/cert-1`, () => HttpResponse.json(CERTIFICATE)),
  http.get(`${base}/v1/certificates/gone`, () =>
    HttpResponse.json({ code: 'CERTIFICATE/NOT_FOUND', message: '未查询到证书' }, { status: 404 }),
  ),
  http.get(`${base}/v1/certificates/broken`, () => new HttpResponse(null, { status: 500 })),
  http.get(`${base}${MY_CERTIFICATES_PATH}`, () =>
    HttpResponse.json({ total: 1, items: [CERTIFICATE] }),
  ),
);

describe('certificate search', () => {
  it('POSTs {name, number} to the certificate base without a login', async () => {
    const service = createCertificateService(testClient().client);
    await expect(service.search('张三', 'ZS2026SXJ000001')).resolves.toEqual([CERTIFICATE]);
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/svc/certificate/v1/certificates/actions/search');
    expect(JSON.parse(await requests[0].body())).toEqual({
      name: '张三',
      number: 'ZS2026SXJ000001',
    });
    expect(requests[0].headers.get('authorization')).toBeNull();
  });

  it('drops items that are not certificates', async () => {
    server.use(
      http.post(`${base}${CERTIFICATE_SEARCH_PATH}`, () =>
        HttpResponse.json({ items: [CERTIFICATE, { number: 'x' }, null, 'text'] }),
      ),
    );
    const service = createCertificateService(testClient().client);
    await expect(service.search('张三', 'ZS2026SXJ000001')).resolves.toEqual([CERTIFICATE]);
  });

  it('rejects with the refusal of a 400', async () => {
    server.use(
      http.post(`${base}${CERTIFICATE_SEARCH_PATH}`, () =>
        HttpResponse.json(
          { code: 'INVALID_ARGUMENT', message: '请求体字段 name 长度不能超过 50' },
          { status: 400 },
        ),
      ),
    );
    const service = createCertificateService(testClient().client);
    await expect(service.search('张'.repeat(60), 'x')).rejects.toMatchObject({ status: 400 });
  });
});

describe('certificate detail', () => {
  it('GETs /v1/certificates/{id} with the id encoded', async () => {
    const service = createCertificateService(testClient().client);
    await expect(service.detail('cert-1')).resolves.toEqual(CERTIFICATE);
    expect(requests[0].url.pathname).toBe('/svc/certificate/v1/certificates/cert-1');
    expect(certificatePath('a/b?c')).toBe('/v1/certificates/a%2Fb%3Fc');
  });

  it('is null on 404, and other failures reject', async () => {
    const service = createCertificateService(testClient().client);
    await expect(service.detail('gone')).resolves.toBeNull();
    await expect(service.detail('broken')).rejects.toMatchObject({ status: 500 });
  });
});

describe('my certificates', () => {
  it('GETs /v1/certificates/mine with the login', async () => {
    const service = createCertificateService(testClient().client);
    await expect(service.mine()).resolves.toEqual({ total: 1, items: [CERTIFICATE] });
    expect(requests[0].url.pathname).toBe('/svc/certificate/v1/certificates/mine');
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
  });
});
