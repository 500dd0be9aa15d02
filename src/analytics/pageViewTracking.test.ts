import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../services/testing/fakes';
import type { AnalyticsPayload, AnalyticsService } from '../services/analyticsService';
import { DEVICE_ID_STORAGE_KEY, deviceId, pageViewPayload, sendPageView } from './pageViewTracking';

const view = { path: '/syncClassroom', query: '?stage=1', title: '课程教学', siteId: 'portal' };
const T0 = Date.UTC(2026, 8, 1, 1, 0, 0);

describe('page-view payload (seed 001 §3 event and header fields)', () => {
  it('one page_view event with the path, query and title; header WEB with user and role', () => {
    expect(
      pageViewPayload(
        view,
        { userId: 'u1', role: 'TEACHER' },
        { deviceId: 'd-1', now: T0, eventId: 'e-1' },
      ),
    ).toEqual({
      header: { device_id: 'd-1', platform: 'WEB', user_id: 'u1', user_role: 'TEACHER' },
      events: [
        {
          event_id: 'e-1',
          event_type: 'page_view',
          event_time: T0,
          attributes: {
            path: '/syncClassroom',
            query: '?stage=1',
            title: '课程教学',
            site_id: 'portal',
          },
        },
      ],
    });
  });

  it('an anonymous visitor has empty user_id and user_role; no query attribute without one', () => {
    const payload = pageViewPayload(
      { ...view, query: '' },
      { userId: null, role: 'STUDENT' },
      { deviceId: 'd-1', now: T0, eventId: 'e-1' },
    );
    expect(payload.header).toEqual({
      device_id: 'd-1',
      platform: 'WEB',
      user_id: '',
      user_role: '',
    });
    expect(payload.events[0].attributes).not.toHaveProperty('query');
  });
});

describe('device id', () => {
  it('is made once and kept in storage (the same across reloads)', () => {
    const storage = new MemoryStorage();
    const first = deviceId(storage, () => 'made-1');
    expect(first).toBe('made-1');
    expect(storage.getItem(DEVICE_ID_STORAGE_KEY)).toBe('made-1');
    expect(deviceId(storage, () => 'made-2')).toBe('made-1');
  });

  it('storage that throws still gives an id', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(deviceId(storage, () => 'made-3')).toBe('made-3');
  });
});

describe('sendPageView', () => {
  it('sends the payload with a unique event id per view', async () => {
    const sent: AnalyticsPayload[] = [];
    const service: AnalyticsService = { collect: async (payload) => void sent.push(payload) };
    const storage = new MemoryStorage();
    const viewer = { userId: null, role: null };
    await sendPageView(() => Promise.resolve(service), view, viewer, T0, storage);
    await sendPageView(() => Promise.resolve(service), view, viewer, T0 + 1, storage);
    expect(sent).toHaveLength(2);
    expect(sent[0].events[0].event_id).not.toBe(sent[1].events[0].event_id);
    expect(sent[1].header.device_id).toBe(sent[0].header.device_id);
    expect(sent[1].events[0].event_time).toBe(T0 + 1);
  });

  it('a failed send or a failed chunk load is swallowed silently', async () => {
    const error = vi.spyOn(console, 'error');
    const failing: AnalyticsService = { collect: () => Promise.reject(new Error('500')) };
    await expect(
      sendPageView(() => Promise.resolve(failing), view, { userId: null, role: null }, T0),
    ).resolves.toBeUndefined();
    await expect(
      sendPageView(
        () => Promise.reject(new Error('chunk')),
        view,
        { userId: null, role: null },
        T0,
      ),
    ).resolves.toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
