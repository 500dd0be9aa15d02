import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../app';
import { CONTENT_SECURITY_POLICY } from '../http/security';
import { buildApp, tempDir } from './helpers';

const dir = tempDir();
const dist = join(dir.path, 'dist');
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'preview'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>portal</title><div id="root"></div>',
  );
  writeFileSync(join(dist, 'preview', 'index.html'), '<!doctype html><title>preview</title>');
  writeFileSync(join(dist, 'assets', 'index-Bx7k2QaZ.js'), 'console.log("portal")');
  writeFileSync(join(dist, 'favicon.ico'), 'icon');
  app = await buildApp(dir.path, { distDir: dist });
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

describe('serving the built front end', () => {
  it('answers deep links with index.html and the CSP header', async () => {
    for (const url of [
      '/',
      '/syncClassroom/textBook/abc',
      '/hd/kpzy/contest/kpzy2026/enroll?x-edu-theme=dark',
      '/no/such/page',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.body).toContain('<title>portal</title>');
    }
  });

  it('answers /preview and its sub-routes with the preview app', async () => {
    for (const url of ['/preview', '/preview/', '/preview/manifests/hd/kpzy']) {
      const res = await app.inject(url);
      expect(res.body).toContain('<title>preview</title>');
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await app.inject('/assets/index-Bx7k2QaZ.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    const icon = await app.inject('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=0');
  });

  it('does not turn a missing script into an HTML page', async () => {
    const res = await app.inject('/assets/gone-Ab12Cd34.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('never answers a service path with the app', async () => {
    for (const url of [
      '/svc/nothing',
      '/sso/nothing',
      '/manifests/hd/kpzy.json',
      '/svc',
      '/__preview/nothing',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: '接口不存在' });
    }
  });

  it('does not serve files from outside the dist folder', async () => {
    writeFileSync(join(dir.path, 'secret.txt'), 'top-secret');
    for (const url of [
      '/../secret.txt',
      '/..%2Fsecret.txt',
      '/assets/..%2F..%2Fsecret.txt',
      '/%2e%2e/secret.txt',
    ]) {
      const res = await app.inject(url);
      expect(res.body).not.toContain('top-secret');
    }
  });
});

describe('before the front end is built', () => {
  it('answers page routes with 503 and a Chinese hint, and keeps the services up', async () => {
    const empty = tempDir();
    const bare = await buildApp(empty.path, { distDir: join(empty.path, 'dist') });
    const page = await bare.inject('/hd/kpzy');
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(page.body).toContain('前端尚未构建，请先运行 npm run build');
    expect((await bare.inject('/svc/contest/contests/kpzy2026/actions/detail')).statusCode).toBe(
      200,
    );
    await bare.close();
    empty.cleanup();
  });
});

describe('startServer', () => {
  it('listens on a free port and closes cleanly', async () => {
    const own = tempDir();
    const server = await startServer({
      port: 0,
      dbPath: join(own.path, 'p.sqlite'),
      distDir: dist,
      scenarios: false,
    });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${server.url}/svc/course/v2/channels/kpzy-home/sections?query_type=0`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const page = await fetch(`${server.url}/hd/kpzy`);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    await server.close();
    await expect(fetch(`${server.url}/`)).rejects.toThrow();
    own.cleanup();
  });
});
