import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import environments from '../../site-configs/environments.json';
import { MICRO_APP_NAMES } from '../../blocks/micro-app/microAppContract';
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

const get = (url: string) => app.inject({ method: 'GET', url });

describe('stand-in micro-app entries (/svc/static/micro-apps)', () => {
  it.each(MICRO_APP_NAMES)(
    'serves %s at its local entry address as a JavaScript module with mount()',
    async (name) => {
      const url = environments.environments.local.microApps[name];
      expect(url).toBe(`/svc/static/micro-apps/${name}/entry.js`);
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toMatch(/export function mount\(container, context\)/);
      // Nothing a page passes on may be parsed as HTML, and nothing is evaluated.
      expect(res.body).not.toMatch(/innerHTML|eval\(|new Function/);
    },
  );

  it('serves the helpers and stylesheet the entries import', async () => {
    const helpers = await get('/svc/static/micro-apps/shared/panel.js');
    expect(helpers.statusCode).toBe(200);
    expect(helpers.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const styles = await get('/svc/static/micro-apps/shared/panel.css');
    expect(styles.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it.each([
    '/svc/static/micro-apps/unknownApp/entry.js',
    '/svc/static/micro-apps/certificate/other.js',
    '/svc/static/micro-apps/certificate/..%2F..%2Froutes%2FmicroApps.ts',
    '/svc/static/micro-apps/..%2Fapp.ts/entry.js',
  ])('answers 404 JSON, never a file outside the folder: %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'STATIC/NOT_FOUND', message: '微应用不存在' });
  });
});
