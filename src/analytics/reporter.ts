/**
 * The one analytics reporter (seed 001 §3 event and header, §4 "Analytics entries are queued
 * locally, retried periodically, and dropped after expiry", §8 "Analytics send failure is logged
 * and the entry kept for retry", §9 numbers; ledger HD-ANALYTICS-05..12, A-54). Every event
 * source (page views, menu views, resource durations, card clicks) calls `track`; nothing sends
 * on its own.
 *
 * Exactly once, in three parts:
 * - an event is written to the local queue (src/services/cache: IndexedDB, else sessionStorage)
 *   before any send, and leaves it only when the service has said it stored it;
 * - one tab flushes at a time (a Web Lock; without Web Locks every tab may flush, which the
 *   stand-in's de-duplication still makes harmless);
 * - the service de-duplicates by `event_id`, so a retry after a lost answer never counts twice.
 *
 * Schedule: a flush runs right after an event is queued; after a failure the next try is 5 s
 * later, then every 5 minutes until one succeeds (A-54: a success returns to the normal flush).
 * While waiting for a retry, new events only queue, so a failing service is never asked faster
 * than the schedule. A batch the service refuses as malformed (400) or too large (413) is split
 * in halves until the bad event is alone; that one is dropped (and counted), so one bad event
 * never blocks the others nor loops.
 */
import {
  ANALYTICS_EXPIRE_MS,
  ANALYTICS_FIRST_RETRY_MS,
  ANALYTICS_RETRY_MS,
} from '../lib/specConstants';
import type {
  AnalyticsEvent,
  AnalyticsHeader,
  AnalyticsPayload,
  AnalyticsSink,
} from '../services/analyticsService';
import type { CachedEntry } from '../services/cache';

/** Key prefix of queued events in the local cache. */
export const QUEUE_PREFIX = 'analytics:';
/** Web Lock held by the tab that flushes. */
export const FLUSH_LOCK_NAME = 'edu-analytics-flush';
/** The stand-in (and, we assume, the service) takes at most this many events per request. */
export const MAX_EVENTS_PER_REQUEST = 500;

/** What the queue holds per event: everything needed to send it later, from another page. */
export interface QueuedEvent {
  sink: AnalyticsSink;
  header: AnalyticsHeader;
  event: AnalyticsEvent;
}

/** The part of the local cache the reporter uses. */
export interface ReporterQueue {
  set(key: string, data: QueuedEvent, expire: number): Promise<void>;
  list(
    prefix: string,
  ): Promise<{ entries: CachedEntry<unknown>[]; expired: number; corrupt: number }>;
  remove(keys: readonly string[]): Promise<void>;
}

export interface ReporterSender {
  send(sink: AnalyticsSink, payload: AnalyticsPayload): Promise<void>;
  sendOnUnload(sink: AnalyticsSink, payload: AnalyticsPayload): number;
}

export interface ReporterTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ReporterOptions {
  queue: ReporterQueue;
  /** Loaded when the first flush needs it (the analytics service is a lazy chunk). */
  sender: () => Promise<ReporterSender>;
  now: () => number;
  makeId?: () => string;
  timers?: ReporterTimers;
  /**
   * Runs `flush` while holding the flush lock, or returns false at once when another tab holds
   * it. Defaults to the Web Locks API when the browser has it.
   */
  withFlushLock?: (flush: () => Promise<void>) => Promise<boolean>;
  log?: (message: string, detail?: unknown) => void;
}

export interface ReporterCounts {
  /** Events written to the queue by this page. */
  queued: number;
  /** Events the service acknowledged (sent by this page's flushes). */
  delivered: number;
  /** Entries found older than 24 h and dropped unsent. */
  expired: number;
  /** Unreadable queue entries dropped. */
  corrupt: number;
  /** Events the service refused on their own as malformed, dropped. */
  rejected: number;
  /** Failed sends (each followed by a retry). */
  failures: number;
}

export interface Reporter {
  /** Queues one event for `header`'s user; resolves once it is in the queue (never rejects). */
  track(
    sink: AnalyticsSink,
    header: AnalyticsHeader,
    eventType: string,
    attributes: Record<string, string>,
  ): Promise<AnalyticsEvent>;
  /** Sends what is queued now (tests and the schedule call it); never rejects. */
  flush(): Promise<void>;
  /**
   * The page is going away: what this page queued and has not seen delivered goes out with a
   * keepalive request. The entries stay queued; the next page's flush sends them again and the
   * service's de-duplication keeps the count exact. Events tracked after it while the page goes
   * (by a `pagehide` listener that runs later: a player's quit) go out with keepalive as well,
   * together, once that listener returns.
   */
  flushOnUnload(): void;
  /** The page came back (from the back-forward cache): events go the usual way again. */
  resumeAfterUnload(): void;
  counts(): ReporterCounts;
  /** Stops the timers (tests; a page never needs it). */
  dispose(): void;
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const browserTimers: ReporterTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Web Locks when the browser has them; otherwise every tab flushes (see the module comment). */
function webLockRunner(): (flush: () => Promise<void>) => Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function')
    return async (flush) => {
      await flush();
      return true;
    };
  return (flush) =>
    locks.request(FLUSH_LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await flush();
      return true;
    });
}

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

/** A queue entry's data as the reporter wrote it, or null when it is not (corrupt). */
export function queuedEventOf(data: unknown): QueuedEvent | null {
  if (!data || typeof data !== 'object') return null;
  const { sink, header, event } = data as Partial<QueuedEvent>;
  if (sink !== 'campaign' && sink !== 'portal') return null;
  if (!header || !isText(header.device_id) || !isText(header.user_id)) return null;
  if (!isText(header.user_role) || header.platform !== 'WEB') return null;
  if (!event || !isText(event.event_id) || !isText(event.event_type)) return null;
  if (typeof event.event_time !== 'number' || !Number.isFinite(event.event_time)) return null;
  if (!event.attributes || typeof event.attributes !== 'object') return null;
  return { sink, header, event };
}

/**
 * Seed 001 §9 "merged per user": one request per sink and user, the anonymous visitor
 * keyed by device. The newest event's header speaks for the group (a role switched meanwhile).
 */
export function groupByUser(
  entries: { key: string; queued: QueuedEvent }[],
): { sink: AnalyticsSink; header: AnalyticsHeader; keys: string[]; events: AnalyticsEvent[] }[] {
  const groups = new Map<
    string,
    { sink: AnalyticsSink; header: AnalyticsHeader; keys: string[]; events: AnalyticsEvent[] }
  >();
  const sorted = [...entries].sort((a, b) => a.queued.event.event_time - b.queued.event.event_time);
  for (const { key, queued } of sorted) {
    const who = queued.header.user_id
      ? `user:${queued.header.user_id}`
      : `device:${queued.header.device_id}`;
    const groupKey = `${queued.sink}|${who}`;
    const group = groups.get(groupKey) ?? {
      sink: queued.sink,
      header: queued.header,
      keys: [],
      events: [],
    };
    group.header = queued.header;
    group.keys.push(key);
    group.events.push(queued.event);
    groups.set(groupKey, group);
  }
  return [...groups.values()];
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function createReporter(options: ReporterOptions): Reporter {
  const { queue, now } = options;
  const makeId = options.makeId ?? randomId;
  const timers = options.timers ?? browserTimers;
  const withFlushLock = options.withFlushLock ?? webLockRunner();
  const log =
    options.log ?? ((message: string, detail?: unknown) => console.warn(message, detail ?? ''));
  const counts: ReporterCounts = {
    queued: 0,
    delivered: 0,
    expired: 0,
    corrupt: 0,
    rejected: 0,
    failures: 0,
  };
  /** This page's events not yet seen delivered, for the keepalive send at `pagehide`. */
  const unconfirmed = new Map<string, QueuedEvent>();
  /** Failed flushes in a row: 0 normal, 1 → retry in 5 s, more → every 5 minutes. */
  let failuresInRow = 0;
  let timer: unknown = null;
  let flushing: Promise<void> | null = null;
  let again = false;
  let disposed = false;
  let senderPromise: Promise<ReporterSender> | null = null;
  /** The sender once loaded: `pagehide` has no time to wait for a chunk. */
  let loadedSender: ReporterSender | null = null;
  /**
   * Between the unload send and the page's return: the page is going away. Browsers run the
   * `pagehide` listeners in the order they were added (whatever their phase), so a later one
   * may still track something; what was handed to an unload send already is not sent again.
   */
  let unloading = false;
  let lateSendQueued = false;
  const sentOnUnload = new Set<string>();

  const sender = () => {
    senderPromise ??= options.sender().then(
      (loaded) => (loadedSender = loaded),
      (error: unknown) => {
        senderPromise = null;
        throw error;
      },
    );
    return senderPromise;
  };

  const schedule = (ms: number) => {
    if (disposed) return;
    if (timer !== null) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = null;
      void flush();
    }, ms);
  };

  /** Sends one group's events; splits on 400/413. False when the service is unreachable. */
  const sendBatch = async (
    send: ReporterSender,
    sink: AnalyticsSink,
    header: AnalyticsHeader,
    keys: string[],
    events: AnalyticsEvent[],
  ): Promise<boolean> => {
    try {
      await send.send(sink, { header, events });
    } catch (error) {
      const status = statusOf(error);
      if (status !== 400 && status !== 413) {
        log(
          '埋点上报失败，已保留在本地队列稍后重试 (analytics send failed, kept for retry)',
          error,
        );
        return false;
      }
      if (events.length === 1) {
        log('埋点事件被服务拒绝，已丢弃 (analytics event refused as malformed, dropped)', {
          event: events[0],
          status,
        });
        counts.rejected += 1;
        await queue.remove(keys);
        unconfirmed.delete(keys[0]);
        return true;
      }
      const half = Math.ceil(events.length / 2);
      return (
        (await sendBatch(send, sink, header, keys.slice(0, half), events.slice(0, half))) &&
        (await sendBatch(send, sink, header, keys.slice(half), events.slice(half)))
      );
    }
    counts.delivered += events.length;
    for (const key of keys) unconfirmed.delete(key);
    await queue.remove(keys);
    return true;
  };

  const flushOnce = async (): Promise<void> => {
    const listed = await queue.list(QUEUE_PREFIX);
    counts.expired += listed.expired;
    const entries: { key: string; queued: QueuedEvent }[] = [];
    const broken: string[] = [];
    for (const entry of listed.entries) {
      const queued = queuedEventOf(entry.data);
      if (queued) entries.push({ key: entry.key, queued });
      else broken.push(entry.key);
    }
    counts.corrupt += listed.corrupt + broken.length;
    if (broken.length) await queue.remove(broken);
    if (!entries.length) {
      failuresInRow = 0;
      return;
    }
    let send: ReporterSender;
    try {
      send = await sender();
    } catch (error) {
      log('埋点服务加载失败，稍后重试 (analytics service failed to load)', error);
      throw error;
    }
    for (const group of groupByUser(entries))
      for (let start = 0; start < group.events.length; start += MAX_EVENTS_PER_REQUEST) {
        const end = start + MAX_EVENTS_PER_REQUEST;
        const ok = await sendBatch(
          send,
          group.sink,
          group.header,
          group.keys.slice(start, end),
          group.events.slice(start, end),
        );
        if (!ok) throw new Error('analytics service unreachable');
      }
    failuresInRow = 0;
  };

  /** This page's unconfirmed events not yet handed to an unload send, with keepalive. */
  const sendUnloadBatch = () => {
    // Without the loaded service code there is no time to load it: the queue keeps them.
    if (!loadedSender) return;
    // An event older than 24 h is dropped, here as in the queue (HD-ANALYTICS-10).
    const due = [...unconfirmed]
      .filter(
        ([key, queued]) =>
          !sentOnUnload.has(key) && queued.event.event_time + ANALYTICS_EXPIRE_MS > now(),
      )
      .map(([key, queued]) => ({ key, queued }));
    for (const { key } of due) sentOnUnload.add(key);
    for (const group of groupByUser(due))
      loadedSender.sendOnUnload(group.sink, { header: group.header, events: group.events });
  };

  async function flush(): Promise<void> {
    if (flushing) {
      // A flush is running: run once more after it, for what was queued meanwhile.
      again = true;
      return flushing;
    }
    flushing = (async () => {
      do {
        again = false;
        let ran = false;
        try {
          ran = await withFlushLock(flushOnce);
        } catch {
          counts.failures += 1;
          failuresInRow += 1;
          schedule(failuresInRow === 1 ? ANALYTICS_FIRST_RETRY_MS : ANALYTICS_RETRY_MS);
          return;
        }
        // Another tab is flushing the shared queue; look again a little later.
        if (!ran) {
          schedule(ANALYTICS_FIRST_RETRY_MS);
          return;
        }
      } while (again && failuresInRow === 0);
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    async track(sink, header, eventType, attributes) {
      const event: AnalyticsEvent = {
        event_id: makeId(),
        event_type: eventType,
        event_time: now(),
        attributes,
      };
      const key = `${QUEUE_PREFIX}${event.event_id}`;
      const queued: QueuedEvent = { sink, header, event };
      unconfirmed.set(key, queued);
      counts.queued += 1;
      // Tracked while the page goes away: out with the others of this listener when it returns
      // (a microtask runs between two listeners of one event).
      if (unloading && !lateSendQueued) {
        lateSendQueued = true;
        queueMicrotask(() => {
          lateSendQueued = false;
          sendUnloadBatch();
        });
      }
      try {
        await queue.set(key, queued, event.event_time + ANALYTICS_EXPIRE_MS);
      } catch (error) {
        // The cache contains its own failures; should one escape, the event still goes out.
        log('埋点写入本地队列失败 (analytics queue write failed)', error);
      }
      // While a retry is pending, the event waits for it (never faster than the schedule).
      if (failuresInRow === 0) schedule(0);
      // Load the service code now, so that `pagehide` finds it ready.
      void sender().catch(() => undefined);
      return event;
    },
    flush,
    flushOnUnload() {
      unloading = true;
      sendUnloadBatch();
    },
    resumeAfterUnload() {
      unloading = false;
      sentOnUnload.clear();
    },
    counts: () => ({ ...counts }),
    dispose() {
      disposed = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}
