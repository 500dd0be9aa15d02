import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient, testEnv } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createUserCentreService } from './userCentreService';

const origin = window.location.origin;
const uc = `${origin}/svc/uc/v1.1`;
const { server, requests } = startMswServer(
  http.post(`${uc}/sso/tickets/actions/exchange`, async ({ request }) => {
    const { ticket } = (await request.json()) as { ticket: string };
    return HttpResponse.json({ access_token: `token-for-${ticket}`, expires_at: 9e12, user_id: 7 });
  }),
  http.get(`${uc}/users/current`, () => HttpResponse.json({ user_id: 'u1', real_name: '张老师' })),
  http.get(`${uc}/users/:id/roles`, () =>
    HttpResponse.json([{ role_code: 'TEACHER' }, { role_code: 'GUARDIAN' }, { bogus: 1 }]),
  ),
  http.post(`${uc}/sessions/actions/logout`, () => new HttpResponse(null, { status: 204 })),
  http.post(`${uc}/sessions/actions/login_by_uckey`, () =>
    HttpResponse.json({ access_token: 'by-uckey', expires_at: 9e12, user_id: 'u1' }),
  ),
  http.post(`${uc}/sessions`, () =>
    HttpResponse.json({ access_token: 'non-sso', expires_at: 9e12, user_id: 3 }),
  ),
  http.post(`${origin}/sso/get_code`, () => HttpResponse.json({ code: 'UCKEY-1' })),
  http.post(`${origin}/sso/get_ticket`, () => HttpResponse.json({ ticket: 'TK' })),
);

function service() {
  return createUserCentreService(testClient().client, testEnv());
}

describe('user centre', () => {
  it('exchanges a ticket with POST {ticket} and no auth header', async () => {
    await expect(service().exchangeTicket('T1')).resolves.toEqual({
      access_token: 'token-for-T1',
      expires_at: 9e12,
      user_id: '7',
    });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/svc/uc/v1.1/sso/tickets/actions/exchange');
    expect(JSON.parse(await requests[0].body())).toEqual({ ticket: 'T1' });
    expect(requests[0].headers.get('authorization')).toBeNull();
  });

  it('reads the current user with auth', async () => {
    await expect(service().currentUser()).resolves.toEqual({ user_id: 'u1', real_name: '张老师' });
    expect(requests[0].url.pathname).toBe('/svc/uc/v1.1/users/current');
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
  });

  it('gives null for no user (401) and rejects other failures', async () => {
    server.use(
      http.get(`${uc}/users/current`, () => new HttpResponse(null, { status: 401 }), {
        once: true,
      }),
    );
    await expect(service().currentUser()).resolves.toBeNull();
    server.use(
      http.get(`${uc}/users/current`, () =>
        HttpResponse.json({ message: 'timeout' }, { status: 500 }),
      ),
    );
    await expect(service().currentUser()).rejects.toMatchObject({
      status: 500,
      message: 'timeout',
    });
  });

  it('lists role records of a user', async () => {
    await expect(service().roles('u1')).resolves.toEqual([
      { role_code: 'TEACHER' },
      { role_code: 'GUARDIAN' },
    ]);
    expect(requests[0].url.pathname).toBe('/svc/uc/v1.1/users/u1/roles');
  });

  it('POSTs the logout', async () => {
    await service().logout();
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/svc/uc/v1.1/sessions/actions/logout');
  });

  it('builds the SSO login address with an encoded in-site return path', () => {
    expect(service().loginUrl('/hd/kpzy?x=1&y=2#top')).toBe(
      '/sso/login?redirect_uri=%2Fhd%2Fkpzy%3Fx%3D1%26y%3D2%23top',
    );
    expect(service().loginUrl('https://evil.example/steal')).toBe('/sso/login?redirect_uri=%2F');
    expect(service().loginUrl('//evil.example')).toBe('/sso/login?redirect_uri=%2F');
  });

  it('keeps only in-site return targets (the link policy)', () => {
    const returnTo = (target: string) =>
      decodeURIComponent(service().loginUrl(target).split('redirect_uri=')[1]);
    expect(returnTo(`${origin}/liveList?a=1`)).toBe('/liveList?a=1');
    for (const target of [
      '/\\evil.example',
      '/\t/evil.example/x',
      '/.//evil.example/x',
      '/%2e%2e//evil.example',
      'javascript:alert(1)',
    ])
      expect(returnTo(target)).toBe('/');
  });

  it('logs in by uckey and creates a non-SSO session from a ticket, both without auth', async () => {
    await expect(service().loginByUckey('K')).resolves.toMatchObject({ access_token: 'by-uckey' });
    await expect(service().createSessionWithTicket('T')).resolves.toMatchObject({
      access_token: 'non-sso',
      user_id: '3',
    });
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/svc/uc/v1.1/sessions/actions/login_by_uckey',
      '/svc/uc/v1.1/sessions',
    ]);
    expect(JSON.parse(await requests[0].body())).toEqual({ uckey: 'K' });
    expect(JSON.parse(await requests[1].body())).toEqual({ ticket: 'T' });
    expect(requests.every((r) => r.headers.get('authorization') === null)).toBe(true);
  });

  it('rejects a token answer without a token', async () => {
    server.use(http.post(`${uc}/sessions/actions/login_by_uckey`, () => HttpResponse.json({})));
    await expect(service().loginByUckey('K')).rejects.toThrow(/no token/);
  });

  it('asks the SSO service for a quality-course ticket: POST /get_ticket, body {}, with auth', async () => {
    await expect(service().getTicket()).resolves.toBe('TK');
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/sso/get_ticket');
    expect(JSON.parse(await requests[0].body())).toEqual({});
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
  });

  it('rejects when get_ticket fails or answers no ticket', async () => {
    server.use(http.post(`${origin}/sso/get_ticket`, () => HttpResponse.json({}), { once: true }));
    await expect(service().getTicket()).rejects.toThrow(/no ticket/);
    server.use(
      http.post(`${origin}/sso/get_ticket`, () =>
        HttpResponse.json({ code: 'INTERNAL_ERROR', message: '服务器开小差了' }, { status: 500 }),
      ),
    );
    await expect(service().getTicket()).rejects.toMatchObject({ status: 500 });
  });

  it('asks the SSO service for a user key: POST /get_code, body {}, with auth', async () => {
    await expect(service().userKey()).resolves.toBe('UCKEY-1');
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/sso/get_code');
    expect(JSON.parse(await requests[0].body())).toEqual({});
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
  });

  it('rejects when get_code fails or answers no code', async () => {
    server.use(http.post(`${origin}/sso/get_code`, () => HttpResponse.json({}), { once: true }));
    await expect(service().userKey()).rejects.toThrow(/no code/);
    server.use(
      http.post(`${origin}/sso/get_code`, () =>
        HttpResponse.json({ code: 'UC/AUTH_INVALID', message: '登录已失效' }, { status: 401 }),
      ),
    );
    await expect(service().userKey()).rejects.toMatchObject({ status: 401 });
  });

  it('builds the third-party logout address from origin + path and the app id', () => {
    const env = testEnv();
    expect(service().logoutUrl('https://www.example.cn/liveList?a=1#h')).toBe(
      `/sso/logout?logout_redirect_uri=${encodeURIComponent('https://www.example.cn/liveList')}&client_id=${env.appId}`,
    );
  });
});
