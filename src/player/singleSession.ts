/**
 * Single-session mode (seed 000 §4, §9; ledger CORE-VIDEO-11..15, A-14): one course at a time
 * across the tabs of a browser. A playing player writes a heartbeat `{tabId, ts}` to
 * localStorage PLAYER_HEARTBEAT_KEY on every time update and removes it on pause and at the
 * end. On play it waits PLAYER_SESSION_CHECK_DELAY_MS and reads the key again: written by
 * another tab within the last delay + PLAYER_SESSION_TOLERANCE_MS (600 ms), another course is
 * playing, so this player pauses and warns. A tab that stopped writing (closed, paused long ago)
 * leaves a stale value that does not count, and a value that is not a heartbeat counts as none.
 *
 * Time is the wall clock: tabs compare each other's stamps, so it cannot be a page's own
 * simulated clock.
 */
import {
  PLAYER_HEARTBEAT_KEY,
  PLAYER_SESSION_CHECK_DELAY_MS,
  PLAYER_SESSION_TOLERANCE_MS,
} from '../lib/specConstants';
import { listen, type MediaLike } from './media';

export interface Heartbeat {
  /** Absent in a bare-number value (written by an older player): then it is another tab's. */
  tabId?: string;
  /** Wall-clock ms. */
  ts: number;
}

export type HeartbeatStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The heartbeat in a stored value, or null when the value is missing or not a heartbeat. */
export function readHeartbeat(raw: string | null): Heartbeat | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? { ts: value } : null;
  if (typeof value !== 'object' || value === null) return null;
  const { tabId, ts } = value as { tabId?: unknown; ts?: unknown };
  if (typeof ts !== 'number' || !Number.isFinite(ts)) return null;
  return typeof tabId === 'string' ? { tabId, ts } : { ts };
}

/**
 * True when `heartbeat` shows another tab playing at `now`: written by another tab no longer
 * than `windowMs` ago. A stamp from the future beyond the tolerance is garbage, not a player.
 */
export function isOtherTabPlaying(
  heartbeat: Heartbeat | null,
  ownTabId: string,
  now: number,
  windowMs = PLAYER_SESSION_CHECK_DELAY_MS + PLAYER_SESSION_TOLERANCE_MS,
): boolean {
  if (!heartbeat || heartbeat.tabId === ownTabId) return false;
  const age = now - heartbeat.ts;
  return age <= windowMs && age >= -PLAYER_SESSION_TOLERANCE_MS;
}

function randomTabId(): string {
  const crypto = globalThis.crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** This page's id: every player of one tab is the same session. */
export const TAB_ID = randomTabId();

export interface SingleSessionOptions {
  /** Another tab is playing: this player has just been paused. */
  onConflict: () => void;
  storage?: HeartbeatStorage;
  tabId?: string;
  now?: () => number;
}

/** The storage, or null where it cannot be used (private mode, blocked cookies). */
function defaultStorage(): HeartbeatStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function attachSingleSession(media: MediaLike, options: SingleSessionOptions): () => void {
  const storage = options.storage ?? defaultStorage();
  const tabId = options.tabId ?? TAB_ID;
  const now = options.now ?? Date.now;
  let check: ReturnType<typeof setTimeout> | null = null;
  // Until the check has passed this tab writes nothing: its own stamp would hide the other's.
  let confirmed = false;

  const safely = (action: (store: HeartbeatStorage) => void) => {
    if (!storage) return;
    try {
      action(storage);
    } catch {
      // A full or blocked storage turns the mode off rather than breaking playback.
    }
  };
  const read = (): Heartbeat | null => {
    let raw: string | null = null;
    safely((store) => {
      raw = store.getItem(PLAYER_HEARTBEAT_KEY);
    });
    return readHeartbeat(raw);
  };
  const write = () =>
    safely((store) => store.setItem(PLAYER_HEARTBEAT_KEY, JSON.stringify({ tabId, ts: now() })));
  const clear = () => {
    if (read()?.tabId === tabId) safely((store) => store.removeItem(PLAYER_HEARTBEAT_KEY));
  };
  const cancelCheck = () => {
    if (check !== null) clearTimeout(check);
    check = null;
  };
  const stopped = () => {
    cancelCheck();
    confirmed = false;
    clear();
  };

  const stop = listen(media, {
    play: () => {
      if (media.paused) return;
      cancelCheck();
      confirmed = false;
      check = setTimeout(() => {
        check = null;
        if (media.paused) return;
        if (isOtherTabPlaying(read(), tabId, now())) {
          media.pause();
          options.onConflict();
          return;
        }
        confirmed = true;
        write();
      }, PLAYER_SESSION_CHECK_DELAY_MS);
    },
    timeupdate: () => {
      if (confirmed && !media.paused) write();
    },
    pause: stopped,
    ended: stopped,
  });
  return () => {
    stop();
    stopped();
  };
}
