/** Public types of the HTTP client: its options, one request's options, the client itself. */
import type { EnvironmentConfig, ServiceName } from '../../runtime/environment';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type EncryptionAlgorithm = 'sm2' | 'rsa';

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export type QueryParams = Record<string, QueryValue>;

/** Something that tells the time; the runtime clock fits. */
export interface ClockLike {
  now(): number;
}

/** The part of the Web Storage API the client and stores use. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface HttpLogger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** Where a request goes: a service base plus a path, or a full URL handed over by data. */
export type RequestTarget =
  | { service: ServiceName; path: string; absoluteUrl?: undefined }
  | { absoluteUrl: string; service?: ServiceName; path?: undefined };

export type RequestOptions = RequestTarget & {
  method: HttpMethod;
  query?: QueryParams;
  /**
   * JSON body (objects are serialised; with `encrypt` the body becomes `{encrypted_data}`), or a
   * `FormData` for an upload: sent as multipart/form-data, the boundary set by the browser.
   */
  data?: unknown;
  headers?: Record<string, string>;
  /** Send no Authorization header. */
  noAuth?: boolean;
  /** Retry a 5xx answer (seed 000 §7). 4xx answers are never retried. */
  retry?: boolean;
  /** The caller expects HTML (or other text/html) and gets the text. */
  acceptHtml?: boolean;
  /** Encrypt `data` with the service public key of this algorithm (ledger A-27). */
  encrypt?: EncryptionAlgorithm;
  /** Send the `sdp-app-id` header with the environment's app id. */
  appIdHeader?: boolean;
  /** Bytes of the body sent so far, and the body's total, while it is being sent (uploads). */
  onUploadProgress?: (loaded: number, total: number) => void;
  /** Aborts the request (the caller's 取消): it then rejects with `AbortedError`. */
  signal?: AbortSignal;
  /**
   * An answer too large to travel inside a server-rendered page (the whole textbook list, 4.5 MB):
   * never recorded for the first view, so the browser asks for it itself. The block that shows
   * it keeps the server's markup until then (a Suspense boundary left dehydrated).
   */
  notInlined?: boolean;
};

export interface HttpClientOptions {
  env: EnvironmentConfig;
  /** The Authorization header value, for example `Bearer <token>`, or null when anonymous. */
  getAuthorization: () => string | null;
  clock: ClockLike;
  /** Where the 429/503 block is kept so a reload does not lift it (sessionStorage in the browser). */
  storage: StorageLike;
  /** Called on a `WAF/ACCESS_DENIED` answer; defaults to `window.location.assign('/')`. */
  goToSiteRoot?: () => void;
  logger?: HttpLogger;
  /** Waits between retries; injectable so tests need not wait for real. */
  sleep?: (ms: number) => Promise<void>;
  /** Origin for relative bases such as `/svc/course`; defaults to `window.location.origin`. */
  origin?: () => string;
  /** A server-rendered first view's answers: recorded on the server, replayed in the browser. */
  firstViewAnswers?: FirstViewAnswers;
}

export interface HttpClient {
  /** Resolves with the parsed answer body; rejects with an `HttpClientError`. */
  request<T = unknown>(options: RequestOptions): Promise<T>;
  /**
   * A small value computed from answers too large to inline (`notInlined`), travelling with a
   * server-rendered first view in their place: on the server `compute` runs and its result is
   * recorded under `name`; in the browser the first view replays it once, and any later call
   * computes. `name` must say everything the value depends on; the value must survive JSON.
   */
  derivedAnswer<T>(name: string, compute: () => Promise<T>): Promise<T>;
  readonly env: EnvironmentConfig;
  readonly clock: ClockLike;
  /** Epoch ms until which requests are refused after a 429/503, or null. */
  blockedUntil(): number | null;
}

/**
 * One answer as the client received it, before any check: what a server-rendered first view was
 * made from (firstViewAnswers.ts).
 */
export interface RecordedAnswer {
  key: string;
  status: number;
  contentType: string;
  text: string;
}

/** What the HTTP client is handed: record on the server, replay in the browser. */
export interface FirstViewAnswers {
  /** The recorded answer to this request, once; undefined when there is none (or no more). */
  take(key: string): RecordedAnswer | undefined;
  /** Keeps an answer the first view was made from (the server's render). */
  record?(answer: RecordedAnswer): void;
}
