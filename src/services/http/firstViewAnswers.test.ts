/**
 * A server-rendered first view's answers (issue 17 point 2): recorded by the server's client,
 * inlined in the page, replayed once by the browser's client for the same request.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from '../testing/fakes';
import { startMswServer } from '../testing/msw';
import {
  answerKey,
  createAnswerRecorder,
  createAnswerReplay,
  FIRST_VIEW_DATA_ID,
  firstViewDataScript,
  readFirstViewAnswers,
} from './firstViewAnswers';

const origin = window.location.origin;
let served = 0;
const { requests } = startMswServer(
  http.get(`${origin}/svc/course/v2/channels/:id/sections`, ({ params }) => {
    served += 1;
    return HttpResponse.json([{ id: `live-${String(params.id)}-${served}` }]);
  }),
  http.get(`${origin}/svc/course/gone`, () =>
    HttpResponse.json({ code: 'NOT_FOUND', message: '不存在' }, { status: 404 }),
  ),
);

const sections = (channel: string) =>
  ({
    service: 'course',
    method: 'GET',
    path: `/v2/channels/${channel}/sections`,
    query: { query_type: 0 },
  }) as const;

describe('answers of a server-rendered first view', () => {
  it('are known by method, address, query and body, never by the version parameter', () => {
    expect(
      answerKey('GET', '/svc/course/x', { b: 2, a: [1, 2], _v: 123, none: undefined }, undefined),
    ).toBe('GET /svc/course/x?a=1,2&b=2');
    expect(answerKey('POST', '/svc/c/search', {}, { ids: ['1'] })).toBe(
      'POST /svc/c/search? {"ids":["1"]}',
    );
  });

  it('the server keeps each successful answer of the render, and no failed one', async () => {
    const recorder = createAnswerRecorder();
    const { client } = testClient({ firstViewAnswers: recorder });
    await client.request(sections('c1'));
    await expect(
      client.request({ service: 'course', method: 'GET', path: '/gone' }),
    ).rejects.toThrow();
    expect(recorder.answers().map((answer) => [answer.key, answer.status])).toEqual([
      ['GET /svc/course/v2/channels/c1/sections?query_type=0', 200],
    ]);
  });

  it('come out in the same order however the calls settled, so the same data makes the same page', () => {
    const answer = (key: string) => ({
      key,
      status: 200,
      contentType: 'application/json',
      text: '[]',
    });
    const settled = (keys: string[]) => {
      const recorder = createAnswerRecorder();
      for (const key of keys) recorder.record?.(answer(key));
      return recorder.answers().map((recorded) => recorded.key);
    };
    const keys = ['GET /svc/b?', 'GET /svc/a?', 'GET /svc/c?'];
    expect(settled(keys)).toEqual(['GET /svc/a?', 'GET /svc/b?', 'GET /svc/c?']);
    expect(settled([...keys].reverse())).toEqual(settled(keys));
  });

  it('the browser answers the same request from them once, without asking; the next goes out', async () => {
    const recorder = createAnswerRecorder();
    await testClient({ firstViewAnswers: recorder }).client.request(sections('c2'));
    const sentBefore = requests.length;
    // Through the page: inlined as text, read back.
    document.body.insertAdjacentHTML('beforeend', firstViewDataScript(recorder.answers()));
    const replay = createAnswerReplay(readFirstViewAnswers(document));
    document.getElementById(FIRST_VIEW_DATA_ID)?.remove();
    const { client } = testClient({ firstViewAnswers: replay });

    const first = await client.request<{ id: string }[]>(sections('c2'));
    expect(requests.length).toBe(sentBefore);
    const second = await client.request<{ id: string }[]>(sections('c2'));
    expect(requests.length).toBe(sentBefore + 1);
    expect(first[0].id).not.toBe(second[0].id);
  });

  it('a value derived from answers too large to inline goes in their place, replayed once', async () => {
    const recorder = createAnswerRecorder();
    const server = testClient({ firstViewAnswers: recorder }).client;
    let computed = 0;
    const compute = async () => {
      computed += 1;
      // Read from a list the page must not carry.
      const list = await server.request<{ id: string }[]>({ ...sections('big'), notInlined: true });
      return { first: list[0].id, computed };
    };
    const onServer = await server.derivedAnswer('sections.first big', compute);
    // The list is not in the page; the value is, under its name.
    expect(recorder.answers().map((answer) => answer.key)).toEqual(['DERIVED sections.first big']);

    const replay = createAnswerReplay(recorder.answers());
    const browser = testClient({ firstViewAnswers: replay }).client;
    const sentBefore = requests.length;
    await expect(browser.derivedAnswer('sections.first big', compute)).resolves.toEqual(onServer);
    expect(requests.length).toBe(sentBefore);
    // Once only: the next call computes (and asks for the list).
    await expect(browser.derivedAnswer('sections.first big', compute)).resolves.toMatchObject({
      computed: 2,
    });
    expect(requests.length).toBe(sentBefore + 1);
  });

  it('are forgotten once the first view is hydrated: a later request goes to the network', async () => {
    const recorder = createAnswerRecorder();
    await testClient({ firstViewAnswers: recorder }).client.request(sections('c3'));
    const replay = createAnswerReplay(recorder.answers());
    replay.forget();
    const sentBefore = requests.length;
    await testClient({ firstViewAnswers: replay }).client.request(sections('c3'));
    expect(requests.length).toBe(sentBefore + 1);
  });

  it('cannot end the script they travel in, and unreadable ones are none', () => {
    const script = firstViewDataScript([
      { key: 'GET /x?', status: 200, contentType: 'application/json', text: '"</script><img>"' },
    ]);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    document.body.insertAdjacentHTML('beforeend', script);
    expect(readFirstViewAnswers(document)[0].text).toBe('"</script><img>"');
    document.getElementById(FIRST_VIEW_DATA_ID)!.textContent = '{not json';
    expect(readFirstViewAnswers(document)).toEqual([]);
    document.getElementById(FIRST_VIEW_DATA_ID)!.textContent = '{"answers":[{"key":1}]}';
    expect(readFirstViewAnswers(document)).toEqual([]);
    document.getElementById(FIRST_VIEW_DATA_ID)?.remove();
    expect(readFirstViewAnswers(document)).toEqual([]);
  });
});
