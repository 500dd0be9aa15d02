import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildApp, login, tempDir } from './helpers';

const dir = tempDir();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(dir.path);
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('area administration calls', () => {
  it('lists the areas an administrator manages and their schools', async () => {
    const token = await login(app, 'eduadmin');
    const areas = await get('/svc/uc/v1/private/areas', token);
    expect(areas.json()).toEqual([
      { area_code: '110108', area_name: '北京市海淀区' },
      { area_code: '110105', area_name: '北京市朝阳区' },
    ]);
    const schools = await get('/svc/uc/v1/private/areas/schools/110108', token);
    expect(schools.statusCode).toBe(200);
    expect(schools.json()).toMatchObject({ area_code: '110108', area_name: '北京市海淀区' });
    expect((schools.json() as { items: unknown[] }).items).toHaveLength(4);
  });

  it('gives others no area, 403 for an area, and 401 without login', async () => {
    const token = await login(app, 'teacher');
    expect((await get('/svc/uc/v1/private/areas', token)).json()).toEqual([]);
    const refused = await get('/svc/uc/v1/private/areas/schools/110108', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'UC/AREA_FORBIDDEN' });
    expect((await get('/svc/uc/v1/private/areas')).statusCode).toBe(401);
  });
});
