import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp, type AppOptions } from '../app';
import { DEMO_PASSWORD } from '../seed-data/users';
import { expect } from 'vitest';

/** A private folder (and so a private database) per test file. */
export function tempDir(prefix = 'portal-server-'): { path: string; cleanup(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, cleanup: () => rmSync(path, { recursive: true, force: true }) };
}

/** A clock the test moves by hand, so expiry can be checked without waiting. */
export function manualClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export async function buildApp(
  dir: string,
  options: Partial<AppOptions> = {},
): Promise<FastifyInstance> {
  return createApp({
    dbPath: join(dir, 'portal.sqlite'),
    distDir: join(dir, 'no-dist'),
    scenarios: true,
    ...options,
  });
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export async function postLogin(
  app: FastifyInstance,
  account: string,
  password = DEMO_PASSWORD,
  redirectUri = '/',
  host?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/sso/login',
    headers: { ...FORM, ...(host ? { host } : {}) },
    payload: new URLSearchParams({ account, password, redirect_uri: redirectUri }).toString(),
  });
}

export function ticketOf(location: string): string {
  const ticket = new URL(location, 'http://localhost').searchParams.get('ticket');
  if (!ticket) throw new Error(`no ticket in ${location}`);
  return ticket;
}

/** The whole sign-in flow a browser goes through; returns the access token. */
export async function login(app: FastifyInstance, account: string): Promise<string> {
  const signIn = await postLogin(app, account);
  if (signIn.statusCode !== 302) throw new Error(`login ${account} failed: ${signIn.statusCode}`);
  const exchange = await app.inject({
    method: 'POST',
    url: '/svc/uc/v1.1/sso/tickets/actions/exchange',
    payload: { ticket: ticketOf(String(signIn.headers.location)) },
  });
  if (exchange.statusCode !== 200) throw new Error(`exchange failed: ${exchange.body}`);
  return (exchange.json() as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const APP_ID = { 'sdp-app-id': 'local-app-id' };

/** GETs a public path that must answer 200, and gives its JSON. */
export async function getJson<T>(app: FastifyInstance, url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}

const MULTIPART_BOUNDARY = '----edu-test-boundary';
export const MULTIPART = {
  'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
};

/** A multipart body as the upload page sends it: the text fields, then the file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    chunks.push(
      Buffer.from(
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
