/**
 * Typed errors of the HTTP client. Every rejection of `client.request` is one of these, so
 * callers can tell a blocked client from a server answer, a time-out or an illegal answer.
 */

/** Base class: `instanceof HttpClientError` catches every client failure. */
export class HttpClientError extends Error {
  override name = 'HttpClientError';
}

/** The server answered with an error status (or the WAF code), or the network failed (status 0). */
export class HttpError extends HttpClientError {
  override name = 'HttpError';
  readonly status: number;
  /** `code` of the answer body when it has one (for example `WAF/ACCESS_DENIED`). */
  readonly code: string | undefined;
  /** The parsed answer body, when there was one. */
  readonly body: unknown;

  constructor(status: number, message: string, code?: string, body?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** Seed 000 §7: after HTTP 429 or 503 the client refuses every request until `blockedUntil`. */
export class BlockedError extends HttpClientError {
  override name = 'BlockedError';
  readonly blockedUntil: number;

  constructor(blockedUntil: number) {
    super(`Requests are blocked until ${new Date(blockedUntil).toISOString()}`);
    this.blockedUntil = blockedUntil;
  }
}

/** Seed 000 §5: an HTML answer to a request that did not accept HTML. */
export class IllegalRequestError extends HttpClientError {
  override name = 'IllegalRequestError';
  readonly url: string;

  constructor(url: string) {
    super('非法请求');
    this.url = url;
  }
}

/** Seed 000 §7, §9: no answer within the request time-out. */
export class TimeoutError extends HttpClientError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller aborted the request through its `signal` (not a failure: nothing to report). */
export class AbortedError extends HttpClientError {
  override name = 'AbortedError';

  constructor() {
    super('The request was aborted');
  }
}

/** A payload could not be encrypted (for example an RSA payload longer than the key allows). */
export class EncryptionError extends HttpClientError {
  override name = 'EncryptionError';
}

/**
 * The server's own words for a refusal, to show as they are: a 4xx answer (not the 429 block)
 * whose body carries a `message` (the stand-in and the platform answer in Chinese, e.g. a gate's
 * 上传已结束). Null for anything else (network, time-out, 5xx), which the page words itself.
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  if (error.status < 400 || error.status >= 500 || error.status === 429) return null;
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}
