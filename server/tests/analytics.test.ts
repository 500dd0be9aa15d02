import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, tempDir } from './helpers';

const dir = tempDir();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(dir.path);
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const URL = '/svc/analytics/v1/data_collect/xstudy_web';
const payload = {
  header: { device_id: 'd-1', platform: 'WEB', user_id: '', user_role: '' },
  events: [
    {
      event_id: 'e-1',
      event_type: 'page_view',
      event_time: 1_780_000_000_000,
      attributes: { path: '/' },
    },
  ],
};

describe('POST /svc/analytics/v1/data_collect/xstudy_web (stand-in)', () => {
  it('accepts the events with 204', async () => {
    const res = await app.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: { 'sdp-app-id': 'local-app-id' },
    });
    expect(res.statusCode).toBe(204);
  });

  it('wants sdp-app-id and the {header, events} shape (400)', async () => {
    expect((await app.inject({ method: 'POST', url: URL, payload })).statusCode).toBe(400);
    const res = await app.inject({
      method: 'POST',
      url: URL,
      payload: { events: [] },
      headers: { 'sdp-app-id': 'local-app-id' },
    });
    expect(res.statusCode).toBe(400);
  });
});
