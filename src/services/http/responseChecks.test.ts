import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from '../testing/fakes';
import { startMswServer } from '../testing/msw';
import { HttpError, IllegalRequestError } from './errors';

const origin = window.location.origin;
const page = '<!doctype html><html><body>login</body></html>';
startMswServer(
  http.get(`${origin}/svc/course/waf`, () =>
    HttpResponse.json({ code: 'WAF/ACCESS_DENIED', message: 'denied' }, { status: 403 }),
  ),
  http.get(`${origin}/svc/course/waf-ok`, () => HttpResponse.json({ code: 'WAF/ACCESS_DENIED' })),
  http.get(`${origin}/svc/course/page`, () => HttpResponse.html(page)),
  http.get(`${origin}/svc/course/plain`, () => HttpResponse.text('just text')),
);

describe('WAF/ACCESS_DENIED', () => {
  it('sends the browser to the site root and rejects', async () => {
    const { client, siteRootVisits } = testClient();
    const error = await client
      .request({ service: 'course', method: 'GET', path: '/waf' })
      .catch((e: unknown) => e);
    expect(siteRootVisits.count).toBe(1);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, code: 'WAF/ACCESS_DENIED' });
  });

  it('does so whatever the status, even 200', async () => {
    const { client, siteRootVisits } = testClient();
    await expect(
      client.request({ service: 'course', method: 'GET', path: '/waf-ok' }),
    ).rejects.toMatchObject({ code: 'WAF/ACCESS_DENIED' });
    expect(siteRootVisits.count).toBe(1);
  });
});

describe('HTML answers', () => {
  it('reject a request that does not accept HTML as 非法请求, and log it', async () => {
    const { client, logger } = testClient();
    const error = await client
      .request({ service: 'course', method: 'GET', path: '/page' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IllegalRequestError);
    expect((error as IllegalRequestError).message).toBe('非法请求');
    expect(logger.errors.some((line) => line.includes('非法请求'))).toBe(true);
  });

  it('are returned as text to a request that accepts HTML', async () => {
    const { client } = testClient();
    await expect(
      client.request({ service: 'course', method: 'GET', path: '/page', acceptHtml: true }),
    ).resolves.toBe(page);
  });

  it('other text answers are returned as text', async () => {
    const { client } = testClient();
    await expect(
      client.request({ service: 'course', method: 'GET', path: '/plain' }),
    ).resolves.toBe('just text');
  });
});
