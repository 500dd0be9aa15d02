import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_SMS_CODE } from '../routes/personAccount';
import { bearer, buildApp, login, tempDir } from './helpers';

const dir = tempDir();
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await buildApp(dir.path);
  token = await login(app, 'electric');
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const base = '/svc/uc/v1/person_accounts/u-electric';
const sms = '/svc/uc/person_accounts/u-electric/mobile/actions';
const post = (url: string, payload: object, auth = token) =>
  app.inject({ method: 'POST', url, payload, headers: bearer(auth) });

describe('the account calls of /ucAccount', () => {
  it('reads the own account with the mobile masked, and refuses another id or no login', async () => {
    const res = await app.inject({ method: 'GET', url: base, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account_id: 'u-electric', real_name: '陈伟' });
    expect((res.json() as { mobile: string | null }).mobile ?? '').not.toMatch(/^\d{11}$/);
    const other = await app.inject({
      method: 'GET',
      url: '/svc/uc/v1/person_accounts/u-teacher',
      headers: bearer(token),
    });
    expect(other.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('binds a mobile after the SMS code, with the server messages for bad input', async () => {
    const bad = await post(`${sms}/send_sms_code`, { mobile: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'UC/MOBILE_INVALID', message: '请输入正确的手机号' });
    const notSent = await post(`${sms}/valid`, {
      mobile: '13912345678',
      sms_code: STAND_IN_SMS_CODE,
    });
    expect(notSent.json()).toMatchObject({ code: 'UC/SMS_CODE_INVALID', message: '验证码错误' });
    expect((await post(`${sms}/send_sms_code`, { mobile: '13912345678' })).statusCode).toBe(200);
    const wrong = await post(`${sms}/valid`, { mobile: '13912345678', sms_code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: '验证码错误' });
    const ok = await post(`${sms}/valid`, { mobile: '13912345678', sms_code: STAND_IN_SMS_CODE });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ mobile: '139****5678' });
    const account = await app.inject({ method: 'GET', url: base, headers: bearer(token) });
    expect(account.json()).toMatchObject({ mobile: '139****5678' });
    // the code works once
    const again = await post(`${sms}/valid`, {
      mobile: '13912345678',
      sms_code: STAND_IN_SMS_CODE,
    });
    expect(again.statusCode).toBe(400);
  });
});
