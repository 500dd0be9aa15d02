/** Test doubles shared by the service and store tests (never imported by production code). */
import environments from '../../../site-configs/environments.json';
import type { EnvironmentConfig } from '../../runtime/environment';
import { createHttpClient } from '../http/createHttpClient';
import type { HttpClient, HttpClientOptions, HttpLogger } from '../http/types';

/** The local environment (relative bases such as `/svc/course`), with overrides. */
export function testEnv(overrides: Partial<EnvironmentConfig> = {}): EnvironmentConfig {
  const local = environments.environments.local as unknown as EnvironmentConfig;
  return { ...structuredClone(local), ...overrides };
}

/** An in-memory Web Storage. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

export interface ManualClock {
  now(): number;
  set(instant: number): void;
  advance(ms: number): void;
}

/** A clock that moves only when told. */
export function manualClock(start = Date.UTC(2026, 5, 1, 4, 0, 10)): ManualClock {
  let current = start;
  return {
    now: () => current,
    set: (instant) => {
      current = instant;
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface RecordingLogger extends HttpLogger {
  warnings: string[];
  errors: string[];
}

export function recordingLogger(): RecordingLogger {
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    warnings,
    errors,
    warn: (message) => void warnings.push(message),
    error: (message) => void errors.push(message),
  };
}

export interface TestClient {
  client: HttpClient;
  clock: ManualClock;
  storage: MemoryStorage;
  logger: RecordingLogger;
  sleeps: number[];
  siteRootVisits: { count: number };
}

/** An HTTP client over the local environment with a manual clock and instant retries. */
export function testClient(options: Partial<HttpClientOptions> = {}): TestClient {
  const clock = manualClock();
  const storage = new MemoryStorage();
  const logger = recordingLogger();
  const sleeps: number[] = [];
  const siteRootVisits = { count: 0 };
  const client = createHttpClient({
    env: testEnv(),
    getAuthorization: () => 'Bearer test-token',
    clock,
    storage,
    logger,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    goToSiteRoot: () => {
      siteRootVisits.count += 1;
    },
    ...options,
  });
  return { client, clock, storage, logger, sleeps, siteRootVisits };
}
