/**
 * The one HTTP client every service call goes through (seed 000 §7). It adds the base host
 * per service, the Authorization and sdp-app-id headers, the version parameter, the 15 s
 * time-out, the 429/503 block, 5xx retries, the WAF redirect, the HTML check and payload
 * encryption. Each of those lives in its own small module; this file only orders them.
 */
import type { AxiosAdapter, AxiosInstance } from 'axios';
import { REQUEST_TIMEOUT_MS } from '../../lib/specConstants';
import { createPayloadEncryption, publicKeyPath } from './encryption';
import {
  AbortedError,
  HttpClientError,
  HttpError,
  IllegalRequestError,
  TimeoutError,
} from './errors';
import { createRateLimitGate, isBlockingStatus } from './rateLimitGate';
import {
  bodyCode,
  errorMessage,
  isHtmlContentType,
  isWafDenied,
  parseBody,
} from './responseChecks';
import { defaultSleep, retryDelayMs, shouldRetry } from './retryPolicy';
import type {
  HttpClient,
  HttpClientOptions,
  HttpLogger,
  HttpMethod,
  RequestOptions,
} from './types';
import { buildUrl, joinPath, withVersionParam } from './url';
import { answerKey } from './firstViewAnswers';

export const consoleLogger: HttpLogger = {
  warn: (message, detail) => console.warn(`[http] ${message}`, detail ?? ''),
  error: (message, detail) => console.error(`[http] ${message}`, detail ?? ''),
};

function defaultOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

function defaultGoToSiteRoot(): void {
  window.location.assign('/');
}

/** The XHR adapter where XMLHttpRequest exists (browser, jsdom: msw intercepts it), else fetch. */
function pickAdapter(): AxiosAdapter | 'xhr' | 'fetch' {
  return typeof XMLHttpRequest === 'undefined' ? 'fetch' : 'xhr';
}

interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** What one attempt needs besides method, URL, headers and body. */
interface SendOptions {
  signal?: AbortSignal;
  onUploadProgress?: (loaded: number, total: number) => void;
  /** An upload: the time-out counts from the last progress, not from the start (see below). */
  upload: boolean;
}

/** A multipart body (an upload), which goes out as it is. */
export function isFormData(data: unknown): data is FormData {
  return typeof FormData !== 'undefined' && data instanceof FormData;
}

async function sendOnce(
  transport: AxiosInstance,
  method: HttpMethod,
  url: string,
  headers: Record<string, string>,
  data: unknown,
  options: SendOptions,
): Promise<RawAnswer> {
  const { signal } = options;
  if (signal?.aborted) throw new AbortedError();
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const startTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, REQUEST_TIMEOUT_MS);
  };
  startTimer();
  const abortByCaller = () => controller.abort();
  signal?.addEventListener('abort', abortByCaller);
  try {
    const response = await transport.request<string>({
      url,
      method,
      headers,
      data,
      signal: controller.signal,
      adapter: pickAdapter(),
      responseType: 'text',
      transformResponse: [(raw: unknown) => raw],
      validateStatus: () => true,
      // A large file takes longer than 15 s to send: while bytes keep going out the request is
      // alive, so each progress restarts the time-out (15 s without progress, or without an
      // answer once the body is sent, is still a time-out).
      onUploadProgress: options.upload
        ? (event) => {
            startTimer();
            options.onUploadProgress?.(event.loaded, event.total ?? event.loaded);
          }
        : undefined,
    });
    const contentType = response.headers['content-type'];
    return {
      status: response.status,
      contentType: typeof contentType === 'string' ? contentType : '',
      text: typeof response.data === 'string' ? response.data : '',
    };
  } catch (error) {
    if (signal?.aborted) throw new AbortedError();
    if (timedOut) throw new TimeoutError(REQUEST_TIMEOUT_MS);
    const message = error instanceof Error ? error.message : String(error);
    throw new HttpError(0, message, 'NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortByCaller);
  }
}

let axiosModule: Promise<typeof import('axios')> | null = null;

/**
 * Starts loading axios (its own chunk, kept out of the entry script). The boot calls this first
 * thing, so the first requests (login check, a channel's sections) do not wait for the chunk
 * after the page's own code has run; a failed load is retried by the next request.
 */
export function preloadHttpTransport(): Promise<typeof import('axios')> {
  axiosModule ??= import('axios').catch((error: unknown) => {
    axiosModule = null;
    throw error;
  });
  return axiosModule;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { env, clock } = options;
  const logger = options.logger ?? consoleLogger;
  const sleep = options.sleep ?? defaultSleep;
  const origin = options.origin ?? defaultOrigin;
  const goToSiteRoot = options.goToSiteRoot ?? defaultGoToSiteRoot;
  const gate = createRateLimitGate(options.storage, clock);
  // axios loads with the boot or the first request, not with the entry script.
  let transport: Promise<AxiosInstance> | null = null;
  const loadTransport = () =>
    (transport ??= preloadHttpTransport().then(
      (module) => module.default.create(),
      (error: unknown) => {
        transport = null;
        throw error;
      },
    ));
  const encryption = createPayloadEncryption((algorithm) =>
    request({ service: 'keys', method: 'GET', path: publicKeyPath(algorithm), noAuth: true }),
  );

  /** The address before the origin and version parameter: what a first-view answer is known by. */
  function addressOf(request: RequestOptions): string {
    if (request.absoluteUrl !== undefined) return request.absoluteUrl;
    const base = env.services[request.service];
    if (!base) throw new HttpClientError(`No base URL for service "${request.service}"`);
    return joinPath(base, request.path);
  }

  function urlOf(request: RequestOptions): string {
    let raw: string;
    if (request.absoluteUrl !== undefined) {
      raw = request.absoluteUrl;
    } else {
      const base = env.services[request.service];
      if (!base) throw new HttpClientError(`No base URL for service "${request.service}"`);
      raw = joinPath(base, request.path);
    }
    const query =
      env.appendVersionParam === false
        ? (request.query ?? {})
        : withVersionParam(request.query ?? {}, raw, clock.now());
    return buildUrl(raw, origin(), query);
  }

  function headersOf(request: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: request.acceptHtml ? 'text/html, */*' : 'application/json, text/plain, */*',
    };
    if (!request.noAuth) {
      const authorization = options.getAuthorization();
      if (authorization) headers.Authorization = authorization;
    }
    if (request.appIdHeader) headers['sdp-app-id'] = env.appId;
    return { ...headers, ...request.headers };
  }

  async function request<T = unknown>(request: RequestOptions): Promise<T> {
    gate.assertOpen();
    const url = urlOf(request);
    const headers = headersOf(request);
    const upload = isFormData(request.data);
    // Encrypting turns a body into JSON text; a file cannot travel that way.
    if (upload && request.encrypt) throw new HttpClientError('A FormData body cannot be encrypted');
    const data = request.encrypt
      ? await encryption.encrypt(request.encrypt, request.data)
      : request.data;
    const sendOptions: SendOptions = {
      signal: request.signal,
      onUploadProgress: request.onUploadProgress,
      upload,
    };

    // A server-rendered first view: its answers are replayed once, or recorded on the server
    // (firstViewAnswers.ts). An upload is never either, nor an answer too large to inline.
    const firstView = upload || request.notInlined ? undefined : options.firstViewAnswers;
    const key = firstView
      ? answerKey(request.method, addressOf(request), request.query ?? {}, request.data)
      : '';
    const replayed = firstView?.take(key);

    for (let attempt = 0; ; attempt += 1) {
      gate.assertOpen();
      const answer =
        attempt === 0 && replayed
          ? replayed
          : await sendOnce(await loadTransport(), request.method, url, headers, data, sendOptions);
      if (firstView?.record && answer !== replayed) firstView.record({ key, ...answer });
      const { status } = answer;
      const html = isHtmlContentType(answer.contentType);
      const body = html ? answer.text : parseBody(answer.text);

      if (isBlockingStatus(status)) {
        gate.block();
        logger.warn(`HTTP ${status}: requests blocked`, { url, blockedUntil: gate.blockedUntil() });
        throw new HttpError(status, errorMessage(body, status), bodyCode(body), body);
      }
      if (isWafDenied(body)) {
        logger.warn('WAF access denied: going to the site root', { url });
        goToSiteRoot();
        throw new HttpError(status, errorMessage(body, status), bodyCode(body), body);
      }
      if (status < 200 || status >= 300) {
        if (shouldRetry(status, attempt, request.retry === true)) {
          await sleep(retryDelayMs(attempt));
          if (request.signal?.aborted) throw new AbortedError();
          continue;
        }
        throw new HttpError(status, errorMessage(body, status), bodyCode(body), body);
      }
      if (html && !request.acceptHtml) {
        logger.error('非法请求: HTML answer to a request that does not accept HTML', { url });
        throw new IllegalRequestError(url);
      }
      return body as T;
    }
  }

  async function derivedAnswer<T>(name: string, compute: () => Promise<T>): Promise<T> {
    const firstView = options.firstViewAnswers;
    const key = `DERIVED ${name}`;
    const replayed = firstView?.take(key);
    if (replayed) return JSON.parse(replayed.text) as T;
    const value = await compute();
    firstView?.record?.({
      key,
      status: 200,
      contentType: 'application/json',
      text: JSON.stringify(value),
    });
    return value;
  }

  return {
    request,
    derivedAnswer,
    env,
    clock,
    blockedUntil: () => gate.blockedUntil(),
  };
}
