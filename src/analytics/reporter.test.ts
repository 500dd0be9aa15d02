import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AnalyticsHeader,
  AnalyticsPayload,
  AnalyticsSink,
} from '../services/analyticsService';
import { HttpError } from '../services/http/errors';
import {
  ANALYTICS_EXPIRE_MS,
  ANALYTICS_FIRST_RETRY_MS,
  ANALYTICS_RETRY_MS,
} from '../lib/specConstants';
import {
  QUEUE_PREFIX,
  createReporter,
  type QueuedEvent,
  type Reporter,
  type ReporterOptions,
  type ReporterQueue,
} from './reporter';

const T0 = Date.UTC(2026, 10, 27, 2, 0, 0);

const anonymous: AnalyticsHeader = {
  device_id: 'd-1',
  platform: 'WEB',
  user_id: '',
  user_role: '',
};
const u1: AnalyticsHeader = { ...anonymous, user_id: 'u1', user_role: 'TEACHER' };
const u2: AnalyticsHeader = { ...anonymous, user_id: 'u2', user_role: 'STUDENT' };

/** The local cache as the reporter sees it: entries with an expiry, read at the fake clock. */
class MemoryQueue implements ReporterQueue {
  readonly entries = new Map<string, { key: string; expire: number; data: unknown }>();
  constructor(private readonly now: () => number) {}
  async set(key: string, data: QueuedEvent, expire: number) {
    this.entries.set(key, { key, expire, data: structuredClone(data) });
  }
  async list(prefix: string) {
    let expired = 0;
    const entries = [];
    for (const entry of [...this.entries.values()]) {
      if (!entry.key.startsWith(prefix)) continue;
      if (entry.expire <= this.now()) {
        this.entries.delete(entry.key);
        expired += 1;
      } else entries.push(entry);
    }
    return { entries, expired, corrupt: 0 };
  }
  async remove(keys: readonly string[]) {
    for (const key of keys) this.entries.delete(key);
  }
}

interface Sent {
  sink: AnalyticsSink;
  payload: AnalyticsPayload;
  at: number;
}

let sent: Sent[];
let answer: (payload: AnalyticsPayload) => Promise<void>;
let queue: MemoryQueue;
let unloadSent: Sent[];
let logged: string[];
let reporter: Reporter;

function makeReporter(options: Partial<ReporterOptions> = {}) {
  let id = 0;
  reporter = createReporter({
    queue,
    sender: async () => ({
      send: async (sink, payload) => {
        sent.push({ sink, payload: structuredClone(payload), at: Date.now() - T0 });
        await answer(payload);
      },
      sendOnUnload: (sink, payload) => {
        unloadSent.push({ sink, payload: structuredClone(payload), at: Date.now() - T0 });
        return payload.events.length;
      },
    }),
    now: () => Date.now(),
    makeId: () => `e-${++id}`,
    withFlushLock: async (flush) => {
      await flush();
      return true;
    },
    log: (message) => void logged.push(message),
    ...options,
  });
  return reporter;
}

/** Lets the queued promises and the zero-delay flush run. */
async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  sent = [];
  unloadSent = [];
  logged = [];
  answer = async () => undefined;
  queue = new MemoryQueue(() => Date.now());
});
afterEach(() => {
  reporter?.dispose();
  vi.useRealTimers();
});

describe('events (seed 001 §3; HD-ANALYTICS-05/06)', () => {
  it('each event has event_id, event_type, event_time and attributes; ids differ; the time is the clock', async () => {
    makeReporter();
    const first = await reporter.track('campaign', u1, 'menu_view', { menu: '新闻通知' });
    vi.setSystemTime(T0 + 1000);
    const second = await reporter.track('campaign', u1, 'menu_view', { menu: '活动说明' });
    expect(Object.keys(first).sort()).toEqual([
      'attributes',
      'event_id',
      'event_time',
      'event_type',
    ]);
    expect(first.event_id).not.toBe(second.event_id);
    expect([first.event_time, second.event_time]).toEqual([T0, T0 + 1000]);
  });

  it('is written to the queue before any send, with its 24-hour expiry', async () => {
    answer = () => new Promise(() => undefined); // the service hangs
    makeReporter();
    const event = await reporter.track('portal', anonymous, 'page_view', { path: '/' });
    expect(queue.entries.get(`${QUEUE_PREFIX}${event.event_id}`)).toEqual({
      key: `${QUEUE_PREFIX}${event.event_id}`,
      expire: T0 + ANALYTICS_EXPIRE_MS,
      data: { sink: 'portal', header: anonymous, event },
    });
    await settle();
    expect(sent).toHaveLength(1);
    expect(queue.entries.size).toBe(1);
  });

  it('a delivered event leaves the queue; one request carries {header, events[]}', async () => {
    makeReporter();
    await reporter.track('campaign', u1, 'page_view', { path: '/hd/kpzy' });
    await settle();
    expect(sent).toEqual([
      {
        sink: 'campaign',
        at: 0,
        payload: { header: u1, events: [expect.objectContaining({ event_type: 'page_view' })] },
      },
    ]);
    expect(queue.entries.size).toBe(0);
    expect(reporter.counts()).toMatchObject({ queued: 1, delivered: 1, failures: 0 });
  });
});

describe('retries (seed 001 §8, §9; HD-ANALYTICS-07..09, A-54)', () => {
  it('a failure is logged and the entry kept; the first retry comes 5 s later and removes it', async () => {
    answer = () => Promise.reject(new HttpError(500, 'server error'));
    makeReporter();
    await reporter.track('campaign', u1, 'page_view', {});
    await settle();
    expect(sent).toHaveLength(1);
    expect(logged).toEqual([expect.stringContaining('埋点上报失败')]);
    expect(queue.entries.size).toBe(1);
    answer = async () => undefined;
    await vi.advanceTimersByTimeAsync(ANALYTICS_FIRST_RETRY_MS - 100);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent.map((request) => request.at)).toEqual([0, ANALYTICS_FIRST_RETRY_MS]);
    expect(queue.entries.size).toBe(0);
  });

  it('while it keeps failing: 5 s, then every 5 minutes; new events never hurry it', async () => {
    answer = () => Promise.reject(new HttpError(503, 'unavailable'));
    makeReporter();
    await reporter.track('campaign', u1, 'page_view', {});
    await settle();
    await vi.advanceTimersByTimeAsync(ANALYTICS_FIRST_RETRY_MS + 60_000);
    // An event queued while waiting goes out with the next retry, not before it.
    await reporter.track('campaign', u1, 'menu_view', {});
    await settle();
    await vi.advanceTimersByTimeAsync(ANALYTICS_RETRY_MS * 2);
    const first = ANALYTICS_FIRST_RETRY_MS;
    expect(sent.map((request) => request.at)).toEqual([
      0,
      first,
      first + ANALYTICS_RETRY_MS,
      first + 2 * ANALYTICS_RETRY_MS,
    ]);
    expect(sent[2].payload.events).toHaveLength(2);
    expect(ANALYTICS_RETRY_MS).toBe(300_000);
    expect(ANALYTICS_FIRST_RETRY_MS).toBe(5000);
  });

  it('after a success the next event goes out at once again (A-54)', async () => {
    answer = () => Promise.reject(new HttpError(500, 'x'));
    makeReporter();
    await reporter.track('campaign', u1, 'page_view', {});
    await settle();
    answer = async () => undefined;
    await vi.advanceTimersByTimeAsync(ANALYTICS_FIRST_RETRY_MS);
    await reporter.track('campaign', u1, 'menu_view', {});
    await settle();
    expect(sent.map((request) => request.at)).toEqual([
      0,
      ANALYTICS_FIRST_RETRY_MS,
      ANALYTICS_FIRST_RETRY_MS,
    ]);
  });
});

describe('expiry and merging (HD-ANALYTICS-10/11)', () => {
  async function seed(header: AnalyticsHeader, id: string, time: number) {
    await queue.set(
      `${QUEUE_PREFIX}${id}`,
      {
        sink: 'campaign',
        header,
        event: { event_id: id, event_type: 'page_view', event_time: time, attributes: {} },
      },
      time + ANALYTICS_EXPIRE_MS,
    );
  }

  it('an entry older than 24 h is dropped unsent; one 23 h old is sent', async () => {
    await seed(u1, 'old', T0 - ANALYTICS_EXPIRE_MS - 1000);
    await seed(u1, 'recent', T0 - 23 * 3600_000);
    makeReporter();
    await reporter.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0].payload.events.map((event) => event.event_id)).toEqual(['recent']);
    expect(queue.entries.size).toBe(0);
    expect(reporter.counts().expired).toBe(1);
  });

  it('pending events are merged per user: 3 of u1 and 1 of u2 make 2 requests', async () => {
    await seed(u1, 'a', T0 - 3000);
    await seed(u1, 'b', T0 - 2000);
    await seed(u2, 'c', T0 - 1500);
    await seed(u1, 'd', T0 - 1000);
    makeReporter();
    await reporter.flush();
    expect(
      sent.map(({ payload }) => [
        payload.header.user_id,
        payload.events.map((event) => event.event_id),
      ]),
    ).toEqual([
      ['u1', ['a', 'b', 'd']],
      ['u2', ['c']],
    ]);
  });

  it('anonymous events are keyed by device and sent apart from signed-in ones (A-54)', async () => {
    await seed(anonymous, 'a', T0 - 2000);
    await seed({ ...anonymous, device_id: 'd-2' }, 'b', T0 - 1500);
    await seed(u1, 'c', T0 - 1000);
    makeReporter();
    await reporter.flush();
    expect(sent.map(({ payload }) => payload.header.device_id + payload.header.user_id)).toEqual([
      'd-1',
      'd-2',
      'd-1u1',
    ]);
  });

  it('500 queued events of one user go out in one request', async () => {
    for (let i = 0; i < 500; i += 1) await seed(u1, `e${i}`, T0 - 10_000 + i);
    makeReporter();
    await reporter.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0].payload.events).toHaveLength(500);
    expect(queue.entries.size).toBe(0);
  });
});

describe('bad answers and bad entries', () => {
  it('a 400 batch is split until the refused event is alone; it is dropped, the rest delivered, no loop', async () => {
    answer = async (payload) => {
      if (payload.events.some((event) => event.attributes.bad === 'yes'))
        throw new HttpError(400, '事件格式不正确');
    };
    makeReporter();
    for (let i = 0; i < 5; i += 1)
      void reporter.track('campaign', u1, 'page_view', i === 3 ? { bad: 'yes' } : {});
    await settle();
    await vi.advanceTimersByTimeAsync(ANALYTICS_RETRY_MS * 3);
    expect(queue.entries.size).toBe(0);
    expect(reporter.counts()).toMatchObject({ delivered: 4, rejected: 1, failures: 0 });
    const requestsAfterSettling = sent.length;
    await vi.advanceTimersByTimeAsync(ANALYTICS_RETRY_MS * 3);
    expect(sent.length).toBe(requestsAfterSettling);
  });

  it('a 413 splits the batch the same way', async () => {
    answer = async (payload) => {
      if (payload.events.length > 2) throw new HttpError(413, '请求过大');
    };
    makeReporter();
    for (let i = 0; i < 6; i += 1) void reporter.track('campaign', u1, 'page_view', {});
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(reporter.counts()).toMatchObject({ delivered: 6, rejected: 0 });
    expect(queue.entries.size).toBe(0);
  });

  it('a corrupt queue entry is dropped and counted; the others are delivered', async () => {
    queue.entries.set(`${QUEUE_PREFIX}junk`, {
      key: `${QUEUE_PREFIX}junk`,
      expire: T0 + 1000,
      data: { sink: 'campaign', header: null },
    });
    makeReporter();
    await reporter.track('campaign', u1, 'page_view', {});
    await settle();
    expect(reporter.counts()).toMatchObject({ corrupt: 1, delivered: 1 });
    expect(queue.entries.size).toBe(0);
  });

  it('a queue that fails to write still lets the event go out; nothing throws', async () => {
    queue.set = () => Promise.reject(new Error('QuotaExceededError'));
    makeReporter();
    await expect(reporter.track('campaign', u1, 'page_view', {})).resolves.toBeTruthy();
    expect(logged).toEqual([expect.stringContaining('写入本地队列失败')]);
  });

  it('a clock moved backwards neither throws nor drops the queued events', async () => {
    makeReporter();
    answer = () => Promise.reject(new HttpError(500, 'x'));
    await reporter.track('campaign', u1, 'page_view', {});
    await settle();
    vi.setSystemTime(T0 - 3600_000);
    answer = async () => undefined;
    await vi.advanceTimersByTimeAsync(ANALYTICS_FIRST_RETRY_MS);
    expect(reporter.counts()).toMatchObject({ delivered: 1, expired: 0 });
  });
});

describe('one tab at a time, and the page going away', () => {
  it('when another tab holds the flush lock, nothing is sent and it looks again later', async () => {
    let held = true;
    makeReporter({
      withFlushLock: async (flush) => {
        if (held) return false;
        await flush();
        return true;
      },
    });
    await reporter.track('campaign', u1, 'page_view', {});
    await settle();
    expect(sent).toHaveLength(0);
    held = false;
    await vi.advanceTimersByTimeAsync(ANALYTICS_FIRST_RETRY_MS);
    expect(sent).toHaveLength(1);
  });

  it('pagehide sends what this page has not seen delivered, per user, with keepalive; the queue keeps it', async () => {
    answer = () => new Promise(() => undefined);
    makeReporter();
    await reporter.track('campaign', u1, 'resource_duration', { seconds: '120' });
    await reporter.track('campaign', u2, 'page_view', {});
    await settle();
    reporter.flushOnUnload();
    expect(
      unloadSent.map(({ payload }) => [payload.header.user_id, payload.events.length]),
    ).toEqual([
      ['u1', 1],
      ['u2', 1],
    ]);
    expect(queue.entries.size).toBe(2);
  });

  it('pagehide leaves out an event older than 24 h', async () => {
    answer = () => Promise.reject(new HttpError(500, 'x'));
    makeReporter();
    await reporter.track('campaign', u1, 'page_view', {});
    vi.setSystemTime(T0 + ANALYTICS_EXPIRE_MS);
    await reporter.track('campaign', u1, 'menu_view', {});
    reporter.flushOnUnload();
    expect(unloadSent.map(({ payload }) => payload.events.map((e) => e.event_type))).toEqual([
      ['menu_view'],
    ]);
  });

  it('what a later pagehide listener tracks (a player’s quit) follows with keepalive, once, without what went already', async () => {
    answer = () => new Promise(() => undefined);
    makeReporter();
    await reporter.track('portal', u1, 'video_play', {});
    await settle();
    // The host's listener ran first; the player's quit and the last play time come after it,
    // from one listener.
    reporter.flushOnUnload();
    void reporter.track('portal', u1, 'play_duration_b', { duration: '12' });
    void reporter.track('portal', u1, 'video_quit', { position: '12' });
    // Sent when that listener returns (the microtask between two listeners), not before.
    expect(unloadSent).toHaveLength(1);
    await Promise.resolve();
    expect(unloadSent.map(({ payload }) => payload.events.map((e) => e.event_type))).toEqual([
      ['video_play'],
      ['play_duration_b', 'video_quit'],
    ]);
  });

  it('back from the back-forward cache, events go the usual way again', async () => {
    makeReporter();
    await reporter.track('portal', u1, 'video_play', {});
    await settle();
    reporter.flushOnUnload();
    reporter.resumeAfterUnload();
    await reporter.track('portal', u1, 'video_pause', {});
    await settle();
    expect(unloadSent).toEqual([]);
    expect(sent.map(({ payload }) => payload.events.map((e) => e.event_type))).toEqual([
      ['video_play'],
      ['video_pause'],
    ]);
  });

  it('pagehide after everything was delivered sends nothing', async () => {
    makeReporter();
    await reporter.track('campaign', u1, 'page_view', {});
    await settle();
    reporter.flushOnUnload();
    expect(unloadSent).toEqual([]);
  });
});
