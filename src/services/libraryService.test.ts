import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createLibraryService, fileUrlsFrom } from './libraryService';

const origin = window.location.origin;
const fullUrl = `${origin}/svc/course/v1/libraries/lib-1/contents/actions/full/adapter`;
const { server, requests } = startMswServer(
  http.get('https://files.example/part-1.json', async () => {
    await delay(30); // the first file answers last: order must still follow the list
    return HttpResponse.json([
      { id: 'a', title: 'A', unit_id: 'u1', library_id: 'lib-1' },
      { id: 'b', title: 'B', unit_id: 'u-hidden', library_id: 'lib-1' },
    ]);
  }),
  http.get('https://files.example/part-2.json', () =>
    HttpResponse.json({ items: [{ id: 'c', title: 'C', library_id: 'lib-1' }] }),
  ),
  http.get('https://files.example/part-3.json', () =>
    HttpResponse.json([{ id: 'sample-1', title: 'S', library_id: 'lib-1' }]),
  ),
);

describe('library contents', () => {
  it('GETs the full-contents path with sort_type=3, then each file in parallel, concatenated in order', async () => {
    server.use(
      http.get(fullUrl, () =>
        HttpResponse.json([
          'https://files.example/part-1.json',
          'https://files.example/part-2.json',
        ]),
      ),
    );
    const timeline: string[] = [];
    const onStart = ({ request }: { request: Request }) =>
      void timeline.push(`start ${new URL(request.url).pathname}`);
    const onEnd = ({ request }: { request: Request }) =>
      void timeline.push(`end ${new URL(request.url).pathname}`);
    server.events.on('request:start', onStart);
    server.events.on('response:mocked', onEnd);
    const service = createLibraryService(testClient().client);
    const contents = await service.contents('lib-1');
    server.events.removeListener('request:start', onStart);
    server.events.removeListener('response:mocked', onEnd);
    expect(contents.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    // in parallel: the second file is asked for before the (slow) first one has answered
    expect(timeline.indexOf('start /part-2.json')).toBeLessThan(
      timeline.indexOf('end /part-1.json'),
    );
    expect(requests[0].url.pathname).toBe(
      '/svc/course/v1/libraries/lib-1/contents/actions/full/adapter',
    );
    expect(requests[0].url.searchParams.get('sort_type')).toBe('3');
    expect(requests.slice(1).map((r) => r.url.pathname)).toEqual(['/part-1.json', '/part-2.json']);
    expect(requests[1].headers.get('authorization')).toBeNull();
    expect(requests[2].headers.get('authorization')).toBeNull();
  });

  it('drops excluded unit ids and the excluded content ids of that library', async () => {
    server.use(
      http.get(fullUrl, () =>
        HttpResponse.json({
          files: [
            'https://files.example/part-1.json',
            'https://files.example/part-2.json',
            'https://files.example/part-3.json',
          ],
        }),
      ),
    );
    const service = createLibraryService(testClient().client, {
      excludedUnitIds: ['u-hidden'],
      excludedContentIds: { 'lib-1': ['sample-1'], 'lib-other': ['c'] },
    });
    expect((await service.contents('lib-1')).map((item) => item.id)).toEqual(['a', 'c']);
  });

  it('accepts the file list as {urls}, a comma-separated string or [{url}]', () => {
    expect(fileUrlsFrom({ urls: ['u1', 'u2'] })).toEqual(['u1', 'u2']);
    expect(fileUrlsFrom('u1, u2,')).toEqual(['u1', 'u2']);
    expect(fileUrlsFrom([{ url: 'u1' }])).toEqual(['u1']);
    expect(fileUrlsFrom({})).toEqual([]);
  });

  it('fails when a file fails (the section then renders without data)', async () => {
    server.use(
      http.get(fullUrl, () => HttpResponse.json('https://files.example/missing.json')),
      http.get('https://files.example/missing.json', () => new HttpResponse(null, { status: 404 })),
    );
    const service = createLibraryService(testClient().client);
    await expect(service.contents('lib-1')).rejects.toMatchObject({ status: 404 });
  });
});

describe('dynamic data', () => {
  it('GETs the section url as given and groups the items by library_id', async () => {
    server.use(
      http.get('https://data.example/dynamic.json', () =>
        HttpResponse.json([
          { id: '1', title: 'one', library_id: 'L1' },
          { id: '2', title: 'two', library_id: 'L2' },
          { id: '3', title: 'three', library_id: 'L1' },
        ]),
      ),
    );
    const service = createLibraryService(testClient().client);
    const groups = await service.dynamicData('https://data.example/dynamic.json?x=1');
    expect(Object.keys(groups)).toEqual(['L1', 'L2']);
    expect(groups.L1.map((item) => item.id)).toEqual(['1', '3']);
    expect(groups.L2.map((item) => item.id)).toEqual(['2']);
    expect(requests[0].url.searchParams.get('x')).toBe('1');
  });
});
