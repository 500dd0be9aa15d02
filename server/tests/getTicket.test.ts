import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_TTL_MS } from '../auth';
import { bearer, buildApp, login, manualClock, tempDir } from './helpers';

const dir = tempDir();
const clock = manualClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(dir.path, { clock: clock.now });
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const getTicket = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/sso/get_ticket', payload: {}, headers });
const exchange = (ticket: string) =>
  app.inject({
    method: 'POST',
    url: '/svc/uc/v1.1/sso/tickets/actions/exchange',
    payload: { ticket },
  });

describe('POST /sso/get_ticket (quality-course jump)', () => {
  it('gives a signed-in user a random single-use ticket for the same user', async () => {
    const token = await login(app, 'teacher');
    const first = await getTicket(bearer(token));
    expect(first.statusCode).toBe(200);
    const { ticket, expires_at: expiresAt } = first.json() as {
      ticket: string;
      expires_at: string;
    };
    expect(ticket).toMatch(/^[\w-]{40,}$/);
    expect(expiresAt).toMatch(/\+0800$/);
    const second = (await getTicket(bearer(token))).json() as { ticket: string };
    expect(second.ticket).not.toBe(ticket);

    const redeemed = await exchange(ticket);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ user_id: 'u-teacher' });
    expect((await exchange(ticket)).statusCode).toBe(401);
  });

  it('the ticket expires after 5 minutes', async () => {
    const token = await login(app, 'teacher');
    const { ticket } = (await getTicket(bearer(token))).json() as { ticket: string };
    clock.advance(TICKET_TTL_MS + 1);
    const res = await exchange(ticket);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: '登录凭证无效或已过期，请重新登录' });
  });

  it('without a portal session answers 401 UC/AUTH_INVALID in Chinese', async () => {
    for (const headers of [{}, bearer('not-a-token')]) {
      const res = await getTicket(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UC/AUTH_INVALID' });
      expect((res.json() as { message: string }).message).toMatch(/登录/);
    }
  });
});
