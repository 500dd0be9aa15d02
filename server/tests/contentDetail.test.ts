import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ID, bearer, buildApp, login, tempDir } from './helpers';
import { DETAIL_IDS } from '../seed-data/resources';

const dir = tempDir();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(dir.path);
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const detail = async (id: string) => app.inject(`/svc/course/v1/contents/${id}/actions/detail`);

describe('content detail (course service)', () => {
  it.each([
    [DETAIL_IDS.video, 'assets_video', 'video'],
    [DETAIL_IDS.hls, 'x_audio_video', 'video'],
    [DETAIL_IDS.audio, 'assets_audio', 'video'],
    [DETAIL_IDS.document, 'assets_document', 'document'],
    [DETAIL_IDS.article, 'article', 'article'],
    [DETAIL_IDS.news, 't_news', 'article'],
    [DETAIL_IDS.link, 'assets_url', 'link'],
    [DETAIL_IDS.innerLink, 'x_smarturl', 'link'],
    [DETAIL_IDS.images, 'image_list', 'images'],
    [DETAIL_IDS.offline, 'offline_course', 'course'],
    [DETAIL_IDS.thematic, 'thematic_course', 'course'],
    [DETAIL_IDS.liveUpcoming, 'open_class_live', 'live'],
  ])('%s is a %s with its %s part', async (id, type, part) => {
    const res = await detail(id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id, resource_type: type, status: 'online' });
    expect(body[part]).toBeTruthy();
  });

  it('answers the taken-down resource with status offline, an unknown id with 404', async () => {
    expect((await detail(DETAIL_IDS.removed)).json().status).toBe('offline');
    const missing = await detail('no-such-content');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('CONTENT/NOT_FOUND');
  });

  it('derives a detail for a library content that has none of its own', async () => {
    const res = await detail('sedu-0001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'sedu-0001', status: 'online' });
    expect(res.json().video.sources[0].src).toBe('/svc/static/media/lesson.mp4');
  });

  it('keeps the hostile article samples in the stored HTML (the front end must sanitise)', async () => {
    const html: string = (await detail(DETAIL_IDS.article)).json().article.html;
    expect(html).toContain('onerror=');
    expect(html).toContain('<script>');
  });

  it('has seeded stats for the detail resources', async () => {
    const res = await app.inject({
      url: `/svc/stats/v1/res_stats/${DETAIL_IDS.video}`,
      headers: APP_ID,
    });
    expect(res.json()).toMatchObject({ like_count: 12345, total_uv: 234567 });
  });

  it('a like by a signed-in user adds one', async () => {
    const token = await login(app, 'student');
    const res = await app.inject({
      method: 'POST',
      url: `/svc/stats/v1/res_stats/${DETAIL_IDS.document}?type=like`,
      headers: { ...APP_ID, ...bearer(token) },
    });
    expect(res.json()).toMatchObject({ like_count: 20001, like_status: 1 });
  });
});

describe('resource files (static host)', () => {
  it('serves the sample clip with range support, as MP4 and as HLS', async () => {
    const mp4 = await app.inject({
      url: '/svc/static/media/lesson.mp4',
      headers: { range: 'bytes=0-99' },
    });
    expect(mp4.statusCode).toBe(206);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    const playlist = await app.inject('/svc/static/media/first-lesson/playlist.m3u8');
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXTM3U');
    const segment = await app.inject('/svc/static/media/first-lesson/segment0.m4s');
    expect(segment.statusCode).toBe(200);
  });

  it('serves a generated WAV', async () => {
    const res = await app.inject('/svc/static/audio/spring-dawn.wav');
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
  });

  it('draws document pages as SVG, and 404s past the last page', async () => {
    const page = await app.inject(`/svc/static/resources/${DETAIL_IDS.document}/page-2.svg`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('二、教学重点与难点');
    expect(page.body).toContain('2 / 4');
    expect(
      (await app.inject(`/svc/static/resources/${DETAIL_IDS.document}/page-5.svg`)).statusCode,
    ).toBe(404);
  });
});
