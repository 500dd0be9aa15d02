import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../services/testing/fakes';
import { DEVICE_ID_STORAGE_KEY, deviceId, pageViewAttributes } from './pageViewTracking';

const view = { path: '/syncClassroom', query: '?stage=1', title: '课程教学', siteId: 'portal' };

describe('page-view attributes', () => {
  it('the path, query, title and site', () => {
    expect(pageViewAttributes(view)).toEqual({
      path: '/syncClassroom',
      query: '?stage=1',
      title: '课程教学',
      site_id: 'portal',
    });
  });

  it('no query attribute without one', () => {
    expect(pageViewAttributes({ ...view, query: '' })).not.toHaveProperty('query');
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
