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

const ask = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/svc/course/v1/subject_permissions', headers });

describe('GET /svc/course/v1/subject_permissions', () => {
  it('grants both subjects to a visitor who is not signed in', async () => {
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sport: true, art: true });
  });

  it('answers per demo account', async () => {
    const grants = async (account: string) => (await ask(bearer(await login(app, account)))).json();
    expect(await grants('teacher')).toEqual({ sport: true, art: true });
    expect(await grants('learner')).toEqual({ sport: false, art: false });
    expect(await grants('minor')).toEqual({ sport: true, art: false });
  });
});
