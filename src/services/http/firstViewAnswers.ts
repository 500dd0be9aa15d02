/**
 * The answers a server-rendered first view was made from (issue 17 point 2), so the browser
 * hydrates from the same data without asking again. On the server the HTTP client records each
 * successful answer of the render; the page carries them inline; in the browser the client
 * replays each one once, for the same request, while the first view is hydrated, then forgets
 * the rest (anything asked later goes to the network as always).
 *
 * A request is known by its method, its address before the origin and the version parameter
 * are added (the server asks over loopback, the browser over the page's host, and a 10-minute
 * bucket may turn between them), its query and its body.
 */
import { VERSION_PARAM_NAME } from '../../lib/specConstants';
import type { FirstViewAnswers, HttpMethod, QueryParams, RecordedAnswer } from './types';

export type { FirstViewAnswers, RecordedAnswer };

export function answerKey(
  method: HttpMethod,
  address: string,
  query: QueryParams,
  body: unknown,
): string {
  const params = Object.entries(query)
    .filter(([name, value]) => name !== VERSION_PARAM_NAME && value !== undefined && value !== null)
    .map(([name, value]) => `${name}=${Array.isArray(value) ? value.join(',') : String(value)}`)
    .sort();
  const sent = body === undefined ? '' : ` ${JSON.stringify(body)}`;
  return `${method} ${address}?${params.join('&')}${sent}`;
}

/**
 * The server's side: every successful answer of one render, by key. Calls settle in any order;
 * sorted, the same data makes the same page, so its ETag holds and a revalidation gets 304.
 */
export function createAnswerRecorder(): FirstViewAnswers & { answers(): RecordedAnswer[] } {
  const kept = new Map<string, RecordedAnswer>();
  return {
    take: () => undefined,
    record(answer) {
      if (answer.status >= 200 && answer.status < 300) kept.set(answer.key, answer);
    },
    answers: () => [...kept.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
  };
}

/**
 * The browser's side: each inlined answer replayed once. `forget` drops what was not used (the
 * entry calls it once the first view is hydrated), so nothing recorded stands in for a later
 * request.
 */
export function createAnswerReplay(
  answers: readonly RecordedAnswer[],
): FirstViewAnswers & { forget(): void } {
  const left = new Map(answers.map((answer) => [answer.key, answer]));
  return {
    take(key) {
      const answer = left.get(key);
      left.delete(key);
      return answer;
    },
    forget: () => left.clear(),
  };
}

/**
 * The mark `npm run prerender` puts in a snapshot's head (its content: when it was made): the
 * browser revalidates such a page's data after hydration (app/boot/revalidateSnapshot.ts).
 */
export const SNAPSHOT_META = 'edu-snapshot';

export const isSnapshot = (doc: Document) =>
  doc.querySelector(`meta[name="${SNAPSHOT_META}"]`) !== null;

/** The element id of the inlined answers in the page. */
export const FIRST_VIEW_DATA_ID = 'edu-first-view';

/** The inlined answers as safe text inside a `<script type="application/json">`. */
export function firstViewDataScript(answers: readonly RecordedAnswer[]): string {
  const json = JSON.stringify({ answers })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${json}</script>`;
}

/** The answers the page carries, or none (a page not rendered on the server, or unreadable). */
export function readFirstViewAnswers(doc: Document): RecordedAnswer[] {
  const text = doc.getElementById(FIRST_VIEW_DATA_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as { answers?: unknown };
    if (!Array.isArray(parsed.answers)) return [];
    return parsed.answers.filter(
      (answer): answer is RecordedAnswer =>
        typeof answer === 'object' &&
        answer !== null &&
        typeof (answer as RecordedAnswer).key === 'string' &&
        typeof (answer as RecordedAnswer).status === 'number' &&
        typeof (answer as RecordedAnswer).contentType === 'string' &&
        typeof (answer as RecordedAnswer).text === 'string',
    );
  } catch {
    return [];
  }
}
