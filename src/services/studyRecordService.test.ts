import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MemoryStorage, testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import {
  createLocalStudyRecords,
  createStudyRecordService,
  LOCAL_STUDY_RECORD_PREFIX,
} from './studyRecordService';

const origin = window.location.origin;
const BASE = `${origin}/svc/studyRecord/v1/study_records`;
const ANSWER = {
  resource_id: 'l1',
  course_id: 'c1',
  last_position: 37.5,
  furthest_position: 40,
  watched_seconds: 30,
  duration: 60,
  progress_status: 1,
  progress: 50,
  update_time: '2026-09-01T10:00:00.000+0800',
};
const { server, requests } = startMswServer(
  http.get(BASE, () => HttpResponse.json({ total: 2, items: [ANSWER, { bad: true }] })),
  http.put(`${BASE}/:resourceId`, () => HttpResponse.json(ANSWER)),
);

describe('study record service', () => {
  it('reads my records of a course on the studyRecord base, dropping malformed items', async () => {
    const service = createStudyRecordService(testClient().client);
    await expect(service.courseRecords('c1')).resolves.toEqual([ANSWER]);
    expect(requests[0].url.pathname).toBe('/svc/studyRecord/v1/study_records');
    expect(requests[0].url.searchParams.get('course_id')).toBe('c1');
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
    await service.records(['l1', 'l2']);
    expect(requests[1].url.searchParams.get('resource_ids')).toBe('l1,l2');
  });

  it('saves an update with PUT: the session, position, duration and running total', async () => {
    const service = createStudyRecordService(testClient().client);
    const record = await service.save('l1', {
      sessionId: 'session-1',
      position: 37.5,
      duration: 60,
      watched: 30,
      furthest: 40,
      courseId: 'c1',
    });
    expect(record.progress_status).toBe(1);
    expect(requests[0].method).toBe('PUT');
    expect(requests[0].url.pathname).toBe('/svc/studyRecord/v1/study_records/l1');
    expect(JSON.parse(await requests[0].body())).toEqual({
      session_id: 'session-1',
      position: 37.5,
      duration: 60,
      watched: 30,
      furthest: 40,
      course_id: 'c1',
    });
  });

  it('rejects a refusal with the service message', async () => {
    server.use(
      http.put(`${BASE}/:resourceId`, () =>
        HttpResponse.json(
          { code: 'STUDY_RECORD/POSITION_INVALID', message: '播放位置不能超过媒体时长' },
          { status: 400 },
        ),
      ),
    );
    const service = createStudyRecordService(testClient().client);
    await expect(
      service.save('l1', { sessionId: 's', position: 99, duration: 60, watched: 0 }),
    ).rejects.toThrow('播放位置不能超过媒体时长');
  });
});

describe("a visitor's records in the browser", () => {
  it('counts a session once, finishes at 90% played or at the end, and stays finished', async () => {
    const storage = new MemoryStorage();
    const local = createLocalStudyRecords(storage, () => Date.UTC(2026, 8, 1));
    const update = { sessionId: 'a', position: 20, duration: 60, watched: 20 };
    await local.save('l1', update);
    const again = await local.save('l1', update);
    expect(again).toMatchObject({ watched_seconds: 20, progress_status: 1, progress: 33 });
    const other = await local.save('l1', { ...update, sessionId: 'b', watched: 34 });
    expect(other).toMatchObject({ watched_seconds: 54, progress_status: 2, progress: 100 });
    const back = await local.save('l1', { sessionId: 'c', position: 2, duration: 60, watched: 1 });
    expect(back).toMatchObject({ progress_status: 2, last_position: 2 });
    const ended = await local.save('l2', {
      sessionId: 'd',
      position: 59.8,
      duration: 60,
      watched: 3,
      ended: true,
    });
    expect(ended).toMatchObject({ last_position: 60, progress_status: 2 });
    expect(await local.records(['l2', 'l1', 'l3'])).toHaveLength(2);
    expect(JSON.parse(storage.getItem(`${LOCAL_STUDY_RECORD_PREFIX}l1`)!)).toMatchObject({
      resource_id: 'l1',
      last_position: 2,
    });
  });

  it('treats a damaged entry as no record', async () => {
    const storage = new MemoryStorage();
    storage.setItem(`${LOCAL_STUDY_RECORD_PREFIX}l1`, '{not json');
    storage.setItem(`${LOCAL_STUDY_RECORD_PREFIX}l2`, JSON.stringify({ resource_id: 'other' }));
    const local = createLocalStudyRecords(storage, () => 0);
    await expect(local.records(['l1', 'l2'])).resolves.toEqual([]);
  });
});
