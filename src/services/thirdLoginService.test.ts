import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createThirdLoginService } from './thirdLoginService';

const origin = window.location.origin;
const base = `${origin}/svc/thirdLogin`;
const { server, requests } = startMswServer(
  http.post(`${base}/v1/authorization_codes`, () =>
    HttpResponse.json({ code: 'C123' }, { status: 201 }),
  ),
  http.post(`${base}/v1/third_tokens`, () => HttpResponse.json({ token: 'TT' }, { status: 201 })),
  http.post(`${base}/v1/sessions/actions/login_by_token`, () =>
    HttpResponse.json({
      access_token: 'PORTAL',
      token_type: 'Bearer',
      expires_at: '2099-01-01T00:00:00.000+0800',
      user_id: 7,
    }),
  ),
);

const codeRequest = {
  clientId: 'CLIENT',
  redirectUri: `${origin}/thirdLogin`,
  appId: 'APP2',
};

describe('third-party login service', () => {
  it('step 1 asks for a code with scope email, redirect_uri, client_id and the sdp-app-id header', async () => {
    const service = createThirdLoginService(testClient().client);
    await expect(service.authorizationCode(codeRequest)).resolves.toBe('C123');
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/svc/thirdLogin/v1/authorization_codes');
    expect(requests[0].headers.get('sdp-app-id')).toBe('APP2');
    // The portal session is what the code is issued for.
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(JSON.parse(await requests[0].body())).toEqual({
      scope: 'email',
      redirect_uri: `${origin}/thirdLogin`,
      client_id: 'CLIENT',
    });
  });

  it('step 2 POSTs {redirect_params: {code, app_id}, auto_register: true} and returns the token', async () => {
    const service = createThirdLoginService(testClient().client);
    await expect(service.createToken('C123', 'APP2')).resolves.toBe('TT');
    expect(requests[0].url.pathname).toBe('/svc/thirdLogin/v1/third_tokens');
    // The code is the credential: no portal token travels with it.
    expect(requests[0].headers.get('authorization')).toBeNull();
    expect(JSON.parse(await requests[0].body())).toEqual({
      redirect_params: { code: 'C123', app_id: 'APP2' },
      auto_register: true,
    });
  });

  it('step 3 logs in with {token} and hands the portal token to the session', async () => {
    const onPortalToken = vi.fn();
    const service = createThirdLoginService(testClient().client, { onPortalToken });
    const grant = { access_token: 'PORTAL', expires_at: '2099-01-01T00:00:00.000+0800' };
    await expect(service.loginByToken('TT')).resolves.toMatchObject({ ...grant, user_id: '7' });
    expect(requests[0].url.pathname).toBe('/svc/thirdLogin/v1/sessions/actions/login_by_token');
    expect(JSON.parse(await requests[0].body())).toEqual({ token: 'TT' });
    expect(onPortalToken).toHaveBeenCalledWith(expect.objectContaining(grant));
  });

  it('every path is under the /v1 prefix of the thirdLogin service (HD-BRIDGE-10)', async () => {
    const service = createThirdLoginService(testClient().client);
    await service.loginByToken(
      await service.createToken(await service.authorizationCode(codeRequest), 'APP2'),
    );
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/svc/thirdLogin/v1/authorization_codes',
      '/svc/thirdLogin/v1/third_tokens',
      '/svc/thirdLogin/v1/sessions/actions/login_by_token',
    ]);
  });

  it('a refusal rejects with the server message; an answer without code, token or access token rejects', async () => {
    server.use(
      http.post(`${base}/v1/third_tokens`, () =>
        HttpResponse.json(
          { code: 'THIRD_LOGIN/CODE_INVALID', message: '授权码无效或已过期，请重新登录' },
          { status: 401 },
        ),
      ),
      http.post(`${base}/v1/authorization_codes`, () => HttpResponse.json({})),
      http.post(`${base}/v1/sessions/actions/login_by_token`, () => HttpResponse.json({})),
    );
    const onPortalToken = vi.fn();
    const service = createThirdLoginService(testClient().client, { onPortalToken });
    await expect(service.createToken('C', 'A')).rejects.toMatchObject({
      status: 401,
      message: '授权码无效或已过期，请重新登录',
    });
    await expect(service.authorizationCode(codeRequest)).rejects.toThrow(/no code/);
    await expect(service.loginByToken('TT')).rejects.toThrow(/no token/);
    expect(onPortalToken).not.toHaveBeenCalled();
  });
});
