export { createHttpClient, consoleLogger } from './createHttpClient';
export {
  AbortedError,
  BlockedError,
  EncryptionError,
  HttpClientError,
  HttpError,
  IllegalRequestError,
  TimeoutError,
} from './errors';
export { BLOCKED_UNTIL_STORAGE_KEY } from './rateLimitGate';
export { trackRequest, type RequestState } from './requestState';
export { useRequest, type RequestResult } from './useRequest';
export { versionBucket } from './url';
export type {
  ClockLike,
  EncryptionAlgorithm,
  HttpClient,
  HttpClientOptions,
  HttpLogger,
  HttpMethod,
  QueryParams,
  RequestOptions,
  StorageLike,
} from './types';
