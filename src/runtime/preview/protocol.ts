/**
 * The messages the /preview app and its preview frame exchange with postMessage. Data only:
 * every message is plain JSON (checked here, both ways), never code, and each side accepts a
 * message only from the exact window it expects at its own origin.
 */
export const PREVIEW_MESSAGE_KIND = 'edu-preview';

/** Query keys the frame reads from its own address (the same short keys as /preview's URL). */
export const FRAME_QUERY = {
  account: 'as',
  role: 'role',
  now: 'at',
} as const;

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Parent → frame: render this draft manifest of this site (no reload). */
export interface DraftMessage {
  kind: typeof PREVIEW_MESSAGE_KIND;
  type: 'draft';
  revision: number;
  siteId: string;
  /** Plain JSON (isParentMessage checks every value). */
  manifest: Record<string, unknown>;
}

/** Parent → frame: move the simulated clock (null: real time). */
export interface ClockMessage {
  kind: typeof PREVIEW_MESSAGE_KIND;
  type: 'clock';
  now: number | null;
}

export type ParentMessage = DraftMessage | ClockMessage;

/** Frame → parent: booted (marker: random per page load, so a reload is visible). */
export interface ReadyMessage {
  kind: typeof PREVIEW_MESSAGE_KIND;
  type: 'ready';
  marker: string;
  navigations: number;
}

/** Frame → parent: the draft of this revision is on screen. */
export interface RenderedMessage {
  kind: typeof PREVIEW_MESSAGE_KIND;
  type: 'rendered';
  revision: number;
  marker: string;
}

/** Frame → parent: the draft failed the frame's own check; the last good render stays. */
export interface RejectedMessage {
  kind: typeof PREVIEW_MESSAGE_KIND;
  type: 'rejected';
  revision: number;
  problems: { pointer: string; message: string; hint?: string }[];
}

export type FrameMessage = ReadyMessage | RenderedMessage | RejectedMessage;

const MAX_DEPTH = 64;

/** Plain JSON only: no functions, class instances, undefined, NaN or cycles. */
export function isJsonValue(value: unknown, depth = 0): value is JsonValue {
  if (depth > MAX_DEPTH) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isJsonValue(item, depth + 1));
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return false;
    return Object.values(value as Record<string, unknown>).every((item) =>
      isJsonValue(item, depth + 1),
    );
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

const isRevision = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

export function isParentMessage(data: unknown): data is ParentMessage {
  if (!isRecord(data) || data.kind !== PREVIEW_MESSAGE_KIND || !isJsonValue(data)) return false;
  if (data.type === 'draft')
    return (
      isRevision(data.revision) &&
      typeof data.siteId === 'string' &&
      data.siteId.length > 0 &&
      isRecord(data.manifest)
    );
  if (data.type === 'clock')
    return data.now === null || (typeof data.now === 'number' && data.now > 0);
  return false;
}

export function isFrameMessage(data: unknown): data is FrameMessage {
  if (!isRecord(data) || data.kind !== PREVIEW_MESSAGE_KIND || !isJsonValue(data)) return false;
  if (data.type === 'ready')
    return typeof data.marker === 'string' && typeof data.navigations === 'number';
  if (data.type === 'rendered') return isRevision(data.revision) && typeof data.marker === 'string';
  if (data.type === 'rejected')
    return (
      isRevision(data.revision) &&
      Array.isArray(data.problems) &&
      data.problems.every(
        (problem) =>
          isRecord(problem) &&
          typeof problem.pointer === 'string' &&
          typeof problem.message === 'string',
      )
    );
  return false;
}

/**
 * Whether a message event comes from the expected window at our own origin. Both sides call
 * this before looking at the data: the frame expects its parent, the parent expects the frame.
 */
export function fromExpectedSender(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  expected: { origin: string; source: MessageEventSource | null | undefined },
): boolean {
  return !!expected.source && event.origin === expected.origin && event.source === expected.source;
}
