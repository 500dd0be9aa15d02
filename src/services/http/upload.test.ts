/**
 * The client's upload behaviours: a FormData body sent as multipart with the usual headers,
 * upload progress, the caller's AbortSignal, and the 429/503 block and error mapping unchanged.
 */
import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { testClient } from '../testing/fakes';
import { startMswServer } from '../testing/msw';
import { AbortedError, BlockedError, HttpClientError, HttpError } from './errors';

const origin = window.location.origin;
const received: { contentType: string | null; fields: [string, string][] }[] = [];
const { server, requests } = startMswServer(
  http.post(`${origin}/svc/contest/upload`, async ({ request }) => {
    const contentType = request.headers.get('content-type');
    const form = await request.formData();
    received.push({
      contentType,
      fields: [...form.entries()].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : 'a file part',
      ]),
    });
    return HttpResponse.json({ ok: true }, { status: 201 });
  }),
  http.post(`${origin}/svc/contest/hang`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
);

function uploadForm(): FormData {
  const form = new FormData();
  form.append('title', '我的作品');
  form.append('file', new File(['hello'], 'a.txt', { type: 'text/plain' }));
  return form;
}

describe('FormData bodies', () => {
  it('are sent as multipart/form-data with Authorization, fields in order', async () => {
    received.length = 0;
    const { client } = testClient();
    await expect(
      client.request({ service: 'contest', method: 'POST', path: '/upload', data: uploadForm() }),
    ).resolves.toEqual({ ok: true });
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(received[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    // jsdom's File loses its name and bytes on the way into msw's (undici) Request, so only
    // the parts and their order are checked here; a browser sends the file as it is.
    expect(received[0].fields).toEqual([
      ['title', '我的作品'],
      ['file', 'a file part'],
    ]);
  });

  it('report upload progress as (loaded, total)', async () => {
    const { client } = testClient();
    const progress: [number, number][] = [];
    await client.request({
      service: 'contest',
      method: 'POST',
      path: '/upload',
      data: uploadForm(),
      onUploadProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(progress.length).toBeGreaterThan(0);
    const [loaded, total] = progress[progress.length - 1];
    expect(loaded).toBe(total);
    expect(total).toBeGreaterThan(0);
  });

  it('cannot be encrypted', async () => {
    const { client } = testClient();
    await expect(
      client.request({
        service: 'contest',
        method: 'POST',
        path: '/upload',
        data: uploadForm(),
        encrypt: 'sm2',
      }),
    ).rejects.toBeInstanceOf(HttpClientError);
    expect(requests).toHaveLength(0);
  });

  it('keep the error mapping: a 415 rejects with its status, code and Chinese message', async () => {
    server.use(
      http.post(`${origin}/svc/contest/upload`, () =>
        HttpResponse.json(
          { code: 'CONTEST/FILE_TYPE', message: '不支持的文件类型，请上传 jpg、png 格式的文件' },
          { status: 415 },
        ),
      ),
    );
    const { client } = testClient();
    await expect(
      client.request({ service: 'contest', method: 'POST', path: '/upload', data: uploadForm() }),
    ).rejects.toMatchObject({
      status: 415,
      code: 'CONTEST/FILE_TYPE',
      message: '不支持的文件类型，请上传 jpg、png 格式的文件',
    });
  });

  it('keep the 429 block: the next request is refused without the network', async () => {
    server.use(
      http.post(`${origin}/svc/contest/upload`, () => new HttpResponse(null, { status: 429 })),
    );
    const { client } = testClient();
    const send = () =>
      client.request({ service: 'contest', method: 'POST', path: '/upload', data: uploadForm() });
    await expect(send()).rejects.toBeInstanceOf(HttpError);
    await expect(send()).rejects.toBeInstanceOf(BlockedError);
    expect(requests).toHaveLength(1);
  });
});

describe('AbortSignal', () => {
  it('aborting a request in flight rejects with AbortedError', async () => {
    const { client } = testClient();
    const controller = new AbortController();
    const pending = client.request({
      service: 'contest',
      method: 'POST',
      path: '/hang',
      data: uploadForm(),
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortedError);
  });

  it('an already aborted signal sends nothing', async () => {
    const { client } = testClient();
    const controller = new AbortController();
    controller.abort();
    await expect(
      client.request({
        service: 'contest',
        method: 'POST',
        path: '/upload',
        data: uploadForm(),
        signal: controller.signal,
      }),
    ).rejects.toBeInstanceOf(AbortedError);
    expect(requests).toHaveLength(0);
  });
});
