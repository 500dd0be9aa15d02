/** msw for unit tests: one server per test file, every request recorded. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The body text (read from a copy taken when the request started). */
  body(): Promise<string>;
}

/**
 * Starts msw for the calling test file (unhandled requests fail the test) and records every
 * request. Handlers added with `server.use` are reset, and the record cleared, after each test.
 */
export function startMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: () => copy.text(),
    });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return { server, requests };
}
